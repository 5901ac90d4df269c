"use strict";
exports.id = 842;
exports.ids = [842];
exports.modules = {

/***/ 9984:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ planApp)
});

// EXTERNAL MODULE: ./src/shared/input-error.ts
var input_error = __webpack_require__(1746);
// EXTERNAL MODULE: ./src/service/app-fields.ts
var app_fields = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/service/build-kinds.ts
var build_kinds = __webpack_require__(4833);
// EXTERNAL MODULE: ./src/shared/message.ts
var message = __webpack_require__(9782);
// EXTERNAL MODULE: ./src/shared/url-redaction.ts
var url_redaction = __webpack_require__(9392);
;// CONCATENATED MODULE: ./src/app/plan/build-url.ts




/**
 * Checks that a build URL is an absolute http(s) URL the service can download, written without
 * spaces or control characters, whose path does not end in a build the service cannot take (an
 * `.ipa`, an `.aab`, as `file` refuses them) or an `.app` folder (which `file` zips; a URL
 * cannot). A path with no known ending (`/download?id=7`) is taken: the service reads the file.
 *
 * @param label how the value is named in errors (`url` or `settings.url`)
 * @param input the action input named by the error
 * @throws InputError otherwise; the message shows the URL without its query (it may be signed)
 */
function checkBuildUrl(url, label, input) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw new input_error/* InputError */.dz(input, (0,message/* message */.iU) `${label} is not an absolute URL. Give a publicly accessible https:// link to the build (.zip, .tar.gz or .apk).`);
    }
    // The URL parser drops tabs and line breaks and encodes spaces, so what would be shown and
    // masked would differ from what the service is sent.
    if (/[\s\u0000-\u001f\u007f-\u009f]/.test(url)) {
        throw new input_error/* InputError */.dz(input, (0,message/* message */.iU) `${label} must not contain spaces, tabs, line breaks or control characters: write a space as %20.`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new input_error/* InputError */.dz(input, (0,message/* message */.iU) `${label} must be an http(s) link the service can download, got a URL whose scheme is ${parsed.protocol.slice(0, -1)}.`);
    }
    const refused = (0,build_kinds/* refusedBuildKindOfName */.Dr)(parsed.pathname);
    if (refused) {
        throw new input_error/* InputError */.dz(input, (0,message/* message */.iU) `${label} points to ${refused.description} (${(0,url_redaction/* redactUrl */.BO)(url)}). ${refused.instead.url}`);
    }
    if ((0,build_kinds/* buildKindOfName */.jQ)(parsed.pathname)?.folder) {
        throw new input_error/* InputError */.dz(input, (0,message/* message */.iU) `${label} points to an .app (${(0,url_redaction/* redactUrl */.BO)(url)}), a folder, which the service cannot download. Link a .zip or .tar.gz of it, or upload the folder itself with ${(0,message/* input */.hF)('file')}.`);
    }
}
/**
 * The `fileType` a build URL's path implies, from the build kind table: `.zip` → zip, `.tar.gz`
 * or `.tgz` → tar.gz, `.apk` → apk (case-insensitive; the query is ignored, so presigned URLs
 * work). Only `fileType` is inferred from a URL, never `platform`.
 *
 * @returns undefined when the path ends in none of these
 */
function fileTypeOfUrl(url) {
    const row = (0,build_kinds/* buildKindOfName */.jQ)(new URL(url).pathname);
    return row && !row.folder ? row.fileType : undefined;
}

// EXTERNAL MODULE: ./src/app/plan/yaml-input.ts
var yaml_input = __webpack_require__(8737);
;// CONCATENATED MODULE: ./src/app/plan/settings.ts



/**
 * Parses the `settings` input: a JSON object or a YAML mapping.
 *
 * JSON is tried first because it needs no parser to be loaded; the YAML parser is imported only
 * when the text is not JSON, or when a key name occurs twice in it and the parser must tell
 * whether that is a key given twice in one object (refused, in JSON as in YAML) or the same name
 * in two objects.
 *
 * @param text the raw input; empty or blank means no settings
 * @returns the mapping, field name to value (`null` kept: it unsets a field,
 *   https://docs.appetize.io/rest-api/v1/update-existing-app)
 * @throws InputError when the text parses as neither, gives a key twice, uses a YAML tag, or is
 *   not a mapping
 */
async function parseSettings(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return {};
    let parsed;
    if (trimmed.startsWith('{')) {
        try {
            parsed = JSON.parse(trimmed);
            if (repeatsAKeyName(trimmed))
                parsed = await (0,yaml_input/* parseYamlInput */.P)('settings', trimmed, 'a JSON object nor a valid YAML mapping');
        }
        catch (error) {
            if (error instanceof input_error/* InputError */.dz)
                throw error;
            // `{timeout: 60}` is a YAML flow mapping, not JSON: let the YAML parser decide.
            parsed = await (0,yaml_input/* parseYamlInput */.P)('settings', trimmed, 'a JSON object nor a valid YAML mapping');
        }
    }
    else {
        parsed = await (0,yaml_input/* parseYamlInput */.P)('settings', trimmed, 'a JSON object nor a valid YAML mapping');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new input_error/* InputError */.dz('settings', (0,message/* message */.iU) `${(0,message/* input */.hF)('settings')} must be a JSON object or a YAML mapping of app fields (e.g. "timeout: 300"), got ${Array.isArray(parsed)
            ? 'a list'
            : `the ${parsed === null ? 'value null' : typeof parsed} ${JSON.stringify(parsed)}`}.`);
    }
    return parsed;
}
/** True when some `"name":` occurs more than once in JSON text (maybe in different objects). */
function repeatsAKeyName(json) {
    const seen = new Set();
    for (const match of json.matchAll(/"((?:[^"\\]|\\.)*)"\s*:/g)) {
        // Compare names as JSON reads them: "a" and "\u0061" are the same key.
        let name = match[1];
        try {
            name = JSON.parse(`"${name}"`);
        }
        catch {
            // not a valid JSON string: JSON.parse of the whole text decides
        }
        if (seen.has(name))
            return true;
        seen.add(name);
    }
    return false;
}

// EXTERNAL MODULE: ./src/service/validate-fields.ts
var validate_fields = __webpack_require__(7187);
;// CONCATENATED MODULE: ./src/app/plan/app-plan.ts







/** App fields that also have an input of their own, in the order they are checked. */
const FIELD_INPUTS = ['url', 'platform', 'fileType', 'note'];
/**
 * The fields and build the inputs give: `settings` merged with the field inputs, the build on
 * disk found, and what it implies inferred.
 *
 * @throws InputError as planRun
 */
async function planApp(inputs, workspace) {
    // The fields and the build on disk are checked both, so that a run reports a mistake in each
    // (settings and a file that matches nothing) together; what they say together comes after.
    let fields;
    const [given = {}, build] = await (0,input_error/* checkAll */.K7)([
        async () => (fields = await collectFields(inputs)),
        () => findBuild(inputs, fields, workspace)
    ]);
    const upload = build === undefined ? undefined : planUpload(inputs, given, build);
    const merged = upload ? { ...given, ...upload.inferred } : given;
    return {
        fields: merged,
        build: upload?.build,
        given: [...Object.keys(merged), ...(upload ? ['file'] : [])]
    };
}
/**
 * Merges `settings` with the field inputs (url, platform, fileType, note), infers `fileType`
 * from the build URL when nobody gave one, and checks the combination.
 *
 * @returns a new mapping of the fields to send
 */
async function collectFields(inputs) {
    const fromSettings = await (0,validate_fields/* validateAppFields */.ZL)(await parseSettings(inputs.settings), 'settings');
    const fields = { ...fromSettings };
    for (const name of FIELD_INPUTS) {
        const value = inputs[name];
        if (value === '')
            continue;
        if (name in fields) {
            throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} is given both as an input and in ${(0,message/* input */.hF)('settings')}; give it once.`);
        }
        fields[name] = await (0,validate_fields/* validateValue */.ZC)(fieldOf(name), value, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)}`, name);
    }
    const url = fields.url;
    if (typeof url === 'string') {
        const label = inputs.url !== '' ? (0,message/* message */.iU) `${(0,message/* input */.hF)('url')}` : (0,message/* message */.iU) `${(0,message/* inputKey */.sM)('settings', 'url')}`;
        checkBuildUrl(url, label, inputs.url !== '' ? 'url' : 'settings');
        const inferred = fileTypeOfUrl(url);
        if (inferred === 'apk' && fields.platform === 'ios') {
            throw new input_error/* InputError */.dz('platform', (0,message/* message */.iU) `${label} points to an .apk, which is an Android build, but ${(0,message/* input */.hF)('platform')} is ios. Use ${(0,message/* input */.hF)('platform')} android, or an iOS simulator build (.zip or .tar.gz of the .app).`);
        }
        if (fields.fileType === undefined && inferred !== undefined) {
            return checkFileType({ ...fields, fileType: inferred });
        }
    }
    return checkFileType(fields);
}
function checkFileType(fields) {
    if (fields.fileType === 'apk' && fields.platform === 'ios') {
        throw new input_error/* InputError */.dz('fileType', (0,message/* message */.iU) `${(0,message/* input */.hF)('fileType')} apk is an Android build, but ${(0,message/* input */.hF)('platform')} is ios. iOS builds are zip or tar.gz.`);
    }
    return fields;
}
function fieldOf(name) {
    const field = app_fields/* APP_FIELDS_BY_NAME */.G5.get(name);
    if (!field)
        throw new Error(`${name} is missing from the app field table`);
    return field;
}
/**
 * The build the `file` input names, found on disk; undefined without `file`.
 *
 * @param fields the fields given, when they are valid: a `url` among them excludes `file`
 * @throws InputError for `file` and `url` both given, a glob that matches nothing or several
 *   builds, or a build that is missing or unusable
 */
async function findBuild(inputs, fields, workspace) {
    if (inputs.file === '')
        return undefined;
    if (inputs.url !== '' || (fields !== undefined && Object.hasOwn(fields, 'url'))) {
        throw new input_error/* InputError */.dz('file', (0,message/* message */.iU) `${(0,message/* input */.hF)('file')} and ${inputs.url !== '' ? (0,message/* input */.hF)('url') : (0,message/* inputKey */.sM)('settings', 'url')} were both given: upload a build from disk with ${(0,message/* input */.hF)('file')}, or let the service download it from ${(0,message/* input */.hF)('url')}, not both.`);
    }
    // Only uploads need the file system walk and glob matching: load them only for those.
    const { resolveBuildFile } = await __webpack_require__.e(/* import() */ 952).then(__webpack_require__.bind(__webpack_require__, 4952));
    return resolveBuildFile(inputs.file, workspace);
}
/**
 * Works out the `platform` and `fileType` the build implies, refusing a contradiction with
 * values the user gave and a `url` besides.
 */
function planUpload(inputs, fields, build) {
    const row = (0,build_kinds/* buildKind */.XF)(build.kind);
    const inferred = {};
    for (const name of ['platform', 'fileType']) {
        const value = row[name];
        if (value === undefined)
            continue;
        if (fields[name] === undefined)
            inferred[name] = value;
        else if (fields[name] !== value) {
            throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} is ${JSON.stringify(fields[name])}, but ${(0,message/* input */.hF)('file')} ${build.displayPath} is ${row.description}, which means ${(0,message/* input */.hF)(name)} ${value}. Leave ${(0,message/* input */.hF)(name)} empty to infer it.`);
        }
    }
    const fileType = fields.fileType ?? inferred.fileType;
    if (row.platform === 'android' && fileType !== undefined && fileType !== 'apk') {
        throw new input_error/* InputError */.dz('fileType', (0,message/* message */.iU) `${(0,message/* input */.hF)('fileType')} ${JSON.stringify(fileType)} does not fit ${(0,message/* input */.hF)('file')} ${build.displayPath}, ${row.description}. Leave ${(0,message/* input */.hF)('fileType')} empty.`);
    }
    return { build, inferred };
}


/***/ }),

/***/ 2936:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FR: () => (/* binding */ planLinks),
/* harmony export */   ZL: () => (/* binding */ planUpdate),
/* harmony export */   l6: () => (/* binding */ PUBLIC_KEY_PATTERN)
/* harmony export */ });
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1746);
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9782);


/** publicKeys are opaque, but only ever letters, digits, `_` and `-` (e.g. `ag_…` app groups). */
const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/**
 * The update of the app `publicKey` names, with its device check first; undefined when
 * publicKey is empty and nothing asks for an update.
 *
 * @param links the `devices` and `linkParams` inputs when already read (planLinks); else read here
 * @throws InputError for fields without a publicKey, nothing to do, or an unusable publicKey
 */
async function planUpdate(inputs, app, links) {
    if (inputs.publicKey === '') {
        const links = ['devices', 'linkParams'].filter(name => inputs[name] !== '');
        if (app.given.length > 0 || links.length > 0) {
            const given = [...app.given, ...links];
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('publicKey', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('publicKey')} is empty, but app fields were given (${given.join(', ')}): set ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('publicKey')} to the app to update.`);
        }
        if (!inputs.ipBlocks) {
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('publicKey', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `Nothing to do: set ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('publicKey')} (with file, url, settings or other app fields) to update an app, and/or ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('ipBlocks')}: true to fetch the IP blocks.`);
        }
        return undefined;
    }
    checkUpdate(inputs, app.given);
    const { devices, linkParams } = links ?? (await planLinks(inputs));
    const platform = typeof app.fields.platform === 'string' ? app.fields.platform : undefined;
    const operations = [];
    if (devices.length > 0) {
        operations.push({ kind: 'check-devices', devices, platform: platform });
    }
    operations.push({
        kind: 'update-app',
        publicKey: inputs.publicKey,
        fields: app.fields,
        build: app.build,
        devices: devices.length > 0 ? devices : undefined,
        linkParams
    });
    return operations;
}
/** Refuses an update without a usable publicKey, anything to send, or a token. */
function checkUpdate(inputs, givenFields) {
    if (!PUBLIC_KEY_PATTERN.test(inputs.publicKey)) {
        const fromAddress = publicKeyOfAppAddress(inputs.publicKey);
        if (fromAddress !== undefined) {
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('publicKey', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('publicKey')} is an app's address, not the key itself: the key is the part after /${fromAddress.page}/. Use ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('publicKey')}: ${fromAddress.key}.`);
        }
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('publicKey', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('publicKey')} may contain only letters, digits, "_" and "-" (at most 128), as the service issues them; copy it from the app page on the dashboard.`);
    }
    if (givenFields.length === 0) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('publicKey', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('publicKey')} is set but there is nothing to update: give ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .inputList */ .Ds)(['file', 'url', 'platform', 'fileType', 'note', 'settings'])}.${inputs.ipBlocks ? (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) ` To fetch only the IP blocks, leave ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('publicKey')} empty.` : ''}`);
    }
    if (inputs.apiToken === '') {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('apiToken', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('apiToken')} is empty: updating an app needs an API token (Organization → API Token on the dashboard).`);
    }
}
/**
 * The key in an app's address, as the dashboard and the update's `appURL` show it
 * (`https://appetize.io/app/<publicKey>`, also `/embed/<publicKey>`, with a query or a trailing
 * slash), and the page it names; undefined when the text is not such an address.
 */
function publicKeyOfAppAddress(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return undefined;
    }
    const [, page, key] = /^\/(app|embed)\/([^/]+)\/?$/.exec(url.pathname) ?? [];
    return page !== undefined && key !== undefined && PUBLIC_KEY_PATTERN.test(key)
        ? { key, page }
        : undefined;
}
/**
 * The `devices` and `linkParams` inputs; their parser is loaded only when one is given.
 *
 * @throws InputError as planDeviceLinks
 */
async function planLinks(inputs) {
    if (inputs.devices === '' && inputs.linkParams === '')
        return { devices: [] };
    return (await __webpack_require__.e(/* import() */ 712).then(__webpack_require__.bind(__webpack_require__, 3712))).planDeviceLinks(inputs);
}


/***/ }),

/***/ 8737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ parseYamlInput)
/* harmony export */ });
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1746);
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9782);
/**
 * The YAML (or JSON) of an input whose value is a mapping or a list (`settings`, `linkParams`),
 * parsed with the `yaml` package (https://eemeli.org/yaml/) as a person expects: a key given twice,
 * an unknown tag or an alias bomb is an input error naming the line, never a warning on stderr.
 */


/**
 * Most values YAML aliases may stand for once expanded (uses of an anchor times the aliases
 * inside it): the `yaml` package's `maxAliasCount`, its default made explicit
 * (https://eemeli.org/yaml/#tojs-options). App settings and link parameters need few, if any.
 */
const MAX_ALIAS_COUNT = 100;
/**
 * Parses an input's YAML (JSON is YAML too) without letting the parser print anything: its
 * warnings (an unknown tag such as `!!foo`) are errors of the input, not lines on stderr where
 * the runner reads commands.
 *
 * @param name the input the text is from (`settings`, `linkParams`)
 * @param text the input's value
 * @param shape what the value should have been, after "neither" ("a JSON object nor a valid
 *   YAML mapping")
 * @returns the parsed value, of any shape: the caller checks it
 * @throws InputError naming the input, the parser's first problem and its line
 */
async function parseYamlInput(name, text, shape) {
    const { parseDocument } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
    // uniqueKeys: a key given twice is a mistake, not "last one wins".
    const document = parseDocument(text, {
        uniqueKeys: true,
        prettyErrors: true,
        logLevel: 'silent',
        resolveKnownTags: false
    });
    const problem = document.errors[0] ?? document.warnings[0];
    if (!problem) {
        try {
            return document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
        }
        catch (error) {
            // The parser refuses aliases only while building values, with a ReferenceError.
            const refused = error instanceof ReferenceError ? error.message : '';
            if (refused.startsWith('Excessive alias count')) {
                throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)(name)} was refused: its YAML aliases (*name) expand past the limit of ${MAX_ALIAS_COUNT} aliased values, as an alias bomb does. Write the values out, or repeat each anchor (&name) only a few times.`);
            }
            if (refused.startsWith('Unresolved alias')) {
                throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)(name)} uses a YAML alias (*name) whose anchor (&name) is not set before it: set the anchor first, or write the value out.`);
            }
            throw error;
        }
    }
    const start = problem.linePos?.[0];
    const line = `line ${start?.line ?? 1}`;
    if (problem.code === 'DUPLICATE_KEY') {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)(name)} gives a key twice (${line}): give each field once.`);
    }
    if (problem.code === 'TAG_RESOLVE_FAILED') {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)(name)} uses a YAML tag that is not taken (${line}): give plain values (strings, numbers, true/false, null, lists and mappings).`);
    }
    // A value followed by a line indented deeper reads as one value running on (`60 note: x`):
    // the parser blames where the value starts, but the mistake is the indented line.
    const runOn = document.errors.find(error => error.code === 'MULTILINE_IMPLICIT_KEY' && error.pos[0] === problem.pos[0])?.linePos?.[1]?.line;
    if (problem.code === 'BLOCK_AS_IMPLICIT_KEY' &&
        runOn !== undefined &&
        runOn > (start?.line ?? 1)) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)(name)} line ${runOn} is indented deeper than ${line}, so it reads as part of that line's value: indent each field alike.`);
    }
    // The parser's first line ends with its own "at line 2, column 7:", shown once, as ours.
    const what = (problem.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    const column = start ? `, column ${start.col}` : '';
    throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)(name)} is neither ${shape}: ${what} (${line}${column}).`);
}


/***/ }),

/***/ 2842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dz: () => (/* reexport */ input_error/* InputError */.dz),
  G: () => (/* reexport */ input_error/* InputErrors */.G),
  pO: () => (/* reexport */ Redactor),
  vk: () => (/* reexport */ progress/* describeProgress */.vk),
  w5: () => (/* reexport */ failureReports),
  z3: () => (/* reexport */ progress/* formatBytes */.z3),
  neutraliseCommands: () => (/* reexport */ neutraliseCommands),
  _1: () => (/* reexport */ planCreate),
  xO: () => (/* reexport */ planDelete),
  Se: () => (/* reexport */ planDeviceList),
  nY: () => (/* reexport */ planRun),
  FF: () => (/* reexport */ proxyCredentials),
  XX: () => (/* reexport */ message/* render */.XX),
  Cs: () => (/* reexport */ runAction)
});

// UNUSED EXPORTS: ActionFailure

// EXTERNAL MODULE: ./src/shared/failure.ts
var shared_failure = __webpack_require__(8035);
// EXTERNAL MODULE: ./src/shared/input-error.ts
var input_error = __webpack_require__(1746);
// EXTERNAL MODULE: ./src/shared/base-url.ts
var base_url = __webpack_require__(280);
// EXTERNAL MODULE: ./src/shared/message.ts
var message = __webpack_require__(9782);
;// CONCATENATED MODULE: ./src/service/endpoints.ts



/** The public service's API host: the `baseUrl` input's default. */
const DEFAULT_BASE_URL = 'https://api.appetize.io';
/** The public service's app pages. */
const PUBLIC_APP_PAGE_BASE = 'https://appetize.io';
/**
 * Works out the API bases from `baseUrl` and `privateInstanceUrl`.
 *
 * - public service or any other `baseUrl`: v1 at `{baseUrl}/v1`, v2 at `{baseUrl}/v2`;
 * - private instance: v1 at `{privateInstanceUrl}/v1`, v2 at `{privateInstanceUrl}/api/v2`
 *   (https://docs.appetize.io/rest-api, "Private Instance Users").
 *
 * @throws InputError when both are given, or either is not a plain https origin (plain http is
 *   allowed for loopback hosts only), carries a user name, password, query or fragment
 */
function resolveEndpoints(baseUrl, privateInstanceUrl) {
    const base = checkServiceUrl('baseUrl', baseUrl || DEFAULT_BASE_URL);
    const isDefaultBase = base === DEFAULT_BASE_URL;
    if (privateInstanceUrl !== '') {
        const instance = checkServiceUrl('privateInstanceUrl', privateInstanceUrl);
        if (!isDefaultBase) {
            throw new input_error/* InputError */.dz('privateInstanceUrl', (0,message/* message */.iU) `${(0,message/* input */.hF)('privateInstanceUrl')} (${instance}) and ${(0,message/* input */.hF)('baseUrl')} (${base}) were both given: give ${(0,message/* input */.hF)('privateInstanceUrl')} alone for a private instance, or ${(0,message/* input */.hF)('baseUrl')} alone for another API host.`);
        }
        return { v1: `${instance}/v1`, v2: `${instance}/api/v2`, appPageBase: instance };
    }
    return {
        v1: `${base}/v1`,
        v2: `${base}/v2`,
        appPageBase: isDefaultBase ? PUBLIC_APP_PAGE_BASE : undefined
    };
}
/**
 * Whether the run talks to the public service: the default `baseUrl` (however it is written) and
 * no `privateInstanceUrl`. Anything else may be a private instance, whose servers can sit in the
 * customer's own network (https://docs.appetize.io/infrastructure/configure-network-access).
 * An invalid URL counts as the public service, the stricter case; resolveEndpoints refuses it.
 */
function isPublicService(baseUrl, privateInstanceUrl) {
    if (privateInstanceUrl !== '')
        return false;
    const checked = (0,base_url/* checkBaseUrl */.x)(baseUrl || DEFAULT_BASE_URL);
    return !('base' in checked) || checked.base === DEFAULT_BASE_URL;
}
/**
 * Validates a service base URL and returns it without a trailing slash.
 * Plain http is refused except on loopback so that the token never crosses a network in clear.
 */
function checkServiceUrl(name, value) {
    const checked = (0,base_url/* checkBaseUrl */.x)(value);
    if ('base' in checked)
        return checkNoVersionPath(name, checked.base);
    const { url } = checked;
    switch (checked.problem) {
        case 'not a URL':
            throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} is not a URL: ${JSON.stringify(value)}. Give an https URL such as https://api.appetize.io.`);
        case 'scheme':
            throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} must use https (plain http is allowed only for localhost, 127.0.0.0/8 and ::1), got ${url?.protocol}//${url?.host}.`);
        case 'credentials':
            throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} must not contain a user name or password; the API token goes in ${(0,message/* input */.hF)('apiToken')}.`);
        case 'query or fragment':
            throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} must not have a query or fragment, got ${url?.origin}${url?.pathname}?…; give only the scheme, host and optional path.`);
    }
}
/**
 * The path endings the action adds itself: a base ending in one would be doubled
 * (`https://api.appetize.io/v1` → `/v1/v2/service/ips`). A private instance's v2 API is under
 * `/api`, which the action adds too.
 */
