/**
 * A sweep whose listing was cut off at its cap removes nothing (issue 48, item 3): a merge
 * request's notes on GitLab, a pull request's comments on GitHub, the service's app list. Each
 * case seeds a preview the sweep would remove, makes one listing name a next page for ever
 * (1,000 pages, the default cap), and checks that the app is still there and that no write was
 * sent. In process, against the fakes on loopback.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { FAKE_PROJECT, FakeGitLab, PROJECT_TOKEN } from '../../test-support/fake-gitlab/server.js'
import { FakeGitHub, WORKFLOW_TOKEN } from '../../test-support/fake-github/server.js'
import { timestamp } from '../../test-support/fake-github/records.js'
import { FakeService } from '../../test-support/fake-service/server.js'
import { inputReader } from '../../test-support/harness/inputs.js'
import { RecordingHost } from '../../test-support/harness/recording-host.js'
import { SEEDED_REPOSITORY, seedPreview } from '../../test-support/harness/seeded-previews.js'
import { workflowRun } from '../../test-support/harness/workflow-events.js'
import { runAction } from '../../src/app/run.js'
import { gitHubReviewPort } from '../../src/github/review-port.js'
import { gitLabReviewPort } from '../../src/gitlab/review-port.js'

const NOW = Date.parse('2026-11-22T10:00:00Z')
const DAY = 86_400_000
const CAP = 1000

describe('on GitLab', () => {
  let service: FakeService
  let gitlab: FakeGitLab
  beforeEach(async () => {
    service = new FakeService()
    gitlab = new FakeGitLab()
    await Promise.all([service.start(), gitlab.start()])
  })
  afterEach(() => Promise.all([service.stop(), gitlab.stop()]))

  async function run(mode: 'deploy' | 'sweep') {
    const host = new RecordingHost()
    const review = gitLabReviewPort({
      apiUrl: gitlab.url,
      project: String(FAKE_PROJECT.id),
      ...(mode === 'sweep'
        ? {}
        : { mergeRequestIid: 7, commitSha: gitlab.mergeRequest(FAKE_PROJECT.id, 7).sha }),
      mode: 'deploy',
      runUrl: ''
    })
    const inputs: Record<string, string> =
      mode === 'sweep'
        ? { sweep: 'true' }
        : { preview: 'true', url: 'https://builds.example.com/app.apk', platform: 'android' }
    const outcome = await runAction(
      inputReader({
        apiToken: service.apiToken,
        githubToken: PROJECT_TOKEN,
        baseUrl: service.url,
        ...inputs
      }),
      host,
      { review }
    )
    return { host, ...outcome }
  }

  it("removes nothing when a merge request's notes never end", async () => {
    const deployed = await run('deploy')
    const publicKey = deployed.host.outputs.publicKey ?? ''
    expect(service.apps.has(publicKey)).toBe(true)
    gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { state: 'merged' })
    const before = gitlab.requests.length
    for (let page = 1; page <= CAP + 1; page++) {
      gitlab.injectFault('listNotes', {
        status: 200,
        body: '[]',
        headers: { 'x-next-page': String(page + 1) }
      })
    }
    const { succeeded, failure, host } = await run('sweep')
    expect(succeeded).toBe(false)
    expect(failure?.message).toMatch(
      /The listing of the notes of merge request !7 stopped at its cap of 1,000 pages, with a next page still named; nothing was removed\.$/
    )
    expect(host.outputs).toEqual({})
    expect(service.apps.has(publicKey)).toBe(true)
    expect(service.requestsTo('delete')).toEqual([])
    const sweepRequests = gitlab.requests.slice(before)
    expect(sweepRequests.filter(request => request.route === 'listNotes')).toHaveLength(CAP)
    expect(sweepRequests.filter(request => request.method !== 'GET')).toEqual([])
  }, 30_000)
})

describe('on GitHub', () => {
  let service: FakeService
  let github: FakeGitHub
  beforeEach(async () => {
    service = new FakeService({ apps: {}, listNotes: true })
    github = new FakeGitHub()
    await Promise.all([service.start(), github.start()])
  })
  afterEach(() => Promise.all([service.stop(), github.stop()]))

  async function sweep() {
    const host = new RecordingHost({ now: NOW })
    const run = workflowRun({ eventName: 'schedule', apiUrl: github.url })
    const outcome = await runAction(
      inputReader({
        sweep: 'true',
        previewTtl: '7d',
        apiToken: service.apiToken,
        githubToken: WORKFLOW_TOKEN,
        baseUrl: service.url
      }),
      host,
      { review: gitHubReviewPort(() => Promise.resolve(run)) }
    )
    return { host, ...outcome }
  }

  /** A preview of a pull request closed yesterday: a sweep removes it. */
  const seedClosed = (): string =>
    seedPreview(service, github, {
      number: 3,
      deployedAt: NOW - 3 * DAY,
      pullRequest: { state: 'closed', updatedAt: timestamp(new Date(NOW - DAY)) }
    })
  const writes = () =>
    github.requests.filter(request => request.method !== 'GET' && request.route !== 'graphql')

  it("removes nothing when a pull request's comments never end", async () => {
    const app = seedClosed()
    for (let page = 2; page <= CAP + 1; page++) {
      const next = `${github.url}/repos/${SEEDED_REPOSITORY}/issues/3/comments?per_page=100&page=${page}`
      github.injectFault('listComments', {
        status: 200,
        body: '[]',
        headers: { link: `<${next}>; rel="next"` }
      })
    }
    const { succeeded, failure, host } = await sweep()
    expect(succeeded).toBe(false)
    expect(failure?.message).toMatch(
      /The listing of the comments of pull request #3 stopped at its cap of 1,000 pages, with a next page still named; nothing was removed\.$/
    )
    expect(github.requests.filter(request => request.route === 'listComments')).toHaveLength(CAP)
    expect(host.outputs).toEqual({})
    expect(service.apps.has(app)).toBe(true)
    expect(service.requestsTo('delete')).toEqual([])
    expect(writes()).toEqual([])
  }, 60_000)

  it("removes nothing when the service's app list never ends", async () => {
    const app = seedClosed()
    for (let page = 1; page <= CAP + 1; page++) {
      service.injectFault('list', {
        status: 200,
        body: JSON.stringify({ data: [], hasMore: true, nextKey: `k${page}` })
      })
    }
    const { succeeded, failure, host } = await sweep()
    expect(succeeded).toBe(false)
    expect(failure?.message).toBe(
      "The listing of the service's apps stopped at its cap of 1,000 pages, with a next page still named. The sweep removed nothing."
    )
    expect(service.requestsTo('list')).toHaveLength(CAP)
    expect(host.outputs).toEqual({})
    expect(service.apps.has(app)).toBe(true)
    expect(service.requestsTo('delete')).toEqual([])
    expect(writes()).toEqual([])
  }, 30_000)
})
