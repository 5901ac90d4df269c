import { createReadStream } from 'node:fs'
import { basename } from 'node:path'
import { Readable } from 'node:stream'
import type { BuildFile } from './build-file.js'
import { buildKind, uploadName } from '../build-kinds.js'
import type { AppFields } from '../validate-fields.js'
import { zipAppTree } from './app-zip.js'
import type { UploadWatcher } from '../../shared/host.js'
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
    else pairs.push([name, typeof value === 'object' ? JSON.stringify(value) : String(value)])
  }
  return pairs
}

/**
 * Builds the streamed upload of a build with its fields. Nothing is read until `open()`.
 *
 * @param log receives progress lines while the body is sent
 * @param watch watches the build's bytes instead (a terminal's progress bar); default: a line
 *   to `log` at most every 5 s
 */
export async function multipartUpload(
  fields: AppFields,
  build: BuildFile,
  log: (line: string) => void,
  watch: UploadWatcher = (stream, totalBytes) => reportProgress(stream, totalBytes, log)
): Promise<UploadBody> {
  const { default: FormData } = await import('form-data')
  const pairs = formFields(fields)
  // The file name is outside text that goes into a part header: form-data quotes it but does
  // not escape a quote or a line break in it, so those (and a backslash) are replaced.
  const filename = uploadName(build.kind, basename(build.path)).replace(/["\\\r\n]/g, '_')
  const { contentType, folder } = buildKind(build.kind)
  const boundary = new FormData().getBoundary()
  // A zip made on the fly has no size until it is done: that body goes out chunked.
  const knownLength = folder ? undefined : build.size

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

  // Each attempt opens the build afresh. The one before is closed first: a failed attempt's
  // stream is only unpiped, and would keep its file open (or its zipper reading and deflating
  // pieces ahead) until the garbage collector came by.
  let previous: Readable | undefined
  const open = (): Readable => {
    previous?.destroy()
    if (build.appTree) {
      // The folder was walked once, when the plan was made: the zip is made from that walk.
      previous = zipAppTree(build.appTree)
      return form(watch(previous, undefined))
    }
    previous = createReadStream(build.path, { highWaterMark: 1024 * 1024 })
    return form(watch(previous, knownLength))
  }

  const size = folder
    ? `zipped on the fly from ${formatBytes(build.size)} of files`
    : formatBytes(build.size)
  const fileDescription = `${build.displayPath} (${filename}, ${contentType}, ${size})`
  const preview = [...pairs.map(([name, value]) => `${name}=${value}`), `file=@${fileDescription}`]
  return { headers, open, fileDescription, preview: preview.join('\n') }
}
