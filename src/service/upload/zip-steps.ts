/**
 * The steps of an `.app` archive, read from disk: one per entry, and one per 512 KiB piece of a
 * large file, each piece read with the 32 KiB before it so that the pieces deflate into one
 * stream (see app-zip.ts).
 */
import { close, fstat, open, read } from 'node:fs'
import { crc32 } from 'node:zlib'
import type { AppTreeEntry } from './app-tree.js'

/**
 * Files up to this size are read whole and deflated in one go; larger ones in pieces this big.
 * Each piece in flight holds a read buffer of this size, so larger pieces raise peak memory.
 */
const PIECE_BYTES = 512 * 1024
/** Deflate's window: each piece of a large file is deflated with the 32 KiB before it. */
const WINDOW_BYTES = 32 * 1024
/** The size of the read buffer readStep fills: a piece and the window before it. */
export const STEP_BUFFER_BYTES = PIECE_BYTES + WINDOW_BYTES

/** An entry, or one piece of a large file, on its way into the archive. */
export interface Step {
  readonly entry: AppTreeEntry
  /** Piece number within the file (0 for everything but a large file's later pieces). */
  readonly piece: number
  readonly pieces: number
  /** Once read and deflated: the file's bytes (in a pooled buffer) and the deflated bytes. */
  ready?: {
    readonly buffer: Buffer
    readonly raw: Buffer
    readonly deflated: Buffer[]
    readonly seam?: PieceSeam
  }
}

/**
 * CRCs of where a large file's pieces meet: the window a piece was deflated after (read again
 * from disk) and the piece's own last 32 KiB. Piece N's window must be piece N−1's end, or the
 * file changed between the two reads and the joined deflate stream would not give back the file.
 */
export interface PieceSeam {
  readonly windowCrc: number
  readonly tailCrc: number
}

/** The archive's steps in order: one per entry, one per piece of a file over PIECE_BYTES. */
export function* stepsOf(entries: readonly AppTreeEntry[]): Generator<Step> {
  for (const entry of entries) {
    const pieces = entry.kind === 'file' ? Math.max(1, Math.ceil(entry.size / PIECE_BYTES)) : 1
    for (let piece = 0; piece < pieces; piece++) yield { entry, piece, pieces }
  }
}

/**
 * Reads a small file whole, or one piece of a large file with the 32 KiB before it, into
 * `buffer` (STEP_BUFFER_BYTES long).
 *
 * @returns the piece's bytes, the window before it, and for a large file the seam to check
 * @throws Error when the file's size is not the one the walk saw
 */
export async function readStep(
  step: Step,
  path: string,
  buffer: Buffer
): Promise<{ raw: Buffer; dictionary: Buffer; seam?: PieceSeam }> {
  const { entry, piece, pieces } = step
  const start = piece * PIECE_BYTES
  const end = Math.min(entry.size, start + PIECE_BYTES)
  const from = Math.max(0, start - WINDOW_BYTES)
  // One byte more than a small file should have: reading it means the file grew.
  const length = end - from + (pieces === 1 ? 1 : 0)
  const fd = await call<number>(done => open(path, 'r', done))
  try {
    const bytesRead = await call<number>(done => read(fd, buffer, 0, length, from, done))
    const last = piece === pieces - 1
    const size =
      last && pieces > 1 ? (await call<{ size: number }>(done => fstat(fd, done))).size : 0
    if (bytesRead !== end - from || size > entry.size) {
      throw new Error(`${path} changed while it was being zipped`)
    }
  } finally {
    await call<void>(done => close(fd, done))
  }
  const raw = buffer.subarray(start - from, end - from)
  const dictionary = buffer.subarray(0, start - from)
  if (pieces === 1) return { raw, dictionary }
  const tail = raw.subarray(Math.max(0, raw.length - WINDOW_BYTES))
  return { raw, dictionary, seam: { windowCrc: crc32(dictionary), tailCrc: crc32(tail) } }
}

/** A Node callback API as a promise. */
function call<T>(start: (done: (error: Error | null, value: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) =>
    start((error, value) => (error ? reject(error) : resolve(value)))
  )
}
