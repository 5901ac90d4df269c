import type { ActionInputs } from '../inputs/action-inputs.js'
import { InputError } from '../inputs/input-error.js'
import { APP_FIELDS_BY_NAME, type AppField } from './app-fields.js'
import type { BuildFile } from './build-file.js'
import { checkBuildUrl, fileTypeOfUrl } from './build-url.js'
import { resolveEndpoints, type ServiceEndpoints } from './endpoints.js'
import { parseSettings } from './settings.js'
import { validateAppFields, validateValue, type AppFields } from './validate-fields.js'

/** The update of one app (spec §4.1): which app, and exactly the fields the user gave. */
export interface UpdatePlan {
  readonly publicKey: string
  /** Only fields the user gave or that were inferred (`fileType`, `platform`), never a default. */
  readonly fields: AppFields
  /** A build on disk to upload with the fields as `multipart/form-data` (direct file uploads). */
  readonly build?: BuildFile
}

/** Everything a run will do, validated before any request is sent. */
export interface RunPlan {
  readonly endpoints: ServiceEndpoints
  readonly apiToken: string
  readonly update?: UpdatePlan
  /** Fetch the IP blocks (spec §4.2). */
  readonly ipBlocks: boolean
  /** Attempts per request, the first included. */
  readonly maxAttempts: number
  /** Deadline for one request, in milliseconds. */
  readonly requestTimeoutMs: number
  /** Print the requests instead of sending them. */
  readonly dryRun: boolean
}

/** How each kind of build file is named in messages. */
const KIND_NAMES: Record<BuildFile['kind'], string> = {
  apk: 'an Android .apk',
  apks: 'an Android .apks (APK set)',
  zip: 'a .zip of an iOS simulator .app',
  'tar.gz': 'a .tar.gz of an iOS simulator .app',
  app: 'an iOS simulator .app folder'
}

/** App fields that also have an input of their own, in the order they are checked. */
const FIELD_INPUTS = ['url', 'platform', 'fileType', 'note'] as const

/** publicKeys are opaque, but only ever letters, digits, `_` and `-` (e.g. `ag_…` app groups). */
const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/**
 * Turns the inputs into a validated plan, refusing anything the service would reject or that is
 * surely a mistake, before any request is sent.
 *
 * @param workspace the folder a relative `file` starts from (GITHUB_WORKSPACE)
 * @throws InputError naming the input, the value's problem and what is allowed
 */
export async function planRun(inputs: ActionInputs, workspace: string): Promise<RunPlan> {
  const endpoints = resolveEndpoints(inputs.baseUrl, inputs.privateInstanceUrl)
  const common = {
    endpoints,
    apiToken: inputs.apiToken,
    maxAttempts: inputs.maxAttempts,
    requestTimeoutMs: inputs.requestTimeoutSeconds * 1000,
    dryRun: inputs.dryRun
  }
  const fields = await collectFields(inputs)
  const build = inputs.file === '' ? undefined : await buildFileFields(inputs, fields, workspace)
  const givenFields = [...Object.keys(fields), ...(build ? ['file'] : [])]

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
    return { ...common, ipBlocks: true }
  }

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
  return {
    ...common,
    update: { publicKey: inputs.publicKey, fields, build },
    ipBlocks: inputs.ipBlocks
  }
}

/**
 * Merges `settings` with the field inputs (url, platform, fileType, note), infers `fileType`
 * from the build URL when nobody gave one, and checks the combination.
 */
async function collectFields(inputs: ActionInputs): Promise<AppFields> {
  const fields = await validateAppFields(await parseSettings(inputs.settings), 'settings')
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
    const source = inputs.url !== '' ? 'url' : 'settings'
    const label = source === 'url' ? 'url' : 'settings.url'
    checkBuildUrl(url, label, source)
    const inferred = fileTypeOfUrl(url)
    if (fields.fileType === undefined && inferred !== undefined) fields.fileType = inferred
    if (inferred === 'apk' && fields.platform === 'ios') {
      throw new InputError(
        'platform',
        `${label} points to an .apk, which is an Android build, but platform is ios. Use platform: android, or an iOS simulator build (.zip or .tar.gz of the .app).`
      )
    }
  }
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

/**
 * Finds the build for the `file` input and fills in the `platform` and `fileType` it implies,
 * refusing a contradiction with values the user gave and a `url` besides.
 */
async function buildFileFields(
  inputs: ActionInputs,
  fields: AppFields,
  workspace: string
): Promise<BuildFile> {
  if ('url' in fields) {
    throw new InputError(
      'file',
      `file and ${inputs.url !== '' ? 'url' : 'settings.url'} were both given: upload a build from disk with file, or let the service download it from url, not both.`
    )
  }
  // Only uploads need the file system walk and glob matching: load them only for those.
  const { BUILD_KIND_FIELDS, resolveBuildFile } = await import('./build-file.js')
  const build = await resolveBuildFile(inputs.file, workspace)
  const implied = BUILD_KIND_FIELDS[build.kind]
  for (const name of ['platform', 'fileType'] as const) {
    const value = implied[name]
    if (value === undefined) continue
    if (fields[name] === undefined) fields[name] = value
    else if (fields[name] !== value) {
      throw new InputError(
        name,
        `${name} is ${JSON.stringify(fields[name])}, but file ${build.displayPath} is ${KIND_NAMES[build.kind]}, which means ${name} ${value}. Leave ${name} empty to infer it.`
      )
    }
  }
  if (
    implied.platform === 'android' &&
    fields.fileType !== undefined &&
    fields.fileType !== 'apk'
  ) {
    throw new InputError(
      'fileType',
      `fileType ${String(fields.fileType)} does not fit file ${build.displayPath}, ${KIND_NAMES[build.kind]}. Leave fileType empty.`
    )
  }
  return build
}
