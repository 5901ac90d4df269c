/**
 * The fake GitLab's endpoints: which route a request is, who sent it (an access token, a CI job
 * token, nobody), what that caller may do, and the answer, with GitLab's status codes and error
 * bodies:
 * - 401 `{"message":"401 Unauthorized"}`; an expired or revoked token 401
 *   `{"error":"invalid_token","error_description":…}`
 * - 403 `{"error":"insufficient_scope","error_description":…,"scope":…}` (a `read_api` token
 *   writing), 403 `{"message":"403 Forbidden"}` (someone else's note)
 * - 404 `{"message":"404 Project Not Found"}` (also a project the token cannot see),
 *   `{"message":"404 Not found"}` (a merge request or note), `{"error":"404 Not Found"}` (no route)
 * - 400 `{"error":"body is missing"}` (a parameter), `{"message":"400 Bad request - Note …"}`
 *
 * A CI job token may read notes (GitLab 17+ marks only the two GET notes routes
 * `job_token_allowed`) and nothing else here: every other route answers it 401.
 *
 * https://docs.gitlab.com/api/rest/troubleshooting/#status-codes
 * https://docs.gitlab.com/api/rest/authentication/
 * https://docs.gitlab.com/ci/jobs/ci_job_token/
 */
import { paginate } from './pages.js'
import {
  atLeast,
  type Caller,
  FORBIDDEN,
  NOT_FOUND,
  PROJECT_NOT_FOUND,
  type GitLabRoute,
  type GitLabState,
  type RouteAnswer,
  type RouteRequest,
  UNAUTHORIZED
} from './answers.js'
import { NoteRoutes } from './note-routes.js'
import { answerLabel, updateMergeRequestLabels } from './label-routes.js'
import { mergeRequestJson, projectJson, userJson } from './records.js'
import type { FakeProject, FakeToken } from './records.js'

export type { Caller, GitLabRoute, GitLabState, RouteAnswer, RouteRequest }

const PROJECT = '/projects/([^/]+)'
const PATTERNS: [string, RegExp, GitLabRoute][] = [
  ['GET', /^\/user$/, 'user'],
  ['GET', new RegExp(`^${PROJECT}$`), 'getProject'],
  ['GET', new RegExp(`^${PROJECT}/merge_requests$`), 'listMergeRequests'],
  ['GET', new RegExp(`^${PROJECT}/merge_requests/(\\d+)$`), 'getMergeRequest'],
  ['GET', new RegExp(`^${PROJECT}/merge_requests/(\\d+)/notes$`), 'listNotes'],
  ['POST', new RegExp(`^${PROJECT}/merge_requests/(\\d+)/notes$`), 'createNote'],
  ['GET', new RegExp(`^${PROJECT}/merge_requests/(\\d+)/notes/(\\d+)$`), 'getNote'],
  ['PUT', new RegExp(`^${PROJECT}/merge_requests/(\\d+)/notes/(\\d+)$`), 'updateNote'],
  ['DELETE', new RegExp(`^${PROJECT}/merge_requests/(\\d+)/notes/(\\d+)$`), 'deleteNote'],
  ['GET', new RegExp(`^${PROJECT}/labels/([^/]+)$`), 'getLabel'],
  ['POST', new RegExp(`^${PROJECT}/labels$`), 'createLabel'],
  ['PUT', new RegExp(`^${PROJECT}/labels/([^/]+)$`), 'updateLabel'],
  ['PUT', new RegExp(`^${PROJECT}/merge_requests/(\\d+)$`), 'updateMergeRequest']
]
const JOB_TOKEN_ROUTES: GitLabRoute[] = ['listNotes', 'getNote']

export class GitLabRoutes {
  private readonly notes: NoteRoutes

  constructor(private readonly gitlab: GitLabState) {
    this.notes = new NoteRoutes(gitlab)
  }

  /** The route of a request and its path parameters, or undefined for a path not served. */
  match(method: string, pathname: string): { route: GitLabRoute; params: string[] } | undefined {
    const api = `${this.gitlab.pathPrefix}/api/v4`
    if (!pathname.startsWith(api)) return undefined
    const rest = pathname.slice(api.length)
    for (const [patternMethod, pattern, route] of PATTERNS) {
      const found = patternMethod === method ? pattern.exec(rest) : null
      if (found) return { route, params: found.slice(1) }
    }
    return undefined
  }

  /** Answers a request. */
  answer(request: RouteRequest): RouteAnswer {
    const matched = this.match(request.method, request.url.pathname)
    if (!matched) return { status: 404, body: { error: '404 Not Found' } }
    const { route, params } = matched
    const refused = refusal(route, request)
    if (refused) return refused
    const caller = request.caller
    if (caller.kind !== 'token') return { status: 404, body: PROJECT_NOT_FOUND }
    if (route === 'user') return { status: 200, body: userJson(caller.user, request.webUrl) }

    const project = this.visibleProject(params[0] ?? '', caller.token)
    if (!project) return { status: 404, body: PROJECT_NOT_FOUND }
    const gitlab = this.gitlab
    if (route === 'getProject') {
      const forkedFrom = gitlab.projects.get(project.forkedFromId ?? -1)
      return { status: 200, body: projectJson(project, request.webUrl, forkedFrom) }
    }
    // A Guest of a private project cannot read its merge requests (`read_merge_request`).
    if (!atLeast(caller.token.role, 'reporter')) return { status: 403, body: FORBIDDEN }
    if (route === 'listMergeRequests') return this.listMergeRequests(project, request)
    if (route === 'getLabel' || route === 'createLabel' || route === 'updateLabel') {
      return answerLabel(gitlab, project, params[1], request, caller)
    }
    const mr = gitlab.mergeRequests.get(`${project.id}!${params[1]}`)
    if (!mr) return { status: 404, body: NOT_FOUND }
    if (route === 'updateMergeRequest') {
      return updateMergeRequestLabels(gitlab, project, mr, request, caller)
    }
    if (route === 'getMergeRequest') {
      const json = mergeRequestJson(mr, project, gitlab.user(mr.author), request.webUrl)
      return { status: 200, body: json }
    }
    const noteId = params[2] === undefined ? undefined : Number(params[2])
    return this.notes.answer(route, mr, noteId, request, caller)
  }

