"use strict";
exports.id = 637;
exports.ids = [637];
exports.modules = {

/***/ 9637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bitbucketReviewPort: () => (/* binding */ bitbucketReviewPort)
/* harmony export */ });
/* unused harmony export bitbucketApiBase */
/* harmony import */ var _review_pull_request_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5497);
/* harmony import */ var _shared_base_url_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(280);
/* harmony import */ var _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1746);
/* harmony import */ var _bitbucket_repository_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7625);
/* harmony import */ var _terms_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(842);
/**
 * The Bitbucket side of the review port: the pull request (or repository) a pipeline works on,
 * as the command-line front end resolves it from Bitbucket Pipelines' variables and its options,
 * read from Bitbucket's REST API; and the API client, loaded on first use.
 *
 * https://support.atlassian.com/bitbucket-cloud/docs/variables-and-secrets/
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-pullrequests/
 */






/**
 * The review port of a Bitbucket pipeline. The repository is bound by its UUID (from the
 * pipeline, else read once); the pull request is read from the API. In `stop` mode the pull
 * request is reported as closing, so its preview is deleted, whatever its state. The commit
 * deployed is the pipeline's (`BITBUCKET_COMMIT`, 12 hex digits in pull-request pipelines) when
 * it begins the pull request's head; one that does not (a merge commit) is no head to compare,
 * and the head read now stands for it: the newest commit then wins by the heads read later.
 */
function bitbucketReviewPort(context) {
    let connection;
    let repository;
    const repositoryOf = async (connect) => {
        await connect();
        if (repository)
            return repository;
        let uuid = context.repositoryUuid.toLowerCase();
        if (uuid === '') {
            if (!connection)
                throw notConnected();
            uuid = await connection.readRepositoryUuid(context.workspace, context.slug);
        }
        repository = (0,_bitbucket_repository_js__WEBPACK_IMPORTED_MODULE_3__/* .bitbucketRepository */ .Ye)(context.workspace, context.slug, uuid);
        return repository;
    };
    /**
     * The commit the run deploys: the pipeline's when it begins the head (the longer of the two);
     * else the pipeline's when it is an older commit of the pull request (a push came since: the
     * run is superseded); else (a merge commit Pipelines built) the head read now, and the newest
     * commit wins by the heads read later.
     */
    const deployedCommit = async (head, isOlderCommit) => {
        const commit = context.commit?.toLowerCase();
        if (commit === undefined || context.mode === 'stop')
            return head;
        if ((0,_review_pull_request_js__WEBPACK_IMPORTED_MODULE_4__/* .sameCommit */ .K)(commit, head))
            return commit.length >= head.length ? commit : head;
        return (await isOlderCommit(commit)) ? commit : head;
    };
    return {
        async readTarget(input, { number, connect }) {
            // The command line keeps --pull-request out of the action's inputs; were it passed as the
            // `pullRequest` input, the same number would be no other pull request.
            if (number !== undefined && number !== context.pullRequestId) {
                throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('pullRequest', 'pullRequest names the pull request of a GitHub run; a Bitbucket pipeline names its pull request itself (BITBUCKET_PR_ID, or --pull-request).');
            }
            const id = context.pullRequestId;
            if (id === undefined) {
                throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${input} works on a pull request, and this run names none: the step belongs under pull-requests: in bitbucket-pipelines.yml (BITBUCKET_PR_ID), or give --pull-request.`);
            }
            const platform = await connect();
            const target = await repositoryOf(connect);
            const pr = await platform.getPullRequest(target, id);
            const headSha = await deployedCommit(pr.headSha, async (commit) => {
                if (!connection)
                    throw notConnected();
                return connection.hasCommit(target, id, commit);
            });
            return {
                pullRequest: {
                    repository: target,
                    number: id,
                    lifecycle: context.mode === 'stop' ? 'closed' : 'updated',
                    state: pr.state,
                    merged: pr.merged,
                    title: pr.title,
                    headSha,
                    headRef: pr.headRef,
                    isFork: pr.isFork,
                    author: pr.author,
                    labels: pr.labels
                },
                runUrl: context.runUrl,
                terms: _terms_js__WEBPACK_IMPORTED_MODULE_2__/* .BITBUCKET_TERMS */ .I,
                // Read just now: the first check before the build is sent need not read it again.
                readNow: { state: pr.state, headSha: pr.headSha }
            };
        },
        readRepository: (_input, connect) => repositoryOf(connect),
        async connect(options) {
            if (options.reviewToken === '')
                throw new Error('A Bitbucket token is required');
            const apiUrl = bitbucketApiBase(context.apiUrl);
            if (apiUrl === undefined) {
                throw new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('unexpected', "Bitbucket's API address (--bitbucket-api-url) is not an https URL without a user name, password, query or fragment, such as https://api.bitbucket.org/2.0 (plain http only on localhost, 127.0.0.0/8 or ::1).");
            }
            const { createBitbucketPlatform } = await Promise.all(/* import() */[__webpack_require__.e(942), __webpack_require__.e(966)]).then(__webpack_require__.bind(__webpack_require__, 9966));
            const credentials = context.email === ''
                ? { kind: 'bearer', token: options.reviewToken }
                : { kind: 'basic', email: context.email, token: options.reviewToken };
            const connected = createBitbucketPlatform(apiUrl, credentials, options);
            connection = connected;
            return connected.platform;
        }
    };
}
/** Bitbucket's API address as requests are built on it, without a trailing slash; undefined when refused. */
function bitbucketApiBase(value) {
    const checked = (0,_shared_base_url_js__WEBPACK_IMPORTED_MODULE_5__/* .checkBaseUrl */ .x)(value);
    return 'base' in checked ? checked.base : undefined;
}
function notConnected() {
    return new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('unexpected', 'The Bitbucket API is not connected.');
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


/***/ })

};
;
//# sourceMappingURL=637.index.cjs.js.map