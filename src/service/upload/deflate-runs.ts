/**
 * Deflating bytes that are partly random (compiled asset catalogues, binaries with embedded
 * images): each 4 KiB block is looked at first, and runs of random blocks are written as stored
 * deflate blocks instead of being deflated. Deflating random bytes costs zlib as much CPU as
 * machine code and saves nothing (docs/performance.md, "Uploading an `.app` folder").
 *
 * The deflate format lets stored and compressed blocks follow each other in one stream
 * (RFC 1951, section 3.2.3), so a file zipped this way is one ordinary deflated entry.
 */
import { constants, deflateRawSync } from 'node:zlib'

/** The blocks looked at: the unit in which random bytes are found and stored. */
export const BLOCK_BYTES = 4 * 1024
/**
 * Every 5th byte of a block is counted: a fifth of the work, and 5 shares no factor with the
 * widths that structured data repeats at (2, 3, 4, 8 bytes), so every byte position is sampled.
 */
const STRIDE = 5
const SAMPLES = Math.ceil(BLOCK_BYTES / STRIDE)
/**
 * A block whose sampled bytes carry more than this many bits of entropy each is random. From 820
 * samples, random bytes measure 7.67–7.82 (the estimate runs low on few samples), compressed
 * ones (gzip, PNG) the same, text 3–5.5 and machine code mostly 1.5–7.1: a block above 7.5 could
 * shrink by a few percent at most.
 */
const RANDOM_BITS = 7.5
/** Deflated whole, on the thread pool, unless at least this share of its blocks is random. */
const RUNS_SHARE = 1 / 4
/** The largest stored deflate block. */
const STORED_MAX = 0xffff
/** Deflate's window: a run is primed with at most this much of what came before it. */
const WINDOW_BYTES = 32 * 1024

/** count × log2(count), for every count a block can give a byte value. */
const COUNT_BITS = Float64Array.from({ length: SAMPLES + 1 }, (_, count) =>
  count === 0 ? 0 : count * Math.log2(count)
)
const counts = new Uint32Array(256)

/** True when the 4 KiB block at `at` looks random (see RANDOM_BITS). */
function randomBlock(bytes: Buffer, at: number): boolean {
  counts.fill(0)
  const end = at + BLOCK_BYTES
  for (let index = at; index < end; index += STRIDE) counts[bytes[index]!]!++
  let sum = 0
  for (let value = 0; value < 256; value++) sum += COUNT_BITS[counts[value]!]!
  return Math.log2(SAMPLES) - sum / SAMPLES > RANDOM_BITS
}

/**
 * How to deflate some bytes: `whole` (nothing, or too little, is random), `stored` (every block
 * is random) or in `runs` (`random` has a flag for each block: 1 for random).
 */
export type DeflatePlan =
  { readonly kind: 'whole' | 'stored' } | { readonly kind: 'runs'; readonly random: Uint8Array }

/**
 * Looks at each 4 KiB block of `bytes`. A last block shorter than 4 KiB takes the class of the
 * one before it (a file random all along is stored whole); bytes shorter than one block are
 * deflated whole.
 */
export function deflatePlan(bytes: Buffer): DeflatePlan {
  if (bytes.length < BLOCK_BYTES) return { kind: 'whole' }
  const blocks = Math.ceil(bytes.length / BLOCK_BYTES)
  const random = new Uint8Array(blocks)
  let count = 0
  for (let block = 0; block < blocks; block++) {
    const at = block * BLOCK_BYTES
    random[block] =
      at + BLOCK_BYTES <= bytes.length ? Number(randomBlock(bytes, at)) : random[block - 1]!
    count += random[block]!
  }
  if (count === blocks) return { kind: 'stored' }
  return count >= blocks * RUNS_SHARE ? { kind: 'runs', random } : { kind: 'whole' }
}

/**
 * Bytes as stored deflate blocks (at most 64 KiB each): each block's header, then a view of its
 * bytes. The stream must be at a byte boundary (its start, or after a sync flush).
 *
 * @param last mark the last block as the stream's final one
 */
function storedParts(bytes: Buffer, last: boolean): Buffer[] {
  const parts: Buffer[] = []
  const count = Math.max(1, Math.ceil(bytes.length / STORED_MAX))
  for (let block = 0; block < count; block++) {
    const from = block * STORED_MAX
    const length = Math.min(STORED_MAX, bytes.length - from)
    // BFINAL and BTYPE 00 in the first 3 bits, the rest of the byte padding; LEN, then NLEN.
    const header = Buffer.from([last && block === count - 1 ? 1 : 0, 0, 0, 0, 0])
    header.writeUInt16LE(length, 1)
    header.writeUInt16LE(length ^ 0xffff, 3)
    parts.push(header, bytes.subarray(from, from + length))
  }
  return parts
}

/**
 * Bytes as stored deflate blocks (see storedParts), in a buffer of their own: the caller reuses
 * its read buffers.
 *
 * @param last mark the last block as the stream's final one
 */
export function storedBlocks(bytes: Buffer, last: boolean): Buffer {
  return Buffer.concat(storedParts(bytes, last))
}

/**
 * Deflates `bytes` from `start` on, on this thread, in runs of random and other blocks (as
 * `plan.random` marks them, from `start`): random runs stored, the others deflated, each primed
 * with up to twice its length of the bytes before it (at most 32 KiB: priming costs as much as
 * deflating, so a short run between random ones gets a short dictionary) and ended with a sync
 * flush, so the runs join into one stream. A stream at a byte boundary can continue with it.
 *
 * @param bytes what came before `start` (the dictionary of the first run), then the bytes
 * @param last end the stream with the last run (its final block); otherwise end at a sync flush
 * @returns the deflated bytes, in one buffer of their own: the runs' pieces die young, which
 *   keeps V8's young generation small (a piece's output waits for the upload to take it)
 */
export function deflateRuns(
  bytes: Buffer,
  start: number,
  random: Uint8Array,
  level: number,
  last: boolean
): Buffer {
  const parts: Buffer[] = []
  for (let block = 0; block < random.length;) {
    const stored = random[block]
    let next = block + 1
    while (next < random.length && random[next] === stored) next++
    const from = start + block * BLOCK_BYTES
    const to = Math.min(bytes.length, start + next * BLOCK_BYTES)
    const final = last && next === random.length
    if (stored) parts.push(...storedParts(bytes.subarray(from, to), final))
    else {
      const primed = Math.max(0, from - Math.min(WINDOW_BYTES, 2 * (to - from)))
      parts.push(
        deflateRawSync(bytes.subarray(from, to), {
          level,
          chunkSize: Math.max(constants.Z_MIN_CHUNK, to - from + 64),
          finishFlush: final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
          ...(primed < from ? { dictionary: bytes.subarray(primed, from) } : {})
        })
      )
    }
    block = next
  }
  return Buffer.concat(parts)
}
