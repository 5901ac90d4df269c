"use strict";
exports.id = 339;
exports.ids = [339,270];
exports.modules = {

/***/ 7339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseCidrList: () => (/* binding */ parseCidrList),
/* harmony export */   quoteEntry: () => (/* binding */ quoteEntry)
/* harmony export */ });
/* unused harmony export QUOTED_ENTRY_MAX_LENGTH */
/* harmony import */ var _cidr_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3270);
/**
 * The text format of an allow-list given as an input (`previousIpv4`): a JSON array of CIDR
 * strings, or CIDRs separated by commas, spaces or newlines — what a firewall, a cache or a file
 * in the repository gives back. Compared with the streaming servers' IP blocks
 * (https://docs.appetize.io/infrastructure/configure-network-access).
 */

/** The most characters of an entry quoteEntry shows. */
const QUOTED_ENTRY_MAX_LENGTH = 60;
/**
 * Splits an allow-list into its entries, not yet validated: pass them to canonicalSet, whose
 * CidrError index is then the index into this array (entry 1 is index 0).
 *
 * Text starting with `[` (after white space) is read as JSON and must be an array of strings;
 * any other text is split on commas and white space, empty pieces dropped. Empty text, or only
 * white space, is an empty list.
 *
 * @param text the input as given
 * @returns the entries in the order written
 * @throws CidrError when JSON text is not an array of strings (`index` names a non-string entry;
 *   undefined when the text is not a JSON array at all). Its message does not quote the text.
 */
function parseCidrList(text) {
    const trimmed = text.trim();
    if (!trimmed.startsWith('['))
        return trimmed.split(/[\s,]+/).filter(entry => entry !== '');
    let list;
    try {
        list = JSON.parse(trimmed);
    }
    catch {
        // The parser's own message quotes the text; say where instead.
        throw new _cidr_js__WEBPACK_IMPORTED_MODULE_0__.CidrError(undefined, 'starts with [ but is not valid JSON');
    }
    if (!Array.isArray(list))
        throw new _cidr_js__WEBPACK_IMPORTED_MODULE_0__.CidrError(undefined, 'starts with [ but is not a JSON array');
    list.forEach((entry, index) => {
        if (typeof entry !== 'string') {
            const kind = entry === null
                ? 'null'
                : Array.isArray(entry)
                    ? 'an array'
                    : typeof entry === 'object'
                        ? 'an object'
                        : `a ${typeof entry}`;
            throw new _cidr_js__WEBPACK_IMPORTED_MODULE_0__.CidrError(index, `is ${kind}, not a string "a.b.c.d/n"`);
        }
    });
    return list;
}
/**
 * Quotes an entry of the user's own input for an error message: as a JSON string (so line breaks
 * and quotes are escaped), cut to QUOTED_ENTRY_MAX_LENGTH characters with `…`. Not for text from
 * the service, which a message never quotes.
 */
function quoteEntry(entry) {
    const characters = Array.from(entry);
    return characters.length <= QUOTED_ENTRY_MAX_LENGTH
        ? JSON.stringify(entry)
        : JSON.stringify(`${characters.slice(0, QUOTED_ENTRY_MAX_LENGTH - 1).join('')}…`);
}


/***/ }),

/***/ 3270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CidrError: () => (/* binding */ CidrError),
/* harmony export */   GN: () => (/* binding */ parseCidr),
/* harmony export */   L6: () => (/* binding */ blockSize),
/* harmony export */   LE: () => (/* binding */ networkAddress),
/* harmony export */   mG: () => (/* binding */ formatCidr)
/* harmony export */ });
/**
 * One IPv4 CIDR block, as listed among the streaming servers' IP blocks
 * (https://docs.appetize.io/infrastructure/configure-network-access) or in an allow-list.
 * Addresses are plain numbers (unsigned 32-bit values fit exactly in a double), not BigInt, so
 * tens of thousands of blocks parse and sort in milliseconds.
 */
/**
 * An entry of a list of IP blocks that is refused. The message and `problem` describe the entry
 * (its position, length, which part is wrong) without ever quoting it: the caller decides whether
 * the value is safe to show (the service's answer is not; the user's own input may be).
 */
class CidrError extends Error {
    /** The entry's index (0-based) in its list; undefined when the list as a whole is malformed. */
    index;
    /** What is wrong, as a phrase that follows "the entry", e.g. `is empty`. */
    problem;
    /** The class of problem, for a caller that words its own message. */
    kind;
    constructor(index, problem, kind = 'not-a-cidr') {
        super(index === undefined ? `The list ${problem}.` : `Entry ${index + 1} ${problem}.`);
        this.name = 'CidrError';
        this.index = index;
        this.problem = problem;
        this.kind = kind;
    }
}
const NOT_A_CIDR = 'is not an IPv4 CIDR (a.b.c.d/n)';
/**
 * Parses one IPv4 CIDR `a.b.c.d/n` and makes it canonical.
 *
 * Rewritten (reported in `changes`, so the caller can warn once per entry): host bits set in the
 * address (`1.2.3.4/24` is read as `1.2.3.0/24`, the network it names) and a prefix length with
 * a leading zero (`/08`). Refused: anything else that is not `a.b.c.d/n` with octets 0–255 and a
 * prefix length 0–32 written in decimal; an octet with a leading zero (`010` is 10 to some tools
 * and 8, octal, to inet_aton, so an allow-list would open a different network). A block of any
 * prefix length is read: how broad a list may be is judged on the merged list
 * (allow-list-bounds.ts), the same way for the service's list and for `previousIpv4`.
 *
 * @param entry the text of one entry, untrusted
 * @param index the entry's index (0-based) in its list, carried into the error
 * @throws CidrError naming the index and the problem, never the value
 */
