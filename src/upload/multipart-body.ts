import { createReadStream } from 'node:fs'
import { basename } from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import type { BuildFile } from '../request/build-file.js'
import type { AppFields } from '../request/validate-fields.js'
import { zipAppFolder } from './app-zip.js'
import { freeDeadBuffersSooner } from './buffer-gc.js'
import { formatBytes, reportProgress } from './progress.js'

/** A `multipart/form-data` update body that can be sent again (every attempt re-reads the build). */
export interface UploadBody {
  /** `content-type` with the boundary, and `content-length` when the size is known in advance. */
  readonly headers: Record<string, string>
  /** Opens a fresh body stream: re-opens the file, or zips the `.app` folder again. */
  readonly open: () => Readable
  /** The build part, e.g. `build/app.apk (app.apk, application/vnd.android…, 12.3 MiB)`. */
  readonly fileDescription: string
  /** What the body holds, one form field a line, for a dry run. */
  readonly preview: string
}

/** Content types of the `file` part, by build kind. */
const CONTENT_TYPES: Record<BuildFile['kind'], string> = {
  apk: 'application/vnd.android.package-archive',
  apks: 'application/octet-stream',
  zip: 'application/zip',
  'tar.gz': 'application/gzip',
  app: 'application/zip'
}

/**
 * The app fields as form fields (direct file uploads): `appPermissions` flattened into
 * `appPermissions.run` and so on, `null` (unset) sent as an empty value, lists as JSON text,
 * numbers and booleans as their text.
 *
 * @returns [name, value] pairs in the fields' order
 */
export function formFields(fields: AppFields): [string, string][] {
  const pairs: [string, string][] = []
  for (const [name, value] of Object.entries(fields)) {
    if (
      name === 'appPermissions' &&
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value)
    ) {
      for (const [capability, level] of Object.entries(value)) {
        pairs.push([`appPermissions.${capability}`, level ?? ''])
      }
    } else if (value === null) pairs.push([name, ''])
    else if (Array.isArray(value)) pairs.push([name, JSON.stringify(value)])
    else pairs.push([name, String(value)])
  }
  return pairs
}

/**
 * Builds the streamed upload of a build with its fields. Nothing is read until `open()`.
 *
 * @param log receives progress lines while the body is sent
 */
export async function multipartUpload(
  fields: AppFields,
  build: BuildFile,
  log: (line: string) => void
): Promise<UploadBody> {
  const { default: FormData } = await import('form-data')
  const pairs = formFields(fields)
  const filename =
    build.kind === 'app' ? `${basename(build.path, '.app')}.zip` : basename(build.path)
  const contentType = CONTENT_TYPES[build.kind]
  const boundary = new FormData().getBoundary()
  // A zip made on the fly has no size until it is done: that body goes out chunked.
  const knownLength = build.kind === 'app' ? undefined : build.size

  const form = (file: Readable): InstanceType<typeof FormData> => {
    const body = new FormData()
    body.setBoundary(boundary)
    for (const [name, value] of pairs) body.append(name, value)
    body.append('file', file, { filename, contentType, knownLength })
    return body
  }

  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${boundary}`
  }
  if (knownLength !== undefined) {
    headers['content-length'] = String(form(Readable.from([])).getLengthSync())
  }

  const open = (): Readable => {
    freeDeadBuffersSooner()
    if (build.kind === 'app') {
      // The zip is made asynchronously; the form reads from a pass-through it fills.
      const zipped = new PassThrough()
      zipAppFolder(build.path).then(
        zip => zip.on('error', error => zipped.destroy(error)).pipe(zipped),
        (error: Error) => zipped.destroy(error)
      )
      return form(reportProgress(zipped, undefined, log)) as unknown as Readable
    }
    const file = createReadStream(build.path, { highWaterMark: 1024 * 1024 })
    return form(reportProgress(file, knownLength, log)) as unknown as Readable
  }

  const size =
    build.kind === 'app'
      ? `zipped on the fly from ${formatBytes(build.size)} of files`
      : formatBytes(build.size)
  const fileDescription = `${build.displayPath} (${filename}, ${contentType}, ${size})`
  const preview = [...pairs.map(([name, value]) => `${name}=${value}`), `file=@${fileDescription}`]
  return { headers, open, fileDescription, preview: preview.join('\n') }
}
