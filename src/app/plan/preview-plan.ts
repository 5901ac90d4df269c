/**
 * Plans the work on a pull request: a preview app (`preview: true`) created or updated on every
 * push and deleted when the pull request closes, or the sticky comment of a plain update
 * (`comment: true`). Loaded only by runs that ask for either.
 */
import { isClosing } from '../../review/pull-request.js'
import { closedReason } from '../../features/previews/closed-pull-request.js'
import {
  capitalized,
  pullRequestName,
  pullRequestReference,
  type ReviewPlatform
} from '../../review/review-platform.js'
import type { PullRequestTarget, ReviewPort } from '../../review/review-port.js'
import { ReviewPlatformError } from '../../review/review-error.js'
import { reviewFailure } from '../../features/previews/review-failures.js'
import { PREVIEW_NAME_PATTERN } from '../../features/previews/preview-record.js'
import type { ActionInputs } from '../inputs.js'
import { InputError } from '../../shared/input-error.js'
import { PLATFORMS, type Platform } from '../../service/app-fields.js'
import { planApp } from './app-plan.js'
import { describeBuild } from '../../features/update-app/update-summary.js'
import { planDeviceLinks } from './devices-input.js'
import type { Operation } from '../../features/operations.js'
import { planUpdate } from './update-plan.js'
import { advice, input, message } from '../../shared/message.js'

/** A GitHub deployment environment name: at most 255 characters, no control characters. */
const ENVIRONMENT_NAME = /^[^\p{Cc}]{1,255}$/u

/**
 * The operations `preview` or `comment` ask for (after the IP blocks, if any).
 *
 * @param review the front end's review port; the run must be on a pull request
 * @param connect the review platform's API, to read the pull request `pullRequest` names
 * @throws InputError naming the input; ActionFailure `unexpected` for an unusable event payload
 */
export async function planPullRequestWork(
  inputs: ActionInputs,
  workspace: string,
  review: ReviewPort | undefined,
  connect?: () => Promise<ReviewPlatform>
): Promise<Operation[]> {
  const target = (name: 'preview' | 'comment'): Promise<PullRequestTarget> =>
    pullRequestTarget(name, review, inputs, connect)
  if (inputs.preview) return planPreview(inputs, workspace, target)
  for (const name of ['previewName', 'deploymentEnvironment'] as const) {
    if (inputs[name] !== '') {
      throw new InputError(
        name,
        message`${input(name)} is given, but ${input('preview')} is not true: set ${input('preview')}: true.`
      )
    }
  }
  const app = await planApp(inputs, workspace)
  const update = await planUpdate(inputs, app)
  if (!update) {
    throw new InputError(
      'comment',
      message`comment: true shows an updated app on the pull request, but ${input('publicKey')} is empty: set ${input('publicKey')} (and the build or settings to send).`
    )
  }
  const commentTarget = await target('comment')
  requireReviewToken('comment', inputs)
  const { devices, linkParams } = await planDeviceLinks(inputs)
  return [
    ...update,
    {
      kind: 'update-comment',
      publicKey: inputs.publicKey,
      target: commentTarget,
      build: describeBuild(app.fields, app.build),
      devices,
      linkParams
    }
  ]
}

