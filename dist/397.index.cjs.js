"use strict";
exports.id = 397;
exports.ids = [397];
exports.modules = {

/***/ 5397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitHubApi: () => (/* binding */ createGitHubApi)
});

// EXTERNAL MODULE: ./src/shared/markdown-text.ts
var markdown_text = __webpack_require__(4338);
// EXTERNAL MODULE: ./src/review/review-error.ts
var review_error = __webpack_require__(5209);
// EXTERNAL MODULE: ./src/shared/retry-policy.ts
var retry_policy = __webpack_require__(9158);
// EXTERNAL MODULE: ./src/shared/listing-cap.ts
var listing_cap = __webpack_require__(8276);
// EXTERNAL MODULE: ./src/shared/tls-handshake.ts
var tls_handshake = __webpack_require__(5388);
;// CONCATENATED MODULE: ./src/github/review-errors.ts
/**
 * GitHub's side of the review port's errors: what each call is called and the workflow
 * permission it needs, and the classification of what octokit throws (its `RequestError`, a
 * GraphQL error, a fetch failure) into one ReviewPlatformError.
 */




/** What each operation is, in a sentence, and the workflow permission it needs. */
const REVIEW_OPERATIONS = {
    identify: { action: "Finding the GitHub token's login", permission: '' },
    listComments: {
        action: "Reading the pull request's comments",
        permission: 'pull-requests: read'
    },
    readComment: {
        action: 'Reading the pull request comment again',
        permission: 'pull-requests: read'
    },
    createComment: {
        action: 'Creating the pull request comment',
        permission: 'pull-requests: write'
    },
    updateComment: { action: 'Editing the pull request comment', permission: 'pull-requests: write' },
    deleteComment: {
        action: 'Deleting the pull request comment',
        permission: 'pull-requests: write'
    },
    createDeployment: { action: 'Creating the GitHub deployment', permission: 'deployments: write' },
    setDeploymentStatus: {
        action: 'Setting the GitHub deployment status',
        permission: 'deployments: write'
    },
    listDeployments: { action: 'Listing the GitHub deployments', permission: 'deployments: read' },
    getPullRequest: { action: 'Reading the pull request', permission: 'pull-requests: read' },
    getRepository: { action: 'Reading the repository', permission: 'contents: read' },
    listPullRequests: {
        action: "Listing the repository's pull requests",
        permission: 'pull-requests: read'
    },
    deleteDeployment: {
        action: 'Deleting the GitHub deployment',
        permission: 'deployments: write'
    },
    reportStatus: { action: 'Setting the commit status', permission: 'statuses: write' },
    // GitHub lists labelled pull requests only with the issues.
    readPreviewIndex: {
        action: 'Listing the pull requests labelled appetize-preview',
        permission: 'issues: read'
    },
    markPreview: {
        action: 'Labelling the pull request appetize-preview',
        permission: 'pull-requests: write'
    },
    unmarkPreview: {
        action: 'Taking the label appetize-preview off the pull request',
        permission: 'pull-requests: write'
    },
    completePreviewIndex: {
        action: 'Describing the label appetize-preview',
        permission: 'pull-requests: write'
    }
};
/**
 * Turns whatever a call threw (octokit's `RequestError`, a GraphQL error, a fetch failure, a
 * `TypeError` from checking the answer) into a `ReviewPlatformError`, once.
 *
 * @param token removed from the message wherever it occurs
 * @param redact the run's scrub of every secret, applied before the message is cut short, so
 *   that the cut never leaves a piece of a secret the scrub would have masked whole
 */
