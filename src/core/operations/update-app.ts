import { ActionFailure } from '../../errors/failure.js'
import type { UpdateAppOperation } from '../../plan/operations.js'
import { appOutputs } from '../../outputs/step-outputs.js'
import { updateSection } from '../../outputs/update-summary.js'
import { redactUrl } from '../../secrets/redaction.js'
import type { AppRecord } from '../../service/answers.js'
import type { UploadBody } from '../../upload/multipart-body.js'
import type { OperationContext, OperationHandler } from './handler.js'

/**
 * Updates an existing app with exactly the fields given, and/or uploads a build
 * (https://docs.appetize.io/rest-api/v1/update-existing-app,
 * https://docs.appetize.io/rest-api/v1/direct-file-uploads).
 */
export const updateApp: OperationHandler<UpdateAppOperation> = {
  title: operation => `Update app ${operation.publicKey}`,

  async run(operation, context) {
    const { host, client, plan } = context
    const { publicKey, fields } = operation
    const upload = await uploadBody(operation, context)
    const sent = [...Object.keys(fields), ...(upload ? ['file'] : [])]
    host.info(`POST ${client.appUrl(publicKey)}: ${sent.join(', ')}`)
    if (typeof fields.url === 'string') host.info(`Build: ${redactUrl(fields.url)}`)
    if (upload) host.info(`Uploading ${upload.fileDescription}`)
    const app = await sendUpdate(operation, upload, context)
    host.info(`Updated: versionCode ${app.versionCode ?? '(not in the answer)'}`)
    const outputs = appOutputs(plan.endpoints, app)
    if (operation.devices) {
      const { deviceLinks, deviceLinksOutput } = await import('../../outputs/device-links.js')
      outputs.deviceLinks = deviceLinksOutput(
        deviceLinks(outputs.appUrl ?? '', operation.devices, host)
      )
    }
    return { outputs, section: updateSection(operation, outputs) }
  },

  async plannedRequests(operation, context) {
    const upload = await uploadBody(operation, context)
    return [context.client.updateRequest(operation.publicKey, operation.fields, upload)]
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
  const { multipartUpload } = await import('../../upload/multipart-body.js')
  return multipartUpload(
    operation.fields,
    operation.build,
    line => host.info(line),
    host.watchUpload
  )
}
