/**
 * What a sweep finds, reading only: the repository's pull requests (every open one, and the
 * closed ones updated in the last 90 days), the preview records in the token's own comments on
 * each (signed, exactly as a preview step reads them), and for each record whether it goes or
 * stays, and why.
 *
 * https://docs.github.com/rest/pulls/pulls#list-pull-requests
 */
import type { PullRequestDetails, ReviewPlatform } from '../../review/review-platform.js'
import type { StoredComment } from '../../review/record-store.js'
import type { RepositoryTarget } from '../../review/review-port.js'
import type { Host } from '../../shared/host.js'
import type { SweepPreviewsOperation } from '../operations.js'
import { isReservation, type PreviewRecord, type RecordKey } from './preview-record.js'
import { readRecords, type FoundRecord, type Identity } from './record-trust.js'

/** Closed pull requests updated longer ago than this are not read (their previews were removed then). */
export const CLOSED_WINDOW_MS = 90 * 24 * 3_600_000

/** Why a recorded preview stays. */
export type KeepReason = 'open' | 'labelled' | 'recently deployed'
/** Why a sweep removes a recorded preview (the `reason` of `sweptPreviews`). */
export type RemoveReason = 'closed' | 'expired'

/** A signed record of a preview app, on its pull request. */
export interface RecordedPreview {
  readonly pullRequest: PullRequestDetails
  readonly comment: StoredComment
  readonly record: PreviewRecord & { readonly publicKey: string }
  /** The other comments whose signed records name the same preview and app (copies of a marker). */
  readonly copies: readonly StoredComment[]
  /** What it is signed with (and a rewritten record is signed with). */
  readonly recordKey: RecordKey
  /** Its last deploy (the record's time; for a record of version 1.1 or earlier, the comment's last edit). */
  readonly lastDeployAt: number
}

/** Everything a sweep read, and what it decided. */
export interface SweepFindings {
  /** The token's login: only its comments hold records. */
  readonly login: string
  readonly pullRequests: readonly PullRequestDetails[]
  readonly toRemove: readonly (RecordedPreview & { readonly reason: RemoveReason })[]
  readonly kept: readonly (RecordedPreview & { readonly reason: KeepReason })[]
  /** Records left "deploying" (a create whose answer was lost): an app may exist. */
  readonly deploying: readonly {
    pullRequest: PullRequestDetails
    previewName: string
    since: string
  }[]
  /** Records without this apiToken's signature: never acted on. */
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
  const pullRequests = await listPullRequests(api, repository, now)
  host.info(`Read ${pullRequests.length} ${api.terms.pullRequest}(s) of ${repository.display}.`)
  let identity: Identity | undefined
  const toRemove: (RecordedPreview & { reason: RemoveReason })[] = []
  const kept: (RecordedPreview & { reason: KeepReason })[] = []
  const deploying: SweepFindings['deploying'][number][] = []
  const untrusted: SweepFindings['untrusted'][number][] = []
  const recordedApps = new Set<string>()
  for (const pullRequest of pullRequests) {
    const recordKey: RecordKey = {
      secret: apiToken,
      platform: api.platform,
      apiUrl: api.apiUrl,
      binding: repository.binding,
      pullRequestNumber: pullRequest.number
    }
    const store = api.records(repository, pullRequest.number)
    const scope = { key: recordKey, terms: api.terms, repository, number: pullRequest.number }
    const found = await readRecords(store, scope, identity)
    identity ??= found.identity
    for (const { record } of found.untrusted) {
      if (record.publicKey !== undefined) recordedApps.add(record.publicKey)
      untrusted.push({
        pullRequest: pullRequest.number,
        previewName: record.previewName,
        publicKey: record.publicKey
      })
    }
    for (const { comment, record } of found.signed) {
      // A create's answer was lost between writing "deploying" and recording the app.
      if (isReservation(record)) {
        const since =
          comment.updatedAt === undefined ? '' : new Date(comment.updatedAt).toISOString()
        deploying.push({ pullRequest, previewName: record.previewName, since })
      }
    }
    for (const preview of newestRecords(found.signed, pullRequest, recordKey)) {
      recordedApps.add(preview.record.publicKey)
      const verdict = judge(preview, operation, now)
      if (verdict.remove) toRemove.push({ ...preview, reason: verdict.reason })
      else kept.push({ ...preview, reason: verdict.reason })
    }
  }
  const login = identity?.author ?? ''
  return { login, pullRequests, toRemove, kept, deploying, untrusted, recordedApps }
}

/**
 * One entry per preview app (previewName and publicKey) of a pull request: the signed records
 * that name it are judged together, by the newest deploy among them, and the comment of that
 * newest record is the one a removal edits first (then the others: `copies`). A copy of an older
 * record (an earlier version of the sticky comment, posted again under the same identity) thus
 * never makes a preview look expired while its own comment shows a recent deploy, and its app is
 * deleted once.
 */
function newestRecords(
  signed: readonly FoundRecord[],
  pullRequest: PullRequestDetails,
  recordKey: RecordKey
): RecordedPreview[] {
  const newest = new Map<string, RecordedPreview>()
  for (const { comment, record } of signed) {
    const { publicKey } = record
    if (publicKey === undefined) continue
    // Records of version 1.1 and earlier have no deploy time: the comment's last edit counts.
    const lastDeployAt = record.deployedAt ?? comment.updatedAt ?? NaN
    const key = `${record.previewName}\n${publicKey}`
    const seen = newest.get(key)
    // A time that does not parse (NaN) never expires (see judge), so it counts as the newest;
    // the oldest comment wins a tie.
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

/** True when deploy time `a` is newer than `b`; a time that does not parse is newest. */
function newerThan(a: number, b: number): boolean {
  if (Number.isNaN(b)) return false
  return Number.isNaN(a) || a > b
}

/** Whether a recorded preview goes, and why: the label keeps it, a close or the TTL removes it. */
function judge(
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
  // A time that does not parse (a comment GitHub dated oddly) never expires.
  return now - preview.lastDeployAt > operation.ttlMs
    ? { remove: true, reason: 'expired' }
    : { remove: false, reason: 'recently deployed' }
}

/**
 * Every open pull request, and the closed ones updated in the last 90 days: the list of all by
 * last update, newest first, up to the first one older than that; then the open ones among the
 * older, oldest first, up to the first newer one (a pull request nobody touched for months is
 * exactly one whose preview expired). Not the search API: its rate limit (30 a minute) and
 * index lag would miss fresh closes.
 */
async function listPullRequests(
  api: ReviewPlatform,
  repository: RepositoryTarget,
  now: number
): Promise<PullRequestDetails[]> {
  const since = now - CLOSED_WINDOW_MS
  const recent = await api.listPullRequests(
    repository,
    { state: 'all', direction: 'desc' },
    pullRequest => pullRequest.updatedAt < since
  )
  const older = await api.listPullRequests(
    repository,
    { state: 'open', direction: 'asc' },
    pullRequest => pullRequest.updatedAt >= since
  )
  const seen = new Set(recent.map(pullRequest => pullRequest.number))
  return [...recent, ...older.filter(pullRequest => !seen.has(pullRequest.number))]
}
