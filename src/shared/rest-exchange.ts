/**
 * One HTTP exchange with a review platform's REST API: a request sent through
 * `@actions/http-client` (Node's `https`, so `NODE_EXTRA_CA_CERTS` reaches it, and
 * `HTTPS_PROXY`/`HTTP_PROXY`/`NO_PROXY` as the service's client honours them), its answer read
 * whole within one deadline, at most `maxBytes`. Redirects are not followed (the caller decides,
 * so that the token stays with the API's origin); the library's retries are off. Retries and what
 * an answer means are the adapter's.
 */
import type { IncomingHttpHeaders, RequestOptions } from 'node:http'
import { HttpClient } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import { readBodyText } from './answer-body.js'
import { TlsHandshakeError, TlsHandshakeWatch } from './tls-handshake.js'

/** The methods the adapters send. */
export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** An answer, read whole. */
export interface RestAnswer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly text: string
}

/** No answer (or not all of it) came within the deadline. */
export class RestTimeoutError extends Error {
  override readonly name = 'RestTimeoutError'
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${Math.round(timeoutMs / 100) / 10} s`)
  }
}

/** The answer is larger than the exchange reads. */
export class RestAnswerTooLargeError extends Error {
  override readonly name = 'RestAnswerTooLargeError'
  constructor(maxBytes: number) {
    super(`the answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB`)
  }
}

/**
 * Sends one request and reads its answer.
 *
 * @param headers sent as they are (the token's header included)
 * @param maxBytes the largest answer read, in bytes
 * @param tellHandshake wrap a failure in TlsHandshakeError when the TLS handshake never completed
 *   (nothing was sent), for an adapter that tells that apart
 * @throws RestTimeoutError; RestAnswerTooLargeError; Node's network errors (with `code`); with
 *   `tellHandshake`, any of these wrapped in TlsHandshakeError
 */
export async function restExchange(
  request: {
    readonly method: RestMethod
    readonly url: string
    readonly headers: Readonly<Record<string, string>>
    readonly body: string | undefined
  },
  timeoutMs: number,
  maxBytes: number,
  tellHandshake = false
): Promise<RestAnswer> {
  const deadline = new AbortController()
  const handshake = new TlsHandshakeWatch()
  const handler: RequestHandler = {
    prepareRequest: (options: RequestOptions) => {
      options.signal = deadline.signal
      if (tellHandshake) handshake.watch(options)
      // The library passes URL.hostname, brackets and all, for an IPv6 literal.
      if (typeof options.host === 'string' && /^\[.*\]$/.test(options.host)) {
        options.host = options.host.slice(1, -1)
      }
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('not supported'))
  }
  const client = new HttpClient('appetize-deploy', [handler], {
    allowRedirects: false,
    allowRetries: false,
    socketTimeout: timeoutMs + 1000
  })
  const timer = setTimeout(() => deadline.abort(), timeoutMs)
  try {
    const response = await client.request(request.method, request.url, request.body ?? null, {
      'accept-encoding': 'identity',
      ...request.headers
    })
    const text = await readBodyText(response.message, deadline.signal, {
      maxBytes,
      tooLarge: () => new RestAnswerTooLargeError(maxBytes)
    })
    return { status: response.message.statusCode ?? 0, headers: response.message.headers, text }
  } catch (error) {
    if (error instanceof RestAnswerTooLargeError) throw error
    const cause = deadline.signal.aborted ? new RestTimeoutError(timeoutMs) : error
    // Until its TLS handshake completed, nothing of the request left: no write may have landed.
    throw handshake.unfinished ? new TlsHandshakeError(cause) : cause
  } finally {
    clearTimeout(timer)
    client.dispose()
  }
}
