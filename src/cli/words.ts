/**
 * The command line's words for the core's messages (src/shared/message.ts): an input is the
 * option that gives it (`--max-attempts`; an input error's title adds its variable,
 * `--max-attempts (APPETIZE_MAX_ATTEMPTS)`), advice speaks
 * of running the command again. The tables are complete by type: a new input or kind of advice
 * does not compile until it has words here.
 */
import type { PlatformDescriptor, PlatformWords } from '../review/platform-descriptor.js'
import { variableOf } from './commands.js'
import type { AdviceKind, InputName, Words } from './core-adapter.js'

/** Where the API token comes from. */
export const TOKEN_SOURCES = 'APPETIZE_API_TOKEN or --api-token-file'

/**
 * The option of each input; undefined for the action's inputs that no option gives (the
 * commands `preview` and `sweep` stand for the inputs of those names; the review platform's
 * token is the GitLab token).
 */
const OPTION_OF_INPUT: Readonly<Record<InputName, string | undefined>> = {
  apiToken: undefined,
  publicKey: 'public-key',
  url: 'url',
  file: 'file',
  platform: 'platform',
  fileType: 'file-type',
  note: 'note',
  settings: 'settings',
  ipBlocks: undefined,
  baseUrl: 'base-url',
  privateInstanceUrl: 'private-instance-url',
  maxAttempts: 'max-attempts',
  requestTimeout: 'request-timeout',
  dryRun: 'dry-run',
  preview: undefined,
  previewName: 'preview-name',
  comment: undefined,
  githubToken: undefined,
  deploymentEnvironment: undefined,
  devices: 'devices',
  linkParams: 'link-params',
  sweep: undefined,
  previewTtl: 'preview-ttl',
  keepLabel: 'keep-label',
  sweepMaxDeletes: 'sweep-max-deletes',
  pullRequest: 'pull-request',
  previousIpv4: 'previous-ipv4',
  ipv4MinCount: 'ipv4-min-count',
  ipv4MaxRemoved: 'ipv4-max-removed',
  ipv4Formats: 'ipv4-formats',
  ipv4Directory: 'ipv4-directory',
  ipv4MaxEntries: 'ipv4-max-entries'
}

/**
 * The review platform's words where none was chosen (a command other than `preview` and
 * `sweep`, which never meets the review platform).
 */
const NO_PLATFORM: { name: string; words: PlatformWords } = {
  name: 'review platform',
  words: {
    tokenSources: 'preview and sweep only',
    tokenHow: "give the review platform's token",
    tokenSetUp: "Give the review platform's token.",
    refused: 'The review platform refused the token.',
    unavailable: 'The review platform had a problem that may pass: run the command again.',
    permission: "Check the review platform's token.",
    ci: 'CI',
    help: []
  }
}

/** What to do, for each kind of advice; the review platform's in its descriptor's words. */
const adviceOf = (platform: PlatformWords): Readonly<Record<AdviceKind, string>> => ({
  'invalid-input': 'Fix the option; nothing was sent to the service.',
  'build-unreadable':
    'Check that the build was written completely and that the file can be read; nothing more was sent.',
  'bad-request': 'Fix the field the service names, in --settings or in its own option.',
  unauthorized: `Check the API token (${TOKEN_SOURCES}): create one under Organization → API Token on the dashboard.`,
  forbidden: 'Use an API token of the organization that owns the app.',
  'not-found':
    "Check the <publicKey> argument (or --public-key) against the app's page on the dashboard, that the token belongs to the app's organization, and --base-url or --private-instance-url if you set them.",
  'not-the-api':
    "This address does not look like the service's API: check --base-url (or --private-instance-url, for a private instance). Running the command again does not help.",
  'rate-limited':
    'The service asked to slow down: run the command again later, or raise --max-attempts.',
  'server-error':
    'The service had a problem that may pass: run the command again. If it keeps happening, raise --max-attempts.',
  unreachable:
    'Check the host in --base-url or --private-instance-url and the network and proxy (HTTPS_PROXY, NO_PROXY); after a passing outage, run the command again.',
  'untrusted-certificate':
    "Trust the server's CA with NODE_EXTRA_CA_CERTS (a PEM file), or fix the host in --base-url or --private-instance-url so that it matches the certificate. Running the command again does not help.",
  'not-tls':
    'Check the scheme (https:// or http://) and the port of --base-url or --private-instance-url.',
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
  'review-refused': platform.refused,
  'review-unavailable': platform.unavailable,
  'guard-rail': 'Nothing was printed, so a firewall fed from the result keeps its rules.',
  unexpected:
    'Run the command again with --verbose for details, and report the problem if it persists.',
  'build-first': 'Build it first',
  workspace: 'the current folder',
  'review-token': platform.tokenHow,
  'review-permission': platform.permission,
  'nothing-published': 'nothing was printed',
  'firewall-kept': 'A firewall fed from the result keeps its rules.',
  rerun: 'run the command again'
})

