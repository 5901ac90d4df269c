"use strict";
exports.id = 386;
exports.ids = [386];
exports.modules = {

/***/ 1386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitLabApi: () => (/* binding */ createGitLabApi)
});

// UNUSED EXPORTS: recordingGitLabApi

// EXTERNAL MODULE: ./src/gitlab/gitlab-platform.ts + 2 modules
var gitlab_platform = __webpack_require__(6530);
// EXTERNAL MODULE: ./src/shared/markdown-text.ts
var markdown_text = __webpack_require__(4338);
// EXTERNAL MODULE: ./src/review/record-store.ts
var record_store = __webpack_require__(6121);
// EXTERNAL MODULE: ./src/gitlab/gitlab-answers.ts
var gitlab_answers = __webpack_require__(7726);
// EXTERNAL MODULE: ./src/review/review-error.ts
var review_error = __webpack_require__(5209);
// EXTERNAL MODULE: ./src/shared/listing-cap.ts
var listing_cap = __webpack_require__(8276);
// EXTERNAL MODULE: ./src/shared/tls-handshake.ts
var tls_handshake = __webpack_require__(5388);
// EXTERNAL MODULE: ./src/shared/rest-failure.ts
var rest_failure = __webpack_require__(8924);
// EXTERNAL MODULE: ./src/shared/retry-policy.ts
var retry_policy = __webpack_require__(9158);
// EXTERNAL MODULE: ./src/shared/rest-retry.ts
var rest_retry = __webpack_require__(7972);
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

// EXTERNAL MODULE: ./src/shared/rest-exchange.ts
var rest_exchange = __webpack_require__(2509);
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







