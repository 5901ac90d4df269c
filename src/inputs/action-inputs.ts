import { InputError } from './input-error.js'

/** The public service's API host: the `baseUrl` input's default. */
export const DEFAULT_BASE_URL = 'https://api.appetize.io'

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
}

/** Reads one input by its action.yml name; '' when not given. `core.getInput` fits. */
export type InputReader = (name: string) => string

/**
 * Reads and types every input.
 *
 * @param read returns an input's trimmed value, '' when absent
 * @throws InputError for a boolean or number input that does not parse
 */
export function readInputs(read: InputReader): ActionInputs {
  return {
    apiToken: read('apiToken'),
    publicKey: read('publicKey'),
    url: read('url'),
    platform: read('platform'),
    fileType: read('fileType'),
    note: read('note'),
    settings: read('settings'),
    ipBlocks: readBoolean(read, 'ipBlocks', false),
    baseUrl: read('baseUrl') || DEFAULT_BASE_URL,
    privateInstanceUrl: read('privateInstanceUrl'),
    maxAttempts: readNumber(read, 'maxAttempts', 4, { min: 1, max: 10, integer: true }),
    requestTimeoutSeconds: readNumber(read, 'requestTimeout', 300, { min: 1, max: 21600 }),
    dryRun: readBoolean(read, 'dryRun', false),
    file: read('file')
  }
}

/** The YAML 1.2 core-schema spellings the runner's own `getBooleanInput` accepts. */
const TRUE_WORDS = ['true', 'True', 'TRUE']
const FALSE_WORDS = ['false', 'False', 'FALSE']

function readBoolean(read: InputReader, name: string, fallback: boolean): boolean {
  const value = read(name)
  if (value === '') return fallback
  if (TRUE_WORDS.includes(value)) return true
  if (FALSE_WORDS.includes(value)) return false
  throw new InputError(name, `${name} must be true or false, got ${JSON.stringify(value)}.`)
}

function readNumber(
  read: InputReader,
  name: string,
  fallback: number,
  range: { min: number; max: number; integer?: boolean }
): number {
  const value = read(name)
  if (value === '') return fallback
  const number = Number(value)
  const kind = range.integer ? 'a whole number' : 'a number'
  if (!/^\d+(\.\d+)?$/.test(value) || (range.integer && !Number.isInteger(number))) {
    throw new InputError(
      name,
      `${name} must be ${kind} from ${range.min} to ${range.max}, got ${JSON.stringify(value)}.`
    )
  }
  if (number < range.min || number > range.max) {
    throw new InputError(
      name,
      `${name} must be ${kind} from ${range.min} to ${range.max}, got ${value}.`
    )
  }
  return number
}
