/**
 * The GitLab adapter against the fake GitLab on loopback, under a self-managed instance's path
 * (`/gitlab/api/v4`): what it reads of a merge request, its notes (every page, system notes
 * skipped), its writes, GitLab's 429s and 5xx, a note creation whose answer was lost, and each
 * refusal classified with what the token needs. Waits go through a fake clock: no test sleeps.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  BOT_USERNAME,
  EXPIRED_TOKEN,
  FAKE_PROJECT,
  FakeGitLab,
  FORK_PROJECT,
  OUTSIDER_TOKEN,
  PROJECT_TOKEN,
  READ_API_TOKEN,
  REVOKED_TOKEN
} from '../../test-support/fake-gitlab/server.js'
import { ReviewPlatformError } from '../../src/review/review-error.js'
import type { ReviewPlatform } from '../../src/review/review-platform.js'
import type { RecordedRequest, ReviewConnectOptions } from '../../src/review/review-port.js'
import { Redactor } from '../../src/shared/redaction.js'
import { gitLabReviewPort, type GitLabContext } from '../../src/gitlab/review-port.js'
import { gitLabProject } from '../../src/gitlab/gitlab-notes.js'
import { createGitLabApi } from '../../src/gitlab/gitlab-connect.js'
import type { GitLabApi } from '../../src/gitlab/gitlab-api.js'
import { nextPage, rateLimitWaitMs } from '../../src/gitlab/gitlab-headers.js'

const REPOSITORY = gitLabProject(FAKE_PROJECT.id, 'acme/mobile-app')
let gitlab: FakeGitLab
/** The fake clock: each sleep moves it on. */
let clock: number
let slept: number[]
let logged: string[]

beforeEach(async () => {
  gitlab = new FakeGitLab({ pathPrefix: '/gitlab' })
  await gitlab.start()
  clock = Date.parse('2026-11-29T10:00:00Z')
  slept = []
  logged = []
})

afterEach(() => gitlab.stop())

function context(fields: Partial<GitLabContext> = {}): GitLabContext {
  return {
    apiUrl: gitlab.url,
    project: String(FAKE_PROJECT.id),
    mergeRequestIid: 7,
    mode: 'deploy',
    runUrl: 'https://gitlab.example.com/acme/mobile-app/-/jobs/42',
    ...fields
  }
}

function options(fields: Partial<ReviewConnectOptions> = {}): ReviewConnectOptions {
  return {
    reviewToken: PROJECT_TOKEN,
    requestTimeoutMs: 5000,
    onWarning: () => {},
    redactor: new Redactor(),
    maxAttempts: 4,
    deadlineMs: 120_000,
    log: line => logged.push(line),
    sleep: ms => {
      slept.push(ms)
      clock += ms
      return Promise.resolve()
    },
    now: () => clock,
    ...fields
  }
}

async function connected(
  fields: Partial<ReviewConnectOptions> = {},
  target: Partial<GitLabContext> = {}
): Promise<{
  api: GitLabApi
  platform: ReviewPlatform
  port: ReturnType<typeof gitLabReviewPort>
}> {
  const port = gitLabReviewPort(context(target))
  const platform = await port.connect(options(fields))
  // The adapter's own calls (notes of every kind, not only records), over the same options.
  const { api } = createGitLabApi(gitlab.url, options(fields))
  return { api, platform, port }
}

async function failure(promise: Promise<unknown>): Promise<ReviewPlatformError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown
  )
  expect(error).toBeInstanceOf(ReviewPlatformError)
  return error as ReviewPlatformError
}

