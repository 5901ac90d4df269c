import { InputError } from '../../shared/input-error.js'
import type { CheckDevicesOperation } from '../operations.js'
import { didYouMean } from '../../service/validate-fields.js'
import type { OperationContext, OperationHandler } from '../handler.js'

/**
 * Checks the `devices` input against the service's device list (`GET {v2}/service/devices`, no
 * token) before anything is sent, suggesting the nearest id for a typo. A dry run reads the list
 * too: it changes nothing.
 */
export const checkDevices: Omit<OperationHandler<CheckDevicesOperation>, 'title'> = {
  async run(operation, context) {
    await check(operation, context)
    return { outputs: {}, section: '' }
  }
}

/** @throws InputError naming `devices` for an id the service does not offer or of another platform */
async function check(
  operation: CheckDevicesOperation,
  { client, host }: OperationContext
): Promise<void> {
  const request = client.devicesRequest()
  host.info(`${request.method} ${request.url}`)
  const offered = await client.listDevices()
  for (const id of operation.devices) {
    const device = offered.find(candidate => candidate.id === id)
    if (!device) {
      const ofPlatform = offered.filter(
        candidate => operation.platform === undefined || candidate.platform === operation.platform
      )
      const hint = await didYouMean(
        id,
        ofPlatform.map(candidate => candidate.id)
      )
      const some = ofPlatform.slice(0, 12).map(candidate => candidate.id)
      const more = ofPlatform.length > some.length ? ', …' : ''
      throw new InputError(
        'devices',
        `devices: "${id}" is not a device the service offers.${hint} Devices${operation.platform ? ` for ${operation.platform}` : ''}: ${some.join(', ')}${more}.`
      )
    }
    if (
      operation.platform !== undefined &&
      device.platform !== undefined &&
      device.platform !== operation.platform
    ) {
      throw new InputError(
        'devices',
        `devices: "${id}" is an ${device.platform} device, but the app is ${operation.platform}.`
      )
    }
  }
  host.info(`Devices checked: ${operation.devices.join(', ')}.`)
}
