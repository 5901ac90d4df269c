"use strict";
exports.id = 525;
exports.ids = [525];
exports.modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ gitHubRepository),
/* harmony export */   z: () => (/* binding */ repositoryParams)
/* harmony export */ });
/**
 * The port's repository reference for `owner/repo`: shown as `owner/repo`, bound by the
 * repository's id, which stays with it through a rename.
 */
function gitHubRepository(owner, repo, id) {
    return { display: `${owner}/${repo}`, binding: String(id), owner, repo };
}
/**
 * Owner and name alone: any other field of the caller's object would become a query parameter.
 *
 * @throws TypeError for a reference this adapter did not make
 */
function repositoryParams(repository) {
    const { owner, repo } = repository;
    if (typeof owner !== 'string' || typeof repo !== 'string') {
        throw new TypeError(`${repository.display} is not a GitHub repository reference`);
    }
    return { owner, repo };
}


/***/ }),

/***/ 1525:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gitHubReviewPort: () => (/* binding */ gitHubReviewPort),
  readGitHubRun: () => (/* binding */ readGitHubRun)
});

// UNUSED EXPORTS: BY_NUMBER_EVENTS

// EXTERNAL MODULE: ./src/shared/base-url.ts
var base_url = __webpack_require__(280);
// EXTERNAL MODULE: ./src/shared/failure.ts
var failure = __webpack_require__(8035);
// EXTERNAL MODULE: ./src/shared/input-error.ts
var input_error = __webpack_require__(1746);
// EXTERNAL MODULE: ./src/github/octokit.ts
var octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/pull-request-event.ts

/** The events that carry a pull request the action can manage a preview for. */
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
/** The event payload is not a pull request event as GitHub sends it. */
class PullRequestPayloadError extends Error {
    name = 'PullRequestPayloadError';
}
/** True for `pull_request` and `pull_request_target`. */
function isPullRequestEvent(eventName) {
    return PULL_REQUEST_EVENTS.includes(eventName);
}
/**
 * Reads the pull request from a parsed event payload.
 *
 * @param eventName `GITHUB_EVENT_NAME`
 * @param payload the parsed JSON of `GITHUB_EVENT_PATH`
 * @returns the pull request, or undefined when the event is not a pull request event
 * @throws PullRequestPayloadError when the payload lacks a field or holds a malformed one
 */
function readPullRequest(eventName, payload) {
    if (!isPullRequestEvent(eventName))
        return undefined;
    const event = record(payload, 'the event payload');
    const pullRequest = record(event.pull_request, 'pull_request');
    const head = record(pullRequest.head, 'pull_request.head');
    const base = record(pullRequest.base, 'pull_request.base');
    const baseRepository = record(base.repo, 'pull_request.base.repo');
    const baseFullName = pull_request_event_text(baseRepository.full_name, 'pull_request.base.repo.full_name', NAME);
    const [baseOwner = '', baseRepo = ''] = baseFullName.split('/');
    // A deleted fork leaves head.repo null: treat it as a fork (no trust to lose).
    const headRepository = head.repo === null ? undefined : record(head.repo, 'pull_request.head.repo');
    const headFullName = headRepository && pull_request_event_text(headRepository.full_name, 'pull_request.head.repo.full_name', NAME);
    const number = positiveInteger(pullRequest.number ?? event.number, 'pull_request.number');
    const baseRepositoryId = positiveInteger(baseRepository.id, 'pull_request.base.repo.id');
    const action = pull_request_event_text(event.action, 'action', /^[a-z_]{1,40}$/);
    return {
        repository: (0,octokit/* gitHubRepository */.W)(baseOwner, baseRepo, baseRepositoryId),
        lifecycle: lifecycleOf(action),
        // The payload's state when the event happened (a re-run carries it as it was then).
        state: pullRequest.state === 'closed' || action === 'closed' ? 'closed' : 'open',
        number,
        title: pull_request_event_text(pullRequest.title ?? '', 'pull_request.title', /^[^]{0,1024}$/),
        headSha: pull_request_event_text(head.sha, 'pull_request.head.sha', /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/),
        headRef: pull_request_event_text(head.ref, 'pull_request.head.ref', /^[^]{1,1024}$/),
        // Not `head.repo.fork`: that is also true for a pull request inside a repository that is
        // itself a fork, whose runs do get its secrets.
        isFork: headFullName === undefined ||
            headFullName.toLowerCase() !== baseFullName.toLowerCase() ||
            headRepository?.id !== baseRepository.id,
        merged: pullRequest.merged === true,
        author: authorOf(pullRequest.user),
        labels: labelNames(pullRequest.labels)
    };
}
/**
 * A pull request event's action as the preview's lifecycle: `opened` its first run, `closed` its
 * removal, any other (`synchronize`, `reopened`, `edited`, `labeled`, …) an update.
 */
