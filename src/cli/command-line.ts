/**
 * Reads the command line of `appetize-deploy` (its commands and options: commands.ts) and the
 * environment. Node's own `util.parseArgs` (https://nodejs.org/api/util.html#utilparseargsconfig)
 * splits argv into tokens; what is wrong with them is said in the tool's words
 * (usage-messages.ts), never in the parser's. An option on the command line, and the
 * `<publicKey>` argument, win over their variables. Loads nothing of the core, so `--help` and a
 * usage error start fast.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import {
  BUILD_OPTIONS,
  COMMAND_SPECS,
  isCommand,
  optionsOf,
  variableOf,
  type Command,
  type OptionSpec
} from './commands.js'
import { commandLinePlatforms } from './platforms.js'
import { flagWithValue, missingValue, unknownCommand, unknownOption } from './usage-messages.js'

/**
 * A problem with the command line or the environment, found before anything is sent: one, or
 * several found together (a line each), and what to do when that is not plain from them.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError'
  /** Each problem, one line each. */
  readonly lines: readonly string[]
  /** What to do, printed after the problems as `What to do: …`. */
  readonly advice?: string

  constructor(problems: string | readonly string[], advice?: string) {
    const lines = typeof problems === 'string' ? [problems] : problems
    super(lines.join(' '))
    this.lines = lines
    this.advice = advice
  }
}

/** What the command line and the environment ask for. */
export interface CommandLine {
  readonly command: Command
  /** Option flag → value (a boolean flag: 'true' or 'false'); absent when given nowhere. */
  readonly values: ReadonlyMap<string, string>
  /** Where each value came from, for messages. */
  readonly sources: ReadonlyMap<string, 'command line' | 'environment'>
  /** The `<publicKey>` argument, if given. */
  readonly argument?: string
}

/**
 * What argv asks for before a command runs: help (status 0 when asked for, 2 when no command
 * was given: then it goes to stderr), the version, or a command.
 */
export type Request =
  | { readonly kind: 'help'; readonly command?: Command; readonly status: 0 | 2 }
  | { readonly kind: 'version' }
  | { readonly kind: 'run'; readonly commandLine: CommandLine }

/** The option the `<publicKey>` argument stands for. */
const ARGUMENT_OPTION = 'public-key'

/**
 * Reads the command line and the environment.
 *
 * @param argv the arguments after the program's name
 * @param env the environment (`APPETIZE_*` variables)
 * @throws UsageError for an unknown command or option (naming the nearest one), an option
 *   without its value, a missing or extra argument, a refused `--api-token`, or a variable that
 *   is not a valid value
 */
export function readCommandLine(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>
): Request {
  refuseTokenOption(argv)
  const [first, ...rest] = argv
  if (first === undefined) return { kind: 'help', status: 2 }
  if (first === '--help' || first === '-h') return { kind: 'help', status: 0 }
  if (first === 'help') return helpOf(rest)
  if (first === '--version' || first === '-v') return { kind: 'version' }
  if (!isCommand(first)) throw new UsageError(unknownCommand(first))
  return readCommand(first, rest, env)
}

/** `help` and `help <command>`. */
function helpOf(rest: readonly string[]): Request {
  const [command, extra] = rest
  if (command === undefined) return { kind: 'help', status: 0 }
  if (!isCommand(command)) throw new UsageError(unknownCommand(command))
  if (extra !== undefined) {
    throw new UsageError(
      `help takes one command, got ${rest.length} (appetize-deploy help ${command}).`
    )
  }
  return { kind: 'help', command, status: 0 }
}

