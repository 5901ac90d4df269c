/**
 * Bitbucket's rate limit and passing failures, end to end on the installed tool with Bitbucket
 * Pipelines' variables, against the fakes: a 429 with `Retry-After` and one without (JSON or
 * plain text) waited out within the deadlines, or given up at once when the wait would end past
 * them; 5xx retried for reads and edits; a comment's creation whose answer was lost (a 502, a
 * dropped connection) looked for before it is sent again, so exactly one comment results.
 *
 * https://support.atlassian.com/bitbucket-cloud/docs/api-request-limits/
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { ACCESS_TOKEN, type BitbucketRequest } from '../../test-support/fake-bitbucket/server.js'
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

const [FIRST, SECOND] = ['5e'.repeat(20), '6f'.repeat(20)]
const RATE_LIMITED = 'Rate limit for this resource has been exceeded'

let tool: InstalledTool
let fakes: BitbucketFakes
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startBitbucketFakes({ service: { apps: {} } })
  fakes.bitbucket.addPullRequest(FULL_NAME, 7, { sha: FIRST })
})
afterEach(() => stopBitbucketFakes(fakes))

const comments = () => visibleComments(fakes.bitbucket)
const statuses = (requests: BitbucketRequest[]) => requests.map(request => request.status)

function preview(args: string[] = []) {
  return tool.run(['preview', ...PREVIEW_BUILD, ...args], pullRequestStep(fakes))
}

/** A clean first preview, then the requests forgotten: the next run is an update. */
async function firstPreview(): Promise<Record<string, unknown>> {
  const first = resultOf(await preview())
  expect(first).toMatchObject({ previewAction: 'created' })
  fakes.bitbucket.requests.length = 0
  fakes.service.requests.length = 0
  fakes.bitbucket.moveHead(FULL_NAME, 7, SECOND)
  return first
}

/** One app on the service, one comment on the pull request: the preview's, showing `sha`. */
function expectOnePreview(sha: string): void {
  expect(fakes.service.apps.size).toBe(1)
  expect(fakes.service.requestsTo('create').length).toBeLessThanOrEqual(1)
  expect(comments()).toHaveLength(1)
  expect(comments()[0]?.raw).toContain(sha.slice(0, 7))
}

/** Milliseconds between the first two requests to a route. */
function gap(requests: BitbucketRequest[]): number {
  const [one, two] = requests
  return (two?.receivedAt ?? Number.NaN) - (one?.receivedAt ?? Number.NaN)
}

