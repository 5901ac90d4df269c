"use strict";
exports.id = 601;
exports.ids = [601];
exports.modules = {

/***/ 601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   deviceLinks: () => (/* binding */ deviceLinks),
/* harmony export */   deviceLinksOutput: () => (/* binding */ deviceLinksOutput)
/* harmony export */ });
/**
 * One link per device: the app's page with `?device=<id>`, which opens the app on that device.
 *
 * @param appUrl the app's page ('' when it is not known: no links, and a warning)
 * @param devices device ids, checked against the service's list
 */
function deviceLinks(appUrl, devices, host) {
    if (devices.length === 0)
        return [];
    if (appUrl === '') {
        host.warning("The app's page is not known for this baseUrl (the service sent no appURL), so there are no device links.", 'No device links');
        return [];
    }
    return devices.map(device => {
        const url = new URL(appUrl);
        url.searchParams.set('device', device);
        return { device, url: url.href };
    });
}
/** The `deviceLinks` output: a JSON object, device id → link. */
function deviceLinksOutput(links) {
    return JSON.stringify(Object.fromEntries(links.map(link => [link.device, link.url])));
}


/***/ })

};
;
//# sourceMappingURL=601.index.cjs.js.map