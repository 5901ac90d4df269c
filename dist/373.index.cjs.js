"use strict";
exports.id = 373;
exports.ids = [373];
exports.modules = {

/***/ 9373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   unprovenUpdate: () => (/* binding */ unprovenUpdate)
/* harmony export */ });
/* unused harmony export CLOCK_ALLOWANCE_MS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Whether an app read back after an update whose answer was lost shows that this update took
 * effect, so that outputs describe what provably happened. The proof is by the service's own
 * clock (the read-back's `Date` header, https://www.rfc-editor.org/rfc/rfc9110#field.date), never
 * the runner's, and by the fields the update sent
 * (https://docs.appetize.io/rest-api/v1/update-existing-app).
 */

/**
 * Time allowed besides the requests' duration: `Date` has whole seconds, an app's `updated` may
 * too, and the server that stamps `updated` need not be the one that stamps `Date`.
 */
const CLOCK_ALLOWANCE_MS = 3000;
/**
 * Checks that a read-back shows the update: its `updated` is not older than when the update was
 * sent, by the service's clock, and every field the update sent that the read-back carries holds
 * the value sent (a `null` sent is held by `null` or by the field's absence).
 *
 * The service's clock when the update was sent is at least the read-back's `Date` less the time
 * from sending the update to receiving the read-back; the allowance covers rounding.
 *
 * @param sent the fields the update sent
 * @param sentAt when the update was sent, by `performance.now()` (milliseconds)
 * @returns undefined when the read-back proves the update; else what it shows instead, a sentence
 *   without its full stop ("The app reads back unchanged: …"), quoting only checked values
 */
function unprovenUpdate(reading, sent, sentAt) {
    const { record, serviceDate } = reading;
    if (record.updated === undefined) {
        return 'The app reads back without an updated time, so nothing shows that this update took effect';
    }
    if (serviceDate === undefined) {
        return `The app reads back last updated ${record.updated}, but the answer carries no Date header to compare that with when this update was sent`;
    }
    const sentByServiceClock = serviceDate - (reading.receivedAt - sentAt) - CLOCK_ALLOWANCE_MS;
    if (Date.parse(record.updated) < sentByServiceClock) {
        return `The app reads back unchanged: last updated ${record.updated}, versionCode ${record.versionCode ?? '(not given)'} — the update was most likely not applied`;
    }
    const differing = Object.entries(sent)
        .filter(([name, value]) => !holds(reading.body[name], value))
        .map(([name]) => name);
    if (differing.length > 0) {
        const fields = differing.join(', ');
        const verb = differing.length === 1 ? 'does' : 'do';
        return `The app reads back updated at ${record.updated}, but its ${fields} ${verb} not hold the value sent — another update may have come between, or this one was not applied`;
    }
    return undefined;
}
/** True when a read-back field holds what was sent, or the read-back does not carry it. */
function holds(read, sent) {
    if (read === undefined)
        return true;
    if (sent === null)
        return read === null;
    return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(read, sent);
}


/***/ })

};
;
//# sourceMappingURL=373.index.cjs.js.map