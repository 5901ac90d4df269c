"use strict";
exports.id = 719;
exports.ids = [719];
exports.modules = {

/***/ 5719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planSweep: () => (/* binding */ planSweep)
/* harmony export */ });
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1746);
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9782);


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
 * @throws InputError for an input a sweep does not take, or a missing token
 */
async function planSweep(inputs, review) {
    const given = [
        ...(inputs.preview ? ['preview'] : []),
        ...(inputs.comment ? ['comment'] : []),
        ...(inputs.pullRequest === undefined ? [] : ['pullRequest']),
        ...NOT_FOR_A_SWEEP.filter(name => inputs[name] !== '')
    ];
    if (given[0] !== undefined) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(given[0], (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('sweep')}: true is a clean-up run, which takes no ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .inputList */ .Ds)(given)}: run the sweep on a schedule of its own, apart from the deploys.`);
    }
    if (inputs.apiToken === '') {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('apiToken', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('sweep')}: true needs ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('apiToken')}: the preview records are signed with it, and the apps are deleted with it.`);
    }
    if (inputs.githubToken === '') {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('githubToken', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('githubToken')} is empty, but ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('sweep')}: true reads the pull requests and edits their comments: ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .advice */ .v9)('review-token')}.`);
    }
    if (!review) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('sweep', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('sweep')}: true works on a repository's pull requests, and this run has no review platform to read them from.`);
    }
    return [
        {
            kind: 'sweep-previews',
            repository: await review.readRepository('sweep'),
            ttl: inputs.previewTtl,
            ttlMs: inputs.previewTtlMs,
            keepLabel: inputs.keepLabel,
            maxDeletes: inputs.sweepMaxDeletes
        }
    ];
}


/***/ })

};
;
//# sourceMappingURL=719.index.cjs.js.map