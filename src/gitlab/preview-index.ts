/**
 * GitLab's index of the merge requests that hold a preview: the project label
 * `appetize-preview`, which the preview job adds to a merge request it records a preview on
 * (`add_labels`, which creates the label when the project has none), and the sweep lists merge
 * requests by. The sweep lists by the label only once a sweep completed the index (the label's
 * description says so); until then, or when the label cannot be read, it reads every open merge
 * request and the closed ones updated since. The label only says where to look: the signed
 * records decide.
 *
 * https://docs.gitlab.com/api/merge_requests/#list-project-merge-requests
 * https://docs.gitlab.com/api/merge_requests/#update-mr
 * https://docs.gitlab.com/api/labels/
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
import type { GitLabClient } from './gitlab-client.js'

/** The label's colour when the sweep creates it (GitLab's labels need one). */
const LABEL_COLOR = '#5319e7'

/** What the index needs of the GitLab adapter. */
export interface GitLabIndexOptions {
  readonly client: GitLabClient
  /** `/projects/:id` of the adapter's repository value (the id URL-encoded). */
  readonly projectPath: (repository: RepositoryRef) => string
  /** Runs one call; any failure becomes one ReviewPlatformError (the adapter's `call`). */
  readonly call: <T>(
    operation: ReviewOperation,
    run: () => Promise<T>,
    subject: string
  ) => Promise<T>
  /** The adapter's list of merge requests by state, as the sweep judges them. */
  readonly list: (repository: RepositoryRef) => PullRequestLister
  /** The merge requests of one page of a list, checked (the adapter's reading of an answer). */
  readonly toPullRequest: (answer: unknown) => SweptPullRequest
  readonly terms: PlatformTerms
}

/** The sweep's listing and the label index, over the adapter's client. */
export function gitLabPreviewIndex(options: GitLabIndexOptions): {
  listPreviewPullRequests(repository: RepositoryRef, since: number): Promise<PreviewPullRequests>
  previewIndex: PreviewIndexCapability
} {
  const { client, projectPath, call, terms } = options
  const label = PREVIEW_LABEL
  const labelPath = (repository: RepositoryRef): string =>
    `${projectPath(repository)}/labels/${encodeURIComponent(label)}`
  const of = (repository: RepositoryRef): string => `project ${repository.display}`
  const scan = async (
    repository: RepositoryRef,
    since: number,
    unindexed: 'incomplete' | 'unreadable'
  ): Promise<PreviewPullRequests> => ({
    pullRequests: await scanPullRequests(options.list(repository), since),
    found: 'scan',
    unindexed
  })
  const editMergeRequest = (
    operation: ReviewOperation,
    repository: RepositoryRef,
    iid: number,
    change: Record<string, string>
  ): Promise<void> =>
    call(
      operation,
      async () => {
        const url = client.url(`${projectPath(repository)}/merge_requests/${iid}`)
        await client.call('PUT', url, change)
      },
      `!${iid} of ${repository.display}`
    )
  return {
    async listPreviewPullRequests(repository, since) {
      let description: unknown
      try {
        description = await call(
          'readPreviewIndex',
          async () => {
            const answer = await client.call('GET', client.url(labelPath(repository)))
            return (answer as { description?: unknown } | undefined)?.description
          },
          of(repository)
        )
      } catch (error) {
        if (refused(error, 404)) return scan(repository, since, 'incomplete')
        if (refused(error)) return scan(repository, since, 'unreadable')
        throw error
      }
      if (!indexComplete(typeof description === 'string' ? description : undefined)) {
        return scan(repository, since, 'incomplete')
      }
      const pullRequests = await call(
        'readPreviewIndex',
        async () => {
          const found: SweptPullRequest[] = []
          const query = { state: 'all', labels: label, order_by: 'updated_at', sort: 'desc' }
          await client.pages(`${projectPath(repository)}/merge_requests`, query, items => {
            for (const item of items) found.push(options.toPullRequest(item))
            return false
          })
          return found
        },
        of(repository)
      )
      return { pullRequests, found: 'index' }
    },
    previewIndex: {
      label,
      mark: (repository, iid) =>
        editMergeRequest('markPreview', repository, iid, { add_labels: label }),
      // Removing a label the merge request does not carry changes nothing and is no error.
      unmark: (repository, iid) =>
        editMergeRequest('unmarkPreview', repository, iid, { remove_labels: label }),
      complete: repository =>
        call(
          'completePreviewIndex',
          async () => {
            const description = indexDescription(terms)
            try {
              await client.call('PUT', client.url(labelPath(repository)), { description })
            } catch (error) {
              if ((error as { status?: unknown }).status !== 404) throw error
              const url = client.url(`${projectPath(repository)}/labels`)
              await client.call('POST', url, { name: label, color: LABEL_COLOR, description })
            }
          },
          of(repository)
        )
    }
  }
}
