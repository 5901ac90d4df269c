"use strict";
exports.id = 513;
exports.ids = [513];
exports.modules = {

/***/ 1513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  decideLostUpdate: () => (/* binding */ decideLostUpdate)
});

// UNUSED EXPORTS: SECOND_READ_DELAY_MS

// EXTERNAL MODULE: ./src/shared/failure.ts
var failure = __webpack_require__(8035);
// EXTERNAL MODULE: ./src/shared/message.ts
var message = __webpack_require__(9782);
// EXTERNAL MODULE: ./src/service/lost-update-answer.ts
var lost_update_answer = __webpack_require__(1450);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/service/update-proof.ts
/**
 * What an app read back after an update whose answer was lost shows: that this update took
 * effect (the outputs then come from it), that the app is unchanged since before it was sent
 * (it may then be sent once more), or neither. The proof is by the service's own clock (the
 * read-back's `Date` header, https://www.rfc-editor.org/rfc/rfc9110#field.date), never the
 * runner's, and by the fields the update sent
 * (https://docs.appetize.io/rest-api/v1/update-existing-app). A cache's copy proves nothing: its
 * `Date` and `updated` are those of when it was stored
 * (https://www.rfc-editor.org/rfc/rfc9111#name-age).
 */

/**
 * Time allowed besides the requests' duration: `Date` has whole seconds, an app's `updated` may
 * too, and the server that stamps `updated` need not be the one that stamps `Date`.
 */
const CLOCK_ALLOWANCE_MS = 3000;
/**
 * Checks that a read-back shows the update: it comes from the service, not from a cache (no
 * `Age` above 0, and a `Date` not older than that of an earlier read-back by more than the
 * allowance); its `updated` is not older than when the update was sent, by the service's clock;
 * and every field the update sent that the read-back carries holds the value sent (a `null`
 * sent is held by `null` or by the field's absence).
 *
 * The service's clock when the update was sent is at least the read-back's `Date` less the time
 * from sending the update to receiving the read-back; the allowance covers rounding.
 *
 * @param sent the fields the update sent
 * @param sentAt when the update was sent, by `performance.now()` (milliseconds)
 * @param earlier a read-back received before this one, after the same update: this one's `Date`
 *   must have moved on with the time between them
 * @returns what it shows; `found` is a sentence without its full stop ("The app reads back
 *   unchanged: …"), quoting only checked values
 */
function readBack(reading, sent, sentAt, earlier) {
    const { record, serviceDate } = reading;
    const age = reading.age?.trim();
    if (age !== undefined && age !== '0') {
        const seconds = /^\d{1,10}$/.test(age) ? ` (Age: ${age} s)` : '';
        return nothing(`The app's read-back came from a cache${seconds}, not from the service, so it shows nothing of this update`);
    }
    if (record.updated === undefined) {
        return nothing('The app reads back without an updated time, so nothing shows that this update took effect');
    }
    if (serviceDate === undefined) {
        return nothing(`The app reads back last updated ${record.updated}, but the answer carries no Date header to compare that with when this update was sent`);
    }
    if (earlier?.serviceDate !== undefined &&
        serviceDate <
            earlier.serviceDate + (reading.receivedAt - earlier.receivedAt) - CLOCK_ALLOWANCE_MS) {
        return nothing(`The app reads back with a Date older than the time since the first read-back allows, as a cache's copy does, so it shows nothing of this update`);
    }
    const sentByServiceClock = serviceDate - (reading.receivedAt - sentAt) - CLOCK_ALLOWANCE_MS;
    if (Date.parse(record.updated) < sentByServiceClock) {
        return {
            shows: 'unchanged',
            found: `The app reads back unchanged: last updated ${record.updated}, versionCode ${record.versionCode ?? '(not given)'} — the update was most likely not applied`
        };
    }
    const differing = Object.entries(sent)
        .filter(([name, value]) => !holds(reading.body[name], value))
        .map(([name]) => name);
    if (differing.length > 0) {
        const fields = differing.join(', ');
        const verb = differing.length === 1 ? 'does' : 'do';
        return nothing(`The app reads back updated at ${record.updated}, but its ${fields} ${verb} not hold the value sent — another update may have come between, or this one was not applied`);
    }
    return { shows: 'update' };
}
/**
 * As `readBack`, for a single read-back.
 *
 * @returns undefined when the read-back proves the update; else what it shows instead
 */
