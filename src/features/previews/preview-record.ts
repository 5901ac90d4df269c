/**
 * The record of a pull request's preview app: a hidden marker on the first line of the sticky
 * comment, naming the preview and its app's publicKey, signed:
 *
 *   <!-- appetize-deploy-action:preview name=android publicKey=p7nw… deployed=2026-11-22T10:00:00Z env=YXBw… by=NDE4 v=3 sig=… -->
 *   <!-- appetize-deploy-action:preview name=android claim=3k9Xq… v=3 sig=… -->   (reserved: its app is being created)
 *   <!-- appetize-deploy-action:preview name=android by=NDE4 v=3 sig=… -->        (no app: removed)
 *   <!-- appetize-deploy-action:update publicKey=p7nw… -->                         (`comment`)
 *
 * Anyone can post a comment that copies a marker, and the token's identity is shared (every
 * workflow of a repository writes as `github-actions[bot]`, every pipeline as the project's
 * bot). So a preview record, which decides which app a push updates and a close deletes, carries
 * an HMAC-SHA256 keyed with the apiToken over its fields and what it is bound to: the platform
 * and its API's base URL, the repository's rename-stable binding, the pull request's number and
 * the id of the comment's author (v3). Only a run holding the apiToken writes one the tool acts
 * on, and only for that pull request of that repository on that host; a copy in another's
 * comment does not verify against its author. The reservation a run writes before it creates an
 * app carries its own random claim, so that the record itself says it is one.
 *
 * Records of earlier versions (v1: name and app; v2: with deploy time and environment, bound to
 * the repository and the pull request only) are still read, and trusted in the token's own
 * comments; a run's next write re-signs them as v3.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { RECORD_MARKER_PREFIX as MARKER_PREFIX } from '../../review/record-store.js'

export { MARKER_PREFIX }

/** Letters, digits, `-`, `_`: the `previewName` input. */
export const PREVIEW_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
/** A publicKey as the record accepts it. */
export const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/** The preview app of one `previewName`; `publicKey` undefined while reserved or once removed. */
export interface PreviewRecord {
  readonly kind: 'preview'
  readonly previewName: string
  readonly publicKey: string | undefined
  /** When the app was last deployed, in whole seconds (milliseconds since the epoch). */
  readonly deployedAt?: number
  /** The deployment environment of its deployments (`deploymentEnvironment`). */
  readonly environment?: string
  /** The id of the comment's author the record is bound to (v3); absent when not yet known. */
  readonly authorId?: string
  /** The reserving run's random id: present only while its app is being created (v3). */
  readonly claim?: string
  /** The marker's signature version: 3, or 1 and 2 for records of earlier versions. */
  readonly version?: 1 | 2 | 3
  /** The signature as read from a marker (base64url); renderMarker computes its own. */
  readonly signature?: string
}

/** What a preview record's signature is made with, and what it binds the record to. */
export interface RecordKey {
  /** The apiToken: only a run that holds it can write a record the tool acts on. */
  readonly secret: string
  /** The platform's id (`github`, `gitlab`, `bitbucket`). */
  readonly platform: string
  /** The platform's API base URL, without a trailing slash. */
  readonly apiUrl: string
  /** The repository's rename-stable binding (RepositoryRef.binding). */
  readonly binding: string
  /** The pull request's number: a record copied to another pull request does not verify. */
  readonly pullRequestNumber: number
}

/** The comment of a plain update (`comment: true`), one per app. */
export interface UpdateRecord {
  readonly kind: 'update'
  readonly publicKey: string
}

export type CommentRecord = PreviewRecord | UpdateRecord

const B64 = '[A-Za-z0-9_-]'
const PREVIEW_MARKER = new RegExp(
  `^${MARKER_PREFIX}preview name=(${B64}{1,64})(?: publicKey=(${B64}{1,128}))?(?: deployed=(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z))?(?: env=(${B64}{1,1400}))?(?: by=(${B64}{1,400}))?(?: claim=(${B64}{16,64}))?( v=3)?(?: sig=(${B64}{43}))? -->(?:\\r?\\n|$)`
)
const UPDATE_MARKER = new RegExp(
  `^${MARKER_PREFIX}update publicKey=(${B64}{1,128}) -->(?:\\r?\\n|$)`
)

/**
 * The marker line for a record (without a line break). A preview record is signed with `key`
 * (always v3); an update record is not signed, and `key` is not used for it.
 *
 * @throws RangeError when the previewName, publicKey or claim is not of the allowed form
 */