function lifecycleOf(action) {
    return action === 'opened' ? 'opened' : action === 'closed' ? 'closed' : 'updated';
}
/** The names of a payload's `labels` list; [] when there is none. */
function labelNames(labels) {
    if (!Array.isArray(labels))
        return [];
    return labels.flatMap(label => {
        const name = label?.name;
        return typeof name === 'string' ? [name] : [];
    });
}
/** `owner/name` as GitHub allows them. */
const NAME = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;
function record(value, what) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new PullRequestPayloadError(`${what} is missing from the event payload`);
    }
    return value;
}
function positiveInteger(value, what) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
        throw new PullRequestPayloadError(`${what} is not a positive integer`);
    }
    return value;
}
function pull_request_event_text(value, what, pattern) {
    if (typeof value !== 'string' || !pattern.test(value)) {
        throw new PullRequestPayloadError(`${what} in the event payload is missing or malformed`);
    }
    return value;
}
/** The login of a payload's `user` object; '' when there is none. */
function authorOf(user) {
    const login = user?.login;
    return typeof login === 'string' ? login : '';
}

// EXTERNAL MODULE: ./src/review/record-store.ts
var record_store = __webpack_require__(6121);
;// CONCATENATED MODULE: ./src/github/descriptor.ts
const GITHUB = {
    id: 'github',
    folder: 'github',
    terms: {
        name: 'GitHub',
        pullRequest: 'pull request',
        comment: 'comment',
        numberPrefix: '#',
        otherWriter: 'another workflow',
        appRemoved: 'when the pull request closes'
    },
    selectedBy: ['GITHUB_ACTIONS'],
    options: [],
    variables: [
        { name: 'GITHUB_ACTIONS', secret: false, gives: 'a GitHub Actions run' },
        { name: 'GITHUB_API_URL', secret: false, gives: "GitHub's API (GitHub Enterprise Server)" },
        { name: 'GITHUB_EVENT_PATH', secret: false, gives: 'the event that started the run' },
        { name: 'GITHUB_REPOSITORY', secret: false, gives: 'the repository' },
        { name: 'GITHUB_SERVER_URL', secret: false, gives: "the run's page" },
        { name: 'GITHUB_RUN_ID', secret: false, gives: "the run's page" }
    ],
    refusedOptions: [],
    packaged: false,
    action: true,
    libraries: ['@actions/github', '@octokit']
};

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

;// CONCATENATED MODULE: ./src/github/github-platform.ts



/** The platform's words for what the previews write on: its descriptor's. */
const GITHUB_TERMS = GITHUB.terms;
/** The review platform over GitHub's calls. */
function gitHubPlatform(calls) {
    let identity;
    const identify = () => (identity ??= calls.identify());
    return {
        platform: GITHUB.id,
        apiUrl: calls.apiUrl,
        terms: GITHUB_TERMS,
        records: (repository, number) => gitHubRecords(calls, repository, number, identify),
        getPullRequest: (repository, number) => calls.getPullRequest(repository, number),
        // The sweep's listing: by the label index, or by state (review/label-index.ts).
        ...labelIndex(calls.labels, (...listing) => calls.listPullRequests(...listing), GITHUB_TERMS),
        deployments: {
            create: (repository, deployment) => calls.createDeployment(repository, deployment),
            setStatus: (repository, id, status) => calls.setDeploymentStatus(repository, id, status),
            list: (repository, environment) => calls.listDeployments(repository, environment),
            remove: (repository, id) => calls.deleteDeployment(repository, id)
        }
    };
}
/** A pull request's comments as the record store (a comment's id is GitHub's, as text). */
function gitHubRecords(calls, repository, number, identify) {
    return {
        async list() {
            const comments = await calls.listComments(repository, number);
            return comments.filter(comment => comment.body.startsWith(record_store/* RECORD_MARKER_PREFIX */.q)).map(stored);
        },
        async read(id) {
            const comment = await calls.readComment(repository, Number(id));
            return comment && stored(comment);
        },
        async create(body) {
            return stored(await calls.createComment(repository, number, body));
        },
        async write(id, body) {
            return stored(await calls.updateComment(repository, Number(id), body));
        },
        remove: id => calls.deleteComment(repository, Number(id)),
        async identify() {
            const login = await identify();
            return { authorId: login.toLowerCase(), author: login };
        }
    };
}
/** A comment as the port keeps it: its author named by login (GitHub's compare without case). */
function stored(comment) {
    const updatedAt = Date.parse(comment.updatedAt);
    return {
        id: String(comment.id),
        url: comment.htmlUrl,
        body: comment.body,
        author: comment.login,
        authorId: comment.login.toLowerCase(),
        own: undefined,
        ...(Number.isNaN(updatedAt) ? {} : { updatedAt })
    };
}