function unprovenUpdate(reading, sent, sentAt) {
    const shown = readBack(reading, sent, sentAt);
    return shown.shows === 'update' ? undefined : shown.found;
}
function nothing(found) {
    return { shows: 'nothing', found };
}
/** True when a read-back field holds what was sent, or the read-back does not carry it. */
function holds(read, sent) {
    if (read === undefined)
        return true;
    if (sent === null)
        return read === null;
    return (0,external_node_util_.isDeepStrictEqual)(read, sent);
}

;// CONCATENATED MODULE: ./src/features/update-app/lost-answer.ts
/**
 * An update whose answer was lost, decided by proof. The app is read back, past any cache
 * (update-proof.ts). When it shows the update, the outputs come from it. When the update met no
 * answer at all (a reset, a deadline) and the app reads back unchanged by the service's clock,
 * and still unchanged a few seconds later (an update the service is still applying shows by
 * then), the service did not apply it: it is sent once more, within `maxAttempts`, and that
 * answer or its own read-back decides. Never a third time; never again an update that was
 * answered (a 2xx whose body cannot be used: the service said it applied it), nor one that a
 * read-back could not judge. https://docs.appetize.io/rest-api/v1/update-existing-app
 */




/**
 * Wait before the second read-back, in milliseconds: long enough for an update the service is
 * still applying to show, and longer than the clock allowance, so that a cache's copy (whose
 * `Date` stands still) tells itself apart from the service's answer (update-proof.ts).
 */
const SECOND_READ_DELAY_MS = 5000;
/**
 * Decides an update whose answer was lost (see the file's comment).
 *
 * @returns the app as a read-back or the second sending's answer shows it
 * @throws ActionFailure saying what is known: the kind of the failure that left no answer (or
 *   `malformed-answer` for an unusable one) when the app does not show the update; `answer-lost`
 *   when it could not be read back; the second sending's own failure
 */
async function decideLostUpdate(lost, update, upload, context) {
    const { host, endpoints } = context;
    const unanswered = lost.attemptsLeft !== undefined;
    host.warning(unanswered
        ? `${lost.message} Reading the app back to see whether the service applied it; the update is sent once more only if the app proves unchanged.`
        : `${lost.message} The update is not sent again, since the service may have applied it; reading the app back to see whether it did.`, 'Answer lost');
    // An HTML page is what a proxy, a login page or a web site sends; the API sends JSON.
    const baseInput = endpoints.v2.endsWith('/api/v2') ? 'privateInstanceUrl' : 'baseUrl';
    const html = lost.htmlStatus === undefined
        ? ''
        : `; a ${lost.htmlStatus} with an HTML body usually comes from a proxy or a ${baseInput} that is not the API`;
    const first = await read(update.publicKey, context, lost.message);
    const shown = readBack(first, update.fields, lost.sentAt);
    if (shown.shows === 'update') {
        if (!datedBeforeSending(first, lost.sentAt))
            return fromReadBack(first, context, '');
        return confirmUpdate(lost, update, context, first);
    }
    if (!unanswered || shown.shows === 'nothing') {
        throw new failure/* ActionFailure */.dR(lost.unprovenKind, `${lost.message} ${shown.found}${html}.`);
    }
    const seconds = `${SECOND_READ_DELAY_MS / 1000} s`;
    const later = `${seconds} later`;
    host.info(`${shown.found}; reading it again ${later}, in case the service is still applying it.`);
    await host.sleep(SECOND_READ_DELAY_MS);
    const second = await read(update.publicKey, context, `${lost.message} ${shown.found}.`, '; it was not sent again');
    const again = readBack(second, update.fields, lost.sentAt, first);
    if (again.shows === 'update')
        return fromReadBack(second, context, ` ${later}`);
    if (again.shows === 'nothing') {
        throw new failure/* ActionFailure */.dR(lost.unprovenKind, `${lost.message} ${shown.found}; read again ${later}: ${again.found}. It was not sent again.`);
    }
    if ((lost.attemptsLeft ?? 0) < 1) {
        throw new failure/* ActionFailure */.dR(lost.unprovenKind, (0,message/* message */.iU) `${lost.message} ${again.found} (read twice, ${seconds} apart). It was not sent again: ${(0,message/* input */.hF)('maxAttempts')} allows no further attempt.`);
    }
    host.info(`The app still reads back unchanged ${later}: the service did not apply the update, so it is sent once more (never a third time).`);
    return sendOnceMore(lost, update, upload, context, second);
}
/**
 * True when a read-back's `Date` is older than when the update was sent by this machine's clock
 * (beyond the allowance): a cache's copy that names no `Age`, or a service whose clock is
 * behind. Only the service's clock proves anything; this says that one read-back is not enough.
 */
