/**
 * An answer that is not the service's API (a web server, a static site, a proxy): what tells it
 * apart, and how its message shows what came back. A failed TLS handshake is told apart in
 * src/shared/tls-handshake.ts.
 */
import type { HttpResponse } from './http-attempt.js'

/**
 * False for a 404, 405 or 501 whose body is not a JSON object: a web server, a static site or
 * a proxy answered, not the service's API (which explains every refusal in JSON).
 */
export function speaksApi(response: HttpResponse): boolean {
  if (![404, 405, 501].includes(response.status)) return true
  try {
    const parsed: unknown = JSON.parse(response.text)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
  } catch {
    return false
  }
}

/** A page's text in a few words, without markup: `an HTML page ("Not Implemented …")`. */
export function pageExcerpt(text: string): string {
  const html = /<[a-z!/]/i.test(text)
  const words = text
    .replace(/<(script|style)\b[^]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
  const short = words.length > 80 ? `${words.slice(0, 77)}...` : words
  const what = html ? 'an HTML page' : text.trim() === '' ? 'an empty answer' : 'a text'
  return short === '' ? what : `${what} (${JSON.stringify(short)})`
}