const VERSION_PATH = {
    baseUrl: /\/v[12]$/i,
    privateInstanceUrl: /\/api(?:\/v[12])?$|\/v[12]$/i
};
/**
 * Refuses a base whose path ends in what the action appends to it.
 *
 * @param base the checked base, without a trailing slash
 * @throws InputError showing the URL to give instead
 */
function checkNoVersionPath(name, base) {
    const url = new URL(base);
    const doubled = VERSION_PATH[name]?.exec(url.pathname)?.[0];
    if (doubled === undefined)
        return base;
    const instead = `${url.origin}${url.pathname.slice(0, -doubled.length)}`;
    const v2 = name === 'baseUrl' ? '/v2' : '/api/v2';
    throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} ends in ${doubled}, a path added to it anyway (requests go to {${(0,message/* input */.hF)(name)}}/v1/… and {${(0,message/* input */.hF)(name)}}${v2}/…): use ${instead}.`);
}

;// CONCATENATED MODULE: ./src/app/input-values.ts
/**
 * How one input's text becomes a value: a boolean, a number in a range, a duration, a label, the
 * API token; each refusal an InputError naming the input and what is allowed.
 */


const HOUR_MS = 3_600_000;
const UNIT_MS = { h: HOUR_MS, d: 24 * HOUR_MS, w: 7 * 24 * HOUR_MS };
/**
 * A duration of whole hours, days or weeks (`36h`, `7d`, `2w`), in milliseconds; undefined for
 * ''.
 *
 * @throws InputError naming the input
 */
function readDuration(name, value) {
    if (value === '')
        return undefined;
    const match = /^([1-9]\d{0,4})([hdw])$/.exec(value);
    if (!match) {
        throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} must be a whole number and a unit, h (hours), d (days) or w (weeks), e.g. 36h, 7d or 2w; got ${JSON.stringify(value)}.`);
    }
    return Number(match[1]) * UNIT_MS[match[2]];
}
/**
 * A label name as GitHub allows them: at most 50 characters, on one line.
 * https://docs.github.com/rest/issues/labels#create-a-label
 *
 * @throws InputError naming the input
 */
function readLabel(name, value) {
    if (!/^[^\p{Cc}\u2028\u2029]{1,50}$/u.test(value)) {
        throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} must be a label name of 1 to 50 characters on one line, e.g. keep-preview.`);
    }
    return value;
}
/** The YAML 1.2 core-schema spellings the runner's own `getBooleanInput` accepts. */
const TRUE_WORDS = ['true', 'True', 'TRUE'];
const FALSE_WORDS = ['false', 'False', 'FALSE'];
/**
 * `true` or `false` (also capitalised or upper case, as YAML writes them).
 *
 * @throws InputError naming the input for anything else
 */
function readBoolean(name, value) {
    if (TRUE_WORDS.includes(value))
        return true;
    if (FALSE_WORDS.includes(value))
        return false;
    throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} must be true or false, got ${JSON.stringify(value)}.`);
}
/**
 * A number within `range` (a whole number when `range.integer`).
 *
 * @throws InputError naming the input and the range allowed
 */
function readNumber(name, value, range) {
    const number = Number(value);
    const kind = range.integer ? 'a whole number' : 'a number';
    // A whole number is written as one (`12`, not `12.0` or `012`).
    const pattern = range.integer ? /^(?:0|[1-9]\d*)$/ : /^\d+(?:\.\d+)?$/;
    if (!pattern.test(value)) {
        throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} must be ${kind} from ${range.min} to ${range.max}, got ${JSON.stringify(value)}.`);
    }
    if (number < range.min || number > range.max) {
        throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} must be ${kind} from ${range.min} to ${range.max}, got ${value}.`);
    }
    return number;
}
/**
 * Checks the API token can travel in the `X-API-KEY` header as the service issued it: printable
 * ASCII without spaces. A pasted token often carries a line break or an invisible character
 * (a zero-width space); the message says which, and where, never the token.
 *
 * @throws InputError naming apiToken
 */
function checkToken(token) {
    const bad = /[^\x21-\x7e]/.exec(token);
    if (!bad)
        return token;
    const character = bad[0];
    const code = `U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
    const what = /[\r\n\u2028\u2029\u0085]/.test(character)
        ? 'a line break'
        : character === ' ' || character === '\t'
            ? 'a space or tab'
            : /[\u0000-\u001f\u007f-\u009f]/.test(character)
                ? `a control character (${code})`
                : `an invisible or non-ASCII character (${code})`;
    throw new input_error/* InputError */.dz('apiToken', (0,message/* message */.iU) `The ${(0,message/* input */.hF)('apiToken')} secret contains ${what} at position ${bad.index + 1}, which cannot be sent in an HTTP header: copy the token again.`, (0,message/* message */.iU) `Take it from Organization → API Token on the dashboard and save it as the secret ${(0,message/* input */.hF)('apiToken')} reads (e.g. APPETIZE_API_TOKEN); nothing was sent to the service.`);
}

;// CONCATENATED MODULE: ./src/app/inputs.ts



/**
 * The defaults action.yml declares, used when an input is empty (the runner applies them too;
 * a test keeps the two equal).
 */
const INPUT_DEFAULTS = {
    ipBlocks: 'false',
    baseUrl: DEFAULT_BASE_URL,
    maxAttempts: '4',
    requestTimeout: '300',
    dryRun: 'false',
    preview: 'false',
    comment: 'false',
    ipv4MinCount: '1',
    sweep: 'false',
    keepLabel: 'keep-preview',
    sweepMaxDeletes: '50'
};
/** The inputs that hold secrets: masked the moment they are read. */
const SECRET_INPUTS = ['apiToken', 'githubToken'];
/**
 * Reads and types every input.
 *
 * @param read returns an input's trimmed value, '' when absent
 * @param errors given: receives every input error, and the input that has one takes its
 *   default (its fallback), so that one run reports every mistake
 * @throws InputError for a boolean or number input that does not parse (only without `errors`)
 */
function readInputs(read, errors) {
    const withDefault = (name) => read(name) || INPUT_DEFAULTS[name];
    const checked = (fallback, check) => {
        if (!errors)
            return check();
        try {
            return check();
        }
        catch (error) {
            if (!(error instanceof input_error/* InputError */.dz))
                throw error;
            errors.push(error);
            return fallback;
        }
    };
    return {
        apiToken: checked('', () => checkToken(read('apiToken'))),
        publicKey: read('publicKey'),
        url: read('url'),
        platform: read('platform'),
        fileType: read('fileType'),
        note: read('note'),
        settings: read('settings'),
        ipBlocks: checked(false, () => readBoolean('ipBlocks', withDefault('ipBlocks'))),
        baseUrl: withDefault('baseUrl'),
        privateInstanceUrl: read('privateInstanceUrl'),
        maxAttempts: checked(Number(INPUT_DEFAULTS.maxAttempts), () => readNumber('maxAttempts', withDefault('maxAttempts'), {
            min: 1,
            max: 10,
            integer: true
        })),
        requestTimeoutSeconds: checked(Number(INPUT_DEFAULTS.requestTimeout), () => readNumber('requestTimeout', withDefault('requestTimeout'), {
            min: 1,
            max: 21600
        })),
        dryRun: checked(false, () => readBoolean('dryRun', withDefault('dryRun'))),
        file: read('file'),
        previousIpv4: read('previousIpv4'),
        ipv4MinCount: checked(Number(INPUT_DEFAULTS.ipv4MinCount), () => readNumber('ipv4MinCount', withDefault('ipv4MinCount'), {
            min: 1,
            max: 1_000_000,
            integer: true
        })),
        ipv4MaxRemoved: read('ipv4MaxRemoved') === ''
            ? undefined
            : checked(undefined, () => readNumber('ipv4MaxRemoved', read('ipv4MaxRemoved'), {
                min: 0,
                max: 1_000_000,
                integer: true
            })),
        ipv4Formats: read('ipv4Formats'),
        ipv4Directory: read('ipv4Directory'),
        ipv4MaxEntries: read('ipv4MaxEntries') === ''
            ? undefined
            : checked(undefined, () => readNumber('ipv4MaxEntries', read('ipv4MaxEntries'), {
                min: 1,
                max: 1_000_000,
                integer: true
            })),
        preview: checked(false, () => readBoolean('preview', withDefault('preview'))),
        previewName: read('previewName'),
        comment: checked(false, () => readBoolean('comment', withDefault('comment'))),
        githubToken: read('githubToken'),
        deploymentEnvironment: read('deploymentEnvironment'),
        devices: read('devices'),
        linkParams: read('linkParams'),
        sweep: checked(false, () => readBoolean('sweep', withDefault('sweep'))),
        previewTtl: read('previewTtl'),
        previewTtlMs: checked(undefined, () => readDuration('previewTtl', read('previewTtl'))),
        keepLabel: checked(INPUT_DEFAULTS.keepLabel, () => readLabel('keepLabel', withDefault('keepLabel'))),
        sweepMaxDeletes: checked(Number(INPUT_DEFAULTS.sweepMaxDeletes), () => readNumber('sweepMaxDeletes', withDefault('sweepMaxDeletes'), {
            min: 0,
            max: 100_000,
            integer: true
        })),
        pullRequest: read('pullRequest') === ''
            ? undefined
            : checked(undefined, () => readNumber('pullRequest', read('pullRequest'), {
                min: 1,
                max: 1_000_000_000,
                integer: true
            }))
    };
}

;// CONCATENATED MODULE: ./src/shared/failure-report.ts
/**
 * A run's failure as a front end shows it: a title, what happened and what to do, each in the
 * front end's words (src/shared/message.ts). Every input error of the run is one report.
 */



/**
 * The reports of a failure: one, or one per input error it holds. Not yet made safe to print:
 * the host's boundary does that.
 */
function failureReports(failure, words) {
    const failures = failure instanceof input_error/* InputErrors */.G ? failure.errors : [failure];
    return failures.map(one => ({
        title: one instanceof input_error/* InputError */.dz
            ? words.invalidInput(one.input)
            : (words.titles[one.kind] ?? shared_failure/* FAILURE_KINDS */.Bs[one.kind].title),
        message: (0,message/* render */.XX)(one.text, words),
        advice: one.advice !== undefined
            ? (0,message/* render */.XX)(one.advice, words)
            : one instanceof input_error/* InputError */.dz
                ? words.fixInput(one.input)
                : words.advice[one.kind]
    }));
}

// EXTERNAL MODULE: ./src/shared/html.ts
var html = __webpack_require__(820);
;// CONCATENATED MODULE: ./src/app/job-summary.ts


/**
 * GitHub drops a job summary over 1 MiB whole: stay well below it, so that the failure and the
 * first sections always show (https://docs.github.com/actions/reference/workflow-commands-for-github-actions#adding-a-job-summary).
 */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 64 * 1024;
/**
 * Renders the job summary as HTML (GitHub renders it inside the Markdown summary). Every string
 * from the user or the service is HTML-escaped by the section that shows it, and no blank line
 * is emitted, so nothing inside can start Markdown or markup of its own.
 *
 * @param words the host's words, for the failure
 * @returns the summary text, ending in a newline, at most SUMMARY_LIMIT_BYTES
 */
function renderSummary(report, words) {
    const parts = [];
    const heading = report.failure
        ? 'Appetize deploy failed'
        : report.dryRun
            ? 'Appetize deploy: dry run'
            : 'Appetize deploy';
    parts.push(`<h2>${heading}</h2>`);
    if (report.failure) {
        for (const { title, message, advice } of failureReports(report.failure, words)) {
            parts.push(`<p><strong>${(0,html/* escapeHtml */.ZD)(title)}</strong>: ${(0,html/* escapeHtml */.ZD)(message)}</p>`, `<p>What to do: ${(0,html/* escapeHtml */.ZD)(advice)}</p>`);
        }
    }
    if (report.dryRun) {
        parts.push('<p>Nothing was sent. These requests would have been:</p>');
        for (const request of report.plannedRequests)
            parts.push(`<pre>${(0,html/* escapeHtml */.ZD)(request)}</pre>`);
    }
    parts.push(...report.sections);
    return `${fitSummary(parts).join('\n')}\n`;
}
/** Drops whole parts from the end until the summary fits, saying so. */
function fitSummary(parts) {
    let size = parts.reduce((total, part) => total + Buffer.byteLength(part) + 1, 0);
    const kept = [...parts];
    let dropped = 0;
    while (size > SUMMARY_LIMIT_BYTES && kept.length > 1) {
        size -= Buffer.byteLength(kept.pop()) + 1;
        dropped++;
    }
    if (dropped > 0) {
        kept.push(`<p>${dropped} more part(s) left out to stay under the summary's size limit; the step outputs hold everything.</p>`);
    }
    return kept;
}

// EXTERNAL MODULE: ./src/shared/url-redaction.ts
var url_redaction = __webpack_require__(9392);
;// CONCATENATED MODULE: ./src/app/request-preview.ts

/** Headers whose values are credentials. */
const SECRET_HEADERS = new Set(['x-api-key', 'authorization']);
/**
 * A request as a person may see it, for a dry run: method, URL, headers with the token shown as
 * `***`, and the JSON body with the build `url` reduced to scheme, host and path.
 *
 * @returns several lines of text
 */
function previewRequest(request) {
    const lines = [`${request.method} ${request.url}`];
    for (const [name, value] of Object.entries(request.headers)) {
        lines.push(`${name}: ${SECRET_HEADERS.has(name.toLowerCase()) ? '***' : String(value)}`);
    }
    if (typeof request.body === 'string') {
        const body = JSON.parse(request.body);
        if (typeof body.url === 'string')
            body.url = (0,url_redaction/* redactUrl */.BO)(body.url);
        lines.push('', JSON.stringify(body, null, 2));
    }
    else if (request.bodyPreview !== undefined) {
        lines.push('', request.bodyPreview);
    }
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/app/plan/app-plan.ts + 2 modules
var app_plan = __webpack_require__(9984);
// EXTERNAL MODULE: ./src/app/plan/update-plan.ts
var update_plan = __webpack_require__(2936);
;// CONCATENATED MODULE: ./src/app/plan/ip-block-plan.ts



/**
 * The IP block operation the inputs ask for, with its guard rails and the allow-list to compare
 * with (https://docs.appetize.io/infrastructure/configure-network-access).
 *
 * @param workspace the folder a relative `ipv4Directory` starts from
 * @param warnings receives a warning for `ipv4Directory` given without `ipv4Formats`: empty
 *   formats mean no files, with or without a folder (a reusable workflow may always pass one)
 * @returns undefined when `ipBlocks` is not true
 * @throws InputError for an invalid `previousIpv4` entry (named), an unknown format, or a guard
 *   rail or format given without what it applies to
 */
async function planIpBlocks(inputs, workspace, warnings = []) {
    const noFormats = inputs.ipv4Formats.split(/[,\n]/).every(name => name.trim() === '');
    if (inputs.ipv4Directory !== '' && noFormats) {
        warnings.push({
            text: (0,message/* message */.iU) `${(0,message/* input */.hF)('ipv4Directory')} is given, but ${(0,message/* input */.hF)('ipv4Formats')} is empty: no file is written. Name the formats to write into the folder, or leave ${(0,message/* input */.hF)('ipv4Directory')} empty.`,
            title: 'No files to write'
        });
    }
    if (!inputs.ipBlocks) {
        const names = ['previousIpv4', 'ipv4MaxRemoved', 'ipv4Formats', 'ipv4MaxEntries'];
        for (const name of names) {
            if (inputs[name] !== '' && inputs[name] !== undefined) {
                throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} is given, but ${(0,message/* input */.hF)('ipBlocks')} is not true: set ${(0,message/* input */.hF)('ipBlocks')}: true to fetch the IP blocks and compare them.`);
            }
        }
        return undefined;
    }
    const source = isPublicService(inputs.baseUrl, inputs.privateInstanceUrl)
        ? 'public-service'
        : 'private-instance';
    const previous = inputs.previousIpv4.trim() === ''
        ? undefined
        : await previousBlocks(inputs.previousIpv4, source);
    if (inputs.ipv4MaxRemoved !== undefined && previous === undefined) {
        throw new input_error/* InputError */.dz('ipv4MaxRemoved', (0,message/* message */.iU) `${(0,message/* input */.hF)('ipv4MaxRemoved')} limits how many blocks of ${(0,message/* input */.hF)('previousIpv4')} may be removed, but ${(0,message/* input */.hF)('previousIpv4')} is empty: give the allow-list as it stands now.`);
    }
    return {
        kind: 'fetch-ip-blocks',
        source,
        previous: previous?.cidrs,
        ...(previous && previous.normalised.length > 0
            ? { previousMadeCanonical: previous.normalised }
            : {}),
        minCount: inputs.ipv4MinCount,
        maxRemoved: inputs.ipv4MaxRemoved,
        ...(inputs.ipv4MaxEntries === undefined ? {} : { maxEntries: inputs.ipv4MaxEntries }),
        // The formats' code is loaded only by runs that write files.
        ...(noFormats
            ? { formats: [] }
            : await (await __webpack_require__.e(/* import() */ 763).then(__webpack_require__.bind(__webpack_require__, 9792))).planIpv4Files(inputs, workspace))
    };
}
/**
 * `previousIpv4` as canonical blocks, made so exactly as the service's list is (host bits
 * cleared, each such entry reported) and held to the same bounds; the user's own entries may be
 * quoted in an error. The CIDR code is loaded only here and by the IP block operation, never by
 * a plain update.
 */
async function previousBlocks(text, source) {
    const { CidrError } = await __webpack_require__.e(/* import() */ 270).then(__webpack_require__.bind(__webpack_require__, 3270));
    const { parseCidrList, quoteEntry } = await __webpack_require__.e(/* import() */ 339).then(__webpack_require__.bind(__webpack_require__, 7339));
    const { canonicalSet } = await __webpack_require__.e(/* import() */ 943).then(__webpack_require__.bind(__webpack_require__, 3943));
    let entries = [];
    try {
        entries = parseCidrList(text);
        return await withinBounds(canonicalSet(entries), source);
    }
    catch (error) {
        if (!(error instanceof CidrError))
            throw error;
        const entry = error.index === undefined ? undefined : entries[error.index];
        // A JSON entry that is not a string is named by its place only.
        const what = error.index === undefined
            ? error.problem
            : entry === undefined
                ? `entry ${error.index + 1} ${error.problem}`
                : `entry ${error.index + 1}, ${quoteEntry(entry)}, ${error.problem}`;
        throw new input_error/* InputError */.dz('previousIpv4', (0,message/* message */.iU) `${(0,message/* input */.hF)('previousIpv4')} ${what}. Give a JSON array of IPv4 CIDRs, or CIDRs separated by commas, spaces or newlines (e.g. 63.135.170.0/24).`);
    }
}
/**
 * Refuses a `previousIpv4` out of the bounds the service's list is held to (allow-list-bounds.ts):
 * the same check on the same addresses, so every list the action writes is accepted back.
 *
 * @throws InputError naming the merged blocks out of bounds and what is allowed
 */
async function withinBounds(set, source) {
    const bounds = await __webpack_require__.e(/* import() */ 596).then(__webpack_require__.bind(__webpack_require__, 3596));
    const check = bounds.checkBounds(set.cidrs, source);
    if (check.accepted)
        return set;
    throw new input_error/* InputError */.dz('previousIpv4', (0,message/* message */.iU) `${(0,message/* input */.hF)('previousIpv4')} is out of bounds: ${bounds.outOfBounds(check)}. ${bounds.allowedBounds(source)} The action never writes such a list: correct the allow-list by hand, then give it again.`);
}

;// CONCATENATED MODULE: ./src/app/plan/plan.ts






/**
 * Turns the inputs into a validated plan, refusing anything the service would reject or that is
 * surely a mistake, before any request is sent.
 *
 * @param workspace the folder a relative `file` starts from (GITHUB_WORKSPACE)
 * @param review the front end's review port (the run's pull request or repository), needed by
 *   `preview`, `comment` and `sweep` only
 * @param connect the review platform's API, for reading the pull request `pullRequest` names
 * @throws InputError naming the input, the value's problem and what is allowed
 */
async function planRun(inputs, workspace, review, connect) {
    // The checks that do not depend on each other report their input errors together; a run on
    // pull requests plans its app only once it has read them.
    const onPullRequests = inputs.sweep || inputs.preview || inputs.comment;
    const warnings = [];
    const [endpoints, ipBlocks, app, links] = await (0,input_error/* checkAll */.K7)([
        () => resolveEndpoints(inputs.baseUrl, inputs.privateInstanceUrl),
        () => planIpBlocks(inputs, workspace, warnings),
        () => (onPullRequests ? undefined : (0,app_plan/* planApp */.B)(inputs, workspace)),
        () => (onPullRequests ? undefined : (0,update_plan/* planLinks */.FR)(inputs))
    ]);
    const operations = [];
    // The IP blocks come first: that request changes nothing, so when it fails no app has been
    // updated by a step that reports failure.
    if (ipBlocks)
        operations.push(ipBlocks);
    const plan = {
        endpoints,
        apiToken: inputs.apiToken,
        githubToken: inputs.githubToken,
        operations,
        maxAttempts: inputs.maxAttempts,
        requestTimeoutMs: inputs.requestTimeoutSeconds * 1000,
        dryRun: inputs.dryRun,
        warnings
    };
    if (inputs.sweep) {
        const { planSweep } = await __webpack_require__.e(/* import() */ 719).then(__webpack_require__.bind(__webpack_require__, 5719));
        operations.push(...(await planSweep(inputs, review, connect)));
        return plan;
    }
    if (inputs.previewTtl !== '') {
        throw new input_error/* InputError */.dz('previewTtl', (0,message/* message */.iU) `${(0,message/* input */.hF)('previewTtl')} is read by a sweep: set it on the step with sweep: true (a preview step never removes a preview for its age).`);
    }
    // Pull request events and comments are read only by runs that ask for them.
    if (inputs.preview || inputs.comment) {
        const { planPullRequestWork } = await __webpack_require__.e(/* import() */ 335).then(__webpack_require__.bind(__webpack_require__, 1335));
        operations.push(...(await planPullRequestWork(inputs, workspace, review, connect)));
        return plan;
    }
    if (inputs.pullRequest !== undefined) {
        throw new input_error/* InputError */.dz('pullRequest', (0,message/* message */.iU) `${(0,message/* input */.hF)('pullRequest')} names the pull request of a preview or comment run, but neither preview nor comment is true: set preview: true.`);
    }
    for (const name of ['previewName', 'deploymentEnvironment']) {
        if (inputs[name] !== '') {
            throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} is given, but ${(0,message/* input */.hF)('preview')} is not true: set ${(0,message/* input */.hF)('preview')}: true.`);
        }
    }
    const update = app && (await (0,update_plan/* planUpdate */.ZL)(inputs, app, links));
    if (update)
        operations.push(...update);
    return plan;
}

