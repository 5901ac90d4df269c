"use strict";
exports.id = 999;
exports.ids = [999];
exports.modules = {

/***/ 999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   skipPreview: () => (/* binding */ skipPreview)
/* harmony export */ });
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9782);
/* harmony import */ var _shared_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(820);


/**
 * Skips the preview when there is no apiToken (the review platform withholds secrets from fork
 * pull requests): a notice, `previewAction=skipped`, exit 0, and no request to the service or to
 * the review platform.
 */
const skipPreview = {
    run(operation, { host }) {
        // The title says there is no preview; the text says why, without saying so again.
        host.notice((0,_shared_message_js__WEBPACK_IMPORTED_MODULE_0__/* .message */ .iU) `${operation.reason}. Nothing was sent.`, 'Preview skipped');
        return Promise.resolve({
            outputs: { previewAction: 'skipped' },
            section: `<h3>Preview skipped</h3>\n<p>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)((0,_shared_message_js__WEBPACK_IMPORTED_MODULE_0__/* .render */ .XX)(operation.reason, host.words))}; nothing was sent.</p>`
        });
    }
};


/***/ })

};
;
//# sourceMappingURL=999.index.cjs.js.map