"use strict";
exports.id = 762;
exports.ids = [762];
exports.modules = {

/***/ 489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ toNote),
/* harmony export */   Yo: () => (/* binding */ checkedUsername),
/* harmony export */   l4: () => (/* binding */ toProject),
/* harmony export */   vH: () => (/* binding */ toMergeRequest),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
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
    const projectId = request.project_id;
    const references = request.references === null || typeof request.references !== 'object'
        ? {}
        : request.references;
    const full = typeof references.full === 'string' ? references.full : '';
    const path = full.endsWith(`!${iid}`) ? full.slice(0, -`!${iid}`.length) : '';
    return {
        projectId: typeof projectId === 'number' && Number.isSafeInteger(projectId) && projectId > 0
            ? projectId
            : undefined,
        projectPath: /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+$/.test(path) ? path : '',
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
    const authorId = author.id;
    return {
        id,
        url: mergeRequestUrl === '' ? '' : `${mergeRequestUrl}#note_${id}`,
        body: typeof note.body === 'string' ? note.body : '',
        username: typeof author.username === 'string' ? author.username : '',
        authorId: typeof authorId === 'number' && Number.isSafeInteger(authorId) ? String(authorId) : '',
        updatedAt: typeof note.updated_at === 'string' ? Date.parse(note.updated_at) : NaN
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
/** The port's details of a merge request (without GitLab's own fields). */
function details(request) {
    const { webUrl: _url, gitLabState: _state, projectId: _id, projectPath: _path, ...rest } = request;
    return rest;
}


/***/ }),

/***/ 5025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zZ: () => (/* binding */ GitLabClient),
  el: () => (/* binding */ GitLabStatusError),
  ze: () => (/* binding */ UncertainWriteError)
});

// EXTERNAL MODULE: ./src/shared/retry-policy.ts
var retry_policy = __webpack_require__(8061);
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

// EXTERNAL MODULE: ./src/gitlab/gitlab-exchange.ts
var gitlab_exchange = __webpack_require__(4885);
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
                answer = await (0,gitlab_exchange/* exchange */.cv)(method, target, headers, body, this.options.requestTimeoutMs);
            }
            catch (error) {
                const unsent = UNSENT_CODES.has(String(error.code));
                if (method === 'POST' && !unsent)
                    throw new UncertainWriteError(error);
                const passing = (0,retry_policy/* isRetryableNetworkError */.Hr)(error) || error instanceof gitlab_exchange/* ExchangeTimeoutError */.zu;
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


/***/ }),

/***/ 4885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oc: () => (/* binding */ AnswerTooLargeError),
/* harmony export */   cv: () => (/* binding */ exchange),
/* harmony export */   zu: () => (/* binding */ ExchangeTimeoutError)
/* harmony export */ });
/* unused harmony export MAX_ANSWER_BYTES */
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8316);
/* harmony import */ var _shared_answer_body_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4381);


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
    const client = new _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpClient */ .Qq('appetize-deploy', [handler], {
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
        const text = await (0,_shared_answer_body_js__WEBPACK_IMPORTED_MODULE_1__/* .readBodyText */ .m)(response.message, deadline.signal, {
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


/***/ }),

/***/ 9743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ mergeRequestPath),
/* harmony export */   Bd: () => (/* binding */ GitLabNotes),
/* harmony export */   DZ: () => (/* binding */ projectPath),
/* harmony export */   Hi: () => (/* binding */ gitLabProject)
/* harmony export */ });
/* harmony import */ var _gitlab_answers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(489);
/* harmony import */ var _gitlab_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5025);


/** Sends of a note, the first included, when each may have landed and a read found it had not. */
const CREATE_ATTEMPTS = 3;
/** The port's repository reference for a project: shown by its full path, bound by its id. */
function gitLabProject(projectId, path) {
    return { display: path, binding: String(projectId), projectId };
}
/**
 * `/projects/:id`: the numeric id.
 *
 * @throws TypeError for a reference this adapter did not make
 */
