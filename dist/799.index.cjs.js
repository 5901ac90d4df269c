"use strict";
exports.id = 799;
exports.ids = [799];
exports.modules = {

/***/ 799:
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
/* harmony import */ var _buffer_gc_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9726);




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
 * In the action's own process, which walks, zips and uploads the folder and then ends, V8 is
 * set for a flat memory before the walk (lowerMemoryForZipping, freeDeadBuffersSooner; see
 * memory-tuning.ts).
 *
 * @param folder absolute path of the `.app` folder
 * @throws UnreadableAppEntryError for an entry that cannot be read or searched; Node's fs error
 *   when `folder` does not exist; Error when it is not a folder
 */
function scanAppFolder(folder) {
    // The walk is synchronous (one lstat after another is faster than as many promises); its
    // failures still arrive as a rejection.
    try {
        (0,_buffer_gc_js__WEBPACK_IMPORTED_MODULE_2__/* .lowerMemoryForZipping */ .TQ)();
        return Promise.resolve(walkAppFolder(folder));
    }
    catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
}
function walkAppFolder(folder) {
    // The walk is the upload's first heavy lifting: keep the young generation small from here.
    (0,_buffer_gc_js__WEBPACK_IMPORTED_MODULE_2__/* .freeDeadBuffersSooner */ .Qf)();
    const top = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(folder);
    const entries = [];
    let files = 0;
    let bytes = 0;
    const visit = (path, relativePath, stats) => {
        const name = relativePath === '' ? `${top}/` : `${top}/${relativePath}`;
        const common = { mode: stats.mode, mtimeMs: stats.mtimeMs, size: 0 };
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

/***/ 9726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qf: () => (/* binding */ freeDeadBuffersSooner),
/* harmony export */   TQ: () => (/* binding */ lowerMemoryForZipping),
/* harmony export */   UJ: () => (/* binding */ collectGarbageNow)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(714);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_vm__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _memory_tuning_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6182);



let applied = false;
let zipFlagsApplied = false;
let fullCollection;
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
function freeDeadBuffersSooner() {
    if (applied || !(0,_memory_tuning_js__WEBPACK_IMPORTED_MODULE_2__/* .memoryTuningAllowed */ .R)())
        return;
    applied = true;
    const [major = 0, minor = 0] = process.versions.v8.split('.').map(Number);
    if (major < 13 || (major === 13 && minor < 6))
        return;
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--scavenger-max-new-space-capacity-mb=2');
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--semi-space-growth-factor=1');
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
function lowerMemoryForZipping() {
    if (zipFlagsApplied || !(0,_memory_tuning_js__WEBPACK_IMPORTED_MODULE_2__/* .memoryTuningAllowed */ .R)())
        return;
    zipFlagsApplied = true;
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--optimize-for-size');
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--no-turbofan');
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
function collectGarbageNow() {
    if (!zipFlagsApplied)
        return;
    if (!fullCollection) {
        try {
            // `gc` is given only to contexts made after --expose-gc; this one runs nothing else.
            (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--expose-gc');
            fullCollection = (0,node_vm__WEBPACK_IMPORTED_MODULE_1__.runInNewContext)('gc');
        }
        catch {
            fullCollection = () => undefined;
        }
    }
    fullCollection();
}


/***/ })

};
;
//# sourceMappingURL=799.index.cjs.js.map