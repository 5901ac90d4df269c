"use strict";
exports.id = 875;
exports.ids = [875,869];
exports.modules = {

/***/ 1489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GR: () => (/* binding */ renderKeptCommentBody),
/* harmony export */   HK: () => (/* binding */ renderCommentMarkdown),
/* harmony export */   So: () => (/* binding */ renderRemovedCommentBody),
/* harmony export */   fl: () => (/* binding */ renderRemovedCommentMarkdown),
/* harmony export */   p_: () => (/* binding */ renderPendingCommentBody),
/* harmony export */   yX: () => (/* binding */ renderCommentBody)
/* harmony export */ });
/* harmony import */ var _shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4338);
/* harmony import */ var _review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(484);
/* harmony import */ var _update_app_link_grid_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(869);
/* harmony import */ var _preview_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2967);
/**
 * The sticky comment on the pull request, in Markdown: the app link and the grid of device links,
 * what the service reports about the app, the build and the commit; and what it says once the
 * preview was removed. Its first line is the hidden record (preview-record.ts). Every value from outside the
 * action is clipped and escaped (markdown-text.ts), so a title or an app name cannot add markup,
 * links, mentions, images, tables or a second marker.
 *
 * The job summary shows the same Markdown: `renderCommentMarkdown` is the body without the marker.
 */




/**
 * The whole comment body: the record's marker, then `renderCommentMarkdown`.
 *
 * @param key signs a preview's record (preview-record.ts)
 */
function renderCommentBody(content, key) {
    return `${(0,_preview_record_js__WEBPACK_IMPORTED_MODULE_3__/* .renderMarker */ .Bd)(content.record, key)}\n${renderCommentMarkdown(content)}`;
}
/** The comment without its marker (for the job summary). */
function renderCommentMarkdown(content) {
    const preview = content.record.kind === 'preview' ? content.record.previewName : undefined;
    const lines = [
        preview === undefined ? '### App updated' : `### Preview: ${(0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(preview)}`,
        ''
    ];
    lines.push(`**${(0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)('Open the app in the browser', content.appUrl)}**`, '');
    const grid = (0,_update_app_link_grid_table_js__WEBPACK_IMPORTED_MODULE_2__/* .linkGridMarkdown */ .s)(content.deviceLinks);
    if (grid.length > 0)
        lines.push(...grid, '');
    lines.push('| | |', '|---|---|');
    lines.push(row('App', describeApp(content.reportedApp)));
    lines.push(row('Platform', (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(content.platform, 20))));
    lines.push(row('versionCode', (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(String(content.versionCode), 20))));
    if (content.build !== undefined)
        lines.push(row('Build', (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(content.build))));
    if (content.branch !== undefined)
        lines.push(row('Branch', (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(content.branch))));
    lines.push(row('Commit', shortSha(content.commitSha)));
    lines.push(row('Updated', formatTime(content.updatedAt)));
    const { pullRequest, comment } = content.terms ?? _review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TERMS */ .ci;
    const footer = preview === undefined
        ? `This ${comment} is edited in place on every deploy.`
        : `This ${comment} is edited in place on every push; the app is deleted when the ${pullRequest} closes.`;
    lines.push('', `<sub>${footer}</sub>`);
    return `${lines.join('\n')}\n`;
}
/**
 * The comment body after the preview's app was deleted; its record keeps the previewName.
 *
 * @param key signs the record (preview-record.ts)
 */
