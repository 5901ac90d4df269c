"use strict";
exports.id = 76;
exports.ids = [76,601];
exports.modules = {

/***/ 9413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ closedReason),
/* harmony export */   y: () => (/* binding */ skipClosed)
/* harmony export */ });
/* harmony import */ var _shared_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(820);
/* harmony import */ var _review_review_platform_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(484);
/**
 * A re-run of an earlier run carries that run's event: a `synchronize` payload that says "open"
 * although the pull request has closed since. Its close event has run already, so an app created
 * now would never be deleted. Before creating, the pull request's state is therefore read now
 * (pull-request-head.ts); updating a recorded app needs no such check (the close deletes that
 * app).
 */


/** Why nothing is created for a pull request closed now (a notice, not a failure). */
function closedReason(pullNumber, terms) {
    return `${(0,_review_review_platform_js__WEBPACK_IMPORTED_MODULE_0__/* .pullRequestName */ .Ib)(pullNumber, terms)} is closed now: no preview app is created (a re-run of an earlier push?)`;
}
/** The result of a run that created nothing: `previewAction=skipped`, a notice and its section. */
function skipClosed(pullNumber, host, terms) {
    const reason = closedReason(pullNumber, terms);
    host.notice(`No preview: ${reason}.`, 'Preview skipped');
    return {
        outputs: { previewAction: 'skipped' },
        section: `<h3>Preview skipped</h3>\n<p>No preview: ${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(reason)}.</p>`
    };
}


/***/ }),

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

/***/ 5076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deployPreview: () => (/* binding */ deployPreview)
});

// EXTERNAL MODULE: ./src/shared/failure.ts
var shared_failure = __webpack_require__(8035);
// EXTERNAL MODULE: ./src/features/previews/comment-body.ts
var comment_body = __webpack_require__(1489);
// EXTERNAL MODULE: ./src/features/update-app/device-links.ts
var device_links = __webpack_require__(601);
// EXTERNAL MODULE: ./src/features/step-outputs.ts
var step_outputs = __webpack_require__(8334);
// EXTERNAL MODULE: ./src/features/update-app/update-summary.ts
var update_summary = __webpack_require__(1411);
// EXTERNAL MODULE: ./src/features/previews/closed-pull-request.ts
var closed_pull_request = __webpack_require__(9413);
// EXTERNAL MODULE: ./src/features/previews/preview-record.ts
var preview_record = __webpack_require__(2967);
// EXTERNAL MODULE: ./src/features/previews/pull-request-session.ts
var pull_request_session = __webpack_require__(4403);
// EXTERNAL MODULE: ./src/shared/html.ts
var html = __webpack_require__(820);
// EXTERNAL MODULE: ./src/review/review-platform.ts
var review_platform = __webpack_require__(484);
// EXTERNAL MODULE: ./src/features/previews/review-failures.ts
var review_failures = __webpack_require__(7389);
;// CONCATENATED MODULE: ./src/features/previews/pull-request-head.ts
/**
 * The newest commit wins: a preview run deploys the commit it was started for (the pull request's
 * head then), and checks that it still is the head before it sends the build and again before it
 * writes the comment, the record and the deployment. A run whose pull request moved on is
 * `superseded`: it sends nothing further and writes nothing, and the run of the newer commit
 * deploys the preview. A run cannot take back a build it sent; when the head moved meanwhile, it
 * says that the app may hold the older build until the newer commit's run deploys.
 *
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request (read through the review port)
 */




/**
 * The pull request as it is now (state, head). When it cannot be read the answer is undefined,
 * with a warning: the checks guard against rare overtaking runs, and failing every deploy while
 * the platform stumbles would cost more than an older build shown for one push.
 *
 * @param consequence what the run does without the answer, e.g. "the build is sent as if …"
 */
async function readPullRequestNow(session, host, consequence) {
    try {
        return await session.api.getPullRequest(session.repository, session.number);
    }
    catch (error) {
        host.warning((0,review_failures/* reviewWarning */.dX)(error, consequence), `${(0,pull_request_session/* capitalized */.l2)(session.api.terms.pullRequest)} state unknown`);
        return undefined;
    }
}
/** The moved head, or undefined when the pull request is still at `deployed` (or unknown). */
function movedHead(now, deployed) {
    if (now === undefined || now.headSha.toLowerCase() === deployed.toLowerCase())
        return undefined;
    return { deployed, head: now.headSha };
}
/**
 * The result of a superseded run: `previewAction=superseded` and no other output (no app is
 * provably this run's build), a notice naming both commits (or the record that stands), and,
 * when the build reached the app, a warning that the app may hold it until the newer run deploys.
 *
 * @param appKey the app this run sent its build to (or created and deleted again)
 */