/** GitLab's answers the adapter reads are JSON lists of at most 100 notes of 1,000,000 characters. */
const MAX_ANSWER_BYTES = 128 * 1024 * 1024;
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
     * true, within the listing caps (1,000 pages, 5 minutes: src/shared/listing-cap.ts).
     *
     * @throws as `call`; TypeError for an answer that is no list or pages that loop;
     *   ListingCutOffError when a cap is reached with a next page still named
     */
    async pages(path, query, onPage) {
        let url = this.url(path, { ...query, per_page: '100' });
        const read = new Set([url]);
        const count = (0,listing_cap/* startListing */.jF)(listingName(path), this.options.now, this.options.listingLimits);
        for (;;) {
            count.nextPage();
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
        const { now } = this.options;
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
                answer = await (0,rest_exchange/* restExchange */.C1)({ method, url: target, headers, body }, this.options.requestTimeoutMs, MAX_ANSWER_BYTES, true);
            }
            catch (error) {
                // A TLS handshake that failed sent nothing; its cause says what failed.
                const handshake = error instanceof tls_handshake/* TlsHandshakeError */.tj;
                const cause = handshake ? error.cause : error;
                const unsent = handshake || UNSENT_CODES.has(String(error.code));
                if (method === 'POST' && !unsent)
                    throw new rest_failure/* UncertainWriteError */.ze(error);
                const passing = ((0,retry_policy/* isRetryableNetworkError */.Hr)(cause) && (0,tls_handshake/* tlsFailure */.kL)(cause) === undefined) ||
                    cause instanceof rest_exchange/* RestTimeoutError */.EH;
                const wait = passing ? (0,rest_retry/* retryWaitMs */.Ko)(this.options, attempt, undefined, started) : undefined;
                if (wait === undefined)
                    throw error;
                await (0,rest_retry/* pauseBeforeRetry */.Gw)(this.options, 'GitLab', wait, attempt, (0,rest_failure/* describe */.q0)(error));
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
                const wait = (0,rest_retry/* retryWaitMs */.Ko)(this.options, attempt, asked, started);
                if (wait === undefined) {
                    const why = (0,rest_retry/* whyNotRetried */.Vi)(this.options, attempt, asked);
                    throw new GitLabStatusError(status, answer.headers, answer.text, why);
                }
                await (0,rest_retry/* pauseBeforeRetry */.Gw)(this.options, 'GitLab', wait, attempt, "GitLab's rate limit (429)");
                continue;
            }
            if (PASSING_STATUSES.has(status)) {
                if (method === 'POST') {
                    throw new rest_failure/* UncertainWriteError */.ze(new GitLabStatusError(status, answer.headers, answer.text));
                }
                const asked = (0,retry_policy/* parseRetryAfterMs */.oR)(firstValue(answer.headers['retry-after']), now());
                const wait = (0,rest_retry/* retryWaitMs */.Ko)(this.options, attempt, asked, started);
                if (wait !== undefined) {
                    await (0,rest_retry/* pauseBeforeRetry */.Gw)(this.options, 'GitLab', wait, attempt, `GitLab answered ${status}`);
                    continue;
                }
            }
            throw new GitLabStatusError(status, answer.headers, answer.text);
        }
    }
}
/** A list's path as its listing is named: `the notes of merge request !7`. */
function listingName(path) {
    const notes = /\/merge_requests\/(\d+)\/notes$/.exec(path);
    if (notes)
        return `the notes of merge request !${notes[1]}`;
    if (path.endsWith('/merge_requests'))
        return "the project's merge requests";
    return `GitLab's ${path}`;
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
    identify: "Finding the GitLab token's user (GET /user)",
    listComments: "Reading the merge request's notes",
    readComment: 'Reading the merge request note again',
    getPullRequest: 'Reading the merge request',
    getRepository: 'Reading the project',
    listPullRequests: "Listing the project's merge requests",
    createComment: 'Creating the merge request note',
    updateComment: 'Editing the merge request note',
    deleteComment: 'Deleting the merge request note',
    createDeployment: 'Recording a deployment',
    setDeploymentStatus: 'Recording a deployment',
    listDeployments: 'Listing deployments',
    deleteDeployment: 'Deleting a deployment',
    reportStatus: 'Setting the commit status',
    readPreviewIndex: 'Listing the merge requests labelled appetize-preview',
    markPreview: 'Labelling the merge request appetize-preview',
    unmarkPreview: 'Taking the label appetize-preview off the merge request',
    completePreviewIndex: 'Describing the label appetize-preview'
};
/** Writes need the `api` scope; reads are allowed with `read_api` too. */
const WRITES = new Set([
    'createComment',
    'updateComment',
    'deleteComment',
    'markPreview',
    'unmarkPreview',
    'completePreviewIndex'
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
    const written = error instanceof rest_failure/* UncertainWriteError */.ze ? error.cause : error;
    // A TLS handshake that failed is said below; its cause (a reset, a deadline) as any other.
    const failure = written instanceof tls_handshake/* TlsHandshakeError */.tj ? written.cause : written;
    if (failure instanceof GitLabStatusError) {
        const { status } = failure;
        const quoted = quoteBody(failure.text, scrub);
        const kind = status === 429 ? 'rate-limited' : 'status';
        const gaveUp = failure.gaveUp === '' ? '' : ` (${failure.gaveUp})`;
        const { reason, need } = refusal(status, failure.text, operation, scrub);
        const uncertain = error instanceof rest_failure/* UncertainWriteError */.ze ? '; it may have been written' : '';
        return new review_error/* ReviewPlatformError */.O({
            operation,
            status,
            kind,
            message: `${action} failed: GitLab answered ${status}${quoted === '' ? '' : ` ${quoted}`}${gaveUp}${reason}${uncertain}`,
            need
        });
    }
    if (failure instanceof listing_cap/* ListingCutOffError */.Ce) {
        const kind = failure.cap === 'time' ? 'timed-out' : 'invalid-answer';
        const message = `${action} failed: ${failure.message}`;
        return new review_error/* ReviewPlatformError */.O({ operation, status: undefined, kind, message });
    }
    const tls = written instanceof tls_handshake/* TlsHandshakeError */.tj ? (0,tls_handshake/* tlsFailure */.kL)(failure) : undefined;
    if (tls !== undefined) {
        // OpenSSL's own words say nothing a person can act on; the address to check does.
        const message = `${action} failed: GitLab could not be reached over TLS: ${tls.reason}, so nothing was sent; check the scheme (https:// or http://) and the port of --gitlab-api-url (CI_API_V4_URL)`;
        const kind = 'unreachable';
        const handshake = tls.kind;
        return new review_error/* ReviewPlatformError */.O({ operation, status: undefined, kind, message, handshake });
    }
    const { kind, words } = (0,rest_failure/* unansweredFailure */.bN)('GitLab', failure, scrub);
    const uncertain = error instanceof rest_failure/* UncertainWriteError */.ze ? rest_failure/* MAY_HAVE_BEEN_WRITTEN */.iU : '';
    return new review_error/* ReviewPlatformError */.O({
        operation,
        status: undefined,
        kind,
        message: `${action} failed: ${words}${uncertain}`
    });
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

// EXTERNAL MODULE: ./src/gitlab/gitlab-notes.ts
var gitlab_notes = __webpack_require__(5192);
;// CONCATENATED MODULE: ./src/gitlab/gitlab-api.ts




/** `***` for Markdown: three escaped asterisks, shown as written. */
const MARKDOWN_MASK = '\\*\\*\\*';
/** GitLab's calls over an authenticated client (gitlab-platform.ts offers them through the port). */
class GitLabApi {
    client;
    serverUrl;
    redact;
    scrub;
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
        this.notes = new gitlab_notes/* GitLabNotes */.Bd(client, (repository, iid) => this.page(repository, iid), async () => (await this.identify()).username);
    }
    get apiUrl() {
        return this.client.apiUrl;
    }
    /** The token's user (`GET /user`), asked once. */
    identify() {
        this.user ??= this.call('identify', async () => {
            const answer = (await this.client.call('GET', this.client.url('/user')));
            const id = answer?.id;
            return {
                username: (0,gitlab_answers/* checkedUsername */.Yo)(answer?.username),
                id: typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : ''
            };
        });
        return this.user;
    }
    /** Every note but system notes, oldest first. */
    listComments(repository, iid) {
        return this.call('listComments', () => this.notes.list(repository, iid), of(repository, iid));
    }
    /** One note now; undefined when it is gone. */
    readComment(repository, iid, noteId) {
        return this.call('readComment', () => this.notes.read(repository, iid, noteId), of(repository, iid));
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
    async getPullRequest(repository, iid) {
        return (0,gitlab_answers/* details */.zH)(await this.readMergeRequest((0,gitlab_notes/* projectPath */.DZ)(repository), iid, of(repository, iid)));
    }
    /**
     * A project by numeric id or full path (`GET /projects/:id`, the path URL-encoded): its id,
     * which binds the records, and its path, which names it.
     */
    readProject(project) {
        return this.call('getRepository', async () => {
            const url = this.client.url(`/projects/${encodeURIComponent(project)}`);
            return (0,gitlab_answers/* toProject */.l4)(await this.client.call('GET', url));
        }, `project ${project}`);
    }
    /**
     * The merge request with GitLab's own state, its page and its project (the adapter's port
     * reads them), by the project's path (`/projects/:id`, the id or the URL-encoded full path).
     */
    readMergeRequest(project, iid, subject) {
        return this.call('getPullRequest', async () => {
            const url = this.client.url(`${project}/merge_requests/${iid}`);
            const request = (0,gitlab_answers/* toMergeRequest */.vH)(await this.client.call('GET', url), this.serverUrl);
            if (request.number !== iid) {
                throw new TypeError(`GitLab answered with merge request !${request.number}`);
            }
            if (request.webUrl !== '' && request.projectId !== undefined) {
                this.pages.set(`/projects/${request.projectId}/merge_requests/${iid}`, request.webUrl);
            }
            return request;
        }, subject);
    }
    listPullRequests(repository, listing, stop = () => false) {
        return this.call('listPullRequests', async () => {
            const found = [];
            const query = {
                state: listing.state === 'open' ? 'opened' : 'all',
                order_by: 'updated_at',
                sort: listing.direction
            };
            await this.client.pages(`${(0,gitlab_notes/* projectPath */.DZ)(repository)}/merge_requests`, query, items => {
                for (const item of items) {
                    const request = (0,gitlab_answers/* toMergeRequest */.vH)(item, this.serverUrl);
                    if (stop((0,gitlab_answers/* details */.zH)(request)))
                        return true;
                    if (request.webUrl !== '') {
                        this.pages.set((0,gitlab_notes/* mergeRequestPath */.B7)(repository, request.number), request.webUrl);
                    }
                    found.push((0,gitlab_answers/* details */.zH)(request));
                }
                return false;
            });
            return found;
        }, `project ${repository.display}`);
    }
    /** A merge request's page, as GitLab named it, else built from the project's path. */
    page(repository, iid) {
        const named = this.pages.get((0,gitlab_notes/* mergeRequestPath */.B7)(repository, iid));
        if (named !== undefined)
            return named;
        const path = repository.display;
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
            .map(line => line.startsWith(record_store/* RECORD_MARKER_PREFIX */.q) ? line : this.redact(line, MARKDOWN_MASK))
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
    return `!${iid} of ${repository.display}`;
}

;// CONCATENATED MODULE: ./src/gitlab/gitlab-labels.ts



/**
 * The label calls over `client`.
 *
 * @param serverUrl GitLab's web address (the API base without `/api/v4`)
 * @param scrub removes the token and the run's secrets from quoted error text
 */
function gitLabLabels(client, serverUrl, scrub) {
    const call = async (operation, subject, run) => {
        try {
            return await run();
        }
        catch (error) {
            throw toReviewPlatformError(error, operation, scrub, subject);
        }
    };
    const labelUrl = (repository, name) => client.url(`${(0,gitlab_notes/* projectPath */.DZ)(repository)}/labels/${encodeURIComponent(name)}`);
    const project = (repository) => `project ${repository.display}`;
    const of = (repository, iid) => `!${iid} of ${repository.display}`;
    const edit = (repository, iid, change) => client.call('PUT', client.url((0,gitlab_notes/* mergeRequestPath */.B7)(repository, iid)), change);
    return {
        readLabel: (repository, name) => call('readPreviewIndex', project(repository), async () => {
            try {
                const answer = (await client.call('GET', labelUrl(repository, name)));
                const description = answer?.description;
                return { description: typeof description === 'string' ? description : null };
            }
            catch (error) {
                if (statusOf(error) === 404)
                    return undefined;
                throw error;
            }
        }),
        listLabelled: (repository, name) => call('readPreviewIndex', project(repository), async () => {
            const found = [];
            const query = { state: 'all', labels: name, order_by: 'updated_at', sort: 'desc' };
            await client.pages(`${(0,gitlab_notes/* projectPath */.DZ)(repository)}/merge_requests`, query, items => {
                for (const item of items)
                    found.push((0,gitlab_answers/* toMergeRequest */.vH)(item, serverUrl));
                return false;
            });
            return found;
        }),
        addLabel: (repository, iid, name) => call('markPreview', of(repository, iid), async () => {
            await edit(repository, iid, { add_labels: name });
        }),
        // Removing a label the merge request does not carry changes nothing, and is no error.
        removeLabel: (repository, iid, name) => call('unmarkPreview', of(repository, iid), async () => {
            await edit(repository, iid, { remove_labels: name });
        }),
        describeLabel: (repository, name, description, color) => call('completePreviewIndex', project(repository), async () => {
            try {
                await client.call('PUT', labelUrl(repository, name), { description });
            }
            catch (error) {
                if (statusOf(error) !== 404)
                    throw error;
                const url = client.url(`${(0,gitlab_notes/* projectPath */.DZ)(repository)}/labels`);
                await client.call('POST', url, { name, color: `#${color}`, description });
            }
        })
    };
}
/** `labels` with their writes recorded instead of sent (a dry run); reads still go to GitLab. */
function recordingGitLabLabels(labels, apiUrl, record) {
    const write = (method, path, body) => {
        record({
            method,
            url: `${apiUrl}${path}`,
            headers: { 'private-token': '***', 'content-type': 'application/json' },
            body: JSON.stringify(body)
        });
        return Promise.resolve();
    };
    return {
        readLabel: (repository, name) => labels.readLabel(repository, name),
        listLabelled: (repository, name) => labels.listLabelled(repository, name),
        addLabel: (repository, iid, name) => write('PUT', (0,gitlab_notes/* mergeRequestPath */.B7)(repository, iid), { add_labels: name }),
        removeLabel: (repository, iid, name) => write('PUT', (0,gitlab_notes/* mergeRequestPath */.B7)(repository, iid), { remove_labels: name }),
        describeLabel: (repository, name, description) => write('PUT', `${(0,gitlab_notes/* projectPath */.DZ)(repository)}/labels/${encodeURIComponent(name)}`, {
            description
        })
    };
}
function statusOf(error) {
    return error?.status;
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
        token: options.reviewToken,
        requestTimeoutMs: options.requestTimeoutMs,
        maxAttempts: options.maxAttempts,
        deadlineMs: options.deadlineMs,
        log: options.log,
        sleep: options.sleep,
        now: options.now
    });
    const { redactor, reviewToken: token } = options;
    // A note holds outside text escaped for Markdown before the scrub sees it.
    redactor.addEncoding(markdown_text/* escapeMarkdown */.FV);
    const redact = (text, mask) => redactor.scrub(text, mask);
    const scrub = (text) => redactor.scrub(token.length >= 4 ? text.split(token).join('***') : text);
    const serverUrl = apiUrl.replace(/\/api\/v4$/, '');
    const api = new GitLabApi(client, serverUrl, redact, scrub);
    const calls = options.record ? recordingGitLabApi(api, options.record) : api;
    const labels = gitLabLabels(client, serverUrl, scrub);
    const indexed = options.record ? recordingGitLabLabels(labels, apiUrl, options.record) : labels;
    return { api, platform: (0,gitlab_platform/* gitLabPlatform */.F)(calls, indexed) };
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
        url: `${api.apiUrl}${(0,gitlab_notes/* projectPath */.DZ)(repository)}${path}`,
        headers: {
            'private-token': '***',
            ...(body === undefined ? {} : { 'content-type': 'application/json' })
        },
        ...(body === undefined ? {} : { body: JSON.stringify({ body }) })
    });
    const planned = (id, body) => ({
        id,
        url: '',
        body,
        username: '',
        authorId: '',
        updatedAt: NaN
    });
    return {
        apiUrl: api.apiUrl,
        identify: () => api.identify(),
        listComments: (repository, iid) => api.listComments(repository, iid),
        readComment: (repository, iid, noteId) => api.readComment(repository, iid, noteId),
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
        }
    };
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

