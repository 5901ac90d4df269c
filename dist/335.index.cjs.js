"use strict";
exports.id = 335;
exports.ids = [335,712];
exports.modules = {

/***/ 3712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseDevices: () => (/* binding */ parseDevices),
  planDeviceLinks: () => (/* binding */ planDeviceLinks)
});

// EXTERNAL MODULE: ./src/shared/input-error.ts
var input_error = __webpack_require__(1746);
// EXTERNAL MODULE: ./src/app/plan/yaml-input.ts
var yaml_input = __webpack_require__(8737);
// EXTERNAL MODULE: ./src/shared/message.ts
var message = __webpack_require__(9782);
// EXTERNAL MODULE: ./src/service/validate-fields.ts
var validate_fields = __webpack_require__(7187);
;// CONCATENATED MODULE: ./src/app/plan/link-params-input.ts
/**
 * The `linkParams` input: Appetize's query parameters added to every device link, as a YAML
 * mapping or JSON object, or a list of them for one column of links each. Names and values are
 * checked against the service's query parameter reference before anything is sent:
 * https://docs.appetize.io/platform/query-params-reference (and, for `params`,
 * https://docs.appetize.io/features/launch-params).
 */




/** A value that is one of a few words. */
function oneOf(...words) {
    return {
        allowed: words.join(' or '),
        read: value => (typeof value === 'string' && words.includes(value) ? value : undefined)
    };
}
/** An iOS locale ID: language, an optional script and region (`en_GB`, `zh_Hans_CN`). */
const LOCALE_ID = /^[A-Za-z]{2,3}(?:_[A-Za-z]{4})?(?:_(?:[A-Za-z]{2}|\d{3}))?$/;
/** A deep link: a scheme, then the rest on one line (RFC 3986's scheme syntax). */
const DEEP_LINK = /^[A-Za-z][A-Za-z0-9+.-]*:[^\p{Cc}\u2028\u2029]+$/u;
/**
 * The parameters linkParams may set, in the order links carry them, with what the reference
 * allows. `device` and `osVersion` come from the `devices` input.
 */
const RULES = {
    language: {
        allowed: 'a language code (ISO 639-1 or BCP 47, such as en, de or pt-BR)',
        read: value => (typeof value === 'string' && isLanguageTag(value) ? value : undefined)
    },
    locale: {
        allowed: 'a locale ID such as en_GB or fr_FR (iOS only)',
        read: value => (typeof value === 'string' && LOCALE_ID.test(value) ? value : undefined)
    },
    orientation: oneOf('portrait', 'landscape'),
    scale: {
        allowed: 'a number from 10 to 100, or auto',
        read: value => value === 'auto'
            ? value
            : typeof value === 'number' && value >= 10 && value <= 100
                ? String(value)
                : undefined
    },
    launchUrl: {
        allowed: 'a deep link with its scheme (myapp://screen or https://…), on one line',
        read: value => (typeof value === 'string' && DEEP_LINK.test(value) ? value : undefined)
    },
    params: {
        allowed: 'a mapping, which the app receives as JSON',
        read: value => (isMapping(value) ? JSON.stringify(value) : undefined)
    },
    grantPermissions: {
        allowed: 'true or false',
        read: value => (typeof value === 'boolean' ? String(value) : undefined)
    },
    deviceColor: oneOf('black', 'white')
};
/** The names linkParams may set. */
const LINK_PARAM_NAMES = Object.keys(RULES);
/** Most columns of links. */
const MAX_COLUMNS = 6;
/**
 * Most characters a column may add to each link once percent-encoded: 40 links of this length
 * keep the comment far below its size limit.
 */
const MAX_QUERY_LENGTH = 1000;
/**
 * Parses and checks `linkParams`.
 *
 * @param text the raw input; blank: undefined (links carry the device and OS version only)
 * @throws InputError for text that is neither YAML nor JSON, a value that is not a mapping or a
 *   list of mappings, a name the action does not take (with the nearest name), a value the
 *   reference does not allow, two columns alike, too many columns, or links too long
 */
