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
/* unused harmony exports PLAIN_LINKS, deviceLink */
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9782);
/**
 * The link grid: the app's page opened on each `devices` entry (a row) with each column of
 * `linkParams`, as Appetize's query parameters (https://docs.appetize.io/platform/query-params-reference).
 * Links are built with the URL API, never by joining strings, so every value reaches the link
 * percent-encoded: a value cannot add another query parameter, a fragment, or leave the link.
 */

/** No `linkParams`: one column, links with the device and OS version only. */
const PLAIN_LINKS = {
    columns: [{ heading: 'Link', query: [] }],
    byColumn: false
};
/**
 * The grid of links: `?device=<id>&osVersion=<version>` and each column's query parameters on
 * the app's page.
 *
 * @param appUrl the app's page ('' when it is not known: no links, and a warning)
 * @param links the devices, checked against the service's list, and the columns (`linkParams`)
 */
function deviceLinks(appUrl, links, host) {
    const { columns, byColumn } = links.linkParams ?? PLAIN_LINKS;
    const headings = columns.map(column => column.heading);
    if (links.devices.length === 0)
        return { headings, byColumn, rows: [] };
    if (appUrl === '') {
        host.warning((0,_shared_message_js__WEBPACK_IMPORTED_MODULE_0__/* .message */ .iU) `The app's page is not known for this ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_0__/* .input */ .hF)('baseUrl')} (the service sent no appURL), so there are no device links.`, 'No device links');
        return { headings, byColumn, rows: [] };
    }
    const rows = links.devices.map(device => ({
        device,
        urls: columns.map(column => deviceLink(appUrl, device, column))
    }));
    return { headings, byColumn, rows };
}
/** One link: the app's page, its own query kept, with the device's and the column's parameters. */
function deviceLink(appUrl, device, column) {
    const url = new URL(appUrl);
    url.searchParams.set('device', device.id);
    if (device.osVersion !== undefined)
        url.searchParams.set('osVersion', device.osVersion);
    for (const [name, value] of column.query)
        url.searchParams.set(name, value);
    return url.href;
}
/**
 * The `deviceLinks` output: a JSON object, each `devices` entry as given → its link; when
 * linkParams was a list, each entry → an object of column heading → link.
 */
function deviceLinksOutput(grid) {
    return JSON.stringify(Object.fromEntries(grid.rows.map(row => [
        row.device.entry,
        grid.byColumn
            ? Object.fromEntries(grid.headings.map((heading, i) => [heading, row.urls[i]]))
            : row.urls[0]
    ])));
}


/***/ })

};
;
//# sourceMappingURL=601.index.cjs.js.map