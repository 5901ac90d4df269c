/**
 * The GitLab side of the review port: the merge request (or project) a pipeline works on, as the
 * command-line front end resolves it from GitLab CI's variables and its options, and GitLab's
 * REST API client, loaded on first use.
 *
 * https://docs.gitlab.com/ci/variables/predefined_variables/
 * https://docs.gitlab.com/api/merge_requests/
 * https://docs.gitlab.com/api/notes/#merge-requests
 */
import type { ReviewPort } from '../review/review-port.js'
import { ActionFailure } from '../shared/failure.js'

/** The merge request (or, for a sweep, the project) a GitLab pipeline works on. */
export interface GitLabContext {
  /**
   * GitLab's API base, e.g. https://gitlab.com/api/v4 or https://git.example.com/gitlab/api/v4
   * (CI_API_V4_URL / --gitlab-api-url)
   */
  readonly apiUrl: string
  /**
   * The merge request's project: a numeric id or `group/project` (CI_MERGE_REQUEST_PROJECT_ID /
   * --gitlab-project; CI_PROJECT_ID for a sweep)
   */
  readonly project: string
  /** The merge request's IID (CI_MERGE_REQUEST_IID / --merge-request); absent for a sweep */
  readonly mergeRequestIid?: number
  /**
   * The head commit the pipeline built (CI_MERGE_REQUEST_SOURCE_BRANCH_SHA else CI_COMMIT_SHA /
   * --commit); absent for a sweep
   */
  readonly commitSha?: string
  /** 'deploy' (preview) or 'stop' (preview --delete: readTarget reports the merge request as closing) */
  readonly mode: 'deploy' | 'stop'
  /** The pipeline's or job's page (CI_JOB_URL / CI_PIPELINE_URL), '' when unknown */
  readonly runUrl: string
}

/**
 * The review port of a GitLab pipeline: the merge request `context` names, and GitLab's API.
 * (Work in progress: the API client lands next.)
 */
export function gitLabReviewPort(context: GitLabContext): ReviewPort {
  const notYet = (): never => {
    throw new ActionFailure(
      'unexpected',
      `The GitLab adapter cannot reach ${context.apiUrl} yet (work in progress).`
    )
  }
  return {
    readTarget: () => Promise.resolve().then(notYet),
    readRepository: () => Promise.resolve().then(notYet),
    connect: () => Promise.resolve().then(notYet)
  }
}
