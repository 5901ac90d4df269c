/**
 * GitHub's index of the pull requests that hold a preview: the label `appetize-preview`, which
 * the preview step puts on a pull request it records a preview on, and the sweep lists by (the
 * issue list filtered by label: GitHub's pull request list has no label filter). The sweep
 * lists by the label only once a sweep completed the index (the label's description says so);
 * until then, or when the token may not list issues, it reads every open pull request and the
 * closed ones updated since. The label only says where to look: the signed records decide.
 *
 * https://docs.github.com/rest/issues/issues#list-repository-issues
 * https://docs.github.com/rest/issues/labels
 */
import {
  indexComplete,
  indexDescription,
  indexRefused as refused,
  PREVIEW_LABEL,
  type PreviewIndexCapability,
  type PreviewPullRequests,
  type SweptPullRequest
} from '../review/preview-index.js'
import type { ReviewOperation } from '../review/review-error.js'
import { scanPullRequests, type PullRequestLister } from '../review/pull-request-scan.js'
import type { PlatformTerms, RepositoryRef } from '../review/terms.js'
import type { Octokit } from './octokit.js'

/** The label's colour when the sweep creates it (GitHub's labels need one). */
const LABEL_COLOR = '5319e7'

/** What the index needs of the GitHub adapter. */
export interface GitHubIndexOptions {
  readonly octokit: Octokit
  /** Owner and name of the adapter's repository value. */
  readonly params: (repository: RepositoryRef) => { owner: string; repo: string }
  /** Runs one call; any failure becomes one ReviewPlatformError (the adapter's `call`). */
  readonly call: <T>(operation: ReviewOperation, run: () => Promise<T>) => Promise<T>
  /** The adapter's list of pull requests by state (`GET /repos/{owner}/{repo}/pulls`). */
  readonly list: (repository: RepositoryRef) => PullRequestLister
  readonly terms: PlatformTerms
}

/** The sweep's listing and the label index, over the adapter's Octokit. */
export function gitHubPreviewIndex(options: GitHubIndexOptions): {
  listPreviewPullRequests(repository: RepositoryRef, since: number): Promise<PreviewPullRequests>
  previewIndex: PreviewIndexCapability
} {
  const { octokit, params, call, terms } = options
  const label = PREVIEW_LABEL
  const scan = async (
    repository: RepositoryRef,
    since: number,
    unindexed: 'incomplete' | 'unreadable'
  ): Promise<PreviewPullRequests> => ({
    pullRequests: await scanPullRequests(options.list(repository), since),
    found: 'scan',
    unindexed
  })
  return {
    async listPreviewPullRequests(repository, since) {
      let description: string | null | undefined
      try {
        description = await call('readPreviewIndex', async () => {
          const answer = await octokit.rest.issues.getLabel({ ...params(repository), name: label })
          return (answer.data as { description?: string | null }).description
        })
      } catch (error) {
        if (refused(error, 404)) return scan(repository, since, 'incomplete')
        if (refused(error)) return scan(repository, since, 'unreadable')
        throw error
      }
      if (!indexComplete(description)) return scan(repository, since, 'incomplete')
      let pullRequests: SweptPullRequest[]
      try {
        pullRequests = await call('readPreviewIndex', async () => {
          const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
            ...params(repository),
            labels: label,
            state: 'all',
            per_page: 100
          })
          return (issues as unknown[]).flatMap(toSweptPullRequest)
        })
      } catch (error) {
        // A token without `issues: read` may not list issues, even those that are pull requests.
        if (refused(error)) return scan(repository, since, 'unreadable')
        throw error
      }
      return { pullRequests, found: 'index' }
    },
    previewIndex: {
      label,
      mark: (repository, number) =>
        call('markPreview', async () => {
          await octokit.rest.issues.addLabels({
            ...params(repository),
            issue_number: number,
            labels: [label]
          })
        }),
      unmark: (repository, number) =>
        call('unmarkPreview', async () => {
          try {
            await octokit.rest.issues.removeLabel({
              ...params(repository),
              issue_number: number,
              name: label
            })
          } catch (error) {
            // Not carrying it ("Label does not exist") is what was asked.
            if ((error as { status?: unknown }).status !== 404) throw error
          }
        }),
      complete: repository =>
        call('completePreviewIndex', async () => {
          const description = indexDescription(terms)
          try {
            await octokit.rest.issues.updateLabel({
              ...params(repository),
              name: label,
              description
            })
          } catch (error) {
            if ((error as { status?: unknown }).status !== 404) throw error
            await octokit.rest.issues.createLabel({
              ...params(repository),
              name: label,
              color: LABEL_COLOR,
              description
            })
          }
        })
    }
  }
}

/**
 * A pull request of the issue list (an entry with `pull_request`), checked; an issue gives none.
 *
 * @throws TypeError for an entry that is not as documented
 */
function toSweptPullRequest(answer: unknown): SweptPullRequest[] {
  const issue = (answer ?? {}) as Record<string, unknown>
  if (typeof issue.pull_request !== 'object' || issue.pull_request === null) return []
  const { number, state } = issue
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    throw new TypeError('A pull request without a number')
  }
  if (state !== 'open' && state !== 'closed') {
    throw new TypeError(`Pull request #${number} has no state (open or closed)`)
  }
  const updatedAt = typeof issue.updated_at === 'string' ? Date.parse(issue.updated_at) : NaN
  if (!Number.isFinite(updatedAt)) throw new TypeError(`Pull request #${number} has no update time`)
  const labels = Array.isArray(issue.labels) ? (issue.labels as unknown[]) : []
  const mergedAt = (issue.pull_request as { merged_at?: unknown }).merged_at
  return [
    {
      number,
      state,
      merged: typeof mergedAt === 'string',
      labels: labels.flatMap(entry => {
        const name = typeof entry === 'string' ? entry : (entry as { name?: unknown } | null)?.name
        return typeof name === 'string' ? [name] : []
      }),
      updatedAt
    }
  ]
}
