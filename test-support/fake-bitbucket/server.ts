/**
 * A fake of Bitbucket Cloud's REST API (2.0) on loopback, for tests and the offline trial. The
 * tool reaches it through `--bitbucket-api-url` (its `url`, ending in `/2.0`). It serves what
 * pull-request previews use: `GET /user` (401 for access tokens, as Bitbucket answers them), a
 * repository, pull requests (one, and the list by `state` repeated, sorted, paged by `next` with
 * at most 50 a page), their comments (global, inline and deleted ones, paged by `next`, one,
 * create, edit, delete) and commit build statuses, with Bitbucket's auth, scope and error bodies
 * per token (repository access tokens as Bearer, Atlassian API tokens as Basic email:token, app
 * passwords refused). It records every request and takes injected faults: statuses, delays,
 * hangs, resets, 429s with and without `Retry-After`, and an answer lost after the work was
 * done (a 502 on a comment that landed).
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/intro/
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  LoopbackServer,
  readText,
  type LoopbackFault,
  type LoopbackOptions
} from '../harness/loopback-server.js'
import { FaultQueue } from '../harness/fault-queue.js'
import type { BitbucketState, Caller } from './answers.js'
import {
  DEFAULT_ACCOUNTS,
  DEFAULT_TOKENS,
  FAKE_PULL_REQUEST_ID,
  FAKE_REPOSITORY,
  FORK_REPOSITORY
} from './defaults.js'
import {
  commentJson,
  type FakeAccount,
  type FakeBuildStatus,
  type FakeComment,
  type FakePullRequest,
  type FakeRepository,
  type FakeToken,
  pullRequestJson,
  shaOf,
  timestamp
} from './records.js'
import { BitbucketRoutes, type BitbucketRoute } from './routes.js'

export * from './defaults.js'
export type {
  BitbucketRoute,
  FakeAccount,
  FakeBuildStatus,
  FakeComment,
  FakePullRequest,
  FakeRepository,
  FakeToken
}
export { shaOf, timestamp }

export type BitbucketFaultRoute = BitbucketRoute | 'any'

/** Something to do instead of answering normally (see `LoopbackFault`). */
export interface BitbucketFault extends LoopbackFault {
  /** Handle the request normally first (the comment is created), then answer with the fault. */
  landed?: boolean
}

/** A request as the fake received it. */
export interface BitbucketRequest {
  readonly method: string
  /** Path and query as sent. */
  readonly path: string
  readonly route: BitbucketRoute | undefined
  readonly headers: IncomingMessage['headers']
  readonly body: string
  /** The nickname of the token's account, if the token is known. */
  readonly nickname?: string
  readonly receivedAt: number
  /** The status the fake answered with (a fault's included); undefined for a hang or reset. */
  status?: number
}

export interface FakeBitbucketOptions extends LoopbackOptions {
  /** token → whose and what; default `DEFAULT_TOKENS`. */
  tokens?: Record<string, FakeToken>
  /** The most values a page holds, whatever `pagelen` asks; a test lowers it. Default 100. */
  maxPageLength?: number
  /** Start without the default repositories and pull request. */
  empty?: boolean
}

/** The fake Bitbucket API. `start()` it, give its `url` as `--bitbucket-api-url`, `stop()` it. */
export class FakeBitbucket implements BitbucketState {
  readonly requests: BitbucketRequest[] = []
  /** By lower-case `workspace/slug`. */
  readonly repositories = new Map<string, FakeRepository>()
  /** `workspace/slug#id` → pull request. */
  readonly pullRequests = new Map<string, FakePullRequest>()
  readonly accounts = new Map<string, FakeAccount>()
  readonly comments = new Map<number, FakeComment>()
  /** `workspace/slug@commit#key` → the build status now. */
  readonly statuses = new Map<string, FakeBuildStatus>()
  /** Every build status written, in order. */
  readonly statusWrites: FakeBuildStatus[] = []
  /** Every commit hash the fake knows (heads past and present). */
  readonly commits = new Set<string>()
  /** `workspace/slug#id` → the pull request's commits, newest first (each head it had). */
  readonly pullRequestCommits = new Map<string, string[]>()
  readonly tokens: Record<string, FakeToken>
  readonly maxPageLength: number
  private readonly faults = new FaultQueue<BitbucketFaultRoute, BitbucketFault>()
  private readonly headMoves: {
    key: string
    sha: string
    route: BitbucketFaultRoute
    left: number
  }[] = []
  private readonly loopback: LoopbackServer
  private readonly routes: BitbucketRoutes
  private readonly tls: boolean
  private nextCommentId = 540_000_001

