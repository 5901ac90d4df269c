/**
 * The fake GitLab behaves as GitLab does where the tests of the GitLab previews rely on it:
 * pagination headers and short pages, system notes, tokens and their errors (401 in both shapes,
 * 403 insufficient_scope, 404 Project Not Found), a CI job token that reads notes but cannot
 * write them, quick actions executed from a note's body, the note size limit, both 429 shapes, a
 * note that lands behind a 502, heads that move, a self-managed path, and its command line.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import {
  BOT_USERNAME,
  EXPIRED_TOKEN,
  FakeGitLab,
  JOB_TOKEN,
  OTHER_USER_TOKEN,
  OUTSIDER_TOKEN,
  PERSONAL_TOKEN,
  PROJECT_TOKEN,
  READ_API_TOKEN,
  REVOKED_TOKEN
} from '../../test-support/fake-gitlab/server.js'

let gitlab: FakeGitLab

beforeEach(async () => {
  gitlab = new FakeGitLab()
  await gitlab.start()
})
afterEach(() => gitlab.stop())

const NOTES = '/projects/1001/merge_requests/7/notes'

function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = { 'private-token': PROJECT_TOKEN }
) {
  return fetch(`${gitlab.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
}

async function json(response: Promise<Response> | Response): Promise<unknown> {
  return (await response).json()
}

describe('pagination', () => {
  it('pages notes newest first with x-next-page, x-total and a Link header', async () => {
    for (let i = 0; i < 5; i++) gitlab.addNote(1001, 7, { author: 'dana', body: `n${i}` })
    const middle = await call('GET', `${NOTES}?per_page=2&page=2`)
    expect(((await middle.json()) as { body: string }[]).map(note => note.body)).toEqual([
      'n2',
      'n1'
    ])
    const headers = Object.fromEntries(
      ['x-page', 'x-per-page', 'x-next-page', 'x-prev-page', 'x-total', 'x-total-pages'].map(
        name => [name, middle.headers.get(name)]
      )
    )
    expect(headers).toEqual({
      'x-page': '2',
      'x-per-page': '2',
      'x-next-page': '3',
      'x-prev-page': '1',
      'x-total': '5',
      'x-total-pages': '3'
    })
    const link = (page: number, rel: string) =>
      `<${gitlab.url}${NOTES}?per_page=2&page=${page}>; rel="${rel}"`
    expect(middle.headers.get('link')).toBe(
      [link(1, 'prev'), link(3, 'next'), link(1, 'first'), link(3, 'last')].join(', ')
    )
    const last = await call('GET', `${NOTES}?per_page=2&page=3`)
    expect(last.headers.get('x-next-page')).toBe('')
    expect(last.headers.get('link')).not.toMatch(/rel="next"/)
    const ascending = (await json(call('GET', `${NOTES}?sort=asc&per_page=1`))) as {
      body: string
    }[]
    expect(ascending.map(note => note.body)).toEqual(['n0'])
  })

  it('defaults to 20 a page, caps per_page at 100, and can come back short', async () => {
    for (let i = 0; i < 130; i++) {
      gitlab.addNote(1001, 7, { author: 'dana', body: `n${i}`, hidden: i >= 100 && i < 110 })
    }
    expect(((await json(call('GET', NOTES))) as unknown[]).length).toBe(20)
    const first = await call('GET', `${NOTES}?per_page=500`)
    expect(first.headers.get('x-per-page')).toBe('100')
    // Newest first: the page of the 100 newest holds the ten hidden ones, dropped after the cut.
    expect(((await first.json()) as unknown[]).length).toBe(90)
    expect(first.headers.get('x-next-page')).toBe('2')
    expect(((await json(call('GET', `${NOTES}?per_page=100&page=2`))) as unknown[]).length).toBe(30)
  })

  it('includes system notes, flagged, and authors without a bot field', async () => {
    gitlab.addNote(1001, 7, { author: 'dana', body: 'added 1 commit', system: true })
    const [note] = (await json(call('GET', NOTES))) as Record<string, unknown>[]
    expect(note).toMatchObject({ system: true, noteable_type: 'MergeRequest', noteable_iid: 7 })
    expect(note?.author).not.toHaveProperty('bot')
  })
})

describe('tokens', () => {
  it('tells who a token is on GET /user, bot flag included', async () => {
    expect(await json(call('GET', '/user'))).toMatchObject({ username: BOT_USERNAME, bot: true })
    const bearer = await json(
      call('GET', '/user', undefined, { authorization: `Bearer ${PERSONAL_TOKEN}` })
    )
    expect(bearer).toMatchObject({ username: 'maria', bot: false })
  })

  it('answers 401 in GitLab shapes: unknown, expired, revoked, a job token as PRIVATE-TOKEN', async () => {
    const unknown = await call('GET', '/user', undefined, { 'private-token': 'nope' })
    expect([unknown.status, await unknown.json()]).toEqual([401, { message: '401 Unauthorized' }])
    expect(await json(call('GET', '/user', undefined, { 'private-token': EXPIRED_TOKEN }))).toEqual(
      {
        error: 'invalid_token',
        error_description: 'Token is expired. You can either do re-authorization or token refresh.'
      }
    )
    const revoked = await call('GET', '/user', undefined, { 'private-token': REVOKED_TOKEN })
    expect(revoked.status).toBe(401)
    expect(await revoked.json()).toMatchObject({ error: 'invalid_token' })
    expect((await call('GET', '/user', undefined, { 'private-token': JOB_TOKEN })).status).toBe(401)
    expect((await call('POST', NOTES, { body: 'x' }, {})).status).toBe(401)
  })

  it('lets a CI job token read notes and nothing else', async () => {
    const job = { 'job-token': JOB_TOKEN }
    expect((await call('GET', NOTES, undefined, job)).status).toBe(200)
    const write = await call('POST', NOTES, { body: 'hello' }, job)
    expect([write.status, await write.json()]).toEqual([401, { message: '401 Unauthorized' }])
    expect((await call('GET', '/user', undefined, job)).status).toBe(401)
    expect(gitlab.notesOn(1001, 7)).toEqual([])
  })

  it('answers a read_api token writing with 403 insufficient_scope', async () => {
    const headers = { 'private-token': READ_API_TOKEN }
    expect((await call('GET', NOTES, undefined, headers)).status).toBe(200)
    const write = await call('POST', NOTES, { body: 'hello' }, headers)
    expect(write.status).toBe(403)
    expect(await write.json()).toEqual({
      error: 'insufficient_scope',
      error_description:
        'The request requires higher privileges than provided by the access token.',
      scope: 'api'
    })
  })

  it('answers a Guest reading merge requests with 403 Forbidden', async () => {
    gitlab.addToken('glpat-guest', { username: 'gus', kind: 'personal', role: 'guest' })
    const guest = await call('GET', NOTES, undefined, { 'private-token': 'glpat-guest' })
    expect([guest.status, await guest.json()]).toEqual([403, { message: '403 Forbidden' }])
    expect(
      (await call('GET', '/projects/1001', undefined, { 'private-token': 'glpat-guest' })).status
    ).toBe(200)
  })

  it('answers 404 Project Not Found for a project missing or out of sight', async () => {
    const outsider = await call('GET', '/projects/1001', undefined, {
      'private-token': OUTSIDER_TOKEN
    })
    expect([outsider.status, await outsider.json()]).toEqual([
      404,
      { message: '404 Project Not Found' }
    ])
    expect(await json(call('GET', '/projects/9999/merge_requests/7'))).toEqual({
      message: '404 Project Not Found'
    })
    expect(await json(call('GET', '/projects/1001/merge_requests/99'))).toEqual({
      message: '404 Not found'
    })
    expect(await json(call('GET', '/projects/1001/pipelines'))).toEqual({ error: '404 Not Found' })
  })
})

describe('projects and merge requests', () => {
  it('finds a project by URL-encoded path, never by a raw slash', async () => {
    expect(await json(call('GET', '/projects/acme%2Fmobile-app'))).toMatchObject({
      id: 1001,
      path_with_namespace: 'acme/mobile-app',
      web_url: `${gitlab.serverUrl}/acme/mobile-app`
    })
    expect((await call('GET', '/projects/acme/mobile-app')).status).toBe(404)
    expect(
      await json(
        call('GET', '/projects/contributor%2Fmobile-app', undefined, {
          'private-token': PERSONAL_TOKEN
        })
      )
    ).toMatchObject({ forked_from_project: { id: 1001 } })
  })

  it('serves a merge request with its sha, state and labels, and moves its head', async () => {
    gitlab.addMergeRequest(1001, 8, { sourceProjectId: 2002, labels: ['keep-preview'] })
    const path = '/projects/acme%2Fmobile-app/merge_requests/8'
    expect(await json(call('GET', path))).toMatchObject({
      iid: 8,
      project_id: 1001,
      source_project_id: 2002,
      state: 'opened',
      labels: ['keep-preview'],
      web_url: `${gitlab.serverUrl}/acme/mobile-app/-/merge_requests/8`
    })
    const before = gitlab.mergeRequest(1001, 8).sha
    gitlab.moveHead(1001, 8, 'b'.repeat(40), { route: 'getMergeRequest', count: 1 })
    expect(await json(call('GET', path))).toMatchObject({ sha: before })
    expect(gitlab.mergeRequest(1001, 8).sha).toBe('b'.repeat(40))
    expect(await json(call('GET', path))).toMatchObject({ sha: 'b'.repeat(40) })
  })

  it('lists merge requests by state and labels, ordered and paged', async () => {
    gitlab.addMergeRequest(1001, 8, { state: 'merged', updatedAt: '2026-01-02T00:00:00.000Z' })
    gitlab.addMergeRequest(1001, 9, { state: 'closed', updatedAt: '2026-01-03T00:00:00.000Z' })
    gitlab.addMergeRequest(1001, 10, { labels: ['keep-preview', 'ui'] })
    const iids = async (query: string) =>
      (
        (await json(call('GET', `/projects/1001/merge_requests?${query}`))) as { iid: number }[]
      ).map(mr => mr.iid)
    expect(await iids('state=opened&order_by=created_at&sort=asc')).toEqual([7, 10])
    expect(await iids('state=all&order_by=updated_at')).toEqual([10, 7, 9, 8])
    expect(await iids('labels=keep-preview')).toEqual([10])
    expect(await iids('state=merged')).toEqual([8])
    const page = await call('GET', '/projects/1001/merge_requests?per_page=3')
    expect(page.headers.get('x-total')).toBe('4')
    expect(page.headers.get('x-next-page')).toBe('2')
  })
})

describe('notes', () => {
  it('creates (201), updates (200) and deletes (204) a note, touching the merge request', async () => {
    gitlab.addMergeRequest(1001, 7, { updatedAt: '2026-01-01T00:00:00.000Z' })
    const created = await call('POST', NOTES, { body: 'Preview: ready' })
    expect(created.status).toBe(201)
    const note = (await created.json()) as { id: number; author: { username: string } }
    expect(note.author.username).toBe(BOT_USERNAME)
    expect(gitlab.mergeRequest(1001, 7).updatedAt > '2026-01-01T00:00:00.000Z').toBe(true)
    const updated = await call('PUT', `${NOTES}/${note.id}`, { body: 'Preview: updated' })
    expect([updated.status, ((await updated.json()) as { body: string }).body]).toEqual([
      200,
      'Preview: updated'
    ])
    expect((await call('PUT', `${NOTES}/${note.id}`, { body: ' ' })).status).toBe(400)
    expect(await json(call('POST', NOTES, {}))).toEqual({ error: 'body is missing' })
    const deleted = await call('DELETE', `${NOTES}/${note.id}`)
    expect([deleted.status, await deleted.text()]).toEqual([204, ''])
    expect(await json(call('GET', `${NOTES}/${note.id}`))).toEqual({ message: '404 Not found' })
  })

  it('takes a body as a form or in the query, as GitLab does', async () => {
    const form = await fetch(`${gitlab.url}${NOTES}`, {
      method: 'POST',
      headers: {
        'private-token': PROJECT_TOKEN,
        'content-type': 'application/x-www-form-urlencoded'
      },
      body: 'body=from+a+form'
    })
    expect(form.status).toBe(201)
    expect((await call('POST', `${NOTES}?body=from%20the%20query`)).status).toBe(201)
    const plain = await fetch(`${gitlab.url}${NOTES}`, {
      method: 'POST',
      headers: { 'private-token': PROJECT_TOKEN, 'content-type': 'text/plain' },
      body: JSON.stringify({ body: 'not read' })
    })
    expect([plain.status, await plain.json()]).toEqual([400, { error: 'body is missing' }])
    expect(gitlab.notesOn(1001, 7).map(note => note.body)).toEqual([
      'from a form',
      'from the query'
    ])
  })

  it("refuses to edit another user's note (403) unless a maintainer, and any system note", async () => {
    const theirs = gitlab.addNote(1001, 7, { author: 'mallory', body: 'mine' })
    const system = gitlab.addNote(1001, 7, { author: 'dana', body: 'added 1 commit', system: true })
    const refused = await call('PUT', `${NOTES}/${theirs.id}`, { body: 'taken' })
    expect([refused.status, await refused.json()]).toEqual([403, { message: '403 Forbidden' }])
    const maintainer = { 'private-token': PERSONAL_TOKEN }
    expect(
      (await call('PUT', `${NOTES}/${theirs.id}`, { body: 'edited' }, maintainer)).status
    ).toBe(200)
    expect((await call('DELETE', `${NOTES}/${system.id}`, undefined, maintainer)).status).toBe(403)
    const own = { 'private-token': OTHER_USER_TOKEN }
    expect((await call('DELETE', `${NOTES}/${theirs.id}`, undefined, own)).status).toBe(204)
  })

  it('holds a note of 1,000,000 characters and refuses one more', async () => {
    const full = 'é'.repeat(1_000_000)
    expect((await call('POST', NOTES, { body: full })).status).toBe(201)
    const over = await call('POST', NOTES, { body: `${full}x` })
    expect(over.status).toBe(400)
    expect(await over.json()).toEqual({
      message: '400 Bad request - Note {:note=>["is too long (maximum is 1000000 characters)"]}'
    })
  })

  it('executes quick actions from a body, as GitLab does, outside code blocks', async () => {
    const created = await call('POST', NOTES, {
      body: 'Preview of feature/x\n/label ~"needs review"\n/close\nthe end'
    })
    expect(created.status).toBe(201)
    const note = gitlab.notesOn(1001, 7).find(n => !n.system)
    expect(note?.body).toBe('Preview of feature/x\nthe end')
    expect(note?.quickActions).toEqual(['/label ~"needs review"', '/close'])
    expect(gitlab.mergeRequest(1001, 7)).toMatchObject({
      state: 'closed',
      labels: ['needs review']
    })
    const only = await call('POST', NOTES, { body: '/reopen' })
    expect(only.status).toBe(202)
    expect(gitlab.quickActionsWithoutNote).toEqual(['/reopen'])
    expect(gitlab.mergeRequest(1001, 7).state).toBe('opened')
    // In a fenced block, in an HTML block, not at the start of its line, or unknown: plain text.
    const fenced = '```\n/merge\n```'
    const html = '<details>\n/close\n</details>'
    for (const body of [fenced, html, 'see /close', '/frobnicate']) {
      expect((await call('POST', NOTES, { body })).status).toBe(201)
    }
    expect(gitlab.mergeRequest(1001, 7).state).toBe('opened')
    expect(
      gitlab
        .notesOn(1001, 7)
        .filter(n => !n.system)
        .map(n => n.body)
    ).toContain(fenced)
  })
})

describe('faults', () => {
  it('answers 429 in both of GitLab shapes, with their headers', async () => {
    gitlab.injectRateLimit('listNotes', { shape: 'plain', resetAt: 1_900_000_000 })
    gitlab.injectRateLimit('listNotes', { shape: 'json', retryAfterSeconds: 2 })
    const plain = await call('GET', NOTES)
    expect([plain.status, await plain.text()]).toEqual([429, 'Retry later\n'])
    expect(plain.headers.get('content-type')).toBe('text/plain')
    expect(plain.headers.get('ratelimit-reset')).toBe('1900000000')
    expect(plain.headers.get('retry-after')).toBeNull()
    const structured = await call('GET', NOTES)
    expect(structured.status).toBe(429)
    expect(structured.headers.get('retry-after')).toBe('2')
    expect(await structured.json()).toEqual({
      message: { error: 'This endpoint has been requested too many times. Try again later.' }
    })
    expect((await call('GET', NOTES)).status).toBe(200)
    gitlab.injectRateLimit('createNote', { shape: 'json', resetAfterSeconds: 3 })
    const before = Date.now()
    const later = await call('POST', NOTES, { body: 'x' })
    const resetAt = Number(later.headers.get('ratelimit-reset'))
    expect(resetAt * 1000).toBeGreaterThan(before + 2000)
    expect(resetAt * 1000).toBeLessThanOrEqual(Date.now() + 4000)
    expect(gitlab.requestsTo('createNote')[0]?.faultHeaders?.['ratelimit-reset']).toBe(
      String(resetAt)
    )
  })

  it('creates the note behind a 502 when the fault says it landed', async () => {
    gitlab.injectFault('createNote', {
      status: 502,
      landed: true,
      headers: { 'content-type': 'text/html' },
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>'
    })
    const lost = await call('POST', NOTES, { body: 'Preview' })
    expect(lost.status).toBe(502)
    expect(gitlab.notesOn(1001, 7).map(note => note.body)).toEqual(['Preview'])
    expect(gitlab.requestsTo('createNote').map(request => request.status)).toEqual([502])
  })

  it('records every request with its route, params and sender', async () => {
    await call('POST', NOTES, { body: 'hi' })
    expect(gitlab.requests).toMatchObject([
      {
        method: 'POST',
        route: 'createNote',
        params: { body: 'hi' },
        username: BOT_USERNAME,
        status: 201
      }
    ])
  })
})

it('serves a self-managed instance under its path', async () => {
  const selfManaged = new FakeGitLab({ pathPrefix: '/gitlab' })
  const url = await selfManaged.start()
  try {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/gitlab\/api\/v4$/)
    const mr = await fetch(`${url}/projects/1001/merge_requests/7`, {
      headers: { 'private-token': PROJECT_TOKEN }
    })
    expect(((await mr.json()) as { web_url: string }).web_url).toBe(
      `${selfManaged.serverUrl}/acme/mobile-app/-/merge_requests/7`
    )
    const bare = await fetch(`${url.replace('/gitlab', '')}/user`, {
      headers: { 'private-token': PROJECT_TOKEN }
    })
    expect(bare.status).toBe(404)
  } finally {
    await selfManaged.stop()
  }
})

it('npm run fake-gitlab reports a busy port in one line naming --port', async () => {
  const busy = createServer()
  await new Promise<void>(resolve => busy.listen(0, '127.0.0.1', resolve))
  const { port } = busy.address() as { port: number }
  try {
    const child = spawn(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'test-support/fake-gitlab/cli.ts', '--port', String(port)],
      {
        stdio: ['ignore', 'pipe', 'pipe']
      }
    )
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const [code] = (await once(child, 'exit')) as [number]
    expect(code).toBe(1)
    expect(stderr).toBe(
      `fake-gitlab: port ${port} on 127.0.0.1 is in use: choose another with --port <n> (--port 0 takes any free one).\n`
    )
  } finally {
    busy.close()
  }
})

it('npm run fake-gitlab -- --help lists its options and exits 0', async () => {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'test-support/fake-gitlab/cli.ts', '--help'],
    {
      stdio: ['ignore', 'pipe', 'pipe']
    }
  )
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const [code] = (await once(child, 'exit')) as [number]
  expect(code).toBe(0)
  for (const option of ['--port', '--host', '--path-prefix', '--help']) {
    expect(stdout).toContain(option)
  }
})
