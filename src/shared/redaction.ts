/**
 * Keeps credentials out of everything a person reads: logs, error messages, annotations and the
 * job summary. The runner masks values registered with `core.setSecret` in logs only; error
 * texts built here also reach the job summary, so they are scrubbed here as well.
 */

import { formsOf, type SecretForm } from './secret-forms.js'
import { FormMatcher, replaceMarked } from './secret-pieces.js'

export { formsOf, MIN_SECRET_PIECE, secretForms, type SecretForm } from './secret-forms.js'

/**
 * Hides secrets in any text before a person or a later step can read it: every form of each
 * secret (see `secretForms`) whole, and long pieces of one (at least half the form and
 * MIN_SECRET_PIECE of its characters, half included: `formsOf`), so that whether and where text
 * is masked tells whoever chose the text nothing about a secret (docs/security.md, "Masks that
 * answer nothing").
 */
export class Redactor {
  private readonly secrets = new Map<string, SecretOptions>()
  private readonly encodings: ((secret: string) => string)[] = []
  /** Each secret's forms, kept until an encoding is added. */
  private readonly formsBySecret = new Map<string, SecretForm[]>()
  private matchers: FormMatcher[] = []

  /**
   * Registers a secret (an empty one is ignored). One registered whole only and then with its
   * pieces is masked in pieces from then on.
   */
  add(secret: string, options: SecretOptions = {}): void {
    const known = this.secrets.get(secret)
    if (secret === '' || (known && (known.pieces !== false || options.pieces === false))) return
    this.secrets.set(secret, options)
    this.formsBySecret.delete(secret)
    this.refreshForms()
  }

  /**
   * Also hides each secret, registered before or after, as `encode` writes it: for text that is
   * encoded before the scrub sees it (outside text escaped for Markdown in a comment).
   */
  addEncoding(encode: (secret: string) => string): void {
    this.encodings.push(encode)
    this.formsBySecret.clear()
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
        new FormMatcher(matcher.form.toLowerCase(), matcher.shortest).mark(lower) !== undefined
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
    const shortest = new Map<string, number>()
    for (const [secret, options] of this.secrets) {
      let forms = this.formsBySecret.get(secret)
      if (!forms) {
        forms = formsOf(secret, this.encodings, options.pieces !== false)
        this.formsBySecret.set(secret, forms)
      }
      for (const form of forms) {
        shortest.set(form.text, Math.min(form.shortest, shortest.get(form.text) ?? Infinity))
      }
    }
    this.matchers = [...shortest].map(([form, length]) => new FormMatcher(form, length))
  }
}

/** How a secret is hidden. */
export interface SecretOptions {
  /**
   * False to hide it only whole (in every form), not also its pieces: for a URL's folder path,
   * whose start (`/acme/app/`) a link of the same repository shares, and for what holds a
   * credential's public part beside its secret one (a signed URL's query, `user:password`).
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
