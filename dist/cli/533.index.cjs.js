"use strict";
exports.id = 533;
exports.ids = [533];
exports.modules = {

/***/ 533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseDevices: () => (/* binding */ parseDevices)
/* harmony export */ });
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1746);

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
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('devices', `devices entry ${ids.length + 1} is not a device id (letters, digits, ".", "_" and "-", at most 64): give ids such as pixel7 or iphone15pro, separated by commas or newlines.`);
        }
        ids.push(id);
    }
    if (ids.length > MAX_DEVICES) {
        throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('devices', `devices names ${ids.length} devices; at most ${MAX_DEVICES}.`);
    }
    return ids;
}


/***/ })

};
;
//# sourceMappingURL=533.index.cjs.js.map