;// CONCATENATED MODULE: ./src/shared/secret-forms.ts
/**
 * The forms a secret comes back in, and for each the shortest piece of it that the scrub masks
 * (src/shared/redaction.ts): a piece of at least half the form and MIN_SECRET_PIECE of its
 * characters, half included, in every form. Shorter pieces pass as written: the token's first
 * 15 characters as sent, and any 15 characters of a form. docs/security.md, "Masks that answer
 * nothing".
 */
/** Fewest characters of a form that a masked piece holds. */
const MIN_SECRET_PIECE = 16;
/**
 * Shortest base64 form of a secret that starts after other bytes: only part of the secret is in
 * it, and a short one would hide common base64 text.
 */
const MIN_OFFSET_BASE64 = 8;
/** The entities the job summary's HTML escaping writes (src/shared/html.ts). */
const HTML_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;'
};
/**
 * The forms in which a secret can come back in a service's answer, an error text, a URL or the
 * job summary: as sent, percent-encoded (upper- and lower-case hex, and every byte in either
 * case), JSON-escaped, HTML-escaped, and base64 (as in a Basic auth header) wherever the secret
 * starts in what was encoded.
 */
function secretForms(secret) {
    return formsOf(secret).map(form => form.text);
}
/**
 * Every form of a secret (`secretForms`, then as each of `encodings` writes it), each of at
 * least 4 characters, with the shortest piece of it that is masked: `max(MIN_SECRET_PIECE,
 * half)` of the form's characters, half included (20 of a 40-character base64 form), or the
 * whole form when that is no shorter.
 *
 * @param pieces false: each form is masked only whole
 */
function formsOf(secret, encodings = [], pieces = true) {
    const everyByte = (text) => [...Buffer.from(text, 'utf8')].map(byte => `%${byte.toString(16).padStart(2, '0')}`).join('');
    const encoded = [
        secret,
        encodeURIComponent(secret),
        encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, escape => escape.toLowerCase()),
        // Every byte percent-encoded, as some clients do.
        everyByte(secret),
        everyByte(secret).toUpperCase(),
        JSON.stringify(secret).slice(1, -1),
        secret.replace(/[&<>"']/g, character => HTML_ENTITIES[character] ?? character),
        ...encodings.map(encode => encode(secret)),
        ...base64Forms(Buffer.from(secret, 'utf8'))
    ];
    const texts = new Set(encoded.filter(text => text.length >= 4));
    return [...texts].map(text => ({
        text,
        shortest: pieces ? shortestPiece(text.length) : text.length
    }));
}
/**
 * The part of the base64 text that depends on the secret alone, for each of the three places it
 * can start within a group of three bytes (`user:secret` in a Basic auth header starts it
 * anywhere): the characters that mix in bytes before or after it are left out. Each base64
 * character writes six bits, of one byte or two. When the secret ends inside a group, also that
 * text to its end as base64 writes it when nothing follows (the last character and its `=`
 * padding, as a Basic header ends): half of that form, its last half included, is masked too.
 */
function base64Forms(bytes) {
    return [0, 1, 2].flatMap(offset => {
        const base64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
        const start = offset === 0 ? 0 : 4;
        // The last group's first one or two characters hold six bits of the secret's last bytes
        // each and nothing of what follows: kept, so that the form holds every byte it can.
        const end = Math.floor((offset + bytes.length) / 3) * 4 + ((offset + bytes.length) % 3);
        const text = base64.slice(start, end);
        if (offset > 0 && text.length < MIN_OFFSET_BASE64)
            return [];
        return end < base64.length ? [text, base64.slice(start)] : [text];
    });
}
/**
 * The shortest piece of a form of `length` characters that is masked: at least half of it and
 * MIN_SECRET_PIECE characters; the whole form (masked only whole) when that is no shorter.
 */
function shortestPiece(length) {
    return Math.min(length, Math.max(MIN_SECRET_PIECE, Math.ceil(length / 2)));
}

;// CONCATENATED MODULE: ./src/shared/secret-pieces.ts
/**
 * Finds where a secret's form, or a long piece of it, lies in a text: the half of the scrub
 * (src/shared/redaction.ts) that decides what it masks. The rule, and why it answers no question
 * about the secret, are in docs/security.md ("Masks that answer nothing").
 */
/** Length of the anchors searched for natively; every masked run holds one whole. */
const ANCHOR = 8;
/**
 * Characters where a mask that reaches past its run stops: markup of the log, the job summary's
 * HTML and the comment's Markdown (so a mask never eats a tag, a cell's `|` or an escape's `\`),
 * and white space.
 */
const STOPS = new Set([...'<>"\'`|\\[](){}*'].map(character => character.charCodeAt(0)));
function stops(code) {
    return STOPS.has(code) || code <= 0x20 || code === 0xa0 || code === 0x2028 || code === 0x2029;
}
/** Marks, in a text, where one form of a secret lies, whole or in a long piece. */
class FormMatcher {
    form;
    /** The shortest run of the form that is masked (its length when only whole). */
    shortest;
    /** Pieces of the form at their offsets, such that every run of `shortest` holds one whole. */
    anchors = [];
    /**
     * @param form the secret as it may be written (plain, percent-encoded, base64 …)
     * @param shortest the shortest piece of it to mask (src/shared/secret-forms.ts); its length
     *   to find it only whole
     */
    constructor(form, shortest) {
        this.form = form;
        this.shortest = Math.min(Math.max(shortest, ANCHOR), form.length);
        if (this.shortest === form.length)
            return;
        // Anchors every `stride` characters: a run of `shortest` from any offset holds one whole.
        const stride = this.shortest - ANCHOR + 1;
        for (let offset = 0; offset + ANCHOR <= form.length; offset += stride) {
            this.anchors.push({ offset, text: form.slice(offset, offset + ANCHOR) });
        }
    }
    /**
     * Marks in `marks` the characters of `text` to mask: every whole occurrence of the form; and
     * for each run of at least `shortest` characters equal to a piece of it (at any offset), the
     * place the whole form would take around that run, stopped at markup and white space. How far
     * a mask reaches thus depends on where the form lies, never on whether the characters next to
     * the run continue it. Reads the text about once per anchor (native searches), so hostile
     * text of many near-matches costs time linear in its length.
     *
     * @param marks one byte per UTF-16 unit of `text`, allocated on the first mark
     * @returns the marks, or undefined when nothing was marked and none were given
     */
    mark(text, marks) {
        const { form } = this;
        const set = (from, to) => {
            marks ??= new Uint8Array(text.length);
            marks.fill(1, from, to);
        };
        if (this.anchors.length === 0) {
            let marked = 0;
            for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
                set(Math.max(at, marked), at + form.length);
                marked = at + form.length;
            }
            return marks;
        }
        for (const anchor of this.anchors) {
            // A run already found from this alignment is not read again for each anchor in it.
            let lastStart = NaN;
            let lastEnd = -1;
            for (let at = text.indexOf(anchor.text); at !== -1; at = text.indexOf(anchor.text, at + 1)) {
                const start = at - anchor.offset; // where the form would start (may be before the text)
                if (start === lastStart && at < lastEnd)
                    continue;
                let from = at;
                while (from > 0 &&
                    from > start &&
                    text.charCodeAt(from - 1) === form.charCodeAt(from - 1 - start))
                    from--;
                let to = at + ANCHOR;
                while (to < text.length &&
                    to - start < form.length &&
                    text.charCodeAt(to) === form.charCodeAt(to - start))
                    to++;
                lastStart = start;
                lastEnd = to;
                if (to - from < this.shortest)
                    continue;
                const first = Math.max(0, start);
                const end = Math.min(text.length, start + form.length);
                while (from > first && !stops(text.charCodeAt(from - 1)))
                    from--;
                while (to < end && !stops(text.charCodeAt(to)))
                    to++;
                set(from, to);
            }
        }
        return marks;
    }
}
/**
 * The text with each marked stretch replaced by one `mask`.
 *
 * @param marks from FormMatcher.mark; undefined: nothing to mask
 */
function replaceMarked(text, marks, mask) {
    if (marks === undefined)
        return text;
    const parts = [];
    let done = 0;
    for (let from = marks.indexOf(1); from !== -1; from = marks.indexOf(1, done)) {
        const to = marks.indexOf(0, from);
        parts.push(text.slice(done, from), mask);
        done = to === -1 ? text.length : to;
        if (to === -1)
            break;
    }
    parts.push(text.slice(done));
    return parts.join('');
}

;// CONCATENATED MODULE: ./src/shared/redaction.ts
/**
 * Keeps credentials out of everything a person reads: logs, error messages, annotations and the
 * job summary. The runner masks values registered with `core.setSecret` in logs only; error
 * texts built here also reach the job summary, so they are scrubbed here as well.
 */



/**
 * Hides secrets in any text before a person or a later step can read it: every form of each
 * secret (see `secretForms`) whole, and long pieces of one (at least half the form and
 * MIN_SECRET_PIECE of its characters, half included: `formsOf`), so that whether and where text
 * is masked tells whoever chose the text nothing about a secret (docs/security.md, "Masks that
 * answer nothing").
 */
class Redactor {
    secrets = new Map();
    encodings = [];
    /** Each secret's forms, kept until an encoding is added. */
    formsBySecret = new Map();
    matchers = [];
    /**
     * Registers a secret (an empty one is ignored). One registered whole only and then with its
     * pieces is masked in pieces from then on.
     */
    add(secret, options = {}) {
        const known = this.secrets.get(secret);
        if (secret === '' || (known && (known.pieces !== false || options.pieces === false)))
            return;
        this.secrets.set(secret, options);
        this.formsBySecret.delete(secret);
        this.refreshForms();
    }
    /**
     * Also hides each secret, registered before or after, as `encode` writes it: for text that is
     * encoded before the scrub sees it (outside text escaped for Markdown in a comment).
     */
    addEncoding(encode) {
        this.encodings.push(encode);
        this.formsBySecret.clear();
        this.refreshForms();
    }
    /**
     * True when the text holds a secret in any form, or a piece of one that `scrub` would mask,
     * regardless of case (for text a parser has lower-cased, such as a URL's host).
     */
    mentions(text) {
        const lower = text.toLowerCase();
        return this.matchers.some(matcher => new FormMatcher(matcher.form.toLowerCase(), matcher.shortest).mark(lower) !== undefined);
    }
    /**
     * The text with each secret, whole or in a long piece, replaced by `mask`: each stretch to
     * mask (overlapping and adjacent ones joined) becomes one mask. Text with no secret and no
     * long piece of one is returned as it is, whatever else it holds.
     *
     * @param mask what stands in a secret's place: `***` as the runner masks, or the same written
     *   for where `***` is markup (Markdown)
     */
    scrub(text, mask = '***') {
        let marks;
        for (const matcher of this.matchers)
            marks = matcher.mark(text, marks);
        return replaceMarked(text, marks, mask);
    }
    refreshForms() {
        const shortest = new Map();
        for (const [secret, options] of this.secrets) {
            let forms = this.formsBySecret.get(secret);
            if (!forms) {
                forms = formsOf(secret, this.encodings, options.pieces !== false);
                this.formsBySecret.set(secret, forms);
            }
            for (const form of forms) {
                shortest.set(form.text, Math.min(form.shortest, shortest.get(form.text) ?? Infinity));
            }
        }
        this.matchers = [...shortest].map(([form, length]) => new FormMatcher(form, length));
    }
}
/**
 * Replaces every known secret in a text with `***`.
 *
 * @param secrets the values to hide (the API token, the build URL's signed parts)
 */
function scrubSecrets(text, secrets) {
    let scrubbed = text;
    // Longest first, so a secret that contains another is removed whole.
    for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
        if (secret !== '')
            scrubbed = scrubbed.split(secret).join('***');
    }
    return scrubbed;
}

// EXTERNAL MODULE: ./src/service/client.ts + 1 modules
var client = __webpack_require__(4024);
;// CONCATENATED MODULE: ./src/app/operation-context.ts


/**
 * What every operation of the plan may use: one service client, one review client.
 *
 * @param reviewPlatform the run's one connection to the review platform (connected on first use)
 * @param record a dry run's recorder; undefined in a real run
 * @param userAgent the front end's User-Agent for the service; the action's when undefined
 */
async function operationContext(plan, host, redactor, reviewPlatform, record, userAgent) {
    const clientOptions = {
        endpoints: plan.endpoints,
        apiToken: plan.apiToken,
        maxAttempts: plan.maxAttempts,
        requestTimeoutMs: plan.requestTimeoutMs,
        redactor,
        log: host,
        sleep: ms => host.sleep(ms),
        now: () => host.now(),
        random: () => host.random(),
        userAgent
    };
    return {
        host,
        endpoints: plan.endpoints,
        apiToken: plan.apiToken,
        earlier: {},
        dryRun: record !== undefined,
        reviewPlatform,
        scrub: text => redactor.scrub(text),
        // The recording client is loaded only by a dry run.
        client: record
            ? new (await __webpack_require__.e(/* import() */ 610).then(__webpack_require__.bind(__webpack_require__, 9610))).RecordingServiceClient(clientOptions, record)
            : new client/* ServiceClient */.N(clientOptions)
    };
}
/**
 * The review platform's API with `githubToken`, loaded on first use (a chunk of its own). Each
 * request gets at most 30 s (GitHub answers in well under a second); a rate limit is waited out
 * within `requestTimeout`, with the run's one retry policy. What it sends is scrubbed of the
 * run's secrets, as everything the host prints is: a comment or a deployment carries text from
 * outside (the service's answer, a branch name).
 *
 * @param record a dry run's recorder: the platform's writes go to it instead
 * @throws ActionFailure when the front end has no review platform (planning refuses such runs)
 */
async function connectReview(inputs, review, host, redactor, record) {
    if (!review)
        throw new shared_failure/* ActionFailure */.dR('unexpected', 'This run has no review platform.');
    const deadlineMs = inputs.requestTimeoutSeconds * 1000;
    return review.connect({
        reviewToken: inputs.githubToken,
        requestTimeoutMs: Math.min(deadlineMs, 30_000),
        onWarning: message => host.warning(message),
        redactor,
        record,
        maxAttempts: inputs.maxAttempts,
        deadlineMs,
        log: line => host.info(line),
        sleep: ms => host.sleep(ms),
        now: () => host.now()
    });
}

;// CONCATENATED MODULE: ./src/features/handler.ts
/**
 * A handler whose code is loaded on its first use (`await import()`), so that a run without
 * such an operation does not load it (its chunk of dist/ stays on disk).
 *
 * @param title the log group title, known without loading anything
 * @param load imports the module and returns its `run`
 */
function lazyHandler(title, load) {
    return {
        title,
        run: async (operation, context) => (await load()).run(operation, context)
    };
}

// EXTERNAL MODULE: ./src/features/update-app/update-app.ts
var update_app = __webpack_require__(8796);
;// CONCATENATED MODULE: ./src/app/registry.ts


/**
 * The handler of each operation kind: adding an operation adds one entry here. The IP block
 * and pull request work is loaded only by runs that do it, so a plain update loads neither.
 */
const HANDLERS = {
    'check-devices': lazyHandler(() => 'Check the devices', async () => (await __webpack_require__.e(/* import() */ 597).then(__webpack_require__.bind(__webpack_require__, 7597))).checkDevices),
    'fetch-ip-blocks': lazyHandler(() => 'Fetch the IP blocks', async () => (await Promise.all(/* import() */[__webpack_require__.e(596), __webpack_require__.e(151)]).then(__webpack_require__.bind(__webpack_require__, 8151))).fetchIpBlocks),
    'update-app': update_app/* updateApp */.fy,
    'create-app': lazyHandler(() => 'Create an app', async () => (await __webpack_require__.e(/* import() */ 799).then(__webpack_require__.bind(__webpack_require__, 799))).createApp),
    'delete-app': lazyHandler(operation => `Delete app ${operation.publicKey}`, async () => (await __webpack_require__.e(/* import() */ 799).then(__webpack_require__.bind(__webpack_require__, 799))).deleteApp),
    'list-devices': lazyHandler(() => 'List the devices', async () => (await __webpack_require__.e(/* import() */ 799).then(__webpack_require__.bind(__webpack_require__, 799))).listDevices),
    'deploy-preview': lazyHandler(operation => `Deploy the preview ${operation.previewName}`, async () => (await Promise.all(/* import() */[__webpack_require__.e(345), __webpack_require__.e(860)]).then(__webpack_require__.bind(__webpack_require__, 3860))).deployPreview),
    'remove-previews': lazyHandler(operation => operation.previewName === undefined
        ? 'Remove the previews'
        : `Remove the preview ${operation.previewName}`, async () => (await Promise.all(/* import() */[__webpack_require__.e(345), __webpack_require__.e(755)]).then(__webpack_require__.bind(__webpack_require__, 6755))).removePreviews),
    'sweep-previews': lazyHandler(() => 'Sweep the previews', async () => (await Promise.all(/* import() */[__webpack_require__.e(345), __webpack_require__.e(324)]).then(__webpack_require__.bind(__webpack_require__, 6943))).sweepPreviews),
    'skip-preview': lazyHandler(() => 'Skip the preview', async () => (await __webpack_require__.e(/* import() */ 999).then(__webpack_require__.bind(__webpack_require__, 999))).skipPreview),
    'update-comment': lazyHandler(() => 'Comment on the pull request', async () => (await Promise.all(/* import() */[__webpack_require__.e(345), __webpack_require__.e(660)]).then(__webpack_require__.bind(__webpack_require__, 8660))).updateComment)
};
/** The handler of an operation. */
function handlerOf(operation) {
    return HANDLERS[operation.kind];
}

;// CONCATENATED MODULE: ./src/app/run.ts










/**
 * The action, independent of the system it runs in: validates the inputs into a plan, runs its
 * operations in order, sets the step outputs only when every operation succeeded, and writes
 * the job summary (on failure too). Never throws: a failure becomes an error annotation and the
 * summary, and the outcome says so.
 *
 * @param read reads one input by its action.yml name ('' when not given); each is read once
 * @param host where the run logs, sets outputs and writes its summary
 */
async function runAction(read, host, options = {}) {
    const redactor = options.redactor ?? new Redactor();
    const protect = (secret) => {
        redactor.add(secret);
        host.mask(secret);
    };
    // A secret input is masked the moment it is read, before anything could print it.
    const readMasking = name => {
        const value = read(name);
        if (SECRET_INPUTS.includes(name))
            protect(value);
        return value;
    };
    let report = { dryRun: false, plannedRequests: [], sections: [] };
    let outcome;
    try {
        // Every input error of the run is reported together: those of reading the inputs, and
        // the plan's when the inputs that shape it read well and planning sends nothing.
        const inputErrors = [];
        const inputs = readInputs(readMasking, inputErrors);
        // A dry run's clients record the writes here instead of sending them.
        const recorded = [];
        const record = inputs.dryRun ? (request) => void recorded.push(request) : undefined;
        let reviewPlatform;
        const connect = () => (reviewPlatform ??= connectReview(inputs, options.review, host, redactor, record));
        const makePlan = () => options.planner
            ? options.planner(inputs, host.workspace)
            : planRun(inputs, host.workspace, options.review, connect);
        if (inputErrors.length > 0) {
            const shaping = ['ipBlocks', 'preview', 'comment', 'sweep', 'pullRequest', 'apiToken'];
            const safe = !inputs.preview && !inputs.comment && !inputs.sweep;
            if (safe && !inputErrors.some(error => shaping.includes(error.input))) {
                await makePlan().catch((error) => {
                    if (!(error instanceof input_error/* InputError */.dz || error instanceof input_error/* InputErrors */.G))
                        throw error;
                    inputErrors.push(...(error instanceof input_error/* InputErrors */.G ? error.errors : [error]));
                });
            }
            (0,input_error/* throwAll */.Kx)(inputErrors);
        }
        const plan = await makePlan();
        for (const { text, title } of plan.warnings ?? [])
            host.warning(text, title);
        for (const url of buildUrls(plan)) {
            for (const secret of (0,url_redaction/* secretPartsOfUrl */.Pv)(url))
                protect(secret);
            // Masked only whole: a folder path, whose start a link of the same repository shares,
            // and the query and `user:password`, which hold public parts (a date, a user name).
            for (const whole of (0,url_redaction/* wholePartsOfUrl */.AP)(url)) {
                redactor.add(whole, { pieces: false });
                host.mask(whole, { pieces: false });
            }
        }
        const context = await operationContext(plan, host, redactor, connect, record, options.userAgent);
        report = plan.dryRun
            ? await dryRun(plan, context, recorded)
            : await execute(plan, context, sections => {
                report = { ...report, sections };
            });
        outcome = { succeeded: true };
    }
    catch (error) {
        const failure = (0,shared_failure/* asFailure */.h_)(error);
        host.reportFailure(failure);
        report = { ...report, failure };
        outcome = { succeeded: false, failure };
    }
    // Scrubbed here with the run's redactor, which the review client taught how a comment's
    // Markdown (a preview's section repeats it) escapes outside text, whatever the host does.
    host.writeSummary(redactor.scrub(renderSummary(report, host.words)));
    return outcome;
}
/**
 * Runs the operations in order; sets the outputs only after the last one succeeded.
 *
 * @param progress receives the summary sections finished so far, so that a failure's summary
 *   still shows what was done before it
 */
async function execute(plan, context, progress) {
    const { outputs, sections } = await runOperations(plan, context, progress);
    for (const [name, value] of Object.entries(outputs))
        context.host.setOutput(name, value);
    return { dryRun: false, plannedRequests: [], sections };
}
/**
 * Runs the operations with clients that record their writes, then prints every recorded
 * request, secrets masked. Sets only the outputs and summary sections that describe the dry run
 * itself (a sweep's `sweptPreviews`: what it would remove); the others describe what a real run
 * would have done.
 */
