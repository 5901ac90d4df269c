/**
 * Which GitLab merge request `preview` works on, or which project `sweep` cleans up, and the
 * token both work with: GitLab CI's predefined variables
 * (https://docs.gitlab.com/ci/variables/predefined_variables/), each overridden by its option
 * (or that option's `APPETIZE_` variable). Every value is checked before any request is sent,
 * and every problem is reported together.
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { GitLabContext } from '../gitlab/review-port.js'
import { UsageError, type CommandLine } from './command-line.js'
import { variableOf } from './commands.js'
import {
  badGitLabValue,
  emptyTokenFile,
  FORK_ADVICE,
  forkWithoutToken,
  jobTokenOnly,
  missingGitLabToken,
  missingGitLabValue,
  noBuild,
  notMergeRequestPipeline,
  TOKEN_AT_A_TERMINAL,
  TOKEN_SET_UP,
  unusableGitLabToken,
  type GitLabValue
} from './gitlab-messages.js'
import {
  hasCredentials,
  parseApiUrl,
  parseIid,
  parseProject,
  parseSha,
  runUrlOf
} from './gitlab-values.js'

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

type Env = Readonly<Record<string, string | undefined>>

/** A value and where it came from, as a message names it. */
interface Given {
  readonly value: string
  readonly where: string
  /** True when an option (or its APPETIZE_ variable) gave it, not GitLab CI. */
  readonly byOption: boolean
}

/**
 * Resolves the target and the token of `preview` or `sweep`.
 *
 * @param cwd the folder a relative `--gitlab-token-file` starts from
 * @throws UsageError with every problem found: not a merge request pipeline (preview, unless
 *   the options name the merge request), a value missing or malformed, no token (a CI job token
 *   alone, a fork's pipeline), a token that cannot be sent
 */
export async function readGitLabRun(
  commandLine: CommandLine,
  env: Env,
  cwd: string
): Promise<GitLabRun> {
  const { command, values } = commandLine
  const preview = command === 'preview'
  const mode = values.get('delete') === 'true' ? 'stop' : 'deploy'
  const given = (flag: GitLabValue, ...variables: string[]): Given | undefined => {
    const option = values.get(flag)
    if (option !== undefined) {
      return { value: option, where: `--${flag} (${variableOf(flag)})`, byOption: true }
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
        problems.push(missingGitLabValue(flag, variableOf(flag), variables))
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
  const { token, problem, advice } = await readToken(commandLine, env, cwd, mergeRequestIid)
  // The cause first (the pipeline), then the token, then each value.
  if (problem !== undefined) problems.splice(wrongPipeline === undefined ? 0 : 1, 0, problem)
  if (problems.length > 0 || apiUrl === undefined || project === undefined) {
    throw new UsageError(problems, advice)
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

/**
 * The token: `--gitlab-token-file` (one line break at its end ignored), else
 * APPETIZE_GITLAB_TOKEN, else GITLAB_TOKEN. Without one, the problem says why it may be missing
 * (a fork's pipeline, a CI job token alone) and the advice what to do.
 */
async function readToken(
  { command, values }: CommandLine,
  env: Env,
  cwd: string,
  iid: number | undefined
): Promise<{ token: string; problem?: string; advice?: string }> {
  const file = values.get('gitlab-token-file')
  let token: string
  let where: string
  if (file !== undefined) {
    token = (await readTokenFile(file, cwd)).replace(/\r?\n$/, '')
    if (token === '') return { token, problem: emptyTokenFile(file), advice: TOKEN_SET_UP }
    where = '--gitlab-token-file'
  } else {
    where = env.APPETIZE_GITLAB_TOKEN ? 'APPETIZE_GITLAB_TOKEN' : 'GITLAB_TOKEN'
    token = env.APPETIZE_GITLAB_TOKEN || env.GITLAB_TOKEN || ''
  }
  const name = command === 'sweep' ? 'sweep' : 'preview'
  if (token === '') {
    if (isForkPipeline(env)) {
      return { token, problem: forkWithoutToken(iid), advice: FORK_ADVICE }
    }
    const problem = env.CI_JOB_TOKEN ? jobTokenOnly(name) : missingGitLabToken(name)
    return { token, problem, advice: inGitLabCi(env) ? TOKEN_SET_UP : TOKEN_AT_A_TERMINAL }
  }
  const bad = /[^\x21-\x7e]/.exec(token)
  if (bad === null) return { token }
  return { token, problem: unusableGitLabToken(where, characterName(bad[0]), bad.index + 1) }
}

/**
 * True in a GitLab CI job: GITLAB_CI, or the variables only GitLab CI sets (a job token, the
 * pipeline's source), since a job may run with a trimmed environment.
 */
function inGitLabCi(env: Env): boolean {
  return env.GITLAB_CI === 'true' || !!env.CI_JOB_TOKEN || !!env.CI_PIPELINE_SOURCE
}

/** True in a fork's merge request pipeline, or one a fork's merge request runs in the parent. */
function isForkPipeline(env: Env): boolean {
  const target = env.CI_MERGE_REQUEST_PROJECT_ID
  if (!target) return false
  const differs = (other: string | undefined): boolean => !!other && other !== target
  return differs(env.CI_MERGE_REQUEST_SOURCE_PROJECT_ID) || differs(env.CI_PROJECT_ID)
}

/** @throws UsageError naming the file when it cannot be read */
async function readTokenFile(path: string, cwd: string): Promise<string> {
  try {
    return await readFile(resolve(cwd, path), 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new UsageError(
      `--gitlab-token-file (${variableOf('gitlab-token-file')}) names ${JSON.stringify(path)}, which cannot be read (${code}).`
    )
  }
}

/** A character a header cannot carry, named (never shown). */
function characterName(character: string): string {
  const code = `U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`
  if (/[\r\n\u2028\u2029\u0085]/.test(character)) return 'a line break'
  if (character === ' ' || character === '\t') return 'a space or tab'
  return /[\u0000-\u001f\u007f-\u009f]/.test(character)
    ? `a control character (${code})`
    : `an invisible or non-ASCII character (${code})`
}
