/**
 * What the fake Bitbucket's routes share: who sent a request, the parsed request, an answer,
 * Bitbucket's error body (`{"type":"error","error":{"message":…,"detail":…}}`) and its paging
 * (`{size, page, pagelen, next, values}`, `next` an address to follow as it is).
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/intro/#pagination
 * https://developer.atlassian.com/cloud/bitbucket/rest/intro/#standardized-error-responses
 */
import type {
  FakeAccount,
  FakeBuildStatus,
  FakeComment,
  FakePullRequest,
  FakeRepository,
  FakeToken
} from './records.js'

/** The requests the fake serves (and faults apply to). */
export type BitbucketRoute =
  | 'user'
  | 'getRepository'
  | 'listPullRequests'
  | 'getPullRequest'
  | 'listComments'
  | 'getComment'
  | 'createComment'
  | 'updateComment'
  | 'deleteComment'
  | 'listPullRequestStatuses'
  | 'listPullRequestCommits'
  | 'createStatus'
  | 'getStatus'
  | 'updateStatus'

/** What the routes read and change of the fake's state (FakeBitbucket implements it). */
export interface BitbucketState {
  readonly repositories: Map<string, FakeRepository>
  readonly pullRequests: Map<string, FakePullRequest>
  readonly comments: Map<number, FakeComment>
  readonly statuses: Map<string, FakeBuildStatus>
  readonly statusWrites: FakeBuildStatus[]
  readonly pullRequestCommits: Map<string, string[]>
  readonly maxPageLength: number
  account(uuid: string): FakeAccount
  addComment(
    repository: string,
    pullRequestId: number,
    fields: Partial<Omit<FakeComment, 'id' | 'repository' | 'pullRequestId'>> & { author: string }
  ): FakeComment
  commentsOn(repository: string, pullRequestId: number): FakeComment[]
  resolveCommit(node: string): string | undefined
  pullRequestJson(pr: FakePullRequest, web: string): Record<string, unknown>
  commentJson(comment: FakeComment, web: string): Record<string, unknown>
}

/** Who sent a request, from its `Authorization` header. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'unknown' }
  | { kind: 'token'; token: FakeToken; account: FakeAccount }

/** A request, parsed. */
export interface RouteRequest {
  method: string
  /** The full URL as the client addressed it (Host header). */
  url: URL
  /** The web site's base for `links.html` (the fake's own origin). */
  web: string
  /** The JSON body's fields, when it is an object. */
  body: Record<string, unknown> | undefined
  caller: Caller
}

export interface RouteAnswer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

/** Bitbucket's error answer. */
export function error(status: number, message: string, detail?: unknown): RouteAnswer {
  return {
    status,
    body: { type: 'error', error: { message, ...(detail !== undefined && { detail }) } }
  }
}

/**
 * The page `url` asks for (`page` from 1, `pagelen` up to `maxPageLength`; Bitbucket's default
 * is 10): the values, and a `next` address while more follow. A `pagelen` above `limit` (50 for
 * pull requests) is refused as Bitbucket refuses it.
 */
export function paginate<T>(
  rows: readonly T[],
  url: URL,
  render: (row: T) => unknown,
  options: { limit: number; maxPageLength: number }
): RouteAnswer {
  const askedLength = url.searchParams.get('pagelen')
  const asked = askedLength === null ? 10 : Number(askedLength)
  if (!Number.isInteger(asked) || asked < 1 || asked > options.limit) {
    return error(400, 'Invalid pagelen')
  }
  const pagelen = Math.min(asked, options.maxPageLength)
  const askedPage = url.searchParams.get('page')
  const page = askedPage === null ? 1 : Number(askedPage)
  if (!Number.isInteger(page) || page < 1) return error(400, 'Invalid page')
  const values = rows.slice((page - 1) * pagelen, page * pagelen).map(render)
  const body: Record<string, unknown> = { size: rows.length, page, pagelen, values }
  if (page * pagelen < rows.length) {
    const next = new URL(url)
    next.searchParams.set('page', String(page + 1))
    body.next = next.href
  }
  if (page > 1) {
    const previous = new URL(url)
    previous.searchParams.set('page', String(page - 1))
    body.previous = previous.href
  }
  return { status: 200, body }
}
