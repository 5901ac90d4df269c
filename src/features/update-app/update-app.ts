import { ActionFailure } from '../../shared/failure.js'
import type { UpdateAppOperation } from '../operations.js'
import { appOutputs } from '../step-outputs.js'
import { updateSection } from './update-summary.js'
import { redactUrl } from '../../shared/url-redaction.js'
import type { AppRecord } from '../../service/answers.js'
import { LostUpdateAnswer } from '../../service/lost-update-answer.js'
import type { AppReading } from '../../service/update-proof.js'
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
 * Sends the update. When it was sent whole and no answer came, or a 2xx status line arrived but
 * the answer broke off or cannot be used, the update is not sent again (the service may have
 * applied it): the app is read back, and the read-back is taken only when it shows that this
 * update took effect (update-proof.ts).
 *
 * @throws ActionFailure; when the read-back does not show the update, `malformed-answer` (or
 *   the kind of the failure that left no answer, such as `timed-out`); `answer-lost` when it
 *   cannot be read
 */
export async function sendUpdate(
  operation: Pick<UpdateAppOperation, 'publicKey' | 'fields'>,
  upload: UploadBody | undefined,
  { host, client, endpoints }: OperationContext
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
      // The read-back's own message would mostly repeat the update's: its kind says enough.
      const why = readError instanceof ActionFailure ? readError.title.toLowerCase() : 'an error'
      throw new ActionFailure(
        'answer-lost',
        `${error.message} Reading the app back failed too (${why}), so whether the update took effect is unknown.`
      )
    }
    // The proof is loaded only when an answer was lost.
    const { unprovenUpdate } = await import('../../service/update-proof.js')
    const found = unprovenUpdate(reading, operation.fields, error.sentAt)
    if (found === undefined) {
      host.info(
        `The app reads back updated at ${reading.record.updated} with the fields sent: the outputs come from the read-back.`
      )
      return reading.record
    }
    // An HTML page is what a proxy, a login page or a web site sends; the API sends JSON.
    const baseInput = endpoints.v2.endsWith('/api/v2') ? 'privateInstanceUrl' : 'baseUrl'
    const html =
      error.htmlStatus === undefined
        ? ''
        : `; a ${error.htmlStatus} with an HTML body usually comes from a proxy or a ${baseInput} that is not the API`
    throw new ActionFailure(error.unprovenKind, `${error.message} ${found}${html}.`)
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
