"use strict";
exports.id = 151;
exports.ids = [151];
exports.modules = {

/***/ 8151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fetchIpBlocks: () => (/* binding */ fetchIpBlocks)
});

// EXTERNAL MODULE: ./src/shared/failure.ts
var failure = __webpack_require__(8035);
// EXTERNAL MODULE: ./src/shared/wording.ts
var wording = __webpack_require__(8273);
// EXTERNAL MODULE: ./src/shared/html.ts
var html = __webpack_require__(820);
// EXTERNAL MODULE: ./src/features/ip-blocks/allow-list-bounds.ts
var allow_list_bounds = __webpack_require__(3596);
// EXTERNAL MODULE: ./src/features/ip-blocks/cidr.ts
var cidr = __webpack_require__(3270);
// EXTERNAL MODULE: ./src/features/ip-blocks/cidr-set.ts
var cidr_set = __webpack_require__(3943);
;// CONCATENATED MODULE: ./src/features/ip-blocks/ip-blocks-summary.ts

/** Most CIDRs listed in each list of the summary; the outputs always hold all of them. */
const MAX_LISTED_BLOCKS = 2000;
/**
 * The run's summary's IP block section: count, digest, merged count, what changed against
 * `previousIpv4` as a diff, and the list; long lists are shortened, saying how many are left out.
 */