function supersede(session, previewName, by, appKey, host) {
    const { terms } = session.api;
    const pullRequest = (0,review_platform/* pullRequestName */.Ib)(session.number, terms);
    const would = session.dryRun ? ' (dry run)' : '';
    const why = by.kind === 'moved'
        ? `${pullRequest} moved on from commit ${pull_request_head_short(by.moved.deployed)}, which this run deploys, to ${pull_request_head_short(by.moved.head)}`
        : `another run's deploy of preview ${previewName} is recorded in ${terms.comment} ${by.commentId} of ${pullRequest} (runs raced)`;
    const done = by.sent === 'nothing'
        ? 'nothing was sent or written'
        : by.sent === 'created'
            ? `the app this run created (${appKey ?? '?'}) was deleted again, and nothing was written`
            : `the build was sent to app ${appKey ?? '?'}, but no record, ${terms.comment} or deployment was written`;
    const next = by.kind === 'moved' ? `; the run of ${pull_request_head_short(by.moved.head)} deploys the preview` : '';
    const message = `Preview ${previewName} superseded${would}: ${why}; ${done}${next}.`;
    host.notice(message, 'Preview superseded');
    const lines = [`<h3>Preview superseded</h3>`, `<p>${(0,html/* escapeHtml */.ZD)(message)}</p>`];
    if (by.kind === 'moved' && by.sent === 'update') {
        const warning = `App ${appKey ?? '?'} may hold the build of commit ${pull_request_head_short(by.moved.deployed)} until the run of ${pull_request_head_short(by.moved.head)} deploys it.`;
        host.warning(warning, 'Older build sent');
        lines.push(`<p>${(0,html/* escapeHtml */.ZD)(warning)}</p>`);
    }
    return { outputs: { previewAction: 'superseded' }, section: lines.join('\n') };
}
/** The first 7 hex digits of a commit. */
function pull_request_head_short(sha) {
    return sha.slice(0, 7);
}

;// CONCATENATED MODULE: ./src/features/previews/deploy-claim.ts
/**
 * The last checks of a preview run, after the build was sent and before anything is written: the
 * comments are read again, then the pull request's head. The run writes its record only when
 *
 * - the pull request is still at the commit it deploys (else a newer commit's run deploys it);
 * - for an update, its comment still records the app it updated, with no deploy newer than its
 *   own (a record is never replaced by a record of an older deploy);
 * - for an app it created, no older record of the preview exists and its comment still holds
 *   the "deploying" record it wrote (else another run raced it and is the preview).
 *
 * Otherwise it is superseded: it writes nothing, and an app it created is deleted again, since no
 * record would ever name it.
 */





/**
 * Checks that the run may write its record.
 *
 * @returns undefined when it may; else the superseded run's result (nothing written)
 * @throws ActionFailure when an app the run created cannot be deleted again
 */
async function claimRecord(session, operation, sent, context) {
    const standing = context.dryRun
        ? undefined
        : await standingRecord(session, operation, sent, context);
    const now = await readPullRequestNow(session, context.host, `the record is written as if the ${session.api.terms.pullRequest} were still at the commit this run deploys`);
    const moved = movedHead(now, operation.target.pullRequest.headSha);
    const kind = sent.created ? 'created' : 'update';
    const by = moved
        ? { kind: 'moved', moved, sent: kind }
        : standing === undefined
            ? undefined
            : { kind: 'recorded', commentId: standing.comment.id, sent: kind };
    if (by === undefined)
        return undefined;
    const olderStands = standing !== undefined && sent.comment !== undefined && standing.comment.id < sent.comment.id;
    if (sent.created)
        await deleteCreated(session, sent, olderStands, context);
    return supersede(session, operation.previewName, by, sent.app.publicKey, context.host);
}
/**
 * The record that stands against this run's, read afresh: another run's, older or newer, or the
 * comment's own record when it no longer is this run's; undefined when the run's record may be
 * written (or the comments cannot be read: a warning, and the record is written as before).
 */
