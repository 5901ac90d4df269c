/**
 * Keeps credentials out of everything a person reads: logs, error messages, annotations and the
 * job summary. The runner masks values registered with `core.setSecret` in logs only; error
 * texts built here also reach the job summary, so they are scrubbed here as well.
 */

import { FormMatcher, replaceMarked } from './secret-pieces.js'

export { MIN_SECRET_PIECE, shortestMaskedPiece } from './secret-pieces.js'

/**
 * Shortest base64 form of a secret that starts after other bytes: only part of the secret is in
 * it, and a short one would hide common base64 text.
 */
const MIN_OFFSET_BASE64 = 8

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
  return [forms[0] ?? '', ...forms.slice(1).filter(form => form.length >= MIN_OFFSET_BASE64)]
}

/**
 * Hides secrets in any text before a person or a later step can read it: every form of each
 * secret (see `secretForms`) whole, and long pieces of one (at least half the form and at least
 * MIN_SECRET_PIECE characters), so that whether and where text is masked tells whoever chose the
 * text nothing about a secret (docs/security.md, "Masks that answer nothing").
 */
export class Redactor {
  private readonly secrets = new Map<string, SecretOptions>()
  private readonly encodings: ((secret: string) => string)[] = []
  private matchers: FormMatcher[] = []

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
   * True when the text holds a secret in any form, or a piece of one that `scrub` would mask,
   * regardless of case (for text a parser has lower-cased, such as a URL's host).
   */
  mentions(text: string): boolean {
    const lower = text.toLowerCase()
    return this.matchers.some(
      matcher =>
        new FormMatcher(matcher.form.toLowerCase(), matcher.pieces).mark(lower) !== undefined
    )
  }

  /**
   * The text with each secret, whole or in a long piece, replaced by `mask`: each stretch to
   * mask (overlapping and adjacent ones joined) becomes one mask. Text with no secret and no
   * long piece of one is returned as it is, whatever else it holds.
   *
   * @param mask what stands in a secret's place: `***` as the runner masks, or the same written
   *   for where `***` is markup (Markdown)
   */
  scrub(text: string, mask = '***'): string {
    let marks: Uint8Array | undefined
    for (const matcher of this.matchers) marks = matcher.mark(text, marks)
    return replaceMarked(text, marks, mask)
  }

  private refreshForms(): void {
    const forms = new Map<string, boolean>()
    for (const [secret, options] of this.secrets) {
      const pieces = options.pieces !== false
      for (const form of [
        ...secretForms(secret),
        ...this.encodings.map(encode => encode(secret))
      ]) {
        if (form.length >= 4) forms.set(form, pieces || forms.get(form) === true)
      }
    }
    this.matchers = [...forms].map(([form, pieces]) => new FormMatcher(form, pieces))
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
