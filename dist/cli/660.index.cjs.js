"use strict";
exports.id = 660;
exports.ids = [660,601];
exports.modules = {

/***/ 968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NM: () => (/* binding */ readReportedApp),
/* harmony export */   Po: () => (/* binding */ commentContent),
/* harmony export */   dT: () => (/* binding */ markdownSection)
/* harmony export */ });
/**
 * Reads the app back (`GET {v1}/apps/{publicKey}`) for its name and version as the service
 * read them from the build. Best effort: a failure is a warning, and the comment says the app
 * could not be asked.
 *
 * @param term what the platform calls the comment (`note` on GitLab)
 */
async function readReportedApp({ client, host, dryRun, scrub = text => text }, publicKey, term = 'comment') {
    try {
        const app = await client.readApp(publicKey);
        // Scrubbed before the comment cuts them short (comment-body.ts).
        const scrubbed = (text) => (text === undefined ? undefined : scrub(text));
        return {
            name: scrubbed(app.name),
            version: scrubbed(app.appVersionName),
            versionCode: scrubbed(app.appVersionCode)
        };
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const outcome = dryRun
            ? `The ${term} would leave out the app's name and version.`
            : `The deploy succeeded; the ${term} leaves out the app's name and version.`;
        host.warning(`Reading app ${publicKey} back for the ${term} failed: ${reason} ${outcome}`, 'App not read back');
        return undefined;
    }
}
/** The comment's content about a deployed app (its page, platform and versionCode). */
function commentContent(record, app, details) {
    const { pullRequest } = details.target;
    const scrub = details.scrub ?? ((text) => text);
    return {
        record,
        appUrl: app?.appUrl ?? '',
        deviceLinks: details.deviceLinks,
        platform: app?.record.platform || '—',
        reportedApp: details.reportedApp,
        versionCode: app?.record.versionCode === undefined ? '—' : String(app.record.versionCode),
        build: details.build === undefined ? undefined : scrub(details.build),
        branch: scrub(pullRequest.headRef),
        commitSha: pullRequest.headSha,
        updatedAt: new Date(details.now),
        terms: details.terms
    };
}
/** A section of the job summary that is Markdown (the comment's content), set off by blank lines. */
function markdownSection(markdown) {
    return `\n${markdown.trimEnd()}\n`;
}


/***/ }),

/***/ 8660:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   updateComment: () => (/* binding */ updateComment)
/* harmony export */ });
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1489);
/* harmony import */ var _review_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7389);
/* harmony import */ var _preview_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2967);
/* harmony import */ var _update_app_device_links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(601);
/* harmony import */ var _shared_html_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(820);
/* harmony import */ var _comment_content_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(968);
/* harmony import */ var _pull_request_session_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4403);
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
        const { host, earlier, dryRun } = context;
        const publicKey = earlier.app?.record.publicKey || operation.publicKey;
        const content = (0,_comment_content_js__WEBPACK_IMPORTED_MODULE_5__/* .commentContent */ .Po)({ kind: 'update', publicKey }, earlier.app, {
            target: operation.target,
            // The update operation has warned already when there are no links.
            deviceLinks: (0,_update_app_device_links_js__WEBPACK_IMPORTED_MODULE_3__.deviceLinks)(earlier.app?.appUrl ?? '', operation, { warning: () => { } }),
            reportedApp: await (0,_comment_content_js__WEBPACK_IMPORTED_MODULE_5__/* .readReportedApp */ .NM)(context, publicKey),
            build: operation.build,
            now: host.now(),
            scrub: context.scrub
        });
        const outputs = {};
        try {
            const session = await (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_4__/* .openSession */ .fA)(context, operation.target);
            const [found] = (0,_preview_record_js__WEBPACK_IMPORTED_MODULE_2__/* .findUpdateRecords */ .jq)(session.comments, session.login, publicKey);
            const comment = await (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_4__/* .writeComment */ .HF)(session, found?.comment, (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderCommentBody */ .yX)(content, session.recordKey));
            outputs.commentUrl = comment.htmlUrl;
            host.info(dryRun
                ? `Dry run: the comment would be ${found ? 'edited' : 'created'}.`
                : `Comment ${found ? 'edited' : 'created'}: ${comment.htmlUrl || "(the platform's answer gave no link in the shape it documents; none is published)"}`);
        }
        catch (error) {
            host.warning((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewWarning */ .dX)(error, dryRun
                ? 'a run would update the app, but not comment'
                : 'the app was updated, but the pull request comment was not'), 'Comment not written');
        }
        // The summary gets the comment's content (as a preview's does), and a link to it.
        const link = outputs.commentUrl
            ? `\n<p>Pull request comment: <a href="${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeHtml */ .ZD)(outputs.commentUrl)}">${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeHtml */ .ZD)(outputs.commentUrl)}</a></p>`
            : '';
        return { outputs, section: (0,_comment_content_js__WEBPACK_IMPORTED_MODULE_5__/* .markdownSection */ .dT)((0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderCommentMarkdown */ .HK)(content)) + link };
    }
};


/***/ }),

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
//# sourceMappingURL=660.index.cjs.js.map