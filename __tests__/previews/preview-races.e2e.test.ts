/**
 * Previews under races and replays, end to end on the bundle against the fakes: the newest commit
 * wins (a run whose pull request moved on sends nothing further and writes nothing), runs that
 * raced past each other leave one app and one comment, and a sweep judges a preview by its
 * newest record, so a replayed older marker deletes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  ACTIONS_BOT_LOGIN,
  FakeGitHub,
  WORKFLOW_TOKEN
} from '../../test-support/fake-github/server.js'
import { type FakeApp, FakeService } from '../../test-support/fake-service/server.js'
import {
  BASE_REPOSITORY_ID,
  type PullRequestEventOptions
} from '../../test-support/harness/pull-request-event.js'
import { previewStep } from '../../test-support/harness/preview-step.js'
import { runAction, type ActionRun } from '../../test-support/harness/runner.js'
import {
  recordKey,
  SEEDED_REPOSITORY,
  seedPreview
} from '../../test-support/harness/seeded-previews.js'
import { currentKey, trustedRecord } from '../../test-support/harness/trusted-record.js'
import { workflowEvent } from '../../test-support/harness/workflow-events.js'
import { renderMarker } from '../../src/features/previews/preview-record.js'

const REPOSITORY = 'acme/mobile-app'
const DAY = 86_400_000
const [OLD, OLDER, NEWER] = ['1a'.repeat(20), '2b'.repeat(20), '3c'.repeat(20)]
let service: FakeService
let github: FakeGitHub

beforeEach(async () => {
  service = new FakeService({ appUrlBase: 'https://appetize.test', apps: {} })
  github = new FakeGitHub()
  await Promise.all([service.start(), github.start()])
})
afterEach(async () => {
  await Promise.all([service.stop(), github.stop()])
})

/** The recipe's step for one event (test-support/harness/preview-step.ts). */
function step(
  event: PullRequestEventOptions,
  given: Record<string, string> = {},
  stale = false
): Promise<ActionRun> {
  return previewStep({ service, github }, event, given, stale)
}

const comments = () => github.commentsOn(REPOSITORY, 12)
const records = () =>
  comments().map(comment =>
    trustedRecord(comment.body, { ...recordKey(service.apiToken, 12), apiUrl: github.url })
  )
const writesToGitHub = () =>
  github.requests.filter(request => request.method !== 'GET' && request.route !== 'graphql')
const sentToService = () => service.requests.filter(request => request.method !== 'GET')
const notices = (run: ActionRun) =>
  run.stdout.split('\n').filter(line => line.startsWith('::notice title=Preview superseded::'))

