/**
 * The pull request a run works on, in the review port's neutral terms. Its strings come from
 * whoever opened the pull request (title, branch name, labels) and stay raw here, to be escaped
 * wherever they are shown.
 */
import type { RepositoryRef } from './terms.js'

/**
 * Where a pull request is in its life, as far as its preview goes: `opened` (its first run),
 * `updated` (a push, a reopen, an edit, a label, or a run given its number), `closed` (merged or
 * declined, or its preview stopped: the preview is removed). An adapter maps its platform's
 * events (webhook actions, pipeline sources, options such as `--delete`) onto these.
 */
export type Lifecycle = 'opened' | 'updated' | 'closed'

/** A pull request, as far as the previews and comments use it. */
export interface PullRequestContext {
  /** The repository the pull request is against (where its comments are): the adapter's value. */
  readonly repository: RepositoryRef
  /** The pull request's number (a positive integer; GitLab's IID). */
  readonly number: number
  readonly lifecycle: Lifecycle
  /** Its state when the run read it (from its event, or from the API when the run began). */
  readonly state: 'open' | 'closed'
  /** True for a pull request that was merged. */
  readonly merged: boolean
  /** Raw text from the author: escape before showing it. */
  readonly title: string
  /**
   * The head commit the run deploys: 40 or 64 hex digits, lower case; on a platform that gives
   * only a prefix (Bitbucket), at least 12. Compare heads with `sameCommit`.
   */
  readonly headSha: string
  /** The head branch's name; raw text from the author: escape before showing it. */
  readonly headRef: string
  /**
   * True when the head is not in the base repository (a fork, or a fork that was deleted): its
   * runs may be given no secrets.
   */
  readonly isFork: boolean
  /** Who opened it, as the platform names them (`dependabot[bot]`); '' when none is named. */
  readonly author: string
  /**
   * Its labels (raw text: escape before showing it); on a platform without labels, the tags its
   * adapter reads as labels. Compared without regard to case.
   */
  readonly labels: readonly string[]
}

/** True for a run that ends a pull request's preview (it is removed). */
export function isClosing(pullRequest: PullRequestContext): boolean {
  return pullRequest.lifecycle === 'closed'
}

/**
 * True when two commit ids name the same commit, compared (without regard to case) over the
 * characters both give: a 12-digit prefix matches the full id it begins.
 */
export function sameCommit(a: string, b: string): boolean {
  const length = Math.min(a.length, b.length)
  return length > 0 && a.slice(0, length).toLowerCase() === b.slice(0, length).toLowerCase()
}