function renderRemovedCommentBody(content, key) {
    return `${markerWithoutApp(content.previewName, key)}\n${renderRemovedCommentMarkdown(content)}`;
}
/** The removed comment without its marker (for the job summary). */
function renderRemovedCommentMarkdown(content) {
    const { pullRequest } = content.terms ?? _review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TERMS */ .ci;
    const how = content.merged ? 'was merged' : 'was closed';
    const app = content.publicKey === undefined ? 'The app' : `App ${(0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(content.publicKey)}`;
    const heading = `### Preview: ${(0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(content.previewName)} (removed)`;
    if (content.expiredAfter !== undefined) {
        return [
            heading,
            '',
            `${app} was removed after ${(0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(content.expiredAfter)} without a deploy, ${formatTime(content.removedAt)}; push a commit or run the preview again to bring it back.`,
            '',
            '<sub>The next deploy creates a new app and links it here.</sub>',
            ''
        ].join('\n');
    }
    if (content.stopped === true) {
        return [
            heading,
            '',
            `${app} was deleted when the preview was stopped, ${formatTime(content.removedAt)}.`,
            '',
            `<sub>The next deploy of the ${pullRequest} creates a new app and links it here.</sub>`,
            ''
        ].join('\n');
    }
    return [
        heading,
        '',
        `${app} was deleted when the ${pullRequest} ${how}, ${formatTime(content.removedAt)}.`,
        '',
        `<sub>A new preview is created if the ${pullRequest} is reopened.</sub>`,
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
function renderKeptCommentBody(body, keepLabel, terms = _review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TERMS */ .ci, stopped = false) {
    // A stop on an open merge request (an environment's stop job) is not a close.
    const when = stopped ? 'when the preview was stopped' : `after the ${terms.pullRequest} closed`;
    const footer = `<sub>Kept ${when}: it carries the label ${(0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(keepLabel, 50))}. Once the label is removed, the next sweep or close deletes the app.</sub>`;
    const lines = body.trimEnd().split('\n');
    const last = lines.length - 1;
    if (last > 0 && (lines[last] ?? '').startsWith('<sub>'))
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
 * @param runUrl the run's page, linked so that a comment left in this state leads to the log
 * @param key signs the record (preview-record.ts)
 * @param claim this run's own id (hex or UUID), in a hidden line: two runs of one job page (two
 *   jobs of a run, two pipelines without a job link) write different bodies, so each can tell
 *   whether another took its "deploying" comment over (deploy-claim.ts)
 */
function renderPendingCommentBody(previewName, runUrl, key, claim, terms = _review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TERMS */ .ci) {
    const run = (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)('this run', runUrl);
    return [
        markerWithoutApp(previewName, key),
        `### Preview: ${(0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(previewName)} (deploying)`,
        '',
        `The preview app is being created by ${run}; this ${terms.comment} shows its link when it is ready.`,
        '',
        `<!-- claim ${claim.replace(/[^0-9a-f-]/gi, '')} -->`,
        ''
    ].join('\n');
}
/** The marker of a preview without an app: one being created, or one deleted. */
function markerWithoutApp(previewName, key) {
    const record = { kind: 'preview', previewName, publicKey: undefined };
    return (0,_preview_record_js__WEBPACK_IMPORTED_MODULE_3__/* .renderMarker */ .Bd)(record, key);
}
/** `name version (versionCode)` as the service reports them. */
function describeApp(app) {
    if (app === undefined)
        return 'not known (the service could not be asked)';
    const parts = [app.name, app.version].filter((part) => !!part);
    let text = parts.length > 0 ? (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(parts.join(' '))) : '—';
    if (app.versionCode)
        text += ` (${(0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(app.versionCode, 40))})`;
    return text;
}
function row(name, value) {
    return `| ${name} | ${value} |`;
}
/** The first 7 hex digits of a SHA; anything else escaped as it is. */
function shortSha(sha) {
    return /^[0-9a-f]{7,64}$/i.test(sha)
        ? sha.slice(0, 7).toLowerCase()
        : (0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_shared_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(sha, 64));
}
/** `2026-01-05 09:30 UTC` */
function formatTime(date) {
    return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}


/***/ }),

