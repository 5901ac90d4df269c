"use strict";
exports.id = 954;
exports.ids = [954];
exports.modules = {

/***/ 2954:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitLabApi: () => (/* binding */ createGitLabApi)
});

// UNUSED EXPORTS: recordingGitLabApi

// EXTERNAL MODULE: ./src/shared/markdown-text.ts
var markdown_text = __webpack_require__(4338);
// EXTERNAL MODULE: ./src/review/review-platform.ts
var review_platform = __webpack_require__(484);
;// CONCATENATED MODULE: ./src/gitlab/gitlab-answers.ts
/**
 * A username as GitLab allows them (letters, digits, `_`, `-`, `.`; a bot's
 * `project_123_bot_4ffca233d8298ea1`).
 *
 * @throws TypeError for anything else (the username is printed and compared with note authors)
 */
function checkedUsername(username) {
    if (typeof username !== 'string' || !/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,254}$/.test(username)) {
        throw new TypeError('GitLab named no valid username for the token');
    }
    return username;
}
/**
 * A merge request (`GET /projects/:id/merge_requests/:iid` or an item of the list).
 *
 * @param serverUrl GitLab's web address (the API base without `/api/v4`): `web_url` is kept only
 *   under it
 * @throws TypeError for a missing or malformed iid, state, sha or update time
 */
function toMergeRequest(answer, serverUrl) {
    const request = objectOf(answer);
    const iid = request.iid;
    if (typeof iid !== 'number' || !Number.isSafeInteger(iid) || iid < 1) {
        throw new TypeError('A merge request without an iid');
    }
    const state = request.state;
    if (state !== 'opened' && state !== 'closed' && state !== 'merged' && state !== 'locked') {
        throw new TypeError(`Merge request !${iid} has no state (opened, closed, merged or locked)`);
    }
    const sha = request.sha;
    if (typeof sha !== 'string' || !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(sha)) {
        throw new TypeError(`Merge request !${iid} has no head commit SHA`);
    }
    const updatedAt = typeof request.updated_at === 'string' ? Date.parse(request.updated_at) : NaN;
    if (!Number.isFinite(updatedAt))
        throw new TypeError(`Merge request !${iid} has no update time`);
    const author = request.author === null || request.author === undefined ? {} : objectOf(request.author);
    const labels = Array.isArray(request.labels) ? request.labels : [];
    return {
        number: iid,
        // A locked merge request is being merged: no longer open for a new preview.
        state: state === 'opened' ? 'open' : 'closed',
        merged: state === 'merged',
        gitLabState: state,
        title: typeof request.title === 'string' ? request.title.slice(0, 1024) : '',
        headSha: sha,
        headRef: typeof request.source_branch === 'string' ? request.source_branch.slice(0, 1024) : '',
        isFork: typeof request.source_project_id !== 'number' ||
            request.source_project_id !== request.project_id,
        author: typeof author.username === 'string' ? author.username.slice(0, 255) : '',
        // Labels come as names (or, with `with_labels_details`, as objects with a `name`).
        labels: labels.flatMap(label => {
            const name = typeof label === 'string' ? label : label?.name;
            return typeof name === 'string' ? [name] : [];
        }),
        updatedAt,
        webUrl: underServer(request.web_url, serverUrl, new RegExp(`/-/merge_requests/${iid}$`))
    };
}
/** A note as GitLab sends it; undefined for a system note (never a record). */
function toNote(answer, mergeRequestUrl) {
    const note = objectOf(answer);
    if (note.system === true)
        return undefined;
    const id = note.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
        throw new TypeError('A note without a numeric id');
    }
    const author = note.author === null || note.author === undefined ? {} : objectOf(note.author);
    return {
        id,
        htmlUrl: mergeRequestUrl === '' ? '' : `${mergeRequestUrl}#note_${id}`,
        body: typeof note.body === 'string' ? note.body : '',
        login: typeof author.username === 'string' ? author.username : '',
        createdAt: typeof note.created_at === 'string' ? note.created_at : '',
        updatedAt: typeof note.updated_at === 'string' ? note.updated_at : ''
    };
}
/** A project (`GET /projects/:id`): its id and full path. */
function toProject(answer) {
    const project = objectOf(answer);
    const { id } = project;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
        throw new TypeError('A project without a numeric id');
    }
    const path = project.path_with_namespace;
    if (typeof path !== 'string' || !/^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+$/.test(path)) {
        throw new TypeError(`Project ${id} has no full path (path_with_namespace)`);
    }
    return { id, path };
}
/** `value` when it is a URL under `serverUrl` whose path ends as `shape` says, else ''. */
function underServer(value, serverUrl, shape) {
    if (typeof value !== 'string')
        return '';
    let url;
    let server;
    try {
        url = new URL(value);
        server = new URL(serverUrl);
    }
    catch {
        return '';
    }
    const serverPath = server.pathname.replace(/\/+$/, '');
    const fine = url.origin === server.origin &&
        url.username === '' &&
        url.password === '' &&
        url.search === '' &&
        url.hash === '' &&
        url.pathname.startsWith(`${serverPath}/`) &&
        /^(?:\/[A-Za-z0-9_.-]+)+$/.test(url.pathname) &&
        shape.test(url.pathname);
    return fine ? url.href : '';
}
function objectOf(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new TypeError('A field GitLab always sends is missing');
    }
    return value;
}

