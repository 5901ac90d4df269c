/**
 * The pull request a run was triggered by, read from the event name and the event's payload
 * (the JSON file at `GITHUB_EVENT_PATH`). The payload is checked field by field: its strings come
 * from whoever opened the pull request (title, branch name, a fork's name) and stay raw here, to
 * be escaped wherever they are shown.
 *
 * https://docs.github.com/webhooks/webhook-events-and-payloads#pull_request
 */
import type { Lifecycle, PullRequestContext } from '../review/pull-request.js'
import { gitHubRepository } from './octokit.js'

/** The events that carry a pull request the action can manage a preview for. */
export const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'] as const
export type PullRequestEventName = (typeof PULL_REQUEST_EVENTS)[number]

/** The event payload is not a pull request event as GitHub sends it. */
export class PullRequestPayloadError extends Error {
  override readonly name = 'PullRequestPayloadError'
}

/** True for `pull_request` and `pull_request_target`. */
export function isPullRequestEvent(eventName: string): eventName is PullRequestEventName {
  return (PULL_REQUEST_EVENTS as readonly string[]).includes(eventName)
}

/**
 * Reads the pull request from a parsed event payload.
 *
 * @param eventName `GITHUB_EVENT_NAME`
 * @param payload the parsed JSON of `GITHUB_EVENT_PATH`
 * @returns the pull request, or undefined when the event is not a pull request event
 * @throws PullRequestPayloadError when the payload lacks a field or holds a malformed one
 */
export function readPullRequest(
  eventName: string,
  payload: unknown
): PullRequestContext | undefined {
  if (!isPullRequestEvent(eventName)) return undefined
  const event = record(payload, 'the event payload')
  const pullRequest = record(event.pull_request, 'pull_request')
  const head = record(pullRequest.head, 'pull_request.head')
  const base = record(pullRequest.base, 'pull_request.base')
  const baseRepository = record(base.repo, 'pull_request.base.repo')
  const baseFullName = text(baseRepository.full_name, 'pull_request.base.repo.full_name', NAME)
  const [baseOwner = '', baseRepo = ''] = baseFullName.split('/')
  // A deleted fork leaves head.repo null: treat it as a fork (no trust to lose).
  const headRepository =
    head.repo === null ? undefined : record(head.repo, 'pull_request.head.repo')
  const headFullName =
    headRepository && text(headRepository.full_name, 'pull_request.head.repo.full_name', NAME)
  const number = positiveInteger(pullRequest.number ?? event.number, 'pull_request.number')
  const baseRepositoryId = positiveInteger(baseRepository.id, 'pull_request.base.repo.id')
  const action = text(event.action, 'action', /^[a-z_]{1,40}$/)
  return {
    repository: gitHubRepository(baseOwner, baseRepo, baseRepositoryId),
    lifecycle: lifecycleOf(action),
    // The payload's state when the event happened (a re-run carries it as it was then).
    state: pullRequest.state === 'closed' || action === 'closed' ? 'closed' : 'open',
    number,
    title: text(pullRequest.title ?? '', 'pull_request.title', /^[^]{0,1024}$/),
    headSha: text(head.sha, 'pull_request.head.sha', /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/),
    headRef: text(head.ref, 'pull_request.head.ref', /^[^]{1,1024}$/),
    // Not `head.repo.fork`: that is also true for a pull request inside a repository that is
    // itself a fork, whose runs do get its secrets.
    isFork:
      headFullName === undefined ||
      headFullName.toLowerCase() !== baseFullName.toLowerCase() ||
      headRepository?.id !== baseRepository.id,
    merged: pullRequest.merged === true,
    author: authorOf(pullRequest.user),
    labels: labelNames(pullRequest.labels)
  }
}

/**
 * A pull request event's action as the preview's lifecycle: `opened` its first run, `closed` its
 * removal, any other (`synchronize`, `reopened`, `edited`, `labeled`, …) an update.
 */
export function lifecycleOf(action: string): Lifecycle {
  return action === 'opened' ? 'opened' : action === 'closed' ? 'closed' : 'updated'
}

/** The names of a payload's `labels` list; [] when there is none. */
export function labelNames(labels: unknown): string[] {
  if (!Array.isArray(labels)) return []
  return labels.flatMap(label => {
    const name = (label as { name?: unknown } | null)?.name
    return typeof name === 'string' ? [name] : []
  })
}

/** `owner/name` as GitHub allows them. */
const NAME = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/

function record(value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new PullRequestPayloadError(`${what} is missing from the event payload`)
  }
  return value as Record<string, unknown>
}

function positiveInteger(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new PullRequestPayloadError(`${what} is not a positive integer`)
  }
  return value
}

function text(value: unknown, what: string, pattern: RegExp): string {
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw new PullRequestPayloadError(`${what} in the event payload is missing or malformed`)
  }
  return value
}

/** The login of a payload's `user` object; '' when there is none. */
function authorOf(user: unknown): string {
  const login = (user as { login?: unknown } | null | undefined)?.login
  return typeof login === 'string' ? login : ''
}
