"use strict";
exports.id = 966;
exports.ids = [966];
exports.modules = {

/***/ 9966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createBitbucketPlatform: () => (/* binding */ createBitbucketPlatform)
});

// UNUSED EXPORTS: webAddress

// EXTERNAL MODULE: ./src/review/record-store.ts
var record_store = __webpack_require__(6121);
// EXTERNAL MODULE: ./src/shared/markdown-text.ts
var markdown_text = __webpack_require__(4338);
;// CONCATENATED MODULE: ./src/bitbucket/bitbucket-answers.ts
/** A pull request's tags read as labels: `[keep-preview]` in its title or description. */
const TAG = /\[([^[\]\n]{1,100})\]/g;
/** The object an answer is, or `{}`. */
function objectOf(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? value
        : {};
}
/** An account (`user` of a comment, `author` of a pull request). */
function checkedAccount(value) {
    const account = objectOf(value);
    const uuid = typeof account.uuid === 'string' && /^\{[0-9a-f-]{1,64}\}$/i.test(account.uuid)
        ? account.uuid.toLowerCase()
        : '';
    const named = [account.display_name, account.nickname].find((name) => typeof name === 'string' && name.trim() !== '');
    return { uuid, name: (named ?? '').slice(0, 100) };
}
/** The bracketed tags of a title and description (`[keep-preview]` → `keep-preview`). */
function tagsOf(...texts) {
    const tags = new Set();
    for (const text of texts) {
        for (const found of text.matchAll(TAG))
            tags.add((found[1] ?? '').trim());
    }
    return [...tags].filter(tag => tag !== '');
}
/**
 * A pull request (one, or an item of the list). MERGED is closed and merged; DECLINED and
 * SUPERSEDED closed.
 *
 * @throws TypeError for a missing id, state, head or update time
 */
function toPullRequest(answer) {
    const pr = objectOf(answer);
    const id = pr.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
        throw new TypeError('A pull request without an id');
    }
    const state = pr.state;
    if (state !== 'OPEN' && state !== 'MERGED' && state !== 'DECLINED' && state !== 'SUPERSEDED') {
        throw new TypeError(`Pull request #${id} has no state (OPEN, MERGED, DECLINED or SUPERSEDED)`);
    }
    const source = objectOf(pr.source);
    const destination = objectOf(pr.destination);
    const hash = objectOf(source.commit).hash;
    if (typeof hash !== 'string' || !/^[0-9a-f]{7,64}$/i.test(hash)) {
        throw new TypeError(`Pull request #${id} has no head commit hash`);
    }
    const updatedAt = typeof pr.updated_on === 'string' ? Date.parse(pr.updated_on) : NaN;
    if (Number.isNaN(updatedAt))
        throw new TypeError(`Pull request #${id} has no update time`);
    const title = typeof pr.title === 'string' ? pr.title : '';
    const summary = objectOf(pr.summary).raw;
    const description = typeof pr.description === 'string' ? pr.description : typeof summary === 'string' ? summary : '';
    const repositoryOf = (side) => {
        const repository = objectOf(side.repository);
        const uuid = typeof repository.uuid === 'string' ? repository.uuid.toLowerCase() : '';
        const name = typeof repository.full_name === 'string' ? repository.full_name.toLowerCase() : '';
        return uuid !== '' ? uuid : name;
    };
    const headRepository = repositoryOf(source);
    const branch = objectOf(source.branch).name;
    const html = objectOf(objectOf(pr.links).html).href;
    return {
        number: id,
        state: state === 'OPEN' ? 'open' : 'closed',
        merged: state === 'MERGED',
        title,
        headSha: hash.toLowerCase(),
        headRef: typeof branch === 'string' ? branch : '',
        isFork: headRepository === '' || headRepository !== repositoryOf(destination),
        author: checkedAccount(pr.author).name,
        labels: tagsOf(title, description),
        updatedAt,
        webUrl: typeof html === 'string' && /^https?:\/\//.test(html) ? html : ''
    };
}

// EXTERNAL MODULE: ./src/shared/retry-policy.ts
var retry_policy = __webpack_require__(9158);
// EXTERNAL MODULE: ./src/shared/rest-retry.ts
var rest_retry = __webpack_require__(7972);
// EXTERNAL MODULE: ./src/shared/rest-failure.ts
var rest_failure = __webpack_require__(8924);
// EXTERNAL MODULE: ./src/shared/rest-exchange.ts
var rest_exchange = __webpack_require__(2509);
;// CONCATENATED MODULE: ./src/bitbucket/bitbucket-failures.ts
/**
 * How a call to Bitbucket failed, as the client throws it: an error status, a listing that did
 * not end (a write that may have landed: src/shared/rest-retry.ts).
 */
/** Bitbucket answered with a status that is not a success. */
class BitbucketStatusError extends Error {
    status;
    text;
    gaveUp;
    name = 'BitbucketStatusError';
    constructor(status, text, 
    /** Why it was not tried again (a rate limit's wait past the deadline), '' when not asked. */
    gaveUp = '') {
        super(`Bitbucket answered ${status}`);
        this.status = status;
        this.text = text;
        this.gaveUp = gaveUp;
    }
}
/** A listing that did not end within MAX_PAGES pages or MAX_LISTING_MS. */
class ListingCutError extends Error {
    name = 'ListingCutError';
}

;// CONCATENATED MODULE: ./src/bitbucket/bitbucket-client.ts
/**
 * Bitbucket Cloud's REST API as the adapter calls it: an access token as `Bearer`, an Atlassian
 * API token as Basic with its account's email; JSON both ways; every page of a list by following
 * `next` as it is given (a URL under the API's address) until there is none, at most MAX_PAGES
 * pages and MAX_LISTING_MS for the whole listing; Bitbucket's rate limit (429, `Retry-After`
 * when sent, else a backoff) and passing server failures waited out within the call's deadline.
 * A write that is not idempotent (a comment's creation) is never sent again after a failure that
 * may have followed its landing: the caller is told (UncertainWriteError) and looks first.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/intro/#authentication
 * https://developer.atlassian.com/cloud/bitbucket/rest/intro/#pagination
 * https://support.atlassian.com/bitbucket-cloud/docs/api-request-limits/
 */






