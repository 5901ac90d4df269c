/**
 * The app fields and the build a run sends, from the inputs: `settings` merged with the field
 * inputs (url, platform, fileType, note), the build on disk found, and the `platform` and
 * `fileType` it implies inferred, each combination checked
 * (https://docs.appetize.io/rest-api/v1/update-existing-app,
 * https://docs.appetize.io/rest-api/v1/direct-file-uploads).
 */
import type { ActionInputs } from '../inputs.js'
import { checkAll, InputError } from '../../shared/input-error.js'
import {
  APP_FIELDS_BY_NAME,
  type AppField,
  type FileType,
  type Platform
} from '../../service/app-fields.js'
import type { BuildFile } from '../../service/upload/build-file.js'
import { buildKind } from '../../service/build-kinds.js'
import { checkBuildUrl, fileTypeOfUrl } from './build-url.js'
import { parseSettings } from './settings.js'
import { validateAppFields, validateValue, type AppFields } from '../../service/validate-fields.js'
import { input, inputKey, message } from '../../shared/message.js'

/** App fields that also have an input of their own, in the order they are checked. */
const FIELD_INPUTS = ['url', 'platform', 'fileType', 'note'] as const

/** The app fields a run sends, and the build it uploads. */
export interface PlannedApp {
  /** Given and inferred fields (`platform`, `fileType` from the build), never a default. */
  readonly fields: AppFields
  readonly build?: BuildFile
  /** What was given, for messages: field names and `file`. */
  readonly given: readonly string[]
}

/**
 * The fields and build the inputs give: `settings` merged with the field inputs, the build on
 * disk found, and what it implies inferred.
 *
 * @throws InputError as planRun
 */
export async function planApp(inputs: ActionInputs, workspace: string): Promise<PlannedApp> {
  // The fields and the build on disk are checked both, so that a run reports a mistake in each
  // (settings and a file that matches nothing) together; what they say together comes after.
  let fields: AppFields | undefined
  const [given = {}, build] = await checkAll<[AppFields, BuildFile | undefined]>([
    async () => (fields = await collectFields(inputs)),
    () => findBuild(inputs, fields, workspace)
  ])
  const upload = build === undefined ? undefined : planUpload(inputs, given, build)
  const merged = upload ? { ...given, ...upload.inferred } : given
  return {
    fields: merged,
    build: upload?.build,
    given: [...Object.keys(merged), ...(upload ? ['file'] : [])]
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
        message`${input(name)} is given both as an input and in ${input('settings')}; give it once.`
      )
    }
    fields[name] = await validateValue(fieldOf(name), value, message`${input(name)}`, name)
  }

  const url = fields.url
  if (typeof url === 'string') {
    const label =
      inputs.url !== '' ? message`${input('url')}` : message`${inputKey('settings', 'url')}`
    checkBuildUrl(url, label, inputs.url !== '' ? 'url' : 'settings')
    const inferred = fileTypeOfUrl(url)
    if (inferred === 'apk' && fields.platform === 'ios') {
      throw new InputError(
        'platform',
        message`${label} points to an .apk, which is an Android build, but ${input('platform')} is ios. Use ${input('platform')} android, or an iOS simulator build (.zip or .tar.gz of the .app).`
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
      message`${input('fileType')} apk is an Android build, but ${input('platform')} is ios. iOS builds are zip or tar.gz.`
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
 * The build the `file` input names, found on disk; undefined without `file`.
 *
 * @param fields the fields given, when they are valid: a `url` among them excludes `file`
 * @throws InputError for `file` and `url` both given, a glob that matches nothing or several
 *   builds, or a build that is missing or unusable
 */
async function findBuild(
  inputs: ActionInputs,
  fields: AppFields | undefined,
  workspace: string
): Promise<BuildFile | undefined> {
  if (inputs.file === '') return undefined
  if (inputs.url !== '' || (fields !== undefined && Object.hasOwn(fields, 'url'))) {
    throw new InputError(
      'file',
      message`${input('file')} and ${inputs.url !== '' ? input('url') : inputKey('settings', 'url')} were both given: upload a build from disk with ${input('file')}, or let the service download it from ${input('url')}, not both.`
    )
  }
  // Only uploads need the file system walk and glob matching: load them only for those.
  const { resolveBuildFile } = await import('../../service/upload/build-file.js')
  return resolveBuildFile(inputs.file, workspace)
}

/**
 * Works out the `platform` and `fileType` the build implies, refusing a contradiction with
 * values the user gave and a `url` besides.
 */
function planUpload(inputs: ActionInputs, fields: AppFields, build: BuildFile): PlannedUpload {
  const row = buildKind(build.kind)
  const inferred: { platform?: Platform; fileType?: FileType } = {}
  for (const name of ['platform', 'fileType'] as const) {
    const value = row[name]
    if (value === undefined) continue
    if (fields[name] === undefined) inferred[name] = value as never
    else if (fields[name] !== value) {
      throw new InputError(
        name,
        message`${input(name)} is ${JSON.stringify(fields[name])}, but ${input('file')} ${build.displayPath} is ${row.description}, which means ${input(name)} ${value}. Leave ${input(name)} empty to infer it.`
      )
    }
  }
  const fileType = fields.fileType ?? inferred.fileType
  if (row.platform === 'android' && fileType !== undefined && fileType !== 'apk') {
    throw new InputError(
      'fileType',
      message`${input('fileType')} ${JSON.stringify(fileType)} does not fit ${input('file')} ${build.displayPath}, ${row.description}. Leave ${input('fileType')} empty.`
    )
  }
  return { build, inferred }
}
