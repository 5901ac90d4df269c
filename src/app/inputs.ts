import { DEFAULT_BASE_URL } from '../service/endpoints.js'
import { checkToken, readBoolean, readDuration, readLabel, readNumber } from './input-values.js'
import { InputError } from '../shared/input-error.js'

/**
 * The defaults action.yml declares, used when an input is empty (the runner applies them too;
 * a test keeps the two equal).
 */
export const INPUT_DEFAULTS = {
  ipBlocks: 'false',
  baseUrl: DEFAULT_BASE_URL,
  maxAttempts: '4',
  requestTimeout: '300',
  dryRun: 'false',
  preview: 'false',
  comment: 'false',
  ipv4MinCount: '1',
  sweep: 'false',
  keepLabel: 'keep-preview',
  sweepMaxDeletes: '50'
} as const

/**
 * Every input of action.yml, read in one place and typed. Strings are as the user gave them
 * (trimmed, empty when not given); booleans and numbers are parsed here.
 */
export interface ActionInputs {
  apiToken: string
  publicKey: string
  url: string
  platform: string
  fileType: string
  note: string
  settings: string
  ipBlocks: boolean
  baseUrl: string
  privateInstanceUrl: string
  /** Attempts per request, the first included: 1 to 10. */
  maxAttempts: number
  /** Deadline for one request, in seconds (the input `requestTimeout`). */
  requestTimeoutSeconds: number
  /** Validate and print the requests, send nothing. */
  dryRun: boolean
  /** Path or glob of a build on disk to upload, relative to the workspace. */
  file: string
  /** The allow-list as it stands now, as given ('' when not given). */
  previousIpv4: string
  /** Fewest IP blocks the service may list (default 1). */
  ipv4MinCount: number
  /** Most blocks of previousIpv4 that may be removed; undefined: no limit. */
  ipv4MaxRemoved?: number
  /** The allow-list formats to write, comma- or newline-separated, as given ('' : none). */
  ipv4Formats: string
  /** The folder to write them into, as given ('' : the front end's default). */
  ipv4Directory: string
  /** Most entries the merged list may have; undefined: no limit. */
  ipv4MaxEntries?: number
  /** Manage the pull request's preview app. */
  preview: boolean
  /** Which preview of the pull request ('' : the platform). */
  previewName: string
  /** Keep a sticky comment on the pull request for a plain update too. */
  comment: boolean
  /**
   * Token for the review platform's API; '' when none was given. Its default is the front end's
   * (the action's evaluates action.yml's, src/action/expression-defaults.ts).
   */
  githubToken: string
  /** The GitHub deployment environment to record ('' : none). */
  deploymentEnvironment: string
  /** Device ids (or `id@osVersion`), comma- or newline-separated, as given. */
  devices: string
  /** Query parameters of the device links: a YAML/JSON mapping or list of them, as given. */
  linkParams: string
  /** A clean-up run: remove the previews of closed pull requests and expired ones. */
  sweep: boolean
  /** How long a preview may go without a deploy, as given (`7d`); '' : no expiry. */
  previewTtl: string
  /** `previewTtl` in milliseconds; undefined when it is empty. */
  previewTtlMs?: number
  /** A pull request with this label keeps its preview (default `keep-preview`). */
  keepLabel: string
  /** A sweep that would remove more previews than this removes none and fails. */
  sweepMaxDeletes: number
  /** The pull request a `workflow_run` or `workflow_dispatch` run works on; undefined: none. */
  pullRequest?: number
}

/** The inputs that hold secrets: masked the moment they are read. */
export const SECRET_INPUTS: readonly string[] = ['apiToken', 'githubToken']

/** Reads one input by its action.yml name; '' when not given. `core.getInput` fits. */
export type InputReader = (name: string) => string

/**
 * Reads and types every input.
 *
 * @param read returns an input's trimmed value, '' when absent
 * @param errors given: receives every input error, and the input that has one takes its
 *   default (its fallback), so that one run reports every mistake
 * @throws InputError for a boolean or number input that does not parse (only without `errors`)
 */
