import { Readable } from 'node:stream'
import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib'
import { entryPath, type AppTree } from './app-tree.js'
import { CentralDirectory } from './central-directory.js'
import { deflatePlan, deflateRuns } from './deflate-runs.js'
import {
  dataDescriptor,
  DEFLATED,
  localFileHeader,
  STORED,
  type ZipEntryRecord
} from './zip-records.js'
import {
  deflatePiece,
  readPiece,
  readWholeSync,
  STEP_BUFFER_BYTES,
  stepsOf,
  type PieceSeam,
  type Step
} from './zip-steps.js'

/** Steps looked at ahead of the output; a large file's pieces among them are read and deflated. */
const MAX_STEPS_AHEAD = 6
/** Headers and small files are gathered into output chunks of this size. */
const GATHER_BYTES = 128 * 1024
/** Deflated output this large is handed on as it is instead of being gathered. */
const DIRECT_BYTES = 32 * 1024
/** Deflate level; see zipAppTree. */
export const DEFAULT_LEVEL = 5
/** A file this large gets ZIP64 sizes: deflated, it could pass 4 GiB. */
const ZIP64_FILE_BYTES = 0xfd000000

/**
 * Zips a walked `.app` folder on the fly, as `zip -ry` would: the `.app` folder is the
 * archive's top entry, modes (the executable bit) and modification times are kept, symlinks are
 * stored as links, and a file that does not shrink is stored.
 *
 * A file over 512 KiB is read and deflated in pieces, several at a time on Node's thread pool,
 * ahead of the output; the pieces join into one deflate stream, so one large binary uses every
 * core. A smaller file is read and deflated on this thread when its turn comes: for the
 * thousands of small files of an app, the pool's round trips (four a file) and the garbage they
 * leave cost more CPU than the work they move (docs/performance.md). This is what makes it
 * faster than `zip` then `curl`. No zip library here: yazl (used before) deflates
 * everything itself, a large file as one stream on one thread, and fflate cannot write ZIP64
 * (archives over 4 GiB); the container is small (zip-records.ts, central-directory.ts).
 *
 * Memory stays flat: at most MAX_STEPS_AHEAD pieces are in flight, read buffers are reused,
 * nothing more is read while the reader is behind, the central directory is kept compact and
 * written out a chunk at a time.
 *
 * @param tree the folder, as scanAppFolder walked it
 * @param level deflate level. 5 by default, not zip's 6: on machine code (what an app's bytes
 *   mostly are) level 5 costs less CPU for a barely larger archive, which pays off on all but
 *   the slowest links (`npm run bench:app` measures the trade; docs/performance.md).
 * @returns the zip as a stream; each call gives a fresh one (for a retry). A file that vanished
 *   or changed size since the walk ends it with an error, and so does a large file whose bytes
 *   where two pieces meet changed between the two reads (see PieceSeam).
 */
