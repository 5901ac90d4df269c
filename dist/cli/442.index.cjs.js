"use strict";
exports.id = 442;
exports.ids = [442,712];
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

/***/ 8442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  planPullRequestWork: () => (/* binding */ planPullRequestWork)
});

;// CONCATENATED MODULE: ./src/review/pull-request.ts
/**
 * The pull request a run works on, in the review platform's neutral terms. Its strings come from
 * whoever opened the pull request (title, branch name, a fork's name) and stay raw here, to be
 * escaped wherever they are shown.
 */
/** True for an event that ends a pull request's life (its preview is removed). */
function isClosing(pullRequest) {
    return pullRequest.action === 'closed';
}

// EXTERNAL MODULE: ./src/features/previews/closed-pull-request.ts
var closed_pull_request = __webpack_require__(9413);
// EXTERNAL MODULE: ./src/review/review-platform.ts
var review_platform = __webpack_require__(484);
// EXTERNAL MODULE: ./src/review/review-error.ts
var review_error = __webpack_require__(5209);
// EXTERNAL MODULE: ./src/features/previews/review-failures.ts
var review_failures = __webpack_require__(7389);
// EXTERNAL MODULE: ./src/features/previews/preview-record.ts
var preview_record = __webpack_require__(2967);
// EXTERNAL MODULE: ./src/shared/input-error.ts
var input_error = __webpack_require__(1746);
// EXTERNAL MODULE: ./src/service/app-fields.ts
var app_fields = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/app/plan/app-plan.ts + 2 modules
var app_plan = __webpack_require__(9984);
// EXTERNAL MODULE: ./src/features/update-app/update-summary.ts
var update_summary = __webpack_require__(1411);
// EXTERNAL MODULE: ./src/app/plan/devices-input.ts + 1 modules
var devices_input = __webpack_require__(3712);
// EXTERNAL MODULE: ./src/app/plan/update-plan.ts
var update_plan = __webpack_require__(2936);
// EXTERNAL MODULE: ./src/shared/message.ts
var message = __webpack_require__(9782);
;// CONCATENATED MODULE: ./src/app/plan/preview-plan.ts
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
            throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} is given, but ${(0,message/* input */.hF)('preview')} is not true: set ${(0,message/* input */.hF)('preview')}: true.`);
        }
    }
    const app = await (0,app_plan/* planApp */.B)(inputs, workspace);
    const update = await (0,update_plan/* planUpdate */.ZL)(inputs, app);
    if (!update) {
        throw new input_error/* InputError */.dz('comment', (0,message/* message */.iU) `comment: true shows an updated app on the pull request, but ${(0,message/* input */.hF)('publicKey')} is empty: set ${(0,message/* input */.hF)('publicKey')} (and the build or settings to send).`);
    }
    const commentTarget = await target('comment');
    requireReviewToken('comment', inputs);
    const { devices, linkParams } = await (0,devices_input.planDeviceLinks)(inputs);
    return [
        ...update,
        {
            kind: 'update-comment',
            publicKey: inputs.publicKey,
            target: commentTarget,
            build: (0,update_summary/* describeBuild */.S)(app.fields, app.build),
            devices,
            linkParams
        }
    ];
}
async function planPreview(inputs, workspace, readTarget) {
    if (inputs.publicKey !== '') {
        throw new input_error/* InputError */.dz('publicKey', (0,message/* message */.iU) `preview: true creates and deletes its own app for the pull request: leave ${(0,message/* input */.hF)('publicKey')} empty (the app is recorded in the sticky comment).`);
    }
    if (inputs.previewName !== '' && !preview_record/* PREVIEW_NAME_PATTERN */.C1.test(inputs.previewName)) {
        throw new input_error/* InputError */.dz('previewName', (0,message/* message */.iU) `${(0,message/* input */.hF)('previewName')} may contain only letters, digits, "-" and "_" (at most 64), e.g. android or ios-staging.`);
    }
    const deploymentEnvironment = inputs.deploymentEnvironment || undefined;
    if (deploymentEnvironment !== undefined && !ENVIRONMENT_NAME.test(deploymentEnvironment)) {
        throw new input_error/* InputError */.dz('deploymentEnvironment', (0,message/* message */.iU) `${(0,message/* input */.hF)('deploymentEnvironment')} must be one line of at most 255 characters, e.g. appetize-preview.`);
    }
    const target = await readTarget('preview');
    const { pullRequest } = target;
    if (inputs.apiToken === '') {
        // Only where the platform withholds the secret on purpose: anywhere else an empty token is a
        // missing or misnamed secret, and skipping would leave previews that are never deleted.
        if (pullRequest.isFork) {
            const reason = (0,message/* message */.iU) `${(0,review_platform/* pullRequestName */.Ib)(pullRequest.number, target.terms)} comes from a fork, and a fork's ${target.terms?.pullRequest ?? 'pull request'}s are given no secrets, so ${(0,message/* input */.hF)('apiToken')} is empty`;
            return [{ kind: 'skip-preview', reason }];
        }
        if (pullRequest.author === 'dependabot[bot]') {
            const reason = (0,message/* message */.iU) `${(0,message/* input */.hF)('apiToken')} is empty: pull requests opened by Dependabot get Dependabot secrets only`;
            return [{ kind: 'skip-preview', reason }];
        }
        throw new input_error/* InputError */.dz('apiToken', (0,message/* message */.iU) `${(0,message/* input */.hF)('apiToken')} is empty on ${(0,review_platform/* pullRequestName */.Ib)(pullRequest.number, target.terms)}, which is not from a fork: the secret it reads is missing or misnamed, so no preview could be ${isClosing(pullRequest) ? 'deleted' : 'deployed'}.`);
    }
    requireReviewToken('preview', inputs);
    if (isClosing(pullRequest)) {
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
        return [{ kind: 'skip-preview', reason: (0,closed_pull_request/* closedReason */.b)(pullRequest.number, target.terms) }];
    }
    const app = await (0,app_plan/* planApp */.B)(inputs, workspace);
    if (app.build === undefined && typeof app.fields.url !== 'string') {
        throw new input_error/* InputError */.dz('file', `preview: true deploys the pull request's build: give file (or url). On the closed event no build is needed (this event: ${pullRequest.action}).`);
    }
    const platform = app.fields.platform;
    if (typeof platform !== 'string') {
        throw new input_error/* InputError */.dz('platform', 'preview: true creates the app when the pull request has none, which needs its platform: give platform: ios or android (a file infers it, a url does not).');
    }
    const fields = { ...app.fields };
    // The dashboard then shows what each preview app is: `acme/mobile-app#12 @ 1a2b3c4` (in the
    // platform's form: `group/project!12 @ 1a2b3c4`); a sweep matches its orphans by it.
    if (!('note' in fields)) {
        const repository = { owner: pullRequest.baseOwner, repo: pullRequest.baseRepo };
        fields.note = `${(0,review_platform/* pullRequestReference */.cb)(repository, pullRequest.number, target.terms)} @ ${pullRequest.headSha.slice(0, 7)}`;
    }
    const { devices, linkParams } = await (0,devices_input.planDeviceLinks)(inputs);
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
        throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `${(0,message/* input */.hF)(name)} is true, which works on pull requests only, but this run has no review platform to read one from.`);
    }
    const number = inputs.pullRequest;
    if (number === undefined) {
        // A port that reads the pull request from the API connects with githubToken.
        const connected = () => {
            requireReviewToken(name, inputs);
            if (!connect)
                throw new input_error/* InputError */.dz(name, (0,message/* message */.iU) `This run cannot read its pull request.`);
            return connect();
        };
        try {
            return await review.readTarget(name, undefined, connected);
        }
        catch (error) {
            if (!(error instanceof review_error/* ReviewPlatformError */.O))
                throw error;
            throw (0,review_failures/* reviewFailure */.TR)(error, 'nothing was deployed or removed');
        }
    }
    requireReviewToken(name, inputs);
    if (!connect)
        throw new input_error/* InputError */.dz('pullRequest', (0,message/* message */.iU) `This run cannot read a pull request by number.`);
    try {
        return await review.readTarget(name, { number, api: await connect() });
    }
    catch (error) {
        if (!(error instanceof review_error/* ReviewPlatformError */.O))
            throw error;
        throw (0,review_failures/* reviewFailure */.TR)(error, (0,message/* message */.iU) `pull request #${number} (the ${(0,message/* input */.hF)('pullRequest')} input) could not be read, so nothing was deployed or removed`);
    }
}
function requireReviewToken(name, inputs) {
    if (inputs.githubToken === '') {
        throw new input_error/* InputError */.dz('githubToken', (0,message/* message */.iU) `${(0,message/* input */.hF)('githubToken')} is empty, but ${(0,message/* input */.hF)(name)}: true writes to the pull request: ${(0,message/* advice */.v9)('review-token')}.`);
    }
}
function checkedPlatform(value) {
    if (!app_fields/* PLATFORMS */.P4.includes(value)) {
        throw new input_error/* InputError */.dz('platform', (0,message/* message */.iU) `${(0,message/* input */.hF)('platform')} must be ios or android, got ${JSON.stringify(value)}.`);
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
/* harmony import */ var _shared_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(820);
/* harmony import */ var _review_review_platform_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(484);
/**
 * A re-run of an earlier run carries that run's event: a `synchronize` payload that says "open"
 * although the pull request has closed since. Its close event has run already, so an app created
 * now would never be deleted. Before creating, the pull request's state is therefore read now
 * (pull-request-head.ts); updating a recorded app needs no such check (the close deletes that
 * app).
 */


/** Why nothing is created for a pull request closed now (a notice, not a failure). */
function closedReason(pullNumber, terms) {
    return `${(0,_review_review_platform_js__WEBPACK_IMPORTED_MODULE_0__/* .pullRequestName */ .Ib)(pullNumber, terms)} is closed now: no preview app is created (a re-run of an earlier push?)`;
}
/** The result of a run that created nothing: `previewAction=skipped`, a notice and its section. */
function skipClosed(pullNumber, host, terms) {
    const reason = closedReason(pullNumber, terms);
    host.notice(`No preview: ${reason}.`, 'Preview skipped');
    return {
        outputs: { previewAction: 'skipped' },
        section: `<h3>Preview skipped</h3>\n<p>No preview: ${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(reason)}.</p>`
    };
}


/***/ }),

