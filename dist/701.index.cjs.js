"use strict";
exports.id = 701;
exports.ids = [701,375];
exports.modules = {

/***/ 1375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UnreadableAppEntryError: () => (/* binding */ UnreadableAppEntryError),
/* harmony export */   s: () => (/* binding */ entryPath),
/* harmony export */   scanAppFolder: () => (/* binding */ scanAppFolder)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);



/** A file or folder inside the `.app` that this process may not read. */
class UnreadableAppEntryError extends Error {
    relativePath;
    /**
     * @param relativePath the entry's path relative to the `.app` folder (`/`-separated)
     */
    constructor(relativePath) {
        super(`${relativePath} cannot be read: check its permissions`);
        this.relativePath = relativePath;
        this.name = 'UnreadableAppEntryError';
    }
}
/**
 * Walks an iOS simulator `.app` folder once, recording every entry's kind, mode, modification
 * time, size and symlink target, and checking that every file and folder can be read (and every
 * folder searched), so an upload fails before its request instead of halfway through. Symlinks
 * are not followed.
 *
 * The calls are synchronous on purpose: nothing else runs before the upload starts, and a
 * synchronous lstat costs a few microseconds where a promise round trip through the thread pool
 * costs ten times that, which adds up over the thousands of files of a Flutter or React Native
 * app.
 *
 * @param folder absolute path of the `.app` folder
 * @throws UnreadableAppEntryError for an entry that cannot be read or searched; Node's fs error
 *   when `folder` does not exist; Error when it is not a folder
 */
function scanAppFolder(folder) {
    // The walk is synchronous (one lstat after another is faster than as many promises); its
    // failures still arrive as a rejection.
    try {
        return Promise.resolve(walkAppFolder(folder));
    }
    catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
}
function walkAppFolder(folder) {
    const top = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(folder);
    const entries = [];
    let files = 0;
    let bytes = 0;
    const visit = (path, relativePath, stats) => {
        const name = relativePath === '' ? `${top}/` : `${top}/${relativePath}`;
        const common = {
            mode: stats.mode,
            mtimeMs: stats.mtimeMs,
            size: 0,
            dev: stats.dev,
            ino: stats.ino
        };
        if (stats.isSymbolicLink()) {
            entries.push({ ...common, name, kind: 'symlink', linkTarget: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(path, 'buffer') });
        }
        else if (stats.isFile()) {
            readable(path, relativePath);
            entries.push({ ...common, name, kind: 'file', size: stats.size });
            files++;
            bytes += stats.size;
        }
        else if (stats.isDirectory()) {
            // A folder must be searchable too: without its x bit, what it lists cannot be looked at.
            readable(path, relativePath, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            entries.push({ ...common, name: relativePath === '' ? name : `${name}/`, kind: 'folder' });
            let children;
            try {
                children = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(path);
            }
            catch {
                throw new UnreadableAppEntryError(relativePath || '.');
            }
            for (const child of children) {
                const childPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, child);
                visit(childPath, relativePath === '' ? child : `${relativePath}/${child}`, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(childPath));
            }
        }
        // Sockets, FIFOs and devices have no place in an app bundle, and zip -r skips them too.
    };
    // The `.app` itself may be a symlink to the build (stat follows it); what is inside is not.
    const rootStats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(folder);
    if (!rootStats.isDirectory())
        throw new Error(`${folder} is not a folder`);
    visit(folder, '', rootStats);
    // Sorted, so the same folder gives the same archive; a folder comes before what it holds.
    const [root, ...rest] = entries;
    rest.sort((a, b) => compare(a.name, b.name));
    return { folder, entries: root ? [root, ...rest] : [], files, bytes };
}
function readable(path, relativePath, mode = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(path, mode);
    }
    catch {
        throw new UnreadableAppEntryError(relativePath || '.');
    }
}
const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Where an entry is on disk.
 *
 * @param tree the walked folder
 * @param entry one of its entries
 */
function entryPath(tree, entry) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(tree.folder), entry.name);
}


/***/ }),

/***/ 1701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  multipartUpload: () => (/* binding */ multipartUpload)
});

// UNUSED EXPORTS: formFields

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./src/service/build-kinds.ts
var build_kinds = __webpack_require__(4833);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/service/upload/app-tree.ts
var app_tree = __webpack_require__(1375);
;// CONCATENATED MODULE: ./src/service/upload/zip-records.ts
/**
 * The records of a zip file (PKWARE's APPNOTE.TXT): local file headers, data descriptors, the
 * central directory and its end, with ZIP64 where sizes or offsets need it. Only the container:
 * the compressed bytes come from zlib (see app-zip.ts, which explains why the container is
 * written here instead of by a zip library). The layout follows what yazl wrote before: UTF-8
 * names, Unix modes in the external attributes, DOS time plus Info-ZIP's extended timestamp.
 */
