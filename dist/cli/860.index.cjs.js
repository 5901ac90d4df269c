"use strict";
exports.id = 860;
exports.ids = [860,601];
exports.modules = {

/***/ 9413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ closedReason),
/* harmony export */   y: () => (/* binding */ skipClosed)
/* harmony export */ });
/* harmony import */ var _shared_html_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(820);
/* harmony import */ var _review_terms_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5851);
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(720);
/**
 * A re-run of an earlier run carries that run's event: a push's payload that says "open"
 * although the pull request has closed since. Its close has run already, so an app created now
 * would never be deleted: nothing is created for a pull request closed now (the decision reads
 * its state first, preview-decision.ts); updating a recorded app needs no such check (the close
 * deletes that app).
 */



/** Why nothing is created for a pull request closed now (a notice, not a failure): a sentence. */
function closedReason(pullNumber, terms) {
    return `${(0,_review_terms_js__WEBPACK_IMPORTED_MODULE_0__/* .capitalized */ .l2)((0,_review_terms_js__WEBPACK_IMPORTED_MODULE_0__/* .pullRequestName */ .Ib)(pullNumber, terms))} is closed now: no preview app is created (a re-run of an earlier push?)`;
}
/** The result of a run that created nothing: `previewAction=skipped`, a notice and its section. */
function skipClosed(pullNumber, terms) {
    const reason = closedReason(pullNumber, terms);
    return {
        notes: [(0,_notes_js__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm)(`${reason}.`, 'Preview skipped')],
        result: {
            outputs: { previewAction: 'skipped' },
            section: `<h3>Preview skipped</h3>\n<p>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(reason)}.</p>`
        }
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

/***/ 3860:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deployPreview: () => (/* binding */ deployPreview)
});

// EXTERNAL MODULE: ./src/features/previews/comment-body.ts + 1 modules
var comment_body = __webpack_require__(1799);
// EXTERNAL MODULE: ./src/features/update-app/device-links.ts
var device_links = __webpack_require__(601);
// EXTERNAL MODULE: ./src/features/step-outputs.ts
var step_outputs = __webpack_require__(8334);
// EXTERNAL MODULE: ./src/features/update-app/update-summary.ts
var update_summary = __webpack_require__(3792);
// EXTERNAL MODULE: ./src/features/previews/closed-pull-request.ts
var closed_pull_request = __webpack_require__(9413);
// EXTERNAL MODULE: ./src/shared/html.ts
var html = __webpack_require__(820);
// EXTERNAL MODULE: ./src/review/terms.ts
var review_terms = __webpack_require__(5851);
// EXTERNAL MODULE: ./src/features/previews/notes.ts
var previews_notes = __webpack_require__(720);
// EXTERNAL MODULE: ./src/features/previews/review-failures.ts
var review_failures = __webpack_require__(7389);
;// CONCATENATED MODULE: ./src/features/previews/raced-records.ts
/**
 * Races leave nothing behind. Two signed records of one preview come from runs that raced past
 * each other (no concurrency group, two runs deploying the same preview, a re-run): each created
 * an app and a comment. The oldest record is the preview; the decision (preview-decision.ts)
 * names every other one to clean up: its app is the tool's (its signature proves it) and is
 * deleted once, then its comment. A record that names the preview's own app is a copy of its
 * marker (posted again under the same identity): only its comment is deleted, with a warning,
 * and the app stays. A reservation is left alone: its run may be creating its app right now, and
 * gives way by itself when it finds the older record. A dry run only reports.
 *
 * https://docs.appetize.io/rest-api (Deletes an app)
 */




/**
 * Deletes the apps and comments the clean-up names; never the app the oldest record names, and
 * each other app once however many records name it.
 *
 * @param kept the oldest record: the preview
 * @returns the run's summary's paragraph about it ('' for nothing to clean up), and the warnings
 */