/**
 * An input as the command line names it in a sentence: `--max-attempts`; with `variable`, as an
 * error's title names it: `--max-attempts (APPETIZE_MAX_ATTEMPTS)`.
 *
 * @param given the option that gave it instead of its own (`settings-file`)
 */
function optionWords(
  name: InputName,
  given: string | undefined,
  platform: { name: string; words: PlatformWords },
  variable = false
): string {
  if (name === 'apiToken') return `the API token (${TOKEN_SOURCES})`
  if (name === 'githubToken') return `the ${platform.name} token (${platform.words.tokenSources})`
  if (name === 'preview' || name === 'sweep') return `appetize-deploy ${name}`
  const flag = given ?? OPTION_OF_INPUT[name]
  if (flag === undefined) return name
  return variable ? `--${flag} (${variableOf(flag)})` : `--${flag}`
}

/**
 * The command line's words for one run.
 *
 * @param given which option gave an input instead of its own: `{ settings: 'settings-file' }`
 * @param descriptor the review platform `preview` or `sweep` works on (its words); none for
 *   the other commands
 */
export function terminalWords(
  given: Readonly<Partial<Record<InputName, string>>> = {},
  descriptor?: PlatformDescriptor
): Words {
  const platform =
    descriptor?.words === undefined
      ? NO_PLATFORM
      : { name: descriptor.terms.name, words: descriptor.words }
  const inputs = Object.fromEntries(
    (Object.keys(OPTION_OF_INPUT) as InputName[]).map(name => [
      name,
      optionWords(name, given[name], platform)
    ])
  ) as Record<InputName, string>
  return {
    inputs,
    advice: adviceOf(platform.words),
    key: (input, key) => `${key} in ${input}`,
    invalidInput: name => `Invalid ${optionWords(name, given[name], platform, true)}`,
    fixInput: name => fixOption(name, given[name], platform.words),
    titles: {
      'review-refused': `${capitalized(platform.name)} refused`,
      'review-unavailable': `${capitalized(platform.name)} unavailable`
    }
  }
}

/** What to do about an input error: fix the option or its variable (or the file it names). */
function fixOption(name: InputName, given: string | undefined, platform: PlatformWords): string {
  if (name === 'apiToken') {
    return `Copy the token from Organization → API Token on the dashboard into ${TOKEN_SOURCES}; nothing was sent to the service.`
  }
  if (name === 'githubToken') return platform.tokenSetUp
  const flag = given ?? OPTION_OF_INPUT[name]
  if (flag?.endsWith('-file')) {
    return `Fix the file that --${flag} (or ${variableOf(flag)}) names; nothing was sent to the service.`
  }
  const where = flag ? `--${flag} (or ${variableOf(flag)})` : 'the command line'
  return `Fix ${where}; nothing was sent to the service.`
}

/** `Review platform` from `review platform`; `GitLab` as it is. */
function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
}
