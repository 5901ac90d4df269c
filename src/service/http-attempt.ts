import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import type { Readable } from 'node:stream'
import { HttpClient } from '@actions/http-client'
import type { RequestHandler, RequestOptions } from '@actions/http-client/lib/interfaces'

/** One HTTP request, as the client sends it. */
export interface HttpRequest {
  readonly method: 'GET' | 'POST'
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

/** Largest response body read; the service's answers are small JSON documents. */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024

/**
 * Sends one request through @actions/http-client (which honours HTTPS_PROXY, HTTP_PROXY and
 * NO_PROXY) and reads the whole response, all within one deadline.
 *
 * Redirects and retries of the library are off: the caller decides both, so that the API token
 * never follows a redirect to another origin.
 *
 * @param timeoutMs deadline for the whole exchange, upload and response body included
 * @param userAgent the User-Agent header
 * @throws RequestTimeoutError when the deadline passes; Node's network errors (with `code`)
 */
export async function sendOnce(
  request: HttpRequest,
  timeoutMs: number,
  userAgent: string
): Promise<HttpResponse> {
  const deadline = new AbortController()
  // The library has no deadline of its own, only a socket idle timeout; the abort signal is set
  // on the request through its handler hook, which tears the socket down on time, proxy or not.
  const signalHandler: RequestHandler = {
    prepareRequest: (options: RequestOptions & { signal?: AbortSignal }) => {
      options.signal = deadline.signal
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
    const response = await client.request(
      request.method,
      request.url,
      body ?? null,
      request.headers as Record<string, string>
    )
    const text = await readBody(response.message, deadline.signal)
    return { status: response.message.statusCode ?? 0, headers: response.message.headers, text }
  } catch (error) {
    if (bodyError) throw new Error(`reading the build failed: ${bodyError.message}`)
    if (deadline.signal.aborted) throw new RequestTimeoutError(timeoutMs)
    throw error
  } finally {
    clearTimeout(timer)
    client.dispose()
  }
}

/** Reads a response body as UTF-8, failing when the connection breaks or the deadline passes. */
function readBody(message: IncomingMessage, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onAbort = (): void => {
      message.destroy()
      reject(signal.reason)
    }
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    message.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_RESPONSE_BYTES) {
        message.destroy()
        reject(new Error(`the response body is larger than ${MAX_RESPONSE_BYTES} bytes`))
        return
      }
      chunks.push(chunk)
    })
    message.on('error', reject)
    message.on('aborted', () =>
      reject(Object.assign(new Error('the connection closed mid-response'), { code: 'ECONNRESET' }))
    )
    message.on('end', () => {
      signal.removeEventListener('abort', onAbort)
      resolve(Buffer.concat(chunks).toString('utf8'))
    })
  })
}

/** "300 s", "1.5 s": durations as the user wrote them, in seconds. */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`
}
