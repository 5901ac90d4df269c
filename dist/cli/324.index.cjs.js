"use strict";
exports.id = 324;
exports.ids = [324];
exports.modules = {

/***/ 8176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ reportPreviewStatus),
/* harmony export */   Ei: () => (/* binding */ retireDeployments),
/* harmony export */   dj: () => (/* binding */ recordDeployment)
/* harmony export */ });
/* harmony import */ var _review_terms_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5851);
/* harmony import */ var _review_failures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7389);
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(720);



/**
 * Records a successful deployment of the preview and retires the one it replaces (the same
 * preview's newest earlier deployment; older ones were retired by their successors).
 *
 * @returns what to tell: the deployment recorded, or the warning that it was not
 */
async function recordDeployment(session, deployment) {
    const { repository } = session;
    const deployments = session.api.deployments;
    if (!deployments)
        return [];
    try {
        const created = await deployments.create(repository, newDeployment(session, deployment));
        await deployments.setStatus(repository, created.id, {
            state: 'success',
            environmentUrl: deployment.appUrl || undefined,
            logUrl: deployment.runUrl || undefined,
            description: `Preview ${deployment.previewName} deployed`
        });
        const earlier = (await deployments.list(repository, deployment.environment))
            .filter(other => other.id !== created.id)
            .find(other => isOf(other, session.number, deployment.previewName));
        if (earlier) {
            await deployments.setStatus(repository, earlier.id, { state: 'inactive' });
        }
        return [
            (0,_notes_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq)(session.dryRun
                ? `Dry run: a deployment to ${deployment.environment} would be recorded.`
                : `Deployment ${created.id} to ${deployment.environment} recorded.`)
        ];
    }
    catch (error) {
        return [
            (0,_notes_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e)((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_0__/* .reviewWarning */ .dX)(error, session.dryRun
                ? 'the dry run cannot show every deployment request'
                : 'the preview was deployed, but the pull request shows no deployment'), 'Deployment not recorded')
        ];
    }
}
/**
 * Marks every deployment of the pull request's preview inactive (all previews when
 * `previewName` is undefined), then deletes them, so that the pull request and the
 * Environments page do not fill up with retired previews (a platform deletes only inactive ones).
 *
 * @returns what to tell: how many deployments were retired, or the warning that they were not
 */
async function retireDeployments(session, environment, previewName) {
    const { repository } = session;
    const capability = session.api.deployments;
    if (!capability)
        return [];
    try {
        const deployments = (await capability.list(repository, environment)).filter(deployment => isOf(deployment, session.number, previewName));
        for (const deployment of deployments) {
            await capability.setStatus(repository, deployment.id, { state: 'inactive' });
            await capability.remove(repository, deployment.id);
        }
        const done = session.dryRun
            ? 'would be marked inactive and deleted'
            : 'marked inactive and deleted';
        return [(0,_notes_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq)(`${deployments.length} deployment(s) in ${environment} ${done}.`)];
    }
    catch (error) {
        return [
            (0,_notes_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e)((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_0__/* .reviewWarning */ .dX)(error, session.dryRun
                ? 'the dry run cannot show which deployments would be marked inactive'
                : 'the preview was removed, but its deployments may still show (as active, or inactive)'), 'Deployment not retired')
        ];
    }
}
function newDeployment(session, deployment) {
    return {
        ref: deployment.sha,
        environment: deployment.environment,
        description: `Appetize preview ${deployment.previewName} of ${(0,_review_terms_js__WEBPACK_IMPORTED_MODULE_2__/* .pullRequestName */ .Ib)(session.number, session.terms)}`,
        transient: true,
        payload: { pullRequest: session.number, previewName: deployment.previewName }
    };
}
function isOf(deployment, pullRequest, previewName) {
    const { payload } = deployment;
    return (payload.pullRequest === pullRequest &&
        (previewName === undefined || payload.previewName === previewName));
}
/**
 * Reports the preview on the head commit where the platform offers a commit status
 * (`ReviewPlatform.commitStatus`): `deployed` with the app's link, or `stopped`. One status per
 * preview (`appetize-preview-{previewName}`). A failure is a notice, never a failure of the run.
 *
 * @returns what to tell: nothing, or the notice that the status was not set
 */
async function reportPreviewStatus(session, preview) {
    const capability = session.api.commitStatus;
    if (!capability || session.dryRun)
        return [];
    try {
        await capability.report(session.repository, preview.sha, {
            key: `appetize-preview-${preview.previewName}`,
            name: `Appetize preview (${preview.previewName})`,
            state: preview.state,
            ...(preview.appUrl ? { url: preview.appUrl } : {})
        });
        return [];
    }
    catch (error) {
        return [
            (0,_notes_js__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm)((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_0__/* .reviewWarning */ .dX)(error, `the commit does not show preview ${preview.previewName} as ${preview.state}`), 'Commit status not set')
        ];
    }
}


/***/ }),

