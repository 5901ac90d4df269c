"use strict";
exports.id = 267;
exports.ids = [267];
exports.modules = {

/***/ 8176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ retireDeployments),
/* harmony export */   d: () => (/* binding */ recordDeployment)
/* harmony export */ });
/* harmony import */ var _review_failures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7389);

/**
 * Records a successful deployment of the preview and retires the one it replaces (the same
 * preview's newest earlier deployment; older ones were retired by their successors).
 */
async function recordDeployment(session, deployment, host) {
    const { api, repository } = session;
    if (!api.deployments)
        return;
    try {
        const created = await api.createDeployment(repository, newDeployment(session, deployment));
        await api.setDeploymentStatus(repository, created.id, {
            state: 'success',
            environmentUrl: deployment.appUrl || undefined,
            logUrl: deployment.runUrl || undefined,
            description: `Preview ${deployment.previewName} deployed`
        });
        const earlier = (await api.listDeployments(repository, { environment: deployment.environment }))
            .filter(other => other.id !== created.id)
            .find(other => isOf(other, session.number, deployment.previewName));
        if (earlier) {
            await api.setDeploymentStatus(repository, earlier.id, { state: 'inactive' });
        }
        host.info(session.dryRun
            ? `Dry run: a deployment to ${deployment.environment} would be recorded.`
            : `Deployment ${created.id} to ${deployment.environment} recorded.`);
    }
    catch (error) {
        host.warning((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_0__/* .reviewWarning */ .dX)(error, session.dryRun
            ? 'the dry run cannot show every deployment request'
            : 'the preview was deployed, but the pull request shows no deployment'), 'Deployment not recorded');
    }
}
/**
 * Marks every deployment of the pull request's preview inactive (all previews when
 * `previewName` is undefined), then deletes them, so that the pull request and the
 * Environments page do not fill up with retired previews (GitHub deletes only inactive ones:
 * https://docs.github.com/rest/deployments/deployments#delete-a-deployment).
 *
 * @returns how many deployments there were
 */
async function retireDeployments(session, environment, previewName, host) {
    const { api, repository } = session;
    if (!api.deployments)
        return 0;
    try {
        const deployments = await deploymentsOf(session, environment, previewName);
        for (const deployment of deployments) {
            await api.setDeploymentStatus(repository, deployment.id, { state: 'inactive' });
            await api.deleteDeployment(repository, deployment.id);
        }
        const done = session.dryRun
            ? 'would be marked inactive and deleted'
            : 'marked inactive and deleted';
        host.info(`${deployments.length} deployment(s) in ${environment} ${done}.`);
        return deployments.length;
    }
    catch (error) {
        host.warning((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_0__/* .reviewWarning */ .dX)(error, session.dryRun
            ? 'the dry run cannot show which deployments would be marked inactive'
            : 'the preview was removed, but its deployments may still show (as active, or inactive)'), 'Deployment not retired');
        return 0;
    }
}
/**
 * The deployments in `environment` of the pull request's preview (of all its previews when
 * `previewName` is undefined).
 */
async function deploymentsOf(session, environment, previewName) {
    const deployments = await session.api.listDeployments(session.repository, { environment });
    return deployments.filter(deployment => isOf(deployment, session.number, previewName));
}
function newDeployment(session, deployment) {
    return {
        ref: deployment.sha,
        environment: deployment.environment,
        description: `Appetize preview ${deployment.previewName} of pull request #${session.number}`,
        transient: true,
        payload: { pullRequest: session.number, previewName: deployment.previewName }
    };
}
function isOf(deployment, pullRequest, previewName) {
    const { payload } = deployment;
    return (payload.pullRequest === pullRequest &&
        (previewName === undefined || payload.previewName === previewName));
}


/***/ }),

/***/ 267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sweepPreviews: () => (/* binding */ sweepPreviews)
});

