/**
 * A fake of the GitLab REST API (v4) on loopback, for tests, the demo and the offline trial. The
 * tool reaches it through `CI_API_V4_URL` (or `--gitlab-api-url`), at `/api/v4` or under a
 * self-managed instance's path (`/gitlab/api/v4`). It serves what merge-request previews use:
 * `GET /user`, a project (by id or URL-encoded path) and its labels (one, create, edit), merge
 * requests (one, the list by state, labels, sorted, paginated, and labels added and removed) and
 * their notes (list with GitLab's pagination headers and system notes, one, create, update,
 * delete, with quick actions executed as GitLab does), with GitLab's
 * auth, scope and permission errors per token (personal, project, group, CI job token). It
 * records every request and takes injected faults: statuses, delays, hangs, resets, GitLab's two
 * 429 shapes, and an answer lost after the work was done (a 502 on a note that landed).
 *
 * https://docs.gitlab.com/api/rest/
 * https://docs.gitlab.com/api/notes/#merge-requests
 * https://docs.gitlab.com/api/merge_requests/
 * https://docs.gitlab.com/api/labels/
 * https://docs.gitlab.com/administration/settings/user_and_ip_rate_limits/#response-headers
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  LoopbackServer,
  readText,
  type LoopbackFault,
  type LoopbackOptions
} from '../harness/loopback-server.js'
import { FaultQueue } from '../harness/fault-queue.js'
import { AnswerHooks } from '../harness/answer-hooks.js'
import {
  type FakeLabel,
  type FakeMergeRequest,
  type FakeNote,
  type FakeProject,
  type FakeToken,
  type FakeUser,
  shaOf,
  timestamp
} from './records.js'
import { type Caller, GitLabRoutes, type GitLabRoute, type GitLabState } from './routes.js'
import { DEFAULT_TOKENS, DEFAULT_USERS, FAKE_PROJECT, FORK_PROJECT } from './defaults.js'
import { labelKey } from './label-routes.js'

export * from './defaults.js'
export type { FakeLabel, FakeMergeRequest, FakeNote, FakeProject, FakeToken, FakeUser, GitLabRoute }
export { shaOf, timestamp }

export type GitLabFaultRoute = GitLabRoute | 'any'

/** Something to do instead of answering normally (see `LoopbackFault`). */
export interface GitLabFault extends LoopbackFault {
  /**
   * Handle the request normally first (the note is created), then answer with this fault's
   * status and body instead: an answer lost on the way back, as a proxy's 502 after GitLab did
   * the work.
   */
  landed?: boolean
  /**
   * Answer with `RateLimit-Reset` (and `RateLimit-ResetTime`) this many seconds after the
   * answer, counted when it is sent (whole seconds, rounded up).
   */
  resetAfterSeconds?: number
}

/** A request as the fake received it. */
export interface GitLabRequest {
  readonly method: string
  /** Path and query as sent (with the path prefix, if any). */
  readonly path: string
  readonly route: GitLabRoute | undefined
  readonly headers: IncomingMessage['headers']
  readonly body: string
  /** Query parameters and body fields together (a body field wins). */
  readonly params: Record<string, unknown>
  /** The username of the token that sent it, if the token is known. */
  readonly username?: string
  /** When its headers arrived (`Date.now()`, milliseconds). */
  readonly receivedAt: number
  /** The headers of a fault's answer (a 429's `RateLimit-Reset` …), when a fault answered. */
  faultHeaders?: Record<string, string>
  /** The status the fake answered with (a fault's included); undefined for a hang or reset. */
  status?: number
}

export interface FakeGitLabOptions extends LoopbackOptions {
  /** A self-managed instance's path, e.g. `/gitlab`: the API is then at `/gitlab/api/v4`. */
  pathPrefix?: string
  /** token → who and what; default `DEFAULT_TOKENS`. */
  tokens?: Record<string, FakeToken>
  /**
   * The most items a page of a list holds, whatever `per_page` asks (GitLab's is 100); a test
   * lowers it to see several pages. Default 100.
   */
  maxPerPage?: number
  /** Start without the default project, merge request and fork. */
  empty?: boolean
}