async function dryRun(plan, context, recorded) {
    const { planned } = await runOperations(plan, context, () => { });
    const plannedRequests = recorded.map(previewRequest);
    context.host.info('Dry run: the inputs are valid; nothing is sent. The requests would be:');
    for (const preview of plannedRequests)
        context.host.showBlock(preview);
    for (const [name, value] of Object.entries(planned.outputs))
        context.host.setOutput(name, value);
    return { dryRun: true, plannedRequests, sections: planned.sections };
}
/** Runs each operation in its log group, handing each the typed results of those before. */
async function runOperations(plan, context, progress) {
    const result = {
        outputs: {},
        sections: [],
        planned: { outputs: {}, sections: [] }
    };
    let app;
    for (const operation of plan.operations) {
        const handler = handlerOf(operation);
        const earlier = { app };
        const done = await context.host.group(handler.title(operation), () => handler.run(operation, { ...context, earlier }));
        app = done.app ?? app;
        for (const target of done.describesDryRun ? [result, result.planned] : [result]) {
            Object.assign(target.outputs, done.outputs);
            if (done.section !== '')
                target.sections.push(done.section);
        }
        progress([...result.sections]);
    }
    return result;
}
/** The build URLs the plan sends, whose hidden parts are masked. */
function buildUrls(plan) {
    return plan.operations.flatMap(operation => (operation.kind === 'update-app' ||
        operation.kind === 'create-app' ||
        operation.kind === 'deploy-preview') &&
        typeof operation.fields.url === 'string'
        ? [operation.fields.url]
        : []);
}

// EXTERNAL MODULE: ./src/service/app-fields.ts
var app_fields = __webpack_require__(6264);
;// CONCATENATED MODULE: ./src/app/plan/app-commands.ts






/**
 * Creating an app: the fields and build as for an update, `platform` given or inferred from the
 * file (the service requires it), the devices checked first.
 *
 * @param workspace the folder a relative `file` starts from
 * @throws InputError for a missing platform or token, and everything planApp refuses
 */
async function planCreate(inputs, workspace) {
    const app = await (0,app_plan/* planApp */.B)(inputs, workspace);
    const platform = app.fields.platform;
    if (typeof platform !== 'string') {
        throw new input_error/* InputError */.dz('platform', (0,message/* message */.iU) `${(0,message/* input */.hF)('platform')} is needed to create an app: give platform ios or android (a file infers it, a url does not).`);
    }
    requireToken(inputs, 'creating an app');
    const operations = [];
    const { devices, linkParams } = await (await __webpack_require__.e(/* import() */ 712).then(__webpack_require__.bind(__webpack_require__, 3712))).planDeviceLinks(inputs);
    if (devices.length > 0) {
        operations.push({ kind: 'check-devices', devices, platform: platform });
    }
    operations.push({
        kind: 'create-app',
        fields: app.fields,
        build: app.build,
        devices: devices.length > 0 ? devices : undefined,
        linkParams
    });
    return commandPlan(inputs, operations);
}
/**
 * Deleting the app `publicKey` names.
 *
 * @throws InputError for an unusable publicKey or a missing token
 */
function planDelete(inputs) {
    checkPublicKey(inputs.publicKey);
    requireToken(inputs, 'deleting an app');
    return Promise.resolve(commandPlan(inputs, [{ kind: 'delete-app', publicKey: inputs.publicKey }]));
}
/**
 * Listing the devices, of the `platform` input's platform when given. Needs no token.
 *
 * @throws InputError for a platform other than ios or android
 */
function planDeviceList(inputs) {
    const platform = inputs.platform;
    if (platform !== '' && !app_fields/* PLATFORMS */.P4.includes(platform)) {
        throw new input_error/* InputError */.dz('platform', (0,message/* message */.iU) `${(0,message/* input */.hF)('platform')} must be ios or android, got ${JSON.stringify(platform)}.`);
    }
    const operation = {
        kind: 'list-devices',
        platform: platform === '' ? undefined : platform
    };
    return Promise.resolve(commandPlan(inputs, [operation]));
}
/** @throws InputError naming publicKey when it is empty or not of the form the service issues */
function checkPublicKey(publicKey) {
    if (publicKey === '') {
        throw new input_error/* InputError */.dz('publicKey', (0,message/* message */.iU) `${(0,message/* input */.hF)('publicKey')} is empty: give the app to act on.`);
    }
    if (!update_plan/* PUBLIC_KEY_PATTERN */.l6.test(publicKey)) {
        throw new input_error/* InputError */.dz('publicKey', (0,message/* message */.iU) `${(0,message/* input */.hF)('publicKey')} may contain only letters, digits, "_" and "-" (at most 128), as the service issues them; copy it from the app page on the dashboard.`);
    }
}
/** @throws InputError naming apiToken when it is empty */
function requireToken(inputs, what) {
    if (inputs.apiToken === '') {
        throw new input_error/* InputError */.dz('apiToken', (0,message/* message */.iU) `${(0,message/* input */.hF)('apiToken')} is empty: ${what} needs an API token (Organization → API Token on the dashboard).`);
    }
}
/** A plan of `operations` with the inputs' endpoints, token, attempts and deadline. */
function commandPlan(inputs, operations) {
    return {
        endpoints: resolveEndpoints(inputs.baseUrl, inputs.privateInstanceUrl),
        apiToken: inputs.apiToken,
        githubToken: '',
        operations,
        maxAttempts: inputs.maxAttempts,
        requestTimeoutMs: inputs.requestTimeoutSeconds * 1000,
        dryRun: inputs.dryRun
    };
}

;// CONCATENATED MODULE: ./src/shared/proxy-credentials.ts
/**
 * The user name and password of a proxy (`HTTPS_PROXY=http://user:pass@proxy:3128`) are secrets
 * like the API token: the HTTP client sends them as `Proxy-Authorization: Basic …`, and Node's
 * trace under `NODE_DEBUG=net` prints them (`proxyAuth: 'user:pass'`, the header, the proxy's
 * URL). docs/security.md (Proxies).
 */
/** The variables the HTTP clients read a proxy from (@actions/http-client, its lower case first). */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];
/**
 * The credentials in the proxy variables, each to be hidden in every form (the redaction adds
 * the percent-encoded, JSON, HTML and base64 ones). Only the secret part is hidden in pieces:
 * the password as the URL writes it and percent-decoded (as the client sends it), or the user
 * name when there is no password (a token given as the user name). `user:password` both ways,
 * which a `Proxy-Authorization: Basic` header encodes whole and the proxy's URL holds, is
 * hidden only whole; a user name beside a password is not hidden, so that a mask never
 * confirms a guess of it.
 *
 * @param env the process's environment
 * @returns the credentials, without duplicates or empty ones; none when no variable has any
 */
function proxyCredentials(env) {
    const credentials = new Map();
    const add = (secret, options) => {
        if (secret !== '' && credentials.get(secret)?.pieces !== true)
            credentials.set(secret, options);
    };
    for (const name of PROXY_VARIABLES) {
        const url = proxyUrl(env[name]);
        if (!url || (url.username === '' && url.password === ''))
            continue;
        if (url.password === '') {
            for (const user of [safeDecode(url.username), url.username])
                add(user, { pieces: true });
            continue;
        }
        for (const password of [safeDecode(url.password), url.password])
            add(password, { pieces: true });
        add(`${safeDecode(url.username)}:${safeDecode(url.password)}`, { pieces: false });
        add(`${url.username}:${url.password}`, { pieces: false });
    }
    return [...credentials].map(([secret, options]) => ({ secret, options }));
}
/**
 * A proxy variable's URL as an HTTP client reads it, with `http://` in front when it names no
 * http(s) scheme (`user:pass@proxy:3128` parses as a URL of the scheme `user:`, whose
 * credentials a client that assumes http:// would still send).
 */
function proxyUrl(value) {
    if (!value)
        return undefined;
    const parse = (text) => {
        try {
            return new URL(text);
        }
        catch {
            return undefined;
        }
    };
    const url = parse(value);
    return url && /^https?:$/.test(url.protocol) ? url : parse(`http://${value}`);
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}

// EXTERNAL MODULE: ./src/service/upload/progress.ts
var progress = __webpack_require__(354);
;// CONCATENATED MODULE: ./src/shared/workflow-commands.ts
/**
 * Keeps text from becoming a workflow command. The runner reads a command from any line of a
 * step's stdout and stderr that starts, after spaces, with `::name`, and from `##[name]`
 * anywhere in a line (https://docs.github.com/actions/reference/workflow-commands-for-github-actions).
 */
/** Every character a reader of the log could take as the end of a line. */
const LINE_BREAKS = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/g;
/** Other control characters (escape sequences of a terminal, NUL …), shown as `\xNN`. */
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
/** Invisible between the two characters of a marker, so the runner no longer sees it. */
const ZERO_WIDTH_SPACE = '\u200b';
/**
 * Makes one line of the log out of any text: line breaks become ` ⏎ `, control characters
 * `\xNN`, a leading `::` (after spaces) and every `##[` are broken by a zero-width space.
 *
 * @returns text with no line break that the runner reads as plain text
 */
function neutraliseCommands(text) {
    return text
        .replace(LINE_BREAKS, ' ⏎ ')
        .replace(CONTROLS, character => `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .replace(/##\[/g, `#${ZERO_WIDTH_SPACE}#[`)
        .replace(/^(\s*):(?=:)/, `$1:${ZERO_WIDTH_SPACE}`);
}
/**
 * True when the runner would read a line as a command (for tests and for checking what is
 * about to be printed).
 */
function isWorkflowCommand(line) {
    return /^\s*::/.test(line) || line.includes('##[');
}
/**
 * Shortest piece of a cut secret given to the runner's mask, which hides it in the whole job's
 * log: a shorter one (`/#`) would hide common text there.
 */
const MIN_MASK_PIECE = 4;
/**
 * A secret as the runner's mask can take it. A `::add-mask::` line holding `##[` would itself be
 * read as a command, so a secret holding one is cut inside each `##[` (between its two `#`) and
 * masked in pieces: together they cover it, but for pieces shorter than MIN_MASK_PIECE (a few
 * characters next to a `##[`), which the run's Redactor still hides, with the rest, in
 * everything the run prints. A secret without `##[` is masked whole, whatever its length.
 *
 * @returns the values to register, none holding `##[`
 */
function runnerMaskPieces(secret) {
    const parts = secret.split('##[');
    if (parts.length === 1)
        return [secret];
    const pieces = parts.map((part, index) => `${index > 0 ? '#[' : ''}${part}${index < parts.length - 1 ? '#' : ''}`);
    return pieces.filter(piece => piece.length >= MIN_MASK_PIECE);
}

;// CONCATENATED MODULE: ./src/cli/core-adapter.ts
/**
 * Everything the command-line tool takes from the application core, in one place: the run
 * loop, the plans of its commands, the failure and result types, redaction and the escaping of
 * outside text. The rest of src/cli/ imports the core only through this file.
 */













/***/ }),

/***/ 8334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yh: () => (/* binding */ appOutputs)
/* harmony export */ });
/* unused harmony exports OUTPUT_NAMES, COMMAND_RESULT_NAMES, appPageUrl */
/** Every step output of action.yml, in its order (a test keeps the two equal). */
const OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'publicKey',
    'created',
    'updated',
    'platform',
    'versionCode',
    'appUrl',
    'ipv4',
    'ipv4Count',
    'ipv4Sha256',
    'previewAction',
    'commentUrl',
    'deviceLinks',
    'ipv4Added',
    'ipv4Removed',
    'ipv4Changed',
    'ipv4Aggregated',
    'sweptPreviews',
    'ipv4Files'
]));
/**
 * Results of the command-line tool's own commands, which no step output of the action carries:
 * `deleted` (`delete`: true, or false when the app was already gone) and `deviceList`
 * (`devices`: a JSON list of `{ id, platform }`).
 */
const COMMAND_RESULT_NAMES = (/* unused pure expression or super */ null && (['deleted', 'deviceList']));
/**
 * The outputs of an app that was updated: the answer's fields (already checked), and the app's
 * page.
 */
function appOutputs(endpoints, app) {
    return {
        publicKey: app.publicKey,
        created: app.created ?? '',
        updated: app.updated ?? '',
        platform: app.platform ?? '',
        versionCode: app.versionCode === undefined ? '' : String(app.versionCode),
        appUrl: appPageUrl(endpoints, app.publicKey, app.appUrl)
    };
}
/**
 * The app's page. On the public service and a private instance: the service's `appURL` when it
 * is on their app pages' origin, else `{appPageBase}/app/{publicKey}`; a link the answer points
 * elsewhere is not published (it reaches outputs, the summary, a comment and a deployment). For
 * any other `baseUrl`, whose pages the action cannot know: the service's `appURL`, or ''.
 *
 * @param fromService the answer's `appURL`, already checked to be an https URL without
 *   credentials, query or fragment (isAppPageUrl)
 */
function appPageUrl(endpoints, publicKey, fromService) {
    if (endpoints.appPageBase === undefined)
        return fromService ?? '';
    if (fromService && new URL(fromService).origin === new URL(endpoints.appPageBase).origin) {
        return fromService;
    }
    return `${endpoints.appPageBase}/app/${encodeURIComponent(publicKey)}`;
}


/***/ }),

/***/ 8796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ uploadBody),
/* harmony export */   IS: () => (/* binding */ sendUpdate),
/* harmony export */   fy: () => (/* binding */ updateApp)
/* harmony export */ });
/* harmony import */ var _step_outputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8334);
/* harmony import */ var _update_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3792);
/* harmony import */ var _shared_url_redaction_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9392);
/* harmony import */ var _service_lost_update_answer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1450);




/**
 * Updates an existing app with exactly the fields given, and/or uploads a build
 * (https://docs.appetize.io/rest-api/v1/update-existing-app,
 * https://docs.appetize.io/rest-api/v1/direct-file-uploads).
 */
const updateApp = {
    title: operation => `Update app ${operation.publicKey}`,
    async run(operation, context) {
        const { host, client, endpoints, dryRun } = context;
        const { publicKey, fields } = operation;
        const upload = await uploadBody(operation, context);
        const sent = [...Object.keys(fields), ...(upload ? ['file'] : [])];
        host.info(`POST ${client.appUrl(publicKey)}: ${sent.join(', ')}`);
        if (typeof fields.url === 'string')
            host.info(`Build: ${(0,_shared_url_redaction_js__WEBPACK_IMPORTED_MODULE_2__/* .redactUrl */ .BO)(fields.url)}`);
        if (upload)
            host.info(`${dryRun ? 'Would upload' : 'Uploading'} ${upload.fileDescription}`);
        const app = await sendUpdate(operation, upload, context);
        host.info(dryRun
            ? `Dry run: app ${publicKey} would be updated.`
            : `Updated: versionCode ${app.versionCode ?? '(not in the answer)'}`);
        const outputs = (0,_step_outputs_js__WEBPACK_IMPORTED_MODULE_3__/* .appOutputs */ .yh)(endpoints, app);
        // A dry run's app has no page from the service yet: its links are not known, and not needed.
        let linksTable;
        if (operation.devices && !dryRun) {
            const { deviceLinks, deviceLinksOutput } = await __webpack_require__.e(/* import() */ 601).then(__webpack_require__.bind(__webpack_require__, 601));
            const { linkGridHtml } = await __webpack_require__.e(/* import() */ 869).then(__webpack_require__.bind(__webpack_require__, 869));
            const grid = deviceLinks(outputs.appUrl ?? '', { ...operation, devices: operation.devices }, host);
            outputs.deviceLinks = deviceLinksOutput(grid);
            linksTable = linkGridHtml(grid);
        }
        return {
            outputs,
            section: (0,_update_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .updateSection */ .v)(operation, outputs, linksTable),
            app: { record: app, appUrl: outputs.appUrl ?? '' }
        };
    }
};
/**
 * Sends the update. When its answer was lost (sent whole and no answer came, or a 2xx status
 * line arrived but the answer broke off or cannot be used), the app is read back and the
 * read-backs decide (lost-answer.ts): the outputs come only from one that shows this update
 * took effect, and the update is sent once more only when they prove the service did not apply
 * it.
 *
 * @throws ActionFailure; see `decideLostUpdate` for an answer that was lost
 */
async function sendUpdate(operation, upload, context) {
    try {
        return await context.client.updateApp(operation.publicKey, operation.fields, upload);
    }
    catch (error) {
        if (!(error instanceof _service_lost_update_answer_js__WEBPACK_IMPORTED_MODULE_1__/* .LostUpdateAnswer */ .Kq))
            throw error;
        // Loaded only when an answer was lost.
        const { decideLostUpdate } = await __webpack_require__.e(/* import() */ 513).then(__webpack_require__.bind(__webpack_require__, 1513));
        return decideLostUpdate(error, operation, upload, context);
    }
}
/**
 * The streamed upload of the operation's build, or undefined for a JSON update. The multipart
 * and zip code is imported only here, so runs without a file never load it.
 */
async function uploadBody(operation, { host }) {
    if (!operation.build)
        return undefined;
    const { multipartUpload } = await __webpack_require__.e(/* import() */ 479).then(__webpack_require__.bind(__webpack_require__, 3479));
    return multipartUpload(operation.fields, operation.build, line => host.info(line), host.watchUpload);
}


/***/ }),

/***/ 3792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ describeBuild),
/* harmony export */   v: () => (/* binding */ updateSection)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_url_redaction_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9392);
/* harmony import */ var _shared_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(820);



/**
 * The run's summary's section for an updated app: its outputs, the build, what changed, and the
 * grid of device links when `devices` were given.
 *
 * @param linksTable the grid as an HTML table (link-grid-table.ts, loaded only with devices);
 *   '' when the app's page is not known, undefined without devices
 */
function updateSection(operation, outputs, linksTable) {
    const publicKey = outputs.publicKey ?? operation.publicKey;
    const appUrl = outputs.appUrl ?? '';
    const app = appUrl
        ? `<a href="${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(appUrl)}"><code>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(publicKey)}</code></a>`
        : `<code>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(publicKey)}</code>`;
    const names = Object.keys(operation.fields);
    const url = operation.fields.url;
    const build = typeof url === 'string' ? (0,_shared_url_redaction_js__WEBPACK_IMPORTED_MODULE_2__/* .redactUrl */ .BO)(url) : operation.build?.displayPath;
    const rows = [
        ['App', app],
        ['Platform', (0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(outputs.platform || '—')],
        ['versionCode', (0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(outputs.versionCode || '—')],
        ['Created', (0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(outputs.created || '—')],
        ['Updated', (0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(outputs.updated || '—')]
    ];
    if (build)
        rows.push(['Build', `<code>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(build)}</code>`]);
    if (linksTable === '')
        rows.push(['Devices', '— (the app page is not known for this baseUrl)']);
    rows.push(['Settings changed', (0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .codeList */ .E5)(names.filter(name => operation.fields[name] !== null))]);
    rows.push(['Settings unset', (0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .codeList */ .E5)(names.filter(name => operation.fields[name] === null))]);
    const section = `<h3>Updated app</h3>\n${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)(rows)}`;
    return linksTable ? `${section}\n<h4>Device links</h4>\n${linksTable}` : section;
}
/**
 * The build as a comment may show it: the file's name, or the URL's scheme, host and path.
 *
 * @returns undefined when only settings are sent
 */
function describeBuild(fields, build) {
    if (build)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(build.displayPath);
    return typeof fields.url === 'string' ? (0,_shared_url_redaction_js__WEBPACK_IMPORTED_MODULE_2__/* .redactUrl */ .BO)(fields.url) : undefined;
}


/***/ }),

/***/ 3884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sr: () => (/* binding */ parseAppRecord),
/* harmony export */   l6: () => (/* binding */ PUBLIC_KEY_PATTERN),
/* harmony export */   o$: () => (/* binding */ jsonObject),
/* harmony export */   p4: () => (/* binding */ scrubRecord),
/* harmony export */   q0: () => (/* binding */ describe)
/* harmony export */ });
/* unused harmony export isAppPageUrl */
/* harmony import */ var _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8273);
/* harmony import */ var _app_fields_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6264);
/* harmony import */ var _failures_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2924);
/**
 * Checks each field of the service's answers against its documented shape before anything of it
 * is published (step outputs, the job summary, a comment). A field of the wrong shape makes the
 * whole answer malformed; the error describes the problem (type, length) and never quotes the
 * value, which may carry anything, a secret included. Shapes:
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 */




/** publicKeys the service issues: letters, digits, `_` and `-`. */
const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** Longest text field kept from an answer (a name, a version). */
const MAX_TEXT_LENGTH = 256;
/** Longest app page URL accepted. */
const MAX_URL_LENGTH = 2048;
/**
 * Checks an app answer (update, create or read).
 *
 * @param body the parsed JSON object
 * @param what the request, for the message ("update of app abc")
 * @param expectedPublicKey the app asked for; undefined on a create, where any well-formed key
 *   is accepted and one must be present
 * @throws ActionFailure `malformed-answer` for a field of the wrong shape, an empty publicKey or
 *   one that is not the app asked for
 */
function parseAppRecord(body, what, expectedPublicKey) {
    const fail = (problem) => new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('malformed-answer', `The service's answer to the ${what} is malformed: ${problem}; nothing was published from it.`);
    const text = (name, max) => {
        const value = body[name];
        if (value === undefined || value === null)
            return undefined;
        if (typeof value !== 'string')
            throw fail(`${name} should be a string, got ${describe(value)}`);
        if (value.length > max || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value)) {
            throw fail(`${name} should be at most ${max} characters on one line, got ${describe(value)}`);
        }
        return value;
    };
    const publicKey = text('publicKey', 128);
    if (publicKey === undefined && expectedPublicKey === undefined) {
        throw fail('it names no publicKey for the new app');
    }
    if (publicKey !== undefined && !PUBLIC_KEY_PATTERN.test(publicKey)) {
        throw fail(`publicKey should be letters, digits, "_" and "-", got ${describe(publicKey)}`);
    }
    if (publicKey !== undefined &&
        expectedPublicKey !== undefined &&
        publicKey !== expectedPublicKey) {
        throw fail('it names a different publicKey than the app asked for');
    }
    const record = { publicKey: publicKey ?? expectedPublicKey };
    for (const name of ['created', 'updated']) {
        const value = text(name, 64);
        if (value === undefined)
            continue;
        if (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) {
            throw fail(`${name} should be an ISO 8601 date-time, got ${describe(value)}`);
        }
        record[name] = value;
    }
    const platform = body.platform;
    if (platform !== undefined && platform !== null) {
        if (!_app_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .PLATFORMS */ .P4.includes(platform)) {
            throw fail(`platform should be ios or android, got ${describe(platform)}`);
        }
        record.platform = platform;
    }
    const versionCode = body.versionCode;
    if (versionCode !== undefined && versionCode !== null) {
        if (typeof versionCode !== 'number' || !Number.isSafeInteger(versionCode) || versionCode < 0) {
            throw fail(`versionCode should be a non-negative whole number, got ${describe(versionCode)}`);
        }
        record.versionCode = versionCode;
    }
    const appUrl = text('appURL', MAX_URL_LENGTH);
    if (appUrl !== undefined) {
        if (!isAppPageUrl(appUrl)) {
            throw fail(`appURL should be an https URL without a user name, password, query or fragment, got ${describe(appUrl)}`);
        }
        record.appUrl = appUrl;
    }
    for (const name of ['name', 'appVersionName', 'appVersionCode', 'bundle']) {
        const value = text(name, MAX_TEXT_LENGTH);
        if (value !== undefined)
            record[name] = value;
    }
    return record;
}
/**
 * True for the shape of an app's page: an absolute https URL without whitespace, control
 * characters, user name, password, query or fragment. Where it may point is the caller's to
 * check (appPageUrl): the service's answer is outside text, and a query is where a link would
 * carry something out.
 */
