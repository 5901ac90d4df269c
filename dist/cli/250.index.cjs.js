"use strict";
exports.id = 250;
exports.ids = [250];
exports.modules = {

/***/ 6250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/cli/command-line.ts + 1 modules
var command_line = __webpack_require__(1768);
// EXTERNAL MODULE: ./src/cli/commands.ts
var commands = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/cli/core-adapter.ts + 18 modules
var core_adapter = __webpack_require__(2842);
;// CONCATENATED MODULE: ./src/cli/gitlab-messages.ts
/**
 * What `preview` and `sweep` say about GitLab CI's variables, their options and the GitLab token,
 * before anything is sent. A value from the environment is outside text: quoted as JSON, never a
 * token's. GitLab's pages: https://docs.gitlab.com/ci/variables/predefined_variables/,
 * https://docs.gitlab.com/ci/pipelines/merge_request_pipelines/,
 * https://docs.gitlab.com/user/project/settings/project_access_tokens/.
 */
/** Where the GitLab token comes from, for messages. */
const GITLAB_TOKEN_SOURCES = 'APPETIZE_GITLAB_TOKEN, GITLAB_TOKEN or --gitlab-token-file';
/** The `rules:` entry that makes a job run in merge request pipelines only. */
const MERGE_REQUEST_RULE = 'rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event"';
/** How to make the token, and store it so that merge request pipelines get it. */
const TOKEN_SET_UP = "Create a project access token (the project's Settings → Access tokens) with the api scope and the Developer role, or use a group or personal access token with the api scope; store it as the CI/CD variable APPETIZE_GITLAB_TOKEN (Settings → CI/CD → Variables), masked and not protected (Masked on and Protected off), since merge request pipelines get no protected variables.";
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
    return `No GitLab token: ${command} writes merge request notes, which needs a token with the api scope from ${GITLAB_TOKEN_SOURCES}. Nothing was sent.`;
}
/** Only CI_JOB_TOKEN: it cannot write notes (gitlab-org/gitlab#464591). */
function jobTokenOnly(command) {
    return `No GitLab token: only CI_JOB_TOKEN is set, and a CI job token cannot write merge request notes (https://gitlab.com/gitlab-org/gitlab/-/issues/464591), which ${command} does: it needs a token with the api scope from ${GITLAB_TOKEN_SOURCES}. Nothing was sent.`;
}
/**
 * No GitLab token in a fork's merge request pipeline.
 *
 * @param iid the merge request, when known
 */
