/**
 * The failures that are no outage: a server whose certificate is not trusted, an address that
 * does not speak TLS, an answer that is not the service's API. What tells them apart, and how
 * their messages show what came back.
 */
import type { HttpResponse } from './http-attempt.js'

/** OpenSSL's codes for a TLS handshake answered by something that does not speak TLS. */
export const NOT_TLS_CODE = /^ERR_SSL_(WRONG_VERSION_NUMBER|PACKET_LENGTH_TOO_LONG|HTTP_REQUEST)$/

/** Which check of the server's certificate failed, for the message. */
export function certificateCheck(code: string): string {
  if (/SELF_SIGNED/.test(code)) return 'it is self-signed'
  if (/ALTNAME|HOSTNAME/.test(code)) return 'it was not issued for this host name'
  if (/EXPIRED|NOT_YET_VALID/.test(code)) return 'it is expired or not yet valid'
  if (/UNABLE_TO_(GET_ISSUER|VERIFY_LEAF)/.test(code)) {
    return 'its issuer (CA) is not one this machine trusts'
  }
  return 'it could not be verified'
}

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
