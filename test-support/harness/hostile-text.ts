/**
 * Hostile text for property-based tests: arbitrary strings with the pieces an attacker would
 * use to steer the runner (line breaks of every kind, `::`, `##[`, `%0A`) or to get a secret
 * out (the token in each form it can come back in, and cut short).
 */
import fc from 'fast-check'
import { formsOf, secretForms } from '../../src/shared/redaction.js'

/** An API token with characters that percent-encode, JSON-escape and base64 differently. */
export const TOKEN = 'tok+9f8e/7d6c5b4a3928=1706'

/** Pieces mixed into the arbitrary text. */
export const HOSTILE_PIECES: readonly string[] = [
  '\n',
  '\r\n',
  '\r',
  '\u2028',
  '\u2029',
  '\u0085',
  '::',
  '::error::owned',
  '::add-mask::x',
  '::stop-commands::x',
  '##[warning]',
  '##[',
  '%0A',
  '%0D',
  '  ::set-output name=x::y',
  '\u001b[31m',
  TOKEN,
  ...secretForms(TOKEN),
  TOKEN.slice(0, 12),
  TOKEN.slice(-12)
]

/** The surrogate code points, U+D800 to U+DFFF: not characters on their own. */
const SURROGATES = 0x800

/**
 * Any Unicode scalar value, as a string of one character: the characters of fast-check's
 * `fc.string({ unit: 'binary' })`, drawn the same way (`fc.nat` over them in code point order, so
 * controls and ASCII come most often). Use `fc.string({ unit: codePoint })` instead of the
 * built-in unit: the first time a test file makes a `binary` string arbitrary, fast-check maps
 * all 1.1 million code points back to their index (about 1 s, in every jest test file); this one
 * maps back by arithmetic.
 */
export const codePoint: fc.Arbitrary<string> = fc.nat({ max: 0x10ffff - SURROGATES }).map(
  index => String.fromCodePoint(index < 0xd800 ? index : index + SURROGATES),
  value => {
    const point = typeof value === 'string' ? value.codePointAt(0) : undefined
    if (point === undefined || String.fromCodePoint(point) !== value) {
      throw new Error('not a single code point')
    }
    if (point >= 0xd800 && point < 0xe000) throw new Error('a surrogate')
    return point < 0xd800 ? point : point - SURROGATES
  }
)

/** Arbitrary text with hostile pieces in it. */
export const hostileText = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom(...HOSTILE_PIECES)), {
    maxLength: 12
  })
  .map(parts => parts.join(''))

/**
 * True when the text holds a form of the secret whole, or a piece of a form as long as the
 * scrub masks (`formsOf`: max(16, half) of the form's characters, half included) or longer.
 */
export function leaksSecret(text: string, secret: string): boolean {
  return formsOf(secret).some(({ text: form, shortest }) => {
    for (let at = 0; at + shortest <= form.length; at++) {
      if (text.includes(form.slice(at, at + shortest))) return true
    }
    return false
  })
}

/**
 * The lines of a step's stdout and stderr the runner would read as workflow commands, less the
 * ones the action writes itself (and the lines between `::stop-commands::T` and `::T::`, which
 * the runner does not read as commands).
 */
export function strayCommands(output: string, secrets: readonly string[] = [TOKEN]): string[] {
  const stray: string[] = []
  let errors = 0
  let stoppedBy: string | undefined
  for (const line of output.split(/\r\n|\n|\r/)) {
    if (stoppedBy !== undefined) {
      if (line === `::${stoppedBy}::`) stoppedBy = undefined
      continue
    }
    const stop = /^::stop-commands::([0-9a-f]{32})$/.exec(line)
    if (stop) {
      stoppedBy = stop[1]
      continue
    }
    // Only the exact forms the action writes: masks of the registered secrets, groups, debug
    // lines, and one error annotation (a step fails once).
    const own =
      secrets.some(secret => line === `::add-mask::${asCommandValue(secret)}`) ||
      /^::(group|debug)::/.test(line) ||
      line === '::endgroup::' ||
      /^::warning title=[^:]*::/.test(line) ||
      (/^::error title=[^:]*::/.test(line) && ++errors === 1)
    const command = /^\s*::/.test(line) || line.includes('##[')
    // An own command's data is escaped by @actions/core, but `##[` would still be read.
    if ((command && !own) || line.includes('##[')) stray.push(line)
  }
  return stray
}

/**
 * A value as a workflow command carries it: `%`, CR and LF escaped, as `@actions/core` writes
 * them (https://github.com/actions/toolkit/blob/main/packages/core/src/command.ts).
 */
function asCommandValue(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}
