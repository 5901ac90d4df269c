"use strict";
exports.id = 799;
exports.ids = [799];
exports.modules = {

/***/ 799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createApp: () => (/* binding */ createApp),
/* harmony export */   deleteApp: () => (/* binding */ deleteApp),
/* harmony export */   listDevices: () => (/* binding */ listDevices)
/* harmony export */ });
/* harmony import */ var _step_outputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8334);
/* harmony import */ var _shared_url_redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9392);
/* harmony import */ var _update_app_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8796);



/**
 * Creates an app with exactly the fields given, and/or uploads its build; sets the app's outputs
 * (the new `publicKey` and `appUrl` among them) and `deviceLinks`.
 */
const createApp = {
    async run(operation, context) {
        const { host, client, endpoints, dryRun } = context;
        const { fields } = operation;
        const upload = await (0,_update_app_js__WEBPACK_IMPORTED_MODULE_0__/* .uploadBody */ .E3)(operation, context);
        const sent = [...Object.keys(fields), ...(upload ? ['file'] : [])];
        host.info(`POST ${client.createRequest(fields).url}: ${sent.join(', ')}`);
        if (typeof fields.url === 'string')
            host.info(`Build: ${(0,_shared_url_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrl */ .BO)(fields.url)}`);
        if (upload)
            host.info(`${dryRun ? 'Would upload' : 'Uploading'} ${upload.fileDescription}`);
        const app = await client.createApp(fields, upload);
        host.info(dryRun
            ? 'Dry run: an app would be created.'
            : `Created app ${app.publicKey} (versionCode ${app.versionCode ?? '?'}).`);
        const outputs = (0,_step_outputs_js__WEBPACK_IMPORTED_MODULE_2__/* .appOutputs */ .yh)(endpoints, app);
        // A dry run's app has no page yet: its device links are not known.
        if (operation.devices && !dryRun) {
            const { deviceLinks, deviceLinksOutput } = await __webpack_require__.e(/* import() */ 601).then(__webpack_require__.bind(__webpack_require__, 601));
            outputs.deviceLinks = deviceLinksOutput(deviceLinks(outputs.appUrl ?? '', { ...operation, devices: operation.devices }, host));
        }
        return { outputs, section: '' };
    }
};
/**
 * Deletes an app. An app the service does not have (404) is gone already: that is success, and
 * a notice says so. Sets `publicKey` and `deleted` (`false` when it was already gone).
 */
const deleteApp = {
    async run({ publicKey }, { host, client, dryRun }) {
        host.info(`DELETE ${client.appUrl(publicKey)}`);
        const outcome = await client.deleteApp(publicKey);
        if (outcome === 'already-gone') {
            host.notice(`App ${publicKey}: the service answered 404 Not Found, so there was nothing to delete.`, 'Already deleted');
        }
        else
            host.info(dryRun ? `Dry run: app ${publicKey} would be deleted.` : `Deleted app ${publicKey}.`);
        return {
            outputs: { publicKey, deleted: String(outcome === 'deleted') },
            section: ''
        };
    }
};
/**
 * Lists the devices the service streams, of one platform when given; sets `deviceList`, a JSON
 * list of `{ id, platform }` (platform left out when the service names none).
 */
const listDevices = {
    async run({ platform }, { host, client }) {
        const request = client.devicesRequest();
        host.info(`${request.method} ${request.url}`);
        const devices = (await client.listDevices())
            .filter(device => platform === undefined || device.platform === platform)
            .map(({ id, platform }) => ({ id, platform }));
        host.info(`${devices.length} devices${platform ? ` for ${platform}` : ''}.`);
        return { outputs: { deviceList: JSON.stringify(devices) }, section: '' };
    }
};


/***/ })

};
;
//# sourceMappingURL=799.index.cjs.js.map