async function parseLinkParams(text) {
    if (text.trim() === '')
        return undefined;
    const parsed = await (0,yaml_input/* parseYamlInput */.P)('linkParams', text, 'a JSON value nor valid YAML');
    const byColumn = Array.isArray(parsed);
    const mappings = byColumn ? parsed : [parsed];
    if (mappings.length === 0 || mappings.length > MAX_COLUMNS) {
        throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${(0,message/* input */.hF)('linkParams')} lists ${mappings.length} mappings: give one mapping, or a list of 1 to ${MAX_COLUMNS} mappings (one column of links each).`);
    }
    const columns = [];
    for (const [i, mapping] of mappings.entries()) {
        const where = byColumn
            ? (0,message/* message */.iU) `${(0,message/* input */.hF)('linkParams')} entry ${i + 1}`
            : (0,message/* message */.iU) `${(0,message/* input */.hF)('linkParams')}`;
        const column = await readColumn(where, mapping);
        const same = columns.findIndex(earlier => earlier.heading === column.heading);
        if (same !== -1) {
            throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${(0,message/* input */.hF)('linkParams')} entries ${same + 1} and ${i + 1} set the same parameters (${column.heading}): give each column once.`);
        }
        columns.push(column);
    }
    return { columns, byColumn };
}
/** One mapping of linkParams as a column, its parameters in the order of RULES. */
async function readColumn(where, mapping) {
    if (!isMapping(mapping)) {
        throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${where} must be a mapping of link parameters (such as language: de), or a list of them, got ${(0,validate_fields/* describe */.q0)(mapping)}.`);
    }
    for (const name of Object.keys(mapping)) {
        // Own names only: `toString`, `constructor` or `__proto__` are on every object's prototype.
        if (Object.hasOwn(RULES, name))
            continue;
        if (name === 'device' || name === 'osVersion') {
            throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${where} sets ${name}, which comes from ${(0,message/* input */.hF)('devices')}: write id@osVersion there, such as pixel7@14.0.`);
        }
        // A name every object inherits is no typo of a real one: still, point at the nearest.
        const inherited = name === '__proto__' || name in Object.prototype;
        const nearest = await (0,validate_fields/* nearestName */.qb)(name, LINK_PARAM_NAMES, inherited);
        const hint = nearest === undefined ? '' : ` Did you mean "${nearest}"?`;
        throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${where} sets ${JSON.stringify(name)}, a name it does not take.${hint} It takes ${LINK_PARAM_NAMES.join(', ')}.`);
    }
    const query = [];
    for (const name of LINK_PARAM_NAMES) {
        if (!Object.hasOwn(mapping, name))
            continue;
        const value = mapping[name];
        const read = RULES[name].read(value);
        if (read === undefined) {
            throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${where}: ${name} must be ${RULES[name].allowed}, got ${(0,validate_fields/* describe */.q0)(value)}.`);
        }
        query.push([name, read]);
    }
    const length = new URLSearchParams(query).toString().length;
    if (length > MAX_QUERY_LENGTH) {
        throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${where} adds ${length} characters to each link once percent-encoded; at most ${MAX_QUERY_LENGTH}: shorten launchUrl or params.`);
    }
    const heading = query.map(([name, value]) => `${name}: ${value}`).join(', ');
    return { heading: heading || 'defaults', query };
}
/** A language tag as BCP 47 writes it (`en`, `pt-BR`, `zh-Hant`): Intl decides. */
function isLanguageTag(value) {
    if (!/^[A-Za-z0-9-]{2,35}$/.test(value))
        return false;
    try {
        Intl.getCanonicalLocales(value);
        return true;
    }
    catch {
        return false;
    }
}
function isMapping(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/app/plan/devices-input.ts



/** Device ids as the service names them (`pixel7`, `iphone15pro`). */
const DEVICE_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** OS versions as the service lists them (`14.0`, `17.2`). */
const OS_VERSION = /^[A-Za-z0-9._-]{1,32}$/;
/** Most devices one run links to. */
const MAX_DEVICES = 20;
/** Most links of one grid (devices × columns): they must fit in one comment. */
const MAX_LINKS = 40;
/**
 * The `devices` and `linkParams` inputs, parsed and checked together.
 *
 * @throws InputError for either input (see parseDevices, parseLinkParams), linkParams without
 *   devices, or more links than fit in a comment
 */
async function planDeviceLinks(inputs) {
    // Both inputs are read before either's error is thrown: a run reports its mistakes together.
    const [devices = [], linkParams] = await (0,input_error/* checkAll */.K7)([
        () => parseDevices(inputs.devices),
        () => parseLinkParams(inputs.linkParams)
    ]);
    if (linkParams === undefined)
        return { devices };
    if (devices.length === 0) {
        throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${(0,message/* input */.hF)('linkParams')} sets the query parameters of the device links, but ${(0,message/* input */.hF)('devices')} is empty: name the devices to link, such as pixel7.`);
    }
    const links = devices.length * linkParams.columns.length;
    if (links > MAX_LINKS) {
        throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${(0,message/* input */.hF)('devices')} and ${(0,message/* input */.hF)('linkParams')} make ${links} links (${devices.length} devices × ${linkParams.columns.length} columns); at most ${MAX_LINKS}: name fewer devices or fewer mappings.`);
    }
    return { devices, linkParams };
}
/**
 * The `devices` input as a list of entries: comma- or newline-separated, blanks ignored, each
 * entry once, in the order given; an entry is a device id, or `id@osVersion` to open the device
 * on that OS version (the link's `osVersion`,
 * https://docs.appetize.io/platform/query-params-reference). Whether the service has them is
 * checked by the `check-devices` operation.
 *
 * @throws InputError for an entry that cannot be a device id or OS version, or too many
 */
function parseDevices(text) {
    const choices = [];
    // The entries seen: a set, so that dropping repeats stays linear in the length of the list.
    const seen = new Set();
    for (const part of text.split(/[,\n\r]/)) {
        const entry = part.trim();
        if (entry === '' || seen.has(entry))
            continue;
        seen.add(entry);
        const at = entry.indexOf('@');
        const id = at === -1 ? entry : entry.slice(0, at);
        const osVersion = at === -1 ? undefined : entry.slice(at + 1);
        if (!DEVICE_ID.test(id)) {
            throw new input_error/* InputError */.dz('devices', (0,message/* message */.iU) `${(0,message/* input */.hF)('devices')} entry ${choices.length + 1} is not a device id (letters, digits, ".", "_" and "-", at most 64): give ids such as pixel7 or iphone15pro, or pixel7@14.0 for an OS version, separated by commas or newlines.`);
        }
        if (osVersion !== undefined && !OS_VERSION.test(osVersion)) {
            throw new input_error/* InputError */.dz('devices', (0,message/* message */.iU) `${(0,message/* input */.hF)('devices')} entry ${choices.length + 1} gives "${id}" an OS version that is not one (letters, digits, ".", "_" and "-", at most 32): write id@version, such as pixel7@14.0.`);
        }
        choices.push(osVersion === undefined ? { entry, id } : { entry, id, osVersion });
    }
    if (choices.length > MAX_DEVICES) {
        throw new input_error/* InputError */.dz('devices', (0,message/* message */.iU) `${(0,message/* input */.hF)('devices')} names ${choices.length} devices; at most ${MAX_DEVICES}.`);
    }
    return choices;
}


/***/ }),

/***/ 1335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planPullRequestWork: () => (/* binding */ planPullRequestWork)
/* harmony export */ });
/* harmony import */ var _review_pull_request_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5497);
/* harmony import */ var _features_previews_closed_pull_request_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9413);
/* harmony import */ var _review_review_platform_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5851);
/* harmony import */ var _review_review_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5209);
/* harmony import */ var _features_previews_review_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7389);
/* harmony import */ var _features_previews_preview_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2967);
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1746);
/* harmony import */ var _service_app_fields_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6264);
/* harmony import */ var _app_plan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9984);
/* harmony import */ var _features_update_app_update_summary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1411);
/* harmony import */ var _devices_input_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3712);
/* harmony import */ var _update_plan_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2936);
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9782);
/**
 * Plans the work on a pull request: a preview app (`preview: true`) created or updated on every
 * push and deleted when the pull request closes, or the sticky comment of a plain update
 * (`comment: true`). Loaded only by runs that ask for either.
 */













/** A GitHub deployment environment name: at most 255 characters, no control characters. */
const ENVIRONMENT_NAME = /^[^\p{Cc}]{1,255}$/u;
/**
 * The operations `preview` or `comment` ask for (after the IP blocks, if any).
 *
 * @param review the front end's review port; the run must be on a pull request
 * @param connect the review platform's API, to read the pull request `pullRequest` names
 * @throws InputError naming the input; ActionFailure `unexpected` for an unusable event payload
 */
async function planPullRequestWork(inputs, workspace, review, connect) {
    const target = (name) => pullRequestTarget(name, review, inputs, connect);
    if (inputs.preview)
        return planPreview(inputs, workspace, target);
    for (const name of ['previewName', 'deploymentEnvironment']) {
        if (inputs[name] !== '') {
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(name, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)(name)} is given, but ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('preview')} is not true: set ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('preview')}: true.`);
        }
    }
    const app = await (0,_app_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .planApp */ .B)(inputs, workspace);
    const update = await (0,_update_plan_js__WEBPACK_IMPORTED_MODULE_8__/* .planUpdate */ .ZL)(inputs, app);
    if (!update) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('comment', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `comment: true shows an updated app on the pull request, but ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('publicKey')} is empty: set ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('publicKey')} (and the build or settings to send).`);
    }
    const commentTarget = await target('comment');
    requireReviewToken('comment', inputs);
    const { devices, linkParams } = await (0,_devices_input_js__WEBPACK_IMPORTED_MODULE_7__.planDeviceLinks)(inputs);
    return [
        ...update,
        {
            kind: 'update-comment',
            publicKey: inputs.publicKey,
            target: commentTarget,
            build: (0,_features_update_app_update_summary_js__WEBPACK_IMPORTED_MODULE_6__/* .describeBuild */ .S)(app.fields, app.build),
            devices,
            linkParams
        }
    ];
}
async function planPreview(inputs, workspace, readTarget) {
    if (inputs.publicKey !== '') {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('publicKey', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `preview: true creates and deletes its own app for the pull request: leave ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('publicKey')} empty (the app is recorded in the sticky comment).`);
    }
    if (inputs.previewName !== '' && !_features_previews_preview_record_js__WEBPACK_IMPORTED_MODULE_2__/* .PREVIEW_NAME_PATTERN */ .C1.test(inputs.previewName)) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('previewName', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('previewName')} may contain only letters, digits, "-" and "_" (at most 64), e.g. android or ios-staging.`);
    }
    const deploymentEnvironment = inputs.deploymentEnvironment || undefined;
    if (deploymentEnvironment !== undefined && !ENVIRONMENT_NAME.test(deploymentEnvironment)) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('deploymentEnvironment', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('deploymentEnvironment')} must be one line of at most 255 characters, e.g. appetize-preview.`);
    }
    const target = await readTarget('preview');
    const { pullRequest } = target;
    if (inputs.apiToken === '') {
        // Only where the platform withholds the secret on purpose: anywhere else an empty token is a
        // missing or misnamed secret, and skipping would leave previews that are never deleted.
        if (pullRequest.isFork) {
            const reason = (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `${(0,_review_review_platform_js__WEBPACK_IMPORTED_MODULE_10__/* .capitalized */ .l2)((0,_review_review_platform_js__WEBPACK_IMPORTED_MODULE_10__/* .pullRequestName */ .Ib)(pullRequest.number, target.terms))} comes from a fork, and a fork's ${target.terms.pullRequest}s are given no secrets, so ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('apiToken')} is empty`;
            return [{ kind: 'skip-preview', reason }];
        }
        if (pullRequest.author === 'dependabot[bot]') {
            const reason = (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('apiToken')} is empty: pull requests opened by Dependabot get Dependabot secrets only`;
            return [{ kind: 'skip-preview', reason }];
        }
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('apiToken', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('apiToken')} is empty on ${(0,_review_review_platform_js__WEBPACK_IMPORTED_MODULE_10__/* .pullRequestName */ .Ib)(pullRequest.number, target.terms)}, which is not from a fork: the secret it reads is missing or misnamed, so no preview could be ${(0,_review_pull_request_js__WEBPACK_IMPORTED_MODULE_11__/* .isClosing */ .w)(pullRequest) ? 'deleted' : 'deployed'}.`);
    }
    requireReviewToken('preview', inputs);
    if ((0,_review_pull_request_js__WEBPACK_IMPORTED_MODULE_11__/* .isClosing */ .w)(pullRequest)) {
        // No build is needed to delete: file, url and settings are not read (the build was skipped).
        const platform = inputs.platform === '' ? undefined : checkedPlatform(inputs.platform);
        return [
            {
                kind: 'remove-previews',
                previewName: inputs.previewName || platform,
                target,
                deploymentEnvironment,
                keepLabel: inputs.keepLabel
            }
        ];
    }
    if (pullRequest.state === 'closed') {
        // Read from the platform now (a run without an event): a push's run on a pull request
        // merged or closed since creates nothing, and updates nothing its close deletes.
        return [{ kind: 'skip-preview', reason: (0,_features_previews_closed_pull_request_js__WEBPACK_IMPORTED_MODULE_12__/* .closedReason */ .b)(pullRequest.number, target.terms) }];
    }
    const app = await (0,_app_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .planApp */ .B)(inputs, workspace);
    if (app.build === undefined && typeof app.fields.url !== 'string') {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('file', `preview: true deploys the ${target.terms.pullRequest}'s build: give file (or url). When the ${target.terms.pullRequest} closes no build is needed.`);
    }
    const platform = app.fields.platform;
    if (typeof platform !== 'string') {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('platform', 'preview: true creates the app when the pull request has none, which needs its platform: give platform: ios or android (a file infers it, a url does not).');
    }
    const fields = { ...app.fields };
    // The dashboard then shows what each preview app is: `acme/mobile-app#12 @ 1a2b3c4` (in the
    // platform's form: `group/project!12 @ 1a2b3c4`); a sweep matches its orphans by it.
    if (!('note' in fields)) {
        fields.note = `${(0,_review_review_platform_js__WEBPACK_IMPORTED_MODULE_10__/* .pullRequestReference */ .cb)(pullRequest.repository, pullRequest.number, target.terms)} @ ${pullRequest.headSha.slice(0, 7)}`;
    }
    const { devices, linkParams } = await (0,_devices_input_js__WEBPACK_IMPORTED_MODULE_7__.planDeviceLinks)(inputs);
    const operations = [];
    if (devices.length > 0) {
        operations.push({ kind: 'check-devices', devices, platform: platform });
    }
    operations.push({
        kind: 'deploy-preview',
        previewName: inputs.previewName || platform,
        target,
        fields,
        platform: platform,
        build: app.build,
        devices,
        linkParams,
        deploymentEnvironment
    });
    return operations;
}
/**
 * The pull request the run was triggered by, from the front end's review port; or, with the
 * `pullRequest` input, the one it names, read from the API (which needs githubToken).
 *
 * @throws InputError when the run has no pull request (or no review platform at all);
 *   ActionFailure when the named pull request cannot be read
 */
