/**
 * The sweep's listing by state, for an adapter whose platform keeps no index of the pull
 * requests with a preview, or whose index is not complete: every open pull request, and the
 * closed ones updated at or after `since`.
 */
import type { SweptPullRequest } from './preview-index.js'
import type { PullRequestListing } from './review-platform.js'

/**
 * A listing of the repository's pull requests ordered by last update, page by page until `stop`
 * holds for one: that one and all after it are left out.
 */
export type PullRequestLister = (
  listing: PullRequestListing,
  stop: (pullRequest: SweptPullRequest) => boolean
) => Promise<SweptPullRequest[]>

/**
 * Every open pull request, and the closed ones updated at or after `since` (milliseconds since the
 * epoch): the list of all by last update, newest first, up to the first one older than that;
 * then the open ones among the older, oldest first, up to the first newer one (a pull request
 * nobody touched for months is exactly one whose preview expired).
 *
 * @throws ReviewPlatformError when a list cannot be read
 */
export async function scanPullRequests(
  list: PullRequestLister,
  since: number
): Promise<SweptPullRequest[]> {
  const recent = await list({ state: 'all', direction: 'desc' }, pull => pull.updatedAt < since)
  const older = await list({ state: 'open', direction: 'asc' }, pull => pull.updatedAt >= since)
  const seen = new Set(recent.map(pullRequest => pullRequest.number))
  return [...recent, ...older.filter(pullRequest => !seen.has(pullRequest.number))]
}
