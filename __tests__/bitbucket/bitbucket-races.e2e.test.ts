/**
 * Pull-request previews on Bitbucket under races and Bitbucket's API as it really answers, end to
 * end on the installed tool against the fakes: the newest commit wins (the head moved before the
 * build was sent, or between the deploy and the comment), two first pipelines racing, a copy of
 * the record in another account's comment, 250 comments with deleted and inline ones, 429s with
 * and without `Retry-After`, 5xx, and a comment creation that landed behind a 502.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { BOT_ACCOUNT, accountUuid } from '../../test-support/fake-bitbucket/server.js'
import type { CliRun } from '../../test-support/harness/installed-tool.js'
import {
  type BitbucketFakes,
  FULL_NAME,
  installTool,
  type InstalledTool,
  PREVIEW_BUILD,
  pullRequestStep,
  resultOf,
  startBitbucketFakes,
  stopBitbucketFakes,
  visibleComments
} from '../../test-support/harness/bitbucket-pipeline.js'

const [OLD, OLDER, NEWER] = ['1a'.repeat(20), '2b'.repeat(20), '3c'.repeat(20)]

let tool: InstalledTool
let fakes: BitbucketFakes
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startBitbucketFakes({ service: { apps: {} } })
  fakes.bitbucket.addPullRequest(FULL_NAME, 7, { sha: OLD })
})
afterEach(() => stopBitbucketFakes(fakes))

const comments = () => visibleComments(fakes.bitbucket)
const apps = () => [...fakes.service.apps.keys()]
const writesToBitbucket = () => fakes.bitbucket.requests.filter(request => request.method !== 'GET')
const sentToService = () => fakes.service.requests.filter(request => request.method !== 'GET')

/** The preview step of a pipeline that built `sha` (12 digits of it, as Pipelines gives it). */
function previewStep(sha?: string): Promise<CliRun> {
  return tool.run(
    ['preview', ...PREVIEW_BUILD],
    pullRequestStep(fakes, sha === undefined ? {} : { commit: sha.slice(0, 12) })
  )
}

describe('the newest commit wins', () => {
  it('a pipeline whose pull request moved on before it sent the build sends and writes nothing', async () => {
    // A push of OLDER, then one of NEWER: OLDER's pipeline runs last.
    fakes.bitbucket.moveHead(FULL_NAME, 7, OLDER)
    fakes.bitbucket.moveHead(FULL_NAME, 7, NEWER)
    const run = await previewStep(OLDER)
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toEqual({ previewAction: 'superseded' })
    expect(sentToService()).toEqual([])
    expect(writesToBitbucket()).toEqual([])
  })

  it('a first pipeline that moved on between the deploy and the comment deletes its app again', async () => {
    fakes.service.injectFault('create', {
      beforeAnswer: () => Promise.resolve(fakes.bitbucket.moveHead(FULL_NAME, 7, NEWER))
    })
    const older = await previewStep(OLD)
    expect(older.exitCode).toBe(0)
    expect(resultOf(older)).toEqual({ previewAction: 'superseded' })
    expect(fakes.service.requestsTo('create')).toHaveLength(1)
    expect(apps()).toEqual([])
    expect(comments().filter(c => c.raw.includes(OLD.slice(0, 7)))).toEqual([])

    const newer = await previewStep(NEWER)
    expect(resultOf(newer)).toMatchObject({ previewAction: 'created' })
    expect(apps()).toEqual([resultOf(newer).publicKey])
    expect(comments()).toHaveLength(1)
  })

  it('an update that moved on between the deploy and the comment: the comment keeps its commit', async () => {
    const { publicKey } = resultOf(await previewStep(OLD))
    fakes.bitbucket.moveHead(FULL_NAME, 7, OLDER)
    fakes.service.injectFault('update', {
      beforeAnswer: () => Promise.resolve(fakes.bitbucket.moveHead(FULL_NAME, 7, NEWER))
    })
    const before = comments()[0]?.raw
    const older = await previewStep(OLDER)
    expect(older.exitCode).toBe(0)
    expect(resultOf(older)).toEqual({ previewAction: 'superseded' })
    expect(older.stderr).toContain(String(publicKey))
    expect(comments().map(c => c.raw)).toEqual([before])

    const newer = await previewStep(NEWER)
    expect(resultOf(newer)).toMatchObject({ previewAction: 'updated', publicKey })
    expect(comments()[0]?.raw).toContain(NEWER.slice(0, 7))
  })
})