function toReviewPlatformError(error, operation, token, redact = text => text) {
    if (error instanceof review_error/* ReviewPlatformError */.O)
        return error;
    if (error instanceof listing_cap/* ListingCutOffError */.Ce) {
        const kind = error.cap === 'time' ? 'timed-out' : 'invalid-answer';
        const message = `${REVIEW_OPERATIONS[operation].action} failed: ${error.message}`;
        return new review_error/* ReviewPlatformError */.O({ operation, status: undefined, kind, message });
    }
    const { kind, status, detail } = classify(error);
    const scrubbed = scrub(redact(detail), token);
    const action = REVIEW_OPERATIONS[operation].action;
    const tls = kind === 'unreachable' ? tlsCause(error) : undefined;
    const what = {
        status: `GitHub answered ${status}: ${scrubbed}`,
        'rate-limited': `GitHub's rate limit refused it (${status}): ${scrubbed}`,
        'errors-in-answer': `GitHub answered with errors: ${scrubbed}`,
        unreachable: tls === undefined
            ? `GitHub could not be reached: ${scrubbed}`
            : `GitHub could not be reached over TLS: ${tls.reason}, so nothing was sent; check the scheme (https:// or http://) and the port of GITHUB_API_URL`,
        'timed-out': 'GitHub did not answer in time',
        'invalid-answer': `GitHub's answer was not as documented: ${scrubbed}`
    };
    return new review_error/* ReviewPlatformError */.O({
        operation,
        status,
        kind,
        message: `${action} failed: ${what[kind]}`,
        need: REVIEW_OPERATIONS[operation].permission,
        handshake: tls?.kind
    });
}
function classify(error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    const detail = failure.message;
    const status = failure.status;
    if (failure.name === 'AbortError' || failure.name === 'TimeoutError') {
        return { kind: 'timed-out', status: undefined, detail };
    }
    if (failure.name === 'GraphqlResponseError') {
        return { kind: 'errors-in-answer', status: undefined, detail };
    }
    if (failure.name === 'HttpError' && typeof status === 'number') {
        // octokit reports a request that got no answer as status 500 without a response.
        const response = failure
            .response;
        if (response && (0,retry_policy/* rateLimitWaitMs */.JR)(status, response.headers ?? {}, Date.now()) !== undefined) {
            return { kind: 'rate-limited', status, detail };
        }
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
/**
 * A TLS handshake that failed, found along the error's causes (octokit's error, fetch's, the
 * socket's), said without OpenSSL's words; undefined for any other failure.
 */
function tlsCause(error) {
    let cause = error;
    for (let depth = 0; depth < 5 && cause !== null && typeof cause === 'object'; depth++) {
        const tls = (0,tls_handshake/* tlsFailure */.kL)(cause);
        if (tls !== undefined)
            return tls;
        cause = cause.cause;
    }
    return undefined;
}
/** The message without the token, without control characters, at most 500 characters. */
function scrub(text, token) {
    let clean = token.length >= 4 ? text.split(token).join('***') : text;
    clean = clean.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
    return clean.length > 500 ? `${clean.slice(0, 499)}…` : clean;
}

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
 * @param serverUrl the web server's URL (`GITHUB_SERVER_URL`), e.g. https://github.com; a
 *   server behind a path (https://ghe.example.com/github) keeps it in every link
 * @throws TypeError when the comment has no numeric id
 */
function toIssueComment(comment, serverUrl) {
    if (!Number.isSafeInteger(comment.id))
        throw new TypeError('A comment without a numeric id');
    return {
        id: comment.id,
        htmlUrl: checkedCommentUrl(comment.html_url, comment.id, serverUrl),
        body: typeof comment.body === 'string' ? comment.body : '',
        login: typeof comment.user?.login === 'string' ? comment.user.login : '',
        createdAt: String(comment.created_at),
        updatedAt: String(comment.updated_at)
    };
}
function checkedCommentUrl(value, id, serverUrl) {
    if (typeof value !== 'string')
        return '';
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return '';
    }
    const serverPath = serverUrl.pathname.replace(/\/+$/, '');
    const shaped = url.origin === serverUrl.origin &&
        url.username === '' &&
        url.password === '' &&
        url.search === '' &&
        url.hash === `#issuecomment-${id}` &&
        url.pathname.startsWith(`${serverPath}/`) &&
        /^\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+\/(?:pull|issues)\/\d+$/.test(url.pathname.slice(serverPath.length));
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
        id: String(deployment.id),
        ref: String(deployment.ref),
        sha: String(deployment.sha),
        environment: String(deployment.environment),
        payload: payload !== null && typeof payload === 'object' && !Array.isArray(payload)
            ? payload
            : {}
    };
}
/**
 * A pull request as `GET /repos/{owner}/{repo}/pulls/{number}` or the pull request list
 * describes it (https://docs.github.com/rest/pulls/pulls), checked: its head SHA and number
 * decide what is deployed and where, so they must be of GitHub's shape.
 *
 * @throws TypeError for a missing or malformed number, state, head SHA or update time
 */
function toPullRequestDetails(answer) {
    const pull = objectOf(answer);
    const head = objectOf(pull.head);
    const base = objectOf(pull.base);
    const number = pull.number;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
        throw new TypeError('A pull request without a number');
    }
    const state = pull.state;
    if (state !== 'open' && state !== 'closed') {
        throw new TypeError(`Pull request #${number} has no state (open or closed)`);
    }
    const headSha = head.sha;
    if (typeof headSha !== 'string' || !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(headSha)) {
        throw new TypeError(`Pull request #${number} has no head commit SHA`);
    }
    const updatedAt = typeof pull.updated_at === 'string' ? Date.parse(pull.updated_at) : NaN;
    if (!Number.isFinite(updatedAt)) {
        throw new TypeError(`Pull request #${number} has no update time`);
    }
    // A deleted fork leaves head.repo null: a fork (no trust to lose).
    const headRepository = head.repo === null ? undefined : objectOf(head.repo);
    const baseRepository = objectOf(base.repo);
    const fullName = (repository) => typeof repository?.full_name === 'string' ? repository.full_name.toLowerCase() : '';
    const labels = Array.isArray(pull.labels) ? pull.labels : [];
    return {
        number,
        state,
        merged: pull.merged === true || typeof pull.merged_at === 'string',
        title: typeof pull.title === 'string' ? pull.title.slice(0, 1024) : '',
        headSha,
        headRef: typeof head.ref === 'string' ? head.ref.slice(0, 1024) : '',
        isFork: headRepository === undefined ||
            fullName(headRepository) === '' ||
            fullName(headRepository) !== fullName(baseRepository) ||
            headRepository.id !== baseRepository.id,
        author: typeof objectOf(pull.user ?? {}).login === 'string' ? String(objectOf(pull.user).login) : '',
        labels: labels.flatMap(label => {
            const name = label?.name;
            return typeof name === 'string' ? [name] : [];
        }),
        updatedAt
    };
}
function objectOf(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new TypeError('A pull request field GitHub always sends is missing');
    }
    return value;
}

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/octokit-pages.ts



