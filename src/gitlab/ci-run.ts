/**
 * The GitLab adapter's part of the command line (the registry, src/cli/platforms.ts, loads it for
 * `preview` and `sweep` on GitLab): which merge request `preview` works on, or which project
 * `sweep` cleans up, and the token both work with: GitLab CI's predefined variables
 * (https://docs.gitlab.com/ci/variables/predefined_variables/), each overridden by its option
 * (or that option's `APPETIZE_` variable). Every value is checked before any request is sent,
 * and every problem is reported together.
 */
import {
  optionVariable,
  RunRefused,
  type PlatformRun,
  type RunRequest
} from '../review/platform-descriptor.js'
import {
  badGitLabValue,
  missingGitLabValue,
  noBuild,
  notMergeRequestPipeline,
  type GitLabValue
} from './ci-messages.js'
import { readToken } from './ci-token.js'
import {
  hasCredentials,
  parseApiUrl,
  parseIid,
  parseProject,
  parseSha,
  runUrlOf
} from './ci-values.js'
import type { GitLabContext } from './review-port.js'

/**
 * The merge request (or, for a sweep, the project) a run works on: the GitLab adapter's
 * `GitLabContext` (a type only: the adapter itself is loaded when a run needs it).
 */
export type GitLabTarget = GitLabContext

/** What a GitLab command works on, and with which token. */
export interface GitLabRun {
  readonly target: GitLabTarget
  /** The token (a secret: mask it before anything can print). */
  readonly token: string
}

/** A value and where it came from, as a message names it. */
interface Given {
  readonly value: string
  readonly where: string
  /** True when an option (or its APPETIZE_ variable) gave it, not GitLab CI. */
  readonly byOption: boolean
}

/**
 * The run of `preview` or `sweep` on GitLab: its target and token, and the review port over
 * them (GitLab's client is loaded only when the run connects).
 *
 * @throws RunRefused as readGitLabRun does
 */
export async function readRun(request: RunRequest): Promise<PlatformRun> {
  const { target, token } = await readGitLabRun(request)
  const { gitLabReviewPort } = await import('./review-port.js')
  return { token, review: gitLabReviewPort(target) }
}

/**
 * Resolves the target and the token of `preview` or `sweep`.
 *
 * @throws RunRefused with every problem found: not a merge request pipeline (preview, unless
 *   the options name the merge request), a value missing or malformed, no token (a CI job token
 *   alone, a fork's pipeline), a token that cannot be sent
 */
export async function readGitLabRun(request: RunRequest): Promise<GitLabRun> {
  const { command, values, env } = request
  const preview = command === 'preview'
  const mode = values.get('delete') === 'true' ? 'stop' : 'deploy'
  const given = (flag: GitLabValue, ...variables: string[]): Given | undefined => {
    const option = values.get(flag)
    if (option !== undefined) {
      return { value: option, where: `--${flag} (${optionVariable(flag)})`, byOption: true }
    }
    const variable = variables.find(name => (env[name] ?? '') !== '')
    return variable === undefined
      ? undefined
      : { value: env[variable] ?? '', where: variable, byOption: false }
  }
  const projectVariable = preview ? 'CI_MERGE_REQUEST_PROJECT_ID' : 'CI_PROJECT_ID'
  const sources = {
    apiUrl: given('gitlab-api-url', 'CI_API_V4_URL'),
    project: given('gitlab-project', projectVariable),
    iid: preview ? given('merge-request', 'CI_MERGE_REQUEST_IID') : undefined,
    commit: preview
      ? given('commit', 'CI_MERGE_REQUEST_SOURCE_BRANCH_SHA', 'CI_COMMIT_SHA')
      : undefined
  }
  // Named wholly by options, the merge request needs no merge request pipeline (another CI, a
  // terminal); else GitLab CI's variables name it, which only such a pipeline has.
  const named =
    values.has('gitlab-project') &&
    values.has('merge-request') &&
    (mode === 'stop' || values.has('commit'))
  const wrongPipeline =
    preview && !named && env.CI_PIPELINE_SOURCE !== 'merge_request_event'
      ? notMergeRequestPipeline(env.CI_PIPELINE_SOURCE)
      : undefined
  const problems: string[] = wrongPipeline === undefined ? [] : [wrongPipeline]
  // In the wrong pipeline the missing variables are its consequence: only options are checked.
  const check = <T>(
    flag: GitLabValue,
    source: Given | undefined,
    variables: readonly string[],
    parse: (value: string) => T | undefined,
    required = true
  ): T | undefined => {
    if (source === undefined || (wrongPipeline !== undefined && !source.byOption)) {
      if (source === undefined && required && wrongPipeline === undefined) {
        problems.push(missingGitLabValue(flag, optionVariable(flag), variables))
      }
      return undefined
    }
    const parsed = parse(source.value)
    if (parsed === undefined) {
      const shown =
        flag === 'gitlab-api-url' && hasCredentials(source.value) ? undefined : source.value
      problems.push(badGitLabValue(flag, source.where, shown))
    }
    return parsed
  }
  const apiUrl = check('gitlab-api-url', sources.apiUrl, ['CI_API_V4_URL'], parseApiUrl)
  const project = check('gitlab-project', sources.project, [projectVariable], parseProject)
  const mergeRequestIid = preview
    ? check('merge-request', sources.iid, ['CI_MERGE_REQUEST_IID'], parseIid)
    : undefined
  const commitSha = preview
    ? check(
        'commit',
        sources.commit,
        ['CI_MERGE_REQUEST_SOURCE_BRANCH_SHA', 'CI_COMMIT_SHA'],
        parseSha,
        mode === 'deploy'
      )
    : undefined
  if (preview && mode === 'deploy' && !values.has('file') && !values.has('url')) {
    problems.push(noBuild())
  }
  const { token, problem, advice } = await readToken(request, mergeRequestIid)
  // The cause first (the pipeline), then the token, then each value.
  if (problem !== undefined) problems.splice(wrongPipeline === undefined ? 0 : 1, 0, problem)
  if (problems.length > 0 || apiUrl === undefined || project === undefined) {
    throw new RunRefused(problems, advice)
  }
  return {
    target: {
      apiUrl,
      project,
      ...(mergeRequestIid === undefined ? {} : { mergeRequestIid }),
      ...(commitSha === undefined ? {} : { commitSha }),
      mode,
      runUrl: runUrlOf(env)
    },
    token
  }
}
