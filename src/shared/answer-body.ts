/**
 * Reads an HTTP answer's body whole, within a deadline and a size limit: the streaming service's
 * client (src/service/http-attempt.ts) and the review platforms' adapters (src/shared/rest-exchange.ts)
 * read every answer this way.
 */
import type { IncomingMessage } from 'node:http'
import type { Readable, Transform } from 'node:stream'

/** How much of a body is read, and how it is decoded. */
export interface BodyLimits {
  /** The most bytes read (after decoding); more fails with `tooLarge()`. */
  readonly maxBytes: number
  readonly tooLarge: () => Error
  /** Decodes the body (gzip, deflate, br) before it is counted and kept. */
  readonly decoder?: Transform
  /** The error for a body the decoder cannot decode. */
  readonly decodeFailed?: (error: Error) => Error
}

/**
 * The body as UTF-8 text.
 *
 * @param signal aborts the read (the deadline): it fails with the signal's reason, else `aborted`
 * @throws the signal's reason; `limits.tooLarge()`; `limits.decodeFailed(error)`; an `ECONNRESET`
 *   error when the connection closes mid-answer; the socket's own errors
 */
export function readBodyText(
  message: IncomingMessage,
  signal: AbortSignal,
  limits: BodyLimits
): Promise<string> {
  const { decoder } = limits
  const source: Readable = decoder ? message.pipe(decoder) : message
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    // The first reason wins: destroying the message below makes it report "aborted" too.
    const fail = (error: Error): void => {
      if (settled) return
      settled = true
      signal.removeEventListener('abort', onAbort)
      reject(error)
      message.destroy()
      decoder?.destroy()
    }
    const onAbort = (): void =>
      fail(signal.reason instanceof Error ? signal.reason : new Error('aborted'))
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    source.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limits.maxBytes) return fail(limits.tooLarge())
      chunks.push(chunk)
    })
    source.on('error', error =>
      fail(decoder && limits.decodeFailed ? limits.decodeFailed(error) : error)
    )
    message.on('error', fail)
    message.on('aborted', () =>
      fail(Object.assign(new Error('the connection closed mid-answer'), { code: 'ECONNRESET' }))
    )
    source.on('end', () => {
      if (settled) return
      settled = true
      signal.removeEventListener('abort', onAbort)
      resolve(Buffer.concat(chunks).toString('utf8'))
    })
  })
}
