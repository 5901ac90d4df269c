/**
 * The records of a zip file (PKWARE's APPNOTE.TXT): local file headers, data descriptors, the
 * central directory and its end, with ZIP64 where sizes or offsets need it. Only the container:
 * the compressed bytes come from zlib (see app-zip.ts, which explains why the container is
 * written here instead of by a zip library). The layout follows what yazl wrote before: UTF-8
 * names, Unix modes in the external attributes, DOS time plus Info-ZIP's extended timestamp.
 */

/** Compression methods: stored as is, or deflated. */
export const STORED = 0
export const DEFLATED = 8

/** One entry as the central directory describes it. */
export interface ZipEntryRecord {
  /** The entry's name (stored as UTF-8); folders end with `/`. */
  readonly name: string
  readonly method: typeof STORED | typeof DEFLATED
  readonly mode: number
  /** Modification time, milliseconds since 1970. */
  readonly mtimeMs: number
  /** Offset of the entry's local file header from the start of the archive. */
  readonly offset: number
  /** True when CRC and sizes follow the data (a data descriptor) instead of the local header. */
  readonly streamed: boolean
  /** True when the local header announced ZIP64 sizes (a file of about 4 GiB or more). */
  readonly zip64: boolean
  crc32: number
  compressedSize: number
  size: number
}

const UTF8_NAME = 1 << 11
const DATA_DESCRIPTOR = 1 << 3
/** Made by: Unix (3), spec version 6.3, so that readers take the high bytes as Unix modes. */
const VERSION_MADE_BY = (3 << 8) | 63
const VERSION_NEEDED = 20
const VERSION_NEEDED_ZIP64 = 45
const MAX_32 = 0xffffffff
const MAX_16 = 0xffff
/** Bytes of the extended timestamp field writeTimestamp writes. */
const TIMESTAMP_BYTES = 9

const MIN_DOS_DATE = new Date(1980, 0, 1)
const MAX_DOS_DATE = new Date(2107, 11, 31, 23, 59, 58)
/** The last answer: files of one build mostly share a few times, and local time is slow. */
let lastDos = { ms: NaN, date: 0, time: 0 }

/** DOS date and time fields, in local time as zip writes them, clamped to 1980–2107. */
function dosDateTime(mtimeMs: number): { date: number; time: number } {
  if (mtimeMs === lastDos.ms) return lastDos
  const mtime = new Date(mtimeMs)
  const at = mtime < MIN_DOS_DATE ? MIN_DOS_DATE : mtime > MAX_DOS_DATE ? MAX_DOS_DATE : mtime
  lastDos = {
    ms: mtimeMs,
    date: at.getDate() | ((at.getMonth() + 1) << 5) | ((at.getFullYear() - 1980) << 9),
    time: (at.getSeconds() >> 1) | (at.getMinutes() << 5) | (at.getHours() << 11)
  }
  return lastDos
}

const needsZip64 = (entry: ZipEntryRecord): boolean =>
  entry.zip64 || entry.size >= MAX_32 || entry.compressedSize >= MAX_32 || entry.offset >= MAX_32

/**
 * The local file header that precedes an entry's data. For a streamed entry CRC and sizes are
 * left zero (they follow in the data descriptor); with `zip64` the header carries a ZIP64 extra
 * field so that readers expect 8-byte sizes there.
 */
export function localFileHeader(entry: ZipEntryRecord): Buffer {
  const extraLength = TIMESTAMP_BYTES + (entry.zip64 ? 20 : 0)
  const nameLength = Buffer.byteLength(entry.name)
  const header = Buffer.allocUnsafe(30 + nameLength + extraLength).fill(0)
  // A DataView, not Buffer's write methods: see writeCentralDirectoryRecord.
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength)
  const { date, time } = dosDateTime(entry.mtimeMs)
  view.setUint32(0, 0x04034b50, true)
  view.setUint16(4, entry.zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, true)
  view.setUint16(6, UTF8_NAME | (entry.streamed ? DATA_DESCRIPTOR : 0), true)
  view.setUint16(8, entry.method, true)
  view.setUint16(10, time, true)
  view.setUint16(12, date, true)
  if (!entry.streamed) {
    view.setUint32(14, entry.crc32, true)
    view.setUint32(18, entry.compressedSize, true)
    view.setUint32(22, entry.size, true)
  } else if (entry.zip64) {
    view.setUint32(18, MAX_32, true)
    view.setUint32(22, MAX_32, true)
  }
  view.setUint16(26, nameLength, true)
  view.setUint16(28, extraLength, true)
  header.write(entry.name, 30, 'utf8')
  writeTimestamp(view, 30 + nameLength, entry.mtimeMs)
  if (entry.zip64) {
    // The ZIP64 extra field with both sizes 0: they follow in the data descriptor.
    view.setUint16(30 + nameLength + TIMESTAMP_BYTES, 0x0001, true)
    view.setUint16(32 + nameLength + TIMESTAMP_BYTES, 16, true)
  }
  return header
}

/** The data descriptor after a streamed entry's data: CRC and sizes (8-byte ones for ZIP64). */
export function dataDescriptor(entry: ZipEntryRecord): Buffer {
  const descriptor = Buffer.alloc(entry.zip64 ? 24 : 16)
  const view = new DataView(descriptor.buffer, descriptor.byteOffset, descriptor.byteLength)
  view.setUint32(0, 0x08074b50, true)
  view.setUint32(4, entry.crc32, true)
  if (entry.zip64) {
    view.setBigUint64(8, BigInt(entry.compressedSize), true)
    view.setBigUint64(16, BigInt(entry.size), true)
  } else {
    view.setUint32(8, entry.compressedSize, true)
    view.setUint32(12, entry.size, true)
  }
  return descriptor
}

