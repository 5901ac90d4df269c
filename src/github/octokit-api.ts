/**
 * The review platform's calls over GitHub's REST and GraphQL API (the toolkit's Octokit): each
 * answer checked and turned into the port's types (github-answers.ts), each failure into one
 * ReviewPlatformError, and every text sent scrubbed of the run's secrets.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/pulls/pulls
 * https://docs.github.com/rest/deployments/deployments
 * https://docs.github.com/rest/deployments/statuses
 */
import { ReviewPlatformError, type ReviewOperation } from '../review/review-error.js'
import { toReviewPlatformError } from './review-errors.js'
import {
  checkedLogin,
  toIssueComment,
  toPullRequestDetails,
  type IssueComment
} from './github-answers.js'
import {
  createDeployment,
  deleteDeployment,
  listDeployments,
  setDeploymentStatus
} from './octokit-deployments.js'
import { repositoryParams, type Octokit } from './octokit.js'
import { listComments, listPulls, type ListingCaps } from './octokit-pages.js'
import {
  RECORD_MARKER_PREFIX,
  type Deployment,
  type NewDeployment,
  type NewDeploymentStatus,
  type PullRequestDetails,
  type PullRequestListing,
  type RepositoryRef
} from '../review/review-platform.js'
import type { GitHubCalls } from './github-calls.js'
import { gitHubLabels } from './octokit-labels.js'

/** `***` for Markdown: three escaped asterisks, shown as written. */
const MARKDOWN_MASK = '\\*\\*\\*'

/** GitHub's calls over an authenticated Octokit. */
export class OctokitGitHubApi implements GitHubCalls {
  /** @param caps the clock and caps of its listings (src/shared/listing-cap.ts) */
  constructor(
    private readonly octokit: Octokit,
    private readonly token: string,
    readonly apiUrl: string,
    private readonly serverUrl: URL,
    private readonly redact: (text: string, mask?: string) => string,
    private readonly caps: ListingCaps = { now: Date.now }
  ) {}

  private comment(answer: Parameters<typeof toIssueComment>[0]): IssueComment {
    return toIssueComment(answer, this.serverUrl)
  }

  /**
   * A comment body scrubbed line by line, but for its record marker: the marker holds only
   * identifiers and a signature, which a scrub of a short secret's forms could cut by chance,
   * losing the record. The body is Markdown, where a bare `***` in a secret's place would be
   * emphasis (or a rule, alone on a line): the mask is escaped to show as written. The comment
   * has no code spans, where the backslashes would show.
   */
  private redactBody(body: string): string {
    return body
      .split('\n')
      .map(line =>
        line.startsWith(RECORD_MARKER_PREFIX) ? line : this.redact(line, MARKDOWN_MASK)
      )
      .join('\n')
  }

  /** The link as it is, or undefined when it holds a secret: a link cut by `***` is no link. */
  private link(url: string | undefined): string | undefined {
    return url === undefined || this.redact(url) !== url ? undefined : url
  }

  async identify(): Promise<string> {
    let viewerError: ReviewPlatformError
    try {
      const answer = await this.octokit.graphql<{ viewer?: { login?: unknown } }>(
        'query { viewer { login } }'
      )
      return checkedLogin(answer.viewer?.login)
    } catch (error) {
      viewerError = toReviewPlatformError(error, 'identify', this.token, this.redact)
    }
    try {
      const answer = await this.octokit.rest.users.getAuthenticated()
      return checkedLogin(answer.data.login)
    } catch (error) {
      const userError = toReviewPlatformError(error, 'identify', this.token, this.redact)
      // The same failure twice (no answer to either, a TLS refusal) is said once.
      if (userError.message === viewerError.message) throw userError
      throw new ReviewPlatformError({
        operation: 'identify',
        status: userError.status,
        kind: userError.kind,
        message: `${viewerError.message}; GET /user: ${userError.message}`
      })
    }
  }