/***/ 9344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ indexPreview),
/* harmony export */   k: () => (/* binding */ keepIndex)
/* harmony export */ });
/* harmony import */ var _review_preview_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8025);
/* harmony import */ var _review_terms_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5851);
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(720);
/* harmony import */ var _review_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7389);
/**
 * The upkeep of the platform's index of the pull requests that hold a preview (a label, where the
 * platform keeps one: review/preview-index.ts). A preview run puts its pull request in the index
 * when it records an app there and the pull request does not carry the label (one request, on a
 * first deploy, or after someone took the label off). A sweep, after a scan (the index not yet
 * complete, as after an upgrade from a version that kept none), it marks every pull request a
 * record of an app is on, then records that the index is complete, so that later sweeps read
 * only the marked ones. Every sweep takes a closed pull request out of it once no record there
 * names an app. The index only says where to look: what is removed is decided by the signed
 * records alone, so a mark missing (someone removed the label) only hides that pull request from
 * later sweeps, and a mark too many costs one read.
 *
 * docs/previews-sweep.md#how-the-sweep-finds-the-previews
 */




/**
 * Marks and unmarks pull requests in the index, and completes it after a scan; a failure is a
 * warning (the next sweep tries again), never the sweep's failure. Makes no request where the
 * platform keeps no index. In a dry run the platform records these writes instead of sending
 * them (as it does a preview's label), and the log says what would be labelled.
 *
 * @returns what it did (or would do, in a dry run), for the log
 */
async function keepIndex(api, repository, listed, pullRequests, dryRun) {
    const index = api.previewIndex;
    if (index === undefined)
        return [];
    const notes = [];
    const name = (number) => (0,_review_terms_js__WEBPACK_IMPORTED_MODULE_2__/* .pullRequestName */ .Ib)(number, api.terms);
    let failed = false;
    const attempt = async (run, consequence) => {
        try {
            await run();
        }
        catch (error) {
            failed = true;
            notes.push((0,_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e)((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewWarning */ .dX)(error, consequence), 'Preview index not updated'));
        }
    };
    const marked = [];
    const unmarked = [];
    for (const { pullRequest, holdsApp } of pullRequests) {
        const labelled = (0,_review_preview_index_js__WEBPACK_IMPORTED_MODULE_0__/* .carriesLabel */ .g4)(pullRequest.labels, index.label);
        const { number } = pullRequest;
        if (holdsApp && !labelled && listed.found === 'scan') {
            await attempt(async () => {
                await index.mark(repository, number);
                marked.push(number);
            }, `later sweeps may not find ${name(number)} until its next deploy labels it`);
        }
        else if (!holdsApp && labelled && pullRequest.state === 'closed') {
            await attempt(async () => {
                await index.unmark(repository, number);
                unmarked.push(number);
            }, `later sweeps read ${name(number)} again`);
        }
    }
    const label = index.label;
    if (marked.length > 0) {
        const hold = marked.length === 1 ? 'it holds a preview' : 'each holds a preview';
        const done = dryRun ? 'Would label' : 'Labelled';
        notes.push((0,_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq)(`${done} ${marked.map(name).join(', ')} ${label}: ${hold}.`));
    }
    if (unmarked.length > 0) {
        const done = dryRun ? 'Would take' : 'Took';
        notes.push((0,_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq)(`${done} ${label} off ${unmarked.map(name).join(', ')}: no preview left.`));
    }
    // Complete only after a scan that found the index incomplete and marked every preview.
    if (listed.found === 'scan' && listed.unindexed === 'incomplete' && !failed) {
        await attempt(async () => {
            await index.complete(repository);
            const kind = api.terms.pullRequest;
            notes.push((0,_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq)(dryRun
                ? `Would record that every ${kind} with a preview carries the label ${label}: later sweeps would read only those.`
                : `Every ${kind} with a preview carries the label ${label}: later sweeps read only those.`));
        }, 'the next sweep reads every open and recently closed one again');
    }
    return notes;
}
/**
 * Puts the pull request a preview run recorded an app on in the index, unless it carries the
 * label already (by its labels as the run read them: no request then). A failure is a warning:
 * the preview stands, and later sweeps may miss it until a deploy labels it.
 *
 * @param labels the pull request's labels (`PullRequestContext.labels`)
 */
async function indexPreview(session, labels) {
    const index = session.api.previewIndex;
    if (index === undefined || (0,_review_preview_index_js__WEBPACK_IMPORTED_MODULE_0__/* .carriesLabel */ .g4)(labels, index.label))
        return [];
    try {
        await index.mark(session.repository, session.number);
        return [];
    }
    catch (error) {
        const name = (0,_review_terms_js__WEBPACK_IMPORTED_MODULE_2__/* .pullRequestName */ .Ib)(session.number, session.terms);
        const consequence = `the preview stands, but sweeps may not find ${name} until a deploy labels it ${index.label}`;
        return [(0,_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e)((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewWarning */ .dX)(error, consequence), 'Preview index not updated')];
    }
}


/***/ }),

