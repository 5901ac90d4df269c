"use strict";
exports.id = 298;
exports.ids = [298];
exports.modules = {

/***/ 1298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readGitLabRun: () => (/* binding */ readGitLabRun),
  readRun: () => (/* binding */ readRun)
});

// EXTERNAL MODULE: ./src/review/platform-descriptor.ts
var platform_descriptor = __webpack_require__(4159);
// EXTERNAL MODULE: ./src/gitlab/descriptor.ts
var descriptor = __webpack_require__(8030);
;// CONCATENATED MODULE: ./src/gitlab/ci-messages.ts
/**
 * What `preview` and `sweep` say about GitLab CI's variables, their options and the GitLab token,
 * before anything is sent. A value from the environment is outside text: quoted as JSON, never a
 * token's. GitLab's pages: https://docs.gitlab.com/ci/variables/predefined_variables/,
 * https://docs.gitlab.com/ci/pipelines/merge_request_pipelines/,
 * https://docs.gitlab.com/user/project/settings/project_access_tokens/.
 */

/** The `rules:` entry that makes a job run in merge request pipelines only. */
const MERGE_REQUEST_RULE = 'rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event"';
/** How to give the token outside GitLab CI. */
const TOKEN_AT_A_TERMINAL = 'Create a personal, project or group access token with the api scope (and at least the Developer role on the project), then set APPETIZE_GITLAB_TOKEN, or write it to a file only you can read and give --gitlab-token-file <path>.';
/** `preview` outside a merge request pipeline, the merge request not named by options. */
function notMergeRequestPipeline(source) {
    const outside = 'outside GitLab CI, name it with --gitlab-api-url, --gitlab-project, --merge-request and --commit';
    return source === undefined || source === ''
        ? `preview works on a merge request, and this is no merge request pipeline (CI_PIPELINE_SOURCE is not set): in GitLab CI the job needs ${MERGE_REQUEST_RULE}; ${outside}.`
        : `preview works on a merge request, but this pipeline's CI_PIPELINE_SOURCE is ${JSON.stringify(source)}, not "merge_request_event": the job needs ${MERGE_REQUEST_RULE} (GitLab then runs it in merge request pipelines, which carry the merge request's variables); ${outside}.`;
}
/** What a value is, by the option that overrides it. */
const WHAT = {
    'gitlab-api-url': "GitLab's API address",
    'gitlab-project': 'the project',
    'merge-request': 'the merge request',
    commit: 'the commit the pipeline built'
};
/** What each value must be, with an example. */
const ALLOWED = {
    'gitlab-api-url': "an https URL of GitLab's API ending in /api/v4, e.g. https://gitlab.com/api/v4 or https://git.example.com/gitlab/api/v4 (plain http on this machine only), without a user name, password, query or fragment",
    'gitlab-project': 'a numeric project id or a path, group/project (e.g. 42 or acme/mobile-app)',
    'merge-request': "a merge request's IID, a whole number from 1 (the number after ! in its address)",
    commit: "a commit's full SHA, 40 or 64 hexadecimal digits"
};
/**
 * A value nowhere given.
 *
 * @param variables GitLab CI's variables that give it, in the order they are read
 */
function missingGitLabValue(flag, variable, variables) {
    return `${WHAT[flag][0]?.toUpperCase()}${WHAT[flag].slice(1)} is not known: GitLab CI sets ${variables.join(' or ')}; elsewhere give --${flag} (${variable}).`;
}
/**
 * A value that is not what it must be.
 *
 * @param where the option and its variable, or GitLab CI's variable, that gave it
 * @param shown the value as it may be shown (undefined: it may hold a password, never shown)
 */
function badGitLabValue(flag, where, shown) {
    const got = shown === undefined ? 'it holds a user name or password' : `got ${JSON.stringify(shown)}`;
    return `${where} must be ${ALLOWED[flag]}; ${got}.`;
}
/** A preview without a build. */
function noBuild() {
    return "preview deploys the merge request's build: give --file <path> or --url <url> (APPETIZE_FILE, APPETIZE_URL). The stop job's preview --delete needs none.";
}
/** No GitLab token at all, outside a fork's pipeline and without a job token. */
function missingGitLabToken(command) {
    return `No GitLab token: ${command} writes merge request notes, which needs a token with the api scope from ${descriptor/* GITLAB_TOKEN_SOURCES */.lc}. Nothing was sent.`;
}
/** Only CI_JOB_TOKEN: it cannot write notes (gitlab-org/gitlab#464591). */
function jobTokenOnly(command) {
    return `No GitLab token: only CI_JOB_TOKEN is set, and a CI job token cannot write merge request notes (https://gitlab.com/gitlab-org/gitlab/-/issues/464591), which ${command} does: it needs a token with the api scope from ${descriptor/* GITLAB_TOKEN_SOURCES */.lc}. Nothing was sent.`;
}
/**
 * No GitLab token in a fork's merge request pipeline.
 *
 * @param iid the merge request, when known
 */