async function settleRaces(session, previewName, kept, cleanup, context) {
    const { dryRun } = context;
    const term = session.terms.comment;
    const notes = [];
    if (cleanup.length === 0)
        return { section: '', notes };
    const keptApp = kept.record.publicKey;
    // Each app's delete, once: true when it is gone (or would be, in a dry run).
    const deleted = new Map();
    const removed = [];
    for (const { found, deleteApp } of cleanup) {
        const { comment } = found;
        if (deleteApp === undefined && keptApp !== undefined) {
            notes.push((0,previews_notes/* warning */.$e)(`${(0,review_terms/* capitalized */.l2)(term)} ${comment.id} holds a copy of the record of preview ${previewName}, naming its app ${keptApp} (${session.terms.otherWriter} posted it under the same identity, or a run re-posted it): only the ${term} ${dryRun ? 'would be' : 'is'} deleted; app ${keptApp} stays the preview.`, 'Copied record'));
        }
        else if (deleteApp !== undefined) {
            if (!deleted.has(deleteApp)) {
                deleted.set(deleteApp, await deleteRacedApp(deleteApp, comment.id, context, notes, term));
            }
            // The record stays while its app does, so that a later run (or the close) deletes it.
            if (deleted.get(deleteApp) !== true)
                continue;
        }
        await deleteComment(session, comment.id, notes);
        removed.push(found.record.publicKey === undefined
            ? `${term} ${comment.id}`
            : deleteApp === undefined
                ? `${term} ${comment.id} (a copy of the record; app ${keptApp} stays)`
                : `app ${deleteApp} and ${term} ${comment.id}`);
    }
    const keptText = keptApp === undefined ? '' : `app ${keptApp} in `;
    const copiesOnly = keptApp !== undefined && cleanup.every(({ deleteApp }) => deleteApp === undefined);
    const why = copiesOnly ? 'its record was copied' : 'runs raced past each other';
    const count = cleanup.length + 1;
    const text = `${count} ${term}s recorded preview ${previewName} (${why}): ${keptText}${term} ${kept.comment.id}, the oldest, is the preview; ${removed.length === 0 ? 'nothing else could be deleted' : `${removed.join(', ')} ${dryRun ? 'would be' : 'were'} deleted`}.`;
    notes.push((0,previews_notes/* warning */.$e)(text, 'Several records'));
    return { section: `<p>${(0,html/* escapeHtml */.ZD)(text)}</p>`, notes };
}
/** Deletes a raced record's app; false (and a warning) when that failed. */
async function deleteRacedApp(app, commentId, { client }, notes, term) {
    try {
        await client.deleteApp(app);
        return true;
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        notes.push((0,previews_notes/* warning */.$e)(`Deleting app ${app} of a raced record (${term} ${commentId}) failed: ${reason} Its ${term} is kept, so that a later run or the close deletes it.`, 'Raced app not deleted'));
        return false;
    }
}
async function deleteComment(session, commentId, notes) {
    try {
        await session.store.remove(commentId);
    }
    catch (error) {
        const term = session.terms.comment;
        notes.push((0,previews_notes/* warning */.$e)((0,review_failures/* reviewWarning */.dX)(error, `${term} ${commentId} of a raced record stays`), `${(0,review_terms/* capitalized */.l2)(term)} not deleted`));
    }
}

;// CONCATENATED MODULE: ./src/features/previews/pull-request-head.ts
/**
 * The newest commit wins: a preview run deploys the commit it was started for (the pull request's
 * head then), and checks that it still is the head before it sends the build and again before it
 * writes the record and the deployment (preview-decision.ts decides). A run whose pull request
 * moved on is `superseded`: it sends nothing further and writes nothing, and the run of the newer
 * commit deploys the preview. A run cannot take back a build it sent; when the head moved
 * meanwhile, it says that the app may hold the older build until the newer commit's run deploys.
 */




/**
 * The pull request as it is now (state, head). When it cannot be read the answer is undefined,
 * with a warning: the checks guard against rare overtaking runs, and failing every deploy while
 * the platform stumbles would cost more than an older build shown for one push.
 *
 * @param consequence what the run does without the answer, e.g. "the build is sent as if …"
 */
async function readPullRequestNow(session, consequence) {
    try {
        return {
            details: await session.api.getPullRequest(session.repository, session.number),
            notes: []
        };
    }
    catch (error) {
        const title = `${(0,review_terms/* capitalized */.l2)(session.terms.pullRequest)} state unknown`;
        return { details: undefined, notes: [(0,previews_notes/* warning */.$e)((0,review_failures/* reviewWarning */.dX)(error, consequence), title)] };
    }
}
/**
 * The result of a superseded run: `previewAction=superseded` and no other output (no app is
 * provably this run's build), a notice naming both commits (or the record that stands), and,
 * when the build reached the app, a warning that the app may hold it until the newer run deploys.
 *
 * @param sent what the run had done: nothing, updated `appKey`, or created it (and deleted it again)
 */
