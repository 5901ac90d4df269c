/**
 * The service's device list (`GET {v2}/service/devices`), checked before anything of it is used:
 * the ids the `devices` input is compared with, the platform each runs and its OS versions
 * (`osVersions`). Shape: the v2 REST API reference, "Get available devices"
 * (https://docs.appetize.io/rest-api).
 */
import { ActionFailure } from '../shared/failure.js'
import { counted } from '../shared/wording.js'
import { PLATFORMS, type Platform } from './app-fields.js'
import { describe } from './answers.js'

/** A device the service streams, as far as the action uses it. */
export interface Device {
  /** The id used in app links (`?device=pixel7`): letters, digits, `.`, `_`, `-`. */
  readonly id: string
  /** `ios` or `android`; undefined when the service names another or none. */
  readonly platform?: Platform
  /** The OS versions it runs (`osVersions`, e.g. `13.0`); empty when the service lists none. */
  readonly osVersions: readonly string[]
}

/** Device ids as the action accepts them, in the input and in the service's list. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/

/**
 * Reads the device list from an answer's body. Entries whose id is not of the documented form
 * are left out (they could not be asked for anyway); the rest of the entry is not needed.
 *
 * @param text the 2xx body
 * @param what the request, for the message
 * @throws ActionFailure `malformed-answer` when the body is not a JSON list of objects with ids
 */
export function parseDeviceList(text: string, what: string): Device[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  const fail = (got: string): ActionFailure =>
    new ActionFailure(
      'malformed-answer',
      `The service answered the ${what} with ${got}, not a list of devices; the devices input could not be checked.`
    )
  if (!Array.isArray(parsed)) {
    throw fail(
      parsed === undefined
        ? `${counted(text.length, 'character')} of text, not JSON`
        : describe(parsed)
    )
  }
  const devices: Device[] = []
  for (const entry of parsed as unknown[]) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      throw fail(`an entry that is ${describe(entry)}`)
    }
    const { id, platform, osVersions } = entry as Record<string, unknown>
    if (typeof id !== 'string' || !DEVICE_ID_PATTERN.test(id)) continue
    // Versions that are not strings could not be named in a link: left out.
    const versions = Array.isArray(osVersions)
      ? osVersions.filter((version): version is string => typeof version === 'string')
      : []
    devices.push(
      PLATFORMS.includes(platform as Platform)
        ? { id, platform: platform as Platform, osVersions: versions }
        : { id, osVersions: versions }
    )
  }
  if (devices.length === 0) throw fail('no device with an id')
  return devices
}