function forkWithoutToken(iid) {
    const which = iid === undefined ? 'The merge request' : `Merge request !${iid}`;
    return `No GitLab token: ${which} comes from a fork, and a pipeline that runs in the fork is given none of the parent project's CI/CD variables, so ${descriptor/* GITLAB_TOKEN_SOURCES */.lc} is empty. Nothing was sent.`;
}
/** What to do in a fork's pipeline: run it in the parent, knowing the risk. */
const FORK_ADVICE = "A maintainer of the parent project can run the pipeline there: \"Run pipeline in the parent project\" on the merge request's Pipelines tab. It runs the fork's code with the parent's CI/CD variables, its tokens included: review the changes first.";
/**
 * A token that cannot travel in an HTTP header as it is: the character and its position, never
 * the token.
 *
 * @param where where it was read from
 */
function unusableGitLabToken(where, what, position) {
    return `The GitLab token from ${where} contains ${what} at position ${position}, which cannot be sent in an HTTP header: copy the token again. Nothing was sent.`;
}
/** An empty token file. */
function emptyTokenFile(path) {
    return `--gitlab-token-file (APPETIZE_GITLAB_TOKEN_FILE) names ${JSON.stringify(path)}, which is empty.`;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/gitlab/ci-token.ts
/**
 * The GitLab token of `preview` and `sweep`, read before anything is sent, and what is said when
 * there is none or it cannot be sent. https://docs.gitlab.com/user/project/settings/project_access_tokens/
 */





/**
 * The token: `--gitlab-token-file` (one line break at its end ignored), else
 * APPETIZE_GITLAB_TOKEN, else GITLAB_TOKEN. Without one, the problem says why it may be missing
 * (a fork's pipeline, a CI job token alone) and the advice what to do.
 */
async function readToken({ command, values, env, cwd }, iid) {
    const file = values.get('gitlab-token-file');
    let token;
    let where;
    if (file !== undefined) {
        token = (await readTokenFile(file, cwd)).replace(/\r?\n$/, '');
        if (token === '')
            return { token, problem: emptyTokenFile(file), advice: descriptor/* TOKEN_SET_UP */.Xi };
        where = '--gitlab-token-file';
    }
    else {
        where = env.APPETIZE_GITLAB_TOKEN ? 'APPETIZE_GITLAB_TOKEN' : 'GITLAB_TOKEN';
        token = env.APPETIZE_GITLAB_TOKEN || env.GITLAB_TOKEN || '';
    }
    const name = command === 'sweep' ? 'sweep' : 'preview';
    if (token === '') {
        if (isForkPipeline(env)) {
            return { token, problem: forkWithoutToken(iid), advice: FORK_ADVICE };
        }
        const problem = env.CI_JOB_TOKEN ? jobTokenOnly(name) : missingGitLabToken(name);
        return { token, problem, advice: inGitLabCi(env) ? descriptor/* TOKEN_SET_UP */.Xi : TOKEN_AT_A_TERMINAL };
    }
    const bad = /[^\x21-\x7e]/.exec(token);
    if (bad === null)
        return { token };
    return { token, problem: unusableGitLabToken(where, characterName(bad[0]), bad.index + 1) };
}
/**
 * True in a GitLab CI job: GITLAB_CI, or the variables only GitLab CI sets (a job token, the
 * pipeline's source), since a job may run with a trimmed environment.
 */
function inGitLabCi(env) {
    return env.GITLAB_CI === 'true' || !!env.CI_JOB_TOKEN || !!env.CI_PIPELINE_SOURCE;
}
/** True in a fork's merge request pipeline, or one a fork's merge request runs in the parent. */
function isForkPipeline(env) {
    const target = env.CI_MERGE_REQUEST_PROJECT_ID;
    if (!target)
        return false;
    const differs = (other) => !!other && other !== target;
    return differs(env.CI_MERGE_REQUEST_SOURCE_PROJECT_ID) || differs(env.CI_PROJECT_ID);
}
/** @throws RunRefused naming the file when it cannot be read */
async function readTokenFile(path, cwd) {
    try {
        return await (0,promises_.readFile)((0,external_node_path_.resolve)(cwd, path), 'utf8');
    }
    catch (error) {
        const code = error.code ?? error.message;
        throw new platform_descriptor/* RunRefused */.A(`--gitlab-token-file (${(0,platform_descriptor/* optionVariable */.e)('gitlab-token-file')}) names ${JSON.stringify(path)}, which cannot be read (${code}).`);
    }
}
/** A character a header cannot carry, named (never shown). */
function characterName(character) {
    const code = `U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
    if (/[\r\n\u2028\u2029\u0085]/.test(character))
        return 'a line break';
    if (character === ' ' || character === '\t')
        return 'a space or tab';
    return /[\u0000-\u001f\u007f-\u009f]/.test(character)
        ? `a control character (${code})`
        : `an invisible or non-ASCII character (${code})`;
}

;// CONCATENATED MODULE: ./src/gitlab/ci-values.ts
/**
 * The values of GitLab CI's variables and of the options that override them, each parsed or
 * refused (undefined): GitLab's API base, a project, a merge request's IID, a commit's SHA, the
 * job's page. https://docs.gitlab.com/ci/variables/predefined_variables/
 */
/**
 * GitLab's API base: https (http on loopback only), ending in `/api/v4`, no credentials, query or
 * fragment; without a trailing slash.
 */
function parseApiUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return undefined;
    }
    const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
        return undefined;
    if (hasCredentials(value) || url.search !== '' || url.hash !== '' || /[?#]/.test(value)) {
        return undefined;
    }
    const path = url.pathname.replace(/\/+$/, '');
    return path.endsWith('/api/v4') ? `${url.origin}${path}` : undefined;
}
/** True when a URL-like value carries a user name or password (never shown). */
function hasCredentials(value) {
    try {
        const url = new URL(value);
        return url.username !== '' || url.password !== '';
    }
    catch {
        return /\/\/[^/]*@/.test(value);
    }
}
/**
 * A project: a numeric id, or a path of groups and the project (GitLab's path characters:
 * letters, digits, `_`, `-`, `.`, each part starting with a letter, digit or `_`).
 * https://docs.gitlab.com/user/reserved_names/#rules-for-usernames-project-and-group-names-and-slugs
 */
function parseProject(value) {
    if (/^[1-9]\d{0,18}$/.test(value))
        return value;
    const part = '[A-Za-z0-9_][A-Za-z0-9_.-]{0,254}';
    return new RegExp(`^${part}(?:/${part})+$`).test(value) && !/\.(git|atom)$/.test(value)
        ? value
        : undefined;
}
/** A merge request's IID: a whole number from 1 to 2^31 - 1 (GitLab's integer column). */
function parseIid(value) {
    if (!/^[1-9]\d{0,9}$/.test(value))
        return undefined;
    const iid = Number(value);
    return iid <= 2_147_483_647 ? iid : undefined;
}
/** A full commit SHA (SHA-1 or SHA-256), lower-cased. */
function parseSha(value) {
    return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i.test(value) ? value.toLowerCase() : undefined;
}
/** CI_JOB_URL, else CI_PIPELINE_URL, when it is an https URL; else ''. */
function runUrlOf(env) {
    for (const value of [env.CI_JOB_URL, env.CI_PIPELINE_URL]) {
        if (!value)
            continue;
        try {
            const url = new URL(value);
            if (url.protocol === 'https:' && !hasCredentials(value))
                return url.href;
        }
        catch {
            // Not a URL: the note links to no run.
        }
    }
    return '';
}

;// CONCATENATED MODULE: ./src/gitlab/ci-run.ts
/**
 * The GitLab adapter's part of the command line (the registry, src/cli/platforms.ts, loads it for
 * `preview` and `sweep` on GitLab): which merge request `preview` works on, or which project
 * `sweep` cleans up, and the token both work with: GitLab CI's predefined variables
 * (https://docs.gitlab.com/ci/variables/predefined_variables/), each overridden by its option
 * (or that option's `APPETIZE_` variable). Every value is checked before any request is sent,
 * and every problem is reported together.
 */




/**
 * The run of `preview` or `sweep` on GitLab: its target and token, and the review port over
 * them (GitLab's client is loaded only when the run connects).
 *
 * @throws RunRefused as readGitLabRun does
 */
async function readRun(request) {
    const { target, token } = await readGitLabRun(request);
    const { gitLabReviewPort } = await Promise.all(/* import() */[__webpack_require__.e(942), __webpack_require__.e(671)]).then(__webpack_require__.bind(__webpack_require__, 2671));
    return { token, review: gitLabReviewPort(target) };
}
/**
 * Resolves the target and the token of `preview` or `sweep`.
 *
 * @throws RunRefused with every problem found: not a merge request pipeline (preview, unless
 *   the options name the merge request), a value missing or malformed, no token (a CI job token
 *   alone, a fork's pipeline), a token that cannot be sent
 */
async function readGitLabRun(request) {
    const { command, values, env } = request;
    const preview = command === 'preview';
    const mode = values.get('delete') === 'true' ? 'stop' : 'deploy';
    const given = (flag, ...variables) => {
        const option = values.get(flag);
        if (option !== undefined) {
            return { value: option, where: `--${flag} (${(0,platform_descriptor/* optionVariable */.e)(flag)})`, byOption: true };
        }
        const variable = variables.find(name => (env[name] ?? '') !== '');
        return variable === undefined
            ? undefined
            : { value: env[variable] ?? '', where: variable, byOption: false };
    };
    const projectVariable = preview ? 'CI_MERGE_REQUEST_PROJECT_ID' : 'CI_PROJECT_ID';
    const sources = {
        apiUrl: given('gitlab-api-url', 'CI_API_V4_URL'),
        project: given('gitlab-project', projectVariable),
        iid: preview ? given('merge-request', 'CI_MERGE_REQUEST_IID') : undefined,
        commit: preview
            ? given('commit', 'CI_MERGE_REQUEST_SOURCE_BRANCH_SHA', 'CI_COMMIT_SHA')
            : undefined
    };
    // Named wholly by options, the merge request needs no merge request pipeline (another CI, a
    // terminal); else GitLab CI's variables name it, which only such a pipeline has.
    const named = values.has('gitlab-project') &&
        values.has('merge-request') &&
        (mode === 'stop' || values.has('commit'));
    const wrongPipeline = preview && !named && env.CI_PIPELINE_SOURCE !== 'merge_request_event'
        ? notMergeRequestPipeline(env.CI_PIPELINE_SOURCE)
        : undefined;
    const problems = wrongPipeline === undefined ? [] : [wrongPipeline];
    // In the wrong pipeline the missing variables are its consequence: only options are checked.
    const check = (flag, source, variables, parse, required = true) => {
        if (source === undefined || (wrongPipeline !== undefined && !source.byOption)) {
            if (source === undefined && required && wrongPipeline === undefined) {
                problems.push(missingGitLabValue(flag, (0,platform_descriptor/* optionVariable */.e)(flag), variables));
            }
            return undefined;
        }
        const parsed = parse(source.value);
        if (parsed === undefined) {
            const shown = flag === 'gitlab-api-url' && hasCredentials(source.value) ? undefined : source.value;
            problems.push(badGitLabValue(flag, source.where, shown));
        }
        return parsed;
    };
    const apiUrl = check('gitlab-api-url', sources.apiUrl, ['CI_API_V4_URL'], parseApiUrl);
    const project = check('gitlab-project', sources.project, [projectVariable], parseProject);
    const mergeRequestIid = preview
        ? check('merge-request', sources.iid, ['CI_MERGE_REQUEST_IID'], parseIid)
        : undefined;
    const commitSha = preview
        ? check('commit', sources.commit, ['CI_MERGE_REQUEST_SOURCE_BRANCH_SHA', 'CI_COMMIT_SHA'], parseSha, mode === 'deploy')
        : undefined;
    if (preview && mode === 'deploy' && !values.has('file') && !values.has('url')) {
        problems.push(noBuild());
    }
    const { token, problem, advice } = await readToken(request, mergeRequestIid);
    // The cause first (the pipeline), then the token, then each value.
    if (problem !== undefined)
        problems.splice(wrongPipeline === undefined ? 0 : 1, 0, problem);
    if (problems.length > 0 || apiUrl === undefined || project === undefined) {
        throw new platform_descriptor/* RunRefused */.A(problems, advice);
    }
    return {
        target: {
            apiUrl,
            project,
            ...(mergeRequestIid === undefined ? {} : { mergeRequestIid }),
            ...(commitSha === undefined ? {} : { commitSha }),
            mode,
            runUrl: runUrlOf(env)
        },
        token
    };
}


/***/ })

};
;
//# sourceMappingURL=298.index.cjs.js.map