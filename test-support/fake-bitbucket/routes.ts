/**
 * The fake Bitbucket's endpoints: which route a request is, whether its caller may use it, and
 * the answer, with Bitbucket's status codes and error bodies:
 * - 401 for no token, a wrong, revoked or expired one, an app password, and an access token
 *   asking `GET /2.0/user` ("Token is invalid or not supported for this endpoint.")
 * - 403 "Your credentials lack one or more required privilege scopes." with
 *   `detail: {granted, required}`
 * - 404 a repository the token cannot see, a pull request, comment or commit that does not exist
 * - 400 "Invalid pagelen" (pull requests above 50), a bad state or body
 *
 * Scopes (from the API's per-operation security): pull requests and their comments need
 * `pullrequest` (an access token; `pullrequest:write` too) or `read:pullrequest:bitbucket` (an API
 * token); the repository and build statuses `repository` (implied by `pullrequest`) or
 * `read:repository:bitbucket`; `GET /user` `read:user:bitbucket` (API tokens only).
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/intro/#authentication
 */
import {
  type BitbucketRoute,
  type BitbucketState,
  type Caller,
  error,
  paginate,
  type RouteAnswer,
  type RouteRequest
} from './answers.js'
import { CommentRoutes } from './comment-routes.js'
import { accountJson, repositoryJson } from './records.js'
import type { FakeRepository, FakeToken, PullRequestState } from './records.js'
import { StatusRoutes } from './status-routes.js'

export type { BitbucketRoute, Caller, RouteAnswer, RouteRequest }

const REPO = '/repositories/([^/]+)/([^/]+)'
const PR = `${REPO}/pullrequests/(\\d+)`
const STATUS = `${REPO}/commit/([^/]+)/statuses/build`
const PATTERNS: [string, RegExp, BitbucketRoute][] = [
  ['GET', /^\/user\/?$/, 'user'],
  ['GET', new RegExp(`^${REPO}/?$`), 'getRepository'],
  ['GET', new RegExp(`^${REPO}/pullrequests/?$`), 'listPullRequests'],
  ['GET', new RegExp(`^${PR}/?$`), 'getPullRequest'],
  ['GET', new RegExp(`^${PR}/comments/?$`), 'listComments'],
  ['POST', new RegExp(`^${PR}/comments/?$`), 'createComment'],
  ['GET', new RegExp(`^${PR}/comments/(\\d+)/?$`), 'getComment'],
  ['PUT', new RegExp(`^${PR}/comments/(\\d+)/?$`), 'updateComment'],
  ['DELETE', new RegExp(`^${PR}/comments/(\\d+)/?$`), 'deleteComment'],
  ['GET', new RegExp(`^${PR}/statuses/?$`), 'listPullRequestStatuses'],
  ['GET', new RegExp(`^${PR}/commits/?$`), 'listPullRequestCommits'],
  ['POST', new RegExp(`^${STATUS}/?$`), 'createStatus'],
  ['GET', new RegExp(`^${STATUS}/([^/]+)/?$`), 'getStatus'],
  ['PUT', new RegExp(`^${STATUS}/([^/]+)/?$`), 'updateStatus']
]

/** The scope each route needs, for an access token and for an API token. */
const REPOSITORY_ROUTES: ReadonlySet<BitbucketRoute> = new Set([
  'getRepository',
  'createStatus',
  'getStatus',
  'updateStatus'
])
const STATES: readonly PullRequestState[] = ['OPEN', 'MERGED', 'DECLINED', 'SUPERSEDED']
const SORTS = ['id', 'created_on', 'updated_on']

export class BitbucketRoutes {
  private readonly comments: CommentRoutes
  private readonly statuses: StatusRoutes

  constructor(private readonly bitbucket: BitbucketState) {
    this.comments = new CommentRoutes(bitbucket)
    this.statuses = new StatusRoutes(bitbucket)
  }

  /** The route of a request and its path parameters, or undefined for a path not served. */
  match(method: string, pathname: string): { route: BitbucketRoute; params: string[] } | undefined {
    if (!pathname.startsWith('/2.0/')) return undefined
    const rest = pathname.slice('/2.0'.length)
    for (const [patternMethod, pattern, route] of PATTERNS) {
      const found = patternMethod === method ? pattern.exec(rest) : null
      if (found) return { route, params: found.slice(1).map(decodeURIComponent) }
    }
    return undefined
  }