function superseded(session, previewName, by, sent) {
    const { terms } = session;
    const pullRequest = (0,review_terms/* pullRequestName */.Ib)(session.number, terms);
    const would = session.dryRun ? ' (dry run)' : '';
    const appKey = sent.appKey ?? '?';
    const why = by.kind === 'moved'
        ? `${pullRequest} moved on from commit ${pull_request_head_short(by.deployed)}, which this run deploys as preview ${previewName}, to ${pull_request_head_short(by.head)}`
        : `another run's deploy of preview ${previewName} is recorded in ${terms.comment} ${by.comment} of ${pullRequest} (runs raced)`;
    const done = sent.kind === 'nothing'
        ? 'nothing was sent or written'
        : sent.kind === 'created'
            ? `the app this run created (${appKey}) was deleted again, and nothing was written`
            : `the build was sent to app ${appKey}, but no record, ${terms.comment} or deployment was written`;
    const next = by.kind === 'moved' ? `; the run of ${pull_request_head_short(by.head)} deploys the preview` : '';
    // The title says the preview was superseded; the text says by what, and what it left.
    const text = `${(0,review_terms/* capitalized */.l2)(why)}; ${done}${next}${would}.`;
    const notes = [(0,previews_notes/* notice */.lm)(text, 'Preview superseded')];
    const lines = [`<h3>Preview superseded</h3>`, `<p>${(0,html/* escapeHtml */.ZD)(text)}</p>`];
    if (by.kind === 'moved' && sent.kind === 'update') {
        const older = `App ${appKey} may hold the build of commit ${pull_request_head_short(by.deployed)} until the run of ${pull_request_head_short(by.head)} deploys it.`;
        notes.push((0,previews_notes/* warning */.$e)(older, 'Older build sent'));
        lines.push(`<p>${(0,html/* escapeHtml */.ZD)(older)}</p>`);
    }
    return { result: { outputs: { previewAction: 'superseded' }, section: lines.join('\n') }, notes };
}
/** The first 7 hex digits of a commit. */
function pull_request_head_short(sha) {
    return sha.slice(0, 7);
}

// EXTERNAL MODULE: ./src/features/previews/comment-content.ts
var comment_content = __webpack_require__(968);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/shared/failure.ts
var shared_failure = __webpack_require__(8035);
// EXTERNAL MODULE: ./src/review/review-error.ts
var review_error = __webpack_require__(5209);
// EXTERNAL MODULE: ./src/features/previews/pull-request-session.ts
var pull_request_session = __webpack_require__(4403);
;// CONCATENATED MODULE: ./src/features/previews/preview-comment.ts
/**
 * The record of a preview in the sticky comment, as deploying it writes it: a reservation before
 * an app is created (its record says so, with the run's own random claim), and the record with
 * the app after, signed and bound to the comment's author.
 */








/** Reads the pull request's records; without them nothing can be decided: a failure. */
async function openPreviewSession(context, operation) {
    try {
        return await (0,pull_request_session/* openSession */.fA)(context, operation.target);
    }
    catch (error) {
        throw (0,review_failures/* reviewFailure */.TR)(error, 'without the record no app was created or updated');
    }
}
/**
 * Writes the reservation before an app is created, so that an app is created only when it can
 * be recorded: into `into` (a record without a live app, read again just now) or a new comment.
 *
 * @throws ActionFailure when the comment cannot be written: nothing was created
 */
async function reserveRecord(session, into, operation) {
    const claim = (0,external_node_crypto_.randomBytes)(16).toString('base64url');
    const reservation = {
        kind: 'preview',
        previewName: operation.previewName,
        publicKey: undefined,
        claim,
        ...(into && into.authorId !== '' ? { authorId: into.authorId } : {})
    };
    const bodyOf = (record) => (0,comment_body/* renderPendingCommentBody */.p_)(record, operation.target.runUrl, session.recordKey, session.terms);
    try {
        if (into) {
            return {
                comment: await session.store.write(into.id, bodyOf(reservation)),
                claim,
                createdComment: false
            };
        }
        let comment = await session.store.create(bodyOf(reservation));
        // Unbound, a reservation whose run dies before recording its app would count for this run
        // (which wrote it) but for no later one, which would create an app and yield to it forever.
        if (session.store.bindsReservations === true && comment.authorId !== '') {
            const bound = { ...reservation, authorId: comment.authorId };
            comment = await session.store.write(comment.id, bodyOf(bound));
        }
        return { comment, claim, createdComment: true };
    }
    catch (error) {
        throw (0,review_failures/* reviewFailure */.TR)(error, 'the preview could not be recorded, so no app was created');
    }
}
/**
 * Writes the comment with the app. For an update a failure is a warning (the record stands); for
 * a new app it fails the step, naming the app nothing records.
 */