/***/ 6943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sweepPreviews: () => (/* binding */ sweepPreviews)
});

// EXTERNAL MODULE: ./src/shared/failure.ts
var failure = __webpack_require__(8035);
// EXTERNAL MODULE: ./src/review/terms.ts
var review_terms = __webpack_require__(5851);
// EXTERNAL MODULE: ./src/features/previews/comment-body.ts + 1 modules
var comment_body = __webpack_require__(1799);
// EXTERNAL MODULE: ./src/features/previews/notes.ts
var previews_notes = __webpack_require__(720);
// EXTERNAL MODULE: ./src/features/previews/preview-deployments.ts
var preview_deployments = __webpack_require__(8176);
// EXTERNAL MODULE: ./src/features/previews/review-failures.ts
var review_failures = __webpack_require__(7389);
// EXTERNAL MODULE: ./src/features/previews/preview-record.ts
var preview_record = __webpack_require__(2967);
// EXTERNAL MODULE: ./src/features/previews/record-trust.ts
var record_trust = __webpack_require__(8999);
;// CONCATENATED MODULE: ./src/features/previews/sweep-judge.ts
/**
 * One entry per preview app (previewName and publicKey) of a pull request: the signed records
 * that name it are judged together, by the newest deploy among them, and the comment of that
 * newest record is the one a removal edits first (then the others: `copies`). A copy of an older
 * record (an earlier version of the sticky comment, posted again under the same identity) thus
 * never makes a preview look expired while its own comment shows a recent deploy, and its app is
 * deleted once.
 */
function newestRecords(signed, pullRequest, recordKey) {
    const newest = new Map();
    for (const { comment, record } of signed) {
        const { publicKey } = record;
        if (publicKey === undefined)
            continue;
        // Records of version 1.1 and earlier have no deploy time: the comment's last edit counts.
        const lastDeployAt = record.deployedAt ?? lastEdit(comment);
        const key = `${record.previewName}\n${publicKey}`;
        const seen = newest.get(key);
        // A time that is not known (NaN) never expires (see judgePreview), so it counts as the
        // newest; the oldest comment wins a tie.
        if (seen !== undefined && !newerThan(lastDeployAt, seen.lastDeployAt)) {
            newest.set(key, { ...seen, copies: [...seen.copies, comment] });
            continue;
        }
        newest.set(key, {
            pullRequest,
            comment,
            record: { ...record, publicKey },
            copies: seen === undefined ? [] : [seen.comment, ...seen.copies],
            recordKey,
            lastDeployAt
        });
    }
    return [...newest.values()];
}
/** A comment's last edit in milliseconds since the epoch; NaN when the platform gave none. */
function lastEdit(comment) {
    return comment.updatedAt ?? NaN;
}
/** True when deploy time `a` is newer than `b`; a time that is not known is newest. */
function newerThan(a, b) {
    if (Number.isNaN(b))
        return false;
    return Number.isNaN(a) || a > b;
}
/** Whether a recorded preview goes, and why: the label keeps it, a close or the TTL removes it. */
function judgePreview(preview, operation, now) {
    const label = operation.keepLabel.toLowerCase();
    if (preview.pullRequest.labels.some(name => name.toLowerCase() === label)) {
        return { remove: false, reason: 'labelled' };
    }
    if (preview.pullRequest.state === 'closed')
        return { remove: true, reason: 'closed' };
    if (operation.ttlMs === undefined)
        return { remove: false, reason: 'open' };
    // A time that is not known never expires: NaN compares false.
    return now - preview.lastDeployAt > operation.ttlMs
        ? { remove: true, reason: 'expired' }
        : { remove: false, reason: 'recently deployed' };
}

;// CONCATENATED MODULE: ./src/features/previews/sweep-findings.ts



/** Closed pull requests updated longer ago than this are not scanned (their previews went then). */
const CLOSED_WINDOW_MS = 90 * 24 * 3_600_000;
/**
 * Reads the pull requests and their records, and judges each record.
 *
 * @throws ReviewPlatformError when a list cannot be read: nothing has been changed then
 */
