/**
 * The fake GitHub's endpoints: which route a request is, the permission it needs, and its answer,
 * with GitHub's status codes and error bodies (401 "Bad credentials", 403 "Resource not accessible
 * by integration", 404 "Not Found", 422 "Validation Failed").
 */
import {
  commentJson,
  DEPLOYMENT_STATES,
  deploymentJson,
  deploymentStatusJson,
  type FakeAccess,
  type FakeComment,
  type FakeDeployment,
  type FakePullRequest,
  type FakeToken,
  pullRequestJson,
  shaOf,
  timestamp
} from './records.js'
import {
  addLabels,
  createLabel,
  getLabel,
  type LabelledRepositories,
  listIssues,
  removeLabel,
  updateLabel
} from './label-routes.js'

/** The requests a fault can apply to. */
export type GitHubRoute =
  | 'user'
  | 'graphql'
  | 'listComments'
  | 'getComment'
  | 'getPullRequest'
  | 'listPullRequests'
  | 'createComment'
  | 'updateComment'
  | 'deleteComment'
  | 'listDeployments'
  | 'createDeployment'
  | 'listDeploymentStatuses'
  | 'createDeploymentStatus'
  | 'deleteDeployment'
  | 'listIssues'
  | 'getLabel'
  | 'createLabel'
  | 'updateLabel'
  | 'addLabels'
  | 'removeLabel'
/**
 * What the routes read and change of the fake GitHub (FakeGitHub implements it): declared here, so
 * that the routes need not import the server that imports them.
 */
export interface GitHubState extends LabelledRepositories {
  readonly comments: Map<number, FakeComment>
  readonly deployments: Map<number, FakeDeployment>
  readonly pullRequests: Map<string, FakePullRequest>
  readonly pathPrefix: string
  readonly serverUrl: string
  readonly maxPerPage: number
  addComment(repository: string, issueNumber: number, login: string, body: string): FakeComment
  pullRequest(repository: string, number: number): FakePullRequest
  commentsOn(repository: string, issueNumber: number): FakeComment[]
  deploymentsOf(repository: string): FakeDeployment[]
  newId(): number
}

/** A request, parsed. */
export interface RouteRequest {
  method: string
  /** The full URL as the client addressed it (Host header). */
  url: URL
  /** The API's base URL as the client addressed it, for `url` fields and Link headers. */
  apiUrl: string
  body: string
  json: unknown
  token: FakeToken | undefined
}

export interface RouteAnswer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

const DOCS = 'https://docs.github.com/rest'
type Scope = 'pullRequests' | 'deployments' | 'issues'
/** The permission a route needs: one of `scope` (labels work with issues or pull requests). */
const NEEDS: Record<GitHubRoute, { scope?: Scope | Scope[]; access: FakeAccess }> = {
  user: { access: 'read' },
  graphql: { access: 'read' },
  listComments: { scope: 'pullRequests', access: 'read' },
  getComment: { scope: 'pullRequests', access: 'read' },
  getPullRequest: { scope: 'pullRequests', access: 'read' },
  listPullRequests: { scope: 'pullRequests', access: 'read' },
  createComment: { scope: 'pullRequests', access: 'write' },
  updateComment: { scope: 'pullRequests', access: 'write' },
  deleteComment: { scope: 'pullRequests', access: 'write' },
  listDeployments: { scope: 'deployments', access: 'read' },
  createDeployment: { scope: 'deployments', access: 'write' },
  listDeploymentStatuses: { scope: 'deployments', access: 'read' },
  createDeploymentStatus: { scope: 'deployments', access: 'write' },
  deleteDeployment: { scope: 'deployments', access: 'write' },
  // GitHub lists issues and pull requests together only to a token that may read issues.
  listIssues: { scope: 'issues', access: 'read' },
  getLabel: { scope: ['issues', 'pullRequests'], access: 'read' },
  createLabel: { scope: ['issues', 'pullRequests'], access: 'write' },
  updateLabel: { scope: ['issues', 'pullRequests'], access: 'write' },
  addLabels: { scope: ['issues', 'pullRequests'], access: 'write' },
  removeLabel: { scope: ['issues', 'pullRequests'], access: 'write' }
}
const REPO = '/repos/([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)'
const PATTERNS: [string, RegExp, GitHubRoute][] = [
  ['GET', /^\/user$/, 'user'],
  ['GET', new RegExp(`^${REPO}/issues/(\\d+)/comments$`), 'listComments'],
  ['GET', new RegExp(`^${REPO}/pulls/(\\d+)$`), 'getPullRequest'],
  ['GET', new RegExp(`^${REPO}/pulls$`), 'listPullRequests'],
  ['POST', new RegExp(`^${REPO}/issues/(\\d+)/comments$`), 'createComment'],
  ['GET', new RegExp(`^${REPO}/issues/comments/(\\d+)$`), 'getComment'],
  ['PATCH', new RegExp(`^${REPO}/issues/comments/(\\d+)$`), 'updateComment'],
  ['DELETE', new RegExp(`^${REPO}/issues/comments/(\\d+)$`), 'deleteComment'],
  ['GET', new RegExp(`^${REPO}/deployments$`), 'listDeployments'],
  ['POST', new RegExp(`^${REPO}/deployments$`), 'createDeployment'],
  ['GET', new RegExp(`^${REPO}/deployments/(\\d+)/statuses$`), 'listDeploymentStatuses'],
  ['POST', new RegExp(`^${REPO}/deployments/(\\d+)/statuses$`), 'createDeploymentStatus'],
  ['DELETE', new RegExp(`^${REPO}/deployments/(\\d+)$`), 'deleteDeployment'],
  ['GET', new RegExp(`^${REPO}/issues$`), 'listIssues'],
  ['GET', new RegExp(`^${REPO}/labels/([^/]+)$`), 'getLabel'],
  ['POST', new RegExp(`^${REPO}/labels$`), 'createLabel'],
  ['PATCH', new RegExp(`^${REPO}/labels/([^/]+)$`), 'updateLabel'],
  ['POST', new RegExp(`^${REPO}/issues/(\\d+)/labels$`), 'addLabels'],
  ['DELETE', new RegExp(`^${REPO}/issues/(\\d+)/labels/([^/]+)$`), 'removeLabel']
]

