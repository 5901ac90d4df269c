/**
 * Which of a pull request's records the tool acts on. The record store lists the comments that
 * carry a record, in the order they were written, each with whether the token's own identity
 * wrote it where the platform tells; this module keeps the trust decision: a preview record counts
 * when its signature holds for the run's key (the apiToken, the platform, its API's address, the
 * repository's binding, the pull request) and it is in a comment of the token's own identity, as
 * the record's signed author binding proves (or, for a record without one, as the store says).
 * Every other record is named in a warning and left alone, and so is the app it names.
 */
import { input, message } from '../../shared/message.js'
import type { RecordStore, StoredComment } from '../../review/record-store.js'
import {
  capitalized,
  pullRequestReference,
  type PlatformTerms,
  type RepositoryRef
} from '../../review/terms.js'
import { warning, type Note } from './notes.js'
import {
  isSigned,
  parseMarker,
  type CommentRecord,
  type PreviewRecord,
  type RecordKey,
  type UpdateRecord
} from './preview-record.js'

/** Who the token writes as: the author id its comments carry, and how to name it. */
export interface Identity {
  readonly authorId: string
  readonly author: string
}

/** A record and the comment that holds it. */
export interface FoundRecord<Record extends CommentRecord = PreviewRecord> {
  readonly comment: StoredComment
  readonly record: Record
}

/** What a pull request's records are, as the tool may act on them. */
export interface TrustedRecords {
  /** Preview records the tool acts on (every preview's), in written order. */
  readonly signed: readonly FoundRecord[]
  /** Preview records in the token's own comments that do not verify: never acted on. */
  readonly untrusted: readonly FoundRecord[]
  /** Plain-update records in the token's own comments, in written order. */
  readonly updates: readonly FoundRecord<UpdateRecord>[]
  /** Warnings about records that do not count (untrusted, or copies in others' comments). */
  readonly warnings: readonly Note[]
  /** Who the token writes as, when known (learned from a record, or asked). */
  readonly identity: Identity | undefined
}

/** Where the records are, for the warnings' words. */
export interface RecordScope {
  readonly key: RecordKey
  readonly terms: PlatformTerms
  readonly repository: RepositoryRef
  readonly number: number
}

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
export async function readRecords(
  store: RecordStore,
  scope: RecordScope,
  known?: Identity,
  ownComment?: string
): Promise<TrustedRecords> {
  const comments = await store.list()
  let identity = known ?? learnedIdentity(comments, scope.key)
  const unsure = (comment: StoredComment): boolean =>
    comment.id !== ownComment && needsIdentity(comment, scope.key)
  if (identity === undefined && comments.some(unsure)) identity = await store.identify()
  const judged = judgeRecords(comments, scope, identity, ownComment)
  if (ownComment === undefined || store.bindsReservations !== true) return judged
  // A live run binds its reservation right after creating it: one still unbound now that this
  // run has created its app was left by a run that died, and is not waited on.
  const leftOver = ({ comment, record }: FoundRecord): boolean =>
    comment.id !== ownComment && record.publicKey === undefined && record.authorId === undefined
  return { ...judged, signed: judged.signed.filter(found => !leftOver(found)) }
}

/**
 * The token's identity as a record proves it: the author of a comment whose v3 record verifies
 * and is bound to that author (only a run holding the apiToken writes one, with the author id
 * the platform answered its own write with).
 */
export function learnedIdentity(
  comments: readonly StoredComment[],
  key: RecordKey
): Identity | undefined {
  for (const comment of comments) {
    if (comment.own === false) continue
    const record = parseMarker(comment.body)
    if (record?.kind === 'preview' && boundToAuthor(record, comment, key)) {
      return { authorId: comment.authorId, author: comment.author }
    }
  }
  return undefined
}

/** True for a v3 record that verifies and is bound to its comment's author. */
function boundToAuthor(record: PreviewRecord, comment: StoredComment, key: RecordKey): boolean {
  return (
    record.version === 3 &&
    record.authorId !== undefined &&
    comment.authorId !== '' &&
    record.authorId === comment.authorId &&
    isSigned(record, key)
  )
}

