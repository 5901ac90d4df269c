/**
 * Pull request events as the runner hands them to an action: the webhook payload in a file at
 * `GITHUB_EVENT_PATH`, and the `GITHUB_*` variables of a run triggered by it. Pass `env` to
 * `runAction(inputs, { env })`.
 *
 * https://docs.github.com/webhooks/webhook-events-and-payloads#pull_request
 * https://docs.github.com/actions/reference/workflows-and-actions/variables#default-environment-variables
 */
import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FakeGitHub } from '../fake-github/server.js'
import type { GitHubRun } from '../../src/github/review-port.js'

/** The base repository's id in every payload (`base.repo.id`, `GITHUB_REPOSITORY_ID`). */
export const BASE_REPOSITORY_ID = 700001

export interface PullRequestEventOptions {
  /** Default `pull_request`. */
  readonly eventName?: 'pull_request' | 'pull_request_target'
  /** `opened` (default), `synchronize`, `reopened`, `closed`, … */
  readonly action?: string
  /** For `closed`: merged (true) or closed without merging (false, default). */
  readonly merged?: boolean
  /** Default 12. */
  readonly number?: number
  /** Default 'Add dark mode'. */
  readonly title?: string
  /** The head commit; default a SHA derived from the number and action. */
  readonly headSha?: string
  /** Default 'feature/dark-mode'. */
  readonly headRef?: string
  /** Default 'main'. */
  readonly baseRef?: string
  /** The base repository, `owner/name`; default 'acme/mobile-app'. */
  readonly repository?: string
  /**
   * The head is a fork (`octo-contributor/<name>`, `head.repo.fork` true), or a fork that was
   * deleted since (`'deleted'`: `head.repo` is null). Default false.
   */
  readonly fork?: boolean | 'deleted'
  /** Who opened the pull request and who triggered the run; default 'octo-contributor'. */
  readonly author?: string
  /** `GITHUB_API_URL`, e.g. the fake GitHub's `url`; default https://api.github.com. */
  readonly apiUrl?: string
  /** `GITHUB_SERVER_URL`; default https://github.com. */
  readonly serverUrl?: string
  /** `GITHUB_RUN_ID`; default '4242424242'. */
  readonly runId?: string
  /** The pull request's label names; default none. */
  readonly labels?: readonly string[]
}

/** An event written to disk, with the variables that point at it. */
export interface PullRequestEvent {
  readonly payload: Record<string, unknown>
  /** The payload file (`GITHUB_EVENT_PATH`). */
  readonly path: string
  /** The `GITHUB_*` variables the runner sets for the run. */
  readonly env: Record<string, string>
  /** Deletes the payload file. */
  readonly cleanup: () => Promise<void>
}

/** A fake but well-formed commit SHA for `seed`. */
export function fakeSha(seed: string): string {
  return createHash('sha1').update(seed).digest('hex')
}

/** The webhook payload of a pull request event (the fields the action and GitHub's docs name). */
export function pullRequestPayload(options: PullRequestEventOptions = {}): Record<string, unknown> {
  const number = options.number ?? 12
  const action = options.action ?? 'opened'
  const repository = options.repository ?? 'acme/mobile-app'
  const [owner = 'acme', name = 'mobile-app'] = repository.split('/')
  const author = options.author ?? 'octo-contributor'
  const serverUrl = options.serverUrl ?? 'https://github.com'
  const apiUrl = options.apiUrl ?? 'https://api.github.com'
  const headSha = options.headSha ?? fakeSha(`${number}:${action}`)
  const headRef = options.headRef ?? 'feature/dark-mode'
  const baseRef = options.baseRef ?? 'main'
  const closed = action === 'closed'
  const merged = closed && options.merged === true
  const repo = (fullName: string, id: number, fork: boolean): Record<string, unknown> => ({
    id,
    node_id: `R_${id}`,
    name: fullName.split('/')[1],
    full_name: fullName,
    owner: { login: fullName.split('/')[0], type: 'User' },
    private: false,
    fork,
    html_url: `${serverUrl}/${fullName}`,
    url: `${apiUrl}/repos/${fullName}`,
    default_branch: 'main'
  })
  const baseRepo = repo(repository, BASE_REPOSITORY_ID, false)
  const headRepo =
    options.fork === 'deleted'
      ? null
      : options.fork
        ? repo(`${author}/${name}`, 700002, true)
        : baseRepo
  const headOwner = options.fork ? author : owner
  const pullRequest = {
    url: `${apiUrl}/repos/${repository}/pulls/${number}`,
    id: 900000 + number,
    number,
    html_url: `${serverUrl}/${repository}/pull/${number}`,
    state: closed ? 'closed' : 'open',
    locked: false,
    title: options.title ?? 'Add dark mode',
    body: null,
    user: { login: author, type: 'User' },
    labels: (options.labels ?? []).map((name, index) => ({ id: 5000 + index, name })),
    draft: false,
    created_at: '2026-01-05T09:00:00Z',
    updated_at: '2026-01-05T09:30:00Z',
    closed_at: closed ? '2026-01-05T10:00:00Z' : null,
    merged_at: merged ? '2026-01-05T10:00:00Z' : null,
    merged,
    merge_commit_sha: fakeSha(`merge:${headSha}`),
    head: {
      label: `${headOwner}:${headRef}`,
      ref: headRef,
      sha: headSha,
      user: { login: headOwner },
      repo: headRepo
    },
    base: {
      label: `${owner}:${baseRef}`,
      ref: baseRef,
      sha: fakeSha(`base:${baseRef}`),
      user: { login: owner },
      repo: baseRepo
    },
    author_association: options.fork ? 'CONTRIBUTOR' : 'MEMBER'
  }
  const payload: Record<string, unknown> = {
    action,
    number,
    pull_request: pullRequest,
    repository: baseRepo,
    sender: { login: author, type: 'User' }
  }
  if (action === 'synchronize') {
    payload.before = fakeSha(`before:${headSha}`)
    payload.after = headSha
  }
  return payload
}

