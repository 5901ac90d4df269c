/**
 * Sends one API request with retries, a deadline per attempt and same-origin-only redirects, and
 * classifies every failure once (src/shared/failure.ts, src/service/failures.ts). Statuses:
 * https://docs.appetize.io/rest-api (Response Codes).
 */
import { ActionFailure } from '../shared/failure.js'
import type { Redactor } from '../shared/redaction.js'
import {
  AnswerTooLargeError,
  BrokenAnswerError,
  BuildReadError,
  formatSeconds,
  sendOnce,
  UnansweredError,
  UndecodableAnswerError,
  type HttpResponse
} from './http-attempt.js'
import { UnansweredWrite } from './lost-update-answer.js'
import { TlsHandshakeError } from '../shared/tls-handshake.js'
import type { ApiCall } from './api-call.js'
import { failureOfError, statusFailure, statusLine } from './failures.js'
import { isRetryableNetworkError, isRetryableStatus, retryDelay } from '../shared/retry-policy.js'

/**
 * Sent as User-Agent unless a front end names its own (`TransportOptions.userAgent`), so the
 * service's logs can tell the action's requests apart.
 */
export const USER_AGENT = 'appetize-deploy-action'

/** Same-origin redirects followed within one attempt before giving up. */
const MAX_REDIRECTS = 5

/** Network errors after which the request surely did not reach the service. */
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'])

/** How the transport sends, waits and reports. */
export interface TransportOptions {
  /** Attempts per request, the first included (at least 1). */
  readonly maxAttempts: number
  /** Deadline for one attempt, in milliseconds. */
  readonly requestTimeoutMs: number
  readonly redactor: Redactor
  readonly log: { info(line: string): void; debug(line: string): void }
  /** Waits between attempts, in milliseconds; injected so that tests need not sleep. */
  readonly sleep: (ms: number) => Promise<void>
  /** The clock, in milliseconds since the epoch (for an HTTP-date Retry-After). */
  readonly now: () => number
  /** A number in [0, 1), for jitter. */
  readonly random: () => number
  /** The User-Agent header of every request; USER_AGENT when not given. */
  readonly userAgent?: string
}

/**
 * Sends a call until it succeeds, fails for good or runs out of attempts.
 *
 * @returns the first 2xx response, its body read whole
 * @throws ActionFailure classified by kind: a refusal (4xx), a server error or network failure
 *   after all attempts, a timeout, a refused redirect, a lost or unreadable answer
 */
