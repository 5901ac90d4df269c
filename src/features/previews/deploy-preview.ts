/**
 * Creates or updates the pull request's preview app for one `previewName`, and keeps its record
 * in the sticky comment. The handler reads (the records, the pull request now), decides
 * (preview-decision.ts: skip, superseded, update, create, clean-up of raced records), acts
 * (deploy-steps.ts) and records; at the second checkpoint it reads and decides again before the
 * record is written. The record is reserved first, so that no app is created that could not be
 * recorded; nothing is created for a pull request that is closed now; the newest commit wins.
 *
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 * https://docs.appetize.io/rest-api (Create new app, Get a Single App)
 */
import { renderCommentBody, renderCommentMarkdown } from './comment-body.js'
import type { PreviewRecord } from './preview-record.js'
import { deviceLinks, deviceLinksOutput } from '../update-app/device-links.js'
import { appOutputs, type StepOutputs } from '../step-outputs.js'
import { describeBuild } from '../update-app/update-summary.js'
import type { DeployPreviewOperation } from '../operations.js'
import { skipClosed } from './closed-pull-request.js'
import { settleRaces } from './raced-records.js'
import { readPullRequestNow, superseded } from './pull-request-head.js'
import { commentContent, markdownSection, readReportedApp } from './comment-content.js'
import type { OperationContext, OperationHandler, OperationResult } from '../handler.js'
import { openPreviewSession, recordApp } from './preview-comment.js'
import { recordDeployment, reportPreviewStatus } from './preview-deployments.js'
import { uploadBody } from '../update-app/update-app.js'
import { decide, type Observed } from './preview-decision.js'
import { createApp, readAgain, updateApp } from './deploy-steps.js'
import { secondCheckpoint, type Sent } from './record-checkpoint.js'
import { tell, told, withRaced, type Note } from './notes.js'
import { recordsOf, warningsOf } from './record-trust.js'
import type { PullRequestSession } from './pull-request-session.js'
import { indexPreview } from './sweep-index.js'

/**
 * The `deploy-preview` handler (its title is in src/app/registry.ts). Sets the app's outputs,
 * `previewAction` (`created`, `updated`, `skipped` for a pull request closed now, or
 * `superseded` alone), `commentUrl` and `deviceLinks`; its summary section is the comment.
 */