/** Octokit's pattern for the next page's link (plugin-paginate-rest). */
const NEXT_LINK = /<([^<>]+)>;\s*rel="next"/;
/**
 * Reads the pages of `route` until the last one, or until `take` says done.
 *
 * @param route an Octokit REST method that lists (`octokit.rest.issues.listComments`)
 * @param listing what is listed, for the cap's error ("the comments of pull request #7")
 * @param take turns one page's items (as GitHub sent them) into the listing's
 * @throws what Octokit throws; ListingCutOffError when a cap is reached with a next page named
 */
async function listPages(octokit, route, params, listing, caps, take) {
    const count = (0,listing_cap/* startListing */.jF)(listing, caps.now, caps.limits);
    const found = [];
    count.nextPage();
    const pages = octokit.paginate.iterator(route, params);
    for await (const response of pages) {
        if (!Array.isArray(response.data))
            throw new TypeError(`GitHub listed ${listing} without a list`);
        const page = take(response.data);
        found.push(...page.items);
        if (page.done)
            break;
        // Octokit requests the next page on the next turn of the loop: counted before it.
        if (NEXT_LINK.test(response.headers.link ?? ''))
            count.nextPage();
    }
    return found;
}
/**
 * A pull request's comments, oldest first, every page
 * (https://docs.github.com/rest/issues/comments#list-issue-comments).
 *
 * @param toComment checks one comment as GitHub sent it
 */
function listComments(octokit, repository, issueNumber, caps, toComment) {
    return listPages(octokit, octokit.rest.issues.listComments, { ...(0,github_octokit/* repositoryParams */.z)(repository), issue_number: issueNumber, per_page: 100 }, `the comments of pull request #${issueNumber}`, caps, items => ({ items: items.map(item => toComment(item)) }));
}
/**
 * The repository's pull requests, most recently updated first (or last, as `listing` asks),
 * until the first that `stop` picks (https://docs.github.com/rest/pulls/pulls#list-pull-requests).
 */
function listPulls(octokit, repository, listing, stop, caps) {
    return listPages(octokit, octokit.rest.pulls.list, { ...(0,github_octokit/* repositoryParams */.z)(repository), ...listing, sort: 'updated', per_page: 100 }, "the repository's pull requests", caps, items => {
        const page = items.map(toPullRequestDetails);
        const end = page.findIndex(stop);
        return end === -1 ? { items: page } : { items: page.slice(0, end), done: true };
    });
}

;// CONCATENATED MODULE: ./src/github/octokit-deployments.ts



/**
 * Creates a deployment without GitHub's extras that would fail a preview (no merge of the
 * default branch, no wait for status checks).
 *
 * @param redact scrubs the description of the run's secrets
 * @throws Error when GitHub created none (202: it merged the default branch instead)
 */