/** Compression methods: stored as is, or deflated. */
const STORED = 0;
const DEFLATED = 8;
const UTF8_NAME = 1 << 11;
const DATA_DESCRIPTOR = 1 << 3;
/** Made by: Unix (3), spec version 6.3, so that readers take the high bytes as Unix modes. */
const VERSION_MADE_BY = (3 << 8) | 63;
const VERSION_NEEDED = 20;
const VERSION_NEEDED_ZIP64 = 45;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
/** Bytes of the extended timestamp field writeTimestamp writes. */
const TIMESTAMP_BYTES = 9;
const MIN_DOS_DATE = new Date(1980, 0, 1);
const MAX_DOS_DATE = new Date(2107, 11, 31, 23, 59, 58);
/** The last answer: files of one build mostly share a few times, and local time is slow. */
let lastDos = { ms: NaN, date: 0, time: 0 };
/** DOS date and time fields, in local time as zip writes them, clamped to 1980–2107. */
function dosDateTime(mtimeMs) {
    if (mtimeMs === lastDos.ms)
        return lastDos;
    const mtime = new Date(mtimeMs);
    const at = mtime < MIN_DOS_DATE ? MIN_DOS_DATE : mtime > MAX_DOS_DATE ? MAX_DOS_DATE : mtime;
    lastDos = {
        ms: mtimeMs,
        date: at.getDate() | ((at.getMonth() + 1) << 5) | ((at.getFullYear() - 1980) << 9),
        time: (at.getSeconds() >> 1) | (at.getMinutes() << 5) | (at.getHours() << 11)
    };
    return lastDos;
}
const needsZip64 = (entry) => entry.zip64 || entry.size >= MAX_32 || entry.compressedSize >= MAX_32 || entry.offset >= MAX_32;
/**
 * The local file header that precedes an entry's data. For a streamed entry CRC and sizes are
 * left zero (they follow in the data descriptor); with `zip64` the header carries a ZIP64 extra
 * field so that readers expect 8-byte sizes there.
 */
function localFileHeader(entry) {
    const extraLength = TIMESTAMP_BYTES + (entry.zip64 ? 20 : 0);
    const nameLength = Buffer.byteLength(entry.name);
    const header = Buffer.allocUnsafe(30 + nameLength + extraLength).fill(0);
    // A DataView, not Buffer's write methods: see writeCentralDirectoryRecord.
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    const { date, time } = dosDateTime(entry.mtimeMs);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(4, entry.zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, true);
    view.setUint16(6, UTF8_NAME | (entry.streamed ? DATA_DESCRIPTOR : 0), true);
    view.setUint16(8, entry.method, true);
    view.setUint16(10, time, true);
    view.setUint16(12, date, true);
    if (!entry.streamed) {
        view.setUint32(14, entry.crc32, true);
        view.setUint32(18, entry.compressedSize, true);
        view.setUint32(22, entry.size, true);
    }
    else if (entry.zip64) {
        view.setUint32(18, MAX_32, true);
        view.setUint32(22, MAX_32, true);
    }
    view.setUint16(26, nameLength, true);
    view.setUint16(28, extraLength, true);
    header.write(entry.name, 30, 'utf8');
    writeTimestamp(view, 30 + nameLength, entry.mtimeMs);
    if (entry.zip64) {
        // The ZIP64 extra field with both sizes 0: they follow in the data descriptor.
        view.setUint16(30 + nameLength + TIMESTAMP_BYTES, 0x0001, true);
        view.setUint16(32 + nameLength + TIMESTAMP_BYTES, 16, true);
    }
    return header;
}
/** The data descriptor after a streamed entry's data: CRC and sizes (8-byte ones for ZIP64). */
function dataDescriptor(entry) {
    const descriptor = Buffer.alloc(entry.zip64 ? 24 : 16);
    const view = new DataView(descriptor.buffer, descriptor.byteOffset, descriptor.byteLength);
    view.setUint32(0, 0x08074b50, true);
    view.setUint32(4, entry.crc32, true);
    if (entry.zip64) {
        view.setBigUint64(8, BigInt(entry.compressedSize), true);
        view.setBigUint64(16, BigInt(entry.size), true);
    }
    else {
        view.setUint32(8, entry.compressedSize, true);
        view.setUint32(12, entry.size, true);
    }
    return descriptor;
}
/** Bytes of an entry's central directory record. */
const centralDirectoryRecordSize = (entry) => 46 + Buffer.byteLength(entry.name) + TIMESTAMP_BYTES + (needsZip64(entry) ? 28 : 0);
/**
 * Info-ZIP's extended timestamp (0x5455): the modification time in seconds since 1970 (UTC),
 * beyond DOS's 2 s, local time and 2107. The same field in the local header and the central
 * directory, with only the modification time flagged (the central one's flags describe the
 * local one). https://libzip.org/specifications/extrafld.txt
 *
 * @returns the bytes written, TIMESTAMP_BYTES
 */
function writeTimestamp(view, at, mtimeMs) {
    view.setUint16(at, 0x5455, true);
    view.setUint16(at + 2, 5, true);
    view.setUint8(at + 4, 0b1);
    const seconds = Math.floor(mtimeMs / 1000);
    view.setInt32(at + 5, Math.min(0x7fffffff, Math.max(-0x80000000, seconds)), true);
    return TIMESTAMP_BYTES;
}
/**
 * Writes an entry's central directory record into `target` at `at`.
 *
 * Through a DataView, which the caller may pass for the whole of `target`: Buffer's write
 * methods box their numbers when V8 runs them unoptimized, garbage that adds up over the
 * directory of a large app.
 */
