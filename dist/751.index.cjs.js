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
        id: deployment.id,
        ref: String(deployment.ref),
        sha: String(deployment.sha),
        environment: String(deployment.environment),
        payload: payload !== null && typeof payload === 'object' && !Array.isArray(payload)
            ? payload
            : {}
    };
}

// EXTERNAL MODULE: ./src/github/markdown-text.ts
var markdown_text = __webpack_require__(3428);
// EXTERNAL MODULE: ./src/github/preview-record.ts
var preview_record = __webpack_require__(5625);
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





/** `***` for Markdown: three escaped asterisks, shown as written. */
const MARKDOWN_MASK = '\\*\\*\\*';
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
    const serverUrl = new URL(options.serverUrl || 'https://github.com');
    const { redactor } = options;
    // A comment holds outside text escaped for Markdown before the scrub sees it: a secret in it
    // reads `tok\_…`, which the plain forms would miss or leave a backslash of.
    redactor?.addEncoding(markdown_text/* escapeMarkdown */.FV);
    const redact = (text, mask) => redactor?.scrub(text, mask) ?? text;
    return new OctokitGitHubApi(octokit, options.token, apiUrl, serverUrl, redact);
}
class OctokitGitHubApi {
    octokit;
    token;
    apiUrl;
    serverUrl;
    redact;
    constructor(octokit, token, apiUrl, serverUrl, redact) {
        this.octokit = octokit;
        this.token = token;
        this.apiUrl = apiUrl;
        this.serverUrl = serverUrl;
        this.redact = redact;
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
            .map(line => (line.startsWith(preview_record/* MARKER_PREFIX */.Km) ? line : this.redact(line, MARKDOWN_MASK)))
            .join('\n');
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
                body: this.redactBody(body)
            });
            return this.comment(answer.data);
        });
    }
    updateComment(repository, commentId, body) {
        return this.call('updateComment', async () => {
            const answer = await this.octokit.rest.issues.updateComment({
                ...repository,
                comment_id: commentId,
                body: this.redactBody(body)
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
                // Identifiers the action matches on later (a preview's name, the pull request).
                payload: deployment.payload ?? {}
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


/***/ }),

/***/ 3428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   iQ: () => (/* binding */ markdownLink)
/* harmony export */ });
/* unused harmony export safeUrl */
/**
 * Text and links from outside the action (a pull request's title, a branch name, a build's file
 * name, every field the service answers) made safe to put into GitHub Markdown: shown as the text
 * it is, never as markup, a link, an image, a mention, a table cell break or an HTML comment.
 *
 * https://github.github.com/gfm/#backslash-escapes
 * https://github.github.com/gfm/#autolinks-extension-
 */
/** U+2060 WORD JOINER: invisible, and breaks GitHub's mention and autolink patterns. */
const WORD_JOINER = '\u2060';
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
 * Escapes text for GitHub Markdown (inline: a paragraph, a table cell, a link's text), and for
 * HTML. Line breaks and control characters become spaces; HTML's special characters become
 * entities; every other ASCII punctuation character is backslash-escaped; a word joiner after
 * `@` (no mention, no e-mail link), after `#` (no issue reference), between `:` and `/` and
 * after `www` (no autolink) leaves the text as it reads.
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
        }
        else if (PUNCTUATION.has(character)) {
            escaped += `\\${character}`;
            const breaksLink = character === ':' && characters[i + 1] === '/';
            if (character === '@' || character === '#' || breaksLink)
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


/***/ }),

/***/ 5625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ renderMarker),
/* harmony export */   C1: () => (/* binding */ PREVIEW_NAME_PATTERN),
/* harmony export */   Km: () => (/* binding */ MARKER_PREFIX),
/* harmony export */   gP: () => (/* binding */ findRecords),
/* harmony export */   jq: () => (/* binding */ findUpdateRecords)
/* harmony export */ });
/* unused harmony exports PUBLIC_KEY_PATTERN, recordSignature, isSigned, parseMarker */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The record of a pull request's preview app: a hidden marker on the first line of the sticky
 * comment, naming the preview and its app's publicKey, signed:
 *
 *   <!-- appetize-deploy-action:preview name=android publicKey=p7nww3n6ubq73r1nh9jtauqy8w sig=… -->
 *   <!-- appetize-deploy-action:preview name=android sig=… -->      (no app: deploying, removed)
 *   <!-- appetize-deploy-action:update publicKey=p7nww3n6ubq73r1nh9jtauqy8w -->   (`comment`)
 *
 * Anyone can post a comment that copies a marker, so a record counts only in a comment written
 * by the token's own identity, and only when the marker is exactly the comment's first line. That
 * identity is shared: with the workflow's token, every workflow of the repository writes as
 * `github-actions[bot]`, and one of them may post text someone else chose. So a preview record,
 * which decides which app a push updates and a close deletes, also carries an HMAC-SHA256 of its
 * fields, the repository's id and the pull request's number, keyed with the apiToken: only a run
 * that holds the token can write one the action acts on, and only for that pull request. An
 * update record names the app the run was given anyway (it only finds the comment to edit), and
 * is not signed.
 */

