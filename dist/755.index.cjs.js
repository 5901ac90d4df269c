"use strict";
exports.id = 755;
exports.ids = [755];
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

/***/ 6755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   removePreviews: () => (/* binding */ removePreviews)
/* harmony export */ });
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1799);
/* harmony import */ var _review_terms_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5851);
/* harmony import */ var _preview_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2967);
/* harmony import */ var _record_trust_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8999);
/* harmony import */ var _preview_decision_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9540);
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(720);
/* harmony import */ var _review_failures_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7389);
/* harmony import */ var _shared_html_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(820);
/* harmony import */ var _comment_content_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(968);
/* harmony import */ var _preview_deployments_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8176);
/* harmony import */ var _pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4403);
/**
 * Deletes the pull request's preview app(s) when it closes (`DELETE {v1}/apps/{publicKey}`; a 404
 * means the app is already gone), then edits each comment to say so (its record keeps the
 * previewName, without an app) and marks the deployments inactive. No build is needed.
 *
 * https://docs.appetize.io/rest-api (Deletes an app)
 */











/**
 * The `remove-previews` handler. Sets `previewAction` (`deleted`, also when nothing was recorded)
 * and `commentUrl`; its summary section is the removed comment of each preview. What it did is
 * told once, at the end, also when a delete fails (the log then names what was done before).
 */
const removePreviews = {
    async run(operation, context) {
        const session = await open(context, operation);
        const notes = [...session.notes, ...(0,_record_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .warningsOf */ .nZ)(session.records, operation.previewName)];
        try {
            return await remove(session, operation, context, notes);
        }
        finally {
            (0,_notes_js__WEBPACK_IMPORTED_MODULE_7__/* .tell */ .qz)(context.host, notes);
        }
    }
};
/** Decides, then removes or keeps the recorded previews, adding what it did to `notes`. */
async function remove(session, operation, context, notes) {
    const { client, host } = context;
    const decision = (0,_preview_decision_js__WEBPACK_IMPORTED_MODULE_3__/* .decide */ .L)({
        lifecycle: 'closed',
        now: undefined,
        deploys: operation.target.pullRequest.headSha,
        records: (0,_record_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .recordsOf */ .M$)(session.records, operation.previewName),
        labels: operation.target.pullRequest.labels,
        keepLabel: operation.keepLabel
    });
    if (decision.kind === 'kept')
        return keep(session, decision.records, operation, notes);
    const found = decision.kind === 'remove' ? decision.records : [];
    const outputs = { previewAction: 'deleted' };
    const sections = [];
    if (found.length === 0)
        notes.push((0,_notes_js__WEBPACK_IMPORTED_MODULE_7__/* .notice */ .lm)(`${nothingRecorded(operation)}: nothing to delete.`));
    // Two records may name one app (a copy of a marker): it is deleted once.
    const deleted = new Set();
    for (const { comment, record } of found) {
        const { publicKey } = record;
        if ((0,_preview_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isReservation */ .bx)(record)) {
            // A run stopped between writing "deploying" and recording its app: one may exist.
            notes.push((0,_notes_js__WEBPACK_IMPORTED_MODULE_7__/* .warning */ .$e)(`Preview ${record.previewName} was being created when its run stopped, and no app was recorded; one may still exist. Look on the dashboard for an app whose note names ${(0,_review_terms_js__WEBPACK_IMPORTED_MODULE_8__/* .pullRequestName */ .Ib)(operation.target.pullRequest.number, session.terms)} and delete it by hand.`, 'Preview not recorded'));
        }
        else if (publicKey === undefined) {
            notes.push((0,_notes_js__WEBPACK_IMPORTED_MODULE_7__/* .notice */ .lm)(`Preview ${record.previewName} records no app (removed already): nothing to delete.`));
        }
        if (publicKey !== undefined && deleted.has(publicKey)) {
            notes.push((0,_notes_js__WEBPACK_IMPORTED_MODULE_7__/* .warning */ .$e)(`${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalized */ .l2)(session.terms.comment)} ${comment.id} holds a copy of the record of preview ${record.previewName} (app ${publicKey}), which is deleted once; this ${session.terms.comment} says it was removed too.`, 'Copied record'));
        }
        else if (publicKey !== undefined) {
            deleted.add(publicKey);
            const result = await client.deleteApp(publicKey);
            const preview = `(preview ${record.previewName})`;
            notes.push(result !== 'deleted' && !context.dryRun
                ? (0,_notes_js__WEBPACK_IMPORTED_MODULE_7__/* .notice */ .lm)(`App ${publicKey} ${preview} was already gone (404).`)
                : (0,_notes_js__WEBPACK_IMPORTED_MODULE_7__/* .info */ .pq)(context.dryRun
                    ? `Dry run: app ${publicKey} ${preview} would be deleted.`
                    : `Deleted app ${publicKey} ${preview}.`));
        }
        const content = {
            ...removedContent(operation, record.previewName, publicKey, host.now()),
            terms: session.terms,
            authorId: comment.authorId
        };
        outputs.commentUrl ??= comment.url;
        try {
            const body = (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderRemovedCommentBody */ .So)(content, session.recordKey);
            notes.push(...(await rewrite(session, comment, body)));
        }
        catch (error) {
            const consequence = `the preview was removed, but its ${session.terms.comment} still shows it`;
            notes.push(notUpdated(session, (0,_review_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewWarning */ .dX)(error, consequence)));
        }
        sections.push((0,_comment_content_js__WEBPACK_IMPORTED_MODULE_9__/* .markdownSection */ .dT)((0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderRemovedCommentMarkdown */ .fl)(content)));
    }
    for (const { record } of found) {
        const { headSha: sha } = operation.target.pullRequest;
        const preview = { sha, previewName: record.previewName, state: 'stopped' };
        notes.push(...(await (0,_preview_deployments_js__WEBPACK_IMPORTED_MODULE_5__/* .reportPreviewStatus */ .B3)(session, preview)));
    }
    for (const { environment, previewName } of retirements(operation, found)) {
        notes.push(...(await (0,_preview_deployments_js__WEBPACK_IMPORTED_MODULE_5__/* .retireDeployments */ .Ei)(session, environment, previewName)));
    }
    if (sections.length === 0) {
        sections.push(`<h3>Preview</h3>\n<p>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeHtml */ .ZD)(nothingRecorded(operation))}.</p>`);
    }
    return { outputs, section: sections.join('\n') };
}
/** The warning that a record's comment was not rewritten, and why. */
function notUpdated(session, why) {
    return (0,_notes_js__WEBPACK_IMPORTED_MODULE_7__/* .warning */ .$e)(why, `${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalized */ .l2)(session.terms.comment)} not updated`);
}
/**
 * Rewrites a record's comment, after reading it again (issue 48): a comment that another run
 * has written since (a record naming another app) is left as it is, and said so.
 *
 * @returns what to tell: nothing, or the warning that the comment was left as it is
 */
