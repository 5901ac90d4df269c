import { readFile } from 'node:fs/promises'
import packageJson from '../../package.json' with { type: 'json' }
import { resolve } from 'node:path'
import { UsageError, type CommandLine } from './command-line.js'
import { variableOf } from './commands.js'
import {
  InputError,
  InputErrors,
  planCreate,
  planDelete,
  planDeviceList,
  planRun,
  proxyCredentials,
  runAction,
  type InputReader,
  type Planner
} from './core-adapter.js'
import type { PlatformRun } from '../review/platform-descriptor.js'
import { choosePlatform, readPlatformRun } from './platform-choice.js'
import { PLATFORMS } from './platforms.js'
import { formatDotenv, formatJson, OUTPUT_FORMATS, type OutputFormat } from './result-format.js'
import { TerminalHost, type OptionsGiven } from './terminal-host.js'

/** Where a command reads and writes. */
export interface CommandIo {
  readonly env: Readonly<Record<string, string | undefined>>
  readonly cwd: string
  readonly stdout: (text: string) => void
  readonly stderr: (text: string) => void
  /** stderr is a terminal. */
  readonly tty: boolean
  /** Receives the function that hides the run's secrets, once they are known. */
  readonly onScrub?: (scrub: (text: string) => string) => void
}

/** Sent to the service, so that its logs tell the tool's requests from the action's. */
const USER_AGENT = `appetize-deploy/${packageJson.version}`

/** The exit statuses: success, the operation failed, a usage or input error (nothing sent). */
export type ExitStatus = 0 | 1 | 2

/**
 * Runs one command through the core: the options become the action's inputs, the command's
 * plan is made and run, and on success the results go to stdout in the chosen format.
 *
 * @returns the exit status
 * @throws UsageError for a file that cannot be read, conflicting options
 *   or an unknown output format: found before anything is sent
 */
export async function runCommand(commandLine: CommandLine, io: CommandIo): Promise<ExitStatus> {
  const { command, values } = commandLine
  const format = (values.get('output') ?? 'json') as OutputFormat
  if (!OUTPUT_FORMATS.includes(format)) {
    throw new UsageError(
      `--output (${variableOf('output')}) must be json or dotenv, got ${JSON.stringify(format)}.`
    )
  }
  // Which review platform, which pull request and the platform's token: every problem found
  // before anything is sent.
  const platform =
    command === 'preview' || command === 'sweep' ? choosePlatform(commandLine, io.env) : undefined
  const review = platform && (await readPlatformRun(platform, commandLine, io.env, io.cwd))
  const { inputs, given, missingApp } = await inputsOf(commandLine, io, review)
  const tokenFile = values.get('api-token-file')
  const host = new TerminalHost({
    write: io.stderr,
    tty: io.tty,
    colour: io.tty && !io.env.NO_COLOR && io.env.TERM !== 'dumb',
    verbose: values.get('verbose') === 'true',
    workspace: io.cwd,
    given,
    platform: platform?.descriptor,
    missingToken:
      inputs.get('apiToken')?.trim() !== ''
        ? undefined
        : tokenFile === undefined
          ? 'set APPETIZE_API_TOKEN or give --api-token-file <path> (a file only you can read).'
          : `--api-token-file (${variableOf('api-token-file')}) names ${JSON.stringify(tokenFile)}, which is empty.`
  })
  // Hidden before anything is sent: Node's trace (NODE_DEBUG=net) prints the proxy's credentials.
  for (const { secret, options } of proxyCredentials(io.env)) host.mask(secret, options)
  if (review) host.mask(review.token)
  const read: InputReader = name => (inputs.get(name) ?? '').trim()
  io.onScrub?.(text => host.scrub(text))
  const commandPlanner =
    command === 'create'
      ? planCreate
      : command === 'delete'
        ? planDelete
        : command === 'devices'
          ? planDeviceList
          : undefined
  const planner =
    missingApp === undefined ? commandPlanner : refusingWithoutApp(missingApp, commandPlanner)
  const outcome = await runAction(read, host, {
    redactor: host.redactor,
    planner,
    review: review?.review,
    userAgent: USER_AGENT
  })
  if (!outcome.succeeded) return outcome.failure?.kind === 'invalid-input' ? 2 : 1
  const results = host.results as Record<string, string>
  io.stdout(host.scrub(format === 'json' ? formatJson(results) : formatDotenv(results)))
  return 0
}