/** A push waiting for its moment (`moveHead` with `after`). */
interface HeadMove {
  readonly key: string
  readonly sha: string
  readonly route: GitLabFaultRoute
  left: number
}

/** The fake GitLab API. `start()` it, give its `url` as `CI_API_V4_URL`, `stop()` it. */
export class FakeGitLab implements GitLabState {
  /** Every request received, in order. */
  readonly requests: GitLabRequest[] = []
  readonly projects = new Map<number, FakeProject>()
  /** `projectId!iid` → merge request. */
  readonly mergeRequests = new Map<string, FakeMergeRequest>()
  readonly users = new Map<string, FakeUser>()
  readonly notes = new Map<number, FakeNote>()
  /** `projectId` and the title → the project's label. */
  readonly labels = new Map<string, FakeLabel>()
  readonly tokens: Record<string, FakeToken>
  /** Quick actions of notes that were nothing else (answered 202, no note saved). */
  readonly quickActionsWithoutNote: string[] = []
  readonly pathPrefix: string
  readonly maxPerPage: number
  private readonly options: FakeGitLabOptions
  private readonly faults = new FaultQueue<GitLabFaultRoute, GitLabFault>()
  private readonly headMoves: HeadMove[] = []
  private readonly loopback: LoopbackServer
  private readonly routes: GitLabRoutes
  private nextNoteId = 880_000_001
  private nextUserId = 7001
  private nextLabelId = 3301

  constructor(options: FakeGitLabOptions = {}) {
    this.options = options
    this.pathPrefix = (options.pathPrefix ?? '').replace(/\/+$/, '')
    this.tokens = { ...(options.tokens ?? DEFAULT_TOKENS) }
    this.maxPerPage = options.maxPerPage ?? 100
    for (const user of DEFAULT_USERS) this.users.set(user.username, { ...user })
    if (!options.empty) {
      this.addProject(FAKE_PROJECT)
      this.addProject(FORK_PROJECT)
      this.addMergeRequest(FAKE_PROJECT.id, 7)
    }
    this.routes = new GitLabRoutes(this)
    this.loopback = new LoopbackServer(options, (request, response) =>
      this.handle(request, response)
    )
  }

  /** The web server's base URL (`CI_SERVER_URL`), e.g. `http://127.0.0.1:8789/gitlab`. */
  get serverUrl(): string {
    return this.loopback.origin + this.pathPrefix
  }

  /** The API's base URL, to give as `CI_API_V4_URL`, e.g. `http://127.0.0.1:8789/api/v4`. */
  get url(): string {
    return `${this.serverUrl}/api/v4`
  }

  /** Starts listening; resolves with `url`. */
  async start(): Promise<string> {
    await this.loopback.start()
    return this.url
  }

  /** Stops listening and drops open connections. */
  stop(): Promise<void> {
    return this.loopback.stop()
  }

  /** Adds (or replaces) a project. */
  addProject(project: Partial<FakeProject> & Pick<FakeProject, 'id' | 'path'>): FakeProject {
    const stored = { defaultBranch: 'main', ...project }
    this.projects.set(stored.id, stored)
    return stored
  }

  /** A project by id or `group/project`; throws when the fake has none. */
  project(idOrPath: number | string): FakeProject {
    const found =
      typeof idOrPath === 'number'
        ? this.projects.get(idOrPath)
        : [...this.projects.values()].find(project => project.path === idOrPath)
    if (!found) throw new Error(`The fake GitLab has no project ${idOrPath}`)
    return found
  }

