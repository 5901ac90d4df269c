/**
 * GitLab through the review port: a merge request's notes as its record store (listed oldest
 * first, by creation, which is the order they were written), and its merge requests. GitLab keeps
 * no deployments for the previews (its environments come from the CI job's `environment:`), so
 * the platform offers no deployments capability. A note's author is bound by the user's numeric
 * id, which a rename does not change.
 *
 * https://docs.gitlab.com/api/notes/#merge-requests
 */
import { labelIndex, type LabelCalls } from '../review/label-index.js'
import type { RecordStore, StoredComment } from '../review/record-store.js'
import { RECORD_MARKER_PREFIX, type ReviewPlatform } from '../review/review-platform.js'
import type { PlatformTerms, RepositoryRef } from '../review/terms.js'
import type { GitLabNote } from './gitlab-answers.js'
import type { GitLabApi } from './gitlab-api.js'

/** GitLab's words for what the previews write on. */
export const GITLAB_TERMS: PlatformTerms = {
  name: 'GitLab',
  pullRequest: 'merge request',
  comment: 'note',
  numberPrefix: '!',
  otherWriter: 'another pipeline',
  appRemoved: 'when the merge request closes'
}

/** The calls the platform is made of: GitLab's, or a dry run's recording of them. */
export type GitLabCalls = Pick<
  GitLabApi,
  | 'apiUrl'
  | 'identify'
  | 'listComments'
  | 'readComment'
  | 'createComment'
  | 'updateComment'
  | 'deleteComment'
  | 'getPullRequest'
  | 'listPullRequests'
>

/**
 * The review platform over GitLab's calls.
 *
 * @param labels the labels the preview index is kept with (gitlab-labels.ts)
 */
export function gitLabPlatform(calls: GitLabCalls, labels: LabelCalls): ReviewPlatform {
  return {
    platform: 'gitlab',
    apiUrl: calls.apiUrl,
    terms: GITLAB_TERMS,
    records: (repository, iid) => gitLabRecords(calls, repository, iid),
    getPullRequest: (repository, iid) => calls.getPullRequest(repository, iid),
    // The sweep's listing: by the label index, or by state (review/label-index.ts).
    ...labelIndex(labels, (...listing) => calls.listPullRequests(...listing), GITLAB_TERMS)
  }
}

/** A merge request's notes as the record store (a note's id is GitLab's, as text). */
function gitLabRecords(calls: GitLabCalls, repository: RepositoryRef, iid: number): RecordStore {
  return {
    async list() {
      const notes = await calls.listComments(repository, iid)
      return notes.filter(note => note.body.startsWith(RECORD_MARKER_PREFIX)).map(stored)
    },
    async read(id) {
      const note = await calls.readComment(repository, iid, Number(id))
      return note && stored(note)
    },
    async create(body) {
      return stored(await calls.createComment(repository, iid, body))
    },
    async write(id, body) {
      return stored(await calls.updateComment(repository, iid, Number(id), body))
    },
    remove: id => calls.deleteComment(repository, iid, Number(id)),
    async identify() {
      const user = await calls.identify()
      return user.id === '' ? undefined : { authorId: user.id, author: user.username }
    }
  }
}

function stored(note: GitLabNote): StoredComment {
  return {
    id: String(note.id),
    url: note.url,
    body: note.body,
    author: note.username,
    authorId: note.authorId,
    own: undefined,
    ...(Number.isNaN(note.updatedAt) ? {} : { updatedAt: note.updatedAt })
  }
}