/** A command's options and argument, then the variables of the options not given. */
function readCommand(
  command: Command,
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>
): Request {
  const spec = COMMAND_SPECS[command]
  const options = optionsOf(command)
  const config: NonNullable<ParseArgsConfig['options']> = { help: { type: 'boolean', short: 'h' } }
  for (const option of options)
    config[option.flag] = { type: option.boolean ? 'boolean' : 'string' }
  // Not strict: the tokens are checked here, so that no message is the parser's.
  const { tokens } = parseArgs({
    args: [...args],
    options: config,
    strict: false,
    allowPositionals: true,
    tokens: true
  })
  if (tokens.some(token => token.kind === 'option' && token.name === 'help')) {
    return { kind: 'help', command, status: 0 }
  }
  const given = new Map<string, string>()
  const positionals: string[] = []
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value)
    if (token.kind !== 'option') continue
    // `-file` is read as -f -i -l -e: the message names it as written.
    const written = args[token.index] ?? token.rawName
    const typed = /^-[^-]/.test(written) ? (written.split('=')[0] ?? written) : token.rawName
    const option = options.find(candidate => `--${candidate.flag}` === token.rawName)
    if (option === undefined) throw new UsageError(unknownOption(typed, command))
    given.set(option.flag, valueOf(option, token.value, token.inlineValue === true))
  }
  if (positionals.length > (spec.argument ? 1 : 0)) {
    throw new UsageError(
      `${command} takes ${spec.argument ? `one argument, ${spec.argument}` : 'no argument'}, got ${positionals.length} (appetize-deploy ${command} --help).`
    )
  }
  const argument = positionals[0]
  const fromArgument = given.get(ARGUMENT_OPTION)
  if (argument !== undefined && fromArgument !== undefined && fromArgument !== argument) {
    throw new UsageError(
      `The <publicKey> argument and --${ARGUMENT_OPTION} name different apps: give one.`
    )
  }
  const values = new Map<string, string>()
  const sources = new Map<string, 'command line' | 'environment'>()
  for (const option of options) {
    const value = given.get(option.flag)
    if (value !== undefined) {
      values.set(option.flag, value)
      sources.set(option.flag, 'command line')
      continue
    }
    // The argument is on the command line: it wins over the variable, as an option would.
    if (option.flag === ARGUMENT_OPTION && argument !== undefined) continue
    const fromEnv = env[variableOf(option.flag)]
    if (fromEnv === undefined || fromEnv === '') continue
    values.set(option.flag, option.boolean ? booleanOf(option.flag, fromEnv) : fromEnv)
    sources.set(option.flag, 'environment')
  }
  if (command === 'preview' && values.get('delete') === 'true') refuseBuildOptions(given)
  return { kind: 'run', commandLine: { command, values, sources, argument } }
}

/**
 * `preview --delete` deletes the preview's app and sends no build: a build option on its
 * command line would be ignored, so it is refused, every one named. Those from `APPETIZE_`
 * variables are not (a pipeline's variables may serve its deploy and its stop job alike).
 *
 * @param given the options given on the command line, by flag
 */
function refuseBuildOptions(given: ReadonlyMap<string, string>): void {
  const ignored = BUILD_OPTIONS.filter(flag => given.has(flag)).map(flag => `--${flag}`)
  if (ignored.length === 0) return
  const named =
    ignored.length === 1
      ? `${ignored[0] ?? ''}, which it would ignore`
      : `${ignored.slice(0, -1).join(', ')} and ${ignored.at(-1) ?? ''}, which it would ignore`
  throw new UsageError(
    `preview --delete deletes the preview's app and sends no build, but was given ${named}: leave ${ignored.length === 1 ? 'it' : 'them'} out (--platform or --preview-name name the preview). Nothing was sent.`
  )
}

/**
 * An option's value from its token: a flag takes none; a value option needs one, and one that
 * looks like an option is refused unless written `--flag=value`.
 */
function valueOf(option: OptionSpec, value: string | undefined, inline: boolean): string {
  if (option.boolean) {
    if (value !== undefined) throw new UsageError(flagWithValue(option, value))
    return 'true'
  }
  if (value === undefined) throw new UsageError(missingValue(option, undefined))
  if (!inline && value.startsWith('-') && value !== '-') {
    throw new UsageError(missingValue(option, value))
  }
  return value
}

/**
 * The tokens never taken as an option's value, and where each comes from instead: the API
 * token's, and each review platform's (its descriptor's `refusedOptions`).
 */
const TOKEN_OPTIONS: Readonly<Record<string, string>> = {
  'api-token': 'Set APPETIZE_API_TOKEN, or give --api-token-file <path>',
  ...Object.fromEntries(
    commandLinePlatforms().flatMap(({ descriptor: { refusedOptions, words } }) =>
      refusedOptions.map(flag => [
        flag,
        `${words?.tokenHow.charAt(0).toUpperCase() ?? ''}${words?.tokenHow.slice(1) ?? ''}`
      ])
    )
  )
}

/**
 * Refuses a token as an option's value, before anything else: a value on the command line
 * ends up in shell history and in every process listing. The value is never repeated.
 *
 * @throws UsageError when argv holds `--api-token`, a platform's (`--gitlab-token`) or `=…`
 */
function refuseTokenOption(argv: readonly string[]): void {
  for (const [flag, instead] of Object.entries(TOKEN_OPTIONS)) {
    if (!argv.some(arg => arg === `--${flag}` || arg.startsWith(`--${flag}=`))) continue
    throw new UsageError(
      `--${flag} is refused: a token given on the command line ends up in the shell history and in every process listing. ${instead} (a file only you can read). Nothing was sent.`
    )
  }
}

/** A boolean option's variable: true/false or 1/0. */
function booleanOf(flag: string, value: string): string {
  const lower = value.toLowerCase()
  if (lower === 'true' || lower === '1') return 'true'
  if (lower === 'false' || lower === '0') return 'false'
  throw new UsageError(
    `${variableOf(flag)} must be true or false (or 1 or 0), got ${JSON.stringify(value)}.`
  )
}
