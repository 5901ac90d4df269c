"use strict";
exports.id = 117;
exports.ids = [117,130];
exports.modules = {

/***/ 1117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deployPreview: () => (/* binding */ deployPreview)
});

// EXTERNAL MODULE: ./src/errors/failure.ts
var errors_failure = __webpack_require__(1685);
// EXTERNAL MODULE: ./src/github/comment-body.ts
var comment_body = __webpack_require__(7987);
// EXTERNAL MODULE: ./src/outputs/device-links.ts
var device_links = __webpack_require__(8130);
// EXTERNAL MODULE: ./src/outputs/step-outputs.ts
var step_outputs = __webpack_require__(3741);
// EXTERNAL MODULE: ./src/plan/app-plan.ts + 2 modules
var app_plan = __webpack_require__(4441);
// EXTERNAL MODULE: ./src/github/github-failures.ts
var github_failures = __webpack_require__(1766);
// EXTERNAL MODULE: ./src/outputs/html.ts
var html = __webpack_require__(4265);
;// CONCATENATED MODULE: ./src/core/operations/closed-pull-request.ts
/**
 * A re-run of an earlier workflow run carries that run's event: a `synchronize` payload that says
 * "open" although the pull request has closed since. Its close event has run already, so an app
 * created now would never be deleted. Before creating, the pull request's state is therefore
 * read from GitHub now; updating a recorded app needs no such read (the close deletes that app).
 *
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 */


/**
 * True when GitHub says the pull request is closed now (merged or not). When the read fails the
 * answer is false, with a warning: the state is only a guard against a rare re-run, and failing
 * every first push of a pull request while GitHub stumbles would cost more than the app a re-run
 * might leave behind (which the README says how to delete).
 */
async function closedNow(session, host) {
    try {
        const { state } = await session.api.getPullRequestState(session.repository, session.number);
        return state === 'closed';
    }
    catch (error) {
        host.warning((0,github_failures/* githubWarning */.IS)(error, 'the preview app is created as if the pull request were open'), 'Pull request state unknown');
        return false;
    }
}
/** Why nothing is created for a pull request closed now (a notice, not a failure). */
function closedReason(pullNumber) {
    return `pull request #${pullNumber} is closed now: no preview app is created (a re-run of an earlier push?)`;
}
/** The result of a run that created nothing: `previewAction=skipped`, a notice and its section. */
function skipClosed(pullNumber, host) {
    const reason = closedReason(pullNumber);
    host.notice(`No preview: ${reason}.`, 'Preview skipped');
    return {
        outputs: { previewAction: 'skipped' },
        section: `<h3>Preview skipped</h3>\n<p>No preview: ${(0,html/* escapeHtml */.ZD)(reason)}.</p>`
    };
}

// EXTERNAL MODULE: ./src/core/operations/comment-content.ts
var comment_content = __webpack_require__(1647);
// EXTERNAL MODULE: ./src/github/github-api-error.ts
var github_api_error = __webpack_require__(5578);
// EXTERNAL MODULE: ./src/core/operations/pull-request-session.ts
var pull_request_session = __webpack_require__(4410);
;// CONCATENATED MODULE: ./src/core/operations/preview-comment.ts
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
        throw (0,github_failures/* githubFailure */.eQ)(error, 'without the record no app was created or updated');
    }
}
/** The preview's record: the oldest own comment for its name (two only when runs raced). */
function findPreview(session, operation, { host }) {
    const found = (0,pull_request_session/* signedPreviewRecords */.rg)(session, operation.previewName, host);
    if (found.length > 1) {
        host.warning(`${found.length} comments record preview ${operation.previewName}; the oldest is used. The others came from runs that raced (no concurrency group?) and may name apps nothing deletes.`, 'Several records');
    }
    const [first] = found;
    if (!first)
        return {};
    return { comment: first.comment, publicKey: first.record.publicKey };
}
/**
 * Writes the record before an app is created, so that an app is created only when it can be
 * recorded.
 *
 * @throws ActionFailure when the comment cannot be written: nothing was created
 */
