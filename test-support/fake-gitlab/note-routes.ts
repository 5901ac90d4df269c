/**
 * The notes of a merge request: list (system notes included, newest first by default), one,
 * create (201), update (200), delete (204). Bodies go through quick actions as on GitLab (see
 * quick-actions.ts); a body is limited to 1,000,000 characters. Writing a note touches the merge
 * request's `updated_at`, as GitLab's `Note#touch_noteable` does. Editing or deleting someone
 * else's note needs the Maintainer role; a system note cannot be edited by anyone.
 *
 * https://docs.gitlab.com/api/notes/#merge-requests
 */
import { extractQuickActions, labelsOf, type QuickAction } from './quick-actions.js'
import { type FakeMergeRequest, noteJson, timestamp } from './records.js'
import {
  atLeast,
  type Caller,
  FORBIDDEN,
  type GitLabRoute,
  type GitLabState,
  NOT_FOUND,
  type RouteAnswer,
  type RouteRequest
} from './answers.js'
import { paginate } from './pages.js'

/** GitLab's limit on a note's body, in characters (`Gitlab::Database::MAX_TEXT_SIZE_LIMIT`). */
export const MAX_NOTE_CHARACTERS = 1_000_000

export class NoteRoutes {
  constructor(private readonly gitlab: GitLabState) {}

  answer(
    route: GitLabRoute,
    mr: FakeMergeRequest,
    noteId: number | undefined,
    request: RouteRequest,
    caller: Extract<Caller, { kind: 'token' }>
  ): RouteAnswer {
    const gitlab = this.gitlab
    const { webUrl } = request
    if (route === 'listNotes') return this.list(mr, request)
    if (route === 'createNote') return this.create(mr, request, caller)
    const note = noteId === undefined ? undefined : gitlab.notes.get(noteId)
    if (!note || note.projectId !== mr.projectId || note.mergeRequestIid !== mr.iid) {
      return { status: 404, body: NOT_FOUND }
    }
    if (note.hidden) return { status: 404, body: NOT_FOUND }
    if (route === 'getNote') {
      return { status: 200, body: noteJson(note, gitlab.user(note.author), webUrl) }
    }
    const own = note.author === caller.user.username
    if (note.system || !(own || atLeast(caller.token.role, 'maintainer'))) {
      return { status: 403, body: FORBIDDEN }
    }
    if (route === 'deleteNote') {
      gitlab.notes.delete(note.id)
      return { status: 204, body: undefined }
    }
    const body = request.params.body
    if (body === undefined || body === null) return badParameter('body is missing')
    if (typeof body !== 'string') return badParameter('body is invalid')
    if (body.trim() === '') return badParameter('body is empty')
    const { body: saved, actions } = extractQuickActions(body)
    const invalid = checkLength(saved)
    if (invalid) return invalid
    this.apply(actions, mr, caller.user.username)
    const now = timestamp()
    note.quickActions.push(...actions.map(describe))
    if (saved === '' && actions.length > 0) {
      // Notes::UpdateService deletes a note that was edited down to quick actions only.
      gitlab.notes.delete(note.id)
    } else {
      note.body = saved
      note.updatedAt = now
    }
    mr.updatedAt = now
    return { status: 200, body: noteJson(note, gitlab.user(note.author), webUrl) }
  }

  /** `GET …/notes`: `sort` (desc by default), `order_by` (created_at, i.e. id; updated_at). */
  private list(mr: FakeMergeRequest, request: RouteRequest): RouteAnswer {
    const query = request.url.searchParams
    const sort = query.get('sort') ?? 'desc'
    const orderBy = query.get('order_by') ?? 'created_at'
    if (!['asc', 'desc'].includes(sort)) {
      return badParameter('sort does not have a valid value')
    }
    if (!['created_at', 'updated_at'].includes(orderBy)) {
      return badParameter('order_by does not have a valid value')
    }
    const rows = this.gitlab
      .notesOn(mr.projectId, mr.iid)
      .sort((a, b) =>
        orderBy === 'updated_at' && a.updatedAt !== b.updatedAt
          ? a.updatedAt < b.updatedAt
            ? -1
            : 1
          : a.id - b.id
      )
    if (sort === 'desc') rows.reverse()
    const page = paginate(rows, request.url, this.gitlab.maxPerPage, note => !note.hidden)
    const body = page.items.map(note =>
      noteJson(note, this.gitlab.user(note.author), request.webUrl)
    )
    return { status: 200, body, headers: page.headers }
  }

  private create(
    mr: FakeMergeRequest,
    request: RouteRequest,
    caller: Extract<Caller, { kind: 'token' }>
  ): RouteAnswer {
    const { body, internal, confidential } = request.params
    if (body === undefined || body === null) return badParameter('body is missing')
    if (typeof body !== 'string') return badParameter('body is invalid')
    const { body: saved, actions } = extractQuickActions(body)
    if (saved === '' && actions.length > 0) {
      this.apply(actions, mr, caller.user.username)
      this.gitlab.quickActionsWithoutNote.push(...actions.map(describe))
      return {
        status: 202,
        body: { commands_changes: {}, summary: actions.map(action => `Ran /${action.command}.`) }
      }
    }
    if (saved.trim() === '') {
      return {
        status: 400,
        body: { message: `400 Bad request - Note {:note=>["can't be blank"]}` }
      }
    }
    const invalid = checkLength(saved)
    if (invalid) return invalid
    this.apply(actions, mr, caller.user.username)
    const note = this.gitlab.addNote(mr.projectId, mr.iid, {
      author: caller.user.username,
      body: saved,
      internal: internal === true || internal === 'true' || confidential === true
    })
    note.quickActions.push(...actions.map(describe))
    mr.updatedAt = note.createdAt
    return {
      status: 201,
      body: noteJson(note, this.gitlab.user(note.author), request.webUrl)
    }
  }

  /** Does what the quick actions that show on a merge request say. */
  private apply(actions: QuickAction[], mr: FakeMergeRequest, username: string): void {
    const now = timestamp()
    for (const { command, argument } of actions) {
      if (command === 'close' && mr.state === 'opened') {
        Object.assign(mr, { state: 'closed', closedAt: now })
      } else if (command === 'reopen' && mr.state === 'closed') {
        Object.assign(mr, { state: 'opened', closedAt: null })
      } else if (command === 'merge' && mr.state === 'opened') {
        Object.assign(mr, { state: 'merged', mergedAt: now })
      } else if (command === 'label' || command === 'labels') {
        mr.labels = [...new Set([...mr.labels, ...labelsOf(argument)])]
      } else if (command === 'unlabel' || command === 'remove_label') {
        const removed = labelsOf(argument)
        mr.labels = removed.length === 0 ? [] : mr.labels.filter(l => !removed.includes(l))
      } else if (command === 'title' && argument !== '') {
        mr.title = argument
      }
      this.gitlab.addNote(mr.projectId, mr.iid, {
        author: username,
        body: `ran /${command}`,
        system: true
      })
    }
  }
}

function describe(action: QuickAction): string {
  return action.argument === '' ? `/${action.command}` : `/${action.command} ${action.argument}`
}

/** GitLab counts characters (code points), not UTF-16 units. */
function checkLength(body: string): RouteAnswer | undefined {
  if ([...body].length <= MAX_NOTE_CHARACTERS) return undefined
  const reason = `Note {:note=>["is too long (maximum is ${MAX_NOTE_CHARACTERS} characters)"]}`
  return { status: 400, body: { message: `400 Bad request - ${reason}` } }
}

/** A parameter's validation error, as Grape words it. */
function badParameter(error: string): RouteAnswer {
  return { status: 400, body: { error } }
}