async function findSweptPreviews(api, operation, { apiToken, host }) {
    const { repository } = operation;
    const now = host.now();
    const listed = await api.listPreviewPullRequests(repository, now - CLOSED_WINDOW_MS);
    const toRemove = [];
    const kept = [];
    const deploying = [];
    const untrusted = [];
    const recordedApps = new Set();
    let identity;
    for (const pullRequest of listed.pullRequests) {
        const recordKey = {
            secret: apiToken,
            platform: api.platform,
            apiUrl: api.apiUrl,
            binding: repository.binding,
            pullRequestNumber: pullRequest.number
        };
        const store = api.records(repository, pullRequest.number);
        const scope = { key: recordKey, terms: api.terms, repository, number: pullRequest.number };
        const read = await (0,record_trust/* readRecords */.T3)(store, scope, identity);
        identity ??= read.identity;
        for (const { comment, record } of read.untrusted) {
            if (record.publicKey !== undefined)
                recordedApps.add(record.publicKey);
            untrusted.push({ pullRequest: pullRequest.number, ...appOf(record) });
            if (leftCreating(comment, record)) {
                deploying.push({ pullRequest, previewName: record.previewName, since: lastEdit(comment) });
            }
        }
        for (const { comment, record } of read.signed) {
            if (leftCreating(comment, record)) {
                deploying.push({ pullRequest, previewName: record.previewName, since: lastEdit(comment) });
            }
        }
        for (const preview of newestRecords(read.signed, pullRequest, recordKey)) {
            recordedApps.add(preview.record.publicKey);
            const verdict = judgePreview(preview, operation, now);
            if (verdict.remove)
                toRemove.push({ ...preview, reason: verdict.reason });
            else
                kept.push({ ...preview, reason: verdict.reason });
        }
    }
    return { listed, toRemove, kept, deploying, untrusted, recordedApps };
}
/** A record's preview and app, as the untrusted list names them. */
function appOf(record) {
    return record.publicKey === undefined
        ? { previewName: record.previewName }
        : { previewName: record.previewName, publicKey: record.publicKey };
}
/**
 * True for a record left by a creation whose run stopped: a reservation, or (for a record of an
 * earlier version, which had none) a record without an app in a comment that says "deploying".
 * Reported, never acted on.
 */
function leftCreating(comment, record) {
    if (record.publicKey !== undefined)
        return false;
    if ((0,preview_record/* isReservation */.bx)(record))
        return true;
    return record.version !== 3 && /^### Preview: [A-Za-z0-9_-]+ \(deploying\)$/m.test(comment.body);
}

// EXTERNAL MODULE: ./src/features/previews/sweep-index.ts
var sweep_index = __webpack_require__(9344);
// EXTERNAL MODULE: ./src/shared/html.ts
var html = __webpack_require__(820);
// EXTERNAL MODULE: ./src/shared/listing-cap.ts
var listing_cap = __webpack_require__(8276);
;// CONCATENATED MODULE: ./src/features/previews/sweep-report.ts
/**
 * What a sweep reports besides its removals: apps on the service that look like previews of this
 * repository but that no record holds (reported, never deleted), and the run's summary.
 *
 * https://docs.appetize.io/rest-api (Get All Apps - Paginated)
 */






/**
 * The apps whose note is the default preview note of this repository (`owner/repo#12 @ 1a2b3c4`,
 * or `group/project!12 @ 1a2b3c4` in the platform's `terms`: what a preview step writes when the
 * run gives no note) that no record names. The list's published schema does not name
 * `note`: when no app of the answer carries one, nothing can be matched, and the report says so. Reading fails softly: a warning, and nothing is matched; but a list cut off at its cap
 * (src/shared/listing-cap.ts) fails the sweep, before any removal.
 *
 * @returns the apps or why none, and what to tell (the warning when the list could not be read)
 */