async function standingRecord(session, operation, sent, { host }) {
    let comments;
    try {
        comments = await session.api.listIssueComments(session.repository, session.number);
    }
    catch (error) {
        host.warning((0,review_failures/* reviewWarning */.dX)(error, 'the record is written without checking for a run that raced this one'), `${(0,pull_request_session/* capitalized */.l2)(session.api.terms.comment)}s not read`);
        return undefined;
    }
    const { signed } = (0,preview_record/* findRecords */.gP)(comments, session.login, session.recordKey, operation.previewName);
    const own = sent.comment;
    const mine = own && signed.find(found => found.comment.id === own.id);
    if (sent.created) {
        const older = own && signed.find(found => found.comment.id < own.id);
        if (older)
            return older;
        // Another run wrote its own "deploying" record (or its app) into the comment since.
        if (own && mine?.comment.body !== own.body)
            return mine ?? { comment: own, record: placeholder(operation) };
        return undefined;
    }
    if (own === undefined)
        return undefined;
    // A race clean-up removed this run's comment: the oldest record is the preview.
    if (mine === undefined)
        return signed[0] ?? { comment: own, record: placeholder(operation) };
    const ownDeploy = Math.floor(sent.startedAt / 1000) * 1000;
    const newer = mine.record.publicKey !== sent.app.publicKey || (mine.record.deployedAt ?? 0) > ownDeploy;
    return newer ? mine : undefined;
}
/** A record standing for a comment that no longer holds one. */
function placeholder(operation) {
    return { kind: 'preview', previewName: operation.previewName, publicKey: undefined };
}
/**
 * Deletes the app the run created, which no record will name; and its "deploying" comment when
 * the run wrote that comment and another, older record is the preview (another run may have
 * taken over a comment it found, so such a comment stays).
 */
async function deleteCreated(session, sent, olderStands, { client, host }) {
    const key = sent.app.publicKey;
    try {
        await client.deleteApp(key);
    }
    catch (error) {
        const failure = error instanceof shared_failure/* ActionFailure */.dR ? error : undefined;
        throw new shared_failure/* ActionFailure */.dR(failure?.kind ?? 'unexpected', `${failure?.message ?? String(error)} App ${key} was created by this run, which was superseded, and no record names it.`, `Delete app ${key} on the dashboard; the preview's own app is the one its comment links.`);
    }
    if (!olderStands || !sent.createdComment || sent.comment === undefined)
        return;
    try {
        await session.api.deleteComment(session.repository, session.number, sent.comment.id);
    }
    catch (error) {
        host.warning((0,review_failures/* reviewWarning */.dX)(error, `${session.api.terms.comment} ${sent.comment.id} still says the preview is being deployed`), `${(0,pull_request_session/* capitalized */.l2)(session.api.terms.comment)} not deleted`);
    }
}

;// CONCATENATED MODULE: ./src/features/previews/raced-records.ts



/** True for a record whose run is still creating its app ("deploying", no app yet). */
function isDeploying({ comment, record }) {
    return record.publicKey === undefined && comment.body.includes('(deploying)');
}
/**
 * Deletes the apps and comments of every record but the oldest (`found[0]`), except those still
 * deploying; never the app the oldest names (a record naming it only loses its comment), and each
 * other app once however many records name it. Says so in a warning.
 *
 * @param found the preview's signed records, oldest comment first
 * @returns the job summary's paragraph about it; '' when there was one record
 */
