/**
 * The Bitbucket token of pull-request previews, end to end on the installed tool with Pipelines'
 * variables, against the fakes: each kind (a repository access token as Bearer, whose
 * `GET /2.0/user` Bitbucket refuses; an Atlassian API token with its email as Basic), and each
 * refusal: 401 (wrong, revoked, expired, an app password, an API token without its email), 403 (a
 * scope missing, named), 404 (another repository's token). Each refusal is one clear error naming
 * the token and the scopes it needs, and no app is created: the record is written before any app.
 * A token that may comment but not set build statuses still gets the comment, with a notice.
 */
import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals'
import {
  ACCESS_TOKEN,
  API_TOKEN,
  API_TOKEN_WITHOUT_REPOSITORY,
  APP_PASSWORD,
  EXPIRED_TOKEN,
  MARIA_EMAIL,
  OTHER_REPOSITORY_TOKEN,
  REPOSITORY_ONLY_TOKEN,
  REVOKED_TOKEN,
  accountUuid
} from '../../test-support/fake-bitbucket/server.js'
import type { CliRun } from '../../test-support/harness/installed-tool.js'
import {
  type BitbucketFakes,
  installTool,
  type InstalledTool,
  PREVIEW_BUILD,
  pullRequestStep,
  resultOf,
  startBitbucketFakes,
  stopBitbucketFakes,
  visibleComments
} from '../../test-support/harness/bitbucket-pipeline.js'

let tool: InstalledTool
let fakes: BitbucketFakes
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startBitbucketFakes({ service: { apps: {} } })
})
afterEach(() => stopBitbucketFakes(fakes))

const sentToService = () => fakes.service.requests.filter(request => request.method !== 'GET')

function previewStep(options: Parameters<typeof pullRequestStep>[1]): Promise<CliRun> {
  return tool.run(['preview', ...PREVIEW_BUILD], pullRequestStep(fakes, options))
}

/** Nothing created on the service, nothing written on Bitbucket, no token printed. */
function expectNothingDone(run: CliRun, token: string): void {
  expect(run.exitCode).toBe(1)
  expect(sentToService()).toEqual([])
  expect(visibleComments(fakes.bitbucket)).toEqual([])
  expect(run.stdout + run.stderr).not.toContain(token)
  expect(run.stdout).toBe('')
  // The scopes it needs are named in every refusal.
  expect(run.stderr).toContain('`pullrequest`')
  expect(run.stderr).toContain('read:pullrequest:bitbucket')
}

it('a repository access token (Bearer) previews without ever asking GET /2.0/user', async () => {
  const run = await previewStep({ token: ACCESS_TOKEN })
  expect(run.exitCode).toBe(0)
  expect(fakes.bitbucket.requestsTo('user')).toEqual([])
  expect(visibleComments(fakes.bitbucket)).toHaveLength(1)
})

it('an API token with its email (Basic) comments as its account', async () => {
  const run = await previewStep({ token: API_TOKEN, email: MARIA_EMAIL })
  expect(run.exitCode).toBe(0)
  expect(resultOf(run).previewAction).toBe('created')
  expect(visibleComments(fakes.bitbucket)[0]?.author).toBe(accountUuid('maria'))
  const basic = Buffer.from(`${MARIA_EMAIL}:${API_TOKEN}`).toString('base64')
  expect(fakes.bitbucket.requests.every(r => r.headers.authorization === `Basic ${basic}`)).toBe(
    true
  )
  expect(run.stdout + run.stderr).not.toContain(basic)
})

it.each([
  ['an unknown', 'ATCTT3xFfGN0notAToken000000000000000000'],
  ['a revoked', REVOKED_TOKEN],
  ['an expired', EXPIRED_TOKEN]
])('%s access token (401): one error naming the token; nothing created', async (_, token) => {
  const run = await previewStep({ token })
  expect(run.stderr).toMatch(/401/)
  expect(run.stderr).toMatch(/wrong, expired or revoked/)
  expect(run.stderr).toContain('APPETIZE_BITBUCKET_TOKEN')
  expectNothingDone(run, token)
})

it('an app password (401): says they no longer work', async () => {
  const run = await previewStep({ token: APP_PASSWORD, email: MARIA_EMAIL })
  expect(run.stderr).toMatch(/401/)
  expect(run.stderr).toMatch(/app password \(they no longer work\)/)
  expectNothingDone(run, APP_PASSWORD)
})

it('a user name instead of an email (as app passwords took): exit 2 before any request', async () => {
  const run = await previewStep({ token: APP_PASSWORD, email: 'maria' })
  expect(run.exitCode).toBe(2)
  expect(run.stderr).toContain('APPETIZE_BITBUCKET_EMAIL is not an email address')
  expect(run.stderr).toMatch(/app passwords/)
  expect(fakes.bitbucket.requests).toEqual([])
})

it('an API token without its email (401): says to set APPETIZE_BITBUCKET_EMAIL', async () => {
  const run = await previewStep({ token: API_TOKEN })
  expect(run.stderr).toContain('APPETIZE_BITBUCKET_EMAIL')
  expectNothingDone(run, API_TOKEN)
})

it('a token without the pull request scope (403): names the scope Bitbucket requires', async () => {
  const run = await previewStep({ token: REPOSITORY_ONLY_TOKEN })
  expect(run.stderr).toMatch(/403/)
  expect(run.stderr).toContain('Bitbucket requires "pullrequest"')
  expectNothingDone(run, REPOSITORY_ONLY_TOKEN)
})

it("another repository's token (404): says the token cannot see the repository", async () => {
  const run = await previewStep({ token: OTHER_REPOSITORY_TOKEN })
  expect(run.stderr).toMatch(/404/)
  expect(run.stderr).toMatch(/cannot see it/)
  expect(run.stderr).toContain('acme/mobile-app')
  expectNothingDone(run, OTHER_REPOSITORY_TOKEN)
})

it('a token that may comment but not set build statuses: the comment, and a notice', async () => {
  const run = await previewStep({ token: API_TOKEN_WITHOUT_REPOSITORY, email: MARIA_EMAIL })
  expect(run.exitCode).toBe(0)
  expect(resultOf(run).previewAction).toBe('created')
  expect(visibleComments(fakes.bitbucket)).toHaveLength(1)
  expect(fakes.bitbucket.requestsTo('createStatus').map(r => r.status)).toEqual([403])
  expect(run.stderr).toMatch(/^Commit status not set: .*403.*read:repository:bitbucket/m)
  expect(run.stderr).not.toMatch(/^error/m)
})
