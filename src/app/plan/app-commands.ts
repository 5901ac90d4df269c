/**
 * Plans for the command-line tool's own commands — create an app, delete one, list the devices —
 * from the same inputs and with the same checks as the action's update, before any request is
 * sent (the service's REST API reference: https://docs.appetize.io/rest-api).
 */
import type { ActionInputs } from '../inputs.js'
import { InputError } from '../../shared/input-error.js'
import { PLATFORMS, type Platform } from '../../service/app-fields.js'
import { planApp } from './app-plan.js'
import { resolveEndpoints } from '../../service/endpoints.js'
import type { Operation } from '../../features/operations.js'
import type { RunPlan } from './plan.js'
import { PUBLIC_KEY_PATTERN } from './update-plan.js'
import { input, message } from '../../shared/message.js'

/**
 * Creating an app: the fields and build as for an update, `platform` given or inferred from the
 * file (the service requires it), the devices checked first.
 *
 * @param workspace the folder a relative `file` starts from
 * @throws InputError for a missing platform or token, and everything planApp refuses
 */
export async function planCreate(inputs: ActionInputs, workspace: string): Promise<RunPlan> {
  const app = await planApp(inputs, workspace)
  const platform = app.fields.platform
  if (typeof platform !== 'string') {
    throw new InputError(
      'platform',
      message`${input('platform')} is needed to create an app: give platform ios or android (a file infers it, a url does not).`
    )
  }
  requireToken(inputs, 'creating an app')
  const operations: Operation[] = []
  const { devices, linkParams } = await (await import('./devices-input.js')).planDeviceLinks(inputs)
  if (devices.length > 0) {
    operations.push({ kind: 'check-devices', devices, platform: platform as Platform })
  }
  operations.push({
    kind: 'create-app',
    fields: app.fields,
    build: app.build,
    devices: devices.length > 0 ? devices : undefined,
    linkParams
  })
  return commandPlan(inputs, operations)
}

/**
 * Deleting the app `publicKey` names.
 *
 * @throws InputError for an unusable publicKey or a missing token
 */
export function planDelete(inputs: ActionInputs): Promise<RunPlan> {
  checkPublicKey(inputs.publicKey)
  requireToken(inputs, 'deleting an app')
  return Promise.resolve(commandPlan(inputs, [{ kind: 'delete-app', publicKey: inputs.publicKey }]))
}

/**
 * Listing the devices, of the `platform` input's platform when given. Needs no token.
 *
 * @throws InputError for a platform other than ios or android
 */
export function planDeviceList(inputs: ActionInputs): Promise<RunPlan> {
  const platform = inputs.platform
  if (platform !== '' && !PLATFORMS.includes(platform as Platform)) {
    throw new InputError(
      'platform',
      message`${input('platform')} must be ios or android, got ${JSON.stringify(platform)}.`
    )
  }
  const operation: Operation = {
    kind: 'list-devices',
    platform: platform === '' ? undefined : (platform as Platform)
  }
  return Promise.resolve(commandPlan(inputs, [operation]))
}

/** @throws InputError naming publicKey when it is empty or not of the form the service issues */
function checkPublicKey(publicKey: string): void {
  if (publicKey === '') {
    throw new InputError(
      'publicKey',
      message`${input('publicKey')} is empty: give the app to act on.`
    )
  }
  if (!PUBLIC_KEY_PATTERN.test(publicKey)) {
    throw new InputError(
      'publicKey',
      message`${input('publicKey')} may contain only letters, digits, "_" and "-" (at most 128), as the service issues them; copy it from the app page on the dashboard.`
    )
  }
}

/** @throws InputError naming apiToken when it is empty */
function requireToken(inputs: ActionInputs, what: string): void {
  if (inputs.apiToken === '') {
    throw new InputError(
      'apiToken',
      message`${input('apiToken')} is empty: ${what} needs an API token (Organization → API Token on the dashboard).`
    )
  }
}

/** A plan of `operations` with the inputs' endpoints, token, attempts and deadline. */
function commandPlan(inputs: ActionInputs, operations: Operation[]): RunPlan {
  return {
    endpoints: resolveEndpoints(inputs.baseUrl, inputs.privateInstanceUrl),
    apiToken: inputs.apiToken,
    githubToken: '',
    operations,
    maxAttempts: inputs.maxAttempts,
    requestTimeoutMs: inputs.requestTimeoutSeconds * 1000,
    dryRun: inputs.dryRun
  }
}
