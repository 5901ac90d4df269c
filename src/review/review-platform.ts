/**
 * The review platform's API as the previews use it (src/github/ implements it for GitHub,
 * another adapter beside it for merge requests and their notes): what its calls take and give, in the
 * action's own terms: only the fields it reads, camelCase.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 * https://docs.github.com/rest/deployments/deployments
 */

/**
 * How every record marker of the action's comments begins (features/previews/preview-record.ts);
 * escaped text can never contain it. A platform adapter scrubs a comment body line by line but
 * for the line that starts with it: a record holds only identifiers and a signature.
 */
export const RECORD_MARKER_PREFIX = '<!-- appetize-deploy-action:'

/** How the platform names what the previews write on, in the text written to it. */
export interface PlatformTerms {
  /** `pull request` (GitHub's term) or the platform's own (`merge request`). */
  readonly pullRequest: string
  /** `comment` (GitHub's term) or the platform's own (`note`). */
  readonly comment: string
  /** What a pull request's number is written after: `#` (`#12`) or the platform's (`!12`). */
  readonly numberPrefix: string
}

/** GitHub's terms, the previews' own. */
export const DEFAULT_TERMS: PlatformTerms = {
  pullRequest: 'pull request',
  comment: 'comment',
  numberPrefix: '#'
}

/** `pull request #12` in the platform's terms (GitHub's when none are given). */
export function pullRequestName(number: number, terms: PlatformTerms = DEFAULT_TERMS): string {
  return `${terms.pullRequest} ${terms.numberPrefix}${number}`
}

/**
 * A pull request's cross-repository reference in the platform's form: `acme/app#12` (GitHub's
 * when no terms are given) or `group/project!12`.
 *
 * https://docs.github.com/get-started/writing-on-github/working-with-advanced-formatting/autolinked-references-and-urls
 */
export function pullRequestReference(
  repository: RepositoryRef,
  number: number,
  terms: PlatformTerms = DEFAULT_TERMS
): string {
  return `${repository.owner}/${repository.repo}${terms.numberPrefix}${number}`
}

/**
 * A repository, as `owner` and `repo` name (or a project's namespace and path), and its id when
 * known (a platform may address a repository by it, as the name may move).
 */
export interface RepositoryRef {
  readonly owner: string
  readonly repo: string
  readonly id?: number
}

/** An issue or pull request comment, reduced to what the action reads. */
export interface IssueComment {
  readonly id: number
  readonly htmlUrl: string
  /** As the platform stores it: anyone may have written it. */
  readonly body: string
  /** The author's login (or username); '' when the platform names none (a deleted account). */
  readonly login: string
  readonly createdAt: string
  readonly updatedAt: string
}

/** A pull request's state now (not as the event that started the run saw it). */
export interface PullRequestState {
  readonly state: 'open' | 'closed'
  readonly merged: boolean
}

/** A pull request as the platform's API describes it now (read one, or list them). */
export interface PullRequestDetails {
  readonly number: number
  readonly state: 'open' | 'closed'
  readonly merged: boolean
  /** Raw text from the author: escape before showing it. */
  readonly title: string
  /** The head commit: 40 or 64 hex digits, lower-case. */
  readonly headSha: string
  /** The head branch's name; raw text from the author. */
  readonly headRef: string
  /** True when the head is not in the base repository (or its fork was deleted). */
  readonly isFork: boolean
  /** The login of who opened it; '' when the platform names none. */
  readonly author: string
  /** Its labels' names (raw text). */
  readonly labels: readonly string[]
  /** When it last changed (a push, a comment, a label), in milliseconds since the epoch. */
  readonly updatedAt: number
}

/** Which pull requests to list, ordered by their last update. */
export interface PullRequestListing {
  readonly state: 'open' | 'all'
  readonly direction: 'asc' | 'desc'
}

/** A deployment, reduced to what the action reads. */
export interface Deployment {
  readonly id: number
  readonly ref: string
  readonly sha: string
  readonly environment: string
  /** What the creator attached (see `NewDeployment.payload`); `{}` when nothing or not an object. */
  readonly payload: Readonly<Record<string, unknown>>
}

/** The states a deployment status can have. */
export type DeploymentState =
  'error' | 'failure' | 'inactive' | 'in_progress' | 'queued' | 'pending' | 'success'

