/**
 * Plans a clean-up run (`sweep: true`): the previews of the run's repository, found from their
 * records. A sweep is given none of the preview step's inputs: what it needs to find an app and
 * its deployments is in each record.
 */
import type { ReviewPort } from '../../review/review-port.js'
import type { ReviewPlatform } from '../../review/review-platform.js'
import { ReviewPlatformError } from '../../review/review-error.js'
import { reviewFailure } from '../../features/previews/review-failures.js'
import type { Operation } from '../../features/operations.js'
import { InputError } from '../../shared/input-error.js'
import type { ActionInputs } from '../inputs.js'
import { advice, input, inputList, message, type InputName } from '../../shared/message.js'

/** Inputs of an update or a preview step, which a sweep does not take. */
const NOT_FOR_A_SWEEP = [
  'publicKey',
  'url',
  'file',
  'platform',
  'fileType',
  'note',
  'settings',
  'previewName',
  'deploymentEnvironment',
  'devices',
  'linkParams'
] as const

/**
 * The sweep operation.
 *
 * @param connect the review platform's API, for a port that reads the repository from it
 * @throws InputError for an input a sweep does not take, or a missing token; ActionFailure
 *   when the repository cannot be read
 */
export async function planSweep(
  inputs: ActionInputs,
  review: ReviewPort | undefined,
  connect?: () => Promise<ReviewPlatform>
): Promise<Operation[]> {
  const given: InputName[] = [
    ...(inputs.preview ? (['preview'] as const) : []),
    ...(inputs.comment ? (['comment'] as const) : []),
    ...(inputs.pullRequest === undefined ? [] : (['pullRequest'] as const)),
    ...NOT_FOR_A_SWEEP.filter(name => inputs[name] !== '')
  ]
  if (given[0] !== undefined) {
    throw new InputError(
      given[0],
      message`${input('sweep')}: true is a clean-up run, which takes no ${inputList(given)}: run the sweep on a schedule of its own, apart from the deploys.`
    )
  }
  if (inputs.apiToken === '') {
    throw new InputError(
      'apiToken',
      message`${input('sweep')}: true needs ${input('apiToken')}: the preview records are signed with it, and the apps are deleted with it.`
    )
  }
  if (inputs.githubToken === '') {
    throw new InputError(
      'githubToken',
      message`${input('githubToken')} is empty, but ${input('sweep')}: true reads the pull requests and edits their comments: ${advice('review-token')}.`
    )
  }
  if (!review) {
    throw new InputError(
      'sweep',
      message`${input('sweep')}: true works on a repository's pull requests, and this run has no review platform to read them from.`
    )
  }
  let repository
  const connected = (): Promise<ReviewPlatform> => {
    if (!connect) throw new InputError('sweep', message`This run cannot read its repository.`)
    return connect()
  }
  try {
    repository = await review.readRepository('sweep', connected)
  } catch (error) {
    if (!(error instanceof ReviewPlatformError)) throw error
    throw reviewFailure(error, 'nothing was swept')
  }
  return [
    {
      kind: 'sweep-previews',
      repository,
      ttl: inputs.previewTtl,
      ttlMs: inputs.previewTtlMs,
      keepLabel: inputs.keepLabel,
      maxDeletes: inputs.sweepMaxDeletes
    }
  ]
}
