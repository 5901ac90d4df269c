/**
 * The central directory of an `.app` zip (PKWARE's APPNOTE.TXT, section 4.3.12), kept while the
 * entries are written and written out after them. The record layouts are in zip-records.ts.
 */
import {
  centralDirectoryRecordSize,
  DEFLATED,
  endRecords,
  STORED,
  writeCentralDirectoryRecord,
  type ZipEntryRecord
} from './zip-records.js'

/** The fields of an entry the central directory takes from the walk, not from the zipping. */
export type ZipEntrySource = Pick<ZipEntryRecord, 'name' | 'mode' | 'mtimeMs'>

/** Central directory bytes are written in chunks of this size (a larger record gets its own). */
const DIRECTORY_CHUNK_BYTES = 64 * 1024
const DEFLATED_FLAG = 1
const STREAMED_FLAG = 2
const ZIP64_FLAG = 4

/**
 * The central directory of an archive being written: what each entry turned out as (offset,
 * CRC, sizes, method), kept in typed arrays, about 30 bytes an entry instead of an object each,
 * since an app can have tens of thousands; names, modes and times stay with the walk's entries.
 * Written out in 64 KiB chunks at the end, so the directory of a large app is never one buffer.
 */
export class CentralDirectory {
  private count = 0
  private readonly offsets: Float64Array
  private readonly crcs: Uint32Array
  private readonly compressedSizes: Float64Array
  private readonly sizes: Float64Array
  private readonly flags: Uint8Array

  /**
   * @param entries every entry the archive will hold, in archive order
   */
  constructor(private readonly entries: readonly ZipEntrySource[]) {
    const length = entries.length
    this.offsets = new Float64Array(length)
    this.crcs = new Uint32Array(length)
    this.compressedSizes = new Float64Array(length)
    this.sizes = new Float64Array(length)
    this.flags = new Uint8Array(length)
  }

  /**
   * Records the next entry, once its CRC and sizes are final.
   *
   * @param record the entry as written; it must be the next of the constructor's entries
   * @throws Error when there is no next entry or it has another name
   */
  add(record: ZipEntryRecord): void {
    const index = this.count
    if (this.entries[index]?.name !== record.name) {
      throw new Error(`${record.name} is not the next entry of the central directory`)
    }
    this.offsets[index] = record.offset
    this.crcs[index] = record.crc32
    this.compressedSizes[index] = record.compressedSize
    this.sizes[index] = record.size
    this.flags[index] =
      (record.method === DEFLATED ? DEFLATED_FLAG : 0) |
      (record.streamed ? STREAMED_FLAG : 0) |
      (record.zip64 ? ZIP64_FLAG : 0)
    this.count = index + 1
  }

  /**
   * The central directory of the entries added so far and the end records that close the
   * archive, in chunks of about 64 KiB (fresh buffers the caller may keep).
   *
   * @param offset where the central directory starts (the bytes written before it)
   */
  *chunks(offset: number): Generator<Buffer> {
    // One record object and one view a chunk, reused: tens of thousands of records written in
    // one go would otherwise be as many megabytes of garbage at once.
    const entry: Mutable<ZipEntryRecord> = {
      name: '',
      mode: 0,
      mtimeMs: 0,
      method: STORED,
      offset: 0,
      streamed: false,
      zip64: false,
      crc32: 0,
      compressedSize: 0,
      size: 0
    }
    let chunk = Buffer.allocUnsafe(DIRECTORY_CHUNK_BYTES)
    let view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    let at = 0
    let size = 0
    for (let index = 0; index < this.count; index++) {
      this.readInto(entry, index)
      const length = centralDirectoryRecordSize(entry)
      if (at + length > chunk.length) {
        yield chunk.subarray(0, at)
        chunk = Buffer.allocUnsafe(Math.max(DIRECTORY_CHUNK_BYTES, length))
        view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        at = 0
      }
      writeCentralDirectoryRecord(chunk, at, entry, view)
      at += length
      size += length
    }
    if (at > 0) yield chunk.subarray(0, at)
    yield endRecords(this.count, size, offset)
  }

  /** Fills `entry` with what was recorded for the entry at `index`. */
  private readInto(entry: Mutable<ZipEntryRecord>, index: number): void {
    const { name, mode, mtimeMs } = this.entries[index]!
    const flags = this.flags[index]!
    entry.name = name
    entry.mode = mode
    entry.mtimeMs = mtimeMs
    entry.method = flags & DEFLATED_FLAG ? DEFLATED : STORED
    entry.offset = this.offsets[index]!
    entry.streamed = (flags & STREAMED_FLAG) !== 0
    entry.zip64 = (flags & ZIP64_FLAG) !== 0
    entry.crc32 = this.crcs[index]!
    entry.compressedSize = this.compressedSizes[index]!
    entry.size = this.sizes[index]!
  }
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] }
