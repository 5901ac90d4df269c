/**
 * The record of a pull request's preview app: a hidden marker on the first line of the sticky
 * comment, naming the preview and its app's publicKey, signed:
 *
 *   <!-- appetize-deploy-action:preview name=android publicKey=p7nww3n6ubq73r1nh9jtauqy8w deployed=2026-11-22T10:00:00Z env=YXBwZXRpemUtcHJldmlldw sig=… -->
 *   <!-- appetize-deploy-action:preview name=android sig=… -->      (no app: deploying, removed)
 *   <!-- appetize-deploy-action:update publicKey=p7nww3n6ubq73r1nh9jtauqy8w -->   (`comment`)
 *
 * Anyone can post a comment that copies a marker, so a record counts only in a comment written
 * by the token's own identity, and only when the marker is exactly the comment's first line. That
 * identity is shared: with the workflow's token, every workflow of the repository writes as
 * `github-actions[bot]`, and one of them may post text someone else chose. So a preview record,
 * which decides which app a push updates and a close deletes, also carries an HMAC-SHA256 of its
 * fields, the repository's id and the pull request's number, keyed with the apiToken: only a run
 * that holds the token can write one the action acts on, and only for that pull request. An
 * update record names the app the run was given anyway (it only finds the comment to edit), and
 * is not signed.
 *
 * A preview's record also keeps when it was last deployed (a sweep measures `previewTtl` from it,
 * not from the comment's edit time, which a hand edit would reset) and its deployment
 * environment, base64url (a sweep is given no `deploymentEnvironment`). Both are signed too.
 * Records of version 1.1 and earlier have neither and are still read (signature v1).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { RECORD_MARKER_PREFIX as MARKER_PREFIX } from '../../review/review-platform.js'

export { MARKER_PREFIX }

/** Letters, digits, `-`, `_`: the `previewName` input. */
export const PREVIEW_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
/** A publicKey as the record accepts it. */
export const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/** The preview app of one `previewName`; `publicKey` undefined once the app was removed. */
export interface PreviewRecord {
  readonly kind: 'preview'
  readonly previewName: string
  readonly publicKey: string | undefined
  /** When the app was last deployed, in whole seconds (milliseconds since the epoch). */
  readonly deployedAt?: number
  /** The GitHub deployment environment of its deployments (`deploymentEnvironment`). */
  readonly environment?: string
  /** The signature as read from a marker (base64url); renderMarker computes its own. */
  readonly signature?: string
}

/** What a preview record's signature is made with, and the pull request it binds it to. */
export interface RecordKey {
  /** The apiToken: only a run that holds it can write a record the action acts on. */
  readonly secret: string
  /** The pull request's base repository, by id: a rename changes its name, not its id. */
  readonly repositoryId: number
  /** The pull request's number: a record copied to another pull request does not verify. */
  readonly pullRequestNumber: number
}

/** The comment of a plain update (`comment: true`), one per app. */
export interface UpdateRecord {
  readonly kind: 'update'
  readonly publicKey: string
}

export type CommentRecord = PreviewRecord | UpdateRecord

/** The fields of a comment a record is read from (an `IssueComment` of github-api.ts). */
export interface RecordSource {
  readonly id: number
  readonly body: string
  /** The comment author's login. */
  readonly login: string
}

/** A record and the comment that holds it. */
export interface FoundRecord<Comment extends RecordSource, Record extends CommentRecord> {
  readonly comment: Comment
  readonly record: Record
}

const PREVIEW_MARKER = new RegExp(
  `^${MARKER_PREFIX}preview name=([A-Za-z0-9_-]{1,64})(?: publicKey=([A-Za-z0-9_-]{1,128}))?(?: deployed=(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z))?(?: env=([A-Za-z0-9_-]{1,1400}))?(?: sig=([A-Za-z0-9_-]{43}))? -->(?:\\r?\\n|$)`
)
const UPDATE_MARKER = new RegExp(
  `^${MARKER_PREFIX}update publicKey=([A-Za-z0-9_-]{1,128}) -->(?:\\r?\\n|$)`
)

/**
 * The marker line for a record (without a line break). A preview record is signed with `key`;
 * an update record is not signed, and `key` is not used for it.
 *
 * @throws RangeError when the previewName or publicKey is not of the allowed form
 */
export function renderMarker(record: CommentRecord, key: RecordKey): string {
  if (record.publicKey !== undefined && !PUBLIC_KEY_PATTERN.test(record.publicKey)) {
    throw new RangeError('A publicKey to record must be letters, digits, - or _')
  }
  if (record.kind === 'update') {
    return `${MARKER_PREFIX}update publicKey=${record.publicKey} -->`
  }
  if (!PREVIEW_NAME_PATTERN.test(record.previewName)) {
    throw new RangeError('previewName must be 1 to 64 letters, digits, - or _')
  }
  const app = record.publicKey === undefined ? '' : ` publicKey=${record.publicKey}`
  const { deployed, env } = encodedExtras(record)
  const extras = `${deployed === '' ? '' : ` deployed=${deployed}`}${env === '' ? '' : ` env=${env}`}`
  const signature = recordSignature(record, key)
  return `${MARKER_PREFIX}preview name=${record.previewName}${app}${extras} sig=${signature} -->`
}

