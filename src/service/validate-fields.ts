import { InputError } from '../shared/input-error.js'
import {
  input as inputRef,
  inputKey,
  message,
  type InputName,
  type Text
} from '../shared/message.js'
import {
  APP_FIELDS,
  APP_FIELDS_BY_NAME,
  APP_PERMISSION_KEYS,
  APP_PERMISSION_VALUES,
  type AppField
} from './app-fields.js'

/** A value an app field may carry in the update body; `null` unsets the field
 * (https://docs.appetize.io/rest-api/v1/update-existing-app). */
export type AppFieldValue = string | number | boolean | string[] | AppPermissions | null

/** `appPermissions`: capability → access level, `null` resets one to the default. */
export type AppPermissions = { [capability: string]: 'authenticated' | 'public' | null }

/** App fields by name, exactly as they go into the update body. */
export type AppFields = { [name: string]: AppFieldValue }

/**
 * Checks a mapping of app fields against the field table (https://docs.appetize.io/rest-api/v1/update-existing-app).
 *
 * @param fields field name → value, as parsed from `settings`
 * @param input the action input the fields came from, named in errors
 * @returns the same fields, typed
 * @throws InputError naming the first unknown field (with the nearest known name), wrong type
 *   or value outside the allowed set
 */
export async function validateAppFields(
  fields: Record<string, unknown>,
  input: InputName
): Promise<AppFields> {
  const validated: AppFields = {}
  for (const [name, value] of Object.entries(fields)) {
    const field = APP_FIELDS_BY_NAME.get(name)
    if (!field) throw await unknownField(name, input)
    validated[name] = await validateValue(field, value, message`${inputKey(input, name)}`, input)
  }
  return validated
}

/**
 * Checks one value against its row of the field table.
 *
 * @param label how the value is named in errors, e.g. `settings.timeout` or `platform`
 * @throws InputError when the value has the wrong type or is not allowed
 */
export async function validateValue(
  field: AppField,
  value: unknown,
  label: Text,
  input: InputName
): Promise<AppFieldValue> {
  if (value === null) return null
  const fail = (expected: string): never => {
    throw new InputError(input, message`${label} must be ${expected}, got ${describe(value)}.`)
  }
  switch (field.type) {
    case 'string':
      if (typeof value !== 'string') fail(expectation(field))
      if (field.allowed && !field.allowed.includes(value as string)) fail(expectation(field))
      return value as string
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(expectation(field))
      if (field.allowed && !field.allowed.includes(value as number)) fail(expectation(field))
      if (field.positiveInteger && !(Number.isInteger(value) && (value as number) >= 1))
        fail(expectation(field))
      return value as number
    case 'boolean':
      if (typeof value !== 'boolean') fail('true or false')
      return value as boolean
    case 'string[]':
      if (!Array.isArray(value) || !value.every(item => typeof item === 'string' && item !== ''))
        fail('a list of hostnames (strings)')
      ;(value as string[]).forEach((entry, index) => checkHostName(entry, index, label, input))
      return value as string[]
    case 'appPermissions':
      return validatePermissions(value, label, input)
  }
}

/**
 * Refuses an entry of a host name list (`referrerHostnamesRestricted`) that is written as more
 * than a host name: the service compares the embedding page's host name with each entry, so a
 * scheme, path, port or white space makes the entry match nothing.
 *
 * @throws InputError naming the entry, what it has besides the host name, and the host name
 */
