import { ActionFailure } from '../../shared/failure.js'
import type { UpdateAppOperation } from '../operations.js'
import { appOutputs } from '../step-outputs.js'
import { updateSection } from './update-summary.js'
import { redactUrl } from '../../shared/redaction.js'
import type { AppRecord } from '../../service/answers.js'
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
    if (operation.devices && !dryRun) {
      const { deviceLinks, deviceLinksOutput } = await import('./device-links.js')
      outputs.deviceLinks = deviceLinksOutput(
        deviceLinks(outputs.appUrl ?? '', operation.devices, host)
      )
    }
    return {
      outputs,
      section: updateSection(operation, outputs),
      app: { record: app, appUrl: outputs.appUrl ?? '' }
    }
  }
}

/**
 * Sends the update. When the service accepted it but the answer broke off, the update was
 * applied and is not sent again: the app is read back for the outputs instead.
 */
export async function sendUpdate(
  operation: Pick<UpdateAppOperation, 'publicKey' | 'fields'>,
  upload: UploadBody | undefined,
  { host, client }: OperationContext
): Promise<AppRecord> {
  try {
    return await client.updateApp(operation.publicKey, operation.fields, upload)
  } catch (error) {
    if (!(error instanceof ActionFailure) || error.kind !== 'answer-lost') throw error
    host.warning(
      `${error.message} The update was applied and is not sent again; reading the app back for the outputs.`,
      'Answer lost'
    )
    try {
      return await client.readApp(operation.publicKey)
    } catch (readError) {
      const reason = readError instanceof Error ? readError.message : String(readError)
      throw new ActionFailure(
        'answer-lost',
        `${error.message} The update was applied, but reading the app back failed too: ${reason}`
      )
    }
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
