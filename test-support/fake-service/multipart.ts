/**
 * Receives a `multipart/form-data` update (direct file uploads): the build in the field `file`,
 * every other field as a form field. The build is streamed to a temporary file and hashed, never
 * held in memory, so the fake can take the 1 GiB upload of the benchmark.
 */
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'

/** What a multipart upload carried. */
export interface ReceivedUpload {
  /** Form fields other than `file`, by name, as sent (text). */
  readonly fields: Record<string, string>
  /** The `file` part, when there was one. */
  readonly file?: {
    /** The part's file name. */
    readonly filename: string
    readonly contentType: string
    readonly size: number
    readonly sha256: string
    /** Where the fake saved it (a temporary file), or undefined when `keep` was false. */
    readonly savedPath?: string
  }
}

/**
 * Reads a multipart body to its end.
 *
 * @param keep save the file part to a temporary file (tests that unpack it); otherwise only its
 *   size and digest are kept
 */
export async function receiveMultipart(
  request: IncomingMessage,
  keep = true
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {}
  let file: ReceivedUpload['file']
  const parser = busboy({ headers: request.headers, limits: { fieldSize: 1024 * 1024 } })
  const fileDone: Promise<void>[] = []
  parser.on('field', (name, value) => {
    fields[name] = value
  })
  parser.on('file', (name, stream, details) => {
    if (name !== 'file') {
      stream.resume()
      return
    }
    // A body cut off mid-file (the sender aborted) errors the file's stream too, maybe before
    // the code below listens: the request's own pipeline reports it, once.
    stream.on('error', () => {})
    fileDone.push(
      (async () => {
        const hash = createHash('sha256')
        let size = 0
        const savedPath = keep
          ? // The sender's file name is outside text: stored under a name of the fake's own.
            join(await mkdtemp(join(tmpdir(), 'fake-upload-')), 'upload')
          : undefined
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length
          hash.update(chunk)
        })
        if (savedPath) await pipeline(stream, createWriteStream(savedPath))
        else await new Promise(resolve => stream.on('end', resolve).resume())
        file = {
          filename: details.filename ?? '',
          contentType: details.mimeType,
          size,
          sha256: hash.digest('hex'),
          savedPath
        }
      })()
    )
  })
  try {
    await pipeline(request, parser)
  } catch (error) {
    // Settled first, so that no file's failure is left without a handler.
    await Promise.allSettled(fileDone)
    throw error
  }
  await Promise.all(fileDone)
  return { fields, file }
}
