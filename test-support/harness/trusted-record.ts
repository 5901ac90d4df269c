import {
  type CommentRecord,
  isSigned,
  parseMarker,
  type RecordKey
} from '../../src/features/previews/preview-record.js'
import type { LegacyKey } from './legacy-record.js'

/** What a test knows of a record's binding: the repository and pull request, and the platform. */
export interface TestRecordKey extends LegacyKey {
  /** `github` (default) or `gitlab`. */
  readonly platform?: string
  /** The API's base URL the run used (the fake's `url`). */
  readonly apiUrl: string
}

/**
 * A comment body's record as the tool judges its signature (src/features/previews/preview-record.ts): an
 * update record as written, a preview record without its signature when the signature holds for
 * `key`, and `'untrusted'` when it does not; undefined for a body without a record. Who wrote the
 * comment, which the tool checks too (the record's author binding), is the caller's to know.
 */
export function trustedRecord(
  body: string,
  key: TestRecordKey
): CommentRecord | 'untrusted' | undefined {
  const record = parseMarker(body)
  if (record?.kind !== 'preview') return record
  // The deploy time, environment, author binding and claim (signed too) are left out: most tests
  // are not about them.
  const {
    signature: _signature,
    deployedAt: _deployedAt,
    environment: _environment,
    authorId: _authorId,
    claim: _claim,
    version: _version,
    ...fields
  } = record
  const signed = isSigned(record, {
    secret: key.secret,
    platform: key.platform ?? 'github',
    apiUrl: key.apiUrl,
    binding: String(key.repositoryId),
    pullRequestNumber: key.pullRequestNumber
  })
  return signed ? fields : 'untrusted'
}

/** The key a run of this version signs a test's records with (v3: platform and API bound). */
export function currentKey(key: TestRecordKey): RecordKey {
  return {
    secret: key.secret,
    platform: key.platform ?? 'github',
    apiUrl: key.apiUrl,
    binding: String(key.repositoryId),
    pullRequestNumber: key.pullRequestNumber
  }
}
