import {
  COMMAND_SPECS,
  COMMANDS,
  COMMON_OPTIONS,
  variableOf,
  type Command,
  type OptionSpec
} from './commands.js'
import { choosingFlags } from './platform-choice.js'
import { commandLinePlatforms } from './platforms.js'

/** The overview: every command, the token, the environment, the exit statuses. */
export function overviewHelp(): string {
  const width = Math.max(...COMMANDS.map(command => usageOf(command).length))
  return [
    'appetize-deploy: deploy mobile builds to the Appetize app streaming service.',
    '',
    'Usage:',
    ...COMMANDS.map(
      command => `  ${usageOf(command).padEnd(width)}  ${COMMAND_SPECS[command].summary}`
    ),
    '  appetize-deploy help <command>',
    '  appetize-deploy --version',
    '',
    'Options of every command:',
    ...optionLines(COMMON_OPTIONS),
    HELP_LINE,
    '',
    ...FOOTER,
    '',
    'appetize-deploy help <command> (or <command> --help) lists the options of one command.'
  ].join('\n')
}

/** One command's usage, options and environment. */
export function commandHelp(command: Command): string {
  const spec = COMMAND_SPECS[command]
  return [
    `Usage: ${usageOf(command)}`,
    '',
    `${spec.summary[0]?.toUpperCase()}${spec.summary.slice(1)}.`,
    '',
    'Options:',
    ...optionLines(spec.options),
    ...optionLines(COMMON_OPTIONS),
    HELP_LINE,
    '',
    ...FOOTER
  ].join('\n')
}

/** `--help` has no variable: it is an option of the command line only. */
const HELP_LINE = `  ${'--help, -h'.padEnd(34)} print this help`

const FOOTER = [
  'Every option can also come from the environment, e.g. --base-url from APPETIZE_BASE_URL;',
  'the command line wins. The API token comes from APPETIZE_API_TOKEN or --api-token-file,',
  'never from an option (--api-token is refused).',
  ...platformLines(),
  '',
  'stdout carries only the result (--output json: one JSON object; --output dotenv:',
  'APPETIZE_<NAME>=value lines); logs and progress go to stderr.',
  'Exit status: 0 success, 1 the operation failed, 2 a usage or input error (nothing sent).',
  'Documentation: https://github.com/appetize-deploy-action/appetize-deploy/blob/main/docs/cli.md'
]

/**
 * Which platform preview and sweep work on (what chooses each: platform-choice.ts), then each
 * platform's own lines (its descriptor's).
 */
function platformLines(): string[] {
  const platforms = commandLinePlatforms().map(({ descriptor }) => descriptor)
  const chooses = platforms.map(
    descriptor =>
      `${descriptor.terms.name}: ${[...descriptor.selectedBy, ...choosingFlags(descriptor).map(flag => `--${flag}`)].join(', ')}`
  )
  return [
    'preview and sweep work on the review platform whose CI variables or options are given',
    `(${chooses.join('; ')}); a token alone chooses none.`,
    ...platforms.flatMap(descriptor => descriptor.words?.help ?? [])
  ]
}

function usageOf(command: Command): string {
  const argument = COMMAND_SPECS[command].argument
  return `appetize-deploy ${command}${argument ? ` ${argument}` : ''} [options]`
}

function optionLines(options: readonly OptionSpec[]): string[] {
  return options.map(option => {
    const flag = `--${option.flag}${option.value ? ` ${option.value}` : ''}`
    return `  ${flag.padEnd(34)} ${option.help} (${variableOf(option.flag)})`
  })
}
