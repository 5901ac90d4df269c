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

/**
 * Query parameters that carry credentials in presigned URLs (S3, GCS, Azure SAS, tokens): a
 * signature, a password, a token or a secret key.
 */
const CREDENTIAL_PARAMETER = /sig|signature|token|key|credential|secret|auth|pass|session|sas/i

/**
 * Parameters named like credentials that hold only the public part of one, beside the signature:
 * AWS's and Google's credential scope (`X-Amz-Credential=AKIA…/20261201/us-east-1/s3/aws4_request`:
 * access key id, date, region, service), the signed header names, and an access key's or a key
 * pair's id (`AWSAccessKeyId`, CloudFront's `Key-Pair-Id`). Masking them would confirm a guess of
 * the date or the region to whoever writes it in a branch name.
 */
const PUBLIC_CREDENTIAL_PARAMETER =
  /^x-(?:amz|goog)-(?:credential|signedheaders)$|access[-_]?key[-_]?id$|key[-_]?(?:pair[-_]?)?id$/i

/**
 * The secret parts of a build URL, to be masked wherever they appear, whole and in long pieces:
 * the values of query (and fragment) parameters named like credentials (`X-Amz-Signature`,
 * `X-Amz-Security-Token`, `sig`, `token` …) but for their public parts
 * (`PUBLIC_CREDENTIAL_PARAMETER`), a value without a name that is no ordinary word, the
 * password (or the user name when there is no password, as in `https://<token>@host/`), and a
 * file name that is not ordinary (`isOrdinaryFileName`, without its extension). Other values (`X-Amz-Expires=3600`) are left alone: masking them
 * would hide every "3600" in the log. What holds public parts beside secret ones (the query,
 * `user:password`) is masked only whole: `wholePartsOfUrl`.
 *
 * @returns the parts, raw and decoded: a password or user name of at least 4 characters,
 *   credential values and hidden file names of at least 8; the URL itself when it does not parse
 */
export function secretPartsOfUrl(url: string): string[] {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return [url]
  }
  const user = parsed.password !== '' ? parsed.password : parsed.username
  const parts: string[] = []
  // Each value as written (URLSearchParams would turn `+` into a space) and decoded.
  for (const pair of `${parsed.search.slice(1)}&${parsed.hash.slice(1)}`.split('&')) {
    const equals = pair.indexOf('=')
    // A value without a name (`?Xq7v2Lm9Rt4Kp8Ws3Hd6`) is secret when it is no ordinary word.
    if (equals === -1) {
      if (!isOrdinaryFileName(pair)) parts.push(pair, safeDecode(pair))
      continue
    }
    const name = safeDecode(pair.slice(0, equals))
    const value = pair.slice(equals + 1)
    if (CREDENTIAL_PARAMETER.test(name) && !PUBLIC_CREDENTIAL_PARAMETER.test(name)) {
      parts.push(value, safeDecode(value))
    }
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
      ...[user, decodeUserinfo(user)].filter(part => part.length >= 4),
      ...parts.filter(part => part.length >= MIN_URL_SECRET)
    ])
  ]
}

/**
 * The parts of a build URL that are never shown and hold a credential's public part beside its
 * secret one, to be masked only whole (a piece of one, such as the date and region of a signed
 * query, is shown as written): the query, the fragment and `user:password` (raw and decoded, as
 * a Basic header encodes it), each of at least 4 characters; and the folder paths
 * (`folderPartsOfUrl`).
 */
export function wholePartsOfUrl(url: string): string[] {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return []
  }
  const { username, password } = parsed
  const userinfo =
    password === ''
      ? []
      : [`${username}:${password}`, `${decodeUserinfo(username)}:${decodeUserinfo(password)}`]
  const whole = [parsed.search.slice(1), parsed.hash.slice(1), ...userinfo]
  return [...new Set([...whole.filter(part => part.length >= 4), ...folderPartsOfUrl(url)])]
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

/** A URL's user name or password as a client sends it: percent-decoded, a `+` kept. */
function decodeUserinfo(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
