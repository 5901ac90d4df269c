/**
 * A preview as a status on the pull request's head commit, where the platform offers one
 * (`ReviewPlatform.commitStatus`: Bitbucket's build status): one status per preview, linking the
 * app while it is deployed, and saying it was deleted (no link) once it is removed. Best effort: a
 * token without the permission still gets the comment, and the run a notice, never a failure.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-commit-statuses/
 */
import type { PreviewStatus } from '../../review/capabilities.js'
import type { Host } from '../../shared/host.js'
import type { PullRequestSession } from './pull-request-session.js'
import { reviewWarning } from './review-failures.js'

/** The status of preview `previewName`: its key (stable per preview) and its name. */
export function previewStatus(
  previewName: string,
  state: PreviewStatus['state'],
  appUrl?: string
): PreviewStatus {
  return {
    key: `appetize-${previewName}`,
    name: `Appetize preview (${previewName})`,
    state,
    ...(state === 'deployed' && appUrl ? { url: appUrl } : {})
  }
}

/** Reports the preview on commit `sha`, where the platform has commit statuses. */
export async function reportPreviewStatus(
  session: PullRequestSession,
  sha: string,
  status: PreviewStatus,
  host: Host
): Promise<void> {
  const capability = session.api.commitStatus
  if (!capability || sha === '') return
  try {
    await capability.report(session.repository, sha, status)
  } catch (error) {
    host.notice(
      reviewWarning(
        error,
        status.state === 'deployed'
          ? `the ${session.terms.comment} links the app, but the commit shows no status for it`
          : `the commit's status still shows the deleted preview`
      ),
      'Commit status not set'
    )
  }
}
