/**
 * The Bitbucket token of pull-request previews, end to end on the installed tool with Bitbucket
 * Pipelines' variables, against the fakes: each kind that works (a repository, project or
 * workspace access token as `Bearer` from APPETIZE_BITBUCKET_TOKEN; an Atlassian API token with
 * APPETIZE_BITBUCKET_EMAIL as Basic; either from --bitbucket-token-file), the token never taken
 * as an option's value, and each refusal: 401 (wrong, expired, revoked, an app password, a kind
 * the endpoint refuses), 403 (a scope missing), 404 (a repository the token cannot see). Each
 * refusal is one error naming what it can tell and the scopes needed, and nothing is created at
 * the service: the record is written before any app is.
 *
 * https://support.atlassian.com/bitbucket-cloud/docs/using-access-tokens/
 * https://support.atlassian.com/bitbucket-cloud/docs/using-api-tokens/
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ACCESS_TOKEN,
  API_TOKEN,
  API_TOKEN_WITHOUT_REPOSITORY,
  APP_PASSWORD,
  BOT_ACCOUNT,
  DEFAULT_TOKENS,
  EXPIRED_TOKEN,
  type FakeToken,
  MARIA_EMAIL,
  OTHER_REPOSITORY_TOKEN,
  REPOSITORY_ONLY_TOKEN,
  REVOKED_TOKEN,
  accountUuid
} from '../../test-support/fake-bitbucket/server.js'
import type { CliRun } from '../../test-support/harness/installed-tool.js'
import {
  type BitbucketFakes,
  branchStep,
  FULL_NAME,
  installTool,
  type InstalledTool,
  PREVIEW_BUILD,
  pullRequestStep,
  resultOf,
  seedBitbucketPreview,
  startBitbucketFakes,
  stopBitbucketFakes,
  visibleComments
} from '../../test-support/harness/bitbucket-pipeline.js'

/** A project access token (Premium) of the project holding acme/mobile-app: its own bot user. */
const PROJECT_TOKEN = 'ATCTT3xFfGN0fakeProjectAccessToken00000'
const PROJECT_BOT = '{c1a2b3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d}'
/** A workspace access token (Premium) of acme: its own bot user. */
const WORKSPACE_TOKEN = 'ATCTT3xFfGN0fakeWorkspaceAccessToken000'
const WORKSPACE_BOT = '{d2b3c4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e}'
const TOKENS: Record<string, FakeToken> = {
  ...DEFAULT_TOKENS,
  [PROJECT_TOKEN]: { account: PROJECT_BOT, kind: 'project', scopes: ['pullrequest'] },
  [WORKSPACE_TOKEN]: { account: WORKSPACE_BOT, kind: 'workspace', scopes: ['pullrequest'] }
}
/** The scopes every refusal names: an access token's (the word alone) and an API token's. */
const SCOPES = [/(^|[^:\w])pullrequest([^:\w]|$)/, /read:pullrequest:bitbucket/]
const DELETE = ['preview', '--delete', '--preview-name', 'android']

let tool: InstalledTool
let fakes: BitbucketFakes
let folder: string
beforeAll(async () => {
  tool = await installTool()
  folder = await mkdtemp(join(tmpdir(), 'bitbucket-tokens-'))
}, 600_000)
afterAll(() => rm(folder, { recursive: true, force: true }))
beforeEach(async () => {
  fakes = await startBitbucketFakes({ service: { apps: {} }, bitbucket: { tokens: TOKENS } })
  for (const [uuid, name] of [
    [PROJECT_BOT, 'mobile-project-previews'],
    [WORKSPACE_BOT, 'acme-workspace-previews']
  ] as const) {
    fakes.bitbucket.accounts.set(uuid, {
      uuid,
      accountId: '',
      nickname: name,
      displayName: name,
      type: 'app_user'
    })
  }
})
afterEach(() => stopBitbucketFakes(fakes))

const comments = () => visibleComments(fakes.bitbucket)
const created = () => fakes.service.requestsTo('create')
const sentToService = () => fakes.service.requests.filter(request => request.method !== 'GET')
const writesToBitbucket = () => fakes.bitbucket.requests.filter(request => request.method !== 'GET')

function preview(env: Record<string, string>, args: string[] = []): Promise<CliRun> {
  return tool.run(['preview', ...PREVIEW_BUILD, ...args], env)
}

/** The `Authorization` header of every request the fake Bitbucket received. */
const authorizations = () => [
  ...new Set(fakes.bitbucket.requests.map(r => r.headers.authorization))
]

