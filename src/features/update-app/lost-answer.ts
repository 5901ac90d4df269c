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
import { ActionFailure } from '../../shared/failure.js'
import { input, message } from '../../shared/message.js'
import type { AppRecord } from '../../service/answers.js'
import { LostUpdateAnswer } from '../../service/lost-update-answer.js'
import { CLOCK_ALLOWANCE_MS, readBack, type AppReading } from '../../service/update-proof.js'
import type { UploadBody } from '../../service/upload/multipart-body.js'
import type { UpdateAppOperation } from '../operations.js'
import type { OperationContext } from '../handler.js'

/**
 * Wait before the second read-back, in milliseconds: long enough for an update the service is
 * still applying to show, and longer than the clock allowance, so that a cache's copy (whose
 * `Date` stands still) tells itself apart from the service's answer (update-proof.ts).
 */
export const SECOND_READ_DELAY_MS = 5000

type Update = Pick<UpdateAppOperation, 'publicKey' | 'fields'>

/**
 * Decides an update whose answer was lost (see the file's comment).
 *
 * @returns the app as a read-back or the second sending's answer shows it
 * @throws ActionFailure saying what is known: the kind of the failure that left no answer (or
 *   `malformed-answer` for an unusable one) when the app does not show the update; `answer-lost`
 *   when it could not be read back; the second sending's own failure
 */
export async function decideLostUpdate(
  lost: LostUpdateAnswer,
  update: Update,
  upload: UploadBody | undefined,
  context: OperationContext
): Promise<AppRecord> {
  const { host, endpoints } = context
  const unanswered = lost.attemptsLeft !== undefined
  host.warning(
    unanswered
      ? `${lost.message} Reading the app back to see whether the service applied it; the update is sent once more only if the app proves unchanged.`
      : `${lost.message} The update is not sent again, since the service may have applied it; reading the app back to see whether it did.`,
    'Answer lost'
  )
  // An HTML page is what a proxy, a login page or a web site sends; the API sends JSON.
  const baseInput = endpoints.v2.endsWith('/api/v2') ? 'privateInstanceUrl' : 'baseUrl'
  const html =
    lost.htmlStatus === undefined
      ? ''
      : `; a ${lost.htmlStatus} with an HTML body usually comes from a proxy or a ${baseInput} that is not the API`
  const first = await read(update.publicKey, context, lost.message)
  const shown = readBack(first, update.fields, lost.sentAt)
  if (shown.shows === 'update') {
    if (!datedBeforeSending(first, lost.sentAt)) return fromReadBack(first, context, '')
    return confirmUpdate(lost, update, context, first)
  }
  if (!unanswered || shown.shows === 'nothing') {
    throw new ActionFailure(lost.unprovenKind, `${lost.message} ${shown.found}${html}.`)
  }
  const seconds = `${SECOND_READ_DELAY_MS / 1000} s`
  const later = `${seconds} later`
  host.info(`${shown.found}; reading it again ${later}, in case the service is still applying it.`)
  await host.sleep(SECOND_READ_DELAY_MS)
  const second = await read(
    update.publicKey,
    context,
    `${lost.message} ${shown.found}.`,
    '; it was not sent again'
  )
  const again = readBack(second, update.fields, lost.sentAt, first)
  if (again.shows === 'update') return fromReadBack(second, context, ` ${later}`)
  if (again.shows === 'nothing') {
    throw new ActionFailure(
      lost.unprovenKind,
      `${lost.message} ${shown.found}; read again ${later}: ${again.found}. It was not sent again.`
    )
  }
  if ((lost.attemptsLeft ?? 0) < 1) {
    throw new ActionFailure(
      lost.unprovenKind,
      message`${lost.message} ${again.found} (read twice, ${seconds} apart). It was not sent again: ${input('maxAttempts')} allows no further attempt.`
    )
  }
  host.info(
    `The app still reads back unchanged ${later}: the service did not apply the update, so it is sent once more (never a third time).`
  )
  return sendOnceMore(lost, update, upload, context, second)
}

