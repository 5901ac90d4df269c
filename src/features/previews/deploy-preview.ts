/**
 * Creates or updates the pull request's preview app for one `previewName`, and keeps its record
 * in the sticky comment: the app the record names is updated; without a record, or when the
 * recorded app is gone (404), an app is created (`POST {v1}/apps`) and recorded. The record is
 * written first ("deploying"), so that no app is created that could not be recorded; and nothing
 * is created for a pull request that is closed now (a re-run of an earlier push). The newest
 * commit wins: a run whose pull request moved on, or that another run raced, is superseded
 * (pull-request-head.ts, deploy-claim.ts).
 *
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 * https://docs.appetize.io/rest-api (Create new app, Get a Single App)
 */
import { ActionFailure } from '../../shared/failure.js'
import { renderCommentBody, renderCommentMarkdown } from './comment-body.js'
import type { PreviewRecord } from './preview-record.js'
import { deviceLinks, deviceLinksOutput } from '../update-app/device-links.js'
import { appOutputs, type StepOutputs } from '../step-outputs.js'
import { describeBuild } from '../update-app/update-summary.js'
import type { DeployPreviewOperation } from '../operations.js'
import type { AppRecord } from '../../service/answers.js'
import type { UploadBody } from '../../service/upload/multipart-body.js'
import { skipClosed } from './closed-pull-request.js'
import { claimRecord } from './deploy-claim.js'
import { settleRaces } from './raced-records.js'
import { movedHead, readPullRequestNow, supersede } from './pull-request-head.js'
import { commentContent, markdownSection, readReportedApp } from './comment-content.js'
import type { OperationContext, OperationHandler, OperationResult } from '../handler.js'
import { findPreview, openPreviewSession, recordApp, reserveRecord } from './preview-comment.js'
import { recordDeployment } from './preview-deployments.js'
import { sendUpdate, uploadBody } from '../update-app/update-app.js'

/**
 * The `deploy-preview` handler (its title is in src/app/registry.ts). Sets the app's outputs, `previewAction`
 * (`created`, `updated`, `skipped` for a pull request closed now, or `superseded` alone),
 * `commentUrl` and `deviceLinks`; its summary section is the comment.
 */
export const deployPreview: Omit<OperationHandler<DeployPreviewOperation>, 'title'> = {
  async run(operation, context) {
    const { host, endpoints } = context
    const session = await openPreviewSession(context, operation)
    const found = findPreview(session, operation, context)
    const upload = await uploadBody(operation, context)
    const now = await readPullRequestNow(
      session,
      host,
      `the build is sent as if the ${session.api.terms.pullRequest} were open at the commit this run deploys`
    )
    if (found.publicKey === undefined && now?.state === 'closed') {
      return skipClosed(session.number, host, session.api.terms)
    }
    const moved = movedHead(now, operation.target.pullRequest.headSha)
    if (moved) {
      const by = { kind: 'moved', moved, sent: 'nothing' } as const
      return supersede(session, operation.previewName, by, undefined, host)
    }
    const raced = await settleRaces(session, operation.previewName, found.records, context)
    // The record's deploy time: when this build began to be sent (deploy-claim.ts compares it).
    const startedAt = host.now()
    let comment = found.comment
    let app =
      found.publicKey === undefined
        ? undefined
        : await update(found.publicKey, operation, upload, context)
    const created = app === undefined
    if (app === undefined) {
      if (found.publicKey !== undefined && now?.state === 'closed') {
        return skipClosed(session.number, host, session.api.terms)
      }
      comment = await reserveRecord(session, comment, operation)
      host.info(
        `POST ${context.client.createRequest(operation.fields).url}: a new ${operation.platform} app`
      )
      app = await context.client.createApp(operation.fields, upload)
      host.info(
        context.dryRun
          ? `Dry run: no app is recorded for preview ${operation.previewName}: one would be created.`
          : `Created app ${app.publicKey} (versionCode ${app.versionCode ?? '?'}).`
      )
    }
    const sent = {
      app,
      created,
      comment,
      createdComment: created && found.comment === undefined,
      startedAt
    }
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
      deployedAt: startedAt,
      environment: operation.deploymentEnvironment
    }
    const deployed = { record: app, appUrl: outputs.appUrl ?? '' }
    const content = commentContent(record, deployed, {
      target: operation.target,
      deviceLinks: links,
      reportedApp: await readReportedApp(context, app.publicKey, session.api.terms.comment),
      build: describeBuild(operation.fields, operation.build),
      now: host.now(),
      terms: session.api.terms,
      scrub: context.scrub
    })
    // Checked last, so that nothing slow stands between the check and the write.
    const superseded = await claimRecord(session, operation, sent, context)
    if (superseded) return withRaced(raced, superseded)
    const written = await recordApp(
      session,
      comment,
      renderCommentBody(content, session.recordKey),
      app,
      created,
      context
    )
    if (written) outputs.commentUrl = written.htmlUrl
    if (operation.deploymentEnvironment !== undefined) {
      await recordDeployment(
        session,
        {
          environment: operation.deploymentEnvironment,
          previewName: operation.previewName,
          sha: operation.target.pullRequest.headSha,
          appUrl: outputs.appUrl ?? '',
          runUrl: operation.target.runUrl
        },
        host
      )
    }
    const section = `${raced}${markdownSection(renderCommentMarkdown(content))}`
    return { outputs, section, app: deployed }
  }
}

/** A result with the summary's paragraph about raced records ('' for none) before its section. */
function withRaced(racedSection: string, result: OperationResult): OperationResult {
  return racedSection === ''
    ? result
    : {
        ...result,
        section: `${racedSection}
${result.section}`
      }
}

/**
 * Updates the recorded app; undefined when it no longer exists (deleted by hand): the caller
 * creates a new one and replaces the record.
 */
async function update(
  publicKey: string,
  operation: DeployPreviewOperation,
  upload: UploadBody | undefined,
  context: OperationContext
): Promise<AppRecord | undefined> {
  context.host.info(`POST ${context.client.appUrl(publicKey)}: the recorded app`)
  try {
    return await sendUpdate({ publicKey, fields: operation.fields }, upload, context)
  } catch (error) {
    if (!(error instanceof ActionFailure) || error.kind !== 'not-found') throw error
    context.host.warning(
      `The recorded app ${publicKey} no longer exists (404): a new app is created and the record replaced.`,
      'Preview app gone'
    )
    return undefined
  }
}
