/**
 * The review platform's calls over GitLab's REST API: a merge request's notes (the records, the
 * sticky note), the merge request itself and the project's list of them, and who the token is.
 * Each answer is checked (gitlab-answers.ts), each failure classified once (gitlab-errors.ts),
 * and every text sent scrubbed of the run's secrets. GitLab keeps no deployments for the
 * previews: its environments come from the CI job's `environment:`.
 *
 * https://docs.gitlab.com/api/notes/#merge-requests
 * https://docs.gitlab.com/api/merge_requests/
 * https://docs.gitlab.com/api/users/#get-the-current-user
 */
import type { ReviewOperation } from '../review/review-error.js'
import {
  RECORD_MARKER_PREFIX,
  type IssueComment,
  type PullRequestDetails,
  type PullRequestListing,
  type PullRequestState,
  type RepositoryRef,
  type ReviewPlatform
} from '../review/review-platform.js'
import {
  checkedUsername,
  toMergeRequest,
  toProject,
  type MergeRequestAnswer,
  type ProjectAnswer
} from './gitlab-answers.js'
import type { GitLabClient } from './gitlab-client.js'
import { noDeployments, toReviewPlatformError } from './gitlab-errors.js'
import { GitLabNotes, mergeRequestPath, projectPath } from './gitlab-notes.js'

/** `***` for Markdown: three escaped asterisks, shown as written. */
const MARKDOWN_MASK = '\\*\\*\\*'

/** The calls of `ReviewPlatform`, over an authenticated GitLab client. */
export class GitLabApi implements ReviewPlatform {
  readonly deployments = false
  readonly terms = { pullRequest: 'merge request', comment: 'note', numberPrefix: '!' }
  private user: Promise<string> | undefined
  /** Each merge request's page, by its API path, as GitLab named it. */
  private readonly pages = new Map<string, string>()
  private readonly notes: GitLabNotes

  /**
   * @param serverUrl GitLab's web address (the API base without `/api/v4`)
   * @param redact the run's scrub of free text (with a mask to use)
   * @param scrub the scrub of quoted error text (the token and the run's secrets)
   */
  constructor(
    private readonly client: GitLabClient,
    private readonly serverUrl: string,
    private readonly redact: (text: string, mask?: string) => string,
    private readonly scrub: (text: string) => string
  ) {
    this.notes = new GitLabNotes(
      client,
      (repository, iid) => this.page(repository, iid),
      () => this.whoAmI()
    )
  }

  get apiUrl(): string {
    return this.client.apiUrl
  }

  whoAmI(): Promise<string> {
    this.user ??= this.call('whoAmI', async () => {
      const answer = (await this.client.call('GET', this.client.url('/user'))) as
        { username?: unknown } | undefined
      return checkedUsername(answer?.username)
    })
    return this.user
  }

  listIssueComments(repository: RepositoryRef, iid: number): Promise<IssueComment[]> {
    return this.call(
      'listIssueComments',
      () => this.notes.list(repository, iid),
      of(repository, iid)
    )
  }

  createComment(repository: RepositoryRef, iid: number, body: string): Promise<IssueComment> {
    const sent = this.redactBody(body)
    return this.call(
      'createComment',
      () => this.notes.create(repository, iid, sent),
      of(repository, iid)
    )
  }

  updateComment(
    repository: RepositoryRef,
    iid: number,
    noteId: number,
    body: string
  ): Promise<IssueComment> {
    const sent = this.redactBody(body)
    return this.call(
      'updateComment',
      () => this.notes.update(repository, iid, noteId, sent),
      of(repository, iid)
    )
  }

  deleteComment(repository: RepositoryRef, iid: number, noteId: number): Promise<void> {
    return this.call(
      'deleteComment',
      () => this.notes.delete(repository, iid, noteId),
      of(repository, iid)
    )
  }

  async getPullRequestState(repository: RepositoryRef, iid: number): Promise<PullRequestState> {
    const { state, merged } = await this.readMergeRequest(repository, iid)
    return { state, merged }
  }