/** Bitbucket's answers the adapter reads: pages of at most 100 comments. */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;
/** A listing stops with an error after this many pages (issue 48: listings that end). */
const MAX_PAGES = 1000;
/** …or after this long for the whole listing, in milliseconds. */
const MAX_LISTING_MS = 5 * 60 * 1000;
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);
const PASSING_STATUSES = new Set([500, 502, 503, 504]);
/** The REST calls, authenticated, with Bitbucket's retries. */
class BitbucketClient {
    options;
    constructor(options) {
        this.options = options;
    }
    get apiUrl() {
        return this.options.apiUrl;
    }
    /** The address of `path` (segments already encoded) with `query` (a value list repeats). */
    url(path, query = {}) {
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(query)) {
            for (const item of typeof value === 'string' ? [value] : value)
                search.append(name, item);
        }
        const text = search.toString();
        return `${this.options.apiUrl}${path}${text === '' ? '' : `?${text}`}`;
    }
    /** The `Authorization` header's value (never logged). */
    authorization() {
        const { credentials } = this.options;
        return credentials.kind === 'bearer'
            ? `Bearer ${credentials.token}`
            : `Basic ${Buffer.from(`${credentials.email}:${credentials.token}`).toString('base64')}`;
    }
    /**
     * Sends a call and parses its JSON answer (undefined for an empty one, as a 204's).
     *
     * @param idempotent a write that may be sent again after a failure (a build status: same key)
     * @throws BitbucketStatusError; UncertainWriteError (a POST not idempotent); network errors;
     *   SyntaxError
     */
    async call(method, url, body, idempotent = false) {
        const text = body === undefined ? undefined : JSON.stringify(body);
        const answer = await this.send(method, url, text, idempotent || method !== 'POST');
        return answer.text.trim() === '' ? undefined : JSON.parse(answer.text);
    }
    /**
     * Reads every page of a list from `url` (its first page), following `next` until there is none
     * or `onPage` returns true.
     *
     * @param listing names the listing in the error when it is cut
     * @throws as `call`; TypeError for an answer that is no page or a `next` outside the API;
     *   ListingCutError past MAX_PAGES or MAX_LISTING_MS
     */
    async pages(url, listing, onPage) {
        const started = this.options.now();
        const read = new Set([url]);
        let next = url;
        for (let page = 1;; page++) {
            const answer = await this.send('GET', next, undefined, true);
            const body = JSON.parse(answer.text);
            if (body === null || typeof body !== 'object' || !Array.isArray(body.values)) {
                throw new TypeError(`Bitbucket answered ${listing} with no page of values`);
            }
            if (onPage(body.values))
                return;
            if (body.next === undefined || body.next === null || body.next === '')
                return;
            if (typeof body.next !== 'string')
                throw new TypeError(`Bitbucket's next page of ${listing} is no address`);
            const following = new URL(body.next, next).href;
            if (!following.startsWith(`${this.options.apiUrl}/`)) {
                throw new TypeError(`Bitbucket named a next page of ${listing} outside its API address`);
            }
            if (read.has(following))
                throw new TypeError(`Bitbucket's next page of ${listing} is one already read`);
            if (page >= MAX_PAGES) {
                throw new ListingCutError(`${listing} did not end within ${MAX_PAGES} pages`);
            }
            if (this.options.now() - started > MAX_LISTING_MS) {
                throw new ListingCutError(`${listing} did not end within ${MAX_LISTING_MS / 60_000} minutes`);
            }
            read.add(following);
            next = following;
        }
    }
    /** One call with its retries; the first 2xx answer. */
    async send(method, url, body, resendable) {
        const { now } = this.options;
        const started = now();
        const headers = {
            authorization: this.authorization(),
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' })
        };
        for (let attempt = 1;; attempt++) {
            let answer;
            try {
                answer = await (0,rest_exchange/* restExchange */.C1)({ method, url, headers, body }, this.options.requestTimeoutMs, MAX_ANSWER_BYTES);
            }
            catch (error) {
                const unsent = UNSENT_CODES.has(String(error.code));
                if (!resendable && !unsent)
                    throw new rest_failure/* UncertainWriteError */.ze(error);
                const passing = (0,retry_policy/* isRetryableNetworkError */.Hr)(error) || error instanceof rest_exchange/* RestTimeoutError */.EH;
                const wait = passing ? (0,rest_retry/* retryWaitMs */.Ko)(this.options, attempt, undefined, started) : undefined;
                if (wait === undefined)
                    throw error;
                await (0,rest_retry/* pauseBeforeRetry */.Gw)(this.options, 'Bitbucket', wait, attempt, (0,rest_failure/* describe */.q0)(error));
                continue;
            }
            const { status } = answer;
            if (status >= 200 && status < 300)
                return answer;
            const retryAfter = answer.headers['retry-after'];
            const asked = (0,retry_policy/* parseRetryAfterMs */.oR)(typeof retryAfter === 'string' ? retryAfter : retryAfter?.[0], now());
            if (status === 429) {
                const wait = (0,rest_retry/* retryWaitMs */.Ko)(this.options, attempt, asked, started);
                if (wait === undefined) {
                    const why = (0,rest_retry/* whyNotRetried */.Vi)(this.options, attempt, asked);
                    throw new BitbucketStatusError(status, answer.text, why);
                }
                await (0,rest_retry/* pauseBeforeRetry */.Gw)(this.options, 'Bitbucket', wait, attempt, "Bitbucket's rate limit (429)");
                continue;
            }
            if (PASSING_STATUSES.has(status)) {
                if (!resendable) {
                    throw new rest_failure/* UncertainWriteError */.ze(new BitbucketStatusError(status, answer.text));
                }
                const wait = (0,rest_retry/* retryWaitMs */.Ko)(this.options, attempt, asked, started);
                if (wait !== undefined) {
                    await (0,rest_retry/* pauseBeforeRetry */.Gw)(this.options, 'Bitbucket', wait, attempt, `Bitbucket answered ${status}`);
                    continue;
                }
            }
            throw new BitbucketStatusError(status, answer.text);
        }
    }
}

