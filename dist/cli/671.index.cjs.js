"use strict";
exports.id = 671;
exports.ids = [671];
exports.modules = {

/***/ 7726:
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

/***/ 5192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ mergeRequestPath),
/* harmony export */   Bd: () => (/* binding */ GitLabNotes),
/* harmony export */   DZ: () => (/* binding */ projectPath),
/* harmony export */   Hi: () => (/* binding */ gitLabProject)
/* harmony export */ });
/* harmony import */ var _gitlab_answers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7726);
/* harmony import */ var _shared_rest_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8924);


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
                if (!(error instanceof _shared_rest_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .UncertainWriteError */ .ze))
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

/***/ 6530:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ GITLAB_TERMS),
  F: () => (/* binding */ gitLabPlatform)
});

// EXTERNAL MODULE: ./src/review/preview-index.ts
var preview_index = __webpack_require__(8025);
;// CONCATENATED MODULE: ./src/review/pull-request-scan.ts
/**
 * Every open pull request, and the closed ones updated at or after `since` (milliseconds since the
 * epoch): the list of all by last update, newest first, up to the first one older than that;
 * then the open ones among the older, oldest first, up to the first newer one (a pull request
 * nobody touched for months is exactly one whose preview expired).
 *
 * @throws ReviewPlatformError when a list cannot be read
 */
async function scanPullRequests(list, since) {
    const recent = await list({ state: 'all', direction: 'desc' }, pull => pull.updatedAt < since);
    const older = await list({ state: 'open', direction: 'asc' }, pull => pull.updatedAt >= since);
    const seen = new Set(recent.map(pullRequest => pullRequest.number));
    return [...recent, ...older.filter(pullRequest => !seen.has(pullRequest.number))];
}

;// CONCATENATED MODULE: ./src/review/label-index.ts
/**
 * The preview index as a label, for an adapter whose platform has labels: the label
 * `appetize-preview` on each pull request a preview is recorded on, listed by the sweep once a
 * sweep completed the index (the label's description ends with `[index complete]`). Until
 * then, or when the token may not read the label or list by it, the sweep scans by state. The
 * adapter gives the calls (its REST requests, or a dry run's recording of the writes).
 *
 * docs/previews-sweep.md#how-the-sweep-finds-the-previews
 */


/** A label's colour when the sweep creates it (both platforms need one): a violet. */
const LABEL_COLOR = '5319e7';
/**
 * The sweep's listing and the index, over the adapter's label calls, and its list by state for
 * the scans.
 */
function labelIndex(calls, list, terms) {
    const label = preview_index/* PREVIEW_LABEL */.W7;
    const scan = async (repository, since, unindexed) => ({
        pullRequests: await scanPullRequests((listing, stop) => list(repository, listing, stop), since),
        found: 'scan',
        unindexed
    });
    return {
        async listPreviewPullRequests(repository, since) {
            let read;
            try {
                read = await calls.readLabel(repository, label);
            }
            catch (error) {
                if ((0,preview_index/* indexRefused */.Ht)(error))
                    return scan(repository, since, 'unreadable');
                throw error;
            }
            if (!(0,preview_index/* indexComplete */.E3)(read?.description))
                return scan(repository, since, 'incomplete');
            try {
                return { pullRequests: await calls.listLabelled(repository, label), found: 'index' };
            }
            catch (error) {
                // A platform may list labelled pull requests only to a token that may read more.
                if ((0,preview_index/* indexRefused */.Ht)(error))
                    return scan(repository, since, 'unreadable');
                throw error;
            }
        },
        previewIndex: {
            label,
            mark: (repository, number) => calls.addLabel(repository, number, label),
            unmark: (repository, number) => calls.removeLabel(repository, number, label),
            complete: repository => calls.describeLabel(repository, label, (0,preview_index/* indexDescription */.pn)(terms), LABEL_COLOR)
        }
    };
}

