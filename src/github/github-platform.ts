/**
 * GitHub through the review port: a pull request's comments as its record store, its pull
 * requests, and its deployments as the deployments capability, over GitHub's calls (real, or a
 * dry run's recording). GitHub lists a pull request's comments oldest first, which is the order
 * they were written; a comment's author is named by its login, which the record binds.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/deployments/deployments
 */
import type { RecordStore, StoredComment } from '../review/record-store.js'
import { RECORD_MARKER_PREFIX, type ReviewPlatform } from '../review/review-platform.js'
import type { PlatformTerms, RepositoryRef } from '../review/terms.js'
import { labelIndex } from '../review/label-index.js'
import type { IssueComment } from './github-answers.js'
import type { GitHubCalls } from './github-calls.js'

/** GitHub's words for what the previews write on. */
export const GITHUB_TERMS: PlatformTerms = {
  name: 'GitHub',
  pullRequest: 'pull request',
  comment: 'comment',
  numberPrefix: '#',
  otherWriter: 'another workflow',
  appRemoved: 'when the pull request closes'
}

/** The review platform over GitHub's calls. */
export function gitHubPlatform(calls: GitHubCalls): ReviewPlatform {
  let identity: Promise<string> | undefined
  const identify = (): Promise<string> => (identity ??= calls.identify())
  return {
    platform: 'github',
    apiUrl: calls.apiUrl,
    terms: GITHUB_TERMS,
    records: (repository, number) => gitHubRecords(calls, repository, number, identify),
    getPullRequest: (repository, number) => calls.getPullRequest(repository, number),
    // The sweep's listing: by the label index, or by state (review/label-index.ts).
    ...labelIndex(calls.labels, (...listing) => calls.listPullRequests(...listing), GITHUB_TERMS),
    deployments: {
      create: (repository, deployment) => calls.createDeployment(repository, deployment),
      setStatus: (repository, id, status) => calls.setDeploymentStatus(repository, id, status),
      list: (repository, environment) => calls.listDeployments(repository, environment),
      remove: (repository, id) => calls.deleteDeployment(repository, id)
    }
  }
}

/** A pull request's comments as the record store (a comment's id is GitHub's, as text). */
function gitHubRecords(
  calls: GitHubCalls,
  repository: RepositoryRef,
  number: number,
  identify: () => Promise<string>
): RecordStore {
  return {
    async list() {
      const comments = await calls.listComments(repository, number)
      return comments.filter(comment => comment.body.startsWith(RECORD_MARKER_PREFIX)).map(stored)
    },
    async read(id) {
      const comment = await calls.readComment(repository, Number(id))
      return comment && stored(comment)
    },
    async create(body) {
      return stored(await calls.createComment(repository, number, body))
    },
    async write(id, body) {
      return stored(await calls.updateComment(repository, Number(id), body))
    },
    remove: id => calls.deleteComment(repository, Number(id)),
    async identify() {
      const login = await identify()
      return { authorId: login.toLowerCase(), author: login }
    }
  }
}

/** A comment as the port keeps it: its author named by login (GitHub's compare without case). */
function stored(comment: IssueComment): StoredComment {
  const updatedAt = Date.parse(comment.updatedAt)
  return {
    id: String(comment.id),
    url: comment.htmlUrl,
    body: comment.body,
    author: comment.login,
    authorId: comment.login.toLowerCase(),
    own: undefined,
    ...(Number.isNaN(updatedAt) ? {} : { updatedAt })
  }
}