/***/ 2967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ renderMarker),
/* harmony export */   C1: () => (/* binding */ PREVIEW_NAME_PATTERN),
/* harmony export */   gP: () => (/* binding */ findRecords),
/* harmony export */   gY: () => (/* binding */ parseMarker),
/* harmony export */   jq: () => (/* binding */ findUpdateRecords)
/* harmony export */ });
/* unused harmony exports PUBLIC_KEY_PATTERN, recordSignature, isSigned */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(484);
/**
 * The record of a pull request's preview app: a hidden marker on the first line of the sticky
 * comment, naming the preview and its app's publicKey, signed:
 *
 *   <!-- appetize-deploy-action:preview name=android publicKey=p7nww3n6ubq73r1nh9jtauqy8w deployed=2026-11-22T10:00:00Z env=YXBwZXRpemUtcHJldmlldw sig=… -->
 *   <!-- appetize-deploy-action:preview name=android sig=… -->      (no app: deploying, removed)
 *   <!-- appetize-deploy-action:update publicKey=p7nww3n6ubq73r1nh9jtauqy8w -->   (`comment`)
 *
 * Anyone can post a comment that copies a marker, so a record counts only in a comment written
 * by the token's own identity, and only when the marker is exactly the comment's first line. That
 * identity is shared: with the workflow's token, every workflow of the repository writes as
 * `github-actions[bot]`, and one of them may post text someone else chose. So a preview record,
 * which decides which app a push updates and a close deletes, also carries an HMAC-SHA256 of its
 * fields, the repository's id and the pull request's number, keyed with the apiToken: only a run
 * that holds the token can write one the action acts on, and only for that pull request. An
 * update record names the app the run was given anyway (it only finds the comment to edit), and
 * is not signed.
 *
 * A preview's record also keeps when it was last deployed (a sweep measures `previewTtl` from it,
 * not from the comment's edit time, which a hand edit would reset) and its deployment
 * environment, base64url (a sweep is given no `deploymentEnvironment`). Both are signed too.
 * Records of version 1.1 and earlier have neither and are still read (signature v1).
 */