// EXTERNAL MODULE: ./src/review/record-store.ts
var record_store = __webpack_require__(6121);
// EXTERNAL MODULE: ./src/gitlab/descriptor.ts
var descriptor = __webpack_require__(8030);
;// CONCATENATED MODULE: ./src/gitlab/gitlab-platform.ts
/**
 * GitLab through the review port: a merge request's notes as its record store (listed oldest
 * first, by creation, which is the order they were written), and its merge requests. GitLab keeps
 * no deployments for the previews (its environments come from the CI job's `environment:`), so
 * the platform offers no deployments capability. A note's author is bound by the user's numeric
 * id, which a rename does not change.
 *
 * https://docs.gitlab.com/api/notes/#merge-requests
 */



/** The platform's words for what the previews write on: its descriptor's. */
const GITLAB_TERMS = descriptor/* GITLAB */.eF.terms;
/**
 * The review platform over GitLab's calls.
 *
 * @param labels the labels the preview index is kept with (gitlab-labels.ts)
 */
function gitLabPlatform(calls, labels) {
    return {
        platform: descriptor/* GITLAB */.eF.id,
        apiUrl: calls.apiUrl,
        terms: GITLAB_TERMS,
        records: (repository, iid) => gitLabRecords(calls, repository, iid),
        getPullRequest: (repository, iid) => calls.getPullRequest(repository, iid),
        // The sweep's listing: by the label index, or by state (review/label-index.ts).
        ...labelIndex(labels, (...listing) => calls.listPullRequests(...listing), GITLAB_TERMS)
    };
}
/** A merge request's notes as the record store (a note's id is GitLab's, as text). */
function gitLabRecords(calls, repository, iid) {
    return {
        async list() {
            const notes = await calls.listComments(repository, iid);
            return notes.filter(note => note.body.startsWith(record_store/* RECORD_MARKER_PREFIX */.q)).map(stored);
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

/***/ 2671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitLabReviewPort: () => (/* binding */ gitLabReviewPort)
/* harmony export */ });
/* unused harmony export gitLabApiBase */
/* harmony import */ var _shared_base_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(280);
/* harmony import */ var _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1746);
/* harmony import */ var _gitlab_notes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5192);
/* harmony import */ var _gitlab_platform_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6530);





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
            const { createGitLabApi } = await __webpack_require__.e(/* import() */ 386).then(__webpack_require__.bind(__webpack_require__, 1386));
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

/***/ 8025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ indexComplete),
/* harmony export */   Ht: () => (/* binding */ indexRefused),
/* harmony export */   W7: () => (/* binding */ PREVIEW_LABEL),
/* harmony export */   g4: () => (/* binding */ carriesLabel),
/* harmony export */   pn: () => (/* binding */ indexDescription)
/* harmony export */ });
/* unused harmony export INDEX_COMPLETE_MARK */
/* harmony import */ var _review_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5209);
/**
 * What the sweep asks of a review platform: the pull requests that may hold a preview, found the
 * way the adapter knows best (an index the platform keeps for the sweep, or a listing by state),
 * and, where the platform can keep one, the index itself. The index only says where to look: a
 * preview is removed only on its signed record, read from the pull request's comments.
 *
 * docs/previews-sweep.md#how-the-sweep-finds-the-previews
 */

/**
 * How the index's label describes itself once a sweep completed it. The sweep lists by the label
 * only while its description ends with this; anyone may remove it to make the next sweep scan
 * every pull request again (and complete the index anew).
 */
const INDEX_COMPLETE_MARK = '[index complete]';
/**
 * The label's description a sweep sets when it completes the index, in the platform's terms
 * (at most 100 characters, the shortest limit of the platforms with labels).
 */
