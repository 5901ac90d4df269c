import type { ActionInputs } from '../inputs/action-inputs.js'
import { InputError } from '../inputs/input-error.js'
import { APP_FIELDS_BY_NAME, type AppField, type FileType, type Platform } from './app-fields.js'
import type { BuildFile } from './build-file.js'
import { buildKind } from './build-kinds.js'
import { checkBuildUrl, fileTypeOfUrl } from './build-url.js'
import { resolveEndpoints, type ServiceEndpoints } from './endpoints.js'
import type { Operation } from './operations.js'
import { planIpBlocks } from './ip-block-plan.js'
import { parseSettings } from './settings.js'
import { validateAppFields, validateValue, type AppFields } from './validate-fields.js'

/** Everything a run will do, validated before any request is sent. */
export interface RunPlan {
  readonly endpoints: ServiceEndpoints
  readonly apiToken: string
  /** The operations, in the order they run (reads before writes). */
  readonly operations: readonly Operation[]
  /** Attempts per request, the first included. */
  readonly maxAttempts: number
  /** Deadline for one request, in milliseconds. */
  readonly requestTimeoutMs: number
  /** Print the requests instead of sending them. */
  readonly dryRun: boolean
}

/** App fields that also have an input of their own, in the order they are checked. */
const FIELD_INPUTS = ['url', 'platform', 'fileType', 'note'] as const

/** publicKeys are opaque, but only ever letters, digits, `_` and `-` (e.g. `ag_…` app groups). */
export const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/**
 * Turns the inputs into a validated plan, refusing anything the service would reject or that is
 * surely a mistake, before any request is sent.
 *
 * @param workspace the folder a relative `file` starts from (GITHUB_WORKSPACE)
 * @throws InputError naming the input, the value's problem and what is allowed
 */
export async function planRun(inputs: ActionInputs, workspace: string): Promise<RunPlan> {
  const endpoints = resolveEndpoints(inputs.baseUrl, inputs.privateInstanceUrl)
  const given = await collectFields(inputs)
  const upload = inputs.file === '' ? undefined : await planUpload(inputs, given, workspace)
  const fields = upload ? { ...given, ...upload.inferred } : given
  const givenFields = [...Object.keys(fields), ...(upload ? ['file'] : [])]
  const operations: Operation[] = []
  // The IP blocks come first: that request changes nothing, so when it fails no app has been
  // updated by a step that reports failure.
  const ipBlocks = planIpBlocks(inputs)
  if (ipBlocks) operations.push(ipBlocks)

  if (inputs.publicKey === '') {
    if (givenFields.length > 0) {
      throw new InputError(
        'publicKey',
        `publicKey is empty, but app fields were given (${givenFields.join(', ')}): set publicKey to the app to update.`
      )
    }
    if (!inputs.ipBlocks) {
      throw new InputError(
        'publicKey',
        'Nothing to do: set publicKey (with file, url, settings or other app fields) to update an app, and/or ipBlocks: true to fetch the IP blocks.'
      )
    }
  } else {
    checkUpdate(inputs, givenFields)
    operations.push({
      kind: 'update-app',
      publicKey: inputs.publicKey,
      fields,
      build: upload?.build
    })
  }
  return {
    endpoints,
    apiToken: inputs.apiToken,
    operations,
    maxAttempts: inputs.maxAttempts,
    requestTimeoutMs: inputs.requestTimeoutSeconds * 1000,
    dryRun: inputs.dryRun
  }
}

/** Refuses an update without a usable publicKey, anything to send, or a token. */
function checkUpdate(inputs: ActionInputs, givenFields: readonly string[]): void {
  if (!PUBLIC_KEY_PATTERN.test(inputs.publicKey)) {
    throw new InputError(
      'publicKey',
      'publicKey may contain only letters, digits, "_" and "-" (at most 128), as the service issues them; copy it from the app page on the dashboard.'
    )
  }
  if (givenFields.length === 0) {
    throw new InputError(
      'publicKey',
      `publicKey is set but there is nothing to update: give file, url, platform, fileType, note or settings.${inputs.ipBlocks ? ' To fetch only the IP blocks, leave publicKey empty.' : ''}`
    )
  }
  if (inputs.apiToken === '') {
    throw new InputError(
      'apiToken',
      'apiToken is empty: updating an app needs an API token (Organization → API Token on the dashboard), e.g. apiToken: ${{ secrets.APPETIZE_API_TOKEN }}.'
    )
  }
}

