/**
 * The one decision of a preview run: from what was read (the pull request now, the preview's
 * trusted records in written order, what the run has sent so far) to what it does. It runs at
 * both checkpoints: before the build is sent (skip, superseded, update, create, and the clean-up
 * of raced duplicates; remove or kept when the pull request closes) and before the record is
 * written (the same action again, meaning "record it", or superseded). Pure: the handler reads,
 * decides, acts and records (deploy-preview.ts); __tests__/preview-decision.test.ts is its table.
 */
import { sameCommit, type Lifecycle } from '../../review/pull-request.js'
import { isReservation } from './preview-record.js'
import type { FoundRecord } from './record-trust.js'

/** What a run has sent by its second checkpoint. */
export interface SentBuild {
  /** True when it created the app (after reserving `comment` for it). */
  readonly created: boolean
  /** The app it updated or created. */
  readonly app: string
  /** The id of the comment its record goes to. */
  readonly comment: string
  /** The claim of the reservation it wrote (created only). */
  readonly claim?: string
  /** True when it created that comment (rather than writing into one found). */
  readonly createdComment: boolean
  /** When it began sending its build (milliseconds since the epoch). */
  readonly startedAt: number
}

/** What was read, as the decision needs it. */
export interface Observed {
  readonly lifecycle: Lifecycle
  /** The pull request's state and head now; undefined when they could not be read. */
  readonly now: { readonly state: 'open' | 'closed'; readonly headSha: string } | undefined
  /** The commit the run deploys. */
  readonly deploys: string
  /**
   * The preview's trusted records, in written order; undefined at the second checkpoint when
   * they were not read again (a dry run, or a failed read: the record is written as before).
   */
  readonly records: readonly FoundRecord[] | undefined
  /** Labels the pull request carries, and `keepLabel` (a close keeps apps when they meet). */
  readonly labels?: readonly string[]
  readonly keepLabel?: string
  /** An app the run found gone (404) when it sent its build: its record is replaced. */
  readonly gone?: string
  /** What the run has sent (second checkpoint); undefined before the build is sent. */
  readonly sent?: SentBuild
}

/** A raced duplicate record to clean up: its app (unless it names the preview's own), then it. */
export interface Cleanup {
  readonly found: FoundRecord
  /** The app to delete; undefined when it names the preview's own app (a copy of the record). */
  readonly deleteApp: string | undefined
}

/** Why a run is superseded. */
export type SupersededBy =
  | { readonly kind: 'moved'; readonly deployed: string; readonly head: string }
  | { readonly kind: 'recorded'; readonly comment: string }

export type Decision =
  | { readonly kind: 'skip' }
  | {
      readonly kind: 'superseded'
      readonly by: SupersededBy
      /** The app the run created, which no record will name: delete it again. */
      readonly deleteApp?: string
      /** The reservation the run created, when an older record or a newer commit stands: delete it. */
      readonly deleteComment?: string
    }
  | { readonly kind: 'update'; readonly record: FoundRecord; readonly cleanup: readonly Cleanup[] }
  | {
      readonly kind: 'create'
      /** The record whose comment is reserved for the new app; undefined: a new comment. */
      readonly into: FoundRecord | undefined
      readonly cleanup: readonly Cleanup[]
    }
  | { readonly kind: 'remove'; readonly records: readonly FoundRecord[] }
  | { readonly kind: 'kept'; readonly records: readonly FoundRecord[] }

/** What the run does, given what it read. */
export function decide(observed: Observed): Decision {
  if (observed.lifecycle === 'closed') return close(observed)
  const moved = movedHead(observed)
  if (observed.sent !== undefined) return recordOrYield(observed, observed.sent, moved)
  const records = observed.records ?? []
  // The oldest record naming an app is the preview: a reservation older than it was left by a
  // run that died, and is not reused while an app is recorded.
  const first = records.find(found => found.record.publicKey !== undefined) ?? records[0]
  const others = records.filter(found => found !== first)
  const app = first?.record.publicKey
  const live = app !== undefined && app !== observed.gone
  if (!live && observed.now?.state === 'closed') return { kind: 'skip' }
  if (moved) return { kind: 'superseded', by: moved }
  const cleanup = others
    .filter(other => !isReservation(other.record))
    .map(other => ({
      found: other,
      deleteApp: other.record.publicKey === app ? undefined : other.record.publicKey
    }))
  return live && first !== undefined
    ? { kind: 'update', record: first, cleanup }
    : { kind: 'create', into: first, cleanup }
}