/** How every marker begins; escaped text can never contain it (see comment-body.ts). */
const MARKER_PREFIX = '<!-- appetize-deploy-action:';
/** Letters, digits, `-`, `_`: the `previewName` input. */
const PREVIEW_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A publicKey as the record accepts it. */
const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const PREVIEW_MARKER = new RegExp(`^${MARKER_PREFIX}preview name=([A-Za-z0-9_-]{1,64})(?: publicKey=([A-Za-z0-9_-]{1,128}))?(?: sig=([A-Za-z0-9_-]{43}))? -->(?:\\r?\\n|$)`);
const UPDATE_MARKER = new RegExp(`^${MARKER_PREFIX}update publicKey=([A-Za-z0-9_-]{1,128}) -->(?:\\r?\\n|$)`);
/**
 * The marker line for a record (without a line break). A preview record is signed with `key`;
 * an update record is not signed, and `key` is not used for it.
 *
 * @throws RangeError when the previewName or publicKey is not of the allowed form
 */
function renderMarker(record, key) {
    if (record.publicKey !== undefined && !PUBLIC_KEY_PATTERN.test(record.publicKey)) {
        throw new RangeError('A publicKey to record must be letters, digits, - or _');
    }
    if (record.kind === 'update') {
        return `${MARKER_PREFIX}update publicKey=${record.publicKey} -->`;
    }
    if (!PREVIEW_NAME_PATTERN.test(record.previewName)) {
        throw new RangeError('previewName must be 1 to 64 letters, digits, - or _');
    }
    const app = record.publicKey === undefined ? '' : ` publicKey=${record.publicKey}`;
    const signature = recordSignature(record, key);
    return `${MARKER_PREFIX}preview name=${record.previewName}${app} sig=${signature} -->`;
}
/**
 * HMAC-SHA256 (base64url, 43 characters) of a preview record's fields, the base repository's id
 * and the pull request's number, keyed with `key.secret`. No field can hold a line break, so the
 * lines of the message cannot be shifted from one field to another.
 */
function recordSignature(record, key) {
    const message = [
        'appetize-deploy-action preview record v1',
        String(key.repositoryId),
        String(key.pullRequestNumber),
        record.previewName,
        record.publicKey ?? ''
    ].join('\n');
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key.secret).update(message).digest('base64url');
}
/** True when the record carries the signature `key` makes for it (compared in constant time). */
function isSigned(record, key) {
    if (record.signature === undefined)
        return false;
    const expected = Buffer.from(recordSignature(record, key));
    const given = Buffer.from(record.signature);
    return given.length === expected.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(given, expected);
}
/** The record on a comment body's first line, or undefined when there is none (or malformed). */
function parseMarker(body) {
    const preview = PREVIEW_MARKER.exec(body);
    if (preview) {
        const record = {
            kind: 'preview',
            previewName: preview[1] ?? '',
            publicKey: preview[2]
        };
        return preview[3] === undefined ? record : { ...record, signature: preview[3] };
    }
    const update = UPDATE_MARKER.exec(body);
    return update ? { kind: 'update', publicKey: update[1] ?? '' } : undefined;
}
/**
 * The preview records in comments written by `ownLogin`. Two signed records for one name can only
 * come from runs that raced; the oldest is the one to keep.
 *
 * @param ownLogin the token's login (`whoAmI`); logins compare case-insensitively, as GitHub's do
 * @param key what the records must be signed with
 * @param previewName only this preview's records; all previews when undefined
 */
function findRecords(comments, ownLogin, key, previewName) {
    const previews = ownRecords(comments, ownLogin).filter((found) => found.record.kind === 'preview' &&
        (previewName === undefined || found.record.previewName === previewName));
    const signed = [];
    const untrusted = [];
    for (const found of previews)
        (isSigned(found.record, key) ? signed : untrusted).push(found);
    return { signed, untrusted };
}
/** The plain-update comment for an app, written by `ownLogin`, oldest first. */
function findUpdateRecords(comments, ownLogin, publicKey) {
    return ownRecords(comments, ownLogin).filter((found) => found.record.kind === 'update' && found.record.publicKey === publicKey);
}
function ownRecords(comments, ownLogin) {
    // An empty login would match comments of deleted accounts, which GitHub names no one.
    if (ownLogin === '')
        return [];
    const own = ownLogin.toLowerCase();
    const found = [];
    for (const comment of comments) {
        if (comment.login.toLowerCase() !== own)
            continue;
        const record = parseMarker(comment.body);
        if (record)
            found.push({ comment, record });
    }
    return found.sort((a, b) => a.comment.id - b.comment.id);
}


/***/ })

};
;
//# sourceMappingURL=751.index.cjs.js.map