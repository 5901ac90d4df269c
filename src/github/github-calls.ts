/**
 * GitHub's calls as the adapter makes them: the real ones (octokit-api.ts) or a dry run's
 * recording of them (recording-github-api.ts); github-platform.ts offers them through the review
 * port. Every failure is a ReviewPlatformError.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/pulls/pulls
 * https://docs.github.com/rest/deployments/deployments
 */
import type {
  Deployment,
  NewDeployment,
  NewDeploymentStatus,
  PullRequestDetails,
  PullRequestListing,
  RepositoryRef
} from '../review/review-platform.js'
import type { LabelCalls } from '../review/label-index.js'
import type { IssueComment } from './github-answers.js'

export interface GitHubCalls {
  /** The API's base URL in use (`GITHUB_API_URL`, or https://api.github.com), no trailing slash. */
  readonly apiUrl: string
  /**
   * The token's login. Asks GraphQL `viewer { login }`, which answers for every kind of token,
   * and falls back to `GET /user` (personal tokens only).
   */
  identify(): Promise<string>
  /** Every comment on the issue or pull request, oldest first (all pages, 100 per page). */
  listComments(repository: RepositoryRef, issueNumber: number): Promise<IssueComment[]>
  /** One comment now (`GET …/issues/comments/{id}`); undefined when it is gone (404). */
  readComment(repository: RepositoryRef, commentId: number): Promise<IssueComment | undefined>
  createComment(repository: RepositoryRef, issueNumber: number, body: string): Promise<IssueComment>
  updateComment(repository: RepositoryRef, commentId: number, body: string): Promise<IssueComment>
  /** Deletes a comment; one already gone (404) counts as deleted. */
  deleteComment(repository: RepositoryRef, commentId: number): Promise<void>
  /**
   * Creates a deployment without GitHub's extras that would fail a preview: no merge of the
   * default branch into `ref` (`auto_merge: false`), no wait for status checks
   * (`required_contexts: []`).
   */
  createDeployment(repository: RepositoryRef, deployment: NewDeployment): Promise<Deployment>
  setDeploymentStatus(
    repository: RepositoryRef,
    deploymentId: string,
    status: NewDeploymentStatus
  ): Promise<void>
  /** The deployments of one environment, newest first. */
  listDeployments(repository: RepositoryRef, environment: string): Promise<Deployment[]>
  /** Deletes an inactive deployment; one already gone (404) counts as deleted. */
  deleteDeployment(repository: RepositoryRef, deploymentId: string): Promise<void>
  /** `GET /repos/{owner}/{repo}/pulls/{number}`. */
  getPullRequest(repository: RepositoryRef, pullNumber: number): Promise<PullRequestDetails>
  /** `GET /repos/{owner}/{repo}/pulls?state=…&sort=updated&direction=…`, until `stop` holds. */
  listPullRequests(
    repository: RepositoryRef,
    listing: PullRequestListing,
    stop?: (pullRequest: PullRequestDetails) => boolean
  ): Promise<PullRequestDetails[]>
  /** The labels the preview index is kept with (octokit-labels.ts). */
  readonly labels: LabelCalls
}
