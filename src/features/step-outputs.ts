import type { ServiceEndpoints } from '../service/endpoints.js'
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
  'ipv4Aggregated',
  'sweptPreviews',
  'ipv4Files'
] as const

/** A step output's name, as in action.yml. */
export type OutputName = (typeof OUTPUT_NAMES)[number]

/**
 * Results of the command-line tool's own commands, which no step output of the action carries:
 * `deleted` (`delete`: true, or false when the app was already gone) and `deviceList`
 * (`devices`: a JSON list of `{ id, platform }`).
 */
export const COMMAND_RESULT_NAMES = ['deleted', 'deviceList'] as const

/** A step output's name, or a result only the command-line tool has. */
export type ResultName = OutputName | (typeof COMMAND_RESULT_NAMES)[number]

/** Step outputs (and command results) by name; an operation sets only its own. */
export type StepOutputs = Partial<Record<ResultName, string>>

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
 * The app's page. On the public service and a private instance: the service's `appURL` when it
 * is on their app pages' origin, else `{appPageBase}/app/{publicKey}`; a link the answer points
 * elsewhere is not published (it reaches outputs, the summary, a comment and a deployment). For
 * any other `baseUrl`, whose pages the action cannot know: the service's `appURL`, or ''.
 *
 * @param fromService the answer's `appURL`, already checked to be an https URL without
 *   credentials, query or fragment (isAppPageUrl)
 */
export function appPageUrl(
  endpoints: ServiceEndpoints,
  publicKey: string,
  fromService: string | undefined
): string {
  if (endpoints.appPageBase === undefined) return fromService ?? ''
  if (fromService && new URL(fromService).origin === new URL(endpoints.appPageBase).origin) {
    return fromService
  }
  return `${endpoints.appPageBase}/app/${encodeURIComponent(publicKey)}`
}