// EXTERNAL MODULE: ./src/shared/failure.ts
var failure = __webpack_require__(8035);
// EXTERNAL MODULE: ./src/review/review-platform.ts
var review_platform = __webpack_require__(484);
// EXTERNAL MODULE: ./src/features/previews/comment-body.ts
var comment_body = __webpack_require__(1489);
// EXTERNAL MODULE: ./src/features/previews/preview-deployments.ts
var preview_deployments = __webpack_require__(8176);
// EXTERNAL MODULE: ./src/features/previews/pull-request-session.ts
var pull_request_session = __webpack_require__(4403);
// EXTERNAL MODULE: ./src/features/previews/review-failures.ts
var review_failures = __webpack_require__(7389);
// EXTERNAL MODULE: ./src/features/previews/preview-record.ts
var preview_record = __webpack_require__(2967);
;// CONCATENATED MODULE: ./src/features/previews/sweep-findings.ts

/** Closed pull requests updated longer ago than this are not read (their previews were removed then). */
const CLOSED_WINDOW_MS = 90 * 24 * 3_600_000;
/**
 * Reads the pull requests and their records, and judges each record.
 *
 * @throws ReviewPlatformError when a list cannot be read: nothing has been changed then
 */
async function findSweptPreviews(api, operation, { apiToken, host }) {
    const { repository } = operation;
    const now = host.now();
    const login = await api.whoAmI();
    const pullRequests = await listPullRequests(api, repository, now);
    host.info(`Read ${pullRequests.length} ${api.terms.pullRequest}(s) of ${repository.owner}/${repository.repo}; records count only from ${login}.`);
    const toRemove = [];
    const kept = [];
    const deploying = [];
    const untrusted = [];
    const recordedApps = new Set();
    for (const pullRequest of pullRequests) {
        const comments = await api.listIssueComments(repository, pullRequest.number);
        const recordKey = {
            secret: apiToken,
            repositoryId: repository.id,
            pullRequestNumber: pullRequest.number
        };
        const found = (0,preview_record/* findRecords */.gP)(comments, login, recordKey);
        for (const { record } of found.untrusted) {
            if (record.publicKey !== undefined)
                recordedApps.add(record.publicKey);
            untrusted.push({
                pullRequest: pullRequest.number,
                previewName: record.previewName,
                publicKey: record.publicKey
            });
        }
        for (const { comment, record } of found.signed) {
            // A create's answer was lost between writing "deploying" and recording the app.
            if (record.publicKey === undefined && comment.body.includes('(deploying)')) {
                deploying.push({ pullRequest, previewName: record.previewName, since: comment.updatedAt });
            }
        }
        for (const preview of newestRecords(found.signed, pullRequest, recordKey)) {
            recordedApps.add(preview.record.publicKey);
            const verdict = judge(preview, operation, now);
            if (verdict.remove)
                toRemove.push({ ...preview, reason: verdict.reason });
            else
                kept.push({ ...preview, reason: verdict.reason });
        }
    }
    return { login, pullRequests, toRemove, kept, deploying, untrusted, recordedApps };
}
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
        const lastDeployAt = record.deployedAt ?? Date.parse(comment.updatedAt);
        const key = `${record.previewName}\n${publicKey}`;
        const seen = newest.get(key);
        // A time that does not parse (NaN) never expires (see judge), so it counts as the newest;
        // the oldest comment wins a tie.
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
/** True when deploy time `a` is newer than `b`; a time that does not parse is newest. */
function newerThan(a, b) {
    if (Number.isNaN(b))
        return false;
    return Number.isNaN(a) || a > b;
}
/** Whether a recorded preview goes, and why: the label keeps it, a close or the TTL removes it. */
function judge(preview, operation, now) {
    const label = operation.keepLabel.toLowerCase();
    if (preview.pullRequest.labels.some(name => name.toLowerCase() === label)) {
        return { remove: false, reason: 'labelled' };
    }
    if (preview.pullRequest.state === 'closed')
        return { remove: true, reason: 'closed' };
    if (operation.ttlMs === undefined)
        return { remove: false, reason: 'open' };
    // A time that does not parse (a comment GitHub dated oddly) never expires.
    return now - preview.lastDeployAt > operation.ttlMs
        ? { remove: true, reason: 'expired' }
        : { remove: false, reason: 'recently deployed' };
}
/**
 * Every open pull request, and the closed ones updated in the last 90 days: the list of all by
 * last update, newest first, up to the first one older than that; then the open ones among the
 * older, oldest first, up to the first newer one (a pull request nobody touched for months is
 * exactly one whose preview expired). Not the search API: its rate limit (30 a minute) and
 * index lag would miss fresh closes.
 */
