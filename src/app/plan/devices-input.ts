import { InputError } from '../../shared/input-error.js'
import { input, message } from '../../shared/message.js'

/** Device ids as the service names them (`pixel7`, `iphone15pro`). */
const DEVICE_ID = /^[A-Za-z0-9._-]{1,64}$/

/** Most devices one run links to. */
const MAX_DEVICES = 20

/**
 * The `devices` input as a list of ids: comma- or newline-separated, blanks ignored, each id
 * once, in the order given. Whether the service has them is checked by the `check-devices`
 * operation.
 *
 * @throws InputError for an id that cannot be a device id, or too many
 */
export function parseDevices(text: string): string[] {
  const ids: string[] = []
  for (const entry of text.split(/[,\n\r]/)) {
    const id = entry.trim()
    if (id === '' || ids.includes(id)) continue
    if (!DEVICE_ID.test(id)) {
      throw new InputError(
        'devices',
        `devices entry ${ids.length + 1} is not a device id (letters, digits, ".", "_" and "-", at most 64): give ids such as pixel7 or iphone15pro, separated by commas or newlines.`
      )
    }
    ids.push(id)
  }
  if (ids.length > MAX_DEVICES) {
    throw new InputError(
      'devices',
      message`${input('devices')} names ${ids.length} devices; at most ${MAX_DEVICES}.`
    )
  }
  return ids
}
