"use strict";
exports.id = 751;
exports.ids = [751];
exports.modules = {

/***/ 5578:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HD: () => (/* binding */ GITHUB_OPERATIONS),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   Vu: () => (/* binding */ toGitHubApiError)
/* harmony export */ });
/**
 * The one error type of the GitHub API calls: which operation failed, how (GitHub's status, or no
 * answer at all), and a message that never holds the token.
 */
/** What each operation is, in a sentence, and the workflow permission it needs. */
const GITHUB_OPERATIONS = {
    whoAmI: { action: "Finding the GitHub token's login", permission: '' },
    listIssueComments: {
        action: "Reading the pull request's comments",
        permission: 'pull-requests: read'
    },
    getPullRequestState: {
        action: "Reading the pull request's state",
        permission: 'pull-requests: read'
    },
    createComment: {
        action: 'Creating the pull request comment',
        permission: 'pull-requests: write'
    },
    updateComment: { action: 'Editing the pull request comment', permission: 'pull-requests: write' },
    createDeployment: { action: 'Creating the GitHub deployment', permission: 'deployments: write' },
    setDeploymentStatus: {
        action: 'Setting the GitHub deployment status',
        permission: 'deployments: write'
    },
    listDeployments: { action: 'Listing the GitHub deployments', permission: 'deployments: read' }
};
/** A failed GitHub API call. */
class GitHubApiError extends Error {
    name = 'GitHubApiError';
    operation;
    /** GitHub's HTTP status, when it answered with an error status; otherwise undefined. */
    status;
    kind;
    constructor(options) {
        super(options.message);
        this.operation = options.operation;
        this.status = options.status;
        this.kind = options.kind;
    }
}
/**
 * Turns whatever a call threw (octokit's `RequestError`, a GraphQL error, a fetch failure, a
 * `TypeError` from checking the answer) into a `GitHubApiError`, once.
 *
 * @param token removed from the message wherever it occurs
 */
function toGitHubApiError(error, operation, token) {
    if (error instanceof GitHubApiError)
        return error;
    const { kind, status, detail } = classify(error);
    const scrubbed = scrub(detail, token);
    const action = GITHUB_OPERATIONS[operation].action;
    const what = {
        status: `GitHub answered ${status}: ${scrubbed}`,
        graphql: `GitHub answered with errors: ${scrubbed}`,
        unreachable: `GitHub could not be reached: ${scrubbed}`,
        'timed-out': 'GitHub did not answer in time',
        'invalid-answer': `GitHub's answer was not as documented: ${scrubbed}`
    };
    return new GitHubApiError({ operation, status, kind, message: `${action} failed: ${what[kind]}` });
}
function classify(error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    const detail = failure.message;
    const status = failure.status;
    if (failure.name === 'AbortError' || failure.name === 'TimeoutError') {
        return { kind: 'timed-out', status: undefined, detail };
    }
    if (failure.name === 'GraphqlResponseError')
        return { kind: 'graphql', status: undefined, detail };
    if (failure.name === 'HttpError' && typeof status === 'number') {
        // octokit reports a request that got no answer as status 500 without a response.
        if (!('response' in failure) || failure.response === undefined) {
            // Duck-typed: the abort reason is a DOMException, not always an Error of this realm.
            const causeName = failure.cause?.name;
            const timedOut = causeName === 'TimeoutError' || causeName === 'AbortError';
            return { kind: timedOut ? 'timed-out' : 'unreachable', status: undefined, detail };
        }
        return { kind: 'status', status, detail };
    }
    if (failure instanceof TypeError || failure instanceof SyntaxError) {
        return { kind: 'invalid-answer', status: undefined, detail };
    }
    return { kind: 'unreachable', status: undefined, detail };
}
/** The message without the token, without control characters, at most 500 characters. */
function scrub(text, token) {
    let clean = token.length >= 4 ? text.split(token).join('***') : text;
    clean = clean.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
    return clean.length > 500 ? `${clean.slice(0, 499)}…` : clean;
}


/***/ }),

/***/ 8751:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitHubApi: () => (/* binding */ createGitHubApi)
});

// UNUSED EXPORTS: GitHubApiError

// EXTERNAL MODULE: ./src/github/github-api-error.ts
var github_api_error = __webpack_require__(5578);
;// CONCATENATED MODULE: ./src/github/github-answers.ts
/**
 * A login as GitHub spells them (letters, digits, hyphens; bots end in `[bot]`).
 *
 * @throws TypeError for anything else (the login is printed and written into comments)
 */