;// CONCATENATED MODULE: ./src/bitbucket/record-link.ts
/**
 * The preview record on Bitbucket: Bitbucket's Markdown escapes HTML, so the core's record line
 * (`<!-- appetize-deploy-action:… -->`) would show as text. The adapter stores it as an empty
 * link, which Bitbucket renders as nothing (danger-js marks its comments the same way), and
 * gives it back to the core as the line it wrote: `content.raw` comes back as posted.
 *
 *   <!-- appetize-deploy-action:preview name=android … sig=… -->
 *   ⇄ [](http://appetize-deploy-action/preview%20name%3Dandroid%20…%20sig%3D…)
 *
 * followed by an empty line, so that what comes after (a table, a heading) starts a block of its
 * own. https://github.com/danger/danger-js/blob/main/source/runner/templates/bitbucketCloudTemplate.ts
 */

const LINK_PREFIX = '[](http://appetize-deploy-action/';
const LINK = /^\[\]\(http:\/\/appetize-deploy-action\/([A-Za-z0-9%._~!*'-]*)\)$/;
const MARKER_END = ' -->';
/** The body as Bitbucket stores it: the record line (the first) as an empty link. */
function toStoredBody(body) {
    const end = body.indexOf('\n');
    const first = end === -1 ? body : body.slice(0, end);
    if (!first.startsWith(record_store/* RECORD_MARKER_PREFIX */.q) || !first.endsWith(MARKER_END))
        return body;
    const record = first.slice(record_store/* RECORD_MARKER_PREFIX */.q.length, -MARKER_END.length);
    const encoded = encodeURIComponent(record).replace(/[()]/g, c => (c === '(' ? '%28' : '%29'));
    const link = `${LINK_PREFIX}${encoded})`;
    return end === -1 ? link : `${link}\n\n${body.slice(end + 1)}`;
}
/**
 * The body as the core wrote it, from the stored one: an empty record link on the first line
 * becomes the record line again; any other body is given as it is (it carries no record).
 */
function fromStoredBody(stored) {
    const text = stored.replace(/\r\n?/g, '\n');
    const end = text.indexOf('\n');
    const first = end === -1 ? text : text.slice(0, end);
    const found = LINK.exec(first);
    if (!found)
        return stored;
    let record;
    try {
        record = decodeURIComponent(found[1] ?? '');
    }
    catch {
        return stored;
    }
    // A record is one line of identifiers: anything else is no record the tool wrote.
    if (/[\p{Cc}\u2028\u2029]|-->/u.test(record))
        return stored;
    const line = `${record_store/* RECORD_MARKER_PREFIX */.q}${record}${MARKER_END}`;
    if (end === -1)
        return line;
    const rest = text.slice(end + 1);
    return `${line}\n${rest.startsWith('\n') ? rest.slice(1) : rest}`;
}
/** True when a stored body carries a record link (or, as written, a record line) first. */
function carriesRecord(stored) {
    return fromStoredBody(stored).startsWith(RECORD_MARKER_PREFIX);
}

// EXTERNAL MODULE: ./src/bitbucket/bitbucket-repository.ts
var bitbucket_repository = __webpack_require__(7625);
;// CONCATENATED MODULE: ./src/bitbucket/bitbucket-comments.ts





/** Sends of a comment, the first included, when each may have landed and a read found none. */
const CREATE_ATTEMPTS = 3;
/** The comments of pull requests, with what a run learns of its own identity. */
class BitbucketComments {
    context;
    /** The comment ids each pull request had when last listed, by its path. */
    seen = new Map();
    /** The account this run's comments were written as, from Bitbucket's answers to its writes. */
    writer;
    /** How Bitbucket names that account. */
    writerName = '';
    constructor(context) {
        this.context = context;
    }
    /** The record store of pull request `number`. */
    store(repository, number) {
        const path = (0,bitbucket_repository/* pullRequestPath */.oD)(repository, number);
        const subject = `#${number} of ${repository.display}`;
        const { client, call } = this.context;
        const commentUrl = (id) => client.url(`${path}/comments/${encodeURIComponent(id)}`);
        return {
            list: () => call('listComments', async () => this.list(path, subject), subject),
            read: id => call('readComment', async () => {
                try {
                    const comment = this.toComment(await client.call('GET', commentUrl(id)));
                    return comment === undefined || comment.deleted ? undefined : comment.stored;
                }
                catch (error) {
                    if (error.status === 404)
                        return undefined;
                    throw error;
                }
            }, subject),
            create: body => call('createComment', () => this.create(path, subject, body), subject),
            write: (id, body) => call('updateComment', async () => {
                const sent = toStoredBody(this.context.redactBody(body));
                const answer = await client.call('PUT', commentUrl(id), { content: { raw: sent } });
                return this.own(answer);
            }, subject),
            remove: id => call('deleteComment', async () => {
                try {
                    await client.call('DELETE', commentUrl(id));
                }
                catch (error) {
                    if (error.status !== 404)
                        throw error;
                }
            }, subject),
            identify: () => this.identify(),
            // An access token cannot read GET /2.0/user: the comment's author binds its reservation.
            bindsReservations: true
        };
    }
    /**
     * The account the token writes as, asked only for a record without an author binding: the one
     * this run's own writes were answered with, else `GET /2.0/user` for an API token (its
     * `read:user:bitbucket` scope may be missing: then none). Access tokens cannot read
     * `GET /2.0/user` (401), and are never sent it.
     */
    async identify() {
        if (this.writer !== undefined)
            return { authorId: this.writer, author: this.writerName };
        const whoAmI = this.context.whoAmI;
        if (!whoAmI)
            return undefined;
        try {
            const account = await whoAmI();
            return account.uuid === '' ? undefined : { authorId: account.uuid, author: account.name };
        }
        catch {
            return undefined;
        }
    }
    /** The comments that carry a record, oldest first; remembers every id listed. */
    async list(path, listing) {
        const found = [];
        const ids = new Set();
        const url = this.context.client.url(`${path}/comments`, { pagelen: '100' });
        await this.context.client.pages(url, `the comments of ${listing}`, values => {
            for (const value of values) {
                const comment = this.toComment(value);
                if (!comment)
                    continue;
                ids.add(comment.stored.id);
                if (comment.deleted || comment.inline)
                    continue;
                if (comment.stored.body.startsWith(record_store/* RECORD_MARKER_PREFIX */.q))
                    found.push(comment.stored);
            }
            return false;
        });
        this.seen.set(path, ids);
        return found;
    }
    /** Creates a comment; after a failure that may have followed its landing, looks first. */
    async create(path, listing, body) {
        const sent = toStoredBody(this.context.redactBody(body));
        const url = this.context.client.url(`${path}/comments`);
        let uncertain = false;
        for (let attempt = 1;; attempt++) {
            if (uncertain) {
                const landed = await this.landed(path, listing, sent);
                if (landed)
                    return landed;
            }
            try {
                return this.own(await this.context.client.call('POST', url, { content: { raw: sent } }));
            }
            catch (error) {
                if (!(error instanceof rest_failure/* UncertainWriteError */.ze) || attempt >= CREATE_ATTEMPTS)
                    throw error;
                uncertain = true;
            }
        }
    }
    /** A comment with `sent` as its body, not there at the last listing, if one landed. */
    async landed(path, listing, sent) {
        const before = this.seen.get(path) ?? new Set();
        const expected = normalized(fromStoredBody(sent));
        const comments = await this.list(path, listing);
        return comments
            .filter(comment => !before.has(comment.id) && normalized(comment.body) === expected)
            .filter(comment => this.writer === undefined || comment.authorId === this.writer)
            .map(comment => ({ ...comment, own: true }))
            .at(-1);
    }
    /** The answer to the run's own write: its author is the identity the token writes as. */
    own(answer) {
        const comment = this.toComment(answer);
        if (!comment)
            throw new TypeError('Bitbucket answered the comment without its id or author');
        if (comment.stored.authorId !== '') {
            this.writer = comment.stored.authorId;
            this.writerName = comment.stored.author;
        }
        return { ...comment.stored, own: true };
    }
    /** A comment from an answer, or undefined for one without an id. */
    toComment(answer) {
        const comment = objectOf(answer);
        const id = comment.id;
        if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
            return undefined;
        const content = objectOf(comment.content);
        const raw = typeof content.raw === 'string' ? content.raw : '';
        const account = checkedAccount(comment.user);
        const html = objectOf(objectOf(comment.links).html).href;
        const updatedAt = typeof comment.updated_on === 'string' ? Date.parse(comment.updated_on) : Number.NaN;
        return {
            stored: {
                id: String(id),
                url: typeof html === 'string' && /^https?:\/\//.test(html) ? html : '',
                body: fromStoredBody(raw),
                author: account.name,
                authorId: account.uuid,
                own: undefined,
                ...(Number.isNaN(updatedAt) ? {} : { updatedAt })
            },
            deleted: comment.deleted === true,
            inline: comment.inline !== undefined && comment.inline !== null
        };
    }
}
/** A body as stored text compares: line endings and the white space around it set aside. */
function normalized(body) {
    return body.replace(/\r\n?/g, '\n').trim();
}

// EXTERNAL MODULE: ./src/review/review-error.ts
var review_error = __webpack_require__(5209);
// EXTERNAL MODULE: ./src/bitbucket/token-need.ts
var token_need = __webpack_require__(333);
;// CONCATENATED MODULE: ./src/bitbucket/bitbucket-errors.ts
/**
 * Bitbucket's side of the review port's errors: what each call is, and the classification of what
 * the client threw into one ReviewPlatformError naming what the token needs. Error bodies are
 * `{"type":"error","error":{"message":…,"detail":…}}` (a missing scope's `detail` an object of
 * `granted` and `required`), or plain text, or a proxy's page: each is quoted short, as JSON
 * (escaped), without the token or the run's secrets.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/intro/#standardized-error-responses
 * https://support.atlassian.com/bitbucket-cloud/docs/access-token-permissions/
 * https://support.atlassian.com/bitbucket-cloud/docs/api-token-permissions/
 */





/** What each operation is, in a sentence (an operation added to the port: its name). */
const ACTIONS = {
    identify: "Finding the Bitbucket token's account",
    listComments: "Reading the pull request's comments",
    readComment: "Reading the pull request's comment",
    getPullRequest: 'Reading the pull request',
    getRepository: 'Reading the repository',
    listPullRequests: "Listing the repository's pull requests",
    createComment: 'Creating the pull request comment',
    updateComment: 'Editing the pull request comment',
    deleteComment: 'Deleting the pull request comment',
    createDeployment: 'Recording a deployment',
    setDeploymentStatus: 'Recording a deployment',
    listDeployments: 'Listing deployments',
    deleteDeployment: 'Deleting a deployment',
    reportStatus: "Setting the commit's build status"
};
/**
 * Turns whatever a call threw into a `ReviewPlatformError`, once.
 *
 * @param scrub removes the token and the run's secrets from quoted text
 * @param subject what the call was on, e.g. `#7 of acme/mobile-app`
 */
function toReviewPlatformError(error, operation, context) {
    if (error instanceof review_error/* ReviewPlatformError */.O)
        return error;
    const { scrub, subject = '' } = context;
    const action = `${ACTIONS[operation] ?? `Bitbucket's ${operation}`}${subject === '' ? '' : ` (${subject})`}`;
    const failure = error instanceof rest_failure/* UncertainWriteError */.ze ? error.cause : error;
    if (failure instanceof BitbucketStatusError) {
        const { status } = failure;
        const quoted = quoteBody(failure.text, scrub);
        const kind = status === 429 ? 'rate-limited' : 'status';
        const gaveUp = failure.gaveUp === '' ? '' : ` (${failure.gaveUp})`;
        const { reason, need } = refusal(status, failure.text, operation, context);
        const uncertain = error instanceof rest_failure/* UncertainWriteError */.ze ? '; it may have been written' : '';
        return new review_error/* ReviewPlatformError */.O({
            operation,
            status,
            kind,
            message: `${action} failed: Bitbucket answered ${status}${quoted === '' ? '' : ` ${quoted}`}${gaveUp}${reason}${uncertain}`,
            need
        });
    }
    const said = (0,rest_failure/* unansweredFailure */.bN)('Bitbucket', failure, scrub);
    const { kind, words } = failure instanceof ListingCutError
        ? { kind: 'invalid-answer', words: `the listing was cut off: ${said.detail}` }
        : said;
    const uncertain = error instanceof rest_failure/* UncertainWriteError */.ze ? rest_failure/* MAY_HAVE_BEEN_WRITTEN */.iU : '';
    return new review_error/* ReviewPlatformError */.O({
        operation,
        status: undefined,
        kind,
        message: `${action} failed: ${words}${uncertain}`
    });
}
/**
 * What a refusal says about the token, and what it needs: 401 a wrong, expired or revoked token,
 * an app password, or a token of a kind the endpoint refuses (an API token sent without its
 * email, or an access token with one); 403 a scope missing (Bitbucket names them) or a comment
 * of another account; 404 a repository, pull request or comment that does not exist or that the
 * token cannot see.
 */
function refusal(status, text, operation, context) {
    const error = errorOf(text);
    if (status === 401) {
        const sent = context.credentials === 'bearer'
            ? 'sent as an access token (Bearer): an Atlassian API token needs its account email in APPETIZE_BITBUCKET_EMAIL'
            : 'sent as an Atlassian API token with APPETIZE_BITBUCKET_EMAIL (Basic): an access token goes without the email';
        return {
            reason: `: the Bitbucket token was refused: it is wrong, expired or revoked, an app password (they no longer work), or of a kind this endpoint does not take (it was ${sent})`,
            need: token_need/* TOKEN_NEED */.X
        };
    }
    if (status === 403) {
        const detail = error?.detail;
        const scopes = (value) => Array.isArray(value)
            ? value
                .filter((item) => typeof item === 'string')
                .map(item => JSON.stringify((0,markdown_text/* clip */.$Q)(context.scrub(item), 60)))
                .join(', ')
            : '';
        const required = detail !== null && typeof detail === 'object'
            ? scopes(detail.required)
            : '';
        if (required !== '' || (typeof error?.message === 'string' && /scope/i.test(error.message))) {
            return {
                reason: `: the Bitbucket token lacks a scope${required === '' ? '' : ` (Bitbucket requires ${required})`}`,
                need: token_need/* TOKEN_NEED */.X
            };
        }
        const own = operation === 'updateComment' || operation === 'deleteComment';
        return {
            reason: own
                ? ": the comment was written by another account than the token's"
                : ': the Bitbucket token may not do this',
            need: token_need/* TOKEN_NEED */.X
        };
    }
    if (status === 404) {
        return {
            reason: ': the repository, pull request or comment does not exist, or the Bitbucket token cannot see it (a repository access token sees only its own repository)',
            need: `to see the repository: ${token_need/* TOKEN_NEED */.X}`
        };
    }
    return { reason: '', need: '' };
}
/** The `error` object of Bitbucket's error body, when the text is one. */
function errorOf(text) {
    try {
        const value = JSON.parse(text);
        const error = value?.error;
        return error !== null && typeof error === 'object' ? error : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Bitbucket's words from an error body, quoted: `error.message` and a string `error.detail`;
 * else the text itself. At most 200 characters, scrubbed before the cut, as a JSON string
 * (quotes and control characters escaped); '' for an empty body.
 */
function quoteBody(text, scrub) {
    const error = errorOf(text);
    const words = error === undefined
        ? text
        : [error.message, typeof error.detail === 'string' ? error.detail : undefined]
            .filter((part) => typeof part === 'string' && part !== '')
            .join(': ') || text;
    const clean = scrub(words.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim());
    return clean === '' ? '' : JSON.stringify((0,markdown_text/* clip */.$Q)(clean, 200));
}

;// CONCATENATED MODULE: ./src/bitbucket/bitbucket-status.ts

/**
 * The body of a preview's status.
 *
 * @param pageUrl where a stopped preview's status links to (the pull request's page)
 */
function buildStatusBody(status, pageUrl) {
    const deployed = status.state === 'deployed' && status.url !== undefined;
    return {
        key: plain(status.key, 40).replace(/[^A-Za-z0-9._-]/g, '-'),
        state: deployed ? 'SUCCESSFUL' : 'STOPPED',
        name: plain(status.name, 255),
        url: withoutTemplate(deployed ? (status.url ?? pageUrl) : pageUrl),
        description: deployed
            ? 'The app runs in the browser: open it to try this commit.'
            : 'The preview app was deleted.'
    };
}
/**
 * The status capability over the client.
 *
 * @param pageOf the page a stopped status links to
 * @param send sends (or, in a dry run, records) the status
 */
function commitStatus(client, pageOf, send) {
    return {
        async report(repository, sha, status) {
            const url = client.url(`${(0,bitbucket_repository/* repositoryPath */.SH)(repository)}/commit/${encodeURIComponent(sha.toLowerCase())}/statuses/build`);
            await send(url, buildStatusBody(status, pageOf(repository)));
        }
    };
}
/** One line of plain text, at most `limit` characters (code points). */
function plain(text, limit) {
    const line = text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
    const characters = [...line];
    return characters.length <= limit ? line : `${characters.slice(0, limit - 1).join('')}…`;
}
/** The URL with `{` and `}` percent-encoded: Bitbucket would read them as a template. */
function withoutTemplate(url) {
    return url.replace(/[{}]/g, brace => (brace === '{' ? '%7B' : '%7D'));
}

;// CONCATENATED MODULE: ./src/bitbucket/bitbucket-sweep-listing.ts


/** The states of a pull request that is no longer open. */
const CLOSED_STATES = ['MERGED', 'DECLINED', 'SUPERSEDED'];
/**
 * Lists pull requests of `states`, newest first, until `stop` holds for one (it and all after it
 * are left out).
 */
async function listByState(client, repository, states, stop = () => false, direction = 'desc') {
    const found = [];
    const url = client.url(`${(0,bitbucket_repository/* repositoryPath */.SH)(repository)}/pullrequests`, {
        state: states,
        sort: direction === 'asc' ? 'updated_on' : '-updated_on',
        pagelen: '50'
    });
    await client.pages(url, `the pull requests of ${repository.display}`, values => {
        for (const value of values) {
            const pullRequest = toPullRequest(value);
            if (stop(pullRequest))
                return true;
            const { comment_count: count, state } = objectOf(value);
            // Bitbucket's users say merged, declined or superseded, never closed.
            const closedAs = pullRequest.state === 'closed' ? String(state).toLowerCase() : undefined;
            found.push({ ...pullRequest, closedAs, commented: typeof count !== 'number' || count > 0 });
        }
        return false;
    });
    return found;
}
/**
 * Every open pull request and every closed one updated at or after `since` (milliseconds), but
 * those without a comment.
 */
async function scanForPreviews(client, repository, since) {
    const open = await listByState(client, repository, ['OPEN']);
    const closed = await listByState(client, repository, CLOSED_STATES, pr => pr.updatedAt < since);
    const pullRequests = [...closed, ...open]
        .filter(pullRequest => pullRequest.commented)
        .map(({ number, state, merged, labels, updatedAt, headSha, closedAs }) => ({
        number,
        state,
        merged,
        labels,
        updatedAt,
        headSha,
        ...(closedAs === undefined ? {} : { closedAs })
    }));
    return { pullRequests, found: 'scan' };
}

// EXTERNAL MODULE: ./src/bitbucket/terms.ts
var terms = __webpack_require__(842);
;// CONCATENATED MODULE: ./src/bitbucket/bitbucket-connect.ts











const MARKDOWN_MASK = '\\*\\*\\*';
/** How an id Bitbucket would assign is shown in a dry run's later requests. */
const PLANNED_ID = '{new}';
const CLOSED = ['MERGED', 'DECLINED', 'SUPERSEDED'];
/** The platform over `apiUrl` (checked) with the connection's token and policies. */
function createBitbucketPlatform(apiUrl, credentials, options) {
    const client = new BitbucketClient({
        apiUrl,
        credentials,
        requestTimeoutMs: options.requestTimeoutMs,
        maxAttempts: options.maxAttempts,
        deadlineMs: options.deadlineMs,
        log: options.log,
        sleep: options.sleep,
        now: options.now
    });
    const { redactor } = options;
    // A comment holds outside text escaped for Markdown before the scrub sees it.
    redactor.addEncoding(markdown_text/* escapeMarkdown */.FV);
    const secrets = [credentials.token, client.authorization().replace(/^\S+\s+/, '')];
    // The Basic form (base64 of email:token) is a form of the token the run's scrub must know.
    if (credentials.kind === 'basic')
        redactor.add(secrets[1] ?? '');
    const scrub = (text) => redactor.scrub(secrets.reduce((scrubbed, secret) => scrubbed.split(secret).join('***'), text));
    const redactBody = (body) => body
        .split('\n')
        .map(line => line.startsWith(record_store/* RECORD_MARKER_PREFIX */.q) ? line : redactor.scrub(line, MARKDOWN_MASK))
        .join('\n');
    const call = async (operation, run, subject) => {
        try {
            return await run();
        }
        catch (error) {
            throw toReviewPlatformError(error, operation, {
                scrub,
                credentials: credentials.kind,
                subject
            });
        }
    };
    const web = webAddress(apiUrl);
    const pageOf = (repository) => `${web}/${(0,bitbucket_repository/* asBitbucket */.ws)(repository).display}`;
    const record = options.record;
    const recorded = (method, url, body) => record?.({
        method,
        url,
        headers: {
            authorization: '***',
            ...(body === undefined ? {} : { 'content-type': 'application/json' })
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
    });
    const whoAmI = async () => checkedAccount(await client.call('GET', client.url('/user')));
    const comments = new BitbucketComments({
        client,
        redactBody,
        call,
        ...(credentials.kind === 'basic' ? { whoAmI } : {})
    });
    const readRepositoryUuid = (workspace, slug) => call('getRepository', async () => {
        const path = (0,bitbucket_repository/* repositoryPath */.SH)((0,bitbucket_repository/* bitbucketRepository */.Ye)(workspace, slug, '{}'));
        const uuid = objectOf(await client.call('GET', client.url(path))).uuid;
        if (typeof uuid !== 'string' || !bitbucket_repository/* REPOSITORY_UUID */.ti.test(uuid)) {
            throw new TypeError('Bitbucket named no UUID for the repository');
        }
        return uuid.toLowerCase();
    }, `${workspace}/${slug}`);
    // The sweep's listing (src/review/preview-index.ts on the sweep's branch): no index here.
    // The sweep's listings: `listPullRequests` (the port before the sweep's index) and
    // `listPreviewPullRequests` (after it: no index on Bitbucket, a scan), spread in so that the
    // platform object fits either shape of the port.
    const sweepListing = {
        listPullRequests: (repository, listing, stop) => call('listPullRequests', () => listByState(client, repository, listing.state === 'open' ? ['OPEN'] : ['OPEN', ...CLOSED], stop, listing.direction), repository.display),
        listPreviewPullRequests: (repository, since) => call('listPullRequests', () => scanForPreviews(client, repository, since), repository.display)
    };
    const hasCommit = (repository, id, prefix) => call('getPullRequest', async () => {
        let found = false;
        const url = client.url(`${(0,bitbucket_repository/* pullRequestPath */.oD)(repository, id)}/commits`, { pagelen: '100' });
        await client.pages(url, `the commits of #${id} of ${repository.display}`, values => {
            found = values.some(value => {
                const hash = objectOf(value).hash;
                return typeof hash === 'string' && hash.toLowerCase().startsWith(prefix);
            });
            return found;
        });
        return found;
    }, `#${id} of ${repository.display}`);
    const platform = {
        platform: 'bitbucket',
        apiUrl,
        terms: terms/* BITBUCKET_TERMS */.I,
        records(repository, number) {
            const store = comments.store((0,bitbucket_repository/* asBitbucket */.ws)(repository), number);
            if (!record)
                return store;
            const path = client.url(`${(0,bitbucket_repository/* pullRequestPath */.oD)(repository, number)}/comments`);
            const planned = (id, body) => ({
                id,
                url: '',
                body,
                author: '',
                authorId: '',
                own: true
            });
            return {
                ...store,
                create(body) {
                    recorded('POST', path, { content: { raw: toStoredBody(redactBody(body)) } });
                    return Promise.resolve(planned(PLANNED_ID, body));
                },
                write(id, body) {
                    recorded('PUT', `${path}/${id}`, { content: { raw: toStoredBody(redactBody(body)) } });
                    return Promise.resolve(planned(id, body));
                },
                remove(id) {
                    recorded('DELETE', `${path}/${id}`);
                    return Promise.resolve();
                }
            };
        },
        getPullRequest: (repository, number) => call('getPullRequest', async () => toPullRequest(await client.call('GET', client.url((0,bitbucket_repository/* pullRequestPath */.oD)(repository, number)))), `#${number} of ${repository.display}`),
        ...sweepListing,
        commitStatus: commitStatus(client, pageOf, (url, body) => call('reportStatus', async () => {
            if (record)
                return recorded('POST', url, body);
            await client.call('POST', url, body, true);
        }, ''))
    };
    return { platform, readRepositoryUuid, hasCommit };
}
/** Bitbucket's web address for an API address: bitbucket.org for api.bitbucket.org. */
function webAddress(apiUrl) {
    const url = new URL(apiUrl);
    return url.hostname === 'api.bitbucket.org' ? 'https://bitbucket.org' : url.origin;
}


/***/ }),

/***/ 6121:
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
 * Renovate: lib/modules/platform/types.ts of renovatebot/renovate (ensureComment)
 */
/**
 * How every record marker of the tool's comments begins (features/previews/preview-record.ts);
 * escaped text can never contain it. An adapter scrubs a comment body line by line but for the
 * line that starts with it: a record holds only identifiers and a signature.
 */
const RECORD_MARKER_PREFIX = '<!-- appetize-deploy-action:';


/***/ }),

/***/ 5209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ ReviewPlatformError)
/* harmony export */ });
/**
 * The one error type of the review platform's calls: which operation failed, how (the
 * platform's HTTP status, or no answer at all), and a message that never holds the token. An
 * adapter classifies its client's errors into it.
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
    /**
     * How the TLS handshake failed, when it did (kind `unreachable`: nothing was sent): the server
     * does not speak TLS there, or its certificate was refused. No re-run helps until the
     * address, or the trust in its certificate, is fixed.
     */
    handshake;
    /** @param options.message what happened, in the adapter's words, without the token */
    constructor(options) {
        super(options.message);
        this.operation = options.operation;
        this.status = options.status;
        this.kind = options.kind;
        this.need = options.need ?? '';
        this.handshake = options.handshake;
    }
}