// EXTERNAL MODULE: ./src/review/review-error.ts
var review_error = __webpack_require__(5209);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
// EXTERNAL MODULE: ./src/shared/answer-body.ts
var answer_body = __webpack_require__(9124);
;// CONCATENATED MODULE: ./src/gitlab/gitlab-exchange.ts


/** GitLab's answers the adapter reads are JSON lists of at most 100 notes of 1,000,000 characters. */
const MAX_ANSWER_BYTES = 128 * 1024 * 1024;
/** No answer (or not all of it) came within the deadline. */
class ExchangeTimeoutError extends Error {
    timeoutMs;
    name = 'ExchangeTimeoutError';
    constructor(timeoutMs) {
        super(`no answer within ${Math.round(timeoutMs / 100) / 10} s`);
        this.timeoutMs = timeoutMs;
    }
}
/** The answer is larger than MAX_ANSWER_BYTES. */
class AnswerTooLargeError extends Error {
    name = 'AnswerTooLargeError';
    constructor() {
        super(`the answer is larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`);
    }
}
/**
 * Sends one request and reads its answer. Redirects are not followed (the caller decides, so that
 * the token stays with GitLab's origin); the library's retries are off.
 *
 * @param headers sent as they are (the token's header included)
 * @throws ExchangeTimeoutError; AnswerTooLargeError; Node's network errors (with `code`)
 */
async function exchange(method, url, headers, body, timeoutMs) {
    const deadline = new AbortController();
    const handler = {
        prepareRequest: (options) => {
            options.signal = deadline.signal;
            // The library passes URL.hostname, brackets and all, for an IPv6 literal.
            if (typeof options.host === 'string' && /^\[.*\]$/.test(options.host)) {
                options.host = options.host.slice(1, -1);
            }
        },
        canHandleAuthentication: () => false,
        handleAuthentication: () => Promise.reject(new Error('not supported'))
    };
    const client = new lib/* HttpClient */.Qq('appetize-deploy', [handler], {
        allowRedirects: false,
        allowRetries: false,
        socketTimeout: timeoutMs + 1000
    });
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    try {
        const response = await client.request(method, url, body ?? null, {
            'accept-encoding': 'identity',
            ...headers
        });
        const text = await (0,answer_body/* readBodyText */.m)(response.message, deadline.signal, {
            maxBytes: MAX_ANSWER_BYTES,
            tooLarge: () => new AnswerTooLargeError()
        });
        return { status: response.message.statusCode ?? 0, headers: response.message.headers, text };
    }
    catch (error) {
        if (error instanceof AnswerTooLargeError)
            throw error;
        throw deadline.signal.aborted ? new ExchangeTimeoutError(timeoutMs) : error;
    }
    finally {
        clearTimeout(timer);
        client.dispose();
    }
}

// EXTERNAL MODULE: ./src/shared/retry-policy.ts
var retry_policy = __webpack_require__(9158);
;// CONCATENATED MODULE: ./src/gitlab/gitlab-headers.ts

/**
 * The next page's address: this one with `page` set to `x-next-page`, else the `Link` header's
 * `rel="next"` (which must lie under the API's address: the token goes nowhere else); undefined
 * on the last page (`x-next-page` empty, no `next` link), however short this page was.
 *
 * @throws TypeError for a next link outside the API's address
 */
function nextPage(url, headers, apiUrl) {
    const page = (firstValue(headers['x-next-page']) ?? '').trim();
    if (/^[1-9]\d{0,8}$/.test(page)) {
        const next = new URL(url);
        next.searchParams.set('page', page);
        return next.href;
    }
    const links = firstValue(headers.link) ?? '';
    const link = /<([^>]*)>\s*;\s*rel="?next"?/.exec(links)?.[1];
    if (link === undefined)
        return undefined;
    const next = new URL(link, url);
    if (!next.href.startsWith(`${apiUrl}/`)) {
        throw new TypeError('GitLab named a next page outside its API address');
    }
    return next.href;
}
/**
 * How long a 429 asks to wait, in milliseconds from `nowMs`: `Retry-After` (seconds or a date),
 * else `RateLimit-Reset` (Unix time in seconds; 0 once past); undefined when it says neither.
 */
function rateLimitWaitMs(headers, nowMs) {
    const asked = (0,retry_policy/* parseRetryAfterMs */.oR)(firstValue(headers['retry-after']), nowMs);
    if (asked !== undefined)
        return asked;
    const reset = firstValue(headers['ratelimit-reset'])?.trim() ?? '';
    return /^\d{1,12}$/.test(reset) ? Math.max(0, Number(reset) * 1000 - nowMs) : undefined;
}
/** A header's first value. */
function firstValue(value) {
    return Array.isArray(value) ? value[0] : value;
}

;// CONCATENATED MODULE: ./src/gitlab/gitlab-client.ts
/**
 * GitLab's REST API as the adapter calls it: the token in `PRIVATE-TOKEN`, JSON both ways, every
 * page of a list (`per_page=100`, following `x-next-page` or `Link: rel="next"` until there is
 * none: a short page is no last page), and GitLab's rate limit (429, `Retry-After` or
 * `RateLimit-Reset`) and passing server failures waited out within the call's deadline. A `POST`
 * is never sent again after a failure that may have followed its landing: the caller is told
 * (UncertainWriteError) and looks first.
 *
 * https://docs.gitlab.com/api/rest/authentication/
 * https://docs.gitlab.com/api/rest/#pagination
 * https://docs.gitlab.com/administration/settings/user_and_ip_rate_limits/#response-headers
 */