async function findUnrecordedApps(client, repository, findings, terms) {
    let apps;
    try {
        apps = await client.listApps();
    }
    catch (error) {
        // A list cut off at its cap may hide anything: the sweep stops before its first removal.
        if (error instanceof failure/* ActionFailure */.dR && (0,listing_cap/* isListingCutOff */.QE)(error)) {
            throw new failure/* ActionFailure */.dR(error.kind, `${error.message} The sweep removed nothing.`);
        }
        const reason = error instanceof Error ? error.message : String(error);
        const why = "the service's app list could not be read (see the warning)";
        const text = `Listing the service's apps failed: ${reason} The sweep went on; apps that no record holds are not reported.`;
        return { unrecorded: { matched: false, why }, notes: [(0,previews_notes/* warning */.$e)(text, 'Apps not listed')] };
    }
    if (apps.length > 0 && apps.every(app => app.note === undefined)) {
        const why = `the service's app list carries no notes, so its apps could not be matched to ${terms.pullRequest}s`;
        return { unrecorded: { matched: false, why }, notes: [] };
    }
    const prefix = `${repository.display}${terms.numberPrefix}`.toLowerCase();
    const unrecorded = apps.flatMap(({ publicKey, note }) => note !== undefined &&
        note.toLowerCase().startsWith(prefix) &&
        /^\d{1,10} @ [0-9a-f]{7}$/.test(note.slice(prefix.length)) &&
        !findings.recordedApps.has(publicKey)
        ? [{ publicKey, note }]
        : []);
    return { unrecorded: { matched: true, apps: unrecorded }, notes: [] };
}
/** `7d` as words: `7 days`. */
function ttlInWords(ttl) {
    const match = /^(\d+)([hdw])$/.exec(ttl);
    if (!match)
        return ttl;
    const count = Number(match[1]);
    const unit = { h: 'hour', d: 'day', w: 'week' }[match[2]];
    return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
/** The run's summary of a sweep: what it read, removed, kept and why, and the possible leaks. */
function renderSweepSummary(operation, findings, unrecorded, dryRun, terms, indexLabel) {
    const term = terms.pullRequest;
    const ttl = operation.ttl === '' ? undefined : ttlInWords(operation.ttl);
    const time = (ms) => Number.isFinite(ms) ? `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '—';
    const row = (cells) => `<tr>${cells.map(cell => `<td>${cell}</td>`).join('')}</tr>`;
    const table = (head, rows) => `<table><tr>${head.map(cell => `<th>${cell}</th>`).join('')}</tr>${rows.join('')}</table>`;
    const head = [(0,review_terms/* capitalized */.l2)(term), 'Preview', 'App', 'Why'];
    const lines = [
        `<h3>Preview sweep${dryRun ? ' (dry run: nothing was removed)' : ''}</h3>`,
        `<p>Read ${findings.listed.pullRequests.length} ${(0,html/* escapeHtml */.ZD)(term)}(s) of ${(0,html/* escapeHtml */.ZD)(operation.repository.display)} (${(0,html/* escapeHtml */.ZD)(howFound(findings, indexLabel))}): ${findings.toRemove.length + findings.kept.length} preview app(s) recorded. ${ttl === undefined ? `No previewTtl: previews of open ${(0,html/* escapeHtml */.ZD)(term)}s never expire.` : `previewTtl: ${(0,html/* escapeHtml */.ZD)(ttl)} without a deploy.`}</p>`
    ];
    lines.push(`<h4>${dryRun ? 'Would remove' : 'Removed'}: ${findings.toRemove.length}</h4>`);
    if (findings.toRemove.length > 0) {
        const rows = findings.toRemove.map(({ pullRequest, record, reason, lastDeployAt }) => row([
            (0,html/* escapeHtml */.ZD)(`${terms.numberPrefix}${pullRequest.number}`),
            (0,html/* escapeHtml */.ZD)(record.previewName),
            (0,html/* escapeHtml */.ZD)(record.publicKey),
            reason === 'closed'
                ? (0,html/* escapeHtml */.ZD)(pullRequest.closedAs ?? (pullRequest.merged ? 'merged' : 'closed'))
                : `expired: no deploy for ${(0,html/* escapeHtml */.ZD)(ttl ?? '')} (last ${time(lastDeployAt)})`
        ]));
        lines.push(table(head, rows));
    }
    lines.push(`<h4>Kept: ${findings.kept.length}</h4>`);
    if (findings.kept.length > 0) {
        const why = { open: 'open', labelled: `labelled ${(0,html/* escapeHtml */.ZD)(operation.keepLabel)}` };
        const rows = findings.kept.map(({ pullRequest, record, reason, lastDeployAt }) => row([
            (0,html/* escapeHtml */.ZD)(`${terms.numberPrefix}${pullRequest.number}`),
            (0,html/* escapeHtml */.ZD)(record.previewName),
            (0,html/* escapeHtml */.ZD)(record.publicKey),
            reason === 'recently deployed' ? `deployed ${time(lastDeployAt)}` : why[reason]
        ]));
        lines.push(table(head, rows));
    }
    const leaks = [
        ...findings.deploying.map(({ pullRequest, previewName, since }) => `<li>${(0,html/* escapeHtml */.ZD)((0,review_terms/* capitalized */.l2)((0,review_terms/* pullRequestName */.Ib)(pullRequest.number, terms)))}: preview ${(0,html/* escapeHtml */.ZD)(previewName)} was being created when its run stopped (${time(since)}), and no app was recorded. Look on the dashboard for an app whose note names ${(0,html/* escapeHtml */.ZD)((0,review_terms/* pullRequestReference */.cb)(operation.repository, pullRequest.number, terms))}, delete it by hand, then deploy the preview again (push a commit).</li>`),
        ...(unrecorded.matched ? unrecorded.apps : []).map(({ publicKey, note }) => `<li>App ${(0,html/* escapeHtml */.ZD)(publicKey)} (note “${(0,html/* escapeHtml */.ZD)(note)}”) names a ${(0,html/* escapeHtml */.ZD)(term)} of this repository, but no record holds it. Check it on the dashboard and delete it by hand when no one uses it.</li>`)
    ];
    lines.push(`<h4>Possible leaks: ${leaks.length} (reported, never deleted)</h4>`);
    if (leaks.length > 0)
        lines.push(`<ul>${leaks.join('')}</ul>`);
    if (!unrecorded.matched)
        lines.push(`<p>Apps on the service: ${(0,html/* escapeHtml */.ZD)(unrecorded.why)}.</p>`);
    if (findings.untrusted.length > 0) {
        lines.push(`<p>${findings.untrusted.length} record(s) without this apiToken's signature were left alone, and so were their apps (see the warnings).</p>`);
    }
    return lines.join('\n');
}
/** How the sweep found the pull requests it read, for the summary. */
function howFound(findings, indexLabel) {
    if (findings.listed.found === 'index' && indexLabel !== undefined) {
        return `those labelled ${indexLabel}`;
    }
    return `every open one, and the closed ones updated in the last ${CLOSED_WINDOW_MS / 86_400_000} days`;
}