async function createDeployment(octokit, repository, deployment, redact) {
    const answer = await octokit.rest.repos.createDeployment({
        ...(0,github_octokit/* repositoryParams */.z)(repository),
        ref: deployment.ref,
        environment: deployment.environment,
        description: deployment.description === undefined ? undefined : redact(deployment.description),
        auto_merge: false,
        required_contexts: [],
        transient_environment: deployment.transient ?? true,
        production_environment: false,
        // Identifiers the action matches on later (a preview's name, the pull request).
        payload: deployment.payload ?? {}
    });
    if (!('id' in answer.data))
        throw new Error('GitHub created no deployment');
    return toDeployment(answer.data);
}
/** Adds a status to a deployment; its links and description as the caller checked them. */
async function setDeploymentStatus(octokit, repository, deploymentId, status) {
    await octokit.rest.repos.createDeploymentStatus({
        ...(0,github_octokit/* repositoryParams */.z)(repository),
        deployment_id: Number(deploymentId),
        state: status.state,
        environment_url: status.environmentUrl,
        log_url: status.logUrl,
        description: status.description
    });
}
/** The repository's deployments, newest first, all pages (within the listing caps). */
function listDeployments(octokit, repository, environment, caps) {
    return listPages(octokit, octokit.rest.repos.listDeployments, { ...(0,github_octokit/* repositoryParams */.z)(repository), environment, per_page: 100 }, "the repository's deployments", caps, items => ({ items: items.map(item => toDeployment(item)) }));
}
/** Deletes an inactive deployment; one already gone (404) is success. */
async function deleteDeployment(octokit, repository, deploymentId) {
    try {
        await octokit.rest.repos.deleteDeployment({
            ...(0,github_octokit/* repositoryParams */.z)(repository),
            deployment_id: Number(deploymentId)
        });
    }
    catch (error) {
        if (error.status !== 404)
            throw error;
    }
}

// EXTERNAL MODULE: ./src/review/record-store.ts
var record_store = __webpack_require__(6121);
;// CONCATENATED MODULE: ./src/github/octokit-labels.ts


/**
 * The label calls over `octokit`.
 *
 * @param call runs one call, turning any failure into one ReviewPlatformError (the adapter's)
 */
function gitHubLabels(octokit, call, caps) {
    return {
        readLabel: (repository, name) => call('readPreviewIndex', () => readLabel(octokit, repository, name)),
        listLabelled: (repository, name) => call('readPreviewIndex', () => listLabelled(octokit, repository, name, caps)),
        addLabel: (repository, number, name) => call('markPreview', () => addLabel(octokit, repository, number, name)),
        removeLabel: (repository, number, name) => call('unmarkPreview', () => removeLabel(octokit, repository, number, name)),
        describeLabel: (repository, name, description, color) => call('completePreviewIndex', () => describeLabel(octokit, repository, name, description, color))
    };
}
/** `GET /repos/{owner}/{repo}/labels/{name}`: its description; undefined when there is none. */
async function readLabel(octokit, repository, name) {
    try {
        const answer = await octokit.rest.issues.getLabel({ ...(0,github_octokit/* repositoryParams */.z)(repository), name });
        const { description } = answer.data;
        return { description: typeof description === 'string' ? description : null };
    }
    catch (error) {
        if (statusOf(error) === 404)
            return undefined;
        throw error;
    }
}
/**
 * `GET /repos/{owner}/{repo}/issues?labels={name}&state=all`: the pull requests among them,
 * within the listing caps (octokit-pages.ts).
 */
function listLabelled(octokit, repository, name, caps) {
    return listPages(octokit, octokit.rest.issues.listForRepo, { ...(0,github_octokit/* repositoryParams */.z)(repository), labels: name, state: 'all', per_page: 100 }, `the pull requests labelled ${name}`, caps, items => ({ items: items.flatMap(toSweptPullRequest) }));
}
/** `POST /repos/{owner}/{repo}/issues/{number}/labels` (GitHub creates a missing label). */
async function addLabel(octokit, repository, number, name) {
    await octokit.rest.issues.addLabels({
        ...(0,github_octokit/* repositoryParams */.z)(repository),
        issue_number: number,
        labels: [name]
    });
}
/** `DELETE /repos/{owner}/{repo}/issues/{number}/labels/{name}`; not carrying it (404) is done. */
async function removeLabel(octokit, repository, number, name) {
    try {
        await octokit.rest.issues.removeLabel({
            ...(0,github_octokit/* repositoryParams */.z)(repository),
            issue_number: number,
            name
        });
    }
    catch (error) {
        if (statusOf(error) !== 404)
            throw error;
    }
}
/** `PATCH /repos/{owner}/{repo}/labels/{name}`, or `POST …/labels` when there is none (404). */
async function describeLabel(octokit, repository, name, description, color) {
    try {
        await octokit.rest.issues.updateLabel({ ...(0,github_octokit/* repositoryParams */.z)(repository), name, description });
    }
    catch (error) {
        if (statusOf(error) !== 404)
            throw error;
        await octokit.rest.issues.createLabel({
            ...(0,github_octokit/* repositoryParams */.z)(repository),
            name,
            color,
            description
        });
    }
}
function statusOf(error) {
    return error?.status;
}
/**
 * A pull request of the issue list (an entry with `pull_request`), checked; an issue gives none.
 *
 * @throws TypeError for an entry that is not as documented
 */