/** GitLab answered with a status that is not a success. */
class GitLabStatusError extends Error {
    status;
    headers;
    text;
    gaveUp;
    name = 'GitLabStatusError';
    constructor(status, headers, text, 
    /** Why it was not tried again (a rate limit's wait past the deadline), '' when not asked. */
    gaveUp = '') {
        super(`GitLab answered ${status}`);
        this.status = status;
        this.headers = headers;
        this.text = text;
        this.gaveUp = gaveUp;
    }
}
/** A write that may have landed although no success came back: it was not sent again. */
class UncertainWriteError extends Error {
    cause;
    name = 'UncertainWriteError';
    constructor(cause) {
        super(cause instanceof Error ? cause.message : String(cause));
        this.cause = cause;
    }
}
/** Network failures after which the request surely never reached GitLab. */
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);
/** Statuses of a passing failure (a 5xx of a gateway or of GitLab itself). */
const PASSING_STATUSES = new Set([500, 502, 503, 504]);
/** Same-origin redirects followed for a read (a project moved: its old path redirects). */
const MAX_REDIRECTS = 3;
/** The REST calls, authenticated, with GitLab's retries. */
class GitLabClient {
    options;
    constructor(options) {
        this.options = options;
    }
    get apiUrl() {
        return this.options.apiUrl;
    }
    /** The address of `path` (segments already encoded) with `query`. */
    url(path, query = {}) {
        const search = new URLSearchParams(query).toString();
        return `${this.options.apiUrl}${path}${search === '' ? '' : `?${search}`}`;
    }
    /**
     * Sends a call and parses its JSON answer (undefined for an empty one, as a 204's).
     *
     * @throws GitLabStatusError; UncertainWriteError (POST only); network errors; SyntaxError
     */
    async call(method, url, body) {
        const answer = await this.send(method, url, body === undefined ? undefined : JSON.stringify(body));
        return answer.text.trim() === '' ? undefined : JSON.parse(answer.text);
    }
    /**
     * Reads every page of a list, 100 items each, until there is no next page or `onPage` returns
     * true.
     *
     * @throws as `call`, and TypeError for an answer that is no list or pages that loop
     */
    async pages(path, query, onPage) {
        let url = this.url(path, { ...query, per_page: '100' });
        const read = new Set([url]);
        for (;;) {
            const answer = await this.send('GET', url, undefined);
            const items = JSON.parse(answer.text);
            if (!Array.isArray(items))
                throw new TypeError(`GitLab answered ${path} with no list`);
            if (onPage(items))
                return;
            const next = nextPage(url, answer.headers, this.options.apiUrl);
            if (next === undefined)
                return;
            if (read.has(next))
                throw new TypeError(`GitLab's next page of ${path} is one already read`);
            read.add(next);
            url = next;
        }
    }
    /** One call with its retries and redirects; the first 2xx answer. */
    async send(method, url, body) {
        const { maxAttempts, deadlineMs, now } = this.options;
        const started = now();
        const headers = {
            'private-token': this.options.token,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' })
        };
        let target = url;
        let redirects = 0;
        for (let attempt = 1;; attempt++) {
            let answer;
            try {
                answer = await exchange(method, target, headers, body, this.options.requestTimeoutMs);
            }
            catch (error) {
                const unsent = UNSENT_CODES.has(String(error.code));
                if (method === 'POST' && !unsent)
                    throw new UncertainWriteError(error);
                const passing = (0,retry_policy/* isRetryableNetworkError */.Hr)(error) || error instanceof ExchangeTimeoutError;
                const wait = passing ? this.waitFor(attempt, undefined, started) : undefined;
                if (wait === undefined)
                    throw error;
                await this.pause(wait, attempt, describe(error));
                continue;
            }
            const { status } = answer;
            if (status >= 200 && status < 300)
                return answer;
            const location = firstValue(answer.headers.location);
            if (status >= 300 && status < 400 && method === 'GET' && location !== undefined) {
                const next = new URL(location, target);
                if (next.origin === new URL(target).origin && redirects++ < MAX_REDIRECTS) {
                    target = next.href;
                    attempt--;
                    continue;
                }
            }
            if (status === 429) {
                const asked = rateLimitWaitMs(answer.headers, now());
                const wait = this.waitFor(attempt, asked, started);
                if (wait === undefined) {
                    const seconds = Math.ceil((asked ?? 0) / 1000);
                    const why = attempt >= maxAttempts
                        ? `all ${maxAttempts} attempts were used`
                        : `waiting ${seconds} s more would end after the request's deadline (${Math.round(deadlineMs / 1000)} s)`;
                    throw new GitLabStatusError(status, answer.headers, answer.text, why);
                }
                await this.pause(wait, attempt, "GitLab's rate limit (429)");
                continue;
            }
            if (PASSING_STATUSES.has(status)) {
                if (method === 'POST') {
                    throw new UncertainWriteError(new GitLabStatusError(status, answer.headers, answer.text));
                }
                const asked = (0,retry_policy/* parseRetryAfterMs */.oR)(firstValue(answer.headers['retry-after']), now());
                const wait = this.waitFor(attempt, asked, started);
                if (wait !== undefined) {
                    await this.pause(wait, attempt, `GitLab answered ${status}`);
                    continue;
                }
            }
            throw new GitLabStatusError(status, answer.headers, answer.text);
        }
    }
    /**
     * How long to wait before the next attempt (what GitLab asked, else backoff with jitter), or
     * undefined when no attempt is left or the wait would end after the deadline.
     */
    waitFor(attempt, askedMs, started) {
        const { maxAttempts, deadlineMs, now } = this.options;
        if (attempt >= maxAttempts)
            return undefined;
        const ms = askedMs ?? (0,retry_policy/* retryDelay */.a2)(attempt, undefined, (this.options.random ?? Math.random)(), now()).ms;
        return now() + ms > started + deadlineMs ? undefined : ms;
    }
    async pause(ms, attempt, reason) {
        this.options.log(`GitLab: ${reason}; waiting ${Math.ceil(ms / 1000)} s, then trying again (attempt ${attempt + 1} of ${this.options.maxAttempts}).`);
        await this.options.sleep(ms);
    }
}
function describe(error) {
    const code = error?.code;
    const message = error instanceof Error ? error.message : String(error);
    return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

;// CONCATENATED MODULE: ./src/gitlab/gitlab-errors.ts
/**
 * GitLab's side of the review port's errors: what each call is, and the classification of what
 * the client threw into one ReviewPlatformError, naming what the token needs in GitLab's terms.
 * Error bodies come in several shapes (`{"message":"401 Unauthorized"}`, `message` as an object
 * of validation errors, `{"error":"insufficient_scope","error_description":…,"scope":"api"}`,
 * plain text such as `Retry later`, a proxy's HTML page): each is quoted short, as JSON (escaped),
 * without the token or the run's secrets.
 *
 * https://docs.gitlab.com/api/rest/troubleshooting/#status-codes
 * https://docs.gitlab.com/api/rest/authentication/
 * https://docs.gitlab.com/user/permissions/
 */




/** What a token must be to write the notes: GitLab's terms. */
const TOKEN_NEED = 'project, group or personal access token with the `api` scope and at least the Developer role on the project';
/** What each operation is, in a sentence. */
const ACTIONS = {
    whoAmI: "Finding the GitLab token's user (GET /user)",
    listIssueComments: "Reading the merge request's notes",
    getPullRequestState: "Reading the merge request's state",
    getPullRequest: 'Reading the merge request',
    getRepository: 'Reading the project',
    listPullRequests: "Listing the project's merge requests",
    createComment: 'Creating the merge request note',
    updateComment: 'Editing the merge request note',
    deleteComment: 'Deleting the merge request note',
    createDeployment: 'Recording a deployment',
    setDeploymentStatus: 'Recording a deployment',
    listDeployments: 'Listing deployments',
    deleteDeployment: 'Deleting a deployment'
};
/** Writes need the `api` scope; reads are allowed with `read_api` too. */
const WRITES = new Set([
    'createComment',
    'updateComment',
    'deleteComment'
]);
/**
 * Turns whatever a call threw into a `ReviewPlatformError`, once.
 *
 * @param scrub removes the token and the run's secrets from quoted text
 * @param subject what the call was on, e.g. `!7 of acme/mobile-app` (a path the API gave)
 */
function toReviewPlatformError(error, operation, scrub, subject = '') {
    if (error instanceof review_error/* ReviewPlatformError */.O)
        return error;
    const action = `${ACTIONS[operation]}${subject === '' ? '' : ` (${subject})`}`;
    const failure = error instanceof UncertainWriteError ? error.cause : error;
    if (failure instanceof GitLabStatusError) {
        const { status } = failure;
        const quoted = quoteBody(failure.text, scrub);
        const kind = status === 429 ? 'rate-limited' : 'status';
        const gaveUp = failure.gaveUp === '' ? '' : ` (${failure.gaveUp})`;
        const { reason, need } = refusal(status, failure.text, operation, scrub);
        const uncertain = error instanceof UncertainWriteError ? '; it may have been written' : '';
        return new review_error/* ReviewPlatformError */.O({
            operation,
            status,
            kind,
            message: `${action} failed: GitLab answered ${status}${quoted === '' ? '' : ` ${quoted}`}${gaveUp}${reason}${uncertain}`,
            need
        });
    }
    const detail = (0,markdown_text/* clip */.$Q)(scrub(gitlab_errors_describe(failure)).replace(/[\p{Cc}\u2028\u2029]+/gu, ' '), 300);
    const kind = failure instanceof ExchangeTimeoutError
        ? 'timed-out'
        : failure instanceof TypeError ||
            failure instanceof SyntaxError ||
            failure instanceof AnswerTooLargeError
            ? 'invalid-answer'
            : 'unreachable';
    const what = {
        status: detail,
        'rate-limited': detail,
        graphql: detail,
        unreachable: `GitLab could not be reached: ${detail}`,
        'timed-out': `GitLab did not answer in time (${detail})`,
        'invalid-answer': `GitLab's answer was not as documented: ${detail}`
    };
    const uncertain = error instanceof UncertainWriteError
        ? '; it may have been written, so it was not sent again'
        : '';
    return new review_error/* ReviewPlatformError */.O({
        operation,
        status: undefined,
        kind,
        message: `${action} failed: ${what[kind]}${uncertain}`
    });
}
/** The failure of a deployment call, which the previews never make on GitLab (`deployments`). */
function noDeployments(operation) {
    return Promise.reject(new review_error/* ReviewPlatformError */.O({
        operation,
        status: undefined,
        kind: 'invalid-answer',
        message: "GitLab's environments come from the CI job's environment: keyword; the adapter records no deployments."
    }));
}
/**
 * What a refusal says about the token, and what it needs: 401 a bad, expired or revoked token;
 * 403 `insufficient_scope` a token without the `api` scope (a `read_api` token writing); another
 * 403 a role below Developer (or a CI job token); 404 a project or merge request the token cannot
 * see (GitLab answers 404 for both "missing" and "not yours"). The scope GitLab names is
 * scrubbed before it is cut short, so the cut never leaves a piece of a secret behind.
 */
function refusal(status, text, operation, scrub) {
    const body = parsed(text);
    if (status === 401) {
        const description = typeof body?.error_description === 'string' ? body.error_description : '';
        const expired = /expired/i.test(description);
        const revoked = /revoked/i.test(description);
        const state = expired
            ? 'expired'
            : revoked
                ? 'revoked'
                : 'not valid (wrong, expired or revoked)';
        return {
            reason: `: the GitLab token is ${state}`,
            need: `to be a valid ${TOKEN_NEED} (a CI job token cannot be used)`
        };
    }
    if (status === 403 && body?.error === 'insufficient_scope') {
        return {
            reason: `: the GitLab token lacks the scope${typeof body.scope === 'string' ? ` ${JSON.stringify((0,markdown_text/* clip */.$Q)(scrub(body.scope), 40))}` : ''}`,
            need: 'the `api` scope (a `read_api` token can read but not write notes)'
        };
    }
    if (status === 403) {
        return {
            reason: WRITES.has(operation)
                ? ": the GitLab token's user may not write this merge request's notes"
                : ": the GitLab token's user may not read this",
            need: 'at least the Developer role on the project (and the `api` scope)'
        };
    }
    if (status === 404) {
        return {
            reason: ': the project or merge request does not exist, or the GitLab token cannot see it',
            need: `to see the project: a ${TOKEN_NEED}`
        };
    }
    return { reason: '', need: '' };
}
/** The body as JSON, when it is an object. */
function parsed(text) {
    try {
        const value = JSON.parse(text);
        return value !== null && typeof value === 'object' && !Array.isArray(value)
            ? value
            : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * GitLab's words from an error body, quoted: `message` (a string, or an object of field errors),
 * `error` and `error_description`; else the text itself. At most 200 characters, scrubbed, as a
 * JSON string (quotes and control characters escaped); '' for an empty body.
 */
function quoteBody(text, scrub) {
    const body = parsed(text);
    let words;
    if (body === undefined) {
        words = text;
    }
    else {
        const parts = [body.message, body.error, body.error_description].flatMap(value => value === undefined || value === null
            ? []
            : [typeof value === 'string' ? value : flatten(value)]);
        words = parts.length > 0 ? parts.join(': ') : text;
    }
    const clean = scrub(words.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim());
    return clean === '' ? '' : JSON.stringify((0,markdown_text/* clip */.$Q)(clean, 200));
}
/**
 * `{"bio":["is too long"]}` as `bio is too long`, `{"error":"Try again later."}` as its text;
 * other values as JSON.
 */
function flatten(value) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        return Object.entries(value)
            .map(([key, item]) => typeof item === 'string'
            ? key === 'error' || key === 'message'
                ? item
                : `${key} ${item}`
            : Array.isArray(item)
                ? `${key} ${item.map(String).join(', ')}`
                : `${key} ${JSON.stringify(item)}`)
            .join('; ');
    }
    return JSON.stringify(value) ?? '';
}
function gitlab_errors_describe(error) {
    const code = error?.code;
    const message = error instanceof Error ? error.message : String(error);
    return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

;// CONCATENATED MODULE: ./src/gitlab/gitlab-notes.ts


/** Sends of a note, the first included, when each may have landed and a read found it had not. */
const CREATE_ATTEMPTS = 3;
/** `/projects/:id`: the numeric id when known, else the URL-encoded full path. */
function projectPath(repository) {
    const id = repository.id ?? `${repository.owner}/${repository.repo}`;
    return `/projects/${encodeURIComponent(String(id))}`;
}
/** `/projects/:id/merge_requests/:iid`. */
function mergeRequestPath(repository, iid) {
    return `${projectPath(repository)}/merge_requests/${iid}`;
}
/** The notes calls; `page` gives a merge request's page (its notes' links build on it). */
class GitLabNotes {
    client;
    page;
    whoAmI;
    /** The notes each merge request had when last read, by its path. */
    seen = new Map();
    /** Bodies of notes whose creation may have landed, by the merge request's path. */
    uncertain = new Map();
    constructor(client, page, whoAmI) {
        this.client = client;
        this.page = page;
        this.whoAmI = whoAmI;
    }
    /** Every note but system notes, oldest first; remembers which there were. */
    async list(repository, iid) {
        const notes = [];
        const ids = new Set();
        const query = { sort: 'asc', order_by: 'created_at' };
        await this.client.pages(`${mergeRequestPath(repository, iid)}/notes`, query, items => {
            for (const item of items) {
                const note = toNote(item, this.page(repository, iid));
                ids.add(item.id);
                if (note)
                    notes.push(note);
            }
            return false;
        });
        this.seen.set(mergeRequestPath(repository, iid), ids);
        return notes;
    }
    /**
     * Creates a note; after a failure that may have followed its landing, reads the notes first.
     *
     * @throws UncertainWriteError when it may have landed and was neither found nor sent again
     */
    async create(repository, iid, body) {
        const key = mergeRequestPath(repository, iid);
        for (let attempt = 1;; attempt++) {
            if (this.uncertain.get(key)?.has(body)) {
                const landed = await this.landed(repository, iid, body);
                if (landed) {
                    this.uncertain.get(key)?.delete(body);
                    return landed;
                }
            }
            try {
                const answer = await this.client.call('POST', this.client.url(`${key}/notes`), { body });
                const note = toNote(answer, this.page(repository, iid));
                if (!note)
                    throw new TypeError('GitLab answered the new note as a system note');
                this.uncertain.get(key)?.delete(body);
                return note;
            }
            catch (error) {
                if (!(error instanceof UncertainWriteError))
                    throw error;
                this.uncertain.set(key, (this.uncertain.get(key) ?? new Set()).add(body));
                if (attempt >= CREATE_ATTEMPTS)
                    throw error;
            }
        }
    }
    /** Edits a note (`PUT`). */
    async update(repository, iid, noteId, body) {
        const url = this.client.url(`${mergeRequestPath(repository, iid)}/notes/${noteId}`);
        const note = toNote(await this.client.call('PUT', url, { body }), this.page(repository, iid));
        if (!note)
            throw new TypeError('GitLab answered the edited note as a system note');
        return note;
    }
    /** Deletes a note; one already gone (404) counts as deleted. */
    async delete(repository, iid, noteId) {
        const url = this.client.url(`${mergeRequestPath(repository, iid)}/notes/${noteId}`);
        try {
            await this.client.call('DELETE', url);
        }
        catch (error) {
            if (error.status !== 404)
                throw error;
        }
    }
    /** The token's own note with `body` that was not there at the last read, if one landed. */
    async landed(repository, iid, body) {
        const before = this.seen.get(mergeRequestPath(repository, iid)) ?? new Set();
        const user = await this.whoAmI();
        const notes = await this.list(repository, iid);
        const sent = normalized(body);
        return notes
            .filter(note => note.login === user && !before.has(note.id))
            .filter(note => normalized(note.body) === sent)
            .at(-1);
    }
}
/** A body as stored text compares: line endings and the white space around it set aside. */
function normalized(body) {
    return body.replace(/\r\n?/g, '\n').trim();
}

;// CONCATENATED MODULE: ./src/gitlab/gitlab-api.ts




/** `***` for Markdown: three escaped asterisks, shown as written. */
const MARKDOWN_MASK = '\\*\\*\\*';
/** The calls of `ReviewPlatform`, over an authenticated GitLab client. */
class GitLabApi {
    client;
    serverUrl;
    redact;
    scrub;
    deployments = false;
    terms = { pullRequest: 'merge request', comment: 'note', numberPrefix: '!' };
    user;
    /** Each merge request's page, by its API path, as GitLab named it. */
    pages = new Map();
    notes;
    /**
     * @param serverUrl GitLab's web address (the API base without `/api/v4`)
     * @param redact the run's scrub of free text (with a mask to use)
     * @param scrub the scrub of quoted error text (the token and the run's secrets)
     */
    constructor(client, serverUrl, redact, scrub) {
        this.client = client;
        this.serverUrl = serverUrl;
        this.redact = redact;
        this.scrub = scrub;
        this.notes = new GitLabNotes(client, (repository, iid) => this.page(repository, iid), () => this.whoAmI());
    }
    get apiUrl() {
        return this.client.apiUrl;
    }
    whoAmI() {
        this.user ??= this.call('whoAmI', async () => {
            const answer = (await this.client.call('GET', this.client.url('/user')));
            return checkedUsername(answer?.username);
        });
        return this.user;
    }
    listIssueComments(repository, iid) {
        return this.call('listIssueComments', () => this.notes.list(repository, iid), of(repository, iid));
    }
    createComment(repository, iid, body) {
        const sent = this.redactBody(body);
        return this.call('createComment', () => this.notes.create(repository, iid, sent), of(repository, iid));
    }
    updateComment(repository, iid, noteId, body) {
        const sent = this.redactBody(body);
        return this.call('updateComment', () => this.notes.update(repository, iid, noteId, sent), of(repository, iid));
    }
    deleteComment(repository, iid, noteId) {
        return this.call('deleteComment', () => this.notes.delete(repository, iid, noteId), of(repository, iid));
    }
    async getPullRequestState(repository, iid) {
        const { state, merged } = await this.readMergeRequest(repository, iid);
        return { state, merged };
    }
    async getPullRequest(repository, iid) {
        const { webUrl: _url, gitLabState: _state, ...details } = await this.readMergeRequest(repository, iid);
        return details;
    }
    /**
     * A project by numeric id or full path (`GET /projects/:id`, the path URL-encoded): its id,
     * which binds the records, and its path, which names it.
     */
    readProject(project) {
        return this.call('getRepository', async () => {
            const url = this.client.url(`/projects/${encodeURIComponent(project)}`);
            return toProject(await this.client.call('GET', url));
        }, `project ${project}`);
    }
    /** The merge request with GitLab's own state and its page (the adapter's port reads them). */
    readMergeRequest(repository, iid) {
        return this.call('getPullRequest', async () => {
            const url = this.client.url(mergeRequestPath(repository, iid));
            const request = toMergeRequest(await this.client.call('GET', url), this.serverUrl);
            if (request.number !== iid) {
                throw new TypeError(`GitLab answered with merge request !${request.number}`);
            }
            if (request.webUrl !== '')
                this.pages.set(mergeRequestPath(repository, iid), request.webUrl);
            return request;
        }, of(repository, iid));
    }
    listPullRequests(repository, listing, stop = () => false) {
        return this.call('listPullRequests', async () => {
            const found = [];
            const query = {
                state: listing.state === 'open' ? 'opened' : 'all',
                order_by: 'updated_at',
                sort: listing.direction
            };
            await this.client.pages(`${projectPath(repository)}/merge_requests`, query, items => {
                for (const item of items) {
                    const { webUrl, gitLabState: _state, ...details } = toMergeRequest(item, this.serverUrl);
                    if (stop(details))
                        return true;
                    if (webUrl !== '')
                        this.pages.set(mergeRequestPath(repository, details.number), webUrl);
                    found.push(details);
                }
                return false;
            });
            return found;
        }, `project ${repository.owner}/${repository.repo}`);
    }
    // GitLab's environments come from the CI job's `environment:`: no deployment is recorded.
    createDeployment = () => noDeployments('createDeployment');
    setDeploymentStatus = () => noDeployments('setDeploymentStatus');
    listDeployments = () => noDeployments('listDeployments');
    deleteDeployment = () => noDeployments('deleteDeployment');
    /** A merge request's page, as GitLab named it, else built from the project's path. */
    page(repository, iid) {
        const named = this.pages.get(mergeRequestPath(repository, iid));
        if (named !== undefined)
            return named;
        const path = `${repository.owner}/${repository.repo}`;
        return /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+$/.test(path)
            ? `${this.serverUrl}/${path}/-/merge_requests/${iid}`
            : '';
    }
    /**
     * A note body scrubbed line by line, but for its record marker (identifiers and a signature,
     * which a scrub of a short secret's forms could cut by chance); the mask escaped for Markdown.
     */
    redactBody(body) {
        return body
            .split('\n')
            .map(line => line.startsWith(review_platform/* RECORD_MARKER_PREFIX */.qm) ? line : this.redact(line, MARKDOWN_MASK))
            .join('\n');
    }
    /**
     * Runs one operation; any failure becomes one `ReviewPlatformError`, scrubbed, naming what it
     * was on (`subject`, e.g. `!7 of acme/mobile-app`).
     */
    async call(operation, run, subject = '') {
        try {
            return await run();
        }
        catch (error) {
            throw toReviewPlatformError(error, operation, this.scrub, subject);
        }
    }
}
/** `!7 of acme/mobile-app`: a merge request as a message names it. */
function of(repository, iid) {
    return `!${iid} of ${repository.owner}/${repository.repo}`;
}

;// CONCATENATED MODULE: ./src/gitlab/gitlab-connect.ts




/**
 * The API calls over `apiUrl` (checked) with the connection's token and policies.
 *
 * @returns the calls the adapter's port reads with (`api`), and those the run uses (`platform`:
 *   the same, or a dry run's recording wrapper)
 */
function createGitLabApi(apiUrl, options) {
    const client = new GitLabClient({
        apiUrl,
        token: options.token,
        requestTimeoutMs: options.requestTimeoutMs,
        maxAttempts: options.maxAttempts,
        deadlineMs: options.deadlineMs,
        log: options.log,
        sleep: options.sleep,
        now: options.now
    });
    const { redactor, token } = options;
    // A note holds outside text escaped for Markdown before the scrub sees it.
    redactor.addEncoding(markdown_text/* escapeMarkdown */.FV);
    const redact = (text, mask) => redactor.scrub(text, mask);
    const scrub = (text) => redactor.scrub(token.length >= 4 ? text.split(token).join('***') : text);
    const serverUrl = apiUrl.replace(/\/api\/v4$/, '');
    const api = new GitLabApi(client, serverUrl, redact, scrub);
    return { api, platform: options.record ? recordingGitLabApi(api, options.record) : api };
}
/** How a note id GitLab would assign is shown in a later request's path. */
const PLANNED_ID_PLACEHOLDER = '{new}';
/**
 * `api` with its writes recorded as the REST requests they would be (the token as `***`) and
 * answered with a planned value, so that the operation goes on as a real run would.
 */
function recordingGitLabApi(api, record) {
    // GitLab's ids are positive: planned ones count down from -1, so they never meet a real one.
    let lastPlannedId = 0;
    const idInPath = (id) => (id < 0 ? PLANNED_ID_PLACEHOLDER : String(id));
    const write = (method, repository, path, body) => record({
        method,
        url: `${api.apiUrl}${projectPath(repository)}${path}`,
        headers: {
            'private-token': '***',
            ...(body === undefined ? {} : { 'content-type': 'application/json' })
        },
        ...(body === undefined ? {} : { body: JSON.stringify({ body }) })
    });
    const planned = (id, body) => ({
        id,
        htmlUrl: '',
        body,
        login: '',
        createdAt: '',
        updatedAt: ''
    });
    return {
        apiUrl: api.apiUrl,
        deployments: false,
        terms: api.terms,
        whoAmI: () => api.whoAmI(),
        listIssueComments: (repository, iid) => api.listIssueComments(repository, iid),
        getPullRequestState: (repository, iid) => api.getPullRequestState(repository, iid),
        getPullRequest: (repository, iid) => api.getPullRequest(repository, iid),
        listPullRequests: (repository, listing, stop) => api.listPullRequests(repository, listing, stop),
        createComment(repository, iid, body) {
            write('POST', repository, `/merge_requests/${iid}/notes`, body);
            return Promise.resolve(planned(--lastPlannedId, body));
        },
        updateComment(repository, iid, noteId, body) {
            write('PUT', repository, `/merge_requests/${iid}/notes/${idInPath(noteId)}`, body);
            return Promise.resolve(planned(noteId, body));
        },
        deleteComment(repository, iid, noteId) {
            write('DELETE', repository, `/merge_requests/${iid}/notes/${idInPath(noteId)}`);
            return Promise.resolve();
        },
        createDeployment: () => api.createDeployment(),
        setDeploymentStatus: () => api.setDeploymentStatus(),
        listDeployments: () => api.listDeployments(),
        deleteDeployment: () => api.deleteDeployment()
    };
}


/***/ }),

