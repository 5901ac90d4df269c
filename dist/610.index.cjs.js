"use strict";
exports.id = 610;
exports.ids = [610];
exports.modules = {

/***/ 9610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PLANNED_PUBLIC_KEY: () => (/* binding */ PLANNED_PUBLIC_KEY),
/* harmony export */   RecordingServiceClient: () => (/* binding */ RecordingServiceClient)
/* harmony export */ });
/* harmony import */ var _app_fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6264);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4024);


/**
 * The publicKey a dry run's create answers with: no app exists, so nothing reads it back. Of
 * the form the service issues, so that a record naming it renders as a real one would.
 */
const PLANNED_PUBLIC_KEY = 'dry-run-new-app';
/**
 * The service client of a dry run: every request that changes something (update, create,
 * delete) and the IP block request are handed to `record` instead of being sent, and answered
 * with a planned value so that the operation goes on as a real run would; reads that checks and
 * previews need (the device list, an existing app) are sent. An upload's body is never opened.
 */
class RecordingServiceClient extends _client_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceClient */ .N {
    record;
    /**
     * @param record receives each request exactly as it would have been sent
     */
    constructor(options, record) {
        super(options);
        this.record = record;
    }
    /** Records the update; answers with the app as far as the request says (no versionCode). */
    updateApp(publicKey, fields, upload) {
        this.record(this.updateRequest(publicKey, fields, upload));
        return Promise.resolve(plannedApp(publicKey, fields));
    }
    /** Records the create; answers with PLANNED_PUBLIC_KEY. */
    createApp(fields, upload) {
        this.record(this.createRequest(fields, upload));
        return Promise.resolve(plannedApp(PLANNED_PUBLIC_KEY, fields));
    }
    /** Records the delete; answers `deleted`. */
    deleteApp(publicKey) {
        this.record(this.deleteRequest(publicKey));
        return Promise.resolve('deleted');
    }
    /** Reads an existing app; the planned one is answered without a request. */
    readApp(publicKey) {
        return publicKey === PLANNED_PUBLIC_KEY
            ? Promise.resolve({ publicKey })
            : super.readApp(publicKey);
    }
    /**
     * Records the IP block request (a dry run has never sent it) and answers with no blocks: the
     * operation publishes nothing in a dry run.
     */
    getIpBlocks() {
        this.record(this.ipBlocksRequest());
        return Promise.resolve([]);
    }
}
/** The app a dry run's write answers with: what the request says, nothing the service adds. */
function plannedApp(publicKey, fields) {
    const platform = _app_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .PLATFORMS */ .P4.find(known => known === fields.platform);
    return platform === undefined ? { publicKey } : { publicKey, platform };
}


/***/ })

};
;
//# sourceMappingURL=610.index.cjs.js.map