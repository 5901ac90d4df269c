/**
 * The preview sweep and the fork-safe `workflow_run` deploy end to end: the bundled
 * dist/index.cjs run as the runner runs it, on `schedule`, `workflow_dispatch` and
 * `workflow_run` events, against the fake service and the fake GitHub. The recipes of
 * docs/previews-sweep.md, step by step.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { FakeGitHub, WORKFLOW_TOKEN } from '../../test-support/fake-github/server.js'
import { timestamp } from '../../test-support/fake-github/records.js'
import { FakeService } from '../../test-support/fake-service/server.js'
import {
  fakeSha,
  pullRequestEvent,
  pushEvent
} from '../../test-support/harness/pull-request-event.js'
import { runAction, type ActionRun } from '../../test-support/harness/runner.js'
import {
  SEEDED_REPOSITORY,
  seedPreview,
  type SeedOptions
} from '../../test-support/harness/seeded-previews.js'
import {
  workflowEvent,
  type WorkflowEventOptions
} from '../../test-support/harness/workflow-events.js'

const DAY = 86_400_000
const NOW = Date.now()
const ago = (days: number): string => timestamp(new Date(NOW - days * DAY))
let service: FakeService
let github: FakeGitHub

beforeEach(async () => {
  service = new FakeService({ apps: {}, listNotes: true, appUrlBase: 'https://appetize.test' })
  github = new FakeGitHub({ maxPerPage: 2 })
  await Promise.all([service.start(), github.start()])
})
afterEach(async () => {
  await Promise.all([service.stop(), github.stop()])
})

const seed = (options: SeedOptions): string => seedPreview(service, github, options)
/** The labels of the sweep's index, which a sweep keeps (sweep-index.test.ts, sweep-requests.test.ts). */
const INDEX_ROUTES = new Set(['addLabels', 'removeLabel', 'createLabel', 'updateLabel'])
/** What the sweep wrote to the pull requests' comments and deployments. */
const writes = () =>
  github.requests.filter(
    request =>
      request.method !== 'GET' &&
      request.route !== 'graphql' &&
      !INDEX_ROUTES.has(request.route ?? '')
  )

/** One run of the action on a workflow event; neither token reaches the log. */
async function step(
  event: WorkflowEventOptions,
  inputs: Record<string, string>
): Promise<ActionRun> {
  const { env, cleanup } = await workflowEvent({ apiUrl: github.url, ...event })
  try {
    const run = await runAction(
      { apiToken: service.apiToken, githubToken: WORKFLOW_TOKEN, baseUrl: service.url, ...inputs },
      { env }
    )
    const log = `${run.stdout}\n${run.stderr}`
      .split('\n')
      .filter(line => !line.startsWith('::add-mask::'))
      .join('\n')
    expect(log).not.toContain(WORKFLOW_TOKEN)
    expect(log).not.toContain(service.apiToken)
    return run
  } finally {
    await cleanup()
  }
}

/** The scheduled sweep of the recipe: previews without a deploy for a week are removed. */
const sweep = (inputs: Record<string, string> = {}) =>
  step({ eventName: 'schedule' }, { sweep: 'true', previewTtl: '7d', ...inputs })

const sweptOf = (run: ActionRun) =>
  (JSON.parse(run.outputs.sweptPreviews ?? 'null') as { pullRequest: number; reason: string }[])
    .map(({ pullRequest, reason }) => `#${pullRequest} ${reason}`)
    .sort()

