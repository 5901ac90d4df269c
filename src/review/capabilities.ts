/**
 * What some review platforms offer beside the records, as optional capabilities of
 * `ReviewPlatform`: the core uses one only when the adapter gives it, and never asks which
 * platform it is. A failure of either is a warning, never a failure of a deploy that succeeded.
 *
 * https://docs.github.com/rest/deployments/deployments
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-commit-statuses/
 */
import type { RepositoryRef } from './terms.js'

/** A deployment, reduced to what the previews read. */
export interface Deployment {
  /** Opaque to the core. */
  readonly id: string
  readonly ref: string
  readonly sha: string
  readonly environment: string
  /** What the creator attached (see `NewDeployment.payload`); `{}` when nothing or not an object. */
  readonly payload: Readonly<Record<string, unknown>>
}

/** The states a deployment status can have. */
export type DeploymentState =
  'error' | 'failure' | 'inactive' | 'in_progress' | 'queued' | 'pending' | 'success'

export interface NewDeployment {
  /** The commit deployed. */
  readonly ref: string
  /** The deployment environment, e.g. `appetize-preview`. */
  readonly environment: string
  readonly description?: string
  /** A preview environment that goes away (default true). */
  readonly transient?: boolean
  /**
   * Attached to the deployment and listed back, e.g. `{ pullRequest: 12, previewName: 'android' }`,
   * to find a pull request's deployments in a shared environment when it closes.
   */
  readonly payload?: Readonly<Record<string, string | number | boolean>>
}

export interface NewDeploymentStatus {
  readonly state: DeploymentState
  /** The app link (the pull request's "View deployment"). */
  readonly environmentUrl?: string
  /** The run's log page. */
  readonly logUrl?: string
  readonly description?: string
}

/**
 * Deployments the platform keeps for a preview (`deploymentEnvironment`): where a platform has
 * none (its environments come from the CI job itself), the adapter offers no such capability.
 */
export interface DeploymentCapability {
  /** Creates a deployment of `ref` that needs nothing else to be deployed first. */
  create(repository: RepositoryRef, deployment: NewDeployment): Promise<Deployment>
  /** Adds a status to a deployment; `inactive` retires it. */
  setStatus(repository: RepositoryRef, id: string, status: NewDeploymentStatus): Promise<void>
  /** The repository's deployments of one environment, newest first. */
  list(repository: RepositoryRef, environment: string): Promise<Deployment[]>
  /** Deletes an inactive deployment; one already gone counts as deleted. */
  remove(repository: RepositoryRef, id: string): Promise<void>
}

/** A preview's state as a commit status reports it. */
export interface PreviewStatus {
  /** Stable per preview (one status per preview and commit), e.g. `appetize-android`. */
  readonly key: string
  /** Shown to users, e.g. `Appetize preview android`. */
  readonly name: string
  readonly state: 'deployed' | 'stopped'
  /** The app's page, when deployed. */
  readonly url?: string
}

/** Reports a preview on the head commit (Bitbucket's build status), where the platform has one. */
export interface CommitStatusCapability {
  /**
   * Sets the preview's status on commit `sha` (as the pull request gives it). A failure is a
   * notice for the run, never its failure.
   */
  report(repository: RepositoryRef, sha: string, status: PreviewStatus): Promise<void>
}
