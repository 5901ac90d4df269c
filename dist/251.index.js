export const id = 251;
export const ids = [251];
export const modules = {

/***/ 251:
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
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/upload/app-zip.ts



/**
 * Zips an iOS simulator `.app` folder on the fly, as `zip -ry App.zip App.app` would: the `.app`
 * folder is the archive's top entry, and file modes (the executable bit) and symlinks (inside
 * frameworks) are kept. Files are opened one at a time as the archive is read, so nothing is
 * held in memory and no temporary file is written.
 *
 * @param folder absolute path of the `.app` folder
 * @returns the zip as a stream; each call gives a fresh one (for a retry)
 */
async function zipAppFolder(folder) {
    const { ZipFile } = await __webpack_require__.e(/* import() */ 44).then(__webpack_require__.t.bind(__webpack_require__, 3044, 19));
    const zip = new ZipFile();
    const top = (0,external_node_path_.basename)(folder);
    const rootStats = await (0,promises_.lstat)(folder);
    zip.addEmptyDirectory(`${top}/`, { mode: rootStats.mode, mtime: rootStats.mtime });
    const entries = await (0,promises_.readdir)(folder, { recursive: true, withFileTypes: true });
    // Sorted, so the archive is the same for the same folder.
    const paths = entries.map(entry => (0,external_node_path_.resolve)(entry.parentPath, entry.name)).sort();
    for (const path of paths) {
        const name = `${top}/${(0,external_node_path_.relative)(folder, path).split(external_node_path_.sep).join('/')}`;
        const stats = await (0,promises_.lstat)(path);
        const options = { mode: stats.mode, mtime: stats.mtime };
        if (stats.isSymbolicLink()) {
            // A symlink is stored as its target's path with the link's mode, which unzip restores.
            zip.addBuffer(Buffer.from(await (0,promises_.readlink)(path)), name, { ...options, compress: false });
        }
        else if (stats.isDirectory()) {
            zip.addEmptyDirectory(`${name}/`, options);
        }
        else if (stats.isFile()) {
            zip.addReadStreamLazy(name, { ...options, size: stats.size }, callback => callback(null, (0,external_node_fs_.createReadStream)(path)));
        }
    }
    zip.end();
    const output = zip.outputStream;
    // yazl reports a failed read on the ZipFile, not on its output: pass it on to the reader.
    zip.on('error', (error) => output.destroy(error));
    return output;
}

;// CONCATENATED MODULE: ./src/upload/progress.ts
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

;// CONCATENATED MODULE: ./src/upload/multipart-body.ts





/** Content types of the `file` part, by build kind. */
const CONTENT_TYPES = {
    apk: 'application/vnd.android.package-archive',
    apks: 'application/octet-stream',
    zip: 'application/zip',
    'tar.gz': 'application/gzip',
    app: 'application/zip'
};
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
 */
async function multipartUpload(fields, build, log) {
    const { default: FormData } = await __webpack_require__.e(/* import() */ 454).then(__webpack_require__.t.bind(__webpack_require__, 6454, 23));
    const pairs = formFields(fields);
    const filename = build.kind === 'app' ? `${(0,external_node_path_.basename)(build.path, '.app')}.zip` : (0,external_node_path_.basename)(build.path);
    const contentType = CONTENT_TYPES[build.kind];
    const boundary = new FormData().getBoundary();
    // A zip made on the fly has no size until it is done: that body goes out chunked.
    const knownLength = build.kind === 'app' ? undefined : build.size;
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
    const open = () => {
        if (build.kind === 'app') {
            // The zip is made asynchronously; the form reads from a pass-through it fills.
            const zipped = new external_node_stream_.PassThrough();
            zipAppFolder(build.path).then(zip => zip.on('error', error => zipped.destroy(error)).pipe(zipped), (error) => zipped.destroy(error));
            return form(reportProgress(zipped, undefined, log));
        }
        const file = (0,external_node_fs_.createReadStream)(build.path, { highWaterMark: 1024 * 1024 });
        return form(reportProgress(file, knownLength, log));
    };
    const size = build.kind === 'app'
        ? `zipped on the fly from ${formatBytes(build.size)} of files`
        : formatBytes(build.size);
    const fileDescription = `${build.displayPath} (${filename}, ${contentType}, ${size})`;
    const preview = [...pairs.map(([name, value]) => `${name}=${value}`), `file=@${fileDescription}`];
    return { headers, open, fileDescription, preview: preview.join('\n') };
}


/***/ })

};

//# sourceMappingURL=251.index.js.map