function forkWithoutToken(iid) {
    const which = iid === undefined ? 'The merge request' : `Merge request !${iid}`;
    return `No GitLab token: ${which} comes from a fork, and a pipeline that runs in the fork is given none of the parent project's CI/CD variables, so ${GITLAB_TOKEN_SOURCES} is empty. Nothing was sent.`;
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

;// CONCATENATED MODULE: ./src/cli/gitlab-values.ts
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

;// CONCATENATED MODULE: ./src/cli/gitlab-target.ts
/**
 * Which GitLab merge request `preview` works on, or which project `sweep` cleans up, and the
 * token both work with: GitLab CI's predefined variables
 * (https://docs.gitlab.com/ci/variables/predefined_variables/), each overridden by its option
 * (or that option's `APPETIZE_` variable). Every value is checked before any request is sent,
 * and every problem is reported together.
 */






/**
 * Resolves the target and the token of `preview` or `sweep`.
 *
 * @param cwd the folder a relative `--gitlab-token-file` starts from
 * @throws UsageError with every problem found: not a merge request pipeline (preview, unless
 *   the options name the merge request), a value missing or malformed, no token (a CI job token
 *   alone, a fork's pipeline), a token that cannot be sent
 */
async function readGitLabRun(commandLine, env, cwd) {
    const { command, values } = commandLine;
    const preview = command === 'preview';
    const mode = values.get('delete') === 'true' ? 'stop' : 'deploy';
    const given = (flag, ...variables) => {
        const option = values.get(flag);
        if (option !== undefined) {
            return { value: option, where: `--${flag} (${(0,commands/* variableOf */.Qn)(flag)})`, byOption: true };
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
                problems.push(missingGitLabValue(flag, (0,commands/* variableOf */.Qn)(flag), variables));
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
    const { token, problem, advice } = await readToken(commandLine, env, cwd, mergeRequestIid);
    // The cause first (the pipeline), then the token, then each value.
    if (problem !== undefined)
        problems.splice(wrongPipeline === undefined ? 0 : 1, 0, problem);
    if (problems.length > 0 || apiUrl === undefined || project === undefined) {
        throw new command_line/* UsageError */.e(problems, advice);
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
/**
 * The token: `--gitlab-token-file` (one line break at its end ignored), else
 * APPETIZE_GITLAB_TOKEN, else GITLAB_TOKEN. Without one, the problem says why it may be missing
 * (a fork's pipeline, a CI job token alone) and the advice what to do.
 */
async function readToken({ command, values }, env, cwd, iid) {
    const file = values.get('gitlab-token-file');
    let token;
    let where;
    if (file !== undefined) {
        token = (await readTokenFile(file, cwd)).replace(/\r?\n$/, '');
        if (token === '')
            return { token, problem: emptyTokenFile(file), advice: TOKEN_SET_UP };
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
        return { token, problem, advice: inGitLabCi(env) ? TOKEN_SET_UP : TOKEN_AT_A_TERMINAL };
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
/** @throws UsageError naming the file when it cannot be read */
async function readTokenFile(path, cwd) {
    try {
        return await (0,promises_.readFile)((0,external_node_path_.resolve)(cwd, path), 'utf8');
    }
    catch (error) {
        const code = error.code ?? error.message;
        throw new command_line/* UsageError */.e(`--gitlab-token-file (${(0,commands/* variableOf */.Qn)('gitlab-token-file')}) names ${JSON.stringify(path)}, which cannot be read (${code}).`);
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

;// CONCATENATED MODULE: ./src/cli/result-format.ts
/**
 * The result on stdout: one JSON object, or `APPETIZE_<NAME>=value` lines that both a POSIX
 * shell (`set -a; . file`) and GitLab's dotenv report read
 * (https://docs.gitlab.com/ci/variables/dotenv_variables/). Neither can hold a line the GitHub
 * runner or a terminal would read as a command: no `::` at a line's start, no `##[`, no control
 * character (https://docs.github.com/actions/reference/workflow-commands-for-github-actions).
 */
/** The output formats of `--output`. */
const OUTPUT_FORMATS = ['json', 'dotenv'];
/** Results whose text is JSON (a list or an object): a JSON result holds them as values. */
const JSON_RESULTS = new Set([
    'ipv4',
    'ipv4Added',
    'ipv4Removed',
    'ipv4Aggregated',
    'ipv4Files',
    'deviceLinks',
    'deviceList',
    'sweptPreviews'
]);
/** Results that are numbers or booleans. */
const SCALAR_RESULTS = new Set(['versionCode', 'ipv4Count', 'ipv4Changed', 'deleted']);
/**
 * The results as one JSON object on one line: lists, numbers and booleans as JSON values, the
 * rest as strings; empty results (what did not happen) left out. Every character outside
 * printable ASCII, and the `#` of `##[`, is written as a `\u` escape.
 *
 * @param results result name → value, as the core set them
 */
function formatJson(results) {
    const object = {};
    for (const [name, value] of Object.entries(results)) {
        if (value === '')
            continue;
        object[name] = JSON_RESULTS.has(name) || SCALAR_RESULTS.has(name) ? JSON.parse(value) : value;
    }
    const text = JSON.stringify(object)
        .replace(/[^\x20-\x7e]/g, character => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/##\[/g, '#\\u0023[');
    return `${text}\n`;
}
/** `publicKey` → `APPETIZE_PUBLIC_KEY`, `ipv4Sha256` → `APPETIZE_IPV4_SHA256`. */
function dotenvName(name) {
    return `APPETIZE_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}
/** Characters a value may have unquoted: what neither a shell nor GitLab reads specially. */
const PLAIN_VALUE = /^[A-Za-z0-9_.,:/@%+=-]+$/;
/**
 * The results as `APPETIZE_<NAME>=value` lines, empty ones left out. A value of plain
 * characters (a publicKey, a URL, a number) is written as it is, which GitLab and a shell read
 * alike; any other is single-quoted for the shell (GitLab keeps quotes as part of the value).
 * Within the quotes, `'` is written `'\''`, `##[` is split into `'#''#['`, and each line break
 * (any a reader may take for one) closes the quotes and is written `"<line break>"`, so every
 * following line starts with `"`.
 *
 * @throws Error for a value with a NUL character, which no environment variable can hold
 */
function formatDotenv(results) {
    const lines = [];
    for (const [name, value] of Object.entries(results)) {
        if (value === '')
            continue;
        if (value.includes('\0'))
            throw new Error(`The result ${name} holds a NUL character.`);
        lines.push(`${dotenvName(name)}=${PLAIN_VALUE.test(value) ? value : shellQuoted(value)}`);
    }
    return lines.map(line => `${line}\n`).join('');
}
/** A value as a POSIX shell word, quoted as formatDotenv describes. */
function shellQuoted(value) {
    return value
        .split(/(\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029])/)
        .map((part, index) => index % 2 === 1 ? `"${part}"` : `'${part.replace(/'/g, `'\\''`).replace(/##\[/g, `#''#[`)}'`)
        .join('');
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/cli/upload-progress.ts

/** Without a terminal, a line at least this often (ms), so a log shows a long upload is alive. */
const LINE_EVERY_MS = 30_000;
/** A terminal's bar is redrawn at most this often (ms). */
const REDRAW_EVERY_MS = 100;
const BAR_WIDTH = 24;
/**
 * Shows how far an upload is on stderr: on a terminal, a bar redrawn in place; otherwise a line
 * at each tenth of the build (when its size is known) and every 30 s, and a last line when it is
 * sent. It listens beside the request's consumer, so it costs no copy.
 *
 * @param totalBytes the build's size; undefined for a zip made on the fly
 * @returns the same stream
 */
function watchUpload(stream, totalBytes, target) {
    const started = target.now();
    let sent = 0;
    let lastShown = started;
    let lastTenth = 0;
    stream.on('data', (chunk) => {
        sent += chunk.length;
        const time = target.now();
        if (target.tty) {
            if (time - lastShown < REDRAW_EVERY_MS)
                return;
            lastShown = time;
            target.write(`\r${bar(sent, totalBytes, time - started)}\x1b[K`);
            return;
        }
        const tenth = totalBytes ? Math.floor((sent / totalBytes) * 10) : 0;
        if ((tenth > lastTenth && tenth < 10) || time - lastShown >= LINE_EVERY_MS) {
            lastTenth = Math.max(lastTenth, tenth);
            lastShown = time;
            target.write(`${(0,core_adapter/* describeProgress */.vk)(sent, totalBytes, time - started)}\n`);
        }
    });
    stream.on('end', () => {
        const elapsed = target.now() - started;
        const last = `${(0,core_adapter/* describeProgress */.vk)(sent, totalBytes ?? sent, elapsed)}, done`;
        target.write(target.tty ? `\r${last}\x1b[K\n` : `${last}\n`);
    });
    return stream;
}
/** "[##########..............]  42%  12.3 MiB of 29.0 MiB, 8.1 MiB/s" */
function bar(sent, total, elapsedMs) {
    const rate = elapsedMs > 0 ? `, ${(0,core_adapter/* formatBytes */.z3)((sent / elapsedMs) * 1000)}/s` : '';
    if (!total)
        return `Uploading: ${(0,core_adapter/* formatBytes */.z3)(sent)}${rate}`;
    const fraction = Math.min(1, sent / total);
    const filled = Math.round(fraction * BAR_WIDTH);
    const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
    return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${percent}  ${(0,core_adapter/* formatBytes */.z3)(sent)} of ${(0,core_adapter/* formatBytes */.z3)(total)}${rate}`;
}

;// CONCATENATED MODULE: ./src/cli/words.ts
/**
 * The command line's words for the core's messages (src/shared/message.ts): an input is the
 * option that gives it (`--max-attempts`; an input error's title adds its variable,
 * `--max-attempts (APPETIZE_MAX_ATTEMPTS)`), advice speaks
 * of running the command again. The tables are complete by type: a new input or kind of advice
 * does not compile until it has words here.
 */


/** Where the API token comes from. */
const TOKEN_SOURCES = 'APPETIZE_API_TOKEN or --api-token-file';
/**
 * The option of each input; undefined for the action's inputs that no option gives (the
 * commands `preview` and `sweep` stand for the inputs of those names; the review platform's
 * token is the GitLab token).
 */
const OPTION_OF_INPUT = {
    apiToken: undefined,
    publicKey: 'public-key',
    url: 'url',
    file: 'file',
    platform: 'platform',
    fileType: 'file-type',
    note: 'note',
    settings: 'settings',
    ipBlocks: undefined,
    baseUrl: 'base-url',
    privateInstanceUrl: 'private-instance-url',
    maxAttempts: 'max-attempts',
    requestTimeout: 'request-timeout',
    dryRun: 'dry-run',
    preview: undefined,
    previewName: 'preview-name',
    comment: undefined,
    githubToken: undefined,
    deploymentEnvironment: undefined,
    devices: 'devices',
    linkParams: 'link-params',
    sweep: undefined,
    previewTtl: 'preview-ttl',
    keepLabel: 'keep-label',
    sweepMaxDeletes: 'sweep-max-deletes',
    pullRequest: undefined,
    previousIpv4: 'previous-ipv4',
    ipv4MinCount: 'ipv4-min-count',
    ipv4MaxRemoved: 'ipv4-max-removed',
    ipv4Formats: 'ipv4-formats',
    ipv4Directory: 'ipv4-directory',
    ipv4MaxEntries: 'ipv4-max-entries'
};
const ADVICE = {
    'invalid-input': 'Fix the option; nothing was sent to the service.',
    'build-unreadable': 'Check that the build was written completely and that the file can be read; nothing more was sent.',
    'bad-request': 'Fix the field the service names, in --settings or in its own option.',
    unauthorized: `Check the API token (${TOKEN_SOURCES}): create one under Organization → API Token on the dashboard.`,
    forbidden: 'Use an API token of the organization that owns the app.',
    'not-found': "Check the <publicKey> argument (or --public-key) against the app's page on the dashboard, that the token belongs to the app's organization, and --base-url or --private-instance-url if you set them.",
    'not-the-api': "This address does not look like the service's API: check --base-url (or --private-instance-url, for a private instance). Running the command again does not help.",
    'rate-limited': 'The service asked to slow down: run the command again later, or raise --max-attempts.',
    'server-error': 'The service had a problem that may pass: run the command again. If it keeps happening, raise --max-attempts.',
    unreachable: 'Check the host in --base-url or --private-instance-url and the network and proxy (HTTPS_PROXY, NO_PROXY); after a passing outage, run the command again.',
    'untrusted-certificate': "Trust the server's CA with NODE_EXTRA_CA_CERTS (a PEM file), or fix the host in --base-url or --private-instance-url so that it matches the certificate. Running the command again does not help.",
    'not-tls': 'The server does not speak TLS there: check the scheme (https:// or http://) and the port of --base-url or --private-instance-url.',
    'timed-out': 'Raise --request-timeout if the service or the upload is slow, or run the command again if the network was briefly slow.',
    'malformed-answer': 'The service sent an answer that cannot be trusted, so nothing was printed from it. Try again later; if it persists, check --base-url or --private-instance-url and any proxy in between.',
    'redirect-refused': 'Point --base-url or --private-instance-url at the API host itself, so that no redirect to another origin is needed.',
    'answer-lost': 'The service may have applied the change: check the app on the dashboard before running the command again, which would apply it again.',
    'outcome-unknown': 'An app may have been created that nothing records: look for it on the dashboard and delete it before creating another.',
    'review-refused': `GitLab refused the token (${GITLAB_TOKEN_SOURCES}): give it the api scope and at least the Developer role on the merge request's project.`,
    'review-unavailable': 'GitLab had a problem that may pass: run the command again.',
    'guard-rail': 'Nothing was printed, so a firewall fed from the result keeps its rules.',
    unexpected: 'Run the command again with --verbose for details, and report the problem if it persists.',
    'build-first': 'Build it first',
    workspace: 'the current folder',
    'review-token': 'set APPETIZE_GITLAB_TOKEN (or GITLAB_TOKEN), or give --gitlab-token-file <path>',
    'review-permission': `Check the GitLab token (${GITLAB_TOKEN_SOURCES}): a project, group or personal access token, neither revoked nor expired, with what the message names (the api scope, at least the Developer role on the merge request's project).`,
    'nothing-published': 'nothing was printed',
    'firewall-kept': 'A firewall fed from the result keeps its rules.',
    rerun: 'run the command again'
};
/**
 * An input as the command line names it in a sentence: `--max-attempts`; with `variable`, as an
 * error's title names it: `--max-attempts (APPETIZE_MAX_ATTEMPTS)`.
 *
 * @param given the option that gave it instead of its own (`settings-file`)
 */
function optionWords(name, given, variable = false) {
    if (name === 'apiToken')
        return `the API token (${TOKEN_SOURCES})`;
    if (name === 'githubToken')
        return `the GitLab token (${GITLAB_TOKEN_SOURCES})`;
    if (name === 'preview' || name === 'sweep')
        return `appetize-deploy ${name}`;
    const flag = given ?? OPTION_OF_INPUT[name];
    if (flag === undefined)
        return name;
    return variable ? `--${flag} (${(0,commands/* variableOf */.Qn)(flag)})` : `--${flag}`;
}
/**
 * The command line's words for one run.
 *
 * @param given which option gave an input instead of its own: `{ settings: 'settings-file' }`
 */
function terminalWords(given = {}) {
    const inputs = Object.fromEntries(Object.keys(OPTION_OF_INPUT).map(name => [
        name,
        optionWords(name, given[name])
    ]));
    return {
        inputs,
        advice: ADVICE,
        key: (input, key) => `${key} in ${input}`,
        invalidInput: name => `Invalid ${optionWords(name, given[name], true)}`,
        fixInput: name => fixOption(name, given[name]),
        // The review platform of the command line's `preview` and `sweep` is GitLab.
        titles: { 'review-refused': 'GitLab refused', 'review-unavailable': 'GitLab unavailable' }
    };
}
/** What to do about an input error: fix the option or its variable (or the file it names). */
function fixOption(name, given) {
    if (name === 'apiToken') {
        return `Copy the token from Organization → API Token on the dashboard into ${TOKEN_SOURCES}; nothing was sent to the service.`;
    }
    if (name === 'githubToken')
        return TOKEN_SET_UP;
    const flag = given ?? OPTION_OF_INPUT[name];
    if (flag?.endsWith('-file')) {
        return `Fix the file that --${flag} (or ${(0,commands/* variableOf */.Qn)(flag)}) names; nothing was sent to the service.`;
    }
    const where = flag ? `--${flag} (or ${(0,commands/* variableOf */.Qn)(flag)})` : 'the command line';
    return `Fix ${where}; nothing was sent to the service.`;
}

;// CONCATENATED MODULE: ./src/cli/terminal-host.ts




/**
 * The core's Host at a terminal or in any CI system's log: every line goes to stderr, scrubbed
 * of every registered secret in all its forms, its references worded with options
 * (src/cli/words.ts), and made one line that no runner reads as a command and no terminal as an escape sequence.
 * Results are kept for stdout; there is no job summary and no GitHub run.
 */
class TerminalHost {
    workspace;
    /** The results the run set, by name (only once every operation succeeded). */
    results = {};
    /** The failure the run ended with, as reported. */
    failure;
    /** The run's one Redactor (handed to runAction too). */
    redactor = new core_adapter/* Redactor */.pO();
    words;
    options;
    constructor(options) {
        this.options = options;
        this.workspace = options.workspace;
        this.words = terminalWords(options.given);
    }
    /** A text in the command line's words, made safe: secrets hidden, one line, no command. */
    safe(text) {
        return (0,core_adapter.neutraliseCommands)(this.redactor.scrub((0,core_adapter/* render */.XX)(text, this.words)));
    }
    /** The run's secrets hidden in any text (the result, before it goes to stdout). */
    scrub(text) {
        return this.redactor.scrub(text);
    }
    info(line) {
        this.print(this.safe(line));
    }
    debug(line) {
        if (this.options.verbose)
            this.print(`debug: ${this.safe(line)}`);
    }
    notice(message, title) {
        this.print(`${title === undefined ? '' : `${this.safe(title)}: `}${this.safe(message)}`);
    }
    warning(message, title) {
        const label = this.style('yellow', 'warning');
        this.print(`${label}: ${title === undefined ? '' : `${this.safe(title)}: `}${this.safe(message)}`);
    }
    error(message, title) {
        const label = this.style('red', 'error');
        this.print(`${label}: ${title === undefined ? '' : `${this.safe(title)}: `}${this.safe(message)}`);
    }
    /**
     * Prints the failure in the command line's words, with what to do: every input error of the
     * run a line each (naming its option and variable), then how to fix each.
     */
    reportFailure(failure) {
        this.failure = failure;
        const { missingToken } = this.options;
        const noToken = missingToken !== undefined &&
            (failure instanceof core_adapter/* InputErrors */.G ? failure.errors : [failure]).some(one => one instanceof core_adapter/* InputError */.dz && one.input === 'apiToken');
        const error = this.style('red', 'error');
        const advice = new Set();
        if (noToken) {
            this.print(`${error}: No API token: ${this.safe(missingToken)}`);
            advice.add('Copy a token from Organization → API Token on the dashboard; nothing was sent to the service.');
        }
        for (const report of (0,core_adapter/* failureReports */.w5)(failure, this.words)) {
            if (noToken && report.title === this.words.invalidInput('apiToken'))
                continue;
            this.print(`${error}: ${this.safe(report.title)}: ${this.safe(report.message)}`);
            advice.add(this.safe(report.advice));
        }
        for (const line of advice)
            this.print(`What to do: ${line}`);
    }
    group(title, work) {
        this.print(this.style('bold', `${this.safe(title)}`));
        return work();
    }
    /** A block (a dry run's request) line by line, indented, each line made safe. */
    showBlock(text) {
        for (const line of this.redactor.scrub(text).split(/\r\n|\n|\r/)) {
            this.print(`  ${(0,core_adapter.neutraliseCommands)(line)}`);
        }
    }
    mask(secret) {
        this.redactor.add(secret);
    }
    setOutput(name, value) {
        this.results[name] = this.redactor.scrub(value);
    }
    writeSummary() {
        // A terminal has no job summary: the log and the result say it all.
    }
    /** Upload progress: a bar on a terminal, else a line each tenth and every 30 s. */
    watchUpload = (stream, totalBytes) => watchUpload(stream, totalBytes, {
        tty: this.options.tty,
        now: () => Date.now(),
        // Progress text is made of numbers only: nothing in it to scrub or escape.
        write: text => this.options.write(text)
    });
    now() {
        return Date.now();
    }
    sleep(ms) {
        return new Promise(resolve => setTimeout(resolve, ms));
    }
    random() {
        return Math.random();
    }
    print(line) {
        this.options.write(`${line}\n`);
    }
    style(format, text) {
        // NO_COLOR and the terminal were checked once (TerminalOptions.colour); styleText would
        // otherwise check stdout, which carries the result.
        return this.options.colour ? (0,external_node_util_.styleText)(format, text, { validateStream: false }) : text;
    }
}

;// CONCATENATED MODULE: ./src/cli/run-command.ts









/** Sent to the service, so that its logs tell the tool's requests from the action's. */
const USER_AGENT = `appetize-deploy/${package_0/* version */.rE}`;
/**
 * Runs one command through the core: the options become the action's inputs, the command's
 * plan is made and run, and on success the results go to stdout in the chosen format.
 *
 * @returns the exit status
 * @throws UsageError for a file that cannot be read, conflicting options
 *   or an unknown output format: found before anything is sent
 */
async function runCommand(commandLine, io) {
    const { command, values } = commandLine;
    const format = (values.get('output') ?? 'json');
    if (!OUTPUT_FORMATS.includes(format)) {
        throw new command_line/* UsageError */.e(`--output (${(0,commands/* variableOf */.Qn)('output')}) must be json or dotenv, got ${JSON.stringify(format)}.`);
    }
    // Which merge request, and GitLab's token: every problem found before anything is sent.
    const gitlab = command === 'preview' || command === 'sweep'
        ? await readGitLabRun(commandLine, io.env, io.cwd)
        : undefined;
    const { inputs, given, missingApp } = await inputsOf(commandLine, io, gitlab);
    const tokenFile = values.get('api-token-file');
    const host = new TerminalHost({
        write: io.stderr,
        tty: io.tty,
        colour: io.tty && !io.env.NO_COLOR && io.env.TERM !== 'dumb',
        verbose: values.get('verbose') === 'true',
        workspace: io.cwd,
        given,
        missingToken: inputs.get('apiToken')?.trim() !== ''
            ? undefined
            : tokenFile === undefined
                ? 'set APPETIZE_API_TOKEN or give --api-token-file <path> (a file only you can read).'
                : `--api-token-file (${(0,commands/* variableOf */.Qn)('api-token-file')}) names ${JSON.stringify(tokenFile)}, which is empty.`
    });
    // Hidden before anything is sent: Node's trace (NODE_DEBUG=net) prints the proxy's credentials.
    for (const secret of (0,core_adapter/* proxyCredentials */.FF)(io.env))
        host.mask(secret);
    if (gitlab)
        host.mask(gitlab.token);
    const read = name => (inputs.get(name) ?? '').trim();
    io.onScrub?.(text => host.scrub(text));
    const commandPlanner = command === 'create'
        ? core_adapter/* planCreate */._1
        : command === 'delete'
            ? core_adapter/* planDelete */.xO
            : command === 'devices'
                ? core_adapter/* planDeviceList */.Se
                : undefined;
    const planner = missingApp === undefined ? commandPlanner : refusingWithoutApp(missingApp, commandPlanner);
    const outcome = await (0,core_adapter/* runAction */.Cs)(read, host, {
        redactor: host.redactor,
        planner,
        review: gitlab && (await gitLabReview(gitlab)),
        userAgent: USER_AGENT
    });
    if (!outcome.succeeded)
        return outcome.failure?.kind === 'invalid-input' ? 2 : 1;
    const results = host.results;
    io.stdout(host.scrub(format === 'json' ? formatJson(results) : formatDotenv(results)));
    return 0;
}
/**
 * GitLab's side of the review port, loaded only by `preview` and `sweep` (a chunk of its own).
 */
async function gitLabReview({ target }) {
    const { gitLabReviewPort } = await __webpack_require__.e(/* import() */ 671).then(__webpack_require__.bind(__webpack_require__, 2671));
    return gitLabReviewPort(target);
}
/**
 * The action's inputs, by name, from the options: `--file-type` gives `fileType`; the token from
 * `--api-token-file` or APPETIZE_API_TOKEN; `--settings-file` and `--previous-ipv4 @path` read;
 * `preview` and `sweep` as the inputs of those names, with the GitLab token.
 * `given` names the options that gave an input instead of its own, for messages.
 */
async function inputsOf(commandLine, io, gitlab) {
    const { command, values, sources } = commandLine;
    const inputs = new Map();
    const given = {};
    for (const [flag, value] of values) {
        inputs.set(flag.replace(/-([a-z0-9])/g, (_dash, letter) => letter.toUpperCase()), value);
    }
    const tokenFile = values.get('api-token-file');
    inputs.set('apiToken', tokenFile === undefined
        ? (io.env.APPETIZE_API_TOKEN ?? '')
        : (await readOptionFile('api-token-file', tokenFile, io.cwd)).replace(/\r?\n$/, ''));
    const settingsFile = values.get('settings-file');
    if (settingsFile !== undefined) {
        if (values.has('settings') && sources.get('settings') === sources.get('settings-file')) {
            throw new command_line/* UsageError */.e(`--settings and --settings-file (${(0,commands/* variableOf */.Qn)('settings')}, ${(0,commands/* variableOf */.Qn)('settings-file')}) were both given: give the settings once.`);
        }
        if (!values.has('settings') || sources.get('settings-file') === 'command line') {
            inputs.set('settings', await readOptionFile('settings-file', settingsFile, io.cwd));
            given.settings = 'settings-file';
        }
    }
    const previous = values.get('previous-ipv4');
    if (previous?.startsWith('@')) {
        inputs.set('previousIpv4', await readOptionFile('previous-ipv4', previous.slice(1), io.cwd));
    }
    let missingApp;
    if (command === 'update' || command === 'delete') {
        const publicKey = commandLine.argument ?? values.get('public-key') ?? '';
        inputs.set('publicKey', publicKey);
        if (publicKey.trim() === '') {
            missingApp = `${command} needs the app: appetize-deploy ${command} <publicKey>, or --public-key (${(0,commands/* variableOf */.Qn)('public-key')}).`;
        }
    }
    else
        inputs.delete('publicKey');
    inputs.set('ipBlocks', String(command === 'ips'));
    // The merge request's preview, or a sweep of the project's: the action's inputs of those names,
    // with the GitLab token as the review platform's (`githubToken`, a secret input).
    inputs.set('preview', String(command === 'preview'));
    inputs.set('sweep', String(command === 'sweep'));
    if (gitlab)
        inputs.set('githubToken', gitlab.token);
    return { inputs, given, missingApp };
}
/**
 * A plan that refuses a run without its app (`update` or `delete` with neither `<publicKey>` nor
 * `--public-key`), after gathering the plan's other input errors, so that one run names every
 * input error, one line each, and sends nothing. The plan's own publicKey errors (it reads an
 * empty one as a new app) give way to this one.
 *
 * @param text what is missing and how to give it
 * @throws always: InputError for publicKey, or InputErrors with the plan's errors
 */
function refusingWithoutApp(text, planner) {
    return async (inputs, workspace) => {
        const missing = new core_adapter/* InputError */.dz('publicKey', text);
        const errors = [missing];
        try {
            await (planner ?? core_adapter/* planRun */.nY)(inputs, workspace);
        }
        catch (error) {
            if (!(error instanceof core_adapter/* InputError */.dz || error instanceof core_adapter/* InputErrors */.G))
                throw error;
            const found = error instanceof core_adapter/* InputErrors */.G ? error.errors : [error];
            errors.push(...found.filter(other => other.input !== 'publicKey'));
        }
        throw errors.length === 1 ? missing : new core_adapter/* InputErrors */.G(errors);
    };
}
/** A file an option names, as text, relative paths from the working folder. */
async function readOptionFile(flag, path, cwd) {
    try {
        return await (0,promises_.readFile)((0,external_node_path_.resolve)(cwd, path), 'utf8');
    }
    catch (error) {
        const code = error.code ?? error.message;
        throw new command_line/* UsageError */.e(`--${flag} (${(0,commands/* variableOf */.Qn)(flag)}) names ${JSON.stringify(path)}, which cannot be read (${code}).`);
    }
}


/***/ })

};
;
//# sourceMappingURL=250.index.cjs.js.map