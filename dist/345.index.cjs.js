"use strict";
exports.id = 345;
exports.ids = [345,869];
exports.modules = {

/***/ 1799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yX: () => (/* binding */ renderCommentBody),
  HK: () => (/* binding */ renderCommentMarkdown),
  GR: () => (/* binding */ renderKeptCommentBody),
  p_: () => (/* binding */ renderPendingCommentBody),
  So: () => (/* binding */ renderRemovedCommentBody),
  fl: () => (/* binding */ renderRemovedCommentMarkdown)
});

// EXTERNAL MODULE: ./src/shared/markdown-text.ts
var markdown_text = __webpack_require__(4338);
// EXTERNAL MODULE: ./src/review/terms.ts
var review_terms = __webpack_require__(5851);
;// CONCATENATED MODULE: ./src/features/previews/comment-parts.ts
/**
 * The comment's small print: `<sub>` where the platform renders HTML in comments, Markdown
 * italics where it shows tags as text (`PlatformTerms.showsHtml` false).
 */
function smallPrint(text, terms) {
    return terms.showsHtml === false ? `_${text}_` : `<sub>${text}</sub>`;
}
/** True for a line the comment's own small print wrote. */
function isSmallPrint(line) {
    return /^<sub>.*<\/sub>$/.test(line) || /^_[^_].*_$/.test(line);
}

// EXTERNAL MODULE: ./src/features/update-app/link-grid-table.ts
var link_grid_table = __webpack_require__(869);
// EXTERNAL MODULE: ./src/features/previews/preview-record.ts
var preview_record = __webpack_require__(2967);
;// CONCATENATED MODULE: ./src/features/previews/comment-body.ts
/**
 * The sticky comment on the pull request, in Markdown: the app link and the grid of device links,
 * what the service reports about the app, the build and the commit; and what it says once the
 * preview was removed. Its first line is the hidden record (preview-record.ts). Every value from outside the
 * action is clipped and escaped (markdown-text.ts), so a title or an app name cannot add markup,
 * links, mentions, images, tables or a second marker.
 *
 * The run's summary shows the same Markdown: `renderCommentMarkdown` is the body without the
 * marker.
 */





/**
 * The whole comment body: the record's marker, then `renderCommentMarkdown`.
 *
 * @param key signs a preview's record (preview-record.ts)
 */
function renderCommentBody(content, key) {
    return `${(0,preview_record/* renderMarker */.Bd)(content.record, key)}\n${renderCommentMarkdown(content)}`;
}
/** The comment without its marker (for the run's summary). */
function renderCommentMarkdown(content) {
    const preview = content.record.kind === 'preview' ? content.record.previewName : undefined;
    const lines = [
        preview === undefined ? '### App updated' : `### Preview: ${(0,markdown_text/* escapeMarkdown */.FV)(preview)}`,
        ''
    ];
    lines.push(`**${(0,markdown_text/* markdownLink */.iQ)('Open the app in the browser', content.appUrl)}**`, '');
    const grid = (0,link_grid_table/* linkGridMarkdown */.s)(content.deviceLinks);
    if (grid.length > 0)
        lines.push(...grid, '');
    lines.push('| | |', '|---|---|');
    lines.push(row('App', describeApp(content.reportedApp)));
    lines.push(row('Platform', (0,markdown_text/* escapeMarkdown */.FV)((0,markdown_text/* clip */.$Q)(content.platform, 20))));
    lines.push(row('versionCode', (0,markdown_text/* escapeMarkdown */.FV)((0,markdown_text/* clip */.$Q)(String(content.versionCode), 20))));
    if (content.build !== undefined)
        lines.push(row('Build', (0,markdown_text/* escapeMarkdown */.FV)((0,markdown_text/* clip */.$Q)(content.build))));
    if (content.branch !== undefined)
        lines.push(row('Branch', (0,markdown_text/* escapeMarkdown */.FV)((0,markdown_text/* clip */.$Q)(content.branch))));
    lines.push(row('Commit', shortSha(content.commitSha)));
    lines.push(row('Updated', formatTime(content.updatedAt)));
    const { comment, appRemoved } = content.terms;
    const footer = preview === undefined
        ? `This ${comment} is edited in place on every deploy.`
        : `This ${comment} is edited in place on every push; the app is deleted ${appRemoved}.`;
    lines.push('', smallPrint(footer, content.terms));
    return `${lines.join('\n')}\n`;
}
/**
 * The comment body after the preview's app was deleted; its record keeps the previewName.
 *
 * @param key signs the record (preview-record.ts)
 */