function indexDescription(terms) {
    return `Has an Appetize preview app; the preview sweep finds ${terms.pullRequest}s by it ${INDEX_COMPLETE_MARK}`;
}
/** The label the preview step puts on a pull request it records a preview on. */
const PREVIEW_LABEL = 'appetize-preview';
/** Whether a label's description says that a sweep completed the index. */
function indexComplete(description) {
    return typeof description === 'string' && description.trimEnd().endsWith(INDEX_COMPLETE_MARK);
}
/** Whether a pull request carries the index's label (names compare without regard to case). */
function carriesLabel(labels, label) {
    const wanted = label.toLowerCase();
    return labels.some(name => name.toLowerCase() === wanted);
}
/**
 * True for an adapter's refusal to read its index that the sweep can do without (an answer of
 * 403 or 404, or only of `status` when given): it then scans. A rate limit, a timeout or an
 * unreachable API is not one.
 */
function indexRefused(error, status) {
    if (!(error instanceof _review_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ReviewPlatformError */ .O) || error.kind !== 'status')
        return false;
    return status === undefined
        ? error.status === 403 || error.status === 404
        : error.status === status;
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

/***/ 280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ checkBaseUrl)
/* harmony export */ });
/* unused harmony export isLoopbackHost */
/**
 * Checks an address that requests carrying a token (or links people follow) are built on: https
 * (plain http on loopback hosts only, so a token never crosses a network in clear), without a
 * user name, password, query or fragment.
 *
 * @returns the base without a trailing slash, or the first problem found (with the parsed URL
 *   when it parsed)
 */
function checkBaseUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return { problem: 'not a URL' };
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
        return { problem: 'scheme', url };
    }
    if (url.username !== '' || url.password !== '')
        return { problem: 'credentials', url };
    if (url.search !== '' || url.hash !== '' || value.includes('?') || value.includes('#')) {
        return { problem: 'query or fragment', url };
    }
    return { base: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}
/** True for localhost, 127.0.0.0/8 and ::1 (as URL.hostname spells them). */
function isLoopbackHost(hostname) {
    return (hostname === 'localhost' ||
        hostname === '[::1]' ||
        /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname));
}


/***/ }),

/***/ 8035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ FAILURE_KINDS),
/* harmony export */   dR: () => (/* binding */ ActionFailure),
/* harmony export */   h_: () => (/* binding */ asFailure)
/* harmony export */ });
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9782);

/** One row per kind. */
const FAILURE_KINDS = {
    'invalid-input': { title: 'Invalid input', transient: false },
    'build-unreadable': { title: 'Build unreadable', transient: false },
    'bad-request': { title: 'Rejected by the service', transient: false },
    unauthorized: { title: 'API token refused', transient: false },
    forbidden: { title: 'Not allowed', transient: false },
    'not-found': { title: 'Not found', transient: false },
    'not-the-api': { title: 'Wrong address', transient: false },
    'rate-limited': { title: 'Rate limited', transient: true },
    'server-error': { title: 'Service error', transient: true },
    unreachable: { title: 'Service unreachable', transient: true },
    'untrusted-certificate': { title: 'Certificate not trusted', transient: false },
    'not-tls': { title: 'No TLS there', transient: false },
    'timed-out': { title: 'Timed out', transient: true },
    'malformed-answer': { title: 'Untrustworthy answer', transient: true },
    'redirect-refused': { title: 'Redirect refused', transient: false },
    'answer-lost': { title: 'Answer lost', transient: false },
    'outcome-unknown': { title: 'Outcome unknown', transient: false },
    'review-refused': { title: 'Review platform refused', transient: false },
    'review-unavailable': { title: 'Review platform unavailable', transient: true },
    'guard-rail': { title: 'Guard rail', transient: false },
    unexpected: { title: 'Unexpected error', transient: false }
};
/**
 * A failure of the run, classified where it happened. The message says what happened (never
 * the API token, never what to do); `advice` says what to do.
 */