async function reserveRecord(session, comment, operation) {
    try {
        const body = (0,comment_body/* renderPendingCommentBody */.p_)(operation.previewName, operation.target.runUrl, session.recordKey);
        return await (0,pull_request_session/* writeComment */.HF)(session, comment, body);
    }
    catch (error) {
        throw (0,github_failures/* githubFailure */.eQ)(error, 'the preview could not be recorded on the pull request, so no app was created');
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
            const failure = (0,github_failures/* githubFailure */.eQ)(error, `app ${app.publicKey} was created but is not recorded, so nothing will update or delete it`);
            throw new errors_failure/* ActionFailure */.dR(failure.kind, failure.message, `Delete app ${app.publicKey} on the dashboard before the next run, which creates a new app and records it.`);
        }
        host.warning((0,github_failures/* githubWarning */.IS)(error, `app ${app.publicKey} was updated, but the comment shows the previous deploy`), 'Comment not updated');
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
            const passing = error instanceof github_api_error/* GitHubApiError */.OS &&
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

// EXTERNAL MODULE: ./src/core/operations/preview-deployments.ts
var preview_deployments = __webpack_require__(3251);
// EXTERNAL MODULE: ./src/core/operations/update-app.ts + 1 modules
var update_app = __webpack_require__(9215);
;// CONCATENATED MODULE: ./src/core/operations/deploy-preview.ts
/**
 * Creates or updates the pull request's preview app for one `previewName`, and keeps its record
 * in the sticky comment: the app the record names is updated; without a record, or when the
 * recorded app is gone (404), an app is created (`POST {v1}/apps`) and recorded. The record is
 * written first ("deploying"), so that no app is created that could not be recorded; and nothing
 * is created for a pull request that is closed now (a re-run of an earlier push).
 *
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 * https://docs.appetize.io/rest-api (Create new app, Get a Single App)
 */











/**
 * The `deploy-preview` handler (its title is in index.ts). Sets the app's outputs, `previewAction`
 * (`created`, `updated`, or `skipped` for a pull request closed now), `commentUrl` and
 * `deviceLinks`; its summary section is the comment.
 */
const deployPreview = {
    async run(operation, context) {
        const { host, plan } = context;
        const session = await openPreviewSession(context, operation);
        const found = findPreview(session, operation, context);
        const upload = await (0,update_app/* uploadBody */.E3)(operation, context);
        let comment = found.comment;
        let app = found.publicKey === undefined
            ? undefined
            : await update(found.publicKey, operation, upload, context);
        const created = app === undefined;
        if (app === undefined) {
            if (await closedNow(session, host))
                return skipClosed(session.number, host);
            comment = await reserveRecord(session, comment, operation);
            host.info(`POST ${context.client.createRequest(operation.fields).url}: a new ${operation.platform} app`);
            app = await context.client.createApp(operation.fields, upload);
            host.info(`Created app ${app.publicKey} (versionCode ${app.versionCode ?? '?'}).`);
        }
        const outputs = {
            ...(0,step_outputs/* appOutputs */.yh)(plan.endpoints, app),
            previewAction: created ? 'created' : 'updated'
        };
        const links = (0,device_links.deviceLinks)(outputs.appUrl ?? '', operation.devices, host);
        if (operation.devices.length > 0)
            outputs.deviceLinks = (0,device_links.deviceLinksOutput)(links);
        const record = {
            kind: 'preview',
            previewName: operation.previewName,
            publicKey: app.publicKey
        };
        const content = (0,comment_content/* commentContent */.Po)(record, outputs, {
            target: operation.target,
            deviceLinks: links,
            reportedApp: await (0,comment_content/* readReportedApp */.NM)(context, app.publicKey),
            build: (0,app_plan/* describeBuild */.S)(operation.fields, operation.build),
            now: host.now()
        });
        const written = await recordApp(session, comment, (0,comment_body/* renderCommentBody */.yX)(content, session.recordKey), app, created, context);
        if (written)
            outputs.commentUrl = written.htmlUrl;
        if (operation.deploymentEnvironment !== undefined) {
            await (0,preview_deployments/* recordDeployment */.dj)(session, {
                environment: operation.deploymentEnvironment,
                previewName: operation.previewName,
                sha: operation.target.pullRequest.headSha,
                appUrl: outputs.appUrl ?? '',
                runUrl: operation.target.runUrl
            }, host);
        }
        return { outputs, section: (0,comment_content/* markdownSection */.dT)((0,comment_body/* renderCommentMarkdown */.HK)(content)) };
    },
    async plannedRequests(operation, context) {
        const session = await openPreviewSession(context, operation);
        const found = findPreview(session, operation, context);
        if (found.publicKey === undefined && (await closedNow(session, context.host))) {
            context.host.notice(`Dry run: no preview: ${closedReason(session.number)}.`, 'Preview skipped');
            return [];
        }
        const upload = await (0,update_app/* uploadBody */.E3)(operation, context);
        const { client } = context;
        const requests = found.publicKey === undefined
            ? [
                (0,pull_request_session/* commentRequest */.bu)(session, found.comment, (0,comment_body/* renderPendingCommentBody */.p_)(operation.previewName, operation.target.runUrl, session.recordKey)),
                client.createRequest(operation.fields, upload)
            ]
            : [client.updateRequest(found.publicKey, operation.fields, upload)];
        context.host.info(found.publicKey === undefined
            ? `Dry run: no app is recorded for preview ${operation.previewName}: one would be created.`
            : `Dry run: preview ${operation.previewName} is app ${found.publicKey}: it would be updated.`);
        const body = '(the comment: the app link, device links, build and commit)';
        const { owner, repo } = session.repository;
        requests.push(found.comment
            ? (0,pull_request_session/* commentRequest */.bu)(session, found.comment, body)
            : (0,pull_request_session/* githubRequest */.H6)(session, 'PATCH', `/repos/${owner}/${repo}/issues/comments/{new}`, { body }));
        if (operation.deploymentEnvironment !== undefined) {
            requests.push((0,preview_deployments/* deploymentRequest */.f_)(session, {
                environment: operation.deploymentEnvironment,
                previewName: operation.previewName,
                sha: operation.target.pullRequest.headSha,
                appUrl: '',
                runUrl: operation.target.runUrl
            }));
        }
        return requests;
    }
};
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
        if (!(error instanceof errors_failure/* ActionFailure */.dR) || error.kind !== 'not-found')
            throw error;
        context.host.warning(`The recorded app ${publicKey} no longer exists (404): a new app is created and the record replaced.`, 'Preview app gone');
        return undefined;
    }
}


