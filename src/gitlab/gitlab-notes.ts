/**
 * A merge request's notes over GitLab's REST API: all of them but system notes, oldest first;
 * created, edited and deleted. A creation whose answer was lost (a 5xx, a dropped connection)
 * may have landed: before the body is sent again, the notes are read and a note of the token's
 * user with that body, new since the last read, is taken as the one created.
 *
 * https://docs.gitlab.com/api/notes/#merge-requests
 */
import type { RepositoryRef } from '../review/terms.js'
import { toNote, type GitLabNote } from './gitlab-answers.js'
import { UncertainWriteError } from '../shared/rest-failure.js'
import type { GitLabClient } from './gitlab-client.js'

/** Sends of a note, the first included, when each may have landed and a read found it had not. */
const CREATE_ATTEMPTS = 3

/** A GitLab project as the adapter addresses it: its numeric id, bound into the records. */
export interface GitLabProject extends RepositoryRef {
  /** The project's numeric id (also its `binding`). */
  readonly projectId: number
}

/** The port's repository reference for a project: shown by its full path, bound by its id. */
export function gitLabProject(projectId: number, path: string): GitLabProject {
  return { display: path, binding: String(projectId), projectId }
}

/**
 * `/projects/:id`: the numeric id.
 *
 * @throws TypeError for a reference this adapter did not make
 */
export function projectPath(repository: RepositoryRef): string {
  const { projectId } = repository as Partial<GitLabProject>
  if (typeof projectId !== 'number') {
    throw new TypeError(`${repository.display} is not a GitLab project reference`)
  }
  return `/projects/${projectId}`
}

/** `/projects/:id/merge_requests/:iid`. */
export function mergeRequestPath(repository: RepositoryRef, iid: number): string {
  return `${projectPath(repository)}/merge_requests/${iid}`
}

/** The notes calls; `page` gives a merge request's page (its notes' links build on it). */
export class GitLabNotes {
  /** The notes each merge request had when last read, by its path. */
  private readonly seen = new Map<string, Set<number>>()
  /** Bodies of notes whose creation may have landed, by the merge request's path. */
  private readonly uncertain = new Map<string, Set<string>>()

  constructor(
    private readonly client: GitLabClient,
    private readonly page: (repository: RepositoryRef, iid: number) => string,
    private readonly username: () => Promise<string>
  ) {}

  /** Every note but system notes, oldest first; remembers which there were. */
  async list(repository: RepositoryRef, iid: number): Promise<GitLabNote[]> {
    const notes: GitLabNote[] = []
    const ids = new Set<number>()
    const query = { sort: 'asc', order_by: 'created_at' }
    await this.client.pages(`${mergeRequestPath(repository, iid)}/notes`, query, items => {
      for (const item of items) {
        const note = toNote(item, this.page(repository, iid))
        ids.add((item as { id: number }).id)
        if (note) notes.push(note)
      }
      return false
    })
    this.seen.set(mergeRequestPath(repository, iid), ids)
    return notes
  }

  /**
   * Creates a note; after a failure that may have followed its landing, reads the notes first.
   *
   * @throws UncertainWriteError when it may have landed and was neither found nor sent again
   */
  async create(repository: RepositoryRef, iid: number, body: string): Promise<GitLabNote> {
    const key = mergeRequestPath(repository, iid)
    for (let attempt = 1; ; attempt++) {
      if (this.uncertain.get(key)?.has(body)) {
        const landed = await this.landed(repository, iid, body)
        if (landed) {
          this.uncertain.get(key)?.delete(body)
          return landed
        }
      }
      try {
        const answer = await this.client.call('POST', this.client.url(`${key}/notes`), { body })
        const note = toNote(answer, this.page(repository, iid))
        if (!note) throw new TypeError('GitLab answered the new note as a system note')
        this.uncertain.get(key)?.delete(body)
        return note
      } catch (error) {
        if (!(error instanceof UncertainWriteError)) throw error
        this.uncertain.set(key, (this.uncertain.get(key) ?? new Set<string>()).add(body))
        if (attempt >= CREATE_ATTEMPTS) throw error
      }
    }
  }

  /** One note now; undefined when it is gone (404). */
  async read(
    repository: RepositoryRef,
    iid: number,
    noteId: number
  ): Promise<GitLabNote | undefined> {
    const url = this.client.url(`${mergeRequestPath(repository, iid)}/notes/${noteId}`)
    try {
      return toNote(await this.client.call('GET', url), this.page(repository, iid))
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) return undefined
      throw error
    }
  }

  /** Edits a note (`PUT`). */
  async update(
    repository: RepositoryRef,
    iid: number,
    noteId: number,
    body: string
  ): Promise<GitLabNote> {
    const url = this.client.url(`${mergeRequestPath(repository, iid)}/notes/${noteId}`)
    const note = toNote(await this.client.call('PUT', url, { body }), this.page(repository, iid))
    if (!note) throw new TypeError('GitLab answered the edited note as a system note')
    return note
  }

  /** Deletes a note; one already gone (404) counts as deleted. */
  async delete(repository: RepositoryRef, iid: number, noteId: number): Promise<void> {
    const url = this.client.url(`${mergeRequestPath(repository, iid)}/notes/${noteId}`)
    try {
      await this.client.call('DELETE', url)
    } catch (error) {
      if ((error as { status?: unknown }).status !== 404) throw error
    }
  }

  /** The token's own note with `body` that was not there at the last read, if one landed. */
  private async landed(
    repository: RepositoryRef,
    iid: number,
    body: string
  ): Promise<GitLabNote | undefined> {
    const before = this.seen.get(mergeRequestPath(repository, iid)) ?? new Set<number>()
    const user = await this.username()
    const notes = await this.list(repository, iid)
    const sent = normalized(body)
    return notes
      .filter(note => note.username === user && !before.has(note.id))
      .filter(note => normalized(note.body) === sent)
      .at(-1)
  }
}

/** A body as stored text compares: line endings and the white space around it set aside. */
function normalized(body: string): string {
  return body.replace(/\r\n?/g, '\n').trim()
}
