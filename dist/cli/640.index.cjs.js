"use strict";
exports.id = 640;
exports.ids = [640];
exports.modules = {

/***/ 4659:
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

/***/ 9577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ decide)
/* harmony export */ });
/* harmony import */ var _review_pull_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3226);
/* harmony import */ var _preview_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8398);
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
    const [first, ...others] = records;
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
    return {
        kind: 'superseded',
        by: standing,
        deleteApp: sent.app,
        ...(olderStands && sent.createdComment ? { deleteComment: sent.comment } : {})
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

/***/ 9975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ retireDeployments),
/* harmony export */   d: () => (/* binding */ recordDeployment)
/* harmony export */ });
/* harmony import */ var _review_terms_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5490);
/* harmony import */ var _review_failures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8378);


/**
 * Records a successful deployment of the preview and retires the one it replaces (the same
 * preview's newest earlier deployment; older ones were retired by their successors).
 */
async function recordDeployment(session, deployment, host) {
    const { repository } = session;
    const deployments = session.api.deployments;
    if (!deployments)
        return;
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
    const { repository } = session;
    const capability = session.api.deployments;
    if (!capability)
        return 0;
    try {
        const deployments = (await capability.list(repository, environment)).filter(deployment => isOf(deployment, session.number, previewName));
        for (const deployment of deployments) {
            await capability.setStatus(repository, deployment.id, { state: 'inactive' });
            await capability.remove(repository, deployment.id);
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
function newDeployment(session, deployment) {
    return {
        ref: deployment.sha,
        environment: deployment.environment,
        description: `Appetize preview ${deployment.previewName} of ${(0,_review_terms_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestName */ .Ib)(session.number, session.terms)}`,
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

/***/ 640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   removePreviews: () => (/* binding */ removePreviews)
/* harmony export */ });
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6244);
/* harmony import */ var _review_terms_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5490);
/* harmony import */ var _preview_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8398);
/* harmony import */ var _record_trust_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(530);
/* harmony import */ var _preview_decision_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9577);
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1719);
/* harmony import */ var _review_failures_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8378);
/* harmony import */ var _shared_html_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2175);
/* harmony import */ var _comment_content_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4659);
/* harmony import */ var _preview_deployments_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9975);
/* harmony import */ var _pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9886);
/**
 * Deletes the pull request's preview app(s) when it closes (`DELETE {v1}/apps/{publicKey}`; a 404
 * means the app is already gone), then edits each comment to say so (its record keeps the
 * previewName, without an app) and marks the deployments inactive. No build is needed.
 *
 * https://docs.appetize.io/rest-api (Deletes an app)
 */











/**
 * The `remove-previews` handler. Sets `previewAction` (`deleted`, also when nothing was recorded)
 * and `commentUrl`; its summary section is the removed comment of each preview.
 */