async function recordApp(session, commentId, body, app, created, { host }, notes) {
    try {
        // Once an app exists, its record must be written: a passing failure is retried (writing a
        // comment twice leaves the same comment).
        return created
            ? await withRetries(() => session.store.write(commentId, body), host)
            : await session.store.write(commentId, body);
    }
    catch (error) {
        if (created) {
            const failure = (0,review_failures/* reviewFailure */.TR)(error, `app ${app.publicKey} was created but is not recorded, so nothing will update or delete it`);
            throw new shared_failure/* ActionFailure */.dR(failure.kind, failure.message, `Delete app ${app.publicKey} on the dashboard before the next run, which creates a new app and records it.`);
        }
        notes.push((0,previews_notes/* warning */.$e)((0,review_failures/* reviewWarning */.dX)(error, `app ${app.publicKey} was updated, but the ${session.terms.comment} shows the previous deploy`), `${(0,review_terms/* capitalized */.l2)(session.terms.comment)} not updated`));
        return undefined;
    }
}
/** Attempts at writing the record of an app just created, the first included. */
const RECORD_ATTEMPTS = 4;
/**
 * Runs a write again after a failure that may pass (5xx, 429, a timeout or a dropped
 * connection), waiting 1, 2, 4 seconds; any other failure is thrown at once. Said as it happens,
 * so that a person watching sees why the run pauses.
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
// EXTERNAL MODULE: ./src/features/previews/preview-decision.ts
var preview_decision = __webpack_require__(9540);
// EXTERNAL MODULE: ./src/features/previews/record-trust.ts
var record_trust = __webpack_require__(8999);
;// CONCATENATED MODULE: ./src/features/previews/deploy-steps.ts
/**
 * What a preview run does between its two checkpoints: it updates the recorded app, or reserves
 * the record (reading its comment again first) and creates an app. preview-decision.ts says
 * which; this module acts and says what happened.
 *
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 * https://docs.appetize.io/rest-api (Create new app)
 */







/**
 * Updates the recorded app.
 *
 * @returns the updated app, or no app and the "Preview app gone" warning when it no longer
 *   exists (deleted by hand): the decision then replaces the record with a new app's
 * @throws ActionFailure when the update fails otherwise
 */
async function updateApp(publicKey, operation, upload, context) {
    context.host.info(`POST ${context.client.appUrl(publicKey)}: the recorded app`);
    try {
        return {
            app: await (0,update_app/* sendUpdate */.IS)({ publicKey, fields: operation.fields }, upload, context),
            notes: []
        };
    }
    catch (error) {
        if (!(error instanceof shared_failure/* ActionFailure */.dR) || error.kind !== 'not-found')
            throw error;
        const gone = `The recorded app ${publicKey} no longer exists (404): a new app is created and the record replaced.`;
        return { notes: [(0,previews_notes/* warning */.$e)(gone, 'Preview app gone')] };
    }
}
/**
 * The record `found` as its comment holds it now (issue 48: a run reads a comment again before
 * it reserves or rewrites it): the preview's records with it replaced by what is there now, or
 * left out when the comment is gone or no longer holds a record the tool acts on.
 *
 * @returns the records now, and whether that comment changed since it was read
 * @throws ActionFailure when it cannot be read: nothing was created
 */
