/**
 * The forms a secret comes back in, and for each the shortest piece of it that the scrub masks
 * (src/shared/redaction.ts): a piece must hold at least half the secret and at least
 * MIN_SECRET_PIECE of its characters, and be at least half the form and MIN_SECRET_PIECE of the
 * form's characters. Counted in the secret's characters too, so that no encoding (an escape that
 * writes two characters for one, base64's four for three) masks a piece of fewer: the token's
 * first 15 characters pass as written in every form. docs/security.md, "Masks that answer
 * nothing".
 */

/** Fewest characters of a secret, and of its form, that a masked piece holds. */
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
 * least 4 characters, with the shortest piece of it that is masked.
 *
 * @param pieces false: each form is masked only whole
 */
export function formsOf(
  secret: string,
  encodings: readonly ((secret: string) => string)[] = [],
  pieces = true
): SecretForm[] {
  const characters = Array.from(secret)
  const bytes = Buffer.from(secret, 'utf8')
  const everyByte = (text: string): string =>
    [...Buffer.from(text, 'utf8')].map(byte => `%${byte.toString(16).padStart(2, '0')}`).join('')
  // Each written a character of the secret at a time: the form of a start is the form's start.
  const perCharacter: ((text: string) => string)[] = [
    text => text,
    encodeURIComponent,
    text => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, escape => escape.toLowerCase()),
    // Every byte percent-encoded, as some clients do.
    everyByte,
    text => everyByte(text).toUpperCase(),
    text => JSON.stringify(text).slice(1, -1),
    text => text.replace(/[&<>"']/g, character => HTML_ENTITIES[character] ?? character),
    ...encodings
  ]
  const forms = [
    ...perCharacter.map(encode => spansOfEncoding(characters, encode)),
    ...base64Spans(bytes)
  ]
  const seen = new Map<string, SecretForm>()
  for (const { text, spans, units } of forms) {
    if (text.length < 4) continue
    const shortest = pieces ? shortestPiece(text.length, spans, units) : text.length
    const known = seen.get(text)
    if (!known || shortest < known.shortest) seen.set(text, { text, shortest })
  }
  return [...seen.values()]
}

/** A form, and for each of its characters the first and last unit of the secret it writes. */
interface Spanned {
  readonly text: string
  /** Per character of the form: [first, last] unit (character or byte) of the secret. */
  readonly spans: readonly (readonly [number, number])[] | undefined
  /** How many units the secret has. */
  readonly units: number
}

/**
 * A per-character encoding's form, spanned by encoding each character on its own (linear), or,
 * where that does not give the whole's form, each start of the secret (quadratic: short secrets
 * only). Undefined spans when neither writes the form (then it is masked only whole).
 */
function spansOfEncoding(characters: readonly string[], encode: (text: string) => string): Spanned {
  const text = encode(characters.join(''))
  const units = characters.length
  const each = characters.map(character => encode(character))
  if (each.join('') === text) {
    return { text, units, spans: each.flatMap((written, at) => spansOf(written.length, at)) }
  }
  if (units > MAX_QUADRATIC_SPANS) return { text, units, spans: undefined }
  const spans: (readonly [number, number])[] = []
  for (let count = 1; count <= units; count++) {
    const start = encode(characters.slice(0, count).join(''))
    if (!text.startsWith(start) || start.length < spans.length) {
      return { text, units, spans: undefined }
    }
    spans.push(...spansOf(start.length - spans.length, count - 1))
  }
  return { text, units, spans: spans.length === text.length ? spans : undefined }
}

/** Longest secret whose forms are spanned start by start (each start encoded anew). */
const MAX_QUADRATIC_SPANS = 256

function spansOf(count: number, unit: number): (readonly [number, number])[] {
  return Array.from({ length: count }, () => [unit, unit] as const)
}

/**
 * The part of the base64 text that depends on the secret alone, for each of the three places it
 * can start within a group of three bytes (`user:secret` in a Basic auth header starts it
 * anywhere): the characters that mix in bytes before or after it are left out. Each base64
 * character writes six bits, of one byte or two.
 */
function base64Spans(bytes: Buffer): Spanned[] {
  return [0, 1, 2].flatMap(offset => {
    const base64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64')
    const start = offset === 0 ? 0 : 4
    // The last group's first one or two characters hold six bits of the secret's last bytes
    // each and nothing of what follows: kept, so that the form holds every byte it can.
    const end = Math.floor((offset + bytes.length) / 3) * 4 + ((offset + bytes.length) % 3)
    const text = base64.slice(start, end)
    if (offset > 0 && text.length < MIN_OFFSET_BASE64) return []
    const spans = [...text].map((_, index): [number, number] => {
      const bit = (start + index) * 6
      return [Math.floor(bit / 8) - offset, Math.floor((bit + 5) / 8) - offset]
    })
    return [{ text, spans, units: bytes.length }]
  })
}

/**
 * The shortest piece of a form that is masked: one character longer than the longest piece
 * that writes fewer than `max(MIN_SECRET_PIECE, half)` units of the secret, and at least half
 * the form and MIN_SECRET_PIECE. The form's length (only whole) when no piece is that long.
 */
function shortestPiece(length: number, spans: Spanned['spans'], units: number): number {
  const fewest = Math.max(MIN_SECRET_PIECE, Math.ceil(units / 2))
  if (spans === undefined || fewest >= units) return length
  // Two pointers: for each start, the farthest end whose piece writes at most fewest - 1 units.
  let longest = 0
  let end = 0
  for (let start = 0; start < spans.length; start++) {
    const first = spans[start]?.[0] ?? 0
    end = Math.max(end, start)
    while (end < spans.length && (spans[end]?.[1] ?? 0) - first + 1 < fewest) end++
    longest = Math.max(longest, end - start)
  }
  const shortest = Math.max(MIN_SECRET_PIECE, Math.ceil(length / 2), longest + 1)
  return Math.min(shortest, length)
}
