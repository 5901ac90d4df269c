/**
 * The handlers of the command-line tool's own commands: create an app, delete one, list the
 * devices (the service's REST API reference: https://docs.appetize.io/rest-api, "Create new
 * app", "Deletes an app", and v2 "Get available devices").
 */
import type { CreateAppOperation, DeleteAppOperation, ListDevicesOperation } from '../operations.js'
import { appOutputs } from '../step-outputs.js'
import { redactUrl } from '../../shared/url-redaction.js'
import type { OperationHandler } from '../handler.js'
import { uploadBody } from './update-app.js'

/**
 * Creates an app with exactly the fields given, and/or uploads its build; sets the app's outputs
 * (the new `publicKey` and `appUrl` among them) and `deviceLinks`.
 */
export const createApp: Omit<OperationHandler<CreateAppOperation>, 'title'> = {
  async run(operation, context) {
    const { host, client, endpoints, dryRun } = context
    const { fields } = operation
    const upload = await uploadBody(operation, context)
    const sent = [...Object.keys(fields), ...(upload ? ['file'] : [])]
    host.info(`POST ${client.createRequest(fields).url}: ${sent.join(', ')}`)
    if (typeof fields.url === 'string') host.info(`Build: ${redactUrl(fields.url)}`)
    if (upload) host.info(`${dryRun ? 'Would upload' : 'Uploading'} ${upload.fileDescription}`)
    const app = await client.createApp(fields, upload)
    host.info(
      dryRun
        ? 'Dry run: an app would be created.'
        : `Created app ${app.publicKey} (versionCode ${app.versionCode ?? '?'}).`
    )
    const outputs = appOutputs(endpoints, app)
    // A dry run's app has no page yet: its device links are not known.
    if (operation.devices && !dryRun) {
      const { deviceLinks, deviceLinksOutput } = await import('./device-links.js')
      outputs.deviceLinks = deviceLinksOutput(
        deviceLinks(outputs.appUrl ?? '', { ...operation, devices: operation.devices }, host)
      )
    }
    return { outputs, section: '' }
  }
}

/**
 * Deletes an app. An app the service does not have (404) is gone already: that is success, and
 * a notice says so. Sets `publicKey` and `deleted` (`false` when it was already gone).
 */
export const deleteApp: Omit<OperationHandler<DeleteAppOperation>, 'title'> = {
  async run({ publicKey }, { host, client, dryRun }) {
    host.info(`DELETE ${client.appUrl(publicKey)}`)
    const outcome = await client.deleteApp(publicKey)
    if (outcome === 'already-gone') {
      host.notice(
        `App ${publicKey}: the service answered 404 Not Found, so there was nothing to delete.`,
        'Already deleted'
      )
    } else
      host.info(
        dryRun ? `Dry run: app ${publicKey} would be deleted.` : `Deleted app ${publicKey}.`
      )
    return {
      outputs: { publicKey, deleted: String(outcome === 'deleted') },
      section: ''
    }
  }
}

/**
 * Lists the devices the service streams, of one platform when given; sets `deviceList`, a JSON
 * list of `{ id, platform }` (platform left out when the service names none).
 */
export const listDevices: Omit<OperationHandler<ListDevicesOperation>, 'title'> = {
  async run({ platform }, { host, client }) {
    const request = client.devicesRequest()
    host.info(`${request.method} ${request.url}`)
    const devices = (await client.listDevices())
      .filter(device => platform === undefined || device.platform === platform)
      .map(({ id, platform }) => ({ id, platform }))
    host.info(`${devices.length} devices${platform ? ` for ${platform}` : ''}.`)
    return { outputs: { deviceList: JSON.stringify(devices) }, section: '' }
  }
}