describe('the merge request', () => {
  it('reads the target: project id, title, branch, labels, author, the commit the pipeline built', async () => {
    gitlab.addMergeRequest(FAKE_PROJECT.id, 7, {
      title: 'Add login',
      sourceBranch: 'feature/login',
      labels: ['keep-preview', 'ui'],
      author: 'dana'
    })
    const built = 'a'.repeat(40)
    const { platform, port } = await connected({}, { project: 'acme/mobile-app', commitSha: built })
    const { pullRequest, runUrl, readNow } = await port.readTarget('preview', {
      connect: () => Promise.resolve(platform)
    })
    expect(pullRequest).toMatchObject({
      lifecycle: 'updated',
      number: 7,
      title: 'Add login',
      headSha: built,
      headRef: 'feature/login',
      repository: { display: 'acme/mobile-app', binding: String(FAKE_PROJECT.id) },
      isFork: false,
      merged: false,
      author: 'dana',
      labels: ['keep-preview', 'ui'],
      state: 'open'
    })
    expect(runUrl).toBe('https://gitlab.example.com/acme/mobile-app/-/jobs/42')
    // The merge request as it is now (its head, not the commit built), for the first check.
    expect(readNow).toEqual({ state: 'open', headSha: gitlab.mergeRequest(FAKE_PROJECT.id, 7).sha })
    // One read: the merge request by the project's path, URL-encoded as GitLab needs it; it names
    // the project's id and path.
    expect(gitlab.requests.map(request => request.path)).toEqual([
      '/gitlab/api/v4/projects/acme%2Fmobile-app/merge_requests/7'
    ])
  })

  it.each([
    ['deploy', 'merged', 'updated', 'closed', true],
    ['stop', 'opened', 'closed', 'open', false],
    ['stop', 'closed', 'closed', 'closed', false]
  ] as const)(
    'in %s mode, a %s merge request is reported as %s',
    async (mode, state, lifecycle, now, merged) => {
      gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { state })
      const { platform, port } = await connected({}, { mode })
      const { pullRequest } = await port.readTarget('preview', {
        connect: () => Promise.resolve(platform)
      })
      expect(pullRequest).toMatchObject({ lifecycle, state: now, merged })
    }
  )

  it("names a fork's merge request a fork", async () => {
    gitlab.addMergeRequest(FAKE_PROJECT.id, 8, { sourceProjectId: FORK_PROJECT.id })
    const { api } = await connected()
    expect(await api.getPullRequest(REPOSITORY, 8)).toMatchObject({ number: 8, isFork: true })
  })

  it("lists the project's merge requests by last update, until told to stop", async () => {
    for (const iid of [8, 9, 10]) {
      gitlab.addMergeRequest(FAKE_PROJECT.id, iid, {
        state: iid === 9 ? 'merged' : 'opened',
        updatedAt: `2026-11-2${iid - 7}T10:00:00Z`
      })
    }
    const { api } = await connected()
    const all = await api.listPullRequests(
      REPOSITORY,
      { state: 'all', direction: 'asc' },
      pr => pr.number === 7
    )
    expect(all.map(pr => [pr.number, pr.state, pr.merged])).toEqual([
      [8, 'open', false],
      [9, 'closed', true],
      [10, 'open', false]
    ])
    const listed = gitlab.requestsTo('listMergeRequests')[0]
    expect(listed?.params).toMatchObject({
      state: 'all',
      order_by: 'updated_at',
      sort: 'asc',
      per_page: '100'
    })
  })

  it('knows the token by its username (GET /user)', async () => {
    const { api } = await connected()
    expect((await api.identify()).username).toBe(BOT_USERNAME)
  })
})