class ActionFailure extends Error {
    kind;
    /** What happened, with its references; `message` is it without a front end's words. */
    text;
    /** What to do, with its references; undefined: the kind's own, as the front end words it. */
    advice;
    /**
     * @param kind what went wrong
     * @param text what happened, for a person (see src/shared/message.ts)
     * @param advice what to do; the kind's own advice when omitted
     */
    constructor(kind, text, advice) {
        super((0,_message_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(text));
        this.name = 'ActionFailure';
        this.kind = kind;
        this.text = text;
        this.advice = advice;
    }
    /** The annotation title. */
    get title() {
        return FAILURE_KINDS[this.kind].title;
    }
}
/**
 * Anything thrown, as an ActionFailure: unknown errors become kind `unexpected`. Never throws,
 * whatever was thrown (a revoked Proxy, a `message` getter that throws): it is what the last
 * handler of an uncaught exception calls.
 */
function asFailure(error) {
    try {
        if (error instanceof ActionFailure)
            return error;
        return new ActionFailure('unexpected', error instanceof Error ? describe(error.message) : describe(error));
    }
    catch {
        return new ActionFailure('unexpected', 'Something was thrown that cannot be shown.');
    }
}
/** What was thrown, as text; a value that cannot become one (`Object.create(null)`) by its type. */
function describe(thrown) {
    if (typeof thrown === 'string')
        return thrown;
    try {
        return String(thrown);
    }
    catch {
        return `a value that is not an Error (${typeof thrown})`;
    }
}


/***/ }),

/***/ 1746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ InputErrors),
/* harmony export */   K7: () => (/* binding */ checkAll),
/* harmony export */   Kx: () => (/* binding */ throwAll),
/* harmony export */   dz: () => (/* binding */ InputError)
/* harmony export */ });
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);

/**
 * A problem with what the user gave, found before any request is sent. Its message names the
 * input (as a reference: each front end names it its way), what is wrong with the value and
 * what is allowed.
 */
class InputError extends _failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR {
    /** The input the problem is in, e.g. `settings` or `publicKey`. */
    input;
    /**
     * @param input the input's action.yml name
     * @param text what is wrong and what is allowed
     * @param advice what to do, when it is not "fix the input" (the front end's words)
     */
    constructor(input, text, advice) {
        super('invalid-input', text, advice);
        this.name = 'InputError';
        this.input = input;
    }
    /** "Invalid input: settings", without a front end's words (each front end titles its own). */
    get title() {
        return `Invalid input: ${this.input}`;
    }
}
/**
 * Several input errors found in one pass, reported together so that one run shows every mistake
 * (each front end reports each of them: an annotation each, a line each).
 */
class InputErrors extends _failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR {
    errors;
    /** @param errors at least one */
    constructor(errors) {
        super('invalid-input', errors.map(error => error.message).join('\n'));
        this.name = 'InputErrors';
        this.errors = errors;
    }
}
/**
 * Runs each check in turn and gathers the input errors they throw, so that one run reports
 * every mistake; anything else thrown stops at once.
 *
 * @returns what each check returned (undefined for one that threw an input error)
 * @throws the input error, or InputErrors when several checks threw one
 */
