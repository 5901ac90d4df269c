/**
 * One HTTP exchange with GitLab's REST API: a request sent through `@actions/http-client` (Node's
 * `https`, so `NODE_EXTRA_CA_CERTS` reaches it, and `HTTPS_PROXY`/`HTTP_PROXY`/`NO_PROXY` as the
 * service's client honours them), its answer read whole within one deadline, at most
 * MAX_ANSWER_BYTES. Retries and what an answer means are gitlab-client.ts's.
 *
 * https://docs.gitlab.com/api/rest/
 */
import type { IncomingHttpHeaders, RequestOptions } from 'node:http'
import { HttpClient } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import { readBodyText } from '../shared/answer-body.js'
import { TlsHandshakeError, TlsHandshakeWatch } from '../shared/tls-handshake.js'

/** GitLab's answers the adapter reads are JSON lists of at most 100 notes of 1,000,000 characters. */
export const MAX_ANSWER_BYTES = 128 * 1024 * 1024

/** The methods the adapter sends. */
export type GitLabMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** An answer, read whole. */
export interface GitLabAnswer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly text: string
}

/** No answer (or not all of it) came within the deadline. */
export class ExchangeTimeoutError extends Error {
  override readonly name = 'ExchangeTimeoutError'
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${Math.round(timeoutMs / 100) / 10} s`)
  }
}

/** The answer is larger than MAX_ANSWER_BYTES. */
export class AnswerTooLargeError extends Error {
  override readonly name = 'AnswerTooLargeError'
  constructor() {
    super(`the answer is larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`)
  }
}

/**
 * Sends one request and reads its answer. Redirects are not followed (the caller decides, so that
 * the token stays with GitLab's origin); the library's retries are off.
 *
 * @param headers sent as they are (the token's header included)
 * @throws ExchangeTimeoutError; AnswerTooLargeError; Node's network errors (with `code`); any
 *   of these wrapped in TlsHandshakeError when the TLS handshake never completed (nothing sent)
 */
export async function exchange(
  method: GitLabMethod,
  url: string,
  headers: Readonly<Record<string, string>>,
  body: string | undefined,
  timeoutMs: number
): Promise<GitLabAnswer> {
  const deadline = new AbortController()
  const handshake = new TlsHandshakeWatch()
  const handler: RequestHandler = {
    prepareRequest: (options: RequestOptions) => {
      options.signal = deadline.signal
      handshake.watch(options)
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
    const response = await client.request(method, url, body ?? null, {
      'accept-encoding': 'identity',
      ...headers
    })
    const text = await readBodyText(response.message, deadline.signal, {
      maxBytes: MAX_ANSWER_BYTES,
      tooLarge: () => new AnswerTooLargeError()
    })
    return { status: response.message.statusCode ?? 0, headers: response.message.headers, text }
  } catch (error) {
    if (error instanceof AnswerTooLargeError) throw error
    const cause = deadline.signal.aborted ? new ExchangeTimeoutError(timeoutMs) : error
    // Until its TLS handshake completed, nothing of the request left: no write may have landed.
    throw handshake.unfinished ? new TlsHandshakeError(cause) : cause
  } finally {
    clearTimeout(timer)
    client.dispose()
  }
}
