/**
 * The pull request a run works on, in the review platform's neutral terms. Its strings come from
 * whoever opened the pull request (title, branch name, a fork's name) and stay raw here, to be
 * escaped wherever they are shown.
 */

/** A pull request, as far as the action uses it. */
export interface PullRequestContext {
  /** What triggered the run, as the platform names it (e.g. `pull_request`). */
  readonly eventName: string
  /** `opened`, `synchronize`, `reopened`, `closed`, `edited`, … (lower-case letters and `_`). */
  readonly action: string
  /** The pull request's number (a positive integer). */
  readonly number: number
  /** Raw text from the author: escape before showing it. */
  readonly title: string
  /** The head commit: 40 (SHA-1) or 64 (SHA-256) hex digits, lower-case. */
  readonly headSha: string
  /** The head branch's name; raw text from the author: escape before showing it. */
  readonly headRef: string
  /** The repository the pull request is against (where comments and deployments go). */
  readonly baseOwner: string
  readonly baseRepo: string
  /** The base repository's id: unlike its name, it stays with the repository through a rename. */
  readonly baseRepositoryId: number
  /**
   * True when the head is not in the base repository (a fork, or a fork that was deleted): its
   * runs get no secrets and a read-only token on `pull_request`.
   */
  readonly isFork: boolean
  /** True for a `closed` event of a merged pull request. */
  readonly merged: boolean
  /** The login of who opened the pull request (`dependabot[bot]` for Dependabot's). */
  readonly author: string
  /** The names of its labels (raw text: escape before showing it). */
  readonly labels: readonly string[]
  /**
   * Its state as the platform's API gave it when the run began, where the run has no event that
   * says (a pipeline given only the pull request's number); undefined when the event says. A run for a
   * push (not `closed`) to a pull request no longer open creates and updates nothing.
   */
  readonly state?: 'open' | 'closed'
}

/** True for an event that ends a pull request's life (its preview is removed). */
export function isClosing(pullRequest: PullRequestContext): boolean {
  return pullRequest.action === 'closed'
}
