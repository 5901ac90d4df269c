/**
 * The steps of an `.app` archive, read from disk and deflated: one per entry, and one per
 * 512 KiB piece of a large file, each piece read with the 32 KiB before it so that the pieces
 * deflate into one stream (see app-zip.ts).
 */
import { close, closeSync, fstat, fstatSync, open, openSync, read, readSync } from 'node:fs'
import { constants as fsConstants, type Stats } from 'node:fs'
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib'
import type { AppTreeEntry } from './app-tree.js'

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
 * @returns the piece's bytes, the window before it, and the seam to check
 * @throws ReplacedAppFileError when the file is not the one the walk saw (nothing of it is
 *   read); Error when its size is not the one the walk saw
 */
export async function readPiece(
  step: Step,
  path: string,
  buffer: Buffer
): Promise<{ raw: Buffer; dictionary: Buffer; seam: PieceSeam }> {
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
  const raw = buffer.subarray(start - from, end - from)
  const dictionary = buffer.subarray(0, start - from)
  const tail = raw.subarray(Math.max(0, raw.length - WINDOW_BYTES))
  return { raw, dictionary, seam: { windowCrc: crc32(dictionary), tailCrc: crc32(tail) } }
}

/** zlib's output buffers for a piece: one or two for a piece of machine code. */
const PIECE_CHUNK_BYTES = 256 * 1024
/** Samples of a piece deflated first, quickly, to see whether the piece shrinks. */
const PROBES = 4
const PROBE_BYTES = 4 * 1024
/** Samples that all stay above this share of their bytes mark their piece incompressible. */
const PROBE_SHRINK = 0.97

/**
 * Deflates one piece of a large file on Node's thread pool so that the pieces, concatenated,
 * are one deflate stream (as pigz does): primed with the 32 KiB before it, so matches reach back
 * across the cut, and ended with a sync flush, but the last piece, which finishes the stream.
 *
 * A piece of which four 4 KiB samples, from its start to its end, all fail to shrink by 3% at
 * level 1 (images, compressed asset catalogues) is written as stored deflate blocks (level 0):
 * deflating random bytes costs as much CPU as machine code and saves nothing. The samples depend
 * on the bytes alone, so the same file gives the same archive.
 *
 * @param dictionary the bytes just before this piece (empty for the first)
 * @param level deflate level, 0–9
 * @returns the deflated bytes, in zlib's output buffers
 */
export function deflatePiece(
  raw: Buffer,
  dictionary: Buffer,
  last: boolean,
  level: number
): Promise<Buffer[]> {
  const stream = createDeflateRaw({
    level: incompressible(raw) ? 0 : level,
    chunkSize: PIECE_CHUNK_BYTES,
    finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    ...(dictionary.length > 0 ? { dictionary } : {})
  })
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('error', reject)
    stream.on('end', () => resolve(chunks))
    stream.end(raw)
  })
}

/** True when no sample of `raw` shrinks by 3% at deflate level 1 (see deflatePiece). */
function incompressible(raw: Buffer): boolean {
  for (let probe = 0; probe < PROBES; probe++) {
    const at = Math.floor(((raw.length - PROBE_BYTES) * probe) / (PROBES - 1))
    const sample = raw.subarray(Math.max(0, at), Math.max(0, at) + PROBE_BYTES)
    const deflated = deflateRawSync(sample, { level: 1, chunkSize: PROBE_BYTES + 64 })
    if (deflated.length < sample.length * PROBE_SHRINK) return false
  }
  return true
}

/** A Node callback API as a promise. */
function call<T>(start: (done: (error: Error | null, value: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) =>
    start((error, value) => (error ? reject(error) : resolve(value)))
  )
}
