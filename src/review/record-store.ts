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
export const RECORD_MARKER_PREFIX = '<!-- appetize-deploy-action:'

/** A comment as it is stored now. Everything but `id` and `own` is outside text. */
export interface StoredComment {
  /** Opaque to the core: it only hands it back to the same store. */
  readonly id: string
  /** A link to it (the `commentUrl` output); '' when the platform gave none in the shape it documents. */
  readonly url: string
  /** As stored: anyone may have written it. */
  readonly body: string
  /** How a warning names its author (the platform's user name); '' for none. */
  readonly author: string
  /** A stable id of its author (a user id, an account UUID); '' for none. Bound into records. */
  readonly authorId: string
  /**
   * True when the token's own identity wrote it, false when another did; undefined when the
   * adapter cannot tell without a request (the core then decides by the author binding signed
   * into the record, and asks `identify` only for a record that has none).
   */
  readonly own: boolean | undefined
  /** When it was last edited (milliseconds since the epoch); undefined when not known. */
  readonly updatedAt?: number
}

/**
 * One pull request's comments that carry records. Every failure is a `ReviewPlatformError`.
 * Bodies given to `create` and `write` are scrubbed of the run's secrets by the adapter, line by
 * line but for a line starting with RECORD_MARKER_PREFIX.
 */
export interface RecordStore {
  /**
   * The comments whose body starts with RECORD_MARKER_PREFIX, in the order they were written
   * (oldest first; the adapter knows how its platform orders them), every page read.
   */
  list(): Promise<StoredComment[]>
  /** One comment as it is now (read again, not from a cache); undefined when it is gone. */
  read(id: string): Promise<StoredComment | undefined>
  /**
   * Creates a comment. A creation that may have landed although its answer was lost (a 5xx, a
   * timeout) is looked for before it is sent again, so that it is never posted twice.
   */
  create(body: string): Promise<StoredComment>
  /** Replaces a comment's body (no notification where the platform allows). */
  write(id: string, body: string): Promise<StoredComment>
  /** Deletes a comment; one already gone counts as removed. */
  remove(id: string): Promise<void>
  /**
   * The author id the token writes as (as `StoredComment.authorId` names it), asked at most once
   * per run and only for a record that carries no author binding (older versions' records);
   * undefined when the platform cannot say (the record then does not count).
   */
  identify(): Promise<{ readonly authorId: string; readonly author: string } | undefined>
  /**
   * True where the identity is learned only from the run's own writes (a token that cannot ask
   * who it is): a reservation is then bound to its author as soon as its comment is created, so
   * that a later run trusts it, and takes it over, should its run die before recording an app.
   */
  readonly bindsReservations?: boolean
}
