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
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1503);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1838);
/* harmony import */ var _shared_listing_cap_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8276);
/**
 * The account's apps, page by page: `GET {v1}/apps`, then `?nextKey=…` while the answer says
 * `hasMore` (the service's REST API reference, "Get All Apps - Paginated":
 * https://docs.appetize.io/rest-api). A sweep reads it to find preview apps that no record
 * holds; it changes nothing.
 */




/** What the listing is called in its error. */
const LISTING = "the service's apps";
/**
 * Every app of the account, within the listing caps (src/shared/listing-cap.ts: a service that
 * kept answering `hasMore` would otherwise never end).
 *
 * @param headers the authenticated request's headers (the token)
 * @param limits the listing's caps; the shared ones unless a test lowers them
 * @throws ActionFailure as every call; `malformed-answer` for a list not of the documented
 *   shape, a `nextKey` the service gave before (a loop), or 1,000 pages with more to come;
 *   `timed-out` after 5 minutes with more to come
 */
async function listApps(options, headers, limits) {
    const apps = [];
    const seen = new Set();
    const count = (0,_shared_listing_cap_js__WEBPACK_IMPORTED_MODULE_3__/* .startListing */ .jF)(LISTING, options.now, limits);
    let nextKey;
    for (;;) {
        try {
            count.nextPage();
        }
        catch (error) {
            if (!(error instanceof _shared_listing_cap_js__WEBPACK_IMPORTED_MODULE_3__/* .ListingCutOffError */ .Ce))
                throw error;
            const failure = new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR(error.cap === 'time' ? 'timed-out' : 'malformed-answer', `${error.message}.`);
            failure.cause = error;
            throw failure;
        }
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


/***/ }),

/***/ 8276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ce: () => (/* binding */ ListingCutOffError),
/* harmony export */   QE: () => (/* binding */ isListingCutOff),
/* harmony export */   jF: () => (/* binding */ startListing)
/* harmony export */ });
/* unused harmony export LISTING_LIMITS */
/**
 * The cap every paginated listing stops at: 1,000 pages, and 5 minutes for the whole listing by
 * the host's clock. A server (or a proxy) that keeps naming a next page would otherwise keep a
 * run listing, holding every page in memory, until its job's own timeout. One piece for every
 * listing: the service's apps, each review platform's comments, pull requests and deployments.
 */
/** The caps every listing has: 1,000 pages, 5 minutes. */
const LISTING_LIMITS = { maxPages: 1000, maxMs: 5 * 60_000 };
/** A listing that reached a cap with more pages still to come: nothing may be decided from it. */
class ListingCutOffError extends Error {
    listing;
    cap;
    limits;
    name = 'ListingCutOffError';
    /**
     * @param listing what was listed, e.g. "the notes of merge request !7"
     * @param cap which cap it reached
     * @param limits the caps in force
     */
    constructor(listing, cap, limits) {
        super(cap === 'pages'
            ? `The listing of ${listing} stopped at its cap of ${limits.maxPages.toLocaleString('en-US')} pages, with a next page still named`
            : `The listing of ${listing} stopped at its cap of ${duration(limits.maxMs)} for a whole listing, with a next page still named`);
        this.listing = listing;
        this.cap = cap;
        this.limits = limits;
    }
}
/** True for a ListingCutOffError, or a failure it caused (its `cause`). */
function isListingCutOff(error) {
    return (error instanceof ListingCutOffError ||
        (error instanceof Error && error.cause instanceof ListingCutOffError));
}
/**
 * Starts counting one listing: call `nextPage()` before requesting each page.
 *
 * @param listing what is listed, for the error ("the service's apps")
 * @param now the host's clock, in milliseconds
 * @param limits the caps; LISTING_LIMITS unless a test lowers them
 */
function startListing(listing, now, limits = {}) {
    const caps = { ...LISTING_LIMITS, ...limits };
    const started = now();
    let pages = 0;
    return {
        nextPage() {
            if (pages >= caps.maxPages)
                throw new ListingCutOffError(listing, 'pages', caps);
            if (now() - started >= caps.maxMs)
                throw new ListingCutOffError(listing, 'time', caps);
            pages++;
        }
    };
}
/** "5 minutes", "90 s". */
function duration(ms) {
    const minutes = ms / 60_000;
    return Number.isInteger(minutes)
        ? `${minutes} minute${minutes === 1 ? '' : 's'}`
        : `${Math.round(ms / 1000)} s`;
}


/***/ })

};
;
//# sourceMappingURL=917.index.cjs.js.map