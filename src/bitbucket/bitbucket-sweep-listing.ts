/**
 * The sweep's listing on Bitbucket, which has no labels and no comment search to keep an index
 * of the pull requests with a preview in: every open pull request, and the merged, declined and
 * superseded ones updated since `since`, 50 a page (`/pullrequests` refuses more) with `state`
 * repeated, newest first. A pull request without a comment (`comment_count` 0) holds no record
 * and is left out, so the sweep reads no comments of it. docs/performance.md says what this costs.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-pullrequests/#api-repositories-workspace-repo-slug-pullrequests-get
 */
import type { PullRequestDetails, RepositoryRef } from '../review/review-platform.js'
import { objectOf, toPullRequest } from './bitbucket-answers.js'
import type { BitbucketClient } from './bitbucket-client.js'
import { repositoryPath } from './bitbucket-repository.js'

/** The states of a pull request that is no longer open. */
const CLOSED_STATES = ['MERGED', 'DECLINED', 'SUPERSEDED']

/** A pull request as the sweep judges it (its head: the sweep stops its preview's status). */
export type SweptPullRequest = Pick<
  PullRequestDetails,
  'number' | 'state' | 'merged' | 'labels' | 'updatedAt' | 'headSha'
> & { readonly closedAs?: string }

/** A listed pull request: how it closed, and whether it has any comment. */
type Listed = PullRequestDetails & { readonly closedAs?: string; readonly commented: boolean }

/**
 * Lists pull requests of `states`, newest first, until `stop` holds for one (it and all after it
 * are left out).
 */
export async function listByState(
  client: BitbucketClient,
  repository: RepositoryRef,
  states: readonly string[],
  stop: (pullRequest: PullRequestDetails) => boolean = () => false,
  direction: 'asc' | 'desc' = 'desc'
): Promise<Listed[]> {
  const found: Listed[] = []
  const url = client.url(`${repositoryPath(repository)}/pullrequests`, {
    state: states,
    sort: direction === 'asc' ? 'updated_on' : '-updated_on',
    pagelen: '50'
  })
  await client.pages(url, `the pull requests of ${repository.display}`, values => {
    for (const value of values) {
      const pullRequest = toPullRequest(value)
      if (stop(pullRequest)) return true
      const { comment_count: count, state } = objectOf(value)
      // Bitbucket's users say merged, declined or superseded, never closed.
      const closedAs = pullRequest.state === 'closed' ? String(state).toLowerCase() : undefined
      found.push({ ...pullRequest, closedAs, commented: typeof count !== 'number' || count > 0 })
    }
    return false
  })
  return found
}

/**
 * Every open pull request and every closed one updated at or after `since` (milliseconds), but
 * those without a comment.
 */
export async function scanForPreviews(
  client: BitbucketClient,
  repository: RepositoryRef,
  since: number
): Promise<{ pullRequests: SweptPullRequest[]; found: 'scan' }> {
  const open = await listByState(client, repository, ['OPEN'])
  const closed = await listByState(client, repository, CLOSED_STATES, pr => pr.updatedAt < since)
  const pullRequests = [...closed, ...open]
    .filter(pullRequest => pullRequest.commented)
    .map(({ number, state, merged, labels, updatedAt, headSha, closedAs }) => ({
      number,
      state,
      merged,
      labels,
      updatedAt,
      headSha,
      ...(closedAs === undefined ? {} : { closedAs })
    }))
  return { pullRequests, found: 'scan' }
}
