/**
 * Deletes the pull request's preview app(s) when it closes (`DELETE {v1}/apps/{publicKey}`; a 404
 * means the app is already gone), then edits each comment to say so (its record keeps the
 * previewName, without an app) and marks the deployments inactive. No build is needed.
 *
 * https://docs.appetize.io/rest-api (Deletes an app)
 */
import {
  renderKeptCommentBody,
  renderRemovedCommentBody,
  renderRemovedCommentMarkdown,
  type RemovedCommentContent
} from './comment-body.js'
import { afterKeepMark, keepMark, pullRequestName } from '../../review/terms.js'
import { isReservation } from './preview-record.js'
import { recordsOf, warningsOf, type FoundRecord } from './record-trust.js'
import { decide } from './preview-decision.js'
import { info, notice, tell, warning, type Note } from './notes.js'
import { reviewFailure, reviewWarning } from './review-failures.js'
import { escapeHtml } from '../../shared/html.js'
import type { StepOutputs } from '../step-outputs.js'
import type { RemovePreviewsOperation } from '../operations.js'
import { markdownSection } from './comment-content.js'
import type { OperationContext, OperationHandler, OperationResult } from '../handler.js'
import { reportPreviewStatus, retireDeployments } from './preview-deployments.js'
import { capitalized, openSession, type PullRequestSession } from './pull-request-session.js'

/**
 * The `remove-previews` handler. Sets `previewAction` (`deleted`, also when nothing was recorded)
 * and `commentUrl`; its summary section is the removed comment of each preview. What it did is
 * told once, at the end, also when a delete fails (the log then names what was done before).
 */
export const removePreviews: Omit<OperationHandler<RemovePreviewsOperation>, 'title'> = {
  async run(operation, context) {
    const session = await open(context, operation)
    const notes: Note[] = [...session.notes, ...warningsOf(session.records, operation.previewName)]
    try {
      return await remove(session, operation, context, notes)
    } finally {
      tell(context.host, notes)
    }
  }
}

/** Decides, then removes or keeps the recorded previews, adding what it did to `notes`. */
async function remove(
  session: PullRequestSession,
  operation: RemovePreviewsOperation,
  context: OperationContext,
  notes: Note[]
): Promise<OperationResult> {
  const { client, host } = context
  const decision = decide({
    lifecycle: 'closed',
    now: undefined,
    deploys: operation.target.pullRequest.headSha,
    records: recordsOf(session.records, operation.previewName),
    labels: operation.target.pullRequest.labels,
    keepLabel: operation.keepLabel
  })
  if (decision.kind === 'kept') return keep(session, decision.records, operation, notes)
  const found = decision.kind === 'remove' ? decision.records : []
  const outputs: StepOutputs = { previewAction: 'deleted' }
  const sections: string[] = []
  if (found.length === 0) notes.push(notice(`${nothingRecorded(operation)}: nothing to delete.`))
  // Two records may name one app (a copy of a marker): it is deleted once.
  const deleted = new Set<string>()
  for (const { comment, record } of found) {
    const { publicKey } = record
    if (isReservation(record)) {
      // A run stopped between writing "deploying" and recording its app: one may exist.
      notes.push(
        warning(
          `Preview ${record.previewName} was being created when its run stopped, and no app was recorded; one may still exist. Look on the dashboard for an app whose note names ${pullRequestName(operation.target.pullRequest.number, session.terms)} and delete it by hand.`,
          'Preview not recorded'
        )
      )
    } else if (publicKey === undefined) {
      notes.push(
        notice(`Preview ${record.previewName} records no app (removed already): nothing to delete.`)
      )
    }
    if (publicKey !== undefined && deleted.has(publicKey)) {
      notes.push(
        warning(
          `${capitalized(session.terms.comment)} ${comment.id} holds a copy of the record of preview ${record.previewName} (app ${publicKey}), which is deleted once; this ${session.terms.comment} says it was removed too.`,
          'Copied record'
        )
      )
    } else if (publicKey !== undefined) {
      deleted.add(publicKey)
      const result = await client.deleteApp(publicKey)
      const preview = `(preview ${record.previewName})`
      notes.push(
        result !== 'deleted' && !context.dryRun
          ? notice(`App ${publicKey} ${preview} was already gone (404).`)
          : info(
              context.dryRun
                ? `Dry run: app ${publicKey} ${preview} would be deleted.`
                : `Deleted app ${publicKey} ${preview}.`
            )
      )
    }
    const content = {
      ...removedContent(operation, record.previewName, publicKey, host.now()),
      terms: session.terms,
      authorId: comment.authorId
    }
    outputs.commentUrl ??= comment.url
    try {
      const body = renderRemovedCommentBody(content, session.recordKey)
      notes.push(...(await rewrite(session, comment, body)))
    } catch (error) {
      const consequence = `the preview was removed, but its ${session.terms.comment} still shows it`
      notes.push(notUpdated(session, reviewWarning(error, consequence)))
    }
    sections.push(markdownSection(renderRemovedCommentMarkdown(content)))
  }
  for (const { record } of found) {
    const { headSha: sha } = operation.target.pullRequest
    const preview = { sha, previewName: record.previewName, state: 'stopped' as const }
    notes.push(...(await reportPreviewStatus(session, preview)))
  }
  for (const { environment, previewName } of retirements(operation, found)) {
    notes.push(...(await retireDeployments(session, environment, previewName)))
  }
  if (sections.length === 0) {
    sections.push(`<h3>Preview</h3>\n<p>${escapeHtml(nothingRecorded(operation))}.</p>`)
  }
  return { outputs, section: sections.join('\n') }
}