/***/ }),

/***/ 9124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ readBodyText)
/* harmony export */ });
/**
 * The body as UTF-8 text.
 *
 * @param signal aborts the read (the deadline): it fails with the signal's reason, else `aborted`
 * @throws the signal's reason; `limits.tooLarge()`; `limits.decodeFailed(error)`; an `ECONNRESET`
 *   error when the connection closes mid-answer; the socket's own errors
 */
function readBodyText(message, signal, limits) {
    const { decoder } = limits;
    const source = decoder ? message.pipe(decoder) : message;
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        let settled = false;
        // The first reason wins: destroying the message below makes it report "aborted" too.
        const fail = (error) => {
            if (settled)
                return;
            settled = true;
            signal.removeEventListener('abort', onAbort);
            reject(error);
            message.destroy();
            decoder?.destroy();
        };
        const onAbort = () => fail(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        if (signal.aborted)
            return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        source.on('data', (chunk) => {
            size += chunk.length;
            if (size > limits.maxBytes)
                return fail(limits.tooLarge());
            chunks.push(chunk);
        });
        source.on('error', error => fail(decoder && limits.decodeFailed ? limits.decodeFailed(error) : error));
        message.on('error', fail);
        message.on('aborted', () => fail(Object.assign(new Error('the connection closed mid-answer'), { code: 'ECONNRESET' })));
        source.on('end', () => {
            if (settled)
                return;
            settled = true;
            signal.removeEventListener('abort', onAbort);
            resolve(Buffer.concat(chunks).toString('utf8'));
        });
    });
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


