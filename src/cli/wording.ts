/**
 * The core's messages in the command line's words: an action input becomes the option that
 * gives it (`maxAttempts` → `--max-attempts`), and each kind of failure gets advice for a
 * terminal (no workflow file, no "re-run the job").
 */
import { variableOf } from './commands.js'

/** The option that gives each action input the core names in its messages. */
const OPTION_OF_INPUT: Readonly<Record<string, string>> = {
  publicKey: 'public-key',
  url: 'url',
  file: 'file',
  platform: 'platform',
  fileType: 'file-type',
  note: 'note',
  settings: 'settings',
  devices: 'devices',
  linkParams: 'link-params',
  baseUrl: 'base-url',
  privateInstanceUrl: 'private-instance-url',
  maxAttempts: 'max-attempts',
  requestTimeout: 'request-timeout',
  dryRun: 'dry-run',
  previousIpv4: 'previous-ipv4',
  ipv4MinCount: 'ipv4-min-count',
  ipv4MaxRemoved: 'ipv4-max-removed',
  ipv4Formats: 'ipv4-formats',
  ipv4Directory: 'ipv4-directory',
  ipv4MaxEntries: 'ipv4-max-entries'
}

/** Where the token comes from, named wherever the core says `apiToken`. */
export const TOKEN_SOURCES = 'APPETIZE_API_TOKEN or --api-token-file'

/** Inputs whose names are also words or app field names: renamed only in input errors. */
const WORD_INPUTS = [
  'file',
  'url',
  'platform',
  'fileType',
  'note',
  'settings',
  'devices',
  'publicKey'
]

/**
 * Which option gave an input, where it is not the input's own: `{ settings: 'settings-file' }`
 * when the settings were read from the file `--settings-file` names.
 */
export type OptionsGiven = Readonly<Partial<Record<string, string>>>

