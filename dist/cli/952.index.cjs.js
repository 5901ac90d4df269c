"use strict";
exports.id = 952;
exports.ids = [952];
exports.modules = {

/***/ 4952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resolveBuildFile: () => (/* binding */ resolveBuildFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1746);
/* harmony import */ var _build_kinds_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4833);
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9782);






const GLOB_CHARACTERS = /[*?[\]{}!]/;
/**
 * Finds the build the `file` input names and checks it can be uploaded, before any request.
 *
 * @param pattern a path or glob, relative to `workspace` (absolute paths work too)
 * @param workspace the folder relative paths start from (GITHUB_WORKSPACE)
 * @throws InputError when the glob matches nothing or several builds, or the build is missing,
 *   empty, unreadable, not a regular file (a FIFO, a device, a socket), of a kind the service
 *   does not take (an `.ipa`, an `.aab`: see REFUSED_BUILD_KINDS) or of no kind it knows. A link is followed, so a build outside the workspace (Xcode's
 *   DerivedData) works by absolute path or through a link.
 */
async function resolveBuildFile(pattern, workspace) {
    const path = GLOB_CHARACTERS.test(pattern)
        ? await matchOne(pattern, workspace)
        : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workspace, pattern);
    const displayPath = showPath(path, workspace);
    const kind = kindOf(path, displayPath);
    let stats;
    try {
        stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
    }
    catch {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .input */ .hF)('file')} ${displayPath} does not exist (looked in ${workspace}). ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .advice */ .v9)('build-first')}, and give the path relative to ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .advice */ .v9)('workspace')}.`);
    }
    if ((0,_build_kinds_js__WEBPACK_IMPORTED_MODULE_4__/* .buildKind */ .XF)(kind).folder) {
        if (!stats.isDirectory()) {
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .input */ .hF)('file')} ${displayPath} should be an .app folder, but is a file.`);
        }
        const { scanAppFolder, UnreadableAppEntryError } = await __webpack_require__.e(/* import() */ 375).then(__webpack_require__.bind(__webpack_require__, 1375));
        const appTree = await scanAppFolder(path).catch((error) => {
            if (!(error instanceof UnreadableAppEntryError))
                throw error;
            const where = error.relativePath === '.' ? displayPath : `${displayPath}/${error.relativePath}`;
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .input */ .hF)('file')} ${where} cannot be read: check its permissions.`);
        });
        if (appTree.files === 0) {
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .input */ .hF)('file')} ${displayPath} is an empty folder: not an app bundle.`);
        }
        return { path, displayPath, kind, size: appTree.bytes, appTree };
    }
    if (stats.isDirectory()) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .input */ .hF)('file')} ${displayPath} is a folder, not a build file.`);
    }
    if (!stats.isFile()) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .input */ .hF)('file')} ${displayPath} is not a regular file (a pipe, a device or a socket): give the build file itself.`);
    }
    if (stats.size === 0) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .input */ .hF)('file')} ${displayPath} is empty (0 bytes): the build step did not finish writing it.`);
    }
    await checkReadable(path, displayPath);
    return { path, displayPath, kind, size: stats.size };
}
/** The single path a glob matches; an `.app` inside a matched `.app` is part of it, not another. */
async function matchOne(pattern, workspace) {
    const { glob } = await __webpack_require__.e(/* import() */ 382).then(__webpack_require__.bind(__webpack_require__, 3382));
    const found = await glob(pattern, {
        cwd: workspace,
        absolute: true,
        onlyFiles: false,
        dot: true,
        followSymbolicLinks: false
    });
    const paths = found
        .map(path => path.replace(/[/\\]+$/, ''))
        .filter((path, _, all) => !all.some(other => other !== path && path.startsWith(`${other}${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`)))
        .sort();
    if (paths.length === 1)
        return paths[0];
    if (paths.length === 0) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .input */ .hF)('file')} ${JSON.stringify(pattern)} matches nothing in ${workspace}. ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .advice */ .v9)('build-first')}, and check the pattern.`);
    }
    const shown = paths.slice(0, 10).map(path => showPath(path, workspace));
    throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .input */ .hF)('file')} ${JSON.stringify(pattern)} matches ${paths.length} paths, but must match exactly one: ${shown.join(', ')}${paths.length > 10 ? ', …' : ''}. Narrow the pattern.`);
}
function kindOf(path, displayPath) {
    const name = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path);
    const row = (0,_build_kinds_js__WEBPACK_IMPORTED_MODULE_4__/* .buildKindOfName */ .jQ)(name);
    if (row)
        return row.kind;
    const refused = (0,_build_kinds_js__WEBPACK_IMPORTED_MODULE_4__/* .refusedBuildKindOfName */ .Dr)(name);
    if (refused) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .input */ .hF)('file')} ${displayPath} is ${refused.description}. ${refused.instead.file}`);
    }
    throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .input */ .hF)('file')} ${displayPath} is not a build the service takes: give an .apk or .apks (Android), or an iOS simulator .app folder or a .zip or .tar.gz of it.`);
}
async function checkReadable(path, displayPath) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK);
    }
    catch {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_5__/* .input */ .hF)('file')} ${displayPath} cannot be read: check its permissions.`);
    }
}
function showPath(path, workspace) {
    const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(workspace, path);
    return inside !== '' && !inside.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(inside) ? inside : path;
}


/***/ })

};
;
//# sourceMappingURL=952.index.cjs.js.map