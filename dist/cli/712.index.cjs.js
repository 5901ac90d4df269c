"use strict";
exports.id = 712;
exports.ids = [712];
exports.modules = {

/***/ 3712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseDevices: () => (/* binding */ parseDevices),
  planDeviceLinks: () => (/* binding */ planDeviceLinks)
});

// EXTERNAL MODULE: ./src/shared/input-error.ts
var input_error = __webpack_require__(1746);
// EXTERNAL MODULE: ./src/app/plan/yaml-input.ts
var yaml_input = __webpack_require__(8737);
// EXTERNAL MODULE: ./src/shared/message.ts
var message = __webpack_require__(9782);
// EXTERNAL MODULE: ./src/service/validate-fields.ts
var validate_fields = __webpack_require__(7187);
;// CONCATENATED MODULE: ./src/app/plan/link-params-input.ts
/**
 * The `linkParams` input: Appetize's query parameters added to every device link, as a YAML
 * mapping or JSON object, or a list of them for one column of links each. Names and values are
 * checked against the service's query parameter reference before anything is sent:
 * https://docs.appetize.io/platform/query-params-reference (and, for `params`,
 * https://docs.appetize.io/features/launch-params).
 */




/** A value that is one of a few words. */
function oneOf(...words) {
    return {
        allowed: words.join(' or '),
        read: value => (typeof value === 'string' && words.includes(value) ? value : undefined)
    };
}
/** An iOS locale ID: language, an optional script and region (`en_GB`, `zh_Hans_CN`). */
const LOCALE_ID = /^[A-Za-z]{2,3}(?:_[A-Za-z]{4})?(?:_(?:[A-Za-z]{2}|\d{3}))?$/;
/** A deep link: a scheme, then the rest on one line (RFC 3986's scheme syntax). */
const DEEP_LINK = /^[A-Za-z][A-Za-z0-9+.-]*:[^\p{Cc}\u2028\u2029]+$/u;
/**
 * The parameters linkParams may set, in the order links carry them, with what the reference
 * allows. `device` and `osVersion` come from the `devices` input.
 */
const RULES = {
    language: {
        allowed: 'a language code (ISO 639-1 or BCP 47, such as en, de or pt-BR)',
        read: value => (typeof value === 'string' && isLanguageTag(value) ? value : undefined)
    },
    locale: {
        allowed: 'a locale ID such as en_GB or fr_FR (iOS only)',
        read: value => (typeof value === 'string' && LOCALE_ID.test(value) ? value : undefined)
    },
    orientation: oneOf('portrait', 'landscape'),
    scale: {
        allowed: 'a number from 10 to 100, or auto',
        read: value => value === 'auto'
            ? value
            : typeof value === 'number' && value >= 10 && value <= 100
                ? String(value)
                : undefined
    },
    launchUrl: {
        allowed: 'a deep link with its scheme (myapp://screen or https://…), on one line',
        read: value => (typeof value === 'string' && DEEP_LINK.test(value) ? value : undefined)
    },
    params: {
        allowed: 'a mapping, which the app receives as JSON',
        read: value => (isMapping(value) ? JSON.stringify(value) : undefined)
    },
    grantPermissions: {
        allowed: 'true or false',
        read: value => (typeof value === 'boolean' ? String(value) : undefined)
    },
    deviceColor: oneOf('black', 'white')
};
/** The names linkParams may set. */
const LINK_PARAM_NAMES = Object.keys(RULES);
/** Most columns of links. */
const MAX_COLUMNS = 6;
/**
 * Most characters a column may add to each link once percent-encoded: 40 links of this length
 * keep the comment far below its size limit.
 */
const MAX_QUERY_LENGTH = 1000;
/**
 * Parses and checks `linkParams`.
 *
 * @param text the raw input; blank: undefined (links carry the device and OS version only)
 * @throws InputError for text that is neither YAML nor JSON, a value that is not a mapping or a
 *   list of mappings, a name the action does not take (with the nearest name), a value the
 *   reference does not allow, two columns alike, too many columns, or links too long
 */