/**
 * The action's inputs, by name, from the options: `--file-type` gives `fileType`; the token from
 * `--api-token-file` or APPETIZE_API_TOKEN; `--settings-file` and `--previous-ipv4 @path` read;
 * `preview` and `sweep` as the inputs of those names, with the review platform's token.
 * `given` names the options that gave an input instead of its own, for messages.
 */
async function inputsOf(
  commandLine: CommandLine,
  io: CommandIo,
  review: PlatformRun | undefined
): Promise<{ inputs: Map<string, string>; given: OptionsGiven; missingApp?: string }> {
  const { command, values, sources } = commandLine
  const inputs = new Map<string, string>()
  const given: { settings?: string } = {}
  // A platform's options (`--pull-request`, `--commit` …) name the run's target for its adapter
  // (readPlatformRun), never an input of the action's of the same name (`pullRequest`).
  const platformFlags = new Set(
    PLATFORMS.flatMap(({ descriptor }) => descriptor.options.map(option => option.flag))
  )
  for (const [flag, value] of values) {
    if (platformFlags.has(flag)) continue
    inputs.set(
      flag.replace(/-([a-z0-9])/g, (_dash, letter: string) => letter.toUpperCase()),
      value
    )
  }
  const tokenFile = values.get('api-token-file')
  inputs.set(
    'apiToken',
    tokenFile === undefined
      ? (io.env.APPETIZE_API_TOKEN ?? '')
      : (await readOptionFile('api-token-file', tokenFile, io.cwd)).replace(/\r?\n$/, '')
  )
  const settingsFile = values.get('settings-file')
  if (settingsFile !== undefined) {
    if (values.has('settings') && sources.get('settings') === sources.get('settings-file')) {
      throw new UsageError(
        `--settings and --settings-file (${variableOf('settings')}, ${variableOf('settings-file')}) were both given: give the settings once.`
      )
    }
    if (!values.has('settings') || sources.get('settings-file') === 'command line') {
      inputs.set('settings', await readOptionFile('settings-file', settingsFile, io.cwd))
      given.settings = 'settings-file'
    }
  }
  const previous = values.get('previous-ipv4')
  if (previous?.startsWith('@')) {
    inputs.set('previousIpv4', await readOptionFile('previous-ipv4', previous.slice(1), io.cwd))
  }
  let missingApp: string | undefined
  if (command === 'update' || command === 'delete') {
    const publicKey = commandLine.argument ?? values.get('public-key') ?? ''
    inputs.set('publicKey', publicKey)
    if (publicKey.trim() === '') {
      missingApp = `${command} needs the app: appetize-deploy ${command} <publicKey>, or --public-key (${variableOf('public-key')}).`
    }
  } else inputs.delete('publicKey')
  inputs.set('ipBlocks', String(command === 'ips'))
  // The pull request's preview, or a sweep of the repository's: the action's inputs of those
  // names, with the review platform's token (`githubToken`, a secret input).
  inputs.set('preview', String(command === 'preview'))
  inputs.set('sweep', String(command === 'sweep'))
  if (review) inputs.set('githubToken', review.token)
  return { inputs, given, missingApp }
}

/**
 * A plan that refuses a run without its app (`update` or `delete` with neither `<publicKey>` nor
 * `--public-key`), after gathering the plan's other input errors, so that one run names every
 * input error, one line each, and sends nothing. The plan's own publicKey errors (it reads an
 * empty one as a new app) give way to this one.
 *
 * @param text what is missing and how to give it
 * @throws always: InputError for publicKey, or InputErrors with the plan's errors
 */
function refusingWithoutApp(text: string, planner: Planner | undefined): Planner {
  return async (inputs, workspace) => {
    const missing = new InputError('publicKey', text)
    const errors = [missing]
    try {
      await (planner ?? planRun)(inputs, workspace)
    } catch (error) {
      if (!(error instanceof InputError || error instanceof InputErrors)) throw error
      const found = error instanceof InputErrors ? error.errors : [error]
      errors.push(...found.filter(other => other.input !== 'publicKey'))
    }
    throw errors.length === 1 ? missing : new InputErrors(errors)
  }
}

/** A file an option names, as text, relative paths from the working folder. */
async function readOptionFile(flag: string, path: string, cwd: string): Promise<string> {
  try {
    return await readFile(resolve(cwd, path), 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new UsageError(
      `--${flag} (${variableOf(flag)}) names ${JSON.stringify(path)}, which cannot be read (${code}).`
    )
  }
}
