import { setFlagsFromString } from 'node:v8'

let applied = false

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
 * Once per process.
 */
export function freeDeadBuffersSooner(): void {
  if (applied) return
  applied = true
  const [major = 0, minor = 0] = process.versions.v8.split('.').map(Number)
  if (major < 13 || (major === 13 && minor < 6)) return
  setFlagsFromString('--scavenger-max-new-space-capacity-mb=2')
  setFlagsFromString('--semi-space-growth-factor=1')
}