/** The deploy time (ISO 8601, whole seconds) and environment (base64url) as the marker has them. */
function encodedExtras(record: PreviewRecord): { deployed: string; env: string } {
  return {
    deployed:
      record.deployedAt === undefined
        ? ''
        : new Date(record.deployedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    env:
      record.environment === undefined || record.environment === ''
        ? ''
        : Buffer.from(record.environment, 'utf8').toString('base64url')
  }
}

/**
 * HMAC-SHA256 (base64url, 43 characters) of a preview record's fields, the base repository's id
 * and the pull request's number, keyed with `key.secret`. No field can hold a line break, so the
 * lines of the message cannot be shifted from one field to another.
 */
export function recordSignature(record: PreviewRecord, key: RecordKey): string {
  const { deployed, env } = encodedExtras(record)
  // v1 (no deploy time, no environment) is what versions up to 1.1 signed; a v2 record cut
  // back to v1's fields does not verify, since the two messages differ in their first line.
  const v2 = deployed !== '' || env !== ''
  const message = [
    `appetize-deploy-action preview record ${v2 ? 'v2' : 'v1'}`,
    String(key.repositoryId),
    String(key.pullRequestNumber),
    record.previewName,
    record.publicKey ?? '',
    ...(v2 ? [deployed, env] : [])
  ].join('\n')
  return createHmac('sha256', key.secret).update(message).digest('base64url')
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
    const [, previewName = '', publicKey, deployed, env, signature] = preview
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
    if (signature !== undefined) record.signature = signature
    return record
  }
  const update = UPDATE_MARKER.exec(body)
  return update ? { kind: 'update', publicKey: update[1] ?? '' } : undefined
}

/** The preview records of the token's own comments, as far as the action may act on them. */
export interface FoundPreviewRecords<Comment extends RecordSource> {
  /** Signed with the key: the ones the action acts on, oldest comment first. */
  readonly signed: FoundRecord<Comment, PreviewRecord>[]
  /**
   * Without a valid signature (none, or a wrong one): written by another workflow under the same
   * identity, with an earlier apiToken or by version 1.0.0. Never acted on (their apps are left
   * alone), oldest first.
   */
  readonly untrusted: FoundRecord<Comment, PreviewRecord>[]
}

/**
 * The preview records in comments written by `ownLogin`. Two signed records for one name can only
 * come from runs that raced; the oldest is the one to keep.
 *
 * @param ownLogin the token's login (`whoAmI`); logins compare case-insensitively, as GitHub's do
 * @param key what the records must be signed with
 * @param previewName only this preview's records; all previews when undefined
 */
export function findRecords<Comment extends RecordSource>(
  comments: readonly Comment[],
  ownLogin: string,
  key: RecordKey,
  previewName?: string
): FoundPreviewRecords<Comment> {
  const previews = ownRecords(comments, ownLogin).filter(
    (found): found is FoundRecord<Comment, PreviewRecord> =>
      found.record.kind === 'preview' &&
      (previewName === undefined || found.record.previewName === previewName)
  )
  const signed: FoundRecord<Comment, PreviewRecord>[] = []
  const untrusted: FoundRecord<Comment, PreviewRecord>[] = []
  for (const found of previews) (isSigned(found.record, key) ? signed : untrusted).push(found)
  return { signed, untrusted }
}

/** The plain-update comment for an app, written by `ownLogin`, oldest first. */
export function findUpdateRecords<Comment extends RecordSource>(
  comments: readonly Comment[],
  ownLogin: string,
  publicKey: string
): FoundRecord<Comment, UpdateRecord>[] {
  return ownRecords(comments, ownLogin).filter(
    (found): found is FoundRecord<Comment, UpdateRecord> =>
      found.record.kind === 'update' && found.record.publicKey === publicKey
  )
}

function ownRecords<Comment extends RecordSource>(
  comments: readonly Comment[],
  ownLogin: string
): FoundRecord<Comment, CommentRecord>[] {
  // An empty login would match comments of deleted accounts, which GitHub names no one.
  if (ownLogin === '') return []
  const own = ownLogin.toLowerCase()
  const found: FoundRecord<Comment, CommentRecord>[] = []
  for (const comment of comments) {
    if (comment.login.toLowerCase() !== own) continue
    const record = parseMarker(comment.body)
    if (record) found.push({ comment, record })
  }
  return found.sort((a, b) => a.comment.id - b.comment.id)
}
