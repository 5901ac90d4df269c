/**
 * GitLab's answers, checked and mapped to the port's types before anything reads them: a
 * username must look like one, ids and IIDs must be integers, a head must be a commit SHA, free
 * text stays text (clipped).
 *
 * https://docs.gitlab.com/api/merge_requests/#get-single-mr
 * https://docs.gitlab.com/api/notes/#merge-requests
 * https://docs.gitlab.com/api/users/#get-the-current-user
 * https://docs.gitlab.com/api/projects/#get-a-single-project
 */
import type { PullRequestDetails } from '../review/review-platform.js'

/** A merge request's note, reduced to what the adapter reads. */
export interface GitLabNote {
  readonly id: number
  /** Its link (`{merge request}#note_{id}`); '' when the merge request's page is not known. */
  readonly url: string
  /** As GitLab stores it: anyone may have written it. */
  readonly body: string
  /** The author's username; '' when GitLab names none. */
  readonly username: string
  /** The author's numeric user id, as text; '' when GitLab names none. */
  readonly authorId: string
  /** When it was last edited (milliseconds since the epoch); NaN when not given. */
  readonly updatedAt: number
}

/** A merge request as the adapter reads it: the port's details, and its page. */
export interface MergeRequestAnswer extends PullRequestDetails {
  /** GitLab's state: `opened`, `closed`, `merged` or `locked`. */
  readonly gitLabState: 'opened' | 'closed' | 'merged' | 'locked'
  /** Its page (`web_url`), checked to be under the server's address; '' otherwise. */
  readonly webUrl: string
  /** Its (target) project's id (`project_id`); undefined when not a positive integer. */
  readonly projectId: number | undefined
  /** Its project's full path, from `references.full` (`group/project!7`); '' when not given. */
  readonly projectPath: string
}

/** The project a merge request belongs to: its numeric id and its full path. */
export interface ProjectAnswer {
  readonly id: number
  /** `group/subgroup/project` (`path_with_namespace`). */
  readonly path: string
}

/**
 * A username as GitLab allows them (letters, digits, `_`, `-`, `.`; a bot's
 * `project_123_bot_4ffca233d8298ea1`).
 *
 * @throws TypeError for anything else (the username is printed and compared with note authors)
 */
export function checkedUsername(username: unknown): string {
  if (typeof username !== 'string' || !/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,254}$/.test(username)) {
    throw new TypeError('GitLab named no valid username for the token')
  }
  return username
}

/**
 * A merge request (`GET /projects/:id/merge_requests/:iid` or an item of the list).
 *
 * @param serverUrl GitLab's web address (the API base without `/api/v4`): `web_url` is kept only
 *   under it
 * @throws TypeError for a missing or malformed iid, state, sha or update time
 */
export function toMergeRequest(answer: unknown, serverUrl: string): MergeRequestAnswer {
  const request = objectOf(answer)
  const iid = request.iid
  if (typeof iid !== 'number' || !Number.isSafeInteger(iid) || iid < 1) {
    throw new TypeError('A merge request without an iid')
  }
  const state = request.state
  if (state !== 'opened' && state !== 'closed' && state !== 'merged' && state !== 'locked') {
    throw new TypeError(`Merge request !${iid} has no state (opened, closed, merged or locked)`)
  }
  const sha = request.sha
  if (typeof sha !== 'string' || !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(sha)) {
    throw new TypeError(`Merge request !${iid} has no head commit SHA`)
  }
  const updatedAt = typeof request.updated_at === 'string' ? Date.parse(request.updated_at) : NaN
  if (!Number.isFinite(updatedAt)) throw new TypeError(`Merge request !${iid} has no update time`)
  const author =
    request.author === null || request.author === undefined ? {} : objectOf(request.author)
  const labels = Array.isArray(request.labels) ? request.labels : []
  const projectId = request.project_id
  const references =
    request.references === null || typeof request.references !== 'object'
      ? {}
      : (request.references as Record<string, unknown>)
  const full = typeof references.full === 'string' ? references.full : ''
  const path = full.endsWith(`!${iid}`) ? full.slice(0, -`!${iid}`.length) : ''
  return {
    projectId:
      typeof projectId === 'number' && Number.isSafeInteger(projectId) && projectId > 0
        ? projectId
        : undefined,
    projectPath: /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+$/.test(path) ? path : '',
    number: iid,
    // A locked merge request is being merged: no longer open for a new preview.
    state: state === 'opened' ? 'open' : 'closed',
    merged: state === 'merged',
    gitLabState: state,
    title: typeof request.title === 'string' ? request.title.slice(0, 1024) : '',
    headSha: sha,
    headRef: typeof request.source_branch === 'string' ? request.source_branch.slice(0, 1024) : '',
    isFork:
      typeof request.source_project_id !== 'number' ||
      request.source_project_id !== request.project_id,
    author: typeof author.username === 'string' ? author.username.slice(0, 255) : '',
    // Labels come as names (or, with `with_labels_details`, as objects with a `name`).
    labels: labels.flatMap(label => {
      const name = typeof label === 'string' ? label : (label as { name?: unknown } | null)?.name
      return typeof name === 'string' ? [name] : []
    }),
    updatedAt,
    webUrl: underServer(request.web_url, serverUrl, new RegExp(`/-/merge_requests/${iid}$`))
  }
}

/** A note as GitLab sends it; undefined for a system note (never a record). */
export function toNote(answer: unknown, mergeRequestUrl: string): GitLabNote | undefined {
  const note = objectOf(answer)
  if (note.system === true) return undefined
  const id = note.id
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    throw new TypeError('A note without a numeric id')
  }
  const author = note.author === null || note.author === undefined ? {} : objectOf(note.author)
  const authorId = author.id
  return {
    id,
    url: mergeRequestUrl === '' ? '' : `${mergeRequestUrl}#note_${id}`,
    body: typeof note.body === 'string' ? note.body : '',
    username: typeof author.username === 'string' ? author.username : '',
    authorId:
      typeof authorId === 'number' && Number.isSafeInteger(authorId) ? String(authorId) : '',
    updatedAt: typeof note.updated_at === 'string' ? Date.parse(note.updated_at) : NaN
  }
}

/** A project (`GET /projects/:id`): its id and full path. */
export function toProject(answer: unknown): ProjectAnswer {
  const project = objectOf(answer)
  const { id } = project
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    throw new TypeError('A project without a numeric id')
  }
  const path = project.path_with_namespace
  if (typeof path !== 'string' || !/^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+$/.test(path)) {
    throw new TypeError(`Project ${id} has no full path (path_with_namespace)`)
  }
  return { id, path }
}

/** `value` when it is a URL under `serverUrl` whose path ends as `shape` says, else ''. */
function underServer(value: unknown, serverUrl: string, shape: RegExp): string {
  if (typeof value !== 'string') return ''
  let url: URL
  let server: URL
  try {
    url = new URL(value)
    server = new URL(serverUrl)
  } catch {
    return ''
  }
  const serverPath = server.pathname.replace(/\/+$/, '')
  const fine =
    url.origin === server.origin &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    url.pathname.startsWith(`${serverPath}/`) &&
    /^(?:\/[A-Za-z0-9_.-]+)+$/.test(url.pathname) &&
    shape.test(url.pathname)
  return fine ? url.href : ''
}

function objectOf(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError('A field GitLab always sends is missing')
  }
  return value as Record<string, unknown>
}

/** The port's details of a merge request (without GitLab's own fields). */
export function details(request: MergeRequestAnswer): PullRequestDetails {
  const { webUrl: _url, gitLabState: _state, projectId: _id, projectPath: _path, ...rest } = request
  return rest
}