function renderRemovedCommentBody(content, key) {
    const record = {
        kind: 'preview',
        previewName: content.previewName,
        publicKey: undefined,
        ...(content.authorId ? { authorId: content.authorId } : {})
    };
    return `${(0,preview_record/* renderMarker */.Bd)(record, key)}\n${renderRemovedCommentMarkdown(content)}`;
}
/** The removed comment without its marker (for the run's summary). */
function renderRemovedCommentMarkdown(content) {
    const { pullRequest } = content.terms;
    const how = content.merged ? 'was merged' : 'was closed';
    const app = content.publicKey === undefined ? 'The app' : `App ${(0,markdown_text/* escapeMarkdown */.FV)(content.publicKey)}`;
    const heading = `### Preview: ${(0,markdown_text/* escapeMarkdown */.FV)(content.previewName)} (removed)`;
    if (content.expiredAfter !== undefined) {
        return [
            heading,
            '',
            `${app} was removed after ${(0,markdown_text/* escapeMarkdown */.FV)(content.expiredAfter)} without a deploy, ${formatTime(content.removedAt)}; push a commit or run the preview again to bring it back.`,
            '',
            smallPrint('The next deploy creates a new app and links it here.', content.terms),
            ''
        ].join('\n');
    }
    if (content.stopped === true) {
        return [
            heading,
            '',
            `${app} was deleted ${(0,review_terms/* removedByHand */.ry)(content.terms)}, ${formatTime(content.removedAt)}.`,
            '',
            smallPrint(`The next deploy of the ${pullRequest} creates a new app and links it here.`, content.terms),
            ''
        ].join('\n');
    }
    return [
        heading,
        '',
        `${app} was deleted when the ${pullRequest} ${how}, ${formatTime(content.removedAt)}.`,
        '',
        smallPrint(content.terms.afterClose ?? `A new preview is created if the ${pullRequest} is reopened.`, content.terms),
        ''
    ].join('\n');
}
/**
 * The comment body of a preview kept after its pull request closed, because the pull request
 * carries `keepLabel`: the body as it was (its record and app link unchanged), its footer saying
 * why the app stays and how it goes.
 *
 * @param stopped true when the pull request is still open (its preview was stopped by hand)
 */
function renderKeptCommentBody(body, keepLabel, terms, stopped = false) {
    // A stop on an open pull request (a CI environment's stop action) is not a close.
    const when = stopped ? (0,review_terms/* removedByHand */.ry)(terms) : `after the ${terms.pullRequest} closed`;
    const footer = smallPrint(`Kept ${when}: it carries ${(0,review_terms/* keepMark */.Ju)((0,markdown_text/* clip */.$Q)(keepLabel, 50), terms, markdown_text/* escapeMarkdown */.FV)}. ${(0,review_terms/* afterKeepMark */.dI)(terms, 'the app')}`, terms);
    const lines = body.trimEnd().split('\n');
    const last = lines.length - 1;
    if (last > 0 && isSmallPrint(lines[last] ?? ''))
        lines[last] = footer;
    else
        lines.push('', footer);
    return `${lines.join('\n')}\n`;
}
/**
 * The comment body while the preview's app is being created: the record names the preview but
 * no app yet. Written before the app is created, so that an app is created only when its record
 * can be written.
 *
 * @param reservation the record: the preview's name, no app, and the run's own random claim
 *   (two attempts of one run, which share its page, write different records, so each can tell
 *   whether another took its reservation over), bound to the comment's author when the run knows it
 * @param runUrl the run's page, linked so that a comment left in this state leads to the log
 * @param key signs the record (preview-record.ts)
 */