async function settleRaces(session, previewName, found, context) {
    const { host, dryRun } = context;
    const term = session.api.terms.comment;
    const [kept, ...others] = found;
    const raced = others.filter(other => !isDeploying(other));
    if (kept === undefined || raced.length === 0)
        return '';
    const keptApp = kept.record.publicKey;
    // Each app's delete, once: true when it is gone (or would be, in a dry run).
    const deleted = new Map();
    const removed = [];
    for (const { comment, record } of raced) {
        const app = record.publicKey;
        if (app !== undefined && app === keptApp) {
            host.warning(`${(0,pull_request_session/* capitalized */.l2)(term)} ${comment.id} holds a copy of the record of preview ${previewName}, naming its app ${app} (another workflow posted it under the same identity, or a run re-posted it): only the ${term} ${dryRun ? 'would be' : 'is'} deleted; app ${app} stays the preview.`, 'Copied record');
        }
        else if (app !== undefined) {
            if (!deleted.has(app))
                deleted.set(app, await deleteRacedApp(app, comment, context));
            // The record stays while its app does, so that a later run (or the close) deletes it.
            if (deleted.get(app) !== true)
                continue;
        }
        await deleteComment(session, comment, context);
        removed.push(app === undefined
            ? `${term} ${comment.id}`
            : app === keptApp
                ? `${term} ${comment.id} (a copy of the record; app ${app} stays)`
                : `app ${app} and ${term} ${comment.id}`);
    }
    const keptText = keptApp === undefined ? '' : `app ${keptApp} in `;
    const copiesOnly = keptApp !== undefined && raced.every(({ record }) => record.publicKey === keptApp);
    const why = copiesOnly ? 'its record was copied' : 'runs raced past each other';
    const message = `${found.length} ${term}s recorded preview ${previewName} (${why}): ${keptText}${term} ${kept.comment.id}, the oldest, is the preview; ${removed.length === 0 ? 'nothing else could be deleted' : `${removed.join(', ')} ${dryRun ? 'would be' : 'were'} deleted`}.`;
    host.warning(message, 'Several records');
    return `<p>${(0,html/* escapeHtml */.ZD)(message)}</p>`;
}
/** Deletes a raced record's app; false (and a warning) when that failed. */
async function deleteRacedApp(app, comment, { client, host }) {
    try {
        await client.deleteApp(app);
        return true;
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        host.warning(`Deleting app ${app} of a raced record (comment ${comment.id}) failed: ${reason} Its comment is kept, so that a later run or the close deletes it.`, 'Raced app not deleted');
        return false;
    }
}
async function deleteComment(session, comment, { host }) {
    try {
        await session.api.deleteComment(session.repository, session.number, comment.id);
    }
    catch (error) {
        host.warning((0,review_failures/* reviewWarning */.dX)(error, `${session.api.terms.comment} ${comment.id} of a raced record stays`), `${(0,pull_request_session/* capitalized */.l2)(session.api.terms.comment)} not deleted`);
    }
}

// EXTERNAL MODULE: ./src/features/previews/comment-content.ts
var comment_content = __webpack_require__(968);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/review/review-error.ts
var review_error = __webpack_require__(5209);
;// CONCATENATED MODULE: ./src/features/previews/preview-comment.ts
/**
 * The record of a preview in the sticky comment, as deploying it uses it: found in the token's
 * own comments, written before an app is created ("deploying"), and written with the app after.
 */






/** Reads the pull request's comments; without them nothing can be decided: a failure. */
async function openPreviewSession(context, operation) {
    try {
        return await (0,pull_request_session/* openSession */.fA)(context, operation.target);
    }
    catch (error) {
        throw (0,review_failures/* reviewFailure */.TR)(error, 'without the record no app was created or updated');
    }
}
/**
 * The preview's record: the oldest own comment for its name. Several only when runs raced (the
 * others are settled by raced-records.ts once the run goes ahead).
 */
function findPreview(session, operation, { host }) {
    const records = (0,pull_request_session/* signedPreviewRecords */.rg)(session, operation.previewName, host);
    const [first] = records;
    if (!first)
        return { records };
    return { comment: first.comment, publicKey: first.record.publicKey, records };
}
/**
 * Writes the record before an app is created, so that an app is created only when it can be
 * recorded.
 *
 * @throws ActionFailure when the comment cannot be written: nothing was created
 */
async function reserveRecord(session, comment, operation) {
    try {
        const body = (0,comment_body/* renderPendingCommentBody */.p_)(operation.previewName, operation.target.runUrl, session.recordKey, (0,external_node_crypto_.randomUUID)(), session.api.terms);
        return await (0,pull_request_session/* writeComment */.HF)(session, comment, body);
    }
    catch (error) {
        throw (0,review_failures/* reviewFailure */.TR)(error, 'the preview could not be recorded, so no app was created');
    }
}
/**
 * Writes the comment with the app. For an update a failure is a warning (the record stands); for
 * a new app it fails the step, naming the app nothing records.
 */
