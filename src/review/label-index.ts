/**
 * The preview index as a label, for an adapter whose platform has labels: the label
 * `appetize-preview` on each pull request a preview is recorded on, listed by the sweep once a
 * sweep completed the index (the label's description ends with `[index complete]`). Until
 * then, or when the token may not read the label or list by it, the sweep scans by state. The
 * adapter gives the calls (its REST requests, or a dry run's recording of the writes).
 *
 * docs/previews-sweep.md#how-the-sweep-finds-the-previews
 */
import {
  indexComplete,
  indexDescription,
  indexRefused,
  PREVIEW_LABEL,
  type PreviewIndexCapability,
  type PreviewPullRequests,
  type SweptPullRequest
} from './preview-index.js'
import { scanPullRequests } from './pull-request-scan.js'
import type { PullRequestListing } from './review-platform.js'
import type { PlatformTerms, RepositoryRef } from './terms.js'

/** A label's colour when the sweep creates it (both platforms need one): a violet. */
export const LABEL_COLOR = '5319e7'

/** The adapter's calls the label index is made of. Every failure is a ReviewPlatformError. */
export interface LabelCalls {
  /** The repository's label named `name`: its description; undefined when it has none (404). */
  readLabel(
    repository: RepositoryRef,
    name: string
  ): Promise<{ readonly description: string | null } | undefined>
  /** Every pull request (open or closed) carrying the label, all pages. */
  listLabelled(repository: RepositoryRef, name: string): Promise<SweptPullRequest[]>
  /** Puts the label on a pull request (the platform creates a missing label). */
  addLabel(repository: RepositoryRef, number: number, name: string): Promise<void>
  /** Takes the label off a pull request; one not carrying it counts as done. */
  removeLabel(repository: RepositoryRef, number: number, name: string): Promise<void>
  /** Sets the label's description, creating the label (with `color`) when there is none. */
  describeLabel(
    repository: RepositoryRef,
    name: string,
    description: string,
    color: string
  ): Promise<void>
}

/** The adapter's list of pull requests ordered by last update, until `stop` holds for one. */
export type PullRequestList = (
  repository: RepositoryRef,
  listing: PullRequestListing,
  stop: (pullRequest: SweptPullRequest) => boolean
) => Promise<SweptPullRequest[]>

/**
 * The sweep's listing and the index, over the adapter's label calls, and its list by state for
 * the scans.
 */
export function labelIndex(
  calls: LabelCalls,
  list: PullRequestList,
  terms: PlatformTerms
): {
  listPreviewPullRequests(repository: RepositoryRef, since: number): Promise<PreviewPullRequests>
  previewIndex: PreviewIndexCapability
} {
  const label = PREVIEW_LABEL
  const scan = async (
    repository: RepositoryRef,
    since: number,
    unindexed: 'incomplete' | 'unreadable'
  ): Promise<PreviewPullRequests> => ({
    pullRequests: await scanPullRequests((listing, stop) => list(repository, listing, stop), since),
    found: 'scan',
    unindexed
  })
  return {
    async listPreviewPullRequests(repository, since) {
      let read
      try {
        read = await calls.readLabel(repository, label)
      } catch (error) {
        if (indexRefused(error)) return scan(repository, since, 'unreadable')
        throw error
      }
      if (!indexComplete(read?.description)) return scan(repository, since, 'incomplete')
      try {
        return { pullRequests: await calls.listLabelled(repository, label), found: 'index' }
      } catch (error) {
        // A platform may list labelled pull requests only to a token that may read more.
        if (indexRefused(error)) return scan(repository, since, 'unreadable')
        throw error
      }
    },
    previewIndex: {
      label,
      mark: (repository, number) => calls.addLabel(repository, number, label),
      unmark: (repository, number) => calls.removeLabel(repository, number, label),
      complete: repository =>
        calls.describeLabel(repository, label, indexDescription(terms), LABEL_COLOR)
    }
  }
}
