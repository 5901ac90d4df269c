/**
 * Races leave nothing behind. Two signed records of one preview only come from runs that raced
 * past each other (no concurrency group, two workflows deploying the same preview, a re-run):
 * each created an app and a comment. The oldest comment's record is the preview; every other
 * record's app is this action's (its signature proves it) and is deleted, then its comment. A
 * record still "deploying" is left alone: its run may be creating its app right now, and it
 * gives way by itself when it finds the older record (deploy-claim.ts). A dry run only reports.
 *
 * https://docs.appetize.io/rest-api (Deletes an app)
 */
import type { IssueComment } from '../../review/review-platform.js'
import { escapeHtml } from '../../shared/html.js'
import type { OperationContext } from '../handler.js'
import type { FoundRecord, PreviewRecord } from './preview-record.js'
import type { PullRequestSession } from './pull-request-session.js'
import { reviewWarning } from './review-failures.js'

type Found = FoundRecord<IssueComment, PreviewRecord>

/** True for a record whose run is still creating its app ("deploying", no app yet). */
export function isDeploying({ comment, record }: Found): boolean {
  return record.publicKey === undefined && comment.body.includes('(deploying)')
}

/**
 * Deletes the apps and comments of every record but the oldest (`found[0]`), except those still
 * deploying; says so in a warning.
 *
 * @param found the preview's signed records, oldest comment first
 * @returns the job summary's paragraph about it; '' when there was one record
 */
export async function settleRaces(
  session: PullRequestSession,
  previewName: string,
  found: readonly Found[],
  { client, host, dryRun }: OperationContext
): Promise<string> {
  const [kept, ...others] = found
  const raced = others.filter(other => !isDeploying(other))
  if (kept === undefined || raced.length === 0) return ''
  const removed: string[] = []
  for (const { comment, record } of raced) {
    const app = record.publicKey
    try {
      if (app !== undefined) await client.deleteApp(app)
    } catch (error) {
      // The record stays, so that a later run (or the close) deletes the app.
      const reason = error instanceof Error ? error.message : String(error)
      host.warning(
        `Deleting app ${app ?? ''} of a raced record (comment ${comment.id}) failed: ${reason} Its comment is kept, so that a later run or the close deletes it.`,
        'Raced app not deleted'
      )
      continue
    }
    try {
      await session.api.deleteComment(session.repository, session.number, comment.id)
    } catch (error) {
      host.warning(
        reviewWarning(error, `comment ${comment.id} of a raced record stays`),
        'Comment not deleted'
      )
    }
    removed.push(
      app === undefined ? `comment ${comment.id}` : `app ${app} and comment ${comment.id}`
    )
  }
  const keptApp = kept.record.publicKey === undefined ? '' : `app ${kept.record.publicKey} in `
  const message = `${found.length} comments recorded preview ${previewName} (runs raced past each other): ${keptApp}comment ${kept.comment.id}, the oldest, is the preview; ${removed.length === 0 ? 'nothing else could be deleted' : `${removed.join(', ')} ${dryRun ? 'would be' : 'were'} deleted`}.`
  host.warning(message, 'Several records')
  return `<p>${escapeHtml(message)}</p>`
}
