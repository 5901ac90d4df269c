/**
 * What the fake GitLab's routes share: the routes, who sent a request, the parsed request, an
 * answer, GitLab's most common error bodies, and what they read and change of the fake.
 *
 * https://docs.gitlab.com/api/rest/troubleshooting/#status-codes
 */
import {
  type FakeLabel,
  type FakeMergeRequest,
  type FakeNote,
  type FakeProject,
  type FakeToken,
  type FakeUser,
  ROLES
} from './records.js'

/** The requests the fake serves (and faults apply to). */
export type GitLabRoute =
  | 'user'
  | 'getProject'
  | 'listMergeRequests'
  | 'getMergeRequest'
  | 'listNotes'
  | 'getNote'
  | 'createNote'
  | 'updateNote'
  | 'deleteNote'
  | 'getLabel'
  | 'createLabel'
  | 'updateLabel'
  | 'updateMergeRequest'

/**
 * What the routes read and change of the fake GitLab (FakeGitLab implements it): declared here, so
 * that the routes need not import the server that imports them.
 */
export interface GitLabState {
  readonly projects: Map<number, FakeProject>
  /** `projectId!iid` → merge request. */
  readonly mergeRequests: Map<string, FakeMergeRequest>
  readonly notes: Map<number, FakeNote>
  /** `projectId` and the title → the project's label. */
  readonly labels: Map<string, FakeLabel>
  /** Quick actions of notes that were nothing else (answered 202, no note saved). */
  readonly quickActionsWithoutNote: string[]
  readonly pathPrefix: string
  readonly maxPerPage: number
  user(username: string): FakeUser
  notesOn(project: number | string, iid: number): FakeNote[]
  addLabel(
    project: number | string,
    name: string,
    fields?: Partial<Omit<FakeLabel, 'id' | 'projectId' | 'name'>>
  ): FakeLabel
  addNote(
    project: number | string,
    iid: number,
    fields: Partial<Omit<FakeNote, 'id' | 'projectId' | 'mergeRequestIid'>> & { author: string }
  ): FakeNote
}

/** Who sent a request, from its `PRIVATE-TOKEN`, `Authorization: Bearer` or `JOB-TOKEN`. */
export type Caller =
  { kind: 'anonymous' } | { kind: 'unknown' } | { kind: 'token'; token: FakeToken; user: FakeUser }

/** A request, parsed. */
export interface RouteRequest {
  method: string
  /** The full URL as the client addressed it (Host header). */
  url: URL
  /** The web server's base, for `web_url` fields (e.g. `http://127.0.0.1:8789/gitlab`). */
  webUrl: string
  /** Query parameters and body fields (JSON or form), the body's winning. */
  params: Record<string, unknown>
  caller: Caller
}

export interface RouteAnswer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

export const UNAUTHORIZED = { message: '401 Unauthorized' }
export const FORBIDDEN = { message: '403 Forbidden' }
export const PROJECT_NOT_FOUND = { message: '404 Project Not Found' }
export const NOT_FOUND = { message: '404 Not found' }

/** Whether a role is at least `least` (GitLab's access levels are ordered). */
export function atLeast(role: FakeToken['role'], least: FakeToken['role']): boolean {
  return ROLES.indexOf(role ?? 'developer') >= ROLES.indexOf(least ?? 'developer')
}
