import type { GitHubRun } from '../core/host.js'
import type { ActionInputs } from '../inputs/action-inputs.js'
import { InputError } from '../inputs/input-error.js'
import type { Platform } from './app-fields.js'
import { planApp, type PlannedApp } from './app-plan.js'
import { resolveEndpoints, type ServiceEndpoints } from './endpoints.js'
import type { Operation } from './operations.js'
import { planIpBlocks } from './ip-block-plan.js'

/** Everything a run will do, validated before any request is sent. */
export interface RunPlan {
  readonly endpoints: ServiceEndpoints
  readonly apiToken: string
  /** Token for the GitHub API ('' when none): used by previews and comments only. */
  readonly githubToken: string
  /** The operations, in the order they run (reads before writes). */
  readonly operations: readonly Operation[]
  /** Attempts per request, the first included. */
  readonly maxAttempts: number
  /** Deadline for one request, in milliseconds. */
  readonly requestTimeoutMs: number
  /** Print the requests instead of sending them. */
  readonly dryRun: boolean
}

/** publicKeys are opaque, but only ever letters, digits, `_` and `-` (e.g. `ag_…` app groups). */
export const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/**
 * Turns the inputs into a validated plan, refusing anything the service would reject or that is
 * surely a mistake, before any request is sent.
 *
 * @param workspace the folder a relative `file` starts from (GITHUB_WORKSPACE)
 * @param github the GitHub run (its event), needed by `preview` and `comment` only
 * @throws InputError naming the input, the value's problem and what is allowed
 */
export async function planRun(
  inputs: ActionInputs,
  workspace: string,
  github?: GitHubRun
): Promise<RunPlan> {
  const endpoints = resolveEndpoints(inputs.baseUrl, inputs.privateInstanceUrl)
  const operations: Operation[] = []
  // The IP blocks come first: that request changes nothing, so when it fails no app has been
  // updated by a step that reports failure.
  const ipBlocks = await planIpBlocks(inputs)
  if (ipBlocks) operations.push(ipBlocks)
  const plan = {
    endpoints,
    apiToken: inputs.apiToken,
    githubToken: inputs.githubToken,
    operations,
    maxAttempts: inputs.maxAttempts,
    requestTimeoutMs: inputs.requestTimeoutSeconds * 1000,
    dryRun: inputs.dryRun
  }
  // Pull request events and comments are read only by runs that ask for them.
  if (inputs.preview || inputs.comment) {
    const { planPullRequestWork } = await import('./preview-plan.js')
    operations.push(...(await planPullRequestWork(inputs, workspace, github)))
    return plan
  }
  for (const name of ['previewName', 'deploymentEnvironment'] as const) {
    if (inputs[name] !== '') {
      throw new InputError(name, `${name} is given, but preview is not true: set preview: true.`)
    }
  }
  const app = await planApp(inputs, workspace)
  const update = await planUpdate(inputs, app)
  if (update) operations.push(...update)
  return plan
}

/**
 * The update of the app `publicKey` names, with its device check first; undefined when
 * publicKey is empty and nothing asks for an update.
 *
 * @throws InputError for fields without a publicKey, nothing to do, or an unusable publicKey
 */
export async function planUpdate(
  inputs: ActionInputs,
  app: PlannedApp
): Promise<Operation[] | undefined> {
  if (inputs.publicKey === '') {
    if (app.given.length > 0 || inputs.devices !== '') {
      const given = inputs.devices !== '' ? [...app.given, 'devices'] : app.given
      throw new InputError(
        'publicKey',
        `publicKey is empty, but app fields were given (${given.join(', ')}): set publicKey to the app to update.`
      )
    }
    if (!inputs.ipBlocks) {
      throw new InputError(
        'publicKey',
        'Nothing to do: set publicKey (with file, url, settings or other app fields) to update an app, and/or ipBlocks: true to fetch the IP blocks.'
      )
    }
    return undefined
  }
  checkUpdate(inputs, app.given)
  const devices = inputs.devices === '' ? [] : await parseDevices(inputs.devices)
  const platform = typeof app.fields.platform === 'string' ? app.fields.platform : undefined
  const operations: Operation[] = []
  if (devices.length > 0) {
    operations.push({ kind: 'check-devices', devices, platform: platform as Platform | undefined })
  }
  operations.push({
    kind: 'update-app',
    publicKey: inputs.publicKey,
    fields: app.fields,
    build: app.build,
    devices: devices.length > 0 ? devices : undefined
  })
  return operations
}

/** Refuses an update without a usable publicKey, anything to send, or a token. */
function checkUpdate(inputs: ActionInputs, givenFields: readonly string[]): void {
  if (!PUBLIC_KEY_PATTERN.test(inputs.publicKey)) {
    const fromAddress = publicKeyOfAppAddress(inputs.publicKey)
    if (fromAddress !== undefined) {
      throw new InputError(
        'publicKey',
        `publicKey is an app's address, not the key itself: the key is the part after /${fromAddress.page}/. Use publicKey: ${fromAddress.key}.`
      )
    }
    throw new InputError(
      'publicKey',
      'publicKey may contain only letters, digits, "_" and "-" (at most 128), as the service issues them; copy it from the app page on the dashboard.'
    )
  }
  if (givenFields.length === 0) {
    throw new InputError(
      'publicKey',
      `publicKey is set but there is nothing to update: give file, url, platform, fileType, note or settings.${inputs.ipBlocks ? ' To fetch only the IP blocks, leave publicKey empty.' : ''}`
    )
  }
  if (inputs.apiToken === '') {
    throw new InputError(
      'apiToken',
      'apiToken is empty: updating an app needs an API token (Organization → API Token on the dashboard), e.g. apiToken: ${{ secrets.APPETIZE_API_TOKEN }}.'
    )
  }
}

/**
 * The key in an app's address, as the dashboard and the update's `appURL` show it
 * (`https://appetize.io/app/<publicKey>`, also `/embed/<publicKey>`, with a query or a trailing
 * slash), and the page it names; undefined when the text is not such an address.
 */
function publicKeyOfAppAddress(text: string): { key: string; page: string } | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  const [, page, key] = /^\/(app|embed)\/([^/]+)\/?$/.exec(url.pathname) ?? []
  return page !== undefined && key !== undefined && PUBLIC_KEY_PATTERN.test(key)
    ? { key, page }
    : undefined
}

/** The `devices` input as ids; its parser is loaded only when devices are given. */
async function parseDevices(text: string): Promise<string[]> {
  return (await import('./devices-input.js')).parseDevices(text)
}
