/**
 * GitHub's answers, checked and mapped to the action's own types before anything reads them:
 * a login must look like one, ids must be integers, free text stays text.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/deployments/deployments
 */
import type { Deployment, PullRequestDetails } from '../review/review-platform.js'

/** An issue or pull request comment, reduced to what the adapter reads. */
export interface IssueComment {
  readonly id: number
  readonly htmlUrl: string
  /** As GitHub stores it: anyone may have written it. */
  readonly body: string
  /** The author's login; '' when GitHub names none (a deleted account). */
  readonly login: string
  readonly createdAt: string
  readonly updatedAt: string
}

/**
 * A login as GitHub spells them (letters, digits, hyphens; bots end in `[bot]`).
 *
 * @throws TypeError for anything else (the login is printed and written into comments)
 */
export function checkedLogin(login: unknown): string {
  if (
    typeof login !== 'string' ||
    !/^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,38})(?:\[bot\])?$/.test(login)
  ) {
    throw new TypeError('GitHub named no valid login for the token')
  }
  return login
}

/** A comment as the REST API returns it (the fields the action reads). */
interface CommentAnswer {
  id: number
  html_url: string
  body?: string | null
  user?: { login?: string } | null
  created_at: string
  updated_at: string
}

/**
 * A comment as the action keeps it. Its link is published (the `commentUrl` output, the job
 * summary, the log), so it is kept only in the shape GitHub gives it:
 * `{server}/{owner}/{repo}/pull/{n}#issuecomment-{id}` (or `/issues/`); otherwise it is ''.
 *
 * @param serverUrl the web server's URL (`GITHUB_SERVER_URL`), e.g. https://github.com; a
 *   server behind a path (https://ghe.example.com/github) keeps it in every link
 * @throws TypeError when the comment has no numeric id
 */
export function toIssueComment(comment: CommentAnswer, serverUrl: URL): IssueComment {
  if (!Number.isSafeInteger(comment.id)) throw new TypeError('A comment without a numeric id')
  return {
    id: comment.id,
    htmlUrl: checkedCommentUrl(comment.html_url, comment.id, serverUrl),
    body: typeof comment.body === 'string' ? comment.body : '',
    login: typeof comment.user?.login === 'string' ? comment.user.login : '',
    createdAt: String(comment.created_at),
    updatedAt: String(comment.updated_at)
  }
}

function checkedCommentUrl(value: unknown, id: number, serverUrl: URL): string {
  if (typeof value !== 'string') return ''
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return ''
  }
  const serverPath = serverUrl.pathname.replace(/\/+$/, '')
  const shaped =
    url.origin === serverUrl.origin &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === `#issuecomment-${id}` &&
    url.pathname.startsWith(`${serverPath}/`) &&
    /^\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+\/(?:pull|issues)\/\d+$/.test(
      url.pathname.slice(serverPath.length)
    )
  return shaped ? url.href : ''
}

/**
 * A deployment as the action keeps it; a payload that is not an object is read as `{}`.
 *
 * @throws TypeError when the deployment has no numeric id
 */
export function toDeployment(deployment: {
  id: number
  ref: string
  sha: string
  environment: string
  payload: unknown
}): Deployment {
  if (!Number.isSafeInteger(deployment.id)) throw new TypeError('A deployment without an id')
  const payload = deployment.payload
  return {
    id: String(deployment.id),
    ref: String(deployment.ref),
    sha: String(deployment.sha),
    environment: String(deployment.environment),
    payload:
      payload !== null && typeof payload === 'object' && !Array.isArray(payload)
        ? (payload as Record<string, unknown>)
        : {}
  }
}

/**
 * A pull request as `GET /repos/{owner}/{repo}/pulls/{number}` or the pull request list
 * describes it (https://docs.github.com/rest/pulls/pulls), checked: its head SHA and number
 * decide what is deployed and where, so they must be of GitHub's shape.
 *
 * @throws TypeError for a missing or malformed number, state, head SHA or update time
 */
export function toPullRequestDetails(answer: unknown): PullRequestDetails {
  const pull = objectOf(answer)
  const head = objectOf(pull.head)
  const base = objectOf(pull.base)
  const number = pull.number
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    throw new TypeError('A pull request without a number')
  }
  const state = pull.state
  if (state !== 'open' && state !== 'closed') {
    throw new TypeError(`Pull request #${number} has no state (open or closed)`)
  }
  const headSha = head.sha
  if (typeof headSha !== 'string' || !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(headSha)) {
    throw new TypeError(`Pull request #${number} has no head commit SHA`)
  }
  const updatedAt = typeof pull.updated_at === 'string' ? Date.parse(pull.updated_at) : NaN
  if (!Number.isFinite(updatedAt)) {
    throw new TypeError(`Pull request #${number} has no update time`)
  }
  // A deleted fork leaves head.repo null: a fork (no trust to lose).
  const headRepository = head.repo === null ? undefined : objectOf(head.repo)
  const baseRepository = objectOf(base.repo)
  const fullName = (repository: Record<string, unknown> | undefined): string =>
    typeof repository?.full_name === 'string' ? repository.full_name.toLowerCase() : ''
  const labels = Array.isArray(pull.labels) ? pull.labels : []
  return {
    number,
    state,
    merged: pull.merged === true || typeof pull.merged_at === 'string',
    title: typeof pull.title === 'string' ? pull.title.slice(0, 1024) : '',
    headSha,
    headRef: typeof head.ref === 'string' ? head.ref.slice(0, 1024) : '',
    isFork:
      headRepository === undefined ||
      fullName(headRepository) === '' ||
      fullName(headRepository) !== fullName(baseRepository) ||
      headRepository.id !== baseRepository.id,
    author:
      typeof objectOf(pull.user ?? {}).login === 'string' ? String(objectOf(pull.user).login) : '',
    labels: labels.flatMap(label => {
      const name = (label as { name?: unknown } | null)?.name
      return typeof name === 'string' ? [name] : []
    }),
    updatedAt
  }
}

function objectOf(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError('A pull request field GitHub always sends is missing')
  }
  return value as Record<string, unknown>
}