/***/ 7972:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ pauseBeforeRetry),
/* harmony export */   Ko: () => (/* binding */ retryWaitMs),
/* harmony export */   Vi: () => (/* binding */ whyNotRetried)
/* harmony export */ });
/* harmony import */ var _retry_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9158);
/**
 * What the review platforms' REST clients share around a call's retries: the wait before the next
 * attempt (what the platform asked, else backoff with jitter) within the call's attempts and
 * deadline, and what the log and the error say of it. Which failures are tried again is each
 * client's.
 */

/**
 * How long to wait before the next attempt, in milliseconds (`askedMs`, what the platform asked,
 * else backoff with jitter), or undefined when no attempt is left or the wait would end after the
 * deadline of the call that started at `started`.
 */
function retryWaitMs(budget, attempt, askedMs, started) {
    const { maxAttempts, deadlineMs, now } = budget;
    if (attempt >= maxAttempts)
        return undefined;
    const ms = askedMs ?? (0,_retry_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .retryDelay */ .a2)(attempt, undefined, (budget.random ?? Math.random)(), now()).ms;
    return now() + ms > started + deadlineMs ? undefined : ms;
}
/** Why a rate limit's answer was not waited out: no attempt left, or the asked wait too long. */
function whyNotRetried(budget, attempt, askedMs) {
    const { maxAttempts, deadlineMs } = budget;
    return attempt >= maxAttempts
        ? `all ${maxAttempts} attempts were used`
        : `waiting ${Math.ceil((askedMs ?? 0) / 1000)} s more would end after the request's deadline (${Math.round(deadlineMs / 1000)} s)`;
}
/** Says why and how long the client waits (`platform` its name: `GitLab`), then waits `ms`. */
async function pauseBeforeRetry(budget, platform, ms, attempt, reason) {
    budget.log(`${platform}: ${reason}; waiting ${Math.ceil(ms / 1000)} s, then trying again (attempt ${attempt + 1} of ${budget.maxAttempts}).`);
    await budget.sleep(ms);
}