function checkHostName(entry: string, index: number, label: Text, input: InputName): void {
  const trimmed = entry.trim()
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(trimmed)?.[0] ?? ''
  const rest = trimmed.slice(scheme.length)
  const authority = rest.split(/[/?#]/)[0] ?? ''
  const extras = [
    scheme !== '' ? 'a scheme' : '',
    authority.includes('@') ? 'a user name' : '',
    /:\d*$/.test(authority) ? 'a port' : '',
    authority.length < rest.length ? 'a path' : '',
    /\s/.test(entry) ? 'white space' : '',
    /[\\]/.test(authority) ? 'a backslash' : ''
  ].filter(extra => extra !== '')
  if (extras.length === 0) return
  let hostname = ''
  try {
    hostname = new URL(`https://${rest}`).hostname
  } catch {
    // no host name can be read from it: the message says what a host name looks like
  }
  throw new InputError(
    input,
    message`${label} entry ${index + 1}, ${describeText(entry)}, is not a host name: it has ${joinAnd(extras)}. ${
      hostname !== '' && !/\s/.test(rest)
        ? `Use ${hostname}.`
        : 'Give only the host name, such as docs.example.com.'
    }`
  )
}

/** "a", "a and b", "a, b and c". */
function joinAnd(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/**
 * Most characters of a value quoted in an error. A longer one is described by its length, never
 * cut: a cut could leave a short piece of a secret in it that the print boundary's scrub, which
 * masks a secret whole or in long pieces only, would let through (docs/security.md).
 */
const MAX_QUOTED = 200

/** Text the user gave, quoted whole as JSON (line breaks escaped), or its length when long. */
function describeText(text: string): string {
  return text.length > MAX_QUOTED ? `a text of ${text.length} characters` : JSON.stringify(text)
}

async function validatePermissions(
  value: unknown,
  label: Text,
  input: InputName
): Promise<AppPermissions> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InputError(
      input,
      message`${label} must be a mapping of capability to access level, got ${describe(value)}.`
    )
  }
  const permissions: AppPermissions = {}
  for (const [key, level] of Object.entries(value)) {
    if (!(APP_PERMISSION_KEYS as readonly string[]).includes(key)) {
      throw new InputError(
        input,
        message`${label}.${key} is not a capability the service knows.${await didYouMean(key, APP_PERMISSION_KEYS)} Allowed: ${APP_PERMISSION_KEYS.join(', ')}.`
      )
    }
    if (level !== null && !(APP_PERMISSION_VALUES as readonly unknown[]).includes(level)) {
      throw new InputError(
        input,
        message`${label}.${key} must be authenticated, public or null (reset to default), got ${describe(level)}.`
      )
    }
    permissions[key] = level as AppPermissions[string]
  }
  return permissions
}

async function unknownField(name: string, input: InputName): Promise<InputError> {
  const names = APP_FIELDS.map(field => field.name)
  return new InputError(
    input,
    message`${JSON.stringify(name)} in ${inputRef(input)} is not an app field.${await didYouMean(name, names)} Known fields: ${names.join(', ')}.`
  )
}

/**
 * " Did you mean "timeout"?" for a near miss (see nearestName), else "".
 *
 * @param name what was given (a field name, a device id)
 * @param candidates the names that exist
 */
export async function didYouMean(name: string, candidates: readonly string[]): Promise<string> {
  const best = await nearestName(name, candidates)
  return best ? ` Did you mean "${best}"?` : ''
}

/**
 * The candidate nearest to a name, when it is a near miss (case or up to a third of the letters).
 * The edit-distance library is loaded here, on the error path only, not on every run.
 *
 * @param always true: the nearest candidate however far (for a name that is no near miss but
 *   must still point at a real one, such as `toString`)
 * @returns undefined when no candidate is near enough
 */
export async function nearestName(
  name: string,
  candidates: readonly string[],
  always = false
): Promise<string | undefined> {
  const { distance } = await import('fastest-levenshtein')
  const lower = name.toLowerCase()
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const d = distance(lower, candidate.toLowerCase())
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  const closeEnough = always || bestDistance <= Math.max(1, Math.floor(name.length / 3))
  return closeEnough ? best : undefined
}

function expectation(field: AppField): string {
  if (field.allowed) return `one of ${field.allowed.join(', ')}`
  if (field.positiveInteger) return 'a whole number of at least 1'
  return field.type === 'string' ? 'a string' : 'a number'
}

/** A short, type-revealing description of a value for error messages. */
export function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  switch (typeof value) {
    case 'string':
      return value.length > MAX_QUOTED
        ? `a string of ${value.length} characters`
        : `the string ${JSON.stringify(value)}`
    case 'number':
    case 'boolean':
      return `the ${typeof value} ${String(value)}`
    case 'object':
      return 'a mapping'
    default:
      return typeof value
  }
}