/***/ 2967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ renderMarker),
/* harmony export */   C1: () => (/* binding */ PREVIEW_NAME_PATTERN),
/* harmony export */   gP: () => (/* binding */ findRecords),
/* harmony export */   gY: () => (/* binding */ parseMarker),
/* harmony export */   jq: () => (/* binding */ findUpdateRecords)
/* harmony export */ });
/* unused harmony exports PUBLIC_KEY_PATTERN, recordSignature, isSigned */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(484);
/**
 * The record of a pull request's preview app: a hidden marker on the first line of the sticky
 * comment, naming the preview and its app's publicKey, signed:
 *
 *   <!-- appetize-deploy-action:preview name=android publicKey=p7nww3n6ubq73r1nh9jtauqy8w deployed=2026-11-22T10:00:00Z env=YXBwZXRpemUtcHJldmlldw sig=… -->
 *   <!-- appetize-deploy-action:preview name=android sig=… -->      (no app: deploying, removed)
 *   <!-- appetize-deploy-action:update publicKey=p7nww3n6ubq73r1nh9jtauqy8w -->   (`comment`)
 *
 * Anyone can post a comment that copies a marker, so a record counts only in a comment written
 * by the token's own identity, and only when the marker is exactly the comment's first line. That
 * identity is shared: with the workflow's token, every workflow of the repository writes as
 * `github-actions[bot]`, and one of them may post text someone else chose. So a preview record,
 * which decides which app a push updates and a close deletes, also carries an HMAC-SHA256 of its
 * fields, the repository's id and the pull request's number, keyed with the apiToken: only a run
 * that holds the token can write one the action acts on, and only for that pull request. An
 * update record names the app the run was given anyway (it only finds the comment to edit), and
 * is not signed.
 *
 * A preview's record also keeps when it was last deployed (a sweep measures `previewTtl` from it,
 * not from the comment's edit time, which a hand edit would reset) and its deployment
 * environment, base64url (a sweep is given no `deploymentEnvironment`). Both are signed too.
 * Records of version 1.1 and earlier have neither and are still read (signature v1).
 */



/** Letters, digits, `-`, `_`: the `previewName` input. */
const PREVIEW_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A publicKey as the record accepts it. */
const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const PREVIEW_MARKER = new RegExp(`^${_review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .qm}preview name=([A-Za-z0-9_-]{1,64})(?: publicKey=([A-Za-z0-9_-]{1,128}))?(?: deployed=(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z))?(?: env=([A-Za-z0-9_-]{1,1400}))?(?: sig=([A-Za-z0-9_-]{43}))? -->(?:\\r?\\n|$)`);
const UPDATE_MARKER = new RegExp(`^${_review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .qm}update publicKey=([A-Za-z0-9_-]{1,128}) -->(?:\\r?\\n|$)`);
/**
 * The marker line for a record (without a line break). A preview record is signed with `key`;
 * an update record is not signed, and `key` is not used for it.
 *
 * @throws RangeError when the previewName or publicKey is not of the allowed form
 */
function renderMarker(record, key) {
    if (record.publicKey !== undefined && !PUBLIC_KEY_PATTERN.test(record.publicKey)) {
        throw new RangeError('A publicKey to record must be letters, digits, - or _');
    }
    if (record.kind === 'update') {
        return `${_review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .qm}update publicKey=${record.publicKey} -->`;
    }
    if (!PREVIEW_NAME_PATTERN.test(record.previewName)) {
        throw new RangeError('previewName must be 1 to 64 letters, digits, - or _');
    }
    const app = record.publicKey === undefined ? '' : ` publicKey=${record.publicKey}`;
    const { deployed, env } = encodedExtras(record);
    const extras = `${deployed === '' ? '' : ` deployed=${deployed}`}${env === '' ? '' : ` env=${env}`}`;
    const signature = recordSignature(record, key);
    return `${_review_review_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MARKER_PREFIX */ .qm}preview name=${record.previewName}${app}${extras} sig=${signature} -->`;
}
/** The deploy time (ISO 8601, whole seconds) and environment (base64url) as the marker has them. */
function encodedExtras(record) {
    return {
        deployed: record.deployedAt === undefined
            ? ''
            : new Date(record.deployedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        env: record.environment === undefined || record.environment === ''
            ? ''
            : Buffer.from(record.environment, 'utf8').toString('base64url')
    };
}
/**
 * HMAC-SHA256 (base64url, 43 characters) of a preview record's fields, the base repository's id
 * and the pull request's number, keyed with `key.secret`. No field can hold a line break, so the
 * lines of the message cannot be shifted from one field to another.
 */
function recordSignature(record, key) {
    const { deployed, env } = encodedExtras(record);
    // v1 (no deploy time, no environment) is what versions up to 1.1 signed; a v2 record cut
    // back to v1's fields does not verify, since the two messages differ in their first line.
    const v2 = deployed !== '' || env !== '';
    const message = [
        `appetize-deploy-action preview record ${v2 ? 'v2' : 'v1'}`,
        String(key.repositoryId),
        String(key.pullRequestNumber),
        record.previewName,
        record.publicKey ?? '',
        ...(v2 ? [deployed, env] : [])
    ].join('\n');
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key.secret).update(message).digest('base64url');
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
        const [, previewName = '', publicKey, deployed, env, signature] = preview;
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
        if (signature !== undefined)
            record.signature = signature;
        return record;
    }
    const update = UPDATE_MARKER.exec(body);
    return update ? { kind: 'update', publicKey: update[1] ?? '' } : undefined;
}
/**
 * The preview records in comments written by `ownLogin`. Two signed records for one name can only
 * come from runs that raced; the oldest is the one to keep.
 *
 * @param ownLogin the token's login (`whoAmI`); logins compare case-insensitively, as GitHub's do
 * @param key what the records must be signed with
 * @param previewName only this preview's records; all previews when undefined
 */
