import {
  type CommentRecord,
  isSigned,
  parseMarker,
  type RecordKey
} from '../src/github/preview-record.js'

/**
 * A comment's record as the action trusts it (src/github/preview-record.ts): an update record as
 * written, a preview record without its signature when the signature holds for `key`, and
 * `'not signed'` when it does not; undefined for a comment without a record.
 */
export function trustedRecord(
  body: string,
  key: RecordKey
): CommentRecord | 'not signed' | undefined {
  const record = parseMarker(body)
  if (record?.kind !== 'preview') return record
  const { signature, ...fields } = record
  return signature !== undefined && isSigned(record, key) ? fields : 'not signed'
}
