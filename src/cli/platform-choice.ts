/**
 * Which review platform `preview` and `sweep` work on: the one whose CI variables
 * (`GITLAB_CI`, …: each descriptor's `selectedBy`) or options (`--gitlab-…`: its choosing
 * options, on the command line or from their `APPETIZE_` variables) are given. A token
 * variable, or a token file given only through its variable, chooses nothing: a runner may hold
 * several platforms' tokens. Both, or neither: a usage error naming what chooses (exit 2).
 */
import {
  RunRefused,
  optionVariable,
  type PlatformDescriptor,
  type PlatformRun
} from '../review/platform-descriptor.js'
import { UsageError, type CommandLine } from './command-line.js'
import { commandLinePlatforms, type RegisteredPlatform } from './platforms.js'

type Env = Readonly<Record<string, string | undefined>>

/** The options whose giving chooses the platform, each once: `gitlab-api-url`, …. */
export function choosingFlags(descriptor: PlatformDescriptor): string[] {
  return [
    ...new Set(descriptor.options.filter(option => option.chooses).map(option => option.flag))
  ]
}

/** What in this run names the platform: its CI variables set, its choosing options given. */
function namedBy(descriptor: PlatformDescriptor, { values, sources }: CommandLine, env: Env) {
  const variables = descriptor.selectedBy.filter(name => (env[name] ?? '') !== '')
  const options = choosingFlags(descriptor).flatMap(flag => {
    if (!values.has(flag)) return []
    if (sources.get(flag) === 'command line') return [`--${flag}`]
    const tokenSource = descriptor.options.some(
      option => option.flag === flag && option.tokenSource
    )
    return tokenSource ? [] : [optionVariable(flag)]
  })
  return [...variables, ...options]
}

/** `a and b`; `a, b and c`. */
function listed(items: readonly string[], last = 'and'): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1) ?? ''}`
}

/**
 * The platform `preview` or `sweep` works on.
 *
 * @param platforms the platforms to choose from (the registry's that the npm package carries)
 * @throws UsageError when none or several are named, or when an option of another platform
 *   only is given on the command line
 */
export function choosePlatform(
  commandLine: CommandLine,
  env: Env,
  platforms: readonly RegisteredPlatform[] = commandLinePlatforms()
): RegisteredPlatform {
  const { command } = commandLine
  const named = platforms
    .map(platform => ({ platform, by: namedBy(platform.descriptor, commandLine, env) }))
    .filter(({ by }) => by.length > 0)
  const [only, ...more] = named
  if (only !== undefined && more.length === 0) {
    refuseOthersOptions(commandLine, only.platform.descriptor, platforms)
    return only.platform
  }
  const descriptors = platforms.map(({ descriptor }) => descriptor)
  const chooses = descriptors
    .map(
      descriptor =>
        `${descriptor.terms.name}: ${[...descriptor.selectedBy, ...choosingFlags(descriptor).map(flag => `--${flag}`)].join(', ')}`
    )
    .join('; ')
  if (only === undefined) {
    const names = descriptors.map(({ terms }) => terms.name)
    const what =
      command === 'preview'
        ? listed(
            descriptors.map(({ terms }) => `a ${terms.name} ${terms.pullRequest}`),
            'or'
          )
        : listed(names, 'or')
    const naming = descriptors.map(
      ({ terms, options }) =>
        `${terms.name}: ${listed(
          options
            .filter(
              option =>
                option.namesTarget && (option.commands as readonly string[]).includes(command)
            )
            .map(option => `--${option.flag}`)
        )}`
    )
    const ci = listed(
      descriptors.map(({ words, terms }) => words?.ci ?? terms.name),
      'or'
    )
    const whose = descriptors.length > 1 ? "one platform's" : 'its'
    throw new UsageError(
      `${command} works on ${what}, and nothing names its platform: no CI variable or option that chooses one is given (${chooses}); a token alone chooses none. Nothing was sent.`,
      `Run it in ${ci}, or name the ${command === 'preview' ? listed([...new Set(descriptors.map(({ terms }) => terms.pullRequest))], 'or') : 'project'} with ${whose} options (${naming.join('; ')}).`
    )
  }
  throw new UsageError(
    `${command} works on one review platform, and this run names ${named.length}: ${listed(named.map(({ platform, by }) => `${platform.descriptor.terms.name} (${by.join(', ')})`))}. Nothing was sent.`,
    `Give the variables and options of one platform only (${chooses}).`
  )
}

/** An option of another platform only, given on the command line, would be ignored: refused. */
function refuseOthersOptions(
  { command, values, sources }: CommandLine,
  chosen: PlatformDescriptor,
  platforms: readonly RegisteredPlatform[]
): void {
  const own = new Set(chosen.options.map(option => option.flag))
  const foreign = platforms
    .flatMap(({ descriptor }) => descriptor.options.map(option => option.flag))
    .filter(flag => !own.has(flag) && values.has(flag) && sources.get(flag) === 'command line')
  if (foreign.length === 0) return
  const flags = [...new Set(foreign)].map(flag => `--${flag}`)
  throw new UsageError(
    `${listed(flags)} ${flags.length === 1 ? 'is an option' : 'are options'} of another review platform, and this run is on ${chosen.terms.name}: give ${chosen.terms.name}'s own (appetize-deploy ${command} --help). Nothing was sent.`
  )
}

/**
 * The chosen platform's run: its adapter (loaded now) reads the target and token from its CI's
 * variables and the options.
 *
 * @throws UsageError with every problem the adapter found, before anything is sent
 */
export async function readPlatformRun(
  platform: RegisteredPlatform,
  { command, values }: CommandLine,
  env: Env,
  cwd: string
): Promise<PlatformRun> {
  if (platform.load === undefined || (command !== 'preview' && command !== 'sweep')) {
    throw new Error(`${platform.descriptor.terms.name} offers no ${command}.`)
  }
  const reader = await platform.load()
  try {
    return await reader.readRun({ command, values, env, cwd })
  } catch (error) {
    if (error instanceof RunRefused) throw new UsageError(error.lines, error.advice)
    throw error
  }
}