/***/ }),

/***/ 9158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ isRetryableNetworkError),
/* harmony export */   PS: () => (/* binding */ isRetryableStatus),
/* harmony export */   a2: () => (/* binding */ retryDelay),
/* harmony export */   oR: () => (/* binding */ parseRetryAfterMs)
/* harmony export */ });
/* unused harmony exports BACKOFF_BASE_MS, MAX_WAIT_MS, retryDelayMs, rateLimitWaitMs */
/**
 * When to try a request again and how long to wait first. Pure functions, so the policy is
 * tested without a clock.
 */
/** Statuses worth another attempt: rate limiting and passing server or gateway failures. */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
/** Network failures that a later attempt may not meet (Node's `error.code`). */
const RETRYABLE_NETWORK_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'ECONNABORTED',
    'EPIPE',
    'ETIMEDOUT',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_SOCKET'
]);
/** First backoff step, in milliseconds; step n waits about `BASE * 2^(n-1)`. */
const BACKOFF_BASE_MS = 1000;
/** No single wait, computed or asked for by `Retry-After`, is longer than this (milliseconds). */
const MAX_WAIT_MS = 60_000;
/** True for 429, 500, 502, 503 and 504; never for 4xx client errors such as 400, 401, 403, 404. */
function isRetryableStatus(status) {
    return RETRYABLE_STATUSES.has(status);
}
/** True for a connection reset, refused or timed out, and similar transient network errors. */
function isRetryableNetworkError(error) {
    const code = error?.code;
    return typeof code === 'string' && RETRYABLE_NETWORK_CODES.has(code);
}
/**
 * How long to wait before the next attempt.
 *
 * @param failedAttempt the attempt that just failed, from 1
 * @param retryAfter the response's `Retry-After` header, if any
 * @param random a number in [0, 1) for jitter
 * @param nowMs the current time in milliseconds, for an HTTP-date `Retry-After`
 * @returns milliseconds, at most MAX_WAIT_MS: the server's `Retry-After` when it is in one of
 *   the two forms HTTP defines, else exponential backoff with jitter (half to all of the step)
 */