async function recordApp(session, comment, body, app, created, { host }) {
    try {
        // Once an app exists, its record must be written: a passing GitHub failure is retried
        // (editing a comment twice leaves the same comment).
        return created
            ? await withRetries(() => (0,pull_request_session/* writeComment */.HF)(session, comment, body), host)
            : await (0,pull_request_session/* writeComment */.HF)(session, comment, body);
    }
    catch (error) {
        if (created) {
            const failure = (0,review_failures/* reviewFailure */.TR)(error, `app ${app.publicKey} was created but is not recorded, so nothing will update or delete it`);
            throw new shared_failure/* ActionFailure */.dR(failure.kind, failure.message, `Delete app ${app.publicKey} on the dashboard before the next run, which creates a new app and records it.`);
        }
        host.warning((0,review_failures/* reviewWarning */.dX)(error, `app ${app.publicKey} was updated, but the ${session.api.terms.comment} shows the previous deploy`), `${(0,pull_request_session/* capitalized */.l2)(session.api.terms.comment)} not updated`);
        return comment;
    }
}
/** Attempts at writing the record of an app just created, the first included. */
const RECORD_ATTEMPTS = 4;
/**
 * Runs a GitHub write again after a failure that may pass (5xx, 429, a timeout or a dropped
 * connection), waiting 1, 2, 4 seconds; any other failure is thrown at once.
 */
async function withRetries(write, host) {
    for (let attempt = 1;; attempt++) {
        try {
            return await write();
        }
        catch (error) {
            const passing = error instanceof review_error/* ReviewPlatformError */.O &&
                (error.kind === 'unreachable' ||
                    error.kind === 'timed-out' ||
                    (error.status !== undefined && (error.status >= 500 || error.status === 429)));
            if (!passing || attempt >= RECORD_ATTEMPTS)
                throw error;
            const waitMs = 1000 * 2 ** (attempt - 1);
            host.info(`Writing the record failed (${error.message}); trying again in ${waitMs / 1000} s.`);
            await host.sleep(waitMs);
        }
    }
}

// EXTERNAL MODULE: ./src/features/previews/preview-deployments.ts
var preview_deployments = __webpack_require__(8176);
// EXTERNAL MODULE: ./src/features/update-app/update-app.ts
var update_app = __webpack_require__(8796);
;// CONCATENATED MODULE: ./src/features/previews/deploy-preview.ts
/**
 * Creates or updates the pull request's preview app for one `previewName`, and keeps its record
 * in the sticky comment: the app the record names is updated; without a record, or when the
 * recorded app is gone (404), an app is created (`POST {v1}/apps`) and recorded. The record is
 * written first ("deploying"), so that no app is created that could not be recorded; and nothing
 * is created for a pull request that is closed now (a re-run of an earlier push). The newest
 * commit wins: a run whose pull request moved on, or that another run raced, is superseded
 * (pull-request-head.ts, deploy-claim.ts).
 *
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 * https://docs.appetize.io/rest-api (Create new app, Get a Single App)
 */













/**
 * The `deploy-preview` handler (its title is in src/app/registry.ts). Sets the app's outputs, `previewAction`
 * (`created`, `updated`, `skipped` for a pull request closed now, or `superseded` alone),
 * `commentUrl` and `deviceLinks`; its summary section is the comment.
 */