async function pullRequestTarget(name, review, inputs, connect) {
    if (!review) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(name, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)(name)} is true, which works on pull requests only, but this run has no review platform to read one from.`);
    }
    const number = inputs.pullRequest;
    if (number === undefined) {
        // A port that reads the pull request from the API connects with githubToken.
        const connected = () => {
            requireReviewToken(name, inputs);
            if (!connect)
                throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(name, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `This run cannot read its pull request.`);
            return connect();
        };
        try {
            return await review.readTarget(name, { connect: connected });
        }
        catch (error) {
            if (!(error instanceof _review_review_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ReviewPlatformError */ .O))
                throw error;
            throw (0,_features_previews_review_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewFailure */ .TR)(error, 'nothing was deployed or removed');
        }
    }
    requireReviewToken(name, inputs);
    if (!connect)
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('pullRequest', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `This run cannot read a pull request by number.`);
    try {
        return await review.readTarget(name, { number, connect });
    }
    catch (error) {
        if (!(error instanceof _review_review_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ReviewPlatformError */ .O))
            throw error;
        throw (0,_features_previews_review_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewFailure */ .TR)(error, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `pull request #${number} (the ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('pullRequest')} input) could not be read, so nothing was deployed or removed`);
    }
}
function requireReviewToken(name, inputs) {
    if (inputs.githubToken === '') {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('githubToken', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('githubToken')} is empty, but ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)(name)}: true writes to the pull request: ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .advice */ .v9)('review-token')}.`);
    }
}
function checkedPlatform(value) {
    if (!_service_app_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .PLATFORMS */ .P4.includes(value)) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('platform', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_9__/* .input */ .hF)('platform')} must be ios or android, got ${JSON.stringify(value)}.`);
    }
    return value;
}