function projectPath(repository) {
    const { projectId } = repository;
    if (typeof projectId !== 'number') {
        throw new TypeError(`${repository.display} is not a GitLab project reference`);
    }
    return `/projects/${projectId}`;
}
/** `/projects/:id/merge_requests/:iid`. */
function mergeRequestPath(repository, iid) {
    return `${projectPath(repository)}/merge_requests/${iid}`;
}
/** The notes calls; `page` gives a merge request's page (its notes' links build on it). */
class GitLabNotes {
    client;
    page;
    username;
    /** The notes each merge request had when last read, by its path. */
    seen = new Map();
    /** Bodies of notes whose creation may have landed, by the merge request's path. */
    uncertain = new Map();
    constructor(client, page, username) {
        this.client = client;
        this.page = page;
        this.username = username;
    }
    /** Every note but system notes, oldest first; remembers which there were. */
    async list(repository, iid) {
        const notes = [];
        const ids = new Set();
        const query = { sort: 'asc', order_by: 'created_at' };
        await this.client.pages(`${mergeRequestPath(repository, iid)}/notes`, query, items => {
            for (const item of items) {
                const note = (0,_gitlab_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .toNote */ .Aj)(item, this.page(repository, iid));
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
                const note = (0,_gitlab_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .toNote */ .Aj)(answer, this.page(repository, iid));
                if (!note)
                    throw new TypeError('GitLab answered the new note as a system note');
                this.uncertain.get(key)?.delete(body);
                return note;
            }
            catch (error) {
                if (!(error instanceof _gitlab_client_js__WEBPACK_IMPORTED_MODULE_0__/* .UncertainWriteError */ .ze))
                    throw error;
                this.uncertain.set(key, (this.uncertain.get(key) ?? new Set()).add(body));
                if (attempt >= CREATE_ATTEMPTS)
                    throw error;
            }
        }
    }
    /** One note now; undefined when it is gone (404). */
    async read(repository, iid, noteId) {
        const url = this.client.url(`${mergeRequestPath(repository, iid)}/notes/${noteId}`);
        try {
            return (0,_gitlab_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .toNote */ .Aj)(await this.client.call('GET', url), this.page(repository, iid));
        }
        catch (error) {
            if (error.status === 404)
                return undefined;
            throw error;
        }
    }
    /** Edits a note (`PUT`). */
    async update(repository, iid, noteId, body) {
        const url = this.client.url(`${mergeRequestPath(repository, iid)}/notes/${noteId}`);
        const note = (0,_gitlab_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .toNote */ .Aj)(await this.client.call('PUT', url, { body }), this.page(repository, iid));
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
        const user = await this.username();
        const notes = await this.list(repository, iid);
        const sent = normalized(body);
        return notes
            .filter(note => note.username === user && !before.has(note.id))
            .filter(note => normalized(note.body) === sent)
            .at(-1);
    }
}
/** A body as stored text compares: line endings and the white space around it set aside. */
function normalized(body) {
    return body.replace(/\r\n?/g, '\n').trim();
}


/***/ }),

/***/ 6103:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ gitLabPlatform),
/* harmony export */   M: () => (/* binding */ GITLAB_TERMS)
/* harmony export */ });
/* harmony import */ var _review_review_platform_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2616);

/** GitLab's words for what the previews write on. */
const GITLAB_TERMS = {
    name: 'GitLab',
    pullRequest: 'merge request',
    comment: 'note',
    numberPrefix: '!',
    otherWriter: 'another pipeline',
    appRemoved: 'when the merge request closes'
};
/** The review platform over GitLab's calls. */
function gitLabPlatform(calls) {
    return {
        platform: 'gitlab',
        apiUrl: calls.apiUrl,
        terms: GITLAB_TERMS,
        records: (repository, iid) => gitLabRecords(calls, repository, iid),
        getPullRequest: (repository, iid) => calls.getPullRequest(repository, iid),
        listPullRequests: (repository, listing, stop) => calls.listPullRequests(repository, listing, stop)
    };
}
/** A merge request's notes as the record store (a note's id is GitLab's, as text). */
function gitLabRecords(calls, repository, iid) {
    return {
        async list() {
            const notes = await calls.listComments(repository, iid);
            return notes.filter(note => note.body.startsWith(_review_review_platform_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORD_MARKER_PREFIX */ .q)).map(stored);
        },
        async read(id) {
            const note = await calls.readComment(repository, iid, Number(id));
            return note && stored(note);
        },
        async create(body) {
            return stored(await calls.createComment(repository, iid, body));
        },
        async write(id, body) {
            return stored(await calls.updateComment(repository, iid, Number(id), body));
        },
        remove: id => calls.deleteComment(repository, iid, Number(id)),
        async identify() {
            const user = await calls.identify();
            return user.id === '' ? undefined : { authorId: user.id, author: user.username };
        }
    };
}
function stored(note) {
    return {
        id: String(note.id),
        url: note.url,
        body: note.body,
        author: note.username,
        authorId: note.authorId,
        own: undefined,
        ...(Number.isNaN(note.updatedAt) ? {} : { updatedAt: note.updatedAt })
    };
}


