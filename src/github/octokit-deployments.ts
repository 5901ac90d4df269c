/**
 * GitHub's deployment calls, over an authenticated Octokit: what the previews record so that a
 * pull request shows "View deployment", and retire when the preview goes. The caller wraps each
 * failure into a ReviewPlatformError and scrubs the texts it hands in.
 *
 * https://docs.github.com/rest/deployments/deployments
 * https://docs.github.com/rest/deployments/statuses
 */
import type { Deployment, NewDeployment, NewDeploymentStatus } from '../review/capabilities.js'
import type { RepositoryRef } from '../review/terms.js'
import { toDeployment } from './github-answers.js'
import { repositoryParams, type Octokit } from './octokit.js'

/**
 * Creates a deployment without GitHub's extras that would fail a preview (no merge of the
 * default branch, no wait for status checks).
 *
 * @param redact scrubs the description of the run's secrets
 * @throws Error when GitHub created none (202: it merged the default branch instead)
 */
export async function createDeployment(
  octokit: Octokit,
  repository: RepositoryRef,
  deployment: NewDeployment,
  redact: (text: string) => string
): Promise<Deployment> {
  const answer = await octokit.rest.repos.createDeployment({
    ...repositoryParams(repository),
    ref: deployment.ref,
    environment: deployment.environment,
    description: deployment.description === undefined ? undefined : redact(deployment.description),
    auto_merge: false,
    required_contexts: [],
    transient_environment: deployment.transient ?? true,
    production_environment: false,
    // Identifiers the action matches on later (a preview's name, the pull request).
    payload: deployment.payload ?? {}
  })
  if (!('id' in answer.data)) throw new Error('GitHub created no deployment')
  return toDeployment(answer.data)
}

/** Adds a status to a deployment; its links and description as the caller checked them. */
export async function setDeploymentStatus(
  octokit: Octokit,
  repository: RepositoryRef,
  deploymentId: string,
  status: NewDeploymentStatus
): Promise<void> {
  await octokit.rest.repos.createDeploymentStatus({
    ...repositoryParams(repository),
    deployment_id: Number(deploymentId),
    state: status.state,
    environment_url: status.environmentUrl,
    log_url: status.logUrl,
    description: status.description
  })
}

/** The repository's deployments, newest first, all pages. */
export async function listDeployments(
  octokit: Octokit,
  repository: RepositoryRef,
  environment: string
): Promise<Deployment[]> {
  const deployments = await octokit.paginate(octokit.rest.repos.listDeployments, {
    ...repositoryParams(repository),
    environment,
    per_page: 100
  })
  return deployments.map(toDeployment)
}

/** Deletes an inactive deployment; one already gone (404) is success. */
export async function deleteDeployment(
  octokit: Octokit,
  repository: RepositoryRef,
  deploymentId: string
): Promise<void> {
  try {
    await octokit.rest.repos.deleteDeployment({
      ...repositoryParams(repository),
      deployment_id: Number(deploymentId)
    })
  } catch (error) {
    if ((error as { status?: unknown }).status !== 404) throw error
  }
}
