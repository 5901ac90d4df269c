"use strict";
exports.id = 943;
exports.ids = [943,270];
exports.modules = {

/***/ 3943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QD: () => (/* binding */ aggregate),
/* harmony export */   UD: () => (/* binding */ compare),
/* harmony export */   canonicalSet: () => (/* binding */ canonicalSet),
/* harmony export */   wD: () => (/* binding */ compareEntries)
/* harmony export */ });
/* unused harmony export addressRanges */
/* harmony import */ var _cidr_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3270);
/**
 * Set operations on lists of IPv4 CIDR blocks, such as the streaming servers' IP blocks
 * (https://docs.appetize.io/infrastructure/configure-network-access), with address-set semantics:
 * `10.0.0.0/24` and `10.0.1.0/24` are the same addresses as `10.0.0.0/23`. Every operation turns
 * blocks into sorted, merged ranges of addresses and back, so it is O(n log n).
 */

/**
 * Parses a list of entries, makes each canonical (see parseCidr), then de-duplicates (so
 * `1.2.3.4/24` and `1.2.3.0/24` are one block) and sorts by address, then prefix length.
 * Nested and adjacent blocks are kept as they are: aggregate merges them.
 *
 * @param entries the list, e.g. the service's `ipv4` array or parseCidrList's result
 * @throws CidrError for the first entry that is refused, with its index in `entries`
 */
function canonicalSet(entries) {
    const keys = new Float64Array(entries.length);
    const normalised = [];
    entries.forEach((entry, index) => {
        const parsed = (0,_cidr_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCidr */ .GN)(entry, index);
        keys[index] = sortKey(parsed.cidr.address, parsed.cidr.prefixLength);
        if (parsed.changes.length > 0)
            normalised.push(parsed);
    });
    return { cidrs: uniqueCidrs(keys.sort()), normalised };
}
/**
 * The fewest CIDR blocks that cover exactly the addresses the given blocks cover: nested blocks
 * are dropped and adjacent ones merged (`10.0.0.0/24` + `10.0.1.0/24` is `10.0.0.0/23`), so a
 * list fits a firewall's rule quota. A result may be broader than every input block (two
 * adjacent /8 blocks are a /7): it opens no address the input did not, and how broad a published
 * list may be is judged on this result (allow-list-bounds.ts).
 *
 * @param cidrs blocks in any order, duplicates allowed
 * @returns blocks in numeric order, none nested in or adjacent-and-mergeable with another
 */
function aggregate(cidrs) {
    return rangesToCidrs(mergedRanges(cidrs));
}
/**
 * Compares two lists as sets of addresses: `10.0.0.0/24` + `10.0.1.0/24` against a previous
 * `10.0.0.0/23` is no change. `added` is the fewest blocks covering the addresses in `next` and
 * not in `previous`, `removed` the fewest covering those in `previous` and not in `next`; so
 * added ∪ (next ∩ previous) = next, added ∩ previous = ∅ and removed ∩ next = ∅.
 *
 * A removed block can be part of a previous entry (previous `10.0.0.0/23`, next `10.0.0.0/24`
 * removes `10.0.1.0/24`): a firewall changed entry by entry needs compareEntries instead.
 *
 * @param previous the blocks as they stand, any order
 * @param next the new blocks, any order
 */
function compare(previous, next) {
    const previousRanges = mergedRanges(previous);
    const nextRanges = mergedRanges(next);
    const added = rangesToCidrs(subtractRanges(nextRanges, previousRanges));
    const removed = rangesToCidrs(subtractRanges(previousRanges, nextRanges));
    return { added, removed, changed: added.length > 0 || removed.length > 0 };
}
/**
 * Compares for a firewall changed entry by entry (an AWS managed prefix list can only remove an
 * entry it holds): `removed` are the previous entries (canonical) not wholly inside `next`, and
 * `added` the fewest blocks covering what `next` holds beyond the previous entries kept. Applying
 * both gives exactly the addresses of `next`. When no previous entry is cut in part, the same
 * addresses change as with compare (`removed` lists the entries as they stand, not merged).
 *
 * @param previous the entries as they stand, any order
 * @param next the new blocks, any order
 */
function compareEntries(previous, next) {
    const nextRanges = mergedRanges(next);
    const entries = uniqueCidrs(sortKeys(previous));
    const covered = entries.map(cidr => isCovered(nextRanges, cidr));
    const removed = entries.filter((_, index) => !covered[index]);
    const kept = entries.filter((_, index) => covered[index]);
    const added = rangesToCidrs(subtractRanges(nextRanges, mergedRanges(kept)));
    return { added, removed, changed: added.length > 0 || removed.length > 0 };
}
/**
 * The addresses the blocks cover, as sorted ranges with overlapping and adjacent ones merged
 * (so no two ranges touch). Host bits in an address are ignored.
 */