function parseCidr(entry, index) {
    const leadingZeros = scan(entry);
    if (leadingZeros < 0)
        throw new CidrError(index, diagnose(entry));
    const a = scanned[0];
    const b = scanned[1];
    const c = scanned[2];
    const d = scanned[3];
    const prefixLength = scanned[4];
    if (a > 255 || b > 255 || c > 255 || d > 255) {
        throw new CidrError(index, `${NOT_A_CIDR}: an octet is above 255`);
    }
    if (leadingZeros & 0b1111) {
        throw new CidrError(index, 'has an octet with a leading zero, which some tools read as octal (010 as 8): write it in plain decimal', 'leading-zero');
    }
    if (prefixLength > 32)
        throw new CidrError(index, `${NOT_A_CIDR}: its prefix length is above 32`);
    const written = ((a * 256 + b) * 256 + c) * 256 + d;
    const address = networkAddress(written, prefixLength);
    const changes = [];
    if (address !== written)
        changes.push('host bits set');
    if (leadingZeros & 0b10000)
        changes.push('a prefix length with a leading zero');
    return { index, entry, cidr: { address, prefixLength }, changes };
}
/**
 * Formats a block as `a.b.c.d/n`, the canonical text published in step outputs.
 *
 * @param cidr a block with an unsigned 32-bit address and a prefix length 0–32
 */
function formatCidr(cidr) {
    const { address } = cidr;
    const a = Math.floor(address / 2 ** 24);
    const b = Math.floor(address / 2 ** 16) % 256;
    const c = Math.floor(address / 2 ** 8) % 256;
    return `${a}.${b}.${c}.${address % 256}/${cidr.prefixLength}`;
}
const BLOCK_SIZES = Array.from({ length: 33 }, (_, prefixLength) => 2 ** (32 - prefixLength));
/** The number of addresses in a block of prefix length 0–32: 2 ** (32 − prefixLength). */
function blockSize(prefixLength) {
    // A table: `**` with a variable exponent is a slow call, and this runs per block.
    return BLOCK_SIZES[prefixLength];
}
/** The address with its host bits cleared, by arithmetic: bitwise operators are signed 32-bit. */
function networkAddress(address, prefixLength) {
    return address - (address % blockSize(prefixLength));
}
/** What follows each number of `a.b.c.d/n`: `.` three times, `/`, then the end (-1). */
const SEPARATORS = [46, 46, 46, 47, -1];
/** The five numbers scan read last: module state, so that scanning allocates nothing. */
const scanned = new Uint32Array(5);
/**
 * Reads `a.b.c.d/n` (octets of 1–3 ASCII digits, a prefix length of 1–2) character by character
 * into `scanned`, as fast as a regular expression match is slow on 70,000 entries. Returns a bit
 * per number written with a leading zero (bit 4: the prefix length), or -1 for any other shape.
 */
function scan(entry) {
    let count = 0;
    let leadingZeros = 0;
    let start = 0;
    let value = 0;
    for (let position = 0; position <= entry.length; position++) {
        const code = position < entry.length ? entry.charCodeAt(position) : -1;
        if (code >= 48 && code <= 57) {
            value = value * 10 + code - 48;
            continue;
        }
        const digits = position - start;
        if (code !== SEPARATORS[count] || digits === 0 || digits > (count < 4 ? 3 : 2))
            return -1;
        if (digits > 1 && entry.charCodeAt(start) === 48)
            leadingZeros |= 1 << count;
        scanned[count++] = value;
        start = position + 1;
        value = 0;
    }
    return leadingZeros;
}
/** Says what is wrong with an entry that does not match the pattern, without quoting it. */
function diagnose(entry) {
    if (entry.length === 0)
        return 'is empty';
    // Linear on hostile text: the class excludes '/', so the pattern never backtracks.
    if (entry.includes(':') && /^[0-9a-fA-F.:]+(\/\d+)?$/.test(entry)) {
        return 'is an IPv6 block or address: only IPv4 CIDRs are accepted';
    }
    if (/[\s\u0000-\u001f\u007f]/.test(entry)) {
        return `${NOT_A_CIDR}: it contains white space or a control character`;
    }
    if (entry.length > 18) {
        return `${NOT_A_CIDR}: it is ${entry.length} characters long (an IPv4 CIDR has at most 18)`;
    }
    if (/[^0-9./]/.test(entry)) {
        return `${NOT_A_CIDR}: it contains a character other than digits, '.' and '/'`;
    }
    const slashes = entry.split('/').length - 1;
    if (slashes === 0)
        return `${NOT_A_CIDR}: it has no prefix length (/n)`;
    if (slashes > 1)
        return `${NOT_A_CIDR}: it has more than one '/'`;
    const [address = '', prefix = ''] = entry.split('/');
    const octets = address.split('.');
    if (octets.length !== 4) {
        return `${NOT_A_CIDR}: its address has ${octets.length} dot-separated parts, not 4`;
    }
    if (octets.some(octet => octet === ''))
        return `${NOT_A_CIDR}: its address has an empty octet`;
    if (octets.some(octet => octet.length > 3)) {
        return `${NOT_A_CIDR}: its address has an octet of more than 3 digits`;
    }
    if (prefix === '')
        return `${NOT_A_CIDR}: its prefix length is empty`;
    return `${NOT_A_CIDR}: its prefix length has more than 2 digits`;
}


/***/ })

};
;
//# sourceMappingURL=339.index.cjs.js.map