async function readAgain(session, records, found, previewName) {
    let now;
    try {
        now = await session.store.read(found.comment.id);
    }
    catch (error) {
        throw (0,review_failures/* reviewFailure */.TR)(error, 'the preview could not be recorded, so no app was created');
    }
    if (now !== undefined && now.body === found.comment.body) {
        return { records: [...records], changed: false };
    }
    const { recordKey: key, terms, repository, number } = session;
    const judged = now === undefined
        ? []
        : (0,record_trust/* recordsOf */.M$)((0,record_trust/* judgeRecords */.aJ)([now], { key, terms, repository, number }, session.records.identity ?? {
            authorId: found.comment.authorId,
            author: found.comment.author
        }), previewName);
    const replaced = records.flatMap(each => (each.comment.id === found.comment.id ? judged : [each]));
    return { records: replaced, changed: true };
}
/**
 * Reserves the record (into `into`'s comment, or a new one), then creates the app
 * (`POST {v1}/apps`).
 *
 * @throws ActionFailure when the reservation cannot be written (nothing created) or the app
 *   cannot be created
 */
async function createApp(session, into, operation, upload, context) {
    const reservation = await reserveRecord(session, into?.comment, operation);
    const { client, host } = context;
    host.info(`POST ${client.createRequest(operation.fields).url}: a new ${operation.platform} app`);
    const app = await client.createApp(operation.fields, upload);
    host.info(context.dryRun
        ? `Dry run: no app is recorded for preview ${operation.previewName}: one would be created.`
        : `Created app ${app.publicKey} (versionCode ${app.versionCode ?? '?'}).`);
    return { app, reservation };
}
/**
 * Deletes the app a superseded run created, which no record will name; and its reservation when
 * the run created that comment and an older record is the preview.
 *
 * @returns what to tell: nothing, or the warning that the reservation's comment stays
 * @throws ActionFailure when the app cannot be deleted
 */
async function deleteCreated(session, app, comment, context) {
    try {
        await context.client.deleteApp(app);
    }
    catch (error) {
        const failure = error instanceof shared_failure/* ActionFailure */.dR ? error : undefined;
        throw new shared_failure/* ActionFailure */.dR(failure?.kind ?? 'unexpected', `${failure?.message ?? String(error)} App ${app} was created by this run, which was superseded, and no record names it.`, `Delete app ${app} on the dashboard; the preview's own app is the one its ${session.terms.comment} links.`);
    }
    if (comment === undefined)
        return [];
    try {
        await session.store.remove(comment);
        return [];
    }
    catch (error) {
        const term = session.terms.comment;
        return [
            (0,previews_notes/* warning */.$e)((0,review_failures/* reviewWarning */.dX)(error, `${term} ${comment} still says the preview is being deployed`), `${(0,review_terms/* capitalized */.l2)(term)} not deleted`)
        ];
    }
}

;// CONCATENATED MODULE: ./src/features/previews/record-checkpoint.ts








/**
 * Reads the records and the pull request again and decides once more; undefined when the run
 * may write its record, else the superseded run's result (an app it created deleted again).
 */
async function secondCheckpoint(session, operation, observed, sent, context) {
    const { host } = context;
    const notes = [];
    let records;
    if (!context.dryRun) {
        try {
            const own = sent.reservation?.comment.id;
            records = (0,record_trust/* recordsOf */.M$)(await (0,pull_request_session/* rereadRecords */._1)(session, own), operation.previewName);
        }
        catch (error) {
            notes.push((0,previews_notes/* warning */.$e)((0,review_failures/* reviewWarning */.dX)(error, 'the record is written without checking for a run that raced this one'), `${(0,review_terms/* capitalized */.l2)(session.terms.comment)}s not read`));
        }
    }
    const read = await readPullRequestNow(session, `the record is written as if the ${session.terms.pullRequest} were still at the commit this run deploys`);
    (0,previews_notes/* tell */.qz)(host, [...notes, ...read.notes]);
    const decision = (0,preview_decision/* decide */.L)({
        ...observed,
        now: read.details,
        records,
        sent: {
            created: sent.created,
            app: sent.app.publicKey,
            comment: sent.comment.id,
            claim: sent.reservation?.claim,
            createdComment: sent.reservation?.createdComment ?? false,
            startedAt: sent.startedAt
        }
    });
    if (decision.kind !== 'superseded')
        return undefined;
    const cleanup = decision.deleteApp === undefined
        ? []
        : await deleteCreated(session, decision.deleteApp, decision.deleteComment, context);
    const kind = sent.created ? 'created' : 'update';
    const outcome = superseded(session, operation.previewName, decision.by, {
        kind,
        appKey: sent.app.publicKey
    });
    return (0,previews_notes/* told */.Ev)(host, { ...outcome, notes: [...cleanup, ...outcome.notes] });
}

