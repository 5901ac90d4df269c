/**
 * What of a build URL may be shown, and which of its parts are masked: the same rule for every
 * URL (scheme, host and file name shown; the folder path and the query hidden), so nothing
 * guesses which parts look secret.
 */

/**
 * The build URL as it may be shown: scheme, host and file name
 * (`https://builds.example.com/…/app-release.apk`). The path before the file name, where some
 * file hosts put an access token, is shown as `…`; a query (where presigned URLs carry their
 * signature) as `?***`; a user name, password and fragment are left out. The rule is the same
 * for every URL, so nothing guesses which parts look secret.
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
  const before = folder === '' ? '/' : '/…/'
  const query = parsed.search !== '' ? '?***' : ''
  return `${parsed.protocol}//${parsed.host}${before}${name}${query}`
}

/** Query parameters that carry credentials in presigned URLs (S3, GCS, Azure SAS, tokens). */
const CREDENTIAL_PARAMETER =
  /sig|signature|token|key|credential|secret|auth|pass|session|policy|sas/i

/**
 * The parts of a build URL that are never shown and may be credentials, to be masked wherever
 * they appear: the whole query, the fragment, a user name and password, and the values of query
 * parameters named like credentials (`X-Amz-Signature`, `sig`, `token` …). Other parameter values
 * (`X-Amz-Expires=3600`) are left alone: masking them would hide every "3600" in the log.
 *
 * @returns the parts: the query, fragment and credentials of at least 4 characters, credential
 *   values of at least 8 (raw and decoded)
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
