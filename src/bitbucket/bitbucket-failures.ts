/**
 * How a call to Bitbucket failed, as the client throws it: an error status, a listing that did
 * not end (a write that may have landed: src/shared/rest-retry.ts).
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

/** A listing that did not end within MAX_PAGES pages or MAX_LISTING_MS. */
export class ListingCutError extends Error {
  override readonly name = 'ListingCutError'
}
