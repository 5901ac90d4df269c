/**
 * The command line of `appetize-deploy`: its commands, their options, and each option's
 * environment variable (`APPETIZE_` and the option's name in upper snake case). Parsed with
 * Node's own `util.parseArgs` (https://nodejs.org/api/util.html#utilparseargsconfig); an option
 * on the command line wins over its variable. Loads nothing of the core, so `--help` and a usage
 * error start fast.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'

/** The commands, in the order help lists them. */
export const COMMANDS = ['update', 'create', 'delete', 'ips', 'devices'] as const
export type Command = (typeof COMMANDS)[number]

/** One option of the command line. */
export interface OptionSpec {
  /** Its name after `--`, e.g. `file-type`. */
  readonly flag: string
  /** A flag without a value (`--dry-run`). */
  readonly boolean?: boolean
  /** The value's placeholder in help, e.g. `<path>`. */
  readonly value?: string
  readonly help: string
}

const APP_OPTIONS: readonly OptionSpec[] = [
  { flag: 'file', value: '<path>', help: 'a build to upload: a file, a glob, or an .app folder' },
  { flag: 'url', value: '<url>', help: 'a build the service downloads (.zip, .tar.gz, .apk)' },
  { flag: 'platform', value: 'ios|android', help: 'the platform (a file infers it)' },
  { flag: 'file-type', value: 'zip|tar.gz|apk', help: 'the type of the build at --url' },
  { flag: 'note', value: '<text>', help: "a note shown on the app's dashboard page" },
  { flag: 'settings', value: '<yaml|json>', help: 'app fields as YAML or JSON (null unsets)' },
  { flag: 'settings-file', value: '<path>', help: 'the same, read from a file' },
  { flag: 'devices', value: '<ids>', help: 'device ids (id@osVersion), comma-separated: links' },
  {
    flag: 'link-params',
    value: '<yaml|json>',
    help: "the links' query parameters; a list: columns"
  }
]

const PUBLIC_KEY: OptionSpec = {
  flag: 'public-key',
  value: '<publicKey>',
  help: 'the app (instead of the argument)'
}

/** Options of every command. */
export const COMMON_OPTIONS: readonly OptionSpec[] = [
  { flag: 'api-token-file', value: '<path>', help: 'read the API token from a file' },
  { flag: 'base-url', value: '<url>', help: 'the API host (default https://api.appetize.io)' },
  { flag: 'private-instance-url', value: '<url>', help: 'a private instance' },
  { flag: 'max-attempts', value: '<1-10>', help: 'attempts per request (default 4)' },
  { flag: 'request-timeout', value: '<seconds>', help: 'deadline per request (default 300)' },
  { flag: 'dry-run', boolean: true, help: 'check everything, print the requests, send nothing' },
  { flag: 'output', value: 'json|dotenv', help: 'the result on stdout (default json)' },
  { flag: 'verbose', boolean: true, help: 'print debug lines' }
]

/** Each command's own options, and its argument. */
export const COMMAND_SPECS: Readonly<
  Record<Command, { summary: string; argument?: string; options: readonly OptionSpec[] }>
> = {
  update: {
    summary: 'update an app with a new build and/or settings',
    argument: '<publicKey>',
    options: [PUBLIC_KEY, ...APP_OPTIONS]
  },
  create: {
    summary: 'create an app (POST /v1/apps); prints its publicKey and appUrl',
    options: APP_OPTIONS
  },
  delete: {
    summary: 'delete an app; one that is already gone is success',
    argument: '<publicKey>',
    options: [PUBLIC_KEY]
  },
  ips: {
    summary: "fetch the streaming servers' IP blocks, with guard rails",
    options: [
      {
        flag: 'previous-ipv4',
        value: '<list|@path>',
        help: 'the allow-list as it stands now, to compare with'
      },
      { flag: 'ipv4-min-count', value: '<n>', help: 'fail when fewer blocks are listed' },
      { flag: 'ipv4-max-removed', value: '<n>', help: 'fail when more would be removed' },
      { flag: 'ipv4-formats', value: '<names>', help: 'write the list for firewalls: nginx, …' },
      { flag: 'ipv4-directory', value: '<path>', help: 'where (default ./appetize-ipv4)' },
      { flag: 'ipv4-max-entries', value: '<n>', help: 'fail when the list has more entries' }
    ]
  },
  devices: {
    summary: 'list the devices the service offers',
    options: [{ flag: 'platform', value: 'ios|android', help: 'only those of one platform' }]
  }
}

