/**
 * Records as earlier versions wrote them (signature v1 or v2: bound to the repository and the
 * pull request only, no platform, API address or author), for tests that start from previews
 * deployed by an earlier version: they are still trusted in the token's own comments, and
 * re-signed (v3) at their next write.
 */
import {
  MARKER_PREFIX,
  recordSignature,
  type PreviewRecord
} from '../../src/features/previews/preview-record.js'

/** What an earlier version signed a record with. */
export interface LegacyKey {
  readonly secret: string
  /** The repository's id (GitHub) or the project's (GitLab). */
  readonly repositoryId: number
  readonly pullRequestNumber: number
}

/** The marker line an earlier version wrote for `record` (v2 with a deploy time or environment). */
export function legacyMarker(record: PreviewRecord, key: LegacyKey): string {
  const deployed =
    record.deployedAt === undefined
      ? ''
      : ` deployed=${new Date(record.deployedAt).toISOString().replace(/\.\d{3}Z$/, 'Z')}`
  const env =
    record.environment === undefined || record.environment === ''
      ? ''
      : ` env=${Buffer.from(record.environment, 'utf8').toString('base64url')}`
  const version = deployed !== '' || env !== '' ? 2 : 1
  const signature = recordSignature(
    { ...record, version },
    {
      secret: key.secret,
      platform: '',
      apiUrl: '',
      binding: String(key.repositoryId),
      pullRequestNumber: key.pullRequestNumber
    }
  )
  const app = record.publicKey === undefined ? '' : ` publicKey=${record.publicKey}`
  return `${MARKER_PREFIX}preview name=${record.previewName}${app}${deployed}${env} sig=${signature} -->`
}
