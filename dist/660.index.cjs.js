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
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(720);

/**
 * Reads the app back (`GET {v1}/apps/{publicKey}`) for its name and version as the service
 * read them from the build. Best effort: a failure is a warning, and the comment says the app
 * could not be asked.
 *
 * @param term what the platform calls the comment (`comment`, `note`)
 * @returns what the service reports (undefined when it could not be asked) and the warning
 *   "App not read back" for the handler to tell
 */
async function readReportedApp({ client, dryRun, scrub = text => text }, publicKey, term = 'comment') {
    try {
        const app = await client.readApp(publicKey);
        // Scrubbed before the comment cuts them short (comment-body.ts).
        const scrubbed = (text) => (text === undefined ? undefined : scrub(text));
        const reportedApp = {
            name: scrubbed(app.name),
            version: scrubbed(app.appVersionName),
            versionCode: scrubbed(app.appVersionCode)
        };
        return { reportedApp, notes: [] };
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const outcome = dryRun
            ? `The ${term} would leave out the app's name and version.`
            : `The deploy succeeded; the ${term} leaves out the app's name and version.`;
        const text = `Reading app ${publicKey} back for the ${term} failed: ${reason} ${outcome}`;
        return { notes: [(0,_notes_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e)(text, 'App not read back')] };
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
/** A section of the run's summary in Markdown (the comment's content), set off by blank lines. */
function markdownSection(markdown) {
    return `\n${markdown.trimEnd()}\n`;
}


/***/ }),

/***/ 4403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _1: () => (/* binding */ rereadRecords),
/* harmony export */   fA: () => (/* binding */ openSession),
/* harmony export */   l2: () => (/* reexport safe */ _review_terms_js__WEBPACK_IMPORTED_MODULE_1__.l2)
/* harmony export */ });
/* harmony import */ var _review_terms_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5851);
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(720);
/* harmony import */ var _record_trust_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8999);




/**
 * Lists the pull request's records and judges them (reads only).
 *
 * @throws ReviewPlatformError
 */
async function openSession(context, target) {
    const api = await context.reviewPlatform();
    const { repository, number } = target.pullRequest;
    const store = api.records(repository, number);
    const recordKey = {
        secret: context.apiToken,
        platform: api.platform,
        apiUrl: api.apiUrl,
        binding: repository.binding,
        pullRequestNumber: number
    };
    const { terms } = api;
    const records = await (0,_record_trust_js__WEBPACK_IMPORTED_MODULE_0__/* .readRecords */ .T3)(store, { key: recordKey, terms, repository, number });
    const count = records.signed.length + records.updates.length;
    const line = `${(0,_review_terms_js__WEBPACK_IMPORTED_MODULE_1__/* .capitalized */ .l2)((0,_review_terms_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestName */ .Ib)(number, terms))} of ${repository.display}: ${count} ${terms.comment}${count === 1 ? ' holds a record' : 's hold records'} the tool acts on.`;
    return {
        api,
        store,
        repository,
        number,
        terms,
        records,
        recordKey,
        dryRun: context.dryRun,
        notes: [(0,_notes_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq)(line)]
    };
}
/**
 * The records read again now, judged as at the session's start (so that a record the run could
 * not trust then, it does not trust now), the run's own comment its own.
 *
 * @param ownComment the id of the comment the run wrote its reservation in, if any
 * @throws ReviewPlatformError
 */
function rereadRecords(session, ownComment) {
    const { store, recordKey: key, terms, repository, number } = session;
    const scope = { key, terms, repository, number };
    return (0,_record_trust_js__WEBPACK_IMPORTED_MODULE_0__/* .readRecords */ .T3)(store, scope, session.records.identity, ownComment);
}


/***/ }),

/***/ 8660:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   updateComment: () => (/* binding */ updateComment)
/* harmony export */ });
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1799);
/* harmony import */ var _review_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7389);
/* harmony import */ var _update_app_device_links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(601);
/* harmony import */ var _shared_html_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(820);
/* harmony import */ var _comment_content_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(968);
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(720);
/* harmony import */ var _pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4403);
/**
 * The sticky comment of a plain update (`comment: true`): one comment per app on the pull
 * request, edited in place on every deploy. Everything here is best effort: the update already
 * succeeded, so a comment that cannot be read or written is a warning. The platform's adapter
 * reads and writes the comment (its record store cites the platform's documentation).
 */







/** The `update-comment` handler: sets `commentUrl` when the comment was written. */
const updateComment = {
    async run(operation, context) {
        const { host, earlier, dryRun } = context;
        const publicKey = earlier.app?.record.publicKey || operation.publicKey;
        const reported = await (0,_comment_content_js__WEBPACK_IMPORTED_MODULE_4__/* .readReportedApp */ .NM)(context, publicKey);
        (0,_notes_js__WEBPACK_IMPORTED_MODULE_5__/* .tell */ .qz)(host, reported.notes);
        const content = (0,_comment_content_js__WEBPACK_IMPORTED_MODULE_4__/* .commentContent */ .Po)({ kind: 'update', publicKey }, earlier.app, {
            target: operation.target,
            // The update operation has warned already when there are no links.
            deviceLinks: (0,_update_app_device_links_js__WEBPACK_IMPORTED_MODULE_2__.deviceLinks)(earlier.app?.appUrl ?? '', operation, { warning: () => { } }),
            reportedApp: reported.reportedApp,
            build: operation.build,
            now: host.now(),
            terms: operation.target.terms,
            scrub: context.scrub
        });
        const outputs = {};
        const { terms } = operation.target;
        const term = (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__/* .capitalized */ .l2)(terms.comment);
        try {
            const session = await (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__/* .openSession */ .fA)(context, operation.target);
            const found = session.records.updates.find(each => each.record.publicKey === publicKey);
            const body = (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderCommentBody */ .yX)(content, session.recordKey);
            const comment = found
                ? await session.store.write(found.comment.id, body)
                : await session.store.create(body);
            outputs.commentUrl = comment.url;
            host.info(dryRun
                ? `Dry run: the ${terms.comment} would be ${found ? 'edited' : 'created'}.`
                : `${term} ${found ? 'edited' : 'created'}: ${comment.url || "(the platform's answer gave no link in the shape it documents; none is published)"}`);
        }
        catch (error) {
            host.warning((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewWarning */ .dX)(error, dryRun
                ? 'a run would update the app, but not comment'
                : `the app was updated, but the ${terms.pullRequest} ${terms.comment} was not`), `${term} not written`);
        }
        // The summary gets the comment's content (as a preview's does), and a link to it.
        const link = outputs.commentUrl
            ? `\n<p>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeHtml */ .ZD)((0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__/* .capitalized */ .l2)(`${terms.pullRequest} ${terms.comment}`))}: <a href="${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeHtml */ .ZD)(outputs.commentUrl)}">${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeHtml */ .ZD)(outputs.commentUrl)}</a></p>`
            : '';
        return { outputs, section: (0,_comment_content_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownSection */ .dT)((0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderCommentMarkdown */ .HK)(content)) + link };
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