  constructor(options: FakeBitbucketOptions = {}) {
    this.tokens = { ...(options.tokens ?? DEFAULT_TOKENS) }
    this.maxPageLength = options.maxPageLength ?? 100
    this.tls = options.tls !== undefined
    for (const account of DEFAULT_ACCOUNTS) this.accounts.set(account.uuid, { ...account })
    if (!options.empty) {
      this.addRepository(FAKE_REPOSITORY)
      this.addRepository(FORK_REPOSITORY)
      this.addPullRequest('acme/mobile-app', FAKE_PULL_REQUEST_ID)
    }
    this.routes = new BitbucketRoutes(this)
    this.loopback = new LoopbackServer(options, (request, response) =>
      this.handle(request, response)
    )
  }

  /** The API's base URL, e.g. `http://127.0.0.1:8790/2.0`. */
  get url(): string {
    return `${this.loopback.origin}/2.0`
  }

  /** Starts listening; resolves with `url`. */
  async start(): Promise<string> {
    await this.loopback.start()
    return this.url
  }

  stop(): Promise<void> {
    return this.loopback.stop()
  }

  addRepository(repository: FakeRepository): FakeRepository {
    const stored = { ...repository }
    this.repositories.set(`${stored.workspace}/${stored.slug}`.toLowerCase(), stored)
    return stored
  }

  /**
   * Adds (or changes) a pull request; unset fields of a new one get defaults: OPEN, by `dana`,
   * from `feature/<id>` into `main`, created and updated now, a head made from its name.
   */
  addPullRequest(
    repository: string,
    id: number,
    fields: Partial<Omit<FakePullRequest, 'repository' | 'id'>> = {}
  ): FakePullRequest {
    const now = timestamp()
    const existing = this.pullRequests.get(`${repository}#${id}`)
    const pr: FakePullRequest = {
      ...(existing ?? {
        repository,
        id,
        title: `Pull request ${id}`,
        description: '',
        state: 'OPEN',
        author: this.accountByNickname('dana').uuid,
        sourceBranch: `feature/${id}`,
        destinationBranch: 'main',
        sha: shaOf(`${repository}#${id}`),
        sourceRepository: repository,
        createdOn: now,
        updatedOn: now
      }),
      ...fields
    }
    this.commits.add(pr.sha)
    this.pullRequests.set(`${repository}#${id}`, pr)
    this.noteHead(`${repository}#${id}`, pr.sha)
    return pr
  }

  /** A pull request; throws when the fake has none. */
  pullRequest(repository: string, id: number): FakePullRequest {
    const found = this.pullRequests.get(`${repository}#${id}`)
    if (!found) throw new Error(`The fake Bitbucket has no pull request #${id} in ${repository}`)
    return found
  }

  /**
   * A push to the pull request's source branch. With `after`, it happens during a run: once
   * the fake has answered `after.count` more requests to `after.route`.
   */
  moveHead(
    repository: string,
    id: number,
    sha: string,
    after?: { route: BitbucketFaultRoute; count: number }
  ): void {
    this.pullRequest(repository, id)
    this.commits.add(sha)
    if (after === undefined || after.count <= 0) {
      this.addPullRequest(repository, id, { sha, updatedOn: timestamp() })
      return
    }
    this.headMoves.push({ key: `${repository}#${id}`, sha, route: after.route, left: after.count })
  }

