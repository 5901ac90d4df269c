import { checkAll, InputError } from '../../shared/input-error.js'
import type { DeviceChoice, LinkParams } from '../../features/update-app/device-links.js'
import type { ActionInputs } from '../inputs.js'
import { parseLinkParams } from './link-params-input.js'
import { input, message } from '../../shared/message.js'

/** Device ids as the service names them (`pixel7`, `iphone15pro`). */
const DEVICE_ID = /^[A-Za-z0-9._-]{1,64}$/

/** OS versions as the service lists them (`14.0`, `17.2`). */
const OS_VERSION = /^[A-Za-z0-9._-]{1,32}$/

/** Most devices one run links to. */
const MAX_DEVICES = 20

/** Most links of one grid (devices × columns): they must fit in one comment. */
const MAX_LINKS = 40

/** The rows (`devices`) and the columns (`linkParams`) of the link grid. */
export interface PlannedLinks {
  readonly devices: DeviceChoice[]
  /** Undefined: no linkParams, one column of links. */
  readonly linkParams?: LinkParams
}

/**
 * The `devices` and `linkParams` inputs, parsed and checked together.
 *
 * @throws InputError for either input (see parseDevices, parseLinkParams), linkParams without
 *   devices, or more links than fit in a comment
 */
export async function planDeviceLinks(
  inputs: Pick<ActionInputs, 'devices' | 'linkParams'>
): Promise<PlannedLinks> {
  // Both inputs are read before either's error is thrown: a run reports its mistakes together.
  const [devices = [], linkParams] = await checkAll<[DeviceChoice[], LinkParams | undefined]>([
    () => parseDevices(inputs.devices),
    () => parseLinkParams(inputs.linkParams)
  ])
  if (linkParams === undefined) return { devices }
  if (devices.length === 0) {
    throw new InputError(
      'linkParams',
      message`${input('linkParams')} sets the query parameters of the device links, but ${input('devices')} is empty: name the devices to link, such as pixel7.`
    )
  }
  const links = devices.length * linkParams.columns.length
  if (links > MAX_LINKS) {
    throw new InputError(
      'linkParams',
      message`${input('devices')} and ${input('linkParams')} make ${links} links (${devices.length} devices × ${linkParams.columns.length} columns); at most ${MAX_LINKS}: name fewer devices or fewer mappings.`
    )
  }
  return { devices, linkParams }
}

/**
 * The `devices` input as a list of entries: comma- or newline-separated, blanks ignored, each
 * entry once, in the order given; an entry is a device id, or `id@osVersion` to open the device
 * on that OS version (the link's `osVersion`,
 * https://docs.appetize.io/platform/query-params-reference). Whether the service has them is
 * checked by the `check-devices` operation.
 *
 * @throws InputError for an entry that cannot be a device id or OS version, or too many
 */
export function parseDevices(text: string): DeviceChoice[] {
  const choices: DeviceChoice[] = []
  // The entries seen: a set, so that dropping repeats stays linear in the length of the list.
  const seen = new Set<string>()
  for (const part of text.split(/[,\n\r]/)) {
    const entry = part.trim()
    if (entry === '' || seen.has(entry)) continue
    seen.add(entry)
    const at = entry.indexOf('@')
    const id = at === -1 ? entry : entry.slice(0, at)
    const osVersion = at === -1 ? undefined : entry.slice(at + 1)
    if (!DEVICE_ID.test(id)) {
      throw new InputError(
        'devices',
        message`${input('devices')} entry ${choices.length + 1} is not a device id (letters, digits, ".", "_" and "-", at most 64): give ids such as pixel7 or iphone15pro, or pixel7@14.0 for an OS version, separated by commas or newlines.`
      )
    }
    if (osVersion !== undefined && !OS_VERSION.test(osVersion)) {
      throw new InputError(
        'devices',
        message`${input('devices')} entry ${choices.length + 1} gives "${id}" an OS version that is not one (letters, digits, ".", "_" and "-", at most 32): write id@version, such as pixel7@14.0.`
      )
    }
    choices.push(osVersion === undefined ? { entry, id } : { entry, id, osVersion })
  }
  if (choices.length > MAX_DEVICES) {
    throw new InputError(
      'devices',
      message`${input('devices')} names ${choices.length} devices; at most ${MAX_DEVICES}.`
    )
  }
  return choices
}