async function checkAll(checks) {
    const errors = [];
    const results = [];
    for (const check of checks) {
        try {
            results.push(await check());
        }
        catch (error) {
            if (error instanceof InputErrors)
                errors.push(...error.errors);
            else if (error instanceof InputError)
                errors.push(error);
            else
                throw error;
            results.push(undefined);
        }
    }
    throwAll(errors);
    return results;
}
/** Throws the input errors gathered: one as itself, several together; none: nothing. */
function throwAll(errors) {
    if (errors.length === 1 && errors[0])
        throw errors[0];
    if (errors.length > 1)
        throw new InputErrors(errors);
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

/***/ 9782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ds: () => (/* binding */ inputList),
/* harmony export */   XX: () => (/* binding */ render),
/* harmony export */   hF: () => (/* binding */ input),
/* harmony export */   iU: () => (/* binding */ message),
/* harmony export */   sM: () => (/* binding */ inputKey),
/* harmony export */   v9: () => (/* binding */ advice),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/* unused harmony export INPUT_NAMES */
/**
 * Messages as data: what the core says is plain text with typed references in it — to an input
 * (`publicKey`) or to a kind of advice (`server-error`) — and each front end renders the
 * references in its own words (the action: `publicKey`, "re-run the job"; the command line:
 * `--public-key (APPETIZE_PUBLIC_KEY)`, "run the command again"). Nothing rewrites a finished
 * text: a file name, a value or the service's words are a plain string part and pass through as
 * they are. See CONTRIBUTING.md, "Messages".
 */
/** Every input of action.yml (a test keeps the two equal): the names a message can refer to. */
const INPUT_NAMES = (/* unused pure expression or super */ null && ([
    'apiToken',
    'publicKey',
    'url',
    'file',
    'platform',
    'fileType',
    'note',
    'settings',
    'ipBlocks',
    'baseUrl',
    'privateInstanceUrl',
    'maxAttempts',
    'requestTimeout',
    'dryRun',
    'preview',
    'previewName',
    'comment',
    'githubToken',
    'deploymentEnvironment',
    'devices',
    'linkParams',
    'sweep',
    'previewTtl',
    'keepLabel',
    'sweepMaxDeletes',
    'pullRequest',
    'previousIpv4',
    'ipv4MinCount',
    'ipv4MaxRemoved',
    'ipv4Formats',
    'ipv4Directory',
    'ipv4MaxEntries'
]));
/** A reference to an input, for `message` (`${input('maxAttempts')} must be …`). */
function input(name) {
    return { input: name };
}
/** Inputs named one after the other, separated by commas: `url, file`. */
function inputList(names) {
    return {
        parts: names.flatMap((name, index) => (index === 0 ? [input(name)] : [', ', input(name)]))
    };
}
/**
 * A reference to one key of an input's value (a field in `settings`): the action says
 * `settings.timeout`, the command line `timeout in --settings (…)`. The key is the user's text.
 */
function inputKey(name, key) {
    return { input: name, key };
}
/** A reference to a kind of advice, for `message`. */
function advice(kind) {
    return { advice: kind };
}
/**
 * Builds a message from a template literal: its literal text and string values are plain text
 * (a user's value is never edited), `input(…)` and `advice(…)` values are references.
 *
 * @example message`${input('maxAttempts')} must be from 1 to 10, got ${JSON.stringify(value)}.`
 */
function message(strings, ...values) {
    const parts = [];
    strings.forEach((literal, index) => {
        if (literal !== '')
            parts.push(literal);
        if (index >= values.length)
            return;
        const value = values[index];
        if (typeof value === 'number' || value === undefined)
            parts.push(String(value));
        else if (typeof value === 'object' && 'parts' in value)
            parts.push(...value.parts);
        else
            parts.push(value);
    });
    return { parts };
}
/** A text in a front end's words: each reference replaced by its entry, plain text as it is. */
function render(text, words) {
    if (typeof text === 'string')
        return text;
    return text.parts
        .map(part => typeof part === 'string'
        ? part
        : 'input' in part
            ? part.key === undefined
                ? words.inputs[part.input]
                : words.key(words.inputs[part.input], part.key)
            : words.advice[part.advice])
        .join('');
}
/**
 * A text without a front end: inputs by their action.yml names, advice by its kind in
 * brackets. For `Error.message` and debug output, never for what a front end shows.
 */
function plainText(text) {
    if (typeof text === 'string')
        return text;
    return text.parts
        .map(part => typeof part === 'string'
        ? part
        : 'input' in part
            ? `${part.input}${part.key === undefined ? '' : `.${part.key}`}`
            : `[${part.advice}]`)
        .join('');
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
//# sourceMappingURL=671.index.cjs.js.map