export function readInputs(read: InputReader, errors?: InputError[]): ActionInputs {
  const withDefault = (name: keyof typeof INPUT_DEFAULTS): string =>
    read(name) || INPUT_DEFAULTS[name]
  const checked = <T>(fallback: T, check: () => T): T => {
    if (!errors) return check()
    try {
      return check()
    } catch (error) {
      if (!(error instanceof InputError)) throw error
      errors.push(error)
      return fallback
    }
  }
  return {
    apiToken: checked('', () => checkToken(read('apiToken'))),
    publicKey: read('publicKey'),
    url: read('url'),
    platform: read('platform'),
    fileType: read('fileType'),
    note: read('note'),
    settings: read('settings'),
    ipBlocks: checked(false, () => readBoolean('ipBlocks', withDefault('ipBlocks'))),
    baseUrl: withDefault('baseUrl'),
    privateInstanceUrl: read('privateInstanceUrl'),
    maxAttempts: checked(Number(INPUT_DEFAULTS.maxAttempts), () =>
      readNumber('maxAttempts', withDefault('maxAttempts'), {
        min: 1,
        max: 10,
        integer: true
      })
    ),
    requestTimeoutSeconds: checked(Number(INPUT_DEFAULTS.requestTimeout), () =>
      readNumber('requestTimeout', withDefault('requestTimeout'), {
        min: 1,
        max: 21600
      })
    ),
    dryRun: checked(false, () => readBoolean('dryRun', withDefault('dryRun'))),
    file: read('file'),
    previousIpv4: read('previousIpv4'),
    ipv4MinCount: checked(Number(INPUT_DEFAULTS.ipv4MinCount), () =>
      readNumber('ipv4MinCount', withDefault('ipv4MinCount'), {
        min: 1,
        max: 1_000_000,
        integer: true
      })
    ),
    ipv4MaxRemoved:
      read('ipv4MaxRemoved') === ''
        ? undefined
        : checked(undefined, () =>
            readNumber('ipv4MaxRemoved', read('ipv4MaxRemoved'), {
              min: 0,
              max: 1_000_000,
              integer: true
            })
          ),
    ipv4Formats: read('ipv4Formats'),
    ipv4Directory: read('ipv4Directory'),
    ipv4MaxEntries:
      read('ipv4MaxEntries') === ''
        ? undefined
        : checked(undefined, () =>
            readNumber('ipv4MaxEntries', read('ipv4MaxEntries'), {
              min: 1,
              max: 1_000_000,
              integer: true
            })
          ),
    preview: checked(false, () => readBoolean('preview', withDefault('preview'))),
    previewName: read('previewName'),
    comment: checked(false, () => readBoolean('comment', withDefault('comment'))),
    githubToken: read('githubToken'),
    deploymentEnvironment: read('deploymentEnvironment'),
    devices: read('devices'),
    linkParams: read('linkParams'),
    sweep: checked(false, () => readBoolean('sweep', withDefault('sweep'))),
    previewTtl: read('previewTtl'),
    previewTtlMs: checked(undefined, () => readDuration('previewTtl', read('previewTtl'))),
    keepLabel: checked(INPUT_DEFAULTS.keepLabel, () =>
      readLabel('keepLabel', withDefault('keepLabel'))
    ),
    sweepMaxDeletes: checked(Number(INPUT_DEFAULTS.sweepMaxDeletes), () =>
      readNumber('sweepMaxDeletes', withDefault('sweepMaxDeletes'), {
        min: 0,
        max: 100_000,
        integer: true
      })
    ),
    pullRequest:
      read('pullRequest') === ''
        ? undefined
        : checked(undefined, () =>
            readNumber('pullRequest', read('pullRequest'), {
              min: 1,
              max: 1_000_000_000,
              integer: true
            })
          )
  }
}
