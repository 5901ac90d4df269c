/**
 * The clean-up run (`sweep: true`): removes the previews of closed pull requests and those that
 * went without a deploy for longer than `previewTtl`, unless the pull request carries
 * `keepLabel`. It acts only on signed records in the token's own comments, as the preview step
 * does, so it never removes an app that no such record holds; possible leaks are reported. A
 * removal is what a close does: the app deleted (a 404 means already gone), the comment edited,
 * the deployments marked inactive and deleted. Everything is read before anything is removed, so
 * the guard rail (`sweepMaxDeletes`) stops a sweep before its first removal. Last, it keeps the
 * platform's index of the pull requests with a preview (sweep-index.ts).
 *
 * https://docs.appetize.io/rest-api (Deletes an app)
 */
import { ActionFailure } from '../../shared/failure.js'
import type { ReviewPlatform } from '../../review/review-platform.js'
import { capitalized, pullRequestName } from '../../review/terms.js'
import type { OperationContext, OperationHandler, OperationResult } from '../handler.js'
import type { SweepPreviewsOperation } from '../operations.js'
import { renderRemovedCommentBody } from './comment-body.js'
import { info, tell, warning, type Note } from './notes.js'
import { reportPreviewStatus, retireDeployments } from './preview-deployments.js'
import type { PullRequestSession } from './pull-request-session.js'
import { reviewFailure, reviewWarning } from './review-failures.js'
import { findSweptPreviews, type SweepFindings } from './sweep-findings.js'
import { keepIndex } from './sweep-index.js'
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
  async run(operation, context) {
    // Told once, at the end, also when the sweep stops (the log then names what it did before).
    const notes: Note[] = []
    try {
      return await sweep(operation, context, notes)
    } finally {
      tell(context.host, notes)
    }
  }
}

/** Reads, decides and removes, adding what it did to `notes`. */
async function sweep(
  operation: SweepPreviewsOperation,
  context: OperationContext,
  notes: Note[]
): Promise<OperationResult> {
  const { dryRun } = context
  let api: ReviewPlatform
  let findings: SweepFindings
  try {
    api = await context.reviewPlatform()
    findings = await findSweptPreviews(api, operation, context)
  } catch (error) {
    throw reviewFailure(error, 'nothing was removed')
  }
  const { listed } = findings
  notes.push(
    info(
      `Read ${listed.pullRequests.length} ${api.terms.pullRequest}(s) of ${operation.repository.display} ${howListed(api, findings)}.`
    ),
    ...untrustedWarning(findings, api)
  )
  const { unrecorded, notes: listing } = await findUnrecordedApps(
    context.client,
    operation.repository,
    findings,
    api.terms
  )
  notes.push(...listing)
  // The run's summary lists them too; a terminal has none, so the log says it.
  for (const { publicKey, note } of unrecorded.matched ? unrecorded.apps : []) {
    notes.push(
      info(
        `App ${publicKey} (note “${note}”) names a ${api.terms.pullRequest} of this repository, but no record holds it: reported, never deleted. Check it on the dashboard.`
      )
    )
  }
  for (const { pullRequest, record, reason } of findings.toRemove) {
    notes.push(
      info(
        `${dryRun ? 'Would remove' : 'To remove'}: preview ${record.previewName} (app ${record.publicKey}) of ${pullRequestName(pullRequest.number, api.terms)}: ${reason}.`
      )
    )
  }
  const count = findings.toRemove.length
  if (count > operation.maxDeletes) {
    const found = message`The sweep found ${count} previews to remove, more than ${input('sweepMaxDeletes')} (${operation.maxDeletes})`
    const advice = message`Check the previews listed in the log; if they are right, set ${input('sweepMaxDeletes')} to ${count} or more for one run.`
    if (!dryRun) throw new ActionFailure('guard-rail', message`${found}: it removed none.`, advice)
    notes.push(
      warning(message`${found}: a sweep would stop before removing any. ${advice}`, 'Guard rail')
    )
  }
  const swept: SweptPreview[] = []
  for (const preview of findings.toRemove) {
    const { pullRequest, record, reason } = preview
    // In a dry run the clients record the removal's writes instead of sending them.
    notes.push(...(await remove(preview, api, operation, context)))
    swept.push({
      pullRequest: pullRequest.number,
      previewName: record.previewName,
      publicKey: record.publicKey,
      reason
    })
  }
  notes.push(
    info(
      `${dryRun ? 'Dry run: would remove' : 'Removed'} ${swept.length} preview(s); kept ${findings.kept.length}.`
    ),
    ...(await keepIndex(api, operation.repository, listed, indexed(findings), dryRun))
  )
  return {
    outputs: { sweptPreviews: JSON.stringify(swept) },
    section: renderSweepSummary(
      operation,
      findings,
      unrecorded,
      dryRun,
      api.terms,
      api.previewIndex?.label
    ),
    // What a sweep would remove is what its dry run is for.
    describesDryRun: true
  }
}

