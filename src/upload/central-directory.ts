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
    let chunk = Buffer.allocUnsafe(DIRECTORY_CHUNK_BYTES)
    let at = 0
    let size = 0
    for (let index = 0; index < this.count; index++) {
      const entry = this.record(index)
      const length = centralDirectoryRecordSize(entry)
      if (at + length > chunk.length) {
        yield chunk.subarray(0, at)
        chunk = Buffer.allocUnsafe(Math.max(DIRECTORY_CHUNK_BYTES, length))
        at = 0
      }
      writeCentralDirectoryRecord(chunk, at, entry)
      at += length
      size += length
    }
    if (at > 0) yield chunk.subarray(0, at)
    yield endRecords(this.count, size, offset)
  }

  private record(index: number): ZipEntryRecord {
    const { name, mode, mtimeMs } = this.entries[index]!
    const flags = this.flags[index]!
    return {
      name,
      mode,
      mtimeMs,
      method: flags & DEFLATED_FLAG ? DEFLATED : STORED,
      offset: this.offsets[index]!,
      streamed: (flags & STREAMED_FLAG) !== 0,
      zip64: (flags & ZIP64_FLAG) !== 0,
      crc32: this.crcs[index]!,
      compressedSize: this.compressedSizes[index]!,
      size: this.sizes[index]!
    }
  }
}