function retryDelay(failedAttempt, retryAfter, random, nowMs) {
    const asked = parseRetryAfterMs(retryAfter, nowMs);
    if (asked !== undefined) {
        return { ms: Math.min(asked, MAX_WAIT_MS), source: 'retry-after', capped: asked > MAX_WAIT_MS };
    }
    const step = Math.min(BACKOFF_BASE_MS * 2 ** (failedAttempt - 1), MAX_WAIT_MS);
    return { ms: Math.round(step / 2 + (step / 2) * random), source: 'backoff' };
}
/** The wait of `retryDelay` in milliseconds alone. */
function retryDelayMs(failedAttempt, retryAfter, random, nowMs) {
    return retryDelay(failedAttempt, retryAfter, random, nowMs).ms;
}
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
/** IMF-fixdate, and the obsolete RFC 850 and asctime forms HTTP still accepts. */
const HTTP_DATE = new RegExp(`^(?:${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT|${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT|${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4})$`);
/**
 * `Retry-After` in milliseconds from now, in the two forms HTTP defines
 * (https://www.rfc-editor.org/rfc/rfc9110#field.retry-after): non-negative whole seconds, or an
 * HTTP date. Anything else (`-1`, `1.5`, `soon`) is ignored, so the normal backoff applies.
 *
 * @returns undefined when absent or not in either form; 0 for a date in the past
 */
