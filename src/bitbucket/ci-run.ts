/**
 * The Bitbucket adapter's part of the command line (the registry, src/cli/platforms.ts, loads it
 * for `preview` and `sweep` on Bitbucket): which pull request `preview` works on, or which
 * repository `sweep` cleans up, and the token both work with: Bitbucket Pipelines' variables,
 * each overridden by its option (or that option's `APPETIZE_` variable). Every value is checked
 * before any request is sent, and every problem is reported together.
 *
 * https://support.atlassian.com/bitbucket-cloud/docs/variables-and-secrets/
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import {
  optionVariable,
  RunRefused,
  type PlatformRun,
  type RunRequest
} from '../review/platform-descriptor.js'
import { checkBaseUrl } from '../shared/base-url.js'
import { REPOSITORY_UUID, SLUG } from './bitbucket-repository.js'
import { BITBUCKET_TOKEN_SOURCES, DEFAULT_API_URL, TOKEN_SET_UP } from './descriptor.js'
import type { BitbucketContext } from './review-port.js'

type Flag =
  'bitbucket-api-url' | 'bitbucket-workspace' | 'bitbucket-repo' | 'pull-request' | 'commit'

/** A value and where it came from, as a message names it. */
interface Given {
  readonly value: string
  readonly where: string
}

/** What each value must be, for the message that refuses it. */
const ALLOWED: Readonly<Record<Flag, string>> = {
  'bitbucket-api-url':
    'an https URL without a user name, password, query or fragment, such as https://api.bitbucket.org/2.0 (plain http only on localhost, 127.0.0.0/8 or ::1)',
  'bitbucket-workspace': "a workspace's slug (letters, digits, -, _ and .)",
  'bitbucket-repo': "a repository's slug (letters, digits, -, _ and .)",
  'pull-request': "a pull request's id (a whole number from 1)",
  commit: 'a commit hash of 12 hex digits or more'
}

/**
 * The run of `preview` or `sweep` on Bitbucket: its target and token, and the review port over
 * them (Bitbucket's client is loaded only when the run connects).
 *
 * @throws RunRefused with every problem found: a preview outside a pull-request pipeline, a value
 *   missing or malformed, no token, a token that cannot be sent
 */
export async function readRun(request: RunRequest): Promise<PlatformRun> {
  const { context, token } = await readBitbucketRun(request)
  const { bitbucketReviewPort } = await import('./review-port.js')
  return { token, review: bitbucketReviewPort(context) }
}