/** Bytes of an entry's central directory record. */
export const centralDirectoryRecordSize = (entry: ZipEntryRecord): number =>
  46 + Buffer.byteLength(entry.name) + TIMESTAMP_BYTES + (needsZip64(entry) ? 28 : 0)

/**
 * Info-ZIP's extended timestamp (0x5455): the modification time in seconds since 1970 (UTC),
 * beyond DOS's 2 s, local time and 2107. The same field in the local header and the central
 * directory, with only the modification time flagged (the central one's flags describe the
 * local one). https://libzip.org/specifications/extrafld.txt
 *
 * @returns the bytes written, TIMESTAMP_BYTES
 */
function writeTimestamp(view: DataView, at: number, mtimeMs: number): number {
  view.setUint16(at, 0x5455, true)
  view.setUint16(at + 2, 5, true)
  view.setUint8(at + 4, 0b1)
  const seconds = Math.floor(mtimeMs / 1000)
  view.setInt32(at + 5, Math.min(0x7fffffff, Math.max(-0x80000000, seconds)), true)
  return TIMESTAMP_BYTES
}

/**
 * Writes an entry's central directory record into `target` at `at`.
 *
 * Through a DataView, which the caller may pass for the whole of `target`: Buffer's write
 * methods box their numbers when V8 runs them unoptimized, garbage that adds up over the
 * directory of a large app.
 */
export function writeCentralDirectoryRecord(
  target: Buffer,
  at: number,
  entry: ZipEntryRecord,
  view = new DataView(target.buffer, target.byteOffset, target.byteLength)
): void {
  const zip64 = needsZip64(entry)
  const { date, time } = dosDateTime(entry.mtimeMs)
  const nameLength = target.write(entry.name, at + 46, 'utf8')
  view.setUint32(at, 0x02014b50, true)
  view.setUint16(at + 4, VERSION_MADE_BY, true)
  view.setUint16(at + 6, zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, true)
  view.setUint16(at + 8, UTF8_NAME | (entry.streamed ? DATA_DESCRIPTOR : 0), true)
  view.setUint16(at + 10, entry.method, true)
  view.setUint16(at + 12, time, true)
  view.setUint16(at + 14, date, true)
  view.setUint32(at + 16, entry.crc32, true)
  view.setUint32(at + 20, zip64 ? MAX_32 : entry.compressedSize, true)
  view.setUint32(at + 24, zip64 ? MAX_32 : entry.size, true)
  view.setUint16(at + 28, nameLength, true)
  view.setUint16(at + 30, TIMESTAMP_BYTES + (zip64 ? 28 : 0), true)
  // Comment length, disk number and internal attributes are 0.
  view.setUint16(at + 32, 0, true)
  view.setUint32(at + 34, 0, true)
  view.setUint32(at + 38, (entry.mode & MAX_16) * 0x10000, true)
  view.setUint32(at + 42, zip64 ? MAX_32 : entry.offset, true)
  const extra = at + 46 + nameLength + writeTimestamp(view, at + 46 + nameLength, entry.mtimeMs)
  if (zip64) {
    view.setUint16(extra, 0x0001, true)
    view.setUint16(extra + 2, 24, true)
    view.setBigUint64(extra + 4, BigInt(entry.size), true)
    view.setBigUint64(extra + 12, BigInt(entry.compressedSize), true)
    view.setBigUint64(extra + 20, BigInt(entry.offset), true)
  }
}

/**
 * The end of central directory record, after a ZIP64 one and its locator when the count, the
 * directory's size or its offset do not fit the classic fields.
 *
 * @param count entries in the central directory
 * @param size bytes of the central directory
 * @param offset where the central directory starts
 */
export function endRecords(count: number, size: number, offset: number): Buffer {
  const zip64 = count >= MAX_16 || size >= MAX_32 || offset >= MAX_32
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(zip64 ? MAX_16 : count, 8)
  end.writeUInt16LE(zip64 ? MAX_16 : count, 10)
  end.writeUInt32LE(zip64 ? MAX_32 : size, 12)
  end.writeUInt32LE(zip64 ? MAX_32 : offset, 16)
  if (!zip64) return end

  const zip64End = Buffer.alloc(56)
  zip64End.writeUInt32LE(0x06064b50, 0)
  zip64End.writeBigUInt64LE(BigInt(56 - 12), 4)
  zip64End.writeUInt16LE(VERSION_MADE_BY, 12)
  zip64End.writeUInt16LE(VERSION_NEEDED_ZIP64, 14)
  zip64End.writeBigUInt64LE(BigInt(count), 24)
  zip64End.writeBigUInt64LE(BigInt(count), 32)
  zip64End.writeBigUInt64LE(BigInt(size), 40)
  zip64End.writeBigUInt64LE(BigInt(offset), 48)
  const locator = Buffer.alloc(20)
  locator.writeUInt32LE(0x07064b50, 0)
  locator.writeBigUInt64LE(BigInt(offset + size), 8)
  locator.writeUInt32LE(1, 16)
  return Buffer.concat([zip64End, locator, end])
}