/** The core's phrases about a workflow run, as a terminal says them (after options are named). */
const TERMINAL_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bRe-run the job with debug logging enabled\b/g, 'Run the command again with --verbose'],
  [
    /\bbefore re-running, since a re-run applies it again\b/g,
    'before running the command again, which would apply it again'
  ],
  [/\bre-run the job\b/g, 'run the command again'],
  [/\bRe-run the job\b/g, 'Run the command again'],
  [/\bthe runner[’']s network\b/g, 'the network'],
  [/\bany proxy between the runner and the service\b/g, 'any proxy in between'],
  [/\b([Nn])othing was published\b/g, '$1othing was printed'],
  [/\bfed from the outputs\b/g, 'fed from the result'],
  [/\bthe build step wrote the build\b/g, 'the build was written'],
  [/\b([Tt])he action\b/g, '$1he tool'],
  [/\bBuild before this step\b/g, 'Build it first'],
  [/\brelative to the workspace\b/g, 'relative to the current folder'],
  [/\bLeave (--[a-z0-9-]+) empty\b/g, 'Leave out $1']
]

/** Lists of field names or values, which stay as they are: "Known fields: url, note, …". */
const NAME_LISTS = /((?:Known fields|Allowed): [^.]*)/

/**
 * A core text with the inputs it names as options, and its phrases about a workflow run in a
 * terminal's words. Names that are also English words (`file`, `platform`) are renamed only
 * when `inputError` is true, where they name inputs; never after an article ("a file"), a number
 * or a platform ("3 devices", "iOS devices"), in quotes (`"url"`, a field name) or in a list of
 * known fields.
 *
 * @param given the options that gave inputs instead of their own (`--settings-file`)
 */
export function inTerminalWords(
  text: string,
  inputError = false,
  given: OptionsGiven = {}
): string {
  return text
    .split(NAME_LISTS)
    .map((piece, index) => (index % 2 === 1 ? piece : namedAsOptions(piece, inputError, given)))
    .join('')
}

function namedAsOptions(text: string, inputError: boolean, given: OptionsGiven): string {
  const flagOf = (name: string): string | undefined => given[name] ?? OPTION_OF_INPUT[name]
  let result = text
    .replace(/\b[Tt]he apiToken secret\b/g, 'The API token')
    .replace(/\bthe (\w+) input\b/g, (whole, name: string) =>
      flagOf(name) ? `--${flagOf(name)}` : whole
    )
    .replace(/\bapiToken\b/g, `the API token (${TOKEN_SOURCES})`)
  const names = Object.keys(OPTION_OF_INPUT).filter(
    name => inputError || !WORD_INPUTS.includes(name)
  )
  const pattern = new RegExp(`(?<![\\w.\\-"])(${names.join('|')})\\b(?![.-]\\w|")`, 'g')
  result = result.replace(pattern, (name: string, _group: string, offset: number) => {
    const before = result.slice(Math.max(0, offset - 8), offset)
    if (WORD_INPUTS.includes(name) && /\b(a|an|the|this|app's|\d+|iOS|Android)\s$/i.test(before)) {
      return name
    }
    return `--${flagOf(name)}`
  })
  if (inputError) {
    result = result.replace(/\bsettings\.(\w+)/g, `$1 in --${flagOf('settings')}`)
  }
  // "give --platform: ios" reads as a YAML key: a command line has no colon there.
  result = result.replace(/(--[a-z0-9-]+): (?=[a-z0-9])/g, '$1 ')
  for (const [phrase, words] of TERMINAL_PHRASES) result = result.replace(phrase, words)
  return result
}

/** True when a text still speaks of a workflow run after `inTerminalWords`. */
export function speaksOfWorkflow(text: string): boolean {
  return /workflow|re-?run|\bjobs?\b|permissions:|\$\{\{|\brunner\b|\binputs?\b/i.test(text)
}

/** "Invalid --max-attempts (APPETIZE_MAX_ATTEMPTS)", for an input error's title. */
export function invalidOptionTitle(input: string, given: OptionsGiven = {}): string {
  if (input === 'apiToken') return `Invalid API token (${TOKEN_SOURCES})`
  const flag = given[input] ?? OPTION_OF_INPUT[input]
  return flag ? `Invalid --${flag} (${variableOf(flag)})` : `Invalid ${input}`
}

/** What to do about an input error: fix the option or its variable (or the file it names). */
export function inputAdvice(input: string, given: OptionsGiven = {}): string {
  if (input === 'apiToken') {
    return `Copy the token from Organization → API Token on the dashboard into ${TOKEN_SOURCES}; nothing was sent to the service.`
  }
  const flag = given[input] ?? OPTION_OF_INPUT[input]
  if (flag?.endsWith('-file')) {
    return `Fix the file that --${flag} (or ${variableOf(flag)}) names; nothing was sent to the service.`
  }
  const where = flag ? `--${flag} (or ${variableOf(flag)})` : 'the command line'
  return `Fix ${where}; nothing was sent to the service.`
}

/**
 * What to do about each kind of failure, at a terminal or in any CI system's job: the kind's
 * own advice in a terminal's words, for a failure that carries no advice of its own or one that
 * speaks of a workflow run.
 */
export const FAILURE_ADVICE: Readonly<Record<string, string>> = {
  'invalid-input': 'Fix the option; nothing was sent to the service.',
  'build-unreadable':
    'Check that the build was written completely and that the file can be read; nothing more was sent.',
  'bad-request': 'Fix the field the service names, in --settings or in its own option.',
  unauthorized: `Check the API token (${TOKEN_SOURCES}): create one under Organization → API Token on the dashboard.`,
  forbidden: 'Use an API token of the organization that owns the app.',
  'not-found':
    "Check the publicKey against the app's page on the dashboard, that the token belongs to the app's organization, and --base-url or --private-instance-url if you set them.",
  'rate-limited':
    'The service asked to slow down: run the command again later, or raise --max-attempts.',
  'server-error':
    'The service had a problem that may pass: run the command again. If it keeps happening, raise --max-attempts.',
  unreachable:
    'Check the host in --base-url or --private-instance-url and the network and proxy (HTTPS_PROXY, NO_PROXY); after a passing outage, run the command again.',
  'timed-out':
    'Raise --request-timeout if the service or the upload is slow, or run the command again if the network was briefly slow.',
  'malformed-answer':
    'The service sent an answer that cannot be trusted, so nothing was printed from it. Try again later; if it persists, check --base-url or --private-instance-url and any proxy in between.',
  'redirect-refused':
    'Point --base-url or --private-instance-url at the API host itself, so that no redirect to another origin is needed.',
  'answer-lost':
    'The service may have applied the change: check the app on the dashboard before running the command again, which would apply it again.',
  'outcome-unknown':
    'An app may have been created that nothing records: look for it on the dashboard and delete it before creating another.',
  'guard-rail': 'Nothing was printed, so a firewall fed from the result keeps its rules.',
  unexpected:
    'Run the command again with --verbose for details, and report the problem if it persists.'
}
