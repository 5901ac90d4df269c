/**
 * The events of runs that are not the pull request's own, as the runner hands them to an action:
 * `workflow_run` (a trusted workflow after a pull request's build, the fork-safe pattern),
 * `schedule` and `workflow_dispatch` (a sweep, or a preview by hand). The payload goes to a file
 * at `GITHUB_EVENT_PATH`; pass `env` to `runAction(inputs, { env })`, or the `GitHubRun` to the
 * core in process.
 *
 * https://docs.github.com/webhooks/webhook-events-and-payloads#workflow_run
 * https://docs.github.com/actions/reference/workflows-and-actions/events-that-trigger-workflows#schedule
 * https://docs.github.com/webhooks/webhook-events-and-payloads#workflow_dispatch
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GitHubRun } from '../../src/github/review-port.js'
import { BASE_REPOSITORY_ID, fakeSha, type PullRequestEvent } from './pull-request-event.js'

export interface WorkflowEventOptions {
  readonly eventName: 'workflow_run' | 'schedule' | 'workflow_dispatch'
  /** The repository, `owner/name`; default 'acme/mobile-app'. */
  readonly repository?: string
  /** `GITHUB_API_URL`, e.g. the fake GitHub's `url`; default https://api.github.com. */
  readonly apiUrl?: string
  /** `GITHUB_SERVER_URL`; default https://github.com. */
  readonly serverUrl?: string
  /** `GITHUB_RUN_ID`; default '5151515151'. */
  readonly runId?: string
  /** workflow_run: the commit the triggering run built (`workflow_run.head_sha`). */
  readonly headSha?: string
  /** workflow_run: the triggering run's head repository; default a fork, `octo-contributor/…`. */
  readonly headRepository?: string
  /** workflow_dispatch: the inputs it was dispatched with. */
  readonly inputs?: Readonly<Record<string, string>>
}

/** The webhook payload of the event. */
export function workflowEventPayload(options: WorkflowEventOptions): Record<string, unknown> {
  const repository = options.repository ?? 'acme/mobile-app'
  const apiUrl = options.apiUrl ?? 'https://api.github.com'
  const serverUrl = options.serverUrl ?? 'https://github.com'
  const repo = (fullName: string, id: number): Record<string, unknown> => ({
    id,
    name: fullName.split('/')[1],
    full_name: fullName,
    owner: { login: fullName.split('/')[0], type: 'User' },
    html_url: `${serverUrl}/${fullName}`,
    url: `${apiUrl}/repos/${fullName}`,
    default_branch: 'main'
  })
  const base = repo(repository, BASE_REPOSITORY_ID)
  const sender = { login: 'octo-maintainer', type: 'User' }
  switch (options.eventName) {
    case 'schedule':
      return {
        schedule: '17 3 * * *',
        workflow: '.github/workflows/preview-sweep.yml',
        repository: base,
        sender
      }
    case 'workflow_dispatch':
      return {
        inputs: options.inputs ?? {},
        ref: 'refs/heads/main',
        repository: base,
        sender,
        workflow: '.github/workflows/preview-sweep.yml'
      }
    case 'workflow_run': {
      const headRepository =
        options.headRepository ?? `octo-contributor/${repository.split('/')[1]}`
      return {
        action: 'completed',
        workflow_run: {
          id: 6161616161,
          name: 'Build preview',
          event: 'pull_request',
          status: 'completed',
          conclusion: 'success',
          head_sha: options.headSha ?? fakeSha('workflow_run'),
          head_branch: 'feature/dark-mode',
          // A fork's pull request is not listed here: its number travels in an artifact.
          pull_requests: [],
          head_repository: repo(
            headRepository,
            headRepository === repository ? BASE_REPOSITORY_ID : 700002
          ),
          repository: base
        },
        workflow: {
          id: 71717171,
          name: 'Build preview',
          path: '.github/workflows/preview-build.yml'
        },
        repository: base,
        sender
      }
    }
  }
}

/** The `GITHUB_*` variables of such a run on the default branch. */
function runVariables(options: WorkflowEventOptions, path: string): Record<string, string> {
  const repository = options.repository ?? 'acme/mobile-app'
  const apiUrl = options.apiUrl ?? 'https://api.github.com'
  return {
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: repository,
    GITHUB_REPOSITORY_OWNER: repository.split('/')[0] ?? '',
    GITHUB_REPOSITORY_ID: String(BASE_REPOSITORY_ID),
    GITHUB_SHA: fakeSha('main'),
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REF_TYPE: 'branch',
    GITHUB_API_URL: apiUrl,
    GITHUB_GRAPHQL_URL: `${apiUrl}/graphql`,
    GITHUB_SERVER_URL: options.serverUrl ?? 'https://github.com',
    GITHUB_RUN_ID: options.runId ?? '5151515151',
    GITHUB_RUN_NUMBER: '3',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_ACTOR: 'octo-maintainer',
    GITHUB_WORKFLOW: options.eventName === 'workflow_run' ? 'Deploy preview' : 'Preview sweep',
    GITHUB_JOB: 'appetize',
    GITHUB_ACTION: 'appetize'
  }
}

/** Writes the event to a temporary file and returns the variables a run of it has. */
export async function workflowEvent(options: WorkflowEventOptions): Promise<PullRequestEvent> {
  const payload = workflowEventPayload(options)
  const folder = await mkdtemp(join(tmpdir(), 'workflow-event-'))
  const path = join(folder, 'event.json')
  await writeFile(path, JSON.stringify(payload, null, 2))
  return {
    payload,
    path,
    env: runVariables(options, path),
    cleanup: () => rm(folder, { recursive: true, force: true })
  }
}

/** The GitHub run of such an event, for the core in process (`RecordingHost`). */
export function workflowRun(options: WorkflowEventOptions): GitHubRun {
  return {
    eventName: options.eventName,
    eventPayload: workflowEventPayload(options),
    repository: options.repository ?? 'acme/mobile-app',
    repositoryId: BASE_REPOSITORY_ID,
    sha: fakeSha('main'),
    serverUrl: options.serverUrl ?? 'https://github.com',
    runId: options.runId ?? '5151515151',
    apiUrl: options.apiUrl ?? 'https://api.github.com'
  }
}
