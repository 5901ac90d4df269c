/**
 * A fake of the GitHub REST API on loopback, for tests, the demo and local runs. The action reaches
 * it through `GITHUB_API_URL`, as on GitHub Enterprise Server. It serves what the action uses:
 * issue comments (list with pagination, create, update), pull requests (one, and the list by
 * state, sorted, paginated), labels (a repository's, a pull request's, the issue list by label),
 * deployments and their statuses (and deleting an inactive one), and
 * "who am I" (`GET /user`, GraphQL `viewer { login }`), with GitHub's permission errors per token.
 * It records every request and takes injected faults (a rate limit among them), like the fake of
 * the streaming service.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 * https://docs.github.com/rest/deployments/deployments
 * https://docs.github.com/rest/using-the-rest-api/using-pagination-in-the-rest-api
 * https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api
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
import { GitHubRoutes, type GitHubRoute, type GitHubState } from './routes.js'
import { labelKey, type FakeLabel } from './label-routes.js'
import {
  type FakeAccess,
  type FakeComment,
  type FakeDeployment,
  type FakePullRequest,
  type FakeToken,
  shaOf,
  timestamp
} from './records.js'

export type { FakeAccess, FakeToken, GitHubRoute }

/** The workflow's own token (`github.token`) with `pull-requests: write`, `deployments: write`. */
export const WORKFLOW_TOKEN = 'ghs_fakeWorkflowToken00000000000000000000'
/** The workflow token as a fork pull request gets it: read-only. */
export const READ_ONLY_TOKEN = 'ghs_fakeReadOnlyToken00000000000000000000'
/** A personal access token of a maintainer. */
export const USER_TOKEN = 'ghp_fakeUserToken000000000000000000000000'
/** The login GitHub shows for what the workflow token writes. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]'

export const DEFAULT_TOKENS: Record<string, FakeToken> = {
  [WORKFLOW_TOKEN]: { login: ACTIONS_BOT_LOGIN, installation: true },
  [READ_ONLY_TOKEN]: {
    login: ACTIONS_BOT_LOGIN,
    installation: true,
    pullRequests: 'read',
    deployments: 'read',
    issues: 'read'
  },
  [USER_TOKEN]: { login: 'octo-maintainer' }
}

export type GitHubFaultRoute = GitHubRoute | 'any'

/** A push waiting for its moment (`moveHead` with `after`). */
interface HeadMove {
  readonly repository: string
  readonly number: number
  readonly headSha: string
  readonly route: GitHubFaultRoute
  /** Answered requests to `route` still to come before the push. */
  left: number
}

/** Something to do instead of answering normally (see `LoopbackFault`). */
export type GitHubFault = LoopbackFault

/** A request as the fake received it. */
export interface GitHubRequest {
  readonly method: string
  /** Path and query as sent (with the GHES prefix, if any). */
  readonly path: string
  readonly route: GitHubRoute | undefined
  readonly headers: IncomingMessage['headers']
  readonly body: string
  readonly json?: unknown
  /** The login of the token that sent it, if the token is known. */
  readonly login?: string
}

/** A comment that exists when the fake starts (someone else's, say). */
export interface SeedComment {
  /** `owner/repo` */
  repository: string
  issueNumber: number
  login: string
  body: string
}

export interface FakeGitHubOptions extends LoopbackOptions {
  /** token → identity and permissions; default `DEFAULT_TOKENS`. */
  tokens?: Record<string, FakeToken>
  /** `/api/v3` to serve paths as GitHub Enterprise Server does (GraphQL at `/api/graphql`). */
  pathPrefix?: '' | '/api/v3'
  /** The web server, for `html_url`; default https://github.com. */
  serverUrl?: string
  comments?: SeedComment[]
  /**
   * The most items a page of a list holds, whatever `per_page` asks (GitHub's is 100); a test
   * lowers it to see several pages. Default 100.
   */
  maxPerPage?: number
}