// EXTERNAL MODULE: ./src/features/previews/sweep-index.ts
var sweep_index = __webpack_require__(9344);
;// CONCATENATED MODULE: ./src/features/previews/deploy-preview.ts
/**
 * Creates or updates the pull request's preview app for one `previewName`, and keeps its record
 * in the sticky comment. The handler reads (the records, the pull request now), decides
 * (preview-decision.ts: skip, superseded, update, create, clean-up of raced records), acts
 * (deploy-steps.ts) and records; at the second checkpoint it reads and decides again before the
 * record is written. The record is reserved first, so that no app is created that could not be
 * recorded; nothing is created for a pull request that is closed now; the newest commit wins.
 *
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 * https://docs.appetize.io/rest-api (Create new app, Get a Single App)
 */

















/**
 * The `deploy-preview` handler (its title is in src/app/registry.ts). Sets the app's outputs,
 * `previewAction` (`created`, `updated`, `skipped` for a pull request closed now, or
 * `superseded` alone), `commentUrl` and `deviceLinks`; its summary section is the comment.
 */
const deployPreview = {
    async run(operation, context) {
        const { host, endpoints } = context;
        const session = await openPreviewSession(context, operation);
        (0,previews_notes/* tell */.qz)(host, [...session.notes, ...(0,record_trust/* warningsOf */.nZ)(session.records, operation.previewName)]);
        const upload = await (0,update_app/* uploadBody */.E3)(operation, context);
        const { target } = operation;
        let now = target.readNow;
        if (now === undefined) {
            const read = await readPullRequestNow(session, `the build is sent as if the ${session.terms.pullRequest} were open at the commit this run deploys`);
            (0,previews_notes/* tell */.qz)(host, read.notes);
            now = read.details;
        }
        const observed = {
            lifecycle: target.pullRequest.lifecycle,
            now,
            deploys: target.pullRequest.headSha,
            records: (0,record_trust/* recordsOf */.M$)(session.records, operation.previewName)
        };
        const sent = await send(session, operation, observed, upload, context);
        if ('outputs' in sent)
            return sent;
        const { app, created, comment } = sent;
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
            deployedAt: sent.startedAt,
            environment: operation.deploymentEnvironment,
            ...(comment.authorId === '' ? {} : { authorId: comment.authorId })
        };
        const deployed = { record: app, appUrl: outputs.appUrl ?? '' };
        const reported = await (0,comment_content/* readReportedApp */.NM)(context, app.publicKey, session.terms.comment);
        (0,previews_notes/* tell */.qz)(host, reported.notes);
        const content = (0,comment_content/* commentContent */.Po)(record, deployed, {
            target,
            deviceLinks: links,
            reportedApp: reported.reportedApp,
            build: (0,update_summary/* describeBuild */.S)(operation.fields, operation.build),
            now: host.now(),
            terms: session.terms,
            scrub: context.scrub
        });
        // Checked last, so that nothing slow stands between the check and the write.
        const yielded = await secondCheckpoint(session, operation, observed, sent, context);
        if (yielded)
            return (0,previews_notes/* withRaced */.Aj)(sent.raced, yielded);
        const notes = [];
        const body = (0,comment_body/* renderCommentBody */.yX)(content, session.recordKey);
        const written = await recordApp(session, comment.id, body, app, created, context, notes);
        if (written)
            notes.push(...(await (0,sweep_index/* indexPreview */.f)(session, target.pullRequest.labels)));
        outputs.commentUrl = (written ?? comment).url;
        if (operation.deploymentEnvironment !== undefined) {
            const deployment = {
                environment: operation.deploymentEnvironment,
                previewName: operation.previewName,
                sha: target.pullRequest.headSha,
                appUrl: outputs.appUrl ?? '',
                runUrl: target.runUrl
            };
            notes.push(...(await (0,preview_deployments/* recordDeployment */.dj)(session, deployment)));
        }
        const { headSha: sha } = target.pullRequest;
        const status = { sha, previewName: operation.previewName, state: 'deployed' };
        notes.push(...(await (0,preview_deployments/* reportPreviewStatus */.B3)(session, { ...status, appUrl: outputs.appUrl })));
        (0,previews_notes/* tell */.qz)(host, notes);
        const section = `${sent.raced}${(0,comment_content/* markdownSection */.dT)((0,comment_body/* renderCommentMarkdown */.HK)(content))}`;
        return { outputs, section, app: deployed };
    }
};
/**
 * Decides before the build is sent and acts: skip, superseded, or the update or creation (with
 * the clean-up of raced records first). A recorded app found gone, or a record found changed
 * when its comment is read again before the reservation, is decided again.
 */
