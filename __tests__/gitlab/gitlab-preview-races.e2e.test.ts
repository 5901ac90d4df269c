/**
 * Merge-request previews on GitLab under races, replays and GitLab's API as it really answers,
 * end to end on the installed tool against the fakes: the newest commit wins (the head moved
 * before the build was sent, or between the deploy and the note), two first pipelines racing,
 * records that do not count (another user's, an unsigned one), 250 notes with system notes and
 * the record on the third page, 429s in both of GitLab's shapes, and a 502 on a note creation
 * that landed.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { BOT_USERNAME, FAKE_PROJECT } from '../../test-support/fake-gitlab/server.js'
import { setTimeout as sleep } from 'node:timers/promises'
import type { CliRun } from '../../test-support/harness/installed-tool.js'
import {
  type GitLabFakes,
  installTool,
  type InstalledTool,
  mergeRequestJob,
  PREVIEW_BUILD,
  resultOf,
  startGitLabFakes,
  stopGitLabFakes,
  visibleNotes
} from '../../test-support/harness/gitlab-pipeline.js'

const [OLD, OLDER, NEWER] = ['1a'.repeat(20), '2b'.repeat(20), '3c'.repeat(20)]

let tool: InstalledTool
let fakes: GitLabFakes
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startGitLabFakes({ service: { apps: {} } })
  fakes.gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { sha: OLD })
})
afterEach(() => stopGitLabFakes(fakes))

const notes = () => visibleNotes(fakes.gitlab)
const apps = () => [...fakes.service.apps.keys()]
const writesToGitLab = () => fakes.gitlab.requests.filter(request => request.method !== 'GET')
const sentToService = () => fakes.service.requests.filter(request => request.method !== 'GET')

/** The preview job of a pipeline that built `sha` (default: the merge request's head). */
function previewJob(sha?: string): Promise<CliRun> {
  return tool.run(['preview', ...PREVIEW_BUILD], mergeRequestJob(fakes, { sha }))
}

describe('the newest commit wins', () => {
  it('a pipeline whose merge request moved on before it sent the build sends and writes nothing', async () => {
    fakes.gitlab.moveHead(FAKE_PROJECT.id, 7, NEWER)
    const run = await previewJob(OLDER)
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toEqual({ previewAction: 'superseded' })
    expect(run.stderr).toContain(OLDER.slice(0, 7))
    expect(run.stderr).toContain(NEWER.slice(0, 7))
    expect(sentToService()).toEqual([])
    expect(writesToGitLab()).toEqual([])
  })

  it('a first pipeline that moved on between the deploy and the note deletes its app again', async () => {
    fakes.service.injectFault('create', {
      beforeAnswer: () => Promise.resolve(fakes.gitlab.moveHead(FAKE_PROJECT.id, 7, NEWER))
    })
    const older = await previewJob(OLD)
    expect(older.exitCode).toBe(0)
    expect(resultOf(older)).toEqual({ previewAction: 'superseded' })
    expect(fakes.service.requestsTo('create')).toHaveLength(1)
    expect(apps()).toEqual([])
    expect(notes().filter(note => note.body.includes(OLD.slice(0, 7)))).toEqual([])

    const newer = await previewJob(NEWER)
    expect(resultOf(newer)).toMatchObject({ previewAction: 'created' })
    expect(apps()).toEqual([resultOf(newer).publicKey])
    expect(notes()).toHaveLength(1)
  })

  it('an update that moved on between the deploy and the note: the note keeps its commit, a warning', async () => {
    const { publicKey } = resultOf(await previewJob(OLD))
    fakes.gitlab.moveHead(FAKE_PROJECT.id, 7, OLDER)
    fakes.service.injectFault('update', {
      beforeAnswer: () => Promise.resolve(fakes.gitlab.moveHead(FAKE_PROJECT.id, 7, NEWER))
    })
    const before = notes()[0]?.body
    const older = await previewJob(OLDER)
    expect(older.exitCode).toBe(0)
    expect(resultOf(older)).toEqual({ previewAction: 'superseded' })
    expect(fakes.service.requestsTo('update')).toHaveLength(1) // the build was sent
    expect(older.stderr).toContain(String(publicKey))
    expect(notes().map(note => note.body)).toEqual([before])

    const newer = await previewJob(NEWER)
    expect(resultOf(newer)).toMatchObject({ previewAction: 'updated', publicKey })
    expect(notes()).toHaveLength(1)
    expect(notes()[0]?.body).toContain(NEWER.slice(0, 7))
  })
})