function isAppPageUrl(text) {
    // A backslash: URL parsers disagree about where such a host ends (`https://a.io\\@b.example`).
    if (/[\s\u0000-\u001f\u007f-\u009f?#\\]/.test(text))
        return false;
    try {
        const url = new URL(text);
        return url.protocol === 'https:' && url.username === '' && url.password === '';
    }
    catch {
        return false;
    }
}
/** A value's type and size, never the value: "a string of 37 characters", "a number". */
function describe(value) {
    if (typeof value === 'string') {
        return value === '' ? 'an empty string' : `a string of ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .counted */ .h)(value.length, 'character')}`;
    }
    if (Array.isArray(value))
        return `a list of ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .counted */ .h)(value.length, 'entry', 'entries')}`;
    if (value === null)
        return 'null';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'a whole number' : 'a number';
    return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
/**
 * Parses a 2xx body as a JSON object, or fails without quoting it.
 *
 * @param what the request, for the message ("update of app abc")
 * @throws ActionFailure `malformed-answer`
 */
function jsonObject(response, what) {
    let parsed;
    try {
        parsed = JSON.parse(response.text);
    }
    catch {
        parsed = undefined;
    }
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return parsed;
    }
    const got = parsed === undefined
        ? `${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .counted */ .h)(response.text.length, 'character')} of text, not JSON`
        : describe(parsed);
    throw new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('malformed-answer', `The service answered the ${what} with ${(0,_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .statusLine */ .Bs)(response.status)}, but its body is not a JSON object (${got}); nothing was published from it.`);
}
/**
 * The record with its free-text fields (name, version, bundle) scrubbed of secrets: they may
 * reach a pull request comment, which the host's print boundary does not see.
 */
function scrubRecord(redactor, record) {
    const scrub = (text) => text === undefined ? undefined : redactor.scrub(text);
    return {
        ...record,
        name: scrub(record.name),
        appVersionName: scrub(record.appVersionName),
        appVersionCode: scrub(record.appVersionCode),
        bundle: scrub(record.bundle)
    };
}


/***/ }),

/***/ 6264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G5: () => (/* binding */ APP_FIELDS_BY_NAME),
/* harmony export */   H7: () => (/* binding */ APP_PERMISSION_VALUES),
/* harmony export */   IT: () => (/* binding */ APP_FIELDS),
/* harmony export */   P: () => (/* binding */ APP_PERMISSION_KEYS),
/* harmony export */   P4: () => (/* binding */ PLATFORMS)
/* harmony export */ });
/* unused harmony exports TIMEOUT_SECONDS, FILE_TYPES */
/**
 * The app fields the update operation accepts, as one table
 * (https://docs.appetize.io/rest-api/v1/update-existing-app). Validation, the
 * README's settings reference and its consistency test all read this table, so a field is
 * described in exactly one place.
 */
/** Inactivity timeouts the service accepts, in seconds (the `timeout` field of the update operation). */
const TIMEOUT_SECONDS = [30, 60, 90, 120, 180, 300, 600, 1800, 3600, 7200];
/** The capabilities `appPermissions` may set (the update operation's `appPermissions`). */
const APP_PERMISSION_KEYS = [
    'run',
    'networkProxy',
    'networkIntercept',
    'debugLog',
    'adbConnect',
    'androidPackageManager'
];
/** Values an `appPermissions` entry may take besides `null` (the update operation's documented examples). */
const APP_PERMISSION_VALUES = ['authenticated', 'public'];
/** Platforms the service streams. */
const PLATFORMS = ['ios', 'android'];
/** Build file types the service accepts for `url` (the update operation's `fileType`). */
const FILE_TYPES = ['zip', 'tar.gz', 'apk'];
/** Every app field of the update operation, in its documentation's order. */
const APP_FIELDS = [
    {
        name: 'url',
        type: 'string',
        description: 'Publicly accessible link to the build file (.zip, .tar.gz or .apk).'
    },
    { name: 'platform', type: 'string', allowed: PLATFORMS, description: '`ios` or `android`.' },
    {
        name: 'fileType',
        type: 'string',
        allowed: FILE_TYPES,
        description: 'Type of file that `url` points to. The service defaults to `zip` for iOS, `apk` for Android.'
    },
    { name: 'note', type: 'string', description: 'Free note for the owner, shown on the dashboard.' },
    {
        name: 'timeout',
        type: 'number',
        allowed: TIMEOUT_SECONDS,
        description: 'Seconds of user inactivity after which a session ends.'
    },
    {
        name: 'timeLimit',
        type: 'number',
        positiveInteger: true,
        description: 'Maximum seconds a session may run before it is ended.'
    },
    {
        name: 'maxConcurrent',
        type: 'number',
        positiveInteger: true,
        description: 'Maximum number of concurrent sessions for the app.'
    },
    {
        name: 'referrerHostnamesRestricted',
        type: 'string[]',
        description: 'Hostnames that are allowed to embed the app.'
    },
    {
        name: 'disabled',
        type: 'boolean',
        description: 'When true, streaming is disabled for the app.'
    },
    {
        name: 'disableHome',
        type: 'boolean',
        description: 'Disables the home button on the iOS simulator when available.'
    },
    {
        name: 'useLastFrame',
        type: 'boolean',
        description: 'Shows the last screen image in the simulator after the session ends.'
    },
    {
        name: 'buttonText',
        type: 'string',
        description: 'Text of the prompt to start a session (service default "Tap to play").'
    },
    {
        name: 'postSessionButtonText',
        type: 'string',
        description: 'Text of the prompt to restart a session (service default "Tap to play").'
    },
    {
        name: 'launchUrl',
        type: 'string',
        description: 'Deep link that opens a specific location when the app is launched.'
    },
    {
        name: 'appPermissions',
        type: 'appPermissions',
        description: `Access level per capability: keys ${APP_PERMISSION_KEYS.map(k => `\`${k}\``).join(', ')}; values \`authenticated\`, \`public\` or \`null\` (reset to default).`
    }
];
/** The table keyed by field name. */
const APP_FIELDS_BY_NAME = new Map(APP_FIELDS.map(field => [field.name, field]));


/***/ }),

/***/ 4833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ refusedBuildKindOfName),
/* harmony export */   Vr: () => (/* binding */ uploadName),
/* harmony export */   XF: () => (/* binding */ buildKind),
/* harmony export */   jQ: () => (/* binding */ buildKindOfName)
/* harmony export */ });
/* unused harmony exports BUILD_KINDS, BUILD_KINDS_BY_KIND, REFUSED_BUILD_KINDS */
/** Every kind, in the order names are matched. */
const BUILD_KINDS = [
    {
        kind: 'apk',
        extensions: ['.apk'],
        platform: 'android',
        fileType: 'apk',
        contentType: 'application/vnd.android.package-archive',
        description: 'an Android .apk',
        folder: false
    },
    {
        kind: 'apks',
        extensions: ['.apks'],
        platform: 'android',
        contentType: 'application/octet-stream',
        description: 'an Android .apks (APK set)',
        folder: false
    },
    {
        kind: 'zip',
        extensions: ['.zip'],
        platform: 'ios',
        fileType: 'zip',
        contentType: 'application/zip',
        description: 'a .zip of an iOS simulator .app',
        folder: false
    },
    {
        kind: 'tar.gz',
        extensions: ['.tar.gz', '.tgz'],
        platform: 'ios',
        fileType: 'tar.gz',
        contentType: 'application/gzip',
        description: 'a .tar.gz of an iOS simulator .app',
        folder: false
    },
    {
        kind: 'app',
        extensions: ['.app'],
        platform: 'ios',
        fileType: 'zip',
        contentType: 'application/zip',
        description: 'an iOS simulator .app folder',
        folder: true
    }
];
/** The table keyed by kind. */
const BUILD_KINDS_BY_KIND = new Map(BUILD_KINDS.map(row => [row.kind, row]));
/** The row of a kind (every kind has one). */
function buildKind(kind) {
    return BUILD_KINDS_BY_KIND.get(kind);
}
/**
 * The kind a file or folder name marks, by its ending (case-insensitive).
 *
 * @returns undefined when the name ends in none of the table's extensions
 */
function buildKindOfName(name) {
    const lower = name.toLowerCase();
    return BUILD_KINDS.find(row => row.extensions.some(extension => lower.endsWith(extension)));
}
/**
 * Builds the service cannot run: device builds for iOS (it streams simulator builds only) and
 * Android App Bundles (it takes APKs and APK sets). iOS:
 * https://docs.appetize.io/platform/app-management/uploading-apps/ios, Android:
 * https://docs.appetize.io/platform/app-management/uploading-apps/android
 */
const REFUSED_BUILD_KINDS = [
    {
        extensions: ['.ipa'],
        description: 'an .ipa (a device build), which the service cannot stream',
        instead: {
            file: 'Build for the simulator (xcodebuild -sdk iphonesimulator) and give the .app folder, or a .zip or .tar.gz of it.',
            url: 'Build for the simulator (xcodebuild -sdk iphonesimulator) and link a .zip or .tar.gz of the .app.'
        }
    },
    {
        extensions: ['.aab'],
        description: 'an .aab (an Android App Bundle), which the service does not take',
        instead: {
            file: 'Turn it into an APK set with bundletool build-apks and give the .apks, or the universal .apk from it.',
            url: 'Turn it into an APK with bundletool build-apks (--mode=universal) and link the .apk.'
        }
    }
];
/** The refused kind a file name or URL path marks, by its ending (case-insensitive). */
function refusedBuildKindOfName(name) {
    const lower = name.toLowerCase();
    return REFUSED_BUILD_KINDS.find(row => row.extensions.some(extension => lower.endsWith(extension)));
}
/**
 * The name the upload gives the build: the file's own name, or `{name}.zip` for an `.app`
 * folder (zipped on the fly).
 *
 * @param baseName the file or folder name, without directories
 */
function uploadName(kind, baseName) {
    return kind === 'app' ? `${baseName.replace(/\.app$/i, '')}.zip` : baseName;
}


/***/ }),

/***/ 4024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ ServiceClient)
});

// EXTERNAL MODULE: ./src/shared/failure.ts
var failure = __webpack_require__(8035);
// EXTERNAL MODULE: ./src/service/answers.ts
var answers = __webpack_require__(3884);
// EXTERNAL MODULE: ./src/service/transport.ts
var transport = __webpack_require__(1838);
// EXTERNAL MODULE: ./src/service/lost-update-answer.ts
var lost_update_answer = __webpack_require__(1450);
;// CONCATENATED MODULE: ./src/service/requests.ts
/** The requests of the service's API; ServiceClient sends them. */
class ServiceRequests {
    options;
    constructor(options) {
        this.options = options;
    }
    /** The create request exactly as `createApp` sends it (also shown by a dry run). */
    createRequest(fields, upload) {
        return this.writeRequest(`${this.options.endpoints.v1}/apps`, fields, upload);
    }
    /** The delete request exactly as `deleteApp` sends it. */
    deleteRequest(publicKey) {
        return { method: 'DELETE', url: this.appUrl(publicKey), headers: this.authHeaders({}) };
    }
    /** The device list request exactly as `listDevices` sends it. */
    devicesRequest() {
        const url = `${this.options.endpoints.v2}/service/devices`;
        return { method: 'GET', url, headers: { accept: 'application/json' } };
    }
    /** The update request exactly as `updateApp` sends it (also shown by a dry run). */
    updateRequest(publicKey, fields, upload) {
        return this.writeRequest(this.appUrl(publicKey), fields, upload);
    }
    /** A POST of app fields: JSON, or `multipart/form-data` with a build. */
    writeRequest(url, fields, upload) {
        if (upload) {
            return {
                method: 'POST',
                url,
                headers: this.authHeaders(upload.headers),
                body: upload.open,
                bodyPreview: upload.preview
            };
        }
        return {
            method: 'POST',
            url,
            headers: this.authHeaders({ 'content-type': 'application/json' }),
            body: JSON.stringify(fields)
        };
    }
    /** The IP block request exactly as `getIpBlocks` sends it (also shown by a dry run). */
    ipBlocksRequest() {
        return { method: 'GET', url: this.ipBlocksUrl(), headers: { accept: 'application/json' } };
    }
    /** An app's URL in the v1 API. */
    appUrl(publicKey) {
        return `${this.options.endpoints.v1}/apps/${encodeURIComponent(publicKey)}`;
    }
    /** The IP block operation's URL. */
    ipBlocksUrl() {
        return `${this.options.endpoints.v2}/service/ips`;
    }
    /** Headers for an authenticated request: the token, JSON accepted. */
    authHeaders(extra) {
        return { 'x-api-key': this.options.apiToken, accept: 'application/json', ...extra };
    }
}

;// CONCATENATED MODULE: ./src/service/client.ts





/**
 * The service's REST API: create, update, read and delete an app, fetch the IP blocks and the
 * device list. Each method knows its request (ServiceRequests), whether a retry is safe, and the
 * shape of its answer, which it checks before returning anything of it.
 */
class ServiceClient extends ServiceRequests {
    /**
     * Updates an existing app: `POST {v1}/apps/{publicKey}`
     * (https://docs.appetize.io/rest-api/v1/update-existing-app), or the same as
     * `multipart/form-data` with a build (https://docs.appetize.io/rest-api/v1/direct-file-uploads).
     * Sent again after a status that says it failed (429, 5xx) or a network failure before the
     * whole request was sent; never once it was sent whole, since an update applied twice deploys
     * twice (versionCode counts both).
     *
     * @param publicKey the app; percent-encoded into the path, so it cannot reach another endpoint
     * @param fields exactly the fields to send; `null` unsets one
     * @param maxAttempts attempts allowed to this update, at most the client's `maxAttempts` (a
     *   second sending gets what the first left)
     * @returns the app as the answer describes it, every field checked
     * @throws ActionFailure on a refusal or a failure after all attempts; LostUpdateAnswer (kind
     *   `answer-lost`) when the update was sent whole and no answer came, or a 2xx status line
     *   arrived but the rest of the answer broke off or cannot be used: it is then not sent again
     */
    async updateApp(publicKey, fields, upload, maxAttempts = this.options.maxAttempts) {
        const call = {
            name: `update of app ${publicKey}`,
            publicKey,
            request: this.updateRequest(publicKey, fields, upload),
            retry: 'until-sent',
            changesState: true
        };
        const sentAt = performance.now();
        let response;
        try {
            response = await (0,transport/* sendCall */.n)(call, { ...this.options, maxAttempts });
        }
        catch (error) {
            if (!(error instanceof failure/* ActionFailure */.dR) || error.kind !== 'answer-lost')
                throw error;
            if (!(error instanceof lost_update_answer/* UnansweredWrite */.Mb)) {
                throw new lost_update_answer/* LostUpdateAnswer */.Kq(error.message, sentAt, undefined);
            }
            throw new lost_update_answer/* LostUpdateAnswer */.Kq(error.message, error.sentAt, undefined, error.unanswered, Math.max(0, maxAttempts - error.attempts));
        }
        try {
            return (0,answers/* scrubRecord */.p4)(this.options.redactor, (0,answers/* parseAppRecord */.Sr)((0,answers/* jsonObject */.o$)(response, call.name), call.name, publicKey));
        }
        catch (error) {
            // A 2xx whose body cannot be used: the update may have been applied, and is not resent.
            if (!(error instanceof failure/* ActionFailure */.dR) || error.kind !== 'malformed-answer')
                throw error;
            throw new lost_update_answer/* LostUpdateAnswer */.Kq(error.message, sentAt, (0,lost_update_answer/* isHtml */._6)(response) ? response.status : undefined);
        }
    }
    /**
     * Creates an app: `POST {v1}/apps`, JSON or `multipart/form-data` exactly like an update
     * (the service's REST API reference, "Create new app": https://docs.appetize.io/rest-api).
     * Creating is not idempotent, so it is sent again only when it surely did not reach the
     * service (a refused connection, a 429).
     *
     * @param fields the fields of the new app; `platform` is required by the service
     * @returns the new app, every field checked
     * @throws ActionFailure; `outcome-unknown` when an app may have been created (the message
     *   names its publicKey when the answer did)
     */
    async createApp(fields, upload) {
        const call = {
            name: 'create of an app',
            request: this.createRequest(fields, upload),
            retry: 'unsent-only',
            changesState: true
        };
        let body;
        try {
            body = (0,answers/* jsonObject */.o$)(await (0,transport/* sendCall */.n)(call, this.options), call.name);
            return (0,answers/* scrubRecord */.p4)(this.options.redactor, (0,answers/* parseAppRecord */.Sr)(body, call.name, undefined));
        }
        catch (error) {
            if (!(error instanceof failure/* ActionFailure */.dR))
                throw error;
            if (error.kind !== 'outcome-unknown' && error.kind !== 'malformed-answer')
                throw error;
            const key = body?.publicKey;
            const named = typeof key === 'string' && answers/* PUBLIC_KEY_PATTERN */.l6.test(key) ? ` (publicKey ${key})` : '';
            throw new failure/* ActionFailure */.dR('outcome-unknown', `${error.message} An app may have been created${named} that nothing records.`);
        }
    }
    /**
     * Deletes an app: `DELETE {v1}/apps/{publicKey}` (the service's REST API reference, "Deletes
     * an app": https://docs.appetize.io/rest-api). Sent again after any passing failure: deleting
     * twice leaves no app either.
     *
     * @returns `deleted`, or `already-gone` when the service has no such app (404)
     * @throws ActionFailure for any other failure
     */
    async deleteApp(publicKey) {
        const call = {
            name: `delete of app ${publicKey}`,
            publicKey,
            request: this.deleteRequest(publicKey),
            retry: 'any-failure',
            changesState: true
        };
        try {
            // The answer's body (often empty) says nothing more than its status.
            await (0,transport/* sendCall */.n)(call, this.options);
            return 'deleted';
        }
        catch (error) {
            if (error instanceof failure/* ActionFailure */.dR && error.kind === 'not-found')
                return 'already-gone';
            if (error instanceof failure/* ActionFailure */.dR && error.kind === 'answer-lost')
                return 'deleted';
            throw error;
        }
    }
    /**
     * The devices the service streams: `GET {v2}/service/devices`, without the token (v2 REST
     * API reference, "Get available devices": https://docs.appetize.io/rest-api).
     * @throws ActionFailure; `malformed-answer` when the answer is not a list of devices
     */
    async listDevices() {
        const call = {
            name: 'device list request',
            request: this.devicesRequest(),
            retry: 'any-failure',
            changesState: false
        };
        const response = await (0,transport/* sendCall */.n)(call, this.options);
        const { parseDeviceList } = await __webpack_require__.e(/* import() */ 284).then(__webpack_require__.bind(__webpack_require__, 6284));
        return parseDeviceList(response.text, call.name);
    }
    /**
     * Reads an app back: `GET {v1}/apps/{publicKey}`, a read that changes nothing (the service's
     * REST API reference, "Get a Single App": https://docs.appetize.io/rest-api).
     *
     * @throws ActionFailure as `updateApp`
     */
    async readApp(publicKey) {
        return (await this.readAppAnswer(publicKey)).record;
    }
    /**
     * Reads an app back as `readApp` does, asking caches between for no stored copy
     * (`Cache-Control: no-cache`: https://www.rfc-editor.org/rfc/rfc9111#name-no-cache), and
     * keeping what shows when the answer was made: its fields as sent, the service's clock (the
     * `Date` header, which HTTP requires of a server with a clock:
     * https://www.rfc-editor.org/rfc/rfc9110#field.date) and a cache's `Age`.
     *
     * @throws ActionFailure as `readApp`
     */
    async readAppAnswer(publicKey) {
        const call = {
            name: `read of app ${publicKey}`,
            publicKey,
            // No cache's copy: its Date and updated would be those of when it was stored.
            request: {
                method: 'GET',
                url: this.appUrl(publicKey),
                headers: this.authHeaders({ 'cache-control': 'no-cache' })
            },
            retry: 'any-failure',
            changesState: false
        };
        const response = await (0,transport/* sendCall */.n)(call, this.options);
        const receivedAt = performance.now();
        const body = (0,answers/* jsonObject */.o$)(response, call.name);
        const record = (0,answers/* scrubRecord */.p4)(this.options.redactor, (0,answers/* parseAppRecord */.Sr)(body, call.name, publicKey));
        const date = response.headers.date;
        const serviceDate = date === undefined ? Number.NaN : Date.parse(date);
        const age = response.headers.age;
        return {
            record,
            body,
            serviceDate: Number.isNaN(serviceDate) ? undefined : serviceDate,
            receivedAt,
            age: Array.isArray(age) ? age.join(', ') : age
        };
    }
    /**
     * Fetches the streaming servers' IP blocks: `GET {v2}/service/ips`, without the token
     * (https://docs.appetize.io/infrastructure/configure-network-access).
     *
     * @returns the `ipv4` list as the service sent it (order and duplicates kept)
     * @throws ActionFailure on a failure, or `malformed-answer` when `ipv4` is missing or not a
     *   list of strings
     */
    async getIpBlocks() {
        const call = {
            name: 'IP block request',
            request: this.ipBlocksRequest(),
            retry: 'any-failure',
            changesState: false
        };
        const answer = (0,answers/* jsonObject */.o$)(await (0,transport/* sendCall */.n)(call, this.options), call.name);
        const ipv4 = answer.ipv4;
        if (!Array.isArray(ipv4) || !ipv4.every(entry => typeof entry === 'string')) {
            throw new failure/* ActionFailure */.dR('malformed-answer', `The service answered the IP block request without an "ipv4" list of strings (got ${(0,answers/* describe */.q0)(ipv4)}); nothing was published from it.`);
        }
        return ipv4;
    }
    /** Every app of the account (`GET {v1}/apps`, all pages; see app-list.ts). */
    async listApps() {
        const { listApps } = await __webpack_require__.e(/* import() */ 917).then(__webpack_require__.bind(__webpack_require__, 7917));
        return listApps(this.options, this.authHeaders({}));
    }
}


/***/ }),

/***/ 2924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m$: () => (/* binding */ failureOfError),
  FP: () => (/* binding */ statusFailure),
  Bs: () => (/* binding */ statusLine)
});

// UNUSED EXPORTS: attemptsSuffix, excerpt, kindOfStatus

// EXTERNAL MODULE: ./src/shared/failure.ts
var failure = __webpack_require__(8035);
// EXTERNAL MODULE: ./src/service/http-attempt.ts + 1 modules
var http_attempt = __webpack_require__(9422);
;// CONCATENATED MODULE: ./src/service/wrong-address.ts
/**
 * False for a 404, 405 or 501 whose body is not a JSON object: a web server, a static site or
 * a proxy answered, not the service's API (which explains every refusal in JSON).
 */
