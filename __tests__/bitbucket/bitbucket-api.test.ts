/**
 * The Bitbucket adapter against the fake Bitbucket on loopback: what it reads of a pull request
 * (its 12-digit head, its `[tags]` as labels, SUPERSEDED as closed), its comments (every page by
 * `next`, deleted and inline ones skipped), the record stored as an empty link and given back as
 * written, a creation whose answer was lost, 429s and 5xx, each refusal with the scopes named,
 * and the build status. Waits go through a fake clock: no test sleeps.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  ACCESS_TOKEN,
  API_TOKEN,
  API_TOKEN_WITHOUT_REPOSITORY,
  APP_PASSWORD,
  BOT_ACCOUNT,
  FAKE_REPOSITORY,
  FakeBitbucket,
  MARIA_EMAIL,
  OTHER_REPOSITORY_TOKEN,
  REPOSITORY_ONLY_TOKEN,
  accountUuid
} from '../../test-support/fake-bitbucket/server.js'
import { ReviewPlatformError } from '../../src/review/review-error.js'
import { RECORD_MARKER_PREFIX, type ReviewPlatform } from '../../src/review/review-platform.js'
import type { RecordedRequest, ReviewConnectOptions } from '../../src/review/review-port.js'
import type { ReviewPort } from '../../src/review/review-port.js'
import { Redactor } from '../../src/shared/redaction.js'
import { bitbucketReviewPort, type BitbucketContext } from '../../src/bitbucket/review-port.js'
import { toStoredBody } from '../../src/bitbucket/record-link.js'

const FULL = 'acme/mobile-app'
const RECORD = `${RECORD_MARKER_PREFIX}preview name=android by={x} sig=abc -->`
let bitbucket: FakeBitbucket
let clock: number
let slept: number[]

beforeEach(async () => {
  bitbucket = new FakeBitbucket()
  await bitbucket.start()
  clock = Date.parse('2026-11-29T10:00:00Z')
  slept = []
})

afterEach(() => bitbucket.stop())

function context(fields: Partial<BitbucketContext> = {}): BitbucketContext {
  return {
    apiUrl: bitbucket.url,
    workspace: 'acme',
    slug: 'mobile-app',
    repositoryUuid: FAKE_REPOSITORY.uuid,
    pullRequestId: 7,
    commit: bitbucket.pullRequest(FULL, 7).sha.slice(0, 12),
    email: '',
    mode: 'deploy',
    runUrl: '',
    ...fields
  }
}

function options(fields: Partial<ReviewConnectOptions> = {}): ReviewConnectOptions {
  return {
    reviewToken: ACCESS_TOKEN,
    requestTimeoutMs: 5000,
    onWarning: () => {},
    redactor: new Redactor(),
    maxAttempts: 4,
    deadlineMs: 60_000,
    log: () => {},
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
  fields: Partial<BitbucketContext> = {},
  connectOptions: Partial<ReviewConnectOptions> = {}
): Promise<{ port: ReviewPort; platform: ReviewPlatform; connect: () => Promise<ReviewPlatform> }> {
  const port = bitbucketReviewPort(context(fields))
  let platform: Promise<ReviewPlatform> | undefined
  const connect = (): Promise<ReviewPlatform> =>
    (platform ??= port.connect(options(connectOptions)))
  return { port, platform: await connect(), connect }
}

async function failure(promise: Promise<unknown>): Promise<ReviewPlatformError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown
  )
  expect(error).toBeInstanceOf(ReviewPlatformError)
  return error as ReviewPlatformError
}

describe('the pull request', () => {
  it('is read once, its 12-digit head compared by the digits both give, its tags as labels', async () => {
    const sha = bitbucket.pullRequest(FULL, 7).sha
    bitbucket.addPullRequest(FULL, 7, {
      title: 'Checkout [Keep-Preview]',
      description: 'Also [ui] work'
    })
    const { port, connect } = await connected({ commit: sha })
    const { pullRequest, terms } = await port.readTarget('preview', { connect })
    expect(pullRequest).toMatchObject({
      number: 7,
      state: 'open',
      lifecycle: 'updated',
      headSha: sha,
      labels: ['Keep-Preview', 'ui'],
      isFork: false,
      repository: { display: FULL, binding: FAKE_REPOSITORY.uuid }
    })
    expect(terms.appRemoved).toBe('at the sweep after a merge or decline')
    expect(bitbucket.requests.map(r => r.route)).toEqual(['getPullRequest'])
  })

  it('takes the head read now when the pipeline commit is no prefix of it (a merge commit)', async () => {
    const { port, connect } = await connected({ commit: 'abcdefabcdef' })
    const { pullRequest } = await port.readTarget('preview', { connect })
    expect(pullRequest.headSha).toBe(bitbucket.pullRequest(FULL, 7).sha.slice(0, 12))
  })

  it('reads SUPERSEDED as closed and not merged, MERGED as merged', async () => {
    const { platform, connect, port } = await connected()
    bitbucket.addPullRequest(FULL, 7, { state: 'SUPERSEDED' })
    const { pullRequest } = await port.readTarget('preview', { connect })
    expect(pullRequest).toMatchObject({ state: 'closed', merged: false })
    bitbucket.addPullRequest(FULL, 8, { state: 'MERGED' })
    const repository = pullRequest.repository
    expect(await platform.getPullRequest(repository, 8)).toMatchObject({
      state: 'closed',
      merged: true
    })
  })

  it('reads the repository UUID once when the pipeline gives none', async () => {
    const { port, connect } = await connected({ repositoryUuid: '' })
    const repository = await port.readRepository('sweep', connect)
    expect(repository.binding).toBe(FAKE_REPOSITORY.uuid)
    await port.readRepository('sweep', connect)
    expect(bitbucket.requestsTo('getRepository')).toHaveLength(1)
  })

  it('lists pull requests 50 a page, each state asked for by a state parameter', async () => {
    for (let id = 10; id < 70; id++)
      bitbucket.addPullRequest(FULL, id, { state: id % 2 ? 'MERGED' : 'DECLINED' })
    const { platform, port, connect } = await connected()
    const repository = await port.readRepository('sweep', connect)
    // Today's port (the sweep's index replaces it): listed outside the type.
    const lister = platform as unknown as {
      listPullRequests(r: unknown, l: { state: string; direction: string }): Promise<unknown[]>
    }
    const listed = await lister.listPullRequests(repository, { state: 'all', direction: 'desc' })
    expect(listed).toHaveLength(61)
    const first = new URL(bitbucket.requestsTo('listPullRequests')[0]?.path ?? '', bitbucket.url)
    expect(first.searchParams.getAll('state')).toEqual(['OPEN', 'MERGED', 'DECLINED', 'SUPERSEDED'])
    expect(first.searchParams.get('pagelen')).toBe('50')
    expect(bitbucket.requestsTo('listPullRequests')).toHaveLength(2)
  })
})

describe('the record store', () => {
  it('lists 250 comments by next, 100 a page, skipping deleted, inline and other comments', async () => {
    const bot = BOT_ACCOUNT.uuid
    for (let i = 0; i < 250; i++) {
      const kind = i % 5
      bitbucket.addComment(FULL, 7, {
        author: kind === 4 ? bot : accountUuid('dana'),
        raw: kind === 4 ? `[](http://appetize-deploy-action/n${i})\n\nPreview` : `comment ${i}`,
        deleted: kind === 1,
        ...(kind === 2 && { inline: { path: 'app.ts', to: 3 } })
      })
    }
    bitbucket.addComment(FULL, 7, {
      author: bot,
      raw: '[](http://appetize-deploy-action/deleted)',
      deleted: true
    })
    bitbucket.addComment(FULL, 7, {
      author: bot,
      raw: '[](http://appetize-deploy-action/inline)',
      inline: { path: 'a', to: 1 }
    })
    const { platform, port, connect } = await connected()
    const { pullRequest } = await port.readTarget('preview', { connect })
    const records = await platform.records(pullRequest.repository, 7).list()
    expect(records).toHaveLength(50)
    expect(records[0]).toMatchObject({
      body: `${RECORD_MARKER_PREFIX}n4 -->\nPreview`,
      authorId: bot
    })
    const pages = bitbucket.requestsTo('listComments')
    expect(pages).toHaveLength(3)
    expect(pages.every(page => page.path.includes('pagelen=100'))).toBe(true)
  })

  it('stores the record as an empty link and gives it back as written', async () => {
    const { platform, port, connect } = await connected()
    const { pullRequest } = await port.readTarget('preview', { connect })
    const store = platform.records(pullRequest.repository, 7)
    const body = `${RECORD}\n| App | [open](https://appetize.io/app/x) |`
    const created = await store.create(body)
    expect(created).toMatchObject({ authorId: BOT_ACCOUNT.uuid, body, own: true })
    const raw = bitbucket.comments.get(Number(created.id))?.raw ?? ''
    expect(raw).not.toContain('<!--')
    expect(raw.split('\n')[0]).toMatch(/^\[\]\(http:\/\/appetize-deploy-action\/[^\s()]+\)$/)
    expect(raw.split('\n')[1]).toBe('')
    expect(await store.read(created.id)).toMatchObject({ body })
    expect((await store.list()).map(comment => comment.body)).toEqual([body])
    await store.remove(created.id)
    expect(await store.read(created.id)).toBeUndefined()
    await store.remove(created.id)
  })

  it('names its identity without GET /user for an access token, from its own writes', async () => {
    const { platform, port, connect } = await connected()
    const { pullRequest } = await port.readTarget('preview', { connect })
    const store = platform.records(pullRequest.repository, 7)
    expect(await store.identify()).toBeUndefined()
    await store.create(`${RECORD}\nPreview`)
    expect(await store.identify()).toEqual({
      authorId: BOT_ACCOUNT.uuid,
      author: BOT_ACCOUNT.displayName
    })
    expect(bitbucket.requestsTo('user')).toEqual([])
  })

  it('asks GET /user for an API token, and takes a refusal for no answer', async () => {
    bitbucket.addToken('ATATT3xFfGF0fakeApiTokenWithUser0000000', {
      account: accountUuid('maria'),
      kind: 'api',
      login: MARIA_EMAIL,
      scopes: ['read:pullrequest:bitbucket', 'read:user:bitbucket']
    })
    const withUser = await connected(
      { email: MARIA_EMAIL },
      { reviewToken: 'ATATT3xFfGF0fakeApiTokenWithUser0000000' }
    )
    const repository = await withUser.port.readRepository('sweep', withUser.connect)
    expect(await withUser.platform.records(repository, 7).identify()).toMatchObject({
      authorId: accountUuid('maria')
    })
    const without = await connected({ email: MARIA_EMAIL }, { reviewToken: API_TOKEN })
    expect(await without.platform.records(repository, 7).identify()).toBeUndefined()
    expect(bitbucket.requestsTo('user').map(request => request.status)).toEqual([200, 403])
  })

  it('finds a creation that landed behind a 502 instead of posting it again', async () => {
    const { platform, port, connect } = await connected()
    const { pullRequest } = await port.readTarget('preview', { connect })
    const store = platform.records(pullRequest.repository, 7)
    await store.list()
    bitbucket.injectFault('createComment', { status: 502, body: 'Bad gateway', landed: true })
    const created = await store.create(`${RECORD}\nPreview`)
    expect(bitbucket.requestsTo('createComment')).toHaveLength(1)
    expect(bitbucket.visibleComments(FULL, 7).map(c => String(c.id))).toEqual([created.id])
  })

  it('sends a creation again when the lost one did not land', async () => {
    const { platform, port, connect } = await connected()
    const { pullRequest } = await port.readTarget('preview', { connect })
    const store = platform.records(pullRequest.repository, 7)
    await store.list()
    bitbucket.injectFault('createComment', { status: 503 })
    await store.create(`${RECORD}\nPreview`)
    expect(bitbucket.requestsTo('createComment')).toHaveLength(2)
    expect(bitbucket.visibleComments(FULL, 7)).toHaveLength(1)
  })

  it('waits out a 429 (Retry-After, else a backoff) and retries a 5xx on a read', async () => {
    const { platform, port, connect } = await connected()
    const { pullRequest } = await port.readTarget('preview', { connect })
    bitbucket.injectRateLimit('listComments', { retryAfterSeconds: 7 })
    bitbucket.injectRateLimit('listComments', { shape: 'plain' })
    bitbucket.injectFault('listComments', { status: 502 })
    await platform.records(pullRequest.repository, 7).list()
    expect(slept[0]).toBe(7000)
    expect(slept).toHaveLength(3)
    expect(bitbucket.requestsTo('listComments')).toHaveLength(4)
  })

  it('gives up on a 429 that asks to wait past the deadline, quoting Bitbucket', async () => {
    const { platform, port, connect } = await connected({}, { deadlineMs: 10_000 })
    const { pullRequest } = await port.readTarget('preview', { connect })
    bitbucket.injectRateLimit('listComments', { retryAfterSeconds: 3600 })
    const error = await failure(platform.records(pullRequest.repository, 7).list())
    expect(error.kind).toBe('rate-limited')
    expect(error.message).toContain('"Rate limit for this resource has been exceeded"')
  })
})

describe('refusals', () => {
  it('an app password: 401, naming app passwords and the scopes', async () => {
    const { port, connect } = await connected({ email: 'maria' }, { reviewToken: APP_PASSWORD })
    const error = await failure(port.readTarget('preview', { connect }))
    expect(error.status).toBe(401)
    expect(error.message).toMatch(/app password/)
    expect(error.need).toContain('`pullrequest`')
    expect(error.message).not.toContain(APP_PASSWORD)
  })

  it('an API token sent without its email: 401 saying the email is needed', async () => {
    const { port, connect } = await connected({}, { reviewToken: API_TOKEN })
    const error = await failure(port.readTarget('preview', { connect }))
    expect(error.message).toContain('APPETIZE_BITBUCKET_EMAIL')
  })

  it('a token without the pull request scope: 403 naming the scope Bitbucket requires', async () => {
    const { port, connect } = await connected({}, { reviewToken: REPOSITORY_ONLY_TOKEN })
    const error = await failure(port.readTarget('preview', { connect }))
    expect(error.status).toBe(403)
    expect(error.message).toContain('Bitbucket requires "pullrequest"')
  })

  it("another repository's token: 404, saying it may not see the repository", async () => {
    const { port, connect } = await connected({}, { reviewToken: OTHER_REPOSITORY_TOKEN })
    const error = await failure(port.readTarget('preview', { connect }))
    expect(error.status).toBe(404)
    expect(error.message).toMatch(/cannot see it/)
  })
})

describe('the build status', () => {
  it('is posted on the head per preview, never with a brace in its URL', async () => {
    const { platform, port, connect } = await connected(
      { email: MARIA_EMAIL },
      { reviewToken: API_TOKEN }
    )
    const { pullRequest } = await port.readTarget('preview', { connect })
    await platform.commitStatus?.report(pullRequest.repository, pullRequest.headSha, {
      key: 'appetize-android',
      name: 'Appetize preview (android)',
      state: 'deployed',
      url: 'https://appetize.io/app/b_x?device={repository.full_name}'
    })
    const [status] = bitbucket.statusWrites
    expect(status).toMatchObject({
      key: 'appetize-android',
      state: 'SUCCESSFUL',
      name: 'Appetize preview (android)',
      commit: bitbucket.pullRequest(FULL, 7).sha
    })
    expect(status?.url).not.toMatch(/[{}]/)
    await platform.commitStatus?.report(pullRequest.repository, pullRequest.headSha, {
      key: 'appetize-android',
      name: 'Appetize preview (android)',
      state: 'stopped'
    })
    expect(bitbucket.statusWrites[1]).toMatchObject({ state: 'STOPPED' })
    expect(bitbucket.statusWrites[1]?.url).not.toContain('appetize.io')
  })

  it('fails alone (a 403 naming the scope) for an API token without the repository scope', async () => {
    const { platform, port, connect } = await connected(
      { email: MARIA_EMAIL },
      { reviewToken: API_TOKEN_WITHOUT_REPOSITORY }
    )
    const { pullRequest } = await port.readTarget('preview', { connect })
    const error = await failure(
      platform.commitStatus?.report(pullRequest.repository, pullRequest.headSha, {
        key: 'appetize-android',
        name: 'Appetize preview (android)',
        state: 'deployed',
        url: 'https://appetize.io/app/b_x'
      }) ?? Promise.resolve()
    )
    expect(error.message).toContain('read:repository:bitbucket')
  })

  it('is recorded, not sent, in a dry run', async () => {
    const recorded: RecordedRequest[] = []
    const { platform, port, connect } = await connected({}, { record: r => void recorded.push(r) })
    const { pullRequest } = await port.readTarget('preview', { connect })
    await platform.records(pullRequest.repository, 7).create(`${RECORD}\nx`)
    expect(recorded.map(r => r.method)).toEqual(['POST'])
    expect(recorded[0]?.headers.authorization).toBe('***')
    expect(bitbucket.requestsTo('createComment')).toHaveLength(0)
  })
})

describe("the sweep's listing", () => {
  it('reads every open pull request and the closed ones since, leaving out those without a comment', async () => {
    const day = 86_400_000
    const old = new Date(Date.now() - 100 * day).toISOString()
    const recent = new Date(Date.now() - day).toISOString()
    const dana = accountUuid('dana')
    for (let id = 10; id < 130; id++) {
      const state = id % 3 === 0 ? 'OPEN' : id % 3 === 1 ? 'MERGED' : 'SUPERSEDED'
      bitbucket.addPullRequest(FULL, id, { state, updatedOn: id < 70 ? old : recent })
      if (id % 2 === 0) bitbucket.addComment(FULL, id, { author: dana, raw: 'looks good' })
    }
    const { platform, port, connect } = await connected()
    const repository = await port.readRepository('sweep', connect)
    const listing = platform as unknown as {
      listPreviewPullRequests(
        repository: unknown,
        since: number
      ): Promise<{ pullRequests: { number: number; state: string }[]; found: string }>
    }
    const { pullRequests, found } = await listing.listPreviewPullRequests(
      repository,
      Date.now() - 90 * day
    )
    expect(found).toBe('scan')
    const expected = Array.from({ length: 120 }, (_, i) => i + 10).filter(
      id => id % 2 === 0 && (id % 3 === 0 || id >= 70)
    )
    expect(pullRequests.map(pr => pr.number).sort((a, b) => a - b)).toEqual(expected)
    const listed = bitbucket.requestsTo('listPullRequests').map(r => new URL(r.path, bitbucket.url))
    expect(listed.every(url => url.searchParams.get('pagelen') === '50')).toBe(true)
    expect(listed.map(url => url.searchParams.getAll('state').join())).toContain(
      'MERGED,DECLINED,SUPERSEDED'
    )
    // 41 open (one page); 40 closed since, newest first, and the first older ends the listing.
    expect(listed).toHaveLength(2)
  })
})

it("a sweep's reads grow with the commented pull requests of its window (docs/performance.md)", async () => {
  const day = 86_400_000
  const dana = accountUuid('dana')
  // 400 pull requests updated in the last 90 days: 60 open, 340 merged or declined; 3 in 4
  // commented, 6 with a preview's record.
  for (let id = 10; id < 410; id++) {
    const state = id < 70 ? 'OPEN' : id % 2 ? 'MERGED' : 'DECLINED'
    const updatedOn = new Date(Date.now() - (id % 80) * day).toISOString()
    bitbucket.addPullRequest(FULL, id, { state, updatedOn })
    if (id % 4 !== 0) bitbucket.addComment(FULL, id, { author: dana, raw: 'looks good' })
    if (id % 67 === 0) {
      bitbucket.addComment(FULL, id, { author: BOT_ACCOUNT.uuid, raw: toStoredBody(RECORD) })
    }
  }
  const { platform, port, connect } = await connected()
  const repository = await port.readRepository('sweep', connect)
  bitbucket.requests.length = 0
  const listing = platform as unknown as {
    listPreviewPullRequests(
      r: unknown,
      since: number
    ): Promise<{ pullRequests: { number: number }[] }>
  }
  const { pullRequests } = await listing.listPreviewPullRequests(repository, Date.now() - 90 * day)
  let records = 0
  for (const { number } of pullRequests)
    records += (await platform.records(repository, number).list()).length
  expect(records).toBe(6)
  // 2 pages of open, 7 of closed, one comment page per commented pull request (300, and #268,
  // whose only comment is a record).
  expect(bitbucket.requestsTo('listPullRequests')).toHaveLength(9)
  expect(bitbucket.requestsTo('listComments')).toHaveLength(301)
})