function addressRanges(cidrs) {
    const ranges = mergedRanges(cidrs);
    return Array.from({ length: ranges.length / 2 }, (_, index) => ({
        first: ranges[2 * index],
        last: ranges[2 * index + 1]
    }));
}
// Internally, ranges are sorted, merged pairs in one typed array [first, last, first, last, …]
// and blocks are sort keys: addresses above 2 ** 31 are not small integers to V8, so an object
// per range or block is garbage to collect, which took most of the time on 70,000 blocks.
/** The blocks' ranges (host bits ignored), sorted, with overlapping and adjacent ones merged. */
function mergedRanges(cidrs) {
    const keys = sortKeys(cidrs);
    const ranges = new Float64Array(2 * keys.length);
    let length = 0;
    for (const key of keys) {
        const first = Math.floor(key / 64);
        const last = first + (0,_cidr_js__WEBPACK_IMPORTED_MODULE_0__/* .blockSize */ .L6)(key - first * 64) - 1;
        if (length > 0 && first <= ranges[length - 1] + 1) {
            ranges[length - 1] = Math.max(ranges[length - 1], last);
        }
        else {
            ranges[length++] = first;
            ranges[length++] = last;
        }
    }
    return ranges.subarray(0, length);
}
/** The addresses in `ranges` and not in `without`. Each cut splits at most one range in two. */
function subtractRanges(ranges, without) {
    const result = new Float64Array(ranges.length + without.length);
    let length = 0;
    let next = 0;
    for (let index = 0; index < ranges.length; index += 2) {
        let first = ranges[index];
        const last = ranges[index + 1];
        // Skip the cuts that end before this range; they end before the next ranges too.
        while (next < without.length && without[next + 1] < first)
            next += 2;
        for (let cut = next; cut < without.length && without[cut] <= last; cut += 2) {
            if (without[cut] > first) {
                result[length++] = first;
                result[length++] = without[cut] - 1;
            }
            first = Math.max(first, without[cut + 1] + 1);
        }
        if (first <= last) {
            result[length++] = first;
            result[length++] = last;
        }
    }
    return result.subarray(0, length);
}
/** Splits ranges into the fewest aligned CIDR blocks: the largest block that fits, each time. */
function rangesToCidrs(ranges) {
    const cidrs = [];
    for (let index = 0; index < ranges.length; index += 2) {
        let first = ranges[index];
        const last = ranges[index + 1];
        while (first <= last) {
            // The largest block starting at `first` is limited by its lowest set bit (`first & -first`
            // reads the 32-bit pattern, and clz32 reads it unsigned).
            let prefixLength = first === 0 ? 0 : Math.clz32(first & -first) + 1;
            while (first + (0,_cidr_js__WEBPACK_IMPORTED_MODULE_0__/* .blockSize */ .L6)(prefixLength) - 1 > last)
                prefixLength++;
            cidrs.push({ address: first, prefixLength });
            first += (0,_cidr_js__WEBPACK_IMPORTED_MODULE_0__/* .blockSize */ .L6)(prefixLength);
        }
    }
    return cidrs;
}
/** Whether one of the sorted, merged `ranges` holds the whole block (binary search). */
function isCovered(ranges, cidr) {
    let low = 0;
    let high = ranges.length / 2 - 1;
    while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (ranges[2 * middle] <= cidr.address)
            low = middle;
        else
            high = middle - 1;
    }
    const last = cidr.address + (0,_cidr_js__WEBPACK_IMPORTED_MODULE_0__/* .blockSize */ .L6)(cidr.prefixLength) - 1;
    return ranges.length > 0 && ranges[2 * low] <= cidr.address && last <= ranges[2 * low + 1];
}
/** `address × 64 + prefixLength`, below 2 ** 38 so exact in a double: orders by address, then prefix. */
function sortKey(address, prefixLength) {
    return address * 64 + prefixLength;
}
/** The blocks' sort keys, host bits cleared, sorted (a typed array sorts numbers quickly). */
function sortKeys(cidrs) {
    const keys = new Float64Array(cidrs.length);
    cidrs.forEach(({ address, prefixLength }, index) => {
        keys[index] = sortKey((0,_cidr_js__WEBPACK_IMPORTED_MODULE_0__/* .networkAddress */ .LE)(address, prefixLength), prefixLength);
    });
    return keys.sort();
}
/** The blocks of sorted sort keys, without duplicates. */
function uniqueCidrs(keys) {
    const cidrs = [];
    keys.forEach((key, index) => {
        if (index > 0 && key === keys[index - 1])
            return;
        const address = Math.floor(key / 64);
        cidrs.push({ address, prefixLength: key - address * 64 });
    });
    return cidrs;
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
//# sourceMappingURL=943.index.cjs.js.map