export const deployPreview: Omit<OperationHandler<DeployPreviewOperation>, 'title'> = {
  async run(operation, context) {
    const { host, endpoints } = context
    const session = await openPreviewSession(context, operation)
    tell(host, [...session.notes, ...warningsOf(session.records, operation.previewName)])
    const upload = await uploadBody(operation, context)
    const { target } = operation
    let now = target.readNow
    if (now === undefined) {
      const read = await readPullRequestNow(
        session,
        `the build is sent as if the ${session.terms.pullRequest} were open at the commit this run deploys`
      )
      tell(host, read.notes)
      now = read.details
    }
    const observed = {
      lifecycle: target.pullRequest.lifecycle,
      now,
      deploys: target.pullRequest.headSha,
      records: recordsOf(session.records, operation.previewName)
    }
    const sent = await send(session, operation, observed, upload, context)
    if ('outputs' in sent) return sent
    const { app, created, comment } = sent
    const outputs: StepOutputs = {
      ...appOutputs(endpoints, app),
      previewAction: created ? 'created' : 'updated'
    }
    // A dry run's new app has no page from the service yet: no links, and nothing to warn of.
    const links = deviceLinks(
      outputs.appUrl ?? '',
      operation,
      context.dryRun ? { warning: () => {} } : host
    )
    if (operation.devices.length > 0) outputs.deviceLinks = deviceLinksOutput(links)
    // The deploy time lets a sweep measure previewTtl; the environment lets it find the
    // deployments (a sweep step has no deploymentEnvironment input).
    const record: PreviewRecord = {
      kind: 'preview',
      previewName: operation.previewName,
      publicKey: app.publicKey,
      deployedAt: sent.startedAt,
      environment: operation.deploymentEnvironment,
      ...(comment.authorId === '' ? {} : { authorId: comment.authorId })
    }
    const deployed = { record: app, appUrl: outputs.appUrl ?? '' }
    const reported = await readReportedApp(context, app.publicKey, session.terms.comment)
    tell(host, reported.notes)
    const content = commentContent(record, deployed, {
      target,
      deviceLinks: links,
      reportedApp: reported.reportedApp,
      build: describeBuild(operation.fields, operation.build),
      now: host.now(),
      terms: session.terms,
      scrub: context.scrub
    })
    // Checked last, so that nothing slow stands between the check and the write.
    const yielded = await secondCheckpoint(session, operation, observed, sent, context)
    if (yielded) return withRaced(sent.raced, yielded)
    const notes: Note[] = []
    const body = renderCommentBody(content, session.recordKey)
    const written = await recordApp(session, comment.id, body, app, created, context, notes)
    if (written) notes.push(...(await indexPreview(session, target.pullRequest.labels)))
    outputs.commentUrl = (written ?? comment).url
    if (operation.deploymentEnvironment !== undefined) {
      const deployment = {
        environment: operation.deploymentEnvironment,
        previewName: operation.previewName,
        sha: target.pullRequest.headSha,
        appUrl: outputs.appUrl ?? '',
        runUrl: target.runUrl
      }
      notes.push(...(await recordDeployment(session, deployment)))
    }
    const { headSha: sha } = target.pullRequest
    const status = { sha, previewName: operation.previewName, state: 'deployed' as const }
    notes.push(...(await reportPreviewStatus(session, { ...status, appUrl: outputs.appUrl })))
    tell(host, notes)
    const section = `${sent.raced}${markdownSection(renderCommentMarkdown(content))}`
    return { outputs, section, app: deployed }
  }
}

/**
 * Decides before the build is sent and acts: skip, superseded, or the update or creation (with
 * the clean-up of raced records first). A recorded app found gone, or a record found changed
 * when its comment is read again before the reservation, is decided again.
 */
async function send(
  session: PullRequestSession,
  operation: DeployPreviewOperation,
  observed: Observed,
  upload: Parameters<typeof updateApp>[2],
  context: OperationContext
): Promise<Sent | OperationResult> {
  const { host } = context
  const name = operation.previewName
  let records = observed.records ?? []
  let gone: string | undefined
  let raced = ''
  const fresh = new Set<string>()
  for (let round = 0; ; round++) {
    const decision = decide({ ...observed, records, gone })
    if (decision.kind === 'skip') return told(host, skipClosed(session.number, session.terms))
    if (decision.kind === 'superseded') {
      return told(host, superseded(session, name, decision.by, { kind: 'nothing' }))
    }
    if (decision.kind !== 'update' && decision.kind !== 'create') {
      throw new TypeError(`A deploy decided to ${decision.kind}`)
    }
    const kept = decision.kind === 'update' ? decision.record : decision.into
    if (round === 0 && kept !== undefined) {
      const settled = await settleRaces(session, name, kept, decision.cleanup, context)
      tell(host, settled.notes)
      raced = settled.section
    }
    // The record's deploy time: when this build began to be sent (the second check compares it).
    const startedAt = host.now()
    if (decision.kind === 'update') {
      const key = decision.record.record.publicKey ?? ''
      const { app, notes } = await updateApp(key, operation, upload, context)
      tell(host, notes)
      if (app) return { app, created: false, comment: decision.record.comment, startedAt, raced }
      gone = key
      continue
    }
    const into = decision.into
    if (into !== undefined && !session.dryRun && !fresh.has(into.comment.id) && round < 4) {
      // Read again: a run that finished since may have recorded its app there.
      const again = await readAgain(session, records, into, name)
      fresh.add(into.comment.id)
      if (again.changed) {
        records = again.records
        continue
      }
    }
    const { app, reservation } = await createApp(session, into, operation, upload, context)
    return { app, created: true, comment: reservation.comment, reservation, startedAt, raced }
  }
}