// EXTERNAL MODULE: ./src/shared/message.ts
var message = __webpack_require__(9782);
;// CONCATENATED MODULE: ./src/features/previews/sweep-previews.ts
/**
 * The clean-up run (`sweep: true`): removes the previews of closed pull requests and those that
 * went without a deploy for longer than `previewTtl`, unless the pull request carries
 * `keepLabel`. It acts only on signed records in the token's own comments, as the preview step
 * does, so it never removes an app that no such record holds; possible leaks are reported. A
 * removal is what a close does: the app deleted (a 404 means already gone), the comment edited,
 * the deployments marked inactive and deleted. Everything is read before anything is removed, so
 * the guard rail (`sweepMaxDeletes`) stops a sweep before its first removal. Last, it keeps the
 * platform's index of the pull requests with a preview (sweep-index.ts).
 *
 * https://docs.appetize.io/rest-api (Deletes an app)
 */










/** The `sweep-previews` handler. Sets `sweptPreviews`; its summary section is the sweep's report. */
const sweepPreviews = {
    async run(operation, context) {
        // Told once, at the end, also when the sweep stops (the log then names what it did before).
        const notes = [];
        try {
            return await sweep(operation, context, notes);
        }
        finally {
            (0,previews_notes/* tell */.qz)(context.host, notes);
        }
    }
};
/** Reads, decides and removes, adding what it did to `notes`. */
async function sweep(operation, context, notes) {
    const { dryRun } = context;
    let api;
    let findings;
    try {
        api = await context.reviewPlatform();
        findings = await findSweptPreviews(api, operation, context);
    }
    catch (error) {
        throw (0,review_failures/* reviewFailure */.TR)(error, 'nothing was removed');
    }
    const { listed } = findings;
    notes.push((0,previews_notes/* info */.pq)(`Read ${listed.pullRequests.length} ${api.terms.pullRequest}(s) of ${operation.repository.display} ${howListed(api, findings)}.`), ...untrustedWarning(findings, api));
    const { unrecorded, notes: listing } = await findUnrecordedApps(context.client, operation.repository, findings, api.terms);
    notes.push(...listing);
    // The run's summary lists them too; a terminal has none, so the log says it.
    for (const { publicKey, note } of unrecorded.matched ? unrecorded.apps : []) {
        notes.push((0,previews_notes/* info */.pq)(`App ${publicKey} (note “${note}”) names a ${api.terms.pullRequest} of this repository, but no record holds it: reported, never deleted. Check it on the dashboard.`));
    }
    for (const { pullRequest, record, reason } of findings.toRemove) {
        notes.push((0,previews_notes/* info */.pq)(`${dryRun ? 'Would remove' : 'To remove'}: preview ${record.previewName} (app ${record.publicKey}) of ${(0,review_terms/* pullRequestName */.Ib)(pullRequest.number, api.terms)}: ${(0,review_terms/* removalWords */.i)(reason, pullRequest)}.`));
    }
    const count = findings.toRemove.length;
    if (count > operation.maxDeletes) {
        const found = (0,message/* message */.iU) `The sweep found ${count} previews to remove, more than ${(0,message/* input */.hF)('sweepMaxDeletes')} (${operation.maxDeletes})`;
        const advice = (0,message/* message */.iU) `Check the previews listed in the log; if they are right, set ${(0,message/* input */.hF)('sweepMaxDeletes')} to ${count} or more for one run.`;
        if (!dryRun)
            throw new failure/* ActionFailure */.dR('guard-rail', (0,message/* message */.iU) `${found}: it removed none.`, advice);
        notes.push((0,previews_notes/* warning */.$e)((0,message/* message */.iU) `${found}: a sweep would stop before removing any. ${advice}`, 'Guard rail'));
    }
    const swept = [];
    for (const preview of findings.toRemove) {
        const { pullRequest, record, reason } = preview;
        // In a dry run the clients record the removal's writes instead of sending them.
        notes.push(...(await remove(preview, api, operation, context)));
        swept.push({
            pullRequest: pullRequest.number,
            previewName: record.previewName,
            publicKey: record.publicKey,
            reason
        });
    }
    notes.push((0,previews_notes/* info */.pq)(`${dryRun ? 'Dry run: would remove' : 'Removed'} ${swept.length} preview(s); kept ${findings.kept.length}.`), ...(await (0,sweep_index/* keepIndex */.k)(api, operation.repository, listed, indexed(findings), dryRun)));
    return {
        outputs: { sweptPreviews: JSON.stringify(swept) },
        section: renderSweepSummary(operation, findings, unrecorded, dryRun, api.terms, api.previewIndex?.label),
        // What a sweep would remove is what its dry run is for.
        describesDryRun: true
    };
}
/**
 * Removes one preview as a close does. The app's delete must succeed (a failure stops the sweep,
 * naming what was removed before in the log); the comment and the deployments are best effort.
 *
 * @returns what to tell: the app deleted, and the warnings of what could not be updated
 */
