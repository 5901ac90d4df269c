/**
 * The newest commit wins: a preview run deploys the commit it was started for (the pull request's
 * head then), and checks that it still is the head before it sends the build and again before it
 * writes the comment, the record and the deployment. A run whose pull request moved on is
 * `superseded`: it sends nothing further and writes nothing, and the run of the newer commit
 * deploys the preview. A run cannot take back a build it sent; when the head moved meanwhile, it
 * says that the app may hold the older build until the newer commit's run deploys.
 *
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request (read through the review port)
 */
import { escapeHtml } from '../../shared/html.js'
import type { Host } from '../../shared/host.js'
import { pullRequestName, type PullRequestDetails } from '../../review/review-platform.js'
import type { OperationResult } from '../handler.js'
import { capitalized, type PullRequestSession } from './pull-request-session.js'
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
  host: Host,
  consequence: string
): Promise<PullRequestDetails | undefined> {
  try {
    return await session.api.getPullRequest(session.repository, session.number)
  } catch (error) {
    host.warning(
      reviewWarning(error, consequence),
      `${capitalized(session.api.terms.pullRequest)} state unknown`
    )
    return undefined
  }
}

/** The commit a run deploys and the pull request's head now, when they differ. */
export interface MovedHead {
  /** The commit the run was started for. */
  readonly deployed: string
  /** The pull request's head now. */
  readonly head: string
}

/** The moved head, or undefined when the pull request is still at `deployed` (or unknown). */
export function movedHead(
  now: PullRequestDetails | undefined,
  deployed: string
): MovedHead | undefined {
  if (now === undefined || now.headSha.toLowerCase() === deployed.toLowerCase()) return undefined
  return { deployed, head: now.headSha }
}

/** What a superseded run did, for its notice and summary. */
export type SupersededBy =
  | {
      readonly kind: 'moved'
      readonly moved: MovedHead
      readonly sent: 'nothing' | 'update' | 'created'
    }
  | { readonly kind: 'recorded'; readonly commentId: number; readonly sent: 'update' | 'created' }

/**
 * The result of a superseded run: `previewAction=superseded` and no other output (no app is
 * provably this run's build), a notice naming both commits (or the record that stands), and,
 * when the build reached the app, a warning that the app may hold it until the newer run deploys.
 *
 * @param appKey the app this run sent its build to (or created and deleted again)
 */
export function supersede(
  session: PullRequestSession,
  previewName: string,
  by: SupersededBy,
  appKey: string | undefined,
  host: Host
): OperationResult {
  const { terms } = session.api
  const pullRequest = pullRequestName(session.number, terms)
  const would = session.dryRun ? ' (dry run)' : ''
  const why =
    by.kind === 'moved'
      ? `${pullRequest} moved on from commit ${short(by.moved.deployed)}, which this run deploys as preview ${previewName}, to ${short(by.moved.head)}`
      : `another run's deploy of preview ${previewName} is recorded in ${terms.comment} ${by.commentId} of ${pullRequest} (runs raced)`
  const done =
    by.sent === 'nothing'
      ? 'nothing was sent or written'
      : by.sent === 'created'
        ? `the app this run created (${appKey ?? '?'}) was deleted again, and nothing was written`
        : `the build was sent to app ${appKey ?? '?'}, but no record, ${terms.comment} or deployment was written`
  const next = by.kind === 'moved' ? `; the run of ${short(by.moved.head)} deploys the preview` : ''
  // The title says the preview was superseded; the text says by what, and what it left.
  const message = `${capitalized(why)}; ${done}${next}${would}.`
  host.notice(message, 'Preview superseded')
  const lines = [`<h3>Preview superseded</h3>`, `<p>${escapeHtml(message)}</p>`]
  if (by.kind === 'moved' && by.sent === 'update') {
    const warning = `App ${appKey ?? '?'} may hold the build of commit ${short(by.moved.deployed)} until the run of ${short(by.moved.head)} deploys it.`
    host.warning(warning, 'Older build sent')
    lines.push(`<p>${escapeHtml(warning)}</p>`)
  }
  return { outputs: { previewAction: 'superseded' }, section: lines.join('\n') }
}

/** The first 7 hex digits of a commit. */
function short(sha: string): string {
  return sha.slice(0, 7)
}