;// CONCATENATED MODULE: ./src/github/recording-github-api.ts

/** How an id that GitHub would assign is shown in a later request's path. */
const PLANNED_ID_PLACEHOLDER = '{new}';
/**
 * Wraps `api` so that its writes are recorded instead of sent.
 *
 * @param record receives each write: method, URL, headers (the token as `***`) and JSON body
 */
function recordingGitHubApi(api, record) {
    // GitHub's ids are positive: the planned ones count down from -1, so they never meet a real one.
    let lastPlannedId = 0;
    const plannedId = () => --lastPlannedId;
    const idInPath = (id) => Number(id) < 0 ? PLANNED_ID_PLACEHOLDER : String(id);
    const write = (method, repository, path, body) => {
        const { owner, repo } = (0,octokit/* repositoryParams */.z)(repository);
        record({
            method,
            url: `${api.apiUrl}/repos/${owner}/${repo}${path}`,
            headers: { authorization: 'token ***', 'content-type': 'application/json' },
            ...(method === 'DELETE' ? {} : { body: JSON.stringify(body) })
        });
    };
    const plannedComment = (id, body) => ({
        id,
        htmlUrl: '',
        body,
        login: '',
        createdAt: '',
        updatedAt: ''
    });
    return {
        apiUrl: api.apiUrl,
        identify: () => api.identify(),
        listComments: (repository, issueNumber) => api.listComments(repository, issueNumber),
        readComment: (repository, commentId) => api.readComment(repository, commentId),
        listDeployments: (repository, environment) => api.listDeployments(repository, environment),
        getPullRequest: (repository, pullNumber) => api.getPullRequest(repository, pullNumber),
        listPullRequests: (repository, listing, stop) => api.listPullRequests(repository, listing, stop),
        labels: {
            readLabel: (repository, name) => api.labels.readLabel(repository, name),
            listLabelled: (repository, name) => api.labels.listLabelled(repository, name),
            addLabel(repository, number, name) {
                write('POST', repository, `/issues/${number}/labels`, { labels: [name] });
                return Promise.resolve();
            },
            removeLabel(repository, number, name) {
                write('DELETE', repository, `/issues/${number}/labels/${encodeURIComponent(name)}`, {});
                return Promise.resolve();
            },
            describeLabel(repository, name, description) {
                write('PATCH', repository, `/labels/${encodeURIComponent(name)}`, { description });
                return Promise.resolve();
            }
        },
        createComment(repository, issueNumber, body) {
            write('POST', repository, `/issues/${issueNumber}/comments`, { body });
            return Promise.resolve(plannedComment(plannedId(), body));
        },
        updateComment(repository, commentId, body) {
            write('PATCH', repository, `/issues/comments/${idInPath(commentId)}`, { body });
            return Promise.resolve(plannedComment(commentId, body));
        },
        deleteComment(repository, commentId) {
            write('DELETE', repository, `/issues/comments/${idInPath(commentId)}`, {});
            return Promise.resolve();
        },
        createDeployment(repository, deployment) {
            // The fields github-api.ts sends.
            write('POST', repository, '/deployments', {
                ref: deployment.ref,
                environment: deployment.environment,
                description: deployment.description,
                auto_merge: false,
                required_contexts: [],
                transient_environment: deployment.transient ?? true,
                production_environment: false,
                payload: deployment.payload ?? {}
            });
            return Promise.resolve({
                id: String(plannedId()),
                ref: deployment.ref,
                sha: deployment.ref,
                environment: deployment.environment,
                payload: deployment.payload ?? {}
            });
        },
        setDeploymentStatus(repository, deploymentId, status) {
            write('POST', repository, `/deployments/${idInPath(deploymentId)}/statuses`, {
                state: status.state,
                environment_url: status.environmentUrl,
                log_url: status.logUrl,
                description: status.description
            });
            return Promise.resolve();
        },
        deleteDeployment(repository, deploymentId) {
            write('DELETE', repository, `/deployments/${idInPath(deploymentId)}`, {});
            return Promise.resolve();
        }
    };
}