async function send(session, operation, observed, upload, context) {
    const { host } = context;
    const name = operation.previewName;
    let records = observed.records ?? [];
    let gone;
    let raced = '';
    const fresh = new Set();
    for (let round = 0;; round++) {
        const decision = (0,preview_decision/* decide */.L)({ ...observed, records, gone });
        if (decision.kind === 'skip')
            return (0,previews_notes/* told */.Ev)(host, (0,closed_pull_request/* skipClosed */.y)(session.number, session.terms));
        if (decision.kind === 'superseded') {
            return (0,previews_notes/* told */.Ev)(host, superseded(session, name, decision.by, { kind: 'nothing' }));
        }
        if (decision.kind !== 'update' && decision.kind !== 'create') {
            throw new TypeError(`A deploy decided to ${decision.kind}`);
        }
        const kept = decision.kind === 'update' ? decision.record : decision.into;
        if (round === 0 && kept !== undefined) {
            const settled = await settleRaces(session, name, kept, decision.cleanup, context);
            (0,previews_notes/* tell */.qz)(host, settled.notes);
            raced = settled.section;
        }
        // The record's deploy time: when this build began to be sent (the second check compares it).
        const startedAt = host.now();
        if (decision.kind === 'update') {
            const key = decision.record.record.publicKey ?? '';
            const { app, notes } = await updateApp(key, operation, upload, context);
            (0,previews_notes/* tell */.qz)(host, notes);
            if (app)
                return { app, created: false, comment: decision.record.comment, startedAt, raced };
            gone = key;
            continue;
        }
        const into = decision.into;
        if (into !== undefined && !session.dryRun && !fresh.has(into.comment.id) && round < 4) {
            // Read again: a run that finished since may have recorded its app there.
            const again = await readAgain(session, records, into, name);
            fresh.add(into.comment.id);
            if (again.changed) {
                records = again.records;
                continue;
            }
        }
        const { app, reservation } = await createApp(session, into, operation, upload, context);
        return { app, created: true, comment: reservation.comment, reservation, startedAt, raced };
    }
}


/***/ }),

/***/ 9540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ decide)
/* harmony export */ });
/* harmony import */ var _review_pull_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5497);
/* harmony import */ var _preview_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2967);
/**
 * The one decision of a preview run: from what was read (the pull request now, the preview's
 * trusted records in written order, what the run has sent so far) to what it does. It runs at
 * both checkpoints: before the build is sent (skip, superseded, update, create, and the clean-up
 * of raced duplicates; remove or kept when the pull request closes) and before the record is
 * written (the same action again, meaning "record it", or superseded). Pure: the handler reads,
 * decides, acts and records (deploy-preview.ts); __tests__/preview-decision.test.ts is its table.
 */


