/**
 * The action's words for the core's messages (src/shared/message.ts): inputs by their action.yml
 * names, advice that speaks of the workflow file and of re-running the job. The tables are
 * complete by type: a new input or kind of advice does not compile until it has words here.
 */
import { INPUT_NAMES, type AdviceKind, type InputName, type Words } from '../shared/message.js'

const ADVICE: Readonly<Record<AdviceKind, string>> = {
  'invalid-input': 'Fix the input in the workflow file; nothing was sent to the service.',
  'build-unreadable':
    'Check that the build step wrote the build completely and that the file can be read; nothing more was sent.',
  'bad-request': 'Fix the field the service names, in settings or in its own input.',
  unauthorized:
    'Check the apiToken secret: create a token under Organization → API Token on the dashboard and pass it as apiToken.',
  forbidden: 'Use an API token of the organization that owns the app.',
  'not-found':
    "Check publicKey against the app's page on the dashboard, that the token belongs to the app's organization, and baseUrl or privateInstanceUrl if you set them.",
  'not-the-api':
    "This address does not look like the service's API: check baseUrl (or privateInstanceUrl, for a private instance). Re-running the job does not help.",
  'rate-limited': 'The service asked to slow down: re-run the job later, or raise maxAttempts.',
  'server-error':
    'The service had a problem that may pass: re-run the job. If it keeps happening, raise maxAttempts.',
  unreachable:
    'Check the host in baseUrl or privateInstanceUrl and the runner’s network and proxy (HTTPS_PROXY, NO_PROXY); after a passing outage, re-run the job.',
  'untrusted-certificate':
    "Trust the server's CA on the runner with NODE_EXTRA_CA_CERTS (a PEM file), or fix the host in baseUrl or privateInstanceUrl so that it matches the certificate. Re-running the job does not help.",
  'not-tls':
    'Check the scheme (https:// or http://) and the port of baseUrl or privateInstanceUrl.',
  'timed-out':
    'Raise requestTimeout if the service or the upload is slow, or re-run the job if the network was briefly slow.',
  'malformed-answer':
    'Re-run the job later; if it persists, check baseUrl or privateInstanceUrl and any proxy between the runner and the service.',
  'redirect-refused':
    'Point baseUrl or privateInstanceUrl at the API host itself, so that no redirect is needed.',
  'answer-lost':
    'The service may have applied the change: check the app on the dashboard (its last update and versionCode) before re-running, since a re-run applies it again.',
  'outcome-unknown':
    'Check for it: look on the dashboard for an app whose note names this pull request and commit, and delete it before the next run, which creates a new one.',
  'review-refused':
    'Give the job the permissions it needs (pull-requests: write for the comment, deployments: write for deploymentEnvironment) or pass a githubToken that has them.',
  'review-unavailable':
    "GitHub's API (GITHUB_API_URL) had a problem that may pass: re-run the job.",
  'guard-rail': 'A firewall fed from the outputs keeps its rules: check what the service lists.',
  unexpected:
    'Re-run the job with debug logging enabled for details, and report the problem if it persists.',
  'build-first': 'Build before this step',
  workspace: 'the workspace',
  'review-token':
    'leave githubToken at its default (${{ github.token }}) or pass a token with pull-requests: write',
  'review-permission':
    "Give the job the `permissions:` the message names (or pass a githubToken that has them); a fork pull request's token is read-only.",
  'nothing-published': 'nothing was published',
  'firewall-kept': 'A firewall fed from the outputs keeps its rules.',
  rerun: 're-run the job'
}

/** The action's words: an input is named as in action.yml. */
export const ACTION_WORDS: Words = {
  inputs: Object.fromEntries(INPUT_NAMES.map(name => [name, name])) as Record<InputName, string>,
  advice: ADVICE,
  key: (input, key) => `${input}.${key}`,
  invalidInput: name => `Invalid input: ${name}`,
  fixInput: name => `Fix the ${name} input in the workflow file; nothing was sent to the service.`,
  // The review platform is GitHub here.
  titles: { 'review-refused': 'GitHub refused', 'review-unavailable': 'GitHub unavailable' }
}