async function parseLinkParams(text) {
    if (text.trim() === '')
        return undefined;
    const parsed = await (0,yaml_input/* parseYamlInput */.P)('linkParams', text, 'a JSON value nor valid YAML');
    const byColumn = Array.isArray(parsed);
    const mappings = byColumn ? parsed : [parsed];
    if (mappings.length === 0 || mappings.length > MAX_COLUMNS) {
        throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${(0,message/* input */.hF)('linkParams')} lists ${mappings.length} mappings: give one mapping, or a list of 1 to ${MAX_COLUMNS} mappings (one column of links each).`);
    }
    const columns = [];
    for (const [i, mapping] of mappings.entries()) {
        const where = byColumn
            ? (0,message/* message */.iU) `${(0,message/* input */.hF)('linkParams')} entry ${i + 1}`
            : (0,message/* message */.iU) `${(0,message/* input */.hF)('linkParams')}`;
        const column = await readColumn(where, mapping);
        const same = columns.findIndex(earlier => earlier.heading === column.heading);
        if (same !== -1) {
            throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${(0,message/* input */.hF)('linkParams')} entries ${same + 1} and ${i + 1} set the same parameters (${column.heading}): give each column once.`);
        }
        columns.push(column);
    }
    return { columns, byColumn };
}
/** One mapping of linkParams as a column, its parameters in the order of RULES. */
async function readColumn(where, mapping) {
    if (!isMapping(mapping)) {
        throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${where} must be a mapping of link parameters (such as language: de), or a list of them, got ${(0,validate_fields/* describe */.q0)(mapping)}.`);
    }
    for (const name of Object.keys(mapping)) {
        // Own names only: `toString`, `constructor` or `__proto__` are on every object's prototype.
        if (Object.hasOwn(RULES, name))
            continue;
        if (name === 'device' || name === 'osVersion') {
            throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${where} sets ${name}, which comes from ${(0,message/* input */.hF)('devices')}: write id@osVersion there, such as pixel7@14.0.`);
        }
        // A name every object inherits is no typo of a real one: still, point at the nearest.
        const inherited = name === '__proto__' || name in Object.prototype;
        const nearest = await (0,validate_fields/* nearestName */.qb)(name, LINK_PARAM_NAMES, inherited);
        const hint = nearest === undefined ? '' : ` Did you mean "${nearest}"?`;
        throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${where} sets ${JSON.stringify(name)}, a name it does not take.${hint} It takes ${LINK_PARAM_NAMES.join(', ')}.`);
    }
    const query = [];
    for (const name of LINK_PARAM_NAMES) {
        if (!Object.hasOwn(mapping, name))
            continue;
        const value = mapping[name];
        const read = RULES[name].read(value);
        if (read === undefined) {
            throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${where}: ${name} must be ${RULES[name].allowed}, got ${(0,validate_fields/* describe */.q0)(value)}.`);
        }
        query.push([name, read]);
    }
    const length = new URLSearchParams(query).toString().length;
    if (length > MAX_QUERY_LENGTH) {
        throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${where} adds ${length} characters to each link once percent-encoded; at most ${MAX_QUERY_LENGTH}: shorten launchUrl or params.`);
    }
    const heading = query.map(([name, value]) => `${name}: ${value}`).join(', ');
    return { heading: heading || 'defaults', query };
}
/** A language tag as BCP 47 writes it (`en`, `pt-BR`, `zh-Hant`): Intl decides. */
function isLanguageTag(value) {
    if (!/^[A-Za-z0-9-]{2,35}$/.test(value))
        return false;
    try {
        Intl.getCanonicalLocales(value);
        return true;
    }
    catch {
        return false;
    }
}
function isMapping(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/app/plan/devices-input.ts



/** Device ids as the service names them (`pixel7`, `iphone15pro`). */
const DEVICE_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** OS versions as the service lists them (`14.0`, `17.2`). */
const OS_VERSION = /^[A-Za-z0-9._-]{1,32}$/;
/** Most devices one run links to. */
const MAX_DEVICES = 20;
/** Most links of one grid (devices × columns): they must fit in one comment. */
const MAX_LINKS = 40;
/**
 * The `devices` and `linkParams` inputs, parsed and checked together.
 *
 * @throws InputError for either input (see parseDevices, parseLinkParams), linkParams without
 *   devices, or more links than fit in a comment
 */
async function planDeviceLinks(inputs) {
    // Both inputs are read before either's error is thrown: a run reports its mistakes together.
    const [devices = [], linkParams] = await (0,input_error/* checkAll */.K7)([
        () => parseDevices(inputs.devices),
        () => parseLinkParams(inputs.linkParams)
    ]);
    if (linkParams === undefined)
        return { devices };
    if (devices.length === 0) {
        throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${(0,message/* input */.hF)('linkParams')} sets the query parameters of the device links, but ${(0,message/* input */.hF)('devices')} is empty: name the devices to link, such as pixel7.`);
    }
    const links = devices.length * linkParams.columns.length;
    if (links > MAX_LINKS) {
        throw new input_error/* InputError */.dz('linkParams', (0,message/* message */.iU) `${(0,message/* input */.hF)('devices')} and ${(0,message/* input */.hF)('linkParams')} make ${links} links (${devices.length} devices × ${linkParams.columns.length} columns); at most ${MAX_LINKS}: name fewer devices or fewer mappings.`);
    }
    return { devices, linkParams };
}
/**
 * The `devices` input as a list of entries: comma- or newline-separated, blanks ignored, each
 * entry once, in the order given; an entry is a device id, or `id@osVersion` to open the device
 * on that OS version (the link's `osVersion`,
 * https://docs.appetize.io/platform/query-params-reference). Whether the service has them is
 * checked by the `check-devices` operation.
 *
 * @throws InputError for an entry that cannot be a device id or OS version, or too many
 */
