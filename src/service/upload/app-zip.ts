import { Readable } from 'node:stream'
import { crc32 } from 'node:zlib'
import { entryPath, type AppTree } from './app-tree.js'
import { CentralDirectory } from './central-directory.js'
import { DeflateLanes } from './deflate-lanes.js'
import {
  dataDescriptor,
  DEFLATED,
  localFileHeader,
  STORED,
  type ZipEntryRecord
} from './zip-records.js'
import { readStep, STEP_BUFFER_BYTES, stepsOf, type Step } from './zip-steps.js'

/** Files and pieces read and deflated ahead of the output: enough to keep two cores busy. */
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
 * Files are read and deflated ahead of the output, several at a time on Node's thread pool
 * (see DeflateLanes), and handed on in archive order; a file over 512 KiB is deflated in pieces
 * that join into one deflate stream, so one large binary also uses every core. This is what
 * makes it faster than `zip` then `curl`. No zip library here: yazl (used before) deflates
 * everything itself, a large file as one stream on one thread, and fflate cannot write ZIP64
 * (archives over 4 GiB); the container is small (zip-records.ts, central-directory.ts).
 *
 * Memory stays flat: at most MAX_STEPS_AHEAD files or pieces are in flight, their read buffers
 * are reused, nothing more is read while the reader is behind, the central directory is kept
 * compact and written out a chunk at a time.
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
  const lanes = new DeflateLanes(level)
  const buffers: Buffer[] = []
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
    },
    destroy(error, callback) {
      lanes.close()
      callback(error)
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
    while (
      !waiting &&
      !output.destroyed &&
      ahead[0] &&
      (ahead[0].ready || ahead[0].entry.kind !== 'file')
    ) {
      emit(ahead.shift()!)
      fill()
    }
    if (exhausted && ahead.length === 0) {
      // The central directory, a chunk at a time as the reader takes them: tens of thousands of
      // entries make megabytes of it.
      if (!closing) {
        lanes.close()
        closing = directory.chunks(offset)
      }
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

  /** Starts reading and deflating the next files or pieces, up to MAX_STEPS_AHEAD. */
  function fill(): void {
    while (!exhausted && !output.destroyed && ahead.length < MAX_STEPS_AHEAD) {
      const next = steps.next()
      if (next.done) {
        exhausted = true
        return
      }
      const step = next.value
      ahead.push(step)
      if (step.entry.kind === 'file') void prepare(step)
    }
  }

  async function prepare(step: Step): Promise<void> {
    const buffer = buffers.pop() ?? Buffer.allocUnsafe(STEP_BUFFER_BYTES)
    try {
      const { raw, dictionary, seam } = await readStep(step, entryPath(tree, step.entry), buffer)
      const deflated =
        step.pieces === 1
          ? await lanes.whole(raw)
          : await lanes.piece(raw, dictionary, step.piece === step.pieces - 1)
      step.ready = { buffer, raw, deflated, seam }
      pump()
    } catch (error) {
      output.destroy(error as Error)
    }
  }

  function emit(step: Step): void {
    const { entry, piece, pieces, ready } = step
    if (ready?.seam) {
      // The pieces were read apart: a file rewritten in between (same size) would unzip wrong.
      if (piece > 0 && ready.seam.windowCrc !== lastTailCrc) {
        output.destroy(new Error(`${entryPath(tree, entry)} changed while it was being zipped`))
        return
      }
      lastTailCrc = ready.seam.tailCrc
    }
    const raw = ready?.raw ?? entry.linkTarget ?? Buffer.alloc(0)
    const deflated = ready?.deflated ?? []
    const deflatedSize = deflated.reduce((sum, chunk) => sum + chunk.length, 0)
    if (piece === 0) {
      const streamed = pieces > 1
      // A whole file that deflate does not shrink (an image) is stored, as zip does.
      const method = streamed || (entry.kind === 'file' && deflatedSize < raw.length)
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
    else for (const chunk of deflated) handOut(chunk)
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
