/**
 * The newest commit wins: a preview run deploys the commit it was started for (the pull request's
 * head then), and checks that it still is the head before it sends the build and again before it
 * writes the record and the deployment (preview-decision.ts decides). A run whose pull request
 * moved on is `superseded`: it sends nothing further and writes nothing, and the run of the newer
 * commit deploys the preview. A run cannot take back a build it sent; when the head moved
 * meanwhile, it says that the app may hold the older build until the newer commit's run deploys.
 */
import { escapeHtml } from '../../shared/html.js'
import {
  capitalized,
  pullRequestName,
  type PullRequestDetails
} from '../../review/review-platform.js'
import type { OperationResult } from '../handler.js'
import type { PullRequestSession } from './pull-request-session.js'
import { notice, warning, type Note } from './notes.js'
import type { SupersededBy } from './preview-decision.js'
import { reviewWarning } from './review-failures.js'

/**
 * The pull request as it is now (state, head). When it cannot be read the answer is undefined,
 * with a warning: the checks guard against rare overtaking runs, and failing every deploy while
 * the platform stumbles would cost more than an older build shown for one push.
 *
 * @param consequence what the run does without the answer, e.g. "the build is sent as if …"
 */
export async function readPullRequestNow(
  session: PullRequestSession,
  consequence: string
): Promise<{ details: PullRequestDetails | undefined; notes: Note[] }> {
  try {
    return {
      details: await session.api.getPullRequest(session.repository, session.number),
      notes: []
    }
  } catch (error) {
    const title = `${capitalized(session.terms.pullRequest)} state unknown`
    return { details: undefined, notes: [warning(reviewWarning(error, consequence), title)] }
  }
}

/**
 * The result of a superseded run: `previewAction=superseded` and no other output (no app is
 * provably this run's build), a notice naming both commits (or the record that stands), and,
 * when the build reached the app, a warning that the app may hold it until the newer run deploys.
 *
 * @param sent what the run had done: nothing, updated `appKey`, or created it (and deleted it again)
 */
export function superseded(
  session: PullRequestSession,
  previewName: string,
  by: SupersededBy,
  sent: { readonly kind: 'nothing' | 'update' | 'created'; readonly appKey?: string }
): { result: OperationResult; notes: Note[] } {
  const { terms } = session
  const pullRequest = pullRequestName(session.number, terms)
  const would = session.dryRun ? ' (dry run)' : ''
  const appKey = sent.appKey ?? '?'
  const why =
    by.kind === 'moved'
      ? `${pullRequest} moved on from commit ${short(by.deployed)}, which this run deploys, to ${short(by.head)}`
      : `another run's deploy of preview ${previewName} is recorded in ${terms.comment} ${by.comment} of ${pullRequest} (runs raced)`
  const done =
    sent.kind === 'nothing'
      ? 'nothing was sent or written'
      : sent.kind === 'created'
        ? `the app this run created (${appKey}) was deleted again, and nothing was written`
        : `the build was sent to app ${appKey}, but no record, ${terms.comment} or deployment was written`
  const next = by.kind === 'moved' ? `; the run of ${short(by.head)} deploys the preview` : ''
  const text = `Preview ${previewName} superseded${would}: ${why}; ${done}${next}.`
  const notes = [notice(text, 'Preview superseded')]
  const lines = [`<h3>Preview superseded</h3>`, `<p>${escapeHtml(text)}</p>`]
  if (by.kind === 'moved' && sent.kind === 'update') {
    const older = `App ${appKey} may hold the build of commit ${short(by.deployed)} until the run of ${short(by.head)} deploys it.`
    notes.push(warning(older, 'Older build sent'))
    lines.push(`<p>${escapeHtml(older)}</p>`)
  }
  return { result: { outputs: { previewAction: 'superseded' }, section: lines.join('\n') }, notes }
}

/** The first 7 hex digits of a commit. */
function short(sha: string): string {
  return sha.slice(0, 7)
}