export interface NewDeployment {
  /** The commit (SHA) or branch deployed. */
  readonly ref: string
  /** The deployment environment, e.g. `appetize-preview`. */
  readonly environment: string
  readonly description?: string
  /** A preview environment that goes away (default true). */
  readonly transient?: boolean
  /**
   * Attached to the deployment and listed back, e.g. `{ pullRequest: 12, previewName: 'android' }`,
   * to find a pull request's deployments in a shared environment when it closes. Anyone with
   * `deployments: write` on the repository can write one.
   */
  readonly payload?: Readonly<Record<string, string | number | boolean>>
}

export interface NewDeploymentStatus {
  readonly state: DeploymentState
  /** The app link: the pull request's "View deployment" button. */
  readonly environmentUrl?: string
  /** The run's log, e.g. `{server}/{repo}/actions/runs/{id}`. */
  readonly logUrl?: string
  readonly description?: string
}

/** The review platform's API calls the action makes. Every failure is a `ReviewPlatformError`. */
export interface ReviewPlatform {
  /** The API's base URL in use (`GITHUB_API_URL`, or https://api.github.com; `CI_API_V4_URL`). */
  readonly apiUrl: string
  /**
   * True when the platform keeps the deployments a preview records (GitHub's deployments API);
   * false where they come from elsewhere (the CI job's own environment), and the
   * deployment calls are never made.
   */
  readonly deployments: boolean
  /** How the platform names a pull request and a comment, for the comments' text. */
  readonly terms: PlatformTerms
  /**
   * The login of the token's identity, as GitHub names the author of what it writes
   * (`github-actions[bot]` for the workflow's token). Asks GraphQL `viewer { login }`, which
   * answers for every kind of token, and falls back to `GET /user` (personal tokens only: it
   * answers 403 "Resource not accessible by integration" for installation tokens).
   */
  whoAmI(): Promise<string>
  /** Every comment on the issue or pull request, oldest first (all pages, 100 per page; no system notes). */
  listIssueComments(repository: RepositoryRef, issueNumber: number): Promise<IssueComment[]>
  createComment(repository: RepositoryRef, issueNumber: number, body: string): Promise<IssueComment>
  /**
   * The pull request's state now (`GET /repos/{owner}/{repo}/pulls/{number}`): a re-run of an
   * old run carries the event of that moment, so its payload may say open when it is closed.
   */
  getPullRequestState(repository: RepositoryRef, pullNumber: number): Promise<PullRequestState>
  /** Edits a comment of pull request `issueNumber` (GitHub needs only the comment's id). */
  updateComment(
    repository: RepositoryRef,
    issueNumber: number,
    commentId: number,
    body: string
  ): Promise<IssueComment>
  /** Deletes a comment of pull request `issueNumber`; one already gone (404) counts as deleted. */
  deleteComment(repository: RepositoryRef, issueNumber: number, commentId: number): Promise<void>
  /**
   * Creates a deployment without GitHub's extras that would fail a preview: no merge of the
   * default branch into `ref` (`auto_merge: false`), no wait for status checks
   * (`required_contexts: []`).
   */
  createDeployment(repository: RepositoryRef, deployment: NewDeployment): Promise<Deployment>
  /** Adds a status to a deployment; `inactive` retires it. */
  setDeploymentStatus(
    repository: RepositoryRef,
    deploymentId: number,
    status: NewDeploymentStatus
  ): Promise<void>
  /** The repository's deployments, newest first, optionally only those of one environment/ref. */
  listDeployments(
    repository: RepositoryRef,
    filter?: { environment?: string; ref?: string }
  ): Promise<Deployment[]>
  /**
   * Deletes a deployment; the platform refuses one that is still active (mark it `inactive`
   * first). A deployment already gone (404) counts as deleted.
   */
  deleteDeployment(repository: RepositoryRef, deploymentId: number): Promise<void>
  /**
   * One pull request as it is now
   * (`GET /repos/{owner}/{repo}/pulls/{number}`).
   */
  getPullRequest(repository: RepositoryRef, pullNumber: number): Promise<PullRequestDetails>
  /**
   * The repository's pull requests ordered by last update
   * (`GET /repos/{owner}/{repo}/pulls?state=…&sort=updated&direction=…`), page by page until
   * `stop` holds for one: that one and all after it are left out.
   */
  listPullRequests(
    repository: RepositoryRef,
    listing: PullRequestListing,
    stop?: (pullRequest: PullRequestDetails) => boolean
  ): Promise<PullRequestDetails[]>
}