function ipBlocksSection(blocks, aggregated, comparison) {
    const rows = [
        ['Count', String(blocks.cidrs.length)],
        ['SHA-256', `<code>${(0,html/* escapeHtml */.ZD)(blocks.sha256)}</code>`],
        ['Merged (ipv4Aggregated)', `${aggregated.length} CIDRs`]
    ];
    if (comparison)
        rows.push(['Against previousIpv4', changeSummary(comparison)]);
    const parts = ['<h3>IP blocks</h3>', (0,html/* table */.tp)(rows)];
    if (comparison?.changed) {
        const lines = [
            ...comparison.added.map(cidr => `+ ${cidr}`),
            ...comparison.removed.map(cidr => `- ${cidr}`)
        ];
        parts.push(`<pre>${(0,html/* escapeHtml */.ZD)(shortened(lines, 'changes'))}</pre>`);
    }
    parts.push(`<details><summary>${blocks.cidrs.length} IPv4 CIDRs</summary><pre>${(0,html/* escapeHtml */.ZD)(shortened(blocks.cidrs, 'CIDRs', 'the ipv4 output'))}</pre></details>`);
    return parts.join('\n');
}
function changeSummary(comparison) {
    if (comparison.changed) {
        return `${comparison.added.length} to add, ${comparison.removed.length} to remove`;
    }
    return comparison.sameAddressesOtherBlocks
        ? 'no change: the same addresses, written as other blocks'
        : 'no change';
}
function shortened(lines, what, where = 'the outputs') {
    const listed = lines.slice(0, MAX_LISTED_BLOCKS);
    const left = lines.length - listed.length;
    return left > 0
        ? `${listed.join('\n')}\n… and ${left} more ${what} (${where} ${where.endsWith('output') ? 'has' : 'have'} all ${lines.length})`
        : listed.join('\n');
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/shared/message.ts
var message = __webpack_require__(9782);
;// CONCATENATED MODULE: ./src/features/ip-blocks/ip-blocks.ts






/**
 * Validates, makes canonical, de-duplicates and sorts the service's `ipv4` list
 * (https://docs.appetize.io/infrastructure/configure-network-access). An entry with host bits
 * set (`1.2.3.4/24`) or a prefix length written `/08` is published as its canonical network
 * (`1.2.3.0/24`, `/8`), and reported in `normalised` so the caller can warn.
 *
 * @param entries the list as the service sent it
 * @throws ActionFailure `guard-rail` when the list is empty (a firewall downstream must never get
 *   an empty allow-list); `malformed-answer` for an entry that is not an IPv4 CIDR or has an
 *   octet with a leading zero — named by position, never quoted. How broad the list may be is
 *   checkServiceBounds's to judge.
 */
function normalizeIpBlocks(entries) {
    if (entries.length === 0) {
        throw new failure/* ActionFailure */.dR('guard-rail', 'The service returned an empty list of IP blocks; refusing to publish an empty allow-list.', (0,message/* message */.iU) `${(0,message/* advice */.v9)('firewall-kept')} The list should never be empty: if it stays empty, report it to the service.`);
    }
    let set;
    try {
        set = (0,cidr_set.canonicalSet)(entries);
    }
    catch (error) {
        if (!(error instanceof cidr.CidrError))
            throw error;
        throw new failure/* ActionFailure */.dR('malformed-answer', `The service's IP block list is malformed: ${error.message.replace(/\.$/, '')}; refusing to publish the list.`);
    }
    const cidrs = set.cidrs.map(cidr/* formatCidr */.mG);
    const sha256 = (0,external_node_crypto_.createHash)('sha256').update(cidrs.join('\n')).digest('hex');
    return { blocks: set.cidrs, cidrs, sha256, normalised: set.normalised };
}
/**
 * Judges the service's blocks against the allow-list bounds (allow-list-bounds.ts) before
 * anything is published or written: merged, no block broader and no more addresses in all than
 * the source's SIZE_BOUNDS allow, no special-purpose range the source may not list.
 *
 * @param blocks the service's blocks, canonical
 * @param source where they come from (the public service, or a private instance)
 * @returns the check, whose `aggregated` is what `ipv4Aggregated` publishes and whose `allowed`
 *   overlaps a private instance's notice names
 * @throws ActionFailure `guard-rail` naming the offending merged blocks and what is allowed
 */
function checkServiceBounds(blocks, source) {
    const check = (0,allow_list_bounds.checkBounds)(blocks, source);
    if (check.accepted)
        return check;
    throw new failure/* ActionFailure */.dR('guard-rail', (0,message/* message */.iU) `The service's IP blocks are out of bounds, so ${(0,message/* advice */.v9)('nothing-published')} and no file was written: ${(0,allow_list_bounds.outOfBounds)(check)}. ${(0,allow_list_bounds.allowedBounds)(source)}`, (0,message/* message */.iU) `${(0,message/* advice */.v9)('firewall-kept')} Check the service's list; if it persists, report it to the service.`);
}

// EXTERNAL MODULE: ./src/features/ip-blocks/ipv4-formats.ts
var ipv4_formats = __webpack_require__(9838);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/shared/input-error.ts
var input_error = __webpack_require__(1746);
;// CONCATENATED MODULE: ./src/features/ip-blocks/ipv4-files.ts
/**
 * Writes the formats' files into the `ipv4Directory` folder: each file whole or not at all (a
 * temporary file in the same folder, then a rename, so a reload never reads half a list), only
 * when its text changed (its modification time stays otherwise), and the chunks of an earlier run
 * that this run does not write removed, so the folder holds exactly the current list.
 */






/**
 * Checks, before anything is fetched or written, that the folder can be created and written:
 * it is a folder (or does not exist yet) and the nearest existing folder on its path is writable.
 *
 * @throws InputError naming ipv4Directory
 */
async function checkFolder(folder) {
    let existing = folder;
    for (;;) {
        try {
            const found = await (0,promises_.stat)(existing);
            if (!found.isDirectory()) {
                throw folderError(folder, existing === folder ? 'is not a folder' : `cannot be created: ${existing} is not a folder`);
            }
            break;
        }
        catch (error) {
            if (error instanceof input_error/* InputError */.dz)
                throw error;
            const parent = (0,external_node_path_.dirname)(existing);
            if (parent === existing)
                throw folderError(folder, `cannot be read (${codeOf(error)})`);
            existing = parent;
        }
    }
    try {
        await (0,promises_.access)(existing, external_node_fs_.constants.W_OK | external_node_fs_.constants.X_OK);
    }
    catch (error) {
        throw folderError(folder, existing === folder
            ? `cannot be written (${codeOf(error)})`
            : `cannot be created in ${existing} (${codeOf(error)})`);
    }
}
/**
 * Writes every format's files into `folder` (created when missing): first each changed file to a
 * temporary file beside it, then each renamed into place, then the stale chunks removed. When a
 * temporary file cannot be written, all are removed and no file of the list was replaced; when a
 * rename fails (a folder in the file's place), the files renamed before it stay replaced.
 *
 * @throws InputError naming ipv4Directory when the folder cannot be created or written
 */
async function writeFormats(folder, formats) {
    try {
        await (0,promises_.mkdir)(folder, { recursive: true });
    }
    catch (error) {
        throw folderError(folder, `cannot be created (${codeOf(error)})`);
    }
    const staged = [];
    const removeStaged = () => Promise.all(staged.map(({ temporary }) => (0,promises_.unlink)(temporary).catch(() => undefined)));
    const written = [];
    try {
        for (const rendered of formats) {
            const files = [];
            for (const file of rendered.files) {
                const path = (0,external_node_path_.join)(folder, file.name);
                const changed = (await currentText(path)) !== file.text;
                if (changed) {
                    const temporary = (0,external_node_path_.join)(folder, `.${file.name}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
                    staged.push({ temporary, path, name: file.name });
                    await (0,promises_.writeFile)(temporary, file.text, { flag: 'wx' });
                }
                files.push({ path, name: file.name, entries: file.entries, changed });
            }
            written.push({ format: rendered.format, files, change: rendered.change, removed: [] });
        }
    }
    catch (error) {
        await removeStaged();
        throw folderError(folder, `cannot be written (${codeOf(error)})`);
    }
    for (const [index, { temporary, path, name }] of staged.entries()) {
        try {
            await (0,promises_.rename)(temporary, path);
        }
        catch (error) {
            staged.splice(0, index);
            await removeStaged();
            throw folderError(folder, `holds ${name}, which cannot be replaced (${codeOf(error)})`, index === 0
                ? (0,message/* message */.iU) `no file of the IP blocks was changed, and ${(0,message/* advice */.v9)('nothing-published')}`
                : (0,message/* message */.iU) `${index} file(s) before it are replaced, but ${(0,message/* advice */.v9)('nothing-published')}`);
        }
    }
    return removeStale(folder, formats, written);
}
/** Removes each format's files of an earlier run that this run did not write. */
async function removeStale(folder, formats, written) {
    const names = await (0,promises_.readdir)(folder);
    const result = [];
    for (const [index, format] of written.entries()) {
        const rendered = formats[index];
        const current = new Set(format.files.map(file => file.name));
        const stale = names.filter(name => rendered.owns(name) && !current.has(name));
        for (const name of stale) {
            try {
                await (0,promises_.unlink)((0,external_node_path_.join)(folder, name));
            }
            catch (error) {
                if (error.code === 'ENOENT')
                    continue;
                throw folderError(folder, `holds ${name}, which cannot be removed (${codeOf(error)})`, (0,message/* message */.iU) `the new files are in place, but ${(0,message/* advice */.v9)('nothing-published')}`);
            }
        }
        result.push({ ...format, removed: stale });
    }
    return result;
}
/** The file's text; undefined when it cannot be read (it is then written anew). */
async function currentText(path) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch {
        return undefined;
    }
}
function codeOf(error) {
    return error.code ?? error.message;
}
/** The folder as the user gave it (or the default), with what is wrong. */
function folderError(folder, problem, outcome = (0,message/* message */.iU) `no file of the IP blocks was changed, and ${(0,message/* advice */.v9)('nothing-published')}`) {
    return new input_error/* InputError */.dz('ipv4Directory', (0,message/* message */.iU) `${(0,message/* input */.hF)('ipv4Directory')} ${JSON.stringify(folder)} ${problem}: ${outcome}.`, (0,message/* message */.iU) `Give ${(0,message/* input */.hF)('ipv4Directory')} a folder that can be created and written, or leave it empty for the default.`);
}

;// CONCATENATED MODULE: ./src/features/ip-blocks/ipv4-files-report.ts
/**
 * What the run tells about the allow-list files (`ipv4Formats`): where they go, the `ipv4Files`
 * output, the run's summary's table, and what a dry run would write.
 */



/** The folder's name in the host's temporary folder (or workspace) when ipv4Directory is empty. */
const DEFAULT_FOLDER_NAME = 'appetize-ipv4';
/**
 * The folder the files go to: `ipv4Directory`, or `appetize-ipv4` in the host's temporary folder
 * (the runner's RUNNER_TEMP), else in its workspace (the command-line tool's current folder).
 */
function filesFolder(operation, host) {
    return operation.directory ?? (0,external_node_path_.join)(host.temporaryFolder ?? host.workspace, DEFAULT_FOLDER_NAME);
}
/** The names a format writes, chunks as `N`, for a dry run: `gcp-firewall.N.txt`. */
const FILE_NAMES = {
    cidr: 'cidr.txt',
    json: 'ipv4.json',
    nginx: 'nginx.conf',
    apache: 'apache.conf',
    iptables: 'iptables.rules',
    nftables: 'nftables.nft',
    'aws-prefix-list': 'aws-prefix-list.add.N.json, aws-prefix-list.remove.N.json',
    'gcp-firewall': 'gcp-firewall.N.txt',
    'cloud-armor': 'cloud-armor.N.txt',
    kubernetes: 'kubernetes.yaml',
    terraform: 'appetize_ipv4.auto.tfvars.json'
};
/** A dry run's line: which files would be written where (the list is not fetched). */
function plannedFiles(formats, folder) {
    const names = formats.map(format => `${format} (${FILE_NAMES[format]})`).join(', ');
    return `Dry run: the IP blocks would be written into ${folder} as ${names}; nothing is written.`;
}
/** The `ipv4Files` output: format → the paths of its files, in order (rewritten or not). */
function ipv4FilesOutput(written) {
    return JSON.stringify(Object.fromEntries(written.map(format => [format.format, format.files.map(file => file.path)])));
}
/** One log line per format: its files, and which changed. */
function writtenLines(written) {
    return written.map(format => {
        const changed = format.files.filter(file => file.changed).length;
        const removed = format.removed.length > 0 ? `; ${(0,wording/* counted */.h)(format.removed.length, 'stale file')} removed` : '';
        return `${format.format}: ${(0,wording/* counted */.h)(format.files.length, 'file')}, ${changed} rewritten, ${format.files.length - changed} unchanged${removed}.`;
    });
}
/**
 * The run's summary's table of files: each format, its files (unchanged ones marked), the entries
 * in each, and for `aws-prefix-list` how many entries are added and removed.
 */
function ipv4FilesSection(folder, written) {
    const rows = written.map(format => {
        const files = format.files.length === 0 ? '—' : format.files.map(fileCell).join('<br>');
        const entries = format.files.length === 0 ? '—' : format.files.map(file => String(file.entries)).join(', ');
        const change = format.change
            ? `${format.change.added} added, ${format.change.removed} removed`
            : '';
        return `<tr><td><code>${(0,html/* escapeHtml */.ZD)(format.format)}</code></td><td>${files}</td><td>${entries}</td><td>${change}</td></tr>`;
    });
    const stale = written.flatMap(format => format.removed);
    return [
        '<h3>IP block files</h3>',
        `<p>In <code>${(0,html/* escapeHtml */.ZD)(folder)}</code>${stale.length > 0 ? `; removed as stale: ${stale.map(name => `<code>${(0,html/* escapeHtml */.ZD)(name)}</code>`).join(', ')}` : ''}.</p>`,
        '<table>',
        '<tr><th>Format</th><th>Files</th><th>Entries per file</th><th>Added / removed</th></tr>',
        ...rows,
        '</table>'
    ].join('\n');
}
function fileCell(file) {
    return `<code>${(0,html/* escapeHtml */.ZD)(file.name)}</code>${file.changed ? '' : ' (unchanged)'}`;
}

;// CONCATENATED MODULE: ./src/features/ip-blocks/fetch-ip-blocks.ts












/** What every guard rail's advice starts with. */
/** Most warnings about single IP blocks made canonical. */
const MAX_WARNINGS = 10;
/**
 * Fetches the IP blocks and publishes them canonical, de-duplicated and sorted, with a digest,
 * the fewest CIDRs covering the same addresses, and — with `previousIpv4` — what to add and
 * remove, after the guard rails passed (https://docs.appetize.io/infrastructure/configure-network-access);
 * then writes the merged list in each format `ipv4Formats` asks for. Every guard rail is checked
 * before any file is written, and the folder before the list is fetched.
 */
const fetchIpBlocks = {
    title: () => 'Fetch the IP blocks',
    async run(operation, { host, client, dryRun }) {
        warnPrevious(host, operation);
        const folder = operation.formats.length > 0 ? filesFolder(operation, host) : undefined;
        if (folder !== undefined)
            await checkFolder(folder);
        host.info(`GET ${client.ipBlocksUrl()}`);
        const listed = await client.getIpBlocks();
        if (dryRun) {
            // The request was recorded, not sent: there is nothing to check, compare or publish.
            host.info('Dry run: the IP blocks would be fetched, checked and published.');
            if (folder === undefined)
                return { outputs: {}, section: '' };
            const planned = plannedFiles(operation.formats, folder);
            host.info(planned);
            return { outputs: {}, section: `<p>${(0,html/* escapeHtml */.ZD)(planned)}</p>`, describesDryRun: true };
        }
        const blocks = normalizeIpBlocks(listed);
        warnMadeCanonical(host, blocks.normalised, "the service's list", 'published', false);
        if (blocks.cidrs.length < operation.minCount) {
            throw new failure/* ActionFailure */.dR('guard-rail', (0,message/* message */.iU) `The service lists ${(0,wording/* counted */.h)(blocks.cidrs.length, 'IP block')}, fewer than ${(0,message/* input */.hF)('ipv4MinCount')} (${operation.minCount}); ${(0,message/* advice */.v9)('nothing-published')}.`, (0,message/* message */.iU) `${(0,message/* advice */.v9)('firewall-kept')} Check the service's list; when fewer blocks are expected, lower ${(0,message/* input */.hF)('ipv4MinCount')}.`);
        }
        const bounds = checkServiceBounds(blocks.blocks, operation.source);
        const comparison = operation.previous && compareWith(operation.previous, blocks.blocks, operation);
        const aggregated = bounds.aggregated.map(cidr/* formatCidr */.mG);
        if (operation.maxEntries !== undefined && aggregated.length > operation.maxEntries) {
            throw new failure/* ActionFailure */.dR('guard-rail', (0,message/* message */.iU) `The merged list has ${(0,wording/* counted */.h)(aggregated.length, 'entry', 'entries')}, more than ${(0,message/* input */.hF)('ipv4MaxEntries')} (${operation.maxEntries}); ${(0,message/* advice */.v9)('nothing-published')} and no file was written.`, (0,message/* message */.iU) `${(0,message/* advice */.v9)('firewall-kept')} Check the service's list; when the list is expected to grow, raise ${(0,message/* input */.hF)('ipv4MaxEntries')} (and the size of the list it feeds).`);
        }
        if (bounds.allowed.length > 0)
            noticeNotGloballyReachable(host, bounds.allowed);
        host.info(`${blocks.cidrs.length} IPv4 blocks (${aggregated.length} after merging), sha256 ${blocks.sha256}`);
        if (comparison) {
            host.info(comparison.changed
                ? (0,message/* message */.iU) `Against ${(0,message/* input */.hF)('previousIpv4')}: ${comparison.added.length} to add, ${comparison.removed.length} to remove.`
                : (0,message/* message */.iU) `Against ${(0,message/* input */.hF)('previousIpv4')}: no change (the same addresses).`);
        }
        const outputs = {
            ipv4: JSON.stringify(blocks.cidrs),
            ipv4Count: String(blocks.cidrs.length),
            ipv4Sha256: blocks.sha256,
            ipv4Aggregated: JSON.stringify(aggregated)
        };
        // Without previousIpv4 there is no comparison: those outputs stay unset (empty).
        if (comparison) {
            outputs.ipv4Added = JSON.stringify(comparison.added);
            outputs.ipv4Removed = JSON.stringify(comparison.removed);
            outputs.ipv4Changed = String(comparison.changed);
        }
        const section = ipBlocksSection(blocks, aggregated, comparison);
        if (folder === undefined)
            return { outputs, section };
        return writeFiles(operation, host, folder, aggregated, outputs, section);
    }
};
/** Writes the formats' files, then adds `ipv4Files` and the files' table to the result. */
async function writeFiles(operation, host, folder, aggregated, outputs, section) {
    const previous = operation.previous?.map(cidr/* formatCidr */.mG);
    const rendered = operation.formats.map(format => (0,ipv4_formats/* renderFormat */.cA)(format, aggregated, previous));
    const written = await writeFormats(folder, rendered);
    host.info(`The IP blocks are in ${folder}:`);
    for (const line of writtenLines(written))
        host.info(line);
    return {
        outputs: { ...outputs, ipv4Files: ipv4FilesOutput(written) },
        section: `${section}\n${ipv4FilesSection(folder, written)}`
    };
}
/**
 * Tells that a private instance's list holds ranges that are not globally reachable, which the
 * public service's list may not (docs/firewall.md, "Bounds").
 */
function noticeNotGloballyReachable(host, allowed) {
    host.notice((0,message/* message */.iU) `${(0,allow_list_bounds.describeOverlaps)(allowed)}. Allowed, as they come from a private instance (${(0,message/* input */.hF)('privateInstanceUrl')}, or another ${(0,message/* input */.hF)('baseUrl')}) whose servers may sit in your own network; from the public service they are refused.`, 'IP blocks not globally reachable');
}
/** Warns about the entries of `previousIpv4` made canonical, as about the service's list. */
function warnPrevious(host, operation) {
    // The user's own entries, parsed: only digits, dots and a slash, safe to quote.
    warnMadeCanonical(host, operation.previousMadeCanonical ?? [], 'previousIpv4', 'compared', true);
}
/**
 * One warning per entry of a list that was made canonical, up to a few (a list of thousands
 * must not flood the run): the service's list as published, `previousIpv4` as compared.
 *
 * @param list the list's name in the message
 * @param shown whether the entries may be quoted (the user's own, never the service's)
 */
function warnMadeCanonical(host, normalised, list, verb, shown) {
    for (const entry of normalised.slice(0, MAX_WARNINGS)) {
        host.warning(`IP block ${entry.index + 1} of ${list}${shown ? ` (${entry.entry})` : ''} has ${entry.changes.join(' and ')}; ${verb} as ${(0,cidr/* formatCidr */.mG)(entry.cidr)}.`, 'IP block made canonical');
    }
    const more = normalised.length - MAX_WARNINGS;
    if (more > 0) {
        host.warning(`${(0,wording/* counted */.h)(more, 'more IP block')} of ${list} ${more === 1 ? 'was' : 'were'} made canonical the same way.`, 'IP block made canonical');
    }
}
/**
 * Compares by addresses, not strings, and applies `ipv4MaxRemoved` to the previous blocks that
 * would no longer be fully covered.
 */
function compareWith(previous, next, operation) {
    const changes = (0,cidr_set/* compare */.UD)(previous, next);
    const droppedEntries = (0,cidr_set/* compareEntries */.wD)(previous, next).removed.length;
    if (operation.maxRemoved !== undefined && droppedEntries > operation.maxRemoved) {
        throw new failure/* ActionFailure */.dR('guard-rail', (0,message/* message */.iU) `${droppedEntries} of the ${(0,wording/* counted */.h)(previous.length, 'block')} of ${(0,message/* input */.hF)('previousIpv4')} would be removed, more than ${(0,message/* input */.hF)('ipv4MaxRemoved')} (${operation.maxRemoved}); ${(0,message/* advice */.v9)('nothing-published')}.`, (0,message/* message */.iU) `${(0,message/* advice */.v9)('firewall-kept')} Check the service's list against ${(0,message/* input */.hF)('previousIpv4')}; when the change is expected, raise ${(0,message/* input */.hF)('ipv4MaxRemoved')}.`);
    }
    return {
        added: changes.added.map(cidr/* formatCidr */.mG),
        removed: changes.removed.map(cidr/* formatCidr */.mG),
        changed: changes.changed,
        sameAddressesOtherBlocks: !changes.changed && !sameBlocks(previous, next)
    };
}
function sameBlocks(a, b) {
    return (a.length === b.length &&
        a.every((cidr, i) => cidr.address === b[i]?.address && cidr.prefixLength === b[i]?.prefixLength));
}


/***/ }),

/***/ 9838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hb: () => (/* binding */ IPV4_FORMATS),
/* harmony export */   cA: () => (/* binding */ renderFormat)
/* harmony export */ });
/* unused harmony exports AWS_ENTRIES_PER_FILE, GCP_RANGES_PER_FILE, CLOUD_ARMOR_RANGES_PER_FILE, AWS_DESCRIPTION */
/**
 * The IP blocks written in each firewall's own format, within its limits (issue 37, README
 * "ipv4Formats"): the text of every file of a format, from the merged blocks (`ipv4Aggregated`)
 * in canonical order. Pure: src/features/ip-blocks/ipv4-files.ts writes them.
 */