function renderPendingCommentBody(reservation, runUrl, key, terms) {
    const run = (0,markdown_text/* markdownLink */.iQ)('this run', runUrl);
    return [
        (0,preview_record/* renderMarker */.Bd)(reservation, key),
        `### Preview: ${(0,markdown_text/* escapeMarkdown */.FV)(reservation.previewName)} (deploying)`,
        '',
        `The preview app is being created by ${run}; this ${terms.comment} shows its link when it is ready.`,
        ''
    ].join('\n');
}
/** `name version (versionCode)` as the service reports them. */
function describeApp(app) {
    if (app === undefined)
        return 'not known (the service could not be asked)';
    const parts = [app.name, app.version].filter((part) => !!part);
    let text = parts.length > 0 ? (0,markdown_text/* escapeMarkdown */.FV)((0,markdown_text/* clip */.$Q)(parts.join(' '))) : '—';
    if (app.versionCode)
        text += ` (${(0,markdown_text/* escapeMarkdown */.FV)((0,markdown_text/* clip */.$Q)(app.versionCode, 40))})`;
    return text;
}
function row(name, value) {
    return `| ${name} | ${value} |`;
}
/** The first 7 hex digits of a SHA; anything else escaped as it is. */
function shortSha(sha) {
    return /^[0-9a-f]{7,64}$/i.test(sha)
        ? sha.slice(0, 7).toLowerCase()
        : (0,markdown_text/* escapeMarkdown */.FV)((0,markdown_text/* clip */.$Q)(sha, 64));
}
/** `2026-01-05 09:30 UTC` */
function formatTime(date) {
    return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}


/***/ }),

/***/ 720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   Aj: () => (/* binding */ withRaced),
/* harmony export */   Ev: () => (/* binding */ told),
/* harmony export */   lm: () => (/* binding */ notice),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   qz: () => (/* binding */ tell)
/* harmony export */ });
/** A warning annotation with `title`. */
function warning(text, title) {
    return { level: 'warning', text, title };
}
/** A notice annotation, with a title when given. */
function notice(text, title) {
    return title === undefined ? { level: 'notice', text } : { level: 'notice', text, title };
}
/** A line of the log. */
function info(text) {
    return { level: 'info', text };
}
/** Hands each note to the host, in order. */
function tell(host, notes) {
    for (const note of notes) {
        if (note.level === 'info')
            host.info(note.text);
        else if (note.level === 'notice')
            host.notice(note.text, note.title);
        else
            host.warning(note.text, note.title);
    }
}
/** Tells an outcome's notes and gives its result. */
function told(host, outcome) {
    tell(host, outcome.notes);
    return outcome.result;
}
/** A result with the summary's paragraph about raced records ('' for none) before its section. */
function withRaced(racedSection, result) {
    return racedSection === '' ? result : { ...result, section: `${racedSection}\n${result.section}` };
}


/***/ }),

/***/ 2967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ renderMarker),
/* harmony export */   C1: () => (/* binding */ PREVIEW_NAME_PATTERN),
/* harmony export */   JI: () => (/* binding */ isSigned),
/* harmony export */   bx: () => (/* binding */ isReservation),
/* harmony export */   gY: () => (/* binding */ parseMarker)
/* harmony export */ });
/* unused harmony exports PUBLIC_KEY_PATTERN, recordSignature */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _review_record_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6121);
/**
 * The record of a pull request's preview app: a hidden marker on the first line of the sticky
 * comment, naming the preview and its app's publicKey, signed:
 *
 *   <!-- appetize-deploy-action:preview name=android publicKey=p7nw… deployed=2026-11-22T10:00:00Z env=YXBw… by=NDE4 v=3 sig=… -->
 *   <!-- appetize-deploy-action:preview name=android claim=3k9Xq… v=3 sig=… -->   (reserved: its app is being created)
 *   <!-- appetize-deploy-action:preview name=android by=NDE4 v=3 sig=… -->        (no app: removed)
 *   <!-- appetize-deploy-action:update publicKey=p7nw… -->                         (`comment`)
 *
 * Anyone can post a comment that copies a marker, and the token's identity is shared (every run
 * of a repository may write as the same bot). So a preview record, which decides which app a push updates and a close deletes, carries
 * an HMAC-SHA256 keyed with the apiToken over its fields and what it is bound to: the platform
 * and its API's base URL, the repository's rename-stable binding, the pull request's number and
 * the id of the comment's author (v3). Only a run holding the apiToken writes one the tool acts
 * on, and only for that pull request of that repository on that host; a copy in another's
 * comment does not verify against its author. The reservation a run writes before it creates an
 * app carries its own random claim, so that the record itself says it is one.
 *
 * Records of earlier versions (v1: name and app; v2: with deploy time and environment, bound to
 * the repository and the pull request only) are still read, and trusted in the token's own
 * comments; a run's next write re-signs them as v3.
 */



