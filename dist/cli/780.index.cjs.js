"use strict";
exports.id = 780;
exports.ids = [780];
exports.modules = {

/***/ 780:
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
// EXTERNAL MODULE: ./src/cli/platform-choice.ts
var platform_choice = __webpack_require__(1411);
// EXTERNAL MODULE: ./src/cli/platforms.ts + 1 modules
var platforms = __webpack_require__(1918);
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
/**
 * A value written unquoted: characters that neither a POSIX shell's assignment (`NAME=value`:
 * no splitting at them, no expansion, no quote, no escape) nor GitLab reads specially, and `#`
 * after the first of them (a shell starts a comment only at a word's start). Everything else
 * (a space, `$`, a quote, a backslash, a line break, `~`, `*`, `?`, `[`, `&`, `;`, `|`, `<`,
 * `>`, `(`, `)`, `!`, `{`, `}`, a leading `#`, any non-ASCII character) is quoted.
 * https://pubs.opengroup.org/onlinepubs/9799919799/utilities/V3_chap02.html#tag_19_02
 */
const PLAIN_VALUE = /^[A-Za-z0-9_.,:/@%+=-][A-Za-z0-9_.,:/@%+=#-]*$/;
/**
 * The results as `APPETIZE_<NAME>=value` lines, empty ones left out. A value a shell would
 * neither split nor expand (a publicKey, a number, a URL, `…/merge_requests/7#note_12` too) is
 * written as it is, which GitLab and a shell read alike; any other is single-quoted for the
 * shell (GitLab keeps quotes as part of the value).
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
    pullRequest: 'pull-request',
    previousIpv4: 'previous-ipv4',
    ipv4MinCount: 'ipv4-min-count',
    ipv4MaxRemoved: 'ipv4-max-removed',
    ipv4Formats: 'ipv4-formats',
    ipv4Directory: 'ipv4-directory',
    ipv4MaxEntries: 'ipv4-max-entries'
};
/**
 * The review platform's words where none was chosen (a command other than `preview` and
 * `sweep`, which never meets the review platform).
 */
const NO_PLATFORM = {
    name: 'review platform',
    words: {
        tokenSources: 'preview and sweep only',
        tokenHow: "give the review platform's token",
        tokenSetUp: "Give the review platform's token.",
        refused: 'The review platform refused the token.',
        unavailable: 'The review platform had a problem that may pass: run the command again.',
        permission: "Check the review platform's token.",
        ci: 'CI',
        help: []
    }
};
/** What to do, for each kind of advice; the review platform's in its descriptor's words. */
const adviceOf = (platform) => ({
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
    'not-tls': 'Check the scheme (https:// or http://) and the port of --base-url or --private-instance-url.',
    'timed-out': 'Raise --request-timeout if the service or the upload is slow, or run the command again if the network was briefly slow.',
    'malformed-answer': 'The service sent an answer that cannot be trusted, so nothing was printed from it. Try again later; if it persists, check --base-url or --private-instance-url and any proxy in between.',
    'redirect-refused': 'Point --base-url or --private-instance-url at the API host itself, so that no redirect to another origin is needed.',
    'answer-lost': 'The service may have applied the change: check the app on the dashboard before running the command again, which would apply it again.',
    'outcome-unknown': 'An app may have been created that nothing records: look for it on the dashboard and delete it before creating another.',
    'review-refused': platform.refused,
    'review-unavailable': platform.unavailable,
    'guard-rail': 'Nothing was printed, so a firewall fed from the result keeps its rules.',
    unexpected: 'Run the command again with --verbose for details, and report the problem if it persists.',
    'build-first': 'Build it first',
    workspace: 'the current folder',
    'review-token': platform.tokenHow,
    'review-permission': platform.permission,
    'nothing-published': 'nothing was printed',
    'firewall-kept': 'A firewall fed from the result keeps its rules.',
    rerun: 'run the command again'
});
/**
 * An input as the command line names it in a sentence: `--max-attempts`; with `variable`, as an
 * error's title names it: `--max-attempts (APPETIZE_MAX_ATTEMPTS)`.
 *
 * @param given the option that gave it instead of its own (`settings-file`)
 */
function optionWords(name, given, platform, variable = false) {
    if (name === 'apiToken')
        return `the API token (${TOKEN_SOURCES})`;
    if (name === 'githubToken')
        return `the ${platform.name} token (${platform.words.tokenSources})`;
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
 * @param descriptor the review platform `preview` or `sweep` works on (its words); none for
 *   the other commands
 */
function terminalWords(given = {}, descriptor) {
    const platform = descriptor?.words === undefined
        ? NO_PLATFORM
        : { name: descriptor.terms.name, words: descriptor.words };
    const inputs = Object.fromEntries(Object.keys(OPTION_OF_INPUT).map(name => [
        name,
        optionWords(name, given[name], platform)
    ]));
    return {
        inputs,
        advice: adviceOf(platform.words),
        key: (input, key) => `${key} in ${input}`,
        invalidInput: name => `Invalid ${optionWords(name, given[name], platform, true)}`,
        fixInput: name => fixOption(name, given[name], platform.words),
        titles: {
            'review-refused': `${capitalized(platform.name)} refused`,
            'review-unavailable': `${capitalized(platform.name)} unavailable`
        }
    };
}
/** What to do about an input error: fix the option or its variable (or the file it names). */
function fixOption(name, given, platform) {
    if (name === 'apiToken') {
        return `Copy the token from Organization → API Token on the dashboard into ${TOKEN_SOURCES}; nothing was sent to the service.`;
    }
    if (name === 'githubToken')
        return platform.tokenSetUp;
    const flag = given ?? OPTION_OF_INPUT[name];
    if (flag?.endsWith('-file')) {
        return `Fix the file that --${flag} (or ${(0,commands/* variableOf */.Qn)(flag)}) names; nothing was sent to the service.`;
    }
    const where = flag ? `--${flag} (or ${(0,commands/* variableOf */.Qn)(flag)})` : 'the command line';
    return `Fix ${where}; nothing was sent to the service.`;
}
/** `Review platform` from `review platform`; `GitLab` as it is. */
function capitalized(text) {
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
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
        this.words = terminalWords(options.given, options.platform);
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
    mask(secret, options) {
        this.redactor.add(secret, options);
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
    // Which review platform, which pull request and the platform's token: every problem found
    // before anything is sent.
    const platform = command === 'preview' || command === 'sweep' ? (0,platform_choice/* choosePlatform */.xV)(commandLine, io.env) : undefined;
    const review = platform && (await (0,platform_choice/* readPlatformRun */.vg)(platform, commandLine, io.env, io.cwd));
    const { inputs, given, missingApp } = await inputsOf(commandLine, io, review);
    const tokenFile = values.get('api-token-file');
    const host = new TerminalHost({
        write: io.stderr,
        tty: io.tty,
        colour: io.tty && !io.env.NO_COLOR && io.env.TERM !== 'dumb',
        verbose: values.get('verbose') === 'true',
        workspace: io.cwd,
        given,
        platform: platform?.descriptor,
        missingToken: inputs.get('apiToken')?.trim() !== ''
            ? undefined
            : tokenFile === undefined
                ? 'set APPETIZE_API_TOKEN or give --api-token-file <path> (a file only you can read).'
                : `--api-token-file (${(0,commands/* variableOf */.Qn)('api-token-file')}) names ${JSON.stringify(tokenFile)}, which is empty.`
    });
    // Hidden before anything is sent: Node's trace (NODE_DEBUG=net) prints the proxy's credentials.
    for (const { secret, options } of (0,core_adapter/* proxyCredentials */.FF)(io.env))
        host.mask(secret, options);
    if (review)
        host.mask(review.token);
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
        review: review?.review,
        userAgent: USER_AGENT
    });
    if (!outcome.succeeded)
        return outcome.failure?.kind === 'invalid-input' ? 2 : 1;
    const results = host.results;
    io.stdout(host.scrub(format === 'json' ? formatJson(results) : formatDotenv(results)));
    return 0;
}
/**
 * The action's inputs, by name, from the options: `--file-type` gives `fileType`; the token from
 * `--api-token-file` or APPETIZE_API_TOKEN; `--settings-file` and `--previous-ipv4 @path` read;
 * `preview` and `sweep` as the inputs of those names, with the review platform's token.
 * `given` names the options that gave an input instead of its own, for messages.
 */
async function inputsOf(commandLine, io, review) {
    const { command, values, sources } = commandLine;
    const inputs = new Map();
    const given = {};
    // A platform's options (`--pull-request`, `--commit` …) name the run's target for its adapter
    // (readPlatformRun), never an input of the action's of the same name (`pullRequest`).
    const platformFlags = new Set(platforms/* PLATFORMS */.P.flatMap(({ descriptor }) => descriptor.options.map(option => option.flag)));
    for (const [flag, value] of values) {
        if (platformFlags.has(flag))
            continue;
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
    // The pull request's preview, or a sweep of the repository's: the action's inputs of those
    // names, with the review platform's token (`githubToken`, a secret input).
    inputs.set('preview', String(command === 'preview'));
    inputs.set('sweep', String(command === 'sweep'));
    if (review)
        inputs.set('githubToken', review.token);
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
//# sourceMappingURL=780.index.cjs.js.map