/** Letters, digits, `-`, `_`: the `previewName` input. */
const PREVIEW_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A publicKey as the record accepts it. */
const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const PREVIEW_MARKER = new RegExp(`^${_review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .qm}preview name=([A-Za-z0-9_-]{1,64})(?: publicKey=([A-Za-z0-9_-]{1,128}))?(?: deployed=(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z))?(?: env=([A-Za-z0-9_-]{1,1400}))?(?: sig=([A-Za-z0-9_-]{43}))? -->(?:\\r?\\n|$)`);
const UPDATE_MARKER = new RegExp(`^${_review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .qm}update publicKey=([A-Za-z0-9_-]{1,128}) -->(?:\\r?\\n|$)`);
/**
 * The marker line for a record (without a line break). A preview record is signed with `key`;
 * an update record is not signed, and `key` is not used for it.
 *
 * @throws RangeError when the previewName or publicKey is not of the allowed form
 */
function renderMarker(record, key) {
    if (record.publicKey !== undefined && !PUBLIC_KEY_PATTERN.test(record.publicKey)) {
        throw new RangeError('A publicKey to record must be letters, digits, - or _');
    }
    if (record.kind === 'update') {
        return `${_review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .qm}update publicKey=${record.publicKey} -->`;
    }
    if (!PREVIEW_NAME_PATTERN.test(record.previewName)) {
        throw new RangeError('previewName must be 1 to 64 letters, digits, - or _');
    }
    const app = record.publicKey === undefined ? '' : ` publicKey=${record.publicKey}`;
    const { deployed, env } = encodedExtras(record);
    const extras = `${deployed === '' ? '' : ` deployed=${deployed}`}${env === '' ? '' : ` env=${env}`}`;
    const signature = recordSignature(record, key);
    return `${_review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .qm}preview name=${record.previewName}${app}${extras} sig=${signature} -->`;
}
/** The deploy time (ISO 8601, whole seconds) and environment (base64url) as the marker has them. */
function encodedExtras(record) {
    return {
        deployed: record.deployedAt === undefined
            ? ''
            : new Date(record.deployedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        env: record.environment === undefined || record.environment === ''
            ? ''
            : Buffer.from(record.environment, 'utf8').toString('base64url')
    };
}
/**
 * HMAC-SHA256 (base64url, 43 characters) of a preview record's fields, the base repository's id
 * and the pull request's number, keyed with `key.secret`. No field can hold a line break, so the
 * lines of the message cannot be shifted from one field to another.
 */
function recordSignature(record, key) {
    const { deployed, env } = encodedExtras(record);
    // v1 (no deploy time, no environment) is what versions up to 1.1 signed; a v2 record cut
    // back to v1's fields does not verify, since the two messages differ in their first line.
    const v2 = deployed !== '' || env !== '';
    const message = [
        `appetize-deploy-action preview record ${v2 ? 'v2' : 'v1'}`,
        String(key.repositoryId),
        String(key.pullRequestNumber),
        record.previewName,
        record.publicKey ?? '',
        ...(v2 ? [deployed, env] : [])
    ].join('\n');
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key.secret).update(message).digest('base64url');
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
        const [, previewName = '', publicKey, deployed, env, signature] = preview;
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
        if (signature !== undefined)
            record.signature = signature;
        return record;
    }
    const update = UPDATE_MARKER.exec(body);
    return update ? { kind: 'update', publicKey: update[1] ?? '' } : undefined;
}
/**
 * The preview records in comments written by `ownLogin`. Two signed records for one name can only
 * come from runs that raced; the oldest is the one to keep.
 *
 * @param ownLogin the token's login (`whoAmI`); logins compare case-insensitively, as GitHub's do
 * @param key what the records must be signed with
 * @param previewName only this preview's records; all previews when undefined
 */