/** Letters, digits, `-`, `_`: the `previewName` input. */
const PREVIEW_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A publicKey as the record accepts it. */
const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const B64 = '[A-Za-z0-9_-]';
const PREVIEW_MARKER = new RegExp(`^${_review_record_store_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .q}preview name=(${B64}{1,64})(?: publicKey=(${B64}{1,128}))?(?: deployed=(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z))?(?: env=(${B64}{1,1400}))?(?: by=(${B64}{1,400}))?(?: claim=(${B64}{16,64}))?( v=3)?(?: sig=(${B64}{43}))? -->(?:\\r?\\n|$)`);
const UPDATE_MARKER = new RegExp(`^${_review_record_store_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .q}update publicKey=(${B64}{1,128}) -->(?:\\r?\\n|$)`);
/**
 * The marker line for a record (without a line break). A preview record is signed with `key`
 * (always v3); an update record is not signed, and `key` is not used for it.
 *
 * @throws RangeError when the previewName, publicKey or claim is not of the allowed form
 */
function renderMarker(record, key) {
    if (record.publicKey !== undefined && !PUBLIC_KEY_PATTERN.test(record.publicKey)) {
        throw new RangeError('A publicKey to record must be letters, digits, - or _');
    }
    if (record.kind === 'update')
        return `${_review_record_store_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .q}update publicKey=${record.publicKey} -->`;
    if (!PREVIEW_NAME_PATTERN.test(record.previewName)) {
        throw new RangeError('previewName must be 1 to 64 letters, digits, - or _');
    }
    if (record.claim !== undefined && !/^[A-Za-z0-9_-]{16,64}$/.test(record.claim)) {
        throw new RangeError('A claim must be 16 to 64 letters, digits, - or _');
    }
    const fields = encodedFields(record);
    const parts = [
        `name=${record.previewName}`,
        record.publicKey === undefined ? '' : `publicKey=${record.publicKey}`,
        fields.deployed === '' ? '' : `deployed=${fields.deployed}`,
        fields.env === '' ? '' : `env=${fields.env}`,
        fields.by === '' ? '' : `by=${fields.by}`,
        record.claim === undefined ? '' : `claim=${record.claim}`,
        'v=3',
        `sig=${recordSignature({ ...record, version: 3 }, key)}`
    ];
    return `${_review_record_store_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .q}preview ${parts.filter(part => part !== '').join(' ')} -->`;
}
/** The record's optional fields as the marker writes them (ISO 8601 seconds, base64url). */
function encodedFields(record) {
    const base64 = (text) => text === undefined || text === '' ? '' : Buffer.from(text, 'utf8').toString('base64url');
    return {
        deployed: record.deployedAt === undefined
            ? ''
            : new Date(record.deployedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        env: base64(record.environment),
        by: base64(record.authorId)
    };
}
/**
 * HMAC-SHA256 (base64url, 43 characters) of a preview record as its version signs it, keyed with
 * `key.secret`. No line of the message can hold a line break (the free fields are base64url,
 * the platform's id and API address are checked by the adapter), so no field can be shifted into
 * another.
 */
function recordSignature(record, key) {
    const { deployed, env, by } = encodedFields(record);
    const version = record.version ?? 3;
    const fields = version === 3
        ? [
            'appetize-deploy-action preview record v3',
            key.platform,
            key.apiUrl,
            key.binding,
            String(key.pullRequestNumber),
            record.previewName,
            record.publicKey ?? '',
            deployed,
            env,
            by,
            record.claim ?? ''
        ]
        : [
            // v1 (no deploy time, no environment) is what versions up to 1.1 signed; v2 what 1.2
            // signed. A record cut back to an older version's fields does not verify.
            `appetize-deploy-action preview record v${version}`,
            key.binding,
            String(key.pullRequestNumber),
            record.previewName,
            record.publicKey ?? '',
            ...(version === 2 ? [deployed, env] : [])
        ];
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key.secret).update(fields.join('\n')).digest('base64url');
}
/** True when the record carries the signature `key` makes for it (compared in constant time). */
function isSigned(record, key) {
    if (record.signature === undefined)
        return false;
    const expected = Buffer.from(recordSignature(record, key));
    const given = Buffer.from(record.signature);
    return given.length === expected.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(given, expected);
}
/** The record on a comment body's first line, or undefined when there is none (or malformed). */
function parseMarker(body) {
    const preview = PREVIEW_MARKER.exec(body);
    if (preview) {
        const [, previewName = '', publicKey, deployed, env, by, claim, v3, signature] = preview;
        const record = {
            kind: 'preview',
            previewName,
            publicKey
        };
        if (deployed !== undefined) {
            const time = Date.parse(deployed);
            if (Number.isNaN(time))
                return undefined;
            record.deployedAt = time;
        }
        if (env !== undefined)
            record.environment = Buffer.from(env, 'base64url').toString('utf8');
        if (v3 === undefined && (by !== undefined || claim !== undefined))
            return undefined;
        if (by !== undefined)
            record.authorId = Buffer.from(by, 'base64url').toString('utf8');
        if (claim !== undefined)
            record.claim = claim;
        record.version = v3 !== undefined ? 3 : deployed !== undefined || env !== undefined ? 2 : 1;
        if (signature !== undefined)
            record.signature = signature;
        return record;
    }
    const update = UPDATE_MARKER.exec(body);
    return update ? { kind: 'update', publicKey: update[1] ?? '' } : undefined;
}
/** True for a record that reserves its preview while a run creates the app (no app yet). */
function isReservation(record) {
    return record.publicKey === undefined && record.claim !== undefined;
}