/***/ }),

/***/ 9413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ closedReason),
/* harmony export */   y: () => (/* binding */ skipClosed)
/* harmony export */ });
/* harmony import */ var _shared_html_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(820);
/* harmony import */ var _review_terms_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5851);
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(720);
/**
 * A re-run of an earlier run carries that run's event: a push's payload that says "open"
 * although the pull request has closed since. Its close has run already, so an app created now
 * would never be deleted: nothing is created for a pull request closed now (the decision reads
 * its state first, preview-decision.ts); updating a recorded app needs no such check (the close
 * deletes that app).
 */



/** Why nothing is created for a pull request closed now (a notice, not a failure): a sentence. */
function closedReason(pullNumber, terms) {
    return `${(0,_review_terms_js__WEBPACK_IMPORTED_MODULE_0__/* .capitalized */ .l2)((0,_review_terms_js__WEBPACK_IMPORTED_MODULE_0__/* .pullRequestName */ .Ib)(pullNumber, terms))} is closed now: no preview app is created (a re-run of an earlier push?)`;
}
/** The result of a run that created nothing: `previewAction=skipped`, a notice and its section. */
function skipClosed(pullNumber, terms) {
    const reason = closedReason(pullNumber, terms);
    return {
        notes: [(0,_notes_js__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm)(`${reason}.`, 'Preview skipped')],
        result: {
            outputs: { previewAction: 'skipped' },
            section: `<h3>Preview skipped</h3>\n<p>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(reason)}.</p>`
        }
    };
}


