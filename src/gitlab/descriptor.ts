/**
 * GitLab as plain data (src/review/platform-descriptor.ts): its options and GitLab CI's variables
 * (https://docs.gitlab.com/ci/variables/predefined_variables/), its token and where it comes
 * from (https://docs.gitlab.com/user/project/settings/project_access_tokens/), its words.
 */
import type { PlatformDescriptor } from '../review/platform-descriptor.js'

/** Where the GitLab token comes from, for messages. */
export const GITLAB_TOKEN_SOURCES = 'APPETIZE_GITLAB_TOKEN, GITLAB_TOKEN or --gitlab-token-file'

/** How to make the token, and store it so that merge request pipelines get it. */
export const TOKEN_SET_UP =
  "Create a project access token (the project's Settings → Access tokens) with the api scope and the Developer role, or use a group or personal access token with the api scope; store it as the CI/CD variable APPETIZE_GITLAB_TOKEN (Settings → CI/CD → Variables), masked and not protected (Masked on and Protected off), since merge request pipelines get no protected variables."

export const GITLAB: PlatformDescriptor = {
  id: 'gitlab',
  folder: 'gitlab',
  terms: {
    name: 'GitLab',
    pullRequest: 'merge request',
    comment: 'note',
    numberPrefix: '!',
    otherWriter: 'another pipeline',
    appRemoved: 'when the merge request closes'
  },
  selectedBy: ['GITLAB_CI'],
  options: [
    {
      flag: 'gitlab-token-file',
      value: '<path>',
      help: 'read the GitLab token from a file',
      commands: ['preview', 'sweep'],
      chooses: true,
      tokenSource: true
    },
    {
      flag: 'gitlab-api-url',
      value: '<url>',
      help: "GitLab's API (default CI_API_V4_URL)",
      commands: ['preview', 'sweep'],
      ciVariables: ['CI_API_V4_URL'],
      chooses: true,
      namesTarget: true
    },
    {
      flag: 'gitlab-project',
      value: '<id|path>',
      help: 'the project (default CI_MERGE_REQUEST_PROJECT_ID)',
      commands: ['preview'],
      ciVariables: ['CI_MERGE_REQUEST_PROJECT_ID'],
      chooses: true,
      namesTarget: true
    },
    {
      flag: 'gitlab-project',
      value: '<id|path>',
      help: 'the project (default CI_PROJECT_ID)',
      commands: ['sweep'],
      ciVariables: ['CI_PROJECT_ID'],
      chooses: true,
      namesTarget: true
    },
    {
      flag: 'merge-request',
      value: '<iid>',
      help: 'the merge request (default CI_MERGE_REQUEST_IID)',
      commands: ['preview'],
      ciVariables: ['CI_MERGE_REQUEST_IID'],
      namesTarget: true
    },
    {
      flag: 'commit',
      value: '<sha>',
      help: 'the commit built (default CI_COMMIT_SHA; see docs)',
      commands: ['preview'],
      ciVariables: ['CI_MERGE_REQUEST_SOURCE_BRANCH_SHA', 'CI_COMMIT_SHA'],
      namesTarget: true
    }
  ],
  variables: [
    { name: 'GITLAB_CI', secret: false, gives: 'a GitLab CI job: selects GitLab' },
    { name: 'CI_API_V4_URL', secret: false, gives: "GitLab's API" },
    { name: 'CI_MERGE_REQUEST_PROJECT_ID', secret: false, gives: "the merge request's project" },
    { name: 'CI_PROJECT_ID', secret: false, gives: 'the project a sweep cleans up' },
    { name: 'CI_MERGE_REQUEST_IID', secret: false, gives: 'the merge request' },
    { name: 'CI_MERGE_REQUEST_SOURCE_BRANCH_SHA', secret: false, gives: 'the commit built' },
    { name: 'CI_COMMIT_SHA', secret: false, gives: 'the commit built' },
    { name: 'CI_PIPELINE_SOURCE', secret: false, gives: 'a merge request pipeline' },
    { name: 'CI_MERGE_REQUEST_SOURCE_PROJECT_ID', secret: false, gives: "a fork's pipeline" },
    { name: 'CI_JOB_URL', secret: false, gives: "the job's page, linked from the note" },
    { name: 'CI_PIPELINE_URL', secret: false, gives: "the pipeline's page" },
    { name: 'CI_JOB_TOKEN', secret: true, gives: 'a CI job token (it cannot write notes)' },
    { name: 'APPETIZE_GITLAB_TOKEN', secret: true, gives: 'the GitLab token' },
    { name: 'GITLAB_TOKEN', secret: true, gives: 'the GitLab token (as glab reads it)' }
  ],
  refusedOptions: ['gitlab-token'],
  words: {
    tokenSources: GITLAB_TOKEN_SOURCES,
    tokenHow: 'set APPETIZE_GITLAB_TOKEN (or GITLAB_TOKEN), or give --gitlab-token-file <path>',
    tokenSetUp: TOKEN_SET_UP,
    refused: `GitLab refused the token (${GITLAB_TOKEN_SOURCES}): give it the api scope and at least the Developer role on the merge request's project.`,
    unavailable: 'GitLab had a problem that may pass: run the command again.',
    permission: `Check the GitLab token (${GITLAB_TOKEN_SOURCES}): a project, group or personal access token, neither revoked nor expired, with what the message names (the api scope, at least the Developer role on the merge request's project).`,
    ci: 'GitLab CI',
    help: [
      "On GitLab, the merge request and project come from GitLab CI's variables (CI_API_V4_URL,",
      'CI_MERGE_REQUEST_PROJECT_ID, CI_MERGE_REQUEST_IID, CI_COMMIT_SHA; sweep: CI_PROJECT_ID)',
      'unless given, the token from APPETIZE_GITLAB_TOKEN, GITLAB_TOKEN or --gitlab-token-file',
      '(--gitlab-token is refused).'
    ]
  },
  packaged: true,
  action: false,
  libraries: []
}