function checkedLogin(login) {
    if (typeof login !== 'string' ||
        !/^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,38})(?:\[bot\])?$/.test(login)) {
        throw new TypeError('GitHub named no valid login for the token');
    }
    return login;
}
/**
 * A comment as the action keeps it. Its link is published (the `commentUrl` output, the job
 * summary, the log), so it is kept only in the shape GitHub gives it:
 * `{server}/{owner}/{repo}/pull/{n}#issuecomment-{id}` (or `/issues/`); otherwise it is ''.
 *
 * @param serverOrigin the web server's origin (`GITHUB_SERVER_URL`), e.g. https://github.com
 * @throws TypeError when the comment has no numeric id
 */
function toIssueComment(comment, serverOrigin) {
    if (!Number.isSafeInteger(comment.id))
        throw new TypeError('A comment without a numeric id');
    return {
        id: comment.id,
        htmlUrl: checkedCommentUrl(comment.html_url, comment.id, serverOrigin),
        body: typeof comment.body === 'string' ? comment.body : '',
        login: typeof comment.user?.login === 'string' ? comment.user.login : '',
        createdAt: String(comment.created_at),
        updatedAt: String(comment.updated_at)
    };
}
function checkedCommentUrl(value, id, serverOrigin) {
    if (typeof value !== 'string')
        return '';
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return '';
    }
    const shaped = url.origin === serverOrigin &&
        url.username === '' &&
        url.password === '' &&
        url.search === '' &&
        url.hash === `#issuecomment-${id}` &&
        /^\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+\/(?:pull|issues)\/\d+$/.test(url.pathname);
    return shaped ? url.href : '';
}
/**
 * A deployment as the action keeps it; a payload that is not an object is read as `{}`.
 *
 * @throws TypeError when the deployment has no numeric id
 */
function toDeployment(deployment) {
    if (!Number.isSafeInteger(deployment.id))
        throw new TypeError('A deployment without an id');
    const payload = deployment.payload;
    return {
        id: deployment.id,
        ref: String(deployment.ref),
        sha: String(deployment.sha),
        environment: String(deployment.environment),
        payload: payload !== null && typeof payload === 'object' && !Array.isArray(payload)
            ? payload
            : {}
    };
}

;// CONCATENATED MODULE: ./src/github/github-api.ts
/**
 * The GitHub API calls the action makes (who the token is, the pull request's comments, its
 * deployments), over `@actions/github`, the toolkit's client. The client is loaded only when a run
 * talks to GitHub (`createGitHubApi`), so a plain update starts as fast as before.
 *
 * `@actions/github` takes the API address from `GITHUB_API_URL` (GitHub Enterprise Server sets
 * it) and honours `HTTPS_PROXY`/`HTTP_PROXY`/`NO_PROXY`: its fetch goes through a proxy agent of
 * its own (`@actions/http-client` 3 and the real undici, which the action's stand-in for undici
 * does not replace). `GITHUB_API_URL` is read by each `createGitHubApi`; the proxy settings are
 * read once, when the client is first loaded (for the `GITHUB_API_URL` of that moment), so both
 * must be set before the first `createGitHubApi` of a process, as the runner does.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 * https://docs.github.com/rest/deployments/deployments
 * https://docs.github.com/rest/deployments/statuses
 */



/**
 * Loads `@actions/github` and returns the API calls, authenticated with `options.token`.
 *
 * @throws Error when the token is empty
 */