/***/ }),

/***/ 8999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M$: () => (/* binding */ recordsOf),
/* harmony export */   T3: () => (/* binding */ readRecords),
/* harmony export */   aJ: () => (/* binding */ judgeRecords),
/* harmony export */   nZ: () => (/* binding */ warningsOf)
/* harmony export */ });
/* unused harmony export learnedIdentity */
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9782);
/* harmony import */ var _review_terms_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5851);
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(720);
/* harmony import */ var _preview_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2967);
/**
 * Which of a pull request's records the tool acts on. The record store lists the comments that
 * carry a record, in the order they were written, each with whether the token's own identity
 * wrote it where the platform tells; this module keeps the trust decision: a preview record counts
 * when its signature holds for the run's key (the apiToken, the platform, its API's address, the
 * repository's binding, the pull request) and it is in a comment of the token's own identity, as
 * the record's signed author binding proves (or, for a record without one, as the store says).
 * Every other record is named in a warning and left alone, and so is the app it names.
 */




/**
 * Lists the store's records and judges them. The token's identity is asked of the store only
 * when a record cannot be judged without it (a record of an earlier version, a reservation, a
 * record that does not verify), and then once.
 *
 * @param known who the token writes as, when known already (learned when the records were read)
 * @param ownComment the id of a comment the run itself wrote (its reservation): its own, whatever
 *   the platform can say of the others; the others are judged as at the run's start
 * @throws ReviewPlatformError when the records cannot be listed
 */
async function readRecords(store, scope, known, ownComment) {
    const comments = await store.list();
    let identity = known ?? learnedIdentity(comments, scope.key);
    const unsure = (comment) => comment.id !== ownComment && needsIdentity(comment, scope.key);
    if (identity === undefined && comments.some(unsure))
        identity = await store.identify();
    const judged = judgeRecords(comments, scope, identity, ownComment);
    if (ownComment === undefined || store.bindsReservations !== true)
        return judged;
    // A live run binds its reservation right after creating it: one still unbound now that this
    // run has created its app was left by a run that died, and is not waited on.
    const leftOver = ({ comment, record }) => comment.id !== ownComment && record.publicKey === undefined && record.authorId === undefined;
    return { ...judged, signed: judged.signed.filter(found => !leftOver(found)) };
}
/**
 * The token's identity as a record proves it: the author of a comment whose v3 record verifies
 * and is bound to that author (only a run holding the apiToken writes one, with the author id
 * the platform answered its own write with).
 */
