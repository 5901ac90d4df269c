/**
 * What the sticky comment shows about an app after a deploy (preview or plain update): its link
 * and device links, what the service reports about it (read back, best effort), the build and
 * the commit.
 */
import type { AppCommentContent, ReportedApp } from './comment-body.js'
import type { LinkGrid } from '../update-app/device-links.js'
import type { CommentRecord } from './preview-record.js'
import type { PullRequestTarget } from '../../review/review-port.js'
import type { PlatformTerms } from '../../review/terms.js'
import type { DeployedApp, OperationContext } from '../handler.js'
import { warning, type Note } from './notes.js'

/**
 * Reads the app back (`GET {v1}/apps/{publicKey}`) for its name and version as the service
 * read them from the build. Best effort: a failure is a warning, and the comment says the app
 * could not be asked.
 *
 * @param term what the platform calls the comment (`comment`, `note`)
 * @returns what the service reports (undefined when it could not be asked) and the warning
 *   "App not read back" for the handler to tell
 */
export async function readReportedApp(
  { client, dryRun, scrub = text => text }: Pick<OperationContext, 'client' | 'dryRun' | 'scrub'>,
  publicKey: string,
  term = 'comment'
): Promise<{ reportedApp?: ReportedApp; notes: Note[] }> {
  try {
    const app = await client.readApp(publicKey)
    // Scrubbed before the comment cuts them short (comment-body.ts).
    const scrubbed = (text: string | undefined) => (text === undefined ? undefined : scrub(text))
    const reportedApp = {
      name: scrubbed(app.name),
      version: scrubbed(app.appVersionName),
      versionCode: scrubbed(app.appVersionCode)
    }
    return { reportedApp, notes: [] }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const outcome = dryRun
      ? `The ${term} would leave out the app's name and version.`
      : `The deploy succeeded; the ${term} leaves out the app's name and version.`
    const text = `Reading app ${publicKey} back for the ${term} failed: ${reason} ${outcome}`
    return { notes: [warning(text, 'App not read back')] }
  }
}

/** The comment's content about a deployed app (its page, platform and versionCode). */
export function commentContent(
  record: CommentRecord,
  app: DeployedApp | undefined,
  details: {
    readonly target: PullRequestTarget
    readonly deviceLinks: LinkGrid
    readonly reportedApp: ReportedApp | undefined
    readonly build: string | undefined
    readonly now: number
    readonly terms: PlatformTerms
    /** The run's scrub, applied to the build and the branch before the comment cuts them short. */
    readonly scrub?: (text: string) => string
  }
): AppCommentContent {
  const { pullRequest } = details.target
  const scrub = details.scrub ?? ((text: string) => text)
  return {
    record,
    appUrl: app?.appUrl ?? '',
    deviceLinks: details.deviceLinks,
    platform: app?.record.platform || '—',
    reportedApp: details.reportedApp,
    versionCode: app?.record.versionCode === undefined ? '—' : String(app.record.versionCode),
    build: details.build === undefined ? undefined : scrub(details.build),
    branch: scrub(pullRequest.headRef),
    commitSha: pullRequest.headSha,
    updatedAt: new Date(details.now),
    terms: details.terms
  }
}

/** A section of the run's summary in Markdown (the comment's content), set off by blank lines. */
export function markdownSection(markdown: string): string {
  return `\n${markdown.trimEnd()}\n`
}
