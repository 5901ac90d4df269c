/**
 * What the pull request operations share: the GitHub API, the token's own login and the pull
 * request's comments (where the records are).
 *
 * https://docs.github.com/rest/issues/comments
 */
import {
  pullRequestName,
  type ReviewPlatform,
  type IssueComment,
  type RepositoryRef
} from '../../review/review-platform.js'
import {
  findRecords,
  parseMarker,
  type FoundRecord,
  type PreviewRecord,
  type RecordKey
} from './preview-record.js'
import type { PullRequestTarget } from '../../review/review-port.js'
import type { OperationContext } from '../handler.js'
import { input, message } from '../../shared/message.js'

/** The pull request as the GitHub API sees it, with its comments read once. */
export interface PullRequestSession {
  readonly api: ReviewPlatform
  readonly repository: RepositoryRef
  readonly number: number
  /** The login the token writes as: only its comments hold records. */
  readonly login: string
  readonly comments: readonly IssueComment[]
  /** What the preview records of this pull request are signed with (the apiToken). */
  readonly recordKey: RecordKey
  /** True in a dry run: `api` records its writes, and messages say "would". */
  readonly dryRun: boolean
}

/**
 * Asks GitHub who the token is and reads the pull request's comments (reads only).
 *
 * @throws ReviewPlatformError
 */
export async function openSession(
  context: OperationContext,
  target: PullRequestTarget
): Promise<PullRequestSession> {
  const api = await context.reviewPlatform()
  const { pullRequest } = target
  const repository = { owner: pullRequest.baseOwner, repo: pullRequest.baseRepo }
  const login = await api.whoAmI()
  const comments = await api.listIssueComments(repository, pullRequest.number)
  context.host.info(
    `${capitalized(pullRequestName(pullRequest.number, api.terms))} of ${repository.owner}/${repository.repo}: ${comments.length} ${api.terms.comment}${comments.length === 1 ? '' : 's'}; records count only from ${login}.`
  )
  const recordKey: RecordKey = {
    secret: context.apiToken,
    repositoryId: pullRequest.baseRepositoryId,
    pullRequestNumber: pullRequest.number
  }
  return {
    api,
    repository,
    number: pullRequest.number,
    login,
    comments,
    recordKey,
    dryRun: context.dryRun
  }
}

/**
 * The preview records the action may act on: in the token's own comments and signed with the
 * session's key, oldest first. A record without a valid signature is named in a warning and left
 * alone, and so is the app it names.
 *
 * @param previewName only this preview's records; all previews when undefined
 */
export function signedPreviewRecords(
  session: PullRequestSession,
  previewName: string | undefined,
  host: OperationContext['host']
): FoundRecord<IssueComment, PreviewRecord>[] {
  const { signed, untrusted } = findRecords(
    session.comments,
    session.login,
    session.recordKey,
    previewName
  )
  const why = message`another run wrote it under the same identity, or it was signed with another value of ${input('apiToken')}, or by version 1.0.0`
  const { terms } = session.api
  // As the app's note on the dashboard reads it (preview-plan.ts), `#` on every platform.
  const pullRequest = `${session.repository.owner}/${session.repository.repo}#${session.number}`
  for (const { comment, record } of untrusted) {
    const { previewName, publicKey } = record
    const found = `${capitalized(terms.comment)} ${comment.id} by ${session.login} records preview ${previewName}`
    host.warning(
      publicKey === undefined
        ? message`${found} without a signature made with ${input('apiToken')} (${why}): it is not used.`
        : message`${found} (app ${publicKey}) without a signature made with ${input('apiToken')} (${why}): it is not used, and app ${publicKey} is left alone. Before deleting that app, check on the dashboard that its note names this ${terms.pullRequest} (${pullRequest}).`,
      'Record not trusted'
    )
  }
  warnOfCopies(session, previewName, host)
  return signed
}

/**
 * Warns of preview records in comments by anyone but the token's own identity: copies, which
 * never count (the app a copy names is left alone).
 */
function warnOfCopies(
  session: PullRequestSession,
  previewName: string | undefined,
  host: OperationContext['host']
): void {
  const own = session.login.toLowerCase()
  const { comment: term } = session.api.terms
  for (const comment of session.comments) {
    if (comment.login.toLowerCase() === own) continue
    const record = parseMarker(comment.body)
    if (record?.kind !== 'preview') continue
    if (previewName !== undefined && record.previewName !== previewName) continue
    const app = record.publicKey === undefined ? '' : `, and app ${record.publicKey} is left alone`
    host.warning(
      `${capitalized(term)} ${comment.id} by ${comment.login || 'a deleted account'} holds a copy of preview ${record.previewName}'s record: only records in ${term}s by ${session.login} count, so it is ignored${app}.`,
      'Record not trusted'
    )
  }
}

/**
 * Edits `existing` in place (no notification), or creates the comment.
 *
 * @throws ReviewPlatformError
 */
export function writeComment(
  session: PullRequestSession,
  existing: IssueComment | undefined,
  body: string
): Promise<IssueComment> {
  return existing
    ? session.api.updateComment(session.repository, session.number, existing.id, body)
    : session.api.createComment(session.repository, session.number, body)
}

/** `Pull request #12` from `pull request #12`. */
export function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
}