function findRecords(comments, ownLogin, key, previewName) {
    const previews = ownRecords(comments, ownLogin).filter((found) => found.record.kind === 'preview' &&
        (previewName === undefined || found.record.previewName === previewName));
    const signed = [];
    const untrusted = [];
    for (const found of previews)
        (isSigned(found.record, key) ? signed : untrusted).push(found);
    return { signed, untrusted };
}
/** The plain-update comment for an app, written by `ownLogin`, oldest first. */
function findUpdateRecords(comments, ownLogin, publicKey) {
    return ownRecords(comments, ownLogin).filter((found) => found.record.kind === 'update' && found.record.publicKey === publicKey);
}
function ownRecords(comments, ownLogin) {
    // An empty login would match comments of deleted accounts, which GitHub names no one.
    if (ownLogin === '')
        return [];
    const own = ownLogin.toLowerCase();
    const found = [];
    for (const comment of comments) {
        if (comment.login.toLowerCase() !== own)
            continue;
        const record = parseMarker(comment.body);
        if (record)
            found.push({ comment, record });
    }
    return found.sort((a, b) => a.comment.id - b.comment.id);
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
 * A failed GitHub API call as the run reports it: a failure of the step (`github-refused` when
 * GitHub refused the token, `github-unavailable` when it did not answer well), or a warning when
 * the deploy itself succeeded and only the comment or the deployment could not be written.
 */



/**
 * True when GitHub refused the call (401, 403, 404, 422 …): the same call will be refused again.
 * A 429 or 5xx, no answer or an odd answer may pass.
 */
function isRefusal(error) {
    return (error.kind === 'status' &&
        error.status !== undefined &&
        error.status < 500 &&
        error.status !== 429);
}
/**
 * The step's failure for a GitHub API error.
 *
 * @param error what the call threw (a `ReviewPlatformError`; anything else is `unexpected`)
 * @param consequence what it means for the run, e.g. "no app was created"
 */
function reviewFailure(error, consequence) {
    if (!(error instanceof _review_review_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ReviewPlatformError */ .O))
        return (0,_shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .asFailure */ .h_)(error);
    const what = error.message.replace(/\.$/, '');
    if (!isRefusal(error)) {
        return new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('review-unavailable', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what}; ${consequence}.`);
    }
    return error.need === ''
        ? new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('review-refused', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what}; ${consequence}.`)
        : new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('review-refused', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what} (the token needs ${error.need}); ${consequence}.`, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .advice */ .v9)('review-permission')}`);
}
/**
 * The warning for a GitHub API error after the deploy succeeded.
 *
 * @returns the message, e.g. "Editing the pull request comment failed: GitHub answered 403 …"
 */