type Found = FoundRecord

/** The warning that a record's comment was not rewritten, and why. */
function notUpdated(session: PullRequestSession, why: string): Note {
  return warning(why, `${capitalized(session.terms.comment)} not updated`)
}

/**
 * Rewrites a record's comment, after reading it again (issue 48): a comment that another run
 * has written since (a record naming another app) is left as it is, and said so.
 *
 * @returns what to tell: nothing, or the warning that the comment was left as it is
 */
async function rewrite(
  session: PullRequestSession,
  comment: Found['comment'],
  body: string
): Promise<Note[]> {
  if (!session.dryRun) {
    const now = await session.store.read(comment.id)
    if (now === undefined) return []
    if (now.body !== comment.body) {
      const term = capitalized(session.terms.comment)
      return [
        notUpdated(
          session,
          `${term} ${comment.id} was written by another run while this one removed the preview: it is left as it is.`
        )
      ]
    }
  }
  await session.store.write(comment.id, body)
  return []
}

/** Keeps the apps, and says so in their comments (and in `notes`): `previewAction=kept`. */
async function keep(
  session: PullRequestSession,
  kept: readonly Found[],
  operation: RemovePreviewsOperation,
  notes: Note[]
): Promise<OperationResult> {
  const stopped = operation.target.pullRequest.state === 'open'
  for (const { comment } of kept) {
    const body = renderKeptCommentBody(comment.body, operation.keepLabel, session.terms, stopped)
    try {
      notes.push(...(await rewrite(session, comment, body)))
    } catch (error) {
      const consequence = `the preview was kept, but its ${session.terms.comment} does not say so`
      notes.push(notUpdated(session, reviewWarning(error, consequence)))
    }
  }
  const apps = new Set(kept.map(({ record }) => `${record.previewName} (app ${record.publicKey})`))
  const message = `${keptReason(operation)}: kept ${[...apps].join(', ')}. ${afterKeepMark(operation.target.terms, 'them')}`
  notes.push(notice(message, 'Preview kept'))
  return {
    outputs: { previewAction: 'kept', commentUrl: kept[0]?.comment.url ?? '' },
    section: `<h3>Preview kept</h3>\n<p>${escapeHtml(message)}</p>`
  }
}

function keptReason(operation: RemovePreviewsOperation): string {
  return `${capitalized(pullRequestName(operation.target.pullRequest.number, operation.target.terms))} carries ${keepMark(operation.keepLabel, operation.target.terms)}`
}

/**
 * The deployments to retire: of the `deploymentEnvironment` input when given, else of the
 * environment each record names (a record of version 1.1 or earlier names none).
 */
function retirements(
  operation: RemovePreviewsOperation,
  found: readonly Found[]
): { environment: string; previewName: string | undefined }[] {
  if (operation.deploymentEnvironment !== undefined) {
    return [{ environment: operation.deploymentEnvironment, previewName: operation.previewName }]
  }
  return found.flatMap(({ record }) =>
    record.environment === undefined
      ? []
      : [{ environment: record.environment, previewName: record.previewName }]
  )
}

async function open(
  context: OperationContext,
  operation: RemovePreviewsOperation
): Promise<PullRequestSession> {
  try {
    return await openSession(context, operation.target)
  } catch (error) {
    throw reviewFailure(error, 'without the record no preview app was deleted')
  }
}

function removedContent(
  operation: RemovePreviewsOperation,
  previewName: string,
  publicKey: string | undefined,
  now: number
): Omit<RemovedCommentContent, 'terms'> {
  return {
    previewName,
    publicKey,
    merged: operation.target.pullRequest.merged,
    removedAt: new Date(now),
    // Still open: its preview was stopped by hand or by the platform (an environment's timer).
    stopped: operation.target.pullRequest.state === 'open'
  }
}

function nothingRecorded(operation: RemovePreviewsOperation): string {
  const which =
    operation.previewName === undefined ? 'No preview' : `No preview ${operation.previewName}`
  return `${which} is recorded on ${pullRequestName(operation.target.pullRequest.number, operation.target.terms)}`
}
