/**
 * Races leave nothing behind. Two signed records of one preview come from runs that raced past
 * each other (no concurrency group, two runs deploying the same preview, a re-run): each created
 * an app and a comment. The oldest record is the preview; the decision (preview-decision.ts)
 * names every other one to clean up: its app is the tool's (its signature proves it) and is
 * deleted once, then its comment. A record that names the preview's own app is a copy of its
 * marker (posted again under the same identity): only its comment is deleted, with a warning,
 * and the app stays. A reservation is left alone: its run may be creating its app right now, and
 * gives way by itself when it finds the older record. A dry run only reports.
 *
 * https://docs.appetize.io/rest-api (Deletes an app)
 */
import { escapeHtml } from '../../shared/html.js'
import { capitalized } from '../../review/terms.js'
import type { OperationContext } from '../handler.js'
import type { PullRequestSession } from './pull-request-session.js'
import type { Cleanup } from './preview-decision.js'
import type { FoundRecord } from './record-trust.js'
import { warning, type Note } from './notes.js'
import { reviewWarning } from './review-failures.js'

/**
 * Deletes the apps and comments the clean-up names; never the app the oldest record names, and
 * each other app once however many records name it.
 *
 * @param kept the oldest record: the preview
 * @returns the run's summary's paragraph about it ('' for nothing to clean up), and the warnings
 */
export async function settleRaces(
  session: PullRequestSession,
  previewName: string,
  kept: FoundRecord,
  cleanup: readonly Cleanup[],
  context: OperationContext
): Promise<{ section: string; notes: Note[] }> {
  const { dryRun } = context
  const term = session.terms.comment
  const notes: Note[] = []
  if (cleanup.length === 0) return { section: '', notes }
  const keptApp = kept.record.publicKey
  // Each app's delete, once: true when it is gone (or would be, in a dry run).
  const deleted = new Map<string, boolean>()
  const removed: string[] = []
  for (const { found, deleteApp } of cleanup) {
    const { comment } = found
    if (deleteApp === undefined && keptApp !== undefined) {
      notes.push(
        warning(
          `${capitalized(term)} ${comment.id} holds a copy of the record of preview ${previewName}, naming its app ${keptApp} (${session.terms.otherWriter} posted it under the same identity, or a run re-posted it): only the ${term} ${dryRun ? 'would be' : 'is'} deleted; app ${keptApp} stays the preview.`,
          'Copied record'
        )
      )
    } else if (deleteApp !== undefined) {
      if (!deleted.has(deleteApp)) {
        deleted.set(deleteApp, await deleteRacedApp(deleteApp, comment.id, context, notes, term))
      }
      // The record stays while its app does, so that a later run (or the close) deletes it.
      if (deleted.get(deleteApp) !== true) continue
    }
    await deleteComment(session, comment.id, notes)
    removed.push(
      found.record.publicKey === undefined
        ? `${term} ${comment.id}`
        : deleteApp === undefined
          ? `${term} ${comment.id} (a copy of the record; app ${keptApp} stays)`
          : `app ${deleteApp} and ${term} ${comment.id}`
    )
  }
  const keptText = keptApp === undefined ? '' : `app ${keptApp} in `
  const copiesOnly =
    keptApp !== undefined && cleanup.every(({ deleteApp }) => deleteApp === undefined)
  const why = copiesOnly ? 'its record was copied' : 'runs raced past each other'
  const count = cleanup.length + 1
  const text = `${count} ${term}s recorded preview ${previewName} (${why}): ${keptText}${term} ${kept.comment.id}, the oldest, is the preview; ${removed.length === 0 ? 'nothing else could be deleted' : `${removed.join(', ')} ${dryRun ? 'would be' : 'were'} deleted`}.`
  notes.push(warning(text, 'Several records'))
  return { section: `<p>${escapeHtml(text)}</p>`, notes }
}

/** Deletes a raced record's app; false (and a warning) when that failed. */
async function deleteRacedApp(
  app: string,
  commentId: string,
  { client }: OperationContext,
  notes: Note[],
  term: string
): Promise<boolean> {
  try {
    await client.deleteApp(app)
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    notes.push(
      warning(
        `Deleting app ${app} of a raced record (${term} ${commentId}) failed: ${reason} Its ${term} is kept, so that a later run or the close deletes it.`,
        'Raced app not deleted'
      )
    )
    return false
  }
}

async function deleteComment(
  session: PullRequestSession,
  commentId: string,
  notes: Note[]
): Promise<void> {
  try {
    await session.store.remove(commentId)
  } catch (error) {
    const term = session.terms.comment
    notes.push(
      warning(
        reviewWarning(error, `${term} ${commentId} of a raced record stays`),
        `${capitalized(term)} not deleted`
      )
    )
  }
}