async function listPullRequests(api, repository, now) {
    const since = now - CLOSED_WINDOW_MS;
    const recent = await api.listPullRequests(repository, { state: 'all', direction: 'desc' }, pullRequest => pullRequest.updatedAt < since);
    const older = await api.listPullRequests(repository, { state: 'open', direction: 'asc' }, pullRequest => pullRequest.updatedAt >= since);
    const seen = new Set(recent.map(pullRequest => pullRequest.number));
    return [...recent, ...older.filter(pullRequest => !seen.has(pullRequest.number))];
}

// EXTERNAL MODULE: ./src/shared/html.ts
var html = __webpack_require__(820);
;// CONCATENATED MODULE: ./src/features/previews/sweep-report.ts
/**
 * What a sweep reports besides its removals: apps on the service that look like previews of this
 * repository but that no record holds (reported, never deleted), and the job summary.
 *
 * https://docs.appetize.io/rest-api (Get All Apps - Paginated)
 */




/**
 * The apps whose note is the default preview note of this repository (`owner/repo#12 @ 1a2b3c4`,
 * or `group/project!12 @ 1a2b3c4` in the platform's `terms`: what a preview step writes when the
 * workflow gives no note) that no record names. The list's published schema does not name
 * `note`: when no app of the answer carries one, nothing can be matched, and the report says so. Reading fails softly: a warning, and nothing is matched.
 */