describe('the scheduled sweep, on the bundle', () => {
  it('removes closed and expired previews, keeps labelled and fresh ones, across pages', async () => {
    // A preview deployed by the preview step itself, just now.
    github.addPullRequest(SEEDED_REPOSITORY, 20, { updatedAt: ago(0) })
    pushEvent(github, { number: 20 })
    const { env, cleanup } = await pullRequestEvent({ apiUrl: github.url, number: 20 })
    const deployed = await runAction(
      {
        preview: 'true',
        apiToken: service.apiToken,
        githubToken: WORKFLOW_TOKEN,
        baseUrl: service.url,
        url: 'https://builds.example.com/app-debug.apk',
        platform: 'android',
        deploymentEnvironment: 'appetize-preview'
      },
      { env }
    ).finally(cleanup)
    expect(deployed.exitCode).toBe(0)
    const apps = {
      fresh: deployed.outputs.publicKey ?? '',
      expired: seed({ number: 2, deployedAt: NOW - 10 * DAY, pullRequest: { updatedAt: ago(9) } }),
      closed: seed({
        number: 3,
        deployedAt: NOW - DAY,
        environment: 'appetize-preview',
        pullRequest: { state: 'closed', updatedAt: ago(1) }
      }),
      labelled: seed({
        number: 4,
        deployedAt: NOW - 40 * DAY,
        pullRequest: { state: 'closed', labels: ['keep-preview'], updatedAt: ago(3) }
      }),
      untouched: seed({
        number: 5,
        deployedAt: NOW - 150 * DAY,
        pullRequest: { updatedAt: ago(150) }
      }),
      open: seed({ number: 6, deployedAt: NOW - 2 * DAY, pullRequest: { updatedAt: ago(2) } })
    }

    const run = await sweep()
    expect(run.exitCode).toBe(0)
    expect(sweptOf(run)).toEqual(['#2 expired', '#3 closed', '#5 expired'])
    expect([...service.apps.keys()].sort()).toEqual([apps.fresh, apps.labelled, apps.open].sort())
    // The fresh preview's deployment stays; the closed one's was retired and deleted.
    expect(github.deploymentsOf(SEEDED_REPOSITORY).map(deployment => deployment.payload)).toEqual([
      { pullRequest: 20, previewName: 'android' }
    ])
    expect(github.requestsTo('listPullRequests').length).toBeGreaterThan(2)
    expect(run.summary).toContain('Removed: 3')
    expect(run.summary).toContain('Kept: 3')
    expect(github.commentsOn(SEEDED_REPOSITORY, 2)[0]?.body).toContain(
      'was removed after 7 days without a deploy'
    )
  })

  it('never deletes what a forged record names', async () => {
    const byOther = seed({
      number: 7,
      login: 'octo-contributor',
      pullRequest: { state: 'closed', updatedAt: ago(1) }
    })
    const badSignature = seed({
      number: 8,
      secret: 'not-the-api-token',
      pullRequest: { state: 'closed', updatedAt: ago(1) }
    })
    const run = await sweep()
    expect(run.exitCode).toBe(0)
    expect(JSON.parse(run.outputs.sweptPreviews ?? '')).toEqual([])
    expect(service.apps.has(byOther) && service.apps.has(badSignature)).toBe(true)
    expect(service.requestsTo('delete')).toEqual([])
    expect(writes()).toEqual([])
    expect(run.stdout).toMatch(/^::warning title=Record not trusted::1 record\(s\)/m)
  })

  it('stops at the guard rail before removing anything, saying how to raise it', async () => {
    for (const number of [1, 2, 3]) {
      seed({ number, pullRequest: { state: 'closed', updatedAt: ago(1) } })
    }
    const run = await sweep({ sweepMaxDeletes: '2' })
    expect(run.exitCode).toBe(1)
    expect(run.errors).toEqual([
      {
        title: 'Guard rail',
        message:
          'The sweep found 3 previews to remove, more than sweepMaxDeletes (2): it removed none.'
      }
    ])
    expect(run.stdout).toContain('set sweepMaxDeletes to 3 or more')
    expect(service.apps.size).toBe(3)
    expect(writes()).toEqual([])
    expect(run.outputs).toEqual({})
  })

  it('in a dry run on workflow_dispatch, writes nothing and shows what it would remove', async () => {
    const closed = seed({ number: 3, pullRequest: { state: 'closed', updatedAt: ago(1) } })
    const run = await step({ eventName: 'workflow_dispatch' }, { sweep: 'true', dryRun: 'true' })
    expect(run.exitCode).toBe(0)
    expect(JSON.parse(run.outputs.sweptPreviews ?? '')).toEqual([
      { pullRequest: 3, previewName: 'android', publicKey: closed, reason: 'closed' }
    ])
    expect(service.apps.has(closed)).toBe(true)
    // It read the service's apps (an empty list of requests would pass a check of each).
    expect(service.requestsTo('list')).not.toEqual([])
    expect(service.requests.filter(request => request.method !== 'GET')).toEqual([])
    expect(writes()).toEqual([])
    expect(run.summary).toContain('Would remove: 1')
  })

  it('waits out a 429 from GitHub mid-sweep and finishes', async () => {
    const closed = seed({ number: 3, pullRequest: { state: 'closed', updatedAt: ago(1) } })
    github.injectRateLimit('listComments', { status: 429, retryAfterSeconds: 1 })
    const run = await sweep()
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toContain("GitHub's rate limit: waiting 1 s as GitHub asks")
    expect(github.requestsTo('listComments')).toHaveLength(2)
    expect(service.apps.has(closed)).toBe(false)
  })
})

describe('the fork-safe deploy on workflow_run, on the bundle', () => {
  const head = fakeSha('fork head e2e')
  const deploy = (inputs: Record<string, string> = {}, headSha = head) =>
    step(
      { eventName: 'workflow_run', headSha },
      {
        preview: 'true',
        pullRequest: '12',
        url: 'https://builds.example.com/app-debug.apk',
        platform: 'android',
        ...inputs
      }
    )

  it("deploys the fork's pull request, then removes the preview once it is closed", async () => {
    github.addPullRequest(SEEDED_REPOSITORY, 12, { fork: true, headSha: head })
    const deployed = await deploy()
    expect(deployed.exitCode).toBe(0)
    expect(deployed.outputs.previewAction).toBe('created')
    expect(github.commentsOn(SEEDED_REPOSITORY, 12)[0]?.body).toContain(
      `| Commit | ${head.slice(0, 7)} |`
    )

    github.pullRequestState(SEEDED_REPOSITORY, 12, 'closed')
    const closed = await deploy({ url: '', platform: '' })
    expect(closed.exitCode).toBe(0)
    expect(closed.outputs.previewAction).toBe('deleted')
    expect(service.apps.size).toBe(0)
  })

  it('fails before anything is sent when the head is not the commit the run built', async () => {
    github.addPullRequest(SEEDED_REPOSITORY, 12, { fork: true, headSha: fakeSha('another') })
    const run = await deploy()
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.title).toBe('Invalid input: pullRequest')
    expect(run.errors[0]?.message).toMatch(/^Pull request #12's head is commit/)
    expect(service.requests).toEqual([])
    expect(writes()).toEqual([])
    expect(run.outputs).toEqual({})
  })
})
