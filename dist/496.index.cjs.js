"use strict";
exports.id = 496;
exports.ids = [496];
exports.modules = {

/***/ 5496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkDevices: () => (/* binding */ checkDevices)
/* harmony export */ });
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);
/* harmony import */ var _plan_validate_fields_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8083);


/**
 * Checks the `devices` input against the service's device list (`GET {v2}/service/devices`, no
 * token) before anything is sent, suggesting the nearest id for a typo. A dry run reads the list
 * too: it changes nothing.
 */
const checkDevices = {
    async run(operation, context) {
        await check(operation, context);
        return { outputs: {}, section: '' };
    },
    async plannedRequests(operation, context) {
        await check(operation, context);
        return [];
    }
};
/** @throws InputError naming `devices` for an id the service does not offer or of another platform */
async function check(operation, { client, host }) {
    const request = client.devicesRequest();
    host.info(`${request.method} ${request.url}`);
    const offered = await client.listDevices();
    for (const id of operation.devices) {
        const device = offered.find(candidate => candidate.id === id);
        if (!device) {
            const ofPlatform = offered.filter(candidate => operation.platform === undefined || candidate.platform === operation.platform);
            const hint = await (0,_plan_validate_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .didYouMean */ .au)(id, ofPlatform.map(candidate => candidate.id));
            const some = ofPlatform.slice(0, 12).map(candidate => candidate.id);
            const more = ofPlatform.length > some.length ? ', …' : '';
            throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('devices', `devices: "${id}" is not a device the service offers.${hint} Devices${operation.platform ? ` for ${operation.platform}` : ''}: ${some.join(', ')}${more}.`);
        }
        if (operation.platform !== undefined &&
            device.platform !== undefined &&
            device.platform !== operation.platform) {
            throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('devices', `devices: "${id}" is an ${device.platform} device, but the app is ${operation.platform}.`);
        }
    }
    host.info(`Devices checked: ${operation.devices.join(', ')}.`);
}


/***/ })

};
;
//# sourceMappingURL=496.index.cjs.js.map