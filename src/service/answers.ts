/**
 * Checks each field of the service's answers against its documented shape before anything of it
 * is published (step outputs, the job summary, a comment). A field of the wrong shape makes the
 * whole answer malformed; the error describes the problem (type, length) and never quotes the
 * value, which may carry anything, a secret included. Shapes:
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 */
import { ActionFailure } from '../shared/failure.js'
import { counted } from '../shared/wording.js'
import { PLATFORMS, type Platform } from './app-fields.js'
import type { Redactor } from '../shared/redaction.js'
import { statusLine } from './failures.js'
import type { HttpResponse } from './http-attempt.js'

/** An app as the service describes it, every field checked. */
export interface AppRecord {
  readonly publicKey: string
  /** ISO 8601 date-time. */
  readonly created?: string
  readonly updated?: string
  readonly platform?: Platform
  /** Increments with each update of the app. */
  readonly versionCode?: number
  /** The app's page, when the service sends one. */
  readonly appUrl?: string
  /** Name and version of the build as the service read them from it (a read only). */
  readonly name?: string
  readonly appVersionName?: string
  readonly appVersionCode?: string
  readonly bundle?: string
}

/** publicKeys the service issues: letters, digits, `_` and `-`. */
export const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/

/** Longest text field kept from an answer (a name, a version). */
const MAX_TEXT_LENGTH = 256
/** Longest app page URL accepted. */
const MAX_URL_LENGTH = 2048

/**
 * Checks an app answer (update, create or read).
 *
 * @param body the parsed JSON object
 * @param what the request, for the message ("update of app abc")
 * @param expectedPublicKey the app asked for; undefined on a create, where any well-formed key
 *   is accepted and one must be present
 * @throws ActionFailure `malformed-answer` for a field of the wrong shape, an empty publicKey or
 *   one that is not the app asked for
 */
export function parseAppRecord(
  body: Record<string, unknown>,
  what: string,
  expectedPublicKey: string | undefined
): AppRecord {
  const fail = (problem: string): ActionFailure =>
    new ActionFailure(
      'malformed-answer',
      `The service's answer to the ${what} is malformed: ${problem}; nothing was published from it.`
    )
  const text = (name: string, max: number): string | undefined => {
    const value = body[name]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string') throw fail(`${name} should be a string, got ${describe(value)}`)
    if (value.length > max || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value)) {
      throw fail(`${name} should be at most ${max} characters on one line, got ${describe(value)}`)
    }
    return value
  }

  const publicKey = text('publicKey', 128)
  if (publicKey === undefined && expectedPublicKey === undefined) {
    throw fail('it names no publicKey for the new app')
  }
  if (publicKey !== undefined && !PUBLIC_KEY_PATTERN.test(publicKey)) {
    throw fail(`publicKey should be letters, digits, "_" and "-", got ${describe(publicKey)}`)
  }
  if (
    publicKey !== undefined &&
    expectedPublicKey !== undefined &&
    publicKey !== expectedPublicKey
  ) {
    throw fail('it names a different publicKey than the app asked for')
  }
  const record: {
    -readonly [K in keyof AppRecord]: AppRecord[K]
  } = { publicKey: publicKey ?? (expectedPublicKey as string) }
  for (const name of ['created', 'updated'] as const) {
    const value = text(name, 64)
    if (value === undefined) continue
    if (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) {
      throw fail(`${name} should be an ISO 8601 date-time, got ${describe(value)}`)
    }
    record[name] = value
  }
  const platform = body.platform
  if (platform !== undefined && platform !== null) {
    if (!PLATFORMS.includes(platform as Platform)) {
      throw fail(`platform should be ios or android, got ${describe(platform)}`)
    }
    record.platform = platform as Platform
  }
  const versionCode = body.versionCode
  if (versionCode !== undefined && versionCode !== null) {
    if (typeof versionCode !== 'number' || !Number.isSafeInteger(versionCode) || versionCode < 0) {
      throw fail(`versionCode should be a non-negative whole number, got ${describe(versionCode)}`)
    }
    record.versionCode = versionCode
  }
  const appUrl = text('appURL', MAX_URL_LENGTH)
  if (appUrl !== undefined) {
    if (!isAppPageUrl(appUrl)) {
      throw fail(
        `appURL should be an https URL without a user name, password, query or fragment, got ${describe(appUrl)}`
      )
    }
    record.appUrl = appUrl
  }
  for (const name of ['name', 'appVersionName', 'appVersionCode', 'bundle'] as const) {
    const value = text(name, MAX_TEXT_LENGTH)
    if (value !== undefined) record[name] = value
  }
  return record
}

/**
 * True for the shape of an app's page: an absolute https URL without whitespace, control
 * characters, user name, password, query or fragment. Where it may point is the caller's to
 * check (appPageUrl): the service's answer is outside text, and a query is where a link would
 * carry something out.
 */
export function isAppPageUrl(text: string): boolean {
  // A backslash: URL parsers disagree about where such a host ends (`https://a.io\\@b.example`).
  if (/[\s\u0000-\u001f\u007f-\u009f?#\\]/.test(text)) return false
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

/** A value's type and size, never the value: "a string of 37 characters", "a number". */
export function describe(value: unknown): string {
  if (typeof value === 'string') {
    return value === '' ? 'an empty string' : `a string of ${counted(value.length, 'character')}`
  }
  if (Array.isArray(value)) return `a list of ${counted(value.length, 'entry', 'entries')}`
  if (value === null) return 'null'
  if (typeof value === 'number') return Number.isInteger(value) ? 'a whole number' : 'a number'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

/**
 * Parses a 2xx body as a JSON object, or fails without quoting it.
 *
 * @param what the request, for the message ("update of app abc")
 * @throws ActionFailure `malformed-answer`
 */
export function jsonObject(response: HttpResponse, what: string): Record<string, unknown> {
  let parsed: unknown
  try {
    parsed = JSON.parse(response.text)
  } catch {
    parsed = undefined
  }
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    return parsed as Record<string, unknown>
  }
  const got =
    parsed === undefined
      ? `${counted(response.text.length, 'character')} of text, not JSON`
      : describe(parsed)
  throw new ActionFailure(
    'malformed-answer',
    `The service answered the ${what} with ${statusLine(response.status)}, but its body is not a JSON object (${got}); nothing was published from it.`
  )
}

/**
 * The record with its free-text fields (name, version, bundle) scrubbed of secrets: they may
 * reach a pull request comment, which the host's print boundary does not see.
 */
export function scrubRecord(redactor: Redactor, record: AppRecord): AppRecord {
  const scrub = (text: string | undefined): string | undefined =>
    text === undefined ? undefined : redactor.scrub(text)
  return {
    ...record,
    name: scrub(record.name),
    appVersionName: scrub(record.appVersionName),
    appVersionCode: scrub(record.appVersionCode),
    bundle: scrub(record.bundle)
  }
}
