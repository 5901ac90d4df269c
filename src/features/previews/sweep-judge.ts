/**
 * How a sweep judges the previews of one pull request (pure): its signed records grouped per
 * preview app, each group by its newest deploy; a closed pull request's previews go, an open
 * one's when idle past `previewTtl`, unless the pull request carries `keepLabel`.
 */
import type { StoredComment, SweptPullRequest } from '../../review/review-platform.js'
import type { SweepPreviewsOperation } from '../operations.js'
import type { PreviewRecord, RecordKey } from './preview-record.js'
import type { FoundRecord } from './record-trust.js'

/** A signed record of a preview app, on its pull request. */
export interface RecordedPreview {
  readonly pullRequest: SweptPullRequest
  readonly comment: StoredComment
  readonly record: PreviewRecord & { readonly publicKey: string }
  /** The other comments whose signed records name the same preview and app (copies of a marker). */
  readonly copies: readonly StoredComment[]
  /** What it is signed with (and a rewritten record is signed with). */
  readonly recordKey: RecordKey
  /** Its last deploy (the record's time; for a record of version 1.1 or earlier, the comment's last edit). */
  readonly lastDeployAt: number
}

/** Why a recorded preview stays. */
export type KeepReason = 'open' | 'labelled' | 'recently deployed'
/** Why a sweep removes a recorded preview (the `reason` of `sweptPreviews`). */
export type RemoveReason = 'closed' | 'expired'

/**
 * One entry per preview app (previewName and publicKey) of a pull request: the signed records
 * that name it are judged together, by the newest deploy among them, and the comment of that
 * newest record is the one a removal edits first (then the others: `copies`). A copy of an older
 * record (an earlier version of the sticky comment, posted again under the same identity) thus
 * never makes a preview look expired while its own comment shows a recent deploy, and its app is
 * deleted once.
 */
export function newestRecords(
  signed: readonly FoundRecord[],
  pullRequest: SweptPullRequest,
  recordKey: RecordKey
): RecordedPreview[] {
  const newest = new Map<string, RecordedPreview>()
  for (const { comment, record } of signed) {
    const { publicKey } = record
    if (publicKey === undefined) continue
    // Records of version 1.1 and earlier have no deploy time: the comment's last edit counts.
    const lastDeployAt = record.deployedAt ?? lastEdit(comment)
    const key = `${record.previewName}\n${publicKey}`
    const seen = newest.get(key)
    // A time that is not known (NaN) never expires (see judgePreview), so it counts as the
    // newest; the oldest comment wins a tie.
    if (seen !== undefined && !newerThan(lastDeployAt, seen.lastDeployAt)) {
      newest.set(key, { ...seen, copies: [...seen.copies, comment] })
      continue
    }
    newest.set(key, {
      pullRequest,
      comment,
      record: { ...record, publicKey },
      copies: seen === undefined ? [] : [seen.comment, ...seen.copies],
      recordKey,
      lastDeployAt
    })
  }
  return [...newest.values()]
}

/** A comment's last edit in milliseconds since the epoch; NaN when the platform gave none. */
export function lastEdit(comment: StoredComment): number {
  return comment.updatedAt ?? NaN
}

/** True when deploy time `a` is newer than `b`; a time that is not known is newest. */
function newerThan(a: number, b: number): boolean {
  if (Number.isNaN(b)) return false
  return Number.isNaN(a) || a > b
}

/** Whether a recorded preview goes, and why: the label keeps it, a close or the TTL removes it. */
export function judgePreview(
  preview: RecordedPreview,
  operation: SweepPreviewsOperation,
  now: number
): { remove: true; reason: RemoveReason } | { remove: false; reason: KeepReason } {
  const label = operation.keepLabel.toLowerCase()
  if (preview.pullRequest.labels.some(name => name.toLowerCase() === label)) {
    return { remove: false, reason: 'labelled' }
  }
  if (preview.pullRequest.state === 'closed') return { remove: true, reason: 'closed' }
  if (operation.ttlMs === undefined) return { remove: false, reason: 'open' }
  // A time that is not known never expires: NaN compares false.
  return now - preview.lastDeployAt > operation.ttlMs
    ? { remove: true, reason: 'expired' }
    : { remove: false, reason: 'recently deployed' }
}
