/**
 * The account's apps, page by page: `GET {v1}/apps`, then `?nextKey=…` while the answer says
 * `hasMore` (the service's REST API reference, "Get All Apps - Paginated":
 * https://docs.appetize.io/rest-api). A sweep reads it to find preview apps that no record
 * holds; it changes nothing.
 */
import { ActionFailure } from '../shared/failure.js'
import { describe, jsonObject, PUBLIC_KEY_PATTERN } from './answers.js'
import type { ApiCall } from './api-call.js'
import type { ServiceEndpoints } from './endpoints.js'
import { sendCall, type TransportOptions } from './transport.js'
import { ListingCutOffError, startListing, type ListingLimits } from '../shared/listing-cap.js'

/** An app of the account's list, as far as a sweep reads it. */
export interface ListedApp {
  readonly publicKey: string
  /**
   * The app's note, when the answer carries one: the published schema of the list does not name
   * `note`, so it may never be there. Outside text, one line.
   */
  readonly note?: string
}

/** What the listing is called in its error. */
const LISTING = "the service's apps"

/**
 * Every app of the account, within the listing caps (src/shared/listing-cap.ts: a service that
 * kept answering `hasMore` would otherwise never end).
 *
 * @param headers the authenticated request's headers (the token)
 * @param limits the listing's caps; the shared ones unless a test lowers them
 * @throws ActionFailure as every call; `malformed-answer` for a list not of the documented
 *   shape, a `nextKey` the service gave before (a loop), or 1,000 pages with more to come;
 *   `timed-out` after 5 minutes with more to come
 */
export async function listApps(
  options: TransportOptions & { readonly endpoints: ServiceEndpoints },
  headers: Record<string, string>,
  limits?: Partial<ListingLimits>
): Promise<ListedApp[]> {
  const apps: ListedApp[] = []
  const seen = new Set<string>()
  const count = startListing(LISTING, options.now, limits)
  let nextKey: string | undefined
  for (;;) {
    try {
      count.nextPage()
    } catch (error) {
      if (!(error instanceof ListingCutOffError)) throw error
      const failure = new ActionFailure(
        error.cap === 'time' ? 'timed-out' : 'malformed-answer',
        `${error.message}.`
      )
      failure.cause = error
      throw failure
    }
    const query = nextKey === undefined ? '' : `?nextKey=${encodeURIComponent(nextKey)}`
    const call: ApiCall = {
      name: 'app list request',
      request: { method: 'GET', url: `${options.endpoints.v1}/apps${query}`, headers },
      retry: 'any-failure',
      changesState: false
    }
    const answer = jsonObject(await sendCall(call, options), call.name)
    apps.push(...appsOf(answer.data))
    if (answer.hasMore !== true) return apps
    if (typeof answer.nextKey !== 'string' || answer.nextKey === '' || seen.has(answer.nextKey)) {
      throw malformed(
        `it says hasMore but gives ${seen.has(String(answer.nextKey)) ? 'a nextKey it gave before' : 'no nextKey'}`
      )
    }
    nextKey = answer.nextKey
    seen.add(nextKey)
  }
}

function appsOf(data: unknown): ListedApp[] {
  if (!Array.isArray(data)) throw malformed(`data should be a list, got ${describe(data)}`)
  return data.map(entry => {
    const publicKey = (entry as { publicKey?: unknown } | null)?.publicKey
    if (typeof publicKey !== 'string' || !PUBLIC_KEY_PATTERN.test(publicKey)) {
      throw malformed(
        `an app's publicKey should be letters, digits, "_" and "-", got ${describe(publicKey)}`
      )
    }
    const note = (entry as { note?: unknown }).note
    return typeof note === 'string' &&
      note.length <= 1000 &&
      !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(note)
      ? { publicKey, note }
      : { publicKey }
  })
}

function malformed(problem: string): ActionFailure {
  return new ActionFailure(
    'malformed-answer',
    `The service's answer to the app list request is malformed: ${problem}.`
  )
}