/***/ }),

/***/ 2509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C1: () => (/* binding */ restExchange),
/* harmony export */   EH: () => (/* binding */ RestTimeoutError),
/* harmony export */   Oz: () => (/* binding */ RestAnswerTooLargeError)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4942);
/* harmony import */ var _answer_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9124);
/* harmony import */ var _tls_handshake_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5388);



/** No answer (or not all of it) came within the deadline. */
class RestTimeoutError extends Error {
    timeoutMs;
    name = 'RestTimeoutError';
    constructor(timeoutMs) {
        super(`no answer within ${Math.round(timeoutMs / 100) / 10} s`);
        this.timeoutMs = timeoutMs;
    }
}
/** The answer is larger than the exchange reads. */
class RestAnswerTooLargeError extends Error {
    name = 'RestAnswerTooLargeError';
    constructor(maxBytes) {
        super(`the answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB`);
    }
}
/**
 * Sends one request and reads its answer.
 *
 * @param headers sent as they are (the token's header included)
 * @param maxBytes the largest answer read, in bytes
 * @param tellHandshake wrap a failure in TlsHandshakeError when the TLS handshake never completed
 *   (nothing was sent), for an adapter that tells that apart
 * @throws RestTimeoutError; RestAnswerTooLargeError; Node's network errors (with `code`); with
 *   `tellHandshake`, any of these wrapped in TlsHandshakeError
 */