function parseRetryAfterMs(value, nowMs) {
    if (value === undefined)
        return undefined;
    const trimmed = value.trim();
    if (/^\d{1,10}$/.test(trimmed))
        return Number(trimmed) * 1000;
    if (!HTTP_DATE.test(trimmed))
        return undefined;
    // asctime carries no zone; HTTP dates are always GMT.
    const date = Date.parse(trimmed.endsWith('GMT') ? trimmed : `${trimmed} GMT`);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - nowMs);
}
/**
 * How long a rate limit asks the client to wait, for both APIs. The service's 429 says it in
 * `Retry-After`. GitHub's primary and secondary rate limits answer 403 or 429 with `retry-after`
 * (seconds), or with `x-ratelimit-remaining: 0` and `x-ratelimit-reset` (UTC epoch seconds)
 * (https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#exceeding-the-rate-limit).
 * GitHub sends `x-ratelimit-*` on every answer, so a 403 for a missing permission, whose
 * remaining count is not 0, is no rate limit.
 *
 * @param headers the answer's headers, names in lower case
 * @returns milliseconds from `nowMs` (0 for a time already past); undefined when the answer is
 *   not a rate limit
 */
function rateLimitWaitMs(status, headers, nowMs) {
    if (status !== 403 && status !== 429)
        return undefined;
    const asked = parseRetryAfterMs(headers['retry-after'], nowMs);
    if (asked !== undefined)
        return asked;
    const reset = headers['x-ratelimit-reset'];
    if (headers['x-ratelimit-remaining'] !== '0' || !/^\d{1,12}$/.test(reset ?? '')) {
        return undefined;
    }
    return Math.max(0, Number(reset) * 1000 - nowMs);
}


/***/ })

};
;
//# sourceMappingURL=386.index.cjs.js.map