  /** A project by numeric id or URL-encoded full path, if the token may see it. */
  private visibleProject(id: string, token: FakeToken): FakeProject | undefined {
    let key: string
    try {
      key = decodeURIComponent(id)
    } catch {
      return undefined
    }
    const project = /^-?\d+$/.test(key)
      ? this.gitlab.projects.get(Number(key))
      : [...this.gitlab.projects.values()].find(p => p.path.toLowerCase() === key.toLowerCase())
    if (!project) return undefined
    return token.projects === undefined || token.projects.includes(project.id) ? project : undefined
  }

  /**
   * `GET /projects/:id/merge_requests`: `state` (all by default; opened, closed, locked,
   * merged), `labels` (comma-separated, all of them), `source_branch`, `iids[]`, `order_by`
   * (created_at by default, updated_at, title), `sort` (desc by default), a page.
   */
  private listMergeRequests(project: FakeProject, request: RouteRequest): RouteAnswer {
    const query = request.url.searchParams
    const state = query.get('state') ?? 'all'
    if (!['opened', 'closed', 'locked', 'merged', 'all'].includes(state)) {
      return { status: 400, body: { error: 'state does not have a valid value' } }
    }
    const orderBy = query.get('order_by') ?? 'created_at'
    if (!['created_at', 'updated_at', 'title', 'merged_at'].includes(orderBy)) {
      return { status: 400, body: { error: 'order_by does not have a valid value' } }
    }
    const sort = query.get('sort') ?? 'desc'
    if (!['asc', 'desc'].includes(sort)) {
      return { status: 400, body: { error: 'sort does not have a valid value' } }
    }
    const labels = (query.get('labels') ?? '').split(',').filter(label => label !== '')
    const iids = [...query.getAll('iids[]'), ...query.getAll('iids')].map(Number)
    const branch = query.get('source_branch')
    const key = { created_at: 'createdAt', updated_at: 'updatedAt', title: 'title' }[
      orderBy === 'merged_at' ? 'updated_at' : (orderBy as 'created_at')
    ] as 'createdAt' | 'updatedAt' | 'title'
    const rows = [...this.gitlab.mergeRequests.values()]
      .filter(mr => mr.projectId === project.id && (state === 'all' || mr.state === state))
      .filter(mr => labels.every(label => mr.labels.includes(label)))
      .filter(mr => iids.length === 0 || iids.includes(mr.iid))
      .filter(mr => branch === null || mr.sourceBranch === branch)
      .sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id - b.id))
    if (sort === 'desc') rows.reverse()
    const page = paginate(rows, request.url, this.gitlab.maxPerPage)
    const body = page.items.map(mr =>
      mergeRequestJson(mr, project, this.gitlab.user(mr.author), request.webUrl)
    )
    return { status: 200, body, headers: page.headers }
  }
}

/** The answer refusing a caller this route is not for, or undefined when it may go on. */
function refusal(route: GitLabRoute, request: RouteRequest): RouteAnswer | undefined {
  const { caller, method } = request
  if (caller.kind === 'unknown') return { status: 401, body: UNAUTHORIZED }
  if (caller.kind === 'anonymous') {
    // A private project is invisible to nobody-in-particular; writing and /user need a token.
    return method !== 'GET' || route === 'user' ? { status: 401, body: UNAUTHORIZED } : undefined
  }
  const token = caller.token
  if (token.revoked) {
    const description = 'Token was revoked. You have to re-authorize from the user.'
    return { status: 401, body: { error: 'invalid_token', error_description: description } }
  }
  if (token.expired) {
    const description = 'Token is expired. You can either do re-authorization or token refresh.'
    return { status: 401, body: { error: 'invalid_token', error_description: description } }
  }
  if (token.kind === 'job') {
    return JOB_TOKEN_ROUTES.includes(route) ? undefined : { status: 401, body: UNAUTHORIZED }
  }
  const scopes = token.scopes ?? ['api']
  const reading = method === 'GET'
  const allowed =
    scopes.includes('api') ||
    (reading && scopes.includes('read_api')) ||
    (route === 'user' && scopes.includes('read_user'))
  if (allowed) return undefined
  const needed = reading ? (route === 'user' ? 'api read_api read_user' : 'api read_api') : 'api'
  return {
    status: 403,
    body: {
      error: 'insufficient_scope',
      error_description:
        'The request requires higher privileges than provided by the access token.',
      scope: needed
    }
  }
}