function writeCentralDirectoryRecord(target, at, entry, view = new DataView(target.buffer, target.byteOffset, target.byteLength)) {
    const zip64 = needsZip64(entry);
    const { date, time } = dosDateTime(entry.mtimeMs);
    const nameLength = target.write(entry.name, at + 46, 'utf8');
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, VERSION_MADE_BY, true);
    view.setUint16(at + 6, zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, true);
    view.setUint16(at + 8, UTF8_NAME | (entry.streamed ? DATA_DESCRIPTOR : 0), true);
    view.setUint16(at + 10, entry.method, true);
    view.setUint16(at + 12, time, true);
    view.setUint16(at + 14, date, true);
    view.setUint32(at + 16, entry.crc32, true);
    view.setUint32(at + 20, zip64 ? MAX_32 : entry.compressedSize, true);
    view.setUint32(at + 24, zip64 ? MAX_32 : entry.size, true);
    view.setUint16(at + 28, nameLength, true);
    view.setUint16(at + 30, TIMESTAMP_BYTES + (zip64 ? 28 : 0), true);
    // Comment length, disk number and internal attributes are 0.
    view.setUint16(at + 32, 0, true);
    view.setUint32(at + 34, 0, true);
    view.setUint32(at + 38, (entry.mode & MAX_16) * 0x10000, true);
    view.setUint32(at + 42, zip64 ? MAX_32 : entry.offset, true);
    const extra = at + 46 + nameLength + writeTimestamp(view, at + 46 + nameLength, entry.mtimeMs);
    if (zip64) {
        view.setUint16(extra, 0x0001, true);
        view.setUint16(extra + 2, 24, true);
        view.setBigUint64(extra + 4, BigInt(entry.size), true);
        view.setBigUint64(extra + 12, BigInt(entry.compressedSize), true);
        view.setBigUint64(extra + 20, BigInt(entry.offset), true);
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
function endRecords(count, size, offset) {
    const zip64 = count >= MAX_16 || size >= MAX_32 || offset >= MAX_32;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(zip64 ? MAX_16 : count, 8);
    end.writeUInt16LE(zip64 ? MAX_16 : count, 10);
    end.writeUInt32LE(zip64 ? MAX_32 : size, 12);
    end.writeUInt32LE(zip64 ? MAX_32 : offset, 16);
    if (!zip64)
        return end;
    const zip64End = Buffer.alloc(56);
    zip64End.writeUInt32LE(0x06064b50, 0);
    zip64End.writeBigUInt64LE(BigInt(56 - 12), 4);
    zip64End.writeUInt16LE(VERSION_MADE_BY, 12);
    zip64End.writeUInt16LE(VERSION_NEEDED_ZIP64, 14);
    zip64End.writeBigUInt64LE(BigInt(count), 24);
    zip64End.writeBigUInt64LE(BigInt(count), 32);
    zip64End.writeBigUInt64LE(BigInt(size), 40);
    zip64End.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + size), 8);
    locator.writeUInt32LE(1, 16);
    return Buffer.concat([zip64End, locator, end]);
}

;// CONCATENATED MODULE: ./src/service/upload/central-directory.ts
/**
 * The central directory of an `.app` zip (PKWARE's APPNOTE.TXT, section 4.3.12), kept while the
 * entries are written and written out after them. The record layouts are in zip-records.ts.
 */

/** Central directory bytes are written in chunks of this size (a larger record gets its own). */
const DIRECTORY_CHUNK_BYTES = 64 * 1024;
const DEFLATED_FLAG = 1;
const STREAMED_FLAG = 2;
const ZIP64_FLAG = 4;
/**
 * The central directory of an archive being written: what each entry turned out as (offset,
 * CRC, sizes, method), kept in typed arrays, about 30 bytes an entry instead of an object each,
 * since an app can have tens of thousands; names, modes and times stay with the walk's entries.
 * Written out in 64 KiB chunks at the end, so the directory of a large app is never one buffer.
 */
class CentralDirectory {
    entries;
    count = 0;
    offsets;
    crcs;
    compressedSizes;
    sizes;
    flags;
    /**
     * @param entries every entry the archive will hold, in archive order
     */
    constructor(entries) {
        this.entries = entries;
        const length = entries.length;
        this.offsets = new Float64Array(length);
        this.crcs = new Uint32Array(length);
        this.compressedSizes = new Float64Array(length);
        this.sizes = new Float64Array(length);
        this.flags = new Uint8Array(length);
    }
    /**
     * Records the next entry, once its CRC and sizes are final.
     *
     * @param record the entry as written; it must be the next of the constructor's entries
     * @throws Error when there is no next entry or it has another name
     */
    add(record) {
        const index = this.count;
        if (this.entries[index]?.name !== record.name) {
            throw new Error(`${record.name} is not the next entry of the central directory`);
        }
        this.offsets[index] = record.offset;
        this.crcs[index] = record.crc32;
        this.compressedSizes[index] = record.compressedSize;
        this.sizes[index] = record.size;
        this.flags[index] =
            (record.method === DEFLATED ? DEFLATED_FLAG : 0) |
                (record.streamed ? STREAMED_FLAG : 0) |
                (record.zip64 ? ZIP64_FLAG : 0);
        this.count = index + 1;
    }
    /**
     * The central directory of the entries added so far and the end records that close the
     * archive, in chunks of about 64 KiB (fresh buffers the caller may keep).
     *
     * @param offset where the central directory starts (the bytes written before it)
     */
    *chunks(offset) {
        // One record object and one view a chunk, reused: tens of thousands of records written in
        // one go would otherwise be as many megabytes of garbage at once.
        const entry = {
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
        };
        let chunk = Buffer.allocUnsafe(DIRECTORY_CHUNK_BYTES);
        let view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        let at = 0;
        let size = 0;
        for (let index = 0; index < this.count; index++) {
            this.readInto(entry, index);
            const length = centralDirectoryRecordSize(entry);
            if (at + length > chunk.length) {
                yield chunk.subarray(0, at);
                chunk = Buffer.allocUnsafe(Math.max(DIRECTORY_CHUNK_BYTES, length));
                view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
                at = 0;
            }
            writeCentralDirectoryRecord(chunk, at, entry, view);
            at += length;
            size += length;
        }
        if (at > 0)
            yield chunk.subarray(0, at);
        yield endRecords(this.count, size, offset);
    }
    /** Fills `entry` with what was recorded for the entry at `index`. */
    readInto(entry, index) {
        const { name, mode, mtimeMs } = this.entries[index];
        const flags = this.flags[index];
        entry.name = name;
        entry.mode = mode;
        entry.mtimeMs = mtimeMs;
        entry.method = flags & DEFLATED_FLAG ? DEFLATED : STORED;
        entry.offset = this.offsets[index];
        entry.streamed = (flags & STREAMED_FLAG) !== 0;
        entry.zip64 = (flags & ZIP64_FLAG) !== 0;
        entry.crc32 = this.crcs[index];
        entry.compressedSize = this.compressedSizes[index];
        entry.size = this.sizes[index];
    }
}

