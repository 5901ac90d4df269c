/**
 * The GitHub side of the review port: the run's pull request from the `GITHUB_*` variables and
 * the event file, and the GitHub API client, loaded on first use.
 *
 * https://docs.github.com/actions/reference/workflows-and-actions/variables
 */
import type { ReviewPlatform } from '../review/review-platform.js'
import type { PullRequestTarget, ReviewPort } from '../review/review-port.js'
import { checkBaseUrl } from '../shared/base-url.js'
import { ActionFailure } from '../shared/failure.js'
import { InputError } from '../shared/input-error.js'
import { gitHubRepository, type GitHubRepository } from './octokit.js'
import { PullRequestPayloadError, readPullRequest } from './pull-request-event.js'
import { GITHUB_TERMS, gitHubPlatform } from './github-platform.js'
import { recordingGitHubApi } from './recording-github-api.js'

/** The events on which `pullRequest` names the pull request (the event itself names none). */
export const BY_NUMBER_EVENTS = ['workflow_run', 'workflow_dispatch'] as const

/** The GitHub run the action is part of, as far as previews and comments need it. */
export interface GitHubRun {
  /** `GITHUB_EVENT_NAME`, e.g. `pull_request`. */
  readonly eventName: string
  /** The parsed JSON of `GITHUB_EVENT_PATH`; undefined when there is none. Outside text. */
  readonly eventPayload: unknown
  /** `GITHUB_REPOSITORY`, `owner/name`. */
  readonly repository: string
  /** `GITHUB_REPOSITORY_ID` (or the payload's `repository.id`); undefined when neither says. */
  readonly repositoryId?: number
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
 * The review port of a GitHub run. `readRun` reads the run once, when pull request work first
 * needs it (undefined: not on a runner).
 */
export function gitHubReviewPort(readRun: () => Promise<GitHubRun | undefined>): ReviewPort {
  let run: Promise<GitHubRun | undefined> | undefined
  const theRun = (): Promise<GitHubRun | undefined> => (run ??= readRun())
  return {
    async readTarget(input, { number, connect }) {
      const github = await theRun()
      return number === undefined
        ? pullRequestTarget(input, github)
        : pullRequestTargetByNumber(github, number, await connect())
    },
    async readRepository(input) {
      return repositoryOf(input, await theRun())
    },
    async connect({ reviewToken, ...options }) {
      const github = await theRun()
      const { createGitHubApi } = await import('./github-api.js')
      const api = await createGitHubApi({
        ...options,
        token: reviewToken,
        apiUrl: github?.apiUrl,
        serverUrl: github?.serverUrl
      })
      return gitHubPlatform(options.record ? recordingGitHubApi(api, options.record) : api)
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
  const payloadId = (eventPayload as { repository?: { id?: unknown } } | undefined)?.repository?.id
  const repositoryId = /^[1-9]\d{0,15}$/.test(env.GITHUB_REPOSITORY_ID ?? '')
    ? Number(env.GITHUB_REPOSITORY_ID)
    : typeof payloadId === 'number' && Number.isSafeInteger(payloadId) && payloadId > 0
      ? payloadId
      : undefined
  return {
    eventName: env.GITHUB_EVENT_NAME,
    eventPayload,
    repository: env.GITHUB_REPOSITORY ?? '',
    repositoryId,
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
function pullRequestTarget(
  input: 'preview' | 'comment',
  github: GitHubRun | undefined
): PullRequestTarget {
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
  return { pullRequest, runUrl: runUrlOf(github), terms: GITHUB_TERMS }
}

/** The run's page, e.g. `https://github.com/acme/app/actions/runs/1`; '' when unknown. */
function runUrlOf(github: GitHubRun): string {
  return github.repository !== '' && /^\d+$/.test(github.runId)
    ? `${github.serverUrl.replace(/\/+$/, '')}/${github.repository}/actions/runs/${github.runId}`
    : ''
}

/** `owner/name` as GitHub allows them. */
const REPOSITORY_NAME = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/

/**
 * The repository of the run, with its id.
 *
 * @throws InputError naming `input` when the run names no repository or no id
 */
function repositoryOf(input: 'sweep' | 'pullRequest', github?: GitHubRun): GitHubRepository {
  if (!github || !REPOSITORY_NAME.test(github.repository) || github.repositoryId === undefined) {
    throw new InputError(
      input,
      `${input} works on the run's repository, and this run names none (GITHUB_REPOSITORY and GITHUB_REPOSITORY_ID are set on a runner).`
    )
  }
  const [owner = '', repo = ''] = github.repository.split('/')
  return gitHubRepository(owner, repo, github.repositoryId)
}

/**
 * The pull request `pullRequest` names, read from the API now, acting as its own event would:
 * closing when it is closed, else an update. On `workflow_run` the number may come
 * from an artifact the pull request's own code wrote, so the pull request's head must be the
 * commit the triggering run built (`workflow_run.head_sha`): a build cannot be deployed to
 * another pull request's preview.
 * https://docs.github.com/webhooks/webhook-events-and-payloads#workflow_run
 *
 * @throws InputError naming `pullRequest`; ReviewPlatformError when the read fails
 */
async function pullRequestTargetByNumber(
  github: GitHubRun | undefined,
  number: number,
  api: ReviewPlatform
): Promise<PullRequestTarget> {
  const event = github?.eventName ?? ''
  if (!github || !(BY_NUMBER_EVENTS as readonly string[]).includes(event)) {
    const triggered = github ? `the ${event} event` : 'no GitHub event (not on a runner)'
    throw new InputError(
      'pullRequest',
      `pullRequest names the pull request on runs of workflow_run and workflow_dispatch, but this run was triggered by ${triggered}${event.startsWith('pull_request') ? ': the event names its pull request, so leave pullRequest empty' : ''}.`
    )
  }
  let builtSha: string | undefined
  if (event === 'workflow_run') {
    const run = (github.eventPayload as { workflow_run?: { head_sha?: unknown } } | undefined)
      ?.workflow_run
    if (
      typeof run?.head_sha !== 'string' ||
      !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(run.head_sha)
    ) {
      throw new ActionFailure(
        'unexpected',
        'The workflow_run event (GITHUB_EVENT_PATH) names no workflow_run.head_sha, as GitHub sends it.'
      )
    }
    builtSha = run.head_sha
  }
  const repository = repositoryOf('pullRequest', github)
  const details = await api.getPullRequest(repository, number)
  if (builtSha !== undefined && details.headSha !== builtSha) {
    throw new InputError(
      'pullRequest',
      `Pull request #${number}'s head is commit ${details.headSha.slice(0, 7)}, but the workflow run that triggered this one built commit ${builtSha.slice(0, 7)}: nothing was deployed or written. Either the pull request was pushed to since (the run of that push deploys it), or the number does not belong to that build (a number read from an artifact is the pull request's code's to choose).`,
      'Pass the number of the pull request whose head the triggering run built.'
    )
  }
  return {
    pullRequest: {
      repository,
      lifecycle: details.state === 'closed' ? 'closed' : 'updated',
      state: details.state,
      number,
      title: details.title,
      headSha: details.headSha,
      headRef: details.headRef,
      isFork: details.isFork,
      merged: details.merged,
      author: details.author,
      labels: details.labels
    },
    runUrl: runUrlOf(github),
    terms: GITHUB_TERMS
  }
}