async function rewrite(session, comment, body) {
    if (!session.dryRun) {
        const now = await session.store.read(comment.id);
        if (now === undefined)
            return [];
        if (now.body !== comment.body) {
            const term = (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalized */ .l2)(session.terms.comment);
            return [
                notUpdated(session, `${term} ${comment.id} was written by another run while this one removed the preview: it is left as it is.`)
            ];
        }
    }
    await session.store.write(comment.id, body);
    return [];
}
/** Keeps the apps, and says so in their comments (and in `notes`): `previewAction=kept`. */
async function keep(session, kept, operation, notes) {
    const stopped = operation.target.pullRequest.state === 'open';
    for (const { comment } of kept) {
        const body = (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderKeptCommentBody */ .GR)(comment.body, operation.keepLabel, session.terms, stopped);
        try {
            notes.push(...(await rewrite(session, comment, body)));
        }
        catch (error) {
            const consequence = `the preview was kept, but its ${session.terms.comment} does not say so`;
            notes.push(notUpdated(session, (0,_review_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewWarning */ .dX)(error, consequence)));
        }
    }
    const apps = new Set(kept.map(({ record }) => `${record.previewName} (app ${record.publicKey})`));
    const message = `${keptReason(operation)}: kept ${[...apps].join(', ')}. ${(0,_review_terms_js__WEBPACK_IMPORTED_MODULE_8__/* .afterKeepMark */ .dI)(operation.target.terms, 'them')}`;
    notes.push((0,_notes_js__WEBPACK_IMPORTED_MODULE_7__/* .notice */ .lm)(message, 'Preview kept'));
    return {
        outputs: { previewAction: 'kept', commentUrl: kept[0]?.comment.url ?? '' },
        section: `<h3>Preview kept</h3>\n<p>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeHtml */ .ZD)(message)}</p>`
    };
}
function keptReason(operation) {
    return `${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalized */ .l2)((0,_review_terms_js__WEBPACK_IMPORTED_MODULE_8__/* .pullRequestName */ .Ib)(operation.target.pullRequest.number, operation.target.terms))} carries ${(0,_review_terms_js__WEBPACK_IMPORTED_MODULE_8__/* .keepMark */ .Ju)(operation.keepLabel, operation.target.terms)}`;
}
/**
 * The deployments to retire: of the `deploymentEnvironment` input when given, else of the
 * environment each record names (a record of version 1.1 or earlier names none).
 */
function retirements(operation, found) {
    if (operation.deploymentEnvironment !== undefined) {
        return [{ environment: operation.deploymentEnvironment, previewName: operation.previewName }];
    }
    return found.flatMap(({ record }) => record.environment === undefined
        ? []
        : [{ environment: record.environment, previewName: record.previewName }]);
}
async function open(context, operation) {
    try {
        return await (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__/* .openSession */ .fA)(context, operation.target);
    }
    catch (error) {
        throw (0,_review_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFailure */ .TR)(error, 'without the record no preview app was deleted');
    }
}
function removedContent(operation, previewName, publicKey, now) {
    return {
        previewName,
        publicKey,
        merged: operation.target.pullRequest.merged,
        removedAt: new Date(now),
        // Still open: its preview was stopped by hand or by the platform (an environment's timer).
        stopped: operation.target.pullRequest.state === 'open'
    };
}
function nothingRecorded(operation) {
    const which = operation.previewName === undefined ? 'No preview' : `No preview ${operation.previewName}`;
    return `${which} is recorded on ${(0,_review_terms_js__WEBPACK_IMPORTED_MODULE_8__/* .pullRequestName */ .Ib)(operation.target.pullRequest.number, operation.target.terms)}`;
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
//# sourceMappingURL=755.index.cjs.js.map