function toSweptPullRequest(answer) {
    const issue = (answer ?? {});
    if (typeof issue.pull_request !== 'object' || issue.pull_request === null)
        return [];
    const { number, state } = issue;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
        throw new TypeError('A pull request without a number');
    }
    if (state !== 'open' && state !== 'closed') {
        throw new TypeError(`Pull request #${number} has no state (open or closed)`);
    }
    const updatedAt = typeof issue.updated_at === 'string' ? Date.parse(issue.updated_at) : NaN;
    if (!Number.isFinite(updatedAt))
        throw new TypeError(`Pull request #${number} has no update time`);
    const labels = Array.isArray(issue.labels) ? issue.labels : [];
    const mergedAt = issue.pull_request.merged_at;
    return [
        {
            number,
            state,
            merged: typeof mergedAt === 'string',
            labels: labels.flatMap(entry => {
                const name = typeof entry === 'string' ? entry : entry?.name;
                return typeof name === 'string' ? [name] : [];
            }),
            updatedAt
        }
    ];
}

;// CONCATENATED MODULE: ./src/github/octokit-api.ts
/**
 * The review platform's calls over GitHub's REST and GraphQL API (the toolkit's Octokit): each
 * answer checked and turned into the port's types (github-answers.ts), each failure into one
 * ReviewPlatformError, and every text sent scrubbed of the run's secrets.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/pulls/pulls
 * https://docs.github.com/rest/deployments/deployments
 * https://docs.github.com/rest/deployments/statuses
 */








/** `***` for Markdown: three escaped asterisks, shown as written. */
const MARKDOWN_MASK = '\\*\\*\\*';
/** GitHub's calls over an authenticated Octokit. */
class OctokitGitHubApi {
    octokit;
    token;
    apiUrl;
    serverUrl;
    redact;
    caps;
    /** @param caps the clock and caps of its listings (src/shared/listing-cap.ts) */
    constructor(octokit, token, apiUrl, serverUrl, redact, caps = { now: Date.now }) {
        this.octokit = octokit;
        this.token = token;
        this.apiUrl = apiUrl;
        this.serverUrl = serverUrl;
        this.redact = redact;
        this.caps = caps;
    }
    comment(answer) {
        return toIssueComment(answer, this.serverUrl);
    }
    /**
     * A comment body scrubbed line by line, but for its record marker: the marker holds only
     * identifiers and a signature, which a scrub of a short secret's forms could cut by chance,
     * losing the record. The body is Markdown, where a bare `***` in a secret's place would be
     * emphasis (or a rule, alone on a line): the mask is escaped to show as written. The comment
     * has no code spans, where the backslashes would show.
     */
    redactBody(body) {
        return body
            .split('\n')
            .map(line => line.startsWith(record_store/* RECORD_MARKER_PREFIX */.q) ? line : this.redact(line, MARKDOWN_MASK))
            .join('\n');
    }
    /** The link as it is, or undefined when it holds a secret: a link cut by `***` is no link. */
    link(url) {
        return url === undefined || this.redact(url) !== url ? undefined : url;
    }
    async identify() {
        let viewerError;
        try {
            const answer = await this.octokit.graphql('query { viewer { login } }');
            return checkedLogin(answer.viewer?.login);
        }
        catch (error) {
            viewerError = toReviewPlatformError(error, 'identify', this.token, this.redact);
        }
        try {
            const answer = await this.octokit.rest.users.getAuthenticated();
            return checkedLogin(answer.data.login);
        }
        catch (error) {
            const userError = toReviewPlatformError(error, 'identify', this.token, this.redact);
            // The same failure twice (no answer to either, a TLS refusal) is said once.
            if (userError.message === viewerError.message)
                throw userError;
            throw new review_error/* ReviewPlatformError */.O({
                operation: 'identify',
                status: userError.status,
                kind: userError.kind,
                message: `${viewerError.message}; GET /user: ${userError.message}`
            });
        }
    }
    listComments(repository, issueNumber) {
        return this.call('listComments', () => listComments(this.octokit, repository, issueNumber, this.caps, item => this.comment(item)));
    }
    readComment(repository, commentId) {
        return this.call('readComment', async () => {
            try {
                const answer = await this.octokit.rest.issues.getComment({
                    ...(0,github_octokit/* repositoryParams */.z)(repository),
                    comment_id: commentId
                });
                return this.comment(answer.data);
            }
            catch (error) {
                if (error.status === 404)
                    return undefined;
                throw error;
            }
        });
    }
    createComment(repository, issueNumber, body) {
        return this.call('createComment', async () => {
            const answer = await this.octokit.rest.issues.createComment({
                ...(0,github_octokit/* repositoryParams */.z)(repository),
                issue_number: issueNumber,
                body: this.redactBody(body)
            });
            return this.comment(answer.data);
        });
    }
    updateComment(repository, commentId, body) {
        return this.call('updateComment', async () => {
            const answer = await this.octokit.rest.issues.updateComment({
                ...(0,github_octokit/* repositoryParams */.z)(repository),
                comment_id: commentId,
                body: this.redactBody(body)
            });
            return this.comment(answer.data);
        });
    }
    deleteComment(repository, commentId) {
        return this.call('deleteComment', async () => {
            try {
                await this.octokit.rest.issues.deleteComment({
                    ...(0,github_octokit/* repositoryParams */.z)(repository),
                    comment_id: commentId
                });
            }
            catch (error) {
                if (error.status !== 404)
                    throw error;
            }
        });
    }
    createDeployment(repository, deployment) {
        return this.call('createDeployment', () => createDeployment(this.octokit, repository, deployment, this.redact));
    }
    setDeploymentStatus(repository, deploymentId, status) {
        const sent = {
            ...status,
            environmentUrl: this.link(status.environmentUrl),
            logUrl: this.link(status.logUrl),
            description: status.description === undefined ? undefined : this.redact(status.description)
        };
        return this.call('setDeploymentStatus', () => setDeploymentStatus(this.octokit, repository, deploymentId, sent));
    }
    listDeployments(repository, environment) {
        return this.call('listDeployments', () => listDeployments(this.octokit, repository, environment, this.caps));
    }
    deleteDeployment(repository, deploymentId) {
        return this.call('deleteDeployment', () => deleteDeployment(this.octokit, repository, deploymentId));
    }
    getPullRequest(repository, pullNumber) {
        return this.call('getPullRequest', async () => {
            const answer = await this.octokit.rest.pulls.get({
                ...(0,github_octokit/* repositoryParams */.z)(repository),
                pull_number: pullNumber
            });
            const details = toPullRequestDetails(answer.data);
            if (details.number !== pullNumber) {
                throw new TypeError(`GitHub answered with pull request #${details.number}`);
            }
            return details;
        });
    }
    listPullRequests(repository, listing, stop = () => false) {
        return this.call('listPullRequests', () => listPulls(this.octokit, repository, listing, stop, this.caps));
    }
    get labels() {
        return gitHubLabels(this.octokit, (operation, run) => this.call(operation, run), this.caps);
    }
    /** Runs one operation; any failure becomes one `ReviewPlatformError` with the token scrubbed. */
    async call(operation, run) {
        try {
            return await run();
        }
        catch (error) {
            throw toReviewPlatformError(error, operation, this.token, this.redact);
        }
    }
}

