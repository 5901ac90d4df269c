/**
 * The review platform as the core uses it, in neutral terms (src/github, src/gitlab and
 * src/bitbucket implement it, one folder each): its records (comments that carry a preview's
 * signed record), its pull requests, and what some platforms offer beside them, as optional
 * capabilities. Only the fields the core reads, camelCase.
 */
import type { CommitStatusCapability, DeploymentCapability } from './capabilities.js'
import type { RecordStore } from './record-store.js'
import type { PlatformTerms, RepositoryRef } from './terms.js'

export { RECORD_MARKER_PREFIX } from './record-store.js'
export type { RecordStore, StoredComment } from './record-store.js'
export type {
  CommitStatusCapability,
  Deployment,
  DeploymentCapability,
  DeploymentState,
  NewDeployment,
  NewDeploymentStatus,
  PreviewStatus
} from './capabilities.js'
export {
  capitalized,
  pullRequestName,
  pullRequestReference,
  type PlatformTerms,
  type RepositoryRef
} from './terms.js'

/** A pull request as the platform's API describes it now (read one, or list them). */
export interface PullRequestDetails {
  readonly number: number
  readonly state: 'open' | 'closed'
  readonly merged: boolean
  /** Raw text from the author: escape before showing it. */
  readonly title: string
  /** The head commit (see `PullRequestContext.headSha`; compare with `sameCommit`). */
  readonly headSha: string
  /** The head branch's name; raw text from the author. */
  readonly headRef: string
  /** True when the head is not in the base repository (or its fork was deleted). */
  readonly isFork: boolean
  /** Who opened it; '' when the platform names none. */
  readonly author: string
  /** Its labels (raw text; see `PullRequestContext.labels`). */
  readonly labels: readonly string[]
  /** When it last changed (a push, a comment, a label), in milliseconds since the epoch. */
  readonly updatedAt: number
}

/** Which pull requests to list, ordered by their last update. */
export interface PullRequestListing {
  readonly state: 'open' | 'all'
  readonly direction: 'asc' | 'desc'
}

/**
 * The review platform's calls the core makes, connected with the review token. Every failure is
 * a `ReviewPlatformError` (review-error.ts).
 */
export interface ReviewPlatform {
  /**
   * The platform's id, bound into every preview record's signature with `apiUrl`: `github`,
   * `gitlab`, `bitbucket` (lower-case letters, digits, `-`).
   */
  readonly platform: string
  /** The API's base URL in use, without a trailing slash (bound into the records too). */
  readonly apiUrl: string
  /** How the platform names what the previews write on (its descriptor's words). */
  readonly terms: PlatformTerms
  /** The record store of one pull request (its comments). Makes no request by itself. */
  records(repository: RepositoryRef, number: number): RecordStore
  /** One pull request as it is now (read again, not from a cache). */
  getPullRequest(repository: RepositoryRef, number: number): Promise<PullRequestDetails>
  /**
   * The repository's pull requests ordered by last update, page by page until `stop` holds for
   * one: that one and all after it are left out. (The sweep's listing: its helper may replace it
   * with an index of the pull requests that have a preview.)
   */
  listPullRequests(
    repository: RepositoryRef,
    listing: PullRequestListing,
    stop?: (pullRequest: PullRequestDetails) => boolean
  ): Promise<PullRequestDetails[]>
  /** Deployments for `deploymentEnvironment`; absent where the platform keeps none for previews. */
  readonly deployments?: DeploymentCapability
  /** A status on the head commit per preview; absent where the platform has none for previews. */
  readonly commitStatus?: CommitStatusCapability
}
