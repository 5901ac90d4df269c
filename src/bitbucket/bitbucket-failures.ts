/**
 * How a call to Bitbucket failed, as the client throws it: an error status, a write that may
 * have landed, a listing that did not end.
 */

/** Bitbucket answered with a status that is not a success. */
export class BitbucketStatusError extends Error {
  override readonly name = 'BitbucketStatusError'
  constructor(
    readonly status: number,
    readonly text: string,
    /** Why it was not tried again (a rate limit's wait past the deadline), '' when not asked. */
    readonly gaveUp = ''
  ) {
    super(`Bitbucket answered ${status}`)
  }
}

/** A write that may have landed although no success came back: it was not sent again. */
export class UncertainWriteError extends Error {
  override readonly name = 'UncertainWriteError'
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause))
  }
}

/** A listing that did not end within MAX_PAGES pages or MAX_LISTING_MS. */
export class ListingCutError extends Error {
  override readonly name = 'ListingCutError'
}

/** A network error as one line: its code and message. */
export function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  const message = error instanceof Error ? error.message : String(error)
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message
}