function needsIdentity(comment: StoredComment, key: RecordKey): boolean {
  if (comment.own !== undefined) return false
  const record = parseMarker(comment.body)
  return record !== undefined && (record.kind === 'update' || !boundToAuthor(record, comment, key))
}

/**
 * Judges each comment's record (pure): trusted, untrusted (the token's own, not verifying), or
 * a copy (in another's comment).
 *
 * @param identity who the token writes as; undefined when not known (then only records bound to
 *   their author count, and `ownComment`'s)
 */
export function judgeRecords(
  comments: readonly StoredComment[],
  scope: RecordScope,
  identity: Identity | undefined,
  ownComment?: string
): TrustedRecords {
  const signed: FoundRecord[] = []
  const untrusted: FoundRecord[] = []
  const updates: FoundRecord<UpdateRecord>[] = []
  const warnings: Note[] = []
  for (const comment of comments) {
    const record = parseMarker(comment.body)
    if (record === undefined) continue
    const own =
      comment.own ??
      (comment.id === ownComment ||
        (identity !== undefined &&
          comment.authorId !== '' &&
          comment.authorId === identity.authorId))
    if (record.kind === 'update') {
      if (own) updates.push({ comment, record })
    } else if (boundToAuthor(record, comment, scope.key)) {
      signed.push({ comment, record })
    } else if (
      record.version === 3 &&
      record.authorId !== undefined &&
      isSigned(record, scope.key)
    ) {
      warnings.push(copyWarning(comment, record, scope, identity))
    } else if (own) {
      if (isSigned(record, scope.key)) signed.push({ comment, record })
      else {
        untrusted.push({ comment, record })
        warnings.push(untrustedWarning(comment, record, scope))
      }
    } else {
      warnings.push(copyWarning(comment, record, scope, identity))
    }
  }
  return { signed, untrusted, updates, warnings, identity }
}

/** The records of one preview (all previews when `previewName` is undefined). */
export function recordsOf(records: TrustedRecords, previewName: string | undefined): FoundRecord[] {
  return records.signed.filter(
    found => previewName === undefined || found.record.previewName === previewName
  )
}

/** The warnings about one preview's records (all previews' when `previewName` is undefined). */
export function warningsOf(records: TrustedRecords, previewName: string | undefined): Note[] {
  return records.warnings.filter(
    note => previewName === undefined || (note as ScopedNote).previewName === previewName
  )
}

interface ScopedNote extends Note {
  readonly previewName: string
}

function untrustedWarning(
  comment: StoredComment,
  record: PreviewRecord,
  { terms, repository, number }: RecordScope
): ScopedNote {
  const { previewName, publicKey } = record
  const why = message`another run wrote it under the same identity, or it was signed with another value of ${input('apiToken')}, or by version 1.0.0`
  const found = `${capitalized(terms.comment)} ${comment.id} by ${comment.author || 'a deleted account'} records preview ${previewName}`
  // As the app's note on the dashboard names the pull request (preview-plan.ts).
  const reference = pullRequestReference(repository, number, terms)
  const text =
    publicKey === undefined
      ? message`${found} without a signature made with ${input('apiToken')} (${why}): it is not used.`
      : message`${found} (app ${publicKey}) without a signature made with ${input('apiToken')} (${why}): it is not used, and app ${publicKey} is left alone. Before deleting that app, check on the dashboard that its note names this ${terms.pullRequest} (${reference}).`
  return { ...warning(text, 'Record not trusted'), previewName }
}

function copyWarning(
  comment: StoredComment,
  record: PreviewRecord,
  { terms }: RecordScope,
  identity: Identity | undefined
): ScopedNote {
  const app = record.publicKey === undefined ? '' : `, and app ${record.publicKey} is left alone`
  const whose =
    identity === undefined || identity.author === '' ? 'the token’s own identity' : identity.author
  const text = `${capitalized(terms.comment)} ${comment.id} by ${comment.author || 'a deleted account'} holds a copy of preview ${record.previewName}'s record: only records in ${terms.comment}s by ${whose} count, so it is ignored${app}.`
  return { ...warning(text, 'Record not trusted'), previewName: record.previewName }
}