describe('the notes', () => {
  it('reads every page, short ones included, without system notes, oldest first', async () => {
    gitlab = await restart({ maxPerPage: 100 })
    for (let i = 0; i < 250; i++) {
      const system = i % 5 === 0
      gitlab.addNote(FAKE_PROJECT.id, 7, {
        author: system ? 'dana' : 'maria',
        body: system ? 'added 1 commit' : `note ${i}`,
        system,
        // A note the caller cannot read: counted in its page, not shown.
        hidden: i === 121
      })
    }
    const { api } = await connected()
    const notes = await api.listComments(REPOSITORY, 7)
    expect(notes).toHaveLength(199)
    expect(notes[0]).toMatchObject({ body: 'note 1', username: 'maria' })
    expect(notes.some(note => note.body === 'note 121')).toBe(false)
    expect(notes.at(-1)?.body).toBe('note 249')
    expect(notes.some(note => note.body === 'added 1 commit')).toBe(false)
    expect(notes[0]?.url).toBe(
      `${gitlab.serverUrl}/acme/mobile-app/-/merge_requests/7#note_${notes[0]?.id}`
    )
    expect(gitlab.requestsTo('listNotes').map(request => request.params.page ?? '1')).toEqual([
      '1',
      '2',
      '3'
    ])
  })

  it('creates, edits and deletes a note (a second delete counts as done)', async () => {
    const { api } = await connected()
    const created = await api.createComment(REPOSITORY, 7, 'first')
    expect(created).toMatchObject({ body: 'first', username: BOT_USERNAME })
    const edited = await api.updateComment(REPOSITORY, 7, created.id, 'second')
    expect(edited).toMatchObject({ id: created.id, body: 'second' })
    await api.deleteComment(REPOSITORY, 7, created.id)
    await api.deleteComment(REPOSITORY, 7, created.id)
    expect(gitlab.notesOn(FAKE_PROJECT.id, 7)).toHaveLength(0)
    expect(gitlab.requestsTo('updateNote')[0]?.method).toBe('PUT')
  })

  it('does not create a note twice when the answer to one that landed was lost (502)', async () => {
    const { api } = await connected()
    await api.listComments(REPOSITORY, 7)
    gitlab.injectFault('createNote', { status: 502, body: 'Bad Gateway', landed: true })
    const note = await api.createComment(REPOSITORY, 7, 'the record')
    expect(gitlab.notesOn(FAKE_PROJECT.id, 7).map(stored => stored.body)).toEqual(['the record'])
    expect(note.id).toBe(gitlab.notesOn(FAKE_PROJECT.id, 7)[0]?.id)
    expect(gitlab.requestsTo('createNote')).toHaveLength(1)
  })

  it('sends a note again once a read shows the lost one did not land', async () => {
    const { api } = await connected()
    gitlab.injectFault('createNote', { status: 502, body: 'Bad Gateway' })
    await api.createComment(REPOSITORY, 7, 'the record')
    expect(gitlab.notesOn(FAKE_PROJECT.id, 7).map(stored => stored.body)).toEqual(['the record'])
    expect(gitlab.requests.map(request => request.route)).toEqual([
      'createNote',
      'user',
      'listNotes',
      'createNote'
    ])
  })

  it("scrubs the run's secrets from a note, but not from its record marker", async () => {
    const redactor = new Redactor()
    redactor.add('tok_live_0123456789abcdef')
    const { api } = await connected({ redactor })
    const marker = '<!-- appetize-deploy-action:preview name=android sig=x -->'
    await api.createComment(REPOSITORY, 7, `${marker}\nbranch tok_live_0123456789abcdef`)
    expect(gitlab.notesOn(FAKE_PROJECT.id, 7)[0]?.body).toBe(`${marker}\nbranch \\*\\*\\*`)
  })

  it('records the writes of a dry run, and sends its reads', async () => {
    const recorded: RecordedRequest[] = []
    const { platform } = await connected({ record: request => recorded.push(request) })
    const store = platform.records(REPOSITORY, 7)
    const note = await store.create('planned')
    await store.write(note.id, 'edited')
    await store.list()
    expect(recorded.map(request => `${request.method} ${request.url}`)).toEqual([
      `POST ${gitlab.url}/projects/1001/merge_requests/7/notes`,
      `PUT ${gitlab.url}/projects/1001/merge_requests/7/notes/{new}`
    ])
    expect(recorded[0]?.headers['private-token']).toBe('***')
    expect(gitlab.notesOn(FAKE_PROJECT.id, 7)).toHaveLength(0)
    expect(gitlab.requestsTo('listNotes')).toHaveLength(1)
  })
})