function datedBeforeSending(reading, sentAt) {
    const sentByThisClock = performance.timeOrigin + sentAt;
    return (reading.serviceDate !== undefined && reading.serviceDate < sentByThisClock - CLOCK_ALLOWANCE_MS);
}
/**
 * A read-back that shows the update but is dated before it was sent: read again a few seconds
 * later, and only a read-back whose `Date` moved on with that time (a cache's copy stands still)
 * and that shows the update proves it. The update is not sent again either way.
 */
async function confirmUpdate(lost, update, context, first) {
    const later = `${SECOND_READ_DELAY_MS / 1000} s later`;
    const found = `The app reads back updated, but dated ${new Date(first.serviceDate ?? 0).toISOString()}, older than the update was sent by this machine's clock (a cache's copy, or a clock behind)`;
    context.host.info(`${found}; reading it again ${later}.`);
    await context.host.sleep(SECOND_READ_DELAY_MS);
    const known = `${lost.message} ${found}.`;
    const second = await read(update.publicKey, context, known, '; it was not sent again');
    const again = readBack(second, update.fields, lost.sentAt, first);
    if (again.shows === 'update')
        return fromReadBack(second, context, ` ${later}`);
    throw new failure/* ActionFailure */.dR(lost.unprovenKind, `${known} Read again ${later}: ${again.found}. It was not sent again.`);
}
/** The second sending: its answer, else its own read-back, decides. */
async function sendOnceMore(lost, update, upload, context, earlier) {
    const { host, client } = context;
    const before = `${lost.message} The app read back unchanged twice, so the update was sent once more:`;
    try {
        return await client.updateApp(update.publicKey, update.fields, upload, lost.attemptsLeft);
    }
    catch (error) {
        if (!(error instanceof failure/* ActionFailure */.dR))
            throw error;
        if (!(error instanceof lost_update_answer/* LostUpdateAnswer */.Kq)) {
            throw new failure/* ActionFailure */.dR(error.kind, (0,message/* message */.iU) `${before} ${error.text}`, error.advice);
        }
        host.warning(`${error.message} Reading the app back to see whether this second sending took effect; it is not sent a third time.`, 'Answer lost');
        const reading = await read(update.publicKey, context, `${before} ${error.message}`, '; it is not sent a third time');
        const shown = readBack(reading, update.fields, error.sentAt, earlier);
        if (shown.shows === 'update')
            return fromReadBack(reading, context, '');
        throw new failure/* ActionFailure */.dR(error.unprovenKind, `${before} ${error.message} ${shown.found}. It is not sent a third time.`);
    }
}
/**
 * Reads the app back.
 *
 * @param known what is known so far, for the failure
 * @param tail what became of the update, for the failure (`; it was not sent again`)
 * @throws ActionFailure `answer-lost` when the read fails
 */
async function read(publicKey, { client }, known, tail = '') {
    try {
        return await client.readAppAnswer(publicKey);
    }
    catch (readError) {
        // The read-back's own message would mostly repeat the update's: its kind says enough.
        const why = readError instanceof failure/* ActionFailure */.dR ? readError.title.toLowerCase() : 'an error';
        throw new failure/* ActionFailure */.dR('answer-lost', `${known} Reading the app back failed too (${why}), so whether the update took effect is unknown${tail}.`);
    }
}
/** The app as a read-back that proves the update shows it, logged. */
function fromReadBack(reading, { host }, when) {
    host.info(`The app reads back updated at ${reading.record.updated}${when} with the fields sent: the outputs come from the read-back.`);
    return reading.record;
}


/***/ })

};
;
//# sourceMappingURL=513.index.cjs.js.map