"use strict";
exports.id = 555;
exports.ids = [555];
exports.modules = {

/***/ 4555:
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
// EXTERNAL MODULE: ./src/cli/core-adapter.ts + 20 modules
var core_adapter = __webpack_require__(767);
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
    'deviceList'
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

;// CONCATENATED MODULE: ./src/cli/wording.ts
/**
 * The core's messages in the command line's words: an action input becomes the option that
 * gives it (`maxAttempts` → `--max-attempts`), and each kind of failure gets advice for a
 * terminal (no workflow file, no "re-run the job").
 */

/** The option that gives each action input the core names in its messages. */
const OPTION_OF_INPUT = {
    publicKey: 'public-key',
    url: 'url',
    file: 'file',
    platform: 'platform',
    fileType: 'file-type',
    note: 'note',
    settings: 'settings',
    devices: 'devices',
    linkParams: 'link-params',
    baseUrl: 'base-url',
    privateInstanceUrl: 'private-instance-url',
    maxAttempts: 'max-attempts',
    requestTimeout: 'request-timeout',
    dryRun: 'dry-run',
    previousIpv4: 'previous-ipv4',
    ipv4MinCount: 'ipv4-min-count',
    ipv4MaxRemoved: 'ipv4-max-removed',
    ipv4Formats: 'ipv4-formats',
    ipv4Directory: 'ipv4-directory',
    ipv4MaxEntries: 'ipv4-max-entries'
};
/** Where the token comes from, named wherever the core says `apiToken`. */
const TOKEN_SOURCES = 'APPETIZE_API_TOKEN or --api-token-file';
/** Inputs whose names are also words or app field names: renamed only in input errors. */
const WORD_INPUTS = [
    'file',
    'url',
    'platform',
    'fileType',
    'note',
    'settings',
    'devices',
    'publicKey'
];
/** The core's phrases about a workflow run, as a terminal says them (after options are named). */
const TERMINAL_PHRASES = [
    [/\bRe-run the job with debug logging enabled\b/g, 'Run the command again with --verbose'],
    [
        /\bbefore re-running, since a re-run applies it again\b/g,
        'before running the command again, which would apply it again'
    ],
    [/\bre-run the job\b/g, 'run the command again'],
    [/\bRe-run the job\b/g, 'Run the command again'],
    [/\bthe runner[’']s network\b/g, 'the network'],
    [/\bany proxy between the runner and the service\b/g, 'any proxy in between'],
    [/\b([Nn])othing was published\b/g, '$1othing was printed'],
    [/\bfed from the outputs\b/g, 'fed from the result'],
    [/\bthe build step wrote the build\b/g, 'the build was written'],
    [/\b([Tt])he action\b/g, '$1he tool'],
    [/\bBuild before this step\b/g, 'Build it first'],
    [/\brelative to the workspace\b/g, 'relative to the current folder'],
    [/\bLeave (--[a-z0-9-]+) empty\b/g, 'Leave out $1']
];
/** Lists of field names or values, which stay as they are: "Known fields: url, note, …". */
const NAME_LISTS = /((?:Known fields|Allowed): [^.]*)/;
/**
 * A core text with the inputs it names as options, and its phrases about a workflow run in a
 * terminal's words. Names that are also English words (`file`, `platform`) are renamed only
 * when `inputError` is true, where they name inputs; never after an article ("a file"), a number
 * or a platform ("3 devices", "iOS devices"), in quotes (`"url"`, a field name) or in a list of
 * known fields.
 *
 * @param given the options that gave inputs instead of their own (`--settings-file`)
 */
function inTerminalWords(text, inputError = false, given = {}) {
    return text
        .split(NAME_LISTS)
        .map((piece, index) => (index % 2 === 1 ? piece : namedAsOptions(piece, inputError, given)))
        .join('');
}
function namedAsOptions(text, inputError, given) {
    const flagOf = (name) => given[name] ?? OPTION_OF_INPUT[name];
    let result = text
        .replace(/\b[Tt]he apiToken secret\b/g, 'The API token')
        .replace(/\bthe (\w+) input\b/g, (whole, name) => flagOf(name) ? `--${flagOf(name)}` : whole)
        .replace(/\bapiToken\b/g, `the API token (${TOKEN_SOURCES})`);
    const names = Object.keys(OPTION_OF_INPUT).filter(name => inputError || !WORD_INPUTS.includes(name));
    const pattern = new RegExp(`(?<![\\w.\\-"])(${names.join('|')})\\b(?![.-]\\w|")`, 'g');
    result = result.replace(pattern, (name, _group, offset) => {
        const before = result.slice(Math.max(0, offset - 8), offset);
        if (WORD_INPUTS.includes(name) && /\b(a|an|the|this|app's|\d+|iOS|Android)\s$/i.test(before)) {
            return name;
        }
        return `--${flagOf(name)}`;
    });
    if (inputError) {
        result = result.replace(/\bsettings\.(\w+)/g, `$1 in --${flagOf('settings')}`);
    }
    // "give --platform: ios" reads as a YAML key: a command line has no colon there.
    result = result.replace(/(--[a-z0-9-]+): (?=[a-z0-9])/g, '$1 ');
    for (const [phrase, words] of TERMINAL_PHRASES)
        result = result.replace(phrase, words);
    return result;
}
/** True when a text still speaks of a workflow run after `inTerminalWords`. */
function speaksOfWorkflow(text) {
    return /workflow|re-?run|\bjobs?\b|permissions:|\$\{\{|\brunner\b|\binputs?\b/i.test(text);
}
/** "Invalid --max-attempts (APPETIZE_MAX_ATTEMPTS)", for an input error's title. */
function invalidOptionTitle(input, given = {}) {
    if (input === 'apiToken')
        return `Invalid API token (${TOKEN_SOURCES})`;
    const flag = given[input] ?? OPTION_OF_INPUT[input];
    return flag ? `Invalid --${flag} (${(0,commands/* variableOf */.Qn)(flag)})` : `Invalid ${input}`;
}
/** What to do about an input error: fix the option or its variable (or the file it names). */
function inputAdvice(input, given = {}) {
    if (input === 'apiToken') {
        return `Copy the token from Organization → API Token on the dashboard into ${TOKEN_SOURCES}; nothing was sent to the service.`;
    }
    const flag = given[input] ?? OPTION_OF_INPUT[input];
    if (flag?.endsWith('-file')) {
        return `Fix the file that --${flag} (or ${(0,commands/* variableOf */.Qn)(flag)}) names; nothing was sent to the service.`;
    }
    const where = flag ? `--${flag} (or ${(0,commands/* variableOf */.Qn)(flag)})` : 'the command line';
    return `Fix ${where}; nothing was sent to the service.`;
}
/**
 * What to do about each kind of failure, at a terminal or in any CI system's job: the kind's
 * own advice in a terminal's words, for a failure that carries no advice of its own or one that
 * speaks of a workflow run.
 */
const FAILURE_ADVICE = {
    'invalid-input': 'Fix the option; nothing was sent to the service.',
    'build-unreadable': 'Check that the build was written completely and that the file can be read; nothing more was sent.',
    'bad-request': 'Fix the field the service names, in --settings or in its own option.',
    unauthorized: `Check the API token (${TOKEN_SOURCES}): create one under Organization → API Token on the dashboard.`,
    forbidden: 'Use an API token of the organization that owns the app.',
    'not-found': "Check the publicKey against the app's page on the dashboard, that the token belongs to the app's organization, and --base-url or --private-instance-url if you set them.",
    'rate-limited': 'The service asked to slow down: run the command again later, or raise --max-attempts.',
    'server-error': 'The service had a problem that may pass: run the command again. If it keeps happening, raise --max-attempts.',
    unreachable: 'Check the host in --base-url or --private-instance-url and the network and proxy (HTTPS_PROXY, NO_PROXY); after a passing outage, run the command again.',
    'timed-out': 'Raise --request-timeout if the service or the upload is slow, or run the command again if the network was briefly slow.',
    'malformed-answer': 'The service sent an answer that cannot be trusted, so nothing was printed from it. Try again later; if it persists, check --base-url or --private-instance-url and any proxy in between.',
    'redirect-refused': 'Point --base-url or --private-instance-url at the API host itself, so that no redirect to another origin is needed.',
    'answer-lost': 'The service may have applied the change: check the app on the dashboard before running the command again, which would apply it again.',
    'outcome-unknown': 'An app may have been created that nothing records: look for it on the dashboard and delete it before creating another.',
    'guard-rail': 'Nothing was printed, so a firewall fed from the result keeps its rules.',
    unexpected: 'Run the command again with --verbose for details, and report the problem if it persists.'
};

;// CONCATENATED MODULE: ./src/cli/terminal-host.ts




/**
 * The core's Host at a terminal or in any CI system's log: every line goes to stderr, scrubbed
 * of every registered secret in all its forms, worded with options instead of action inputs,
 * and made one line that no runner reads as a command and no terminal as an escape sequence.
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
    options;
    constructor(options) {
        this.options = options;
        this.workspace = options.workspace;
    }
    /** Outside text made safe to print: secrets hidden, options named, one line, no command. */
    safe(text, inputError = false) {
        return (0,core_adapter.neutraliseCommands)(inTerminalWords(this.redactor.scrub(text), inputError, this.options.given));
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
     * Prints the failure in the command line's words, with what to do: for an input error, fixing
     * the option; otherwise the failure's own advice in a terminal's words, or the kind's advice
     * for a terminal where the failure has none of its own or its advice speaks of a workflow run.
     */
    reportFailure = (failure) => {
        this.failure = failure;
        const error = this.style('red', 'error');
        const input = 'input' in failure && typeof failure.input === 'string' ? failure.input : undefined;
        const { given, missingToken } = this.options;
        if (input === 'apiToken' && missingToken !== undefined) {
            // The core's words for an empty token show a workflow's secret syntax.
            this.print(`${error}: No API token: ${this.safe(missingToken)}`);
            this.print('What to do: Copy a token from Organization → API Token on the dashboard; nothing was sent to the service.');
            return;
        }
        const title = input === undefined ? failure.title : invalidOptionTitle(input, given);
        this.print(`${error}: ${this.safe(title)}: ${this.safe(failure.message, input !== undefined)}`);
        this.print(`What to do: ${input === undefined ? this.adviceOf(failure) : this.safe(inputAdvice(input, given))}`);
    };
    /** A failure's own advice for a terminal, or its kind's where it has none that fits one. */
    adviceOf(failure) {
        const fixed = this.safe(FAILURE_ADVICE[failure.kind] ?? FAILURE_ADVICE.unexpected ?? '');
        if (failure.advice === core_adapter/* FAILURE_KINDS */.Bs[failure.kind].advice)
            return fixed;
        const own = this.safe(failure.advice);
        return speaksOfWorkflow(own) ? fixed : own;
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
 * @throws UsageError for a file that cannot be read, conflicting options, a missing publicKey
 *   or an unknown output format: found before anything is sent
 */
async function runCommand(commandLine, io) {
    const { command, values } = commandLine;
    const format = (values.get('output') ?? 'json');
    if (!OUTPUT_FORMATS.includes(format)) {
        throw new command_line/* UsageError */.e(`--output (${(0,commands/* variableOf */.Qn)('output')}) must be json or dotenv, got ${JSON.stringify(format)}.`);
    }
    const { inputs, given } = await inputsOf(commandLine, io);
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
    const read = name => (inputs.get(name) ?? '').trim();
    io.onScrub?.(text => host.scrub(text));
    const planner = command === 'create'
        ? core_adapter/* planCreate */._1
        : command === 'delete'
            ? core_adapter/* planDelete */.xO
            : command === 'devices'
                ? core_adapter/* planDeviceList */.Se
                : undefined;
    const outcome = await (0,core_adapter/* runAction */.Cs)(read, host, {
        redactor: host.redactor,
        planner,
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
 * `--api-token-file` or APPETIZE_API_TOKEN; `--settings-file` and `--previous-ipv4 @path` read.
 * `given` names the options that gave an input instead of its own, for messages.
 */
async function inputsOf(commandLine, io) {
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
    if (command === 'update' || command === 'delete') {
        inputs.set('publicKey', publicKeyOf(commandLine));
    }
    else
        inputs.delete('publicKey');
    inputs.set('ipBlocks', String(command === 'ips'));
    return { inputs, given };
}
/**
 * The `<publicKey>` argument or `--public-key` (which the command line made agree, the argument
 * winning over the variable); one of them is needed.
 */
function publicKeyOf({ command, values, argument }) {
    const publicKey = argument ?? values.get('public-key');
    if (publicKey === undefined || publicKey.trim() === '') {
        throw new command_line/* UsageError */.e(`${command} needs the app: appetize-deploy ${command} <publicKey>, or --public-key (${(0,commands/* variableOf */.Qn)('public-key')}).`);
    }
    return publicKey;
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
//# sourceMappingURL=555.index.cjs.js.map