import { constants, createDeflateRaw, type DeflateRaw } from 'node:zlib'

/** Output buffers zlib fills; consecutive small files share one until it is full. */
const CHUNK_BYTES = 64 * 1024

/**
 * Raw deflate (the zip's method 8) on Node's thread pool, several inputs at once.
 *
 * A fresh deflate stream per file costs more in setup than in deflating a small file: zlib
 * allocates and clears its state each time (docs/performance.md), which made thousands of small
 * files cost more than their bytes. So
 * small files go through a few long-lived streams ("lanes") that are reset between files; each
 * lane deflates one file at a time and the lanes run side by side on the pool's threads.
 */
export class DeflateLanes {
  private readonly idle: Lane[] = []
  private readonly queue: ((lane: Lane) => void)[] = []
  private readonly all: Lane[] = []

  /**
   * @param level deflate level, 0–9
   * @param lanes how many files may be deflated at once (Node's pool has 2 to 4 threads, see
   *   src/shared/thread-pool.ts; a lane without a free thread waits in the pool's queue)
   */
  constructor(
    private readonly level: number,
    lanes = 4
  ) {
    for (let i = 0; i < lanes; i++) {
      const lane = new Lane(level)
      this.all.push(lane)
      this.idle.push(lane)
    }
  }

  /**
   * Deflates a whole file as one finished deflate stream.
   *
   * @returns the deflated bytes, in pieces (slices of zlib's output buffers)
   */
  async whole(raw: Buffer): Promise<Buffer[]> {
    const lane = this.idle.pop() ?? (await new Promise<Lane>(resolve => this.queue.push(resolve)))
    try {
      return await lane.deflate(raw)
    } finally {
      const waiting = this.queue.shift()
      if (waiting) waiting(lane)
      else this.idle.push(lane)
    }
  }

  /**
   * Deflates one piece of a large file so that the pieces, concatenated, are one deflate
   * stream (as pigz does): primed with the 32 KiB before it, so matches reach back across the
   * cut, and ended with a sync flush, but the last piece, which finishes the stream.
   *
   * @param dictionary the bytes just before this piece (empty for the first)
   */
  piece(raw: Buffer, dictionary: Buffer, last: boolean): Promise<Buffer[]> {
    const stream = createDeflateRaw({
      level: this.level,
      chunkSize: CHUNK_BYTES,
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

  /** Frees the lanes' zlib memory. */
  close(): void {
    for (const lane of this.all) lane.close()
  }
}

/** A deflate stream that finishes every write (flush Z_FINISH) and is reset after it. */
class Lane {
  private readonly stream: DeflateRaw
  private chunks: Buffer[] = []
  private closed = false

  constructor(level: number) {
    this.stream = createDeflateRaw({ level, chunkSize: CHUNK_BYTES, flush: constants.Z_FINISH })
    this.stream.on('data', (chunk: Buffer) => this.chunks.push(chunk))
  }

  deflate(raw: Buffer): Promise<Buffer[]> {
    return new Promise((resolve, reject) => {
      this.stream.write(raw, error => {
        if (error) return reject(error)
        // Closed while deflating (the zip was destroyed): zlib still calls back, without an
        // error, but its handle is gone and a reset would throw outside any promise.
        if (this.closed) return reject(new Error('the zip was closed'))
        // Output not handed out as 'data' yet belongs to this file, not the next one: read()
        // hands it to the 'data' listener above.
        while (this.stream.read() !== null);
        const chunks = this.chunks
        this.chunks = []
        this.stream.reset()
        resolve(chunks)
      })
    })
  }

  close(): void {
    this.closed = true
    this.stream.close()
  }
}
