/**
 * Turns what went wrong with a request into an ActionFailure of the right kind, with a message
 * that says what happened and never what to do (the kind's advice does that). Status meanings:
 * https://docs.appetize.io/rest-api (Response Codes).
 */
import { ActionFailure } from '../shared/failure.js'
import type { Redactor } from '../shared/redaction.js'
import {
  AnswerTooLargeError,
  BuildReadError,
  RequestTimeoutError,
  UndecodableAnswerError,
  type HttpResponse
} from './http-attempt.js'
import type { ApiCall } from './api-call.js'
import { pageExcerpt, speaksApi } from './wrong-address.js'
import { TlsHandshakeError, tlsFailure } from '../shared/tls-handshake.js'
import { input, message, plainText, type FailureKind } from '../shared/message.js'

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout'
}

/** "404 Not Found", or the bare number for a status without a well-known text. */
export function statusLine(status: number): string {
  const text = STATUS_TEXT[status]
  return text ? `${status} ${text}` : String(status)
}

/** The failure kind a refused or failed HTTP status means. */
export function kindOfStatus(status: number): FailureKind {
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not-found'
  if (status === 429) return 'rate-limited'
  if (status >= 500) return 'server-error'
  if (status >= 400) return 'bad-request'
  return 'malformed-answer'
}

/** " after 3 attempts", or nothing for one. */
export function attemptsSuffix(attempts: number): string {
  return attempts > 1 ? ` after ${attempts} attempts` : ''
}

/**
 * The failure for an error thrown while sending (no answer, or an answer that broke, or a TLS
 * handshake that failed: TlsHandshakeError, said as such, never as a lost answer).
 *
 * @param what the request, e.g. "update of app abc"
 * @param message the error's text, already scrubbed of secrets
 */
export function failureOfError(
  thrown: unknown,
  what: string,
  detail: string,
  attempts: number
): ActionFailure {
  const message = detail
  // A handshake that failed sent nothing: its cause says why.
  const handshake = thrown instanceof TlsHandshakeError
  const error = handshake ? thrown.cause : thrown
  if (error instanceof BuildReadError) {
    return new ActionFailure('build-unreadable', `The ${what} stopped: ${message}.`)
  }
  if (error instanceof AnswerTooLargeError || error instanceof UndecodableAnswerError) {
    return new ActionFailure(
      'malformed-answer',
      `The service's answer to the ${what} (${statusLine(error.status)}) was refused: ${message}.`
    )
  }
  if (error instanceof RequestTimeoutError) {
    return new ActionFailure('timed-out', `The ${what} ${message}${attemptsSuffix(attempts)}.`)
  }
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && code.startsWith('HPE_')) {
    // Node's HTTP parser refused the answer (a header section that never ends, a broken status
    // line): a broken answer like any other, not a fault of the action.
    return new ActionFailure(
      'malformed-answer',
      `The service's answer to the ${what} is not valid HTTP (${message}); nothing was published from it.`
    )
  }
  const tls = tlsFailure(error)
  if (tls !== undefined) {
    // OpenSSL's own words (`EPROTO … ssl3_get_record: wrong version number`) say nothing a
    // person can act on: the reason does, and the kind's advice names the input to check.
    const sent = handshake ? ', so nothing was sent' : ''
    return tls.kind === 'not-tls'
      ? new ActionFailure(
          'not-tls',
          `The ${what} could not reach the service over TLS: ${tls.reason}${sent}.`
        )
      : new ActionFailure(
          'untrusted-certificate',
          `The ${what} could not reach the service: ${tls.reason}${sent}.`
        )
  }
  if (typeof code === 'string' && NETWORK_CODE.test(code)) {
    return new ActionFailure(
      'unreachable',
      `The ${what} could not reach the service${attemptsSuffix(attempts)}: ${message}.`
    )
  }
  return new ActionFailure('unexpected', `The ${what} failed: ${message}.`)
}

/** Node's network failure codes (socket, DNS, proxy tunnel). */
const NETWORK_CODE = /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/

/**
 * The failure a non-2xx answer means, with the service's own explanation when it gave one.
 *
 * @param attempts how many attempts were made, for the message
 */
