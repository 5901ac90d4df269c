/**
 * What the fake GitHub stores (issue comments, deployments, deployment statuses) and how each
 * record looks in GitHub's REST answers: the fields a client reads, with GitHub's names.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 * https://docs.github.com/rest/deployments/deployments
 * https://docs.github.com/rest/deployments/statuses
 */
import { createHash } from 'node:crypto'

/** An issue (or pull request) comment as the fake stores it. */
export interface FakeComment {
  id: number
  /** `owner/repo` */
  repository: string
  issueNumber: number
  login: string
  body: string
  createdAt: string
  updatedAt: string
}

/** A pull request's state as the fake stores it (only the fields the action reads). */
export interface FakePullRequestState {
  state: 'open' | 'closed'
  merged: boolean
}

/** A deployment as the fake stores it. */
export interface FakeDeployment {
  id: number
  repository: string
  ref: string
  sha: string
  environment: string
  description: string | null
  /** Extra information the creator attached (GitHub takes an object or a JSON string). */
  payload: unknown
  creator: string
  transientEnvironment: boolean
  productionEnvironment: boolean
  createdAt: string
  updatedAt: string
  /** Newest last. */
  statuses: FakeDeploymentStatus[]
}

/** A deployment status as the fake stores it. */
export interface FakeDeploymentStatus {
  id: number
  state: string
  description: string
  environment: string
  environmentUrl: string
  logUrl: string
  creator: string
  createdAt: string
}

/** The states GitHub accepts for a deployment status. */
export const DEPLOYMENT_STATES = [
  'error',
  'failure',
  'inactive',
  'in_progress',
  'queued',
  'pending',
  'success'
]

/** GitHub's timestamps: ISO 8601 in UTC, whole seconds. */
export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** The commit a ref stands for: the ref itself when it is a full SHA, else a stable fake one. */
export function shaOf(ref: string): string {
  return /^[0-9a-f]{40}$/.test(ref) ? ref : createHash('sha1').update(ref).digest('hex')
}

/** A user or bot as GitHub embeds it (`user`, `creator`). */
export function userJson(login: string): Record<string, unknown> {
  const bot = login.endsWith('[bot]')
  return {
    login,
    id: bot ? 41898282 : 1000 + (createHash('sha1').update(login).digest()[0] ?? 0),
    type: bot ? 'Bot' : 'User',
    html_url: `https://github.com/${bot ? `apps/${login.slice(0, -5)}` : login}`
  }
}

/**
 * An issue comment in a REST answer.
 *
 * @param apiUrl the API's base URL as the client reached it (for `url`)
 * @param serverUrl the web server's base URL (for `html_url`)
 */
export function commentJson(
  comment: FakeComment,
  apiUrl: string,
  serverUrl: string
): Record<string, unknown> {
  const repoApi = `${apiUrl}/repos/${comment.repository}`
  return {
    id: comment.id,
    node_id: `IC_${comment.id}`,
    url: `${repoApi}/issues/comments/${comment.id}`,
    html_url: `${serverUrl}/${comment.repository}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${repoApi}/issues/${comment.issueNumber}`,
    body: comment.body,
    user: userJson(comment.login),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    author_association: comment.login.endsWith('[bot]') ? 'NONE' : 'CONTRIBUTOR'
  }
}

/** A pull request in a REST answer: its state, and the fields that name it. */
export function pullRequestJson(
  repository: string,
  pullNumber: number,
  { state, merged }: FakePullRequestState,
  apiUrl: string,
  serverUrl: string
): Record<string, unknown> {
  return {
    url: `${apiUrl}/repos/${repository}/pulls/${pullNumber}`,
    id: 1_900_000_000 + pullNumber,
    number: pullNumber,
    html_url: `${serverUrl}/${repository}/pull/${pullNumber}`,
    state,
    merged,
    merged_at: merged ? '2024-01-01T00:00:00Z' : null,
    closed_at: state === 'closed' ? '2024-01-01T00:00:00Z' : null
  }
}

/** A deployment in a REST answer. */
export function deploymentJson(
  deployment: FakeDeployment,
  apiUrl: string
): Record<string, unknown> {
  const url = `${apiUrl}/repos/${deployment.repository}/deployments/${deployment.id}`
  return {
    url,
    id: deployment.id,
    node_id: `DE_${deployment.id}`,
    sha: deployment.sha,
    ref: deployment.ref,
    task: 'deploy',
    payload: deployment.payload,
    original_environment: deployment.environment,
    environment: deployment.environment,
    description: deployment.description,
    creator: userJson(deployment.creator),
    created_at: deployment.createdAt,
    updated_at: deployment.updatedAt,
    statuses_url: `${url}/statuses`,
    repository_url: `${apiUrl}/repos/${deployment.repository}`,
    transient_environment: deployment.transientEnvironment,
    production_environment: deployment.productionEnvironment
  }
}

/** A deployment status in a REST answer. */
export function deploymentStatusJson(
  deployment: FakeDeployment,
  status: FakeDeploymentStatus,
  apiUrl: string
): Record<string, unknown> {
  const deploymentUrl = `${apiUrl}/repos/${deployment.repository}/deployments/${deployment.id}`
  return {
    url: `${deploymentUrl}/statuses/${status.id}`,
    id: status.id,
    node_id: `DES_${status.id}`,
    state: status.state,
    creator: userJson(status.creator),
    description: status.description,
    environment: status.environment,
    target_url: status.logUrl,
    log_url: status.logUrl,
    environment_url: status.environmentUrl,
    created_at: status.createdAt,
    updated_at: status.createdAt,
    deployment_url: deploymentUrl,
    repository_url: `${apiUrl}/repos/${deployment.repository}`
  }
}