;// CONCATENATED MODULE: ./src/service/upload/deflate-runs.ts
/**
 * Deflating bytes that are partly random (compiled asset catalogues, binaries with embedded
 * images): each 4 KiB block is looked at first, and runs of random blocks are written as stored
 * deflate blocks instead of being deflated. Deflating random bytes costs zlib as much CPU as
 * machine code and saves nothing (docs/performance.md, "Uploading an `.app` folder").
 *
 * The deflate format lets stored and compressed blocks follow each other in one stream
 * (RFC 1951, section 3.2.3), so a file zipped this way is one ordinary deflated entry.
 */

/** The blocks looked at: the unit in which random bytes are found and stored. */
const BLOCK_BYTES = 4 * 1024;
/**
 * Every 5th byte of a block is counted: a fifth of the work, and 5 shares no factor with the
 * widths that structured data repeats at (2, 3, 4, 8 bytes), so every byte position is sampled.
 */
const STRIDE = 5;
const SAMPLES = Math.ceil(BLOCK_BYTES / STRIDE);
/**
 * A block whose sampled bytes carry more than this many bits of entropy each is random. From 820
 * samples, random bytes measure 7.67–7.82 (the estimate runs low on few samples), compressed
 * ones (gzip, PNG) the same, text 3–5.5 and machine code mostly 1.5–7.1: a block above 7.5 could
 * shrink by a few percent at most.
 */
const RANDOM_BITS = 7.5;
/** Deflated whole, on the thread pool, unless at least this share of its blocks is random. */
const RUNS_SHARE = 1 / 4;
/** The largest stored deflate block. */
const STORED_MAX = 0xffff;
/** Deflate's window: a run is primed with at most this much of what came before it. */
const WINDOW_BYTES = 32 * 1024;
/** count × log2(count), for every count a block can give a byte value. */
const COUNT_BITS = Float64Array.from({ length: SAMPLES + 1 }, (_, count) => count === 0 ? 0 : count * Math.log2(count));
const counts = new Uint32Array(256);
/** True when the 4 KiB block at `at` looks random (see RANDOM_BITS). */
function randomBlock(bytes, at) {
    counts.fill(0);
    const end = at + BLOCK_BYTES;
    for (let index = at; index < end; index += STRIDE)
        counts[bytes[index]]++;
    let sum = 0;
    for (let value = 0; value < 256; value++)
        sum += COUNT_BITS[counts[value]];
    return Math.log2(SAMPLES) - sum / SAMPLES > RANDOM_BITS;
}
/**
 * Looks at each 4 KiB block of `bytes`. A last block shorter than 4 KiB takes the class of the
 * one before it (a file random all along is stored whole); bytes shorter than one block are
 * deflated whole.
 */
function deflatePlan(bytes) {
    if (bytes.length < BLOCK_BYTES)
        return { kind: 'whole' };
    const blocks = Math.ceil(bytes.length / BLOCK_BYTES);
    const random = new Uint8Array(blocks);
    let count = 0;
    for (let block = 0; block < blocks; block++) {
        const at = block * BLOCK_BYTES;
        random[block] =
            at + BLOCK_BYTES <= bytes.length ? Number(randomBlock(bytes, at)) : random[block - 1];
        count += random[block];
    }
    if (count === blocks)
        return { kind: 'stored' };
    return count >= blocks * RUNS_SHARE ? { kind: 'runs', random } : { kind: 'whole' };
}
/**
 * Bytes as stored deflate blocks (at most 64 KiB each): each block's header, then a view of its
 * bytes. The stream must be at a byte boundary (its start, or after a sync flush).
 *
 * @param last mark the last block as the stream's final one
 */
function storedParts(bytes, last) {
    const parts = [];
    const count = Math.max(1, Math.ceil(bytes.length / STORED_MAX));
    for (let block = 0; block < count; block++) {
        const from = block * STORED_MAX;
        const length = Math.min(STORED_MAX, bytes.length - from);
        // BFINAL and BTYPE 00 in the first 3 bits, the rest of the byte padding; LEN, then NLEN.
        const header = Buffer.from([last && block === count - 1 ? 1 : 0, 0, 0, 0, 0]);
        header.writeUInt16LE(length, 1);
        header.writeUInt16LE(length ^ 0xffff, 3);
        parts.push(header, bytes.subarray(from, from + length));
    }
    return parts;
}
/**
 * Bytes as stored deflate blocks (see storedParts), in a buffer of their own: the caller reuses
 * its read buffers.
 *
 * @param last mark the last block as the stream's final one
 */