describe('the newest commit wins', () => {
  it('a first run whose pull request moved on before it deployed sends and writes nothing', async () => {
    github.moveHead(REPOSITORY, 12, NEWER)
    const run = await step({ action: 'opened', headSha: OLDER }, {}, true)
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toEqual({ previewAction: 'superseded' })
    expect(notices(run)).toEqual([
      `::notice title=Preview superseded::Pull request #12 moved on from commit ${OLDER.slice(0, 7)}, which this run deploys as preview android, to ${NEWER.slice(0, 7)}; nothing was sent or written; the run of ${NEWER.slice(0, 7)} deploys the preview.`
    ])
    expect(sentToService()).toEqual([])
    expect(writesToGitHub()).toEqual([])
    expect(run.summary).toContain('Preview superseded')
  })

  it('an older run after a newer one: nothing sent, the comment keeps the newer commit', async () => {
    const opened = await step({ action: 'opened', headSha: OLD })
    await step({ action: 'synchronize', headSha: NEWER })
    const before = comments()[0]?.body
    expect(before).toContain(`| Commit | ${NEWER.slice(0, 7)} |`)
    service.requests.length = 0
    github.requests.length = 0

    const older = await step({ action: 'synchronize', headSha: OLDER }, {}, true)

    expect(older.exitCode).toBe(0)
    expect(older.outputs).toEqual({ previewAction: 'superseded' })
    expect(notices(older)).toHaveLength(1)
    expect(sentToService()).toEqual([])
    expect(writesToGitHub()).toEqual([])
    expect(comments().map(comment => comment.body)).toEqual([before])
    expect(service.apps.get(opened.outputs.publicKey ?? '')?.versionCode).toBe(2)
  })

  it('moved on between the deploy and the comment: no record, a warning, the newer commit stays', async () => {
    const opened = await step({ action: 'opened', headSha: OLD })
    const publicKey = opened.outputs.publicKey ?? ''
    // The push of NEWER lands once the run has checked the head before sending its build.
    github.moveHead(REPOSITORY, 12, NEWER, { route: 'getPullRequest', count: 1 })
    const older = await step({ action: 'synchronize', headSha: OLDER })
    expect(older.exitCode).toBe(0)
    expect(older.outputs).toEqual({ previewAction: 'superseded' })
    expect(service.requestsTo('update')).toHaveLength(1) // the build was sent
    expect(older.stdout).toContain(
      `::warning title=Older build sent::App ${publicKey} may hold the build of commit ${OLDER.slice(0, 7)} until the run of ${NEWER.slice(0, 7)} deploys it`
    )
    expect(comments()[0]?.body).toContain(`| Commit | ${OLD.slice(0, 7)} |`)
    expect(github.requestsTo('updateComment')).toHaveLength(1) // the opened run's record

    const newer = await step({ action: 'synchronize', headSha: NEWER })
    expect(newer.outputs).toMatchObject({ previewAction: 'updated', publicKey })
    expect(comments()).toHaveLength(1)
    expect(comments()[0]?.body).toContain(`| Commit | ${NEWER.slice(0, 7)} |`)
    const written = github.requestsTo('updateComment').map(request => request.body)
    expect(written.filter(body => body.includes(OLDER.slice(0, 7)))).toEqual([])
  })

  it('a first run that moved on after creating its app deletes it again and records nothing', async () => {
    // Reads: the head before the build, then after it (the push lands in between).
    github.moveHead(REPOSITORY, 12, NEWER, { route: 'getPullRequest', count: 1 })
    const older = await step({ action: 'opened', headSha: OLDER })
    expect(older.exitCode).toBe(0)
    expect(older.outputs).toEqual({ previewAction: 'superseded' })
    expect(service.requestsTo('create')).toHaveLength(1)
    expect(service.apps.size).toBe(0)
    // Its "deploying" comment stays for the newer commit's run, which records its app there.
    const newer = await step({ action: 'synchronize', headSha: NEWER })
    expect(newer.outputs.previewAction).toBe('created')
    expect(records()).toEqual([
      { kind: 'preview', previewName: 'android', publicKey: newer.outputs.publicKey }
    ])
    expect([...service.apps.keys()]).toEqual([newer.outputs.publicKey])
  })
})

