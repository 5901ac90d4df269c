"use strict";
exports.id = 284;
exports.ids = [284];
exports.modules = {

/***/ 6284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseDeviceList: () => (/* binding */ parseDeviceList)
/* harmony export */ });
/* unused harmony export DEVICE_ID_PATTERN */
/* harmony import */ var _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8273);
/* harmony import */ var _app_fields_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6264);
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1503);
/**
 * The service's device list (`GET {v2}/service/devices`), checked before anything of it is used:
 * the ids the `devices` input is compared with, the platform each runs and its OS versions
 * (`osVersions`). Shape: the v2 REST API reference, "Get available devices"
 * (https://docs.appetize.io/rest-api).
 */




/** Device ids as the action accepts them, in the input and in the service's list. */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/**
 * Reads the device list from an answer's body. Entries whose id is not of the documented form
 * are left out (they could not be asked for anyway); the rest of the entry is not needed.
 *
 * @param text the 2xx body
 * @param what the request, for the message
 * @throws ActionFailure `malformed-answer` when the body is not a JSON list of objects with ids
 */
function parseDeviceList(text, what) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        parsed = undefined;
    }
    const fail = (got) => new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('malformed-answer', `The service answered the ${what} with ${got}, not a list of devices; the devices input could not be checked.`);
    if (!Array.isArray(parsed)) {
        throw fail(parsed === undefined
            ? `${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .counted */ .h)(text.length, 'character')} of text, not JSON`
            : (0,_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(parsed));
    }
    const devices = [];
    for (const entry of parsed) {
        if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
            throw fail(`an entry that is ${(0,_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(entry)}`);
        }
        const { id, platform, osVersions } = entry;
        if (typeof id !== 'string' || !DEVICE_ID_PATTERN.test(id))
            continue;
        // Versions that are not strings could not be named in a link: left out.
        const versions = Array.isArray(osVersions)
            ? osVersions.filter((version) => typeof version === 'string')
            : [];
        devices.push(_app_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .PLATFORMS */ .P4.includes(platform)
            ? { id, platform: platform, osVersions: versions }
            : { id, osVersions: versions });
    }
    if (devices.length === 0)
        throw fail('no device with an id');
    return devices;
}


/***/ })

};
;
//# sourceMappingURL=284.index.cjs.js.map