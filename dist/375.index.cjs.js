"use strict";
exports.id = 375;
exports.ids = [375];
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


/***/ })

};
;
//# sourceMappingURL=375.index.cjs.js.map