async function restExchange(request, timeoutMs, maxBytes, tellHandshake = false) {
    const deadline = new AbortController();
    const handshake = new _tls_handshake_js__WEBPACK_IMPORTED_MODULE_1__/* .TlsHandshakeWatch */ .iP();
    const handler = {
        prepareRequest: (options) => {
            options.signal = deadline.signal;
            if (tellHandshake)
                handshake.watch(options);
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
        const response = await client.request(request.method, request.url, request.body ?? null, {
            'accept-encoding': 'identity',
            ...request.headers
        });
        const text = await (0,_answer_body_js__WEBPACK_IMPORTED_MODULE_2__/* .readBodyText */ .m)(response.message, deadline.signal, {
            maxBytes,
            tooLarge: () => new RestAnswerTooLargeError(maxBytes)
        });
        return { status: response.message.statusCode ?? 0, headers: response.message.headers, text };
    }
    catch (error) {
        if (error instanceof RestAnswerTooLargeError)
            throw error;
        const cause = deadline.signal.aborted ? new RestTimeoutError(timeoutMs) : error;
        // Until its TLS handshake completed, nothing of the request left: no write may have landed.
        throw handshake.unfinished ? new _tls_handshake_js__WEBPACK_IMPORTED_MODULE_1__/* .TlsHandshakeError */ .tj(cause) : cause;
    }
    finally {
        clearTimeout(timer);
        client.dispose();
    }
}


/***/ }),