/***/ }),

/***/ 720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   Aj: () => (/* binding */ withRaced),
/* harmony export */   Ev: () => (/* binding */ told),
/* harmony export */   lm: () => (/* binding */ notice),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   qz: () => (/* binding */ tell)
/* harmony export */ });
/** A warning annotation with `title`. */
function warning(text, title) {
    return { level: 'warning', text, title };
}
/** A notice annotation, with a title when given. */
function notice(text, title) {
    return title === undefined ? { level: 'notice', text } : { level: 'notice', text, title };
}
/** A line of the log. */
function info(text) {
    return { level: 'info', text };
}
/** Hands each note to the host, in order. */
function tell(host, notes) {
    for (const note of notes) {
        if (note.level === 'info')
            host.info(note.text);
        else if (note.level === 'notice')
            host.notice(note.text, note.title);
        else
            host.warning(note.text, note.title);
    }
}
/** Tells an outcome's notes and gives its result. */
function told(host, outcome) {
    tell(host, outcome.notes);
    return outcome.result;
}
/** A result with the summary's paragraph about raced records ('' for none) before its section. */
function withRaced(racedSection, result) {
    return racedSection === '' ? result : { ...result, section: `${racedSection}\n${result.section}` };
}


/***/ }),

/***/ 2967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ renderMarker),
/* harmony export */   C1: () => (/* binding */ PREVIEW_NAME_PATTERN),
/* harmony export */   JI: () => (/* binding */ isSigned),
/* harmony export */   bx: () => (/* binding */ isReservation),
/* harmony export */   gY: () => (/* binding */ parseMarker)
/* harmony export */ });
/* unused harmony exports PUBLIC_KEY_PATTERN, recordSignature */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _review_record_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6121);
/**
 * The record of a pull request's preview app: a hidden marker on the first line of the sticky
 * comment, naming the preview and its app's publicKey, signed:
 *
 *   <!-- appetize-deploy-action:preview name=android publicKey=p7nw… deployed=2026-11-22T10:00:00Z env=YXBw… by=NDE4 v=3 sig=… -->
 *   <!-- appetize-deploy-action:preview name=android claim=3k9Xq… v=3 sig=… -->   (reserved: its app is being created)
 *   <!-- appetize-deploy-action:preview name=android by=NDE4 v=3 sig=… -->        (no app: removed)
 *   <!-- appetize-deploy-action:update publicKey=p7nw… -->                         (`comment`)
 *
 * Anyone can post a comment that copies a marker, and the token's identity is shared (every run
 * of a repository may write as the same bot). So a preview record, which decides which app a push updates and a close deletes, carries
 * an HMAC-SHA256 keyed with the apiToken over its fields and what it is bound to: the platform
 * and its API's base URL, the repository's rename-stable binding, the pull request's number and
 * the id of the comment's author (v3). Only a run holding the apiToken writes one the tool acts
 * on, and only for that pull request of that repository on that host; a copy in another's
 * comment does not verify against its author. The reservation a run writes before it creates an
 * app carries its own random claim, so that the record itself says it is one.
 *
 * Records of earlier versions (v1: name and app; v2: with deploy time and environment, bound to
 * the repository and the pull request only) are still read, and trusted in the token's own
 * comments; a run's next write re-signs them as v3.
 */