async function createGitHubApi(options) {
    if (options.token === '')
        throw new Error('A GitHub token is required (input githubToken)');
    const { getOctokit } = await __webpack_require__.e(/* import() */ 542).then(__webpack_require__.bind(__webpack_require__, 542));
    const ignore = () => undefined;
    const apiUrl = (options.apiUrl || process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    const log = { debug: ignore, info: ignore, warn: options.onWarning ?? ignore, error: ignore };
    const octokit = getOctokit(options.token, {
        baseUrl: apiUrl,
        userAgent: 'appetize-deploy-action',
        log
    });
    const timeoutMs = options.requestTimeoutMs ?? 30_000;
    octokit.hook.before('request', requestOptions => {
        // The request layer logs an answer's deprecation notice (its Deprecation, Sunset and Link
        // headers: outside text) to `console` unless given a log of its own: this one goes through
        // onWarning, and so through the host's print boundary.
        requestOptions.request = {
            ...requestOptions.request,
            signal: AbortSignal.timeout(timeoutMs),
            log
        };
    });
    const serverOrigin = new URL(options.serverUrl || 'https://github.com').origin;
    const redact = options.redact ?? ((text) => text);
    return new OctokitGitHubApi(octokit, options.token, apiUrl, serverOrigin, redact);
}
class OctokitGitHubApi {
    octokit;
    token;
    apiUrl;
    serverOrigin;
    redact;
    constructor(octokit, token, apiUrl, serverOrigin, redact) {
        this.octokit = octokit;
        this.token = token;
        this.apiUrl = apiUrl;
        this.serverOrigin = serverOrigin;
        this.redact = redact;
    }
    comment(answer) {
        return toIssueComment(answer, this.serverOrigin);
    }
    /** The link as it is, or undefined when it holds a secret: a link cut by `***` is no link. */
    link(url) {
        return url === undefined || this.redact(url) !== url ? undefined : url;
    }
    async whoAmI() {
        let viewerError;
        try {
            const answer = await this.octokit.graphql('query { viewer { login } }');
            return checkedLogin(answer.viewer?.login);
        }
        catch (error) {
            viewerError = (0,github_api_error/* toGitHubApiError */.Vu)(error, 'whoAmI', this.token);
        }
        try {
            const answer = await this.octokit.rest.users.getAuthenticated();
            return checkedLogin(answer.data.login);
        }
        catch (error) {
            const userError = (0,github_api_error/* toGitHubApiError */.Vu)(error, 'whoAmI', this.token);
            throw new github_api_error/* GitHubApiError */.OS({
                operation: 'whoAmI',
                status: userError.status,
                kind: userError.kind,
                message: `${viewerError.message}; GET /user: ${userError.message}`
            });
        }
    }
    listIssueComments(repository, issueNumber) {
        return this.call('listIssueComments', async () => {
            const comments = await this.octokit.paginate(this.octokit.rest.issues.listComments, {
                ...repository,
                issue_number: issueNumber,
                per_page: 100
            });
            return comments.map(comment => this.comment(comment));
        });
    }
    getPullRequestState(repository, pullNumber) {
        return this.call('getPullRequestState', async () => {
            const answer = await this.octokit.rest.pulls.get({ ...repository, pull_number: pullNumber });
            const { state, merged } = answer.data;
            if (state !== 'open' && state !== 'closed') {
                throw new TypeError('GitHub named no pull request state (open or closed)');
            }
            return { state, merged: merged === true };
        });
    }
    createComment(repository, issueNumber, body) {
        return this.call('createComment', async () => {
            const answer = await this.octokit.rest.issues.createComment({
                ...repository,
                issue_number: issueNumber,
                body: this.redact(body)
            });
            return this.comment(answer.data);
        });
    }
    updateComment(repository, commentId, body) {
        return this.call('updateComment', async () => {
            const answer = await this.octokit.rest.issues.updateComment({
                ...repository,
                comment_id: commentId,
                body: this.redact(body)
            });
            return this.comment(answer.data);
        });
    }
    createDeployment(repository, deployment) {
        return this.call('createDeployment', async () => {
            const answer = await this.octokit.rest.repos.createDeployment({
                ...repository,
                ref: deployment.ref,
                environment: deployment.environment,
                description: deployment.description === undefined ? undefined : this.redact(deployment.description),
                auto_merge: false,
                required_contexts: [],
                transient_environment: deployment.transient ?? true,
                production_environment: false,
                payload: Object.fromEntries(Object.entries(deployment.payload ?? {}).map(([name, value]) => [
                    name,
                    typeof value === 'string' ? this.redact(value) : value
                ]))
            });
            // 202 means GitHub merged the default branch instead of deploying (not with auto_merge off).
            if (!('id' in answer.data))
                throw new Error('GitHub created no deployment');
            return toDeployment(answer.data);
        });
    }
    setDeploymentStatus(repository, deploymentId, status) {
        return this.call('setDeploymentStatus', async () => {
            await this.octokit.rest.repos.createDeploymentStatus({
                ...repository,
                deployment_id: deploymentId,
                state: status.state,
                environment_url: this.link(status.environmentUrl),
                log_url: this.link(status.logUrl),
                description: status.description === undefined ? undefined : this.redact(status.description)
            });
        });
    }
    listDeployments(repository, filter = {}) {
        return this.call('listDeployments', async () => {
            const deployments = await this.octokit.paginate(this.octokit.rest.repos.listDeployments, {
                ...repository,
                ...filter,
                per_page: 100
            });
            return deployments.map(toDeployment);
        });
    }
    /** Runs one operation; any failure becomes one `GitHubApiError` with the token scrubbed. */
    async call(operation, run) {
        try {
            return await run();
        }
        catch (error) {
            throw (0,github_api_error/* toGitHubApiError */.Vu)(error, operation, this.token);
        }
    }
}


/***/ })

};
;
//# sourceMappingURL=751.index.cjs.js.map