/**
 * GitHub as plain data (src/review/platform-descriptor.ts). GitHub's previews run in the action
 * (action.yml's inputs, the `githubToken` input its token), never from the command line: it adds
 * no option, and the npm package leaves its adapter and its libraries out.
 * https://docs.github.com/actions/reference/variables-reference#default-environment-variables
 */
import type { PlatformDescriptor } from '../review/platform-descriptor.js'

export const GITHUB: PlatformDescriptor = {
  id: 'github',
  folder: 'github',
  terms: {
    name: 'GitHub',
    pullRequest: 'pull request',
    comment: 'comment',
    numberPrefix: '#',
    otherWriter: 'another workflow',
    appRemoved: 'when the pull request closes'
  },
  selectedBy: ['GITHUB_ACTIONS'],
  options: [],
  variables: [
    { name: 'GITHUB_ACTIONS', secret: false, gives: 'a GitHub Actions run' },
    { name: 'GITHUB_API_URL', secret: false, gives: "GitHub's API (GitHub Enterprise Server)" },
    { name: 'GITHUB_EVENT_PATH', secret: false, gives: 'the event that started the run' },
    { name: 'GITHUB_REPOSITORY', secret: false, gives: 'the repository' },
    { name: 'GITHUB_SERVER_URL', secret: false, gives: "the run's page" },
    { name: 'GITHUB_RUN_ID', secret: false, gives: "the run's page" }
  ],
  refusedOptions: [],
  packaged: false,
  action: true,
  libraries: ['@actions/github', '@octokit']
}