function findRecords(comments, ownLogin, key, previewName) {
    const previews = ownRecords(comments, ownLogin).filter((found) => found.record.kind === 'preview' &&
        (previewName === undefined || found.record.previewName === previewName));
    const signed = [];
    const untrusted = [];
    for (const found of previews)
        (isSigned(found.record, key) ? signed : untrusted).push(found);
    return { signed, untrusted };
}
/** The plain-update comment for an app, written by `ownLogin`, oldest first. */
function findUpdateRecords(comments, ownLogin, publicKey) {
    return ownRecords(comments, ownLogin).filter((found) => found.record.kind === 'update' && found.record.publicKey === publicKey);
}
function ownRecords(comments, ownLogin) {
    // An empty login would match comments of deleted accounts, which GitHub names no one.
    if (ownLogin === '')
        return [];
    const own = ownLogin.toLowerCase();
    const found = [];
    for (const comment of comments) {
        if (comment.login.toLowerCase() !== own)
            continue;
        const record = parseMarker(comment.body);
        if (record)
            found.push({ comment, record });
    }
    return found.sort((a, b) => a.comment.id - b.comment.id);
}


/***/ }),

/***/ 4403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HF: () => (/* binding */ writeComment),
/* harmony export */   fA: () => (/* binding */ openSession),
/* harmony export */   l2: () => (/* binding */ capitalized),
/* harmony export */   rg: () => (/* binding */ signedPreviewRecords)
/* harmony export */ });
/* harmony import */ var _review_review_platform_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(484);
/* harmony import */ var _preview_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2967);
/* harmony import */ var _shared_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9782);
/**
 * What the pull request operations share: the GitHub API, the token's own login and the pull
 * request's comments (where the records are).
 *
 * https://docs.github.com/rest/issues/comments
 */



/**
 * Asks GitHub who the token is and reads the pull request's comments (reads only).
 *
 * @throws ReviewPlatformError
 */
async function openSession(context, target) {
    const api = await context.reviewPlatform();
    const { pullRequest } = target;
    const repository = { owner: pullRequest.baseOwner, repo: pullRequest.baseRepo };
    const login = await api.whoAmI();
    const comments = await api.listIssueComments(repository, pullRequest.number);
    context.host.info(`${capitalized((0,_review_review_platform_js__WEBPACK_IMPORTED_MODULE_0__/* .pullRequestName */ .Ib)(pullRequest.number, api.terms))} of ${repository.owner}/${repository.repo}: ${comments.length} ${api.terms.comment}${comments.length === 1 ? '' : 's'}; records count only from ${login}.`);
    const recordKey = {
        secret: context.apiToken,
        repositoryId: pullRequest.baseRepositoryId,
        pullRequestNumber: pullRequest.number
    };
    return {
        api,
        repository,
        number: pullRequest.number,
        login,
        comments,
        recordKey,
        dryRun: context.dryRun
    };
}
/**
 * The preview records the action may act on: in the token's own comments and signed with the
 * session's key, oldest first. A record without a valid signature is named in a warning and left
 * alone, and so is the app it names.
 *
 * @param previewName only this preview's records; all previews when undefined
 */