export function zipAppTree(tree: AppTree, level = DEFAULT_LEVEL): Readable {
  const steps = stepsOf(tree.entries)
  const buffers: Buffer[] = []
  /** The read buffer of the file being zipped on this thread. */
  let wholeBuffer: Buffer | undefined
  const ahead: Step[] = []
  let exhausted = false
  let waiting = false
  let finished = false
  const directory = new CentralDirectory(tree.entries)
  let closing: Iterator<Buffer> | undefined
  let current: ZipEntryRecord | undefined
  let offset = 0
  let gather: Buffer | undefined
  /** The CRC of the last 32 KiB of the large file's piece emitted before (see PieceSeam). */
  let lastTailCrc = 0
  let gathered = 0

  const output = new Readable({
    highWaterMark: 2 * GATHER_BYTES,
    read() {
      waiting = false
      pump()
    }
  })

  /** Copies bytes into the output; the caller may reuse them afterwards. */
  const copyOut = (bytes: Buffer): void => {
    offset += bytes.length
    for (let at = 0; at < bytes.length;) {
      gather ??= Buffer.allocUnsafe(GATHER_BYTES)
      const copied = bytes.copy(gather, gathered, at)
      gathered += copied
      at += copied
      if (gathered === GATHER_BYTES) flush()
    }
  }
  /** Hands on bytes nobody writes to again: large ones as they are, small ones gathered. */
  const handOut = (bytes: Buffer): void => {
    if (bytes.length < DIRECT_BYTES) return copyOut(bytes)
    flush()
    offset += bytes.length
    if (!output.push(bytes)) waiting = true
  }
  function flush(): void {
    if (!gather || gathered === 0) return
    const chunk = gather.subarray(0, gathered)
    gather = undefined
    gathered = 0
    if (!output.push(chunk)) waiting = true
  }

  function pump(): void {
    if (finished || output.destroyed) return
    fill()
    try {
      while (!waiting && !output.destroyed && ahead[0] && (ahead[0].ready || !isPiece(ahead[0]))) {
        emit(ahead.shift()!)
        fill()
      }
    } catch (error) {
      output.destroy(error as Error)
      return
    }
    if (exhausted && ahead.length === 0) {
      // The central directory, a chunk at a time as the reader takes them: tens of thousands of
      // entries make megabytes of it.
      closing ??= directory.chunks(offset)
      while (!waiting) {
        const next = closing.next()
        if (next.done) {
          flush()
          finished = true
          output.push(null)
          return
        }
        handOut(next.value)
      }
    } else if (!waiting) {
      // The next file is still being read or deflated: hand on what is ready meanwhile.
      flush()
    }
  }

  /** Starts reading and deflating the pieces of the next steps, up to MAX_STEPS_AHEAD steps. */
  function fill(): void {
    while (!exhausted && !output.destroyed && ahead.length < MAX_STEPS_AHEAD) {
      const next = steps.next()
      if (next.done) {
        exhausted = true
        return
      }
      const step = next.value
      ahead.push(step)
      if (isPiece(step)) void prepare(step)
    }
  }

  async function prepare(step: Step): Promise<void> {
    const buffer = buffers.pop() ?? Buffer.allocUnsafe(STEP_BUFFER_BYTES)
    try {
      const { read, start, raw, seam } = await readPiece(step, entryPath(tree, step.entry), buffer)
      const last = step.piece === step.pieces - 1
      const deflated = await deflatePiece(read, start, last, level)
      step.ready = { buffer, raw, deflated, seam }
      pump()
    } catch (error) {
      output.destroy(error as Error)
    }
  }

  /** A large file's piece is read and deflated ahead; anything else when its turn comes. */
  const isPiece = (step: Step): boolean => step.pieces > 1

  /**
   * The bytes of a step's entry and their deflated form (undefined: to be stored as they are):
   * read now unless it is a piece.
   */
  function contentOf(step: Step): { raw: Buffer; deflated?: Buffer[]; seam?: PieceSeam } {
    const { entry } = step
    if (step.ready) return step.ready
    if (entry.kind !== 'file') return { raw: entry.linkTarget ?? Buffer.alloc(0) }
    wholeBuffer ??= Buffer.allocUnsafe(STEP_BUFFER_BYTES)
    const raw = readWholeSync(entry, entryPath(tree, entry), wholeBuffer)
    const plan = deflatePlan(raw)
    // Random all along (an image): stored without deflating it first.
    if (raw.length === 0 || plan.kind === 'stored') return { raw }
    if (plan.kind === 'runs')
      return { raw, deflated: [deflateRuns(raw, 0, plan.random, level, true)] }
    // zlib's output buffer the size of the file: the default, 16 KiB a file, is garbage that
    // makes V8 collect more often (a file that does not shrink is stored).
    const chunkSize = Math.max(zlibConstants.Z_MIN_CHUNK, raw.length + 64)
    return { raw, deflated: [deflateRawSync(raw, { level, chunkSize })] }
  }

  /** Writes a step out; throws when its file cannot be read. */
  function emit(step: Step): void {
    const { entry, piece, pieces, ready } = step
    const { raw, deflated, seam } = contentOf(step)
    if (seam) {
      // The pieces were read apart: a file rewritten in between (same size) would unzip wrong.
      if (piece > 0 && seam.windowCrc !== lastTailCrc) {
        throw new Error(`${entryPath(tree, entry)} changed while it was being zipped`)
      }
      lastTailCrc = seam.tailCrc
    }
    const deflatedSize = deflated?.reduce((sum, chunk) => sum + chunk.length, 0) ?? raw.length
    if (piece === 0) {
      const streamed = pieces > 1
      // A whole file that deflate does not shrink (an image) is stored, as zip does.
      const method = streamed || deflatedSize < raw.length
      current = {
        name: entry.name,
        method: method ? DEFLATED : STORED,
        mode: entry.mode,
        mtimeMs: entry.mtimeMs,
        offset,
        streamed,
        zip64: entry.size >= ZIP64_FILE_BYTES,
        crc32: streamed ? 0 : crc32(raw),
        compressedSize: streamed ? 0 : method ? deflatedSize : raw.length,
        size: streamed ? 0 : raw.length
      }
      handOut(localFileHeader(current))
    }
    const record = current!
    if (record.method === STORED) copyOut(raw)
    else for (const chunk of deflated ?? []) handOut(chunk)
    if (record.streamed) {
      record.crc32 = crc32(raw, record.crc32)
      record.compressedSize += deflatedSize
      record.size += raw.length
      if (piece === pieces - 1) handOut(dataDescriptor(record))
    }
    if (piece === pieces - 1) directory.add(record)
    if (ready && buffers.length < MAX_STEPS_AHEAD) buffers.push(ready.buffer)
  }

  return output
}
