/**
 * What `appetize-deploy` says about a command line it cannot read: the command or option meant,
 * when a typo is near one, or the commands an option belongs to. docs/cli.md (Exit status).
 */
import { distance } from 'fastest-levenshtein'
import { COMMANDS, optionsOf, variableOf, type Command, type OptionSpec } from './commands.js'

/** How to list the commands, in messages. */
const COMMAND_LIST = COMMANDS.join(', ')

/**
 * The candidate nearest to what was typed, when it is near enough to be what was meant: at
 * most a third of its characters (at least one) differ. The first of equally near ones.
 */
export function nearest(typed: string, candidates: readonly string[]): string | undefined {
  const allowed = Math.max(1, Math.floor(typed.length / 3))
  let best: { candidate: string; distance: number } | undefined
  for (const candidate of candidates) {
    const apart = distance(typed, candidate)
    if (apart <= allowed && (best === undefined || apart < best.distance)) {
      best = { candidate, distance: apart }
    }
  }
  return best?.candidate
}

/** An argument where a command belongs (`udpate`, or an option before any command). */
export function unknownCommand(typed: string): string {
  if (typed.startsWith('-')) {
    return `${typed} is not a command: give the command first, then its options (appetize-deploy <command> [options]; commands: ${COMMAND_LIST}).`
  }
  const meant = nearest(typed, COMMANDS)
  const hint = meant === undefined ? 'use' : `did you mean ${meant}? Commands:`
  return `${JSON.stringify(typed)} is not a command: ${hint} ${COMMAND_LIST} (appetize-deploy --help).`
}

/**
 * An option the command does not have: the commands it belongs to, or the nearest option of
 * this command.
 *
 * @param typed the option as written, without a value (`--setings`, `-x`)
 */
export function unknownOption(typed: string, command: Command): string {
  const name = typed.replace(/^-+/, '')
  const help = `(appetize-deploy ${command} --help)`
  const own = [...optionsOf(command).map(option => option.flag), 'help']
  // `-file` for `--file`: the option is the command's own.
  if (own.includes(name))
    return `Unknown option ${typed} for ${command}: did you mean --${name}? ${help}.`
  const owners = COMMANDS.filter(
    other => other !== command && optionsOf(other).some(option => option.flag === name)
  )
  if (owners.length > 0) {
    return `--${name} is an option of ${listed(owners)}, not of ${command} ${help}.`
  }
  const meant = nearest(name, own)
  const hint = meant === undefined ? '' : `: did you mean --${meant}?`
  return `Unknown option ${typed} for ${command}${hint} ${help}.`
}

/** A value option given without its value, or followed by another option instead. */
export function missingValue(option: OptionSpec, next: string | undefined): string {
  const usage = `--${option.flag} ${option.value ?? '<value>'}`
  if (next === undefined) return `--${option.flag} needs a value: ${usage}.`
  return `--${option.flag} needs a value, and ${next} is an option: ${usage} (a value that starts with "-" is written --${option.flag}=${next}).`
}

/** A flag (`--dry-run`) given a value. */
export function flagWithValue(option: OptionSpec, value: string): string {
  return `--${option.flag} takes no value, got ${JSON.stringify(value)}: give --${option.flag} alone (its variable ${variableOf(option.flag)} is true or false).`
}

/** `update and create`; `update, create and devices`. */
function listed(names: readonly string[]): string {
  return names.length === 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
}