function learnedIdentity(comments, key) {
    for (const comment of comments) {
        if (comment.own === false)
            continue;
        const record = (0,_preview_record_js__WEBPACK_IMPORTED_MODULE_0__/* .parseMarker */ .gY)(comment.body);
        if (record?.kind === 'preview' && boundToAuthor(record, comment, key)) {
            return { authorId: comment.authorId, author: comment.author };
        }
    }
    return undefined;
}
/** True for a v3 record that verifies and is bound to its comment's author. */
function boundToAuthor(record, comment, key) {
    return (record.version === 3 &&
        record.authorId !== undefined &&
        comment.authorId !== '' &&
        record.authorId === comment.authorId &&
        (0,_preview_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isSigned */ .JI)(record, key));
}
function needsIdentity(comment, key) {
    if (comment.own !== undefined)
        return false;
    const record = (0,_preview_record_js__WEBPACK_IMPORTED_MODULE_0__/* .parseMarker */ .gY)(comment.body);
    return record !== undefined && (record.kind === 'update' || !boundToAuthor(record, comment, key));
}
/**
 * Judges each comment's record (pure): trusted, untrusted (the token's own, not verifying), or
 * a copy (in another's comment).
 *
 * @param identity who the token writes as; undefined when not known (then only records bound to
 *   their author count, and `ownComment`'s)
 */
function judgeRecords(comments, scope, identity, ownComment) {
    const signed = [];
    const untrusted = [];
    const updates = [];
    const warnings = [];
    for (const comment of comments) {
        const record = (0,_preview_record_js__WEBPACK_IMPORTED_MODULE_0__/* .parseMarker */ .gY)(comment.body);
        if (record === undefined)
            continue;
        const own = comment.own ??
            (comment.id === ownComment ||
                (identity !== undefined &&
                    comment.authorId !== '' &&
                    comment.authorId === identity.authorId));
        if (record.kind === 'update') {
            if (own)
                updates.push({ comment, record });
        }
        else if (boundToAuthor(record, comment, scope.key)) {
            signed.push({ comment, record });
        }
        else if (record.version === 3 &&
            record.authorId !== undefined &&
            (0,_preview_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isSigned */ .JI)(record, scope.key)) {
            warnings.push(copyWarning(comment, record, scope, identity));
        }
        else if (own) {
            if ((0,_preview_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isSigned */ .JI)(record, scope.key))
                signed.push({ comment, record });
            else {
                untrusted.push({ comment, record });
                warnings.push(untrustedWarning(comment, record, scope));
            }
        }
        else {
            warnings.push(copyWarning(comment, record, scope, identity));
        }
    }
    return { signed, untrusted, updates, warnings, identity };
}
/** The records of one preview (all previews when `previewName` is undefined). */
function recordsOf(records, previewName) {
    return records.signed.filter(found => previewName === undefined || found.record.previewName === previewName);
}
/** The warnings about one preview's records (all previews' when `previewName` is undefined). */
function warningsOf(records, previewName) {
    return records.warnings.filter(note => previewName === undefined || note.previewName === previewName);
}
function untrustedWarning(comment, record, { terms, repository, number }) {
    const { previewName, publicKey } = record;
    const why = (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `another run wrote it under the same identity, or it was signed with another value of ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('apiToken')}, or by version 1.0.0`;
    const found = `${(0,_review_terms_js__WEBPACK_IMPORTED_MODULE_2__/* .capitalized */ .l2)(terms.comment)} ${comment.id} by ${comment.author || 'a deleted account'} records preview ${previewName}`;
    // As the app's note on the dashboard names the pull request (preview-plan.ts).
    const reference = (0,_review_terms_js__WEBPACK_IMPORTED_MODULE_2__/* .pullRequestReference */ .cb)(repository, number, terms);
    const text = publicKey === undefined
        ? (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${found} without a signature made with ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('apiToken')} (${why}): it is not used.`
        : (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .message */ .iU) `${found} (app ${publicKey}) without a signature made with ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('apiToken')} (${why}): it is not used, and app ${publicKey} is left alone. Before deleting that app, check on the dashboard that its note names this ${terms.pullRequest} (${reference}).`;
    return { ...(0,_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e)(text, 'Record not trusted'), previewName };
}
function copyWarning(comment, record, { terms }, identity) {
    const app = record.publicKey === undefined ? '' : `, and app ${record.publicKey} is left alone`;
    const whose = identity === undefined || identity.author === '' ? 'the token’s own identity' : identity.author;
    const text = `${(0,_review_terms_js__WEBPACK_IMPORTED_MODULE_2__/* .capitalized */ .l2)(terms.comment)} ${comment.id} by ${comment.author || 'a deleted account'} holds a copy of preview ${record.previewName}'s record: only records in ${terms.comment}s by ${whose} count, so it is ignored${app}.`;
    return { ...(0,_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e)(text, 'Record not trusted'), previewName: record.previewName };
}


