/**
 * The GitHub API calls the action makes (who the token is, the pull request's comments, its
 * deployments), over `@actions/github`, the toolkit's client. The client is loaded only when a run
 * talks to GitHub (`createGitHubApi`), so a plain update starts as fast as before.
 *
 * `@actions/github` takes the API address from `GITHUB_API_URL` (GitHub Enterprise Server sets
 * it) and honours `HTTPS_PROXY`/`HTTP_PROXY`/`NO_PROXY`: its fetch goes through a proxy agent of
 * its own (`@actions/http-client` 3 and the real undici, which the action's stand-in for undici
 * does not replace). `GITHUB_API_URL` is read by each `createGitHubApi`; the proxy settings are
 * read once, when the client is first loaded (for the `GITHUB_API_URL` of that moment), so both
 * must be set before the first `createGitHubApi` of a process, as the runner does.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 * https://docs.github.com/rest/deployments/deployments
 * https://docs.github.com/rest/deployments/statuses
 */
import {
  ReviewPlatformError,
  toReviewPlatformError,
  type ReviewOperation
} from '../review/review-error.js'
import {
  checkedLogin,
  toDeployment,
  toIssueComment,
  toPullRequestDetails
} from './github-answers.js'
import { escapeMarkdown } from '../shared/markdown-text.js'
import type { Redactor } from '../shared/redaction.js'
import { waitOutRateLimits } from './rate-limits.js'
import {
  RECORD_MARKER_PREFIX,
  type Deployment,
  type ReviewPlatform,
  type IssueComment,
  type NewDeployment,
  type NewDeploymentStatus,
  type PullRequestDetails,
  type PullRequestListing,
  type PullRequestState,
  type RepositoryRef
} from '../review/review-platform.js'

export type {
  Deployment,
  DeploymentState,
  ReviewPlatform,
  IssueComment,
  NewDeployment,
  NewDeploymentStatus,
  PullRequestState,
  RepositoryRef
} from '../review/review-platform.js'
export { ReviewPlatformError, type ReviewOperation }

export interface GitHubApiOptions {
  /** The token (`githubToken` input). */
  readonly token: string
  /** The API's base URL; default `GITHUB_API_URL`, else https://api.github.com. */
  readonly apiUrl?: string
  /** Abort a request after this long (milliseconds); default 30 000. */
  readonly requestTimeoutMs?: number
  /** Receives the client's warnings (an API deprecation notice); default: dropped. */
  readonly onWarning?: (message: string) => void
  /**
   * The web server's base URL (`GITHUB_SERVER_URL`); a comment's link (`html_url`) is kept only
   * under it (its origin and path). Default https://github.com.
   */
  readonly serverUrl?: string
  /**
   * The run's Redactor: hides its secrets (in all their forms) in the free text the action sends
   * to GitHub: comment bodies (not their record markers: identifiers the action wrote and
   * checks, signed), deployment descriptions; a link it would change is not sent. The client
   * teaches it how comments escape outside text for Markdown. Default: texts are sent as they
   * are.
   */
  readonly redactor?: Redactor
  /** Attempts per call when GitHub's rate limit asks to wait, the first included; default 4. */
  readonly maxAttempts?: number
  /**
   * A call, its waits for the rate limit included, ends within this many milliseconds: a wait
   * that would end later is not started. Default 300 000.
   */
  readonly deadlineMs?: number
  /** Receives a line for the log (a wait for the rate limit); default: dropped. */
  readonly log?: (line: string) => void
  /** Waits, in milliseconds; default a timer. Injected so that tests need not sleep. */
  readonly sleep?: (ms: number) => Promise<void>
  /** The clock, in milliseconds since the epoch; default `Date.now`. */
  readonly now?: () => number
}

/** `***` for Markdown: three escaped asterisks, shown as written. */
const MARKDOWN_MASK = '\\*\\*\\*'

/** The toolkit's client, as `getOctokit` makes it. */
export type Octokit = ReturnType<(typeof import('@actions/github'))['getOctokit']>

/**
 * Loads `@actions/github` and returns the API calls, authenticated with `options.token`.
 *
 * @throws Error when the token is empty
 */
