/**
 * Listings that end (issue 48, item 3): every paginated listing stops at 1,000 pages and at 5
 * minutes for the whole listing by the host's clock, with an error that names the listing and
 * the cap. Against servers on loopback that name a next page forever: a raw server for the
 * service's `hasMore`/`nextKey` and GitHub's Link header, the fake GitLab's pagination headers.
 * The page cap is met with its default, 1,000 real round trips, once per client; the time cap
 * with a clock that moves on at each look.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { FAKE_PROJECT, FakeGitLab, PROJECT_TOKEN } from '../../test-support/fake-gitlab/server.js'
import { LoopbackServer } from '../../test-support/harness/loopback-server.js'
import { createGitHubApi } from '../../src/github/github-api.js'
import { gitLabReviewPort } from '../../src/gitlab/review-port.js'
import { gitLabProject } from '../../src/gitlab/gitlab-notes.js'
import { gitHubRepository } from '../../src/github/octokit.js'
import type { OctokitGitHubApi } from '../../src/github/octokit-api.js'
import { ReviewPlatformError } from '../../src/review/review-error.js'
import type { ReviewPlatform } from '../../src/review/review-platform.js'
import { listApps } from '../../src/service/app-list.js'
import { resolveEndpoints } from '../../src/service/endpoints.js'
import { ActionFailure } from '../../src/shared/failure.js'
import { LISTING_LIMITS, ListingCutOffError, startListing } from '../../src/shared/listing-cap.js'
import { Redactor } from '../../src/shared/redaction.js'

/** A clock that moves on a minute and a second each time it is read. */
function runawayClock(): () => number {
  let clock = Date.parse('2026-12-06T10:00:00Z')
  return () => (clock += 61_000)
}

async function rejection<T>(
  promise: Promise<unknown>,
  type: new (...args: never[]) => T
): Promise<T> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown
  )
  expect(error).toBeInstanceOf(type)
  return error as T
}

describe('the shared cap', () => {
  it('is 1,000 pages and 5 minutes', () => {
    expect(LISTING_LIMITS).toEqual({ maxPages: 1000, maxMs: 300_000 })
  })

  it('lets exactly maxPages pages through, then names the listing and the cap', () => {
    const count = startListing('the things', () => 0, { maxPages: 3 })
    for (let page = 0; page < 3; page++) count.nextPage()
    const error = (() => {
      try {
        count.nextPage()
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(ListingCutOffError)
    expect((error as Error).message).toBe(
      'The listing of the things stopped at its cap of 3 pages, with a next page still named'
    )
  })

  it('stops a listing that has taken 5 minutes by the clock given', () => {
    let now = 0
    const count = startListing('the things', () => now)
    count.nextPage()
    now = 299_999
    count.nextPage()
    now = 300_000
    expect(() => count.nextPage()).toThrow(
      'The listing of the things stopped at its cap of 5 minutes for a whole listing, with a next page still named'
    )
  })
})

describe("the service's app list", () => {
  let server: LoopbackServer
  let requests: string[]
  beforeEach(async () => {
    requests = []
    // Always one more page, each with a new nextKey: no loop for the client to notice.
    server = new LoopbackServer({}, (request, response) => {
      requests.push(request.url ?? '')
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ data: [], hasMore: true, nextKey: `k${requests.length}` }))
      return Promise.resolve()
    })
    await server.start()
  })
  afterEach(() => server.stop())

  const options = (now: () => number = Date.now) => ({
    endpoints: resolveEndpoints(server.origin, ''),
    maxAttempts: 1,
    requestTimeoutMs: 5000,
    redactor: new Redactor(),
    log: { info: () => undefined, debug: () => undefined },
    sleep: () => Promise.resolve(),
    now,
    random: () => 0.5
  })

  it('stops at 1,000 pages, saying so', async () => {
    const error = await rejection(listApps(options(), {}), ActionFailure)
    expect(requests).toHaveLength(1000)
    expect(error.kind).toBe('malformed-answer')
    expect(error.message).toBe(
      "The listing of the service's apps stopped at its cap of 1,000 pages, with a next page still named."
    )
  }, 30_000)

  it('stops after 5 minutes by the host clock, saying so', async () => {
    const error = await rejection(listApps(options(runawayClock()), {}), ActionFailure)
    expect(requests).toHaveLength(4)
    expect(error.kind).toBe('timed-out')
    expect(error.message).toMatch(/cap of 5 minutes for a whole listing/)
  })
})

