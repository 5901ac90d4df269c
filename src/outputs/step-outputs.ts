import type { ServiceEndpoints } from '../plan/endpoints.js'
import type { AppRecord } from '../service/answers.js'

/** Every step output of action.yml, in its order (a test keeps the two equal). */
export const OUTPUT_NAMES = [
  'publicKey',
  'created',
  'updated',
  'platform',
  'versionCode',
  'appUrl',
  'ipv4',
  'ipv4Count',
  'ipv4Sha256',
  'previewAction',
  'commentUrl',
  'deviceLinks',
  'ipv4Added',
  'ipv4Removed',
  'ipv4Changed',
  'ipv4Aggregated'
] as const

/** A step output's name, as in action.yml. */
export type OutputName = (typeof OUTPUT_NAMES)[number]

/** Step outputs by name; an operation sets only its own. */
export type StepOutputs = Partial<Record<OutputName, string>>

/**
 * The outputs of an app that was updated: the answer's fields (already checked), and the app's
 * page.
 */
export function appOutputs(endpoints: ServiceEndpoints, app: AppRecord): StepOutputs {
  return {
    publicKey: app.publicKey,
    created: app.created ?? '',
    updated: app.updated ?? '',
    platform: app.platform ?? '',
    versionCode: app.versionCode === undefined ? '' : String(app.versionCode),
    appUrl: appPageUrl(endpoints, app.publicKey, app.appUrl)
  }
}

/**
 * The app's page: the service's `appURL` when it sends one (checked to be an http(s) URL); else
 * `{appPageBase}/app/{publicKey}` on the public service or a private instance; '' for any other
 * `baseUrl`.
 */
export function appPageUrl(
  endpoints: ServiceEndpoints,
  publicKey: string,
  fromService: string | undefined
): string {
  if (fromService) return fromService
  if (endpoints.appPageBase === undefined) return ''
  return `${endpoints.appPageBase}/app/${encodeURIComponent(publicKey)}`
}