/***/ 8924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bN: () => (/* binding */ unansweredFailure),
/* harmony export */   iU: () => (/* binding */ MAY_HAVE_BEEN_WRITTEN),
/* harmony export */   q0: () => (/* binding */ describe),
/* harmony export */   ze: () => (/* binding */ UncertainWriteError)
/* harmony export */ });
/* harmony import */ var _markdown_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4338);
/* harmony import */ var _rest_exchange_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2509);
/**
 * How a call to a review platform's REST API failed without an error status, as its adapter says
 * it: a write that may have landed (never sent again), a network error in one line, and the
 * failure (unreachable, timed out, an answer not as documented) in the platform's words, quoted
 * short without the token or the run's secrets.
 */


/** A write that may have landed although no success came back: it was not sent again. */
class UncertainWriteError extends Error {
    cause;
    name = 'UncertainWriteError';
    constructor(cause) {
        super(cause instanceof Error ? cause.message : String(cause));
        this.cause = cause;
    }
}
/** A network error as one line: its code and message. */
function describe(error) {
    const code = error?.code;
    const message = error instanceof Error ? error.message : String(error);
    return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}
/**
 * Says what a call's failure without an error status was: a deadline (RestTimeoutError), an
 * answer not as documented (TypeError, SyntaxError, RestAnswerTooLargeError), else the platform
 * unreachable.
 *
 * @param platform the platform's name, e.g. `GitLab`
 * @param scrub removes the token and the run's secrets from quoted text
 */