describe('429: the rate limit', () => {
  it('with Retry-After: waits as asked, then goes on; one app, one comment', async () => {
    fakes.bitbucket.injectRateLimit('getPullRequest', { retryAfterSeconds: 2 })
    fakes.bitbucket.injectRateLimit('listComments', { retryAfterSeconds: 1 })
    const run = await preview()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({ previewAction: 'created' })
    const reads = fakes.bitbucket.requestsTo('getPullRequest')
    expect(statuses(reads).slice(0, 2)).toEqual([429, 200])
    expect(gap(reads)).toBeGreaterThanOrEqual(1900)
    expect(gap(reads)).toBeLessThan(10_000)
    const listed = fakes.bitbucket.requestsTo('listComments')
    expect(statuses(listed).slice(0, 2)).toEqual([429, 200])
    expect(gap(listed)).toBeGreaterThanOrEqual(900)
    expect(run.stderr).toMatch(/rate limit \(429\); waiting 2 s/)
    expectOnePreview(FIRST)
  })

  it('without Retry-After, as plain text, on the comment’s creation: a backoff, then one comment', async () => {
    fakes.bitbucket.injectRateLimit('createComment', { shape: 'plain' }, 2)
    const run = await preview()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({ previewAction: 'created' })
    const creations = fakes.bitbucket.requestsTo('createComment')
    expect(statuses(creations)).toEqual([429, 429, 201])
    // Backoff: about 1 s, then about 2 s (half to all of each step).
    expect(gap(creations)).toBeGreaterThanOrEqual(450)
    expect(gap(creations.slice(1))).toBeGreaterThanOrEqual(950)
    expectOnePreview(FIRST)
  })

  it('on an edit after a push: waited out, the same comment edited', async () => {
    const { commentUrl, publicKey } = await firstPreview()
    fakes.bitbucket.injectRateLimit('updateComment', { retryAfterSeconds: 1 })
    const run = await preview()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({ previewAction: 'updated', publicKey, commentUrl })
    expect(statuses(fakes.bitbucket.requestsTo('updateComment')).slice(0, 2)).toEqual([429, 200])
    expectOnePreview(SECOND)
  })

  it('asking to wait past the deadline: gives up at once, quoting Bitbucket; nothing created', async () => {
    fakes.bitbucket.injectRateLimit('getPullRequest', { retryAfterSeconds: 3600 })
    const started = Date.now()
    const run = await preview()
    expect(Date.now() - started).toBeLessThan(30_000)
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(`429 "${RATE_LIMITED}"`)
    expect(run.stderr).toMatch(/deadline/)
    expect(fakes.bitbucket.requestsTo('getPullRequest')).toHaveLength(1)
    expect(fakes.service.requestsTo('create')).toEqual([])
    expect(comments()).toEqual([])
  })

  it('past --request-timeout: a Retry-After of 20 s with a 5 s deadline is not waited', async () => {
    fakes.bitbucket.injectRateLimit('getPullRequest', { retryAfterSeconds: 20 })
    const started = Date.now()
    const run = await preview(['--request-timeout', '5'])
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(run.exitCode).toBe(1)
    expect(run.stderr).toContain(RATE_LIMITED)
    expect(fakes.service.requestsTo('create')).toEqual([])
  })

  it('every attempt limited: gives up after --max-attempts, saying so; nothing created', async () => {
    fakes.bitbucket.injectRateLimit('getPullRequest', { retryAfterSeconds: 1 }, 10)
    const run = await preview(['--max-attempts', '3'])
    expect(run.exitCode).toBe(1)
    expect(run.stderr).toMatch(/all 3 attempts were used/)
    expect(statuses(fakes.bitbucket.requestsTo('getPullRequest'))).toEqual([429, 429, 429])
    expect(fakes.service.requestsTo('create')).toEqual([])
    expect(comments()).toEqual([])
  })
})

describe('5xx: passing failures', () => {
  it('retried for reads: the pull request, the comments', async () => {
    fakes.bitbucket.injectFault('getPullRequest', { status: 502, body: '<h1>Bad Gateway</h1>' })
    fakes.bitbucket.injectFault('listComments', { status: 503 })
    fakes.bitbucket.injectFault('listComments', { status: 500 })
    const run = await preview()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({ previewAction: 'created' })
    expect(statuses(fakes.bitbucket.requestsTo('getPullRequest')).slice(0, 2)).toEqual([502, 200])
    expect(statuses(fakes.bitbucket.requestsTo('listComments')).slice(0, 3)).toEqual([
      503, 500, 200
    ])
    expectOnePreview(FIRST)
  })

  it('retried for edits, also when the lost edit had landed: the same comment, the new commit', async () => {
    const { commentUrl } = await firstPreview()
    fakes.bitbucket.injectFault('updateComment', { status: 502 })
    fakes.bitbucket.injectFault('updateComment', { status: 504, landed: true })
    const run = await preview()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({ previewAction: 'updated', commentUrl })
    const edits = fakes.bitbucket.requestsTo('updateComment')
    expect(statuses(edits).slice(0, 3)).toEqual([502, 504, 200])
    expect(new Set(edits.map(edit => edit.path)).size).toBe(1)
    expectOnePreview(SECOND)
  })

  it('a 5xx on every attempt of a read: one error quoting Bitbucket, nothing created', async () => {
    fakes.bitbucket.injectFault('getPullRequest', { status: 503, body: 'upstream busy' }, 10)
    const run = await preview(['--max-attempts', '2'])
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('503 "upstream busy"')
    expect(statuses(fakes.bitbucket.requestsTo('getPullRequest'))).toEqual([503, 503])
    expect(fakes.service.requestsTo('create')).toEqual([])
  })
})