describe('races leave nothing behind', () => {
  it('two first runs racing: one app left, one comment', async () => {
    // Both runs find no record and create an app: neither create is answered before the other
    // has arrived, however the machine schedules the two processes.
    let bothArrived: () => void = () => undefined
    const both = new Promise<void>(resolve => (bothArrived = resolve))
    const hold = async (): Promise<void> => {
      if (service.requestsTo('create').length === 2) bothArrived()
      await both
    }
    service.injectFault('create', { beforeAnswer: hold }, 2)
    const [first, second] = await Promise.all([
      step({ action: 'opened', headSha: NEWER, runId: '101' }),
      step({ action: 'opened', headSha: NEWER, runId: '102' })
    ])
    expect([first?.exitCode, second?.exitCode]).toEqual([0, 0])
    expect(service.requestsTo('create')).toHaveLength(2)
    const actions = [first?.outputs.previewAction, second?.outputs.previewAction].sort()
    expect(actions).toEqual(['created', 'superseded'])
    const winner = first?.outputs.previewAction === 'created' ? first : second
    expect([...service.apps.keys()]).toEqual([winner?.outputs.publicKey])
    expect(comments()).toHaveLength(1)
    expect(records()).toEqual([
      { kind: 'preview', previewName: 'android', publicKey: winner?.outputs.publicKey }
    ])
  }, 30000)

  it('records left by an earlier race: the oldest kept, the others deleted, said in the summary', async () => {
    const kept = seedPreview(service, github, { number: 12, deployedAt: Date.now() - DAY })
    // A second signed record of the same preview, with its own app: a run that raced the first.
    service.apps.set('racedapp', { ...(service.apps.get(kept) as FakeApp), publicKey: 'racedapp' })
    const marker = renderMarker(
      { kind: 'preview', previewName: 'android', publicKey: 'racedapp', deployedAt: 1e12 },
      currentKey({ ...recordKey(service.apiToken, 12), apiUrl: github.url })
    )
    const raced = github.addComment(REPOSITORY, 12, ACTIONS_BOT_LOGIN, `${marker}\nraced\n`)
    const oldest = comments()[0]?.id

    const dry = await step({ action: 'synchronize', headSha: NEWER }, { dryRun: 'true' })
    expect(dry.exitCode).toBe(0)
    expect(service.apps.has('racedapp')).toBe(true)
    expect(comments()).toHaveLength(2)
    expect(dry.stdout).toContain(`app racedapp and comment ${raced.id} would be deleted.`)

    const run = await step({ action: 'synchronize', headSha: NEWER })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ previewAction: 'updated', publicKey: kept })
    expect([...service.apps.keys()]).toEqual([kept])
    expect(comments().map(comment => comment.id)).toEqual([oldest])
    expect(run.summary).toContain(
      `2 comments recorded preview android (runs raced past each other): app ${kept} in comment ${oldest}, the oldest, is the preview; app racedapp and comment ${raced.id} were deleted.`
    )
    expect(run.stdout).toMatch(/^::warning title=Several records::2 comments recorded/m)
  })
})

describe('sweeps judge a preview by its newest record', () => {
  it('a replayed older record with previewTtl deletes nothing', async () => {
    const publicKey = seedPreview(service, github, {
      number: 30,
      deployedAt: Math.floor((Date.now() - DAY) / 1000) * 1000,
      environment: 'appetize-preview'
    })
    // A copy of an older, genuine marker of the same preview (from the comment's edit history),
    // posted again under the same identity.
    const replayed = renderMarker(
      {
        kind: 'preview',
        previewName: 'android',
        publicKey,
        deployedAt: Math.floor((Date.now() - 30 * DAY) / 1000) * 1000,
        environment: 'appetize-preview'
      },
      currentKey({
        secret: service.apiToken,
        repositoryId: BASE_REPOSITORY_ID,
        pullRequestNumber: 30,
        apiUrl: github.url
      })
    )
    github.addComment(SEEDED_REPOSITORY, 30, ACTIONS_BOT_LOGIN, `${replayed}\nold copy\n`)
    const bodies = github.commentsOn(SEEDED_REPOSITORY, 30).map(comment => comment.body)

    const event = await workflowEvent({ eventName: 'schedule', apiUrl: github.url })
    const sweep = await runAction(
      {
        sweep: 'true',
        previewTtl: '7d',
        apiToken: service.apiToken,
        githubToken: WORKFLOW_TOKEN,
        baseUrl: service.url
      },
      { env: event.env }
    ).finally(event.cleanup)

    expect(sweep.exitCode).toBe(0)
    expect(JSON.parse(sweep.outputs.sweptPreviews ?? '')).toEqual([])
    expect(service.apps.has(publicKey)).toBe(true)
    expect(service.requests.filter(request => request.method === 'DELETE')).toEqual([])
    expect(github.commentsOn(SEEDED_REPOSITORY, 30).map(comment => comment.body)).toEqual(bodies)
    // Nothing but the sweep's index: the pull request holding the preview labelled, the label's
    // description set (this first sweep read every pull request).
    expect(writesToGitHub().map(request => request.route)).toStrictEqual([
      'addLabels',
      'updateLabel'
    ])
  })
})

