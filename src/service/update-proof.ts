/**
 * What an app read back after an update whose answer was lost shows: that this update took
 * effect (the outputs then come from it), that the app is unchanged since before it was sent
 * (it may then be sent once more), or neither. The proof is by the service's own clock (the
 * read-back's `Date` header, https://www.rfc-editor.org/rfc/rfc9110#field.date), never the
 * runner's, and by the fields the update sent
 * (https://docs.appetize.io/rest-api/v1/update-existing-app). A cache's copy proves nothing: its
 * `Date` and `updated` are those of when it was stored
 * (https://www.rfc-editor.org/rfc/rfc9111#name-age).
 */
import { isDeepStrictEqual } from 'node:util'
import type { AppFields } from './validate-fields.js'
import type { AppRecord } from './answers.js'

/** An app read back, with what shows when the service made the answer. */
export interface AppReading {
  /** The app, every field checked. */
  readonly record: AppRecord
  /** The answer's JSON object as sent, for the fields the record does not keep. */
  readonly body: Readonly<Record<string, unknown>>
  /** The answer's `Date` header, in milliseconds since the epoch; undefined when absent. */
  readonly serviceDate: number | undefined
  /** When the answer was received, by `performance.now()` (milliseconds). */
  readonly receivedAt: number
  /** The answer's `Age` header as sent (a cache's copy has one above 0); undefined when absent. */
  readonly age?: string
}

/** What a read-back shows of an update whose answer was lost. */
export type ReadBack =
  /** The update took effect. */
  | { readonly shows: 'update' }
  /**
   * The app is unchanged since before the update was sent, by the service's clock, in an answer
   * made by the service now (no cache's copy).
   */
  | { readonly shows: 'unchanged'; readonly found: string }
  /** Neither can be told; `found` says why. */
  | { readonly shows: 'nothing'; readonly found: string }

/**
 * Time allowed besides the requests' duration: `Date` has whole seconds, an app's `updated` may
 * too, and the server that stamps `updated` need not be the one that stamps `Date`.
 */
export const CLOCK_ALLOWANCE_MS = 3000

/**
 * Checks that a read-back shows the update: it comes from the service, not from a cache (no
 * `Age` above 0, and a `Date` not older than that of an earlier read-back by more than the
 * allowance); its `updated` is not older than when the update was sent, by the service's clock;
 * and every field the update sent that the read-back carries holds the value sent (a `null`
 * sent is held by `null` or by the field's absence).
 *
 * The service's clock when the update was sent is at least the read-back's `Date` less the time
 * from sending the update to receiving the read-back; the allowance covers rounding.
 *
 * @param sent the fields the update sent
 * @param sentAt when the update was sent, by `performance.now()` (milliseconds)
 * @param earlier a read-back received before this one, after the same update: this one's `Date`
 *   must have moved on with the time between them
 * @returns what it shows; `found` is a sentence without its full stop ("The app reads back
 *   unchanged: …"), quoting only checked values
 */
export function readBack(
  reading: AppReading,
  sent: AppFields,
  sentAt: number,
  earlier?: AppReading
): ReadBack {
  const { record, serviceDate } = reading
  const age = reading.age?.trim()
  if (age !== undefined && age !== '0') {
    const seconds = /^\d{1,10}$/.test(age) ? ` (Age: ${age} s)` : ''
    return nothing(
      `The app's read-back came from a cache${seconds}, not from the service, so it shows nothing of this update`
    )
  }
  if (record.updated === undefined) {
    return nothing(
      'The app reads back without an updated time, so nothing shows that this update took effect'
    )
  }
  if (serviceDate === undefined) {
    return nothing(
      `The app reads back last updated ${record.updated}, but the answer carries no Date header to compare that with when this update was sent`
    )
  }
  if (
    earlier?.serviceDate !== undefined &&
    serviceDate <
      earlier.serviceDate + (reading.receivedAt - earlier.receivedAt) - CLOCK_ALLOWANCE_MS
  ) {
    return nothing(
      `The app reads back with a Date older than the time since the first read-back allows, as a cache's copy does, so it shows nothing of this update`
    )
  }
  const sentByServiceClock = serviceDate - (reading.receivedAt - sentAt) - CLOCK_ALLOWANCE_MS
  if (Date.parse(record.updated) < sentByServiceClock) {
    return {
      shows: 'unchanged',
      found: `The app reads back unchanged: last updated ${record.updated}, versionCode ${record.versionCode ?? '(not given)'} — the update was most likely not applied`
    }
  }
  const differing = Object.entries(sent)
    .filter(([name, value]) => !holds(reading.body[name], value))
    .map(([name]) => name)
  if (differing.length > 0) {
    const fields = differing.join(', ')
    const verb = differing.length === 1 ? 'does' : 'do'
    return nothing(
      `The app reads back updated at ${record.updated}, but its ${fields} ${verb} not hold the value sent — another update may have come between, or this one was not applied`
    )
  }
  return { shows: 'update' }
}

/**
 * As `readBack`, for a single read-back.
 *
 * @returns undefined when the read-back proves the update; else what it shows instead
 */
export function unprovenUpdate(
  reading: AppReading,
  sent: AppFields,
  sentAt: number
): string | undefined {
  const shown = readBack(reading, sent, sentAt)
  return shown.shows === 'update' ? undefined : shown.found
}

function nothing(found: string): ReadBack {
  return { shows: 'nothing', found }
}

/** True when a read-back field holds what was sent, or the read-back does not carry it. */
function holds(read: unknown, sent: unknown): boolean {
  if (read === undefined) return true
  if (sent === null) return read === null
  return isDeepStrictEqual(read, sent)
}