export class GitHubRoutes {
  constructor(private readonly github: GitHubState) {}

  /** The route of a request, or undefined for a path the fake does not serve. */
  routeOf(method: string, path: string): GitHubRoute | undefined {
    return this.match(method, path)?.route
  }

  /** Answers a request. */
  answer(request: RouteRequest): RouteAnswer {
    const matched = this.match(request.method, request.url.pathname)
    if (!matched) return notFound()
    const { route, params } = matched
    if (!request.token) return error(401, 'Bad credentials', DOCS)
    const need = NEEDS[route]
    const scopes = need.scope === undefined ? [] : [need.scope].flat()
    const token = request.token
    const granted =
      scopes.length === 0
        ? 'read'
        : scopes.some(scope => allows(token[scope] ?? 'write', need.access))
          ? need.access
          : 'none'
    if (!allows(granted, need.access) || (route === 'user' && request.token.installation)) {
      return error(403, 'Resource not accessible by integration', DOCS)
    }
    if (request.method !== 'GET' && request.body !== '' && request.json === undefined) {
      return error(400, 'Problems parsing JSON', DOCS)
    }
    const fields = (request.json ?? {}) as Record<string, unknown>
    const [repository = '', id = '0', name = ''] = params
    const login = request.token.login
    const { apiUrl } = request
    const github = this.github
    switch (route) {
      case 'user':
        return { status: 200, body: { login, id: 1001, type: 'User' } }
      case 'graphql': {
        const query = typeof fields.query === 'string' ? fields.query : ''
        if (!/\bviewer\s*\{\s*login\s*\}/.test(query)) {
          return { status: 200, body: { errors: [{ message: 'The fake answers viewer only' }] } }
        }
        return { status: 200, body: { data: { viewer: { login } } } }
      }
      case 'listComments': {
        const comments = github.commentsOn(repository, Number(id))
        const json = comments.map(c => commentJson(c, apiUrl, github.serverUrl))
        return paginate(json, request.url, github.maxPerPage)
      }
      case 'getPullRequest': {
        const pull = github.pullRequest(repository, Number(id))
        return { status: 200, body: pullRequestJson(pull, apiUrl, github.serverUrl) }
      }
      case 'listPullRequests':
        return this.listPullRequests(repository, request.url, apiUrl)
      case 'createComment': {
        const problem = checkBody(fields.body)
        if (problem) return problem
        const comment = github.addComment(repository, Number(id), login, fields.body as string)
        return { status: 201, body: commentJson(comment, apiUrl, github.serverUrl) }
      }
      case 'getComment': {
        const comment = github.comments.get(Number(id))
        if (!comment || comment.repository !== repository) return notFound()
        return { status: 200, body: commentJson(comment, apiUrl, github.serverUrl) }
      }
      case 'updateComment': {
        const comment = github.comments.get(Number(id))
        if (!comment || comment.repository !== repository) return notFound()
        const problem = checkBody(fields.body)
        if (problem) return problem
        comment.body = fields.body as string
        comment.updatedAt = timestamp()
        return { status: 200, body: commentJson(comment, apiUrl, github.serverUrl) }
      }
      case 'deleteComment': {
        const comment = github.comments.get(Number(id))
        if (!comment || comment.repository !== repository) return notFound()
        github.comments.delete(comment.id)
        return { status: 204, body: undefined }
      }
      case 'listDeployments': {
        const query = request.url.searchParams
        const deployments = github
          .deploymentsOf(repository)
          .filter(d => ['sha', 'ref', 'environment'].every(key => matches(d, key, query.get(key))))
          .reverse()
        return paginate(
          deployments.map(d => deploymentJson(d, apiUrl)),
          request.url,
          github.maxPerPage
        )
      }
      case 'listIssues': {
        const listed = listIssues(github, repository, request.url.searchParams, apiUrl)
        return 'items' in listed ? paginate(listed.items, request.url, github.maxPerPage) : listed
      }
      case 'getLabel':
        return getLabel(github, repository, decodeURIComponent(id), apiUrl)
      case 'createLabel':
        return createLabel(github, repository, fields, apiUrl)
      case 'updateLabel':
        return updateLabel(github, repository, decodeURIComponent(id), fields, apiUrl)
      case 'addLabels':
        return addLabels(github, repository, Number(id), fields, apiUrl)
      case 'removeLabel':
        return removeLabel(github, repository, Number(id), decodeURIComponent(name), apiUrl)
      case 'createDeployment':
        return this.createDeployment(repository, login, fields, apiUrl)
      case 'listDeploymentStatuses': {
        const deployment = github.deployments.get(Number(id))
        if (!deployment || deployment.repository !== repository) return notFound()
        const statuses = [...deployment.statuses].reverse()
        return paginate(
          statuses.map(s => deploymentStatusJson(deployment, s, apiUrl)),
          request.url,
          github.maxPerPage
        )
      }
      case 'createDeploymentStatus':
        return this.createStatus(repository, Number(id), login, fields, apiUrl)
      case 'deleteDeployment': {
        const deployment = github.deployments.get(Number(id))
        if (!deployment || deployment.repository !== repository) return notFound()
        // GitHub deletes only inactive deployments: an active one is the environment's current.
        if (deployment.statuses.at(-1)?.state === 'success') {
          return error(
            422,
            'We cannot delete an active deployment unless it is the only deployment in a given environment.',
            DOCS
          )
        }
        github.deployments.delete(deployment.id)
        return { status: 204, body: undefined }
      }
    }
  }