describe('a copied record never deletes the live preview', () => {
  /** Posts the preview's current comment again, as the same bot (another workflow's copy). */
  function copyRecord(number: number): { readonly id: number } {
    const [current] = github.commentsOn(REPOSITORY, number)
    return github.addComment(REPOSITORY, number, ACTIONS_BOT_LOGIN, current?.body ?? '')
  }
  const deletes = () => service.requestsTo('delete').map(request => request.path)

  it('a push: the app is updated, the copy loses its comment, with a warning', async () => {
    const publicKey = seedPreview(service, github, { number: 12, deployedAt: Date.now() - DAY })
    const original = comments()[0]?.id
    const copy = copyRecord(12)

    const dry = await step({ action: 'synchronize', headSha: NEWER }, { dryRun: 'true' })
    expect(dry.exitCode).toBe(0)
    expect(dry.stdout).toContain(
      `comment ${copy.id} (a copy of the record; app ${publicKey} stays) would be deleted.`
    )
    expect(comments()).toHaveLength(2)

    const run = await step({ action: 'synchronize', headSha: NEWER })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ previewAction: 'updated', publicKey })
    expect(deletes()).toEqual([])
    expect([...service.apps.keys()]).toEqual([publicKey])
    expect(service.requestsTo('update').map(request => request.path)).toEqual([
      `/v1/apps/${publicKey}`
    ])
    expect(comments().map(comment => comment.id)).toEqual([original])
    expect(records()).toEqual([{ kind: 'preview', previewName: 'android', publicKey }])
    expect(run.stdout).toContain(
      `::warning title=Copied record::Comment ${copy.id} holds a copy of the record of preview android, naming its app ${publicKey}`
    )
    expect(run.summary).toContain(
      `2 comments recorded preview android (its record was copied): app ${publicKey} in comment ${original}, the oldest, is the preview; comment ${copy.id} (a copy of the record; app ${publicKey} stays) were deleted.`
    )

    // The next push finds one record and the same app: every link stays.
    const next = await step({ action: 'synchronize', headSha: OLDER })
    expect(next.outputs).toMatchObject({ previewAction: 'updated', publicKey })
    expect(next.stdout).not.toContain('Several records')
  })

  it('a close: the app is deleted once, both comments say so, the step succeeds', async () => {
    const publicKey = seedPreview(service, github, { number: 12, deployedAt: Date.now() - DAY })
    const copy = copyRecord(12)
    const run = await step({ action: 'closed', headSha: NEWER })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.previewAction).toBe('deleted')
    expect(deletes()).toEqual([`/v1/apps/${publicKey}`])
    expect(service.apps.size).toBe(0)
    expect(records()).toEqual([
      { kind: 'preview', previewName: 'android', publicKey: undefined },
      { kind: 'preview', previewName: 'android', publicKey: undefined }
    ])
    expect(run.stdout).toMatch(
      new RegExp(`^::warning title=Copied record::Comment ${copy.id} holds a copy`, 'm')
    )
  })

  it('a sweep: the app is deleted once, both comments say so, one entry in sweptPreviews', async () => {
    const publicKey = seedPreview(service, github, {
      number: 12,
      deployedAt: Date.now() - DAY,
      pullRequest: { state: 'closed' }
    })
    copyRecord(12)
    const event = await workflowEvent({ eventName: 'schedule', apiUrl: github.url })
    const sweep = () =>
      runAction(
        {
          sweep: 'true',
          apiToken: service.apiToken,
          githubToken: WORKFLOW_TOKEN,
          baseUrl: service.url
        },
        { env: event.env }
      )
    try {
      const first = await sweep()
      expect(first.exitCode).toBe(0)
      expect(JSON.parse(first.outputs.sweptPreviews ?? '')).toEqual([
        { pullRequest: 12, previewName: 'android', publicKey, reason: 'closed' }
      ])
      expect(deletes()).toEqual([`/v1/apps/${publicKey}`])
      expect(records()).toEqual([
        { kind: 'preview', previewName: 'android', publicKey: undefined },
        { kind: 'preview', previewName: 'android', publicKey: undefined }
      ])
      // No comment names the app any more: the next sweep has nothing to remove.
      const second = await sweep()
      expect(JSON.parse(second.outputs.sweptPreviews ?? '')).toEqual([])
      expect(deletes()).toHaveLength(1)
    } finally {
      await event.cleanup()
    }
  })
})
