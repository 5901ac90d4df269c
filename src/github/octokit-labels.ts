/**
 * GitHub's labels as the preview index uses them (review/label-index.ts), over Octokit: a
 * repository's label (read, and its description set), a pull request's (added, removed), and the
 * pull requests carrying one, which GitHub lists only with the issues (its pull request list has
 * no label filter): the issue list by label, each entry with `pull_request` kept.
 *
 * https://docs.github.com/rest/issues/labels
 * https://docs.github.com/rest/issues/issues#list-repository-issues
 */
import type { LabelCalls } from '../review/label-index.js'
import type { SweptPullRequest } from '../review/preview-index.js'
import type { ReviewOperation } from '../review/review-error.js'
import type { RepositoryRef } from '../review/terms.js'
import { repositoryParams, type Octokit } from './octokit.js'
import { listPages, type ListingCaps } from './octokit-pages.js'

/**
 * The label calls over `octokit`.
 *
 * @param call runs one call, turning any failure into one ReviewPlatformError (the adapter's)
 */
export function gitHubLabels(
  octokit: Octokit,
  call: <T>(operation: ReviewOperation, run: () => Promise<T>) => Promise<T>,
  caps: ListingCaps
): LabelCalls {
  return {
    readLabel: (repository, name) =>
      call('readPreviewIndex', () => readLabel(octokit, repository, name)),
    listLabelled: (repository, name) =>
      call('readPreviewIndex', () => listLabelled(octokit, repository, name, caps)),
    addLabel: (repository, number, name) =>
      call('markPreview', () => addLabel(octokit, repository, number, name)),
    removeLabel: (repository, number, name) =>
      call('unmarkPreview', () => removeLabel(octokit, repository, number, name)),
    describeLabel: (repository, name, description, color) =>
      call('completePreviewIndex', () =>
        describeLabel(octokit, repository, name, description, color)
      )
  }
}

/** `GET /repos/{owner}/{repo}/labels/{name}`: its description; undefined when there is none. */
async function readLabel(
  octokit: Octokit,
  repository: RepositoryRef,
  name: string
): Promise<{ description: string | null } | undefined> {
  try {
    const answer = await octokit.rest.issues.getLabel({ ...repositoryParams(repository), name })
    const { description } = answer.data as { description?: unknown }
    return { description: typeof description === 'string' ? description : null }
  } catch (error) {
    if (statusOf(error) === 404) return undefined
    throw error
  }
}

/**
 * `GET /repos/{owner}/{repo}/issues?labels={name}&state=all`: the pull requests among them,
 * within the listing caps (octokit-pages.ts).
 */
function listLabelled(
  octokit: Octokit,
  repository: RepositoryRef,
  name: string,
  caps: ListingCaps
): Promise<SweptPullRequest[]> {
  return listPages(
    octokit,
    octokit.rest.issues.listForRepo,
    { ...repositoryParams(repository), labels: name, state: 'all', per_page: 100 },
    `the pull requests labelled ${name}`,
    caps,
    items => ({ items: items.flatMap(toSweptPullRequest) })
  )
}

/** `POST /repos/{owner}/{repo}/issues/{number}/labels` (GitHub creates a missing label). */
async function addLabel(
  octokit: Octokit,
  repository: RepositoryRef,
  number: number,
  name: string
): Promise<void> {
  await octokit.rest.issues.addLabels({
    ...repositoryParams(repository),
    issue_number: number,
    labels: [name]
  })
}

/** `DELETE /repos/{owner}/{repo}/issues/{number}/labels/{name}`; not carrying it (404) is done. */
async function removeLabel(
  octokit: Octokit,
  repository: RepositoryRef,
  number: number,
  name: string
): Promise<void> {
  try {
    await octokit.rest.issues.removeLabel({
      ...repositoryParams(repository),
      issue_number: number,
      name
    })
  } catch (error) {
    if (statusOf(error) !== 404) throw error
  }
}

/** `PATCH /repos/{owner}/{repo}/labels/{name}`, or `POST …/labels` when there is none (404). */
async function describeLabel(
  octokit: Octokit,
  repository: RepositoryRef,
  name: string,
  description: string,
  color: string
): Promise<void> {
  try {
    await octokit.rest.issues.updateLabel({ ...repositoryParams(repository), name, description })
  } catch (error) {
    if (statusOf(error) !== 404) throw error
    await octokit.rest.issues.createLabel({
      ...repositoryParams(repository),
      name,
      color,
      description
    })
  }
}

function statusOf(error: unknown): unknown {
  return (error as { status?: unknown } | null)?.status
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
