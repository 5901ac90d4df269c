/**
 * The GitLab token of `preview` and `sweep`, read before anything is sent, and what is said when
 * there is none or it cannot be sent. https://docs.gitlab.com/user/project/settings/project_access_tokens/
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { optionVariable, RunRefused, type RunRequest } from '../review/platform-descriptor.js'
import {
  emptyTokenFile,
  FORK_ADVICE,
  forkWithoutToken,
  jobTokenOnly,
  missingGitLabToken,
  TOKEN_AT_A_TERMINAL,
  unusableGitLabToken
} from './ci-messages.js'
import { TOKEN_SET_UP } from './descriptor.js'

type Env = Readonly<Record<string, string | undefined>>

/**
 * The token: `--gitlab-token-file` (one line break at its end ignored), else
 * APPETIZE_GITLAB_TOKEN, else GITLAB_TOKEN. Without one, the problem says why it may be missing
 * (a fork's pipeline, a CI job token alone) and the advice what to do.
 */
export async function readToken(
  { command, values, env, cwd }: RunRequest,
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

/** @throws RunRefused naming the file when it cannot be read */
async function readTokenFile(path: string, cwd: string): Promise<string> {
  try {
    return await readFile(resolve(cwd, path), 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new RunRefused(
      `--gitlab-token-file (${optionVariable('gitlab-token-file')}) names ${JSON.stringify(path)}, which cannot be read (${code}).`
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
