"use strict";
exports.id = 778;
exports.ids = [778,213];
exports.modules = {

/***/ 5625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ renderMarker),
/* harmony export */   C1: () => (/* binding */ PREVIEW_NAME_PATTERN),
/* harmony export */   Km: () => (/* binding */ MARKER_PREFIX),
/* harmony export */   gP: () => (/* binding */ findRecords),
/* harmony export */   jq: () => (/* binding */ findUpdateRecords)
/* harmony export */ });
/* unused harmony exports PUBLIC_KEY_PATTERN, recordSignature, isSigned, parseMarker */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The record of a pull request's preview app: a hidden marker on the first line of the sticky
 * comment, naming the preview and its app's publicKey, signed:
 *
 *   <!-- appetize-deploy-action:preview name=android publicKey=p7nww3n6ubq73r1nh9jtauqy8w sig=… -->
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
 */

/** How every marker begins; escaped text can never contain it (see comment-body.ts). */
const MARKER_PREFIX = '<!-- appetize-deploy-action:';
/** Letters, digits, `-`, `_`: the `previewName` input. */
const PREVIEW_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A publicKey as the record accepts it. */
const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const PREVIEW_MARKER = new RegExp(`^${MARKER_PREFIX}preview name=([A-Za-z0-9_-]{1,64})(?: publicKey=([A-Za-z0-9_-]{1,128}))?(?: sig=([A-Za-z0-9_-]{43}))? -->(?:\\r?\\n|$)`);
const UPDATE_MARKER = new RegExp(`^${MARKER_PREFIX}update publicKey=([A-Za-z0-9_-]{1,128}) -->(?:\\r?\\n|$)`);
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
        return `${MARKER_PREFIX}update publicKey=${record.publicKey} -->`;
    }
    if (!PREVIEW_NAME_PATTERN.test(record.previewName)) {
        throw new RangeError('previewName must be 1 to 64 letters, digits, - or _');
    }
    const app = record.publicKey === undefined ? '' : ` publicKey=${record.publicKey}`;
    const signature = recordSignature(record, key);
    return `${MARKER_PREFIX}preview name=${record.previewName}${app} sig=${signature} -->`;
}
/**
 * HMAC-SHA256 (base64url, 43 characters) of a preview record's fields, the base repository's id
 * and the pull request's number, keyed with `key.secret`. No field can hold a line break, so the
 * lines of the message cannot be shifted from one field to another.
 */
function recordSignature(record, key) {
    const message = [
        'appetize-deploy-action preview record v1',
        String(key.repositoryId),
        String(key.pullRequestNumber),
        record.previewName,
        record.publicKey ?? ''
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
        const record = {
            kind: 'preview',
            previewName: preview[1] ?? '',
            publicKey: preview[2]
        };
        return preview[3] === undefined ? record : { ...record, signature: preview[3] };
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

/***/ 5213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseDevices: () => (/* binding */ parseDevices)
/* harmony export */ });
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);

/** Device ids as the service names them (`pixel7`, `iphone15pro`). */
const DEVICE_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Most devices one run links to. */
const MAX_DEVICES = 20;
/**
 * The `devices` input as a list of ids: comma- or newline-separated, blanks ignored, each id
 * once, in the order given. Whether the service has them is checked by the `check-devices`
 * operation.
 *
 * @throws InputError for an id that cannot be a device id, or too many
 */
function parseDevices(text) {
    const ids = [];
    for (const entry of text.split(/[,\n\r]/)) {
        const id = entry.trim();
        if (id === '' || ids.includes(id))
            continue;
        if (!DEVICE_ID.test(id)) {
            throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('devices', `devices entry ${ids.length + 1} is not a device id (letters, digits, ".", "_" and "-", at most 64): give ids such as pixel7 or iphone15pro, separated by commas or newlines.`);
        }
        ids.push(id);
    }
    if (ids.length > MAX_DEVICES) {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('devices', `devices names ${ids.length} devices; at most ${MAX_DEVICES}.`);
    }
    return ids;
}


/***/ }),

/***/ 3778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  planPullRequestWork: () => (/* binding */ planPullRequestWork)
});

// EXTERNAL MODULE: ./src/errors/failure.ts
var failure = __webpack_require__(1685);
;// CONCATENATED MODULE: ./src/github/pull-request.ts
/**
 * The pull request a run was triggered by, read from the event name and the event's payload
 * (the JSON file at `GITHUB_EVENT_PATH`). The payload is checked field by field: its strings come
 * from whoever opened the pull request (title, branch name, a fork's name) and stay raw here, to
 * be escaped wherever they are shown.
 *
 * https://docs.github.com/webhooks/webhook-events-and-payloads#pull_request
 */
