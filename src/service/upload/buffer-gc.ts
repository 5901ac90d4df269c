import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { memoryTuningAllowed } from './memory-tuning.js'

let applied = false
let zipFlagsApplied = false
let fullCollection: (() => void) | undefined

/**
 * Lets the garbage collector free the Buffers an upload is done with every few MB, instead of
 * letting 60–80 MB of them pile up.
 *
 * An upload passes its bytes through short-lived Buffers: 1 GiB read from disk, or the zip of
 * an `.app` made on the fly. V8 frees a dead Buffer's memory at a scavenge (a young-generation
 * collection). V8 13.6 (Node 24) starts one for Buffers only once young Buffers hold twice its
 * young-generation cap, which it raised from 8 to 32 MB, and this process allocates too little
 * else to start one otherwise; the 64 MB external-memory limit, which waits for a full
 * collection, comes first (nodejs/node#63863, nodejs/node#61967). Measured: a 1 GiB upload
 * peaked at 140 MB on Node 24 against 94 MB on Node 20. So, for the rest of this process, which
 * from the upload (or the walk of an `.app` before it) on only streams: a 2 MB young generation
 * that does not grow. Both are V8 flags read as they are used: set now, they take effect (as
 * `npm run bench:upload` measures: 79 MB for 1 GiB).
 *
 * Only on V8 13.6 and later: the regression is there, and V8 prints an unknown flag as an error.
 * Once per process, and only in the action's own (memoryTuningAllowed).
 */
export function freeDeadBuffersSooner(): void {
  if (applied || !memoryTuningAllowed()) return
  applied = true
  const [major = 0, minor = 0] = process.versions.v8.split('.').map(Number)
  if (major < 13 || (major === 13 && minor < 6)) return
  setFlagsFromString('--scavenger-max-new-space-capacity-mb=2')
  setFlagsFromString('--semi-space-growth-factor=1')
}

/**
 * Two more V8 flags for the rest of this process, set before the action walks an `.app` folder
 * (its zip is made on the fly from then on; see scanAppFolder). Once per process, and only in
 * the action's own (memoryTuningAllowed).
 *
 * `--optimize-for-size`: V8 treats the heap as short of memory, so full collections come sooner
 * and free the Buffers that were promoted before they died (see collectGarbageNow).
 * `--no-turbofan`: the optimizing compiler is several MB of Node's own machine code, paged in
 * (and counted in the process's memory) the first time it runs, here for the hot loops of the
 * walk and the zipper; Maglev still optimizes those, and most of the CPU is zlib's. Measured
 * on `npm run bench:app`'s folders (96 MiB to 1 GiB): `--optimize-for-size` took 3–5 MB off the
 * peak, `--no-turbofan` 6 MB; without Turbofan the main thread spends about a tenth more CPU,
 * but it is not what the upload waits for (the time stayed 0.61 of zip + curl).
 */
export function lowerMemoryForZipping(): void {
  if (zipFlagsApplied || !memoryTuningAllowed()) return
  zipFlagsApplied = true
  setFlagsFromString('--optimize-for-size')
  setFlagsFromString('--no-turbofan')
}

/**
 * A full garbage collection, now. The `.app` zipper runs one every 4 MiB of output.
 *
 * Not all of the zipper's Buffers die young: a deflate lane's 64 KiB output buffer is shared by
 * the many small files that fill it, and a piece of a large file waits for the pieces before it,
 * so they outlive two scavenges and are promoted to the old generation, where only a full
 * collection frees them, and V8 starts one late for memory outside its heap (see
 * freeDeadBuffersSooner): up to 30 MB of them piled up. A full collection of this small heap
 * takes 5–20 ms on the main thread, which mostly waits for zlib anyway: for the 1 GiB folder of
 * `npm run bench:app`, 120 of them took 1.3–1.9 s of the 30 s of CPU the upload used.
 *
 * Only once lowerMemoryForZipping has set the process up for zipping (a test runner that zips in
 * process is left alone); when `gc` cannot be had, it does nothing.
 */
export function collectGarbageNow(): void {
  if (!zipFlagsApplied) return
  if (!fullCollection) {
    try {
      // `gc` is given only to contexts made after --expose-gc; this one runs nothing else.
      setFlagsFromString('--expose-gc')
      fullCollection = runInNewContext('gc') as () => void
    } catch {
      fullCollection = () => undefined
    }
  }
  fullCollection()
}