function speaksApi(response) {
    if (![404, 405, 501].includes(response.status))
        return true;
    try {
        const parsed = JSON.parse(response.text);
        return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
    }
    catch {
        return false;
    }
}
/** A page's text in a few words, without markup: `an HTML page ("Not Implemented …")`. */
function pageExcerpt(text) {
    const html = /<[a-z!/]/i.test(text);
    const words = text
        .replace(/<(script|style)\b[^]*?<\/\1\s*>/gi, ' ')
        .replace(/<[^>]*>?/g, ' ')
        .replace(/&[a-z#0-9]+;/gi, ' ')
        .replace(/[\p{Cc}\s]+/gu, ' ')
        .trim();
    const short = words.length > 80 ? `${words.slice(0, 77)}...` : words;
    const what = html ? 'an HTML page' : text.trim() === '' ? 'an empty answer' : 'a text';
    return short === '' ? what : `${what} (${JSON.stringify(short)})`;
}

// EXTERNAL MODULE: ./src/shared/tls-handshake.ts
var tls_handshake = __webpack_require__(5388);
// EXTERNAL MODULE: ./src/shared/message.ts
var message = __webpack_require__(9782);
;// CONCATENATED MODULE: ./src/service/failures.ts
/**
 * Turns what went wrong with a request into an ActionFailure of the right kind, with a message
 * that says what happened and never what to do (the kind's advice does that). Status meanings:
 * https://docs.appetize.io/rest-api (Response Codes).
 */





const STATUS_TEXT = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    409: 'Conflict',
    422: 'Unprocessable Content',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    501: 'Not Implemented',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout'
};
/** "404 Not Found", or the bare number for a status without a well-known text. */
function statusLine(status) {
    const text = STATUS_TEXT[status];
    return text ? `${status} ${text}` : String(status);
}
/** The failure kind a refused or failed HTTP status means. */
function kindOfStatus(status) {
    if (status === 401)
        return 'unauthorized';
    if (status === 403)
        return 'forbidden';
    if (status === 404)
        return 'not-found';
    if (status === 429)
        return 'rate-limited';
    if (status >= 500)
        return 'server-error';
    if (status >= 400)
        return 'bad-request';
    return 'malformed-answer';
}
/** " after 3 attempts", or nothing for one. */
function attemptsSuffix(attempts) {
    return attempts > 1 ? ` after ${attempts} attempts` : '';
}
/**
 * The failure for an error thrown while sending (no answer, or an answer that broke, or a TLS
 * handshake that failed: TlsHandshakeError, said as such, never as a lost answer).
 *
 * @param what the request, e.g. "update of app abc"
 * @param message the error's text, already scrubbed of secrets
 */
function failureOfError(thrown, what, detail, attempts) {
    const message = detail;
    // A handshake that failed sent nothing: its cause says why.
    const handshake = thrown instanceof tls_handshake/* TlsHandshakeError */.tj;
    const error = handshake ? thrown.cause : thrown;
    if (error instanceof http_attempt/* BuildReadError */.dl) {
        return new failure/* ActionFailure */.dR('build-unreadable', `The ${what} stopped: ${message}.`);
    }
    if (error instanceof http_attempt/* AnswerTooLargeError */.Oc || error instanceof http_attempt/* UndecodableAnswerError */.BH) {
        return new failure/* ActionFailure */.dR('malformed-answer', `The service's answer to the ${what} (${statusLine(error.status)}) was refused: ${message}.`);
    }
    if (error instanceof http_attempt/* RequestTimeoutError */.DH) {
        return new failure/* ActionFailure */.dR('timed-out', `The ${what} ${message}${attemptsSuffix(attempts)}.`);
    }
    const code = error?.code;
    if (typeof code === 'string' && code.startsWith('HPE_')) {
        // Node's HTTP parser refused the answer (a header section that never ends, a broken status
        // line): a broken answer like any other, not a fault of the action.
        return new failure/* ActionFailure */.dR('malformed-answer', `The service's answer to the ${what} is not valid HTTP (${message}); nothing was published from it.`);
    }
    const tls = (0,tls_handshake/* tlsFailure */.kL)(error);
    if (tls !== undefined) {
        // OpenSSL's own words (`EPROTO … ssl3_get_record: wrong version number`) say nothing a
        // person can act on: the reason does, and the kind's advice names the input to check.
        const sent = handshake ? ', so nothing was sent' : '';
        return tls.kind === 'not-tls'
            ? new failure/* ActionFailure */.dR('not-tls', `The ${what} could not reach the service over TLS: ${tls.reason}${sent}.`)
            : new failure/* ActionFailure */.dR('untrusted-certificate', `The ${what} could not reach the service: ${tls.reason}${sent}.`);
    }
    if (typeof code === 'string' && NETWORK_CODE.test(code)) {
        return new failure/* ActionFailure */.dR('unreachable', `The ${what} could not reach the service${attemptsSuffix(attempts)}: ${message}.`);
    }
    return new failure/* ActionFailure */.dR('unexpected', `The ${what} failed: ${message}.`);
}
/** Node's network failure codes (socket, DNS, proxy tunnel). */
const NETWORK_CODE = /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/;
/**
 * The failure a non-2xx answer means, with the service's own explanation when it gave one.
 *
 * @param attempts how many attempts were made, for the message
 */
function statusFailure(call, response, attempts, redactor) {
    const explanation = serviceMessage(response.text, redactor);
    // The service's words after the action's own, unless they only say again what those say.
    const said = (own) => {
        const added = addedWords(explanation, own, STATUS_TEXT[response.status]);
        return added === '' ? '' : `: ${added}`;
    };
    const status = statusLine(response.status);
    if (!speaksApi(response)) {
        // Scrubbed before the excerpt cuts it, so that no cut leaves a piece too short to mask.
        return new failure/* ActionFailure */.dR('not-the-api', `The ${call.name} got ${status} from ${new URL(call.request.url).origin}, with ${pageExcerpt(redactor.scrub(response.text))} instead of a JSON answer.`);
    }
    const kind = kindOfStatus(response.status);
    switch (kind) {
        case 'unauthorized': {
            const own = `The service refused the API token (${status})`;
            return new failure/* ActionFailure */.dR(kind, `${own}${said(own)}.`);
        }
        case 'forbidden': {
            const own = `The API token may not perform the ${call.name} (${status})`;
            return new failure/* ActionFailure */.dR(kind, `${own}${said(own)}.`);
        }
        case 'not-found': {
            if (call.publicKey !== undefined) {
                const own = (0,message/* message */.iU) `No app with ${(0,message/* input */.hF)('publicKey')} "${call.publicKey}" exists (${status})`;
                return new failure/* ActionFailure */.dR(kind, (0,message/* message */.iU) `${own}${said((0,message/* plainText */.wh)(own))}.`);
            }
            const own = `The service has no ${call.name} endpoint at ${new URL(call.request.url).origin} (${status})`;
            return new failure/* ActionFailure */.dR(kind, `${own}${said(own)}.`, (0,message/* message */.iU) `Check ${(0,message/* input */.hF)('baseUrl')} or ${(0,message/* input */.hF)('privateInstanceUrl')}: they should name the API host, without a path the service does not have.`);
        }
        case 'bad-request': {
            const own = `The service rejected the ${call.name} (${status})`;
            return new failure/* ActionFailure */.dR(kind, `${own}${said(own) || ' without saying why'}.`);
        }
        case 'malformed-answer':
            return new failure/* ActionFailure */.dR(kind, `The service answered the ${call.name} with ${status}, which it is not expected to send.`);
        default: {
            const own = `The ${call.name} failed${attemptsSuffix(attempts)}: the service answered ${status}`;
            return new failure/* ActionFailure */.dR(kind, `${own}${said(own)}.`);
        }
    }
}
/** Words too small to tell two sentences apart. */
const SMALL_WORDS = new Set(['a', 'an', 'the', 'for', 'of', 'with', 'to', 'in', 'on', 'is', 'by']);
/**
 * What the service's explanation adds to the action's own sentence: without a leading status
 * text ("Unauthorized: …" after "401 Unauthorized"), and nothing when every word of it is
 * already there ("No app found for publicKey X" after `No app with publicKey "X" exists`).
 *
 * @param statusText the status's reason phrase, e.g. "Not Found"
 */
function addedWords(explanation, own, statusText) {
    let added = explanation;
    if (statusText !== undefined && added.toLowerCase().startsWith(statusText.toLowerCase())) {
        const rest = added.slice(statusText.length);
        // Only the whole phrase, followed by punctuation or nothing ("Not Foundation" stays).
        if (/^(?:[\s:.,;\-–—]|$)/.test(rest))
            added = rest.replace(/^[\s:.,;\-–—]+/, '');
    }
    const ownWords = new Set(wordsOf(own));
    return wordsOf(added).every(word => SMALL_WORDS.has(word) || ownWords.has(word)) ? '' : added;
}
/** A text's words, lower-cased (a publicKey's `_` and `-` kept inside one). */
function wordsOf(text) {
    return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}_-]*/gu) ?? [];
}
/** The service's own explanation: `message` or `error` of a JSON body, else a text excerpt. */
function serviceMessage(text, redactor) {
    if (text.trim() === '')
        return '';
    try {
        const parsed = JSON.parse(text);
        for (const key of ['message', 'error', 'errorMessage', 'detail']) {
            const value = parsed?.[key];
            if (typeof value === 'string' && value !== '')
                return excerpt(value, redactor);
        }
        // Written anew, so that `\u0074`-style escapes show as the characters they stand for and
        // a secret written with them is found by the scrub.
        return excerpt(JSON.stringify(parsed), redactor);
    }
    catch {
        // not JSON: show the text itself
    }
    return excerpt(text, redactor);
}
/** A short, single-line excerpt of service text, scrubbed before it is cut (never a piece). */
function excerpt(text, redactor) {
    const line = redactor.scrub(text).replace(/\s+/g, ' ').trim();
    if (line === '')
        return 'empty';
    return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}


/***/ }),

/***/ 9422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Oc: () => (/* binding */ AnswerTooLargeError),
  Q$: () => (/* binding */ BrokenAnswerError),
  dl: () => (/* binding */ BuildReadError),
  DH: () => (/* binding */ RequestTimeoutError),
  jd: () => (/* binding */ UnansweredError),
  BH: () => (/* binding */ UndecodableAnswerError),
  Xo: () => (/* binding */ formatSeconds),
  E4: () => (/* binding */ sendOnce)
});

// UNUSED EXPORTS: MAX_RESPONSE_BYTES

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
;// CONCATENATED MODULE: ./src/service/status-line-watch.ts
/** Most bytes of an answer's beginning kept while looking for its status line. */
const MAX_STATUS_SEARCH_BYTES = 16 * 1024;
/**
 * The status of an answer as soon as its status line arrives, before Node has parsed the whole
 * header section (it reports nothing of an answer whose headers break off or never end), and
 * whether the request was sent whole before that: together they tell a failure that may have
 * reached the service from one that cannot have. It reads the bytes the request's socket
 * receives, after TLS, through the agent's `addRequest`, the one place a request meets its
 * socket that @actions/http-client leaves open to a handler.
 * Status line: https://www.rfc-editor.org/rfc/rfc9112#name-status-line
 */
class StatusLineWatch {
    /** The first final (not 1xx) status received, once its status line is complete. */
    seen;
    /**
     * True once the whole request, head and body, was handed to the socket (its `finish` event):
     * from then on the service may have received all of it and acted on it.
     */
    requestSent = false;
    head = '';
    /**
     * Makes the request about to be sent with `options` report its socket's bytes here. The
     * agent is the client's own, made for this one exchange (sendOnce makes a client per
     * attempt), so its addRequest is wrapped in place.
     */
    watch(options) {
        // Every agent has addRequest, though Node's types do not declare it.
        const agent = options.agent;
        if (typeof agent !== 'object' || typeof agent.addRequest !== 'function')
            return;
        const addRequest = agent.addRequest;
        const onSocket = (socket) => {
            const onData = (chunk) => {
                this.head += chunk.toString('latin1');
                this.seen = finalStatus(this.head);
                if (this.seen !== undefined || this.head.length > MAX_STATUS_SEARCH_BYTES) {
                    socket.off('data', onData);
                }
            };
            // First in line: Node's own listener may fail the request on this very chunk.
            socket.prependListener('data', onData);
        };
        const onFinish = () => {
            this.requestSent = true;
        };
        agent.addRequest = function (request, ...rest) {
            request.once('socket', onSocket);
            request.once('finish', onFinish);
            addRequest.call(this, request, ...rest);
        };
    }
}
/**
 * The status of the first final status line in an answer's first bytes: the one at the start,
 * or after the blank line that ends an informational (1xx) answer's head.
 */
function finalStatus(head) {
    const match = /(?:^|\r?\n\r?\n)HTTP\/\d(?:\.\d)? ([2-5]\d\d)(?: [^\r\n]*)?\r?\n/.exec(head);
    return match ? Number(match[1]) : undefined;
}

// EXTERNAL MODULE: ./src/shared/answer-body.ts
var answer_body = __webpack_require__(9124);
// EXTERNAL MODULE: ./src/shared/tls-handshake.ts
var tls_handshake = __webpack_require__(5388);
;// CONCATENATED MODULE: ./src/service/http-attempt.ts




/** The request took longer than its deadline and was abandoned. */
class RequestTimeoutError extends Error {
    timeoutMs;
    code = 'ETIMEDOUT';
    constructor(timeoutMs) {
        super(`timed out after ${formatSeconds(timeoutMs)}`);
        this.timeoutMs = timeoutMs;
        this.name = 'RequestTimeoutError';
    }
}
/**
 * An answer's status arrived, but the rest of it did not come through whole (the connection
 * broke, the deadline passed, the header section never ended). For a request that changes
 * something, a 2xx status means the service may have applied it.
 */
class BrokenAnswerError extends Error {
    status;
    constructor(status, cause) {
        // Node's own errors may come from another realm (a test's VM context): read the message.
        const message = cause?.message;
        super(typeof message === 'string' ? message : String(cause), { cause });
        this.name = 'BrokenAnswerError';
        this.status = status;
    }
}
/**
 * The whole request was sent, then the exchange failed before an answer's status line arrived
 * (the deadline passed, the connection broke): the service may have received it and acted on it.
 */
class UnansweredError extends Error {
    constructor(cause) {
        const message = cause?.message;
        super(typeof message === 'string' ? message : String(cause), { cause });
        this.name = 'UnansweredError';
    }
}
/** The answer is larger than MAX_RESPONSE_BYTES; fetching it again would not change that. */
class AnswerTooLargeError extends Error {
    status;
    constructor(status) {
        super(`the answer is larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MiB`);
        this.status = status;
        this.name = 'AnswerTooLargeError';
    }
}
/** The answer is compressed in a way that cannot be decoded. */
class UndecodableAnswerError extends Error {
    status;
    constructor(status, reason = 'it is compressed with an encoding that cannot be decoded here') {
        super(`the answer cannot be read: ${reason}`);
        this.status = status;
        this.name = 'UndecodableAnswerError';
    }
}
/** Largest response body read, after decoding; the service's answers are small JSON documents. */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/**
 * Sends one request through @actions/http-client (which honours HTTPS_PROXY, HTTP_PROXY and
 * NO_PROXY) and reads the whole response, all within one deadline.
 *
 * Redirects and retries of the library are off: the caller decides both, so that the API token
 * never follows a redirect to another origin.
 *
 * @param timeoutMs deadline for the whole exchange, upload and response body included
 * @param userAgent the User-Agent header
 * @throws RequestTimeoutError when the deadline passes; Node's network errors (with `code`);
 *   either wrapped in BrokenAnswerError once a status line arrived, in TlsHandshakeError when
 *   the TLS handshake never completed (nothing was sent), else in UnansweredError once the
 *   whole request was sent
 */
async function sendOnce(request, timeoutMs, userAgent) {
    const deadline = new AbortController();
    const status = new StatusLineWatch();
    const handshake = new tls_handshake/* TlsHandshakeWatch */.iP();
    // The library has no deadline of its own, only a socket idle timeout; the abort signal is set
    // on the request through its handler hook, which tears the socket down on time, proxy or not.
    const signalHandler = {
        prepareRequest: (options) => {
            options.signal = deadline.signal;
            status.watch(options);
            handshake.watch(options);
            // The library passes URL.hostname, which keeps an IPv6 literal's brackets ("[::1]"); the
            // resolver wants the bare address.
            if (typeof options.host === 'string' && /^\[.*\]$/.test(options.host)) {
                options.host = options.host.slice(1, -1);
            }
        },
        canHandleAuthentication: () => false,
        handleAuthentication: () => Promise.reject(new Error('not supported'))
    };
    const client = new lib/* HttpClient */.Qq(userAgent, [signalHandler], {
        allowRedirects: false,
        allowRetries: false,
        socketTimeout: timeoutMs + 1000
    });
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    // A body stream that fails (a build file that vanished mid-upload) must end the request now,
    // not leave it waiting for the deadline.
    let bodyError;
    try {
        const body = typeof request.body === 'function' ? request.body() : request.body;
        if (typeof body === 'object') {
            body.on('error', (error) => {
                bodyError = error;
                deadline.abort();
            });
        }
        // Ask for an uncompressed answer: a compressed one is decoded below, or refused.
        const response = await client.request(request.method, request.url, body ?? null, {
            'accept-encoding': 'identity',
            ...request.headers
        });
        const code = response.message.statusCode ?? 0;
        try {
            const text = await readBody(response.message, deadline.signal);
            return { status: code, headers: response.message.headers, text };
        }
        catch (error) {
            if (error instanceof AnswerTooLargeError || error instanceof UndecodableAnswerError) {
                throw error;
            }
            const cause = deadline.signal.aborted ? new RequestTimeoutError(timeoutMs) : error;
            throw new BrokenAnswerError(code, cause);
        }
    }
    catch (error) {
        if (bodyError)
            throw new BuildReadError(bodyError);
        if (error instanceof BrokenAnswerError || error instanceof AnswerTooLargeError)
            throw error;
        if (error instanceof UndecodableAnswerError)
            throw error;
        const cause = deadline.signal.aborted ? new RequestTimeoutError(timeoutMs) : error;
        // The status line came, the rest of the header section did not (the connection broke after
        // it, the section never ended): the status still counts, so a 2xx write is never resent.
        if (status.seen !== undefined)
            throw new BrokenAnswerError(status.seen, cause);
        // Handed to a TLS socket is not sent: until the handshake completes, nothing leaves it.
        if (handshake.unfinished)
            throw new tls_handshake/* TlsHandshakeError */.tj(cause);
        if (status.requestSent)
            throw new UnansweredError(cause);
        throw cause;
    }
    finally {
        clearTimeout(timer);
        client.dispose();
    }
}
/** Reading the build failed while it was being sent. */
class BuildReadError extends Error {
    constructor(cause) {
        super(`reading the build failed: ${cause.message}`, { cause });
        this.name = 'BuildReadError';
    }
}
/**
 * Reads a response body as UTF-8, decoding gzip, deflate or br (sent although identity was
 * asked for), failing when the connection breaks, the deadline passes or the body (decoded) is
 * larger than MAX_RESPONSE_BYTES.
 */
async function readBody(message, signal) {
    const status = message.statusCode ?? 0;
    const encoding = String(message.headers['content-encoding'] ?? 'identity')
        .trim()
        .toLowerCase();
    // zlib is loaded only for an answer compressed against the request: it costs start-up time.
    const decoder = encoding === 'identity' || encoding === '' ? undefined : await decoderFor(encoding);
    if (decoder === null) {
        message.destroy();
        return Promise.reject(new UndecodableAnswerError(status));
    }
    return (0,answer_body/* readBodyText */.m)(message, signal, {
        maxBytes: MAX_RESPONSE_BYTES,
        tooLarge: () => new AnswerTooLargeError(status),
        decoder,
        decodeFailed: () => new UndecodableAnswerError(status, `its ${encoding} data is corrupt`)
    });
}
/** A zlib stream for a content encoding; null for one it cannot decode. */
async function decoderFor(encoding) {
    const zlib = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 8522, 23));
    if (encoding === 'gzip' || encoding === 'x-gzip')
        return zlib.createGunzip();
    if (encoding === 'deflate')
        return zlib.createInflate();
    if (encoding === 'br')
        return zlib.createBrotliDecompress();
    return null;
}
/** "300 s", "1.5 s": durations as the user wrote them, in seconds. */
function formatSeconds(ms) {
    return `${Number((ms / 1000).toFixed(1))} s`;
}


/***/ }),

/***/ 1450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kq: () => (/* binding */ LostUpdateAnswer),
/* harmony export */   Mb: () => (/* binding */ UnansweredWrite),
/* harmony export */   _6: () => (/* binding */ isHtml)
/* harmony export */ });
/* harmony import */ var _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);

/**
 * A write sent whole that met no answer (a deadline, a broken connection; transport.ts): it was
 * not sent again, since the service may have applied it.
 */
class UnansweredWrite extends _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR {
    unanswered;
    attempts;
    sentAt;
    /**
     * @param unanswered the kind of the failure itself (`timed-out`, `unreachable`…), for when
     *   nothing shows that the write took effect
     * @param attempts the attempts made, this one included
     * @param sentAt when this attempt was sent, by `performance.now()` (milliseconds)
     */
    constructor(message, unanswered, attempts, sentAt) {
        super('answer-lost', message);
        this.unanswered = unanswered;
        this.attempts = attempts;
        this.sentAt = sentAt;
    }
}
/**
 * The update's answer was lost or unusable after a 2xx status line: the update is not sent
 * again by the client, and whether it took effect is for a read-back to show (update-proof.ts).
 * Only an update that met no answer at all may be sent once more, and only when read-backs
 * prove that the service did not apply it (features/update-app/lost-answer.ts).
 */
class LostUpdateAnswer extends _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR {
    sentAt;
    htmlStatus;
    unprovenKind;
    attemptsLeft;
    /**
     * @param sentAt when the update was sent (its last attempt), by `performance.now()`
     *   (milliseconds)
     * @param htmlStatus the status of an answer whose body is an HTML page, which a proxy or a
     *   web site sends rather than the API; undefined for any other answer
     * @param unprovenKind the failure's kind when a read-back does not show the update:
     *   `malformed-answer` for an answer that came but cannot be used, the failure's own kind
     *   (`timed-out`…) when none came
     * @param attemptsLeft when no answer came at all (no status line), the attempts `maxAttempts`
     *   still allows (0 when none); undefined when an answer came (a 2xx status line: the service
     *   said it applied the update, which is never sent again)
     */
    constructor(message, sentAt, htmlStatus, unprovenKind = 'malformed-answer', attemptsLeft) {
        super('answer-lost', message);
        this.sentAt = sentAt;
        this.htmlStatus = htmlStatus;
        this.unprovenKind = unprovenKind;
        this.attemptsLeft = attemptsLeft;
    }
}
/** True when an answer's body is an HTML page (by its Content-Type or its first character). */
function isHtml(response) {
    const type = String(response.headers['content-type'] ?? '').toLowerCase();
    return type.includes('html') || response.text.trimStart().startsWith('<');
}


/***/ }),

/***/ 1838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ sendCall)
/* harmony export */ });
/* unused harmony export USER_AGENT */
/* harmony import */ var _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);
/* harmony import */ var _http_attempt_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9422);
/* harmony import */ var _lost_update_answer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1450);
/* harmony import */ var _shared_tls_handshake_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5388);
/* harmony import */ var _failures_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2924);
/* harmony import */ var _shared_retry_policy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9158);
/**
 * Sends one API request with retries, a deadline per attempt and same-origin-only redirects, and
 * classifies every failure once (src/shared/failure.ts, src/service/failures.ts). Statuses:
 * https://docs.appetize.io/rest-api (Response Codes).
 */






/**
 * Sent as User-Agent unless a front end names its own (`TransportOptions.userAgent`), so the
 * service's logs can tell the action's requests apart.
 */
const USER_AGENT = 'appetize-deploy-action';
/** Same-origin redirects followed within one attempt before giving up. */
const MAX_REDIRECTS = 5;
/** Network errors after which the request surely did not reach the service. */
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * Sends a call until it succeeds, fails for good or runs out of attempts.
 *
 * @returns the first 2xx response, its body read whole
 * @throws ActionFailure classified by kind: a refusal (4xx), a server error or network failure
 *   after all attempts, a timeout, a refused redirect, a lost or unreadable answer
 */
