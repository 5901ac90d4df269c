/**
 * The clean-up run (`sweep: true`): removes the previews of closed pull requests and those that
 * went without a deploy for longer than `previewTtl`, unless the pull request carries
 * `keepLabel`. It acts only on signed records in the token's own comments, as the preview step
 * does, so it never removes an app that no such record holds; possible leaks are reported. A
 * removal is what a close does: the app deleted (a 404 means already gone), the comment edited,
 * the deployments marked inactive and deleted. Everything is read before anything is removed, so
 * the guard rail (`sweepMaxDeletes`) stops a sweep before its first removal.
 *
 * https://docs.appetize.io/rest-api (Deletes an app)
 * https://docs.github.com/rest/deployments/deployments#delete-a-deployment
 */
import { ActionFailure } from '../../shared/failure.js'
import { pullRequestName, type ReviewPlatform } from '../../review/review-platform.js'
import type { OperationContext, OperationHandler, OperationResult } from '../handler.js'
import type { SweepPreviewsOperation } from '../operations.js'
import { renderRemovedCommentBody } from './comment-body.js'
import { retireDeployments } from './preview-deployments.js'
import { capitalized, type PullRequestSession } from './pull-request-session.js'
import { reviewFailure, reviewWarning } from './review-failures.js'
import { findSweptPreviews, type SweepFindings } from './sweep-findings.js'
import { findUnrecordedApps, renderSweepSummary, ttlInWords } from './sweep-report.js'
import { input, message } from '../../shared/message.js'

/** One entry of the `sweptPreviews` step output. */
interface SweptPreview {
  readonly pullRequest: number
  readonly previewName: string
  readonly publicKey: string
  readonly reason: 'closed' | 'expired'
}

/** The `sweep-previews` handler. Sets `sweptPreviews`; its summary section is the sweep's report. */
export const sweepPreviews: Omit<OperationHandler<SweepPreviewsOperation>, 'title'> = {
  run: (operation, context) => sweep(operation, context)
}

async function sweep(
  operation: SweepPreviewsOperation,
  context: OperationContext
): Promise<OperationResult> {
  const { host, dryRun } = context
  let api: ReviewPlatform
  let findings: SweepFindings
  try {
    api = await context.reviewPlatform()
    findings = await findSweptPreviews(api, operation, context)
  } catch (error) {
    throw reviewFailure(error, 'nothing was removed')
  }
  warnUntrusted(findings, context)
  const unrecorded = await findUnrecordedApps(
    context.client,
    operation.repository,
    findings,
    host,
    api.terms
  )
  // The job summary lists them too; a terminal has none, so the log says it.
  for (const { publicKey, note } of unrecorded.matched ? unrecorded.apps : []) {
    host.info(
      `App ${publicKey} (note “${note}”) names a ${api.terms.pullRequest} of this repository, but no record holds it: reported, never deleted. Check it on the dashboard.`
    )
  }
  for (const { pullRequest, record, reason } of findings.toRemove) {
    host.info(
      `${dryRun ? 'Would remove' : 'To remove'}: preview ${record.previewName} (app ${record.publicKey}) of ${pullRequestName(pullRequest.number, api.terms)}: ${reason}.`
    )
  }
  const count = findings.toRemove.length
  if (count > operation.maxDeletes) {
    const found = message`The sweep found ${count} previews to remove, more than ${input('sweepMaxDeletes')} (${operation.maxDeletes})`
    const advice = message`Check the previews listed in the log; if they are right, set ${input('sweepMaxDeletes')} to ${count} or more for one run.`
    if (!dryRun) throw new ActionFailure('guard-rail', message`${found}: it removed none.`, advice)
    host.warning(message`${found}: a sweep would stop before removing any. ${advice}`, 'Guard rail')
  }
  const swept: SweptPreview[] = []
  for (const preview of findings.toRemove) {
    const { pullRequest, record, reason } = preview
    // In a dry run the clients record the removal's writes instead of sending them.
    await remove(preview, api, operation, context)
    swept.push({
      pullRequest: pullRequest.number,
      previewName: record.previewName,
      publicKey: record.publicKey,
      reason
    })
  }
  host.info(
    `${dryRun ? 'Dry run: would remove' : 'Removed'} ${swept.length} preview(s); kept ${findings.kept.length}.`
  )
  return {
    outputs: { sweptPreviews: JSON.stringify(swept) },
    section: renderSweepSummary(operation, findings, unrecorded, dryRun, api.terms),
    // What a sweep would remove is what its dry run is for.
    describesDryRun: true
  }
}

type Removal = SweepFindings['toRemove'][number]

/**
 * Removes one preview as a close does. The app's delete must succeed (a failure stops the sweep,
 * naming what was removed before in the log); the comment and the deployments are best effort.
 */
async function remove(
  preview: Removal,
  api: ReviewPlatform,
  operation: SweepPreviewsOperation,
  { client, host, dryRun }: OperationContext
): Promise<void> {
  const { pullRequest, record, comment, copies, recordKey, reason } = preview
  const result = await client.deleteApp(record.publicKey)
  const done = dryRun ? 'Would delete' : result === 'deleted' ? 'Deleted' : 'Already gone (404):'
  host.info(
    `${done} app ${record.publicKey} (preview ${record.previewName} of ${pullRequestName(pullRequest.number, api.terms)}, ${reason}).`
  )
  const body = renderRemovedCommentBody(
    {
      previewName: record.previewName,
      publicKey: record.publicKey,
      merged: pullRequest.merged,
      removedAt: new Date(host.now()),
      expiredAfter: reason === 'expired' ? ttlInWords(operation.ttl) : undefined,
      terms: api.terms,
      authorId: comment.authorId
    },
    recordKey
  )
  // Each comment naming the app says it was removed, so that no later sweep finds it again.
  for (const each of [comment, ...copies]) {
    try {
      await api.records(operation.repository, pullRequest.number).write(each.id, body)
    } catch (error) {
      host.warning(
        reviewWarning(
          error,
          `the preview was removed, but its ${api.terms.comment} still shows it`
        ),
        `${capitalized(api.terms.comment)} not updated`
      )
    }
  }
  if (record.environment !== undefined) {
    const session = sessionOf(preview, api, operation, dryRun)
    await retireDeployments(session, record.environment, record.previewName, host)
  }
}

/** What the deployment functions need of a pull request (its comments are not read again). */
function sessionOf(
  { pullRequest, recordKey }: Removal,
  api: ReviewPlatform,
  operation: SweepPreviewsOperation,
  dryRun: boolean
): PullRequestSession {
  return {
    api,
    store: api.records(operation.repository, pullRequest.number),
    repository: operation.repository,
    number: pullRequest.number,
    terms: api.terms,
    records: { signed: [], untrusted: [], updates: [], warnings: [], identity: undefined },
    recordKey,
    dryRun,
    notes: []
  }
}

/** One warning for the records a sweep left alone for want of a valid signature. */
function warnUntrusted(findings: SweepFindings, { host }: OperationContext): void {
  if (findings.untrusted.length === 0) return
  const listed = findings.untrusted
    .map(
      ({ pullRequest, previewName, publicKey }) =>
        `#${pullRequest} ${previewName}${publicKey === undefined ? '' : ` (app ${publicKey})`}`
    )
    .join(', ')
  host.warning(
    message`${findings.untrusted.length} record(s) by ${findings.login} carry no valid signature of this ${input('apiToken')} (another run wrote them under the same identity, or an earlier ${input('apiToken')} did): ${listed}. They and their apps were left alone.`,
    'Record not trusted'
  )
}
