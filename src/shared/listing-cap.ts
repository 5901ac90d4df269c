/**
 * The cap every paginated listing stops at: 1,000 pages, and 5 minutes for the whole listing by
 * the host's clock. A server (or a proxy) that keeps naming a next page would otherwise keep a
 * run listing, holding every page in memory, until its job's own timeout. One piece for every
 * listing: the service's apps, each review platform's comments, pull requests and deployments.
 */

/** The caps of one listing. */
export interface ListingLimits {
  /** Pages read at most. */
  readonly maxPages: number
  /** The whole listing's time at most, in milliseconds, by the clock given. */
  readonly maxMs: number
}

/** The caps every listing has: 1,000 pages, 5 minutes. */
export const LISTING_LIMITS: ListingLimits = { maxPages: 1000, maxMs: 5 * 60_000 }

/** A listing that reached a cap with more pages still to come: nothing may be decided from it. */
export class ListingCutOffError extends Error {
  override readonly name = 'ListingCutOffError'

  /**
   * @param listing what was listed, e.g. "the notes of merge request !7"
   * @param cap which cap it reached
   * @param limits the caps in force
   */
  constructor(
    readonly listing: string,
    readonly cap: 'pages' | 'time',
    readonly limits: ListingLimits
  ) {
    super(
      cap === 'pages'
        ? `The listing of ${listing} stopped at its cap of ${limits.maxPages.toLocaleString('en-US')} pages, with a next page still named`
        : `The listing of ${listing} stopped at its cap of ${duration(limits.maxMs)} for a whole listing, with a next page still named`
    )
  }
}

/** True for a ListingCutOffError, or a failure it caused (its `cause`). */
export function isListingCutOff(error: unknown): boolean {
  return (
    error instanceof ListingCutOffError ||
    (error instanceof Error && error.cause instanceof ListingCutOffError)
  )
}

/** The count of one listing's pages and time. */
export interface ListingCount {
  /**
   * Called before each page is requested, the first included.
   *
   * @throws ListingCutOffError when that page would pass a cap
   */
  nextPage(): void
}

/**
 * Starts counting one listing: call `nextPage()` before requesting each page.
 *
 * @param listing what is listed, for the error ("the service's apps")
 * @param now the host's clock, in milliseconds
 * @param limits the caps; LISTING_LIMITS unless a test lowers them
 */
export function startListing(
  listing: string,
  now: () => number,
  limits: Partial<ListingLimits> = {}
): ListingCount {
  const caps = { ...LISTING_LIMITS, ...limits }
  const started = now()
  let pages = 0
  return {
    nextPage() {
      if (pages >= caps.maxPages) throw new ListingCutOffError(listing, 'pages', caps)
      if (now() - started >= caps.maxMs) throw new ListingCutOffError(listing, 'time', caps)
      pages++
    }
  }
}

/** "5 minutes", "90 s". */
function duration(ms: number): string {
  const minutes = ms / 60_000
  return Number.isInteger(minutes)
    ? `${minutes} minute${minutes === 1 ? '' : 's'}`
    : `${Math.round(ms / 1000)} s`
}
