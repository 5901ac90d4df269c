/**
 * Connects the GitLab adapter: the REST client with the run's token, deadlines and retry policy,
 * the API calls over it, and, for a dry run, the same calls with every write recorded instead of
 * sent (reads still go to GitLab). Loaded only when a run talks to GitLab.
 *
 * https://docs.gitlab.com/api/notes/#merge-requests
 */
import type { ReviewPlatform } from '../review/review-platform.js'
import type { RepositoryRef } from '../review/terms.js'
import type { RecordedRequest, ReviewConnectOptions } from '../review/review-port.js'
import type { GitLabNote } from './gitlab-answers.js'
import { gitLabPlatform, type GitLabCalls } from './gitlab-platform.js'
import { escapeMarkdown } from '../shared/markdown-text.js'
import { GitLabApi } from './gitlab-api.js'
import { projectPath } from './gitlab-notes.js'
import { GitLabClient } from './gitlab-client.js'
import { gitLabLabels, recordingGitLabLabels } from './gitlab-labels.js'

/**
 * The API calls over `apiUrl` (checked) with the connection's token and policies.
 *
 * @returns the calls the adapter's port reads with (`api`), and those the run uses (`platform`:
 *   the same, or a dry run's recording wrapper)
 */
export function createGitLabApi(
  apiUrl: string,
  options: ReviewConnectOptions
): { api: GitLabApi; platform: ReviewPlatform } {
  const client = new GitLabClient({
    apiUrl,
    token: options.reviewToken,
    requestTimeoutMs: options.requestTimeoutMs,
    maxAttempts: options.maxAttempts,
    deadlineMs: options.deadlineMs,
    log: options.log,
    sleep: options.sleep,
    now: options.now
  })
  const { redactor, reviewToken: token } = options
  // A note holds outside text escaped for Markdown before the scrub sees it.
  redactor.addEncoding(escapeMarkdown)
  const redact = (text: string, mask?: string): string => redactor.scrub(text, mask)
  const scrub = (text: string): string =>
    redactor.scrub(token.length >= 4 ? text.split(token).join('***') : text)
  const serverUrl = apiUrl.replace(/\/api\/v4$/, '')
  const api = new GitLabApi(client, serverUrl, redact, scrub)
  const calls = options.record ? recordingGitLabApi(api, options.record) : api
  const labels = gitLabLabels(client, serverUrl, scrub)
  const indexed = options.record ? recordingGitLabLabels(labels, apiUrl, options.record) : labels
  return { api, platform: gitLabPlatform(calls, indexed) }
}

/** How a note id GitLab would assign is shown in a later request's path. */
const PLANNED_ID_PLACEHOLDER = '{new}'

/**
 * `api` with its writes recorded as the REST requests they would be (the token as `***`) and
 * answered with a planned value, so that the operation goes on as a real run would.
 */
export function recordingGitLabApi(
  api: GitLabApi,
  record: (request: RecordedRequest) => void
): GitLabCalls {
  // GitLab's ids are positive: planned ones count down from -1, so they never meet a real one.
  let lastPlannedId = 0
  const idInPath = (id: number): string => (id < 0 ? PLANNED_ID_PLACEHOLDER : String(id))
  const write = (
    method: RecordedRequest['method'],
    repository: RepositoryRef,
    path: string,
    body?: string
  ): void =>
    record({
      method,
      url: `${api.apiUrl}${projectPath(repository)}${path}`,
      headers: {
        'private-token': '***',
        ...(body === undefined ? {} : { 'content-type': 'application/json' })
      },
      ...(body === undefined ? {} : { body: JSON.stringify({ body }) })
    })
  const planned = (id: number, body: string): GitLabNote => ({
    id,
    url: '',
    body,
    username: '',
    authorId: '',
    updatedAt: NaN
  })
  return {
    apiUrl: api.apiUrl,
    identify: () => api.identify(),
    listComments: (repository, iid) => api.listComments(repository, iid),
    readComment: (repository, iid, noteId) => api.readComment(repository, iid, noteId),
    getPullRequest: (repository, iid) => api.getPullRequest(repository, iid),
    listPullRequests: (repository, listing, stop) =>
      api.listPullRequests(repository, listing, stop),
    createComment(repository, iid, body) {
      write('POST', repository, `/merge_requests/${iid}/notes`, body)
      return Promise.resolve(planned(--lastPlannedId, body))
    },
    updateComment(repository, iid, noteId, body) {
      write('PUT', repository, `/merge_requests/${iid}/notes/${idInPath(noteId)}`, body)
      return Promise.resolve(planned(noteId, body))
    },
    deleteComment(repository, iid, noteId) {
      write('DELETE', repository, `/merge_requests/${iid}/notes/${idInPath(noteId)}`)
      return Promise.resolve()
    }
  }
}