  /**
   * `GET /repos/{owner}/{repo}/pulls`: `state` (open by default, closed, all), `sort` (created by
   * default, updated), `direction` (desc by default when sorted by creation, asc otherwise), a
   * page with a Link header. Like GitHub's list, an entry carries `merged_at` but no `merged`.
   */
  private listPullRequests(repository: string, url: URL, apiUrl: string): RouteAnswer {
    const query = url.searchParams
    const state = query.get('state') ?? 'open'
    if (!['open', 'closed', 'all'].includes(state)) return invalid('state', 'invalid')
    const sort = query.get('sort') ?? 'created'
    if (!['created', 'updated'].includes(sort)) return invalid('sort', 'invalid')
    const direction = query.get('direction') ?? (sort === 'created' ? 'desc' : 'asc')
    const key = sort === 'updated' ? 'updatedAt' : 'createdAt'
    const pulls = [...this.github.pullRequests.values()]
      .filter(pull => pull.repository === repository && (state === 'all' || pull.state === state))
      .sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.number - b.number))
    if (direction === 'desc') pulls.reverse()
    const json = pulls.map(pull => {
      const { merged: _merged, ...entry } = pullRequestJson(pull, apiUrl, this.github.serverUrl)
      return entry
    })
    return paginate(json, url, this.github.maxPerPage)
  }

  private match(
    method: string,
    path: string
  ): { route: GitHubRoute; params: string[] } | undefined {
    const pathname = path.split('?')[0] ?? ''
    const prefix = this.github.pathPrefix
    const graphql = prefix === '/api/v3' ? '/api/graphql' : '/graphql'
    if (method === 'POST' && pathname === graphql) return { route: 'graphql', params: [] }
    if (!pathname.startsWith(prefix)) return undefined
    const rest = pathname.slice(prefix.length)
    for (const [patternMethod, pattern, route] of PATTERNS) {
      const found = patternMethod === method ? pattern.exec(rest) : null
      if (found) return { route, params: found.slice(1) }
    }
    return undefined
  }

  private createDeployment(
    repository: string,
    login: string,
    fields: Record<string, unknown>,
    apiUrl: string
  ): RouteAnswer {
    if (typeof fields.ref !== 'string' || fields.ref === '') {
      return invalid('ref', 'missing_field')
    }
    const environment = typeof fields.environment === 'string' ? fields.environment : 'production'
    const now = timestamp()
    const deployment: FakeDeployment = {
      id: this.github.newId(),
      repository,
      ref: fields.ref,
      sha: shaOf(fields.ref),
      environment,
      description: typeof fields.description === 'string' ? fields.description : null,
      payload:
        typeof fields.payload === 'string' ? parsePayload(fields.payload) : (fields.payload ?? {}),
      creator: login,
      transientEnvironment: fields.transient_environment === true,
      productionEnvironment:
        typeof fields.production_environment === 'boolean'
          ? fields.production_environment
          : environment === 'production',
      createdAt: now,
      updatedAt: now,
      statuses: []
    }
    this.github.deployments.set(deployment.id, deployment)
    return { status: 201, body: deploymentJson(deployment, apiUrl) }
  }

  private createStatus(
    repository: string,
    deploymentId: number,
    login: string,
    fields: Record<string, unknown>,
    apiUrl: string
  ): RouteAnswer {
    const deployment = this.github.deployments.get(deploymentId)
    if (!deployment || deployment.repository !== repository) return notFound()
    if (typeof fields.state !== 'string' || !DEPLOYMENT_STATES.includes(fields.state)) {
      return invalid('state', 'invalid')
    }
    const text = (name: string): string => {
      const value = fields[name]
      return typeof value === 'string' ? value : ''
    }
    const now = timestamp()
    const add = (target: FakeDeployment, state: string): void => {
      target.statuses.push({
        id: this.github.newId(),
        state,
        description: target === deployment ? text('description') : '',
        environment: target.environment,
        environmentUrl: target === deployment ? text('environment_url') : '',
        logUrl: target === deployment ? text('log_url') || text('target_url') : '',
        creator: login,
        createdAt: now
      })
      target.updatedAt = now
    }
    add(deployment, fields.state)
    // auto_inactive (default true): a success retires the environment's earlier non-transient,
    // non-production deployments, as GitHub does.
    if (fields.state === 'success' && fields.auto_inactive !== false) {
      for (const earlier of this.github.deploymentsOf(repository)) {
        const retire =
          earlier.id < deployment.id &&
          earlier.environment === deployment.environment &&
          !earlier.transientEnvironment &&
          !earlier.productionEnvironment &&
          earlier.statuses.at(-1)?.state !== 'inactive'
        if (retire) add(earlier, 'inactive')
      }
    }
    const status = deployment.statuses.at(-1)
    return { status: 201, body: status && deploymentStatusJson(deployment, status, apiUrl) }
  }
}

