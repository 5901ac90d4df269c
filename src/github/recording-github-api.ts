/**
 * The GitHub API of a dry run: reads go to GitHub (who the token is, the comments, the pull
 * request's state, the deployments), and every write is recorded as the REST request it would be
 * and answered with a planned value, so that the operation goes on as a real run would. What is
 * recorded is printed through the host's boundary, which masks the run's secrets.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/deployments/deployments
 * https://docs.github.com/rest/deployments/statuses
 */
import type { Deployment, NewDeployment, NewDeploymentStatus } from '../review/capabilities.js'
import type { RepositoryRef } from '../review/terms.js'
import type { RecordedRequest } from '../review/review-port.js'
import type { IssueComment } from './github-answers.js'
import type { GitHubCalls } from './github-calls.js'
import { repositoryParams } from './octokit.js'

/** How an id that GitHub would assign is shown in a later request's path. */
const PLANNED_ID_PLACEHOLDER = '{new}'

/**
 * Wraps `api` so that its writes are recorded instead of sent.
 *
 * @param record receives each write: method, URL, headers (the token as `***`) and JSON body
 */
export function recordingGitHubApi(
  api: GitHubCalls,
  record: (request: RecordedRequest) => void
): GitHubCalls {
  // GitHub's ids are positive: the planned ones count down from -1, so they never meet a real one.
  let lastPlannedId = 0
  const plannedId = (): number => --lastPlannedId
  const idInPath = (id: number | string): string =>
    Number(id) < 0 ? PLANNED_ID_PLACEHOLDER : String(id)
  const write = (
    method: RecordedRequest['method'],
    repository: RepositoryRef,
    path: string,
    body: Record<string, unknown>
  ): void => {
    const { owner, repo } = repositoryParams(repository)
    record({
      method,
      url: `${api.apiUrl}/repos/${owner}/${repo}${path}`,
      headers: { authorization: 'token ***', 'content-type': 'application/json' },
      ...(method === 'DELETE' ? {} : { body: JSON.stringify(body) })
    })
  }
  const plannedComment = (id: number, body: string): IssueComment => ({
    id,
    htmlUrl: '',
    body,
    login: '',
    createdAt: '',
    updatedAt: ''
  })

  return {
    apiUrl: api.apiUrl,
    identify: () => api.identify(),
    listComments: (repository, issueNumber) => api.listComments(repository, issueNumber),
    readComment: (repository, commentId) => api.readComment(repository, commentId),
    listDeployments: (repository, environment) => api.listDeployments(repository, environment),
    getPullRequest: (repository, pullNumber) => api.getPullRequest(repository, pullNumber),
    listPullRequests: (repository, listing, stop) =>
      api.listPullRequests(repository, listing, stop),
    labels: {
      readLabel: (repository, name) => api.labels.readLabel(repository, name),
      listLabelled: (repository, name) => api.labels.listLabelled(repository, name),
      addLabel(repository, number, name) {
        write('POST', repository, `/issues/${number}/labels`, { labels: [name] })
        return Promise.resolve()
      },
      removeLabel(repository, number, name) {
        write('DELETE', repository, `/issues/${number}/labels/${encodeURIComponent(name)}`, {})
        return Promise.resolve()
      },
      describeLabel(repository, name, description) {
        write('PATCH', repository, `/labels/${encodeURIComponent(name)}`, { description })
        return Promise.resolve()
      }
    },

    createComment(repository, issueNumber, body) {
      write('POST', repository, `/issues/${issueNumber}/comments`, { body })
      return Promise.resolve(plannedComment(plannedId(), body))
    },

    updateComment(repository, commentId, body) {
      write('PATCH', repository, `/issues/comments/${idInPath(commentId)}`, { body })
      return Promise.resolve(plannedComment(commentId, body))
    },

    deleteComment(repository, commentId) {
      write('DELETE', repository, `/issues/comments/${idInPath(commentId)}`, {})
      return Promise.resolve()
    },

    createDeployment(repository, deployment: NewDeployment): Promise<Deployment> {
      // The fields github-api.ts sends.
      write('POST', repository, '/deployments', {
        ref: deployment.ref,
        environment: deployment.environment,
        description: deployment.description,
        auto_merge: false,
        required_contexts: [],
        transient_environment: deployment.transient ?? true,
        production_environment: false,
        payload: deployment.payload ?? {}
      })
      return Promise.resolve({
        id: String(plannedId()),
        ref: deployment.ref,
        sha: deployment.ref,
        environment: deployment.environment,
        payload: deployment.payload ?? {}
      })
    },

    setDeploymentStatus(repository, deploymentId, status: NewDeploymentStatus) {
      write('POST', repository, `/deployments/${idInPath(deploymentId)}/statuses`, {
        state: status.state,
        environment_url: status.environmentUrl,
        log_url: status.logUrl,
        description: status.description
      })
      return Promise.resolve()
    },

    deleteDeployment(repository, deploymentId) {
      write('DELETE', repository, `/deployments/${idInPath(deploymentId)}`, {})
      return Promise.resolve()
    }
  }
}
