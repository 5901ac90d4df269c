/**
 * The request budget on Bitbucket (a workspace allows 1,000 requests an hour per token), end to
 * end on the installed tool with Bitbucket Pipelines' variables, counted on the fake Bitbucket on
 * clean runs: a first preview at most 8 requests, an update at most 5, a delete at most 5; the
 * build status's requests on top, counted apart (one a run). Never `GET /2.0/user`, which access
 * tokens cannot read. The same for an access token and for an API token.
 *
 * https://support.atlassian.com/bitbucket-cloud/docs/api-request-limits/
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  ACCESS_TOKEN,
  API_TOKEN,
  accountUuid,
  type BitbucketRequest,
  MARIA_EMAIL
} from '../../test-support/fake-bitbucket/server.js'
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
  type StepOptions,
  visibleComments
} from '../../test-support/harness/bitbucket-pipeline.js'

const BUDGET = { first: 8, update: 5, delete: 5 }
const DELETE = ['preview', '--delete', '--preview-name', 'android']

let tool: InstalledTool
let fakes: BitbucketFakes
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startBitbucketFakes({ service: { apps: {} } })
  fakes.bitbucket.addPullRequest(FULL_NAME, 7, { sha: '8a'.repeat(20) })
  // A discussed pull request: people's comments, under a page.
  for (const nickname of ['dana', 'maria', 'olga', 'dana']) {
    fakes.bitbucket.addComment(FULL_NAME, 7, { author: accountUuid(nickname), raw: 'LGTM' })
  }
})
afterEach(() => stopBitbucketFakes(fakes))

/** Runs a step and returns what it cost on Bitbucket: the build status's requests apart. */
async function measured(
  args: string[],
  step: StepOptions
): Promise<{ run: CliRun; review: BitbucketRequest[]; status: BitbucketRequest[] }> {
  fakes.bitbucket.requests.length = 0
  const run = await tool.run(args, pullRequestStep(fakes, step))
  expect(run.exitCode).toBe(0)
  const isStatus = (request: BitbucketRequest) => /\/statuses\//.test(request.path)
  const requests = [...fakes.bitbucket.requests]
  // Every request the run made succeeded: the count is a clean run's.
  for (const request of requests) expect(request.status).toBeLessThan(300)
  expect(requests.filter(request => request.route === 'user')).toEqual([])
  return {
    run,
    review: requests.filter(request => !isStatus(request)),
    status: requests.filter(isStatus)
  }
}

/** What the requests were, for the message when the budget is broken. */
const routes = (requests: BitbucketRequest[]) => requests.map(r => `${r.method} ${r.route}`)

/** The requests as `METHOD route`, when there are more than `budget` (for the failure's message). */
function expectWithin(requests: BitbucketRequest[], budget: number): void {
  const list = routes(requests)
  expect(list.length <= budget ? [] : list).toEqual([])
}

describe.each([
  ['a repository access token', { token: ACCESS_TOKEN }],
  ['an API token with its email', { token: API_TOKEN, email: MARIA_EMAIL }]
])('with %s', (_, step: StepOptions) => {
  const first = () => measured(['preview', ...PREVIEW_BUILD], step)
  const push = () => {
    fakes.bitbucket.moveHead(FULL_NAME, 7, '8b'.repeat(20))
    return measured(['preview', ...PREVIEW_BUILD], step)
  }
  const remove = () => measured(DELETE, step)

  it(`a first preview: at most ${BUDGET.first} requests`, async () => {
    const { run, review } = await first()
    expect(resultOf(run)).toMatchObject({ previewAction: 'created' })
    expectWithin(review, BUDGET.first)
  })

  it(`an update after a push: at most ${BUDGET.update} requests`, async () => {
    await first()
    const { run, review } = await push()
    expect(resultOf(run)).toMatchObject({ previewAction: 'updated' })
    expectWithin(review, BUDGET.update)
  })

  it(`a delete: at most ${BUDGET.delete} requests`, async () => {
    await first()
    const { run, review } = await remove()
    expect(resultOf(run)).toMatchObject({ previewAction: 'deleted' })
    expectWithin(review, BUDGET.delete)
    expect(fakes.service.apps.size).toBe(0)
    expect(visibleComments(fakes.bitbucket).filter(c => c.raw.includes('(removed)'))).toHaveLength(
      1
    )
  })

  it('the build status: one request on top of each, on the head', async () => {
    const runs = [await first(), await push(), await remove()]
    expect(runs.map(({ status }) => routes(status))).toEqual([
      ['POST createStatus'],
      ['POST createStatus'],
      ['POST createStatus']
    ])
    expect(runs.map(({ status }) => status[0]?.path.includes('8b8b8b8b'))).toEqual([
      false,
      true,
      true
    ])
  })
})

it('an update of an unchanged preview (a re-run) stays within the update budget', async () => {
  await measured(['preview', ...PREVIEW_BUILD], {})
  const rerun = await measured(['preview', ...PREVIEW_BUILD], {})
  expect(resultOf(rerun.run)).toMatchObject({ previewAction: 'updated' })
  expectWithin(rerun.review, BUDGET.update)
})

it('a second preview name on the same pull request is a first preview: within its budget', async () => {
  await measured(['preview', ...PREVIEW_BUILD], {})
  const ios = await measured(
    [
      'preview',
      '--url',
      'https://builds.example.com/app.zip',
      '--platform',
      'ios',
      '--preview-name',
      'ios'
    ],
    {}
  )
  expect(resultOf(ios.run)).toMatchObject({ previewAction: 'created' })
  expectWithin(ios.review, BUDGET.first)
  expect(
    visibleComments(fakes.bitbucket).filter(c => c.raw.includes('appetize-deploy'))
  ).toHaveLength(2)
})