/** A payload sent as a JSON string, as GitHub stores it: the parsed object, or the text. */
function parsePayload(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function allows(granted: FakeAccess, needed: FakeAccess): boolean {
  const rank = { none: 0, read: 1, write: 2 }
  return rank[granted] >= rank[needed]
}

function matches(deployment: FakeDeployment, key: string, wanted: string | null): boolean {
  if (wanted === null) return true
  if (key === 'sha') return deployment.sha === wanted
  if (key === 'ref') return deployment.ref === wanted
  return deployment.environment === wanted
}

/**
 * GitHub's page of a list: `per_page` (default 30, at most `maxPerPage`, GitHub's 100), `page`,
 * and a Link header.
 */
function paginate(items: unknown[], url: URL, maxPerPage: number): RouteAnswer {
  const perPage = Math.min(maxPerPage, Math.max(1, Number(url.searchParams.get('per_page')) || 30))
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page'))) || 1)
  const last = Math.max(1, Math.ceil(items.length / perPage))
  const link = (n: number, rel: string): string => {
    const target = new URL(url)
    target.searchParams.set('page', String(n))
    return `<${target.href}>; rel="${rel}"`
  }
  const links: string[] = []
  if (page > 1) links.push(link(page - 1, 'prev'))
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'))
  if (page > 1) links.push(link(1, 'first'))
  return {
    status: 200,
    body: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : {}
  }
}

function checkBody(body: unknown): RouteAnswer | undefined {
  if (typeof body !== 'string') return invalid('body', 'missing_field')
  if (body.length > 65536) {
    return error(422, 'Validation Failed', DOCS, [
      { resource: 'IssueComment', code: 'custom', field: 'body', message: 'body is too long' }
    ])
  }
  return undefined
}

function invalid(field: string, code: string): RouteAnswer {
  return error(422, 'Validation Failed', DOCS, [{ resource: 'Request', field, code }])
}

function notFound(): RouteAnswer {
  return error(404, 'Not Found', DOCS)
}

function error(status: number, message: string, docs: string, errors?: unknown[]): RouteAnswer {
  const body: Record<string, unknown> = { message }
  if (errors) body.errors = errors
  body.documentation_url = docs
  body.status = String(status)
  return { status, body }
}
