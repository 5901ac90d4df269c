"use strict";
exports.id = 917;
exports.ids = [917];
exports.modules = {

/***/ 7917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listApps: () => (/* binding */ listApps)
/* harmony export */ });
/* harmony import */ var _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3884);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1838);
/**
 * The account's apps, page by page: `GET {v1}/apps`, then `?nextKey=…` while the answer says
 * `hasMore` (the service's REST API reference, "Get All Apps - Paginated":
 * https://docs.appetize.io/rest-api). A sweep reads it to find preview apps that no record
 * holds; it changes nothing.
 */



/** Pages read at most: a service that kept answering `hasMore` would otherwise never end. */
const MAX_PAGES = 1000;
/**
 * Every app of the account.
 *
 * @param headers the authenticated request's headers (the token)
 * @throws ActionFailure as every call; `malformed-answer` for a list not of the documented
 *   shape, or a `nextKey` the service gave before (a loop)
 */
async function listApps(options, headers) {
    const apps = [];
    const seen = new Set();
    let nextKey;
    for (let page = 1; page <= MAX_PAGES; page++) {
        const query = nextKey === undefined ? '' : `?nextKey=${encodeURIComponent(nextKey)}`;
        const call = {
            name: 'app list request',
            request: { method: 'GET', url: `${options.endpoints.v1}/apps${query}`, headers },
            retry: 'any-failure',
            changesState: false
        };
        const answer = (0,_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonObject */ .o$)(await (0,_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .sendCall */ .n)(call, options), call.name);
        apps.push(...appsOf(answer.data));
        if (answer.hasMore !== true)
            return apps;
        if (typeof answer.nextKey !== 'string' || answer.nextKey === '' || seen.has(answer.nextKey)) {
            throw malformed(`it says hasMore but gives ${seen.has(String(answer.nextKey)) ? 'a nextKey it gave before' : 'no nextKey'}`);
        }
        nextKey = answer.nextKey;
        seen.add(nextKey);
    }
    throw malformed(`it still had more after ${MAX_PAGES} pages`);
}
function appsOf(data) {
    if (!Array.isArray(data))
        throw malformed(`data should be a list, got ${(0,_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .describe */ .q0)(data)}`);
    return data.map(entry => {
        const publicKey = entry?.publicKey;
        if (typeof publicKey !== 'string' || !_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .PUBLIC_KEY_PATTERN */ .l6.test(publicKey)) {
            throw malformed(`an app's publicKey should be letters, digits, "_" and "-", got ${(0,_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .describe */ .q0)(publicKey)}`);
        }
        const note = entry.note;
        return typeof note === 'string' &&
            note.length <= 1000 &&
            !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(note)
            ? { publicKey, note }
            : { publicKey };
    });
}
function malformed(problem) {
    return new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('malformed-answer', `The service's answer to the app list request is malformed: ${problem}.`);
}


/***/ })

};
;
//# sourceMappingURL=917.index.cjs.js.map