function storedBlocks(bytes, last) {
    return Buffer.concat(storedParts(bytes, last));
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
function deflateRuns(bytes, start, random, level, last) {
    const parts = [];
    for (let block = 0; block < random.length;) {
        const stored = random[block];
        let next = block + 1;
        while (next < random.length && random[next] === stored)
            next++;
        const from = start + block * BLOCK_BYTES;
        const to = Math.min(bytes.length, start + next * BLOCK_BYTES);
        const final = last && next === random.length;
        if (stored)
            parts.push(...storedParts(bytes.subarray(from, to), final));
        else {
            const primed = Math.max(0, from - Math.min(WINDOW_BYTES, 2 * (to - from)));
            parts.push((0,external_node_zlib_.deflateRawSync)(bytes.subarray(from, to), {
                level,
                chunkSize: Math.max(external_node_zlib_.constants.Z_MIN_CHUNK, to - from + 64),
                finishFlush: final ? external_node_zlib_.constants.Z_FINISH : external_node_zlib_.constants.Z_SYNC_FLUSH,
                ...(primed < from ? { dictionary: bytes.subarray(primed, from) } : {})
            }));
        }
        block = next;
    }
    return Buffer.concat(parts);
}

;// CONCATENATED MODULE: ./src/service/upload/zip-steps.ts
/**
 * The steps of an `.app` archive, read from disk and deflated: one per entry, and one per
 * 512 KiB piece of a large file, each piece read with the 32 KiB before it so that the pieces
 * deflate into one stream (see app-zip.ts).
 */




/**
 * Files up to this size are read whole and deflated in one go; larger ones in pieces this big.
 * Each piece in flight holds a read buffer of this size, so larger pieces raise peak memory.
 */
const PIECE_BYTES = 512 * 1024;
/** Deflate's window: each piece of a large file is deflated with the 32 KiB before it. */
const zip_steps_WINDOW_BYTES = 32 * 1024;
/** The size of the read buffers: a piece and the window before it, or a whole file. */
const STEP_BUFFER_BYTES = PIECE_BYTES + zip_steps_WINDOW_BYTES;
/**
 * How a file is opened: never through a symlink (a file the walk saw, replaced by a link since,
 * fails with ELOOP), and without blocking (a FIFO put in its place would hang the open; reads of
 * a regular file are not affected). Windows has neither flag.
 */
const OPEN_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0);
/** A file of the `.app` that is not the one the walk saw: replaced by a link or another file. */
class ReplacedAppFileError extends Error {
    path;
    /** @param path the file's path, as the zipper opened it (see entryPath) */
    constructor(path) {
        super(`${path} was replaced (by a link or another file) after the .app folder was walked, so it was not read`);
        this.path = path;
        this.name = 'ReplacedAppFileError';
    }
}
/** An error opening `path`: a symlink in the file's place is a replaced file. */
function openError(error, path) {
    if (error?.code === 'ELOOP')
        return new ReplacedAppFileError(path);
    return error instanceof Error ? error : new Error(String(error));
}
/**
 * Checks, before reading, that the file opened is the one the walk saw (device and inode: not a
 * link's target, not another file renamed over it), with the size it had.
 */
function checkOpened(entry, path, stats) {
    if (!stats.isFile() || stats.dev !== entry.dev || stats.ino !== entry.ino) {
        throw new ReplacedAppFileError(path);
    }
    if (stats.size !== entry.size)
        throw new Error(`${path} changed while it was being zipped`);
}
/** The archive's steps in order: one per entry, one per piece of a file over PIECE_BYTES. */
function* stepsOf(entries) {
    for (const entry of entries) {
        const pieces = entry.kind === 'file' ? Math.max(1, Math.ceil(entry.size / PIECE_BYTES)) : 1;
        for (let piece = 0; piece < pieces; piece++)
            yield { entry, piece, pieces };
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
function readWholeSync(entry, path, buffer) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, OPEN_FLAGS);
    }
    catch (error) {
        throw openError(error, path);
    }
    let bytesRead;
    try {
        checkOpened(entry, path, (0,external_node_fs_.fstatSync)(fd));
        // One byte more than the file should have: reading it means the file grew.
        bytesRead = (0,external_node_fs_.readSync)(fd, buffer, 0, entry.size + 1, 0);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    if (bytesRead !== entry.size)
        throw new Error(`${path} changed while it was being zipped`);
    return buffer.subarray(0, bytesRead);
}
/**
 * Reads one piece of a large file with the 32 KiB before it into `buffer` (STEP_BUFFER_BYTES
 * long), on the thread pool.
 *
 * @returns what was read (the window before the piece, then the piece), where the piece starts
 *   in it, the piece's bytes, and the seam to check
 * @throws ReplacedAppFileError when the file is not the one the walk saw (nothing of it is
 *   read); Error when its size is not the one the walk saw
 */