/** Resolves once `done()` holds (checked every 10 ms), or after 15 s, when the test fails. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 15_000; waited += 10) await sleep(10)
}

it('two first pipelines racing leave one app and one note', async () => {
  // Both pipelines find no app and create one: neither create is answered before both have
  // arrived, however late one pipeline starts.
  const bothCreating = () => until(() => fakes.service.requestsTo('create').length >= 2)
  fakes.service.injectFault('create', { beforeAnswer: bothCreating }, 2)
  const runs = await Promise.all([previewJob(), previewJob()])
  expect(runs.map(run => run.exitCode)).toEqual([0, 0])
  expect(fakes.service.requestsTo('create')).toHaveLength(2)
  const actions = runs.map(run => resultOf(run).previewAction).sort()
  expect(actions).toEqual(['created', 'superseded'])
  const winner = runs.find(run => resultOf(run).previewAction === 'created')
  expect(apps()).toEqual([resultOf(winner as CliRun).publicKey])
  expect(notes()).toHaveLength(1)
}, 40_000)

it('two first pipelines whose last checks interleave still leave one app and one note', async () => {
  // The second pipeline starts once the first has written its reservation, finds it and takes
  // it over (its edit of that note); the first's create is answered only then, however late the
  // second started. Both create an app; the record written next waits until both pipelines have
  // made their last check (the fourth reading of the notes): each check sees only reservations.
  const takenOver = () => fakes.gitlab.requestsTo('updateNote').some(r => r.status === 200)
  fakes.service.injectFault('create', { beforeAnswer: () => until(takenOver) }, 2)
  const listed = () => fakes.gitlab.requestsTo('listNotes').filter(r => r.status === 200).length
  fakes.gitlab.injectFault('updateNote', {}) // the second's edit of the note it found
  fakes.gitlab.injectFault('updateNote', { beforeAnswer: () => until(() => listed() >= 4) })
  const first = previewJob()
  await until(() => fakes.gitlab.requestsTo('createNote').some(r => r.status === 201))
  const runs = await Promise.all([first, previewJob()])
  expect(runs.map(run => run.exitCode)).toEqual([0, 0])
  expect(listed()).toBeGreaterThanOrEqual(4)
  const actions = runs.map(run => resultOf(run).previewAction).sort()
  expect(actions).toEqual(['created', 'superseded'])
  expect(apps()).toHaveLength(1)
  expect(notes()).toHaveLength(1)
  expect(notes()[0]?.body).toContain(`/app/${apps()[0] ?? ''}`)
}, 40_000)

describe('records that do not count', () => {
  it("another user's copy of the record is ignored with a warning; its app is not touched", async () => {
    const { publicKey } = resultOf(await previewJob())
    const [original] = notes()
    fakes.gitlab.notes.delete(original?.id ?? 0)
    const copy = fakes.gitlab.addNote(FAKE_PROJECT.id, 7, {
      author: 'mallory',
      body: original?.body ?? ''
    })
    fakes.gitlab.moveHead(FAKE_PROJECT.id, 7, NEWER)
    const run = await previewJob()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run).previewAction).toBe('created')
    expect(resultOf(run).publicKey).not.toBe(publicKey)
    expect(apps().sort()).toEqual([publicKey, resultOf(run).publicKey].sort())
    expect(run.stderr).toMatch(/warning/i)
    // The warning names the note or its author, so that someone can look at it.
    expect(run.stderr).toMatch(new RegExp(`mallory|${copy.id}`))
    expect(notes().find(note => note.id === copy.id)?.body).toBe(original?.body)
    expect(notes().filter(note => note.author === BOT_USERNAME)).toHaveLength(1)
  })

  it.each([
    ['without a signature', ''],
    ['with a forged signature', ` sig=${'A'.repeat(43)}`]
  ])('a record %s is ignored with a warning; its app is left alone', async (_, signature) => {
    const { publicKey } = resultOf(await previewJob())
    const [note] = notes()
    if (note) note.body = note.body.replace(/ sig=[A-Za-z0-9_-]{43} -->/, `${signature} -->`)
    expect(note?.body.split('\n')[0]).toContain(`publicKey=${String(publicKey)}`)
    fakes.gitlab.moveHead(FAKE_PROJECT.id, 7, NEWER)
    const run = await previewJob()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run).previewAction).toBe('created')
    expect(resultOf(run).publicKey).not.toBe(publicKey)
    expect(fakes.service.apps.has(String(publicKey))).toBe(true)
    expect(run.stderr).toMatch(/warning/i)
    expect(run.stderr).toContain(`app ${String(publicKey)} is left alone`)
  })
})

describe("GitLab's API as it is", () => {
  it('finds the record among 250 notes with system notes, on the third page of short pages', async () => {
    const { publicKey } = resultOf(await previewJob())
    const [record] = notes()
    // Renumber: 220 notes older than the record, 29 newer; some hidden, so pages come back short.
    const body = record?.body ?? ''
    fakes.gitlab.notes.delete(record?.id ?? 0)
    for (let i = 0; i < 220; i++) {
      const system = i % 3 === 0
      fakes.gitlab.addNote(FAKE_PROJECT.id, 7, {
        author: system ? 'dana' : 'maria',
        body: system ? 'added 1 commit' : `review comment ${i}`,
        system,
        hidden: i % 50 === 7
      })
    }
    const moved = fakes.gitlab.addNote(FAKE_PROJECT.id, 7, { author: BOT_USERNAME, body })
    for (let i = 0; i < 29; i++) {
      fakes.gitlab.addNote(FAKE_PROJECT.id, 7, {
        author: 'dana',
        body: 'changed the description',
        system: true
      })
    }
    fakes.gitlab.requests.length = 0
    fakes.gitlab.moveHead(FAKE_PROJECT.id, 7, NEWER)

    const run = await previewJob()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({ previewAction: 'updated', publicKey })
    expect(fakes.gitlab.requestsTo('createNote')).toEqual([])
    expect(fakes.gitlab.notes.get(moved.id)?.body).toContain(NEWER.slice(0, 7))
    const listed = fakes.gitlab.requestsTo('listNotes').map(request => request.path)
    expect(listed.some(path => /[?&]page=3\b/.test(path))).toBe(true)
    expect(listed.every(path => /[?&]per_page=100\b/.test(path))).toBe(true)
  }, 40_000)

  it('waits out a 429 in either shape (Retry-After, RateLimit-Reset) and carries on', async () => {
    fakes.gitlab.injectRateLimit('listNotes', { shape: 'plain', retryAfterSeconds: 1 })
    // GitLab's limit on note creation answers in JSON: a 429 says the note was not made.
    fakes.gitlab.injectRateLimit('createNote', { shape: 'json', resetAfterSeconds: 1 })
    const run = await previewJob()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run).previewAction).toBe('created')
    expect(notes()).toHaveLength(1)
    const statuses = (route: 'listNotes' | 'createNote') =>
      fakes.gitlab.requestsTo(route).map(request => request.status)
    expect(statuses('listNotes').slice(0, 2)).toEqual([429, 200])
    expect(statuses('createNote')).toEqual([429, 201])
    // The second try waited until RateLimit-Reset (epoch seconds; the fakes share this clock).
    const [limited, retried] = fakes.gitlab.requestsTo('createNote')
    const resetAt = Number(limited?.faultHeaders?.['ratelimit-reset'])
    expect(resetAt * 1000).toBeGreaterThan(limited?.receivedAt ?? Infinity)
    expect(retried?.receivedAt).toBeGreaterThanOrEqual(resetAt * 1000)
  }, 40_000)

  it('retries a 5xx, and never repeats blindly a note creation that landed behind a 502', async () => {
    fakes.gitlab.injectFault('getMergeRequest', {
      status: 503,
      body: '{"message":"503 Service Unavailable"}'
    })
    fakes.gitlab.injectFault('createNote', {
      status: 502,
      landed: true,
      headers: { 'content-type': 'text/html' },
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>'
    })
    const run = await previewJob()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run).previewAction).toBe('created')
    expect(notes()).toHaveLength(1)
    expect(apps()).toHaveLength(1)
    // After the lost answer the notes were read again before anything else was written.
    const order = fakes.gitlab.requests.map(request => request.route)
    const lost = order.indexOf('createNote')
    // Before sending again it reads the notes (after asking who it is, to know its own).
    expect(
      order.slice(lost + 1).find(route => route !== 'getMergeRequest' && route !== 'user')
    ).toBe('listNotes')
  })
})