async function planPreview(
  inputs: ActionInputs,
  workspace: string,
  readTarget: (name: 'preview' | 'comment') => Promise<PullRequestTarget>
): Promise<Operation[]> {
  if (inputs.publicKey !== '') {
    throw new InputError(
      'publicKey',
      message`preview: true creates and deletes its own app for the pull request: leave ${input('publicKey')} empty (the app is recorded in the sticky comment).`
    )
  }
  if (inputs.previewName !== '' && !PREVIEW_NAME_PATTERN.test(inputs.previewName)) {
    throw new InputError(
      'previewName',
      message`${input('previewName')} may contain only letters, digits, "-" and "_" (at most 64), e.g. android or ios-staging.`
    )
  }
  const deploymentEnvironment = inputs.deploymentEnvironment || undefined
  if (deploymentEnvironment !== undefined && !ENVIRONMENT_NAME.test(deploymentEnvironment)) {
    throw new InputError(
      'deploymentEnvironment',
      message`${input('deploymentEnvironment')} must be one line of at most 255 characters, e.g. appetize-preview.`
    )
  }
  const target = await readTarget('preview')
  const { pullRequest } = target
  if (inputs.apiToken === '') {
    // Only where the platform withholds the secret on purpose: anywhere else an empty token is a
    // missing or misnamed secret, and skipping would leave previews that are never deleted.
    if (pullRequest.isFork) {
      const reason = message`${capitalized(pullRequestName(pullRequest.number, target.terms))} comes from a fork, and a fork's ${target.terms.pullRequest}s are given no secrets, so ${input('apiToken')} is empty`
      return [{ kind: 'skip-preview', reason }]
    }
    if (pullRequest.author === 'dependabot[bot]') {
      const reason = message`${input('apiToken')} is empty: pull requests opened by Dependabot get Dependabot secrets only`
      return [{ kind: 'skip-preview', reason }]
    }
    throw new InputError(
      'apiToken',
      message`${input('apiToken')} is empty on ${pullRequestName(pullRequest.number, target.terms)}, which is not from a fork: the secret it reads is missing or misnamed, so no preview could be ${isClosing(pullRequest) ? 'deleted' : 'deployed'}.`
    )
  }
  requireReviewToken('preview', inputs)

  if (isClosing(pullRequest)) {
    // No build is needed to delete: file, url and settings are not read (the build was skipped).
    const platform = inputs.platform === '' ? undefined : checkedPlatform(inputs.platform)
    return [
      {
        kind: 'remove-previews',
        previewName: inputs.previewName || platform,
        target,
        deploymentEnvironment,
        keepLabel: inputs.keepLabel
      }
    ]
  }
  if (pullRequest.state === 'closed') {
    // Read from the platform now (a run without an event): a push's run on a pull request
    // merged or closed since creates nothing, and updates nothing its close deletes.
    return [{ kind: 'skip-preview', reason: closedReason(pullRequest.number, target.terms) }]
  }
  const app = await planApp(inputs, workspace)
  if (app.build === undefined && typeof app.fields.url !== 'string') {
    throw new InputError(
      'file',
      `preview: true deploys the ${target.terms.pullRequest}'s build: give file (or url). When the ${target.terms.pullRequest} closes no build is needed.`
    )
  }
  const platform = app.fields.platform
  if (typeof platform !== 'string') {
    throw new InputError(
      'platform',
      'preview: true creates the app when the pull request has none, which needs its platform: give platform: ios or android (a file infers it, a url does not).'
    )
  }
  const fields = { ...app.fields }
  // The dashboard then shows what each preview app is: `acme/mobile-app#12 @ 1a2b3c4` (in the
  // platform's form: `group/project!12 @ 1a2b3c4`); a sweep matches its orphans by it.
  if (!('note' in fields)) {
    fields.note = `${pullRequestReference(pullRequest.repository, pullRequest.number, target.terms)} @ ${pullRequest.headSha.slice(0, 7)}`
  }
  const { devices, linkParams } = await planDeviceLinks(inputs)
  const operations: Operation[] = []
  if (devices.length > 0) {
    operations.push({ kind: 'check-devices', devices, platform: platform as Platform })
  }
  operations.push({
    kind: 'deploy-preview',
    previewName: inputs.previewName || platform,
    target,
    fields,
    platform: platform as Platform,
    build: app.build,
    devices,
    linkParams,
    deploymentEnvironment
  })
  return operations
}

/**
 * The pull request the run was triggered by, from the front end's review port; or, with the
 * `pullRequest` input, the one it names, read from the API (which needs githubToken).
 *
 * @throws InputError when the run has no pull request (or no review platform at all);
 *   ActionFailure when the named pull request cannot be read
 */
async function pullRequestTarget(
  name: 'preview' | 'comment',
  review: ReviewPort | undefined,
  inputs: ActionInputs,
  connect: (() => Promise<ReviewPlatform>) | undefined
): Promise<PullRequestTarget> {
  if (!review) {
    throw new InputError(
      name,
      message`${input(name)} is true, which works on pull requests only, but this run has no review platform to read one from.`
    )
  }
  const number = inputs.pullRequest
  if (number === undefined) {
    // A port that reads the pull request from the API connects with githubToken.
    const connected = (): Promise<ReviewPlatform> => {
      requireReviewToken(name, inputs)
      if (!connect) throw new InputError(name, message`This run cannot read its pull request.`)
      return connect()
    }
    try {
      return await review.readTarget(name, { connect: connected })
    } catch (error) {
      if (!(error instanceof ReviewPlatformError)) throw error
      throw reviewFailure(error, 'nothing was deployed or removed')
    }
  }
  requireReviewToken(name, inputs)
  if (!connect)
    throw new InputError('pullRequest', message`This run cannot read a pull request by number.`)
  try {
    return await review.readTarget(name, { number, connect })
  } catch (error) {
    if (!(error instanceof ReviewPlatformError)) throw error
    throw reviewFailure(
      error,
      message`pull request #${number} (the ${input('pullRequest')} input) could not be read, so nothing was deployed or removed`
    )
  }
}

function requireReviewToken(name: 'preview' | 'comment' | 'sweep', inputs: ActionInputs): void {
  if (inputs.githubToken === '') {
    throw new InputError(
      'githubToken',
      message`${input('githubToken')} is empty, but ${input(name)}: true writes to the pull request: ${advice('review-token')}.`
    )
  }
}

function checkedPlatform(value: string): Platform {
  if (!(PLATFORMS as readonly string[]).includes(value)) {
    throw new InputError(
      'platform',
      message`${input('platform')} must be ios or android, got ${JSON.stringify(value)}.`
    )
  }
  return value as Platform
}