/** The fake GitHub API. `start()` it, give its `url` as `GITHUB_API_URL`, `stop()` it. */
export class FakeGitHub implements GitHubState {
  /** Every request received, in order. */
  readonly requests: GitHubRequest[] = []
  /** Comments by id, in creation order. */
  readonly comments = new Map<number, FakeComment>()
  readonly deployments = new Map<number, FakeDeployment>()
  /**
   * `owner/repo#number` → the pull requests the list serves (`addPullRequest`); `GET` of any
   * other number answers an open pull request made up for it.
   */
  readonly pullRequests = new Map<string, FakePullRequest>()
  /** `owner/repo` and the label's name in lower case → the repository's label. */
  readonly labels = new Map<string, FakeLabel>()
  readonly tokens: Record<string, FakeToken>
  readonly pathPrefix: string
  readonly serverUrl: string
  readonly maxPerPage: number
  private readonly options: FakeGitHubOptions
  private readonly faults = new FaultQueue<GitHubFaultRoute, GitHubFault>()
  private readonly headMoves: HeadMove[] = []
  private readonly loopback: LoopbackServer
  private readonly routes: GitHubRoutes
  private nextId = 1_200_000_001

  constructor(options: FakeGitHubOptions = {}) {
    this.options = options
    this.tokens = options.tokens ?? DEFAULT_TOKENS
    this.pathPrefix = options.pathPrefix ?? ''
    this.serverUrl = options.serverUrl ?? 'https://github.com'
    this.maxPerPage = options.maxPerPage ?? 100
    for (const seed of options.comments ?? []) {
      this.addComment(seed.repository, seed.issueNumber, seed.login, seed.body)
    }
    this.routes = new GitHubRoutes(this)
    this.loopback = new LoopbackServer(options, (request, response) =>
      this.handle(request, response)
    )
  }

