/**
 * A sweep's requests to the review platform grow with the previews, not with the pull requests:
 * on 400 merge requests (pull requests) with 6 previews, a sweep reads the ones labelled
 * `appetize-preview` and their comments, at most 60 requests on GitLab and on GitHub (an earlier
 * version read all 400: 409 requests). The first sweep after an upgrade reads everything once,
 * labels the pull requests that hold a preview and completes the index; the next ones read only
 * the labelled. Counted on the fakes, in process; docs/performance.md gives the figures
 * (scripts/sweep-requests.ts prints them).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { FakeService } from '../../test-support/fake-service/server.js'
import { FakeGitLab } from '../../test-support/fake-gitlab/server.js'
import {
  ACTIONS_BOT_LOGIN,
  DEFAULT_TOKENS,
  FakeGitHub,
  WORKFLOW_TOKEN
} from '../../test-support/fake-github/server.js'
import {
  completeDescription,
  gitHubRepository,
  gitLabRepository,
  PREVIEW_LABEL,
  type SweptRepository
} from '../../test-support/harness/sweep-repository.js'

/** The pull requests with a preview: 3 and 41 are merged (their previews go), the others open. */
const PREVIEWS = [3, 10, 20, 41, 52, 64]
/** A sweep's budget on 400 pull requests with 6 previews (issue 46). */
const BUDGET = 60

let service: FakeService
let github: FakeGitHub
const stops: (() => Promise<void>)[] = []
beforeEach(async () => {
  service = new FakeService({ apps: {}, listNotes: true })
  github = new FakeGitHub({ tokens: { ...DEFAULT_TOKENS } })
  await Promise.all([service.start(), github.start()])
})
afterEach(() =>
  Promise.all([service.stop(), github.stop(), ...stops.splice(0).map(stop => stop())])
)

/** A repository on a fake platform of its own. */
async function gitLab(): Promise<SweptRepository> {
  const gitlab = new FakeGitLab()
  await gitlab.start()
  stops.push(() => gitlab.stop())
  return gitLabRepository(service, gitlab)
}
async function gitHub(): Promise<SweptRepository> {
  const fake = new FakeGitHub()
  await fake.start()
  stops.push(() => fake.stop())
  return gitHubRepository(service, fake)
}

describe.each([
  ['GitLab', 'merge requests', gitLab],
  ['GitHub', 'pull requests', gitHub]
] as const)('a sweep on %s', (_platform, pullRequests, repositoryOf) => {
  let repository: SweptRepository
  beforeEach(async () => {
    repository = await repositoryOf()
  })

  it(`reads only the labelled ${pullRequests}: at most ${BUDGET} requests on 400`, async () => {
    repository.seed(400, PREVIEWS, true)
    const sweep = await repository.sweep()
    expect(sweep.failed).toBe(false)
    expect(sweep.swept).toEqual([3, 41])
    expect(sweep.requests).toBeLessThanOrEqual(BUDGET)
    // The merged ones hold no app any more: the label comes off them.
    expect(repository.labelled()).toEqual([10, 20, 52, 64])
  })

  it(`costs the same on 800 ${pullRequests} as on 400`, async () => {
    repository.seed(400, PREVIEWS, true)
    const small = await repository.sweep()
    expect(small.swept).toEqual([3, 41])
    // Another repository with 400 more that never had a preview.
    const larger = await repositoryOf()
    larger.seed(800, PREVIEWS, true)
    const large = await larger.sweep()
    expect(large.swept).toEqual([3, 41])
    expect(large.requests).toBe(small.requests)
  })

  it('after an upgrade reads everything once, labels the previews, then only those', async () => {
    repository.seed(400, PREVIEWS, false)
    const first = await repository.sweep()
    expect(first.swept).toEqual([3, 41])
    expect(first.requests).toBeGreaterThan(400)
    expect(repository.labelled()).toEqual([10, 20, 52, 64])
    expect(repository.indexDescription()).toBe(completeDescription(pullRequests))
    const second = await repository.sweep()
    expect(second.failed).toBe(false)
    expect(second.swept).toEqual([])
    expect(second.requests).toBeLessThanOrEqual(BUDGET)
  })
})

describe('a first sweep on GitHub where no preview made the label yet', () => {
  it('creates the label, its description saying the index is complete', async () => {
    const repository = gitHubRepository(service, github)
    repository.seed(10, [], false)
    const sweep = await repository.sweep()
    expect(sweep.failed).toBe(false)
    expect(github.requestsTo('createLabel').map(request => request.json)).toStrictEqual([
      expect.objectContaining({
        name: PREVIEW_LABEL,
        description: completeDescription('pull requests')
      })
    ])
    expect(repository.indexDescription()).toBe(completeDescription('pull requests'))
  })
})

describe('a sweep on GitHub without issues: read', () => {
  it('says so, and reads every open and recently closed pull request as before', async () => {
    const repository = gitHubRepository(service, github)
    repository.seed(400, PREVIEWS, true)
    github.tokens[WORKFLOW_TOKEN] = {
      login: ACTIONS_BOT_LOGIN,
      installation: true,
      issues: 'none'
    }
    const sweep = await repository.sweep()
    expect(sweep.failed).toBe(false)
    expect(sweep.swept).toEqual([3, 41])
    expect(sweep.requests).toBeGreaterThan(400)
    expect(sweep.host.log.join('\n')).toContain(`the label ${PREVIEW_LABEL} could not be read`)
    expect(github.requestsTo('listIssues')).toHaveLength(1)
  })
})