async function readPiece(step, path, buffer) {
    const { entry, piece } = step;
    const start = piece * PIECE_BYTES;
    const end = Math.min(entry.size, start + PIECE_BYTES);
    const from = Math.max(0, start - zip_steps_WINDOW_BYTES);
    const fd = await call(done => (0,external_node_fs_.open)(path, OPEN_FLAGS, done)).catch((error) => {
        throw openError(error, path);
    });
    try {
        checkOpened(entry, path, await call(done => (0,external_node_fs_.fstat)(fd, done)));
        const bytesRead = await call(done => (0,external_node_fs_.read)(fd, buffer, 0, end - from, from, done));
        // Read after the check: a file that shrank since gives fewer bytes.
        if (bytesRead !== end - from)
            throw new Error(`${path} changed while it was being zipped`);
    }
    finally {
        await call(done => (0,external_node_fs_.close)(fd, done));
    }
    const bytes = buffer.subarray(0, end - from);
    const raw = bytes.subarray(start - from);
    const tail = raw.subarray(Math.max(0, raw.length - zip_steps_WINDOW_BYTES));
    const seam = { windowCrc: (0,external_node_zlib_.crc32)(bytes.subarray(0, start - from)), tailCrc: (0,external_node_zlib_.crc32)(tail) };
    return { read: bytes, start: start - from, raw, seam };
}
/** zlib's output buffers for a piece: one or two for a piece of machine code. */
const PIECE_CHUNK_BYTES = 256 * 1024;
/**
 * Deflates one piece of a large file so that the pieces, concatenated, are one deflate stream
 * (as pigz does): primed with the 32 KiB before it, so matches reach back across the cut, and
 * ended with a sync flush, but the last piece, which finishes the stream.
 *
 * Its 4 KiB blocks are looked at first (deflate-runs.ts). A piece with no random blocks, or
 * few, is deflated on Node's thread pool, beside the pieces before and after it. One of random
 * blocks only (an image, a compressed asset catalogue) is written as stored blocks, with no
 * deflating: deflating random bytes costs as much CPU as machine code and saves nothing. One of
 * both is deflated on this thread, its random runs stored: a trip through the pool for each run
 * would cost more than it moves. The plan depends on the bytes alone, so the same file gives the
 * same archive.
 *
 * @param read the 32 KiB before the piece (nothing before the first), then the piece
 * @param start where the piece starts in `read`
 * @param level deflate level, 0–9
 * @returns the deflated bytes (in buffers of their own): at once, or from the thread pool
 */
function deflatePiece(read, start, last, level) {
    const raw = read.subarray(start);
    const plan = deflatePlan(raw);
    if (plan.kind === 'stored')
        return [storedBlocks(raw, last)];
    if (plan.kind === 'runs')
        return [deflateRuns(read, start, plan.random, level, last)];
    const stream = (0,external_node_zlib_.createDeflateRaw)({
        level,
        chunkSize: PIECE_CHUNK_BYTES,
        finishFlush: last ? external_node_zlib_.constants.Z_FINISH : external_node_zlib_.constants.Z_SYNC_FLUSH,
        ...(start > 0 ? { dictionary: read.subarray(0, start) } : {})
    });
    return new Promise((resolve, reject) => {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => resolve(chunks));
        stream.end(raw);
    });
}
/** A Node callback API as a promise. */
function call(start) {
    return new Promise((resolve, reject) => start((error, value) => (error ? reject(error) : resolve(value))));
}

;// CONCATENATED MODULE: ./src/service/upload/app-zip.ts







