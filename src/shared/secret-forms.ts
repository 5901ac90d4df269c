/**
 * The forms a secret comes back in, and for each the shortest piece of it that the scrub masks
 * (src/shared/redaction.ts): a piece of at least half the form and MIN_SECRET_PIECE of its
 * characters, half included, in every form. Shorter pieces pass as written: the token's first
 * 15 characters as sent, and any 15 characters of a form. docs/security.md, "Masks that answer
 * nothing".
 */

/** Fewest characters of a form that a masked piece holds. */
export const MIN_SECRET_PIECE = 16

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

/** A form of a secret, and the shortest piece of it that is masked. */
export interface SecretForm {
  readonly text: string
  /** Shortest masked piece, in the form's UTF-16 units; its length when masked only whole. */
  readonly shortest: number
}

/**
 * The forms in which a secret can come back in a service's answer, an error text, a URL or the
 * job summary: as sent, percent-encoded (upper- and lower-case hex, and every byte in either
 * case), JSON-escaped, HTML-escaped, and base64 (as in a Basic auth header) wherever the secret
 * starts in what was encoded.
 */
export function secretForms(secret: string): string[] {
  return formsOf(secret).map(form => form.text)
}

/**
 * Every form of a secret (`secretForms`, then as each of `encodings` writes it), each of at
 * least 4 characters, with the shortest piece of it that is masked: `max(MIN_SECRET_PIECE,
 * half)` of the form's characters, half included (20 of a 40-character base64 form), or the
 * whole form when that is no shorter.
 *
 * @param pieces false: each form is masked only whole
 */
export function formsOf(
  secret: string,
  encodings: readonly ((secret: string) => string)[] = [],
  pieces = true
): SecretForm[] {
  const everyByte = (text: string): string =>
    [...Buffer.from(text, 'utf8')].map(byte => `%${byte.toString(16).padStart(2, '0')}`).join('')
  const encoded = [
    secret,
    encodeURIComponent(secret),
    encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, escape => escape.toLowerCase()),
    // Every byte percent-encoded, as some clients do.
    everyByte(secret),
    everyByte(secret).toUpperCase(),
    JSON.stringify(secret).slice(1, -1),
    secret.replace(/[&<>"']/g, character => HTML_ENTITIES[character] ?? character),
    ...encodings.map(encode => encode(secret)),
    ...base64Forms(Buffer.from(secret, 'utf8'))
  ]
  const texts = new Set(encoded.filter(text => text.length >= 4))
  return [...texts].map(text => ({
    text,
    shortest: pieces ? shortestPiece(text.length) : text.length
  }))
}

/**
 * The part of the base64 text that depends on the secret alone, for each of the three places it
 * can start within a group of three bytes (`user:secret` in a Basic auth header starts it
 * anywhere): the characters that mix in bytes before or after it are left out. Each base64
 * character writes six bits, of one byte or two. When the secret ends inside a group, also that
 * text to its end as base64 writes it when nothing follows (the last character and its `=`
 * padding, as a Basic header ends): half of that form, its last half included, is masked too.
 */
function base64Forms(bytes: Buffer): string[] {
  return [0, 1, 2].flatMap(offset => {
    const base64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64')
    const start = offset === 0 ? 0 : 4
    // The last group's first one or two characters hold six bits of the secret's last bytes
    // each and nothing of what follows: kept, so that the form holds every byte it can.
    const end = Math.floor((offset + bytes.length) / 3) * 4 + ((offset + bytes.length) % 3)
    const text = base64.slice(start, end)
    if (offset > 0 && text.length < MIN_OFFSET_BASE64) return []
    return end < base64.length ? [text, base64.slice(start)] : [text]
  })
}

/**
 * The shortest piece of a form of `length` characters that is masked: at least half of it and
 * MIN_SECRET_PIECE characters; the whole form (masked only whole) when that is no shorter.
 */
function shortestPiece(length: number): number {
  return Math.min(length, Math.max(MIN_SECRET_PIECE, Math.ceil(length / 2)))
}
