/**
 * Reading the pull request from the event: what a run on each pull request event sees, forks
 * told apart from branches, and payloads that are not what GitHub sends refused.
 */
import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import {
  fakeSha,
  pullRequestEvent,
  pullRequestPayload,
  type PullRequestEventOptions
} from '../../test-support/harness/pull-request-event.js'
import { PullRequestPayloadError, readPullRequest } from '../../src/github/pull-request-event.js'
import { isClosing } from '../../src/review/pull-request.js'

/** The payload fields the refusal cases change. */
interface Payload {
  action: unknown
  pull_request: {
    number: unknown
    title: unknown
    head: { sha: unknown; ref: unknown }
    base: { repo: { full_name: unknown; id: unknown } }
  }
}

function read(options: PullRequestEventOptions = {}, eventName = 'pull_request') {
  return readPullRequest(eventName, pullRequestPayload(options))
}

describe('readPullRequest', () => {
  it('reads a pull request opened from a branch of the repository', () => {
    const sha = fakeSha('head')
    expect(read({ number: 7, headSha: sha, title: 'Dark mode', labels: ['keep-preview'] })).toEqual(
      {
        repository: {
          display: 'acme/mobile-app',
          binding: '700001',
          owner: 'acme',
          repo: 'mobile-app'
        },
        lifecycle: 'opened',
        state: 'open',
        author: 'octo-contributor',
        labels: ['keep-preview'],
        number: 7,
        title: 'Dark mode',
        headSha: sha,
        headRef: 'feature/dark-mode',
        isFork: false,
        merged: false
      }
    )
  })

  it.each(['synchronize', 'reopened', 'edited'])('reads the action %s as an update', action => {
    const pullRequest = read({ action })
    expect(pullRequest?.lifecycle).toBe('updated')
    expect(pullRequest && isClosing(pullRequest)).toBe(false)
  })

  it('tells a merged close from an unmerged one', () => {
    const merged = read({ action: 'closed', merged: true })
    const abandoned = read({ action: 'closed', merged: false })
    expect(merged && isClosing(merged)).toBe(true)
    expect([merged?.merged, abandoned?.merged]).toEqual([true, false])
  })

  it('recognises a fork, and a fork that was deleted, on both events', () => {
    expect(read({ fork: true })?.isFork).toBe(true)
    expect(read({ fork: 'deleted' })?.isFork).toBe(true)
    expect(read({ fork: true }, 'pull_request_target')).toMatchObject({
      isFork: true,
      repository: { display: 'acme/mobile-app' }
    })
  })

  it('does not take a branch of a repository that is itself a fork for a fork pull request', () => {
    const payload = pullRequestPayload({ repository: 'alice/mobile-app' })
    const pullRequest = payload.pull_request as { head: { repo: { fork: boolean } } }
    pullRequest.head.repo = { ...pullRequest.head.repo, fork: true }
    const base = (payload.pull_request as { base: { repo: Record<string, unknown> } }).base
    base.repo = { ...base.repo, fork: true }
    expect(readPullRequest('pull_request', payload)?.isFork).toBe(false)
  })

  it('keeps hostile text raw (it is escaped where it is shown)', () => {
    const title = '<img src=x> [link](https://evil) @everyone\n::error::x'
    expect(read({ title, headRef: 'x"><script>' })).toMatchObject({
      title,
      headRef: 'x"><script>'
    })
  })

  it('answers undefined for an event that is not a pull request', () => {
    expect(readPullRequest('push', { ref: 'refs/heads/main' })).toBeUndefined()
    expect(readPullRequest('pull_request_review', pullRequestPayload())).toBeUndefined()
  })

  it.each<[string, (payload: Payload) => void]>([
    ['no pull_request', payload => Reflect.deleteProperty(payload, 'pull_request')],
    ['a short head sha', payload => (payload.pull_request.head.sha = 'abc123')],
    ['an upper-case action', payload => (payload.action = 'Opened')],
    ['number 0', payload => (payload.pull_request.number = 0)],
    ['a fractional number', payload => (payload.pull_request.number = 1.5)],
    ['a base repository name with a space', p => (p.pull_request.base.repo.full_name = 'a/b c')],
    ['a base repository id that is text', p => (p.pull_request.base.repo.id = '700001')],
    ['a title that is not text', payload => (payload.pull_request.title = { x: 1 })],
    ['a head ref that is empty', payload => (payload.pull_request.head.ref = '')]
  ])('refuses a payload with %s', (_name, change) => {
    const payload = pullRequestPayload() as unknown as Payload
    change(payload)
    expect(() => readPullRequest('pull_request', payload)).toThrow(PullRequestPayloadError)
  })

  it('refuses a payload that is not an object', () => {
    expect(() => readPullRequest('pull_request', null)).toThrow(PullRequestPayloadError)
    expect(() => readPullRequest('pull_request', '{}')).toThrow(/event payload/)
  })
})

describe('pullRequestEvent (harness)', () => {
  it('writes the payload and sets the variables of a pull_request run', async () => {
    const event = await pullRequestEvent({ number: 5, apiUrl: 'http://127.0.0.1:9/api/v3' })
    try {
      expect(JSON.parse(readFileSync(event.path, 'utf8'))).toEqual(event.payload)
      expect(event.env).toMatchObject({
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event.path,
        GITHUB_REPOSITORY: 'acme/mobile-app',
        GITHUB_REF: 'refs/pull/5/merge',
        GITHUB_HEAD_REF: 'feature/dark-mode',
        GITHUB_BASE_REF: 'main',
        GITHUB_API_URL: 'http://127.0.0.1:9/api/v3',
        GITHUB_GRAPHQL_URL: 'http://127.0.0.1:9/api/graphql',
        GITHUB_SERVER_URL: 'https://github.com'
      })
      const pullRequest = event.payload.pull_request as { merge_commit_sha: string }
      expect(event.env.GITHUB_SHA).toBe(pullRequest.merge_commit_sha)
    } finally {
      await event.cleanup()
    }
    expect(existsSync(event.path)).toBe(false)
  })

  it('runs pull_request_target on the base branch', async () => {
    const event = await pullRequestEvent({ eventName: 'pull_request_target', fork: true })
    await event.cleanup()
    const base = (event.payload.pull_request as { base: { sha: string } }).base
    expect(event.env).toMatchObject({ GITHUB_REF: 'refs/heads/main', GITHUB_SHA: base.sha })
  })
})
