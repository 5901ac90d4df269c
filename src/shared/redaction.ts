/**
 * Keeps credentials out of everything a person reads: logs, error messages, annotations and the
 * job summary. The runner masks values registered with `core.setSecret` in logs only; error
 * texts built here also reach the job summary, so they are scrubbed here as well.
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

/** Shortest piece of a cut-short secret that is still hidden (shorter secrets: only whole). */
export const MIN_SECRET_PIECE = 8

/** The entities the job summary's HTML escaping writes (src/outputs/html.ts). */
const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;'
}

/**
 * The forms in which a secret can come back in a service's answer, an error text, a URL or the
 * job summary: as sent, percent-encoded (upper- and lower-case hex, and every byte in either
 * case), JSON-escaped, HTML-escaped, and base64 (as in a Basic auth header) wherever the secret
 * starts in what was encoded.
 */
export function secretForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8')
  const encoded = encodeURIComponent(secret)
  const everyByte = [...bytes].map(byte => `%${byte.toString(16).padStart(2, '0')}`).join('')
  const forms = [
    secret,
    encoded,
    encoded.replace(/%[0-9A-F]{2}/g, escape => escape.toLowerCase()),
    // Every byte percent-encoded, as some clients do.
    everyByte,
    everyByte.toUpperCase(),
    JSON.stringify(secret).slice(1, -1),
    secret.replace(/[&<>"']/g, character => HTML_ENTITIES[character] ?? character),
    ...base64Forms(bytes)
  ]
  return [...new Set(forms)].filter(form => form.length >= 4)
}

/**
 * The part of the base64 text that depends on the secret alone, for each of the three places it
 * can start within a group of three bytes (`user:secret` in a Basic auth header starts it
 * anywhere): the groups that mix in bytes before or after it are left out.
 */
function base64Forms(bytes: Buffer): string[] {
  const forms = [0, 1, 2].map(offset => {
    const base64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64')
    const start = offset === 0 ? 0 : 4
    return base64.slice(start, Math.floor((offset + bytes.length) / 3) * 4)
  })
  // After other bytes, only part of the secret is in the form: a short one would hide common
  // base64 text, as a short piece of the secret would (MIN_SECRET_PIECE).
  return [forms[0] ?? '', ...forms.slice(1).filter(form => form.length >= MIN_SECRET_PIECE)]
}

/**
 * Hides secrets in any text before a person or a later step can read it: every form of each
 * secret (see `secretForms`), and pieces of one cut short, at the end or the start of the text
 * it was cut from (at least MIN_SECRET_PIECE characters).
 */
export class Redactor {
  private readonly secrets = new Map<string, SecretOptions>()
  private readonly encodings: ((secret: string) => string)[] = []
  private forms: string[] = []
  /** The forms whose pieces are hidden too. */
  private pieceForms: string[] = []

  /** Registers a secret (an empty one is ignored). */
  add(secret: string, options: SecretOptions = {}): void {
    if (secret === '' || this.secrets.has(secret)) return
    this.secrets.set(secret, options)
    this.refreshForms()
  }

  /**
   * Also hides each secret, registered before or after, as `encode` writes it: for text that is
   * encoded before the scrub sees it (outside text escaped for Markdown in a comment).
   */
  addEncoding(encode: (secret: string) => string): void {
    this.encodings.push(encode)
    this.refreshForms()
  }

  /**
   * True when the text holds a secret in any form or a long piece of one, regardless of case
   * (for text a parser has lower-cased, such as a URL's host).
   */
  mentions(text: string): boolean {
    const lower = text.toLowerCase()
    return this.forms.some(form => {
      const secret = form.toLowerCase()
      if (lower.includes(secret)) return true
      if (secret.length <= MIN_SECRET_PIECE || !this.pieceForms.includes(form)) return false
      return (
        lower.includes(secret.slice(0, MIN_SECRET_PIECE)) ||
        lower.includes(secret.slice(-MIN_SECRET_PIECE))
      )
    })
  }

  /**
   * The text with each secret, in every form and cut short, replaced by `mask`.
   *
   * @param mask what stands in a secret's place: `***` as the runner masks, or the same written
   *   for where `***` is markup (Markdown)
   */
  scrub(text: string, mask = '***'): string {
    let scrubbed = text
    for (const form of this.forms) scrubbed = scrubbed.split(form).join(mask)
    for (const form of this.pieceForms) scrubbed = scrubPieces(scrubbed, form, mask)
    return scrubbed
  }

  private refreshForms(): void {
    const formsOf = (secrets: string[]): string[] => {
      const forms = secrets.flatMap(secret => [
        ...secretForms(secret),
        ...this.encodings.map(encode => encode(secret))
      ])
      // Longest first, so that a form containing another is removed whole.
      return [...new Set(forms)]
        .filter(form => form.length >= 4)
        .sort((a, b) => b.length - a.length)
    }
    const all = [...this.secrets.keys()]
    this.forms = formsOf(all)
    this.pieceForms = formsOf(all.filter(secret => this.secrets.get(secret)?.pieces !== false))
  }
}

/** How a secret is hidden. */
export interface SecretOptions {
  /**
   * False to hide it only whole (in every form), not also its pieces: for a URL's folder path,
   * whose start (`/acme/app/`) a link of the same repository shares.
   */
  readonly pieces?: boolean
}

/**
 * Hides a secret cut short: a run of text equal to the secret's start (the text ends, or a
 * character that is not the secret's next one follows) or to its end, at least
 * MIN_SECRET_PIECE characters long.
 */
function scrubPieces(text: string, secret: string, mask: string): string {
  if (secret.length <= MIN_SECRET_PIECE) return text
  let result = text
  const head = secret.slice(0, MIN_SECRET_PIECE)
  for (let at = result.indexOf(head); at !== -1; at = result.indexOf(head, at + mask.length)) {
    let length = MIN_SECRET_PIECE
    while (length < secret.length && result[at + length] === secret[length]) length++
    result = `${result.slice(0, at)}${mask}${result.slice(at + length)}`
  }
  const tail = secret.slice(-MIN_SECRET_PIECE)
  for (let end = result.indexOf(tail); end !== -1; end = result.indexOf(tail, end + mask.length)) {
    let start = end
    const offset = secret.length - MIN_SECRET_PIECE
    let matched = 0
    while (matched < offset && start > 0 && result[start - 1] === secret[offset - matched - 1]) {
      start--
      matched++
    }
    result = `${result.slice(0, start)}${mask}${result.slice(end + MIN_SECRET_PIECE)}`
    end = start
  }
  return result
}

/**
 * Replaces every known secret in a text with `***`.
 *
 * @param secrets the values to hide (the API token, the build URL's signed parts)
 */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let scrubbed = text
  // Longest first, so a secret that contains another is removed whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret !== '') scrubbed = scrubbed.split(secret).join('***')
  }
  return scrubbed
}
