"use strict";
exports.id = 228;
exports.ids = [228];
exports.modules = {

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

/***/ 8228:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   removePreviews: () => (/* binding */ removePreviews)
/* harmony export */ });
/* harmony import */ var _github_comment_body_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7987);
/* harmony import */ var _github_github_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1766);
/* harmony import */ var _outputs_html_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4265);
/* harmony import */ var _comment_content_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1647);
/* harmony import */ var _preview_deployments_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3251);
/* harmony import */ var _pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4410);
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
        const found = (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__/* .signedPreviewRecords */ .rg)(session, operation.previewName, host);
        const outputs = { previewAction: 'deleted' };
        const sections = [];
        if (found.length === 0)
            host.info(`${nothingRecorded(operation)}: nothing to delete.`);
        for (const { comment, record } of found) {
            const { publicKey } = record;
            if (publicKey === undefined && comment.body.includes('(deploying)')) {
                // A run stopped between writing "deploying" and recording its app: one may exist.
                host.warning(`Preview ${record.previewName} was being created when its run stopped, and no app was recorded; one may still exist. Look on the dashboard for an app whose note names pull request #${operation.target.pullRequest.number} and delete it by hand.`, 'Preview not recorded');
            }
            if (publicKey !== undefined) {
                const result = await client.deleteApp(publicKey);
                host.info(result === 'deleted'
                    ? `Deleted app ${publicKey} (preview ${record.previewName}).`
                    : `App ${publicKey} (preview ${record.previewName}) was already gone (404).`);
            }
            const content = removedContent(operation, record.previewName, publicKey, host.now());
            outputs.commentUrl ??= comment.htmlUrl;
            try {
                await session.api.updateComment(session.repository, comment.id, (0,_github_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderRemovedCommentBody */ .So)(content, session.recordKey));
            }
            catch (error) {
                host.warning((0,_github_github_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .githubWarning */ .IS)(error, `the preview was removed, but its comment still shows it`), 'Comment not updated');
            }
            sections.push((0,_comment_content_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownSection */ .dT)((0,_github_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderRemovedCommentMarkdown */ .fl)(content)));
        }
        if (operation.deploymentEnvironment !== undefined) {
            await (0,_preview_deployments_js__WEBPACK_IMPORTED_MODULE_2__/* .retireDeployments */ .Ei)(session, operation.deploymentEnvironment, operation.previewName, host);
        }
        if (sections.length === 0) {
            sections.push(`<h3>Preview</h3>\n<p>${(0,_outputs_html_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeHtml */ .ZD)(nothingRecorded(operation))}.</p>`);
        }
        return { outputs, section: sections.join('\n') };
    },
    async plannedRequests(operation, context) {
        const session = await open(context, operation);
        const found = (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__/* .signedPreviewRecords */ .rg)(session, operation.previewName, context.host);
        if (found.length === 0)
            context.host.info(`Dry run: ${nothingRecorded(operation)}.`);
        const requests = [];
        for (const { comment, record } of found) {
            if (record.publicKey !== undefined) {
                requests.push(context.client.deleteRequest(record.publicKey));
            }
            const content = removedContent(operation, record.previewName, record.publicKey, context.host.now());
            requests.push((0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__/* .commentRequest */ .bu)(session, comment, (0,_github_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderRemovedCommentBody */ .So)(content, session.recordKey)));
        }
        if (operation.deploymentEnvironment !== undefined) {
            requests.push(...(await (0,_preview_deployments_js__WEBPACK_IMPORTED_MODULE_2__/* .retireRequests */ .sP)(session, operation.deploymentEnvironment, operation.previewName, context.host)));
        }
        return requests;
    }
};
async function open(context, operation) {
    try {
        return await (0,_pull_request_session_js__WEBPACK_IMPORTED_MODULE_3__/* .openSession */ .fA)(context, operation.target);
    }
    catch (error) {
        throw (0,_github_github_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .githubFailure */ .eQ)(error, 'without the record no preview app was deleted');
    }
}
function removedContent(operation, previewName, publicKey, now) {
    return {
        previewName,
        publicKey,
        merged: operation.target.pullRequest.merged,
        removedAt: new Date(now)
    };
}
function nothingRecorded(operation) {
    const which = operation.previewName === undefined ? 'No preview' : `No preview ${operation.previewName}`;
    return `${which} is recorded on pull request #${operation.target.pullRequest.number}`;
}


/***/ })

};
;
//# sourceMappingURL=228.index.cjs.js.map