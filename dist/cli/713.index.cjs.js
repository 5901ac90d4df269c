"use strict";
exports.id = 713;
exports.ids = [713];
exports.modules = {

/***/ 7625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OZ: () => (/* binding */ SLUG),
/* harmony export */   SH: () => (/* binding */ repositoryPath),
/* harmony export */   Ye: () => (/* binding */ bitbucketRepository),
/* harmony export */   oD: () => (/* binding */ pullRequestPath),
/* harmony export */   ti: () => (/* binding */ REPOSITORY_UUID),
/* harmony export */   ws: () => (/* binding */ asBitbucket)
/* harmony export */ });
/** A workspace or repository slug as Bitbucket allows them: letters, digits, `-`, `_`, `.`. */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** A repository UUID in braces, as `BITBUCKET_REPO_UUID` gives it. */
const REPOSITORY_UUID = /^\{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}$/i;
/** The reference of `workspace/slug` bound by `uuid`. */
function bitbucketRepository(workspace, slug, uuid) {
    return { workspace, slug, display: `${workspace}/${slug}`, binding: uuid.toLowerCase() };
}
/** `/repositories/{workspace}/{slug}`. */
function repositoryPath(repository) {
    const { workspace, slug } = asBitbucket(repository);
    return `/repositories/${encodeURIComponent(workspace)}/${encodeURIComponent(slug)}`;
}
/** `/repositories/{workspace}/{slug}/pullrequests/{id}`. */
function pullRequestPath(repository, id) {
    return `${repositoryPath(repository)}/pullrequests/${id}`;
}
/**
 * The adapter's own reference back from the core.
 *
 * @throws TypeError for a reference this adapter did not make
 */
function asBitbucket(repository) {
    const { workspace, slug } = repository;
    if (typeof workspace !== 'string' || typeof slug !== 'string') {
        throw new TypeError('The repository was not named by the Bitbucket adapter');
    }
    return repository;
}


/***/ }),

/***/ 5713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readBitbucketRun: () => (/* binding */ readBitbucketRun),
/* harmony export */   readRun: () => (/* binding */ readRun)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _review_platform_descriptor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4159);
/* harmony import */ var _shared_base_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(280);
/* harmony import */ var _bitbucket_repository_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7625);
/* harmony import */ var _descriptor_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4920);
/**
 * The Bitbucket adapter's part of the command line (the registry, src/cli/platforms.ts, loads it
 * for `preview` and `sweep` on Bitbucket): which pull request `preview` works on, or which
 * repository `sweep` cleans up, and the token both work with: Bitbucket Pipelines' variables,
 * each overridden by its option (or that option's `APPETIZE_` variable). Every value is checked
 * before any request is sent, and every problem is reported together.
 *
 * https://support.atlassian.com/bitbucket-cloud/docs/variables-and-secrets/
 */






/** What each value must be, for the message that refuses it. */
const ALLOWED = {
    'bitbucket-api-url': 'an https URL without a user name, password, query or fragment, such as https://api.bitbucket.org/2.0 (plain http only on localhost, 127.0.0.0/8 or ::1)',
    'bitbucket-workspace': "a workspace's slug (letters, digits, -, _ and .)",
    'bitbucket-repo': "a repository's slug (letters, digits, -, _ and .)",
    'pull-request': "a pull request's id (a whole number from 1)",
    commit: 'a commit hash of 12 hex digits or more'
};
/**
 * The run of `preview` or `sweep` on Bitbucket: its target and token, and the review port over
 * them (Bitbucket's client is loaded only when the run connects).
 *
 * @throws RunRefused with every problem found: a preview outside a pull-request pipeline, a value
 *   missing or malformed, no token, a token that cannot be sent
 */