/** A successful first preview: one app, one comment by `author`, the token printed nowhere. */
function expectPreviewBy(run: CliRun, author: string, token: string): void {
  expect(run.stderr).not.toMatch(/^error/m)
  expect(run.exitCode).toBe(0)
  const result = resultOf(run)
  expect(result).toMatchObject({ previewAction: 'created' })
  expect([...fakes.service.apps.keys()]).toEqual([result.publicKey])
  expect(comments().map(comment => comment.author)).toEqual([author])
  expect(comments()[0]?.raw).toContain(String(result.appUrl))
  for (const text of [run.stdout, run.stderr, comments()[0]?.raw ?? '']) {
    expect(text).not.toContain(token)
  }
}

/**
 * A refusal: exit 1, one error line naming `what` and the scopes, nothing created at the service,
 * nothing written on Bitbucket, no result, the token printed nowhere.
 */
function expectRefused(run: CliRun, token: string, what: RegExp): void {
  expect(run.exitCode).toBe(1)
  expect(run.stdout).toBe('')
  const errors = run.stderr.split('\n').filter(line => /^error: /.test(line))
  expect(errors).toHaveLength(1)
  expect(run.stderr).toMatch(what)
  // The error itself names the scopes, not only the advice after it.
  for (const scope of SCOPES) expect(errors[0]).toMatch(scope)
  expect(run.stderr).not.toContain(token)
  expect(created()).toEqual([])
  expect(sentToService()).toEqual([])
  expect(writesToBitbucket()).toEqual([])
  expect(comments()).toEqual([])
}

describe('the tokens that work', () => {
  it.each([
    ['a repository access token', ACCESS_TOKEN, BOT_ACCOUNT.uuid],
    ['a project access token', PROJECT_TOKEN, PROJECT_BOT],
    ['a workspace access token', WORKSPACE_TOKEN, WORKSPACE_BOT]
  ])(
    '%s from APPETIZE_BITBUCKET_TOKEN goes as Bearer; the comment is its bot user’s; no GET /user',
    async (_, token, bot) => {
      const run = await preview(pullRequestStep(fakes, { token }))
      expectPreviewBy(run, bot, token)
      expect(authorizations()).toEqual([`Bearer ${token}`])
      // Access tokens cannot read GET /2.0/user (401): the tool never asks.
      expect(fakes.bitbucket.requestsTo('user')).toEqual([])
      // A push: the same comment is found (by its signed author binding) and edited.
      fakes.bitbucket.moveHead(FULL_NAME, 7, 'c0ffee'.repeat(6) + 'c0ff')
      const second = await preview(pullRequestStep(fakes, { token }))
      expect(second.exitCode).toBe(0)
      expect(resultOf(second)).toMatchObject({ previewAction: 'updated' })
      expect(comments()).toHaveLength(1)
      expect(comments()[0]?.raw).toContain('c0ffeec')
    }
  )

  it('an Atlassian API token with APPETIZE_BITBUCKET_EMAIL goes as Basic email:token', async () => {
    const run = await preview(pullRequestStep(fakes, { token: API_TOKEN, email: MARIA_EMAIL }))
    expectPreviewBy(run, accountUuid('maria'), API_TOKEN)
    const basic = Buffer.from(`${MARIA_EMAIL}:${API_TOKEN}`).toString('base64')
    expect(authorizations()).toEqual([`Basic ${basic}`])
    for (const text of [run.stdout, run.stderr]) expect(text).not.toContain(basic)
  })

  it.each([
    ['an access token', ACCESS_TOKEN, undefined, BOT_ACCOUNT.uuid],
    ['an API token (with APPETIZE_BITBUCKET_EMAIL)', API_TOKEN, MARIA_EMAIL, accountUuid('maria')]
  ])(
    '--bitbucket-token-file with %s, its line break ignored, wins over APPETIZE_BITBUCKET_TOKEN',
    async (_, token, email, author) => {
      const file = join(folder, `token-${Math.random().toString(36).slice(2)}`)
      await writeFile(file, `${token}\n`, { mode: 0o600 })
      const env = pullRequestStep(fakes, { token: 'ATCTT3xFfGN0notTheTokenToUse000000000', email })
      const run = await preview(env, ['--bitbucket-token-file', file])
      expectPreviewBy(run, author, token)
      const expected =
        email === undefined
          ? `Bearer ${token}`
          : `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`
      expect(authorizations()).toEqual([expected])
    }
  )

  it('an API token without read:repository:bitbucket: the comment all the same, the status a notice', async () => {
    const token = API_TOKEN_WITHOUT_REPOSITORY
    const run = await preview(pullRequestStep(fakes, { token, email: MARIA_EMAIL }))
    expectPreviewBy(run, accountUuid('maria'), token)
    const [status] = fakes.bitbucket.requestsTo('createStatus')
    expect(status?.status).toBe(403)
    expect(run.stderr).not.toMatch(/^error/m)
    expect(run.stderr).toMatch(/^Commit status not set: .*403.*read:repository:bitbucket/m)
    expect(fakes.bitbucket.statuses.size).toBe(0)
  })

  it.each([[['--bitbucket-token', ACCESS_TOKEN]], [[`--bitbucket-token=${ACCESS_TOKEN}`]]])(
    'is never taken as an option’s value (%j): exit 2, nothing sent',
    async args => {
      const run = await preview(pullRequestStep(fakes, { token: null }), args)
      expect(run.exitCode).toBe(2)
      expect(run.stderr).toMatch(/--bitbucket-token is refused/)
      expect(run.stderr).toContain('APPETIZE_BITBUCKET_TOKEN')
      expect(run.stderr).toContain('--bitbucket-token-file')
      expect(run.stdout + run.stderr).not.toContain(ACCESS_TOKEN)
      expect(fakes.bitbucket.requests).toEqual([])
      expect(fakes.service.requests).toEqual([])
    }
  )

  it('one pasted with a line break or a space: exit 2 before any request, the token not shown', async () => {
    for (const token of [
      `${ACCESS_TOKEN}\n`,
      ` ${ACCESS_TOKEN}`,
      `${ACCESS_TOKEN.slice(0, 20)} ${ACCESS_TOKEN.slice(20)}`
    ]) {
      const run = await preview(pullRequestStep(fakes, { token }))
      expect(run.exitCode).toBe(2)
      expect(run.stderr).toContain('APPETIZE_BITBUCKET_TOKEN')
      expect(run.stderr).toMatch(/cannot be sent in a header/)
      expect(run.stderr).not.toContain(ACCESS_TOKEN.slice(0, 20))
      expect(run.stderr).not.toContain(ACCESS_TOKEN.slice(20))
    }
    expect(fakes.bitbucket.requests).toEqual([])
    expect(fakes.service.requests).toEqual([])
  })

  it('none at all: exit 2 before any request, saying where a token goes', async () => {
    const run = await preview(pullRequestStep(fakes, { token: null }))
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain('APPETIZE_BITBUCKET_TOKEN')
    expect(run.stderr).toContain('--bitbucket-token-file')
    expect(fakes.bitbucket.requests).toEqual([])
    expect(fakes.service.requests).toEqual([])
  })
})

