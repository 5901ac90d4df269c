/**
 * What of a build URL may be shown, and which of its parts are masked: the same rule for every
 * URL (scheme, host and an ordinary file name shown; the folder path, the query and a file name
 * that could be a credential hidden), so nothing guesses which hosts put secrets where.
 */

/**
 * The build URL as it may be shown: scheme, host and file name
 * (`https://builds.example.com/…/app-release.apk`). The path before the file name, where some
 * file hosts put an access token, is shown as `…`; a query (where presigned URLs carry their
 * signature) as `?***`; a user name, password and fragment are left out. A file name that could
 * be a credential (see `isOrdinaryFileName`: a Box shared link's `<token>.apk`, an API's bare
 * `/builds/<token>`) is hidden with the path, its extension kept (`https://app.box.com/….apk`).
 *
 * @param url an absolute URL; anything that does not parse is shown as `[unparsable URL]`
 */
export function redactUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return '[unparsable URL]'
  }
  const { folder, name } = splitPath(parsed.pathname)
  const query = parsed.search !== '' ? '?***' : ''
  const path = isOrdinaryFileName(name)
    ? `${folder === '' ? '/' : '/…/'}${name}`
    : `/…${extensionOf(name)}`
  return `${parsed.protocol}//${parsed.host}${path}${query}`
}

/**
 * True when a URL's file name reads as an ordinary file name, which is shown: at most 64
 * characters, percent-decoded, of ASCII letters, digits, spaces and `. _ - + ( )`, none of
 * whose words (runs of letters and digits) is 16 characters or longer, or 8 or longer mixing
 * letters and digits (`app-release.apk`, `MyApp-v2.1.0-rc1.apk`, `app-1234.apk`, `view`). Any
 * other name could be a credential (`q8k2lm4nz7x9w3abcd0e1f2g3h4i5j6k.apk`, `3c5f9e2a7b1d`) and
 * is hidden. An empty name (a path ending in `/`) is ordinary.
 */
export function isOrdinaryFileName(name: string): boolean {
  const decoded = safeDecode(name)
  if (!/^[A-Za-z0-9 ._+()-]{0,64}$/.test(decoded)) return false
  return (decoded.match(/[A-Za-z0-9]+/g) ?? []).every(
    word => word.length < 16 && (word.length < 8 || /^(?:[A-Za-z]+|[0-9]+)$/.test(word))
  )
}

/** A file name's extension, as shown with a hidden name: `.apk`, `.tar.gz`, or none. */
function extensionOf(name: string): string {
  return /(?:\.tar)?\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0] ?? ''
}

/** Query parameters that carry credentials in presigned URLs (S3, GCS, Azure SAS, tokens). */
const CREDENTIAL_PARAMETER =
  /sig|signature|token|key|credential|secret|auth|pass|session|policy|sas/i

/**
 * The parts of a build URL that are never shown and may be credentials, to be masked wherever
 * they appear: the whole query, the fragment, a user name and password, a file name that is not
 * ordinary (`isOrdinaryFileName`, without its extension), and the values of query parameters
 * named like credentials (`X-Amz-Signature`, `sig`, `token` …). Other parameter values
 * (`X-Amz-Expires=3600`) are left alone: masking them would hide every "3600" in the log.
 *
 * @returns the parts: the query, fragment and credentials of at least 4 characters, credential
 *   values and hidden file names of at least 8 (raw and decoded)
 */
export function secretPartsOfUrl(url: string): string[] {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return [url]
  }
  const whole = [parsed.search.slice(1), parsed.hash.slice(1), parsed.username, parsed.password]
  const parts: string[] = []
  // Each value as written (URLSearchParams would turn `+` into a space) and decoded.
  for (const pair of parsed.search.slice(1).split('&')) {
    const equals = pair.indexOf('=')
    if (equals === -1) continue
    const name = safeDecode(pair.slice(0, equals))
    const value = pair.slice(equals + 1)
    if (CREDENTIAL_PARAMETER.test(name)) parts.push(value, safeDecode(value))
  }
  // A file name that could be a credential, without its extension (as written and decoded):
  // hidden wherever it appears, whole and in long pieces, like the token.
  const { name } = splitPath(parsed.pathname)
  if (!isOrdinaryFileName(name)) {
    const stem = name.slice(0, name.length - extensionOf(name).length)
    parts.push(stem, safeDecode(stem))
  }
  return [
    ...new Set([
      ...whole.filter(part => part.length >= 4),
      ...parts.filter(part => part.length >= MIN_URL_SECRET)
    ])
  ]
}

/**
 * The path of a build URL before its file name (`/download/<token>`), which is never shown, to
 * be masked as a whole where a service echoes the URL: some file hosts put an access token
 * there, and which segment holds one is not guessed. Taken as written and as parsed (the parser
 * drops what a `..` segment undoes, but the service is sent the URL as written), each raw and
 * percent-decoded.
 *
 * @returns the folder paths of at least 8 characters, with their leading `/` (so that a mask
 *   hides paths, not words); shorter ones hold no credential worth the name
 */
export function folderPartsOfUrl(url: string): string[] {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return []
  }
  const written = url.replace(/^[A-Za-z][A-Za-z0-9+.-]*:[/\\]*[^/\\?#]*/, '').split(/[?#]/)[0] ?? ''
  const folders = [written, parsed.pathname].flatMap(path => {
    const { folder } = splitPath(path)
    return folder === '' ? [] : [`/${folder}`, `/${safeDecode(folder)}`]
  })
  return [...new Set(folders)].filter(folder => folder.length >= MIN_URL_SECRET)
}

/** Shortest credential value masked: shorter values (`?token=true`) would hide common words. */
const MIN_URL_SECRET = 8

/**
 * A URL path split at its last separator (`/`, `\\` or an encoded `%2F`, as object stores write
 * folders): the folder between the leading and the last separator, and the file name after it.
 */
function splitPath(path: string): { folder: string; name: string } {
  const match = /^[/\\]*(?:(.*)(?:[/\\]|%2f))?(.*)$/is.exec(path)
  return { folder: match?.[1] ?? '', name: match?.[2] ?? '' }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}