  private noteHead(key: string, sha: string): void {
    const commits = this.pullRequestCommits.get(key) ?? []
    if (commits[0] !== sha) this.pullRequestCommits.set(key, [sha, ...commits])
  }

  /** Adds a token (its account is made up if unknown). */
  addToken(token: string, fields: FakeToken): void {
    this.account(fields.account)
    this.tokens[token] = fields
  }

  /** An account by UUID (made up on first use). */
  account(uuid: string): FakeAccount {
    const found = this.accounts.get(uuid)
    if (found) return found
    const made: FakeAccount = {
      uuid,
      accountId: '',
      nickname: uuid,
      displayName: uuid,
      type: 'user'
    }
    this.accounts.set(uuid, made)
    return made
  }

  /** An account by nickname; throws when there is none. */
  accountByNickname(nickname: string): FakeAccount {
    const found = [...this.accounts.values()].find(account => account.nickname === nickname)
    if (!found) throw new Error(`The fake Bitbucket has no account ${nickname}`)
    return found
  }

  /** Adds a comment as `author` (an account UUID) had written it; returns it. */
  addComment(
    repository: string,
    pullRequestId: number,
    fields: Partial<Omit<FakeComment, 'id' | 'repository' | 'pullRequestId'>> & { author: string }
  ): FakeComment {
    const now = timestamp()
    const comment: FakeComment = {
      id: this.nextCommentId++,
      repository,
      pullRequestId,
      raw: '',
      deleted: false,
      createdOn: now,
      updatedOn: now,
      ...fields
    }
    this.comments.set(comment.id, comment)
    return comment
  }

  /** The comments of a pull request, oldest first (deleted and inline ones included). */
  commentsOn(repository: string, pullRequestId: number): FakeComment[] {
    return [...this.comments.values()]
      .filter(c => c.repository === repository && c.pullRequestId === pullRequestId)
      .sort((a, b) => a.id - b.id)
  }

  /** The comments a preview can see: not deleted, not inline. */
  visibleComments(repository: string, pullRequestId: number): FakeComment[] {
    return this.commentsOn(repository, pullRequestId).filter(c => !c.deleted && !c.inline)
  }

  /** The full hash of a commit named by its hash or a prefix of 7+ hex digits naming one. */
  resolveCommit(node: string): string | undefined {
    const prefix = node.toLowerCase()
    if (!/^[0-9a-f]{7,40}$/.test(prefix)) return undefined
    const found = [...this.commits].filter(commit => commit.startsWith(prefix))
    return found.length === 1 ? found[0] : undefined
  }

  /** Makes the next `times` requests to `route` meet `fault`, in the order injected. */
  injectFault(route: BitbucketFaultRoute, fault: BitbucketFault, times = 1): void {
    this.faults.add(route, fault, times)
  }

  /**
   * Makes the next `times` requests to `route` meet a 429 ("Rate limit for this resource has
   * been exceeded"), as JSON (the error body) or plain text, with `Retry-After` when given.
   */
  injectRateLimit(
    route: BitbucketFaultRoute,
    limit: { retryAfterSeconds?: number; shape?: 'json' | 'plain' } = {},
    times = 1
  ): void {
    const message = 'Rate limit for this resource has been exceeded'
    const plain = limit.shape === 'plain'
    const headers: Record<string, string> = plain ? { 'content-type': 'text/plain' } : {}
    if (limit.retryAfterSeconds !== undefined) {
      headers['retry-after'] = String(limit.retryAfterSeconds)
    }
    const body = plain ? message : JSON.stringify({ type: 'error', error: { message } })
    this.injectFault(route, { status: 429, headers, body }, times)
  }