const removePreviews = {
    async run(operation, context) {
        const { client, host } = context;
        const session = await open(context, operation);
        (0,_notes_js__WEBPACK_IMPORTED_MODULE_7__/* .tell */ .qz)(host, [...session.notes, ...(0,_record_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .warningsOf */ .nZ)(session.records, operation.previewName)]);
        const decision = (0,_preview_decision_js__WEBPACK_IMPORTED_MODULE_3__/* .decide */ .L)({
            lifecycle: 'closed',
            now: undefined,
            deploys: operation.target.pullRequest.headSha,
            records: (0,_record_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .recordsOf */ .M$)(session.records, operation.previewName),
            labels: operation.target.pullRequest.labels,
            keepLabel: operation.keepLabel
        });
        if (decision.kind === 'kept')
            return keep(session, decision.records, operation, context);
        const found = decision.kind === 'remove' ? decision.records : [];
        const outputs = { previewAction: 'deleted' };
        const sections = [];
        if (found.length === 0)
            host.notice(`${nothingRecorded(operation)}: nothing to delete.`);
        // Two records may name one app (a copy of a marker): it is deleted once.
        const deleted = new Set();
        for (const { comment, record } of found) {
            const { publicKey } = record;
            if ((0,_preview_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isReservation */ .bx)(record)) {
                // A run stopped between writing "deploying" and recording its app: one may exist.
                host.warning(`Preview ${record.previewName} was being created when its run stopped, and no app was recorded; one may still exist. Look on the dashboard for an app whose note names ${(0,_review_terms_js__WEBPACK_IMPORTED_MODULE_8__/* .pullRequestName */ .Ib)(operation.target.pullRequest.number, session.terms)} and delete it by hand.`, 'Preview not recorded');
            }
            else if (publicKey === undefined) {
                host.notice(`Preview ${record.previewName} records no app (removed already): nothing to delete.`);
            }
            if (publicKey !== undefined && deleted.has(publicKey)) {
                host.warning(`${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalized */ .l2)(session.terms.comment)} ${comment.id} holds a copy of the record of preview ${record.previewName} (app ${publicKey}), which is deleted once; this ${session.terms.comment} says it was removed too.`, 'Copied record');
            }
            else if (publicKey !== undefined) {
                deleted.add(publicKey);
                const result = await client.deleteApp(publicKey);
                const preview = `(preview ${record.previewName})`;
                if (result !== 'deleted' && !context.dryRun) {
                    host.notice(`App ${publicKey} ${preview} was already gone (404).`);
                }
                else {
                    host.info(context.dryRun
                        ? `Dry run: app ${publicKey} ${preview} would be deleted.`
                        : `Deleted app ${publicKey} ${preview}.`);
                }
            }
            const content = {
                ...removedContent(operation, record.previewName, publicKey, host.now()),
                terms: session.terms,
                authorId: comment.authorId
            };
            outputs.commentUrl ??= comment.url;
            try {
                await rewrite(session, comment, (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderRemovedCommentBody */ .So)(content, session.recordKey), host);
            }
            catch (error) {
                host.warning((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewWarning */ .dX)(error, `the preview was removed, but its ${session.terms.comment} still shows it`), `${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalized */ .l2)(session.terms.comment)} not updated`);
            }
            sections.push((0,_comment_content_js__WEBPACK_IMPORTED_MODULE_9__/* .markdownSection */ .dT)((0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderRemovedCommentMarkdown */ .fl)(content)));
        }
        for (const { environment, previewName } of retirements(operation, found)) {
            await (0,_preview_deployments_js__WEBPACK_IMPORTED_MODULE_5__/* .retireDeployments */ .E)(session, environment, previewName, host);
        }
        if (sections.length === 0) {
            sections.push(`<h3>Preview</h3>\n<p>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeHtml */ .ZD)(nothingRecorded(operation))}.</p>`);
        }
        return { outputs, section: sections.join('\n') };
    }
};
/**
 * Rewrites a record's comment, after reading it again (issue 48): a comment that another run
 * has written since (a record naming another app) is left as it is, and said so.
 */
async function rewrite(session, comment, body, host) {
    if (!session.dryRun) {
        const now = await session.store.read(comment.id);
        if (now === undefined)
            return;
        if (now.body !== comment.body) {
            host.warning(`${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalized */ .l2)(session.terms.comment)} ${comment.id} was written by another run while this one removed the preview: it is left as it is.`, `${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalized */ .l2)(session.terms.comment)} not updated`);
            return;
        }
    }
    await session.store.write(comment.id, body);
}
/** Keeps the apps, and says so in their comments: `previewAction=kept`. */
async function keep(session, kept, operation, { host }) {
    for (const { comment } of kept) {
        try {
            await rewrite(session, comment, (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderKeptCommentBody */ .GR)(comment.body, operation.keepLabel, session.terms, operation.target.pullRequest.state === 'open'), host);
        }
        catch (error) {
            host.warning((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewWarning */ .dX)(error, `the preview was kept, but its ${session.terms.comment} does not say so`), `${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalized */ .l2)(session.terms.comment)} not updated`);
        }
    }
    const apps = new Set(kept.map(({ record }) => `${record.previewName} (app ${record.publicKey})`));
    const message = `${keptReason(operation)}: kept ${[...apps].join(', ')}. Once the label is removed, the next sweep or close deletes them.`;
    host.notice(message, 'Preview kept');
    return {
        outputs: { previewAction: 'kept', commentUrl: kept[0]?.comment.url ?? '' },
        section: `<h3>Preview kept</h3>\n<p>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeHtml */ .ZD)(message)}</p>`
    };
}
function keptReason(operation) {
    return `${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalized */ .l2)((0,_review_terms_js__WEBPACK_IMPORTED_MODULE_8__/* .pullRequestName */ .Ib)(operation.target.pullRequest.number, operation.target.terms))} carries the label ${operation.keepLabel}`;
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

/***/ 3226:
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
//# sourceMappingURL=640.index.cjs.js.map