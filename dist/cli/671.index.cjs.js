"use strict";
exports.id = 671;
exports.ids = [671];
exports.modules = {

/***/ 2671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitLabReviewPort: () => (/* binding */ gitLabReviewPort)
/* harmony export */ });
/* unused harmony export gitLabApiBase */
/* harmony import */ var _shared_base_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(280);
/* harmony import */ var _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1746);



/**
 * The review port of a GitLab pipeline. Its target is read from the API: the project (its id
 * binds the records) and the merge request (title, branch, labels, state, fork). In `stop` mode
 * the merge request is reported as closing (`action: 'closed'`), so the preview is deleted,
 * whatever its state; in `deploy` mode its state now is reported, and one no longer open gets
 * no preview. The commit deployed is the one the pipeline built (`commitSha`), so that a
 * merge request that moved on since supersedes the run.
 */
function gitLabReviewPort(context) {
    let connected;
    const gitLab = async (connect) => {
        if (!connect)
            throw new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('unexpected', 'The GitLab API was not offered.');
        await connect();
        if (!connected)
            throw new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('unexpected', 'The GitLab API is not connected.');
        return connected;
    };
    const repositoryOf = async (api) => {
        const project = await api.readProject(context.project);
        const cut = project.path.lastIndexOf('/');
        return { owner: project.path.slice(0, cut), repo: project.path.slice(cut + 1), id: project.id };
    };
    return {
        async readTarget(input, byNumber, connect) {
            if (byNumber !== undefined) {
                throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('pullRequest', 'pullRequest names the pull request of a GitHub run; a GitLab pipeline names its merge request itself (CI_MERGE_REQUEST_IID, or --merge-request).');
            }
            const iid = context.mergeRequestIid;
            if (iid === undefined) {
                throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${input} works on a merge request, and this run names none (CI_MERGE_REQUEST_IID in a merge request pipeline, or --merge-request).`);
            }
            const api = await gitLab(connect);
            const repository = await repositoryOf(api);
            const request = await api.readMergeRequest(repository, iid);
            return {
                pullRequest: {
                    eventName: 'merge_request_event',
                    action: context.mode === 'stop' ? 'closed' : 'synchronize',
                    number: iid,
                    title: request.title,
                    headSha: context.commitSha?.toLowerCase() ?? request.headSha,
                    headRef: request.headRef,
                    baseOwner: repository.owner,
                    baseRepo: repository.repo,
                    baseRepositoryId: repository.id,
                    isFork: request.isFork,
                    merged: request.merged,
                    author: request.author,
                    labels: request.labels,
                    state: request.state
                },
                runUrl: context.runUrl,
                terms: api.terms
            };
        },
        async readRepository(_input, connect) {
            return repositoryOf(await gitLab(connect));
        },
        async connect(options) {
            if (options.token === '')
                throw new Error('A GitLab token is required');
            const apiUrl = gitLabApiBase(context.apiUrl);
            if (apiUrl === undefined) {
                throw new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('unexpected', "GitLab's API address (CI_API_V4_URL, or --gitlab-api-url) is not an https URL without a user name, password, query or fragment, such as https://gitlab.com/api/v4 (plain http only on localhost, 127.0.0.0/8 or ::1).");
            }
            const { createGitLabApi } = await __webpack_require__.e(/* import() */ 954).then(__webpack_require__.bind(__webpack_require__, 2954));
            const { api, platform } = createGitLabApi(apiUrl, options);
            connected = api;
            return platform;
        }
    };
}
/**
 * GitLab's API address as requests are built on it, without a trailing slash: https (plain http
 * on loopback only), without credentials, query or fragment; undefined otherwise.
 */
function gitLabApiBase(value) {
    const checked = (0,_shared_base_url_js__WEBPACK_IMPORTED_MODULE_2__/* .checkBaseUrl */ .x)(value);
    return 'base' in checked ? checked.base : undefined;
}


/***/ })

};
;
//# sourceMappingURL=671.index.cjs.js.map