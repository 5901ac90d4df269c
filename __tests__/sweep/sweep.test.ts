/**
 * The preview sweep in process, against the fake service and the fake GitHub: it removes the
 * previews of closed and expired pull requests, keeps labelled and fresh ones, acts only on
 * signed records in the token's own comments, reports possible leaks without deleting them,
 * stops at the guard rail before removing anything, writes nothing in a dry run, and waits out
 * GitHub's rate limit on the host's clock.
 */
import { plainText } from '../../src/shared/message.js'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  ACTIONS_BOT_LOGIN,
  FakeGitHub,
  WORKFLOW_TOKEN
} from '../../test-support/fake-github/server.js'
import { timestamp } from '../../test-support/fake-github/records.js'
import { FakeService } from '../../test-support/fake-service/server.js'
import { inputReader } from '../../test-support/harness/inputs.js'
import { RecordingHost } from '../../test-support/harness/recording-host.js'
import {
  recordKey,
  SEEDED_REPOSITORY,
  seedPreview,
  type SeedOptions
} from '../../test-support/harness/seeded-previews.js'
import { currentKey } from '../../test-support/harness/trusted-record.js'
import { renderMarker } from '../../src/features/previews/preview-record.js'
import { workflowRun } from '../../test-support/harness/workflow-events.js'
import { gitHubReviewPort } from '../../src/github/review-port.js'
import { runAction } from '../../src/app/run.js'

const NOW = Date.parse('2026-11-22T10:00:00Z')
const DAY = 86_400_000
const ago = (days: number): string => timestamp(new Date(NOW - days * DAY))
let service: FakeService
let github: FakeGitHub

beforeEach(async () => {
  service = new FakeService({ apps: {}, listNotes: true, appsPageSize: 2 })
  github = new FakeGitHub({ maxPerPage: 2 })
  await Promise.all([service.start(), github.start()])
})
afterEach(async () => {
  await Promise.all([service.stop(), github.stop()])
})

const seed = (options: SeedOptions): string => seedPreview(service, github, options)

/** One sweep run on a `schedule` event, at NOW. */
async function sweep(given: Record<string, string> = {}) {
  const host = new RecordingHost({ now: NOW })
  const run = workflowRun({ eventName: 'schedule', apiUrl: github.url })
  const outcome = await runAction(
    inputReader({
      sweep: 'true',
      previewTtl: '7d',
      apiToken: service.apiToken,
      githubToken: WORKFLOW_TOKEN,
      baseUrl: service.url,
      ...given
    }),
    host,
    { review: gitHubReviewPort(() => Promise.resolve(run)) }
  )
  return { host, ...outcome }
}

const swept = (host: RecordingHost) =>
  (JSON.parse(host.outputs.sweptPreviews ?? 'null') as { pullRequest: number }[]).sort(
    (a, b) => a.pullRequest - b.pullRequest
  )
/** The labels of the sweep's index, which a sweep keeps (sweep-index.test.ts, sweep-requests.test.ts). */
const INDEX_ROUTES = new Set(['addLabels', 'removeLabel', 'createLabel', 'updateLabel'])
/** What the sweep wrote to the pull requests' comments and deployments. */
const writes = () =>
  github.requests.filter(
    request =>
      request.method !== 'GET' &&
      request.route !== 'graphql' &&
      !INDEX_ROUTES.has(request.route ?? '')
  )

/** Open, expired, closed, labelled, long-untouched and long-closed pull requests. */
function seedRepository(): Record<string, string> {
  return {
    fresh: seed({ number: 1, deployedAt: NOW - DAY, pullRequest: { updatedAt: ago(1) } }),
    expired: seed({ number: 2, deployedAt: NOW - 10 * DAY, pullRequest: { updatedAt: ago(10) } }),
    merged: seed({
      number: 3,
      deployedAt: NOW - 3 * DAY,
      environment: 'appetize-preview',
      pullRequest: { state: 'closed', merged: true, updatedAt: ago(2) }
    }),
    labelled: seed({
      number: 4,
      deployedAt: NOW - 30 * DAY,
      pullRequest: { state: 'closed', labels: ['Keep-Preview'], updatedAt: ago(5) }
    }),
    untouched: seed({
      number: 5,
      deployedAt: NOW - 200 * DAY,
      pullRequest: { updatedAt: ago(200) }
    }),
    longClosed: seed({
      number: 6,
      deployedAt: NOW - 130 * DAY,
      pullRequest: { state: 'closed', updatedAt: ago(120) }
    })
  }
}