/** Steps looked at ahead of the output; a large file's pieces among them are read and deflated. */
const MAX_STEPS_AHEAD = 6;
/** Headers and small files are gathered into output chunks of this size. */
const GATHER_BYTES = 128 * 1024;
/** Deflated output this large is handed on as it is instead of being gathered. */
const DIRECT_BYTES = 32 * 1024;
/** Deflate level; see zipAppTree. */
const DEFAULT_LEVEL = 5;
/** A file this large gets ZIP64 sizes: deflated, it could pass 4 GiB. */
const ZIP64_FILE_BYTES = 0xfd000000;
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
function zipAppTree(tree, level = DEFAULT_LEVEL) {
    const steps = stepsOf(tree.entries);
    const buffers = [];
    /** The read buffer of the file being zipped on this thread. */
    let wholeBuffer;
    const ahead = [];
    let exhausted = false;
    let waiting = false;
    let finished = false;
    const directory = new CentralDirectory(tree.entries);
    let closing;
    let current;
    let offset = 0;
    let gather;
    /** The CRC of the last 32 KiB of the large file's piece emitted before (see PieceSeam). */
    let lastTailCrc = 0;
    let gathered = 0;
    const output = new external_node_stream_.Readable({
        highWaterMark: 2 * GATHER_BYTES,
        read() {
            waiting = false;
            pump();
        }
    });
    /** Copies bytes into the output; the caller may reuse them afterwards. */
    const copyOut = (bytes) => {
        offset += bytes.length;
        for (let at = 0; at < bytes.length;) {
            gather ??= Buffer.allocUnsafe(GATHER_BYTES);
            const copied = bytes.copy(gather, gathered, at);
            gathered += copied;
            at += copied;
            if (gathered === GATHER_BYTES)
                flush();
        }
    };
    /** Hands on bytes nobody writes to again: large ones as they are, small ones gathered. */
    const handOut = (bytes) => {
        if (bytes.length < DIRECT_BYTES)
            return copyOut(bytes);
        flush();
        offset += bytes.length;
        if (!output.push(bytes))
            waiting = true;
    };
    function flush() {
        if (!gather || gathered === 0)
            return;
        const chunk = gather.subarray(0, gathered);
        gather = undefined;
        gathered = 0;
        if (!output.push(chunk))
            waiting = true;
    }
    function pump() {
        if (finished || output.destroyed)
            return;
        fill();
        try {
            while (!waiting && !output.destroyed && ahead[0] && (ahead[0].ready || !isPiece(ahead[0]))) {
                emit(ahead.shift());
                fill();
            }
        }
        catch (error) {
            output.destroy(error);
            return;
        }
        if (exhausted && ahead.length === 0) {
            // The central directory, a chunk at a time as the reader takes them: tens of thousands of
            // entries make megabytes of it.
            closing ??= directory.chunks(offset);
            while (!waiting) {
                const next = closing.next();
                if (next.done) {
                    flush();
                    finished = true;
                    output.push(null);
                    return;
                }
                handOut(next.value);
            }
        }
        else if (!waiting) {
            // The next file is still being read or deflated: hand on what is ready meanwhile.
            flush();
        }
    }
    /** Starts reading and deflating the pieces of the next steps, up to MAX_STEPS_AHEAD steps. */
    function fill() {
        while (!exhausted && !output.destroyed && ahead.length < MAX_STEPS_AHEAD) {
            const next = steps.next();
            if (next.done) {
                exhausted = true;
                return;
            }
            const step = next.value;
            ahead.push(step);
            if (isPiece(step))
                void prepare(step);
        }
    }
    async function prepare(step) {
        const buffer = buffers.pop() ?? Buffer.allocUnsafe(STEP_BUFFER_BYTES);
        try {
            const { read, start, raw, seam } = await readPiece(step, (0,app_tree/* entryPath */.s)(tree, step.entry), buffer);
            const last = step.piece === step.pieces - 1;
            const deflated = await deflatePiece(read, start, last, level);
            step.ready = { buffer, raw, deflated, seam };
            pump();
        }
        catch (error) {
            output.destroy(error);
        }
    }
    /** A large file's piece is read and deflated ahead; anything else when its turn comes. */
    const isPiece = (step) => step.pieces > 1;
    /**
     * The bytes of a step's entry and their deflated form (undefined: to be stored as they are):
     * read now unless it is a piece.
     */
    function contentOf(step) {
        const { entry } = step;
        if (step.ready)
            return step.ready;
        if (entry.kind !== 'file')
            return { raw: entry.linkTarget ?? Buffer.alloc(0) };
        wholeBuffer ??= Buffer.allocUnsafe(STEP_BUFFER_BYTES);
        const raw = readWholeSync(entry, (0,app_tree/* entryPath */.s)(tree, entry), wholeBuffer);
        const plan = deflatePlan(raw);
        // Random all along (an image): stored without deflating it first.
        if (raw.length === 0 || plan.kind === 'stored')
            return { raw };
        if (plan.kind === 'runs')
            return { raw, deflated: [deflateRuns(raw, 0, plan.random, level, true)] };
        // zlib's output buffer the size of the file: the default, 16 KiB a file, is garbage that
        // makes V8 collect more often (a file that does not shrink is stored).
        const chunkSize = Math.max(external_node_zlib_.constants.Z_MIN_CHUNK, raw.length + 64);
        return { raw, deflated: [(0,external_node_zlib_.deflateRawSync)(raw, { level, chunkSize })] };
    }
    /** Writes a step out; throws when its file cannot be read. */
    function emit(step) {
        const { entry, piece, pieces, ready } = step;
        const { raw, deflated, seam } = contentOf(step);
        if (seam) {
            // The pieces were read apart: a file rewritten in between (same size) would unzip wrong.
            if (piece > 0 && seam.windowCrc !== lastTailCrc) {
                throw new Error(`${(0,app_tree/* entryPath */.s)(tree, entry)} changed while it was being zipped`);
            }
            lastTailCrc = seam.tailCrc;
        }
        const deflatedSize = deflated?.reduce((sum, chunk) => sum + chunk.length, 0) ?? raw.length;
        if (piece === 0) {
            const streamed = pieces > 1;
            // A whole file that deflate does not shrink (an image) is stored, as zip does.
            const method = streamed || deflatedSize < raw.length;
            current = {
                name: entry.name,
                method: method ? DEFLATED : STORED,
                mode: entry.mode,
                mtimeMs: entry.mtimeMs,
                offset,
                streamed,
                zip64: entry.size >= ZIP64_FILE_BYTES,
                crc32: streamed ? 0 : (0,external_node_zlib_.crc32)(raw),
                compressedSize: streamed ? 0 : method ? deflatedSize : raw.length,
                size: streamed ? 0 : raw.length
            };
            handOut(localFileHeader(current));
        }
        const record = current;
        if (record.method === STORED)
            copyOut(raw);
        else
            for (const chunk of deflated ?? [])
                handOut(chunk);
        if (record.streamed) {
            record.crc32 = (0,external_node_zlib_.crc32)(raw, record.crc32);
            record.compressedSize += deflatedSize;
            record.size += raw.length;
            if (piece === pieces - 1)
                handOut(dataDescriptor(record));
        }
        if (piece === pieces - 1)
            directory.add(record);
        if (ready && buffers.length < MAX_STEPS_AHEAD)
            buffers.push(ready.buffer);
    }
    return output;
}