  async getPullRequest(repository: RepositoryRef, iid: number): Promise<PullRequestDetails> {
    const {
      webUrl: _url,
      gitLabState: _state,
      ...details
    } = await this.readMergeRequest(repository, iid)
    return details
  }

  /**
   * A project by numeric id or full path (`GET /projects/:id`, the path URL-encoded): its id,
   * which binds the records, and its path, which names it.
   */
  readProject(project: string): Promise<ProjectAnswer> {
    return this.call(
      'getRepository',
      async () => {
        const url = this.client.url(`/projects/${encodeURIComponent(project)}`)
        return toProject(await this.client.call('GET', url))
      },
      `project ${project}`
    )
  }

  /** The merge request with GitLab's own state and its page (the adapter's port reads them). */
  readMergeRequest(repository: RepositoryRef, iid: number): Promise<MergeRequestAnswer> {
    return this.call(
      'getPullRequest',
      async () => {
        const url = this.client.url(mergeRequestPath(repository, iid))
        const request = toMergeRequest(await this.client.call('GET', url), this.serverUrl)
        if (request.number !== iid) {
          throw new TypeError(`GitLab answered with merge request !${request.number}`)
        }
        if (request.webUrl !== '') this.pages.set(mergeRequestPath(repository, iid), request.webUrl)
        return request
      },
      of(repository, iid)
    )
  }

  listPullRequests(
    repository: RepositoryRef,
    listing: PullRequestListing,
    stop: (pullRequest: PullRequestDetails) => boolean = () => false
  ): Promise<PullRequestDetails[]> {
    return this.call(
      'listPullRequests',
      async () => {
        const found: PullRequestDetails[] = []
        const query = {
          state: listing.state === 'open' ? 'opened' : 'all',
          order_by: 'updated_at',
          sort: listing.direction
        }
        await this.client.pages(`${projectPath(repository)}/merge_requests`, query, items => {
          for (const item of items) {
            const { webUrl, gitLabState: _state, ...details } = toMergeRequest(item, this.serverUrl)
            if (stop(details)) return true
            if (webUrl !== '') this.pages.set(mergeRequestPath(repository, details.number), webUrl)
            found.push(details)
          }
          return false
        })
        return found
      },
      `project ${repository.owner}/${repository.repo}`
    )
  }

  // GitLab's environments come from the CI job's `environment:`: no deployment is recorded.
  readonly createDeployment = (): Promise<never> => noDeployments('createDeployment')
  readonly setDeploymentStatus = (): Promise<never> => noDeployments('setDeploymentStatus')
  readonly listDeployments = (): Promise<never> => noDeployments('listDeployments')
  readonly deleteDeployment = (): Promise<never> => noDeployments('deleteDeployment')

  /** A merge request's page, as GitLab named it, else built from the project's path. */
  private page(repository: RepositoryRef, iid: number): string {
    const named = this.pages.get(mergeRequestPath(repository, iid))
    if (named !== undefined) return named
    const path = `${repository.owner}/${repository.repo}`
    return /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+$/.test(path)
      ? `${this.serverUrl}/${path}/-/merge_requests/${iid}`
      : ''
  }

  /**
   * A note body scrubbed line by line, but for its record marker (identifiers and a signature,
   * which a scrub of a short secret's forms could cut by chance); the mask escaped for Markdown.
   */
  private redactBody(body: string): string {
    return body
      .split('\n')
      .map(line =>
        line.startsWith(RECORD_MARKER_PREFIX) ? line : this.redact(line, MARKDOWN_MASK)
      )
      .join('\n')
  }

  /**
   * Runs one operation; any failure becomes one `ReviewPlatformError`, scrubbed, naming what it
   * was on (`subject`, e.g. `!7 of acme/mobile-app`).
   */
  private async call<T>(
    operation: ReviewOperation,
    run: () => Promise<T>,
    subject = ''
  ): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw toReviewPlatformError(error, operation, this.scrub, subject)
    }
  }
}

/** `!7 of acme/mobile-app`: a merge request as a message names it. */
function of(repository: RepositoryRef, iid: number): string {
  return `!${iid} of ${repository.owner}/${repository.repo}`
}
