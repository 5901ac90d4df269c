/**
 * What a preview run does between its two checkpoints: it updates the recorded app, or reserves
 * the record (reading its comment again first) and creates an app. preview-decision.ts says
 * which; this module acts and says what happened.
 *
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 * https://docs.appetize.io/rest-api (Create new app)
 */
import { ActionFailure } from '../../shared/failure.js'
import type { StoredComment } from '../../review/record-store.js'
import { capitalized } from '../../review/terms.js'
import type { DeployPreviewOperation } from '../operations.js'
import type { AppRecord } from '../../service/answers.js'
import type { UploadBody } from '../../service/upload/multipart-body.js'
import type { OperationContext } from '../handler.js'
import { sendUpdate } from '../update-app/update-app.js'
import { reserveRecord, type Reservation } from './preview-comment.js'
import type { PullRequestSession } from './pull-request-session.js'
import { judgeRecords, recordsOf, type FoundRecord } from './record-trust.js'
import { reviewFailure, reviewWarning } from './review-failures.js'
import { warning, type Note } from './notes.js'

/**
 * Updates the recorded app.
 *
 * @returns the updated app, or no app and the "Preview app gone" warning when it no longer
 *   exists (deleted by hand): the decision then replaces the record with a new app's
 * @throws ActionFailure when the update fails otherwise
 */
export async function updateApp(
  publicKey: string,
  operation: DeployPreviewOperation,
  upload: UploadBody | undefined,
  context: OperationContext
): Promise<{ app?: AppRecord; notes: Note[] }> {
  context.host.info(`POST ${context.client.appUrl(publicKey)}: the recorded app`)
  try {
    return {
      app: await sendUpdate({ publicKey, fields: operation.fields }, upload, context),
      notes: []
    }
  } catch (error) {
    if (!(error instanceof ActionFailure) || error.kind !== 'not-found') throw error
    const gone = `The recorded app ${publicKey} no longer exists (404): a new app is created and the record replaced.`
    return { notes: [warning(gone, 'Preview app gone')] }
  }
}

/**
 * The record `found` as its comment holds it now (issue 48: a run reads a comment again before
 * it reserves or rewrites it): the preview's records with it replaced by what is there now, or
 * left out when the comment is gone or no longer holds a record the tool acts on.
 *
 * @returns the records now, and whether that comment changed since it was read
 * @throws ActionFailure when it cannot be read: nothing was created
 */
export async function readAgain(
  session: PullRequestSession,
  records: readonly FoundRecord[],
  found: FoundRecord,
  previewName: string
): Promise<{ records: FoundRecord[]; changed: boolean }> {
  let now: StoredComment | undefined
  try {
    now = await session.store.read(found.comment.id)
  } catch (error) {
    throw reviewFailure(error, 'the preview could not be recorded, so no app was created')
  }
  if (now !== undefined && now.body === found.comment.body) {
    return { records: [...records], changed: false }
  }
  const { recordKey: key, terms, repository, number } = session
  const judged =
    now === undefined
      ? []
      : recordsOf(
          judgeRecords(
            [now],
            { key, terms, repository, number },
            session.records.identity ?? {
              authorId: found.comment.authorId,
              author: found.comment.author
            }
          ),
          previewName
        )
  const replaced = records.flatMap(each => (each.comment.id === found.comment.id ? judged : [each]))
  return { records: replaced, changed: true }
}

/** An app the run created, and the reservation that records it until its record is written. */
export interface CreatedApp {
  readonly app: AppRecord
  readonly reservation: Reservation
}

/**
 * Reserves the record (into `into`'s comment, or a new one), then creates the app
 * (`POST {v1}/apps`).
 *
 * @throws ActionFailure when the reservation cannot be written (nothing created) or the app
 *   cannot be created
 */
export async function createApp(
  session: PullRequestSession,
  into: FoundRecord | undefined,
  operation: DeployPreviewOperation,
  upload: UploadBody | undefined,
  context: OperationContext
): Promise<CreatedApp> {
  const reservation = await reserveRecord(session, into?.comment, operation)
  const { client, host } = context
  host.info(`POST ${client.createRequest(operation.fields).url}: a new ${operation.platform} app`)
  const app = await client.createApp(operation.fields, upload)
  host.info(
    context.dryRun
      ? `Dry run: no app is recorded for preview ${operation.previewName}: one would be created.`
      : `Created app ${app.publicKey} (versionCode ${app.versionCode ?? '?'}).`
  )
  return { app, reservation }
}

/**
 * Deletes the app a superseded run created, which no record will name; and its reservation when
 * the run created that comment and an older record is the preview.
 *
 * @returns what to tell: nothing, or the warning that the reservation's comment stays
 * @throws ActionFailure when the app cannot be deleted
 */
export async function deleteCreated(
  session: PullRequestSession,
  app: string,
  comment: string | undefined,
  context: OperationContext
): Promise<Note[]> {
  try {
    await context.client.deleteApp(app)
  } catch (error) {
    const failure = error instanceof ActionFailure ? error : undefined
    throw new ActionFailure(
      failure?.kind ?? 'unexpected',
      `${failure?.message ?? String(error)} App ${app} was created by this run, which was superseded, and no record names it.`,
      `Delete app ${app} on the dashboard; the preview's own app is the one its ${session.terms.comment} links.`
    )
  }
  if (comment === undefined) return []
  try {
    await session.store.remove(comment)
    return []
  } catch (error) {
    const term = session.terms.comment
    return [
      warning(
        reviewWarning(error, `${term} ${comment} still says the preview is being deployed`),
        `${capitalized(term)} not deleted`
      )
    ]
  }
}
