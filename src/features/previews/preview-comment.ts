/**
 * The record of a preview in the sticky comment, as deploying it writes it: a reservation before
 * an app is created (its record says so, with the run's own random claim), and the record with
 * the app after, signed and bound to the comment's author.
 */
import { randomBytes } from 'node:crypto'
import { ActionFailure } from '../../shared/failure.js'
import { renderPendingCommentBody } from './comment-body.js'
import { ReviewPlatformError } from '../../review/review-error.js'
import type { StoredComment } from '../../review/record-store.js'
import { capitalized } from '../../review/terms.js'
import { reviewFailure, reviewWarning } from './review-failures.js'
import type { DeployPreviewOperation } from '../operations.js'
import type { AppRecord } from '../../service/answers.js'
import type { OperationContext } from '../handler.js'
import type { PreviewRecord } from './preview-record.js'
import { warning, type Note } from './notes.js'
import { openSession, type PullRequestSession } from './pull-request-session.js'

/** Reads the pull request's records; without them nothing can be decided: a failure. */
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

/** A reservation as written: its comment and the run's claim in it. */
export interface Reservation {
  readonly comment: StoredComment
  readonly claim: string
  /** True when the run created the comment (rather than writing into one found). */
  readonly createdComment: boolean
}

/**
 * Writes the reservation before an app is created, so that an app is created only when it can
 * be recorded: into `into` (a record without a live app, read again just now) or a new comment.
 *
 * @throws ActionFailure when the comment cannot be written: nothing was created
 */
export async function reserveRecord(
  session: PullRequestSession,
  into: StoredComment | undefined,
  operation: DeployPreviewOperation
): Promise<Reservation> {
  const claim = randomBytes(16).toString('base64url')
  const reservation: PreviewRecord = {
    kind: 'preview',
    previewName: operation.previewName,
    publicKey: undefined,
    claim,
    ...(into && into.authorId !== '' ? { authorId: into.authorId } : {})
  }
  const bodyOf = (record: PreviewRecord): string =>
    renderPendingCommentBody(record, operation.target.runUrl, session.recordKey, session.terms)
  try {
    if (into) {
      return {
        comment: await session.store.write(into.id, bodyOf(reservation)),
        claim,
        createdComment: false
      }
    }
    let comment = await session.store.create(bodyOf(reservation))
    // Unbound, a reservation whose run dies before recording its app would count for this run
    // (which wrote it) but for no later one, which would create an app and yield to it forever.
    if (session.store.bindsReservations === true && comment.authorId !== '') {
      const bound = { ...reservation, authorId: comment.authorId }
      comment = await session.store.write(comment.id, bodyOf(bound))
    }
    return { comment, claim, createdComment: true }
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
  commentId: string,
  body: string,
  app: AppRecord,
  created: boolean,
  { host }: OperationContext,
  notes: Note[]
): Promise<StoredComment | undefined> {
  try {
    // Once an app exists, its record must be written: a passing failure is retried (writing a
    // comment twice leaves the same comment).
    return created
      ? await withRetries(() => session.store.write(commentId, body), host)
      : await session.store.write(commentId, body)
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
    notes.push(
      warning(
        reviewWarning(
          error,
          `app ${app.publicKey} was updated, but the ${session.terms.comment} shows the previous deploy`
        ),
        `${capitalized(session.terms.comment)} not updated`
      )
    )
    return undefined
  }
}

/** Attempts at writing the record of an app just created, the first included. */
const RECORD_ATTEMPTS = 4

/**
 * Runs a write again after a failure that may pass (5xx, 429, a timeout or a dropped
 * connection), waiting 1, 2, 4 seconds; any other failure is thrown at once. Said as it happens,
 * so that a person watching sees why the run pauses.
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
