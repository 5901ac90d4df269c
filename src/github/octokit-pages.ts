/**
 * Every page of a GitHub list, as Octokit's paginate follows them (the Link header's
 * `rel="next"`), within the listing caps every listing has (src/shared/listing-cap.ts: 1,000
 * pages, 5 minutes by the host's clock): a server or proxy that keeps naming a next page ends
 * the listing with an error that names it, instead of running until the job's timeout.
 *
 * https://docs.github.com/rest/using-the-rest-api/using-pagination-in-the-rest-api
 */
import type {
  PullRequestDetails,
  PullRequestListing,
  RepositoryRef
} from '../review/review-platform.js'
import { startListing, type ListingLimits } from '../shared/listing-cap.js'
import { toPullRequestDetails } from './github-answers.js'
import { repositoryParams, type Octokit } from './octokit.js'

/** The clock a listing is timed by, and its caps. */
export interface ListingCaps {
  /** The host's clock, in milliseconds. */
  readonly now: () => number
  /** The caps; the shared ones unless a test lowers them. */
  readonly limits?: Partial<ListingLimits>
}

/** What a page gives the listing: its items kept, and whether the listing ends here. */
export interface PageTaken<T> {
  readonly items: readonly T[]
  readonly done?: boolean
}

/** Octokit's pattern for the next page's link (plugin-paginate-rest). */
const NEXT_LINK = /<([^<>]+)>;\s*rel="next"/

/**
 * Reads the pages of `route` until the last one, or until `take` says done.
 *
 * @param route an Octokit REST method that lists (`octokit.rest.issues.listComments`)
 * @param listing what is listed, for the cap's error ("the comments of pull request #7")
 * @param take turns one page's items (as GitHub sent them) into the listing's
 * @throws what Octokit throws; ListingCutOffError when a cap is reached with a next page named
 */
export async function listPages<T>(
  octokit: Octokit,
  route: unknown,
  params: Readonly<Record<string, unknown>>,
  listing: string,
  caps: ListingCaps,
  take: (items: unknown[]) => PageTaken<T>
): Promise<T[]> {
  const count = startListing(listing, caps.now, caps.limits)
  const found: T[] = []
  count.nextPage()
  const pages = octokit.paginate.iterator(route as never, params as never) as AsyncIterable<{
    data: unknown
    headers: { link?: string }
  }>
  for await (const response of pages) {
    if (!Array.isArray(response.data))
      throw new TypeError(`GitHub listed ${listing} without a list`)
    const page = take(response.data as unknown[])
    found.push(...page.items)
    if (page.done) break
    // Octokit requests the next page on the next turn of the loop: counted before it.
    if (NEXT_LINK.test(response.headers.link ?? '')) count.nextPage()
  }
  return found
}

/**
 * A pull request's comments, oldest first, every page
 * (https://docs.github.com/rest/issues/comments#list-issue-comments).
 *
 * @param toComment checks one comment as GitHub sent it
 */
export function listComments<T>(
  octokit: Octokit,
  repository: RepositoryRef,
  issueNumber: number,
  caps: ListingCaps,
  toComment: (answer: never) => T
): Promise<T[]> {
  return listPages(
    octokit,
    octokit.rest.issues.listComments,
    { ...repositoryParams(repository), issue_number: issueNumber, per_page: 100 },
    `the comments of pull request #${issueNumber}`,
    caps,
    items => ({ items: items.map(item => toComment(item as never)) })
  )
}

/**
 * The repository's pull requests, most recently updated first (or last, as `listing` asks),
 * until the first that `stop` picks (https://docs.github.com/rest/pulls/pulls#list-pull-requests).
 */
export function listPulls(
  octokit: Octokit,
  repository: RepositoryRef,
  listing: PullRequestListing,
  stop: (pullRequest: PullRequestDetails) => boolean,
  caps: ListingCaps
): Promise<PullRequestDetails[]> {
  return listPages(
    octokit,
    octokit.rest.pulls.list,
    { ...repositoryParams(repository), ...listing, sort: 'updated', per_page: 100 },
    "the repository's pull requests",
    caps,
    items => {
      const page = items.map(toPullRequestDetails)
      const end = page.findIndex(stop)
      return end === -1 ? { items: page } : { items: page.slice(0, end), done: true }
    }
  )
}