/** Resolves the target and the token of `preview` or `sweep`; see `readRun`. */
export async function readBitbucketRun(
  request: RunRequest
): Promise<{ context: BitbucketContext; token: string }> {
  const { command, values, env } = request
  const preview = command === 'preview'
  const mode = values.get('delete') === 'true' ? 'stop' : 'deploy'
  const given = (flag: Flag, variable?: string): Given | undefined => {
    const option = values.get(flag)
    if (option !== undefined) return { value: option, where: `--${flag} (${optionVariable(flag)})` }
    const value = variable === undefined ? '' : (env[variable] ?? '')
    return value === '' ? undefined : { value, where: variable ?? '' }
  }
  const problems: string[] = []
  const pullRequest = preview ? given('pull-request', 'BITBUCKET_PR_ID') : undefined
  if (preview && pullRequest === undefined) {
    problems.push(
      mode === 'stop'
        ? 'preview --delete names no pull request: give --pull-request <id> (in a custom pipeline, from a variable such as PR_ID), or run it in a pull-request pipeline (BITBUCKET_PR_ID).'
        : 'preview works on a pull request, and this is no pull-request pipeline (BITBUCKET_PR_ID is not set): the step belongs under pull-requests: in bitbucket-pipelines.yml (or give --pull-request <id>).'
    )
  }
  const check = <T>(
    flag: Flag,
    source: Given | undefined,
    parse: (value: string) => T | undefined,
    missing?: string
  ): T | undefined => {
    if (source === undefined) {
      if (missing !== undefined) problems.push(missing)
      return undefined
    }
    const parsed = parse(source.value)
    if (parsed === undefined) {
      const shown =
        flag === 'bitbucket-api-url' && /@/.test(source.value)
          ? ''
          : ` ${JSON.stringify(source.value.slice(0, 100))}`
      problems.push(
        `${source.where} is${shown === '' ? ' not valid' : `${shown}, which is not`} ${ALLOWED[flag]}.`
      )
    }
    return parsed
  }
  const needs = (flag: Flag, variable: string): string =>
    `${command}${mode === 'stop' ? ' --delete' : ''} needs --${flag} (${optionVariable(flag)}), which ${variable} gives in Bitbucket Pipelines.`
  const apiUrl = check(
    'bitbucket-api-url',
    given('bitbucket-api-url') ?? { value: DEFAULT_API_URL, where: 'the default API address' },
    value => {
      const checked = checkBaseUrl(value)
      return 'base' in checked ? checked.base : undefined
    }
  )
  const slug = (value: string): string | undefined => (SLUG.test(value) ? value : undefined)
  const workspace = check(
    'bitbucket-workspace',
    given('bitbucket-workspace', 'BITBUCKET_WORKSPACE'),
    slug,
    needs('bitbucket-workspace', 'BITBUCKET_WORKSPACE')
  )
  const repo = check(
    'bitbucket-repo',
    given('bitbucket-repo', 'BITBUCKET_REPO_SLUG'),
    slug,
    needs('bitbucket-repo', 'BITBUCKET_REPO_SLUG')
  )
  const pullRequestId = check('pull-request', pullRequest, value =>
    /^[1-9]\d{0,9}$/.test(value.trim()) ? Number(value.trim()) : undefined
  )
  const commit =
    preview && mode === 'deploy' && pullRequest !== undefined
      ? check(
          'commit',
          given('commit', 'BITBUCKET_COMMIT'),
          value =>
            /^[0-9a-f]{12,64}$/i.test(value.trim()) ? value.trim().toLowerCase() : undefined,
          needs('commit', 'BITBUCKET_COMMIT')
        )
      : undefined
  const uuid = env.BITBUCKET_REPO_UUID ?? ''
  if (uuid !== '' && !REPOSITORY_UUID.test(uuid)) {
    problems.push(
      `BITBUCKET_REPO_UUID is ${JSON.stringify(uuid.slice(0, 100))}, which is not a repository UUID in braces.`
    )
  }
  if (preview && mode === 'deploy' && !values.has('file') && !values.has('url')) {
    problems.push('preview needs the build to deploy: give --file <path> or --url <url>.')
  }
  const { token, problem } = await readToken(request)
  if (problem !== undefined) problems.unshift(problem)
  const email = (env.APPETIZE_BITBUCKET_EMAIL ?? '').trim()
  if (email !== '' && !/^[^\s@]+@[^\s@]+$/.test(email)) {
    problems.push(
      'APPETIZE_BITBUCKET_EMAIL is not an email address: give the Atlassian account email of the API token (app passwords, which went with a user name, no longer work).'
    )
  }
  if (
    problems.length > 0 ||
    apiUrl === undefined ||
    workspace === undefined ||
    repo === undefined
  ) {
    throw new RunRefused(problems, problem === undefined ? undefined : TOKEN_SET_UP)
  }
  const build = env.BITBUCKET_BUILD_NUMBER ?? ''
  const runUrl =
    /^\d{1,12}$/.test(build) && apiUrl === DEFAULT_API_URL
      ? `https://bitbucket.org/${workspace}/${repo}/pipelines/results/${build}`
      : ''
  return {
    token,
    context: {
      apiUrl,
      workspace,
      slug: repo,
      repositoryUuid: uuid === '' ? '' : uuid.toLowerCase(),
      ...(pullRequestId === undefined ? {} : { pullRequestId }),
      ...(commit === undefined ? {} : { commit }),
      email,
      mode,
      runUrl
    }
  }
}

/**
 * The token: `--bitbucket-token-file` (one line break at its end ignored), else
 * APPETIZE_BITBUCKET_TOKEN. Never an option's value (`--bitbucket-token` is refused).
 */
async function readToken({
  command,
  values,
  env,
  cwd
}: RunRequest): Promise<{ token: string; problem?: string }> {
  const file = values.get('bitbucket-token-file')
  let token = env.APPETIZE_BITBUCKET_TOKEN ?? ''
  let where = 'APPETIZE_BITBUCKET_TOKEN'
  if (file !== undefined) {
    try {
      token = (await readFile(resolve(cwd, file), 'utf8')).replace(/\r?\n$/, '')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message
      return {
        token: '',
        problem: `--bitbucket-token-file names ${JSON.stringify(file)}, which cannot be read (${code}).`
      }
    }
    where = '--bitbucket-token-file'
    if (token === '')
      return {
        token,
        problem: `--bitbucket-token-file names ${JSON.stringify(file)}, which is empty.`
      }
  }
  if (token === '')
    return {
      token,
      problem: `No Bitbucket token for ${command}: set ${BITBUCKET_TOKEN_SOURCES.replace(' or ', ' (with APPETIZE_BITBUCKET_EMAIL for an API token), or give ')}.`
    }
  const bad = /[^\x21-\x7e]/.exec(token)
  if (bad === null) return { token }
  return {
    token,
    problem: `The Bitbucket token (${where}) holds a character that cannot be sent in a header at position ${bad.index + 1}: copy it again, without spaces or line breaks.`
  }
}