const deployPreview = {
    async run(operation, context) {
        const { host, endpoints } = context;
        const session = await openPreviewSession(context, operation);
        const found = findPreview(session, operation, context);
        const upload = await (0,update_app/* uploadBody */.E3)(operation, context);
        const now = await readPullRequestNow(session, host, `the build is sent as if the ${session.api.terms.pullRequest} were open at the commit this run deploys`);
        if (found.publicKey === undefined && now?.state === 'closed') {
            return (0,closed_pull_request/* skipClosed */.y)(session.number, host, session.api.terms);
        }
        const moved = movedHead(now, operation.target.pullRequest.headSha);
        if (moved) {
            const by = { kind: 'moved', moved, sent: 'nothing' };
            return supersede(session, operation.previewName, by, undefined, host);
        }
        const raced = await settleRaces(session, operation.previewName, found.records, context);
        // The record's deploy time: when this build began to be sent (deploy-claim.ts compares it).
        const startedAt = host.now();
        let comment = found.comment;
        let app = found.publicKey === undefined
            ? undefined
            : await update(found.publicKey, operation, upload, context);
        const created = app === undefined;
        if (app === undefined) {
            if (found.publicKey !== undefined && now?.state === 'closed') {
                return (0,closed_pull_request/* skipClosed */.y)(session.number, host, session.api.terms);
            }
            comment = await reserveRecord(session, comment, operation);
            host.info(`POST ${context.client.createRequest(operation.fields).url}: a new ${operation.platform} app`);
            app = await context.client.createApp(operation.fields, upload);
            host.info(context.dryRun
                ? `Dry run: no app is recorded for preview ${operation.previewName}: one would be created.`
                : `Created app ${app.publicKey} (versionCode ${app.versionCode ?? '?'}).`);
        }
        const sent = {
            app,
            created,
            comment,
            createdComment: created && found.comment === undefined,
            startedAt
        };
        const outputs = {
            ...(0,step_outputs/* appOutputs */.yh)(endpoints, app),
            previewAction: created ? 'created' : 'updated'
        };
        // A dry run's new app has no page from the service yet: no links, and nothing to warn of.
        const links = (0,device_links.deviceLinks)(outputs.appUrl ?? '', operation, context.dryRun ? { warning: () => { } } : host);
        if (operation.devices.length > 0)
            outputs.deviceLinks = (0,device_links.deviceLinksOutput)(links);
        // The deploy time lets a sweep measure previewTtl; the environment lets it find the
        // deployments (a sweep step has no deploymentEnvironment input).
        const record = {
            kind: 'preview',
            previewName: operation.previewName,
            publicKey: app.publicKey,
            deployedAt: startedAt,
            environment: operation.deploymentEnvironment
        };
        const deployed = { record: app, appUrl: outputs.appUrl ?? '' };
        const content = (0,comment_content/* commentContent */.Po)(record, deployed, {
            target: operation.target,
            deviceLinks: links,
            reportedApp: await (0,comment_content/* readReportedApp */.NM)(context, app.publicKey, session.api.terms.comment),
            build: (0,update_summary/* describeBuild */.S)(operation.fields, operation.build),
            now: host.now(),
            terms: session.api.terms,
            scrub: context.scrub
        });
        // Checked last, so that nothing slow stands between the check and the write.
        const superseded = await claimRecord(session, operation, sent, context);
        if (superseded)
            return withRaced(raced, superseded);
        const written = await recordApp(session, comment, (0,comment_body/* renderCommentBody */.yX)(content, session.recordKey), app, created, context);
        if (written)
            outputs.commentUrl = written.htmlUrl;
        if (operation.deploymentEnvironment !== undefined) {
            await (0,preview_deployments/* recordDeployment */.d)(session, {
                environment: operation.deploymentEnvironment,
                previewName: operation.previewName,
                sha: operation.target.pullRequest.headSha,
                appUrl: outputs.appUrl ?? '',
                runUrl: operation.target.runUrl
            }, host);
        }
        const section = `${raced}${(0,comment_content/* markdownSection */.dT)((0,comment_body/* renderCommentMarkdown */.HK)(content))}`;
        return { outputs, section, app: deployed };
    }
};
/** A result with the summary's paragraph about raced records ('' for none) before its section. */
function withRaced(racedSection, result) {
    return racedSection === ''
        ? result
        : {
            ...result,
            section: `${racedSection}
${result.section}`
        };
}
/**
 * Updates the recorded app; undefined when it no longer exists (deleted by hand): the caller
 * creates a new one and replaces the record.
 */
async function update(publicKey, operation, upload, context) {
    context.host.info(`POST ${context.client.appUrl(publicKey)}: the recorded app`);
    try {
        return await (0,update_app/* sendUpdate */.IS)({ publicKey, fields: operation.fields }, upload, context);
    }
    catch (error) {
        if (!(error instanceof shared_failure/* ActionFailure */.dR) || error.kind !== 'not-found')
            throw error;
        context.host.warning(`The recorded app ${publicKey} no longer exists (404): a new app is created and the record replaced.`, 'Preview app gone');
        return undefined;
    }
}


/***/ }),

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
//# sourceMappingURL=76.index.cjs.js.map