function reviewWarning(error, consequence) {
    const text = error instanceof Error ? error.message : String(error);
    const permission = error instanceof _review_review_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ReviewPlatformError */ .O && isRefusal(error) ? error.need : '';
    const need = permission === '' ? '' : ` (the token needs ${permission})`;
    return `${text.replace(/\.$/, '')}${need}; ${consequence}.`;
}


/***/ }),

/***/ 5209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ ReviewPlatformError)
/* harmony export */ });
/**
 * The one error type of the review platform's calls: which operation failed, how (the
 * platform's HTTP status, or no answer at all), and a message that never holds the token. An
 * adapter (src/github/review-errors.ts, for one) classifies its client's errors into it.
 */
/** A failed call to the review platform. */
class ReviewPlatformError extends Error {
    name = 'ReviewPlatformError';
    operation;
    /** The platform's HTTP status, when it answered with an error status; otherwise undefined. */
    status;
    kind;
    /**
     * The permission the token needs for this call, in the platform's own terms (GitHub's
     * `pull-requests: write`); '' when none is named.
     */
    need;
    /** @param options.message what happened, in the adapter's words, without the token */
    constructor(options) {
        super(options.message);
        this.operation = options.operation;
        this.status = options.status;
        this.kind = options.kind;
        this.need = options.need ?? '';
    }
}


/***/ }),

/***/ 484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ib: () => (/* binding */ pullRequestName),
/* harmony export */   cb: () => (/* binding */ pullRequestReference),
/* harmony export */   ci: () => (/* binding */ DEFAULT_TERMS),
/* harmony export */   qm: () => (/* binding */ RECORD_MARKER_PREFIX)
/* harmony export */ });
/**
 * The review platform's API as the previews use it (src/github/ implements it for GitHub,
 * another adapter beside it for merge requests and their notes): what its calls take and give, in the
 * action's own terms: only the fields it reads, camelCase.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 * https://docs.github.com/rest/deployments/deployments
 */
/**
 * How every record marker of the action's comments begins (features/previews/preview-record.ts);
 * escaped text can never contain it. A platform adapter scrubs a comment body line by line but
 * for the line that starts with it: a record holds only identifiers and a signature.
 */
const RECORD_MARKER_PREFIX = '<!-- appetize-deploy-action:';
/** GitHub's terms, the previews' own. */
const DEFAULT_TERMS = {
    pullRequest: 'pull request',
    comment: 'comment',
    numberPrefix: '#'
};
/** `pull request #12` in the platform's terms (GitHub's when none are given). */
function pullRequestName(number, terms = DEFAULT_TERMS) {
    return `${terms.pullRequest} ${terms.numberPrefix}${number}`;
}
/**
 * A pull request's cross-repository reference in the platform's form: `acme/app#12` (GitHub's
 * when no terms are given) or `group/project!12`.
 *
 * https://docs.github.com/get-started/writing-on-github/working-with-advanced-formatting/autolinked-references-and-urls
 */
function pullRequestReference(repository, number, terms = DEFAULT_TERMS) {
    return `${repository.owner}/${repository.repo}${terms.numberPrefix}${number}`;
}


/***/ })

};
;
//# sourceMappingURL=442.index.cjs.js.map