function unansweredFailure(platform, failure, scrub) {
    const detail = (0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(scrub(describe(failure)).replace(/[\p{Cc}\u2028\u2029]+/gu, ' '), 300);
    if (failure instanceof _rest_exchange_js__WEBPACK_IMPORTED_MODULE_1__/* .RestTimeoutError */ .EH) {
        return { kind: 'timed-out', detail, words: `${platform} did not answer in time (${detail})` };
    }
    if (failure instanceof TypeError ||
        failure instanceof SyntaxError ||
        failure instanceof _rest_exchange_js__WEBPACK_IMPORTED_MODULE_1__/* .RestAnswerTooLargeError */ .Oz) {
        const words = `${platform}'s answer was not as documented: ${detail}`;
        return { kind: 'invalid-answer', detail, words };
    }
    return { kind: 'unreachable', detail, words: `${platform} could not be reached: ${detail}` };
}
/** What an error's message adds when the write may have landed. */
const MAY_HAVE_BEEN_WRITTEN = '; it may have been written, so it was not sent again';


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


/***/ }),

/***/ 5388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iP: () => (/* binding */ TlsHandshakeWatch),
/* harmony export */   kL: () => (/* binding */ tlsFailure),
/* harmony export */   tj: () => (/* binding */ TlsHandshakeError)
/* harmony export */ });
/* unused harmony exports NOT_TLS_CODE, certificateCheck */
/** OpenSSL's codes for a TLS handshake answered by something that does not speak TLS. */
const NOT_TLS_CODE = /^ERR_SSL_(WRONG_VERSION_NUMBER|PACKET_LENGTH_TOO_LONG|HTTP_REQUEST)$/;
/** OpenSSL's words for the same, in an `EPROTO` error's message (a failed write). */
const NOT_TLS_WORDS = /wrong version number|packet length too long|http request/i;
/** Node's certificate and handshake failure codes. */
const TLS_CODE = /^(CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_TLS_|ERR_SSL_|HOSTNAME_MISMATCH|ERR_CERT)/;
/**
 * The request's TLS handshake never completed (the server does not speak TLS, its certificate
 * was refused, the connection broke during the handshake): no byte of the request reached the
 * server, so the request may be sent again, and no answer was lost.
 */
class TlsHandshakeError extends Error {
    cause;
    constructor(cause) {
        // Node's own errors may come from another realm (a test's VM context): read the message.
        const message = cause?.message;
        super(typeof message === 'string' ? message : String(cause), { cause });
        this.cause = cause;
        this.name = 'TlsHandshakeError';
    }
}
/**
 * Whether the TLS handshake of one request completed. It sees the request's socket through the
 * agent's `addRequest`, the one place a request meets its socket that @actions/http-client
 * leaves open to a handler; the agent is the client's own, made for one exchange.
 */
class TlsHandshakeWatch {
    pending = false;
    /** True when the request's socket speaks TLS and its handshake has not completed. */
    get unfinished() {
        return this.pending;
    }
    /** Makes the request about to be sent with `options` report its socket's handshake here. */
    watch(options) {
        // Every agent has addRequest, though Node's types do not declare it.
        const agent = options.agent;
        if (typeof agent !== 'object' || typeof agent.addRequest !== 'function')
            return;
        const addRequest = agent.addRequest;
        const onSocket = (socket) => {
            const tls = socket;
            if (tls.encrypted !== true)
                return;
            // The client's Finished message ends its side of the handshake: none yet, not done.
            if (typeof tls.getFinished === 'function' && tls.getFinished() !== undefined)
                return;
            this.pending = true;
            socket.once('secureConnect', () => {
                this.pending = false;
            });
        };
        agent.addRequest = function (request, ...rest) {
            request.once('socket', onSocket);
            addRequest.call(this, request, ...rest);
        };
    }
}
/**
 * Why a TLS handshake failed, in words without OpenSSL's internals; undefined for an error that
 * is no TLS failure (a reset, a refused connection: those say what they are).
 *
 * @returns `not-tls` when the server answered the handshake with something that is not TLS (a
 *   plain-HTTP port), `untrusted-certificate` with the check that failed
 */
function tlsFailure(error) {
    const code = error?.code;
    const message = error?.message;
    if (typeof code !== 'string')
        return undefined;
    if (NOT_TLS_CODE.test(code) || (typeof message === 'string' && NOT_TLS_WORDS.test(message))) {
        return { kind: 'not-tls', reason: 'the server at that address does not speak TLS' };
    }
    if (!TLS_CODE.test(code))
        return undefined;
    const check = certificateCheck(code);
    return {
        kind: 'untrusted-certificate',
        reason: `its TLS certificate was refused, since ${check}${check === GENERIC_CHECK ? ` (${code})` : ''}`
    };
}
const GENERIC_CHECK = 'it could not be verified';
/** Which check of the server's certificate failed, for the message. */
function certificateCheck(code) {
    if (/SELF_SIGNED/.test(code))
        return 'it is self-signed';
    if (/ALTNAME|HOSTNAME/.test(code))
        return 'it was not issued for this host name';
    if (/EXPIRED|NOT_YET_VALID/.test(code))
        return 'it is expired or not yet valid';
    if (/UNABLE_TO_(GET_ISSUER|VERIFY_LEAF)/.test(code)) {
        return 'its issuer (CA) is not one this machine trusts';
    }
    return GENERIC_CHECK;
}


/***/ })

};
;
//# sourceMappingURL=966.index.cjs.js.map