  listComments(repository: RepositoryRef, issueNumber: number): Promise<IssueComment[]> {
    return this.call('listComments', () =>
      listComments(this.octokit, repository, issueNumber, this.caps, item => this.comment(item))
    )
  }

  readComment(repository: RepositoryRef, commentId: number): Promise<IssueComment | undefined> {
    return this.call('readComment', async () => {
      try {
        const answer = await this.octokit.rest.issues.getComment({
          ...repositoryParams(repository),
          comment_id: commentId
        })
        return this.comment(answer.data)
      } catch (error) {
        if ((error as { status?: unknown }).status === 404) return undefined
        throw error
      }
    })
  }

  createComment(
    repository: RepositoryRef,
    issueNumber: number,
    body: string
  ): Promise<IssueComment> {
    return this.call('createComment', async () => {
      const answer = await this.octokit.rest.issues.createComment({
        ...repositoryParams(repository),
        issue_number: issueNumber,
        body: this.redactBody(body)
      })
      return this.comment(answer.data)
    })
  }

  updateComment(repository: RepositoryRef, commentId: number, body: string): Promise<IssueComment> {
    return this.call('updateComment', async () => {
      const answer = await this.octokit.rest.issues.updateComment({
        ...repositoryParams(repository),
        comment_id: commentId,
        body: this.redactBody(body)
      })
      return this.comment(answer.data)
    })
  }

  deleteComment(repository: RepositoryRef, commentId: number): Promise<void> {
    return this.call('deleteComment', async () => {
      try {
        await this.octokit.rest.issues.deleteComment({
          ...repositoryParams(repository),
          comment_id: commentId
        })
      } catch (error) {
        if ((error as { status?: unknown }).status !== 404) throw error
      }
    })
  }

  createDeployment(repository: RepositoryRef, deployment: NewDeployment): Promise<Deployment> {
    return this.call('createDeployment', () =>
      createDeployment(this.octokit, repository, deployment, this.redact)
    )
  }

  setDeploymentStatus(
    repository: RepositoryRef,
    deploymentId: string,
    status: NewDeploymentStatus
  ): Promise<void> {
    const sent = {
      ...status,
      environmentUrl: this.link(status.environmentUrl),
      logUrl: this.link(status.logUrl),
      description: status.description === undefined ? undefined : this.redact(status.description)
    }
    return this.call('setDeploymentStatus', () =>
      setDeploymentStatus(this.octokit, repository, deploymentId, sent)
    )
  }

  listDeployments(repository: RepositoryRef, environment: string): Promise<Deployment[]> {
    return this.call('listDeployments', () =>
      listDeployments(this.octokit, repository, environment, this.caps)
    )
  }

  deleteDeployment(repository: RepositoryRef, deploymentId: string): Promise<void> {
    return this.call('deleteDeployment', () =>
      deleteDeployment(this.octokit, repository, deploymentId)
    )
  }

  getPullRequest(repository: RepositoryRef, pullNumber: number): Promise<PullRequestDetails> {
    return this.call('getPullRequest', async () => {
      const answer = await this.octokit.rest.pulls.get({
        ...repositoryParams(repository),
        pull_number: pullNumber
      })
      const details = toPullRequestDetails(answer.data)
      if (details.number !== pullNumber) {
        throw new TypeError(`GitHub answered with pull request #${details.number}`)
      }
      return details
    })
  }

  listPullRequests(
    repository: RepositoryRef,
    listing: PullRequestListing,
    stop: (pullRequest: PullRequestDetails) => boolean = () => false
  ): Promise<PullRequestDetails[]> {
    return this.call('listPullRequests', () =>
      listPulls(this.octokit, repository, listing, stop, this.caps)
    )
  }

  get labels(): GitHubCalls['labels'] {
    return gitHubLabels(this.octokit, (operation, run) => this.call(operation, run), this.caps)
  }

  /** Runs one operation; any failure becomes one `ReviewPlatformError` with the token scrubbed. */
  private async call<T>(operation: ReviewOperation, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw toReviewPlatformError(error, operation, this.token, this.redact)
    }
  }
}