;// CONCATENATED MODULE: ./src/github/rate-limits.ts
/**
 * GitHub's rate limits, waited out as the service's 429 is (src/shared/retry-policy.ts): the
 * primary and secondary limits answer 403 or 429 and say how long to wait.
 *
 * https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api
 */

/**
 * Waits out GitHub's rate limits (a 403 or 429 that says how long, see `rateLimitWaitMs`) with
 * the retry policy the service's 429 follows: at most `maxAttempts` attempts, and no wait that
 * would end after the call's deadline. Registered after the `before` hook, so that each attempt
 * gets its own timeout.
 */
function waitOutRateLimits(octokit, options) {
    const maxAttempts = options.maxAttempts ?? 4;
    const deadlineMs = options.deadlineMs ?? 300_000;
    const now = options.now ?? Date.now;
    const sleep = options.sleep ?? ((ms) => new Promise(resolve => setTimeout(resolve, ms)));
    octokit.hook.wrap('request', async (request, requestOptions) => {
        const started = now();
        for (let attempt = 1;; attempt++) {
            try {
                return await request(requestOptions);
            }
            catch (error) {
                const { status, response } = error;
                const waitMs = typeof status === 'number'
                    ? (0,retry_policy/* rateLimitWaitMs */.JR)(status, response?.headers ?? {}, now())
                    : undefined;
                if (waitMs === undefined)
                    throw error;
                const seconds = Math.ceil(waitMs / 1000);
                if (attempt >= maxAttempts || now() + waitMs > started + deadlineMs) {
                    if (error instanceof Error) {
                        error.message += ` (GitHub's rate limit asks to wait ${seconds} s; ${attempt >= maxAttempts ? `all ${maxAttempts} attempts (maxAttempts) were used` : `that ends after the request's deadline (requestTimeout, ${Math.round(deadlineMs / 1000)} s)`})`;
                    }
                    throw error;
                }
                options.log?.(`GitHub's rate limit: waiting ${seconds} s as GitHub asks, then trying again (attempt ${attempt + 1} of ${maxAttempts}).`);
                await sleep(waitMs);
            }
        }
    });
}

