/**
 * Keeps credentials out of everything a person reads: logs, error messages, annotations and the
 * job summary. The runner masks values registered with `core.setSecret` in logs only; error
 * texts built here also reach the job summary, so they are scrubbed here as well.
 */

/** Shortest piece of a cut-short secret that is still hidden (shorter secrets: only whole). */
export const MIN_SECRET_PIECE = 8

/** The entities the job summary's HTML escaping writes (src/shared/html.ts). */
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
 * MIN_SECRET_PIECE characters long. Linear in the text's length: each pass reads the text once
 * and writes the result in pieces, so that a hostile answer of 8 MiB of a secret's first
 * characters costs milliseconds, not hours (docs/performance.md).
 */
function scrubPieces(text: string, secret: string, mask: string): string {
  if (secret.length <= MIN_SECRET_PIECE) return text
  return scrubTails(scrubHeads(text, secret, mask), secret, mask)
}

/** The secret's start, at least MIN_SECRET_PIECE characters, each run masked as far as it goes. */
function scrubHeads(text: string, secret: string, mask: string): string {
  const head = secret.slice(0, MIN_SECRET_PIECE)
  const pieces: string[] = []
  let done = 0
  for (let at = text.indexOf(head); at !== -1; at = text.indexOf(head, done)) {
    let length = MIN_SECRET_PIECE
    while (length < secret.length && text[at + length] === secret[length]) length++
    pieces.push(text.slice(done, at), mask)
    done = at + length
  }
  pieces.push(text.slice(done))
  return pieces.join('')
}

/**
 * The secret's end, at least MIN_SECRET_PIECE characters, each run masked back as far as it
 * goes, but not into the run masked before it (so each character is read once).
 */
function scrubTails(text: string, secret: string, mask: string): string {
  const tail = secret.slice(-MIN_SECRET_PIECE)
  const offset = secret.length - MIN_SECRET_PIECE
  const pieces: string[] = []
  let done = 0
  for (let end = text.indexOf(tail); end !== -1; end = text.indexOf(tail, done)) {
    let start = end
    let matched = 0
    while (matched < offset && start > done && text[start - 1] === secret[offset - matched - 1]) {
      start--
      matched++
    }
    pieces.push(text.slice(done, start), mask)
    done = end + MIN_SECRET_PIECE
  }
  pieces.push(text.slice(done))
  return pieces.join('')
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
