/**
 * A re-run of an earlier push after the pull request closed still carries the `synchronize`
 * payload: the step asks GitHub for the pull request's state now and creates no app on a closed
 * pull request (nothing would ever delete it). Updating a recorded app needs no such check (the
 * same read tells whether the head is still the run's commit).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { FakeGitHub } from '../../test-support/fake-github/server.js'
import { FakeService } from '../../test-support/fake-service/server.js'
import { runPreview } from '../../test-support/harness/in-process.js'
import type { PullRequestEventOptions } from '../../test-support/harness/pull-request-event.js'
import { parseMarker } from '../../src/features/previews/preview-record.js'

const REPOSITORY = 'acme/mobile-app'
let service: FakeService
let github: FakeGitHub

beforeEach(async () => {
  service = new FakeService()
  github = new FakeGitHub()
  await Promise.all([service.start(), github.start()])
})
afterEach(async () => {
  await Promise.all([service.stop(), github.stop()])
})

/** One run of the step for a pull request event (test-support/harness/in-process.ts). */
const preview = (event: PullRequestEventOptions = {}, given: Record<string, string> = {}) =>
  runPreview(service, github, event, given)

const stateReads = () => github.requestsTo('getPullRequest')

describe('a pull request closed now', () => {
  it('gets no app from a re-run of an earlier push: skipped with a notice, nothing written', async () => {
    await preview({ action: 'opened' })
    await preview({ action: 'closed' })
    github.pullRequestState(REPOSITORY, 12, 'closed')
    const commentBefore = github.commentsOn(REPOSITORY, 12)[0]?.body
    github.requests.length = 0

    const rerun = await preview({ action: 'synchronize', headSha: 'c'.repeat(40) })

    expect(rerun.succeeded).toBe(true)
    expect(rerun.host.outputs).toEqual({ previewAction: 'skipped' })
    expect(rerun.host.printed).toContainEqual({
      kind: 'notice',
      title: 'Preview skipped',
      text: 'Pull request #12 is closed now: no preview app is created (a re-run of an earlier push?).'
    })
    expect(service.requestsTo('create')).toHaveLength(1) // the opened run's
    expect(service.apps.size).toBe(1) // the fake's default app only
    expect(stateReads().map(request => request.path)).toEqual([`/repos/${REPOSITORY}/pulls/12`])
    expect(github.requestsTo('createComment')).toEqual([])
    expect(github.requestsTo('updateComment')).toEqual([])
    expect(github.commentsOn(REPOSITORY, 12)[0]?.body).toBe(commentBefore)
    expect(rerun.host.summary).toContain('closed now')
  })

  it('is skipped in a dry run too, showing no request to create', async () => {
    github.pullRequestState(REPOSITORY, 12, 'closed', true)
    const { host, succeeded } = await preview({ action: 'synchronize' }, { dryRun: 'true' })
    expect(succeeded).toBe(true)
    expect(host.printed.filter(entry => entry.kind === 'block')).toEqual([])
    expect(host.printed).toContainEqual(
      expect.objectContaining({ kind: 'notice', text: expect.stringMatching(/#12 is closed now/) })
    )
    expect(stateReads()).toHaveLength(1)
    expect(service.requests.filter(request => request.method !== 'GET')).toEqual([])
    // Nothing but reads: no "who am I" either (the records bind their comment's author).
    expect(github.requests.filter(request => request.method !== 'GET')).toHaveLength(0)
  })
})

describe('a pull request open now', () => {
  it('gets its app on the first push, the pull request read before and after the build', async () => {
    const { host, succeeded } = await preview({ action: 'opened' })
    expect(succeeded).toBe(true)
    expect(host.outputs.previewAction).toBe('created')
    expect(service.requestsTo('create')).toHaveLength(1)
    expect(stateReads()).toHaveLength(2)
  })

  it('updates a recorded app of a pull request closed now (the close deletes it)', async () => {
    const opened = await preview({ action: 'opened' })
    github.requests.length = 0
    github.pullRequestState(REPOSITORY, 12, 'closed')
    const pushed = await preview({ action: 'synchronize', headSha: 'd'.repeat(40) })
    expect(pushed.host.outputs).toMatchObject({
      previewAction: 'updated',
      publicKey: opened.host.outputs.publicKey
    })
    expect(stateReads()).toHaveLength(2)
  })

  it('is created, with a warning, when the state cannot be read', async () => {
    github.injectFault('getPullRequest', { status: 503 })
    const { host, succeeded } = await preview({ action: 'opened' })
    expect(succeeded).toBe(true)
    expect(host.outputs.previewAction).toBe('created')
    expect(host.warnings).toContainEqual({
      kind: 'warning',
      title: 'Pull request state unknown',
      text: expect.stringMatching(
        /^Reading the pull request failed: GitHub answered 503.*; the build is sent as if the pull request were open at the commit this run deploys\.$/
      )
    })
    expect(parseMarker(github.commentsOn(REPOSITORY, 12)[0]?.body ?? '')?.publicKey).toBe(
      host.outputs.publicKey
    )
  })
})