export function renderMarker(record: CommentRecord, key: RecordKey): string {
  if (record.publicKey !== undefined && !PUBLIC_KEY_PATTERN.test(record.publicKey)) {
    throw new RangeError('A publicKey to record must be letters, digits, - or _')
  }
  if (record.kind === 'update') return `${MARKER_PREFIX}update publicKey=${record.publicKey} -->`
  if (!PREVIEW_NAME_PATTERN.test(record.previewName)) {
    throw new RangeError('previewName must be 1 to 64 letters, digits, - or _')
  }
  if (record.claim !== undefined && !/^[A-Za-z0-9_-]{16,64}$/.test(record.claim)) {
    throw new RangeError('A claim must be 16 to 64 letters, digits, - or _')
  }
  const fields = encodedFields(record)
  const parts = [
    `name=${record.previewName}`,
    record.publicKey === undefined ? '' : `publicKey=${record.publicKey}`,
    fields.deployed === '' ? '' : `deployed=${fields.deployed}`,
    fields.env === '' ? '' : `env=${fields.env}`,
    fields.by === '' ? '' : `by=${fields.by}`,
    record.claim === undefined ? '' : `claim=${record.claim}`,
    'v=3',
    `sig=${recordSignature({ ...record, version: 3 }, key)}`
  ]
  return `${MARKER_PREFIX}preview ${parts.filter(part => part !== '').join(' ')} -->`
}

/** The record's optional fields as the marker writes them (ISO 8601 seconds, base64url). */
function encodedFields(record: PreviewRecord): { deployed: string; env: string; by: string } {
  const base64 = (text: string | undefined): string =>
    text === undefined || text === '' ? '' : Buffer.from(text, 'utf8').toString('base64url')
  return {
    deployed:
      record.deployedAt === undefined
        ? ''
        : new Date(record.deployedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    env: base64(record.environment),
    by: base64(record.authorId)
  }
}

/**
 * HMAC-SHA256 (base64url, 43 characters) of a preview record as its version signs it, keyed with
 * `key.secret`. No line of the message can hold a line break (the free fields are base64url,
 * the platform's id and API address are checked by the adapter), so no field can be shifted into
 * another.
 */
export function recordSignature(record: PreviewRecord, key: RecordKey): string {
  const { deployed, env, by } = encodedFields(record)
  const version = record.version ?? 3
  const fields =
    version === 3
      ? [
          'appetize-deploy-action preview record v3',
          key.platform,
          key.apiUrl,
          key.binding,
          String(key.pullRequestNumber),
          record.previewName,
          record.publicKey ?? '',
          deployed,
          env,
          by,
          record.claim ?? ''
        ]
      : [
          // v1 (no deploy time, no environment) is what versions up to 1.1 signed; v2 what 1.2
          // signed. A record cut back to an older version's fields does not verify.
          `appetize-deploy-action preview record v${version}`,
          key.binding,
          String(key.pullRequestNumber),
          record.previewName,
          record.publicKey ?? '',
          ...(version === 2 ? [deployed, env] : [])
        ]
  return createHmac('sha256', key.secret).update(fields.join('\n')).digest('base64url')
}

/** True when the record carries the signature `key` makes for it (compared in constant time). */
export function isSigned(record: PreviewRecord, key: RecordKey): boolean {
  if (record.signature === undefined) return false
  const expected = Buffer.from(recordSignature(record, key))
  const given = Buffer.from(record.signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The record on a comment body's first line, or undefined when there is none (or malformed). */
export function parseMarker(body: string): CommentRecord | undefined {
  const preview = PREVIEW_MARKER.exec(body)
  if (preview) {
    const [, previewName = '', publicKey, deployed, env, by, claim, v3, signature] = preview
    const record: { -readonly [K in keyof PreviewRecord]: PreviewRecord[K] } = {
      kind: 'preview',
      previewName,
      publicKey
    }
    if (deployed !== undefined) {
      const time = Date.parse(deployed)
      if (Number.isNaN(time)) return undefined
      record.deployedAt = time
    }
    if (env !== undefined) record.environment = Buffer.from(env, 'base64url').toString('utf8')
    if (v3 === undefined && (by !== undefined || claim !== undefined)) return undefined
    if (by !== undefined) record.authorId = Buffer.from(by, 'base64url').toString('utf8')
    if (claim !== undefined) record.claim = claim
    record.version = v3 !== undefined ? 3 : deployed !== undefined || env !== undefined ? 2 : 1
    if (signature !== undefined) record.signature = signature
    return record
  }
  const update = UPDATE_MARKER.exec(body)
  return update ? { kind: 'update', publicKey: update[1] ?? '' } : undefined
}

/** True for a record that reserves its preview while a run creates the app (no app yet). */
export function isReservation(record: PreviewRecord): boolean {
  return record.publicKey === undefined && record.claim !== undefined
}