/***/ }),

/***/ 3251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ei: () => (/* binding */ retireDeployments),
/* harmony export */   dj: () => (/* binding */ recordDeployment),
/* harmony export */   f_: () => (/* binding */ deploymentRequest),
/* harmony export */   sP: () => (/* binding */ retireRequests)
/* harmony export */ });
/* harmony import */ var _github_github_failures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1766);
/* harmony import */ var _pull_request_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4410);


/**
 * Records a successful deployment of the preview and retires the one it replaces (the same
 * preview's newest earlier deployment; older ones were retired by their successors).
 */
async function recordDeployment(session, deployment, host) {
    const { api, repository } = session;
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
        host.info(`GitHub deployment ${created.id} to ${deployment.environment} recorded.`);
    }
    catch (error) {
        host.warning((0,_github_github_failures_js__WEBPACK_IMPORTED_MODULE_0__/* .githubWarning */ .IS)(error, 'the preview was deployed, but the pull request shows no deployment'), 'Deployment not recorded');
    }
}
/**
 * Marks every deployment of the pull request's preview inactive (all previews when
 * `previewName` is undefined).
 */
async function retireDeployments(session, environment, previewName, host) {
    const { api, repository } = session;
    try {
        const deployments = await deploymentsOf(session, environment, previewName);
        for (const deployment of deployments) {
            await api.setDeploymentStatus(repository, deployment.id, { state: 'inactive' });
        }
        host.info(`${deployments.length} GitHub deployment(s) in ${environment} marked inactive.`);
    }
    catch (error) {
        host.warning((0,_github_github_failures_js__WEBPACK_IMPORTED_MODULE_0__/* .githubWarning */ .IS)(error, 'the preview was removed, but its deployment may still show as active'), 'Deployment not retired');
    }
}
/**
 * The requests a dry run shows for retiring the pull request's deployments (as retireDeployments
 * would send them). The deployments are read, as a dry run may; when they cannot be, a warning
 * says so and no request is shown.
 */
async function retireRequests(session, environment, previewName, host) {
    const { owner, repo } = session.repository;
    try {
        const deployments = await deploymentsOf(session, environment, previewName);
        return deployments.map(deployment => (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_1__/* .githubRequest */ .H6)(session, 'POST', `/repos/${owner}/${repo}/deployments/${deployment.id}/statuses`, {
            state: 'inactive'
        }));
    }
    catch (error) {
        host.warning((0,_github_github_failures_js__WEBPACK_IMPORTED_MODULE_0__/* .githubWarning */ .IS)(error, 'the dry run cannot show which deployments would be marked inactive'), 'Deployments not read');
        return [];
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
/** The deployment request a dry run shows. */
function deploymentRequest(session, deployment) {
    const { owner, repo } = session.repository;
    return (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_1__/* .githubRequest */ .H6)(session, 'POST', `/repos/${owner}/${repo}/deployments`, {
        ...newDeployment(session, deployment)
    });
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
//# sourceMappingURL=117.index.cjs.js.map