/** What the run does, given what it read. */
function decide(observed) {
    if (observed.lifecycle === 'closed')
        return close(observed);
    const moved = movedHead(observed);
    if (observed.sent !== undefined)
        return recordOrYield(observed, observed.sent, moved);
    const records = observed.records ?? [];
    // The oldest record naming an app is the preview: a reservation older than it was left by a
    // run that died, and is not reused while an app is recorded.
    const first = records.find(found => found.record.publicKey !== undefined) ?? records[0];
    const others = records.filter(found => found !== first);
    const app = first?.record.publicKey;
    const live = app !== undefined && app !== observed.gone;
    if (!live && observed.now?.state === 'closed')
        return { kind: 'skip' };
    if (moved)
        return { kind: 'superseded', by: moved };
    const cleanup = others
        .filter(other => !(0,_preview_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isReservation */ .bx)(other.record))
        .map(other => ({
        found: other,
        deleteApp: other.record.publicKey === app ? undefined : other.record.publicKey
    }));
    return live && first !== undefined
        ? { kind: 'update', record: first, cleanup }
        : { kind: 'create', into: first, cleanup };
}
/** A close: the recorded apps are kept when the pull request carries `keepLabel`, else removed. */
function close(observed) {
    const records = observed.records ?? [];
    const label = observed.keepLabel?.toLowerCase();
    const labelled = label !== undefined &&
        label !== '' &&
        (observed.labels ?? []).some(name => name.toLowerCase() === label);
    const kept = records.filter(found => found.record.publicKey !== undefined);
    return labelled && kept.length > 0 ? { kind: 'kept', records: kept } : { kind: 'remove', records };
}
function movedHead(observed) {
    const { now, deploys } = observed;
    return now === undefined || (0,_review_pull_request_js__WEBPACK_IMPORTED_MODULE_1__/* .sameCommit */ .K)(now.headSha, deploys)
        ? undefined
        : { kind: 'moved', deployed: deploys, head: now.headSha };
}
/**
 * The second checkpoint: the run records what it sent only when the pull request is still at
 * its commit and its comment still holds what it decided on: for an app it created, its own
 * reservation with no older record of the preview; for an update, the app it updated, with no
 * deploy newer than its own. Otherwise another run is the preview.
 */
function recordOrYield(observed, sent, moved) {
    const records = observed.records;
    const mine = records?.find(found => found.comment.id === sent.comment);
    const standing = moved ?? (records === undefined ? undefined : standingRecord(records, sent));
    if (standing === undefined) {
        const record = mine ?? placeholder(sent);
        return sent.created
            ? { kind: 'create', into: record, cleanup: [] }
            : { kind: 'update', record, cleanup: [] };
    }
    if (!sent.created)
        return { kind: 'superseded', by: standing };
    const olderStands = standing.kind === 'recorded' && standing.comment !== sent.comment && mine !== undefined;
    // A newer commit moved on while the comment this run created still holds only its own
    // reservation: nothing else is there to keep (where the platform cannot say who wrote an
    // unbound reservation, a later run could not trust it). One another run took over stays.
    const ownLeftOver = standing.kind === 'moved' && mine !== undefined && mine.record.claim === sent.claim;
    return {
        kind: 'superseded',
        by: standing,
        deleteApp: sent.app,
        ...((olderStands || ownLeftOver) && sent.createdComment ? { deleteComment: sent.comment } : {})
    };
}
function standingRecord(records, sent) {
    const at = records.findIndex(found => found.comment.id === sent.comment);
    const mine = records[at];
    const recorded = (found) => ({
        kind: 'recorded',
        comment: found?.comment.id ?? sent.comment
    });
    if (sent.created) {
        // An older record of the preview stands; or another run took the reservation over.
        if (at > 0)
            return recorded(records[0]);
        if (mine === undefined)
            return recorded(records[0]);
        return mine.record.claim === sent.claim && mine.record.publicKey === undefined
            ? undefined
            : recorded(mine);
    }
    // A race's clean-up removed the comment: the oldest record is the preview.
    if (mine === undefined)
        return recorded(records[0]);
    const ownDeploy = Math.floor(sent.startedAt / 1000) * 1000;
    const newer = mine.record.publicKey !== sent.app || (mine.record.deployedAt ?? 0) > ownDeploy;
    return newer ? recorded(mine) : undefined;
}
/** The record of a comment not read again: the run writes into it as it decided. */
function placeholder(sent) {
    return {
        comment: { id: sent.comment, url: '', body: '', author: '', authorId: '', own: true },
        record: { kind: 'preview', previewName: '', publicKey: sent.created ? undefined : sent.app }
    };
}


/***/ }),

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

/***/ 5497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ sameCommit),
/* harmony export */   w: () => (/* binding */ isClosing)
/* harmony export */ });
/** True for a run that ends a pull request's preview (it is removed). */
function isClosing(pullRequest) {
    return pullRequest.lifecycle === 'closed';
}
/**
 * True when two commit ids name the same commit, compared (without regard to case) over the
 * characters both give: a 12-digit prefix matches the full id it begins.
 */
function sameCommit(a, b) {
    const length = Math.min(a.length, b.length);
    return length > 0 && a.slice(0, length).toLowerCase() === b.slice(0, length).toLowerCase();
}


/***/ })

};
;
//# sourceMappingURL=860.index.cjs.js.map