"use strict";
exports.id = 101;
exports.ids = [101,130];
exports.modules = {

/***/ 2101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   updateComment: () => (/* binding */ updateComment)
/* harmony export */ });
/* harmony import */ var _github_comment_body_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7987);
/* harmony import */ var _github_github_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1766);
/* harmony import */ var _github_preview_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5625);
/* harmony import */ var _outputs_device_links_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8130);
/* harmony import */ var _outputs_html_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4265);
/* harmony import */ var _comment_content_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1647);
/* harmony import */ var _pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4410);
/**
 * The sticky comment of a plain update (`comment: true`): one comment per app on the pull
 * request, edited in place on every deploy. Everything here is best effort: the update already
 * succeeded, so a comment that cannot be read or written is a warning.
 *
 * https://docs.github.com/rest/issues/comments
 */







/** The `update-comment` handler: sets `commentUrl` when the comment was written. */
const updateComment = {
    async run(operation, context) {
        const { host, earlier } = context;
        const publicKey = earlier.publicKey || operation.publicKey;
        const content = (0,_comment_content_js__WEBPACK_IMPORTED_MODULE_4__/* .commentContent */ .Po)({ kind: 'update', publicKey }, earlier, {
            target: operation.target,
            // The update operation has warned already when there are no links.
            deviceLinks: (0,_outputs_device_links_js__WEBPACK_IMPORTED_MODULE_5__.deviceLinks)(earlier.appUrl ?? '', operation.devices, { warning: () => { } }),
            reportedApp: await (0,_comment_content_js__WEBPACK_IMPORTED_MODULE_4__/* .readReportedApp */ .NM)(context, publicKey),
            build: operation.build,
            now: host.now()
        });
        const outputs = {};
        try {
            const session = await (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__/* .openSession */ .fA)(context, operation.target);
            const [found] = (0,_github_preview_record_js__WEBPACK_IMPORTED_MODULE_2__/* .findUpdateRecords */ .jq)(session.comments, session.login, publicKey);
            const comment = await (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__/* .writeComment */ .HF)(session, found?.comment, (0,_github_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderCommentBody */ .yX)(content, session.recordKey));
            outputs.commentUrl = comment.htmlUrl;
            host.info(`Comment ${found ? 'edited' : 'created'}: ${comment.htmlUrl || "(GitHub's answer gave no link in GitHub's shape; none is published)"}`);
        }
        catch (error) {
            host.warning((0,_github_github_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .githubWarning */ .IS)(error, 'the app was updated, but the pull request comment was not'), 'Comment not written');
        }
        // The summary gets the comment's content (as a preview's does), and a link to it.
        const link = outputs.commentUrl
            ? `\n<p>Pull request comment: <a href="${(0,_outputs_html_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeHtml */ .ZD)(outputs.commentUrl)}">${(0,_outputs_html_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeHtml */ .ZD)(outputs.commentUrl)}</a></p>`
            : '';
        return { outputs, section: (0,_comment_content_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownSection */ .dT)((0,_github_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderCommentMarkdown */ .HK)(content)) + link };
    },
    async plannedRequests(operation, context) {
        try {
            const session = await (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__/* .openSession */ .fA)(context, operation.target);
            const [found] = (0,_github_preview_record_js__WEBPACK_IMPORTED_MODULE_2__/* .findUpdateRecords */ .jq)(session.comments, session.login, operation.publicKey);
            return [(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__/* .commentRequest */ .bu)(session, found?.comment, '(the comment: the app link, build, commit)')];
        }
        catch (error) {
            context.host.warning((0,_github_github_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .githubWarning */ .IS)(error, 'a run would update the app, but not comment'), 'Comment not planned');
            return [];
        }
    }
};


/***/ }),

/***/ 8130:
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
//# sourceMappingURL=101.index.cjs.js.map