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
  type PullRequestDetails,
  type PullRequestListing
} from '../review/review-platform.js'
import type { RepositoryRef } from '../review/terms.js'
import {
  checkedUsername,
  type GitLabNote,
  details,
  toMergeRequest,
  toProject,
  type MergeRequestAnswer,
  type ProjectAnswer
} from './gitlab-answers.js'
import type { GitLabClient } from './gitlab-client.js'
import { toReviewPlatformError } from './gitlab-errors.js'
import { GitLabNotes, mergeRequestPath, projectPath } from './gitlab-notes.js'

/** `***` for Markdown: three escaped asterisks, shown as written. */
const MARKDOWN_MASK = '\\*\\*\\*'

/** The token's user as GitLab names it: its numeric id (as text) and username. */
export interface GitLabUser {
  readonly id: string
  readonly username: string
}

/** GitLab's calls over an authenticated client (gitlab-platform.ts offers them through the port). */
export class GitLabApi {
  private user: Promise<GitLabUser> | undefined
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
      async () => (await this.identify()).username
    )
  }

  get apiUrl(): string {
    return this.client.apiUrl
  }

  /** The token's user (`GET /user`), asked once. */
  identify(): Promise<GitLabUser> {
    this.user ??= this.call('identify', async () => {
      const answer = (await this.client.call('GET', this.client.url('/user'))) as
        { username?: unknown; id?: unknown } | undefined
      const id = answer?.id
      return {
        username: checkedUsername(answer?.username),
        id: typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : ''
      }
    })
    return this.user
  }

  /** Every note but system notes, oldest first. */
  listComments(repository: RepositoryRef, iid: number): Promise<GitLabNote[]> {
    return this.call('listComments', () => this.notes.list(repository, iid), of(repository, iid))
  }

  /** One note now; undefined when it is gone. */
  readComment(
    repository: RepositoryRef,
    iid: number,
    noteId: number
  ): Promise<GitLabNote | undefined> {
    return this.call(
      'readComment',
      () => this.notes.read(repository, iid, noteId),
      of(repository, iid)
    )
  }

  createComment(repository: RepositoryRef, iid: number, body: string): Promise<GitLabNote> {
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
  ): Promise<GitLabNote> {
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

  async getPullRequest(repository: RepositoryRef, iid: number): Promise<PullRequestDetails> {
    return details(await this.readMergeRequest(projectPath(repository), iid, of(repository, iid)))
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

  /**
   * The merge request with GitLab's own state, its page and its project (the adapter's port
   * reads them), by the project's path (`/projects/:id`, the id or the URL-encoded full path).
   */
  readMergeRequest(project: string, iid: number, subject: string): Promise<MergeRequestAnswer> {
    return this.call(
      'getPullRequest',
      async () => {
        const url = this.client.url(`${project}/merge_requests/${iid}`)
        const request = toMergeRequest(await this.client.call('GET', url), this.serverUrl)
        if (request.number !== iid) {
          throw new TypeError(`GitLab answered with merge request !${request.number}`)
        }
        if (request.webUrl !== '' && request.projectId !== undefined) {
          this.pages.set(`/projects/${request.projectId}/merge_requests/${iid}`, request.webUrl)
        }
        return request
      },
      subject
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
            const request = toMergeRequest(item, this.serverUrl)
            if (stop(details(request))) return true
            if (request.webUrl !== '') {
              this.pages.set(mergeRequestPath(repository, request.number), request.webUrl)
            }
            found.push(details(request))
          }
          return false
        })
        return found
      },
      `project ${repository.display}`
    )
  }

  /** A merge request's page, as GitLab named it, else built from the project's path. */
  private page(repository: RepositoryRef, iid: number): string {
    const named = this.pages.get(mergeRequestPath(repository, iid))
    if (named !== undefined) return named
    const path = repository.display
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
  return `!${iid} of ${repository.display}`
}
