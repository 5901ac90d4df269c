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

/***/ 6755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   removePreviews: () => (/* binding */ removePreviews)
/* harmony export */ });
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1489);
/* harmony import */ var _review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(484);
/* harmony import */ var _review_failures_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7389);
/* harmony import */ var _shared_html_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(820);
/* harmony import */ var _comment_content_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(968);
/* harmony import */ var _preview_deployments_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8176);
/* harmony import */ var _pull_request_session_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4403);
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
        const found = (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_4__/* .signedPreviewRecords */ .rg)(session, operation.previewName, host);
        const kept = keptPreviews(operation, found);
        if (kept.length > 0)
            return keep(session, kept, operation, context);
        const outputs = { previewAction: 'deleted' };
        const sections = [];
        if (found.length === 0)
            host.notice(`${nothingRecorded(operation)}: nothing to delete.`);
        // Two records may name one app (a copy of a marker): it is deleted once.
        const deleted = new Set();
        for (const { comment, record } of found) {
            const { publicKey } = record;
            if (publicKey === undefined && comment.body.includes('(deploying)')) {
                // A run stopped between writing "deploying" and recording its app: one may exist.
                host.warning(`Preview ${record.previewName} was being created when its run stopped, and no app was recorded; one may still exist. Look on the dashboard for an app whose note names ${(0,_review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestName */ .Ib)(operation.target.pullRequest.number, session.api.terms)} and delete it by hand.`, 'Preview not recorded');
            }
            else if (publicKey === undefined) {
                host.notice(`Preview ${record.previewName} records no app (removed already): nothing to delete.`);
            }
            if (publicKey !== undefined && deleted.has(publicKey)) {
                host.warning(`${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_4__/* .capitalized */ .l2)(session.api.terms.comment)} ${comment.id} holds a copy of the record of preview ${record.previewName} (app ${publicKey}), which is deleted once; this ${session.api.terms.comment} says it was removed too.`, 'Copied record');
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
                terms: session.api.terms
            };
            outputs.commentUrl ??= comment.htmlUrl;
            try {
                await session.api.updateComment(session.repository, session.number, comment.id, (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderRemovedCommentBody */ .So)(content, session.recordKey));
            }
            catch (error) {
                host.warning((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .reviewWarning */ .dX)(error, `the preview was removed, but its ${session.api.terms.comment} still shows it`), `${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_4__/* .capitalized */ .l2)(session.api.terms.comment)} not updated`);
            }
            sections.push((0,_comment_content_js__WEBPACK_IMPORTED_MODULE_5__/* .markdownSection */ .dT)((0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderRemovedCommentMarkdown */ .fl)(content)));
        }
        for (const { environment, previewName } of retirements(operation, found)) {
            await (0,_preview_deployments_js__WEBPACK_IMPORTED_MODULE_3__/* .retireDeployments */ .E)(session, environment, previewName, host);
        }
        if (sections.length === 0) {
            sections.push(`<h3>Preview</h3>\n<p>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeHtml */ .ZD)(nothingRecorded(operation))}.</p>`);
        }
        return { outputs, section: sections.join('\n') };
    }
};
/**
 * The recorded apps a close keeps: all of them when the pull request carries `keepLabel`
 * (GitHub's label names compare without regard to case), none otherwise.
 */
function keptPreviews(operation, found) {
    const label = operation.keepLabel.toLowerCase();
    const labelled = operation.target.pullRequest.labels.some(name => name.toLowerCase() === label);
    return labelled ? found.filter(({ record }) => record.publicKey !== undefined) : [];
}
/** Keeps the apps, and says so in their comments: `previewAction=kept`. */
async function keep(session, kept, operation, { host }) {
    for (const { comment } of kept) {
        try {
            await session.api.updateComment(session.repository, session.number, comment.id, (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderKeptCommentBody */ .GR)(comment.body, operation.keepLabel, session.api.terms, operation.target.pullRequest.state === 'open'));
        }
        catch (error) {
            host.warning((0,_review_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .reviewWarning */ .dX)(error, `the preview was kept, but its ${session.api.terms.comment} does not say so`), `${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_4__/* .capitalized */ .l2)(session.api.terms.comment)} not updated`);
        }
    }
    const apps = new Set(kept.map(({ record }) => `${record.previewName} (app ${record.publicKey})`));
    const message = `${keptReason(operation)}: kept ${[...apps].join(', ')}. Once the label is removed, the next sweep or close deletes them.`;
    host.notice(message, 'Preview kept');
    return {
        outputs: { previewAction: 'kept', commentUrl: kept[0]?.comment.htmlUrl ?? '' },
        section: `<h3>Preview kept</h3>\n<p>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeHtml */ .ZD)(message)}</p>`
    };
}
function keptReason(operation) {
    return `${(0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_4__/* .capitalized */ .l2)((0,_review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestName */ .Ib)(operation.target.pullRequest.number, operation.target.terms))} carries the label ${operation.keepLabel}`;
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
        return await (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_4__/* .openSession */ .fA)(context, operation.target);
    }
    catch (error) {
        throw (0,_review_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .reviewFailure */ .TR)(error, 'without the record no preview app was deleted');
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
    return `${which} is recorded on ${(0,_review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestName */ .Ib)(operation.target.pullRequest.number, operation.target.terms)}`;
}


/***/ })

};
;
//# sourceMappingURL=755.index.cjs.js.map