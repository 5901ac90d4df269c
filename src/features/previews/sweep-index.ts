/**
 * The upkeep of the platform's index of the pull requests that hold a preview (a label, where the
 * platform keeps one: review/preview-index.ts). A preview run puts its pull request in the index
 * when it records an app there and the pull request does not carry the label (one request, on a
 * first deploy, or after someone took the label off). A sweep, after a scan (the index not yet
 * complete, as after an upgrade from a version that kept none), it marks every pull request a
 * record of an app is on, then records that the index is complete, so that later sweeps read
 * only the marked ones. Every sweep takes a closed pull request out of it once no record there
 * names an app. The index only says where to look: what is removed is decided by the signed
 * records alone, so a mark missing (someone removed the label) only hides that pull request from
 * later sweeps, and a mark too many costs one read.
 *
 * docs/previews-sweep.md#how-the-sweep-finds-the-previews
 */
import { carriesLabel, type PreviewPullRequests } from '../../review/preview-index.js'
import type { PullRequestSession } from './pull-request-session.js'
import type { ReviewPlatform, SweptPullRequest } from '../../review/review-platform.js'
import { pullRequestName, type RepositoryRef } from '../../review/terms.js'
import { info, warning, type Note } from './notes.js'
import { reviewWarning } from './review-failures.js'

/** What the sweep knows of one pull request once its removals are done. */
export interface IndexedPullRequest {
  readonly pullRequest: SweptPullRequest
  /**
   * True while a record on it still names an app (kept, untrusted, or a creation that may have
   * left one): it stays in the index.
   */
  readonly holdsApp: boolean
}

/**
 * Marks and unmarks pull requests in the index, and completes it after a scan; a failure is a
 * warning (the next sweep tries again), never the sweep's failure. Makes no request where the
 * platform keeps no index. In a dry run the platform records these writes instead of sending
 * them (as it does a preview's label), and the log says what would be labelled.
 *
 * @returns what it did (or would do, in a dry run), for the log
 */
export async function keepIndex(
  api: ReviewPlatform,
  repository: RepositoryRef,
  listed: PreviewPullRequests,
  pullRequests: readonly IndexedPullRequest[],
  dryRun: boolean
): Promise<Note[]> {
  const index = api.previewIndex
  if (index === undefined) return []
  const notes: Note[] = []
  const name = (number: number): string => pullRequestName(number, api.terms)
  let failed = false
  const attempt = async (run: () => Promise<void>, consequence: string): Promise<void> => {
    try {
      await run()
    } catch (error) {
      failed = true
      notes.push(warning(reviewWarning(error, consequence), 'Preview index not updated'))
    }
  }
  const marked: number[] = []
  const unmarked: number[] = []
  for (const { pullRequest, holdsApp } of pullRequests) {
    const labelled = carriesLabel(pullRequest.labels, index.label)
    const { number } = pullRequest
    if (holdsApp && !labelled && listed.found === 'scan') {
      await attempt(
        async () => {
          await index.mark(repository, number)
          marked.push(number)
        },
        `later sweeps may not find ${name(number)} until its next deploy labels it`
      )
    } else if (!holdsApp && labelled && pullRequest.state === 'closed') {
      await attempt(
        async () => {
          await index.unmark(repository, number)
          unmarked.push(number)
        },
        `later sweeps read ${name(number)} again`
      )
    }
  }
  const label = index.label
  if (marked.length > 0) {
    const hold = marked.length === 1 ? 'it holds a preview' : 'each holds a preview'
    const done = dryRun ? 'Would label' : 'Labelled'
    notes.push(info(`${done} ${marked.map(name).join(', ')} ${label}: ${hold}.`))
  }
  if (unmarked.length > 0) {
    const done = dryRun ? 'Would take' : 'Took'
    notes.push(info(`${done} ${label} off ${unmarked.map(name).join(', ')}: no preview left.`))
  }
  // Complete only after a scan that found the index incomplete and marked every preview.
  if (listed.found === 'scan' && listed.unindexed === 'incomplete' && !failed) {
    await attempt(async () => {
      await index.complete(repository)
      const kind = api.terms.pullRequest
      notes.push(
        info(
          dryRun
            ? `Would record that every ${kind} with a preview carries the label ${label}: later sweeps would read only those.`
            : `Every ${kind} with a preview carries the label ${label}: later sweeps read only those.`
        )
      )
    }, 'the next sweep reads every open and recently closed one again')
  }
  return notes
}

/**
 * Puts the pull request a preview run recorded an app on in the index, unless it carries the
 * label already (by its labels as the run read them: no request then). A failure is a warning:
 * the preview stands, and later sweeps may miss it until a deploy labels it.
 *
 * @param labels the pull request's labels (`PullRequestContext.labels`)
 */
export async function indexPreview(
  session: PullRequestSession,
  labels: readonly string[]
): Promise<Note[]> {
  const index = session.api.previewIndex
  if (index === undefined || carriesLabel(labels, index.label)) return []
  try {
    await index.mark(session.repository, session.number)
    return []
  } catch (error) {
    const name = pullRequestName(session.number, session.terms)
    const consequence = `the preview stands, but sweeps may not find ${name} until a deploy labels it ${index.label}`
    return [warning(reviewWarning(error, consequence), 'Preview index not updated')]
  }
}
