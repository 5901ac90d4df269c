"use strict";
exports.id = 869;
exports.ids = [869];
exports.modules = {

/***/ 869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   linkGridHtml: () => (/* binding */ linkGridHtml),
/* harmony export */   s: () => (/* binding */ linkGridMarkdown)
/* harmony export */ });
/* harmony import */ var _shared_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(820);
/* harmony import */ var _shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4338);
/**
 * The link grid as a table, a row per device and OS version and a column per `linkParams`
 * mapping: in Markdown for the comment (and a preview's part of the run's summary), in HTML for
 * an update's part of it. Every heading and device is escaped, every link checked
 * (markdown-text.ts, html.ts), so a value from the inputs cannot add markup, a cell or a row.
 */


/** How long a column heading may be shown (a launchUrl or params can be long). */
const HEADING_LIMIT = 80;
/**
 * The grid as a Markdown pipe table, without blank lines around it.
 *
 * @returns no lines when the grid has no rows
 */
function linkGridMarkdown(grid) {
    if (grid.rows.length === 0)
        return [];
    const headings = grid.headings.map(heading => (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(heading, HEADING_LIMIT)));
    const lines = [
        `| Device | OS version | ${headings.join(' | ')} |`,
        `|${'---|'.repeat(headings.length + 2)}`
    ];
    for (const { device, urls } of grid.rows) {
        const links = urls.map(url => (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)('open', url));
        const [id, version] = deviceCells(device).map(text => (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(text));
        lines.push(`| ${id} | ${version} | ${links.join(' | ')} |`);
    }
    return lines;
}
/**
 * The grid as an HTML table (for the run's summary's HTML sections).
 *
 * @returns '' when the grid has no rows
 */
function linkGridHtml(grid) {
    if (grid.rows.length === 0)
        return '';
    const headings = ['Device', 'OS version', ...grid.headings.map(h => (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(h, HEADING_LIMIT))];
    const head = `<tr>${headings.map(heading => `<th>${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(heading)}</th>`).join('')}</tr>`;
    const rows = grid.rows.map(({ device, urls }) => {
        const [id, version] = deviceCells(device).map(text => (0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(text));
        const links = urls.map(url => `<td><a href="${(0,_shared_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(url)}">open</a></td>`);
        return `<tr><td><code>${id}</code></td><td>${version}</td>${links.join('')}</tr>`;
    });
    return `<table>\n${head}\n${rows.join('\n')}\n</table>`;
}
/** The device id and the OS version as a row shows them. */
function deviceCells(device) {
    return [
        (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(device.id, 64),
        device.osVersion === undefined ? 'default' : (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(device.osVersion, 32)
    ];
}


/***/ }),

/***/ 4338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   iQ: () => (/* binding */ markdownLink)
/* harmony export */ });
/* unused harmony export safeUrl */
/**
 * Text and links from outside the action (a pull request's title, a branch name, a build's file
 * name, every field the service answers) made safe to put into GitHub Flavored Markdown and
 * GitLab Flavored Markdown: shown as the text it is, never as markup, a link, an image, a
 * mention, a reference, a table cell break, an HTML comment or (on GitLab) a quick action.
 *
 * https://github.github.com/gfm/#backslash-escapes
 * https://github.github.com/gfm/#autolinks-extension-
 * https://docs.gitlab.com/user/markdown/#gitlab-specific-references
 * https://docs.gitlab.com/user/project/quick_actions/
 */
/** U+2060 WORD JOINER: invisible, and breaks GitHub's and GitLab's mention and autolink patterns. */
const WORD_JOINER = '\u2060';
/**
 * Characters after which a word joiner goes: each starts a reference or a mention on GitHub or
 * GitLab (`@user`, `#12`, `!12` a merge request, `$12` a snippet, `~label`, `%milestone`,
 * `&12` an epic, `^alert#12`, `[vulnerability:12]`), Bitbucket's mention (`@{account}`) or
 * GitLab's inline diff (`{+ +}`), which a backslash alone does not stop on every GitLab version.
 * A colon followed by a name starts an emoji shortcode (`:x:` on GitHub and Bitbucket, replaced
 * after the Markdown's backslashes are read): a joiner follows such a colon too.
 */
const JOINED_AFTER = new Set('@#!$~%&^[{');
/** Characters HTML needs escaped; as entities they are never Markdown either. */
const HTML_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;'
};
/** The rest of ASCII punctuation: each may start Markdown somewhere, so each is escaped. */
const PUNCTUATION = new Set('!#$%()*+,-./:;=?@[\\]^_`{|}~');
/** Line breaks, other control characters, and direction overrides that can disguise text. */
const CONTROLS = /[\p{Cc}\u2028\u2029]/gu;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/**
 * Escapes text for GitHub's and GitLab's Markdown (inline: a paragraph, a table cell, a link's
 * text), and for HTML. Line breaks and control characters become spaces (so the text never
 * starts a line: no GitLab quick action such as `/merge`); HTML's special characters become
 * entities; every other ASCII punctuation character is backslash-escaped; a word joiner after
 * `@` (no mention, no e-mail link), after the other reference characters (JOINED_AFTER), after
 * `:` before a name's character or `/` (no emoji, no autolink) and after `www` leaves the text as
 * it reads.
 *
 * Not for code spans or blocks, where backslashes show.
 *
 * @returns one line of Markdown that renders as `text`
 */
function escapeMarkdown(text) {
    const clean = text
        .replace(CONTROLS, ' ')
        .replace(BIDI_CONTROLS, '')
        .replace(/(www)(?=\.)/gi, `$1${WORD_JOINER}`);
    const characters = [...clean];
    let escaped = '';
    for (let i = 0; i < characters.length; i++) {
        const character = characters[i] ?? '';
        const entity = HTML_ENTITIES[character];
        if (entity !== undefined) {
            escaped += entity;
            if (JOINED_AFTER.has(character))
                escaped += WORD_JOINER;
        }
        else if (PUNCTUATION.has(character)) {
            escaped += `\\${character}`;
            // A colon starts an emoji (`:x:`) or, before `/`, an autolink: a joiner after it then.
            const joined = character === ':'
                ? /^[A-Za-z0-9_+/-]$/.test(characters[i + 1] ?? '')
                : JOINED_AFTER.has(character);
            if (joined)
                escaped += WORD_JOINER;
        }
        else {
            escaped += character;
        }
    }
    return escaped;
}
/**
 * At most `limit` characters (code points) of `text`, with `…` when cut: a service answer or a
 * title cannot make the comment huge.
 */
function clip(text, limit = 200) {
    const characters = [...text];
    return characters.length <= limit ? text : `${characters.slice(0, limit - 1).join('')}…`;
}
/**
 * A link destination for Markdown: an absolute http(s) URL, normalised, with every character
 * that could end the destination or start markup percent-encoded.
 *
 * @returns the destination, or undefined for anything but an http(s) URL (`javascript:`, …)
 */
function safeUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    if (parsed.username !== '' || parsed.password !== '')
        return undefined;
    return parsed.href.replace(/[()[\]<>"'\\`\s|]/g, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** `[text](url)`, or the escaped text alone when `url` is not a safe http(s) URL. */
function markdownLink(text, url) {
    const destination = safeUrl(url);
    return destination === undefined
        ? escapeMarkdown(text)
        : `[${escapeMarkdown(text)}](${destination})`;
}


/***/ })

};
;
//# sourceMappingURL=869.index.cjs.js.map