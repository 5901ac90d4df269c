/**
 * A sweep's requests to the review platform grow with the previews, not with the pull requests:
 * on 400 merge requests (pull requests) with 6 previews, a sweep reads the ones labelled
 * `appetize-preview` and their comments, at most 60 requests on GitLab and on GitHub (an
 * earlier version read all 400, about 410). The first sweep after an upgrade reads everything
 * once, labels the pull requests that hold a preview and completes the index; the next ones read
 * only the labelled. Counted on the fakes, in process (docs/performance.md gives the figures).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { FakeService } from '../../test-support/fake-service/server.js'
import { FAKE_PROJECT, FakeGitLab, PROJECT_TOKEN } from '../../test-support/fake-gitlab/server.js'
import {
  DEFAULT_TOKENS,
  FakeGitHub,
  WORKFLOW_TOKEN
} from '../../test-support/fake-github/server.js'
import { timestamp } from '../../test-support/fake-github/records.js'
import { seedGitLabPreview } from '../../test-support/harness/gitlab-pipeline.js'
import { inputReader } from '../../test-support/harness/inputs.js'
import { RecordingHost } from '../../test-support/harness/recording-host.js'
import { SEEDED_REPOSITORY, seedPreview } from '../../test-support/harness/seeded-previews.js'
import { workflowRun } from '../../test-support/harness/workflow-events.js'
import { runAction } from '../../src/app/run.js'
import { gitHubReviewPort } from '../../src/github/review-port.js'
import { gitLabReviewPort } from '../../src/gitlab/review-port.js'

const NOW = Date.now()
const DAY = 86_400_000
const LABEL = 'appetize-preview'
const COMPLETE = (pullRequests: string): string =>
  `Has an Appetize preview app; the preview sweep finds ${pullRequests} by it [index complete]`
/** The pull requests with a preview: 3 and 41 are merged (their previews go), the others open. */
const PREVIEWS = [3, 10, 20, 41, 52, 64]
/** A sweep's budget on 400 pull requests with 6 previews (issue 46). */
const BUDGET = 60

let service: FakeService
beforeEach(async () => {
  service = new FakeService({ apps: {}, listNotes: true })
  await service.start()
})
afterEach(() => service.stop())

const swept = (host: RecordingHost): number[] =>
  (JSON.parse(host.outputs.sweptPreviews ?? '[]') as { pullRequest: number }[])
    .map(entry => entry.pullRequest)
    .sort((a, b) => a - b)

describe('a sweep on GitLab', () => {
  let gitlab: FakeGitLab
  beforeEach(async () => {
    gitlab = new FakeGitLab()
    await gitlab.start()
  })
  afterEach(() => gitlab.stop())

  /** `total` merge requests, every other one merged, all updated in the last 80 days. */
  function seed(total: number, indexed: boolean): void {
    for (let iid = 1; iid <= total; iid++) {
      const updatedAt = new Date(NOW - (iid % 80) * DAY).toISOString()
      gitlab.addMergeRequest(FAKE_PROJECT.id, iid, {
        state: iid % 2 === 1 ? 'merged' : 'opened',
        updatedAt
      })
    }
    for (const iid of PREVIEWS) {
      const { state, updatedAt } = gitlab.mergeRequest(FAKE_PROJECT.id, iid)
      seedGitLabPreview(
        { gitlab, service },
        {
          iid,
          deployedAt: NOW - DAY,
          mergeRequest: { state, updatedAt, labels: indexed ? [LABEL] : [] }
        }
      )
    }
    if (indexed)
      gitlab.addLabel(FAKE_PROJECT.id, LABEL, { description: COMPLETE('merge requests') })
  }

  async function sweep() {
    gitlab.requests.length = 0
    const host = new RecordingHost({ now: NOW })
    const review = gitLabReviewPort({
      apiUrl: gitlab.url,
      project: String(FAKE_PROJECT.id),
      mode: 'deploy',
      runUrl: ''
    })
    const outcome = await runAction(
      inputReader({
        sweep: 'true',
        previewTtl: '7d',
        apiToken: service.apiToken,
        githubToken: PROJECT_TOKEN,
        baseUrl: service.url
      }),
      host,
      { review }
    )
    expect(outcome.failure).toBeUndefined()
    return { host, requests: gitlab.requests.length }
  }

  const labelled = (): number[] =>
    [...gitlab.mergeRequests.values()]
      .filter(mr => mr.labels.includes(LABEL))
      .map(mr => mr.iid)
      .sort((a, b) => a - b)

  it(`reads only the labelled merge requests: at most ${BUDGET} requests on 400`, async () => {
    seed(400, true)
    const { host, requests } = await sweep()
    expect(swept(host)).toEqual([3, 41])
    expect(requests).toBeLessThanOrEqual(BUDGET)
    const lists = gitlab.requestsTo('listMergeRequests').map(request => request.params)
    expect(lists).toEqual([expect.objectContaining({ labels: LABEL, state: 'all' })])
    expect(gitlab.requestsTo('listNotes')).toHaveLength(PREVIEWS.length)
    // The merged ones hold no app any more: the label comes off them.
    expect(labelled()).toEqual([10, 20, 52, 64])
  })

  it('costs the same on 800 merge requests as on 400', async () => {
    seed(800, true)
    const { requests } = await sweep()
    const counted = requests
    gitlab.mergeRequests.clear()
    gitlab.notes.clear()
    seed(400, true)
    expect((await sweep()).requests).toBe(counted)
  })

  it('after an upgrade reads everything once, labels the previews, then reads only those', async () => {
    seed(400, false)
    const first = await sweep()
    expect(swept(first.host)).toEqual([3, 41])
    expect(first.requests).toBeGreaterThan(400)
    expect(labelled()).toEqual([10, 20, 52, 64])
    expect(gitlab.labels.get(`${FAKE_PROJECT.id}\n${LABEL}`)?.description).toBe(
      COMPLETE('merge requests')
    )
    const second = await sweep()
    expect(swept(second.host)).toEqual([])
    expect(second.requests).toBeLessThanOrEqual(BUDGET)
    expect(gitlab.requestsTo('listNotes')).toHaveLength(4)
  })
})