function parseDevices(text) {
    const choices = [];
    // The entries seen: a set, so that dropping repeats stays linear in the length of the list.
    const seen = new Set();
    for (const part of text.split(/[,\n\r]/)) {
        const entry = part.trim();
        if (entry === '' || seen.has(entry))
            continue;
        seen.add(entry);
        const at = entry.indexOf('@');
        const id = at === -1 ? entry : entry.slice(0, at);
        const osVersion = at === -1 ? undefined : entry.slice(at + 1);
        if (!DEVICE_ID.test(id)) {
            throw new input_error/* InputError */.dz('devices', (0,message/* message */.iU) `${(0,message/* input */.hF)('devices')} entry ${choices.length + 1} is not a device id (letters, digits, ".", "_" and "-", at most 64): give ids such as pixel7 or iphone15pro, or pixel7@14.0 for an OS version, separated by commas or newlines.`);
        }
        if (osVersion !== undefined && !OS_VERSION.test(osVersion)) {
            throw new input_error/* InputError */.dz('devices', (0,message/* message */.iU) `${(0,message/* input */.hF)('devices')} entry ${choices.length + 1} gives "${id}" an OS version that is not one (letters, digits, ".", "_" and "-", at most 32): write id@version, such as pixel7@14.0.`);
        }
        choices.push(osVersion === undefined ? { entry, id } : { entry, id, osVersion });
    }
    if (choices.length > MAX_DEVICES) {
        throw new input_error/* InputError */.dz('devices', (0,message/* message */.iU) `${(0,message/* input */.hF)('devices')} names ${choices.length} devices; at most ${MAX_DEVICES}.`);
    }
    return choices;
}


/***/ })

};
;
//# sourceMappingURL=712.index.cjs.js.map