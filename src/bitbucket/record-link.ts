/**
 * The preview record on Bitbucket: Bitbucket's Markdown escapes HTML, so the core's record line
 * (`<!-- appetize-deploy-action:… -->`) would show as text. The adapter stores it as an empty
 * link, which Bitbucket renders as nothing (danger-js marks its comments the same way), and
 * gives it back to the core as the line it wrote: `content.raw` comes back as posted.
 *
 *   <!-- appetize-deploy-action:preview name=android … sig=… -->
 *   ⇄ [](http://appetize-deploy-action/preview%20name%3Dandroid%20…%20sig%3D…)
 *
 * followed by an empty line, so that what comes after (a table, a heading) starts a block of its
 * own. https://github.com/danger/danger-js/blob/main/source/runner/templates/bitbucketCloudTemplate.ts
 */
import { RECORD_MARKER_PREFIX } from '../review/review-platform.js'

const LINK_PREFIX = '[](http://appetize-deploy-action/'
const LINK = /^\[\]\(http:\/\/appetize-deploy-action\/([A-Za-z0-9%._~!*'-]*)\)$/
const MARKER_END = ' -->'

/** The body as Bitbucket stores it: the record line (the first) as an empty link. */
export function toStoredBody(body: string): string {
  const end = body.indexOf('\n')
  const first = end === -1 ? body : body.slice(0, end)
  if (!first.startsWith(RECORD_MARKER_PREFIX) || !first.endsWith(MARKER_END)) return body
  const record = first.slice(RECORD_MARKER_PREFIX.length, -MARKER_END.length)
  const encoded = encodeURIComponent(record).replace(/[()]/g, c => (c === '(' ? '%28' : '%29'))
  const link = `${LINK_PREFIX}${encoded})`
  return end === -1 ? link : `${link}\n\n${body.slice(end + 1)}`
}

/**
 * The body as the core wrote it, from the stored one: an empty record link on the first line
 * becomes the record line again; any other body is given as it is (it carries no record).
 */
export function fromStoredBody(stored: string): string {
  const text = stored.replace(/\r\n?/g, '\n')
  const end = text.indexOf('\n')
  const first = end === -1 ? text : text.slice(0, end)
  const found = LINK.exec(first)
  if (!found) return stored
  let record: string
  try {
    record = decodeURIComponent(found[1] ?? '')
  } catch {
    return stored
  }
  // A record is one line of identifiers: anything else is no record the tool wrote.
  if (/[\p{Cc}\u2028\u2029]|-->/u.test(record)) return stored
  const line = `${RECORD_MARKER_PREFIX}${record}${MARKER_END}`
  if (end === -1) return line
  const rest = text.slice(end + 1)
  return `${line}\n${rest.startsWith('\n') ? rest.slice(1) : rest}`
}

/** True when a stored body carries a record link (or, as written, a record line) first. */
export function carriesRecord(stored: string): boolean {
  return fromStoredBody(stored).startsWith(RECORD_MARKER_PREFIX)
}
