import type { IncomingMessage, OutgoingHttpHeaders, RequestOptions } from 'node:http'
import type { Readable, Transform } from 'node:stream'
import { HttpClient } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import { StatusLineWatch } from './status-line-watch.js'
import { readBodyText } from '../shared/answer-body.js'
import { TlsHandshakeError, TlsHandshakeWatch } from '../shared/tls-handshake.js'

/** One HTTP request, as the client sends it. */
export interface HttpRequest {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  readonly url: string
  readonly headers: OutgoingHttpHeaders
  /** A string, or a function opening a fresh stream (so that every attempt re-reads the source). */
  readonly body?: string | (() => Readable)
  /** What a stream body holds, for a dry run (a string body shows itself). */
  readonly bodyPreview?: string
}

/** A response whose body has been read whole. */
export interface HttpResponse {
  readonly status: number
  readonly headers: IncomingMessage['headers']
  readonly text: string
}

/** The request took longer than its deadline and was abandoned. */
export class RequestTimeoutError extends Error {
  readonly code = 'ETIMEDOUT'
  constructor(readonly timeoutMs: number) {
    super(`timed out after ${formatSeconds(timeoutMs)}`)
    this.name = 'RequestTimeoutError'
  }
}

/**
 * An answer's status arrived, but the rest of it did not come through whole (the connection
 * broke, the deadline passed, the header section never ended). For a request that changes
 * something, a 2xx status means the service may have applied it.
 */
export class BrokenAnswerError extends Error {
  readonly status: number
  constructor(status: number, cause: unknown) {
    // Node's own errors may come from another realm (a test's VM context): read the message.
    const message = (cause as { message?: unknown } | null)?.message
    super(typeof message === 'string' ? message : String(cause), { cause })
    this.name = 'BrokenAnswerError'
    this.status = status
  }
}

/**
 * The whole request was sent, then the exchange failed before an answer's status line arrived
 * (the deadline passed, the connection broke): the service may have received it and acted on it.
 */
export class UnansweredError extends Error {
  constructor(cause: unknown) {
    const message = (cause as { message?: unknown } | null)?.message
    super(typeof message === 'string' ? message : String(cause), { cause })
    this.name = 'UnansweredError'
  }
}

/** The answer is larger than MAX_RESPONSE_BYTES; fetching it again would not change that. */
export class AnswerTooLargeError extends Error {
  constructor(readonly status: number) {
    super(`the answer is larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MiB`)
    this.name = 'AnswerTooLargeError'
  }
}

/** The answer is compressed in a way that cannot be decoded. */
export class UndecodableAnswerError extends Error {
  constructor(
    readonly status: number,
    reason = 'it is compressed with an encoding that cannot be decoded here'
  ) {
    super(`the answer cannot be read: ${reason}`)
    this.name = 'UndecodableAnswerError'
  }
}

/** Largest response body read, after decoding; the service's answers are small JSON documents. */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024

/**
 * Sends one request through @actions/http-client (which honours HTTPS_PROXY, HTTP_PROXY and
 * NO_PROXY) and reads the whole response, all within one deadline.
 *
 * Redirects and retries of the library are off: the caller decides both, so that the API token
 * never follows a redirect to another origin.
 *
 * @param timeoutMs deadline for the whole exchange, upload and response body included
 * @param userAgent the User-Agent header
 * @throws RequestTimeoutError when the deadline passes; Node's network errors (with `code`);
 *   either wrapped in BrokenAnswerError once a status line arrived, in TlsHandshakeError when
 *   the TLS handshake never completed (nothing was sent), else in UnansweredError once the
 *   whole request was sent
 */
