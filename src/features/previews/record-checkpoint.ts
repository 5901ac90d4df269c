/**
 * The second checkpoint of a preview run: before the record is written, the records and the pull
 * request are read again and decided on once more (preview-decision.ts); a superseded run deletes
 * the app it created and writes nothing.
 */
import type { StoredComment } from '../../review/record-store.js'
import { capitalized } from '../../review/terms.js'
import type { AppRecord } from '../../service/answers.js'
import type { DeployPreviewOperation } from '../operations.js'
import type { OperationContext, OperationResult } from '../handler.js'
import { deleteCreated } from './deploy-steps.js'
import { told, tell, warning, type Note } from './notes.js'
import type { Reservation } from './preview-comment.js'
import { decide, type Observed } from './preview-decision.js'
import { readPullRequestNow, superseded } from './pull-request-head.js'
import { rereadRecords, type PullRequestSession } from './pull-request-session.js'
import { recordsOf, type FoundRecord } from './record-trust.js'
import { reviewWarning } from './review-failures.js'

/** What the run sent by its second checkpoint. */
export interface Sent {
  readonly app: AppRecord
  readonly created: boolean
  /** The comment the record goes to: the record's, or the reservation's. */
  readonly comment: StoredComment
  readonly reservation?: Reservation
  readonly startedAt: number
  /** The summary's paragraph about raced records ('' for none). */
  readonly raced: string
}

/**
 * Reads the records and the pull request again and decides once more; undefined when the run
 * may write its record, else the superseded run's result (an app it created deleted again).
 */
export async function secondCheckpoint(
  session: PullRequestSession,
  operation: DeployPreviewOperation,
  observed: Observed,
  sent: Sent,
  context: OperationContext
): Promise<OperationResult | undefined> {
  const { host } = context
  const notes: Note[] = []
  let records: FoundRecord[] | undefined
  if (!context.dryRun) {
    try {
      const own = sent.reservation?.comment.id
      records = recordsOf(await rereadRecords(session, own), operation.previewName)
    } catch (error) {
      notes.push(
        warning(
          reviewWarning(
            error,
            'the record is written without checking for a run that raced this one'
          ),
          `${capitalized(session.terms.comment)}s not read`
        )
      )
    }
  }
  const read = await readPullRequestNow(
    session,
    `the record is written as if the ${session.terms.pullRequest} were still at the commit this run deploys`
  )
  tell(host, [...notes, ...read.notes])
  const decision = decide({
    ...observed,
    now: read.details,
    records,
    sent: {
      created: sent.created,
      app: sent.app.publicKey,
      comment: sent.comment.id,
      claim: sent.reservation?.claim,
      createdComment: sent.reservation?.createdComment ?? false,
      startedAt: sent.startedAt
    }
  })
  if (decision.kind !== 'superseded') return undefined
  const cleanup =
    decision.deleteApp === undefined
      ? []
      : await deleteCreated(session, decision.deleteApp, decision.deleteComment, context)
  const kind = sent.created ? 'created' : 'update'
  const outcome = superseded(session, operation.previewName, decision.by, {
    kind,
    appKey: sent.app.publicKey
  })
  return told(host, { ...outcome, notes: [...cleanup, ...outcome.notes] })
}
