import { ActionFailure } from '../../errors/failure.js'
import type { UpdateAppOperation } from '../../plan/operations.js'
import { appOutputs } from '../../outputs/step-outputs.js'
import { updateSection } from '../../outputs/update-summary.js'
import { redactUrl } from '../../secrets/redaction.js'
import type { AppRecord } from '../../service/answers.js'
import { LostUpdateAnswer } from '../../service/client.js'
import { unprovenUpdate, type AppReading } from '../../service/update-proof.js'
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
 * Sends the update. When a 2xx status line arrived but the answer broke off or cannot be used,
 * the update is not sent again (the service may have applied it): the app is read back, and the
 * read-back is taken only when it shows that this update took effect (update-proof.ts).
 *
 * @throws ActionFailure; `malformed-answer` when the read-back does not show the update,
 *   `answer-lost` when it cannot be read
 */
export async function sendUpdate(
  operation: Pick<UpdateAppOperation, 'publicKey' | 'fields'>,
  upload: UploadBody | undefined,
  { host, client, plan }: OperationContext
): Promise<AppRecord> {
  try {
    return await client.updateApp(operation.publicKey, operation.fields, upload)
  } catch (error) {
    if (!(error instanceof LostUpdateAnswer)) throw error
    host.warning(
      `${error.message} The update is not sent again, since the service may have applied it; reading the app back to see whether it did.`,
      'Answer lost'
    )
    let reading: AppReading
    try {
      reading = await client.readAppAnswer(operation.publicKey)
    } catch (readError) {
      const reason = readError instanceof Error ? readError.message : String(readError)
      throw new ActionFailure(
        'answer-lost',
        `${error.message} Reading the app back failed too: ${reason}`
      )
    }
    const found = unprovenUpdate(reading, operation.fields, error.sentAt)
    if (found === undefined) {
      host.info(
        `The app reads back updated at ${reading.record.updated} with the fields sent: the outputs come from the read-back.`
      )
      return reading.record
    }
    // An HTML page is what a proxy, a login page or a web site sends; the API sends JSON.
    const baseInput = plan.endpoints.v2.endsWith('/api/v2') ? 'privateInstanceUrl' : 'baseUrl'
    const html =
      error.htmlStatus === undefined
        ? ''
        : `; a ${error.htmlStatus} with an HTML body usually comes from a proxy or a ${baseInput} that is not the API`
    throw new ActionFailure('malformed-answer', `${error.message} ${found}${html}.`)
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
  return multipartUpload(operation.fields, operation.build, line => host.info(line))
}
