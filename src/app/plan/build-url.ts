import { InputError } from '../../shared/input-error.js'
import { input as inputRef, message, type InputName, type Text } from '../../shared/message.js'
import { redactUrl } from '../../shared/url-redaction.js'
import type { FileType } from '../../service/app-fields.js'
import { buildKindOfName, refusedBuildKindOfName } from '../../service/build-kinds.js'

/**
 * Checks that a build URL is an absolute http(s) URL the service can download, written without
 * spaces or control characters, whose path does not end in a build the service cannot take (an
 * `.ipa`, an `.aab`, as `file` refuses them) or an `.app` folder (which `file` zips; a URL
 * cannot). A path with no known ending (`/download?id=7`) is taken: the service reads the file.
 *
 * @param label how the value is named in errors (`url` or `settings.url`)
 * @param input the action input named by the error
 * @throws InputError otherwise; the message shows the URL without its query (it may be signed)
 */
export function checkBuildUrl(url: string, label: Text, input: InputName): void {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new InputError(
      input,
      message`${label} is not an absolute URL. Give a publicly accessible https:// link to the build (.zip, .tar.gz or .apk).`
    )
  }
  // The URL parser drops tabs and line breaks and encodes spaces, so what would be shown and
  // masked would differ from what the service is sent.
  if (/[\s\u0000-\u001f\u007f-\u009f]/.test(url)) {
    throw new InputError(
      input,
      message`${label} must not contain spaces, tabs, line breaks or control characters: write a space as %20.`
    )
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new InputError(
      input,
      message`${label} must be an http(s) link the service can download, got a URL whose scheme is ${parsed.protocol.slice(0, -1)}.`
    )
  }
  const refused = refusedBuildKindOfName(parsed.pathname)
  if (refused) {
    throw new InputError(
      input,
      message`${label} points to ${refused.description} (${redactUrl(url)}). ${refused.instead.url}`
    )
  }
  if (buildKindOfName(parsed.pathname)?.folder) {
    throw new InputError(
      input,
      message`${label} points to an .app (${redactUrl(url)}), a folder, which the service cannot download. Link a .zip or .tar.gz of it, or upload the folder itself with ${inputRef('file')}.`
    )
  }
}

/**
 * The `fileType` a build URL's path implies, from the build kind table: `.zip` → zip, `.tar.gz`
 * or `.tgz` → tar.gz, `.apk` → apk (case-insensitive; the query is ignored, so presigned URLs
 * work). Only `fileType` is inferred from a URL, never `platform`.
 *
 * @returns undefined when the path ends in none of these
 */
export function fileTypeOfUrl(url: string): FileType | undefined {
  const row = buildKindOfName(new URL(url).pathname)
  return row && !row.folder ? row.fileType : undefined
}