describe("GitLab's limits and failures", () => {
  it.each(['plain', 'json'] as const)('waits out a %s 429 as Retry-After asks', async shape => {
    gitlab.injectRateLimit('listNotes', { shape, retryAfterSeconds: 7 })
    const { api } = await connected()
    expect(await api.listComments(REPOSITORY, 7)).toEqual([])
    expect(slept).toEqual([7000])
    expect(logged.join('\n')).toMatch(/rate limit \(429\); waiting 7 s/)
  })

  it('waits until RateLimit-Reset (epoch seconds) when no Retry-After is sent', async () => {
    gitlab.injectRateLimit('user', { shape: 'plain', resetAt: clock / 1000 + 20 })
    const { api } = await connected()
    expect((await api.identify()).username).toBe(BOT_USERNAME)
    expect(slept).toEqual([20_000])
  })

  it('gives up on a 429 whose wait ends after the deadline, quoting the body', async () => {
    gitlab.injectRateLimit('createNote', { shape: 'json', retryAfterSeconds: 600 })
    const { api } = await connected({ deadlineMs: 60_000 })
    const error = await failure(api.createComment(REPOSITORY, 7, 'x'))
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, operation: 'createComment' })
    expect(error.message).toContain(
      '"This endpoint has been requested too many times. Try again later."'
    )
    expect(error.message).toContain("after the request's deadline (60 s)")
    expect(slept).toEqual([])
  })

  it('sends a note again after a 429, which GitLab answers before doing anything', async () => {
    gitlab.injectRateLimit('createNote', { shape: 'plain', retryAfterSeconds: 2 })
    const { api } = await connected()
    await api.createComment(REPOSITORY, 7, 'once')
    expect(gitlab.notesOn(FAKE_PROJECT.id, 7).map(note => note.body)).toEqual(['once'])
    expect(gitlab.requestsTo('createNote')).toHaveLength(2)
    expect(slept).toEqual([2000])
  })

  it('retries a read after a 5xx, and stops after maxAttempts', async () => {
    gitlab.injectFault('getMergeRequest', { status: 503, body: 'busy' }, 5)
    const { api } = await connected({ maxAttempts: 3 })
    const error = await failure(api.getPullRequest(REPOSITORY, 7))
    expect(error).toMatchObject({ kind: 'status', status: 503 })
    expect(gitlab.requestsTo('getMergeRequest')).toHaveLength(3)
    expect(slept).toHaveLength(2)
  })

  it.each([
    [
      'a bad token',
      'glpat-nobodyKnowsThisOne0000',
      401,
      /token is not valid/,
      /valid project, group or personal access token with the `api` scope/
    ],
    ['an expired token', EXPIRED_TOKEN, 401, /token is expired/, /`api` scope/],
    ['a revoked token', REVOKED_TOKEN, 401, /token is revoked/, /`api` scope/],
    ['a token that cannot see the project', OUTSIDER_TOKEN, 404, /cannot see it/, /Developer role/]
  ])('names what the token needs for %s', async (_case, token, status, reason, need) => {
    const { api } = await connected({ reviewToken: token })
    const error = await failure(api.getPullRequest(REPOSITORY, 7))
    expect(error).toMatchObject({ kind: 'status', status })
    expect(error.message).toMatch(reason)
    expect(error.need).toMatch(need)
    expect(error.message).toMatch(/^Reading the merge request \(!7 of acme\/mobile-app\) failed/)
    expect(error.message).not.toContain(token)
  })

  it('names the `api` scope for a read_api token that writes', async () => {
    const { api } = await connected({ reviewToken: READ_API_TOKEN })
    expect(await api.listComments(REPOSITORY, 7)).toEqual([])
    const error = await failure(api.createComment(REPOSITORY, 7, 'x'))
    expect(error).toMatchObject({ status: 403, operation: 'createComment' })
    expect(error.message).toMatch(/insufficient_scope/)
    expect(error.need).toMatch(/^the `api` scope/)
  })

  it('quotes a hostile error body short, escaped and without secrets', async () => {
    const redactor = new Redactor()
    redactor.add('tok_live_0123456789abcdef')
    const body = JSON.stringify({
      message: {
        base: [`::error::x\n${PROJECT_TOKEN} tok_live_0123456789abcdef ${'y'.repeat(500)}`]
      }
    })
    gitlab.injectFault('getMergeRequest', { status: 422, body })
    const { api } = await connected({ redactor })
    const error = await failure(api.getPullRequest(REPOSITORY, 7))
    expect(error.message).not.toContain(PROJECT_TOKEN)
    expect(error.message).not.toContain('tok_live')
    expect(error.message).not.toMatch(/\n/)
    expect(error.message).toContain('"base ::error::x *** ***')
    expect(error.message.length).toBeLessThan(400)
  })
})

async function restart(fields: ConstructorParameters<typeof FakeGitLab>[0]): Promise<FakeGitLab> {
  await gitlab.stop()
  const fresh = new FakeGitLab({ pathPrefix: '/gitlab', ...fields })
  await fresh.start()
  return fresh
}

describe("GitLab's headers", () => {
  const API = 'https://git.example.com/gitlab/api/v4'
  const page1 = `${API}/projects/5/merge_requests/7/notes?per_page=100`

  it('follows x-next-page, else the Link header, and stops when neither names a page', () => {
    expect(nextPage(page1, { 'x-next-page': '2' }, API)).toBe(`${page1}&page=2`)
    const link = `<${API}/projects/5/merge_requests/7/notes?page=3&per_page=100>; rel="next", <${API}/x?page=9>; rel="last"`
    expect(nextPage(page1, { 'x-next-page': '', link }, API)).toBe(
      `${API}/projects/5/merge_requests/7/notes?page=3&per_page=100`
    )
    expect(
      nextPage(page1, { 'x-next-page': '', link: `<${API}/x?page=1>; rel="first"` }, API)
    ).toBe(undefined)
  })

  it('never follows a next link away from the API', () => {
    const link = '<https://evil.example/api/v4/notes?page=2>; rel="next"'
    expect(() => nextPage(page1, { link }, API)).toThrow(/outside its API address/)
  })

  it("reads a 429's wait from Retry-After, else RateLimit-Reset (epoch seconds)", () => {
    const now = Date.parse('2026-11-29T10:00:00Z')
    expect(rateLimitWaitMs({ 'retry-after': '30', 'ratelimit-reset': '1' }, now)).toBe(30_000)
    expect(rateLimitWaitMs({ 'ratelimit-reset': String(now / 1000 + 12) }, now)).toBe(12_000)
    expect(rateLimitWaitMs({ 'ratelimit-reset': String(now / 1000 - 5) }, now)).toBe(0)
    expect(rateLimitWaitMs({}, now)).toBeUndefined()
  })
})