/** The events that carry a pull request the action can manage a preview for. */
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
/** The event payload is not a pull request event as GitHub sends it. */
class PullRequestPayloadError extends Error {
    name = 'PullRequestPayloadError';
}
/** True for `pull_request` and `pull_request_target`. */
function isPullRequestEvent(eventName) {
    return PULL_REQUEST_EVENTS.includes(eventName);
}
/** True for an event that ends a pull request's life (its preview is removed). */
function isClosing(pullRequest) {
    return pullRequest.action === 'closed';
}
/**
 * Reads the pull request from a parsed event payload.
 *
 * @param eventName `GITHUB_EVENT_NAME`
 * @param payload the parsed JSON of `GITHUB_EVENT_PATH`
 * @returns the pull request, or undefined when the event is not a pull request event
 * @throws PullRequestPayloadError when the payload lacks a field or holds a malformed one
 */
function readPullRequest(eventName, payload) {
    if (!isPullRequestEvent(eventName))
        return undefined;
    const event = record(payload, 'the event payload');
    const pullRequest = record(event.pull_request, 'pull_request');
    const head = record(pullRequest.head, 'pull_request.head');
    const base = record(pullRequest.base, 'pull_request.base');
    const baseRepository = record(base.repo, 'pull_request.base.repo');
    const baseFullName = pull_request_text(baseRepository.full_name, 'pull_request.base.repo.full_name', NAME);
    const [baseOwner = '', baseRepo = ''] = baseFullName.split('/');
    // A deleted fork leaves head.repo null: treat it as a fork (no trust to lose).
    const headRepository = head.repo === null ? undefined : record(head.repo, 'pull_request.head.repo');
    const headFullName = headRepository && pull_request_text(headRepository.full_name, 'pull_request.head.repo.full_name', NAME);
    const number = positiveInteger(pullRequest.number ?? event.number, 'pull_request.number');
    const baseRepositoryId = positiveInteger(baseRepository.id, 'pull_request.base.repo.id');
    return {
        eventName,
        action: pull_request_text(event.action, 'action', /^[a-z_]{1,40}$/),
        number,
        title: pull_request_text(pullRequest.title ?? '', 'pull_request.title', /^[^]{0,1024}$/),
        headSha: pull_request_text(head.sha, 'pull_request.head.sha', /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/),
        headRef: pull_request_text(head.ref, 'pull_request.head.ref', /^[^]{1,1024}$/),
        baseOwner,
        baseRepo,
        baseRepositoryId,
        // Not `head.repo.fork`: that is also true for a pull request inside a repository that is
        // itself a fork, whose runs do get its secrets.
        isFork: headFullName === undefined ||
            headFullName.toLowerCase() !== baseFullName.toLowerCase() ||
            headRepository?.id !== baseRepository.id,
        merged: pullRequest.merged === true,
        author: authorOf(pullRequest.user)
    };
}
/** `owner/name` as GitHub allows them. */
const NAME = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;
function record(value, what) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new PullRequestPayloadError(`${what} is missing from the event payload`);
    }
    return value;
}
function positiveInteger(value, what) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
        throw new PullRequestPayloadError(`${what} is not a positive integer`);
    }
    return value;
}
function pull_request_text(value, what, pattern) {
    if (typeof value !== 'string' || !pattern.test(value)) {
        throw new PullRequestPayloadError(`${what} in the event payload is missing or malformed`);
    }
    return value;
}
/** The login of a payload's `user` object; '' when there is none. */
function authorOf(user) {
    const login = user?.login;
    return typeof login === 'string' ? login : '';
}

// EXTERNAL MODULE: ./src/github/preview-record.ts
var preview_record = __webpack_require__(5625);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/plan/app-fields.ts
var app_fields = __webpack_require__(9688);
// EXTERNAL MODULE: ./src/plan/app-plan.ts + 2 modules
var app_plan = __webpack_require__(4441);
// EXTERNAL MODULE: ./src/plan/devices-input.ts
var devices_input = __webpack_require__(5213);
// EXTERNAL MODULE: ./src/plan/plan.ts + 1 modules
var plan = __webpack_require__(4469);
;// CONCATENATED MODULE: ./src/plan/preview-plan.ts
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
 * @param github the run; its event must be `pull_request` or `pull_request_target`
 * @throws InputError naming the input; ActionFailure `unexpected` for an unusable event payload
 */