/***/ 5209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ ReviewPlatformError)
/* harmony export */ });
/**
 * The one error type of the review platform's calls: which operation failed, how (the
 * platform's HTTP status, or no answer at all), and a message that never holds the token. An
 * adapter (src/github/review-errors.ts, for one) classifies its client's errors into it.
 */
/** A failed call to the review platform. */
class ReviewPlatformError extends Error {
    name = 'ReviewPlatformError';
    operation;
    /** The platform's HTTP status, when it answered with an error status; otherwise undefined. */
    status;
    kind;
    /**
     * The permission the token needs for this call, in the platform's own terms (GitHub's
     * `pull-requests: write`); '' when none is named.
     */
    need;
    /** @param options.message what happened, in the adapter's words, without the token */
    constructor(options) {
        super(options.message);
        this.operation = options.operation;
        this.status = options.status;
        this.kind = options.kind;
        this.need = options.need ?? '';
    }
}


/***/ }),

/***/ 484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ib: () => (/* binding */ pullRequestName),
/* harmony export */   cb: () => (/* binding */ pullRequestReference),
/* harmony export */   ci: () => (/* binding */ DEFAULT_TERMS),
/* harmony export */   qm: () => (/* binding */ RECORD_MARKER_PREFIX)
/* harmony export */ });
/**
 * The review platform's API as the previews use it (src/github/ implements it for GitHub,
 * another adapter beside it for merge requests and their notes): what its calls take and give, in the
 * action's own terms: only the fields it reads, camelCase.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 * https://docs.github.com/rest/deployments/deployments
 */
