"use strict";
exports.id = 763;
exports.ids = [763];
exports.modules = {

/***/ 9792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planIpv4Files: () => (/* binding */ planIpv4Files)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1746);
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9782);
/* harmony import */ var _features_ip_blocks_ipv4_formats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9838);
/**
 * The allow-list files an IP block run writes (`ipv4Formats`, `ipv4Directory`): loaded only by a
 * run that names them (docs/firewall.md#the-formats).
 */




/**
 * `ipv4Formats` as format names (duplicates dropped) and `ipv4Directory` made absolute (from the
 * workspace); the folder stays undefined when not given: the host's default.
 *
 * @throws InputError naming ipv4Formats for an unknown name (the nearest one suggested)
 */
async function planIpv4Files(inputs, workspace) {
    const names = inputs.ipv4Formats.split(/[,\n]/).map(name => name.trim());
    const formats = [];
    for (const name of names.filter(name => name !== '')) {
        if (!_features_ip_blocks_ipv4_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .IPV4_FORMATS */ .Hb.includes(name)) {
            throw new _shared_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('ipv4Formats', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_3__/* .input */ .hF)('ipv4Formats')} names ${JSON.stringify(name)}, which is not a format. Did you mean "${await nearestFormat(name, _features_ip_blocks_ipv4_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .IPV4_FORMATS */ .Hb)}"? Allowed: ${_features_ip_blocks_ipv4_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .IPV4_FORMATS */ .Hb.join(', ')}.`);
        }
        if (!formats.includes(name))
            formats.push(name);
    }
    if (inputs.ipv4Directory === '' || formats.length === 0)
        return { formats };
    const directory = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(inputs.ipv4Directory)
        ? inputs.ipv4Directory
        : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(workspace, inputs.ipv4Directory);
    return { formats, directory };
}
/**
 * The format nearest to an unknown name: the first that starts with it (`aws`), else one that
 * contains it (`armor`), else the fewest edits away (`ngnix`). The edit-distance library is
 * loaded on this error path only.
 */
async function nearestFormat(name, formats) {
    const lower = name.toLowerCase();
    const named = formats.find(format => format.startsWith(lower)) ??
        formats.find(format => format.includes(lower));
    if (named !== undefined)
        return named;
    const { distance } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 1916));
    let nearest = formats[0] ?? '';
    for (const format of formats) {
        if (distance(lower, format) < distance(lower, nearest))
            nearest = format;
    }
    return nearest;
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
//# sourceMappingURL=763.index.cjs.js.map