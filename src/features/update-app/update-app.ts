import type { UpdateAppOperation } from '../operations.js'
import { appOutputs } from '../step-outputs.js'
import { updateSection } from './update-summary.js'
import { redactUrl } from '../../shared/url-redaction.js'
import type { AppRecord } from '../../service/answers.js'
import { LostUpdateAnswer } from '../../service/lost-update-answer.js'
import type { UploadBody } from '../../service/upload/multipart-body.js'
import type { OperationContext, OperationHandler } from '../handler.js'

/**
 * Updates an existing app with exactly the fields given, and/or uploads a build
 * (https://docs.appetize.io/rest-api/v1/update-existing-app,
 * https://docs.appetize.io/rest-api/v1/direct-file-uploads).
 */
export const updateApp: OperationHandler<UpdateAppOperation> = {
  title: operation => `Update app ${operation.publicKey}`,

  async run(operation, context) {
    const { host, client, endpoints, dryRun } = context
    const { publicKey, fields } = operation
    const upload = await uploadBody(operation, context)
    const sent = [...Object.keys(fields), ...(upload ? ['file'] : [])]
    host.info(`POST ${client.appUrl(publicKey)}: ${sent.join(', ')}`)
    if (typeof fields.url === 'string') host.info(`Build: ${redactUrl(fields.url)}`)
    if (upload) host.info(`${dryRun ? 'Would upload' : 'Uploading'} ${upload.fileDescription}`)
    const app = await sendUpdate(operation, upload, context)
    host.info(
      dryRun
        ? `Dry run: app ${publicKey} would be updated.`
        : `Updated: versionCode ${app.versionCode ?? '(not in the answer)'}`
    )
    const outputs = appOutputs(endpoints, app)
    // A dry run's app has no page from the service yet: its links are not known, and not needed.
    let linksTable: string | undefined
    if (operation.devices && !dryRun) {
      const { deviceLinks, deviceLinksOutput } = await import('./device-links.js')
      const { linkGridHtml } = await import('./link-grid-table.js')
      const grid = deviceLinks(
        outputs.appUrl ?? '',
        { ...operation, devices: operation.devices },
        host
      )
      outputs.deviceLinks = deviceLinksOutput(grid)
      linksTable = linkGridHtml(grid)
    }
    return {
      outputs,
      section: updateSection(operation, outputs, linksTable),
      app: { record: app, appUrl: outputs.appUrl ?? '' }
    }
  }
}

/**
 * Sends the update. When its answer was lost (sent whole and no answer came, or a 2xx status
 * line arrived but the answer broke off or cannot be used), the app is read back and the
 * read-backs decide (lost-answer.ts): the outputs come only from one that shows this update
 * took effect, and the update is sent once more only when they prove the service did not apply
 * it.
 *
 * @throws ActionFailure; see `decideLostUpdate` for an answer that was lost
 */
export async function sendUpdate(
  operation: Pick<UpdateAppOperation, 'publicKey' | 'fields'>,
  upload: UploadBody | undefined,
  context: OperationContext
): Promise<AppRecord> {
  try {
    return await context.client.updateApp(operation.publicKey, operation.fields, upload)
  } catch (error) {
    if (!(error instanceof LostUpdateAnswer)) throw error
    // Loaded only when an answer was lost.
    const { decideLostUpdate } = await import('./lost-answer.js')
    return decideLostUpdate(error, operation, upload, context)
  }
}

/**
 * The streamed upload of the operation's build, or undefined for a JSON update. The multipart
 * and zip code is imported only here, so runs without a file never load it.
 */
export async function uploadBody(
  operation: Pick<UpdateAppOperation, 'fields' | 'build'>,
  { host }: OperationContext
): Promise<UploadBody | undefined> {
  if (!operation.build) return undefined
  const { multipartUpload } = await import('../../service/upload/multipart-body.js')
  return multipartUpload(
    operation.fields,
    operation.build,
    line => host.info(line),
    host.watchUpload
  )
}