describe('a sweep on GitHub', () => {
  let github: FakeGitHub
  beforeEach(async () => {
    github = new FakeGitHub({ tokens: { ...DEFAULT_TOKENS } })
    await github.start()
  })
  afterEach(() => github.stop())

  function seed(total: number, indexed: boolean): void {
    for (let number = 1; number <= total; number++) {
      const merged = number % 2 === 1
      github.addPullRequest(SEEDED_REPOSITORY, number, {
        state: merged ? 'closed' : 'open',
        merged,
        updatedAt: timestamp(new Date(NOW - (number % 80) * DAY))
      })
    }
    for (const number of PREVIEWS) {
      const pullRequest = github.pullRequest(SEEDED_REPOSITORY, number)
      const labels = indexed ? [LABEL] : []
      seedPreview(service, github, {
        number,
        deployedAt: NOW - DAY,
        pullRequest: { ...pullRequest, labels }
      })
    }
    if (indexed) {
      github.addLabel(SEEDED_REPOSITORY, LABEL, { description: COMPLETE('pull requests') })
    }
  }

  async function sweep(token = WORKFLOW_TOKEN) {
    github.requests.length = 0
    const host = new RecordingHost({ now: NOW })
    const run = workflowRun({ eventName: 'schedule', apiUrl: github.url })
    const outcome = await runAction(
      inputReader({
        sweep: 'true',
        previewTtl: '7d',
        apiToken: service.apiToken,
        githubToken: token,
        baseUrl: service.url
      }),
      host,
      { review: gitHubReviewPort(() => Promise.resolve(run)) }
    )
    expect(outcome.failure).toBeUndefined()
    return { host, requests: github.requests.length }
  }

  const labelled = (): number[] =>
    [...github.pullRequests.values()]
      .filter(pull => pull.labels.includes(LABEL))
      .map(pull => pull.number)
      .sort((a, b) => a - b)

  it(`reads only the labelled pull requests: at most ${BUDGET} requests on 400`, async () => {
    seed(400, true)
    const { host, requests } = await sweep()
    expect(swept(host)).toEqual([3, 41])
    expect(requests).toBeLessThanOrEqual(BUDGET)
    expect(github.requestsTo('listPullRequests')).toEqual([])
    const lists = github.requestsTo('listIssues').map(request => request.path)
    expect(lists).toEqual([expect.stringContaining(`labels=${LABEL}`)])
    expect(github.requestsTo('listComments')).toHaveLength(PREVIEWS.length)
    expect(labelled()).toEqual([10, 20, 52, 64])
  })

  it('after an upgrade reads everything once, labels the previews, then reads only those', async () => {
    seed(400, false)
    const first = await sweep()
    expect(swept(first.host)).toEqual([3, 41])
    expect(first.requests).toBeGreaterThan(400)
    expect(labelled()).toEqual([10, 20, 52, 64])
    expect(github.labels.get(`${SEEDED_REPOSITORY}\n${LABEL}`)?.description).toBe(
      COMPLETE('pull requests')
    )
    const second = await sweep()
    expect(swept(second.host)).toEqual([])
    expect(second.requests).toBeLessThanOrEqual(BUDGET)
  })

  it('without issues: read, says so and reads every open and recently closed one', async () => {
    seed(400, true)
    github.tokens[WORKFLOW_TOKEN] = {
      ...DEFAULT_TOKENS[WORKFLOW_TOKEN],
      login: 'github-actions[bot]',
      issues: 'none'
    }
    const { host, requests } = await sweep()
    expect(swept(host)).toEqual([3, 41])
    expect(requests).toBeGreaterThan(400)
    expect(host.log.join('\n')).toContain(`the label ${LABEL} could not be read or listed`)
  })
})