/** Letters, digits, `-`, `_`: the `previewName` input. */
const PREVIEW_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A publicKey as the record accepts it. */
const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const B64 = '[A-Za-z0-9_-]';
const PREVIEW_MARKER = new RegExp(`^${_review_record_store_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .q}preview name=(${B64}{1,64})(?: publicKey=(${B64}{1,128}))?(?: deployed=(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z))?(?: env=(${B64}{1,1400}))?(?: by=(${B64}{1,400}))?(?: claim=(${B64}{16,64}))?( v=3)?(?: sig=(${B64}{43}))? -->(?:\\r?\\n|$)`);
const UPDATE_MARKER = new RegExp(`^${_review_record_store_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .q}update publicKey=(${B64}{1,128}) -->(?:\\r?\\n|$)`);
/**
 * The marker line for a record (without a line break). A preview record is signed with `key`
 * (always v3); an update record is not signed, and `key` is not used for it.
 *
 * @throws RangeError when the previewName, publicKey or claim is not of the allowed form
 */
function renderMarker(record, key) {
    if (record.publicKey !== undefined && !PUBLIC_KEY_PATTERN.test(record.publicKey)) {
        throw new RangeError('A publicKey to record must be letters, digits, - or _');
    }
    if (record.kind === 'update')
        return `${_review_record_store_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .q}update publicKey=${record.publicKey} -->`;
    if (!PREVIEW_NAME_PATTERN.test(record.previewName)) {
        throw new RangeError('previewName must be 1 to 64 letters, digits, - or _');
    }
    if (record.claim !== undefined && !/^[A-Za-z0-9_-]{16,64}$/.test(record.claim)) {
        throw new RangeError('A claim must be 16 to 64 letters, digits, - or _');
    }
    const fields = encodedFields(record);
    const parts = [
        `name=${record.previewName}`,
        record.publicKey === undefined ? '' : `publicKey=${record.publicKey}`,
        fields.deployed === '' ? '' : `deployed=${fields.deployed}`,
        fields.env === '' ? '' : `env=${fields.env}`,
        fields.by === '' ? '' : `by=${fields.by}`,
        record.claim === undefined ? '' : `claim=${record.claim}`,
        'v=3',
        `sig=${recordSignature({ ...record, version: 3 }, key)}`
    ];
    return `${_review_record_store_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .q}preview ${parts.filter(part => part !== '').join(' ')} -->`;
}
/** The record's optional fields as the marker writes them (ISO 8601 seconds, base64url). */
function encodedFields(record) {
    const base64 = (text) => text === undefined || text === '' ? '' : Buffer.from(text, 'utf8').toString('base64url');
    return {
        deployed: record.deployedAt === undefined
            ? ''
            : new Date(record.deployedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        env: base64(record.environment),
        by: base64(record.authorId)
    };
}
/**
 * HMAC-SHA256 (base64url, 43 characters) of a preview record as its version signs it, keyed with
 * `key.secret`. No line of the message can hold a line break (the free fields are base64url,
 * the platform's id and API address are checked by the adapter), so no field can be shifted into
 * another.
 */
function recordSignature(record, key) {
    const { deployed, env, by } = encodedFields(record);
    const version = record.version ?? 3;
    const fields = version === 3
        ? [
            'appetize-deploy-action preview record v3',
            key.platform,
            key.apiUrl,
            key.binding,
            String(key.pullRequestNumber),
            record.previewName,
            record.publicKey ?? '',
            deployed,
            env,
            by,
            record.claim ?? ''
        ]
        : [
            // v1 (no deploy time, no environment) is what versions up to 1.1 signed; v2 what 1.2
            // signed. A record cut back to an older version's fields does not verify.
            `appetize-deploy-action preview record v${version}`,
            key.binding,
            String(key.pullRequestNumber),
            record.previewName,
            record.publicKey ?? '',
            ...(version === 2 ? [deployed, env] : [])
        ];
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key.secret).update(fields.join('\n')).digest('base64url');
}
/** True when the record carries the signature `key` makes for it (compared in constant time). */
function isSigned(record, key) {
    if (record.signature === undefined)
        return false;
    const expected = Buffer.from(recordSignature(record, key));
    const given = Buffer.from(record.signature);
    return given.length === expected.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(given, expected);
}
/** The record on a comment body's first line, or undefined when there is none (or malformed). */
function parseMarker(body) {
    const preview = PREVIEW_MARKER.exec(body);
    if (preview) {
        const [, previewName = '', publicKey, deployed, env, by, claim, v3, signature] = preview;
        const record = {
            kind: 'preview',
            previewName,
            publicKey
        };
        if (deployed !== undefined) {
            const time = Date.parse(deployed);
            if (Number.isNaN(time))
                return undefined;
            record.deployedAt = time;
        }
        if (env !== undefined)
            record.environment = Buffer.from(env, 'base64url').toString('utf8');
        if (v3 === undefined && (by !== undefined || claim !== undefined))
            return undefined;
        if (by !== undefined)
            record.authorId = Buffer.from(by, 'base64url').toString('utf8');
        if (claim !== undefined)
            record.claim = claim;
        record.version = v3 !== undefined ? 3 : deployed !== undefined || env !== undefined ? 2 : 1;
        if (signature !== undefined)
            record.signature = signature;
        return record;
    }
    const update = UPDATE_MARKER.exec(body);
    return update ? { kind: 'update', publicKey: update[1] ?? '' } : undefined;
}
/** True for a record that reserves its preview while a run creates the app (no app yet). */
function isReservation(record) {
    return record.publicKey === undefined && record.claim !== undefined;
}