/** A close: the recorded apps are kept when the pull request carries `keepLabel`, else removed. */
function close(observed: Observed): Decision {
  const records = observed.records ?? []
  const label = observed.keepLabel?.toLowerCase()
  const labelled =
    label !== undefined &&
    label !== '' &&
    (observed.labels ?? []).some(name => name.toLowerCase() === label)
  const kept = records.filter(found => found.record.publicKey !== undefined)
  return labelled && kept.length > 0 ? { kind: 'kept', records: kept } : { kind: 'remove', records }
}

function movedHead(observed: Observed): SupersededBy | undefined {
  const { now, deploys } = observed
  return now === undefined || sameCommit(now.headSha, deploys)
    ? undefined
    : { kind: 'moved', deployed: deploys, head: now.headSha }
}

/**
 * The second checkpoint: the run records what it sent only when the pull request is still at
 * its commit and its comment still holds what it decided on: for an app it created, its own
 * reservation with no older record of the preview; for an update, the app it updated, with no
 * deploy newer than its own. Otherwise another run is the preview.
 */
function recordOrYield(
  observed: Observed,
  sent: SentBuild,
  moved: SupersededBy | undefined
): Decision {
  const records = observed.records
  const mine = records?.find(found => found.comment.id === sent.comment)
  const standing = moved ?? (records === undefined ? undefined : standingRecord(records, sent))
  if (standing === undefined) {
    const record = mine ?? placeholder(sent)
    return sent.created
      ? { kind: 'create', into: record, cleanup: [] }
      : { kind: 'update', record, cleanup: [] }
  }
  if (!sent.created) return { kind: 'superseded', by: standing }
  const olderStands =
    standing.kind === 'recorded' && standing.comment !== sent.comment && mine !== undefined
  // A newer commit moved on while the comment this run created still holds only its own
  // reservation: nothing else is there to keep (where the platform cannot say who wrote an
  // unbound reservation, a later run could not trust it). One another run took over stays.
  const ownLeftOver =
    standing.kind === 'moved' && mine !== undefined && mine.record.claim === sent.claim
  return {
    kind: 'superseded',
    by: standing,
    deleteApp: sent.app,
    ...((olderStands || ownLeftOver) && sent.createdComment ? { deleteComment: sent.comment } : {})
  }
}

function standingRecord(
  records: readonly FoundRecord[],
  sent: SentBuild
): SupersededBy | undefined {
  const at = records.findIndex(found => found.comment.id === sent.comment)
  const mine = records[at]
  const recorded = (found: FoundRecord | undefined): SupersededBy => ({
    kind: 'recorded',
    comment: found?.comment.id ?? sent.comment
  })
  if (sent.created) {
    // An older record of the preview stands; or another run took the reservation over.
    if (at > 0) return recorded(records[0])
    if (mine === undefined) return recorded(records[0])
    return mine.record.claim === sent.claim && mine.record.publicKey === undefined
      ? undefined
      : recorded(mine)
  }
  // A race's clean-up removed the comment: the oldest record is the preview.
  if (mine === undefined) return recorded(records[0])
  const ownDeploy = Math.floor(sent.startedAt / 1000) * 1000
  const newer = mine.record.publicKey !== sent.app || (mine.record.deployedAt ?? 0) > ownDeploy
  return newer ? recorded(mine) : undefined
}

/** The record of a comment not read again: the run writes into it as it decided. */
function placeholder(sent: SentBuild): FoundRecord {
  return {
    comment: { id: sent.comment, url: '', body: '', author: '', authorId: '', own: true },
    record: { kind: 'preview', previewName: '', publicKey: sent.created ? undefined : sent.app }
  }
}