describe('401: the token refused', () => {
  it.each([
    ['a wrong', 'ATCTT3xFfGN0notAnyToken00000000000000', undefined],
    ['an expired', EXPIRED_TOKEN, undefined],
    ['a revoked', REVOKED_TOKEN, undefined]
  ])('%s token: one error, exit 1, nothing created', async (_, token, email) => {
    const run = await preview(pullRequestStep(fakes, { token, email }))
    expectRefused(run, token, /401/)
    expect(run.stderr).toMatch(/wrong, expired or revoked/)
    expect(fakes.bitbucket.requests.every(request => request.status === 401)).toBe(true)
  })

  it('an app password (with its user’s email, or alone): app passwords no longer work', async () => {
    for (const email of [MARIA_EMAIL, undefined]) {
      const run = await preview(pullRequestStep(fakes, { token: APP_PASSWORD, email }))
      expectRefused(run, APP_PASSWORD, /401/)
      expect(run.stderr).toMatch(/app password/i)
    }
  })

  it('a user name instead of an email (as app passwords took): exit 2 before any request', async () => {
    const run = await preview(pullRequestStep(fakes, { token: APP_PASSWORD, email: 'maria' }))
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain('APPETIZE_BITBUCKET_EMAIL is not an email address')
    expect(run.stderr).toMatch(/app passwords/)
    expect(run.stderr).not.toContain(APP_PASSWORD)
    expect(fakes.bitbucket.requests).toEqual([])
    expect(fakes.service.requests).toEqual([])
  })

  it('an API token sent without its email: the kind the endpoint refuses, naming the email variable', async () => {
    const run = await preview(pullRequestStep(fakes, { token: API_TOKEN }))
    expectRefused(run, API_TOKEN, /401/)
    expect(run.stderr).toContain('APPETIZE_BITBUCKET_EMAIL')
  })

  it('an access token sent with an email (as Basic): refused, saying an access token goes without it', async () => {
    const run = await preview(pullRequestStep(fakes, { token: ACCESS_TOKEN, email: MARIA_EMAIL }))
    expectRefused(run, ACCESS_TOKEN, /401/)
    expect(run.stderr).toMatch(/access token goes without the email/)
  })

  it('preview --delete with a refused token: exit 1, the app and the comment stay', async () => {
    const { publicKey } = resultOf(await preview(pullRequestStep(fakes)))
    const before = comments().map(comment => comment.raw)
    fakes.bitbucket.requests.length = 0
    fakes.service.requests.length = 0
    const run = await tool.run(DELETE, pullRequestStep(fakes, { token: REVOKED_TOKEN }))
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/401/)
    expect(fakes.service.apps.has(String(publicKey))).toBe(true)
    expect(fakes.service.requestsTo('delete')).toEqual([])
    expect(comments().map(comment => comment.raw)).toEqual(before)
  })

  it('sweep with a refused token: exit 1, a merged pull request’s app stays', async () => {
    const publicKey = seedBitbucketPreview(fakes, {
      pullRequest: 12,
      fields: { state: 'MERGED' },
      deployedAt: Date.now() - 60_000
    })
    const run = await tool.run(['sweep'], branchStep(fakes, { token: REVOKED_TOKEN }))
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/401/)
    expect(run.stderr).not.toContain(REVOKED_TOKEN)
    expect(fakes.service.apps.has(publicKey)).toBe(true)
    expect(fakes.service.requestsTo('delete')).toEqual([])
  })
})

