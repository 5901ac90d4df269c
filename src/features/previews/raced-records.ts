/**
 * Races leave nothing behind. Two signed records of one preview come from runs that raced past
 * each other (no concurrency group, two workflows deploying the same preview, a re-run): each
 * created an app and a comment. The oldest comment's record is the preview; every other record's
 * app is this action's (its signature proves it) and is deleted once, then its comment. A record
 * that names the preview's own app is a copy of its marker (posted again under the same identity,
 * the threat docs/previews.md names): only its comment is deleted, with a warning, and the app
 * stays. A record still "deploying" is left alone: its run may be creating its app right now, and
 * it gives way by itself when it finds the older record (deploy-claim.ts). A dry run only reports.
 *
 * https://docs.appetize.io/rest-api (Deletes an app)
 */
import type { IssueComment } from '../../review/review-platform.js'
import { escapeHtml } from '../../shared/html.js'
import type { OperationContext } from '../handler.js'
import type { FoundRecord, PreviewRecord } from './preview-record.js'
import { capitalized, type PullRequestSession } from './pull-request-session.js'
import { reviewWarning } from './review-failures.js'

type Found = FoundRecord<IssueComment, PreviewRecord>

/** True for a record whose run is still creating its app ("deploying", no app yet). */
export function isDeploying({ comment, record }: Found): boolean {
  return record.publicKey === undefined && comment.body.includes('(deploying)')
}

/**
 * Deletes the apps and comments of every record but the oldest (`found[0]`), except those still
 * deploying; never the app the oldest names (a record naming it only loses its comment), and each
 * other app once however many records name it. Says so in a warning.
 *
 * @param found the preview's signed records, oldest comment first
 * @returns the job summary's paragraph about it; '' when there was one record
 */
export async function settleRaces(
  session: PullRequestSession,
  previewName: string,
  found: readonly Found[],
  context: OperationContext
): Promise<string> {
  const { host, dryRun } = context
  const term = session.api.terms.comment
  const [kept, ...others] = found
  const raced = others.filter(other => !isDeploying(other))
  if (kept === undefined || raced.length === 0) return ''
  const keptApp = kept.record.publicKey
  // Each app's delete, once: true when it is gone (or would be, in a dry run).
  const deleted = new Map<string, boolean>()
  const removed: string[] = []
  for (const { comment, record } of raced) {
    const app = record.publicKey
    if (app !== undefined && app === keptApp) {
      host.warning(
        `${capitalized(term)} ${comment.id} holds a copy of the record of preview ${previewName}, naming its app ${app} (another workflow posted it under the same identity, or a run re-posted it): only the ${term} ${dryRun ? 'would be' : 'is'} deleted; app ${app} stays the preview.`,
        'Copied record'
      )
    } else if (app !== undefined) {
      if (!deleted.has(app)) deleted.set(app, await deleteRacedApp(app, comment, context))
      // The record stays while its app does, so that a later run (or the close) deletes it.
      if (deleted.get(app) !== true) continue
    }
    await deleteComment(session, comment, context)
    removed.push(
      app === undefined
        ? `${term} ${comment.id}`
        : app === keptApp
          ? `${term} ${comment.id} (a copy of the record; app ${app} stays)`
          : `app ${app} and ${term} ${comment.id}`
    )
  }
  const keptText = keptApp === undefined ? '' : `app ${keptApp} in `
  const copiesOnly =
    keptApp !== undefined && raced.every(({ record }) => record.publicKey === keptApp)
  const why = copiesOnly ? 'its record was copied' : 'runs raced past each other'
  const message = `${found.length} ${term}s recorded preview ${previewName} (${why}): ${keptText}${term} ${kept.comment.id}, the oldest, is the preview; ${removed.length === 0 ? 'nothing else could be deleted' : `${removed.join(', ')} ${dryRun ? 'would be' : 'were'} deleted`}.`
  host.warning(message, 'Several records')
  return `<p>${escapeHtml(message)}</p>`
}

/** Deletes a raced record's app; false (and a warning) when that failed. */
async function deleteRacedApp(
  app: string,
  comment: IssueComment,
  { client, host }: OperationContext
): Promise<boolean> {
  try {
    await client.deleteApp(app)
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    host.warning(
      `Deleting app ${app} of a raced record (comment ${comment.id}) failed: ${reason} Its comment is kept, so that a later run or the close deletes it.`,
      'Raced app not deleted'
    )
    return false
  }
}

async function deleteComment(
  session: PullRequestSession,
  comment: IssueComment,
  { host }: OperationContext
): Promise<void> {
  try {
    await session.api.deleteComment(session.repository, session.number, comment.id)
  } catch (error) {
    host.warning(
      reviewWarning(error, `${session.api.terms.comment} ${comment.id} of a raced record stays`),
      `${capitalized(session.api.terms.comment)} not deleted`
    )
  }
}
