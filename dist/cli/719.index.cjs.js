"use strict";
exports.id = 719;
exports.ids = [719];
exports.modules = {

/***/ 5719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planSweep: () => (/* binding */ planSweep)
/* harmony export */ });
/* harmony import */ var _review_review_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5209);
/* harmony import */ var _features_previews_review_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7389);
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1746);
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9782);




/** Inputs of an update or a preview step, which a sweep does not take. */
const NOT_FOR_A_SWEEP = [
    'publicKey',
    'url',
    'file',
    'platform',
    'fileType',
    'note',
    'settings',
    'previewName',
    'deploymentEnvironment',
    'devices',
    'linkParams'
];
/**
 * The sweep operation.
 *
 * @param connect the review platform's API, for a port that reads the repository from it
 * @throws InputError for an input a sweep does not take, or a missing token; ActionFailure
 *   when the repository cannot be read
 */
async function planSweep(inputs, review, connect) {
    const given = [
        ...(inputs.preview ? ['preview'] : []),
        ...(inputs.comment ? ['comment'] : []),
        ...(inputs.pullRequest === undefined ? [] : ['pullRequest']),
        ...NOT_FOR_A_SWEEP.filter(name => inputs[name] !== '')
    ];
    if (given[0] !== undefined) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(given[0], (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .input */ .hF)('sweep')}: true is a clean-up run, which takes no ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .inputList */ .Ds)(given)}: run the sweep on a schedule of its own, apart from the deploys.`);
    }
    if (inputs.apiToken === '') {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('apiToken', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .input */ .hF)('sweep')}: true needs ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .input */ .hF)('apiToken')}: the preview records are signed with it, and the apps are deleted with it.`);
    }
    if (inputs.githubToken === '') {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('githubToken', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .input */ .hF)('githubToken')} is empty, but ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .input */ .hF)('sweep')}: true reads the pull requests and edits their comments: ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .advice */ .v9)('review-token')}.`);
    }
    if (!review) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('sweep', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .input */ .hF)('sweep')}: true works on a repository's pull requests, and this run has no review platform to read them from.`);
    }
    let repository;
    const connected = () => {
        if (!connect)
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('sweep', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .message */ .iU) `This run cannot read its repository.`);
        return connect();
    };
    try {
        repository = await review.readRepository('sweep', connected);
    }
    catch (error) {
        if (!(error instanceof _review_review_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ReviewPlatformError */ .O))
            throw error;
        throw (0,_features_previews_review_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewFailure */ .TR)(error, 'nothing was swept');
    }
    return [
        {
            kind: 'sweep-previews',
            repository,
            ttl: inputs.previewTtl,
            ttlMs: inputs.previewTtlMs,
            keepLabel: inputs.keepLabel,
            maxDeletes: inputs.sweepMaxDeletes
        }
    ];
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


/***/ })

};
;
//# sourceMappingURL=719.index.cjs.js.map