async function sendCall(call, options) {
    const { maxAttempts, log } = options;
    // A write that must not be applied twice: a failure after it may have reached the service
    // leaves its outcome unknown, which the caller must be told (it is not a plain failure).
    const uncertain = call.retry === 'unsent-only' && call.changesState;
    for (let attempt = 1;; attempt++) {
        let retryAfter;
        let reason;
        // When this attempt left, by `performance.now()`: a read-back judges a lost answer by it.
        const attemptedAt = performance.now();
        try {
            const response = await followRedirects(call, options);
            if (response.status >= 200 && response.status < 300)
                return response;
            const retryable = (0,_shared_retry_policy_js__WEBPACK_IMPORTED_MODULE_5__/* .isRetryableStatus */ .PS)(response.status) &&
                (call.retry !== 'unsent-only' || response.status === 429);
            if (!retryable || attempt >= maxAttempts) {
                if (uncertain && response.status >= 500) {
                    throw outcomeUnknown(call, `the service answered ${(0,_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .statusLine */ .Bs)(response.status)}`);
                }
                throw (0,_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .statusFailure */ .FP)(call, response, attempt, options.redactor);
            }
            retryAfter = firstHeader(response.headers['retry-after']);
            reason = `the service answered ${(0,_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .statusLine */ .Bs)(response.status)}`;
        }
        catch (error) {
            if (error instanceof _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR)
                throw error;
            const message = options.redactor.scrub(error instanceof Error ? error.message : String(error));
            const status = statusOf(error);
            if (status !== undefined && status >= 200 && status < 300 && call.changesState) {
                // A 2xx status line arrived: the service may have applied the change, and sending it
                // again could apply it twice, whatever became of the rest of the answer.
                if (uncertain) {
                    throw outcomeUnknown(call, `the service answered ${(0,_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .statusLine */ .Bs)(status)}, but its answer cannot be used: ${message}`);
                }
                throw new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('answer-lost', `The service answered the ${call.name} with ${(0,_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .statusLine */ .Bs)(status)}, but its answer cannot be used (${message}).`);
            }
            if (error instanceof _http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .BrokenAnswerError */ .Q$ && error.status >= 300) {
                // The status arrived: it decides, as it does for an answer that came through whole.
                const retryable = (0,_shared_retry_policy_js__WEBPACK_IMPORTED_MODULE_5__/* .isRetryableStatus */ .PS)(error.status) && (call.retry !== 'unsent-only' || error.status === 429);
                if (!retryable || attempt >= maxAttempts) {
                    if (uncertain && error.status >= 500) {
                        throw outcomeUnknown(call, `the service answered ${(0,_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .statusLine */ .Bs)(error.status)}`);
                    }
                    throw (0,_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .statusFailure */ .FP)(call, { status: error.status, headers: {}, text: '' }, attempt, options.redactor);
                }
                reason = `the service answered ${(0,_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .statusLine */ .Bs)(error.status)}`;
            }
            else {
                const cause = error instanceof _http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .BrokenAnswerError */ .Q$ ||
                    error instanceof _http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .UnansweredError */ .jd ||
                    error instanceof _shared_tls_handshake_js__WEBPACK_IMPORTED_MODULE_3__/* .TlsHandshakeError */ .tj
                    ? error.cause
                    : error;
                // A TLS handshake that failed sent nothing; its failure says so (failureOfError).
                const unsent = error instanceof _shared_tls_handshake_js__WEBPACK_IMPORTED_MODULE_3__/* .TlsHandshakeError */ .tj || surelyUnsent(cause);
                const failed = error instanceof _shared_tls_handshake_js__WEBPACK_IMPORTED_MODULE_3__/* .TlsHandshakeError */ .tj ? error : cause;
                if (error instanceof _http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .UnansweredError */ .jd && call.retry === 'until-sent') {
                    // Sent whole, then no answer: the service may be applying it, so it is not sent again
                    // here; the caller decides by reading the app back (features/update-app).
                    const unanswered = (0,_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .failureOfError */ .m$)(cause, call.name, message, attempt).kind;
                    throw new _lost_update_answer_js__WEBPACK_IMPORTED_MODULE_2__/* .UnansweredWrite */ .Mb(`The ${call.name} was sent whole, but no answer came (${message}).`, unanswered, attempt, attemptedAt);
                }
                if (!(0,_shared_retry_policy_js__WEBPACK_IMPORTED_MODULE_5__/* .isRetryableNetworkError */ .Hr)(cause) ||
                    (call.retry === 'unsent-only' && !unsent) ||
                    error instanceof _http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildReadError */ .dl ||
                    error instanceof _http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .AnswerTooLargeError */ .Oc ||
                    error instanceof _http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .UndecodableAnswerError */ .BH ||
                    attempt >= maxAttempts) {
                    if (uncertain && !(error instanceof _http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildReadError */ .dl) && !unsent) {
                        throw outcomeUnknown(call, message);
                    }
                    throw (0,_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .failureOfError */ .m$)(failed, call.name, message, attempt);
                }
                reason = message;
            }
        }
        const wait = (0,_shared_retry_policy_js__WEBPACK_IMPORTED_MODULE_5__/* .retryDelay */ .a2)(attempt, retryAfter, options.random(), options.now());
        const why = wait.source === 'retry-after'
            ? wait.capped
                ? ` (Retry-After asked for longer; ${(0,_http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(wait.ms)} is the longest wait)`
                : ' as Retry-After asks'
            : retryAfter !== undefined
                ? ' (Retry-After was in neither HTTP form, so the usual backoff applies)'
                : '';
        log.info(`Attempt ${attempt} of ${maxAttempts} of the ${call.name} failed (${reason}); trying again in ${(0,_http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(wait.ms)}${why}.`);
        await options.sleep(wait.ms);
    }
}
/** The status of an answer that arrived but could not be used, if one did. */
function statusOf(error) {
    if (error instanceof _http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .BrokenAnswerError */ .Q$ ||
        error instanceof _http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .AnswerTooLargeError */ .Oc ||
        error instanceof _http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .UndecodableAnswerError */ .BH) {
        return error.status;
    }
    return undefined;
}
/** True for a network error that means the request never reached the service. */
function surelyUnsent(error) {
    const code = error?.code;
    return typeof code === 'string' && UNSENT_CODES.has(code);
}
/**
 * The failure of a write that must not be repeated, after it may have reached the service: it
 * may or may not have taken effect. The caller says what that means (an app may exist).
 */
function outcomeUnknown(call, what) {
    return new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('outcome-unknown', `The ${call.name} failed after it may have reached the service (${what}); it was not sent again.`);
}
/** One attempt; a redirect is followed only to the same origin, so the token stays there. */
async function followRedirects(call, options) {
    let request = call.request;
    for (let redirects = 0;; redirects++) {
        const { origin, pathname } = new URL(request.url);
        options.log.debug(`${request.method} ${origin}${pathname}`);
        const response = await (0,_http_attempt_js__WEBPACK_IMPORTED_MODULE_1__/* .sendOnce */ .E4)(request, options.requestTimeoutMs, options.userAgent ?? USER_AGENT);
        options.log.debug(`→ ${(0,_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .statusLine */ .Bs)(response.status)}`);
        const location = firstHeader(response.headers.location);
        if (response.status < 300 || response.status >= 400 || location === undefined)
            return response;
        let target;
        try {
            target = new URL(location, request.url);
        }
        catch {
            throw new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('malformed-answer', `The ${call.name} was redirected (${response.status}) to an address that is not a URL.`);
        }
        if (target.origin !== origin) {
            // URL parsing lower-cases and decodes a host: compare without regard to case.
            const other = options.redactor.mentions(location) || options.redactor.mentions(target.origin)
                ? '(not shown: its address holds a secret)'
                : target.origin;
            throw new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('redirect-refused', `The ${call.name} was redirected (${response.status}) to another origin, ${other}; it was not followed, so the API token stayed with ${origin}.`);
        }
        if (redirects >= MAX_REDIRECTS) {
            throw new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('malformed-answer', `The ${call.name} was redirected more than ${MAX_REDIRECTS} times.`);
        }
        request = { ...request, url: target.href };
    }
}
function firstHeader(value) {
    return Array.isArray(value) ? value[0] : value;
}


/***/ }),

/***/ 354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   vk: () => (/* binding */ describeProgress),
/* harmony export */   wX: () => (/* binding */ reportProgress),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
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


/***/ }),

/***/ 7187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZC: () => (/* binding */ validateValue),
/* harmony export */   ZL: () => (/* binding */ validateAppFields),
/* harmony export */   q0: () => (/* binding */ describe),
/* harmony export */   qb: () => (/* binding */ nearestName)
/* harmony export */ });
/* unused harmony export didYouMean */
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1746);
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9782);
/* harmony import */ var _app_fields_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6264);



/**
 * Checks a mapping of app fields against the field table (https://docs.appetize.io/rest-api/v1/update-existing-app).
 *
 * @param fields field name → value, as parsed from `settings`
 * @param input the action input the fields came from, named in errors
 * @returns the same fields, typed
 * @throws InputError naming the first unknown field (with the nearest known name), wrong type
 *   or value outside the allowed set
 */
async function validateAppFields(fields, input) {
    const validated = {};
    for (const [name, value] of Object.entries(fields)) {
        const field = _app_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .APP_FIELDS_BY_NAME */ .G5.get(name);
        if (!field)
            throw await unknownField(name, input);
        validated[name] = await validateValue(field, value, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .inputKey */ .sM)(input, name)}`, input);
    }
    return validated;
}
/**
 * Checks one value against its row of the field table.
 *
 * @param label how the value is named in errors, e.g. `settings.timeout` or `platform`
 * @throws InputError when the value has the wrong type or is not allowed
 */
async function validateValue(field, value, label, input) {
    if (value === null)
        return null;
    const fail = (expected) => {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${label} must be ${expected}, got ${describe(value)}.`);
    };
    switch (field.type) {
        case 'string':
            if (typeof value !== 'string')
                fail(expectation(field));
            if (field.allowed && !field.allowed.includes(value))
                fail(expectation(field));
            return value;
        case 'number':
            if (typeof value !== 'number' || !Number.isFinite(value))
                fail(expectation(field));
            if (field.allowed && !field.allowed.includes(value))
                fail(expectation(field));
            if (field.positiveInteger && !(Number.isInteger(value) && value >= 1))
                fail(expectation(field));
            return value;
        case 'boolean':
            if (typeof value !== 'boolean')
                fail('true or false');
            return value;
        case 'string[]':
            if (!Array.isArray(value) || !value.every(item => typeof item === 'string' && item !== ''))
                fail('a list of hostnames (strings)');
            value.forEach((entry, index) => checkHostName(entry, index, label, input));
            return value;
        case 'appPermissions':
            return validatePermissions(value, label, input);
    }
}
/**
 * Refuses an entry of a host name list (`referrerHostnamesRestricted`) that is written as more
 * than a host name: the service compares the embedding page's host name with each entry, so a
 * scheme, path, port or white space makes the entry match nothing.
 *
 * @throws InputError naming the entry, what it has besides the host name, and the host name
 */