describe('a sweep', () => {
  it('removes the previews of closed and expired pull requests and keeps the others', async () => {
    const apps = seedRepository()
    const { host, succeeded } = await sweep()
    expect(succeeded).toBe(true)
    expect(swept(host)).toEqual([
      { pullRequest: 2, previewName: 'android', publicKey: apps.expired, reason: 'expired' },
      { pullRequest: 3, previewName: 'android', publicKey: apps.merged, reason: 'closed' },
      { pullRequest: 5, previewName: 'android', publicKey: apps.untouched, reason: 'expired' }
    ])
    // Closed more than 90 days ago: not read, so its app stays (its close removed it then).
    expect([...service.apps.keys()].sort()).toEqual(
      [apps.fresh, apps.labelled, apps.longClosed].sort()
    )
    const body = (number: number) => github.commentsOn(SEEDED_REPOSITORY, number)[0]?.body ?? ''
    expect(body(2)).toContain('was removed after 7 days without a deploy')
    expect(body(2)).toContain('push a commit or run the preview again to bring it back')
    expect(body(3)).toContain('was deleted when the pull request was merged')
    expect(body(1)).not.toContain('removed')
    expect(body(4)).not.toContain('removed')
    // The merged one's deployment was retired, then deleted.
    expect(github.deploymentsOf(SEEDED_REPOSITORY)).toEqual([])
    expect(github.requestsTo('deleteDeployment')).toHaveLength(1)
    // The REST list by last update, page by page; then the open ones older than 90 days.
    const lists = github
      .requestsTo('listPullRequests')
      .map(request => Object.fromEntries(new URL(request.path, github.url).searchParams))
    expect(lists[0]).toEqual({ state: 'all', sort: 'updated', direction: 'desc', per_page: '100' })
    expect(lists[1]).toMatchObject({ state: 'all', page: '2' })
    expect(lists.at(-1)).toMatchObject({ state: 'open', sort: 'updated', direction: 'asc' })
    expect(host.summary).toContain('Removed: 3')
    expect(host.summary).toContain('Kept: 2')
    expect(host.summary).toContain('labelled keep-preview')
  })

  it('never removes what a forged record names: another identity, a bad signature', async () => {
    const byOther = seed({
      number: 7,
      login: 'octo-contributor',
      pullRequest: { state: 'closed', updatedAt: ago(1) }
    })
    const badSignature = seed({
      number: 8,
      secret: 'another-api-token',
      pullRequest: { state: 'closed', updatedAt: ago(1) }
    })
    const { host, succeeded } = await sweep()
    expect(succeeded).toBe(true)
    expect(swept(host)).toEqual([])
    expect(service.apps.has(byOther)).toBe(true)
    expect(service.apps.has(badSignature)).toBe(true)
    expect(service.requestsTo('delete')).toEqual([])
    expect(writes()).toEqual([])
    expect(host.warnings).toContainEqual(
      expect.objectContaining({ title: 'Record not trusted', text: expect.stringContaining('#8') })
    )
    // The token's own record that does not verify keeps its pull request in the index (it is
    // reported again); the copy in another's comment does not.
    expect(github.pullRequest(SEEDED_REPOSITORY, 8).labels).toEqual(['appetize-preview'])
    expect(github.pullRequest(SEEDED_REPOSITORY, 7).labels).toEqual([])
  })

  it('stops at the guard rail before removing anything', async () => {
    const apps = seedRepository()
    const { host, failure } = await sweep({ sweepMaxDeletes: '2' })
    expect(failure?.kind).toBe('guard-rail')
    expect(failure?.message).toBe(
      'The sweep found 3 previews to remove, more than sweepMaxDeletes (2): it removed none.'
    )
    expect(plainText(failure?.advice ?? '')).toMatch(/set sweepMaxDeletes to 3 or more/)
    expect(service.requestsTo('delete')).toEqual([])
    expect(writes()).toEqual([])
    expect(host.outputs).toEqual({})
    // The advice points at the log: it lists them, though the sweep failed.
    expect(host.log).toContain(
      `To remove: preview android (app ${apps.expired}) of pull request #2: expired.`
    )
  })

  it('stops at a failed delete, naming in the log what it removed before', async () => {
    seedRepository()
    // The first delete goes through; the second is refused.
    service.injectFault('delete', {
      beforeAnswer: () => Promise.resolve(service.injectFault('delete', { status: 403 }))
    })
    const { host, succeeded } = await sweep()
    expect(succeeded).toBe(false)
    const [first] = service.requestsTo('delete').map(request => request.path.split('/').pop())
    expect(service.requestsTo('delete')).toHaveLength(2)
    expect(service.apps.has(first ?? '')).toBe(false)
    expect(host.log).toContainEqual(expect.stringMatching(`^Deleted app ${first} \\(preview `))
    expect(host.outputs).toEqual({})
  })

  it('in a dry run reads everything, writes nothing, and shows what it would remove', async () => {
    const apps = seedRepository()
    const before = service.apps.size
    const { host, succeeded } = await sweep({ dryRun: 'true', sweepMaxDeletes: '1' })
    expect(succeeded).toBe(true)
    expect(service.apps.size).toBe(before)
    // It read the service's apps (an empty list of requests would pass a check of each).
    expect(service.requestsTo('list')).not.toEqual([])
    expect(service.requests.filter(request => request.method !== 'GET')).toEqual([])
    expect(writes()).toEqual([])
    expect(swept(host).map(entry => entry.pullRequest)).toEqual([2, 3, 5])
    expect(host.summary).toContain('Would remove: 3')
    expect(host.summary).toContain(apps.expired)
    // The guard rail is a warning here: the dry run is how to see what a first sweep removes.
    expect(host.warnings).toContainEqual(expect.objectContaining({ title: 'Guard rail' }))
  })

  it('reports possible leaks and deletes none of them', async () => {
    seed({ number: 9, deploying: true, pullRequest: { state: 'closed', updatedAt: ago(1) } })
    // An app with the preview note of pull request #10, whose record is gone.
    const orphan = seed({ number: 10, pullRequest: { updatedAt: ago(1) } })
    for (const comment of github.commentsOn(SEEDED_REPOSITORY, 10))
      github.comments.delete(comment.id)
    const { host, succeeded } = await sweep()
    expect(succeeded).toBe(true)
    expect(service.apps.has(orphan)).toBe(true)
    expect(host.summary).toContain('Possible leaks: 2')
    expect(host.summary).toContain('preview android was being created when its run stopped')
    expect(host.summary).toContain(`App ${orphan} (note “acme/mobile-app#10 @`)
  })

  it("says so when the service's app list carries no notes", async () => {
    await Promise.all([service.stop()])
    service = new FakeService({ apps: {}, listNotes: false })
    await service.start()
    seed({ number: 1, deployedAt: NOW - DAY, pullRequest: { updatedAt: ago(1) } })
    const { host } = await sweep()
    expect(host.summary).toContain('could not be matched to pull requests')
  })

  it('measures a record of version 1.1 (no deploy time) from its comment’s last edit', async () => {
    const legacy = seed({ number: 11, pullRequest: { updatedAt: ago(1) } })
    const [comment] = github.commentsOn(SEEDED_REPOSITORY, 11)
    if (comment) comment.updatedAt = ago(8)
    const { host } = await sweep()
    expect(swept(host)).toEqual([
      { pullRequest: 11, previewName: 'android', publicKey: legacy, reason: 'expired' }
    ])
  })

  it("waits out GitHub's rate limit on the host's clock, and a permission 403 at once fails", async () => {
    seedRepository()
    github.injectRateLimit('listComments', { status: 429, retryAfterSeconds: 30 })
    github.injectRateLimit('listComments', { status: 403, resetAt: NOW / 1000 + 45 })
    const { host, succeeded } = await sweep()
    expect(succeeded).toBe(true)
    // The reset is 45 s after NOW, and the first wait already took 30 of them.
    expect(host.waits).toEqual([30_000, 15_000])
    expect(host.log.join('\n')).toContain("GitHub's rate limit: waiting 30 s")

    github.injectFault('listComments', {
      status: 403,
      headers: { 'x-ratelimit-remaining': '4999', 'x-ratelimit-reset': String(NOW / 1000 + 45) },
      body: '{"message":"Resource not accessible by integration"}'
    })
    const refused = await sweep()
    expect(refused.failure?.kind).toBe('review-refused')
    expect(refused.host.waits).toEqual([])
  })

  it('does not wait past the request deadline', async () => {
    seedRepository()
    github.injectRateLimit('listPullRequests', { retryAfterSeconds: 600 })
    const { host, failure } = await sweep({ requestTimeout: '300' })
    expect(failure?.kind).toBe('review-unavailable')
    expect(failure?.message).toMatch(/asks to wait 600 s; that ends after the request's deadline/)
    expect(host.waits).toEqual([])
    expect(service.requestsTo('delete')).toEqual([])
  })
})

describe('a sweep judges a preview by its newest record', () => {
  /** A copy of a genuine, older record of pull request 5's preview, posted again by the bot. */
  const replay = (publicKey: string, deployedAt: number) =>
    github.addComment(
      SEEDED_REPOSITORY,
      5,
      ACTIONS_BOT_LOGIN,
      `${renderMarker(
        { kind: 'preview', previewName: 'android', publicKey, deployedAt },
        currentKey({ ...recordKey(service.apiToken, 5), apiUrl: github.url })
      )}\nreplayed\n`
    )

  it('keeps a preview deployed yesterday whatever older copies of its record say', async () => {
    const publicKey = seed({ number: 5, deployedAt: NOW - DAY })
    replay(publicKey, NOW - 30 * DAY)
    replay(publicKey, NOW - 60 * DAY)
    const { host, succeeded } = await sweep()
    expect(succeeded).toBe(true)
    expect(swept(host)).toEqual([])
    expect(service.apps.has(publicKey)).toBe(true)
    expect(writes()).toEqual([])
  })

  it('removes an expired preview once, editing the comment with its newest record, then the copy', async () => {
    const publicKey = seed({ number: 5, deployedAt: NOW - 10 * DAY })
    const [linking] = github.commentsOn(SEEDED_REPOSITORY, 5)
    const copy = replay(publicKey, NOW - 40 * DAY)
    const { host, succeeded } = await sweep()
    expect(succeeded).toBe(true)
    expect(swept(host)).toEqual([
      { pullRequest: 5, previewName: 'android', publicKey, reason: 'expired' }
    ])
    expect(service.apps.has(publicKey)).toBe(false)
    const edited = github.requestsTo('updateComment').map(request => request.path)
    // Every comment naming the app says it was removed: a later sweep finds nothing to remove.
    expect(edited).toEqual([
      `/repos/${SEEDED_REPOSITORY}/issues/comments/${linking?.id}`,
      `/repos/${SEEDED_REPOSITORY}/issues/comments/${copy.id}`
    ])
    expect(copy.body).not.toContain(`publicKey=${publicKey}`)
    const again = await sweep()
    expect(swept(again.host)).toEqual([])
    expect(service.requestsTo('delete')).toHaveLength(1)
  })
})

describe('sweep inputs', () => {
  it.each([
    [{ previewTtl: '7 days' }, 'previewTtl', /a whole number and a unit, h \(hours\), d/],
    [{ previewTtl: '0d' }, 'previewTtl', /a whole number and a unit/],
    [{ sweepMaxDeletes: '-1' }, 'sweepMaxDeletes', /whole number from 0/],
    [{ keepLabel: 'a\nb' }, 'keepLabel', /1 to 50 characters on one line/],
    [{ preview: 'true' }, 'preview', /clean-up run, which takes no preview/],
    [{ url: 'https://builds.example.com/a.apk' }, 'url', /takes no url/],
    [{ pullRequest: '12' }, 'pullRequest', /takes no pullRequest/],
    [{ apiToken: '' }, 'apiToken', /needs apiToken/]
  ])('refuses %j before any request', async (given, input, message) => {
    const { failure } = await sweep(given)
    expect(failure?.title).toBe(`Invalid input: ${input}`)
    expect(failure?.message).toMatch(message)
    expect(service.requests).toEqual([])
    expect(github.requests).toEqual([])
  })
})