/**
 * Writes a pull request event to a temporary file and returns the variables a run of it has.
 * `GITHUB_SHA` and `GITHUB_REF` are the merge commit and `refs/pull/N/merge` for `pull_request`,
 * and the base branch for `pull_request_target`, as on GitHub.
 */
export async function pullRequestEvent(
  options: PullRequestEventOptions = {}
): Promise<PullRequestEvent> {
  const payload = pullRequestPayload(options)
  const pullRequest = payload.pull_request as {
    number: number
    merge_commit_sha: string
    head: { ref: string }
    base: { ref: string; sha: string }
  }
  const folder = await mkdtemp(join(tmpdir(), 'pull-request-event-'))
  const path = join(folder, 'event.json')
  await writeFile(path, JSON.stringify(payload, null, 2))
  const eventName = options.eventName ?? 'pull_request'
  const target = eventName === 'pull_request_target'
  const repository = options.repository ?? 'acme/mobile-app'
  const apiUrl = options.apiUrl ?? 'https://api.github.com'
  const author = options.author ?? 'octo-contributor'
  const ref = target
    ? `refs/heads/${pullRequest.base.ref}`
    : `refs/pull/${pullRequest.number}/merge`
  const env: Record<string, string> = {
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: repository,
    GITHUB_REPOSITORY_OWNER: repository.split('/')[0] ?? '',
    GITHUB_REPOSITORY_ID: String(BASE_REPOSITORY_ID),
    GITHUB_SHA: target ? pullRequest.base.sha : pullRequest.merge_commit_sha,
    GITHUB_REF: ref,
    GITHUB_REF_NAME: ref.replace(/^refs\/(heads|pull)\//, ''),
    GITHUB_REF_TYPE: 'branch',
    GITHUB_HEAD_REF: pullRequest.head.ref,
    GITHUB_BASE_REF: pullRequest.base.ref,
    GITHUB_API_URL: apiUrl,
    GITHUB_GRAPHQL_URL: apiUrl.endsWith('/api/v3')
      ? `${apiUrl.slice(0, -'/v3'.length)}/graphql`
      : `${apiUrl}/graphql`,
    GITHUB_SERVER_URL: options.serverUrl ?? 'https://github.com',
    GITHUB_RUN_ID: options.runId ?? '4242424242',
    GITHUB_RUN_NUMBER: '17',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_ACTOR: author,
    GITHUB_TRIGGERING_ACTOR: author,
    GITHUB_WORKFLOW: 'Preview',
    GITHUB_JOB: 'preview',
    GITHUB_ACTION: 'appetize'
  }
  return { payload, path, env, cleanup: () => rm(folder, { recursive: true, force: true }) }
}

/**
 * The GitHub run of a pull request event, for the core in process (`RecordingHost`): what
 * `readGitHubRun(process.env)` (src/github/review-port.ts) reads from the variables `pullRequestEvent` sets.
 */
export function pullRequestRun(options: PullRequestEventOptions = {}): GitHubRun {
  const payload = pullRequestPayload(options)
  const repository = options.repository ?? 'acme/mobile-app'
  return {
    eventName: options.eventName ?? 'pull_request',
    eventPayload: payload,
    repository,
    repositoryId: BASE_REPOSITORY_ID,
    sha: fakeSha(`merge:${(payload.pull_request as { head: { sha: string } }).head.sha}`),
    serverUrl: options.serverUrl ?? 'https://github.com',
    runId: options.runId ?? '4242424242',
    apiUrl: options.apiUrl ?? 'https://api.github.com'
  }
}

/**
 * The push that triggered the event: the fake GitHub's pull request gets the event's head (a
 * preview run checks that its commit is still the head). Not for a closing event.
 */
export function pushEvent(github: FakeGitHub, event: PullRequestEventOptions = {}): void {
  if (event.action === 'closed') return
  const payload = pullRequestPayload(event) as {
    number: number
    pull_request: { head: { sha: string } }
  }
  github.moveHead(
    event.repository ?? 'acme/mobile-app',
    payload.number,
    payload.pull_request.head.sha
  )
}