;// CONCATENATED MODULE: ./src/service/upload/progress.ts
/** Seconds between two progress lines: a slow upload is reported, a fast one says nothing. */
const REPORT_EVERY_MS = 5000;
/**
 * Watches a stream's bytes and logs, at most every 5 seconds, how far the upload is: size sent,
 * percent (when the total is known) and rate. No line per chunk, and nothing for a fast upload.
 * It listens beside the consumer instead of sitting in the pipe, so it costs no extra copy.
 *
 * @param stream the build's bytes on their way into the request body
 * @param totalBytes the build's size, or undefined when it is not known in advance (a zip
 *   made on the fly)
 * @param log where the lines go (`core.info`)
 * @param now clock in milliseconds, replaceable for tests
 * @returns the same stream
 */
function reportProgress(stream, totalBytes, log, now = Date.now) {
    const started = now();
    let sent = 0;
    let lastReport = started;
    stream.on('data', (chunk) => {
        sent += chunk.length;
        const time = now();
        if (time - lastReport >= REPORT_EVERY_MS) {
            lastReport = time;
            log(describeProgress(sent, totalBytes, time - started));
        }
    });
    stream.on('end', () => {
        const elapsed = now() - started;
        if (elapsed >= REPORT_EVERY_MS)
            log(`${describeProgress(sent, totalBytes, elapsed)}, done`);
    });
    return stream;
}
/** "512 MiB of 1.0 GiB (50%), 95.2 MiB/s" */
function describeProgress(sent, total, elapsedMs) {
    const rate = elapsedMs > 0 ? `${formatBytes((sent / elapsedMs) * 1000)}/s` : '';
    const of = total ? ` of ${formatBytes(total)} (${Math.floor((sent / total) * 100)}%)` : '';
    return `Uploaded ${formatBytes(sent)}${of}, ${rate}`;
}
/** Bytes in binary units: 980 B, 1.5 KiB, 12.3 MiB, 1.0 GiB. */
function formatBytes(bytes) {
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${units[unit]}`;
}

;// CONCATENATED MODULE: ./src/service/upload/multipart-body.ts






/**
 * The app fields as form fields (direct file uploads): `appPermissions` flattened into
 * `appPermissions.run` and so on, `null` (unset) sent as an empty value, lists as JSON text,
 * numbers and booleans as their text.
 *
 * @returns [name, value] pairs in the fields' order
 */
function formFields(fields) {
    const pairs = [];
    for (const [name, value] of Object.entries(fields)) {
        if (name === 'appPermissions' &&
            value !== null &&
            typeof value === 'object' &&
            !Array.isArray(value)) {
            for (const [capability, level] of Object.entries(value)) {
                pairs.push([`appPermissions.${capability}`, level ?? '']);
            }
        }
        else if (value === null)
            pairs.push([name, '']);
        else if (Array.isArray(value))
            pairs.push([name, JSON.stringify(value)]);
        else
            pairs.push([name, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
    }
    return pairs;
}
/**
 * Builds the streamed upload of a build with its fields. Nothing is read until `open()`.
 *
 * @param log receives progress lines while the body is sent
 * @param watch watches the build's bytes instead (a terminal's progress bar); default: a line
 *   to `log` at most every 5 s
 */
async function multipartUpload(fields, build, log, watch = (stream, totalBytes) => reportProgress(stream, totalBytes, log)) {
    const { default: FormData } = await __webpack_require__.e(/* import() */ 454).then(__webpack_require__.t.bind(__webpack_require__, 6454, 23));
    const pairs = formFields(fields);
    // The file name is outside text that goes into a part header: form-data quotes it but does
    // not escape a quote or a line break in it, so those (and a backslash) are replaced.
    const filename = (0,build_kinds/* uploadName */.Vr)(build.kind, (0,external_node_path_.basename)(build.path)).replace(/["\\\r\n]/g, '_');
    const { contentType, folder } = (0,build_kinds/* buildKind */.XF)(build.kind);
    const boundary = new FormData().getBoundary();
    // A zip made on the fly has no size until it is done: that body goes out chunked.
    const knownLength = folder ? undefined : build.size;
    const form = (file) => {
        const body = new FormData();
        body.setBoundary(boundary);
        for (const [name, value] of pairs)
            body.append(name, value);
        body.append('file', file, { filename, contentType, knownLength });
        return body;
    };
    const headers = {
        'content-type': `multipart/form-data; boundary=${boundary}`
    };
    if (knownLength !== undefined) {
        headers['content-length'] = String(form(external_node_stream_.Readable.from([])).getLengthSync());
    }
    // Each attempt opens the build afresh. The one before is closed first: a failed attempt's
    // stream is only unpiped, and would keep its file open (or its zipper reading and deflating
    // pieces ahead) until the garbage collector came by.
    let previous;
    const open = () => {
        previous?.destroy();
        if (build.appTree) {
            // The folder was walked once, when the plan was made: the zip is made from that walk.
            previous = zipAppTree(build.appTree);
            return form(watch(previous, undefined));
        }
        previous = (0,external_node_fs_.createReadStream)(build.path, { highWaterMark: 1024 * 1024 });
        return form(watch(previous, knownLength));
    };
    const size = folder
        ? `zipped on the fly from ${formatBytes(build.size)} of files`
        : formatBytes(build.size);
    const fileDescription = `${build.displayPath} (${filename}, ${contentType}, ${size})`;
    const preview = [...pairs.map(([name, value]) => `${name}=${value}`), `file=@${fileDescription}`];
    return { headers, open, fileDescription, preview: preview.join('\n') };
}


/***/ })

};
;
//# sourceMappingURL=701.index.cjs.js.map