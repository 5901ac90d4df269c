/**
 * The last checks of a preview run, after the build was sent and before anything is written: the
 * comments are read again, then the pull request's head. The run writes its record only when
 *
 * - the pull request is still at the commit it deploys (else a newer commit's run deploys it);
 * - for an update, its comment still records the app it updated, with no deploy newer than its
 *   own (a record is never replaced by a record of an older deploy);
 * - for an app it created, no older record of the preview exists and its comment still holds
 *   the "deploying" record it wrote (else another run raced it and is the preview).
 *
 * Otherwise it is superseded: it writes nothing, and an app it created is deleted again, since no
 * record would ever name it.
 */
import { ActionFailure } from '../../shared/failure.js'
import type { IssueComment } from '../../review/review-platform.js'
import type { AppRecord } from '../../service/answers.js'
import type { DeployPreviewOperation } from '../operations.js'
import type { OperationContext, OperationResult } from '../handler.js'
import { findRecords, type FoundRecord, type PreviewRecord } from './preview-record.js'
import { capitalized, type PullRequestSession } from './pull-request-session.js'
import { movedHead, readPullRequestNow, supersede, type SupersededBy } from './pull-request-head.js'
import { reviewWarning } from './review-failures.js'

/** What the run did before its last checks. */
export interface SentBuild {
  readonly app: AppRecord
  /** True when the run created the app (and reserved `comment` for it first). */
  readonly created: boolean
  /** The comment the record goes to: the one found, or the "deploying" one written. */
  readonly comment: IssueComment | undefined
  /** True when the run created that comment (rather than editing one found). */
  readonly createdComment: boolean
  /** When the run began sending its build (milliseconds). */
  readonly startedAt: number
}

/**
 * Checks that the run may write its record.
 *
 * @returns undefined when it may; else the superseded run's result (nothing written)
 * @throws ActionFailure when an app the run created cannot be deleted again
 */
export async function claimRecord(
  session: PullRequestSession,
  operation: DeployPreviewOperation,
  sent: SentBuild,
  context: OperationContext
): Promise<OperationResult | undefined> {
  const standing = context.dryRun
    ? undefined
    : await standingRecord(session, operation, sent, context)
  const now = await readPullRequestNow(
    session,
    context.host,
    `the record is written as if the ${session.api.terms.pullRequest} were still at the commit this run deploys`
  )
  const moved = movedHead(now, operation.target.pullRequest.headSha)
  const kind = sent.created ? 'created' : 'update'
  const by: SupersededBy | undefined = moved
    ? { kind: 'moved', moved, sent: kind }
    : standing === undefined
      ? undefined
      : { kind: 'recorded', commentId: standing.comment.id, sent: kind }
  if (by === undefined) return undefined
  const olderStands =
    standing !== undefined && sent.comment !== undefined && standing.comment.id < sent.comment.id
  if (sent.created) await deleteCreated(session, sent, olderStands, context)
  return supersede(session, operation.previewName, by, sent.app.publicKey, context.host)
}

type Found = FoundRecord<IssueComment, PreviewRecord>

/**
 * The record that stands against this run's, read afresh: another run's, older or newer, or the
 * comment's own record when it no longer is this run's; undefined when the run's record may be
 * written (or the comments cannot be read: a warning, and the record is written as before).
 */
async function standingRecord(
  session: PullRequestSession,
  operation: DeployPreviewOperation,
  sent: SentBuild,
  { host }: OperationContext
): Promise<Found | undefined> {
  let comments: IssueComment[]
  try {
    comments = await session.api.listIssueComments(session.repository, session.number)
  } catch (error) {
    host.warning(
      reviewWarning(error, 'the record is written without checking for a run that raced this one'),
      `${capitalized(session.api.terms.comment)}s not read`
    )
    return undefined
  }
  const { signed } = findRecords(comments, session.login, session.recordKey, operation.previewName)
  const own = sent.comment
  const mine = own && signed.find(found => found.comment.id === own.id)
  if (sent.created) {
    const older = own && signed.find(found => found.comment.id < own.id)
    if (older) return older
    // Another run wrote its own "deploying" record (or its app) into the comment since.
    if (own && mine?.comment.body !== own.body)
      return mine ?? { comment: own, record: placeholder(operation) }
    return undefined
  }
  if (own === undefined) return undefined
  // A race clean-up removed this run's comment: the oldest record is the preview.
  if (mine === undefined) return signed[0] ?? { comment: own, record: placeholder(operation) }
  const ownDeploy = Math.floor(sent.startedAt / 1000) * 1000
  const newer =
    mine.record.publicKey !== sent.app.publicKey || (mine.record.deployedAt ?? 0) > ownDeploy
  return newer ? mine : undefined
}

/** A record standing for a comment that no longer holds one. */
function placeholder(operation: DeployPreviewOperation): PreviewRecord {
  return { kind: 'preview', previewName: operation.previewName, publicKey: undefined }
}

/**
 * Deletes the app the run created, which no record will name; and its "deploying" comment when
 * the run wrote that comment and another, older record is the preview (another run may have
 * taken over a comment it found, so such a comment stays).
 */
async function deleteCreated(
  session: PullRequestSession,
  sent: SentBuild,
  olderStands: boolean,
  { client, host }: OperationContext
): Promise<void> {
  const key = sent.app.publicKey
  try {
    await client.deleteApp(key)
  } catch (error) {
    const failure = error instanceof ActionFailure ? error : undefined
    throw new ActionFailure(
      failure?.kind ?? 'unexpected',
      `${failure?.message ?? String(error)} App ${key} was created by this run, which was superseded, and no record names it.`,
      `Delete app ${key} on the dashboard; the preview's own app is the one its comment links.`
    )
  }
  if (!olderStands || !sent.createdComment || sent.comment === undefined) return
  try {
    await session.api.deleteComment(session.repository, session.number, sent.comment.id)
  } catch (error) {
    host.warning(
      reviewWarning(
        error,
        `${session.api.terms.comment} ${sent.comment.id} still says the preview is being deployed`
      ),
      `${capitalized(session.api.terms.comment)} not deleted`
    )
  }
}