function signedPreviewRecords(session, previewName, host) {
    const { signed, untrusted } = (0,_preview_record_js__WEBPACK_IMPORTED_MODULE_1__/* .findRecords */ .gP)(session.comments, session.login, session.recordKey, previewName);
    const why = (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `another run wrote it under the same identity, or it was signed with another value of ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('apiToken')}, or by version 1.0.0`;
    const { terms } = session.api;
    // As the app's note on the dashboard reads it (preview-plan.ts), `#` on every platform.
    const pullRequest = `${session.repository.owner}/${session.repository.repo}#${session.number}`;
    for (const { comment, record } of untrusted) {
        const { previewName, publicKey } = record;
        const found = `${capitalized(terms.comment)} ${comment.id} by ${session.login} records preview ${previewName}`;
        host.warning(publicKey === undefined
            ? (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${found} without a signature made with ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('apiToken')} (${why}): it is not used.`
            : (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${found} (app ${publicKey}) without a signature made with ${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('apiToken')} (${why}): it is not used, and app ${publicKey} is left alone. Before deleting that app, check on the dashboard that its note names this ${terms.pullRequest} (${pullRequest}).`, 'Record not trusted');
    }
    warnOfCopies(session, previewName, host);
    return signed;
}
/**
 * Warns of preview records in comments by anyone but the token's own identity: copies, which
 * never count (the app a copy names is left alone).
 */
function warnOfCopies(session, previewName, host) {
    const own = session.login.toLowerCase();
    const { comment: term } = session.api.terms;
    for (const comment of session.comments) {
        if (comment.login.toLowerCase() === own)
            continue;
        const record = (0,_preview_record_js__WEBPACK_IMPORTED_MODULE_1__/* .parseMarker */ .gY)(comment.body);
        if (record?.kind !== 'preview')
            continue;
        if (previewName !== undefined && record.previewName !== previewName)
            continue;
        const app = record.publicKey === undefined ? '' : `, and app ${record.publicKey} is left alone`;
        host.warning(`${capitalized(term)} ${comment.id} by ${comment.login || 'a deleted account'} holds a copy of preview ${record.previewName}'s record: only records in ${term}s by ${session.login} count, so it is ignored${app}.`, 'Record not trusted');
    }
}
/**
 * Edits `existing` in place (no notification), or creates the comment.
 *
 * @throws ReviewPlatformError
 */
function writeComment(session, existing, body) {
    return existing
        ? session.api.updateComment(session.repository, session.number, existing.id, body)
        : session.api.createComment(session.repository, session.number, body);
}
/** `Pull request #12` from `pull request #12`. */
function capitalized(text) {
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
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
 * A failed GitHub API call as the run reports it: a failure of the step (`github-refused` when
 * GitHub refused the token, `github-unavailable` when it did not answer well), or a warning when
 * the deploy itself succeeded and only the comment or the deployment could not be written.
 */



/**
 * True when GitHub refused the call (401, 403, 404, 422 …): the same call will be refused again.
 * A 429 or 5xx, no answer or an odd answer may pass.
 */
function isRefusal(error) {
    return (error.kind === 'status' &&
        error.status !== undefined &&
        error.status < 500 &&
        error.status !== 429);
}
/**
 * The step's failure for a GitHub API error.
 *
 * @param error what the call threw (a `ReviewPlatformError`; anything else is `unexpected`)
 * @param consequence what it means for the run, e.g. "no app was created"
 */
function reviewFailure(error, consequence) {
    if (!(error instanceof _review_review_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ReviewPlatformError */ .O))
        return (0,_shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .asFailure */ .h_)(error);
    const what = error.message.replace(/\.$/, '');
    if (!isRefusal(error)) {
        return new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('review-unavailable', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what}; ${consequence}.`);
    }
    return error.need === ''
        ? new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('review-refused', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what}; ${consequence}.`)
        : new _shared_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionFailure */ .dR('review-refused', (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${what} (the token needs ${error.need}); ${consequence}.`, (0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .message */ .iU) `${(0,_shared_message_js__WEBPACK_IMPORTED_MODULE_2__/* .advice */ .v9)('review-permission')}`);
}
/**
 * The warning for a GitHub API error after the deploy succeeded.
 *
 * @returns the message, e.g. "Editing the pull request comment failed: GitHub answered 403 …"
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
 * mapping: in Markdown for the comment (and a preview's job summary), in HTML for an update's
 * job summary. Every heading and device is escaped, every link checked (markdown-text.ts,
 * html.ts), so a value from the inputs cannot add markup, a cell or a row.
 */


/** How long a column heading may be shown (a launchUrl or params can be long). */
const HEADING_LIMIT = 80;
/**
 * The grid as a GitHub Markdown table, without blank lines around it.
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
 * The grid as an HTML table (for the job summary's HTML sections).
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

/***/ 5209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ ReviewPlatformError)
/* harmony export */ });
/**
 * The one error type of the review platform's calls: which operation failed, how (the
 * platform's HTTP status, or no answer at all), and a message that never holds the token. An
 * adapter (src/github/review-errors.ts, for one) classifies its client's errors into it.
 */
/** A failed call to the review platform. */
class ReviewPlatformError extends Error {
    name = 'ReviewPlatformError';
    operation;
    /** The platform's HTTP status, when it answered with an error status; otherwise undefined. */
    status;
    kind;
    /**
     * The permission the token needs for this call, in the platform's own terms (GitHub's
     * `pull-requests: write`); '' when none is named.
     */
    need;
    /** @param options.message what happened, in the adapter's words, without the token */
    constructor(options) {
        super(options.message);
        this.operation = options.operation;
        this.status = options.status;
        this.kind = options.kind;
        this.need = options.need ?? '';
    }
}


/***/ }),

/***/ 484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ib: () => (/* binding */ pullRequestName),
/* harmony export */   cb: () => (/* binding */ pullRequestReference),
/* harmony export */   ci: () => (/* binding */ DEFAULT_TERMS),
/* harmony export */   qm: () => (/* binding */ RECORD_MARKER_PREFIX)
/* harmony export */ });
/**
 * The review platform's API as the previews use it (src/github/ implements it for GitHub,
 * another adapter beside it for merge requests and their notes): what its calls take and give, in the
 * action's own terms: only the fields it reads, camelCase.
 *
 * https://docs.github.com/rest/issues/comments
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 * https://docs.github.com/rest/deployments/deployments
 */
/**
 * How every record marker of the action's comments begins (features/previews/preview-record.ts);
 * escaped text can never contain it. A platform adapter scrubs a comment body line by line but
 * for the line that starts with it: a record holds only identifiers and a signature.
 */
const RECORD_MARKER_PREFIX = '<!-- appetize-deploy-action:';
/** GitHub's terms, the previews' own. */
const DEFAULT_TERMS = {
    pullRequest: 'pull request',
    comment: 'comment',
    numberPrefix: '#'
};
/** `pull request #12` in the platform's terms (GitHub's when none are given). */
function pullRequestName(number, terms = DEFAULT_TERMS) {
    return `${terms.pullRequest} ${terms.numberPrefix}${number}`;
}
/**
 * A pull request's cross-repository reference in the platform's form: `acme/app#12` (GitHub's
 * when no terms are given) or `group/project!12`.
 *
 * https://docs.github.com/get-started/writing-on-github/working-with-advanced-formatting/autolinked-references-and-urls
 */
function pullRequestReference(repository, number, terms = DEFAULT_TERMS) {
    return `${repository.owner}/${repository.repo}${terms.numberPrefix}${number}`;
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
 * `&12` an epic, `^alert#12`, `[vulnerability:12]`) or GitLab's inline diff (`{+ +}`), which a
 * backslash alone does not stop on every GitLab version.
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
 * `@` (no mention, no e-mail link), after the other reference characters (JOINED_AFTER),
 * between `:` and `/` and after `www` (no autolink) leaves the text as it reads.
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
            const breaksLink = character === ':' && characters[i + 1] === '/';
            if (JOINED_AFTER.has(character) || breaksLink)
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
//# sourceMappingURL=875.index.cjs.js.map