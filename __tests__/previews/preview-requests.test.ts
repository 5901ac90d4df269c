/**
 * Requests to someone else's API are a budget (issue 46 item 6). Counted on a clean run (no
 * retry, comments on one page, no deployment environment), requests to the review platform only:
 * a first preview makes at most 8, an update at most 5, a delete at most 5, on GitHub and on
 * GitLab. The exact counts are docs/performance.md's ("Requests to the review platform").
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { FakeGitHub } from '../../test-support/fake-github/server.js'
import { FakeService } from '../../test-support/fake-service/server.js'
import { runPreview } from '../../test-support/harness/in-process.js'
import { FAKE_PROJECT, FakeGitLab, PROJECT_TOKEN } from '../../test-support/fake-gitlab/server.js'
import { inputReader } from '../../test-support/harness/inputs.js'
import { RecordingHost } from '../../test-support/harness/recording-host.js'
import { runAction } from '../../src/app/run.js'
import { gitLabReviewPort, type GitLabContext } from '../../src/gitlab/review-port.js'

let service: FakeService
beforeEach(async () => {
  service = new FakeService()
  await service.start()
})
afterEach(() => service.stop())

/** The requests a step made, by route, from `before` on. */
function routesSince<T extends { route?: string }>(requests: readonly T[], before: number) {
  return requests.slice(before).map(request => request.route)
}

describe('on GitHub', () => {
  let github: FakeGitHub
  beforeEach(async () => {
    github = new FakeGitHub()
    await github.start()
  })
  afterEach(() => github.stop())

  it('a first preview makes 7 (6, and its label for the sweep), an update 5, a delete 3', async () => {
    let before = github.requests.length
    const opened = await runPreview(service, github, { action: 'opened' })
    expect(opened.host.outputs.previewAction).toBe('created')
    const first = routesSince(github.requests, before)
    expect(first).toEqual([
      'listComments',
      'getPullRequest',
      'createComment',
      'listComments',
      'getPullRequest',
      'updateComment',
      'addLabels'
    ])

    // The event of the push carries the label the first run put on (runPreview takes the fake's).
    expect(github.pullRequest('acme/mobile-app', 12).labels).toEqual(['appetize-preview'])
    before = github.requests.length
    const pushed = await runPreview(service, github, {
      action: 'synchronize',
      headSha: 'b'.repeat(40)
    })
    expect(pushed.host.outputs.previewAction).toBe('updated')
    const update = routesSince(github.requests, before)
    expect(update).toEqual([
      'listComments',
      'getPullRequest',
      'listComments',
      'getPullRequest',
      'updateComment'
    ])

    before = github.requests.length
    const closed = await runPreview(service, github, { action: 'closed' })
    expect(closed.host.outputs.previewAction).toBe('deleted')
    const removal = routesSince(github.requests, before)
    expect(removal).toEqual(['listComments', 'getComment', 'updateComment'])

    expect(first.length).toBeLessThanOrEqual(8)
    expect(update.length).toBeLessThanOrEqual(5)
    expect(removal.length).toBeLessThanOrEqual(5)
  })
})

describe('on GitLab', () => {
  let gitlab: FakeGitLab
  beforeEach(async () => {
    gitlab = new FakeGitLab({ pathPrefix: '/gitlab' })
    await gitlab.start()
  })
  afterEach(() => gitlab.stop())

  async function run(mode: GitLabContext['mode']) {
    const host = new RecordingHost()
    const review = gitLabReviewPort({
      apiUrl: gitlab.url,
      project: String(FAKE_PROJECT.id),
      mergeRequestIid: 7,
      commitSha: gitlab.mergeRequest(FAKE_PROJECT.id, 7).sha,
      mode,
      runUrl: `${gitlab.serverUrl}/acme/mobile-app/-/jobs/42`
    })
    const build: Record<string, string> =
      mode === 'deploy' ? { url: 'https://builds.example.com/app.apk', platform: 'android' } : {}
    const outcome = await runAction(
      inputReader({
        apiToken: service.apiToken,
        githubToken: PROJECT_TOKEN,
        baseUrl: service.url,
        preview: 'true',
        ...build
      }),
      host,
      { review }
    )
    return { host, ...outcome }
  }

  it('a first preview makes 7 (6, and its label for the sweep), an update 5, a delete 4', async () => {
    let before = gitlab.requests.length
    const first = await run('deploy')
    expect(first.host.outputs.previewAction).toBe('created')
    const created = routesSince(gitlab.requests, before)
    expect(created).toEqual([
      'getMergeRequest',
      'listNotes',
      'createNote',
      'listNotes',
      'getMergeRequest',
      'updateNote',
      'updateMergeRequest'
    ])

    gitlab.moveHead(FAKE_PROJECT.id, 7, 'b'.repeat(40))
    before = gitlab.requests.length
    const second = await run('deploy')
    expect(second.host.outputs.previewAction).toBe('updated')
    const update = routesSince(gitlab.requests, before)
    expect(update).toEqual([
      'getMergeRequest',
      'listNotes',
      'listNotes',
      'getMergeRequest',
      'updateNote'
    ])

    before = gitlab.requests.length
    const stop = await run('stop')
    expect(stop.host.outputs.previewAction).toBe('deleted')
    const removal = routesSince(gitlab.requests, before)
    expect(removal).toEqual(['getMergeRequest', 'listNotes', 'getNote', 'updateNote'])

    expect(created.length).toBeLessThanOrEqual(8)
    expect(update.length).toBeLessThanOrEqual(5)
    expect(removal.length).toBeLessThanOrEqual(5)
  })
})
