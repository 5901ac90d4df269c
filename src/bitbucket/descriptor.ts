/**
 * Bitbucket Cloud as plain data (src/review/platform-descriptor.ts): its options and Bitbucket
 * Pipelines' variables (https://support.atlassian.com/bitbucket-cloud/docs/variables-and-secrets/),
 * its token and where it comes from (https://support.atlassian.com/bitbucket-cloud/docs/using-access-tokens/,
 * https://support.atlassian.com/bitbucket-cloud/docs/using-api-tokens/), its words.
 */
import type { PlatformDescriptor } from '../review/platform-descriptor.js'
import { BITBUCKET_TERMS } from './terms.js'
import { TOKEN_NEED } from './token-need.js'

/** Where the Bitbucket token comes from, for messages. */
export const BITBUCKET_TOKEN_SOURCES = 'APPETIZE_BITBUCKET_TOKEN or --bitbucket-token-file'

/** How to make the token, and store it so that pull-request pipelines get it. */
export const TOKEN_SET_UP = `Create ${TOKEN_NEED}; store it as the secured repository (or workspace) variable APPETIZE_BITBUCKET_TOKEN (Repository settings → Repository variables), and an API token's email as APPETIZE_BITBUCKET_EMAIL. App passwords no longer work.`

/** Bitbucket's API address when none is given. */
export const DEFAULT_API_URL = 'https://api.bitbucket.org/2.0'

export const BITBUCKET: PlatformDescriptor = {
  id: 'bitbucket',
  folder: 'bitbucket',
  terms: BITBUCKET_TERMS,
  selectedBy: ['BITBUCKET_BUILD_NUMBER'],
  options: [
    {
      flag: 'bitbucket-token-file',
      value: '<path>',
      help: 'read the Bitbucket token from a file',
      commands: ['preview', 'sweep'],
      chooses: true,
      tokenSource: true
    },
    {
      flag: 'bitbucket-api-url',
      value: '<url>',
      help: `Bitbucket's API (default ${DEFAULT_API_URL})`,
      commands: ['preview', 'sweep'],
      chooses: true
    },
    {
      flag: 'bitbucket-workspace',
      value: '<workspace>',
      help: 'the workspace (default BITBUCKET_WORKSPACE)',
      commands: ['preview', 'sweep'],
      ciVariables: ['BITBUCKET_WORKSPACE'],
      chooses: true,
      namesTarget: true
    },
    {
      flag: 'bitbucket-repo',
      value: '<slug>',
      help: 'the repository (default BITBUCKET_REPO_SLUG)',
      commands: ['preview', 'sweep'],
      ciVariables: ['BITBUCKET_REPO_SLUG'],
      chooses: true,
      namesTarget: true
    },
    {
      flag: 'pull-request',
      value: '<id>',
      help: 'the pull request (default BITBUCKET_PR_ID)',
      commands: ['preview'],
      ciVariables: ['BITBUCKET_PR_ID'],
      namesTarget: true
    },
    {
      flag: 'commit',
      value: '<hash>',
      help: 'the commit built, 12 hex digits or more (default BITBUCKET_COMMIT)',
      commands: ['preview'],
      ciVariables: ['BITBUCKET_COMMIT'],
      namesTarget: true
    }
  ],
  variables: [
    {
      name: 'BITBUCKET_BUILD_NUMBER',
      secret: false,
      gives: 'a Bitbucket pipeline: selects Bitbucket'
    },
    { name: 'BITBUCKET_WORKSPACE', secret: false, gives: 'the workspace' },
    { name: 'BITBUCKET_REPO_SLUG', secret: false, gives: 'the repository' },
    {
      name: 'BITBUCKET_REPO_UUID',
      secret: false,
      gives: "the repository's UUID, which a rename keeps"
    },
    {
      name: 'BITBUCKET_PR_ID',
      secret: false,
      gives: 'the pull request (pull-request pipelines only)'
    },
    { name: 'BITBUCKET_COMMIT', secret: false, gives: 'the commit built' },
    { name: 'APPETIZE_BITBUCKET_TOKEN', secret: true, gives: 'the Bitbucket token' },
    {
      name: 'APPETIZE_BITBUCKET_EMAIL',
      secret: false,
      gives: "an API token's Atlassian account email"
    }
  ],
  refusedOptions: ['bitbucket-token'],
  words: {
    tokenSources: BITBUCKET_TOKEN_SOURCES,
    tokenHow:
      'set APPETIZE_BITBUCKET_TOKEN (with APPETIZE_BITBUCKET_EMAIL for an API token), or give --bitbucket-token-file <path>',
    tokenSetUp: TOKEN_SET_UP,
    refused: `Bitbucket refused the token (${BITBUCKET_TOKEN_SOURCES}): it must be ${TOKEN_NEED}, neither revoked nor expired.`,
    unavailable: 'Bitbucket had a problem that may pass: run the pipeline again.',
    permission: `Check the Bitbucket token (${BITBUCKET_TOKEN_SOURCES}): it must be ${TOKEN_NEED}, on the pull request's repository.`,
    ci: 'Bitbucket Pipelines',
    help: [
      "On Bitbucket, the pull request comes from Bitbucket Pipelines' variables (BITBUCKET_WORKSPACE,",
      'BITBUCKET_REPO_SLUG, BITBUCKET_REPO_UUID, BITBUCKET_PR_ID, BITBUCKET_COMMIT: 12 hex digits or',
      'more, as --commit; sweep: the workspace and repository) unless given; preview runs in a step',
      'under pull-requests:. The token (an access token, or an API token with',
      'APPETIZE_BITBUCKET_EMAIL) comes from APPETIZE_BITBUCKET_TOKEN or --bitbucket-token-file',
      '(--bitbucket-token is refused).',
      'Bitbucket pull requests have no labels: --keep-label keep-preview keeps one whose title or',
      'description carries [keep-preview] (the label in brackets, any case): the sweep keeps its app,',
      'and preview --delete ends kept.'
    ]
  },
  packaged: true,
  action: false,
  libraries: []
}
