/**
 * The sticky comment on the pull request, in Markdown: the app link and the grid of device links,
 * what the service reports about the app, the build and the commit; and what it says once the
 * preview was removed. Its first line is the hidden record (preview-record.ts). Every value from outside the
 * action is clipped and escaped (markdown-text.ts), so a title or an app name cannot add markup,
 * links, mentions, images, tables or a second marker.
 *
 * The run's summary shows the same Markdown: `renderCommentMarkdown` is the body without the
 * marker.
 */
import { clip, escapeMarkdown, markdownLink } from '../../shared/markdown-text.js'
import { afterKeepMark, keepMark, type PlatformTerms } from '../../review/terms.js'
import type { LinkGrid } from '../update-app/device-links.js'
import { isSmallPrint, smallPrint } from './comment-parts.js'
import { linkGridMarkdown } from '../update-app/link-grid-table.js'
import {
  type CommentRecord,
  type PreviewRecord,
  type RecordKey,
  renderMarker
} from './preview-record.js'

/** What the service reports about the app (`GET /v1/apps/{publicKey}`), as far as it is known. */
export interface ReportedApp {
  /** `name` (or `appDisplayName`). */
  readonly name?: string
  /** `appVersionName`, e.g. `1.4.2`. */
  readonly version?: string
  /** `appVersionCode`, the build's own version code. */
  readonly versionCode?: string
}

/** Everything the comment shows after a create or an update. */
export interface AppCommentContent {
  /** The record on the first line: a preview, or a plain update (`comment: true`). */
  readonly record: CommentRecord
  readonly appUrl: string
  /** The links of the `devices` entries, shown as a table (`linkParams` gives its columns). */
  readonly deviceLinks: LinkGrid
  readonly platform: string
  /** Undefined when reading the app back failed (the comment says so). */
  readonly reportedApp?: ReportedApp
  /** The service's `versionCode` after this deploy. */
  readonly versionCode: number | string
  /** The build as it may be shown: a file name or a redacted URL; undefined for settings only. */
  readonly build?: string
  /** The head branch (`headRef`), when known. */
  readonly branch?: string
  /** The commit deployed (a SHA; shown as its first 7 characters). */
  readonly commitSha: string
  readonly updatedAt: Date
  /** The platform's words for a pull request, a comment, and when the app goes. */
  readonly terms: PlatformTerms
}

/** What the comment says once the preview's app was deleted. */
export interface RemovedCommentContent {
  /** The previewName; the record keeps it, without a publicKey. */
  readonly previewName: string
  /** The app that was deleted, if the record named one. */
  readonly publicKey?: string
  /** True when the pull request was merged, false when closed without merging. */
  readonly merged: boolean
  readonly removedAt: Date
  /**
   * Set when a sweep removed it for having gone without a deploy this long (`7 days`): the
   * comment says how to bring it back instead of naming the close.
   */
  readonly expiredAfter?: string
  /** True when it was removed while the pull request is open (its environment was stopped). */
  readonly stopped?: boolean
  /** The platform's words for a pull request and a comment. */
  readonly terms: PlatformTerms
  /** The id of the comment's author, bound into its record (preview-record.ts) when known. */
  readonly authorId?: string
}

/**
 * The whole comment body: the record's marker, then `renderCommentMarkdown`.
 *
 * @param key signs a preview's record (preview-record.ts)
 */
export function renderCommentBody(content: AppCommentContent, key: RecordKey): string {
  return `${renderMarker(content.record, key)}\n${renderCommentMarkdown(content)}`
}

/** The comment without its marker (for the run's summary). */
export function renderCommentMarkdown(content: AppCommentContent): string {
  const preview = content.record.kind === 'preview' ? content.record.previewName : undefined
  const lines = [
    preview === undefined ? '### App updated' : `### Preview: ${escapeMarkdown(preview)}`,
    ''
  ]
  lines.push(`**${markdownLink('Open the app in the browser', content.appUrl)}**`, '')
  const grid = linkGridMarkdown(content.deviceLinks)
  if (grid.length > 0) lines.push(...grid, '')
  lines.push('| | |', '|---|---|')
  lines.push(row('App', describeApp(content.reportedApp)))
  lines.push(row('Platform', escapeMarkdown(clip(content.platform, 20))))
  lines.push(row('versionCode', escapeMarkdown(clip(String(content.versionCode), 20))))
  if (content.build !== undefined) lines.push(row('Build', escapeMarkdown(clip(content.build))))
  if (content.branch !== undefined) lines.push(row('Branch', escapeMarkdown(clip(content.branch))))
  lines.push(row('Commit', shortSha(content.commitSha)))
  lines.push(row('Updated', formatTime(content.updatedAt)))
  const { comment, appRemoved } = content.terms
  const footer =
    preview === undefined
      ? `This ${comment} is edited in place on every deploy.`
      : `This ${comment} is edited in place on every push; the app is deleted ${appRemoved}.`
  lines.push('', smallPrint(footer, content.terms))
  return `${lines.join('\n')}\n`
}

