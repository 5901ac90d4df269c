/**
 * Keeps text from becoming a workflow command. The runner reads a command from any line of a
 * step's stdout and stderr that starts, after spaces, with `::name`, and from `##[name]`
 * anywhere in a line (https://docs.github.com/actions/reference/workflow-commands-for-github-actions).
 */

/** Every character a reader of the log could take as the end of a line. */
const LINE_BREAKS = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/g
/** Other control characters (escape sequences of a terminal, NUL …), shown as `\xNN`. */
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g
/** Invisible between the two characters of a marker, so the runner no longer sees it. */
const ZERO_WIDTH_SPACE = '\u200b'

/**
 * Makes one line of the log out of any text: line breaks become ` ⏎ `, control characters
 * `\xNN`, a leading `::` (after spaces) and every `##[` are broken by a zero-width space.
 *
 * @returns text with no line break that the runner reads as plain text
 */
export function neutraliseCommands(text: string): string {
  return text
    .replace(LINE_BREAKS, ' ⏎ ')
    .replace(CONTROLS, character => `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`)
    .replace(/##\[/g, `#${ZERO_WIDTH_SPACE}#[`)
    .replace(/^(\s*):(?=:)/, `$1:${ZERO_WIDTH_SPACE}`)
}

/**
 * True when the runner would read a line as a command (for tests and for checking what is
 * about to be printed).
 */
export function isWorkflowCommand(line: string): boolean {
  return /^\s*::/.test(line) || line.includes('##[')
}

/**
 * Shortest piece of a cut secret given to the runner's mask, which hides it in the whole job's
 * log: a shorter one (`/#`) would hide common text there.
 */
const MIN_MASK_PIECE = 4

/**
 * A secret as the runner's mask can take it. A `::add-mask::` line holding `##[` would itself be
 * read as a command, so a secret holding one is cut inside each `##[` (between its two `#`) and
 * masked in pieces: together they cover it, but for pieces shorter than MIN_MASK_PIECE (a few
 * characters next to a `##[`), which the run's Redactor still hides, with the rest, in
 * everything the run prints. A secret without `##[` is masked whole, whatever its length.
 *
 * @returns the values to register, none holding `##[`
 */
export function runnerMaskPieces(secret: string): string[] {
  const parts = secret.split('##[')
  if (parts.length === 1) return [secret]
  const pieces = parts.map(
    (part, index) => `${index > 0 ? '#[' : ''}${part}${index < parts.length - 1 ? '#' : ''}`
  )
  return pieces.filter(piece => piece.length >= MIN_MASK_PIECE)
}
