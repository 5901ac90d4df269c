/**
 * A busy repository for counting a sweep's requests: `total` pull requests (merge requests),
 * every other one merged, all updated in the last 80 days, and a preview (a signed record in the
 * bot's comment, its app on the service) on each of `previews`, labelled `appetize-preview` or
 * not (as an earlier version left them), with the label's description saying the index is
 * complete or not. `sweep()` runs one sweep in process (src/app/run.ts) with a TTL of 7 days and
 * counts the requests the review platform's fake received. Used by
 * __tests__/sweep/sweep-requests.test.ts and scripts/sweep-requests.ts (docs/performance.md).
 */
import type { FakeService } from '../fake-service/server.js'
import { FAKE_PROJECT, type FakeGitLab, PROJECT_TOKEN } from '../fake-gitlab/server.js'
import { type FakeGitHub, WORKFLOW_TOKEN } from '../fake-github/server.js'
import { timestamp } from '../fake-github/records.js'
import { seedGitLabPreview } from './gitlab-pipeline.js'
import { inputReader } from './inputs.js'
import { RecordingHost } from './recording-host.js'
import { SEEDED_REPOSITORY, seedPreview } from './seeded-previews.js'
import { workflowRun } from './workflow-events.js'
import { runAction } from '../../src/app/run.js'
import type { ReviewPort } from '../../src/review/review-port.js'
import { gitHubReviewPort } from '../../src/github/review-port.js'
import { gitLabReviewPort } from '../../src/gitlab/review-port.js'

const DAY = 86_400_000
/** The clock of the seeds and of the sweeps (the host's). */
const NOW = Date.now()
/** The sweep's index: the label the preview step puts on a pull request with a preview. */
export const PREVIEW_LABEL = 'appetize-preview'

/** The label's description once a sweep completed the index, in the platform's words. */
export function completeDescription(pullRequests: 'pull requests' | 'merge requests'): string {
  return `Has an Appetize preview app; the preview sweep finds ${pullRequests} by it [index complete]`
}

/** One sweep: what it swept, and how many requests the platform's fake received. */
export interface CountedSweep {
  readonly host: RecordingHost
  readonly requests: number
  /** The pull requests whose previews it removed, in order. */
  readonly swept: number[]
  readonly failed: boolean
}

/** A repository on a fake review platform that a sweep can be counted on. */
export interface SweptRepository {
  /** Adds the pull requests and previews (the previews of merged ones are the sweep's to remove). */
  seed(total: number, previews: readonly number[], indexed: boolean): void
  /** One sweep now, counting from zero. */
  sweep(githubToken?: string): Promise<CountedSweep>
  /** The pull requests that carry the label, in order. */
  labelled(): number[]
  /** The label's description, if the platform has the label. */
  indexDescription(): string | null | undefined
}

/** The repository on the fake GitLab (its project `FAKE_PROJECT`). */
export function gitLabRepository(service: FakeService, gitlab: FakeGitLab): SweptRepository {
  return {
    seed(total, previews, indexed) {
      for (let iid = 1; iid <= total; iid++) {
        gitlab.addMergeRequest(FAKE_PROJECT.id, iid, {
          state: iid % 2 === 1 ? 'merged' : 'opened',
          updatedAt: new Date(NOW - (iid % 80) * DAY).toISOString()
        })
      }
      for (const iid of previews) {
        const { state, updatedAt } = gitlab.mergeRequest(FAKE_PROJECT.id, iid)
        const labels = indexed ? [PREVIEW_LABEL] : []
        const mergeRequest = { state, updatedAt, labels }
        seedGitLabPreview({ gitlab, service }, { iid, deployedAt: NOW - DAY, mergeRequest })
      }
      if (indexed) {
        const description = completeDescription('merge requests')
        gitlab.addLabel(FAKE_PROJECT.id, PREVIEW_LABEL, { description })
      }
    },
    async sweep(githubToken = PROJECT_TOKEN) {
      gitlab.requests.length = 0
      const review = gitLabReviewPort({
        apiUrl: gitlab.url,
        project: String(FAKE_PROJECT.id),
        mode: 'deploy',
        runUrl: ''
      })
      const counted = await countedSweep(service, githubToken, review)
      return { ...counted, requests: gitlab.requests.length }
    },
    labelled: () =>
      [...gitlab.mergeRequests.values()]
        .filter(mr => mr.labels.includes(PREVIEW_LABEL))
        .map(mr => mr.iid)
        .sort((a, b) => a - b),
    indexDescription: () => gitlab.labels.get(`${FAKE_PROJECT.id}\n${PREVIEW_LABEL}`)?.description
  }
}

/** The repository on the fake GitHub (`acme/mobile-app`). */
export function gitHubRepository(service: FakeService, github: FakeGitHub): SweptRepository {
  return {
    seed(total, previews, indexed) {
      for (let number = 1; number <= total; number++) {
        const merged = number % 2 === 1
        github.addPullRequest(SEEDED_REPOSITORY, number, {
          state: merged ? 'closed' : 'open',
          merged,
          updatedAt: timestamp(new Date(NOW - (number % 80) * DAY))
        })
      }
      for (const number of previews) {
        const pullRequest = github.pullRequest(SEEDED_REPOSITORY, number)
        const labels = indexed ? [PREVIEW_LABEL] : []
        seedPreview(service, github, {
          number,
          deployedAt: NOW - DAY,
          pullRequest: { ...pullRequest, labels }
        })
      }
      if (indexed) {
        const description = completeDescription('pull requests')
        github.addLabel(SEEDED_REPOSITORY, PREVIEW_LABEL, { description })
      }
    },
    async sweep(githubToken = WORKFLOW_TOKEN) {
      github.requests.length = 0
      const run = workflowRun({ eventName: 'schedule', apiUrl: github.url })
      const review = gitHubReviewPort(() => Promise.resolve(run))
      const counted = await countedSweep(service, githubToken, review)
      return { ...counted, requests: github.requests.length }
    },
    labelled: () =>
      [...github.pullRequests.values()]
        .filter(pull => pull.labels.includes(PREVIEW_LABEL))
        .map(pull => pull.number)
        .sort((a, b) => a - b),
    indexDescription: () => github.labels.get(`${SEEDED_REPOSITORY}\n${PREVIEW_LABEL}`)?.description
  }
}

async function countedSweep(
  service: FakeService,
  githubToken: string,
  review: ReviewPort
): Promise<Omit<CountedSweep, 'requests'>> {
  const host = new RecordingHost({ now: NOW })
  const outcome = await runAction(
    inputReader({
      sweep: 'true',
      previewTtl: '7d',
      apiToken: service.apiToken,
      githubToken,
      baseUrl: service.url
    }),
    host,
    { review }
  )
  const swept = (JSON.parse(host.outputs.sweptPreviews ?? '[]') as { pullRequest: number }[])
    .map(entry => entry.pullRequest)
    .sort((a, b) => a - b)
  return { host, swept, failed: outcome.failure !== undefined }
}