/**
 * True when a read-back's `Date` is older than when the update was sent by this machine's clock
 * (beyond the allowance): a cache's copy that names no `Age`, or a service whose clock is
 * behind. Only the service's clock proves anything; this says that one read-back is not enough.
 */
function datedBeforeSending(reading: AppReading, sentAt: number): boolean {
  const sentByThisClock = performance.timeOrigin + sentAt
  return (
    reading.serviceDate !== undefined && reading.serviceDate < sentByThisClock - CLOCK_ALLOWANCE_MS
  )
}

/**
 * A read-back that shows the update but is dated before it was sent: read again a few seconds
 * later, and only a read-back whose `Date` moved on with that time (a cache's copy stands still)
 * and that shows the update proves it. The update is not sent again either way.
 */
async function confirmUpdate(
  lost: LostUpdateAnswer,
  update: Update,
  context: OperationContext,
  first: AppReading
): Promise<AppRecord> {
  const later = `${SECOND_READ_DELAY_MS / 1000} s later`
  const found = `The app reads back updated, but dated ${new Date(first.serviceDate ?? 0).toISOString()}, older than the update was sent by this machine's clock (a cache's copy, or a clock behind)`
  context.host.info(`${found}; reading it again ${later}.`)
  await context.host.sleep(SECOND_READ_DELAY_MS)
  const known = `${lost.message} ${found}.`
  const second = await read(update.publicKey, context, known, '; it was not sent again')
  const again = readBack(second, update.fields, lost.sentAt, first)
  if (again.shows === 'update') return fromReadBack(second, context, ` ${later}`)
  throw new ActionFailure(
    lost.unprovenKind,
    `${known} Read again ${later}: ${again.found}. It was not sent again.`
  )
}

/** The second sending: its answer, else its own read-back, decides. */
async function sendOnceMore(
  lost: LostUpdateAnswer,
  update: Update,
  upload: UploadBody | undefined,
  context: OperationContext,
  earlier: AppReading
): Promise<AppRecord> {
  const { host, client } = context
  const before = `${lost.message} The app read back unchanged twice, so the update was sent once more:`
  try {
    return await client.updateApp(update.publicKey, update.fields, upload, lost.attemptsLeft)
  } catch (error) {
    if (!(error instanceof ActionFailure)) throw error
    if (!(error instanceof LostUpdateAnswer)) {
      throw new ActionFailure(error.kind, message`${before} ${error.text}`, error.advice)
    }
    host.warning(
      `${error.message} Reading the app back to see whether this second sending took effect; it is not sent a third time.`,
      'Answer lost'
    )
    const reading = await read(
      update.publicKey,
      context,
      `${before} ${error.message}`,
      '; it is not sent a third time'
    )
    const shown = readBack(reading, update.fields, error.sentAt, earlier)
    if (shown.shows === 'update') return fromReadBack(reading, context, '')
    throw new ActionFailure(
      error.unprovenKind,
      `${before} ${error.message} ${shown.found}. It is not sent a third time.`
    )
  }
}

/**
 * Reads the app back.
 *
 * @param known what is known so far, for the failure
 * @param tail what became of the update, for the failure (`; it was not sent again`)
 * @throws ActionFailure `answer-lost` when the read fails
 */
async function read(
  publicKey: string,
  { client }: OperationContext,
  known: string,
  tail = ''
): Promise<AppReading> {
  try {
    return await client.readAppAnswer(publicKey)
  } catch (readError) {
    // The read-back's own message would mostly repeat the update's: its kind says enough.
    const why = readError instanceof ActionFailure ? readError.title.toLowerCase() : 'an error'
    throw new ActionFailure(
      'answer-lost',
      `${known} Reading the app back failed too (${why}), so whether the update took effect is unknown${tail}.`
    )
  }
}

/** The app as a read-back that proves the update shows it, logged. */
function fromReadBack(reading: AppReading, { host }: OperationContext, when: string): AppRecord {
  host.info(
    `The app reads back updated at ${reading.record.updated}${when} with the fields sent: the outputs come from the read-back.`
  )
  return reading.record
}