  /**
   * Adds (or changes) a merge request of a project; unset fields of a new one get defaults:
   * opened, by `dana`, from `feature/<iid>` into `main`, no labels, created and updated now, a
   * head SHA made from the project and iid.
   */
  addMergeRequest(
    project: number | string,
    iid: number,
    fields: Partial<Omit<FakeMergeRequest, 'projectId' | 'iid'>> = {}
  ): FakeMergeRequest {
    const { id: projectId, path } = this.project(project)
    const now = timestamp()
    const existing = this.mergeRequests.get(`${projectId}!${iid}`)
    const mr: FakeMergeRequest = {
      ...(existing ?? {
        projectId,
        sourceProjectId: projectId,
        id: 150_000_000 + projectId * 1000 + iid,
        iid,
        state: 'opened',
        title: `Merge request ${iid}`,
        description: '',
        sha: shaOf(`${path}!${iid}`),
        sourceBranch: `feature/${iid}`,
        targetBranch: 'main',
        labels: [],
        draft: false,
        author: 'dana',
        createdAt: now,
        updatedAt: now,
        mergedAt: null,
        closedAt: null
      }),
      ...fields
    }
    if (fields.state === 'merged' && mr.mergedAt === null) mr.mergedAt = now
    if (fields.state === 'closed' && mr.closedAt === null) mr.closedAt = now
    this.mergeRequests.set(`${projectId}!${iid}`, mr)
    return mr
  }

  /** A merge request; throws when the fake has none. */
  mergeRequest(project: number | string, iid: number): FakeMergeRequest {
    const found = this.mergeRequests.get(`${this.project(project).id}!${iid}`)
    if (!found) throw new Error(`The fake GitLab has no merge request !${iid} in ${project}`)
    return found
  }

  /**
   * A push to the merge request's source branch: its `sha` becomes `sha` (and it counts as
   * updated now). With `after`, the push happens later, during a run: once the fake has answered
   * `after.count` more requests to `after.route` ('any': to any route), counted from this call;
   * the request that makes the count still sees the old head.
   */
  moveHead(
    project: number | string,
    iid: number,
    sha: string,
    after?: { route: GitLabFaultRoute; count: number }
  ): void {
    const mr = this.mergeRequest(project, iid)
    if (after === undefined || after.count <= 0) {
      this.addMergeRequest(mr.projectId, iid, { sha, updatedAt: timestamp() })
      return
    }
    const key = `${mr.projectId}!${iid}`
    this.headMoves.push({ key, sha, route: after.route, left: after.count })
  }

  /** Adds (or changes) a project's label; a new one is grey, without a description. */
  addLabel(
    project: number | string,
    name: string,
    fields: Partial<Omit<FakeLabel, 'id' | 'projectId' | 'name'>> = {}
  ): FakeLabel {
    const projectId = this.project(project).id
    const existing = this.labels.get(labelKey(projectId, name))
    const label = {
      id: existing?.id ?? this.nextLabelId++,
      color: '#6699cc',
      description: null,
      ...existing,
      ...fields,
      projectId,
      name
    }
    this.labels.set(labelKey(projectId, name), label)
    return label
  }

  /** Adds a user (or changes one); returns it. */
  addUser(username: string, fields: Partial<Omit<FakeUser, 'username'>> = {}): FakeUser {
    const user = {
      id: this.users.get(username)?.id ?? this.nextUserId++,
      name: username,
      bot: false,
      ...this.users.get(username),
      ...fields,
      username
    }
    this.users.set(username, user)
    return user
  }

  /** A user by username (made up on first use, as a plain user). */
  user(username: string): FakeUser {
    return this.users.get(username) ?? this.addUser(username)
  }

  /** Adds a token (its user is made up if unknown). */
  addToken(token: string, fields: FakeToken): void {
    this.user(fields.username)
    this.tokens[token] = fields
  }

  /**
   * Adds a note on a merge request as `author` had written it (no quick actions run, the merge
   * request not touched); returns it. `hidden`: counted in pages, never shown (a note the
   * caller cannot read), which makes pages come back short.
   */
  addNote(
    project: number | string,
    iid: number,
    fields: Partial<Omit<FakeNote, 'id' | 'projectId' | 'mergeRequestIid'>> & { author: string }
  ): FakeNote {
    const now = timestamp()
    this.user(fields.author)
    const note: FakeNote = {
      id: this.nextNoteId++,
      projectId: this.project(project).id,
      mergeRequestIid: iid,
      body: '',
      system: false,
      internal: false,
      hidden: false,
      createdAt: now,
      updatedAt: fields.createdAt ?? now,
      quickActions: [],
      ...fields
    }
    this.notes.set(note.id, note)
    return note
  }