/**
 * Merges `settings` with the field inputs (url, platform, fileType, note), infers `fileType`
 * from the build URL when nobody gave one, and checks the combination.
 *
 * @returns a new mapping of the fields to send
 */
async function collectFields(inputs: ActionInputs): Promise<AppFields> {
  const fromSettings = await validateAppFields(await parseSettings(inputs.settings), 'settings')
  const fields: AppFields = { ...fromSettings }
  for (const name of FIELD_INPUTS) {
    const value = inputs[name]
    if (value === '') continue
    if (name in fields) {
      throw new InputError(
        name,
        `${name} is given both as the ${name} input and in settings; give it once.`
      )
    }
    fields[name] = await validateValue(fieldOf(name), value, name, name)
  }

  const url = fields.url
  if (typeof url === 'string') {
    const label = inputs.url !== '' ? 'url' : 'settings.url'
    checkBuildUrl(url, label, inputs.url !== '' ? 'url' : 'settings')
    const inferred = fileTypeOfUrl(url)
    if (inferred === 'apk' && fields.platform === 'ios') {
      throw new InputError(
        'platform',
        `${label} points to an .apk, which is an Android build, but platform is ios. Use platform: android, or an iOS simulator build (.zip or .tar.gz of the .app).`
      )
    }
    if (fields.fileType === undefined && inferred !== undefined) {
      return checkFileType({ ...fields, fileType: inferred })
    }
  }
  return checkFileType(fields)
}

function checkFileType(fields: AppFields): AppFields {
  if (fields.fileType === 'apk' && fields.platform === 'ios') {
    throw new InputError(
      'fileType',
      'fileType apk is an Android build, but platform is ios. iOS builds are zip or tar.gz.'
    )
  }
  return fields
}

function fieldOf(name: string): AppField {
  const field = APP_FIELDS_BY_NAME.get(name)
  if (!field) throw new Error(`${name} is missing from the app field table`)
  return field
}

/** A build to upload, and the `platform` and `fileType` it implies that nobody gave. */
interface PlannedUpload {
  readonly build: BuildFile
  readonly inferred: { platform?: Platform; fileType?: FileType }
}

/**
 * Finds the build for the `file` input and works out the `platform` and `fileType` it implies,
 * refusing a contradiction with values the user gave and a `url` besides.
 */
async function planUpload(
  inputs: ActionInputs,
  fields: AppFields,
  workspace: string
): Promise<PlannedUpload> {
  if ('url' in fields) {
    throw new InputError(
      'file',
      `file and ${inputs.url !== '' ? 'url' : 'settings.url'} were both given: upload a build from disk with file, or let the service download it from url, not both.`
    )
  }
  // Only uploads need the file system walk and glob matching: load them only for those.
  const { resolveBuildFile } = await import('./build-file.js')
  const build = await resolveBuildFile(inputs.file, workspace)
  const row = buildKind(build.kind)
  const inferred: { platform?: Platform; fileType?: FileType } = {}
  for (const name of ['platform', 'fileType'] as const) {
    const value = row[name]
    if (value === undefined) continue
    if (fields[name] === undefined) inferred[name] = value as never
    else if (fields[name] !== value) {
      throw new InputError(
        name,
        `${name} is ${JSON.stringify(fields[name])}, but file ${build.displayPath} is ${row.description}, which means ${name} ${value}. Leave ${name} empty to infer it.`
      )
    }
  }
  const fileType = fields.fileType ?? inferred.fileType
  if (row.platform === 'android' && fileType !== undefined && fileType !== 'apk') {
    throw new InputError(
      'fileType',
      `fileType ${JSON.stringify(fileType)} does not fit file ${build.displayPath}, ${row.description}. Leave fileType empty.`
    )
  }
  return { build, inferred }
}