describe('a comment’s creation whose answer was lost', () => {
  it.each([
    ['a 502', { status: 502 }],
    ['a dropped connection', { reset: true }]
  ])('landed behind %s: looked for, not sent again; exactly one comment', async (_, fault) => {
    fakes.bitbucket.injectFault('createComment', { ...fault, landed: true })
    const run = await preview()
    expect(run.stderr).not.toMatch(/^(error|warning)/m)
    expect(run.exitCode).toBe(0)
    const result = resultOf(run)
    expect(result).toMatchObject({ previewAction: 'created' })
    const creations = fakes.bitbucket.requestsTo('createComment')
    expect(creations).toHaveLength(1)
    // The comments were read again after the lost answer, before anything else was written.
    const after = fakes.bitbucket.requests.slice(fakes.bitbucket.requests.indexOf(creations[0]!))
    expect(after[1]?.route).toBe('listComments')
    expect(comments()).toHaveLength(1)
    expect(String(result.commentUrl)).toMatch(new RegExp(`#comment-${comments()[0]?.id}$`))
    expect(comments()[0]?.raw).toContain(String(result.appUrl))
    expectOnePreview(FIRST)
  })

  it('landed, then no answer within --request-timeout: looked for, not sent again', async () => {
    fakes.bitbucket.injectFault('createComment', { hang: true, landed: true })
    const run = await preview(['--request-timeout', '4'])
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({ previewAction: 'created' })
    expect(fakes.bitbucket.requestsTo('createComment')).toHaveLength(1)
    expectOnePreview(FIRST)
  })

  it('did not land behind a 502: looked for, then sent again; exactly one comment', async () => {
    fakes.bitbucket.injectFault('createComment', { status: 502 })
    const run = await preview()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({ previewAction: 'created' })
    const creations = fakes.bitbucket.requestsTo('createComment')
    expect(statuses(creations)).toEqual([502, 201])
    const between = fakes.bitbucket.requests.slice(
      fakes.bitbucket.requests.indexOf(creations[0]!) + 1,
      fakes.bitbucket.requests.indexOf(creations[1]!)
    )
    expect(between.map(request => request.route)).toContain('listComments')
    expectOnePreview(FIRST)
  })
})

describe('error bodies', () => {
  it.each([
    ['a JSON error body', 'application/json'],
    ['a proxy’s text page', 'text/html']
  ])(
    '%s with commands, markup and the token: quoted on one line, no command, no token',
    async (_, type) => {
      const hostile = `Denied\n::error::owned\r\n##[warning]x %0A::add-mask::y <b>z</b> ${ACCESS_TOKEN}`
      const body =
        type === 'application/json'
          ? JSON.stringify({
              type: 'error',
              error: { message: hostile, detail: `::stop-commands::t ${ACCESS_TOKEN.slice(0, 20)}` }
            })
          : `<h1>Bad Request</h1>\n${hostile}`
      fakes.bitbucket.injectFault('getPullRequest', {
        status: 400,
        headers: { 'content-type': type },
        body
      })
      const run = await preview()
      expect(run.exitCode).toBe(1)
      expect(run.stdout).toBe('')
      expect(run.stderr).toContain('400')
      expect(run.stderr).toContain('Denied')
      for (const line of run.stderr.split(/\r\n|\n|\r|\u2028|\u2029/)) {
        expect(line).not.toMatch(/^\s*::/)
        expect(line).not.toContain('##[')
      }
      expect(run.stderr).not.toContain(ACCESS_TOKEN.slice(0, 20))
      expect(run.stderr).not.toContain(ACCESS_TOKEN.slice(-20))
      expect(fakes.service.requestsTo('create')).toEqual([])
    }
  )
})
