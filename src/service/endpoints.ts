import { checkBaseUrl } from '../shared/base-url.js'
import { InputError } from '../shared/input-error.js'
import { input, message } from '../shared/message.js'

/** The public service's API host: the `baseUrl` input's default. */
export const DEFAULT_BASE_URL = 'https://api.appetize.io'

/** Where the service's API versions and app pages live for one run (https://docs.appetize.io/rest-api,
 * Private Instance Users). */
export interface ServiceEndpoints {
  /** Base of the v1 API, no trailing slash: the update operation lives here. */
  readonly v1: string
  /** Base of the v2 API, no trailing slash: the IP block operation lives here. */
  readonly v2: string
  /** Base of app pages (`{appPageBase}/app/{publicKey}`); undefined for a custom `baseUrl`. */
  readonly appPageBase?: string
}

/** The public service's app pages. */
const PUBLIC_APP_PAGE_BASE = 'https://appetize.io'

/**
 * Works out the API bases from `baseUrl` and `privateInstanceUrl`.
 *
 * - public service or any other `baseUrl`: v1 at `{baseUrl}/v1`, v2 at `{baseUrl}/v2`;
 * - private instance: v1 at `{privateInstanceUrl}/v1`, v2 at `{privateInstanceUrl}/api/v2`
 *   (https://docs.appetize.io/rest-api, "Private Instance Users").
 *
 * @throws InputError when both are given, or either is not a plain https origin (plain http is
 *   allowed for loopback hosts only), carries a user name, password, query or fragment
 */
export function resolveEndpoints(baseUrl: string, privateInstanceUrl: string): ServiceEndpoints {
  const base = checkServiceUrl('baseUrl', baseUrl || DEFAULT_BASE_URL)
  const isDefaultBase = base === DEFAULT_BASE_URL
  if (privateInstanceUrl !== '') {
    const instance = checkServiceUrl('privateInstanceUrl', privateInstanceUrl)
    if (!isDefaultBase) {
      throw new InputError(
        'privateInstanceUrl',
        message`${input('privateInstanceUrl')} (${instance}) and ${input('baseUrl')} (${base}) were both given: give ${input('privateInstanceUrl')} alone for a private instance, or ${input('baseUrl')} alone for another API host.`
      )
    }
    return { v1: `${instance}/v1`, v2: `${instance}/api/v2`, appPageBase: instance }
  }
  return {
    v1: `${base}/v1`,
    v2: `${base}/v2`,
    appPageBase: isDefaultBase ? PUBLIC_APP_PAGE_BASE : undefined
  }
}

/**
 * Whether the run talks to the public service: the default `baseUrl` (however it is written) and
 * no `privateInstanceUrl`. Anything else may be a private instance, whose servers can sit in the
 * customer's own network (https://docs.appetize.io/infrastructure/configure-network-access).
 * An invalid URL counts as the public service, the stricter case; resolveEndpoints refuses it.
 */
export function isPublicService(baseUrl: string, privateInstanceUrl: string): boolean {
  if (privateInstanceUrl !== '') return false
  const checked = checkBaseUrl(baseUrl || DEFAULT_BASE_URL)
  return !('base' in checked) || checked.base === DEFAULT_BASE_URL
}

/**
 * Validates a service base URL and returns it without a trailing slash.
 * Plain http is refused except on loopback so that the token never crosses a network in clear.
 */
function checkServiceUrl(name: 'baseUrl' | 'privateInstanceUrl', value: string): string {
  const checked = checkBaseUrl(value)
  if ('base' in checked) return checkNoVersionPath(name, checked.base)
  const { url } = checked
  switch (checked.problem) {
    case 'not a URL':
      throw new InputError(
        name,
        message`${input(name)} is not a URL: ${JSON.stringify(value)}. Give an https URL such as https://api.appetize.io.`
      )
    case 'scheme':
      throw new InputError(
        name,
        message`${input(name)} must use https (plain http is allowed only for localhost, 127.0.0.0/8 and ::1), got ${url?.protocol}//${url?.host}.`
      )
    case 'credentials':
      throw new InputError(
        name,
        message`${input(name)} must not contain a user name or password; the API token goes in ${input('apiToken')}.`
      )
    case 'query or fragment':
      throw new InputError(
        name,
        message`${input(name)} must not have a query or fragment, got ${url?.origin}${url?.pathname}?…; give only the scheme, host and optional path.`
      )
  }
}

/**
 * The path endings the action adds itself: a base ending in one would be doubled
 * (`https://api.appetize.io/v1` → `/v1/v2/service/ips`). A private instance's v2 API is under
 * `/api`, which the action adds too.
 */
const VERSION_PATH: Readonly<Record<string, RegExp>> = {
  baseUrl: /\/v[12]$/i,
  privateInstanceUrl: /\/api(?:\/v[12])?$|\/v[12]$/i
}

/**
 * Refuses a base whose path ends in what the action appends to it.
 *
 * @param base the checked base, without a trailing slash
 * @throws InputError showing the URL to give instead
 */
function checkNoVersionPath(name: 'baseUrl' | 'privateInstanceUrl', base: string): string {
  const url = new URL(base)
  const doubled = VERSION_PATH[name]?.exec(url.pathname)?.[0]
  if (doubled === undefined) return base
  const instead = `${url.origin}${url.pathname.slice(0, -doubled.length)}`
  const v2 = name === 'baseUrl' ? '/v2' : '/api/v2'
  throw new InputError(
    name,
    message`${input(name)} ends in ${doubled}, a path added to it anyway (requests go to {${input(name)}}/v1/… and {${input(name)}}${v2}/…): use ${instead}.`
  )
}