  /** Requests to a route, in order. */
  requestsTo(route: BitbucketRoute): BitbucketRequest[] {
    return this.requests.filter(request => request.route === route)
  }

  /** A pull request as the API gives it. */
  pullRequestJson(pr: FakePullRequest, web: string): Record<string, unknown> {
    const destination = this.repositories.get(pr.repository.toLowerCase())
    if (!destination) throw new Error(`The fake Bitbucket has no repository ${pr.repository}`)
    const source = this.repositories.get(pr.sourceRepository.toLowerCase())
    const json = pullRequestJson(pr, { destination, source }, this.account(pr.author), web)
    const comments = this.commentsOn(pr.repository, pr.id).filter(comment => !comment.deleted)
    return { ...json, comment_count: comments.length }
  }

  /** A comment as the API gives it. */
  commentJson(comment: FakeComment, web: string): Record<string, unknown> {
    return commentJson(comment, this.account(comment.author), web)
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const receivedAt = Date.now()
    const path = request.url ?? '/'
    const text = await readText(request)
    const method = request.method ?? 'GET'
    const scheme = this.tls ? 'https' : 'http'
    const url = new URL(`${scheme}://${request.headers.host ?? 'localhost'}${path}`)
    const route = this.routes.match(method, url.pathname)?.route
    const caller = this.callerOf(request)
    const recorded: BitbucketRequest = {
      method,
      path,
      route,
      headers: request.headers,
      body: text,
      nickname: caller.kind === 'token' ? caller.account.nickname : undefined,
      receivedAt
    }
    this.requests.push(recorded)
    const routeRequest = { method, url, web: url.origin, body: jsonObject(text), caller }
    const fault = this.faults.take(route)
    if (fault?.landed) {
      this.routes.answer(routeRequest)
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
    const answer = this.routes.answer(routeRequest)
    recorded.status = answer.status
    const body = answer.body === undefined ? '' : JSON.stringify(answer.body)
    response.writeHead(answer.status, {
      ...(body !== '' && { 'content-type': 'application/json; charset=utf-8' }),
      'content-length': Buffer.byteLength(body),
      ...answer.headers
    })
    response.end(body)
    this.countForHeadMoves(route)
  }

  private countForHeadMoves(route: BitbucketRoute | undefined): void {
    for (const move of [...this.headMoves]) {
      if (move.route !== 'any' && move.route !== route) continue
      move.left -= 1
      if (move.left > 0) continue
      this.headMoves.splice(this.headMoves.indexOf(move), 1)
      const pr = this.pullRequests.get(move.key)
      if (pr) Object.assign(pr, { sha: move.sha, updatedOn: timestamp() })
      this.noteHead(move.key, move.sha)
    }
  }

  /**
   * Who sent the request: `Authorization: Bearer <access token>`, or `Basic` with an API token
   * and its account's email (an app password with its user name).
   */
  private callerOf(request: IncomingMessage): Caller {
    const header = request.headers.authorization ?? ''
    const bearer = /^bearer\s+(\S+)$/i.exec(header)?.[1]
    if (bearer !== undefined) {
      const token = this.tokens[bearer]
      if (!token || token.kind === 'api' || token.kind === 'app-password')
        return { kind: 'unknown' }
      return { kind: 'token', token, account: this.account(token.account) }
    }
    const basic = /^basic\s+(\S+)$/i.exec(header)?.[1]
    if (basic === undefined) return header === '' ? { kind: 'anonymous' } : { kind: 'unknown' }
    const decoded = Buffer.from(basic, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    const login = decoded.slice(0, colon)
    const token = colon < 0 ? undefined : this.tokens[decoded.slice(colon + 1)]
    if (!token || token.login === undefined || token.login.toLowerCase() !== login.toLowerCase()) {
      return { kind: 'unknown' }
    }
    return { kind: 'token', token, account: this.account(token.account) }
  }
}

/** A JSON body's fields, when it is an object. */
function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