describe('403: a scope missing', () => {
  it('an access token with `repository` but not `pullrequest`: Bitbucket’s required scope named', async () => {
    const run = await preview(pullRequestStep(fakes, { token: REPOSITORY_ONLY_TOKEN }))
    expectRefused(run, REPOSITORY_ONLY_TOKEN, /403/)
    expect(run.stderr).toMatch(/lacks a scope/)
    expect(run.stderr).toContain('Bitbucket requires "pullrequest"')
  })

  it('a token refused only when it writes the comment: the record comes first, so no app is created', async () => {
    // Bitbucket refuses the comment's creation (a scope the endpoint wants that the token lacks):
    // the tool writes the record before it creates an app, so the service gets nothing.
    fakes.bitbucket.injectFault('createComment', {
      status: 403,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'error',
        error: {
          message: 'Your credentials lack one or more required privilege scopes.',
          detail: { granted: ['pullrequest'], required: ['pullrequest:write'] }
        }
      })
    })
    const run = await preview(pullRequestStep(fakes))
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/403/)
    expect(run.stderr).toContain('Bitbucket requires "pullrequest:write"')
    const [error] = run.stderr.split('\n').filter(line => /^error: /.test(line))
    for (const scope of SCOPES) expect(error).toMatch(scope)
    expect(fakes.bitbucket.requestsTo('createComment').map(request => request.status)).toEqual([
      403
    ])
    expect(created()).toEqual([])
    expect(fakes.service.apps.size).toBe(0)
    expect(comments()).toEqual([])
  })
})

describe('404: a repository missing or not visible', () => {
  it('another repository’s access token: one error naming the repository and what the token sees', async () => {
    const run = await preview(pullRequestStep(fakes, { token: OTHER_REPOSITORY_TOKEN }))
    expectRefused(run, OTHER_REPOSITORY_TOKEN, /404/)
    expect(run.stderr).toContain(FULL_NAME)
    expect(run.stderr).toMatch(/does not exist, or the Bitbucket token cannot see it/)
  })

  it('a pull request that does not exist: 404 naming it; nothing created', async () => {
    const env = { ...pullRequestStep(fakes), BITBUCKET_PR_ID: '404' }
    const run = await preview(env)
    expectRefused(run, ACCESS_TOKEN, /404/)
    expect(run.stderr).toContain(`#404 of ${FULL_NAME}`)
  })

  it('a repository that does not exist: the same error, naming the workspace and slug given', async () => {
    const env = { ...pullRequestStep(fakes), BITBUCKET_REPO_SLUG: 'no-such-app' }
    const run = await preview(env)
    expectRefused(run, ACCESS_TOKEN, /404/)
    expect(run.stderr).toContain('acme/no-such-app')
  })
})
