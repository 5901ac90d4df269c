/**
 * What the fake GitLab stores (projects, merge requests, users, tokens, notes) and how each record
 * looks in GitLab's REST answers: the fields a client reads, with GitLab's names.
 *
 * https://docs.gitlab.com/api/merge_requests/
 * https://docs.gitlab.com/api/notes/#merge-requests
 * https://docs.gitlab.com/api/users/#retrieve-the-current-user
 * https://docs.gitlab.com/api/projects/#retrieve-a-project
 */
import { createHash } from 'node:crypto'

/** A project (`group/project`, numeric id); a fork names the project it was forked from. */
export interface FakeProject {
  id: number
  /** `path_with_namespace`, e.g. `acme/mobile-app` */
  path: string
  /** The project's id it was forked from, for a fork. */
  forkedFromId?: number
  defaultBranch: string
}

/** A merge request's state as GitLab names it (`locked` is short-lived, while merging). */
export type MergeRequestState = 'opened' | 'closed' | 'merged' | 'locked'

/** A merge request as the fake stores it (the fields a client reads, and those that name it). */
export interface FakeMergeRequest {
  /** The target project (`project_id`, always equal to `target_project_id`). */
  projectId: number
  /** The project the source branch lives in: the fork's id for a fork's merge request. */
  sourceProjectId: number
  /** Global id. */
  id: number
  /** Per-project number, the one in URLs and `CI_MERGE_REQUEST_IID`. */
  iid: number
  state: MergeRequestState
  title: string
  description: string
  /** Diff head SHA (the source branch's head). */
  sha: string
  sourceBranch: string
  targetBranch: string
  labels: string[]
  draft: boolean
  /** The author's username. */
  author: string
  createdAt: string
  /** What `order_by=updated_at` orders by: a push, a note, a label, a close. */
  updatedAt: string
  mergedAt: string | null
  closedAt: string | null
}

/** A project's label as the fake stores it. */
export interface FakeLabel {
  id: number
  projectId: number
  name: string
  color: string
  description: string | null
}

/** A user (a person, or the bot user behind a project or group access token). */
export interface FakeUser {
  id: number
  username: string
  name: string
  /** A project or group access token's bot user. */
  bot: boolean
}

/** Roles from least to most; a project's `access_level` is 10, 20, 30, 40, 50. */
export const ROLES = ['guest', 'reporter', 'developer', 'maintainer', 'owner'] as const
export type FakeRole = (typeof ROLES)[number]

/** What kind of token: access tokens go in `PRIVATE-TOKEN` (or Bearer), a CI job token in `JOB-TOKEN`. */
export type TokenKind = 'personal' | 'project' | 'group' | 'job'

/** A token the fake knows: whose it is and what it may do. */
export interface FakeToken {
  /** The user it acts as (for a project/group token, its bot user). */
  username: string
  kind: TokenKind
  /** `api`, `read_api`, `read_user`, …; ignored for a CI job token. Default `['api']`. */
  scopes?: string[]
  /** Its role in every project it sees; default `developer`. */
  role?: FakeRole
  /** The projects it sees (ids); default all. Others answer 404 Project Not Found. */
  projects?: number[]
  revoked?: boolean
  expired?: boolean
}

/** A note on a merge request as the fake stores it. */
export interface FakeNote {
  id: number
  projectId: number
  mergeRequestIid: number
  /** The author's username. */
  author: string
  body: string
  /** GitLab's own notes ("added 1 commit", "changed the description"). */
  system: boolean
  internal: boolean
  /**
   * Counted in pages but dropped from them after pagination, as GitLab drops notes the caller
   * cannot read (so a page can come back short while more pages exist).
   */
  hidden: boolean
  createdAt: string
  updatedAt: string
  /** The quick actions GitLab executed from this note's body when it was written, in order. */
  quickActions: string[]
}

/** GitLab's timestamps: ISO 8601 in UTC with milliseconds. */
export function timestamp(date = new Date()): string {
  return date.toISOString()
}