describe("GitLab's notes and merge requests", () => {
  let gitlab: FakeGitLab
  beforeEach(async () => {
    gitlab = new FakeGitLab()
    await gitlab.start()
  })
  afterEach(() => gitlab.stop())

  async function connect(now: () => number = Date.now): Promise<ReviewPlatform> {
    const port = gitLabReviewPort({
      apiUrl: gitlab.url,
      project: String(FAKE_PROJECT.id),
      mergeRequestIid: 7,
      mode: 'deploy',
      runUrl: ''
    })
    return port.connect({
      reviewToken: PROJECT_TOKEN,
      requestTimeoutMs: 5000,
      onWarning: () => {},
      redactor: new Redactor(),
      maxAttempts: 1,
      deadlineMs: 60_000,
      log: () => {},
      sleep: () => Promise.resolve(),
      now
    })
  }

  /** GitLab's pagination headers naming one more page, `pages` times. */
  function endless(route: 'listNotes' | 'listMergeRequests', pages: number): void {
    for (let page = 1; page <= pages; page++) {
      gitlab.injectFault(route, {
        status: 200,
        body: '[]',
        headers: { 'x-page': String(page), 'x-next-page': String(page + 1) }
      })
    }
  }

  const REPOSITORY = gitLabProject(FAKE_PROJECT.id, 'acme/mobile-app')

  it("stops a merge request's notes at 1,000 pages", async () => {
    endless('listNotes', 1001)
    const api = await connect()
    const error = await rejection(api.records(REPOSITORY, 7).list(), ReviewPlatformError)
    expect(gitlab.requestsTo('listNotes')).toHaveLength(1000)
    expect(error.kind).toBe('invalid-answer')
    expect(error.message).toBe(
      "Reading the merge request's notes (!7 of acme/mobile-app) failed: The listing of the notes of merge request !7 stopped at its cap of 1,000 pages, with a next page still named"
    )
  }, 30_000)

  it("stops the project's merge requests after 5 minutes", async () => {
    endless('listMergeRequests', 20)
    const api = await connect(runawayClock())
    const error = await rejection(api.listPreviewPullRequests(REPOSITORY, 0), ReviewPlatformError)
    expect(gitlab.requestsTo('listMergeRequests').length).toBeLessThan(10)
    expect(error.kind).toBe('timed-out')
    expect(error.message).toMatch(
      /failed: The listing of the project's merge requests stopped at its cap of 5 minutes/
    )
  })
})

describe("GitHub's comments, pull requests and deployments", () => {
  let server: LoopbackServer
  let requests: string[]
  beforeEach(async () => {
    requests = []
    // Each page names the next by GitHub's Link header, for ever.
    server = new LoopbackServer({}, (request, response) => {
      requests.push(request.url ?? '')
      const next = new URL(request.url ?? '/', server.origin)
      next.searchParams.set('page', String(Number(next.searchParams.get('page') ?? '1') + 1))
      response.writeHead(200, {
        'content-type': 'application/json',
        link: `<${next.href}>; rel="next"`
      })
      response.end('[]')
      return Promise.resolve()
    })
    await server.start()
  })
  afterEach(() => server.stop())

  const REPOSITORY = gitHubRepository('acme', 'mobile-app', 1001)
  const connect = (now: () => number = Date.now) =>
    createGitHubApi({ token: 'ghs_test_token', apiUrl: server.origin, now })

  it("stops a pull request's comments at 1,000 pages", async () => {
    const api = await connect()
    const error = await rejection(api.listComments(REPOSITORY, 7), ReviewPlatformError)
    expect(requests).toHaveLength(1000)
    expect(error.kind).toBe('invalid-answer')
    expect(error.message).toBe(
      "Reading the pull request's comments failed: The listing of the comments of pull request #7 stopped at its cap of 1,000 pages, with a next page still named"
    )
  }, 60_000)

  it.each([
    [
      'pull requests',
      (api: OctokitGitHubApi) =>
        api.listPullRequests(REPOSITORY, { state: 'all', direction: 'desc' }),
      "the repository's pull requests"
    ],
    [
      'deployments',
      (api: OctokitGitHubApi) => api.listDeployments(REPOSITORY, 'x'),
      "the repository's deployments"
    ]
  ])('stops the %s after 5 minutes', async (_what, list, listing) => {
    const api = await connect(runawayClock())
    const error = await rejection(list(api), ReviewPlatformError)
    expect(requests.length).toBeLessThan(10)
    expect(error.kind).toBe('timed-out')
    expect(error.message).toContain(
      `The listing of ${listing} stopped at its cap of 5 minutes for a whole listing`
    )
  })
})