;// CONCATENATED MODULE: ./src/github/review-port.ts







/** The events on which `pullRequest` names the pull request (the event itself names none). */
const BY_NUMBER_EVENTS = ['workflow_run', 'workflow_dispatch'];
/**
 * The review port of a GitHub run. `readRun` reads the run once, when pull request work first
 * needs it (undefined: not on a runner).
 */
function gitHubReviewPort(readRun) {
    let run;
    const theRun = () => (run ??= readRun());
    return {
        async readTarget(input, { number, connect }) {
            const github = await theRun();
            return number === undefined
                ? pullRequestTarget(input, github)
                : pullRequestTargetByNumber(github, number, await connect());
        },
        async readRepository(input) {
            return repositoryOf(input, await theRun());
        },
        async connect({ reviewToken, ...options }) {
            const github = await theRun();
            const { createGitHubApi } = await __webpack_require__.e(/* import() */ 397).then(__webpack_require__.bind(__webpack_require__, 5397));
            const api = await createGitHubApi({
                ...options,
                token: reviewToken,
                apiUrl: github?.apiUrl,
                serverUrl: github?.serverUrl
            });
            return gitHubPlatform(options.record ? recordingGitHubApi(api, options.record) : api);
        }
    };
}
/**
 * The run from the `GITHUB_*` variables and the event file; undefined without
 * `GITHUB_EVENT_NAME` (not on a runner).
 *
 * @throws ActionFailure `unexpected` when the event file cannot be read or is not JSON, or
 *   GITHUB_SERVER_URL or GITHUB_API_URL is not a plain https URL
 */
async function readGitHubRun(env) {
    if (!env.GITHUB_EVENT_NAME)
        return undefined;
    let eventPayload;
    if (env.GITHUB_EVENT_PATH) {
        // Loaded here: an update never reads the event.
        const { readFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1455, 23));
        try {
            eventPayload = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, 'utf8'));
        }
        catch (error) {
            throw new failure/* ActionFailure */.dR('unexpected', `The event file (GITHUB_EVENT_PATH) could not be read as JSON: ${error.message}`);
        }
    }
    const payloadId = eventPayload?.repository?.id;
    const repositoryId = /^[1-9]\d{0,15}$/.test(env.GITHUB_REPOSITORY_ID ?? '')
        ? Number(env.GITHUB_REPOSITORY_ID)
        : typeof payloadId === 'number' && Number.isSafeInteger(payloadId) && payloadId > 0
            ? payloadId
            : undefined;
    return {
        eventName: env.GITHUB_EVENT_NAME,
        eventPayload,
        repository: env.GITHUB_REPOSITORY ?? '',
        repositoryId,
        sha: env.GITHUB_SHA ?? '',
        serverUrl: checkedGitHubUrl('GITHUB_SERVER_URL', env.GITHUB_SERVER_URL, 'https://github.com'),
        runId: env.GITHUB_RUN_ID ?? '',
        apiUrl: checkedGitHubUrl('GITHUB_API_URL', env.GITHUB_API_URL, 'https://api.github.com')
    };
}
/**
 * A GitHub address from the environment, without a trailing slash. The server's goes into the
 * comment and the deployment as the run's link, the API's gets the token: both must be https
 * (plain http on loopback only) without a user name, password, query or fragment.
 *
 * @throws ActionFailure naming the variable; the value is not quoted (it may hold credentials)
 */
function checkedGitHubUrl(variable, value, fallback) {
    if (!value)
        return fallback;
    const checked = (0,base_url/* checkBaseUrl */.x)(value);
    if ('base' in checked)
        return checked.base;
    throw new failure/* ActionFailure */.dR('unexpected', `${variable} is not an https URL without a user name, password, query or fragment (such as ${fallback}; plain http only on localhost, 127.0.0.0/8 or ::1); the runner sets it, so check the workflow's env.`);
}
/**
 * The pull request the run was triggered by.
 *
 * @param input the input that needs it, named in the error
 * @throws InputError for another event; ActionFailure for an unusable payload
 */
