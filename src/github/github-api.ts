/**
 * The GitHub API calls the action makes (who the token is, the pull request's comments, its
 * deployments), over `@actions/github`, the toolkit's client. The client is loaded only when a run
 * talks to GitHub (`createGitHubApi`), so a plain update starts as fast as before.
 *
 * `@actions/github` takes the API address from `GITHUB_API_URL` (GitHub Enterprise Server sets
 * it) and honours `HTTPS_PROXY`/`HTTP_PROXY`/`NO_PROXY`: its fetch goes through a proxy agent of
 * its own (`@actions/http-client` 3 and undici). `GITHUB_API_URL` is read by each
 * `createGitHubApi`; the proxy settings are read once, when the client is first loaded (for the `GITHUB_API_URL` of that moment), so both
 * must be set before the first `createGitHubApi` of a process, as the runner does.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 * https://docs.github.com/rest/deployments/deployments
 * https://docs.github.com/rest/deployments/statuses
 */
import { escapeMarkdown } from '../shared/markdown-text.js'
import type { Redactor } from '../shared/redaction.js'
import { OctokitGitHubApi } from './octokit-api.js'
import { waitOutRateLimits, type RateLimitOptions } from './rate-limits.js'

export interface GitHubApiOptions extends RateLimitOptions {
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
}

/**
 * Loads `@actions/github` and returns the API calls, authenticated with `options.token`.
 *
 * @throws Error when the token is empty
 */
export async function createGitHubApi(options: GitHubApiOptions): Promise<OctokitGitHubApi> {
  if (options.token === '') throw new Error('A GitHub token is required (input githubToken)')
  const { getOctokit } = await import('@actions/github')
  const ignore = (): void => undefined
  const apiUrl = (options.apiUrl || process.env.GITHUB_API_URL || 'https://api.github.com').replace(
    /\/+$/,
    ''
  )
  const onWarning = options.onWarning
  const warn = onWarning ? (message: string) => onWarning(`GitHub API: ${message}`) : ignore
  const log = { debug: ignore, info: ignore, warn, error: ignore }
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
