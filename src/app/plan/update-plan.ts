/**
 * Plans the update of the app `publicKey` names (with its device check first): the operations of
 * a plain update, and of the update a `comment: true` run comments on.
 */
import type { ActionInputs } from '../inputs.js'
import { InputError } from '../../shared/input-error.js'
import type { Platform } from '../../service/app-fields.js'
import type { Operation } from '../../features/operations.js'
import type { PlannedApp } from './app-plan.js'
import type { PlannedLinks } from './devices-input.js'
import { input, inputList, message } from '../../shared/message.js'

/** publicKeys are opaque, but only ever letters, digits, `_` and `-` (e.g. `ag_…` app groups). */
export const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/**
 * The update of the app `publicKey` names, with its device check first; undefined when
 * publicKey is empty and nothing asks for an update.
 *
 * @param links the `devices` and `linkParams` inputs when already read (planLinks); else read here
 * @throws InputError for fields without a publicKey, nothing to do, or an unusable publicKey
 */
export async function planUpdate(
  inputs: ActionInputs,
  app: PlannedApp,
  links?: PlannedLinks
): Promise<Operation[] | undefined> {
  if (inputs.publicKey === '') {
    const links = (['devices', 'linkParams'] as const).filter(name => inputs[name] !== '')
    if (app.given.length > 0 || links.length > 0) {
      const given = [...app.given, ...links]
      throw new InputError(
        'publicKey',
        message`${input('publicKey')} is empty, but app fields were given (${given.join(', ')}): set ${input('publicKey')} to the app to update.`
      )
    }
    if (!inputs.ipBlocks) {
      throw new InputError(
        'publicKey',
        message`Nothing to do: set ${input('publicKey')} (with file, url, settings or other app fields) to update an app, and/or ${input('ipBlocks')}: true to fetch the IP blocks.`
      )
    }
    return undefined
  }
  checkUpdate(inputs, app.given)
  const { devices, linkParams } = links ?? (await planLinks(inputs))
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
    devices: devices.length > 0 ? devices : undefined,
    linkParams
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
        message`${input('publicKey')} is an app's address, not the key itself: the key is the part after /${fromAddress.page}/. Use ${input('publicKey')}: ${fromAddress.key}.`
      )
    }
    throw new InputError(
      'publicKey',
      message`${input('publicKey')} may contain only letters, digits, "_" and "-" (at most 128), as the service issues them; copy it from the app page on the dashboard.`
    )
  }
  if (givenFields.length === 0) {
    throw new InputError(
      'publicKey',
      message`${input('publicKey')} is set but there is nothing to update: give ${inputList(['file', 'url', 'platform', 'fileType', 'note', 'settings'])}.${inputs.ipBlocks ? message` To fetch only the IP blocks, leave ${input('publicKey')} empty.` : ''}`
    )
  }
  if (inputs.apiToken === '') {
    throw new InputError(
      'apiToken',
      message`${input('apiToken')} is empty: updating an app needs an API token (Organization → API Token on the dashboard).`
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

/**
 * The `devices` and `linkParams` inputs; their parser is loaded only when one is given.
 *
 * @throws InputError as planDeviceLinks
 */
export async function planLinks(inputs: ActionInputs): Promise<PlannedLinks> {
  if (inputs.devices === '' && inputs.linkParams === '') return { devices: [] }
  return (await import('./devices-input.js')).planDeviceLinks(inputs)
}