;// CONCATENATED MODULE: ./src/github/github-api.ts
/**
 * The GitHub API calls the action makes (who the token is, the pull request's comments, its
 * deployments), over `@actions/github`, the toolkit's client. The client is loaded only when a run
 * talks to GitHub (`createGitHubApi`), so a plain update starts as fast as before.
 *
 * `@actions/github` takes the API address from `GITHUB_API_URL` (GitHub Enterprise Server sets
 * it) and honours `HTTPS_PROXY`/`HTTP_PROXY`/`NO_PROXY`: its fetch goes through a proxy agent of
 * its own (`@actions/http-client` 3 and undici). `GITHUB_API_URL` is read by each
 * `createGitHubApi`; the proxy settings are read once, when the client is first loaded (for the `GITHUB_API_URL` of that moment), so both
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
    const onWarning = options.onWarning;
    const warn = onWarning ? (message) => onWarning(`GitHub API: ${message}`) : ignore;
    const log = { debug: ignore, info: ignore, warn, error: ignore };
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
    waitOutRateLimits(octokit, options);
    const serverUrl = new URL(options.serverUrl || 'https://github.com');
    const { redactor } = options;
    // A comment holds outside text escaped for Markdown before the scrub sees it: a secret in it
    // reads `tok\_…`, which the plain forms would miss or leave a backslash of.
    redactor?.addEncoding(markdown_text/* escapeMarkdown */.FV);
    const redact = (text, mask) => redactor?.scrub(text, mask) ?? text;
    // Listings are timed by the host's clock, the one the rate-limit waits go by.
    const caps = { now: options.now ?? Date.now, limits: options.listingLimits };
    return new OctokitGitHubApi(octokit, options.token, apiUrl, serverUrl, redact, caps);
}


/***/ }),

/***/ 8276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ce: () => (/* binding */ ListingCutOffError),
/* harmony export */   QE: () => (/* binding */ isListingCutOff),
/* harmony export */   jF: () => (/* binding */ startListing)
/* harmony export */ });
/* unused harmony export LISTING_LIMITS */
/**
 * The cap every paginated listing stops at: 1,000 pages, and 5 minutes for the whole listing by
 * the host's clock. A server (or a proxy) that keeps naming a next page would otherwise keep a
 * run listing, holding every page in memory, until its job's own timeout. One piece for every
 * listing: the service's apps, each review platform's comments, pull requests and deployments.
 */
/** The caps every listing has: 1,000 pages, 5 minutes. */
const LISTING_LIMITS = { maxPages: 1000, maxMs: 5 * 60_000 };
/** A listing that reached a cap with more pages still to come: nothing may be decided from it. */
class ListingCutOffError extends Error {
    listing;
    cap;
    limits;
    name = 'ListingCutOffError';
    /**
     * @param listing what was listed, e.g. "the notes of merge request !7"
     * @param cap which cap it reached
     * @param limits the caps in force
     */
    constructor(listing, cap, limits) {
        super(cap === 'pages'
            ? `The listing of ${listing} stopped at its cap of ${limits.maxPages.toLocaleString('en-US')} pages, with a next page still named`
            : `The listing of ${listing} stopped at its cap of ${duration(limits.maxMs)} for a whole listing, with a next page still named`);
        this.listing = listing;
        this.cap = cap;
        this.limits = limits;
    }
}
/** True for a ListingCutOffError, or a failure it caused (its `cause`). */
function isListingCutOff(error) {
    return (error instanceof ListingCutOffError ||
        (error instanceof Error && error.cause instanceof ListingCutOffError));
}
/**
 * Starts counting one listing: call `nextPage()` before requesting each page.
 *
 * @param listing what is listed, for the error ("the service's apps")
 * @param now the host's clock, in milliseconds
 * @param limits the caps; LISTING_LIMITS unless a test lowers them
 */
function startListing(listing, now, limits = {}) {
    const caps = { ...LISTING_LIMITS, ...limits };
    const started = now();
    let pages = 0;
    return {
        nextPage() {
            if (pages >= caps.maxPages)
                throw new ListingCutOffError(listing, 'pages', caps);
            if (now() - started >= caps.maxMs)
                throw new ListingCutOffError(listing, 'time', caps);
            pages++;
        }
    };
}
/** "5 minutes", "90 s". */
function duration(ms) {
    const minutes = ms / 60_000;
    return Number.isInteger(minutes)
        ? `${minutes} minute${minutes === 1 ? '' : 's'}`
        : `${Math.round(ms / 1000)} s`;
}


/***/ }),

