/**
 * What the pull request operations share: the review platform, the pull request's record store
 * and its records as read once (judged by record-trust.ts), and the key records are signed with.
 */
import type { ReviewPlatform } from '../../review/review-platform.js'
import type { RecordStore } from '../../review/record-store.js'
import {
  capitalized,
  pullRequestName,
  type PlatformTerms,
  type RepositoryRef
} from '../../review/terms.js'
import type { PullRequestTarget } from '../../review/review-port.js'
import type { OperationContext } from '../handler.js'
import type { RecordKey } from './preview-record.js'
import { info, type Note } from './notes.js'
import { readRecords, type Identity, type TrustedRecords } from './record-trust.js'

export { capitalized }

/** The pull request as the review platform sees it, with its records read once. */
export interface PullRequestSession {
  readonly api: ReviewPlatform
  readonly store: RecordStore
  readonly repository: RepositoryRef
  readonly number: number
  readonly terms: PlatformTerms
  /** The records as read when the session opened. */
  readonly records: TrustedRecords
  /** What the preview records of this pull request are signed with and bound to. */
  readonly recordKey: RecordKey
  /** True in a dry run: the platform records its writes, and messages say "would". */
  readonly dryRun: boolean
  /** What opening it has to say (the records read, warnings about those that do not count). */
  readonly notes: readonly Note[]
}

/**
 * Lists the pull request's records and judges them (reads only).
 *
 * @throws ReviewPlatformError
 */
export async function openSession(
  context: OperationContext,
  target: PullRequestTarget
): Promise<PullRequestSession> {
  const api = await context.reviewPlatform()
  const { repository, number } = target.pullRequest
  const store = api.records(repository, number)
  const recordKey: RecordKey = {
    secret: context.apiToken,
    platform: api.platform,
    apiUrl: api.apiUrl,
    binding: repository.binding,
    pullRequestNumber: number
  }
  const { terms } = api
  const records = await readRecords(store, { key: recordKey, terms, repository, number })
  const count = records.signed.length + records.updates.length
  const line = `${capitalized(pullRequestName(number, terms))} of ${repository.display}: ${count} ${terms.comment}${count === 1 ? ' holds a record' : 's hold records'} the tool acts on.`
  return {
    api,
    store,
    repository,
    number,
    terms,
    records,
    recordKey,
    dryRun: context.dryRun,
    notes: [info(line)]
  }
}

/**
 * The records read again now, judged as at the session's start (the run's own identity known
 * from its comment).
 *
 * @throws ReviewPlatformError
 */
export function rereadRecords(
  session: PullRequestSession,
  known: Identity | undefined
): Promise<TrustedRecords> {
  const { store, recordKey: key, terms, repository, number } = session
  return readRecords(store, { key, terms, repository, number }, known ?? session.records.identity)
}
