/**
 * The GitLab side of the review port: the merge request (or project) a pipeline works on, as the
 * command-line front end resolves it from GitLab CI's variables and its options, read from
 * GitLab's REST API; and the API client, loaded on first use.
 *
 * https://docs.gitlab.com/ci/variables/predefined_variables/
 * https://docs.gitlab.com/api/merge_requests/#get-single-mr
 * https://docs.gitlab.com/api/projects/#get-a-single-project
 */
import type { ReviewPlatform } from '../review/review-platform.js'
import type { ReviewPort } from '../review/review-port.js'
import { checkBaseUrl } from '../shared/base-url.js'
import { ActionFailure } from '../shared/failure.js'
import { InputError } from '../shared/input-error.js'
import type { GitLabApi } from './gitlab-api.js'
import { gitLabProject, type GitLabProject } from './gitlab-notes.js'
import { GITLAB_TERMS } from './gitlab-platform.js'

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
 * The review port of a GitLab pipeline. Its target is read from the API: the project (its id
 * binds the records) and the merge request (title, branch, labels, state, fork). In `stop` mode
 * the merge request is reported as closing (`action: 'closed'`), so the preview is deleted,
 * whatever its state; in `deploy` mode its state now is reported, and one no longer open gets
 * no preview. The commit deployed is the one the pipeline built (`commitSha`), so that a
 * merge request that moved on since supersedes the run.
 */
export function gitLabReviewPort(context: GitLabContext): ReviewPort {
  let connected: GitLabApi | undefined
  const gitLab = async (connect?: () => Promise<ReviewPlatform>): Promise<GitLabApi> => {
    if (!connect) throw new ActionFailure('unexpected', 'The GitLab API was not offered.')
    await connect()
    if (!connected) throw new ActionFailure('unexpected', 'The GitLab API is not connected.')
    return connected
  }
  const repositoryOf = async (api: GitLabApi): Promise<GitLabProject> => {
    const project = await api.readProject(context.project)
    return gitLabProject(project.id, project.path)
  }
  return {
    async readTarget(input, { number, connect }) {
      if (number !== undefined) {
        throw new InputError(
          'pullRequest',
          'pullRequest names the pull request of a GitHub run; a GitLab pipeline names its merge request itself (CI_MERGE_REQUEST_IID, or --merge-request).'
        )
      }
      const iid = context.mergeRequestIid
      if (iid === undefined) {
        throw new InputError(
          input,
          `${input} works on a merge request, and this run names none (CI_MERGE_REQUEST_IID in a merge request pipeline, or --merge-request).`
        )
      }
      const api = await gitLab(connect)
      // One read: the merge request names its project's id and path (`references.full`).
      const project = `/projects/${encodeURIComponent(context.project)}`
      const request = await api.readMergeRequest(project, iid, `!${iid} of ${context.project}`)
      const repository =
        request.projectId !== undefined && request.projectPath !== ''
          ? gitLabProject(request.projectId, request.projectPath)
          : await repositoryOf(api)
      return {
        pullRequest: {
          repository,
          lifecycle: context.mode === 'stop' ? 'closed' : 'updated',
          number: iid,
          title: request.title,
          headSha: context.commitSha?.toLowerCase() ?? request.headSha,
          headRef: request.headRef,
          isFork: request.isFork,
          merged: request.merged,
          author: request.author,
          labels: request.labels,
          state: request.state
        },
        runUrl: context.runUrl,
        terms: GITLAB_TERMS,
        readNow: { state: request.state, headSha: request.headSha }
      }
    },
    async readRepository(_input, connect) {
      return repositoryOf(await gitLab(connect))
    },
    async connect(options) {
      if (options.reviewToken === '') throw new Error('A GitLab token is required')
      const apiUrl = gitLabApiBase(context.apiUrl)
      if (apiUrl === undefined) {
        throw new ActionFailure(
          'unexpected',
          "GitLab's API address (CI_API_V4_URL, or --gitlab-api-url) is not an https URL without a user name, password, query or fragment, such as https://gitlab.com/api/v4 (plain http only on localhost, 127.0.0.0/8 or ::1)."
        )
      }
      const { createGitLabApi } = await import('./gitlab-connect.js')
      const { api, platform } = createGitLabApi(apiUrl, options)
      connected = api
      return platform
    }
  }
}

/**
 * GitLab's API address as requests are built on it, without a trailing slash: https (plain http
 * on loopback only), without credentials, query or fragment; undefined otherwise.
 */
export function gitLabApiBase(value: string): string | undefined {
  const checked = checkBaseUrl(value)
  return 'base' in checked ? checked.base : undefined
}
