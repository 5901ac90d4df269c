"use strict";
exports.id = 618;
exports.ids = [618];
exports.modules = {

/***/ 8618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitLabApi: () => (/* binding */ createGitLabApi)
});

// UNUSED EXPORTS: recordingGitLabApi

// EXTERNAL MODULE: ./src/gitlab/gitlab-platform.ts
var gitlab_platform = __webpack_require__(6103);
// EXTERNAL MODULE: ./src/shared/markdown-text.ts
var markdown_text = __webpack_require__(2811);
// EXTERNAL MODULE: ./src/review/record-store.ts
var record_store = __webpack_require__(2616);
// EXTERNAL MODULE: ./src/gitlab/gitlab-answers.ts
var gitlab_answers = __webpack_require__(489);
// EXTERNAL MODULE: ./src/review/review-error.ts
var review_error = __webpack_require__(1650);
// EXTERNAL MODULE: ./src/gitlab/gitlab-exchange.ts
var gitlab_exchange = __webpack_require__(4885);
// EXTERNAL MODULE: ./src/gitlab/gitlab-client.ts + 1 modules
var gitlab_client = __webpack_require__(5025);
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
    reportStatus: 'Setting the commit status'
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
    const failure = error instanceof gitlab_client/* UncertainWriteError */.ze ? error.cause : error;
    if (failure instanceof gitlab_client/* GitLabStatusError */.el) {
        const { status } = failure;
        const quoted = quoteBody(failure.text, scrub);
        const kind = status === 429 ? 'rate-limited' : 'status';
        const gaveUp = failure.gaveUp === '' ? '' : ` (${failure.gaveUp})`;
        const { reason, need } = refusal(status, failure.text, operation, scrub);
        const uncertain = error instanceof gitlab_client/* UncertainWriteError */.ze ? '; it may have been written' : '';
        return new review_error/* ReviewPlatformError */.O({
            operation,
            status,
            kind,
            message: `${action} failed: GitLab answered ${status}${quoted === '' ? '' : ` ${quoted}`}${gaveUp}${reason}${uncertain}`,
            need
        });
    }
    const detail = (0,markdown_text/* clip */.$Q)(scrub(describe(failure)).replace(/[\p{Cc}\u2028\u2029]+/gu, ' '), 300);
    const kind = failure instanceof gitlab_exchange/* ExchangeTimeoutError */.zu
        ? 'timed-out'
        : failure instanceof TypeError ||
            failure instanceof SyntaxError ||
            failure instanceof gitlab_exchange/* AnswerTooLargeError */.Oc
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
    const uncertain = error instanceof gitlab_client/* UncertainWriteError */.ze
        ? '; it may have been written, so it was not sent again'
        : '';
    return new review_error/* ReviewPlatformError */.O({
        operation,
        status: undefined,
        kind,
        message: `${action} failed: ${what[kind]}${uncertain}`
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
function describe(error) {
    const code = error?.code;
    const message = error instanceof Error ? error.message : String(error);
    return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

// EXTERNAL MODULE: ./src/gitlab/gitlab-notes.ts
var gitlab_notes = __webpack_require__(9743);
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

;// CONCATENATED MODULE: ./src/gitlab/gitlab-connect.ts





/**
 * The API calls over `apiUrl` (checked) with the connection's token and policies.
 *
 * @returns the calls the adapter's port reads with (`api`), and those the run uses (`platform`:
 *   the same, or a dry run's recording wrapper)
 */
function createGitLabApi(apiUrl, options) {
    const client = new gitlab_client/* GitLabClient */.zZ({
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
    return { api, platform: (0,gitlab_platform/* gitLabPlatform */.F)(calls) };
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

/***/ 1650:
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
     * The permission the token needs for this call, in the platform's own terms (e.g.
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

/***/ 2811:
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
//# sourceMappingURL=618.index.cjs.js.map