async function findUnrecordedApps(client, repository, findings, host, terms = review_platform/* DEFAULT_TERMS */.ci) {
    let apps;
    try {
        apps = await client.listApps();
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        host.warning(`Listing the service's apps failed: ${reason} The sweep went on; apps that no record holds are not reported.`, 'Apps not listed');
        return { matched: false, why: "the service's app list could not be read (see the warning)" };
    }
    if (apps.length > 0 && apps.every(app => app.note === undefined)) {
        return {
            matched: false,
            why: `the service's app list carries no notes, so its apps could not be matched to ${terms.pullRequest}s`
        };
    }
    const prefix = `${repository.owner}/${repository.repo}${terms.numberPrefix}`.toLowerCase();
    const unrecorded = apps.flatMap(({ publicKey, note }) => note !== undefined &&
        note.toLowerCase().startsWith(prefix) &&
        /^\d{1,10} @ [0-9a-f]{7}$/.test(note.slice(prefix.length)) &&
        !findings.recordedApps.has(publicKey)
        ? [{ publicKey, note }]
        : []);
    return { matched: true, apps: unrecorded };
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
/** The job summary of a sweep: what it read, removed, kept and why, and the possible leaks. */
function renderSweepSummary(operation, findings, unrecorded, dryRun, terms = review_platform/* DEFAULT_TERMS */.ci) {
    const { owner, repo } = operation.repository;
    const term = terms.pullRequest;
    const ttl = operation.ttl === '' ? undefined : ttlInWords(operation.ttl);
    const time = (ms) => Number.isFinite(ms) ? `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '—';
    const row = (cells) => `<tr>${cells.map(cell => `<td>${cell}</td>`).join('')}</tr>`;
    const table = (head, rows) => `<table><tr>${head.map(cell => `<th>${cell}</th>`).join('')}</tr>${rows.join('')}</table>`;
    const head = [(0,pull_request_session/* capitalized */.l2)(term), 'Preview', 'App', 'Why'];
    const lines = [
        `<h3>Preview sweep${dryRun ? ' (dry run: nothing was removed)' : ''}</h3>`,
        `<p>Read ${findings.pullRequests.length} ${(0,html/* escapeHtml */.ZD)(term)}(s) of ${(0,html/* escapeHtml */.ZD)(`${owner}/${repo}`)} (every open one, and the closed ones updated in the last ${CLOSED_WINDOW_MS / 86_400_000} days): ${findings.toRemove.length + findings.kept.length} preview app(s) recorded. ${ttl === undefined ? `No previewTtl: previews of open ${(0,html/* escapeHtml */.ZD)(term)}s never expire.` : `previewTtl: ${(0,html/* escapeHtml */.ZD)(ttl)} without a deploy.`}</p>`
    ];
    lines.push(`<h4>${dryRun ? 'Would remove' : 'Removed'}: ${findings.toRemove.length}</h4>`);
    if (findings.toRemove.length > 0) {
        const rows = findings.toRemove.map(({ pullRequest, record, reason, lastDeployAt }) => row([
            (0,html/* escapeHtml */.ZD)(`${terms.numberPrefix}${pullRequest.number}`),
            (0,html/* escapeHtml */.ZD)(record.previewName),
            (0,html/* escapeHtml */.ZD)(record.publicKey),
            reason === 'closed'
                ? pullRequest.merged
                    ? 'merged'
                    : 'closed'
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
        ...findings.deploying.map(({ pullRequest, previewName, since }) => `<li>${(0,html/* escapeHtml */.ZD)((0,pull_request_session/* capitalized */.l2)((0,review_platform/* pullRequestName */.Ib)(pullRequest.number, terms)))}: preview ${(0,html/* escapeHtml */.ZD)(previewName)} was being created when its run stopped (${(0,html/* escapeHtml */.ZD)(since)}), and no app was recorded. Look on the dashboard for an app whose note names ${(0,html/* escapeHtml */.ZD)((0,review_platform/* pullRequestReference */.cb)(operation.repository, pullRequest.number, terms))}, delete it by hand, then deploy the preview again (push a commit).</li>`),
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
 * the guard rail (`sweepMaxDeletes`) stops a sweep before its first removal.
 *
 * https://docs.appetize.io/rest-api (Deletes an app)
 * https://docs.github.com/rest/deployments/deployments#delete-a-deployment
 */









/** The `sweep-previews` handler. Sets `sweptPreviews`; its summary section is the sweep's report. */
const sweepPreviews = {
    run: (operation, context) => sweep(operation, context)
};
async function sweep(operation, context) {
    const { host, dryRun } = context;
    let api;
    let findings;
    try {
        api = await context.reviewPlatform();
        findings = await findSweptPreviews(api, operation, context);
    }
    catch (error) {
        throw (0,review_failures/* reviewFailure */.TR)(error, 'nothing was removed');
    }
    warnUntrusted(findings, context);
    const unrecorded = await findUnrecordedApps(context.client, operation.repository, findings, host, api.terms);
    // The job summary lists them too; a terminal has none, so the log says it.
    for (const { publicKey, note } of unrecorded.matched ? unrecorded.apps : []) {
        host.info(`App ${publicKey} (note “${note}”) names a ${api.terms.pullRequest} of this repository, but no record holds it: reported, never deleted. Check it on the dashboard.`);
    }
    for (const { pullRequest, record, reason } of findings.toRemove) {
        host.info(`${dryRun ? 'Would remove' : 'To remove'}: preview ${record.previewName} (app ${record.publicKey}) of ${(0,review_platform/* pullRequestName */.Ib)(pullRequest.number, api.terms)}: ${reason}.`);
    }
    const count = findings.toRemove.length;
    if (count > operation.maxDeletes) {
        const found = (0,message/* message */.iU) `The sweep found ${count} previews to remove, more than ${(0,message/* input */.hF)('sweepMaxDeletes')} (${operation.maxDeletes})`;
        const advice = (0,message/* message */.iU) `Check the previews listed in the log; if they are right, set ${(0,message/* input */.hF)('sweepMaxDeletes')} to ${count} or more for one run.`;
        if (!dryRun)
            throw new failure/* ActionFailure */.dR('guard-rail', (0,message/* message */.iU) `${found}: it removed none.`, advice);
        host.warning((0,message/* message */.iU) `${found}: a sweep would stop before removing any. ${advice}`, 'Guard rail');
    }
    const swept = [];
    for (const preview of findings.toRemove) {
        const { pullRequest, record, reason } = preview;
        // In a dry run the clients record the removal's writes instead of sending them.
        await remove(preview, api, operation, context);
        swept.push({
            pullRequest: pullRequest.number,
            previewName: record.previewName,
            publicKey: record.publicKey,
            reason
        });
    }
    host.info(`${dryRun ? 'Dry run: would remove' : 'Removed'} ${swept.length} preview(s); kept ${findings.kept.length}.`);
    return {
        outputs: { sweptPreviews: JSON.stringify(swept) },
        section: renderSweepSummary(operation, findings, unrecorded, dryRun, api.terms),
        // What a sweep would remove is what its dry run is for.
        describesDryRun: true
    };
}
/**
 * Removes one preview as a close does. The app's delete must succeed (a failure stops the sweep,
 * naming what was removed before in the log); the comment and the deployments are best effort.
 */
async function remove(preview, api, operation, { client, host, dryRun }) {
    const { pullRequest, record, comment, copies, recordKey, reason } = preview;
    const result = await client.deleteApp(record.publicKey);
    const done = dryRun ? 'Would delete' : result === 'deleted' ? 'Deleted' : 'Already gone (404):';
    host.info(`${done} app ${record.publicKey} (preview ${record.previewName} of ${(0,review_platform/* pullRequestName */.Ib)(pullRequest.number, api.terms)}, ${reason}).`);
    const body = (0,comment_body/* renderRemovedCommentBody */.So)({
        previewName: record.previewName,
        publicKey: record.publicKey,
        merged: pullRequest.merged,
        removedAt: new Date(host.now()),
        expiredAfter: reason === 'expired' ? ttlInWords(operation.ttl) : undefined,
        terms: api.terms
    }, recordKey);
    // Each comment naming the app says it was removed, so that no later sweep finds it again.
    for (const each of [comment, ...copies]) {
        try {
            await api.updateComment(operation.repository, pullRequest.number, each.id, body);
        }
        catch (error) {
            host.warning((0,review_failures/* reviewWarning */.dX)(error, `the preview was removed, but its ${api.terms.comment} still shows it`), `${(0,pull_request_session/* capitalized */.l2)(api.terms.comment)} not updated`);
        }
    }
    if (record.environment !== undefined) {
        const session = sessionOf(preview, api, operation, '', dryRun);
        await (0,preview_deployments/* retireDeployments */.E)(session, record.environment, record.previewName, host);
    }
}
/** What the deployment functions need of a pull request (its comments are not read again). */
function sessionOf({ pullRequest, recordKey }, api, operation, login, dryRun) {
    const { owner, repo } = operation.repository;
    return {
        api,
        repository: { owner, repo },
        number: pullRequest.number,
        login,
        comments: [],
        recordKey,
        dryRun
    };
}
/** One warning for the records a sweep left alone for want of a valid signature. */
function warnUntrusted(findings, { host }) {
    if (findings.untrusted.length === 0)
        return;
    const listed = findings.untrusted
        .map(({ pullRequest, previewName, publicKey }) => `#${pullRequest} ${previewName}${publicKey === undefined ? '' : ` (app ${publicKey})`}`)
        .join(', ');
    host.warning((0,message/* message */.iU) `${findings.untrusted.length} record(s) by ${findings.login} carry no valid signature of this ${(0,message/* input */.hF)('apiToken')} (another run wrote them under the same identity, or an earlier ${(0,message/* input */.hF)('apiToken')} did): ${listed}. They and their apps were left alone.`, 'Record not trusted');
}


/***/ })

};
;
//# sourceMappingURL=267.index.cjs.js.map