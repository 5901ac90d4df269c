/**
 * The review platform as the core uses it, in neutral terms (each platform's adapter, in a folder
 * of its own, implements it): its records (comments that carry a preview's
 * signed record), its pull requests, and what some platforms offer beside them, as optional
 * capabilities. Only the fields the core reads, camelCase.
 */
import type { CommitStatusCapability, DeploymentCapability } from './capabilities.js'
import type { PreviewIndexCapability, PreviewPullRequests } from './preview-index.js'
import type { RecordStore } from './record-store.js'
import type { PlatformTerms, RepositoryRef } from './terms.js'

export { RECORD_MARKER_PREFIX } from './record-store.js'
export type { RecordStore, StoredComment } from './record-store.js'
export type {
  PreviewIndexCapability,
  PreviewPullRequests,
  SweptPullRequest
} from './preview-index.js'
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

/** Which pull requests to list, ordered by their last update (an adapter's scan: preview-index.ts). */
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
   * The platform's id, bound into every preview record's signature with `apiUrl` (lower-case
   * letters, digits, `-`; its descriptor's name).
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
   * The pull requests that may hold a preview, for the sweep: how it finds them is the adapter's
   * (an index the platform keeps, or every open one and the closed ones updated at or after
   * `since`, in milliseconds since the epoch). See preview-index.ts.
   */
  listPreviewPullRequests(repository: RepositoryRef, since: number): Promise<PreviewPullRequests>
  /** The index of the pull requests that hold a preview; absent where the platform keeps none. */
  readonly previewIndex?: PreviewIndexCapability
  /** Deployments for `deploymentEnvironment`; absent where the platform keeps none for previews. */
  readonly deployments?: DeploymentCapability
  /** A status on the head commit per preview; absent where the platform has none for previews. */
  readonly commitStatus?: CommitStatusCapability
}