/** `APPETIZE_` and the option's name in upper snake case: `--base-url` → `APPETIZE_BASE_URL`. */
export function variableOf(flag: string): string {
  return `APPETIZE_${flag.replace(/-/g, '_').toUpperCase()}`
}

/** A problem with the command line or the environment, found before anything is sent. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
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

/** What argv asks for before a command runs: help, the version, or a command. */
export type Request =
  | { readonly kind: 'help'; readonly command?: Command }
  | { readonly kind: 'version' }
  | { readonly kind: 'run'; readonly commandLine: CommandLine }

/**
 * Reads the command line and the environment.
 *
 * @param argv the arguments after the program's name
 * @param env the environment (`APPETIZE_*` variables)
 * @throws UsageError for an unknown command or option, a missing or extra argument, a refused
 *   `--api-token`, or a variable that is not a valid value
 */
export function readCommandLine(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>
): Request {
  refuseTokenOption(argv)
  const [first, ...rest] = argv
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    return { kind: 'help' }
  }
  if (first === '--version' || first === '-v') return { kind: 'version' }
  if (!COMMANDS.includes(first as Command)) {
    throw new UsageError(
      `${JSON.stringify(first)} is not a command: use ${COMMANDS.join(', ')} (appetize-deploy --help).`
    )
  }
  const command = first as Command
  const spec = COMMAND_SPECS[command]
  const options = [...spec.options, ...COMMON_OPTIONS]
  const config: NonNullable<ParseArgsConfig['options']> = { help: { type: 'boolean', short: 'h' } }
  for (const option of options)
    config[option.flag] = { type: option.boolean ? 'boolean' : 'string' }
  let parsed: {
    values: Record<string, string | boolean | (string | boolean)[] | undefined>
    positionals: string[]
  }
  try {
    parsed = parseArgs({ args: [...rest], allowPositionals: true, strict: true, options: config })
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (appetize-deploy ${command} --help).`)
  }
  if (parsed.values.help === true) return { kind: 'help', command }
  const positionals = parsed.positionals
  if (positionals.length > (spec.argument ? 1 : 0)) {
    throw new UsageError(
      `${command} takes ${spec.argument ? `one argument, ${spec.argument}` : 'no argument'}, got ${positionals.length} (appetize-deploy ${command} --help).`
    )
  }
  const values = new Map<string, string>()
  const sources = new Map<string, 'command line' | 'environment'>()
  for (const option of options) {
    const given = parsed.values[option.flag]
    // No option is declared `multiple`: a value is a string, a flag a boolean.
    if (typeof given === 'string' || typeof given === 'boolean') {
      values.set(option.flag, String(given))
      sources.set(option.flag, 'command line')
      continue
    }
    const fromEnv = env[variableOf(option.flag)]
    if (fromEnv === undefined || fromEnv === '') continue
    values.set(option.flag, option.boolean ? booleanOf(option.flag, fromEnv) : fromEnv)
    sources.set(option.flag, 'environment')
  }
  return {
    kind: 'run',
    commandLine: { command, values, sources, argument: positionals[0] }
  }
}

/**
 * Refuses the token as an option's value, before anything else: a value on the command line
 * ends up in shell history and in every process listing. The value is never repeated.
 *
 * @throws UsageError when argv holds `--api-token` or `--api-token=…`
 */
function refuseTokenOption(argv: readonly string[]): void {
  if (!argv.some(arg => arg === '--api-token' || arg.startsWith('--api-token='))) return
  throw new UsageError(
    '--api-token is refused: a token given on the command line ends up in the shell history and in every process listing. Set APPETIZE_API_TOKEN, or give --api-token-file <path> (a file only you can read). Nothing was sent.'
  )
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