export function statusFailure(
  call: ApiCall,
  response: HttpResponse,
  attempts: number,
  redactor: Redactor
): ActionFailure {
  const explanation = serviceMessage(response.text, redactor)
  // The service's words after the action's own, unless they only say again what those say.
  const said = (own: string): string => {
    const added = addedWords(explanation, own, STATUS_TEXT[response.status])
    return added === '' ? '' : `: ${added}`
  }
  const status = statusLine(response.status)
  if (!speaksApi(response)) {
    // Scrubbed before the excerpt cuts it, so that no cut leaves a piece too short to mask.
    return new ActionFailure(
      'not-the-api',
      `The ${call.name} got ${status} from ${new URL(call.request.url).origin}, with ${pageExcerpt(redactor.scrub(response.text))} instead of a JSON answer.`
    )
  }
  const kind = kindOfStatus(response.status)
  switch (kind) {
    case 'unauthorized': {
      const own = `The service refused the API token (${status})`
      return new ActionFailure(kind, `${own}${said(own)}.`)
    }
    case 'forbidden': {
      const own = `The API token may not perform the ${call.name} (${status})`
      return new ActionFailure(kind, `${own}${said(own)}.`)
    }
    case 'not-found': {
      if (call.publicKey !== undefined) {
        const own = message`No app with ${input('publicKey')} "${call.publicKey}" exists (${status})`
        return new ActionFailure(kind, message`${own}${said(plainText(own))}.`)
      }
      const own = `The service has no ${call.name} endpoint at ${new URL(call.request.url).origin} (${status})`
      return new ActionFailure(
        kind,
        `${own}${said(own)}.`,
        message`Check ${input('baseUrl')} or ${input('privateInstanceUrl')}: they should name the API host, without a path the service does not have.`
      )
    }
    case 'bad-request': {
      const own = `The service rejected the ${call.name} (${status})`
      return new ActionFailure(kind, `${own}${said(own) || ' without saying why'}.`)
    }
    case 'malformed-answer':
      return new ActionFailure(
        kind,
        `The service answered the ${call.name} with ${status}, which it is not expected to send.`
      )
    default: {
      const own = `The ${call.name} failed${attemptsSuffix(attempts)}: the service answered ${status}`
      return new ActionFailure(kind, `${own}${said(own)}.`)
    }
  }
}

/** Words too small to tell two sentences apart. */
const SMALL_WORDS = new Set(['a', 'an', 'the', 'for', 'of', 'with', 'to', 'in', 'on', 'is', 'by'])

/**
 * What the service's explanation adds to the action's own sentence: without a leading status
 * text ("Unauthorized: …" after "401 Unauthorized"), and nothing when every word of it is
 * already there ("No app found for publicKey X" after `No app with publicKey "X" exists`).
 *
 * @param statusText the status's reason phrase, e.g. "Not Found"
 */
function addedWords(explanation: string, own: string, statusText: string | undefined): string {
  let added = explanation
  if (statusText !== undefined && added.toLowerCase().startsWith(statusText.toLowerCase())) {
    const rest = added.slice(statusText.length)
    // Only the whole phrase, followed by punctuation or nothing ("Not Foundation" stays).
    if (/^(?:[\s:.,;\-–—]|$)/.test(rest)) added = rest.replace(/^[\s:.,;\-–—]+/, '')
  }
  const ownWords = new Set(wordsOf(own))
  return wordsOf(added).every(word => SMALL_WORDS.has(word) || ownWords.has(word)) ? '' : added
}

/** A text's words, lower-cased (a publicKey's `_` and `-` kept inside one). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}_-]*/gu) ?? []
}

/** The service's own explanation: `message` or `error` of a JSON body, else a text excerpt. */
function serviceMessage(text: string, redactor: Redactor): string {
  if (text.trim() === '') return ''
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>
    for (const key of ['message', 'error', 'errorMessage', 'detail']) {
      const value = parsed?.[key]
      if (typeof value === 'string' && value !== '') return excerpt(value, redactor)
    }
    // Written anew, so that `\u0074`-style escapes show as the characters they stand for and
    // a secret written with them is found by the scrub.
    return excerpt(JSON.stringify(parsed), redactor)
  } catch {
    // not JSON: show the text itself
  }
  return excerpt(text, redactor)
}

/** A short, single-line excerpt of service text, scrubbed before it is cut (never a piece). */
export function excerpt(text: string, redactor: Redactor): string {
  const line = redactor.scrub(text).replace(/\s+/g, ' ').trim()
  if (line === '') return 'empty'
  return line.length > 300 ? `${line.slice(0, 297)}...` : line
}
