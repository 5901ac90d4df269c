/**
 * What `preview` and `sweep` say about GitLab CI's variables, their options and the GitLab token,
 * before anything is sent. A value from the environment is outside text: quoted as JSON, never a
 * token's. GitLab's pages: https://docs.gitlab.com/ci/variables/predefined_variables/,
 * https://docs.gitlab.com/ci/pipelines/merge_request_pipelines/,
 * https://docs.gitlab.com/user/project/settings/project_access_tokens/.
 */
import { GITLAB_TOKEN_SOURCES } from './descriptor.js'

/** The `rules:` entry that makes a job run in merge request pipelines only. */
export const MERGE_REQUEST_RULE = 'rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event"'

/** How to give the token outside GitLab CI. */
export const TOKEN_AT_A_TERMINAL =
  'Create a personal, project or group access token with the api scope (and at least the Developer role on the project), then set APPETIZE_GITLAB_TOKEN, or write it to a file only you can read and give --gitlab-token-file <path>.'

/** `preview` outside a merge request pipeline, the merge request not named by options. */
export function notMergeRequestPipeline(source: string | undefined): string {
  const outside =
    'outside GitLab CI, name it with --gitlab-api-url, --gitlab-project, --merge-request and --commit'
  return source === undefined || source === ''
    ? `preview works on a merge request, and this is no merge request pipeline (CI_PIPELINE_SOURCE is not set): in GitLab CI the job needs ${MERGE_REQUEST_RULE}; ${outside}.`
    : `preview works on a merge request, but this pipeline's CI_PIPELINE_SOURCE is ${JSON.stringify(source)}, not "merge_request_event": the job needs ${MERGE_REQUEST_RULE} (GitLab then runs it in merge request pipelines, which carry the merge request's variables); ${outside}.`
}

/** What a value is, by the option that overrides it. */
const WHAT: Readonly<Record<GitLabValue, string>> = {
  'gitlab-api-url': "GitLab's API address",
  'gitlab-project': 'the project',
  'merge-request': 'the merge request',
  commit: 'the commit the pipeline built'
}

/** The values `preview` and `sweep` resolve, by their options' names. */
export type GitLabValue = 'gitlab-api-url' | 'gitlab-project' | 'merge-request' | 'commit'

/** What each value must be, with an example. */
const ALLOWED: Readonly<Record<GitLabValue, string>> = {
  'gitlab-api-url':
    "an https URL of GitLab's API ending in /api/v4, e.g. https://gitlab.com/api/v4 or https://git.example.com/gitlab/api/v4 (plain http on this machine only), without a user name, password, query or fragment",
  'gitlab-project': 'a numeric project id or a path, group/project (e.g. 42 or acme/mobile-app)',
  'merge-request':
    "a merge request's IID, a whole number from 1 (the number after ! in its address)",
  commit: "a commit's full SHA, 40 or 64 hexadecimal digits"
}

/**
 * A value nowhere given.
 *
 * @param variables GitLab CI's variables that give it, in the order they are read
 */
export function missingGitLabValue(
  flag: GitLabValue,
  variable: string,
  variables: readonly string[]
): string {
  return `${WHAT[flag][0]?.toUpperCase()}${WHAT[flag].slice(1)} is not known: GitLab CI sets ${variables.join(' or ')}; elsewhere give --${flag} (${variable}).`
}

/**
 * A value that is not what it must be.
 *
 * @param where the option and its variable, or GitLab CI's variable, that gave it
 * @param shown the value as it may be shown (undefined: it may hold a password, never shown)
 */
export function badGitLabValue(
  flag: GitLabValue,
  where: string,
  shown: string | undefined
): string {
  const got =
    shown === undefined ? 'it holds a user name or password' : `got ${JSON.stringify(shown)}`
  return `${where} must be ${ALLOWED[flag]}; ${got}.`
}

/** A preview without a build. */
export function noBuild(): string {
  return "preview deploys the merge request's build: give --file <path> or --url <url> (APPETIZE_FILE, APPETIZE_URL). The stop job's preview --delete needs none."
}

/** No GitLab token at all, outside a fork's pipeline and without a job token. */
export function missingGitLabToken(command: 'preview' | 'sweep'): string {
  return `No GitLab token: ${command} writes merge request notes, which needs a token with the api scope from ${GITLAB_TOKEN_SOURCES}. Nothing was sent.`
}

/** Only CI_JOB_TOKEN: it cannot write notes (gitlab-org/gitlab#464591). */
export function jobTokenOnly(command: 'preview' | 'sweep'): string {
  return `No GitLab token: only CI_JOB_TOKEN is set, and a CI job token cannot write merge request notes (https://gitlab.com/gitlab-org/gitlab/-/issues/464591), which ${command} does: it needs a token with the api scope from ${GITLAB_TOKEN_SOURCES}. Nothing was sent.`
}

/**
 * No GitLab token in a fork's merge request pipeline.
 *
 * @param iid the merge request, when known
 */
export function forkWithoutToken(iid: number | undefined): string {
  const which = iid === undefined ? 'The merge request' : `Merge request !${iid}`
  return `No GitLab token: ${which} comes from a fork, and a pipeline that runs in the fork is given none of the parent project's CI/CD variables, so ${GITLAB_TOKEN_SOURCES} is empty. Nothing was sent.`
}

/** What to do in a fork's pipeline: run it in the parent, knowing the risk. */
export const FORK_ADVICE =
  "A maintainer of the parent project can run the pipeline there: \"Run pipeline in the parent project\" on the merge request's Pipelines tab. It runs the fork's code with the parent's CI/CD variables, its tokens included: review the changes first."

/**
 * A token that cannot travel in an HTTP header as it is: the character and its position, never
 * the token.
 *
 * @param where where it was read from
 */
export function unusableGitLabToken(where: string, what: string, position: number): string {
  return `The GitLab token from ${where} contains ${what} at position ${position}, which cannot be sent in an HTTP header: copy the token again. Nothing was sent.`
}

/** An empty token file. */
export function emptyTokenFile(path: string): string {
  return `--gitlab-token-file (APPETIZE_GITLAB_TOKEN_FILE) names ${JSON.stringify(path)}, which is empty.`
}
