import type { ServiceEndpoints } from '../request/endpoints.js'
import type { UpdateAppResponse } from '../service/client.js'
import type { IpBlocks } from './ip-blocks.js'

/** The outcome of the update operation. */
export interface UpdateOutcome {
  /** The publicKey the update was sent for. */
  readonly publicKey: string
  readonly response: UpdateAppResponse
}

/**
 * The step outputs of a successful run, named after the API's fields (action.yml `outputs`).
 * Outputs of an operation that was not requested are left out, not set empty.
 *
 * @returns output name → value, as `core.setOutput` takes them
 */
export function stepOutputs(
  endpoints: ServiceEndpoints,
  update: UpdateOutcome | undefined,
  ipBlocks: IpBlocks | undefined
): Record<string, string> {
  const outputs: Record<string, string> = {}
  if (update) {
    const { response } = update
    const publicKey = response.publicKey ?? update.publicKey
    outputs.publicKey = publicKey
    outputs.created = response.created ?? ''
    outputs.updated = response.updated ?? ''
    outputs.platform = response.platform ?? ''
    outputs.versionCode = response.versionCode === undefined ? '' : String(response.versionCode)
    outputs.appUrl = appUrl(endpoints, publicKey, response.appURL)
  }
  if (ipBlocks) {
    outputs.ipv4 = JSON.stringify(ipBlocks.cidrs)
    outputs.ipv4Count = String(ipBlocks.cidrs.length)
    outputs.ipv4Sha256 = ipBlocks.sha256
  }
  return outputs
}

/**
 * The app's page: the service's `appURL` when it sends an http(s) one; else `{appPageBase}/app/{publicKey}`
 * on the public service or a private instance; '' for any other `baseUrl`.
 */
export function appUrl(
  endpoints: ServiceEndpoints,
  publicKey: string,
  fromService: string | undefined
): string {
  if (fromService && isHttpUrl(fromService)) return fromService
  if (endpoints.appPageBase === undefined) return ''
  return `${endpoints.appPageBase}/app/${encodeURIComponent(publicKey)}`
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