export async function sendCall(call: ApiCall, options: TransportOptions): Promise<HttpResponse> {
  const { maxAttempts, log } = options
  // A write that must not be applied twice: a failure after it may have reached the service
  // leaves its outcome unknown, which the caller must be told (it is not a plain failure).
  const uncertain = call.retry === 'unsent-only' && call.changesState
  for (let attempt = 1; ; attempt++) {
    let retryAfter: string | undefined
    let reason: string
    // When this attempt left, by `performance.now()`: a read-back judges a lost answer by it.
    const attemptedAt = performance.now()
    try {
      const response = await followRedirects(call, options)
      if (response.status >= 200 && response.status < 300) return response
      const retryable =
        isRetryableStatus(response.status) &&
        (call.retry !== 'unsent-only' || response.status === 429)
      if (!retryable || attempt >= maxAttempts) {
        if (uncertain && response.status >= 500) {
          throw outcomeUnknown(call, `the service answered ${statusLine(response.status)}`)
        }
        throw statusFailure(call, response, attempt, options.redactor)
      }
      retryAfter = firstHeader(response.headers['retry-after'])
      reason = `the service answered ${statusLine(response.status)}`
    } catch (error) {
      if (error instanceof ActionFailure) throw error
      const message = options.redactor.scrub(error instanceof Error ? error.message : String(error))
      const status = statusOf(error)
      if (status !== undefined && status >= 200 && status < 300 && call.changesState) {
        // A 2xx status line arrived: the service may have applied the change, and sending it
        // again could apply it twice, whatever became of the rest of the answer.
        if (uncertain) {
          throw outcomeUnknown(
            call,
            `the service answered ${statusLine(status)}, but its answer cannot be used: ${message}`
          )
        }
        throw new ActionFailure(
          'answer-lost',
          `The service answered the ${call.name} with ${statusLine(status)}, but its answer cannot be used (${message}).`
        )
      }
      if (error instanceof BrokenAnswerError && error.status >= 300) {
        // The status arrived: it decides, as it does for an answer that came through whole.
        const retryable =
          isRetryableStatus(error.status) && (call.retry !== 'unsent-only' || error.status === 429)
        if (!retryable || attempt >= maxAttempts) {
          if (uncertain && error.status >= 500) {
            throw outcomeUnknown(call, `the service answered ${statusLine(error.status)}`)
          }
          throw statusFailure(
            call,
            { status: error.status, headers: {}, text: '' },
            attempt,
            options.redactor
          )
        }
        reason = `the service answered ${statusLine(error.status)}`
      } else {
        const cause =
          error instanceof BrokenAnswerError ||
          error instanceof UnansweredError ||
          error instanceof TlsHandshakeError
            ? error.cause
            : error
        // A TLS handshake that failed sent nothing; its failure says so (failureOfError).
        const unsent = error instanceof TlsHandshakeError || surelyUnsent(cause)
        const failed = error instanceof TlsHandshakeError ? error : cause
        if (error instanceof UnansweredError && call.retry === 'until-sent') {
          // Sent whole, then no answer: the service may be applying it, so it is not sent again
          // here; the caller decides by reading the app back (features/update-app).
          const unanswered = failureOfError(cause, call.name, message, attempt).kind
          throw new UnansweredWrite(
            `The ${call.name} was sent whole, but no answer came (${message}).`,
            unanswered,
            attempt,
            attemptedAt
          )
        }
        if (
          !isRetryableNetworkError(cause) ||
          (call.retry === 'unsent-only' && !unsent) ||
          error instanceof BuildReadError ||
          error instanceof AnswerTooLargeError ||
          error instanceof UndecodableAnswerError ||
          attempt >= maxAttempts
        ) {
          if (uncertain && !(error instanceof BuildReadError) && !unsent) {
            throw outcomeUnknown(call, message)
          }
          throw failureOfError(failed, call.name, message, attempt)
        }
        reason = message
      }
    }
    const wait = retryDelay(attempt, retryAfter, options.random(), options.now())
    const why =
      wait.source === 'retry-after'
        ? wait.capped
          ? ` (Retry-After asked for longer; ${formatSeconds(wait.ms)} is the longest wait)`
          : ' as Retry-After asks'
        : retryAfter !== undefined
          ? ' (Retry-After was in neither HTTP form, so the usual backoff applies)'
          : ''
    log.info(
      `Attempt ${attempt} of ${maxAttempts} of the ${call.name} failed (${reason}); trying again in ${formatSeconds(wait.ms)}${why}.`
    )
    await options.sleep(wait.ms)
  }
}

/** The status of an answer that arrived but could not be used, if one did. */
function statusOf(error: unknown): number | undefined {
  if (
    error instanceof BrokenAnswerError ||
    error instanceof AnswerTooLargeError ||
    error instanceof UndecodableAnswerError
  ) {
    return error.status
  }
  return undefined
}

/** True for a network error that means the request never reached the service. */
function surelyUnsent(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && UNSENT_CODES.has(code)
}

/**
 * The failure of a write that must not be repeated, after it may have reached the service: it
 * may or may not have taken effect. The caller says what that means (an app may exist).
 */
function outcomeUnknown(call: ApiCall, what: string): ActionFailure {
  return new ActionFailure(
    'outcome-unknown',
    `The ${call.name} failed after it may have reached the service (${what}); it was not sent again.`
  )
}

/** One attempt; a redirect is followed only to the same origin, so the token stays there. */
async function followRedirects(call: ApiCall, options: TransportOptions): Promise<HttpResponse> {
  let request = call.request
  for (let redirects = 0; ; redirects++) {
    const { origin, pathname } = new URL(request.url)
    options.log.debug(`${request.method} ${origin}${pathname}`)
    const response = await sendOnce(
      request,
      options.requestTimeoutMs,
      options.userAgent ?? USER_AGENT
    )
    options.log.debug(`→ ${statusLine(response.status)}`)
    const location = firstHeader(response.headers.location)
    if (response.status < 300 || response.status >= 400 || location === undefined) return response
    let target: URL
    try {
      target = new URL(location, request.url)
    } catch {
      throw new ActionFailure(
        'malformed-answer',
        `The ${call.name} was redirected (${response.status}) to an address that is not a URL.`
      )
    }
    if (target.origin !== origin) {
      // URL parsing lower-cases and decodes a host: compare without regard to case.
      const other =
        options.redactor.mentions(location) || options.redactor.mentions(target.origin)
          ? '(not shown: its address holds a secret)'
          : target.origin
      throw new ActionFailure(
        'redirect-refused',
        `The ${call.name} was redirected (${response.status}) to another origin, ${other}; it was not followed, so the API token stayed with ${origin}.`
      )
    }
    if (redirects >= MAX_REDIRECTS) {
      throw new ActionFailure(
        'malformed-answer',
        `The ${call.name} was redirected more than ${MAX_REDIRECTS} times.`
      )
    }
    request = { ...request, url: target.href }
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