/** The formats `ipv4Formats` accepts, in the order the README lists them. */
const IPV4_FORMATS = [
    'cidr',
    'json',
    'nginx',
    'apache',
    'iptables',
    'nftables',
    'aws-prefix-list',
    'gcp-firewall',
    'cloud-armor',
    'kubernetes',
    'terraform'
];
/** Most entries of an AWS managed prefix list one `create`/`modify` call takes. */
const AWS_ENTRIES_PER_FILE = 100;
/** Most source ranges of one GCP VPC firewall rule. */
const GCP_RANGES_PER_FILE = 256;
/** Most source ranges of one Cloud Armor security policy rule. */
const CLOUD_ARMOR_RANGES_PER_FILE = 10;
/** The description of each entry an AWS prefix list file adds. */
const AWS_DESCRIPTION = 'Appetize';
/**
 * The files of a format.
 *
 * @param cidrs the merged blocks, canonical and in numeric order (never empty)
 * @param previous the prefix list's entries as they stand (`previousIpv4`, canonical, in
 *   numeric order); read by `aws-prefix-list` only. Undefined: add everything, remove nothing.
 */
function renderFormat(format, cidrs, previous) {
    const single = (name, text) => ({
        format,
        files: [{ name, text, entries: cidrs.length }],
        owns: other => other === name
    });
    const lines = (line) => cidrs.map(line).join('');
    switch (format) {
        case 'cidr':
            return single('cidr.txt', lines(cidr => `${cidr}\n`));
        case 'json':
            return single('ipv4.json', `${JSON.stringify(cidrs, null, 2)}\n`);
        case 'nginx':
            return single('nginx.conf', lines(cidr => `allow ${cidr};\n`));
        case 'apache':
            return single('apache.conf', lines(cidr => `Require ip ${cidr}\n`));
        case 'iptables':
            return single('iptables.rules', `*filter\n:APPETIZE - [0:0]\n-F APPETIZE\n${lines(cidr => `-A APPETIZE -s ${cidr} -j ACCEPT\n`)}COMMIT\n`);
        case 'nftables':
            return single('nftables.nft', `define APPETIZE_IPV4 = {\n${cidrs.join(',\n')}\n}\n`);
        case 'kubernetes':
            return single('kubernetes.yaml', lines(cidr => `- ipBlock: {cidr: ${cidr}}\n`));
        case 'terraform':
            return single('appetize_ipv4.auto.tfvars.json', `${JSON.stringify({ appetize_ipv4: cidrs }, null, 2)}\n`);
        case 'gcp-firewall':
            return commaChunks(format, cidrs, GCP_RANGES_PER_FILE);
        case 'cloud-armor':
            return commaChunks(format, cidrs, CLOUD_ARMOR_RANGES_PER_FILE);
        case 'aws-prefix-list':
            return awsPrefixList(cidrs, previous);
    }
}
/** `<format>.N.txt`: comma-separated CIDRs, at most `size` per file, numbered from 1. */
function commaChunks(format, cidrs, size) {
    const pattern = new RegExp(`^${format}\\.[1-9][0-9]*\\.txt$`);
    return {
        format,
        files: chunks(cidrs, size).map((chunk, index) => ({
            name: `${format}.${index + 1}.txt`,
            text: `${chunk.join(',')}\n`,
            entries: chunk.length
        })),
        owns: name => pattern.test(name)
    };
}
const AWS_FILE = /^aws-prefix-list\.(?:add|remove)\.[1-9][0-9]*\.json$/;
/**
 * `aws-prefix-list.add.N.json` and `aws-prefix-list.remove.N.json`, compared entry by entry: an
 * entry is added when the list does not hold it as written, removed when the new list does not
 * hold it, so applying both gives exactly the new list (a prefix list removes only whole entries).
 */
function awsPrefixList(cidrs, previous) {
    const held = new Set(previous ?? []);
    const wanted = new Set(cidrs);
    const added = cidrs.filter(cidr => !held.has(cidr));
    const removed = (previous ?? []).filter(cidr => !wanted.has(cidr));
    const files = (kind, list) => chunks(list, AWS_ENTRIES_PER_FILE).map((chunk, index) => ({
        name: `aws-prefix-list.${kind}.${index + 1}.json`,
        text: `${JSON.stringify(chunk.map(cidr => kind === 'add' ? { Cidr: cidr, Description: AWS_DESCRIPTION } : { Cidr: cidr }), null, 2)}\n`,
        entries: chunk.length
    }));
    return {
        format: 'aws-prefix-list',
        files: [...files('add', added), ...files('remove', removed)],
        change: { added: added.length, removed: removed.length },
        owns: name => AWS_FILE.test(name)
    };
}
/** The list cut into pieces of at most `size`, in order; none for an empty list. */
function chunks(list, size) {
    return Array.from({ length: Math.ceil(list.length / size) }, (_, index) => list.slice(index * size, (index + 1) * size));
}


/***/ })

};
;
//# sourceMappingURL=151.index.cjs.js.map