function pullRequestTarget(input, github) {
    let pullRequest;
    try {
        pullRequest = github && readPullRequest(github.eventName, github.eventPayload);
    }
    catch (error) {
        if (!(error instanceof PullRequestPayloadError))
            throw error;
        throw new failure/* ActionFailure */.dR('unexpected', `The pull request event (GITHUB_EVENT_PATH) is not as GitHub sends it: ${error.message}.`);
    }
    if (!github || !pullRequest) {
        const event = github ? `the ${github.eventName} event` : 'no GitHub event (not on a runner)';
        throw new input_error/* InputError */.dz(input, `${input} is true, which works on pull requests only (events pull_request and pull_request_target), but this run was triggered by ${event}.`);
    }
    return { pullRequest, runUrl: runUrlOf(github), terms: GITHUB_TERMS };
}
/** The run's page, e.g. `https://github.com/acme/app/actions/runs/1`; '' when unknown. */
function runUrlOf(github) {
    return github.repository !== '' && /^\d+$/.test(github.runId)
        ? `${github.serverUrl.replace(/\/+$/, '')}/${github.repository}/actions/runs/${github.runId}`
        : '';
}
/** `owner/name` as GitHub allows them. */
const REPOSITORY_NAME = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;
/**
 * The repository of the run, with its id.
 *
 * @throws InputError naming `input` when the run names no repository or no id
 */
function repositoryOf(input, github) {
    if (!github || !REPOSITORY_NAME.test(github.repository) || github.repositoryId === undefined) {
        throw new input_error/* InputError */.dz(input, `${input} works on the run's repository, and this run names none (GITHUB_REPOSITORY and GITHUB_REPOSITORY_ID are set on a runner).`);
    }
    const [owner = '', repo = ''] = github.repository.split('/');
    return (0,octokit/* gitHubRepository */.W)(owner, repo, github.repositoryId);
}
/**
 * The pull request `pullRequest` names, read from the API now, acting as its own event would:
 * closing when it is closed, else an update. On `workflow_run` the number may come
 * from an artifact the pull request's own code wrote, so the pull request's head must be the
 * commit the triggering run built (`workflow_run.head_sha`): a build cannot be deployed to
 * another pull request's preview.
 * https://docs.github.com/webhooks/webhook-events-and-payloads#workflow_run
 *
 * @throws InputError naming `pullRequest`; ReviewPlatformError when the read fails
 */
async function pullRequestTargetByNumber(github, number, api) {
    const event = github?.eventName ?? '';
    if (!github || !BY_NUMBER_EVENTS.includes(event)) {
        const triggered = github ? `the ${event} event` : 'no GitHub event (not on a runner)';
        throw new input_error/* InputError */.dz('pullRequest', `pullRequest names the pull request on runs of workflow_run and workflow_dispatch, but this run was triggered by ${triggered}${event.startsWith('pull_request') ? ': the event names its pull request, so leave pullRequest empty' : ''}.`);
    }
    let builtSha;
    if (event === 'workflow_run') {
        const run = github.eventPayload
            ?.workflow_run;
        if (typeof run?.head_sha !== 'string' ||
            !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(run.head_sha)) {
            throw new failure/* ActionFailure */.dR('unexpected', 'The workflow_run event (GITHUB_EVENT_PATH) names no workflow_run.head_sha, as GitHub sends it.');
        }
        builtSha = run.head_sha;
    }
    const repository = repositoryOf('pullRequest', github);
    const details = await api.getPullRequest(repository, number);
    if (builtSha !== undefined && details.headSha !== builtSha) {
        throw new input_error/* InputError */.dz('pullRequest', `Pull request #${number}'s head is commit ${details.headSha.slice(0, 7)}, but the workflow run that triggered this one built commit ${builtSha.slice(0, 7)}: nothing was deployed or written. Either the pull request was pushed to since (the run of that push deploys it), or the number does not belong to that build (a number read from an artifact is the pull request's code's to choose).`, 'Pass the number of the pull request whose head the triggering run built.');
    }
    return {
        pullRequest: {
            repository,
            lifecycle: details.state === 'closed' ? 'closed' : 'updated',
            state: details.state,
            number,
            title: details.title,
            headSha: details.headSha,
            headRef: details.headRef,
            isFork: details.isFork,
            merged: details.merged,
            author: details.author,
            labels: details.labels
        },
        runUrl: runUrlOf(github),
        terms: GITHUB_TERMS
    };
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


/***/ })

};
;
//# sourceMappingURL=525.index.cjs.js.map