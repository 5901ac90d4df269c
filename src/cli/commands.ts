/**
 * The commands of `appetize-deploy`, their options, and each option's environment variable
 * (`APPETIZE_` and the option's name in upper snake case): the contract docs/cli.md documents.
 * `preview` and `sweep` take the options of every review platform the registry
 * (src/cli/platforms.ts) offers, and are worded in those platforms' terms.
 */
import { optionVariable, type ReviewCommand } from '../review/platform-descriptor.js'
import { commandLinePlatforms } from './platforms.js'

/** The commands, in the order help lists them. */
export const COMMANDS = [
  'update',
  'create',
  'delete',
  'ips',
  'devices',
  'preview',
  'sweep'
] as const
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

/**
 * The options that give a build or what is sent with it: `preview --delete` sends none, and
 * refuses them on its command line. `--platform` is not among them: it names the preview (the
 * preview's name is the platform unless `--preview-name` is given).
 */
export const BUILD_OPTIONS: readonly string[] = APP_OPTIONS.map(option => option.flag).filter(
  flag => flag !== 'platform'
)

/**
 * The options the review platforms add to `preview` or `sweep`, each once (an option two
 * platforms share, `--commit`, keeps the first one's help), in the registry's order.
 */
function platformOptions(command: ReviewCommand): OptionSpec[] {
  const options = new Map<string, OptionSpec>()
  for (const { descriptor } of commandLinePlatforms()) {
    for (const { flag, value, help, commands } of descriptor.options) {
      if (commands.includes(command) && !options.has(flag)) options.set(flag, { flag, value, help })
    }
  }
  return [...options.values()]
}

/** The platforms' terms, each once: `merge request`, or `merge request or pull request`. */
function eitherTerm(term: 'pullRequest' | 'comment', joint = ' or ', suffix = ''): string {
  const words = new Set(commandLinePlatforms().map(({ descriptor }) => descriptor.terms[term]))
  return [...words].map(word => `${word}${suffix}`).join(joint)
}

/** The platforms' names: `GitLab`, `GitLab, Bitbucket`. */
const PLATFORM_NAMES = commandLinePlatforms()
  .map(({ descriptor }) => descriptor.terms.name)
  .join(', ')

/** The preview's name and the label that keeps it, as the action's previewName and keepLabel. */
const PREVIEW_NAME: OptionSpec = {
  flag: 'preview-name',
  value: '<name>',
  help: `which preview of the ${eitherTerm('pullRequest')} (default: the platform)`
}
const KEEP_LABEL: OptionSpec = {
  flag: 'keep-label',
  value: '<label>',
  help: `a ${eitherTerm('pullRequest')} so labelled keeps its app (default keep-preview)`
}

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
  },
  preview: {
    summary: `create or update the ${eitherTerm('pullRequest')}'s preview app and its ${eitherTerm('comment')} (${PLATFORM_NAMES})`,
    options: [
      ...APP_OPTIONS,
      PREVIEW_NAME,
      { flag: 'delete', boolean: true, help: "delete the preview's app instead (the stop job)" },
      KEEP_LABEL,
      ...platformOptions('preview')
    ]
  },
  sweep: {
    summary: `delete the preview apps of merged, closed and idle ${eitherTerm('pullRequest', ' and ', 's')} (${PLATFORM_NAMES})`,
    options: [
      { flag: 'preview-ttl', value: '<36h|7d|2w>', help: 'also those not deployed for this long' },
      KEEP_LABEL,
      {
        flag: 'sweep-max-deletes',
        value: '<n>',
        help: 'delete none and fail when more would go (default 50)'
      },
      ...platformOptions('sweep')
    ]
  }
}

/** `APPETIZE_` and the option's name in upper snake case: `--base-url` → `APPETIZE_BASE_URL`. */
export function variableOf(flag: string): string {
  return optionVariable(flag)
}

/** A command's options: its own, then those of every command. */
export function optionsOf(command: Command): readonly OptionSpec[] {
  return [...COMMAND_SPECS[command].options, ...COMMON_OPTIONS]
}

/** True when `name` is one of the commands. */
export function isCommand(name: string): name is Command {
  return (COMMANDS as readonly string[]).includes(name)
}