/**
 * The comment body after the preview's app was deleted; its record keeps the previewName.
 *
 * @param key signs the record (preview-record.ts)
 */
export function renderRemovedCommentBody(content: RemovedCommentContent, key: RecordKey): string {
  const record: PreviewRecord = {
    kind: 'preview',
    previewName: content.previewName,
    publicKey: undefined,
    ...(content.authorId ? { authorId: content.authorId } : {})
  }
  return `${renderMarker(record, key)}\n${renderRemovedCommentMarkdown(content)}`
}

/** The removed comment without its marker (for the run's summary). */
export function renderRemovedCommentMarkdown(content: RemovedCommentContent): string {
  const { pullRequest } = content.terms
  const how = content.merged ? 'was merged' : 'was closed'
  const app =
    content.publicKey === undefined ? 'The app' : `App ${escapeMarkdown(content.publicKey)}`
  const heading = `### Preview: ${escapeMarkdown(content.previewName)} (removed)`
  if (content.expiredAfter !== undefined) {
    return [
      heading,
      '',
      `${app} was removed after ${escapeMarkdown(content.expiredAfter)} without a deploy, ${formatTime(content.removedAt)}; push a commit or run the preview again to bring it back.`,
      '',
      smallPrint('The next deploy creates a new app and links it here.', content.terms),
      ''
    ].join('\n')
  }
  if (content.stopped === true) {
    return [
      heading,
      '',
      `${app} was deleted when the preview was stopped, ${formatTime(content.removedAt)}.`,
      '',
      smallPrint(
        `The next deploy of the ${pullRequest} creates a new app and links it here.`,
        content.terms
      ),
      ''
    ].join('\n')
  }
  return [
    heading,
    '',
    `${app} was deleted when the ${pullRequest} ${how}, ${formatTime(content.removedAt)}.`,
    '',
    smallPrint(`A new preview is created if the ${pullRequest} is reopened.`, content.terms),
    ''
  ].join('\n')
}

/**
 * The comment body of a preview kept after its pull request closed, because the pull request
 * carries `keepLabel`: the body as it was (its record and app link unchanged), its footer saying
 * why the app stays and how it goes.
 *
 * @param stopped true when the pull request is still open (its preview was stopped by hand)
 */
export function renderKeptCommentBody(
  body: string,
  keepLabel: string,
  terms: PlatformTerms,
  stopped = false
): string {
  // A stop on an open pull request (a CI environment's stop action) is not a close.
  const when = stopped ? 'when the preview was stopped' : `after the ${terms.pullRequest} closed`
  const footer = smallPrint(
    `Kept ${when}: it carries ${keepMark(clip(keepLabel, 50), terms, escapeMarkdown)}. ${afterKeepMark(terms, 'the app')}`,
    terms
  )
  const lines = body.trimEnd().split('\n')
  const last = lines.length - 1
  if (last > 0 && isSmallPrint(lines[last] ?? '')) lines[last] = footer
  else lines.push('', footer)
  return `${lines.join('\n')}\n`
}

/**
 * The comment body while the preview's app is being created: the record names the preview but
 * no app yet. Written before the app is created, so that an app is created only when its record
 * can be written.
 *
 * @param reservation the record: the preview's name, no app, and the run's own random claim
 *   (two attempts of one run, which share its page, write different records, so each can tell
 *   whether another took its reservation over), bound to the comment's author when the run knows it
 * @param runUrl the run's page, linked so that a comment left in this state leads to the log
 * @param key signs the record (preview-record.ts)
 */
export function renderPendingCommentBody(
  reservation: PreviewRecord,
  runUrl: string,
  key: RecordKey,
  terms: PlatformTerms
): string {
  const run = markdownLink('this run', runUrl)
  return [
    renderMarker(reservation, key),
    `### Preview: ${escapeMarkdown(reservation.previewName)} (deploying)`,
    '',
    `The preview app is being created by ${run}; this ${terms.comment} shows its link when it is ready.`,
    ''
  ].join('\n')
}

/** `name version (versionCode)` as the service reports them. */
function describeApp(app: ReportedApp | undefined): string {
  if (app === undefined) return 'not known (the service could not be asked)'
  const parts = [app.name, app.version].filter((part): part is string => !!part)
  let text = parts.length > 0 ? escapeMarkdown(clip(parts.join(' '))) : '—'
  if (app.versionCode) text += ` (${escapeMarkdown(clip(app.versionCode, 40))})`
  return text
}

function row(name: string, value: string): string {
  return `| ${name} | ${value} |`
}

/** The first 7 hex digits of a SHA; anything else escaped as it is. */
function shortSha(sha: string): string {
  return /^[0-9a-f]{7,64}$/i.test(sha)
    ? sha.slice(0, 7).toLowerCase()
    : escapeMarkdown(clip(sha, 64))
}

/** `2026-01-05 09:30 UTC` */
function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}
