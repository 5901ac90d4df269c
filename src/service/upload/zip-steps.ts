/**
 * The steps of an `.app` archive, read from disk and deflated: one per entry, and one per
 * 512 KiB piece of a large file, each piece read with the 32 KiB before it so that the pieces
 * deflate into one stream (see app-zip.ts).
 */
import { close, closeSync, fstat, fstatSync, open, openSync, read, readSync } from 'node:fs'
import { constants as fsConstants, type Stats } from 'node:fs'
import { constants, crc32, createDeflateRaw } from 'node:zlib'
import type { AppTreeEntry } from './app-tree.js'
import { deflatePlan, deflateRuns, storedBlocks } from './deflate-runs.js'

/**
 * Files up to this size are read whole and deflated in one go; larger ones in pieces this big.
 * Each piece in flight holds a read buffer of this size, so larger pieces raise peak memory.
 */
const PIECE_BYTES = 512 * 1024
/** Deflate's window: each piece of a large file is deflated with the 32 KiB before it. */
const WINDOW_BYTES = 32 * 1024
/** The size of the read buffers: a piece and the window before it, or a whole file. */
export const STEP_BUFFER_BYTES = PIECE_BYTES + WINDOW_BYTES

/**
 * How a file is opened: never through a symlink (a file the walk saw, replaced by a link since,
 * fails with ELOOP), and without blocking (a FIFO put in its place would hang the open; reads of
 * a regular file are not affected). Windows has neither flag.
 */
const OPEN_FLAGS =
  fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0) | (fsConstants.O_NONBLOCK ?? 0)

/** A file of the `.app` that is not the one the walk saw: replaced by a link or another file. */
export class ReplacedAppFileError extends Error {
  /** @param path the file's path, as the zipper opened it (see entryPath) */
  constructor(readonly path: string) {
    super(
      `${path} was replaced (by a link or another file) after the .app folder was walked, so it was not read`
    )
    this.name = 'ReplacedAppFileError'
  }
}

/** An error opening `path`: a symlink in the file's place is a replaced file. */
function openError(error: unknown, path: string): Error {
  if ((error as { code?: unknown } | null)?.code === 'ELOOP') return new ReplacedAppFileError(path)
  return error instanceof Error ? error : new Error(String(error))
}

/**
 * Checks, before reading, that the file opened is the one the walk saw (device and inode: not a
 * link's target, not another file renamed over it), with the size it had.
 */
function checkOpened(entry: AppTreeEntry, path: string, stats: Stats): void {
  if (!stats.isFile() || stats.dev !== entry.dev || stats.ino !== entry.ino) {
    throw new ReplacedAppFileError(path)
  }
  if (stats.size !== entry.size) throw new Error(`${path} changed while it was being zipped`)
}

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
 * Reads a file of at most PIECE_BYTES whole into `buffer` (STEP_BUFFER_BYTES long), on the
 * calling thread: for a small file, the thread pool's three round trips (open, read, close)
 * cost several times the read itself (docs/performance.md).
 *
 * @returns the file's bytes, a view of `buffer`
 * @throws ReplacedAppFileError when the file is not the one the walk saw (nothing of it is read);
 *   Error when its size is not the one the walk saw; Node's fs error when it is gone
 */
export function readWholeSync(entry: AppTreeEntry, path: string, buffer: Buffer): Buffer {
  let fd: number
  try {
    fd = openSync(path, OPEN_FLAGS)
  } catch (error) {
    throw openError(error, path)
  }
  let bytesRead: number
  try {
    checkOpened(entry, path, fstatSync(fd))
    // One byte more than the file should have: reading it means the file grew.
    bytesRead = readSync(fd, buffer, 0, entry.size + 1, 0)
  } finally {
    closeSync(fd)
  }
  if (bytesRead !== entry.size) throw new Error(`${path} changed while it was being zipped`)
  return buffer.subarray(0, bytesRead)
}

/**
 * Reads one piece of a large file with the 32 KiB before it into `buffer` (STEP_BUFFER_BYTES
 * long), on the thread pool.
 *
 * @returns what was read (the window before the piece, then the piece), where the piece starts
 *   in it, the piece's bytes, and the seam to check
 * @throws ReplacedAppFileError when the file is not the one the walk saw (nothing of it is
 *   read); Error when its size is not the one the walk saw
 */
export async function readPiece(
  step: Step,
  path: string,
  buffer: Buffer
): Promise<{ read: Buffer; start: number; raw: Buffer; seam: PieceSeam }> {
  const { entry, piece } = step
  const start = piece * PIECE_BYTES
  const end = Math.min(entry.size, start + PIECE_BYTES)
  const from = Math.max(0, start - WINDOW_BYTES)
  const fd = await call<number>(done => open(path, OPEN_FLAGS, done)).catch((error: unknown) => {
    throw openError(error, path)
  })
  try {
    checkOpened(entry, path, await call<Stats>(done => fstat(fd, done)))
    const bytesRead = await call<number>(done => read(fd, buffer, 0, end - from, from, done))
    // Read after the check: a file that shrank since gives fewer bytes.
    if (bytesRead !== end - from) throw new Error(`${path} changed while it was being zipped`)
  } finally {
    await call<void>(done => close(fd, done))
  }
  const bytes = buffer.subarray(0, end - from)
  const raw = bytes.subarray(start - from)
  const tail = raw.subarray(Math.max(0, raw.length - WINDOW_BYTES))
  const seam = { windowCrc: crc32(bytes.subarray(0, start - from)), tailCrc: crc32(tail) }
  return { read: bytes, start: start - from, raw, seam }
}

/** zlib's output buffers for a piece: one or two for a piece of machine code. */
const PIECE_CHUNK_BYTES = 256 * 1024

/**
 * Deflates one piece of a large file so that the pieces, concatenated, are one deflate stream
 * (as pigz does): primed with the 32 KiB before it, so matches reach back across the cut, and
 * ended with a sync flush, but the last piece, which finishes the stream.
 *
 * Its 4 KiB blocks are looked at first (deflate-runs.ts). A piece with no random blocks, or
 * few, is deflated on Node's thread pool, beside the pieces before and after it. One of random
 * blocks only (an image, a compressed asset catalogue) is written as stored blocks, with no
 * deflating: deflating random bytes costs as much CPU as machine code and saves nothing. One of
 * both is deflated on this thread, its random runs stored: a trip through the pool for each run
 * would cost more than it moves. The plan depends on the bytes alone, so the same file gives the
 * same archive.
 *
 * @param read the 32 KiB before the piece (nothing before the first), then the piece
 * @param start where the piece starts in `read`
 * @param level deflate level, 0–9
 * @returns the deflated bytes (in buffers of their own): at once, or from the thread pool
 */
export function deflatePiece(
  read: Buffer,
  start: number,
  last: boolean,
  level: number
): Buffer[] | Promise<Buffer[]> {
  const raw = read.subarray(start)
  const plan = deflatePlan(raw)
  if (plan.kind === 'stored') return [storedBlocks(raw, last)]
  if (plan.kind === 'runs') return [deflateRuns(read, start, plan.random, level, last)]
  const stream = createDeflateRaw({
    level,
    chunkSize: PIECE_CHUNK_BYTES,
    finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    ...(start > 0 ? { dictionary: read.subarray(0, start) } : {})
  })
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('error', reject)
    stream.on('end', () => resolve(chunks))
    stream.end(raw)
  })
}

/** A Node callback API as a promise. */
function call<T>(start: (done: (error: Error | null, value: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) =>
    start((error, value) => (error ? reject(error) : resolve(value)))
  )
}