/***/ }),

/***/ 7389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TR: () => (/* binding */ reviewFailure),
/* harmony export */   dX: () => (/* binding */ reviewWarning)
/* harmony export */ });
/* unused harmony export isRefusal */
/* harmony import */ var _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);
/* harmony import */ var _review_review_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5209);
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9782);
/**
 * A failed call to the review platform's API as the run reports it: a failure of the step
 * (`review-refused` when the platform refused the token, `review-unavailable` when it did not
 * answer well, a TLS kind when the handshake failed), or a warning when
 * the deploy itself succeeded and only the comment or the deployment could not be written.
 */



/**
 * True when the review platform refused the call (401, 403, 404, 422 …): the same call will be
 * refused again. A 429 or 5xx, no answer or an odd answer may pass.
 */
function isRefusal(error) {
    return (error.kind === 'status' &&
        error.status !== undefined &&
        error.status < 500 &&
        error.status !== 429);
}
/**
 * The step's failure for an error of the review platform's API.
 *
 * @param error what the call threw (a `ReviewPlatformError`; anything else is `unexpected`)
 * @param consequence what it means for the run, e.g. "no app was created"
 */
function reviewFailure(error, consequence) {
    if (!(error instanceof _review_review_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ReviewPlatformError */ .O))
        return (0,_shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .asFailure */ .h_)(error);
    const what = error.message.replace(/\.$/, '');
    if (error.handshake !== undefined) {
        // Nothing was sent, and the same address fails the same way: no "may pass".
        return new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR(error.handshake, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what}; ${consequence}.`, error.handshake === 'not-tls'
            ? 'Fix that address first: with it unchanged, every run fails the same way.'
            : "Trust the server's CA with NODE_EXTRA_CA_CERTS (a PEM file), or fix the host in that address so that it matches the certificate: with neither, every run fails the same way.");
    }
    if (!isRefusal(error)) {
        return new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('review-unavailable', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what}; ${consequence}.`);
    }
    return error.need === ''
        ? new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('review-refused', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what}; ${consequence}.`)
        : new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('review-refused', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what} (the token needs ${error.need}); ${consequence}.`, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .advice */ .v9)('review-permission')}`);
}
/**
 * The warning for an error of the review platform's API after the deploy succeeded.
 *
 * @returns the message, e.g. "Editing the pull request comment failed: … answered 403 …; …"
 */
function reviewWarning(error, consequence) {
    const text = error instanceof Error ? error.message : String(error);
    const permission = error instanceof _review_review_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ReviewPlatformError */ .O && isRefusal(error) ? error.need : '';
    const need = permission === '' ? '' : ` (the token needs ${permission})`;
    return `${text.replace(/\.$/, '')}${need}; ${consequence}.`;
}


/***/ }),

/***/ 5497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ sameCommit),
/* harmony export */   w: () => (/* binding */ isClosing)
/* harmony export */ });
/** True for a run that ends a pull request's preview (it is removed). */
function isClosing(pullRequest) {
    return pullRequest.lifecycle === 'closed';
}
/**
 * True when two commit ids name the same commit, compared (without regard to case) over the
 * characters both give: a 12-digit prefix matches the full id it begins.
 */
function sameCommit(a, b) {
    const length = Math.min(a.length, b.length);
    return length > 0 && a.slice(0, length).toLowerCase() === b.slice(0, length).toLowerCase();
}


/***/ }),

/***/ 6121:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ RECORD_MARKER_PREFIX)
/* harmony export */ });
/**
 * The record store: where a pull request's preview records are kept (its comments, notes), as
 * the adapter answers for them. The seam Renovate calls `ensureComment`: the adapter answers
 * identity and order and reads and writes comments; the core keeps trust (the signature, the
 * repository binding, the warnings about copies) and every decision (src/features/previews).
 *
 * Renovate: lib/modules/platform/types.ts of renovatebot/renovate (ensureComment)
 */
/**
 * How every record marker of the tool's comments begins (features/previews/preview-record.ts);
 * escaped text can never contain it. An adapter scrubs a comment body line by line but for the
 * line that starts with it: a record holds only identifiers and a signature.
 */
const RECORD_MARKER_PREFIX = '<!-- appetize-deploy-action:';


/***/ }),

/***/ 5209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ ReviewPlatformError)
/* harmony export */ });
/**
 * The one error type of the review platform's calls: which operation failed, how (the
 * platform's HTTP status, or no answer at all), and a message that never holds the token. An
 * adapter classifies its client's errors into it.
 */
/** A failed call to the review platform. */
class ReviewPlatformError extends Error {
    name = 'ReviewPlatformError';
    operation;
    /** The platform's HTTP status, when it answered with an error status; otherwise undefined. */
    status;
    kind;
    /**
     * The permission the token needs for this call, in the platform's own terms (e.g.
     * `pull-requests: write`); '' when none is named.
     */
    need;
    /**
     * How the TLS handshake failed, when it did (kind `unreachable`: nothing was sent): the server
     * does not speak TLS there, or its certificate was refused. No re-run helps until the
     * address, or the trust in its certificate, is fixed.
     */
    handshake;
    /** @param options.message what happened, in the adapter's words, without the token */
    constructor(options) {
        super(options.message);
        this.operation = options.operation;
        this.status = options.status;
        this.kind = options.kind;
        this.need = options.need ?? '';
        this.handshake = options.handshake;
    }
}


/***/ }),

/***/ 5851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ib: () => (/* binding */ pullRequestName),
/* harmony export */   Ju: () => (/* binding */ keepMark),
/* harmony export */   cb: () => (/* binding */ pullRequestReference),
/* harmony export */   dI: () => (/* binding */ afterKeepMark),
/* harmony export */   i: () => (/* binding */ removalWords),
/* harmony export */   l2: () => (/* binding */ capitalized),
/* harmony export */   ry: () => (/* binding */ removedByHand)
/* harmony export */ });
/**
 * The neutral words of the review port: a repository as the core sees it, and how a platform
 * names what the previews write on. Each platform's words come from its adapter (its
 * descriptor); nothing here or in src/features holds one platform's words.
 */
/**
 * How a pull request carries the keep label: `the label x`, `[x] in its title or description`.
 *
 * @param markdown escapes the label for a comment (the brackets are then escaped too, with no
 *   joiner in them: a reader can copy the tag as it reads)
 */
function keepMark(label, terms, markdown) {
    const name = markdown === undefined ? label : markdown(label);
    if (terms.hasLabels !== false)
        return `the label ${name}`;
    const [open, close] = markdown === undefined ? ['[', ']'] : ['\\[', '\\]'];
    return `${open}${name}${close} in its title or description`;
}
/**
 * What deletes a kept preview's app once the keep label goes, a sentence: `Once the label is
 * removed, the next sweep or close deletes the app.`; where there are no labels, the tag taken
 * out and the app deleted `appRemoved`.
 *
 * @param apps `the app`, or `them` for several
 */
function afterKeepMark(terms, apps) {
    if (terms.hasLabels !== false) {
        return `Once the label is removed, the next sweep or close deletes ${apps}.`;
    }
    const deleted = apps === 'them' ? 'the apps are deleted' : 'the app is deleted';
    return `Once that is taken out, ${deleted} ${terms.appRemoved}.`;
}
/** `pull request #12`, `merge request !12`. */
function pullRequestName(number, terms) {
    return `${terms.pullRequest} ${terms.numberPrefix}${number}`;
}
/**
 * A pull request's cross-repository reference in the platform's form: `acme/app#12`,
 * `group/project!12`; the app's note on the dashboard names its preview's pull request so.
 */
function pullRequestReference(repository, number, terms) {
    return `${repository.display}${terms.numberPrefix}${number}`;
}
/** `Pull request #12` from `pull request #12`. */
function capitalized(text) {
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
/** How an open pull request's preview removed by hand is named: `when the preview was stopped`. */
function removedByHand(terms) {
    return terms.manualRemoval ?? 'when the preview was stopped';
}
/**
 * Why the sweep's log says a preview goes: `expired`, or how its pull request closed (`merged`,
 * `declined`, `superseded` where the platform says; else `closed`).
 */
function removalWords(reason, pullRequest) {
    return reason === 'closed' ? (pullRequest.closedAs ?? 'closed') : reason;
}


/***/ })

};
;
//# sourceMappingURL=335.index.cjs.js.map