/***/ }),

/***/ 1762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitLabReviewPort: () => (/* binding */ gitLabReviewPort)
/* harmony export */ });
/* unused harmony export gitLabApiBase */
/* harmony import */ var _shared_base_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8235);
/* harmony import */ var _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4162);
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2979);
/* harmony import */ var _gitlab_notes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9743);
/* harmony import */ var _gitlab_platform_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6103);





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
        return (0,_gitlab_notes_js__WEBPACK_IMPORTED_MODULE_2__/* .gitLabProject */ .Hi)(project.id, project.path);
    };
    return {
        async readTarget(input, { number, connect }) {
            if (number !== undefined) {
                throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('pullRequest', 'pullRequest names the pull request of a GitHub run; a GitLab pipeline names its merge request itself (CI_MERGE_REQUEST_IID, or --merge-request).');
            }
            const iid = context.mergeRequestIid;
            if (iid === undefined) {
                throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${input} works on a merge request, and this run names none (CI_MERGE_REQUEST_IID in a merge request pipeline, or --merge-request).`);
            }
            const api = await gitLab(connect);
            // One read: the merge request names its project's id and path (`references.full`).
            const project = `/projects/${encodeURIComponent(context.project)}`;
            const request = await api.readMergeRequest(project, iid, `!${iid} of ${context.project}`);
            const repository = request.projectId !== undefined && request.projectPath !== ''
                ? (0,_gitlab_notes_js__WEBPACK_IMPORTED_MODULE_2__/* .gitLabProject */ .Hi)(request.projectId, request.projectPath)
                : await repositoryOf(api);
            return {
                pullRequest: {
                    repository,
                    lifecycle: context.mode === 'stop' ? 'closed' : 'updated',
                    number: iid,
                    title: request.title,
                    headSha: context.commitSha?.toLowerCase() ?? request.headSha,
                    headRef: request.headRef,
                    isFork: request.isFork,
                    merged: request.merged,
                    author: request.author,
                    labels: request.labels,
                    state: request.state
                },
                runUrl: context.runUrl,
                terms: _gitlab_platform_js__WEBPACK_IMPORTED_MODULE_3__/* .GITLAB_TERMS */ .M,
                readNow: { state: request.state, headSha: request.headSha }
            };
        },
        async readRepository(_input, connect) {
            return repositoryOf(await gitLab(connect));
        },
        async connect(options) {
            if (options.reviewToken === '')
                throw new Error('A GitLab token is required');
            const apiUrl = gitLabApiBase(context.apiUrl);
            if (apiUrl === undefined) {
                throw new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('unexpected', "GitLab's API address (CI_API_V4_URL, or --gitlab-api-url) is not an https URL without a user name, password, query or fragment, such as https://gitlab.com/api/v4 (plain http only on localhost, 127.0.0.0/8 or ::1).");
            }
            const { createGitLabApi } = await __webpack_require__.e(/* import() */ 618).then(__webpack_require__.bind(__webpack_require__, 8618));
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
    const checked = (0,_shared_base_url_js__WEBPACK_IMPORTED_MODULE_4__/* .checkBaseUrl */ .x)(value);
    return 'base' in checked ? checked.base : undefined;
}


/***/ }),

/***/ 2616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ RECORD_MARKER_PREFIX)
/* harmony export */ });
/**
 * The record store: where a pull request's preview records are kept (its comments, notes), as
 * the adapter answers for them. The seam Renovate calls `ensureComment`: the adapter answers
 * identity and order and reads and writes comments; the core keeps trust (the signature, the
 * repository binding, the warnings about copies) and every decision (src/features/previews).
 *
 * https://github.com/renovatebot/renovate/blob/main/lib/modules/platform/types.ts (ensureComment)
 */
/**
 * How every record marker of the tool's comments begins (features/previews/preview-record.ts);
 * escaped text can never contain it. An adapter scrubs a comment body line by line but for the
 * line that starts with it: a record holds only identifiers and a signature.
 */
const RECORD_MARKER_PREFIX = '<!-- appetize-deploy-action:';


/***/ })

};
;
//# sourceMappingURL=762.index.cjs.js.map