export async function sendOnce(
  request: HttpRequest,
  timeoutMs: number,
  userAgent: string
): Promise<HttpResponse> {
  const deadline = new AbortController()
  const status = new StatusLineWatch()
  const handshake = new TlsHandshakeWatch()
  // The library has no deadline of its own, only a socket idle timeout; the abort signal is set
  // on the request through its handler hook, which tears the socket down on time, proxy or not.
  const signalHandler: RequestHandler = {
    prepareRequest: (options: RequestOptions) => {
      options.signal = deadline.signal
      status.watch(options)
      handshake.watch(options)
      // The library passes URL.hostname, which keeps an IPv6 literal's brackets ("[::1]"); the
      // resolver wants the bare address.
      if (typeof options.host === 'string' && /^\[.*\]$/.test(options.host)) {
        options.host = options.host.slice(1, -1)
      }
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('not supported'))
  }
  const client = new HttpClient(userAgent, [signalHandler], {
    allowRedirects: false,
    allowRetries: false,
    socketTimeout: timeoutMs + 1000
  })
  const timer = setTimeout(() => deadline.abort(), timeoutMs)
  // A body stream that fails (a build file that vanished mid-upload) must end the request now,
  // not leave it waiting for the deadline.
  let bodyError: Error | undefined
  try {
    const body = typeof request.body === 'function' ? request.body() : request.body
    if (typeof body === 'object') {
      body.on('error', (error: Error) => {
        bodyError = error
        deadline.abort()
      })
    }
    // Ask for an uncompressed answer: a compressed one is decoded below, or refused.
    const response = await client.request(request.method, request.url, body ?? null, {
      'accept-encoding': 'identity',
      ...(request.headers as Record<string, string>)
    })
    const code = response.message.statusCode ?? 0
    try {
      const text = await readBody(response.message, deadline.signal)
      return { status: code, headers: response.message.headers, text }
    } catch (error) {
      if (error instanceof AnswerTooLargeError || error instanceof UndecodableAnswerError) {
        throw error
      }
      const cause = deadline.signal.aborted ? new RequestTimeoutError(timeoutMs) : error
      throw new BrokenAnswerError(code, cause)
    }
  } catch (error) {
    if (bodyError) throw new BuildReadError(bodyError)
    if (error instanceof BrokenAnswerError || error instanceof AnswerTooLargeError) throw error
    if (error instanceof UndecodableAnswerError) throw error
    const cause = deadline.signal.aborted ? new RequestTimeoutError(timeoutMs) : error
    // The status line came, the rest of the header section did not (the connection broke after
    // it, the section never ended): the status still counts, so a 2xx write is never resent.
    if (status.seen !== undefined) throw new BrokenAnswerError(status.seen, cause)
    // Handed to a TLS socket is not sent: until the handshake completes, nothing leaves it.
    if (handshake.unfinished) throw new TlsHandshakeError(cause)
    if (status.requestSent) throw new UnansweredError(cause)
    throw cause
  } finally {
    clearTimeout(timer)
    client.dispose()
  }
}

/** Reading the build failed while it was being sent. */
export class BuildReadError extends Error {
  constructor(cause: Error) {
    super(`reading the build failed: ${cause.message}`, { cause })
    this.name = 'BuildReadError'
  }
}

/**
 * Reads a response body as UTF-8, decoding gzip, deflate or br (sent although identity was
 * asked for), failing when the connection breaks, the deadline passes or the body (decoded) is
 * larger than MAX_RESPONSE_BYTES.
 */
async function readBody(message: IncomingMessage, signal: AbortSignal): Promise<string> {
  const status = message.statusCode ?? 0
  const encoding = String(message.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase()
  // zlib is loaded only for an answer compressed against the request: it costs start-up time.
  const decoder =
    encoding === 'identity' || encoding === '' ? undefined : await decoderFor(encoding)
  if (decoder === null) {
    message.destroy()
    return Promise.reject(new UndecodableAnswerError(status))
  }
  return readBodyText(message, signal, {
    maxBytes: MAX_RESPONSE_BYTES,
    tooLarge: () => new AnswerTooLargeError(status),
    decoder,
    decodeFailed: () => new UndecodableAnswerError(status, `its ${encoding} data is corrupt`)
  })
}

/** A zlib stream for a content encoding; null for one it cannot decode. */
async function decoderFor(encoding: string): Promise<Transform | null> {
  const zlib = await import('node:zlib')
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip()
  if (encoding === 'deflate') return zlib.createInflate()
  if (encoding === 'br') return zlib.createBrotliDecompress()
  return null
}

/** "300 s", "1.5 s": durations as the user wrote them, in seconds. */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`
}