async function remove(preview, api, operation, { client, host, dryRun }) {
    const { pullRequest, record, comment, copies, recordKey, reason } = preview;
    const result = await client.deleteApp(record.publicKey);
    const store = api.records(operation.repository, pullRequest.number);
    const done = dryRun ? 'Would delete' : result === 'deleted' ? 'Deleted' : 'Already gone (404):';
    const notes = [
        (0,previews_notes/* info */.pq)(`${done} app ${record.publicKey} (preview ${record.previewName} of ${(0,review_terms/* pullRequestName */.Ib)(pullRequest.number, api.terms)}, ${(0,review_terms/* removalWords */.i)(reason, pullRequest)}).`)
    ];
    // Each comment naming the app says it was removed, so that no later sweep finds it again; its
    // record stays bound to the comment's author.
    for (const each of [comment, ...copies]) {
        const body = (0,comment_body/* renderRemovedCommentBody */.So)({
            previewName: record.previewName,
            publicKey: record.publicKey,
            merged: pullRequest.merged,
            removedAt: new Date(host.now()),
            expiredAfter: reason === 'expired' ? ttlInWords(operation.ttl) : undefined,
            terms: api.terms,
            ...(each.authorId === '' ? {} : { authorId: each.authorId })
        }, recordKey);
        try {
            await store.write(each.id, body);
        }
        catch (error) {
            const consequence = `the preview was removed, but its ${api.terms.comment} still shows it`;
            const title = `${(0,review_terms/* capitalized */.l2)(api.terms.comment)} not updated`;
            notes.push((0,previews_notes/* warning */.$e)((0,review_failures/* reviewWarning */.dX)(error, consequence), title));
        }
    }
    const session = {
        api,
        store,
        repository: operation.repository,
        number: pullRequest.number,
        terms: api.terms,
        // The deployment calls read no records: the sweep read them already.
        records: { signed: [], untrusted: [], updates: [], warnings: [], identity: undefined },
        recordKey,
        dryRun,
        notes: []
    };
    if (record.environment !== undefined && api.deployments !== undefined) {
        notes.push(...(await (0,preview_deployments/* retireDeployments */.Ei)(session, record.environment, record.previewName)));
    }
    const { headSha: sha } = pullRequest;
    if (sha !== undefined) {
        const stopped = { sha, previewName: record.previewName, state: 'stopped' };
        notes.push(...(await (0,preview_deployments/* reportPreviewStatus */.B3)(session, stopped)));
    }
    return notes;
}
/** How the platform found the pull requests the sweep read, for the log. */
function howListed(api, { listed }) {
    const label = api.previewIndex?.label ?? '';
    if (listed.found === 'index')
        return `labelled ${label}`;
    const scanned = 'every open one and the closed ones updated in the last 90 days';
    if (listed.unindexed === 'unreadable') {
        return `(${scanned}: the label ${label} could not be read or listed with this token, see docs/previews-sweep.md)`;
    }
    if (listed.unindexed === 'incomplete') {
        return `(${scanned}: not every ${api.terms.pullRequest} with a preview is labelled ${label} yet)`;
    }
    return `(${scanned})`;
}
/** Each pull request read, and whether a record on it still names an app after the removals. */
function indexed(findings) {
    const holding = new Set([
        ...findings.kept.map(({ pullRequest }) => pullRequest.number),
        ...findings.deploying.map(({ pullRequest }) => pullRequest.number),
        ...findings.untrusted.flatMap(({ pullRequest, publicKey }) => publicKey === undefined ? [] : [pullRequest])
    ]);
    return findings.listed.pullRequests.map(pullRequest => ({
        pullRequest,
        holdsApp: holding.has(pullRequest.number)
    }));
}
/** One warning for the records a sweep left alone for want of a valid signature; none if none. */
function untrustedWarning(findings, api) {
    if (findings.untrusted.length === 0)
        return [];
    const listed = findings.untrusted
        .map(({ pullRequest, previewName, publicKey }) => `${api.terms.numberPrefix}${pullRequest} ${previewName}${publicKey === undefined ? '' : ` (app ${publicKey})`}`)
        .join(', ');
    return [
        (0,previews_notes/* warning */.$e)((0,message/* message */.iU) `${findings.untrusted.length} record(s) in the token's own ${api.terms.comment}s carry no valid signature of this ${(0,message/* input */.hF)('apiToken')} (${api.terms.otherWriter} wrote them under the same identity, or an earlier ${(0,message/* input */.hF)('apiToken')} did): ${listed}. They and their apps were left alone.`, 'Record not trusted')
    ];
}


/***/ }),

