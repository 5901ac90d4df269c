/**
 * How one input's text becomes a value: a boolean, a number in a range, a duration, a label, the
 * API token; each refusal an InputError naming the input and what is allowed.
 */
import { InputError } from '../shared/input-error.js'
import { input, message, type InputName } from '../shared/message.js'

const HOUR_MS = 3_600_000
const UNIT_MS = { h: HOUR_MS, d: 24 * HOUR_MS, w: 7 * 24 * HOUR_MS } as const

/**
 * A duration of whole hours, days or weeks (`36h`, `7d`, `2w`), in milliseconds; undefined for
 * ''.
 *
 * @throws InputError naming the input
 */
export function readDuration(name: InputName, value: string): number | undefined {
  if (value === '') return undefined
  const match = /^([1-9]\d{0,4})([hdw])$/.exec(value)
  if (!match) {
    throw new InputError(
      name,
      message`${input(name)} must be a whole number and a unit, h (hours), d (days) or w (weeks), e.g. 36h, 7d or 2w; got ${JSON.stringify(value)}.`
    )
  }
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]
}

/**
 * A label name as GitHub allows them: at most 50 characters, on one line.
 * https://docs.github.com/rest/issues/labels#create-a-label
 *
 * @throws InputError naming the input
 */
export function readLabel(name: InputName, value: string): string {
  if (!/^[^\p{Cc}\u2028\u2029]{1,50}$/u.test(value)) {
    throw new InputError(
      name,
      message`${input(name)} must be a label name of 1 to 50 characters on one line, e.g. keep-preview.`
    )
  }
  return value
}

/** The YAML 1.2 core-schema spellings the runner's own `getBooleanInput` accepts. */
const TRUE_WORDS = ['true', 'True', 'TRUE']
const FALSE_WORDS = ['false', 'False', 'FALSE']

/**
 * `true` or `false` (also capitalised or upper case, as YAML writes them).
 *
 * @throws InputError naming the input for anything else
 */
export function readBoolean(name: InputName, value: string): boolean {
  if (TRUE_WORDS.includes(value)) return true
  if (FALSE_WORDS.includes(value)) return false
  throw new InputError(
    name,
    message`${input(name)} must be true or false, got ${JSON.stringify(value)}.`
  )
}

/**
 * A number within `range` (a whole number when `range.integer`).
 *
 * @throws InputError naming the input and the range allowed
 */
export function readNumber(
  name: InputName,
  value: string,
  range: { min: number; max: number; integer?: boolean }
): number {
  const number = Number(value)
  const kind = range.integer ? 'a whole number' : 'a number'
  // A whole number is written as one (`12`, not `12.0` or `012`).
  const pattern = range.integer ? /^(?:0|[1-9]\d*)$/ : /^\d+(?:\.\d+)?$/
  if (!pattern.test(value)) {
    throw new InputError(
      name,
      message`${input(name)} must be ${kind} from ${range.min} to ${range.max}, got ${JSON.stringify(value)}.`
    )
  }
  if (number < range.min || number > range.max) {
    throw new InputError(
      name,
      message`${input(name)} must be ${kind} from ${range.min} to ${range.max}, got ${value}.`
    )
  }
  return number
}

/**
 * Checks the API token can travel in the `X-API-KEY` header as the service issued it: printable
 * ASCII without spaces. A pasted token often carries a line break or an invisible character
 * (a zero-width space); the message says which, and where, never the token.
 *
 * @throws InputError naming apiToken
 */
export function checkToken(token: string): string {
  const bad = /[^\x21-\x7e]/.exec(token)
  if (!bad) return token
  const character = bad[0]
  const code = `U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`
  const what = /[\r\n\u2028\u2029\u0085]/.test(character)
    ? 'a line break'
    : character === ' ' || character === '\t'
      ? 'a space or tab'
      : /[\u0000-\u001f\u007f-\u009f]/.test(character)
        ? `a control character (${code})`
        : `an invisible or non-ASCII character (${code})`
  throw new InputError(
    'apiToken',
    message`The ${input('apiToken')} secret contains ${what} at position ${bad.index + 1}, which cannot be sent in an HTTP header: copy the token again.`,
    message`Take it from Organization → API Token on the dashboard and save it as the secret ${input('apiToken')} reads (e.g. APPETIZE_API_TOKEN); nothing was sent to the service.`
  )
}