/**
 * How every record marker of the action's comments begins (features/previews/preview-record.ts);
 * escaped text can never contain it. A platform adapter scrubs a comment body line by line but
 * for the line that starts with it: a record holds only identifiers and a signature.
 */
const RECORD_MARKER_PREFIX = '<!-- appetize-deploy-action:';
/** GitHub's terms, the previews' own. */
const DEFAULT_TERMS = {
    pullRequest: 'pull request',
    comment: 'comment',
    numberPrefix: '#'
};
/** `pull request #12` in the platform's terms (GitHub's when none are given). */
function pullRequestName(number, terms = DEFAULT_TERMS) {
    return `${terms.pullRequest} ${terms.numberPrefix}${number}`;
}
/**
 * A pull request's cross-repository reference in the platform's form: `acme/app#12` (GitHub's
 * when no terms are given) or `group/project!12`.
 *
 * https://docs.github.com/get-started/writing-on-github/working-with-advanced-formatting/autolinked-references-and-urls
 */
function pullRequestReference(repository, number, terms = DEFAULT_TERMS) {
    return `${repository.owner}/${repository.repo}${terms.numberPrefix}${number}`;
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
 * `&12` an epic, `^alert#12`, `[vulnerability:12]`) or GitLab's inline diff (`{+ +}`), which a
 * backslash alone does not stop on every GitLab version.
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
 * `@` (no mention, no e-mail link), after the other reference characters (JOINED_AFTER),
 * between `:` and `/` and after `www` (no autolink) leaves the text as it reads.
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
            const breaksLink = character === ':' && characters[i + 1] === '/';
            if (JOINED_AFTER.has(character) || breaksLink)
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
//# sourceMappingURL=954.index.cjs.js.map