/**
 * The deployment of a preview (`deploymentEnvironment`): "View deployment" on the pull
 * request, linked to the app, and marked inactive when the app goes. Deployments of all pull
 * requests share the environment, so each carries `{ pullRequest, previewName }` as its payload
 * to be found again. Best effort: a failure is a warning, never a failure of a deploy or delete
 * that succeeded. A platform without the deployments capability (`ReviewPlatform.deployments`
 * absent: environments kept elsewhere) is sent none of these calls. The adapter that offers the
 * capability cites the platform's documentation for it.
 */
import type { Deployment } from '../../review/capabilities.js'
import { pullRequestName } from '../../review/terms.js'
import { reviewWarning } from './review-failures.js'
import { info, notice, warning, type Note } from './notes.js'
import type { PullRequestSession } from './pull-request-session.js'

/** Which preview of which pull request a deployment is for. */
export interface PreviewDeployment {
  readonly environment: string
  readonly previewName: string
  /** The commit deployed. */
  readonly sha: string
  /** The app's page ('' when not known: the deployment then has no link). */
  readonly appUrl: string
  /** The run's page, as the status's log link ('' when not known). */
  readonly runUrl: string
}

/**
 * Records a successful deployment of the preview and retires the one it replaces (the same
 * preview's newest earlier deployment; older ones were retired by their successors).
 *
 * @returns what to tell: the deployment recorded, or the warning that it was not
 */
export async function recordDeployment(
  session: PullRequestSession,
  deployment: PreviewDeployment
): Promise<Note[]> {
  const { repository } = session
  const deployments = session.api.deployments
  if (!deployments) return []
  try {
    const created = await deployments.create(repository, newDeployment(session, deployment))
    await deployments.setStatus(repository, created.id, {
      state: 'success',
      environmentUrl: deployment.appUrl || undefined,
      logUrl: deployment.runUrl || undefined,
      description: `Preview ${deployment.previewName} deployed`
    })
    const earlier = (await deployments.list(repository, deployment.environment))
      .filter(other => other.id !== created.id)
      .find(other => isOf(other, session.number, deployment.previewName))
    if (earlier) {
      await deployments.setStatus(repository, earlier.id, { state: 'inactive' })
    }
    return [
      info(
        session.dryRun
          ? `Dry run: a deployment to ${deployment.environment} would be recorded.`
          : `Deployment ${created.id} to ${deployment.environment} recorded.`
      )
    ]
  } catch (error) {
    return [
      warning(
        reviewWarning(
          error,
          session.dryRun
            ? 'the dry run cannot show every deployment request'
            : 'the preview was deployed, but the pull request shows no deployment'
        ),
        'Deployment not recorded'
      )
    ]
  }
}

/**
 * Marks every deployment of the pull request's preview inactive (all previews when
 * `previewName` is undefined), then deletes them, so that the pull request and the
 * Environments page do not fill up with retired previews (a platform deletes only inactive ones).
 *
 * @returns what to tell: how many deployments were retired, or the warning that they were not
 */
export async function retireDeployments(
  session: PullRequestSession,
  environment: string,
  previewName: string | undefined
): Promise<Note[]> {
  const { repository } = session
  const capability = session.api.deployments
  if (!capability) return []
  try {
    const deployments = (await capability.list(repository, environment)).filter(deployment =>
      isOf(deployment, session.number, previewName)
    )
    for (const deployment of deployments) {
      await capability.setStatus(repository, deployment.id, { state: 'inactive' })
      await capability.remove(repository, deployment.id)
    }
    const done = session.dryRun
      ? 'would be marked inactive and deleted'
      : 'marked inactive and deleted'
    return [info(`${deployments.length} deployment(s) in ${environment} ${done}.`)]
  } catch (error) {
    return [
      warning(
        reviewWarning(
          error,
          session.dryRun
            ? 'the dry run cannot show which deployments would be marked inactive'
            : 'the preview was removed, but its deployments may still show (as active, or inactive)'
        ),
        'Deployment not retired'
      )
    ]
  }
}

function newDeployment(session: PullRequestSession, deployment: PreviewDeployment) {
  return {
    ref: deployment.sha,
    environment: deployment.environment,
    description: `Appetize preview ${deployment.previewName} of ${pullRequestName(session.number, session.terms)}`,
    transient: true,
    payload: { pullRequest: session.number, previewName: deployment.previewName }
  }
}

function isOf(deployment: Deployment, pullRequest: number, previewName: string | undefined) {
  const { payload } = deployment
  return (
    payload.pullRequest === pullRequest &&
    (previewName === undefined || payload.previewName === previewName)
  )
}

/**
 * Reports the preview on the head commit where the platform offers a commit status
 * (`ReviewPlatform.commitStatus`): `deployed` with the app's link, or `stopped`. One status per
 * preview (`appetize-preview-{previewName}`). A failure is a notice, never a failure of the run.
 *
 * @returns what to tell: nothing, or the notice that the status was not set
 */
export async function reportPreviewStatus(
  session: PullRequestSession,
  preview: { sha: string; previewName: string; state: 'deployed' | 'stopped'; appUrl?: string }
): Promise<Note[]> {
  const capability = session.api.commitStatus
  if (!capability || session.dryRun) return []
  try {
    await capability.report(session.repository, preview.sha, {
      key: `appetize-preview-${preview.previewName}`,
      name: `Appetize preview (${preview.previewName})`,
      state: preview.state,
      ...(preview.appUrl ? { url: preview.appUrl } : {})
    })
    return []
  } catch (error) {
    return [
      notice(
        reviewWarning(
          error,
          `the commit does not show preview ${preview.previewName} as ${preview.state}`
        ),
        'Commit status not set'
      )
    ]
  }
}