/** A stable fake commit SHA made from any text. */
export function shaOf(text: string): string {
  return /^[0-9a-f]{40}$/.test(text) ? text : createHash('sha1').update(text).digest('hex')
}

/** A user as notes and merge requests embed it (`UserBasic`: no `bot` field). */
export function userBasicJson(user: FakeUser, webUrl: string): Record<string, unknown> {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    state: 'active',
    locked: false,
    avatar_url: null,
    web_url: `${webUrl}/${user.username}`
  }
}

/** `GET /user`: the `User` entity, which has `bot`. */
export function userJson(user: FakeUser, webUrl: string): Record<string, unknown> {
  return {
    ...userBasicJson(user, webUrl),
    bot: user.bot,
    created_at: '2024-01-15T09:30:00.000Z',
    public_email: null
  }
}

/** `GET /projects/:id`. */
export function projectJson(
  project: FakeProject,
  webUrl: string,
  forkedFrom?: FakeProject
): Record<string, unknown> {
  const [namespace = ''] = project.path.split('/')
  return {
    id: project.id,
    name: project.path.split('/').at(-1),
    path: project.path.split('/').at(-1),
    path_with_namespace: project.path,
    name_with_namespace: project.path.split('/').join(' / '),
    default_branch: project.defaultBranch,
    visibility: 'private',
    web_url: `${webUrl}/${project.path}`,
    namespace: { id: 9000 + project.id, full_path: namespace, kind: 'group' },
    ...(forkedFrom && {
      forked_from_project: {
        id: forkedFrom.id,
        path_with_namespace: forkedFrom.path,
        web_url: `${webUrl}/${forkedFrom.path}`
      }
    })
  }
}

/** A merge request in a REST answer (one, and each entry of the list). */
export function mergeRequestJson(
  mr: FakeMergeRequest,
  project: FakeProject,
  author: FakeUser,
  webUrl: string
): Record<string, unknown> {
  const open = mr.state === 'opened' || mr.state === 'locked'
  return {
    id: mr.id,
    iid: mr.iid,
    project_id: mr.projectId,
    title: mr.title,
    description: mr.description,
    state: mr.state,
    created_at: mr.createdAt,
    updated_at: mr.updatedAt,
    merged_at: mr.mergedAt,
    closed_at: mr.closedAt,
    target_branch: mr.targetBranch,
    source_branch: mr.sourceBranch,
    source_project_id: mr.sourceProjectId,
    target_project_id: mr.projectId,
    author: userBasicJson(author, webUrl),
    labels: [...mr.labels],
    draft: mr.draft,
    work_in_progress: mr.draft,
    detailed_merge_status: open ? 'mergeable' : 'not_open',
    sha: mr.sha,
    merge_commit_sha: mr.state === 'merged' ? shaOf(`merge of ${mr.sha}`) : null,
    references: {
      short: `!${mr.iid}`,
      relative: `!${mr.iid}`,
      full: `${project.path}!${mr.iid}`
    },
    web_url: `${webUrl}/${project.path}/-/merge_requests/${mr.iid}`,
    diff_refs: {
      base_sha: shaOf(`${mr.targetBranch} base`),
      head_sha: mr.sha,
      start_sha: shaOf(`${mr.targetBranch} base`)
    }
  }
}

/** A note in a REST answer (the newer entity: no `attachment`; `author` is `UserBasic`). */
export function noteJson(
  note: FakeNote,
  author: FakeUser,
  webUrl: string
): Record<string, unknown> {
  return {
    id: note.id,
    type: null,
    body: note.body,
    author: userBasicJson(author, webUrl),
    created_at: note.createdAt,
    updated_at: note.updatedAt,
    system: note.system,
    noteable_id: 50_000 + note.mergeRequestIid,
    noteable_type: 'MergeRequest',
    project_id: note.projectId,
    resolvable: false,
    confidential: note.internal,
    internal: note.internal,
    imported: false,
    imported_from: 'none',
    noteable_iid: note.mergeRequestIid,
    commands_changes: {}
  }
}