async function planPullRequestWork(inputs, workspace, github) {
    if (inputs.preview)
        return planPreview(inputs, workspace, github);
    for (const name of ['previewName', 'deploymentEnvironment']) {
        if (inputs[name] !== '') {
            throw new input_error/* InputError */.d(name, `${name} is given, but preview is not true: set preview: true.`);
        }
    }
    const app = await (0,app_plan/* planApp */.B)(inputs, workspace);
    const update = await (0,plan/* planUpdate */.ZL)(inputs, app);
    if (!update) {
        throw new input_error/* InputError */.d('comment', 'comment: true shows an updated app on the pull request, but publicKey is empty: set publicKey (and the build or settings to send).');
    }
    const target = pullRequestTarget('comment', github);
    requireGitHubToken('comment', inputs);
    return [
        ...update,
        {
            kind: 'update-comment',
            publicKey: inputs.publicKey,
            target,
            build: (0,app_plan/* describeBuild */.S)(app.fields, app.build),
            devices: (0,devices_input.parseDevices)(inputs.devices)
        }
    ];
}
async function planPreview(inputs, workspace, github) {
    if (inputs.publicKey !== '') {
        throw new input_error/* InputError */.d('publicKey', 'preview: true creates and deletes its own app for the pull request: leave publicKey empty (the app is recorded in the sticky comment).');
    }
    if (inputs.previewName !== '' && !preview_record/* PREVIEW_NAME_PATTERN */.C1.test(inputs.previewName)) {
        throw new input_error/* InputError */.d('previewName', 'previewName may contain only letters, digits, "-" and "_" (at most 64), e.g. android or ios-staging.');
    }
    const deploymentEnvironment = inputs.deploymentEnvironment || undefined;
    if (deploymentEnvironment !== undefined && !ENVIRONMENT_NAME.test(deploymentEnvironment)) {
        throw new input_error/* InputError */.d('deploymentEnvironment', 'deploymentEnvironment must be one line of at most 255 characters, e.g. appetize-preview.');
    }
    const target = pullRequestTarget('preview', github);
    const { pullRequest } = target;
    if (inputs.apiToken === '') {
        // Only where GitHub withholds the secret on purpose: anywhere else an empty token is a
        // missing or misnamed secret, and skipping would leave previews that are never deleted.
        if (pullRequest.isFork) {
            const reason = `pull request #${pullRequest.number} comes from a fork, and GitHub withholds secrets from fork pull requests, so apiToken is empty`;
            return [{ kind: 'skip-preview', reason }];
        }
        if (pullRequest.author === 'dependabot[bot]') {
            const reason = 'apiToken is empty: pull requests opened by Dependabot get Dependabot secrets only';
            return [{ kind: 'skip-preview', reason }];
        }
        throw new input_error/* InputError */.d('apiToken', `apiToken is empty on pull request #${pullRequest.number}, which is not from a fork: the secret it reads is missing or misnamed, so no preview could be ${isClosing(pullRequest) ? 'deleted' : 'deployed'}.`);
    }
    requireGitHubToken('preview', inputs);
    if (isClosing(pullRequest)) {
        // No build is needed to delete: file, url and settings are not read (the build was skipped).
        const platform = inputs.platform === '' ? undefined : checkedPlatform(inputs.platform);
        return [
            {
                kind: 'remove-previews',
                previewName: inputs.previewName || platform,
                target,
                deploymentEnvironment
            }
        ];
    }
    const app = await (0,app_plan/* planApp */.B)(inputs, workspace);
    if (app.build === undefined && typeof app.fields.url !== 'string') {
        throw new input_error/* InputError */.d('file', `preview: true deploys the pull request's build: give file (or url). On the closed event no build is needed (this event: ${pullRequest.action}).`);
    }
    const platform = app.fields.platform;
    if (typeof platform !== 'string') {
        throw new input_error/* InputError */.d('platform', 'preview: true creates the app when the pull request has none, which needs its platform: give platform: ios or android (a file infers it, a url does not).');
    }
    const fields = { ...app.fields };
    // The dashboard then shows what each preview app is: `acme/mobile-app#12 @ 1a2b3c4`.
    if (!('note' in fields)) {
        fields.note = `${pullRequest.baseOwner}/${pullRequest.baseRepo}#${pullRequest.number} @ ${pullRequest.headSha.slice(0, 7)}`;
    }
    const devices = (0,devices_input.parseDevices)(inputs.devices);
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
        deploymentEnvironment
    });
    return operations;
}
/**
 * The pull request the run was triggered by.
 *
 * @param input the input that needs it, named in the error
 * @throws InputError for another event; ActionFailure for an unusable payload
 */
function pullRequestTarget(input, github) {
    let pullRequest;
    try {
        pullRequest = github && readPullRequest(github.eventName, github.eventPayload);
    }
    catch (error) {
        if (!(error instanceof PullRequestPayloadError))
            throw error;
        throw new failure/* ActionFailure */.dR('unexpected', `The pull request event (GITHUB_EVENT_PATH) is not as GitHub sends it: ${error.message}.`);
    }
    if (!github || !pullRequest) {
        const event = github ? `the ${github.eventName} event` : 'no GitHub event (not on a runner)';
        throw new input_error/* InputError */.d(input, `${input}: true works on pull requests (events pull_request and pull_request_target), but this run was triggered by ${event}.`);
    }
    const runUrl = github.repository !== '' && /^\d+$/.test(github.runId)
        ? `${github.serverUrl.replace(/\/+$/, '')}/${github.repository}/actions/runs/${github.runId}`
        : '';
    return { pullRequest, runUrl };
}
function requireGitHubToken(input, inputs) {
    if (inputs.githubToken === '') {
        throw new input_error/* InputError */.d('githubToken', `githubToken is empty, but ${input}: true writes to the pull request: leave githubToken at its default (\${{ github.token }}) or pass a token with pull-requests: write.`);
    }
}
function checkedPlatform(value) {
    if (!app_fields/* PLATFORMS */.P4.includes(value)) {
        throw new input_error/* InputError */.d('platform', `platform must be ios or android, got ${JSON.stringify(value)}.`);
    }
    return value;
}


/***/ })

};
;
//# sourceMappingURL=778.index.cjs.js.map