type Removal = SweepFindings['toRemove'][number]

/**
 * Removes one preview as a close does. The app's delete must succeed (a failure stops the sweep,
 * naming what was removed before in the log); the comment and the deployments are best effort.
 *
 * @returns what to tell: the app deleted, and the warnings of what could not be updated
 */
async function remove(
  preview: Removal,
  api: ReviewPlatform,
  operation: SweepPreviewsOperation,
  { client, host, dryRun }: OperationContext
): Promise<Note[]> {
  const { pullRequest, record, comment, copies, recordKey, reason } = preview
  const result = await client.deleteApp(record.publicKey)
  const store = api.records(operation.repository, pullRequest.number)
  const done = dryRun ? 'Would delete' : result === 'deleted' ? 'Deleted' : 'Already gone (404):'
  const notes = [
    info(
      `${done} app ${record.publicKey} (preview ${record.previewName} of ${pullRequestName(pullRequest.number, api.terms)}, ${reason}).`
    )
  ]
  // Each comment naming the app says it was removed, so that no later sweep finds it again; its
  // record stays bound to the comment's author.
  for (const each of [comment, ...copies]) {
    const body = renderRemovedCommentBody(
      {
        previewName: record.previewName,
        publicKey: record.publicKey,
        merged: pullRequest.merged,
        removedAt: new Date(host.now()),
        expiredAfter: reason === 'expired' ? ttlInWords(operation.ttl) : undefined,
        terms: api.terms,
        ...(each.authorId === '' ? {} : { authorId: each.authorId })
      },
      recordKey
    )
    try {
      await store.write(each.id, body)
    } catch (error) {
      const consequence = `the preview was removed, but its ${api.terms.comment} still shows it`
      const title = `${capitalized(api.terms.comment)} not updated`
      notes.push(warning(reviewWarning(error, consequence), title))
    }
  }
  const session: PullRequestSession = {
    api,
    store,
    repository: operation.repository,
    number: pullRequest.number,
    terms: api.terms,
    // The deployment calls read no records: the sweep read them already.
    records: { signed: [], untrusted: [], updates: [], warnings: [], identity: undefined },
    recordKey,
    dryRun,
    notes: []
  }
  if (record.environment !== undefined && api.deployments !== undefined) {
    notes.push(...(await retireDeployments(session, record.environment, record.previewName)))
  }
  const { headSha: sha } = pullRequest
  if (sha !== undefined) {
    const stopped = { sha, previewName: record.previewName, state: 'stopped' as const }
    notes.push(...(await reportPreviewStatus(session, stopped)))
  }
  return notes
}

/** How the platform found the pull requests the sweep read, for the log. */
function howListed(api: ReviewPlatform, { listed }: SweepFindings): string {
  const label = api.previewIndex?.label ?? ''
  if (listed.found === 'index') return `labelled ${label}`
  const scanned = 'every open one and the closed ones updated in the last 90 days'
  if (listed.unindexed === 'unreadable') {
    return `(${scanned}: the label ${label} could not be read or listed with this token, see docs/previews-sweep.md)`
  }
  if (listed.unindexed === 'incomplete') {
    return `(${scanned}: not every ${api.terms.pullRequest} with a preview is labelled ${label} yet)`
  }
  return `(${scanned})`
}

/** Each pull request read, and whether a record on it still names an app after the removals. */
function indexed(findings: SweepFindings) {
  const holding = new Set<number>([
    ...findings.kept.map(({ pullRequest }) => pullRequest.number),
    ...findings.deploying.map(({ pullRequest }) => pullRequest.number),
    ...findings.untrusted.flatMap(({ pullRequest, publicKey }) =>
      publicKey === undefined ? [] : [pullRequest]
    )
  ])
  return findings.listed.pullRequests.map(pullRequest => ({
    pullRequest,
    holdsApp: holding.has(pullRequest.number)
  }))
}

/** One warning for the records a sweep left alone for want of a valid signature; none if none. */
function untrustedWarning(findings: SweepFindings, api: ReviewPlatform): Note[] {
  if (findings.untrusted.length === 0) return []
  const listed = findings.untrusted
    .map(
      ({ pullRequest, previewName, publicKey }) =>
        `${api.terms.numberPrefix}${pullRequest} ${previewName}${publicKey === undefined ? '' : ` (app ${publicKey})`}`
    )
    .join(', ')
  return [
    warning(
      message`${findings.untrusted.length} record(s) in the token's own ${api.terms.comment}s carry no valid signature of this ${input('apiToken')} (${api.terms.otherWriter} wrote them under the same identity, or an earlier ${input('apiToken')} did): ${listed}. They and their apps were left alone.`,
      'Record not trusted'
    )
  ]
}
