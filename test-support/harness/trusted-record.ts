import {
  type CommentRecord,
  isSigned,
  parseMarker,
  type RecordKey
} from '../../src/features/previews/preview-record.js'

/**
 * A comment body's record as the action judges its signature (src/features/previews/preview-record.ts): an
 * update record as written, a preview record without its signature when the signature holds for
 * `key`, and `'untrusted'` when it does not; undefined for a body without a record. Who wrote the
 * comment, which the action checks too, is the caller's to know.
 */
export function trustedRecord(
  body: string,
  key: RecordKey
): CommentRecord | 'untrusted' | undefined {
  const record = parseMarker(body)
  if (record?.kind !== 'preview') return record
  // The deploy time and environment (signed too) are left out: most tests are not about them.
  const {
    signature: _signature,
    deployedAt: _deployedAt,
    environment: _environment,
    ...fields
  } = record
  return isSigned(record, key) ? fields : 'untrusted'
}
