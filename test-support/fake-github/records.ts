/**
 * What the fake GitHub stores (issue comments, deployments, deployment statuses, tokens) and how
 * each record looks in GitHub's REST answers: the fields a client reads, with GitHub's names.
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

/** A pull request as the fake stores it (the fields the action reads, and those that name it). */
export interface FakePullRequest {
  /** `owner/repo`, the base repository. */
  repository: string
  number: number
  state: 'open' | 'closed'
  merged: boolean
  title: string
  headSha: string
  headRef: string
  /** Label names. */
  labels: string[]
  /** The head is in a fork (`<author>/<name>`). */
  fork: boolean
  /** Who opened it. */
  author: string
  createdAt: string
  /** What `sort=updated` orders by: a push, a comment, a label change, a close. */
  updatedAt: string
}

/** The id of every base repository the fake serves (the harness's events use it too). */
export const FAKE_REPOSITORY_ID = 700001

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

/** A pull request in a REST answer (`GET …/pulls/{number}`, and each entry of the list). */
export function pullRequestJson(
  pull: FakePullRequest,
  apiUrl: string,
  serverUrl: string
): Record<string, unknown> {
  const [owner = '', name = ''] = pull.repository.split('/')
  const repo = (fullName: string, id: number, fork: boolean): Record<string, unknown> => ({
    id,
    name: fullName.split('/')[1],
    full_name: fullName,
    owner: userJson(fullName.split('/')[0] ?? ''),
    fork,
    url: `${apiUrl}/repos/${fullName}`
  })
  const base = repo(pull.repository, FAKE_REPOSITORY_ID, false)
  const headOwner = pull.fork ? pull.author : owner
  const closedAt = pull.state === 'closed' ? pull.updatedAt : null
  return {
    url: `${apiUrl}/repos/${pull.repository}/pulls/${pull.number}`,
    id: 1_900_000_000 + pull.number,
    number: pull.number,
    html_url: `${serverUrl}/${pull.repository}/pull/${pull.number}`,
    state: pull.state,
    title: pull.title,
    user: userJson(pull.author),
    labels: pull.labels.map((label, index) => ({ id: 5000 + index, name: label, color: 'ededed' })),
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    closed_at: closedAt,
    merged_at: pull.merged ? closedAt : null,
    merged: pull.merged,
    head: {
      label: `${headOwner}:${pull.headRef}`,
      ref: pull.headRef,
      sha: pull.headSha,
      repo: pull.fork ? repo(`${pull.author}/${name}`, FAKE_REPOSITORY_ID + 1, true) : base
    },
    base: { label: `${owner}:main`, ref: 'main', repo: base }
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

/** Access a token has to one kind of resource. */
export type FakeAccess = 'none' | 'read' | 'write'

/** Who a token is and what it may do (the `permissions:` of a workflow, or a PAT's scopes). */
export interface FakeToken {
  login: string
  /**
   * An installation token (the workflow's `GITHUB_TOKEN`, a GitHub App's token): `GET /user`
   * answers 403 for it, as GitHub does. Default false.
   */
  installation?: boolean
  /** Issue and pull request comments; default 'write'. */
  pullRequests?: FakeAccess
  /** Deployments and deployment statuses; default 'write'. */
  deployments?: FakeAccess
  /** Issues (the issue list, labels); default 'write'. */
  issues?: FakeAccess
}