/** Resolves once `done()` holds (checked every 10 ms), or after 15 s, when the test fails. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 15_000; waited += 10) {
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

it('two first pipelines racing leave one app and one comment', async () => {
  // Both pipelines find no app and create one: neither create is answered before both have
  // arrived, however late one pipeline starts on a busy machine.
  const bothCreating = () => until(() => fakes.service.requestsTo('create').length >= 2)
  fakes.service.injectFault('create', { beforeAnswer: bothCreating }, 2)
  const runs = await Promise.all([previewStep(), previewStep()])
  expect(runs.map(run => run.exitCode)).toEqual([0, 0])
  expect(fakes.service.requestsTo('create')).toHaveLength(2)
  const actions = runs.map(run => resultOf(run).previewAction).sort()
  expect(actions).toEqual(['created', 'superseded'])
  const winner = runs.find(run => resultOf(run).previewAction === 'created')
  expect(apps()).toEqual([resultOf(winner as CliRun).publicKey])
  expect(comments()).toHaveLength(1)
}, 40_000)

it("a copy of the record in another account's comment is never acted on; its app is left alone", async () => {
  const { publicKey } = resultOf(await previewStep())
  const [original] = comments()
  if (original) original.deleted = true
  const copy = fakes.bitbucket.addComment(FULL_NAME, 7, {
    author: accountUuid('mallory'),
    raw: original?.raw ?? ''
  })
  fakes.bitbucket.moveHead(FULL_NAME, 7, NEWER)
  const run = await previewStep()
  expect(run.exitCode).toBe(0)
  expect(resultOf(run).previewAction).toBe('created')
  expect(resultOf(run).publicKey).not.toBe(publicKey)
  expect(apps().sort()).toEqual([publicKey, resultOf(run).publicKey].sort())
  expect(run.stderr).toMatch(/warning/i)
  expect(run.stderr).toMatch(new RegExp(`Mallory|${copy.id}`))
  expect(fakes.bitbucket.comments.get(copy.id)?.raw).toBe(original?.raw)
  expect(comments().filter(c => c.author === BOT_ACCOUNT.uuid)).toHaveLength(1)
})

describe("Bitbucket's API as it is", () => {
  it('finds the record among 250 comments with deleted and inline ones, on the third page', async () => {
    const { publicKey } = resultOf(await previewStep())
    const [record] = comments()
    if (record) record.deleted = true
    const dana = accountUuid('dana')
    for (let i = 0; i < 220; i++) {
      fakes.bitbucket.addComment(FULL_NAME, 7, {
        author: dana,
        raw: i % 7 === 0 ? '' : `review comment ${i}`,
        deleted: i % 7 === 0,
        ...(i % 5 === 0 && { inline: { path: 'app/src/Login.kt', to: i } })
      })
    }
    const moved = fakes.bitbucket.addComment(FULL_NAME, 7, {
      author: BOT_ACCOUNT.uuid,
      raw: record?.raw ?? ''
    })
    for (let i = 0; i < 29; i++) {
      fakes.bitbucket.addComment(FULL_NAME, 7, { author: dana, raw: `later ${i}` })
    }
    fakes.bitbucket.requests.length = 0
    fakes.bitbucket.moveHead(FULL_NAME, 7, NEWER)

    const run = await previewStep()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({ previewAction: 'updated', publicKey })
    expect(fakes.bitbucket.requestsTo('createComment')).toEqual([])
    expect(fakes.bitbucket.comments.get(moved.id)?.raw).toContain(NEWER.slice(0, 7))
    const listed = fakes.bitbucket.requestsTo('listComments').map(request => request.path)
    expect(listed.some(path => /[?&]page=3\b/.test(path))).toBe(true)
    expect(listed.every(path => /[?&]pagelen=100\b/.test(path))).toBe(true)
  }, 40_000)

  it('waits out a 429 with Retry-After and one without, and carries on', async () => {
    fakes.bitbucket.injectRateLimit('listComments', { retryAfterSeconds: 1 })
    fakes.bitbucket.injectRateLimit('createComment', { shape: 'plain' })
    const run = await previewStep()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run).previewAction).toBe('created')
    expect(comments()).toHaveLength(1)
    const statuses = (route: 'listComments' | 'createComment') =>
      fakes.bitbucket.requestsTo(route).map(request => request.status)
    expect(statuses('listComments').slice(0, 2)).toEqual([429, 200])
    expect(statuses('createComment')).toEqual([429, 201])
    const [limited, retried] = fakes.bitbucket.requestsTo('listComments')
    expect((retried?.receivedAt ?? 0) - (limited?.receivedAt ?? 0)).toBeGreaterThanOrEqual(1000)
  }, 40_000)

  it('retries a 5xx, and never repeats blindly a comment creation that landed behind a 502', async () => {
    fakes.bitbucket.injectFault('getPullRequest', {
      status: 503,
      body: '{"type":"error","error":{"message":"Service unavailable"}}'
    })
    fakes.bitbucket.injectFault('createComment', {
      status: 502,
      landed: true,
      headers: { 'content-type': 'text/html' },
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>'
    })
    const run = await previewStep()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run).previewAction).toBe('created')
    expect(comments()).toHaveLength(1)
    expect(apps()).toHaveLength(1)
    expect(fakes.bitbucket.requestsTo('createComment')).toHaveLength(1)
    const order = fakes.bitbucket.requests.map(request => request.route)
    const lost = order.indexOf('createComment')
    expect(order.slice(lost + 1).find(route => route !== 'getPullRequest')).toBe('listComments')
  })
})
