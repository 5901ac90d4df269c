/**
 * Previews of runs that are not the pull request's own event, in process: `pullRequest` on a
 * `workflow_run` (the fork-safe pattern) or `workflow_dispatch` run reads the pull request from
 * the API and deploys or removes as its own event would; on `workflow_run` the pull request's head
 * must be the commit the triggering run built. And `keepLabel` keeps a preview through a close.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { FakeGitHub } from '../../test-support/fake-github/server.js'
import { FakeService } from '../../test-support/fake-service/server.js'
import { previewInputs, runInProcess, runPreview } from '../../test-support/harness/in-process.js'
import { fakeSha } from '../../test-support/harness/pull-request-event.js'
import {
  workflowRun,
  type WorkflowEventOptions
} from '../../test-support/harness/workflow-events.js'

const REPOSITORY = 'acme/mobile-app'
const HEAD = fakeSha('fork head')
let service: FakeService
let github: FakeGitHub

beforeEach(async () => {
  service = new FakeService({ apps: {} })
  github = new FakeGitHub()
  await Promise.all([service.start(), github.start()])
  github.addPullRequest(REPOSITORY, 12, { fork: true, headSha: HEAD, title: 'Dark mode' })
})
afterEach(async () => {
  await Promise.all([service.stop(), github.stop()])
})

function byNumber(event: Partial<WorkflowEventOptions> = {}, given: Record<string, string> = {}) {
  return runInProcess(
    { ...previewInputs(service), previewName: 'android', pullRequest: '12', ...given },
    workflowRun({ eventName: 'workflow_run', headSha: HEAD, apiUrl: github.url, ...event })
  )
}
const writes = () =>
  github.requests.filter(request => request.method !== 'GET' && request.route !== 'graphql')

describe('pullRequest on workflow_run', () => {
  it("deploys a fork's pull request, commented and noted with its head commit", async () => {
    const { host, succeeded } = await byNumber({}, { deploymentEnvironment: 'appetize-preview' })
    expect(succeeded).toBe(true)
    expect(host.outputs.previewAction).toBe('created')
    expect(service.requestsTo('create')[0]?.json).toMatchObject({
      note: `${REPOSITORY}#12 @ ${HEAD.slice(0, 7)}`
    })
    const [comment] = github.commentsOn(REPOSITORY, 12)
    expect(comment?.body).toContain(`| Commit | ${HEAD.slice(0, 7)} |`)
    expect(github.deploymentsOf(REPOSITORY)[0]?.ref).toBe(HEAD)
    expect(github.requestsTo('getPullRequest')[0]?.path).toBe(`/repos/${REPOSITORY}/pulls/12`)
  })

  it('removes the preview once the pull request is closed', async () => {
    await byNumber()
    github.pullRequestState(REPOSITORY, 12, 'closed', true)
    const { host, succeeded } = await byNumber({}, { url: '', platform: '' })
    expect(succeeded).toBe(true)
    expect(host.outputs.previewAction).toBe('deleted')
    expect(service.apps.size).toBe(0)
  })

  it('fails before anything is sent when the head is not the commit the run built', async () => {
    const { failure, host } = await byNumber({ headSha: fakeSha('another commit') })
    expect(failure?.title).toBe('Invalid input: pullRequest')
    expect(failure?.message).toMatch(
      /^Pull request #12's head is commit [0-9a-f]{7}, but the workflow run that triggered this one built commit [0-9a-f]{7}: nothing was deployed or written/
    )
    expect(host.outputs).toEqual({})
    expect(service.requests).toEqual([])
    expect(writes()).toEqual([])
  })

  it('is superseded, sending nothing, when the head moves after that check', async () => {
    // The first read is the check against workflow_run.head_sha; the push lands after it.
    const newer = fakeSha('a newer push')
    github.moveHead(REPOSITORY, 12, newer, { route: 'getPullRequest', count: 1 })
    const { host, succeeded } = await byNumber()
    expect(succeeded).toBe(true)
    expect(host.outputs).toEqual({ previewAction: 'superseded' })
    expect(host.printed).toContainEqual({
      kind: 'notice',
      title: 'Preview superseded',
      text: `Pull request #12 moved on from commit ${HEAD.slice(0, 7)}, which this run deploys as preview android, to ${newer.slice(0, 7)}; nothing was sent or written; the run of ${newer.slice(0, 7)} deploys the preview.`
    })
    expect(service.requests.filter(request => request.method !== 'GET')).toEqual([])
    expect(writes()).toEqual([])
  })

  it.each(['0', '-3', '12.5', 'twelve'])(
    'refuses pullRequest %j before any request',
    async value => {
      const { failure } = await byNumber({}, { pullRequest: value })
      expect(failure?.title).toBe('Invalid input: pullRequest')
      expect(failure?.message).toMatch(/pullRequest must be a whole number from 1/)
      expect(github.requests).toEqual([])
    }
  )
})

describe('pullRequest on other events', () => {
  it('deploys on workflow_dispatch, where whoever dispatched it chose the pull request', async () => {
    const { succeeded, host } = await byNumber({ eventName: 'workflow_dispatch' })
    expect(succeeded).toBe(true)
    expect(host.outputs.previewAction).toBe('created')
  })

  it('on workflow_dispatch, deploys the head read at the start, and nothing once it moved', async () => {
    const newer = fakeSha('a newer push')
    github.moveHead(REPOSITORY, 12, newer, { route: 'getPullRequest', count: 1 })
    const { succeeded, host } = await byNumber({ eventName: 'workflow_dispatch' })
    expect(succeeded).toBe(true)
    expect(host.outputs).toEqual({ previewAction: 'superseded' })
    expect(service.requests.filter(request => request.method !== 'GET')).toEqual([])
    expect(writes()).toEqual([])
  })

  it('is refused on a pull request event, which names its own pull request', async () => {
    const { failure } = await runPreview(
      service,
      github,
      { action: 'opened' },
      { pullRequest: '12' }
    )
    expect(failure?.title).toBe('Invalid input: pullRequest')
    expect(failure?.message).toMatch(
      /triggered by the pull_request event: the event names its pull request/
    )
    expect(service.requests).toEqual([])
  })

  it('is refused without preview or comment', async () => {
    const { failure } = await runInProcess({
      pullRequest: '12',
      ipBlocks: 'true',
      baseUrl: service.url
    })
    expect(failure?.title).toBe('Invalid input: pullRequest')
  })
})

describe('keepLabel on close', () => {
  it('keeps the app while the label is on, and removes it on a close without it', async () => {
    const opened = await runPreview(service, github, { action: 'opened' })
    const publicKey = opened.host.outputs.publicKey ?? ''
    const kept = await runPreview(service, github, { action: 'closed', labels: ['keep-preview'] })
    expect(kept.succeeded).toBe(true)
    expect(kept.host.outputs.previewAction).toBe('kept')
    expect(service.apps.has(publicKey)).toBe(true)
    const body = github.commentsOn(REPOSITORY, 12)[0]?.body ?? ''
    expect(body).toContain(`publicKey=${publicKey}`)
    expect(body).toContain(
      'Kept after the pull request closed: it carries the label keep\\-preview.'
    )
    expect(kept.host.printed).toContainEqual(
      expect.objectContaining({ kind: 'notice', title: 'Preview kept' })
    )

    const removed = await runPreview(service, github, { action: 'closed' })
    expect(removed.host.outputs.previewAction).toBe('deleted')
    expect(service.apps.has(publicKey)).toBe(false)
  })
})