/***/ }),

/***/ 7389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TR: () => (/* binding */ reviewFailure),
/* harmony export */   dX: () => (/* binding */ reviewWarning)
/* harmony export */ });
/* unused harmony export isRefusal */
/* harmony import */ var _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8035);
/* harmony import */ var _review_review_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5209);
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9782);
/**
 * A failed call to the review platform's API as the run reports it: a failure of the step
 * (`review-refused` when the platform refused the token, `review-unavailable` when it did not
 * answer well, a TLS kind when the handshake failed), or a warning when
 * the deploy itself succeeded and only the comment or the deployment could not be written.
 */



/**
 * True when the review platform refused the call (401, 403, 404, 422 …): the same call will be
 * refused again. A 429 or 5xx, no answer or an odd answer may pass.
 */
function isRefusal(error) {
    return (error.kind === 'status' &&
        error.status !== undefined &&
        error.status < 500 &&
        error.status !== 429);
}
/**
 * The step's failure for an error of the review platform's API.
 *
 * @param error what the call threw (a `ReviewPlatformError`; anything else is `unexpected`)
 * @param consequence what it means for the run, e.g. "no app was created"
 */
function reviewFailure(error, consequence) {
    if (!(error instanceof _review_review_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ReviewPlatformError */ .O))
        return (0,_shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .asFailure */ .h_)(error);
    const what = error.message.replace(/\.$/, '');
    if (error.handshake !== undefined) {
        // Nothing was sent, and the same address fails the same way: no "may pass".
        return new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR(error.handshake, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what}; ${consequence}.`, error.handshake === 'not-tls'
            ? 'Fix that address first: with it unchanged, every run fails the same way.'
            : "Trust the server's CA with NODE_EXTRA_CA_CERTS (a PEM file), or fix the host in that address so that it matches the certificate: with neither, every run fails the same way.");
    }
    if (!isRefusal(error)) {
        return new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('review-unavailable', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what}; ${consequence}.`);
    }
    return error.need === ''
        ? new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('review-refused', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what}; ${consequence}.`)
        : new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('review-refused', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what} (the token needs ${error.need}); ${consequence}.`, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .advice */ .v9)('review-permission')}`);
}
/**
 * The warning for an error of the review platform's API after the deploy succeeded.
 *
 * @returns the message, e.g. "Editing the pull request comment failed: … answered 403 …; …"
 */
function reviewWarning(error, consequence) {
    const text = error instanceof Error ? error.message : String(error);
    const permission = error instanceof _review_review_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ReviewPlatformError */ .O && isRefusal(error) ? error.need : '';
    const need = permission === '' ? '' : ` (the token needs ${permission})`;
    return `${text.replace(/\.$/, '')}${need}; ${consequence}.`;
}


/***/ }),

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

/***/ 6121:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ RECORD_MARKER_PREFIX)
/* harmony export */ });
/**
 * The record store: where a pull request's preview records are kept (its comments, notes), as
 * the adapter answers for them. The seam Renovate calls `ensureComment`: the adapter answers
 * identity and order and reads and writes comments; the core keeps trust (the signature, the
 * repository binding, the warnings about copies) and every decision (src/features/previews).
 *
 * Renovate: lib/modules/platform/types.ts of renovatebot/renovate (ensureComment)
 */
/**
 * How every record marker of the tool's comments begins (features/previews/preview-record.ts);
 * escaped text can never contain it. An adapter scrubs a comment body line by line but for the
 * line that starts with it: a record holds only identifiers and a signature.
 */
const RECORD_MARKER_PREFIX = '<!-- appetize-deploy-action:';


/***/ }),

/***/ 5209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ ReviewPlatformError)
/* harmony export */ });
/**
 * The one error type of the review platform's calls: which operation failed, how (the
 * platform's HTTP status, or no answer at all), and a message that never holds the token. An
 * adapter classifies its client's errors into it.
 */
/** A failed call to the review platform. */
class ReviewPlatformError extends Error {
    name = 'ReviewPlatformError';
    operation;
    /** The platform's HTTP status, when it answered with an error status; otherwise undefined. */
    status;
    kind;
    /**
     * The permission the token needs for this call, in the platform's own terms (e.g.
     * `pull-requests: write`); '' when none is named.
     */
    need;
    /**
     * How the TLS handshake failed, when it did (kind `unreachable`: nothing was sent): the server
     * does not speak TLS there, or its certificate was refused. No re-run helps until the
     * address, or the trust in its certificate, is fixed.
     */
    handshake;
    /** @param options.message what happened, in the adapter's words, without the token */
    constructor(options) {
        super(options.message);
        this.operation = options.operation;
        this.status = options.status;
        this.kind = options.kind;
        this.need = options.need ?? '';
        this.handshake = options.handshake;
    }
}


/***/ }),

/***/ 5851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ib: () => (/* binding */ pullRequestName),
/* harmony export */   Ju: () => (/* binding */ keepMark),
/* harmony export */   cb: () => (/* binding */ pullRequestReference),
/* harmony export */   dI: () => (/* binding */ afterKeepMark),
/* harmony export */   i: () => (/* binding */ removalWords),
/* harmony export */   l2: () => (/* binding */ capitalized),
/* harmony export */   ry: () => (/* binding */ removedByHand)
/* harmony export */ });
/**
 * The neutral words of the review port: a repository as the core sees it, and how a platform
 * names what the previews write on. Each platform's words come from its adapter (its
 * descriptor); nothing here or in src/features holds one platform's words.
 */
/**
 * How a pull request carries the keep label: `the label x`, `[x] in its title or description`.
 *
 * @param markdown escapes the label for a comment (the brackets are then escaped too, with no
 *   joiner in them: a reader can copy the tag as it reads)
 */
function keepMark(label, terms, markdown) {
    const name = markdown === undefined ? label : markdown(label);
    if (terms.hasLabels !== false)
        return `the label ${name}`;
    const [open, close] = markdown === undefined ? ['[', ']'] : ['\\[', '\\]'];
    return `${open}${name}${close} in its title or description`;
}
/**
 * What deletes a kept preview's app once the keep label goes, a sentence: `Once the label is
 * removed, the next sweep or close deletes the app.`; where there are no labels, the tag taken
 * out and the app deleted `appRemoved`.
 *
 * @param apps `the app`, or `them` for several
 */
function afterKeepMark(terms, apps) {
    if (terms.hasLabels !== false) {
        return `Once the label is removed, the next sweep or close deletes ${apps}.`;
    }
    const deleted = apps === 'them' ? 'the apps are deleted' : 'the app is deleted';
    return `Once that is taken out, ${deleted} ${terms.appRemoved}.`;
}
/** `pull request #12`, `merge request !12`. */
function pullRequestName(number, terms) {
    return `${terms.pullRequest} ${terms.numberPrefix}${number}`;
}
/**
 * A pull request's cross-repository reference in the platform's form: `acme/app#12`,
 * `group/project!12`; the app's note on the dashboard names its preview's pull request so.
 */
function pullRequestReference(repository, number, terms) {
    return `${repository.display}${terms.numberPrefix}${number}`;
}
/** `Pull request #12` from `pull request #12`. */
function capitalized(text) {
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
/** How an open pull request's preview removed by hand is named: `when the preview was stopped`. */
function removedByHand(terms) {
    return terms.manualRemoval ?? 'when the preview was stopped';
}
/**
 * Why the sweep's log says a preview goes: `expired`, or how its pull request closed (`merged`,
 * `declined`, `superseded` where the platform says; else `closed`).
 */
function removalWords(reason, pullRequest) {
    return reason === 'closed' ? (pullRequest.closedAs ?? 'closed') : reason;
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
//# sourceMappingURL=345.index.cjs.js.map