export async function createGitHubApi(options: GitHubApiOptions): Promise<ReviewPlatform> {
  if (options.token === '') throw new Error('A GitHub token is required (input githubToken)')
  const { getOctokit } = await import('@actions/github')
  const ignore = (): void => undefined
  const apiUrl = (options.apiUrl || process.env.GITHUB_API_URL || 'https://api.github.com').replace(
    /\/+$/,
    ''
  )
  const log = { debug: ignore, info: ignore, warn: options.onWarning ?? ignore, error: ignore }
  const octokit = getOctokit(options.token, {
    baseUrl: apiUrl,
    userAgent: 'appetize-deploy-action',
    log
  })
  const timeoutMs = options.requestTimeoutMs ?? 30_000
  octokit.hook.before('request', requestOptions => {
    // The request layer logs an answer's deprecation notice (its Deprecation, Sunset and Link
    // headers: outside text) to `console` unless given a log of its own: this one goes through
    // onWarning, and so through the host's print boundary.
    requestOptions.request = {
      ...requestOptions.request,
      signal: AbortSignal.timeout(timeoutMs),
      log
    }
  })
  waitOutRateLimits(octokit, options)
  const serverUrl = new URL(options.serverUrl || 'https://github.com')
  const { redactor } = options
  // A comment holds outside text escaped for Markdown before the scrub sees it: a secret in it
  // reads `tok\_…`, which the plain forms would miss or leave a backslash of.
  redactor?.addEncoding(escapeMarkdown)
  const redact = (text: string, mask?: string): string => redactor?.scrub(text, mask) ?? text
  return new OctokitGitHubApi(octokit, options.token, apiUrl, serverUrl, redact)
}

class OctokitGitHubApi implements ReviewPlatform {
  constructor(
    private readonly octokit: Octokit,
    private readonly token: string,
    readonly apiUrl: string,
    private readonly serverUrl: URL,
    private readonly redact: (text: string, mask?: string) => string
  ) {}

  private comment(answer: Parameters<typeof toIssueComment>[0]): IssueComment {
    return toIssueComment(answer, this.serverUrl)
  }

  /**
   * A comment body scrubbed line by line, but for its record marker: the marker holds only
   * identifiers and a signature, which a scrub of a short secret's forms could cut by chance,
   * losing the record. The body is Markdown, where a bare `***` in a secret's place would be
   * emphasis (or a rule, alone on a line): the mask is escaped to show as written. The comment
   * has no code spans, where the backslashes would show.
   */
  private redactBody(body: string): string {
    return body
      .split('\n')
      .map(line =>
        line.startsWith(RECORD_MARKER_PREFIX) ? line : this.redact(line, MARKDOWN_MASK)
      )
      .join('\n')
  }

  /** The link as it is, or undefined when it holds a secret: a link cut by `***` is no link. */
  private link(url: string | undefined): string | undefined {
    return url === undefined || this.redact(url) !== url ? undefined : url
  }

  async whoAmI(): Promise<string> {
    let viewerError: ReviewPlatformError
    try {
      const answer = await this.octokit.graphql<{ viewer?: { login?: unknown } }>(
        'query { viewer { login } }'
      )
      return checkedLogin(answer.viewer?.login)
    } catch (error) {
      viewerError = toReviewPlatformError(error, 'whoAmI', this.token)
    }
    try {
      const answer = await this.octokit.rest.users.getAuthenticated()
      return checkedLogin(answer.data.login)
    } catch (error) {
      const userError = toReviewPlatformError(error, 'whoAmI', this.token)
      throw new ReviewPlatformError({
        operation: 'whoAmI',
        status: userError.status,
        kind: userError.kind,
        message: `${viewerError.message}; GET /user: ${userError.message}`
      })
    }
  }

  listIssueComments(repository: RepositoryRef, issueNumber: number): Promise<IssueComment[]> {
    return this.call('listIssueComments', async () => {
      const comments = await this.octokit.paginate(this.octokit.rest.issues.listComments, {
        ...ref(repository),
        issue_number: issueNumber,
        per_page: 100
      })
      return comments.map(comment => this.comment(comment))
    })
  }

  getPullRequestState(repository: RepositoryRef, pullNumber: number): Promise<PullRequestState> {
    return this.call('getPullRequestState', async () => {
      const answer = await this.octokit.rest.pulls.get({
        ...ref(repository),
        pull_number: pullNumber
      })
      const { state, merged } = answer.data as { state?: unknown; merged?: unknown }
      if (state !== 'open' && state !== 'closed') {
        throw new TypeError('GitHub named no pull request state (open or closed)')
      }
      return { state, merged: merged === true }
    })
  }

