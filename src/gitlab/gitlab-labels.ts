/**
 * GitLab's labels as the preview index uses them (review/label-index.ts): a project's label
 * (read, and its description set), a merge request's (`add_labels`, which creates a missing
 * project label, and `remove_labels`), and the merge requests carrying one. For a dry run, the
 * writes are recorded as the requests they would be instead of sent.
 *
 * https://docs.gitlab.com/api/labels/
 * https://docs.gitlab.com/api/merge_requests/#update-mr
 * https://docs.gitlab.com/api/merge_requests/#list-project-merge-requests
 */
import type { LabelCalls } from '../review/label-index.js'
import type { SweptPullRequest } from '../review/preview-index.js'
import type { ReviewOperation } from '../review/review-error.js'
import type { RecordedRequest } from '../review/review-port.js'
import type { RepositoryRef } from '../review/terms.js'
import { toMergeRequest } from './gitlab-answers.js'
import type { GitLabClient } from './gitlab-client.js'
import { toReviewPlatformError } from './gitlab-errors.js'
import { mergeRequestPath, projectPath } from './gitlab-notes.js'

/**
 * The label calls over `client`.
 *
 * @param serverUrl GitLab's web address (the API base without `/api/v4`)
 * @param scrub removes the token and the run's secrets from quoted error text
 */
export function gitLabLabels(
  client: GitLabClient,
  serverUrl: string,
  scrub: (text: string) => string
): LabelCalls {
  const call = async <T>(
    operation: ReviewOperation,
    subject: string,
    run: () => Promise<T>
  ): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw toReviewPlatformError(error, operation, scrub, subject)
    }
  }
  const labelUrl = (repository: RepositoryRef, name: string): string =>
    client.url(`${projectPath(repository)}/labels/${encodeURIComponent(name)}`)
  const project = (repository: RepositoryRef): string => `project ${repository.display}`
  const of = (repository: RepositoryRef, iid: number): string => `!${iid} of ${repository.display}`
  const edit = (repository: RepositoryRef, iid: number, change: Record<string, string>) =>
    client.call('PUT', client.url(mergeRequestPath(repository, iid)), change)
  return {
    readLabel: (repository, name) =>
      call('readPreviewIndex', project(repository), async () => {
        try {
          const answer = (await client.call('GET', labelUrl(repository, name))) as
            { description?: unknown } | undefined
          const description = answer?.description
          return { description: typeof description === 'string' ? description : null }
        } catch (error) {
          if (statusOf(error) === 404) return undefined
          throw error
        }
      }),
    listLabelled: (repository, name) =>
      call('readPreviewIndex', project(repository), async () => {
        const found: SweptPullRequest[] = []
        const query = { state: 'all', labels: name, order_by: 'updated_at', sort: 'desc' }
        await client.pages(`${projectPath(repository)}/merge_requests`, query, items => {
          for (const item of items) found.push(toMergeRequest(item, serverUrl))
          return false
        })
        return found
      }),
    addLabel: (repository, iid, name) =>
      call('markPreview', of(repository, iid), async () => {
        await edit(repository, iid, { add_labels: name })
      }),
    // Removing a label the merge request does not carry changes nothing, and is no error.
    removeLabel: (repository, iid, name) =>
      call('unmarkPreview', of(repository, iid), async () => {
        await edit(repository, iid, { remove_labels: name })
      }),
    describeLabel: (repository, name, description, color) =>
      call('completePreviewIndex', project(repository), async () => {
        try {
          await client.call('PUT', labelUrl(repository, name), { description })
        } catch (error) {
          if (statusOf(error) !== 404) throw error
          const url = client.url(`${projectPath(repository)}/labels`)
          await client.call('POST', url, { name, color: `#${color}`, description })
        }
      })
  }
}

/** `labels` with their writes recorded instead of sent (a dry run); reads still go to GitLab. */
export function recordingGitLabLabels(
  labels: LabelCalls,
  apiUrl: string,
  record: (request: RecordedRequest) => void
): LabelCalls {
  const write = (method: 'PUT', path: string, body: Record<string, string>): Promise<void> => {
    record({
      method,
      url: `${apiUrl}${path}`,
      headers: { 'private-token': '***', 'content-type': 'application/json' },
      body: JSON.stringify(body)
    })
    return Promise.resolve()
  }
  return {
    readLabel: (repository, name) => labels.readLabel(repository, name),
    listLabelled: (repository, name) => labels.listLabelled(repository, name),
    addLabel: (repository, iid, name) =>
      write('PUT', mergeRequestPath(repository, iid), { add_labels: name }),
    removeLabel: (repository, iid, name) =>
      write('PUT', mergeRequestPath(repository, iid), { remove_labels: name }),
    describeLabel: (repository, name, description) =>
      write('PUT', `${projectPath(repository)}/labels/${encodeURIComponent(name)}`, {
        description
      })
  }
}

function statusOf(error: unknown): unknown {
  return (error as { status?: unknown } | null)?.status
}