async function readRun(request) {
    const { context, token } = await readBitbucketRun(request);
    const { bitbucketReviewPort } = await __webpack_require__.e(/* import() */ 637).then(__webpack_require__.bind(__webpack_require__, 9637));
    return { token, review: bitbucketReviewPort(context) };
}
/** Resolves the target and the token of `preview` or `sweep`; see `readRun`. */
async function readBitbucketRun(request) {
    const { command, values, env } = request;
    const preview = command === 'preview';
    const mode = values.get('delete') === 'true' ? 'stop' : 'deploy';
    const given = (flag, variable) => {
        const option = values.get(flag);
        if (option !== undefined)
            return { value: option, where: `--${flag} (${(0,_review_platform_descriptor_js__WEBPACK_IMPORTED_MODULE_2__/* .optionVariable */ .e)(flag)})` };
        const value = variable === undefined ? '' : (env[variable] ?? '');
        return value === '' ? undefined : { value, where: variable ?? '' };
    };
    const problems = [];
    const pullRequest = preview ? given('pull-request', 'BITBUCKET_PR_ID') : undefined;
    if (preview && pullRequest === undefined) {
        problems.push(mode === 'stop'
            ? 'preview --delete names no pull request: give --pull-request <id> (in a custom pipeline, from a variable such as PR_ID), or run it in a pull-request pipeline (BITBUCKET_PR_ID).'
            : 'preview works on a pull request, and this is no pull-request pipeline (BITBUCKET_PR_ID is not set): the step belongs under pull-requests: in bitbucket-pipelines.yml (or give --pull-request <id>).');
    }
    const check = (flag, source, parse, missing) => {
        if (source === undefined) {
            if (missing !== undefined)
                problems.push(missing);
            return undefined;
        }
        const parsed = parse(source.value);
        if (parsed === undefined) {
            const shown = flag === 'bitbucket-api-url' && /@/.test(source.value)
                ? ''
                : ` ${JSON.stringify(source.value.slice(0, 100))}`;
            problems.push(`${source.where} is${shown === '' ? ' not valid' : `${shown}, which is not`} ${ALLOWED[flag]}.`);
        }
        return parsed;
    };
    const needs = (flag, variable) => `${command}${mode === 'stop' ? ' --delete' : ''} needs --${flag} (${(0,_review_platform_descriptor_js__WEBPACK_IMPORTED_MODULE_2__/* .optionVariable */ .e)(flag)}), which ${variable} gives in Bitbucket Pipelines.`;
    const apiUrl = check('bitbucket-api-url', given('bitbucket-api-url') ?? { value: _descriptor_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_API_URL */ .rK, where: 'the default API address' }, value => {
        const checked = (0,_shared_base_url_js__WEBPACK_IMPORTED_MODULE_4__/* .checkBaseUrl */ .x)(value);
        return 'base' in checked ? checked.base : undefined;
    });
    const slug = (value) => (_bitbucket_repository_js__WEBPACK_IMPORTED_MODULE_5__/* .SLUG */ .OZ.test(value) ? value : undefined);
    const workspace = check('bitbucket-workspace', given('bitbucket-workspace', 'BITBUCKET_WORKSPACE'), slug, needs('bitbucket-workspace', 'BITBUCKET_WORKSPACE'));
    const repo = check('bitbucket-repo', given('bitbucket-repo', 'BITBUCKET_REPO_SLUG'), slug, needs('bitbucket-repo', 'BITBUCKET_REPO_SLUG'));
    const pullRequestId = check('pull-request', pullRequest, value => /^[1-9]\d{0,9}$/.test(value.trim()) ? Number(value.trim()) : undefined);
    const commit = preview && mode === 'deploy' && pullRequest !== undefined
        ? check('commit', given('commit', 'BITBUCKET_COMMIT'), value => /^[0-9a-f]{12,64}$/i.test(value.trim()) ? value.trim().toLowerCase() : undefined, needs('commit', 'BITBUCKET_COMMIT'))
        : undefined;
    const uuid = env.BITBUCKET_REPO_UUID ?? '';
    if (uuid !== '' && !_bitbucket_repository_js__WEBPACK_IMPORTED_MODULE_5__/* .REPOSITORY_UUID */ .ti.test(uuid)) {
        problems.push(`BITBUCKET_REPO_UUID is ${JSON.stringify(uuid.slice(0, 100))}, which is not a repository UUID in braces.`);
    }
    if (preview && mode === 'deploy' && !values.has('file') && !values.has('url')) {
        problems.push('preview needs the build to deploy: give --file <path> or --url <url>.');
    }
    const { token, problem } = await readToken(request);
    if (problem !== undefined)
        problems.unshift(problem);
    const email = (env.APPETIZE_BITBUCKET_EMAIL ?? '').trim();
    if (email !== '' && !/^[^\s@]+@[^\s@]+$/.test(email)) {
        problems.push('APPETIZE_BITBUCKET_EMAIL is not an email address: give the Atlassian account email of the API token (app passwords, which went with a user name, no longer work).');
    }
    if (problems.length > 0 ||
        apiUrl === undefined ||
        workspace === undefined ||
        repo === undefined) {
        throw new _review_platform_descriptor_js__WEBPACK_IMPORTED_MODULE_2__/* .RunRefused */ .A(problems, problem === undefined ? undefined : _descriptor_js__WEBPACK_IMPORTED_MODULE_3__/* .TOKEN_SET_UP */ .Xi);
    }
    const build = env.BITBUCKET_BUILD_NUMBER ?? '';
    const runUrl = /^\d{1,12}$/.test(build) && apiUrl === _descriptor_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_API_URL */ .rK
        ? `https://bitbucket.org/${workspace}/${repo}/pipelines/results/${build}`
        : '';
    return {
        token,
        context: {
            apiUrl,
            workspace,
            slug: repo,
            repositoryUuid: uuid === '' ? '' : uuid.toLowerCase(),
            ...(pullRequestId === undefined ? {} : { pullRequestId }),
            ...(commit === undefined ? {} : { commit }),
            email,
            mode,
            runUrl
        }
    };
}
/**
 * The token: `--bitbucket-token-file` (one line break at its end ignored), else
 * APPETIZE_BITBUCKET_TOKEN. Never an option's value (`--bitbucket-token` is refused).
 */
async function readToken({ command, values, env, cwd }) {
    const file = values.get('bitbucket-token-file');
    let token = env.APPETIZE_BITBUCKET_TOKEN ?? '';
    let where = 'APPETIZE_BITBUCKET_TOKEN';
    if (file !== undefined) {
        try {
            token = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, file), 'utf8')).replace(/\r?\n$/, '');
        }
        catch (error) {
            const code = error.code ?? error.message;
            return {
                token: '',
                problem: `--bitbucket-token-file names ${JSON.stringify(file)}, which cannot be read (${code}).`
            };
        }
        where = '--bitbucket-token-file';
        if (token === '')
            return {
                token,
                problem: `--bitbucket-token-file names ${JSON.stringify(file)}, which is empty.`
            };
    }
    if (token === '')
        return {
            token,
            problem: `No Bitbucket token for ${command}: set ${_descriptor_js__WEBPACK_IMPORTED_MODULE_3__/* .BITBUCKET_TOKEN_SOURCES */ .zB.replace(' or ', ' (with APPETIZE_BITBUCKET_EMAIL for an API token), or give ')}.`
        };
    const bad = /[^\x21-\x7e]/.exec(token);
    if (bad === null)
        return { token };
    return {
        token,
        problem: `The Bitbucket token (${where}) holds a character that cannot be sent in a header at position ${bad.index + 1}: copy it again, without spaces or line breaks.`
    };
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


/***/ })

};
;
//# sourceMappingURL=713.index.cjs.js.map