"use strict";
exports.id = 714;
exports.ids = [714];
exports.modules = {

/***/ 5714:
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
    return {
        eventName,
        action: pull_request_event_text(event.action, 'action', /^[a-z_]{1,40}$/),
        number,
        title: pull_request_event_text(pullRequest.title ?? '', 'pull_request.title', /^[^]{0,1024}$/),
        headSha: pull_request_event_text(head.sha, 'pull_request.head.sha', /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/),
        headRef: pull_request_event_text(head.ref, 'pull_request.head.ref', /^[^]{1,1024}$/),
        baseOwner,
        baseRepo,
        baseRepositoryId,
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
    const idInPath = (id) => (id < 0 ? PLANNED_ID_PLACEHOLDER : String(id));
    const write = (method, { owner, repo }, path, body) => record({
        method,
        url: `${api.apiUrl}/repos/${owner}/${repo}${path}`,
        headers: { authorization: 'token ***', 'content-type': 'application/json' },
        ...(method === 'DELETE' ? {} : { body: JSON.stringify(body) })
    });
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
        deployments: api.deployments,
        terms: api.terms,
        whoAmI: () => api.whoAmI(),
        listIssueComments: (repository, issueNumber) => api.listIssueComments(repository, issueNumber),
        getPullRequestState: (repository, pullNumber) => api.getPullRequestState(repository, pullNumber),
        listDeployments: (repository, filter) => api.listDeployments(repository, filter),
        getPullRequest: (repository, pullNumber) => api.getPullRequest(repository, pullNumber),
        listPullRequests: (repository, listing, stop) => api.listPullRequests(repository, listing, stop),
        createComment(repository, issueNumber, body) {
            write('POST', repository, `/issues/${issueNumber}/comments`, { body });
            return Promise.resolve(plannedComment(plannedId(), body));
        },
        updateComment(repository, _issueNumber, commentId, body) {
            write('PATCH', repository, `/issues/comments/${idInPath(commentId)}`, { body });
            return Promise.resolve(plannedComment(commentId, body));
        },
        deleteComment(repository, _issueNumber, commentId) {
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
                id: plannedId(),
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
        async readTarget(input, byNumber) {
            const github = await theRun();
            return byNumber === undefined
                ? pullRequestTarget(input, github)
                : pullRequestTargetByNumber(github, byNumber);
        },
        async readRepository(input) {
            return repositoryOf(input, await theRun());
        },
        async connect(options) {
            const github = await theRun();
            const { createGitHubApi } = await __webpack_require__.e(/* import() */ 429).then(__webpack_require__.bind(__webpack_require__, 5810));
            const api = await createGitHubApi({
                ...options,
                apiUrl: github?.apiUrl,
                serverUrl: github?.serverUrl
            });
            return options.record ? recordingGitHubApi(api, options.record) : api;
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
    return { pullRequest, runUrl: runUrlOf(github) };
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
    return { owner, repo, id: github.repositoryId };
}
/**
 * The pull request `pullRequest` names, read from the API now, acting as its own event would:
 * `closed` when it is closed, else a push (`synchronize`). On `workflow_run` the number may come
 * from an artifact the pull request's own code wrote, so the pull request's head must be the
 * commit the triggering run built (`workflow_run.head_sha`): a build cannot be deployed to
 * another pull request's preview.
 * https://docs.github.com/webhooks/webhook-events-and-payloads#workflow_run
 *
 * @throws InputError naming `pullRequest`; ReviewPlatformError when the read fails
 */
async function pullRequestTargetByNumber(github, { number, api }) {
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
            eventName: event,
            action: details.state === 'closed' ? 'closed' : 'synchronize',
            number,
            title: details.title,
            headSha: details.headSha,
            headRef: details.headRef,
            baseOwner: repository.owner,
            baseRepo: repository.repo,
            baseRepositoryId: repository.id,
            isFork: details.isFork,
            merged: details.merged,
            author: details.author,
            labels: details.labels
        },
        runUrl: runUrlOf(github)
    };
}


/***/ })

};
;
//# sourceMappingURL=714.index.cjs.js.map