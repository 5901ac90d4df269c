/**
 * What the pull request operations share: the GitHub API, the token's own login and the pull
 * request's comments (where the records are), and the requests a dry run shows for GitHub.
 *
 * https://docs.github.com/rest/issues/comments
 */
import type { GitHubApi, IssueComment, RepositoryRef } from '../../github/github-api-types.js'
import type { PullRequestTarget } from '../../plan/operations.js'
import type { HttpRequest } from '../../service/http-attempt.js'
import type { OperationContext } from './handler.js'

/** The pull request as the GitHub API sees it, with its comments read once. */
export interface PullRequestSession {
  readonly api: GitHubApi
  readonly repository: RepositoryRef
  readonly number: number
  /** The login the token writes as: only its comments hold records. */
  readonly login: string
  readonly comments: readonly IssueComment[]
}

/**
 * Asks GitHub who the token is and reads the pull request's comments (reads only).
 *
 * @throws GitHubApiError
 */
export async function openSession(
  context: OperationContext,
  target: PullRequestTarget
): Promise<PullRequestSession> {
  const api = await context.github()
  const { pullRequest } = target
  const repository = { owner: pullRequest.baseOwner, repo: pullRequest.baseRepo }
  const login = await api.whoAmI()
  const comments = await api.listIssueComments(repository, pullRequest.number)
  context.host.info(
    `Pull request #${pullRequest.number} of ${repository.owner}/${repository.repo}: ${comments.length} comments; records count only from ${login}.`
  )
  return { api, repository, number: pullRequest.number, login, comments }
}

/**
 * Edits `existing` in place (no notification), or creates the comment.
 *
 * @throws GitHubApiError
 */
export function writeComment(
  session: PullRequestSession,
  existing: IssueComment | undefined,
  body: string
): Promise<IssueComment> {
  return existing
    ? session.api.updateComment(session.repository, existing.id, body)
    : session.api.createComment(session.repository, session.number, body)
}

/** The comment write a dry run shows (the token as `***`). */
export function commentRequest(
  session: PullRequestSession,
  existing: IssueComment | undefined,
  body: string
): HttpRequest {
  const { owner, repo } = session.repository
  const path = existing
    ? `/repos/${owner}/${repo}/issues/comments/${existing.id}`
    : `/repos/${owner}/${repo}/issues/${session.number}/comments`
  return githubRequest(session, existing ? 'PATCH' : 'POST', path, { body })
}

/** A GitHub API request as a dry run shows it. */
export function githubRequest(
  session: PullRequestSession,
  method: HttpRequest['method'],
  path: string,
  body: Record<string, unknown>
): HttpRequest {
  return {
    method,
    url: `${session.api.apiUrl}${path}`,
    headers: { authorization: 'token ***', 'content-type': 'application/json' },
    body: JSON.stringify(body)
  }
}
