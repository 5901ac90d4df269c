/**
 * What a sweep finds, reading only: the pull requests that may hold a preview (the platform's
 * answer: its index of them, or every open one and the closed ones updated in the last 90 days),
 * the preview records on each (trusted exactly as a preview run trusts them: record-trust.ts),
 * and for each record whether it goes or stays, and why.
 *
 * docs/previews-sweep.md#how-the-sweep-finds-the-previews
 */
import type {
  PreviewPullRequests,
  ReviewPlatform,
  StoredComment,
  SweptPullRequest
} from '../../review/review-platform.js'
import type { Host } from '../../shared/host.js'
import type { SweepPreviewsOperation } from '../operations.js'
import { isReservation, type PreviewRecord, type RecordKey } from './preview-record.js'
import { readRecords, type Identity } from './record-trust.js'
import {
  judgePreview,
  lastEdit,
  newestRecords,
  type KeepReason,
  type RecordedPreview,
  type RemoveReason
} from './sweep-judge.js'

export type { KeepReason, RecordedPreview, RemoveReason }

/** Closed pull requests updated longer ago than this are not scanned (their previews went then). */
export const CLOSED_WINDOW_MS = 90 * 24 * 3_600_000

/** Everything a sweep read, and what it decided. */
export interface SweepFindings {
  /** The pull requests read, and how the platform found them. */
  readonly listed: PreviewPullRequests
  readonly toRemove: readonly (RecordedPreview & { readonly reason: RemoveReason })[]
  readonly kept: readonly (RecordedPreview & { readonly reason: KeepReason })[]
  /** Records left reserved (a creation whose run stopped): an app may exist. */
  readonly deploying: readonly {
    pullRequest: SweptPullRequest
    previewName: string
    /** When its comment was last written, in milliseconds since the epoch (NaN: not known). */
    since: number
  }[]
  /** Records in the token's own comments without this apiToken's signature: never acted on. */
  readonly untrusted: readonly { pullRequest: number; previewName: string; publicKey?: string }[]
  /** Every app a record names, signed or not: an app that none names may have leaked. */
  readonly recordedApps: ReadonlySet<string>
}

/**
 * Reads the pull requests and their records, and judges each record.
 *
 * @throws ReviewPlatformError when a list cannot be read: nothing has been changed then
 */
export async function findSweptPreviews(
  api: ReviewPlatform,
  operation: SweepPreviewsOperation,
  { apiToken, host }: { apiToken: string; host: Host }
): Promise<SweepFindings> {
  const { repository } = operation
  const now = host.now()
  const listed = await api.listPreviewPullRequests(repository, now - CLOSED_WINDOW_MS)
  const toRemove: (RecordedPreview & { reason: RemoveReason })[] = []
  const kept: (RecordedPreview & { reason: KeepReason })[] = []
  const deploying: SweepFindings['deploying'][number][] = []
  const untrusted: SweepFindings['untrusted'][number][] = []
  const recordedApps = new Set<string>()
  let identity: Identity | undefined
  for (const pullRequest of listed.pullRequests) {
    const recordKey: RecordKey = {
      secret: apiToken,
      platform: api.platform,
      apiUrl: api.apiUrl,
      binding: repository.binding,
      pullRequestNumber: pullRequest.number
    }
    const store = api.records(repository, pullRequest.number)
    const scope = { key: recordKey, terms: api.terms, repository, number: pullRequest.number }
    const read = await readRecords(store, scope, identity)
    identity ??= read.identity
    for (const { comment, record } of read.untrusted) {
      if (record.publicKey !== undefined) recordedApps.add(record.publicKey)
      untrusted.push({ pullRequest: pullRequest.number, ...appOf(record) })
      if (leftCreating(comment, record)) {
        deploying.push({ pullRequest, previewName: record.previewName, since: lastEdit(comment) })
      }
    }
    for (const { comment, record } of read.signed) {
      if (leftCreating(comment, record)) {
        deploying.push({ pullRequest, previewName: record.previewName, since: lastEdit(comment) })
      }
    }
    for (const preview of newestRecords(read.signed, pullRequest, recordKey)) {
      recordedApps.add(preview.record.publicKey)
      const verdict = judgePreview(preview, operation, now)
      if (verdict.remove) toRemove.push({ ...preview, reason: verdict.reason })
      else kept.push({ ...preview, reason: verdict.reason })
    }
  }
  return { listed, toRemove, kept, deploying, untrusted, recordedApps }
}

/** A record's preview and app, as the untrusted list names them. */
function appOf(record: PreviewRecord): { previewName: string; publicKey?: string } {
  return record.publicKey === undefined
    ? { previewName: record.previewName }
    : { previewName: record.previewName, publicKey: record.publicKey }
}

/**
 * True for a record left by a creation whose run stopped: a reservation, or (for a record of an
 * earlier version, which had none) a record without an app in a comment that says "deploying".
 * Reported, never acted on.
 */
function leftCreating(comment: StoredComment, record: PreviewRecord): boolean {
  if (record.publicKey !== undefined) return false
  if (isReservation(record)) return true
  return record.version !== 3 && /^### Preview: [A-Za-z0-9_-]+ \(deploying\)$/m.test(comment.body)
}