function checkHostName(entry, index, label, input) {
    const trimmed = entry.trim();
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(trimmed)?.[0] ?? '';
    const rest = trimmed.slice(scheme.length);
    const authority = rest.split(/[/?#]/)[0] ?? '';
    const extras = [
        scheme !== '' ? 'a scheme' : '',
        authority.includes('@') ? 'a user name' : '',
        /:\d*$/.test(authority) ? 'a port' : '',
        authority.length < rest.length ? 'a path' : '',
        /\s/.test(entry) ? 'white space' : '',
        /[\\]/.test(authority) ? 'a backslash' : ''
    ].filter(extra => extra !== '');
    if (extras.length === 0)
        return;
    let hostname = '';
    try {
        hostname = new URL(`https://${rest}`).hostname;
    }
    catch {
        // no host name can be read from it: the message says what a host name looks like
    }
    throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${label} entry ${index + 1}, ${describeText(entry)}, is not a host name: it has ${joinAnd(extras)}. ${hostname !== '' && !/\s/.test(rest)
        ? `Use ${hostname}.`
        : 'Give only the host name, such as docs.example.com.'}`);
}
/** "a", "a and b", "a, b and c". */
function joinAnd(items) {
    return items.length <= 1
        ? (items[0] ?? '')
        : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
/**
 * Most characters of a value quoted in an error. A longer one is described by its length, never
 * cut: a cut could leave a short piece of a secret in it that the print boundary's scrub, which
 * masks a secret whole or in long pieces only, would let through (docs/security.md).
 */
const MAX_QUOTED = 200;
/** Text the user gave, quoted whole as JSON (line breaks escaped), or its length when long. */
function describeText(text) {
    return text.length > MAX_QUOTED ? `a text of ${text.length} characters` : JSON.stringify(text);
}
async function validatePermissions(value, label, input) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${label} must be a mapping of capability to access level, got ${describe(value)}.`);
    }
    const permissions = {};
    for (const [key, level] of Object.entries(value)) {
        if (!_app_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .APP_PERMISSION_KEYS */ .P.includes(key)) {
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${label}.${key} is not a capability the service knows.${await didYouMean(key, _app_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .APP_PERMISSION_KEYS */ .P)} Allowed: ${_app_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .APP_PERMISSION_KEYS */ .P.join(', ')}.`);
        }
        if (level !== null && !_app_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .APP_PERMISSION_VALUES */ .H7.includes(level)) {
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${label}.${key} must be authenticated, public or null (reset to default), got ${describe(level)}.`);
        }
        permissions[key] = level;
    }
    return permissions;
}
async function unknownField(name, input) {
    const names = _app_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .APP_FIELDS */ .IT.map(field => field.name);
    return new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${JSON.stringify(name)} in ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)(input)} is not an app field.${await didYouMean(name, names)} Known fields: ${names.join(', ')}.`);
}
/**
 * " Did you mean "timeout"?" for a near miss (see nearestName), else "".
 *
 * @param name what was given (a field name, a device id)
 * @param candidates the names that exist
 */
async function didYouMean(name, candidates) {
    const best = await nearestName(name, candidates);
    return best ? ` Did you mean "${best}"?` : '';
}
/**
 * The candidate nearest to a name, when it is a near miss (case or up to a third of the letters).
 * The edit-distance library is loaded here, on the error path only, not on every run.
 *
 * @param always true: the nearest candidate however far (for a name that is no near miss but
 *   must still point at a real one, such as `toString`)
 * @returns undefined when no candidate is near enough
 */
async function nearestName(name, candidates, always = false) {
    const { distance } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 1916));
    const lower = name.toLowerCase();
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const d = distance(lower, candidate.toLowerCase());
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    const closeEnough = always || bestDistance <= Math.max(1, Math.floor(name.length / 3));
    return closeEnough ? best : undefined;
}
function expectation(field) {
    if (field.allowed)
        return `one of ${field.allowed.join(', ')}`;
    if (field.positiveInteger)
        return 'a whole number of at least 1';
    return field.type === 'string' ? 'a string' : 'a number';
}
/** A short, type-revealing description of a value for error messages. */
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    switch (typeof value) {
        case 'string':
            return value.length > MAX_QUOTED
                ? `a string of ${value.length} characters`
                : `the string ${JSON.stringify(value)}`;
        case 'number':
        case 'boolean':
            return `the ${typeof value} ${String(value)}`;
        case 'object':
            return 'a mapping';
        default:
            return typeof value;
    }
}


/***/ }),

/***/ 9124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ readBodyText)
/* harmony export */ });
/**
 * The body as UTF-8 text.
 *
 * @param signal aborts the read (the deadline): it fails with the signal's reason, else `aborted`
 * @throws the signal's reason; `limits.tooLarge()`; `limits.decodeFailed(error)`; an `ECONNRESET`
 *   error when the connection closes mid-answer; the socket's own errors
 */
function readBodyText(message, signal, limits) {
    const { decoder } = limits;
    const source = decoder ? message.pipe(decoder) : message;
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        let settled = false;
        // The first reason wins: destroying the message below makes it report "aborted" too.
        const fail = (error) => {
            if (settled)
                return;
            settled = true;
            signal.removeEventListener('abort', onAbort);
            reject(error);
            message.destroy();
            decoder?.destroy();
        };
        const onAbort = () => fail(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        if (signal.aborted)
            return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        source.on('data', (chunk) => {
            size += chunk.length;
            if (size > limits.maxBytes)
                return fail(limits.tooLarge());
            chunks.push(chunk);
        });
        source.on('error', error => fail(decoder && limits.decodeFailed ? limits.decodeFailed(error) : error));
        message.on('error', fail);
        message.on('aborted', () => fail(Object.assign(new Error('the connection closed mid-answer'), { code: 'ECONNRESET' })));
        source.on('end', () => {
            if (settled)
                return;
            settled = true;
            signal.removeEventListener('abort', onAbort);
            resolve(Buffer.concat(chunks).toString('utf8'));
        });
    });
}


/***/ }),

/***/ 280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ checkBaseUrl)
/* harmony export */ });
/* unused harmony export isLoopbackHost */
/**
 * Checks an address that requests carrying a token (or links people follow) are built on: https
 * (plain http on loopback hosts only, so a token never crosses a network in clear), without a
 * user name, password, query or fragment.
 *
 * @returns the base without a trailing slash, or the first problem found (with the parsed URL
 *   when it parsed)
 */
function checkBaseUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return { problem: 'not a URL' };
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
        return { problem: 'scheme', url };
    }
    if (url.username !== '' || url.password !== '')
        return { problem: 'credentials', url };
    if (url.search !== '' || url.hash !== '' || value.includes('?') || value.includes('#')) {
        return { problem: 'query or fragment', url };
    }
    return { base: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}
/** True for localhost, 127.0.0.0/8 and ::1 (as URL.hostname spells them). */
function isLoopbackHost(hostname) {
    return (hostname === 'localhost' ||
        hostname === '[::1]' ||
        /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname));
}


/***/ }),

/***/ 8035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ FAILURE_KINDS),
/* harmony export */   dR: () => (/* binding */ ActionFailure),
/* harmony export */   h_: () => (/* binding */ asFailure)
/* harmony export */ });
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9782);

/** One row per kind. */
const FAILURE_KINDS = {
    'invalid-input': { title: 'Invalid input', transient: false },
    'build-unreadable': { title: 'Build unreadable', transient: false },
    'bad-request': { title: 'Rejected by the service', transient: false },
    unauthorized: { title: 'API token refused', transient: false },
    forbidden: { title: 'Not allowed', transient: false },
    'not-found': { title: 'Not found', transient: false },
    'not-the-api': { title: 'Wrong address', transient: false },
    'rate-limited': { title: 'Rate limited', transient: true },
    'server-error': { title: 'Service error', transient: true },
    unreachable: { title: 'Service unreachable', transient: true },
    'untrusted-certificate': { title: 'Certificate not trusted', transient: false },
    'not-tls': { title: 'No TLS there', transient: false },
    'timed-out': { title: 'Timed out', transient: true },
    'malformed-answer': { title: 'Untrustworthy answer', transient: true },
    'redirect-refused': { title: 'Redirect refused', transient: false },
    'answer-lost': { title: 'Answer lost', transient: false },
    'outcome-unknown': { title: 'Outcome unknown', transient: false },
    'review-refused': { title: 'Review platform refused', transient: false },
    'review-unavailable': { title: 'Review platform unavailable', transient: true },
    'guard-rail': { title: 'Guard rail', transient: false },
    unexpected: { title: 'Unexpected error', transient: false }
};
/**
 * A failure of the run, classified where it happened. The message says what happened (never
 * the API token, never what to do); `advice` says what to do.
 */
class ActionFailure extends Error {
    kind;
    /** What happened, with its references; `message` is it without a front end's words. */
    text;
    /** What to do, with its references; undefined: the kind's own, as the front end words it. */
    advice;
    /**
     * @param kind what went wrong
     * @param text what happened, for a person (see src/shared/message.ts)
     * @param advice what to do; the kind's own advice when omitted
     */
    constructor(kind, text, advice) {
        super((0,_message_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(text));
        this.name = 'ActionFailure';
        this.kind = kind;
        this.text = text;
        this.advice = advice;
    }
    /** The annotation title. */
    get title() {
        return FAILURE_KINDS[this.kind].title;
    }
}
/**
 * Anything thrown, as an ActionFailure: unknown errors become kind `unexpected`. Never throws,
 * whatever was thrown (a revoked Proxy, a `message` getter that throws): it is what the last
 * handler of an uncaught exception calls.
 */
function asFailure(error) {
    try {
        if (error instanceof ActionFailure)
            return error;
        return new ActionFailure('unexpected', error instanceof Error ? describe(error.message) : describe(error));
    }
    catch {
        return new ActionFailure('unexpected', 'Something was thrown that cannot be shown.');
    }
}
/** What was thrown, as text; a value that cannot become one (`Object.create(null)`) by its type. */
function describe(thrown) {
    if (typeof thrown === 'string')
        return thrown;
    try {
        return String(thrown);
    }
    catch {
        return `a value that is not an Error (${typeof thrown})`;
    }
}


/***/ }),

/***/ 820:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ codeList),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   tp: () => (/* binding */ table)
/* harmony export */ });
/** Small HTML pieces for the job summary; every outside string goes through `escapeHtml`. */
/**
 * Escapes text for HTML content and attribute values. Line breaks become `<br>` so that a
 * multi-line message cannot end the HTML block with a blank line (which would let Markdown in).
 */
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;')
        .replace(/\r\n|\r|\n|\u2028|\u2029/g, '<br>');
}
/** A two-column table of (header, cell HTML) rows; the cells must already be escaped. */
function table(rows) {
    const body = rows.map(([name, value]) => `<tr><th align="left">${escapeHtml(name)}</th><td>${value}</td></tr>`);
    return `<table>\n${body.join('\n')}\n</table>`;
}
/** Names as `<code>` items separated by commas, or a dash for none. */
function codeList(names) {
    return names.length === 0 ? '—' : names.map(name => `<code>${escapeHtml(name)}</code>`).join(', ');
}


/***/ }),

/***/ 1746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ InputErrors),
/* harmony export */   K7: () => (/* binding */ checkAll),
/* harmony export */   Kx: () => (/* binding */ throwAll),
/* harmony export */   dz: () => (/* binding */ InputError)
/* harmony export */ });
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);

/**
 * A problem with what the user gave, found before any request is sent. Its message names the
 * input (as a reference: each front end names it its way), what is wrong with the value and
 * what is allowed.
 */
class InputError extends _failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR {
    /** The input the problem is in, e.g. `settings` or `publicKey`. */
    input;
    /**
     * @param input the input's action.yml name
     * @param text what is wrong and what is allowed
     * @param advice what to do, when it is not "fix the input" (the front end's words)
     */
    constructor(input, text, advice) {
        super('invalid-input', text, advice);
        this.name = 'InputError';
        this.input = input;
    }
    /** "Invalid input: settings", without a front end's words (each front end titles its own). */
    get title() {
        return `Invalid input: ${this.input}`;
    }
}
/**
 * Several input errors found in one pass, reported together so that one run shows every mistake
 * (each front end reports each of them: an annotation each, a line each).
 */
class InputErrors extends _failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR {
    errors;
    /** @param errors at least one */
    constructor(errors) {
        super('invalid-input', errors.map(error => error.message).join('\n'));
        this.name = 'InputErrors';
        this.errors = errors;
    }
}
/**
 * Runs each check in turn and gathers the input errors they throw, so that one run reports
 * every mistake; anything else thrown stops at once.
 *
 * @returns what each check returned (undefined for one that threw an input error)
 * @throws the input error, or InputErrors when several checks threw one
 */
async function checkAll(checks) {
    const errors = [];
    const results = [];
    for (const check of checks) {
        try {
            results.push(await check());
        }
        catch (error) {
            if (error instanceof InputErrors)
                errors.push(...error.errors);
            else if (error instanceof InputError)
                errors.push(error);
            else
                throw error;
            results.push(undefined);
        }
    }
    throwAll(errors);
    return results;
}
/** Throws the input errors gathered: one as itself, several together; none: nothing. */
function throwAll(errors) {
    if (errors.length === 1 && errors[0])
        throw errors[0];
    if (errors.length > 1)
        throw new InputErrors(errors);
}


/***/ }),

/***/ 9782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ds: () => (/* binding */ inputList),
/* harmony export */   XX: () => (/* binding */ render),
/* harmony export */   hF: () => (/* binding */ input),
/* harmony export */   iU: () => (/* binding */ message),
/* harmony export */   sM: () => (/* binding */ inputKey),
/* harmony export */   v9: () => (/* binding */ advice),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/* unused harmony export INPUT_NAMES */
/**
 * Messages as data: what the core says is plain text with typed references in it — to an input
 * (`publicKey`) or to a kind of advice (`server-error`) — and each front end renders the
 * references in its own words (the action: `publicKey`, "re-run the job"; the command line:
 * `--public-key (APPETIZE_PUBLIC_KEY)`, "run the command again"). Nothing rewrites a finished
 * text: a file name, a value or the service's words are a plain string part and pass through as
 * they are. See CONTRIBUTING.md, "Messages".
 */
/** Every input of action.yml (a test keeps the two equal): the names a message can refer to. */
const INPUT_NAMES = (/* unused pure expression or super */ null && ([
    'apiToken',
    'publicKey',
    'url',
    'file',
    'platform',
    'fileType',
    'note',
    'settings',
    'ipBlocks',
    'baseUrl',
    'privateInstanceUrl',
    'maxAttempts',
    'requestTimeout',
    'dryRun',
    'preview',
    'previewName',
    'comment',
    'githubToken',
    'deploymentEnvironment',
    'devices',
    'linkParams',
    'sweep',
    'previewTtl',
    'keepLabel',
    'sweepMaxDeletes',
    'pullRequest',
    'previousIpv4',
    'ipv4MinCount',
    'ipv4MaxRemoved',
    'ipv4Formats',
    'ipv4Directory',
    'ipv4MaxEntries'
]));
/** A reference to an input, for `message` (`${input('maxAttempts')} must be …`). */
function input(name) {
    return { input: name };
}
/** Inputs named one after the other, separated by commas: `url, file`. */
function inputList(names) {
    return {
        parts: names.flatMap((name, index) => (index === 0 ? [input(name)] : [', ', input(name)]))
    };
}
/**
 * A reference to one key of an input's value (a field in `settings`): the action says
 * `settings.timeout`, the command line `timeout in --settings (…)`. The key is the user's text.
 */
function inputKey(name, key) {
    return { input: name, key };
}
/** A reference to a kind of advice, for `message`. */
function advice(kind) {
    return { advice: kind };
}
/**
 * Builds a message from a template literal: its literal text and string values are plain text
 * (a user's value is never edited), `input(…)` and `advice(…)` values are references.
 *
 * @example message`${input('maxAttempts')} must be from 1 to 10, got ${JSON.stringify(value)}.`
 */
function message(strings, ...values) {
    const parts = [];
    strings.forEach((literal, index) => {
        if (literal !== '')
            parts.push(literal);
        if (index >= values.length)
            return;
        const value = values[index];
        if (typeof value === 'number' || value === undefined)
            parts.push(String(value));
        else if (typeof value === 'object' && 'parts' in value)
            parts.push(...value.parts);
        else
            parts.push(value);
    });
    return { parts };
}
/** A text in a front end's words: each reference replaced by its entry, plain text as it is. */
function render(text, words) {
    if (typeof text === 'string')
        return text;
    return text.parts
        .map(part => typeof part === 'string'
        ? part
        : 'input' in part
            ? part.key === undefined
                ? words.inputs[part.input]
                : words.key(words.inputs[part.input], part.key)
            : words.advice[part.advice])
        .join('');
}
/**
 * A text without a front end: inputs by their action.yml names, advice by its kind in
 * brackets. For `Error.message` and debug output, never for what a front end shows.
 */
function plainText(text) {
    if (typeof text === 'string')
        return text;
    return text.parts
        .map(part => typeof part === 'string'
        ? part
        : 'input' in part
            ? `${part.input}${part.key === undefined ? '' : `.${part.key}`}`
            : `[${part.advice}]`)
        .join('');
}


/***/ }),

/***/ 9158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ isRetryableNetworkError),
/* harmony export */   PS: () => (/* binding */ isRetryableStatus),
/* harmony export */   a2: () => (/* binding */ retryDelay),
/* harmony export */   oR: () => (/* binding */ parseRetryAfterMs)
/* harmony export */ });
/* unused harmony exports BACKOFF_BASE_MS, MAX_WAIT_MS, retryDelayMs, rateLimitWaitMs */
/**
 * When to try a request again and how long to wait first. Pure functions, so the policy is
 * tested without a clock.
 */
/** Statuses worth another attempt: rate limiting and passing server or gateway failures. */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
/** Network failures that a later attempt may not meet (Node's `error.code`). */
const RETRYABLE_NETWORK_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'ECONNABORTED',
    'EPIPE',
    'ETIMEDOUT',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_SOCKET'
]);
/** First backoff step, in milliseconds; step n waits about `BASE * 2^(n-1)`. */
const BACKOFF_BASE_MS = 1000;
/** No single wait, computed or asked for by `Retry-After`, is longer than this (milliseconds). */
const MAX_WAIT_MS = 60_000;
/** True for 429, 500, 502, 503 and 504; never for 4xx client errors such as 400, 401, 403, 404. */
function isRetryableStatus(status) {
    return RETRYABLE_STATUSES.has(status);
}
/** True for a connection reset, refused or timed out, and similar transient network errors. */
function isRetryableNetworkError(error) {
    const code = error?.code;
    return typeof code === 'string' && RETRYABLE_NETWORK_CODES.has(code);
}
/**
 * How long to wait before the next attempt.
 *
 * @param failedAttempt the attempt that just failed, from 1
 * @param retryAfter the response's `Retry-After` header, if any
 * @param random a number in [0, 1) for jitter
 * @param nowMs the current time in milliseconds, for an HTTP-date `Retry-After`
 * @returns milliseconds, at most MAX_WAIT_MS: the server's `Retry-After` when it is in one of
 *   the two forms HTTP defines, else exponential backoff with jitter (half to all of the step)
 */
function retryDelay(failedAttempt, retryAfter, random, nowMs) {
    const asked = parseRetryAfterMs(retryAfter, nowMs);
    if (asked !== undefined) {
        return { ms: Math.min(asked, MAX_WAIT_MS), source: 'retry-after', capped: asked > MAX_WAIT_MS };
    }
    const step = Math.min(BACKOFF_BASE_MS * 2 ** (failedAttempt - 1), MAX_WAIT_MS);
    return { ms: Math.round(step / 2 + (step / 2) * random), source: 'backoff' };
}
/** The wait of `retryDelay` in milliseconds alone. */
function retryDelayMs(failedAttempt, retryAfter, random, nowMs) {
    return retryDelay(failedAttempt, retryAfter, random, nowMs).ms;
}
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
/** IMF-fixdate, and the obsolete RFC 850 and asctime forms HTTP still accepts. */
const HTTP_DATE = new RegExp(`^(?:${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT|${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT|${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4})$`);
/**
 * `Retry-After` in milliseconds from now, in the two forms HTTP defines
 * (https://www.rfc-editor.org/rfc/rfc9110#field.retry-after): non-negative whole seconds, or an
 * HTTP date. Anything else (`-1`, `1.5`, `soon`) is ignored, so the normal backoff applies.
 *
 * @returns undefined when absent or not in either form; 0 for a date in the past
 */
function parseRetryAfterMs(value, nowMs) {
    if (value === undefined)
        return undefined;
    const trimmed = value.trim();
    if (/^\d{1,10}$/.test(trimmed))
        return Number(trimmed) * 1000;
    if (!HTTP_DATE.test(trimmed))
        return undefined;
    // asctime carries no zone; HTTP dates are always GMT.
    const date = Date.parse(trimmed.endsWith('GMT') ? trimmed : `${trimmed} GMT`);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - nowMs);
}
/**
 * How long a rate limit asks the client to wait, for both APIs. The service's 429 says it in
 * `Retry-After`. GitHub's primary and secondary rate limits answer 403 or 429 with `retry-after`
 * (seconds), or with `x-ratelimit-remaining: 0` and `x-ratelimit-reset` (UTC epoch seconds)
 * (https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#exceeding-the-rate-limit).
 * GitHub sends `x-ratelimit-*` on every answer, so a 403 for a missing permission, whose
 * remaining count is not 0, is no rate limit.
 *
 * @param headers the answer's headers, names in lower case
 * @returns milliseconds from `nowMs` (0 for a time already past); undefined when the answer is
 *   not a rate limit
 */
function rateLimitWaitMs(status, headers, nowMs) {
    if (status !== 403 && status !== 429)
        return undefined;
    const asked = parseRetryAfterMs(headers['retry-after'], nowMs);
    if (asked !== undefined)
        return asked;
    const reset = headers['x-ratelimit-reset'];
    if (headers['x-ratelimit-remaining'] !== '0' || !/^\d{1,12}$/.test(reset ?? '')) {
        return undefined;
    }
    return Math.max(0, Number(reset) * 1000 - nowMs);
}


/***/ }),

/***/ 5388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iP: () => (/* binding */ TlsHandshakeWatch),
/* harmony export */   kL: () => (/* binding */ tlsFailure),
/* harmony export */   tj: () => (/* binding */ TlsHandshakeError)
/* harmony export */ });
/* unused harmony exports NOT_TLS_CODE, certificateCheck */
/** OpenSSL's codes for a TLS handshake answered by something that does not speak TLS. */
const NOT_TLS_CODE = /^ERR_SSL_(WRONG_VERSION_NUMBER|PACKET_LENGTH_TOO_LONG|HTTP_REQUEST)$/;
/** OpenSSL's words for the same, in an `EPROTO` error's message (a failed write). */
const NOT_TLS_WORDS = /wrong version number|packet length too long|http request/i;
/** Node's certificate and handshake failure codes. */
const TLS_CODE = /^(CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_TLS_|ERR_SSL_|HOSTNAME_MISMATCH|ERR_CERT)/;
/**
 * The request's TLS handshake never completed (the server does not speak TLS, its certificate
 * was refused, the connection broke during the handshake): no byte of the request reached the
 * server, so the request may be sent again, and no answer was lost.
 */
class TlsHandshakeError extends Error {
    cause;
    constructor(cause) {
        // Node's own errors may come from another realm (a test's VM context): read the message.
        const message = cause?.message;
        super(typeof message === 'string' ? message : String(cause), { cause });
        this.cause = cause;
        this.name = 'TlsHandshakeError';
    }
}
/**
 * Whether the TLS handshake of one request completed. It sees the request's socket through the
 * agent's `addRequest`, the one place a request meets its socket that @actions/http-client
 * leaves open to a handler; the agent is the client's own, made for one exchange.
 */
class TlsHandshakeWatch {
    pending = false;
    /** True when the request's socket speaks TLS and its handshake has not completed. */
    get unfinished() {
        return this.pending;
    }
    /** Makes the request about to be sent with `options` report its socket's handshake here. */
    watch(options) {
        // Every agent has addRequest, though Node's types do not declare it.
        const agent = options.agent;
        if (typeof agent !== 'object' || typeof agent.addRequest !== 'function')
            return;
        const addRequest = agent.addRequest;
        const onSocket = (socket) => {
            const tls = socket;
            if (tls.encrypted !== true)
                return;
            // The client's Finished message ends its side of the handshake: none yet, not done.
            if (typeof tls.getFinished === 'function' && tls.getFinished() !== undefined)
                return;
            this.pending = true;
            socket.once('secureConnect', () => {
                this.pending = false;
            });
        };
        agent.addRequest = function (request, ...rest) {
            request.once('socket', onSocket);
            addRequest.call(this, request, ...rest);
        };
    }
}
/**
 * Why a TLS handshake failed, in words without OpenSSL's internals; undefined for an error that
 * is no TLS failure (a reset, a refused connection: those say what they are).
 *
 * @returns `not-tls` when the server answered the handshake with something that is not TLS (a
 *   plain-HTTP port), `untrusted-certificate` with the check that failed
 */
function tlsFailure(error) {
    const code = error?.code;
    const message = error?.message;
    if (typeof code !== 'string')
        return undefined;
    if (NOT_TLS_CODE.test(code) || (typeof message === 'string' && NOT_TLS_WORDS.test(message))) {
        return { kind: 'not-tls', reason: 'the server at that address does not speak TLS' };
    }
    if (!TLS_CODE.test(code))
        return undefined;
    const check = certificateCheck(code);
    return {
        kind: 'untrusted-certificate',
        reason: `its TLS certificate was refused, since ${check}${check === GENERIC_CHECK ? ` (${code})` : ''}`
    };
}
const GENERIC_CHECK = 'it could not be verified';
/** Which check of the server's certificate failed, for the message. */
function certificateCheck(code) {
    if (/SELF_SIGNED/.test(code))
        return 'it is self-signed';
    if (/ALTNAME|HOSTNAME/.test(code))
        return 'it was not issued for this host name';
    if (/EXPIRED|NOT_YET_VALID/.test(code))
        return 'it is expired or not yet valid';
    if (/UNABLE_TO_(GET_ISSUER|VERIFY_LEAF)/.test(code)) {
        return 'its issuer (CA) is not one this machine trusts';
    }
    return GENERIC_CHECK;
}


/***/ }),

/***/ 9392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AP: () => (/* binding */ wholePartsOfUrl),
/* harmony export */   BO: () => (/* binding */ redactUrl),
/* harmony export */   Pv: () => (/* binding */ secretPartsOfUrl)
/* harmony export */ });
/* unused harmony exports isOrdinaryFileName, folderPartsOfUrl */
/**
 * What of a build URL may be shown, and which of its parts are masked: the same rule for every
 * URL (scheme, host and an ordinary file name shown; the folder path, the query and a file name
 * that could be a credential hidden), so nothing guesses which hosts put secrets where.
 */
/**
 * The build URL as it may be shown: scheme, host and file name
 * (`https://builds.example.com/…/app-release.apk`). The path before the file name, where some
 * file hosts put an access token, is shown as `…`; a query (where presigned URLs carry their
 * signature) as `?***`; a user name, password and fragment are left out. A file name that could
 * be a credential (see `isOrdinaryFileName`: a Box shared link's `<token>.apk`, an API's bare
 * `/builds/<token>`) is hidden with the path, its extension kept (`https://app.box.com/….apk`).
 *
 * @param url an absolute URL; anything that does not parse is shown as `[unparsable URL]`
 */
function redactUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return '[unparsable URL]';
    }
    const { folder, name } = splitPath(parsed.pathname);
    const query = parsed.search !== '' ? '?***' : '';
    const path = isOrdinaryFileName(name)
        ? `${folder === '' ? '/' : '/…/'}${name}`
        : `/…${extensionOf(name)}`;
    return `${parsed.protocol}//${parsed.host}${path}${query}`;
}
/**
 * True when a URL's file name reads as an ordinary file name, which is shown: at most 64
 * characters, percent-decoded, of ASCII letters, digits, spaces and `. _ - + ( )`, none of
 * whose words (runs of letters and digits) is 16 characters or longer, or 8 or longer mixing
 * letters and digits (`app-release.apk`, `MyApp-v2.1.0-rc1.apk`, `app-1234.apk`, `view`). Any
 * other name could be a credential (`q8k2lm4nz7x9w3abcd0e1f2g3h4i5j6k.apk`, `3c5f9e2a7b1d`) and
 * is hidden. An empty name (a path ending in `/`) is ordinary.
 */
function isOrdinaryFileName(name) {
    const decoded = safeDecode(name);
    if (!/^[A-Za-z0-9 ._+()-]{0,64}$/.test(decoded))
        return false;
    return (decoded.match(/[A-Za-z0-9]+/g) ?? []).every(word => word.length < 16 && (word.length < 8 || /^(?:[A-Za-z]+|[0-9]+)$/.test(word)));
}
/** A file name's extension, as shown with a hidden name: `.apk`, `.tar.gz`, or none. */
function extensionOf(name) {
    return /(?:\.tar)?\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0] ?? '';
}
/**
 * Query parameters that carry credentials in presigned URLs (S3, GCS, Azure SAS, tokens): a
 * signature, a password, a token or a secret key.
 */
const CREDENTIAL_PARAMETER = /sig|signature|token|key|credential|secret|auth|pass|session|sas/i;
/**
 * Parameters named like credentials that hold only the public part of one, beside the signature:
 * AWS's and Google's credential scope (`X-Amz-Credential=AKIA…/20261201/us-east-1/s3/aws4_request`:
 * access key id, date, region, service), the signed header names, and an access key's or a key
 * pair's id (`AWSAccessKeyId`, CloudFront's `Key-Pair-Id`). Masking them would confirm a guess of
 * the date or the region to whoever writes it in a branch name.
 */
const PUBLIC_CREDENTIAL_PARAMETER = /^x-(?:amz|goog)-(?:credential|signedheaders)$|access[-_]?key[-_]?id$|key[-_]?(?:pair[-_]?)?id$/i;
/**
 * The secret parts of a build URL, to be masked wherever they appear, whole and in long pieces:
 * the values of query (and fragment) parameters named like credentials (`X-Amz-Signature`,
 * `X-Amz-Security-Token`, `sig`, `token` …) but for their public parts
 * (`PUBLIC_CREDENTIAL_PARAMETER`), a value without a name that is no ordinary word, the
 * password (or the user name when there is no password, as in `https://<token>@host/`), and a
 * file name that is not ordinary (`isOrdinaryFileName`, without its extension). Other values (`X-Amz-Expires=3600`) are left alone: masking them
 * would hide every "3600" in the log. What holds public parts beside secret ones (the query,
 * `user:password`) is masked only whole: `wholePartsOfUrl`.
 *
 * @returns the parts, raw and decoded: a password or user name of at least 4 characters,
 *   credential values and hidden file names of at least 8; the URL itself when it does not parse
 */
function secretPartsOfUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return [url];
    }
    const user = parsed.password !== '' ? parsed.password : parsed.username;
    const parts = [];
    // Each value as written (URLSearchParams would turn `+` into a space) and decoded.
    for (const pair of `${parsed.search.slice(1)}&${parsed.hash.slice(1)}`.split('&')) {
        const equals = pair.indexOf('=');
        // A value without a name (`?Xq7v2Lm9Rt4Kp8Ws3Hd6`) is secret when it is no ordinary word.
        if (equals === -1) {
            if (!isOrdinaryFileName(pair))
                parts.push(pair, safeDecode(pair));
            continue;
        }
        const name = safeDecode(pair.slice(0, equals));
        const value = pair.slice(equals + 1);
        if (CREDENTIAL_PARAMETER.test(name) && !PUBLIC_CREDENTIAL_PARAMETER.test(name)) {
            parts.push(value, safeDecode(value));
        }
    }
    // A file name that could be a credential, without its extension (as written and decoded):
    // hidden wherever it appears, whole and in long pieces, like the token.
    const { name } = splitPath(parsed.pathname);
    if (!isOrdinaryFileName(name)) {
        const stem = name.slice(0, name.length - extensionOf(name).length);
        parts.push(stem, safeDecode(stem));
    }
    return [
        ...new Set([
            ...[user, decodeUserinfo(user)].filter(part => part.length >= 4),
            ...parts.filter(part => part.length >= MIN_URL_SECRET)
        ])
    ];
}
/**
 * The parts of a build URL that are never shown and hold a credential's public part beside its
 * secret one, to be masked only whole (a piece of one, such as the date and region of a signed
 * query, is shown as written): the query, the fragment and `user:password` (raw and decoded, as
 * a Basic header encodes it), each of at least 4 characters; and the folder paths
 * (`folderPartsOfUrl`).
 */
function wholePartsOfUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return [];
    }
    const { username, password } = parsed;
    const userinfo = password === ''
        ? []
        : [`${username}:${password}`, `${decodeUserinfo(username)}:${decodeUserinfo(password)}`];
    const whole = [parsed.search.slice(1), parsed.hash.slice(1), ...userinfo];
    return [...new Set([...whole.filter(part => part.length >= 4), ...folderPartsOfUrl(url)])];
}
/**
 * The path of a build URL before its file name (`/download/<token>`), which is never shown, to
 * be masked as a whole where a service echoes the URL: some file hosts put an access token
 * there, and which segment holds one is not guessed. Taken as written and as parsed (the parser
 * drops what a `..` segment undoes, but the service is sent the URL as written), each raw and
 * percent-decoded.
 *
 * @returns the folder paths of at least 8 characters, with their leading `/` (so that a mask
 *   hides paths, not words); shorter ones hold no credential worth the name
 */
function folderPartsOfUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return [];
    }
    const written = url.replace(/^[A-Za-z][A-Za-z0-9+.-]*:[/\\]*[^/\\?#]*/, '').split(/[?#]/)[0] ?? '';
    const folders = [written, parsed.pathname].flatMap(path => {
        const { folder } = splitPath(path);
        return folder === '' ? [] : [`/${folder}`, `/${safeDecode(folder)}`];
    });
    return [...new Set(folders)].filter(folder => folder.length >= MIN_URL_SECRET);
}
/** Shortest credential value masked: shorter values (`?token=true`) would hide common words. */
const MIN_URL_SECRET = 8;
/**
 * A URL path split at its last separator (`/`, `\\` or an encoded `%2F`, as object stores write
 * folders): the folder between the leading and the last separator, and the file name after it.
 */
function splitPath(path) {
    const match = /^[/\\]*(?:(.*)(?:[/\\]|%2f))?(.*)$/is.exec(path);
    return { folder: match?.[1] ?? '', name: match?.[2] ?? '' };
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
    }
    catch {
        return text;
    }
}
/** A URL's user name or password as a client sends it: percent-decoded, a `+` kept. */
function decodeUserinfo(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}


/***/ }),

/***/ 8273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ counted)
/* harmony export */ });
/**
 * Small pieces of English that messages share, so that a message reads right for every value it
 * may show: one block or 2 blocks.
 */
/**
 * A count with its noun: "1 entry", "2 entries", "0 entries".
 *
 * @param plural the plural form, when it is not the noun with an "s"
 */
function counted(count, noun, plural = `${noun}s`) {
    return `${count} ${count === 1 ? noun : plural}`;
}


/***/ })

};
;
//# sourceMappingURL=842.index.cjs.js.map