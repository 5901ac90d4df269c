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
import { pullRequestName, type IssueComment } from '../../review/review-platform.js'
import type { FoundRecord, PreviewRecord } from './preview-record.js'
import { reviewFailure, reviewWarning } from './review-failures.js'
import { escapeHtml } from '../../shared/html.js'
import type { StepOutputs } from '../step-outputs.js'
import type { RemovePreviewsOperation } from '../operations.js'
import { markdownSection } from './comment-content.js'
import type { OperationContext, OperationHandler, OperationResult } from '../handler.js'
import { retireDeployments } from './preview-deployments.js'
import {
  capitalized,
  openSession,
  signedPreviewRecords,
  type PullRequestSession
} from './pull-request-session.js'

/**
 * The `remove-previews` handler. Sets `previewAction` (`deleted`, also when nothing was recorded)
 * and `commentUrl`; its summary section is the removed comment of each preview.
 */
export const removePreviews: Omit<OperationHandler<RemovePreviewsOperation>, 'title'> = {
  async run(operation, context) {
    const { client, host } = context
    const session = await open(context, operation)
    const found = signedPreviewRecords(session, operation.previewName, host)
    const kept = keptPreviews(operation, found)
    if (kept.length > 0) return keep(session, kept, operation, context)
    const outputs: StepOutputs = { previewAction: 'deleted' }
    const sections: string[] = []
    if (found.length === 0) host.notice(`${nothingRecorded(operation)}: nothing to delete.`)
    // Two records may name one app (a copy of a marker): it is deleted once.
    const deleted = new Set<string>()
    for (const { comment, record } of found) {
      const { publicKey } = record
      if (publicKey === undefined && comment.body.includes('(deploying)')) {
        // A run stopped between writing "deploying" and recording its app: one may exist.
        host.warning(
          `Preview ${record.previewName} was being created when its run stopped, and no app was recorded; one may still exist. Look on the dashboard for an app whose note names ${pullRequestName(operation.target.pullRequest.number, session.api.terms)} and delete it by hand.`,
          'Preview not recorded'
        )
      } else if (publicKey === undefined) {
        host.notice(
          `Preview ${record.previewName} records no app (removed already): nothing to delete.`
        )
      }
      if (publicKey !== undefined && deleted.has(publicKey)) {
        host.warning(
          `${capitalized(session.api.terms.comment)} ${comment.id} holds a copy of the record of preview ${record.previewName} (app ${publicKey}), which is deleted once; this ${session.api.terms.comment} says it was removed too.`,
          'Copied record'
        )
      } else if (publicKey !== undefined) {
        deleted.add(publicKey)
        const result = await client.deleteApp(publicKey)
        const preview = `(preview ${record.previewName})`
        if (result !== 'deleted' && !context.dryRun) {
          host.notice(`App ${publicKey} ${preview} was already gone (404).`)
        } else {
          host.info(
            context.dryRun
              ? `Dry run: app ${publicKey} ${preview} would be deleted.`
              : `Deleted app ${publicKey} ${preview}.`
          )
        }
      }
      const content = {
        ...removedContent(operation, record.previewName, publicKey, host.now()),
        terms: session.api.terms
      }
      outputs.commentUrl ??= comment.htmlUrl
      try {
        await session.api.updateComment(
          session.repository,
          session.number,
          comment.id,
          renderRemovedCommentBody(content, session.recordKey)
        )
      } catch (error) {
        host.warning(
          reviewWarning(
            error,
            `the preview was removed, but its ${session.api.terms.comment} still shows it`
          ),
          `${capitalized(session.api.terms.comment)} not updated`
        )
      }
      sections.push(markdownSection(renderRemovedCommentMarkdown(content)))
    }
    for (const { environment, previewName } of retirements(operation, found)) {
      await retireDeployments(session, environment, previewName, host)
    }
    if (sections.length === 0) {
      sections.push(`<h3>Preview</h3>\n<p>${escapeHtml(nothingRecorded(operation))}.</p>`)
    }
    return { outputs, section: sections.join('\n') }
  }
}

type Found = FoundRecord<IssueComment, PreviewRecord>

/**
 * The recorded apps a close keeps: all of them when the pull request carries `keepLabel`
 * (GitHub's label names compare without regard to case), none otherwise.
 */
function keptPreviews(operation: RemovePreviewsOperation, found: readonly Found[]): Found[] {
  const label = operation.keepLabel.toLowerCase()
  const labelled = operation.target.pullRequest.labels.some(name => name.toLowerCase() === label)
  return labelled ? found.filter(({ record }) => record.publicKey !== undefined) : []
}

/** Keeps the apps, and says so in their comments: `previewAction=kept`. */
async function keep(
  session: PullRequestSession,
  kept: readonly Found[],
  operation: RemovePreviewsOperation,
  { host }: OperationContext
): Promise<OperationResult> {
  for (const { comment } of kept) {
    try {
      await session.api.updateComment(
        session.repository,
        session.number,
        comment.id,
        renderKeptCommentBody(
          comment.body,
          operation.keepLabel,
          session.api.terms,
          operation.target.pullRequest.state === 'open'
        )
      )
    } catch (error) {
      host.warning(
        reviewWarning(
          error,
          `the preview was kept, but its ${session.api.terms.comment} does not say so`
        ),
        `${capitalized(session.api.terms.comment)} not updated`
      )
    }
  }
  const apps = new Set(kept.map(({ record }) => `${record.previewName} (app ${record.publicKey})`))
  const message = `${keptReason(operation)}: kept ${[...apps].join(', ')}. Once the label is removed, the next sweep or close deletes them.`
  host.notice(message, 'Preview kept')
  return {
    outputs: { previewAction: 'kept', commentUrl: kept[0]?.comment.htmlUrl ?? '' },
    section: `<h3>Preview kept</h3>\n<p>${escapeHtml(message)}</p>`
  }
}

function keptReason(operation: RemovePreviewsOperation): string {
  return `${capitalized(pullRequestName(operation.target.pullRequest.number, operation.target.terms))} carries the label ${operation.keepLabel}`
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
): RemovedCommentContent {
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
