/**
 * The record of a pull request's preview app: a hidden marker on the first line of the sticky
 * comment, naming the preview and its app's publicKey:
 *
 *   <!-- appetize-deploy-action:preview name=android publicKey=p7nww3n6ubq73r1nh9jtauqy8w -->
 *   <!-- appetize-deploy-action:preview name=android -->            (the app was removed)
 *   <!-- appetize-deploy-action:update publicKey=p7nww3n6ubq73r1nh9jtauqy8w -->   (`comment`)
 *
 * Anyone can post a comment that copies a marker, so a record counts only in a comment written
 * by the token's own identity, and only when the marker is exactly the comment's first line.
 */

/** How every marker begins; escaped text can never contain it (see comment-body.ts). */
export const MARKER_PREFIX = '<!-- appetize-deploy-action:'

/** Letters, digits, `-`, `_`: the `previewName` input. */
export const PREVIEW_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
/** A publicKey as the record accepts it. */
export const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/** The preview app of one `previewName`; `publicKey` undefined once the app was removed. */
export interface PreviewRecord {
  readonly kind: 'preview'
  readonly previewName: string
  readonly publicKey: string | undefined
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
  `^${MARKER_PREFIX}preview name=([A-Za-z0-9_-]{1,64})(?: publicKey=([A-Za-z0-9_-]{1,128}))? -->(?:\\r?\\n|$)`
)
const UPDATE_MARKER = new RegExp(
  `^${MARKER_PREFIX}update publicKey=([A-Za-z0-9_-]{1,128}) -->(?:\\r?\\n|$)`
)

/**
 * The marker line for a record (without a line break).
 *
 * @throws RangeError when the previewName or publicKey is not of the allowed form
 */
export function renderMarker(record: CommentRecord): string {
  if (record.publicKey !== undefined && !PUBLIC_KEY_PATTERN.test(record.publicKey)) {
    throw new RangeError('A publicKey to record must be letters, digits, - or _')
  }
  if (record.kind === 'update') {
    return `${MARKER_PREFIX}update publicKey=${record.publicKey} -->`
  }
  if (!PREVIEW_NAME_PATTERN.test(record.previewName)) {
    throw new RangeError('previewName must be 1 to 64 letters, digits, - or _')
  }
  const key = record.publicKey === undefined ? '' : ` publicKey=${record.publicKey}`
  return `${MARKER_PREFIX}preview name=${record.previewName}${key} -->`
}

/** The record on a comment body's first line, or undefined when there is none (or malformed). */
export function parseMarker(body: string): CommentRecord | undefined {
  const preview = PREVIEW_MARKER.exec(body)
  if (preview) {
    return { kind: 'preview', previewName: preview[1] ?? '', publicKey: preview[2] }
  }
  const update = UPDATE_MARKER.exec(body)
  return update ? { kind: 'update', publicKey: update[1] ?? '' } : undefined
}

/**
 * The preview records in comments written by `ownLogin`, oldest comment first. Two records for
 * one name can only come from runs that raced; the oldest is the one to keep.
 *
 * @param ownLogin the token's login (`whoAmI`); logins compare case-insensitively, as GitHub's do
 * @param previewName only this preview's records; all previews when undefined
 */
export function findRecords<Comment extends RecordSource>(
  comments: readonly Comment[],
  ownLogin: string,
  previewName?: string
): FoundRecord<Comment, PreviewRecord>[] {
  return ownRecords(comments, ownLogin).filter(
    (found): found is FoundRecord<Comment, PreviewRecord> =>
      found.record.kind === 'preview' &&
      (previewName === undefined || found.record.previewName === previewName)
  )
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