  /** The notes of a merge request, oldest first (system and hidden ones included). */
  notesOn(project: number | string, iid: number): FakeNote[] {
    const projectId = this.project(project).id
    return [...this.notes.values()].filter(
      note => note.projectId === projectId && note.mergeRequestIid === iid
    )
  }

  /** Makes the next `times` requests to `route` meet `fault`, in the order injected. */
  injectFault(route: GitLabFaultRoute, fault: GitLabFault, times = 1): void {
    this.faults.add(route, fault, times)
  }

  /**
   * Makes the next `times` requests to `route` meet a 429 in one of GitLab's two shapes:
   * `plain`, Rack::Attack's throttle (`Retry later`, text/plain, `RateLimit-*` headers), or
   * `json`, an application limit (`{"message":{"error":"This endpoint has been requested too
   * many times. Try again later."}}`). With `retryAfterSeconds`, a `Retry-After` header; with
   * `resetAt` (epoch seconds), `RateLimit-Reset` and `RateLimit-ResetTime`; with
   * `resetAfterSeconds`, those of the moment the 429 is sent plus that many seconds. None given:
   * `Retry-After: 1`.
   */
  injectRateLimit(
    route: GitLabFaultRoute,
    limit: {
      shape: 'plain' | 'json'
      retryAfterSeconds?: number
      resetAt?: number
      resetAfterSeconds?: number
    },
    times = 1
  ): void {
    const headers: Record<string, string> = {}
    const reset = limit.resetAt ?? limit.resetAfterSeconds
    const retryAfter = limit.retryAfterSeconds ?? (reset === undefined ? 1 : undefined)
    if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter)
    if (limit.resetAt !== undefined) {
      headers['ratelimit-reset'] = String(limit.resetAt)
      headers['ratelimit-resettime'] = new Date(limit.resetAt * 1000).toUTCString()
    }
    if (limit.shape === 'plain') {
      Object.assign(headers, {
        'content-type': 'text/plain',
        'ratelimit-name': 'throttle_authenticated_api',
        'ratelimit-limit': '60',
        'ratelimit-observed': '61',
        'ratelimit-remaining': '0'
      })
    }
    const body =
      limit.shape === 'plain'
        ? 'Retry later\n'
        : JSON.stringify({
            message: {
              error: 'This endpoint has been requested too many times. Try again later.'
            }
          })
    const { resetAfterSeconds } = limit
    this.injectFault(route, { status: 429, headers, body, resetAfterSeconds }, times)
  }

  /** Requests to a route, in order. */
  requestsTo(route: GitLabRoute): GitLabRequest[] {
    return this.requests.filter(request => request.route === route)
  }

  /**
   * Runs `action` when a request to `route` arrives, before it is answered (once, or `times`
   * times): another run's write interleaved between a run's read and its write, on purpose.
   */
  beforeAnswer(route: GitLabRoute, action: () => void | Promise<void>, times = 1): void {
    this.hooks.add(route, action, times)
  }

  private readonly hooks = new AnswerHooks<GitLabRoute>()

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const receivedAt = Date.now()
    const path = request.url ?? '/'
    const body = await readText(request)
    const method = request.method ?? 'GET'
    // Concatenated, not resolved: a path such as `//x` is a path here, not another host.
    const scheme = this.options.tls ? 'https' : 'http'
    const url = new URL(`${scheme}://${request.headers.host ?? 'localhost'}${path}`)
    const route = this.routes.match(method, url.pathname)?.route
    const params = parameters(url, body, request.headers['content-type'] ?? '')
    const caller = this.callerOf(request, url)
    const recorded: GitLabRequest = {
      method,
      path,
      route,
      headers: request.headers,
      body,
      params,
      username: caller.kind === 'token' ? caller.user.username : undefined,
      receivedAt
    }
    this.requests.push(recorded)

    await this.hooks.run(route)
    const fault = withReset(this.faults.take(route))
    recorded.faultHeaders = fault?.headers
    if (fault?.landed) {
      this.routes.answer({ method, url, webUrl: this.webUrlOf(url), params, caller })
      this.countForHeadMoves(route)
      const { landed: _landed, ...lost } = fault
      recorded.status = lost.status
      await this.loopback.applyFault(lost, request, response)
      return
    }
    if (await this.loopback.applyFault(fault, request, response)) {
      recorded.status = fault?.status
      return
    }
    const answer = this.routes.answer({ method, url, webUrl: this.webUrlOf(url), params, caller })
    recorded.status = answer.status
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body)
    response.writeHead(answer.status, {
      ...(text !== '' && { 'content-type': 'application/json' }),
      'content-length': Buffer.byteLength(text),
      ...answer.headers
    })
    response.end(text)
    this.countForHeadMoves(route)
  }

  private webUrlOf(url: URL): string {
    return url.origin + this.pathPrefix
  }

  /** Applies the head moves (`moveHead`) whose count this answered request completes. */
  private countForHeadMoves(route: GitLabRoute | undefined): void {
    for (const move of [...this.headMoves]) {
      if (move.route !== 'any' && move.route !== route) continue
      move.left -= 1
      if (move.left > 0) continue
      this.headMoves.splice(this.headMoves.indexOf(move), 1)
      const mr = this.mergeRequests.get(move.key)
      if (mr) Object.assign(mr, { sha: move.sha, updatedAt: timestamp() })
    }
  }

  /**
   * Who sent the request: an access token in `PRIVATE-TOKEN`, `Authorization: Bearer` or
   * `private_token=`; a CI job token in `JOB-TOKEN` or `job_token=`. A job token where an access
   * token goes (or the reverse) is unknown, as on GitLab.
   */
  private callerOf(request: IncomingMessage, url: URL): Caller {
    const header = (name: string): string | undefined => {
      const value = request.headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    const bearer = /^bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1]
    const access = header('private-token') ?? bearer ?? url.searchParams.get('private_token')
    const job = header('job-token') ?? url.searchParams.get('job_token')
    const presented = access ?? job
    if (presented === undefined || presented === null) return { kind: 'anonymous' }
    const token = this.tokens[presented]
    if (!token || (token.kind === 'job') !== (access === undefined || access === null)) {
      return { kind: 'unknown' }
    }
    return { kind: 'token', token, user: this.user(token.username) }
  }
}

/** A fault with its `RateLimit-Reset` of now, when it asks for one (`resetAfterSeconds`). */
function withReset(fault: GitLabFault | undefined): GitLabFault | undefined {
  if (fault?.resetAfterSeconds === undefined) return fault
  const resetAt = Math.ceil(Date.now() / 1000) + fault.resetAfterSeconds
  const headers = {
    ...fault.headers,
    'ratelimit-reset': String(resetAt),
    'ratelimit-resettime': new Date(resetAt * 1000).toUTCString()
  }
  return { ...fault, headers }
}

/**
 * Query parameters, then the body's fields over them: JSON (`application/json`) or a form
 * (`application/x-www-form-urlencoded`). A body of another type, or JSON that does not parse,
 * gives no fields, as GitLab's API (Grape) reads none from it.
 */
function parameters(url: URL, body: string, contentType: string): Record<string, unknown> {
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams)
  if (body === '') return params
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return { ...params, ...Object.fromEntries(new URLSearchParams(body)) }
  }
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) return params
  try {
    const json = JSON.parse(body) as unknown
    if (json && typeof json === 'object' && !Array.isArray(json)) return { ...params, ...json }
  } catch {
    // Left without the body's fields: GitLab then says which one is missing.
  }
  return params
}