  createComment(
    repository: RepositoryRef,
    issueNumber: number,
    body: string
  ): Promise<IssueComment> {
    return this.call('createComment', async () => {
      const answer = await this.octokit.rest.issues.createComment({
        ...ref(repository),
        issue_number: issueNumber,
        body: this.redactBody(body)
      })
      return this.comment(answer.data)
    })
  }

  updateComment(repository: RepositoryRef, commentId: number, body: string): Promise<IssueComment> {
    return this.call('updateComment', async () => {
      const answer = await this.octokit.rest.issues.updateComment({
        ...ref(repository),
        comment_id: commentId,
        body: this.redactBody(body)
      })
      return this.comment(answer.data)
    })
  }

  createDeployment(repository: RepositoryRef, deployment: NewDeployment): Promise<Deployment> {
    return this.call('createDeployment', async () => {
      const answer = await this.octokit.rest.repos.createDeployment({
        ...ref(repository),
        ref: deployment.ref,
        environment: deployment.environment,
        description:
          deployment.description === undefined ? undefined : this.redact(deployment.description),
        auto_merge: false,
        required_contexts: [],
        transient_environment: deployment.transient ?? true,
        production_environment: false,
        // Identifiers the action matches on later (a preview's name, the pull request).
        payload: deployment.payload ?? {}
      })
      // 202 means GitHub merged the default branch instead of deploying (not with auto_merge off).
      if (!('id' in answer.data)) throw new Error('GitHub created no deployment')
      return toDeployment(answer.data)
    })
  }

  setDeploymentStatus(
    repository: RepositoryRef,
    deploymentId: number,
    status: NewDeploymentStatus
  ): Promise<void> {
    return this.call('setDeploymentStatus', async () => {
      await this.octokit.rest.repos.createDeploymentStatus({
        ...ref(repository),
        deployment_id: deploymentId,
        state: status.state,
        environment_url: this.link(status.environmentUrl),
        log_url: this.link(status.logUrl),
        description: status.description === undefined ? undefined : this.redact(status.description)
      })
    })
  }

  listDeployments(
    repository: RepositoryRef,
    filter: { environment?: string; ref?: string } = {}
  ): Promise<Deployment[]> {
    return this.call('listDeployments', async () => {
      const deployments = await this.octokit.paginate(this.octokit.rest.repos.listDeployments, {
        ...ref(repository),
        ...filter,
        per_page: 100
      })
      return deployments.map(toDeployment)
    })
  }

  deleteDeployment(repository: RepositoryRef, deploymentId: number): Promise<void> {
    return this.call('deleteDeployment', async () => {
      try {
        await this.octokit.rest.repos.deleteDeployment({
          ...ref(repository),
          deployment_id: deploymentId
        })
      } catch (error) {
        if ((error as { status?: unknown }).status !== 404) throw error
      }
    })
  }

  getPullRequest(repository: RepositoryRef, pullNumber: number): Promise<PullRequestDetails> {
    return this.call('getPullRequest', async () => {
      const answer = await this.octokit.rest.pulls.get({
        ...ref(repository),
        pull_number: pullNumber
      })
      const details = toPullRequestDetails(answer.data)
      if (details.number !== pullNumber) {
        throw new TypeError(`GitHub answered with pull request #${details.number}`)
      }
      return details
    })
  }

  listPullRequests(
    repository: RepositoryRef,
    listing: PullRequestListing,
    stop: (pullRequest: PullRequestDetails) => boolean = () => false
  ): Promise<PullRequestDetails[]> {
    return this.call('listPullRequests', () =>
      this.octokit.paginate(
        this.octokit.rest.pulls.list,
        { ...ref(repository), ...listing, sort: 'updated', per_page: 100 },
        (response, done) => {
          const page = (response.data as unknown[]).map(toPullRequestDetails)
          const end = page.findIndex(stop)
          if (end === -1) return page
          done()
          return page.slice(0, end)
        }
      )
    )
  }

  /** Runs one operation; any failure becomes one `ReviewPlatformError` with the token scrubbed. */
  private async call<T>(operation: ReviewOperation, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw toReviewPlatformError(error, operation, this.token)
    }
  }
}

/** Owner and name alone: any other field of the caller's object would become a query parameter. */
function ref(repository: RepositoryRef): RepositoryRef {
  return { owner: repository.owner, repo: repository.repo }
}
