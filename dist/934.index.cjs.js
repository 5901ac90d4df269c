"use strict";
exports.id = 934;
exports.ids = [934];
exports.modules = {

/***/ 1934:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   skipPreview: () => (/* binding */ skipPreview)
/* harmony export */ });
/* harmony import */ var _outputs_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4265);

/**
 * Skips the preview when there is no apiToken (GitHub withholds secrets from fork pull requests):
 * a notice, `previewAction=skipped`, exit 0, and no request to the service or to GitHub.
 */
const skipPreview = {
    run(operation, { host }) {
        host.notice(`No preview: ${operation.reason}. Nothing was sent.`, 'Preview skipped');
        return Promise.resolve({
            outputs: { previewAction: 'skipped' },
            section: `<h3>Preview skipped</h3>\n<p>${(0,_outputs_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(operation.reason)}; nothing was sent.</p>`
        });
    },
    plannedRequests(operation, { host }) {
        host.notice(`No preview: ${operation.reason}. Nothing would be sent.`, 'Preview skipped');
        return Promise.resolve([]);
    }
};


/***/ })

};
;
//# sourceMappingURL=934.index.cjs.js.map