  /** Answers a request. */
  answer(request: RouteRequest): RouteAnswer {
    const matched = this.match(request.method, request.url.pathname)
    if (!matched) return error(404, 'Resource not found')
    const { route, params } = matched
    const { caller } = request
    if (caller.kind === 'anonymous' || caller.kind === 'unknown') {
      return error(401, 'Token is invalid, expired, or not supported for this endpoint.')
    }
    const { token } = caller
    if (token.revoked || token.expired || token.kind === 'app-password') {
      return error(401, 'Token is invalid, expired, or not supported for this endpoint.')
    }
    if (route === 'user') {
      if (token.kind !== 'api') {
        return error(401, 'Token is invalid or not supported for this endpoint.')
      }
      const refused = scopeRefusal(token, 'read:user:bitbucket', 'account')
      return refused ?? { status: 200, body: accountJson(caller.account, request.web) }
    }
    const [workspace = '', slug = '', ...rest] = params
    const repository = this.visibleRepository(workspace, slug, token)
    if (!repository) {
      return error(404, `Repository ${workspace}/${slug} not found`)
    }
    const refused = REPOSITORY_ROUTES.has(route)
      ? scopeRefusal(token, 'read:repository:bitbucket', 'repository')
      : scopeRefusal(token, 'read:pullrequest:bitbucket', 'pullrequest')
    if (refused) return refused
    if (route === 'getRepository') {
      return { status: 200, body: repositoryJson(repository, request.web) }
    }
    if (route === 'createStatus' || route === 'getStatus' || route === 'updateStatus') {
      return this.statuses.answer(route, repository, rest[0] ?? '', rest[1], request)
    }
    if (route === 'listPullRequests') return this.listPullRequests(repository, request)
    const fullName = `${repository.workspace}/${repository.slug}`
    const pr = this.bitbucket.pullRequests.get(`${fullName}#${rest[0]}`)
    if (!pr) return error(404, `Pull request ${rest[0]} not found`)
    if (route === 'getPullRequest') {
      return { status: 200, body: this.bitbucket.pullRequestJson(pr, request.web) }
    }
    if (route === 'listPullRequestCommits') {
      const commits = this.bitbucket.pullRequestCommits.get(`${fullName}#${pr.id}`) ?? [pr.sha]
      const render = (hash: string): unknown => ({ type: 'commit', hash })
      return paginate(commits, request.url, render, {
        limit: 100,
        maxPageLength: this.bitbucket.maxPageLength
      })
    }
    if (route === 'listPullRequestStatuses') {
      return this.statuses.listOfPullRequest(pr, request)
    }
    const commentId = rest[1] === undefined ? undefined : Number(rest[1])
    return this.comments.answer(route, pr, commentId, request, caller)
  }

  /** A repository by workspace and slug (any case), if the token may see it. */
  private visibleRepository(
    workspace: string,
    slug: string,
    token: FakeToken
  ): FakeRepository | undefined {
    const fullName = `${workspace}/${slug}`.toLowerCase()
    const repository = this.bitbucket.repositories.get(fullName)
    if (!repository) return undefined
    const seen = token.repositories?.map(name => name.toLowerCase())
    return seen === undefined || seen.includes(fullName) ? repository : undefined
  }

  /**
   * `GET …/pullrequests`: `state` repeated (OPEN alone by default), `sort` (`id`, `created_on`,
   * `updated_on`, `-` for descending; id by default), `q` (`updated_on > "…"` clauses joined by
   * AND), a page of at most 50.
   */
  private listPullRequests(repository: FakeRepository, request: RouteRequest): RouteAnswer {
    const query = request.url.searchParams
    const states = query.getAll('state').map(state => state.toUpperCase())
    const unknown = states.find(state => !STATES.includes(state as PullRequestState))
    if (unknown !== undefined) return error(400, `"${unknown}" is not a valid state`)
    const wanted = states.length === 0 ? ['OPEN'] : states
    const sort = query.get('sort') ?? 'id'
    const field = sort.replace(/^-/, '')
    if (!SORTS.includes(field)) return error(400, `Invalid sort field: ${sort}`)
    const filter = parseQuery(query.get('q'))
    if (typeof filter === 'string') return error(400, filter)
    const fullName = `${repository.workspace}/${repository.slug}`
    const key = { id: 'id', created_on: 'createdOn', updated_on: 'updatedOn' }[field] as
      'id' | 'createdOn' | 'updatedOn'
    const rows = [...this.bitbucket.pullRequests.values()]
      .filter(pr => pr.repository === fullName && wanted.includes(pr.state))
      .filter(pr => filter.every(test => test(pr.updatedOn)))
      .sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id - b.id))
    if (sort.startsWith('-')) rows.reverse()
    return paginate(rows, request.url, pr => this.bitbucket.pullRequestJson(pr, request.web), {
      limit: 50,
      maxPageLength: this.bitbucket.maxPageLength
    })
  }
}

/** The 403 of a token without `apiScope` (an API token) or `accessScope` (the others). */
function scopeRefusal(
  token: FakeToken,
  apiScope: string,
  accessScope: 'pullrequest' | 'repository' | 'account'
): RouteAnswer | undefined {
  const granted = token.scopes
  const implied =
    token.kind === 'api'
      ? granted.includes(apiScope)
      : granted.some(scope =>
          accessScope === 'repository'
            ? /^(repository|pullrequest)(:|$)/.test(scope)
            : scope === accessScope || scope.startsWith(`${accessScope}:`)
        )
  if (implied) return undefined
  const required = [token.kind === 'api' ? apiScope : accessScope]
  return error(403, 'Your credentials lack one or more required privilege scopes.', {
    granted,
    required
  })
}

/** `q` as tests on `updated_on`: `updated_on > "2026-01-01T00:00:00+00:00"` joined by AND. */
function parseQuery(q: string | null): ((updatedOn: string) => boolean)[] | string {
  if (q === null || q.trim() === '') return []
  const tests: ((updatedOn: string) => boolean)[] = []
  for (const clause of q.split(/\s+AND\s+/i)) {
    const found = /^\s*updated_on\s*(>=|<=|>|<)\s*"?([^"]+)"?\s*$/.exec(clause)
    if (!found) return `Invalid query: ${clause}`
    const [, op, value = ''] = found
    const bound = Date.parse(value)
    if (Number.isNaN(bound)) return `Invalid date: ${value}`
    tests.push(updatedOn => {
      const at = Date.parse(updatedOn)
      return op === '>'
        ? at > bound
        : op === '>='
          ? at >= bound
          : op === '<'
            ? at < bound
            : at <= bound
    })
  }
  return tests
}