/***/ 4338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   iQ: () => (/* binding */ markdownLink)
/* harmony export */ });
/* unused harmony export safeUrl */
/**
 * Text and links from outside the action (a pull request's title, a branch name, a build's file
 * name, every field the service answers) made safe to put into GitHub Flavored Markdown and
 * GitLab Flavored Markdown: shown as the text it is, never as markup, a link, an image, a
 * mention, a reference, a table cell break, an HTML comment or (on GitLab) a quick action.
 *
 * https://github.github.com/gfm/#backslash-escapes
 * https://github.github.com/gfm/#autolinks-extension-
 * https://docs.gitlab.com/user/markdown/#gitlab-specific-references
 * https://docs.gitlab.com/user/project/quick_actions/
 */
/** U+2060 WORD JOINER: invisible, and breaks GitHub's and GitLab's mention and autolink patterns. */
const WORD_JOINER = '\u2060';
/**
 * Characters after which a word joiner goes: each starts a reference or a mention on GitHub or
 * GitLab (`@user`, `#12`, `!12` a merge request, `$12` a snippet, `~label`, `%milestone`,
 * `&12` an epic, `^alert#12`, `[vulnerability:12]`), Bitbucket's mention (`@{account}`) or
 * GitLab's inline diff (`{+ +}`), which a backslash alone does not stop on every GitLab version.
 * A colon followed by a name starts an emoji shortcode (`:x:` on GitHub and Bitbucket, replaced
 * after the Markdown's backslashes are read): a joiner follows such a colon too.
 */
const JOINED_AFTER = new Set('@#!$~%&^[{');
/** Characters HTML needs escaped; as entities they are never Markdown either. */
const HTML_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;'
};
/** The rest of ASCII punctuation: each may start Markdown somewhere, so each is escaped. */
const PUNCTUATION = new Set('!#$%()*+,-./:;=?@[\\]^_`{|}~');
/** Line breaks, other control characters, and direction overrides that can disguise text. */
const CONTROLS = /[\p{Cc}\u2028\u2029]/gu;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/**
 * Escapes text for GitHub's and GitLab's Markdown (inline: a paragraph, a table cell, a link's
 * text), and for HTML. Line breaks and control characters become spaces (so the text never
 * starts a line: no GitLab quick action such as `/merge`); HTML's special characters become
 * entities; every other ASCII punctuation character is backslash-escaped; a word joiner after
 * `@` (no mention, no e-mail link), after the other reference characters (JOINED_AFTER), after
 * `:` before a name's character or `/` (no emoji, no autolink) and after `www` leaves the text as
 * it reads.
 *
 * Not for code spans or blocks, where backslashes show.
 *
 * @returns one line of Markdown that renders as `text`
 */
function escapeMarkdown(text) {
    const clean = text
        .replace(CONTROLS, ' ')
        .replace(BIDI_CONTROLS, '')
        .replace(/(www)(?=\.)/gi, `$1${WORD_JOINER}`);
    const characters = [...clean];
    let escaped = '';
    for (let i = 0; i < characters.length; i++) {
        const character = characters[i] ?? '';
        const entity = HTML_ENTITIES[character];
        if (entity !== undefined) {
            escaped += entity;
            if (JOINED_AFTER.has(character))
                escaped += WORD_JOINER;
        }
        else if (PUNCTUATION.has(character)) {
            escaped += `\\${character}`;
            // A colon starts an emoji (`:x:`) or, before `/`, an autolink: a joiner after it then.
            const joined = character === ':'
                ? /^[A-Za-z0-9_+/-]$/.test(characters[i + 1] ?? '')
                : JOINED_AFTER.has(character);
            if (joined)
                escaped += WORD_JOINER;
        }
        else {
            escaped += character;
        }
    }
    return escaped;
}
/**
 * At most `limit` characters (code points) of `text`, with `…` when cut: a service answer or a
 * title cannot make the comment huge.
 */
function clip(text, limit = 200) {
    const characters = [...text];
    return characters.length <= limit ? text : `${characters.slice(0, limit - 1).join('')}…`;
}
/**
 * A link destination for Markdown: an absolute http(s) URL, normalised, with every character
 * that could end the destination or start markup percent-encoded.
 *
 * @returns the destination, or undefined for anything but an http(s) URL (`javascript:`, …)
 */
function safeUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    if (parsed.username !== '' || parsed.password !== '')
        return undefined;
    return parsed.href.replace(/[()[\]<>"'\\`\s|]/g, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** `[text](url)`, or the escaped text alone when `url` is not a safe http(s) URL. */
function markdownLink(text, url) {
    const destination = safeUrl(url);
    return destination === undefined
        ? escapeMarkdown(text)
        : `[${escapeMarkdown(text)}](${destination})`;
}


/***/ })

};
;
//# sourceMappingURL=397.index.cjs.js.map