  /** The API's base URL, to give as `GITHUB_API_URL`, e.g. `http://127.0.0.1:43117/api/v3`. */
  get url(): string {
    return this.loopback.origin + this.pathPrefix
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

  /** Makes the next `times` requests to `route` meet `fault`, in the order injected. */
  injectFault(route: GitHubFaultRoute, fault: GitHubFault, times = 1): void {
    this.faults.add(route, fault, times)
  }

  /** Requests to a route, in order. */
  requestsTo(route: GitHubRoute): GitHubRequest[] {
    return this.requests.filter(request => request.route === route)
  }

  /** Adds a comment as `login` had written it; returns it. */
  addComment(repository: string, issueNumber: number, login: string, body: string): FakeComment {
    const now = timestamp()
    const comment = {
      id: this.newId(),
      repository,
      issueNumber,
      login,
      body,
      createdAt: now,
      updatedAt: now
    }
    this.comments.set(comment.id, comment)
    return comment
  }

  /**
   * Adds (or changes) a pull request; unset fields get defaults: open, by `octo-contributor`,
   * no labels, updated now, a head SHA made from its number.
   */
  addPullRequest(
    repository: string,
    number: number,
    fields: Partial<Omit<FakePullRequest, 'repository' | 'number'>> = {}
  ): FakePullRequest {
    const pull = { ...this.pullRequest(repository, number), ...fields }
    this.pullRequests.set(`${repository}#${number}`, pull)
    return pull
  }

  /** Adds (or changes) a repository's label; a new one is grey, without a description. */
  addLabel(
    repository: string,
    name: string,
    fields: Partial<Omit<FakeLabel, 'repository' | 'name'>> = {}
  ): FakeLabel {
    const existing = this.labels.get(labelKey(repository, name))
    const label = {
      color: 'ededed',
      description: null,
      ...existing,
      ...fields,
      repository,
      name: existing?.name ?? name
    }
    this.labels.set(labelKey(repository, name), label)
    return label
  }

  /** A pull request as `GET /repos/{owner}/{repo}/pulls/{number}` answers it. */
  pullRequest(repository: string, number: number): FakePullRequest {
    const now = timestamp()
    return (
      this.pullRequests.get(`${repository}#${number}`) ?? {
        repository,
        number,
        state: 'open',
        merged: false,
        title: `Pull request ${number}`,
        headSha: shaOf(`${repository}#${number}`),
        headRef: `feature/${number}`,
        labels: [],
        fork: false,
        author: 'octo-contributor',
        createdAt: now,
        updatedAt: now
      }
    )
  }

  /**
   * Sets a pull request's state as `GET /repos/{owner}/{repo}/pulls/{number}` answers it (every
   * pull request is open until set); `merged` applies to `closed` only.
   */
  pullRequestState(
    repository: string,
    pullNumber: number,
    state: 'open' | 'closed',
    merged = false
  ): void {
    this.addPullRequest(repository, pullNumber, {
      state,
      merged: state === 'closed' && merged,
      updatedAt: timestamp()
    })
  }

  /**
   * Makes the next `times` requests to `route` meet GitHub's rate limit: a 403 (secondary) or
   * 429 with `retry-after`, or with `x-ratelimit-remaining: 0` and `x-ratelimit-reset` (UTC
   * epoch seconds) when `resetAt` is given instead.
   */
  injectRateLimit(
    route: GitHubFaultRoute,
    limit: { status?: 403 | 429; retryAfterSeconds?: number; resetAt?: number },
    times = 1
  ): void {
    const headers: Record<string, string> =
      limit.resetAt === undefined
        ? { 'retry-after': String(limit.retryAfterSeconds ?? 1) }
        : {
            'x-ratelimit-limit': '5000',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': String(limit.resetAt)
          }
    const body = JSON.stringify({
      message:
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      documentation_url:
        'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits'
    })
    this.injectFault(route, { status: limit.status ?? 403, headers, body }, times)
  }

  /**
   * A push to the pull request: its head becomes `headSha` (and it counts as updated now).
   * With `after`, the push happens later, during a run: once the fake has answered `after.count`
   * more requests to `after.route` ('any': to any route), counted from this call; the request
   * that makes the count still sees the old head.
   */
  moveHead(
    repository: string,
    number: number,
    headSha: string,
    after?: { route: GitHubFaultRoute; count: number }
  ): void {
    if (after === undefined || after.count <= 0) {
      this.addPullRequest(repository, number, { headSha, updatedAt: timestamp() })
      return
    }
    this.headMoves.push({ repository, number, headSha, route: after.route, left: after.count })
  }

  /** The comments on one issue or pull request, oldest first. */
  commentsOn(repository: string, issueNumber: number): FakeComment[] {
    return [...this.comments.values()].filter(
      comment => comment.repository === repository && comment.issueNumber === issueNumber
    )
  }

  /** The deployments of a repository, oldest first. */
  deploymentsOf(repository: string): FakeDeployment[] {
    return [...this.deployments.values()].filter(deployment => deployment.repository === repository)
  }

  /** A fresh id for a comment, deployment or status (GitHub's ids are large integers). */
  newId(): number {
    return this.nextId++
  }

  /**
   * Runs `action` when a request to `route` arrives, before it is answered (once, or `times`
   * times): another run's write interleaved between a run's read and its write, on purpose.
   */
  beforeAnswer(route: GitHubRoute, action: () => void | Promise<void>, times = 1): void {
    this.hooks.add(route, action, times)
  }

  private readonly hooks = new AnswerHooks<GitHubRoute>()

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '/'
    const body = await readText(request)
    const route = this.routes.routeOf(request.method ?? 'GET', path)
    let json: unknown
    try {
      json = body === '' ? undefined : JSON.parse(body)
    } catch {
      json = undefined
    }
    const token = this.tokenOf(request)
    this.requests.push({
      method: request.method ?? '',
      path,
      route,
      headers: request.headers,
      body,
      json,
      login: token?.login
    })

    await this.hooks.run(route)
    if (await this.loopback.applyFault(this.faults.take(route), request, response)) return
    const protocol = this.options.tls ? 'https' : 'http'
    const origin = `${protocol}://${request.headers.host ?? 'localhost'}`
    const answer = this.routes.answer({
      method: request.method ?? 'GET',
      url: new URL(path, origin),
      apiUrl: origin + this.pathPrefix,
      body,
      json,
      token
    })
    sendJson(response, answer.status, answer.body, answer.headers)
    this.countForHeadMoves(route)
  }

  /** Applies the head moves (`moveHead`) whose count this answered request completes. */
  private countForHeadMoves(route: GitHubRoute | undefined): void {
    for (const move of [...this.headMoves]) {
      if (move.route !== 'any' && move.route !== route) continue
      move.left -= 1
      if (move.left > 0) continue
      this.headMoves.splice(this.headMoves.indexOf(move), 1)
      this.moveHead(move.repository, move.number, move.headSha)
    }
  }

  private tokenOf(request: IncomingMessage): FakeToken | undefined {
    const match = /^(?:token|bearer) (\S+)$/i.exec(request.headers.authorization ?? '')
    return match ? this.tokens[match[1] ?? ''] : undefined
  }
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  const text = body === undefined ? '' : JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers
  })
  response.end(text)
}