/***/ 8025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ indexComplete),
/* harmony export */   Ht: () => (/* binding */ indexRefused),
/* harmony export */   W7: () => (/* binding */ PREVIEW_LABEL),
/* harmony export */   g4: () => (/* binding */ carriesLabel),
/* harmony export */   pn: () => (/* binding */ indexDescription)
/* harmony export */ });
/* unused harmony export INDEX_COMPLETE_MARK */
/* harmony import */ var _review_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5209);
/**
 * What the sweep asks of a review platform: the pull requests that may hold a preview, found the
 * way the adapter knows best (an index the platform keeps for the sweep, or a listing by state),
 * and, where the platform can keep one, the index itself. The index only says where to look: a
 * preview is removed only on its signed record, read from the pull request's comments.
 *
 * docs/previews-sweep.md#how-the-sweep-finds-the-previews
 */

/**
 * How the index's label describes itself once a sweep completed it. The sweep lists by the label
 * only while its description ends with this; anyone may remove it to make the next sweep scan
 * every pull request again (and complete the index anew).
 */
const INDEX_COMPLETE_MARK = '[index complete]';
/**
 * The label's description a sweep sets when it completes the index, in the platform's terms
 * (at most 100 characters, the shortest limit of the platforms with labels).
 */
function indexDescription(terms) {
    return `Has an Appetize preview app; the preview sweep finds ${terms.pullRequest}s by it ${INDEX_COMPLETE_MARK}`;
}
/** The label the preview step puts on a pull request it records a preview on. */
const PREVIEW_LABEL = 'appetize-preview';
/** Whether a label's description says that a sweep completed the index. */
function indexComplete(description) {
    return typeof description === 'string' && description.trimEnd().endsWith(INDEX_COMPLETE_MARK);
}
/** Whether a pull request carries the index's label (names compare without regard to case). */
function carriesLabel(labels, label) {
    const wanted = label.toLowerCase();
    return labels.some(name => name.toLowerCase() === wanted);
}
/**
 * True for an adapter's refusal to read its index that the sweep can do without (an answer of
 * 403 or 404, or only of `status` when given): it then scans. A rate limit, a timeout or an
 * unreachable API is not one.
 */
function indexRefused(error, status) {
    if (!(error instanceof _review_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ReviewPlatformError */ .O) || error.kind !== 'status')
        return false;
    return status === undefined
        ? error.status === 403 || error.status === 404
        : error.status === status;
}


/***/ }),

/***/ 8276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ce: () => (/* binding */ ListingCutOffError),
/* harmony export */   QE: () => (/* binding */ isListingCutOff),
/* harmony export */   jF: () => (/* binding */ startListing)
/* harmony export */ });
/* unused harmony export LISTING_LIMITS */
/**
 * The cap every paginated listing stops at: 1,000 pages, and 5 minutes for the whole listing by
 * the host's clock. A server (or a proxy) that keeps naming a next page would otherwise keep a
 * run listing, holding every page in memory, until its job's own timeout. One piece for every
 * listing: the service's apps, each review platform's comments, pull requests and deployments.
 */
/** The caps every listing has: 1,000 pages, 5 minutes. */
const LISTING_LIMITS = { maxPages: 1000, maxMs: 5 * 60_000 };
/** A listing that reached a cap with more pages still to come: nothing may be decided from it. */
class ListingCutOffError extends Error {
    listing;
    cap;
    limits;
    name = 'ListingCutOffError';
    /**
     * @param listing what was listed, e.g. "the notes of merge request !7"
     * @param cap which cap it reached
     * @param limits the caps in force
     */
    constructor(listing, cap, limits) {
        super(cap === 'pages'
            ? `The listing of ${listing} stopped at its cap of ${limits.maxPages.toLocaleString('en-US')} pages, with a next page still named`
            : `The listing of ${listing} stopped at its cap of ${duration(limits.maxMs)} for a whole listing, with a next page still named`);
        this.listing = listing;
        this.cap = cap;
        this.limits = limits;
    }
}
/** True for a ListingCutOffError, or a failure it caused (its `cause`). */
function isListingCutOff(error) {
    return (error instanceof ListingCutOffError ||
        (error instanceof Error && error.cause instanceof ListingCutOffError));
}
/**
 * Starts counting one listing: call `nextPage()` before requesting each page.
 *
 * @param listing what is listed, for the error ("the service's apps")
 * @param now the host's clock, in milliseconds
 * @param limits the caps; LISTING_LIMITS unless a test lowers them
 */
function startListing(listing, now, limits = {}) {
    const caps = { ...LISTING_LIMITS, ...limits };
    const started = now();
    let pages = 0;
    return {
        nextPage() {
            if (pages >= caps.maxPages)
                throw new ListingCutOffError(listing, 'pages', caps);
            if (now() - started >= caps.maxMs)
                throw new ListingCutOffError(listing, 'time', caps);
            pages++;
        }
    };
}
/** "5 minutes", "90 s". */
function duration(ms) {
    const minutes = ms / 60_000;
    return Number.isInteger(minutes)
        ? `${minutes} minute${minutes === 1 ? '' : 's'}`
        : `${Math.round(ms / 1000)} s`;
}


/***/ })

};
;
//# sourceMappingURL=324.index.cjs.js.map