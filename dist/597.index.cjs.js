"use strict";
exports.id = 597;
exports.ids = [597];
exports.modules = {

/***/ 7597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkDevices: () => (/* binding */ checkDevices)
/* harmony export */ });
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9782);
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1746);
/* harmony import */ var _service_validate_fields_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7187);



/**
 * Checks the `devices` input against the service's device list (`GET {v2}/service/devices`, no
 * token) before anything is sent, suggesting the nearest id for a typo, and each `id@osVersion`
 * against the device's `osVersions`. A dry run reads the list too: it changes nothing.
 */
const checkDevices = {
    async run(operation, context) {
        await check(operation, context);
        return { outputs: {}, section: '' };
    }
};
/** Platforms as their makers write them, for messages. */
const PLATFORM_NAMES = { ios: 'iOS', android: 'Android' };
/**
 * @throws InputError naming `devices` for an id the service does not offer (with the nearest id
 *   among all its devices, and that id's platform when it is not the app's), of another
 *   platform, or with an OS version the device does not run (listing those it runs)
 */
async function check(operation, { client, host }) {
    const request = client.devicesRequest();
    host.info(`${request.method} ${request.url}`);
    const offered = await client.listDevices();
    const { platform } = operation;
    const ofPlatform = offered.filter(candidate => platform === undefined || candidate.platform === platform);
    const some = ofPlatform.slice(0, 12).map(candidate => candidate.id);
    const listed = `${platform ? `${PLATFORM_NAMES[platform]} devices` : 'Devices'}: ${some.join(', ')}${ofPlatform.length > some.length ? ', …' : ''}.`;
    for (const { id, osVersion, entry } of operation.devices) {
        const device = offered.find(candidate => candidate.id === id);
        if (!device) {
            // Every device is a candidate: the nearest id may be of the other platform.
            const nearest = await (0,_service_validate_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .nearestName */ .qb)(id, offered.map(candidate => candidate.id));
            const nearestPlatform = offered.find(candidate => candidate.id === nearest)?.platform;
            const otherPlatform = platform !== undefined && nearestPlatform !== undefined && nearestPlatform !== platform;
            const hint = nearest === undefined
                ? ''
                : otherPlatform
                    ? ` Did you mean "${nearest}" — an ${PLATFORM_NAMES[nearestPlatform]} device? The app's platform is ${platform}.`
                    : ` Did you mean "${nearest}"?`;
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('devices', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `"${id}" in ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('devices')} is not a device the service offers.${hint} ${listed}`);
        }
        if (platform !== undefined && device.platform !== undefined && device.platform !== platform) {
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('devices', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `"${id}" in ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('devices')} is an ${PLATFORM_NAMES[device.platform]} device, but the app's platform is ${platform}. ${listed}`);
        }
        if (osVersion !== undefined && !device.osVersions.includes(osVersion)) {
            const versions = device.osVersions.length > 0
                ? `Its versions: ${device.osVersions.join(', ')}.`
                : `The service lists none for ${id}: give it without "@${osVersion}".`;
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('devices', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `"${entry}" in ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('devices')} asks for OS version ${osVersion}, which the service does not offer on ${id}. ${versions}`);
        }
    }
    host.info(`Devices checked: ${operation.devices.map(device => device.entry).join(', ')}.`);
}


/***/ })

};
;
//# sourceMappingURL=597.index.cjs.js.map