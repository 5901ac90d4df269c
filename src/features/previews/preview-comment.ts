/**
 * The record of a preview in the sticky comment, as deploying it uses it: found in the token's
 * own comments, written before an app is created ("deploying"), and written with the app after.
 */
import { randomUUID } from 'node:crypto'
import { ActionFailure } from '../../shared/failure.js'
import { renderPendingCommentBody } from './comment-body.js'
import { ReviewPlatformError } from '../../review/review-error.js'
import type { IssueComment } from '../../review/review-platform.js'
import { reviewFailure, reviewWarning } from './review-failures.js'
import type { DeployPreviewOperation } from '../operations.js'
import type { AppRecord } from '../../service/answers.js'
import type { OperationContext } from '../handler.js'
import type { FoundRecord, PreviewRecord } from './preview-record.js'
import {
  capitalized,
  openSession,
  signedPreviewRecords,
  writeComment,
  type PullRequestSession
} from './pull-request-session.js'

/** Where the preview's record is: its comment, and the app it names. */
export interface FoundPreview {
  readonly comment?: IssueComment
  readonly publicKey?: string
  /** Every signed record of the preview, oldest first: several only when runs raced. */
  readonly records: readonly FoundRecord<IssueComment, PreviewRecord>[]
}

/** Reads the pull request's comments; without them nothing can be decided: a failure. */
export async function openPreviewSession(
  context: OperationContext,
  operation: DeployPreviewOperation
): Promise<PullRequestSession> {
  try {
    return await openSession(context, operation.target)
  } catch (error) {
    throw reviewFailure(error, 'without the record no app was created or updated')
  }
}

/**
 * The preview's record: the oldest own comment for its name. Several only when runs raced (the
 * others are settled by raced-records.ts once the run goes ahead).
 */
export function findPreview(
  session: PullRequestSession,
  operation: DeployPreviewOperation,
  { host }: OperationContext
): FoundPreview {
  const records = signedPreviewRecords(session, operation.previewName, host)
  const [first] = records
  if (!first) return { records }
  return { comment: first.comment, publicKey: first.record.publicKey, records }
}

/**
 * Writes the record before an app is created, so that an app is created only when it can be
 * recorded.
 *
 * @throws ActionFailure when the comment cannot be written: nothing was created
 */
export async function reserveRecord(
  session: PullRequestSession,
  comment: IssueComment | undefined,
  operation: DeployPreviewOperation
): Promise<IssueComment> {
  try {
    const body = renderPendingCommentBody(
      operation.previewName,
      operation.target.runUrl,
      session.recordKey,
      randomUUID(),
      session.api.terms
    )
    return await writeComment(session, comment, body)
  } catch (error) {
    throw reviewFailure(error, 'the preview could not be recorded, so no app was created')
  }
}

/**
 * Writes the comment with the app. For an update a failure is a warning (the record stands); for
 * a new app it fails the step, naming the app nothing records.
 */
export async function recordApp(
  session: PullRequestSession,
  comment: IssueComment | undefined,
  body: string,
  app: AppRecord,
  created: boolean,
  { host }: OperationContext
): Promise<IssueComment | undefined> {
  try {
    // Once an app exists, its record must be written: a passing GitHub failure is retried
    // (editing a comment twice leaves the same comment).
    return created
      ? await withRetries(() => writeComment(session, comment, body), host)
      : await writeComment(session, comment, body)
  } catch (error) {
    if (created) {
      const failure = reviewFailure(
        error,
        `app ${app.publicKey} was created but is not recorded, so nothing will update or delete it`
      )
      throw new ActionFailure(
        failure.kind,
        failure.message,
        `Delete app ${app.publicKey} on the dashboard before the next run, which creates a new app and records it.`
      )
    }
    host.warning(
      reviewWarning(
        error,
        `app ${app.publicKey} was updated, but the ${session.api.terms.comment} shows the previous deploy`
      ),
      `${capitalized(session.api.terms.comment)} not updated`
    )
    return comment
  }
}

/** Attempts at writing the record of an app just created, the first included. */
const RECORD_ATTEMPTS = 4

/**
 * Runs a GitHub write again after a failure that may pass (5xx, 429, a timeout or a dropped
 * connection), waiting 1, 2, 4 seconds; any other failure is thrown at once.
 */
async function withRetries<T>(write: () => Promise<T>, host: OperationContext['host']): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      const passing =
        error instanceof ReviewPlatformError &&
        (error.kind === 'unreachable' ||
          error.kind === 'timed-out' ||
          (error.status !== undefined && (error.status >= 500 || error.status === 429)))
      if (!passing || attempt >= RECORD_ATTEMPTS) throw error
      const waitMs = 1000 * 2 ** (attempt - 1)
      host.info(`Writing the record failed (${error.message}); trying again in ${waitMs / 1000} s.`)
      await host.sleep(waitMs)
    }
  }
}
