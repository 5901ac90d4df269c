/**
 * The GitHub side of the review port: the run's pull request from the `GITHUB_*` variables and
 * the event file, and the GitHub API client, loaded on first use.
 *
 * https://docs.github.com/actions/reference/workflows-and-actions/variables
 */
import type { PullRequestTarget, ReviewPort } from '../review/review-platform.js'
import { checkBaseUrl } from '../shared/base-url.js'
import { ActionFailure } from '../shared/failure.js'
import { InputError } from '../shared/input-error.js'
import { PullRequestPayloadError, readPullRequest } from './pull-request-event.js'
import { recordingGitHubApi } from './recording-github-api.js'

/** The GitHub run the action is part of, as far as previews and comments need it. */
export interface GitHubRun {
  /** `GITHUB_EVENT_NAME`, e.g. `pull_request`. */
  readonly eventName: string
  /** The parsed JSON of `GITHUB_EVENT_PATH`; undefined when there is none. Outside text. */
  readonly eventPayload: unknown
  /** `GITHUB_REPOSITORY`, `owner/name`. */
  readonly repository: string
  /** `GITHUB_SHA`. */
  readonly sha: string
  /** `GITHUB_SERVER_URL`, e.g. https://github.com. */
  readonly serverUrl: string
  /** `GITHUB_RUN_ID`. */
  readonly runId: string
  /** `GITHUB_API_URL`, e.g. https://api.github.com (GitHub Enterprise Server: `…/api/v3`). */
  readonly apiUrl: string
}

/**
 * The review port of a GitHub run.
 *
 * @param readRun reads the run once, when pull request work first needs it (undefined: not on
 *   a runner)
 */
export function gitHubReviewPort(readRun: () => Promise<GitHubRun | undefined>): ReviewPort {
  let run: Promise<GitHubRun | undefined> | undefined
  const theRun = (): Promise<GitHubRun | undefined> => (run ??= readRun())
  return {
    async readTarget(input) {
      return pullRequestTarget(input, await theRun())
    },
    async connect(options) {
      const github = await theRun()
      const { createGitHubApi } = await import('./github-api.js')
      const api = await createGitHubApi({
        ...options,
        apiUrl: github?.apiUrl,
        serverUrl: github?.serverUrl
      })
      return options.record ? recordingGitHubApi(api, options.record) : api
    }
  }
}

/**
 * The run from the `GITHUB_*` variables and the event file; undefined without
 * `GITHUB_EVENT_NAME` (not on a runner).
 *
 * @throws ActionFailure `unexpected` when the event file cannot be read or is not JSON, or
 *   GITHUB_SERVER_URL or GITHUB_API_URL is not a plain https URL
 */
export async function readGitHubRun(env: NodeJS.ProcessEnv): Promise<GitHubRun | undefined> {
  if (!env.GITHUB_EVENT_NAME) return undefined
  let eventPayload: unknown
  if (env.GITHUB_EVENT_PATH) {
    // Loaded here: an update never reads the event.
    const { readFile } = await import('node:fs/promises')
    try {
      eventPayload = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, 'utf8'))
    } catch (error) {
      throw new ActionFailure(
        'unexpected',
        `The event file (GITHUB_EVENT_PATH) could not be read as JSON: ${(error as Error).message}`
      )
    }
  }
  return {
    eventName: env.GITHUB_EVENT_NAME,
    eventPayload,
    repository: env.GITHUB_REPOSITORY ?? '',
    sha: env.GITHUB_SHA ?? '',
    serverUrl: checkedGitHubUrl('GITHUB_SERVER_URL', env.GITHUB_SERVER_URL, 'https://github.com'),
    runId: env.GITHUB_RUN_ID ?? '',
    apiUrl: checkedGitHubUrl('GITHUB_API_URL', env.GITHUB_API_URL, 'https://api.github.com')
  }
}

/**
 * A GitHub address from the environment, without a trailing slash. The server's goes into the
 * comment and the deployment as the run's link, the API's gets the token: both must be https
 * (plain http on loopback only) without a user name, password, query or fragment.
 *
 * @throws ActionFailure naming the variable; the value is not quoted (it may hold credentials)
 */
function checkedGitHubUrl(variable: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback
  const checked = checkBaseUrl(value)
  if ('base' in checked) return checked.base
  throw new ActionFailure(
    'unexpected',
    `${variable} is not an https URL without a user name, password, query or fragment (such as ${fallback}; plain http only on localhost, 127.0.0.0/8 or ::1); the runner sets it, so check the workflow's env.`
  )
}

/**
 * The pull request the run was triggered by.
 *
 * @param input the input that needs it, named in the error
 * @throws InputError for another event; ActionFailure for an unusable payload
 */
function pullRequestTarget(input: string, github: GitHubRun | undefined): PullRequestTarget {
  let pullRequest
  try {
    pullRequest = github && readPullRequest(github.eventName, github.eventPayload)
  } catch (error) {
    if (!(error instanceof PullRequestPayloadError)) throw error
    throw new ActionFailure(
      'unexpected',
      `The pull request event (GITHUB_EVENT_PATH) is not as GitHub sends it: ${error.message}.`
    )
  }
  if (!github || !pullRequest) {
    const event = github ? `the ${github.eventName} event` : 'no GitHub event (not on a runner)'
    throw new InputError(
      input,
      `${input} is true, which works on pull requests only (events pull_request and pull_request_target), but this run was triggered by ${event}.`
    )
  }
  const runUrl =
    github.repository !== '' && /^\d+$/.test(github.runId)
      ? `${github.serverUrl.replace(/\/+$/, '')}/${github.repository}/actions/runs/${github.runId}`
      : ''
  return { pullRequest, runUrl }
}
