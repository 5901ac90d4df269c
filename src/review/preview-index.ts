/**
 * What the sweep asks of a review platform: the pull requests that may hold a preview, found the
 * way the adapter knows best (an index the platform keeps for the sweep, or a listing by state),
 * and, where the platform can keep one, the index itself. The index only says where to look: a
 * preview is removed only on its signed record, read from the pull request's comments.
 *
 * docs/previews-sweep.md#how-the-sweep-finds-the-previews
 */
import { ReviewPlatformError } from './review-error.js'
import type { PlatformTerms, RepositoryRef } from './terms.js'

/** A pull request as the sweep judges it (the fields of `PullRequestDetails` it reads). */
export interface SweptPullRequest {
  readonly number: number
  readonly state: 'open' | 'closed'
  readonly merged: boolean
  /** Its labels (raw text). */
  readonly labels: readonly string[]
  /** When it last changed, in milliseconds since the epoch. */
  readonly updatedAt: number
  /**
   * Its head commit, where the listing gives it: a removed preview's commit status (where the
   * platform has one) then says it was removed.
   */
  readonly headSha?: string
  /**
   * How it closed where the platform says more than merged or not, lower case, as its users
   * name it (`declined`, `superseded`); the sweep's log says so instead of `closed`.
   */
  readonly closedAs?: string
}

/** The pull requests a sweep reads the records of, and how the adapter found them. */
export interface PreviewPullRequests {
  readonly pullRequests: readonly SweptPullRequest[]
  /**
   * `index`: the pull requests the platform's index names (complete: every preview recorded since
   * a sweep completed it is in it). `scan`: every open pull request, and every closed one updated
   * at or after `since`.
   */
  readonly found: 'index' | 'scan'
  /**
   * Why a platform that keeps an index scanned: it is not complete yet (no sweep completed it,
   * or someone edited its description), or it could not be read (the token may not list by it).
   */
  readonly unindexed?: 'incomplete' | 'unreadable'
}

/**
 * An index of the pull requests that hold a preview (a label, on a platform that has labels),
 * where the platform can keep one. Every failure is a `ReviewPlatformError`.
 */
export interface PreviewIndexCapability {
  /** The label's name as a pull request's `labels` carry it (compare without regard to case). */
  readonly label: string
  /** Puts a pull request in the index (one request; one already in it stays). */
  mark(repository: RepositoryRef, number: number): Promise<void>
  /** Takes a pull request out of the index; one not in it counts as taken out. */
  unmark(repository: RepositoryRef, number: number): Promise<void>
  /**
   * Records that the index is complete: called by a sweep after a scan that marked every pull
   * request holding a record of an app. Later sweeps list by the index.
   */
  complete(repository: RepositoryRef): Promise<void>
}

/**
 * How the index's label describes itself once a sweep completed it. The sweep lists by the label
 * only while its description ends with this; anyone may remove it to make the next sweep scan
 * every pull request again (and complete the index anew).
 */
export const INDEX_COMPLETE_MARK = '[index complete]'

/**
 * The label's description a sweep sets when it completes the index, in the platform's terms
 * (at most 100 characters, the shortest limit of the platforms with labels).
 */
export function indexDescription(terms: PlatformTerms): string {
  return `Has an Appetize preview app; the preview sweep finds ${terms.pullRequest}s by it ${INDEX_COMPLETE_MARK}`
}

/** The label the preview step puts on a pull request it records a preview on. */
export const PREVIEW_LABEL = 'appetize-preview'

/** Whether a label's description says that a sweep completed the index. */
export function indexComplete(description: string | null | undefined): boolean {
  return typeof description === 'string' && description.trimEnd().endsWith(INDEX_COMPLETE_MARK)
}

/** Whether a pull request carries the index's label (names compare without regard to case). */
export function carriesLabel(labels: readonly string[], label: string): boolean {
  const wanted = label.toLowerCase()
  return labels.some(name => name.toLowerCase() === wanted)
}

/**
 * True for an adapter's refusal to read its index that the sweep can do without (an answer of
 * 403 or 404, or only of `status` when given): it then scans. A rate limit, a timeout or an
 * unreachable API is not one.
 */
export function indexRefused(error: unknown, status?: number): boolean {
  if (!(error instanceof ReviewPlatformError) || error.kind !== 'status') return false
  return status === undefined
    ? error.status === 403 || error.status === 404
    : error.status === status
}
