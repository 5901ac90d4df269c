/**
 * The app fields the update operation accepts, as one table
 * (https://docs.appetize.io/rest-api/v1/update-existing-app). Validation, the
 * README's settings reference and its consistency test all read this table, so a field is
 * described in exactly one place.
 */

/** The JSON type a field's value must have (`null` is always accepted: it unsets the field). */
export type AppFieldType = 'string' | 'number' | 'boolean' | 'string[]' | 'appPermissions'

/** One row of the app field table. */
export interface AppField {
  /** The API's own field name, as sent in the request body. */
  readonly name: string
  readonly type: AppFieldType
  /** When set, the only values the service accepts. */
  readonly allowed?: readonly (string | number)[]
  /** For numbers: the value must be a whole number of at least 1. */
  readonly positiveInteger?: boolean
  /** One line for users, from the update operation's documentation. */
  readonly description: string
}

/** Inactivity timeouts the service accepts, in seconds (the `timeout` field of the update operation). */
export const TIMEOUT_SECONDS = [30, 60, 90, 120, 180, 300, 600, 1800, 3600, 7200] as const

/** The capabilities `appPermissions` may set (the update operation's `appPermissions`). */
export const APP_PERMISSION_KEYS = [
  'run',
  'networkProxy',
  'networkIntercept',
  'debugLog',
  'adbConnect',
  'androidPackageManager'
] as const

/** Values an `appPermissions` entry may take besides `null` (the update operation's documented examples). */
export const APP_PERMISSION_VALUES = ['authenticated', 'public'] as const

/** Platforms the service streams. */
export const PLATFORMS = ['ios', 'android'] as const
export type Platform = (typeof PLATFORMS)[number]

/** Build file types the service accepts for `url` (the update operation's `fileType`). */
export const FILE_TYPES = ['zip', 'tar.gz', 'apk'] as const
export type FileType = (typeof FILE_TYPES)[number]

/** Every app field of the update operation, in its documentation's order. */
export const APP_FIELDS: readonly AppField[] = [
  {
    name: 'url',
    type: 'string',
    description: 'Publicly accessible link to the build file (.zip, .tar.gz or .apk).'
  },
  { name: 'platform', type: 'string', allowed: PLATFORMS, description: '`ios` or `android`.' },
  {
    name: 'fileType',
    type: 'string',
    allowed: FILE_TYPES,
    description:
      'Type of file that `url` points to. The service defaults to `zip` for iOS, `apk` for Android.'
  },
  { name: 'note', type: 'string', description: 'Free note for the owner, shown on the dashboard.' },
  {
    name: 'timeout',
    type: 'number',
    allowed: TIMEOUT_SECONDS,
    description: 'Seconds of user inactivity after which a session ends.'
  },
  {
    name: 'timeLimit',
    type: 'number',
    positiveInteger: true,
    description: 'Maximum seconds a session may run before it is ended.'
  },
  {
    name: 'maxConcurrent',
    type: 'number',
    positiveInteger: true,
    description: 'Maximum number of concurrent sessions for the app.'
  },
  {
    name: 'referrerHostnamesRestricted',
    type: 'string[]',
    description: 'Hostnames that are allowed to embed the app.'
  },
  {
    name: 'disabled',
    type: 'boolean',
    description: 'When true, streaming is disabled for the app.'
  },
  {
    name: 'disableHome',
    type: 'boolean',
    description: 'Disables the home button on the iOS simulator when available.'
  },
  {
    name: 'useLastFrame',
    type: 'boolean',
    description: 'Shows the last screen image in the simulator after the session ends.'
  },
  {
    name: 'buttonText',
    type: 'string',
    description: 'Text of the prompt to start a session (service default "Tap to play").'
  },
  {
    name: 'postSessionButtonText',
    type: 'string',
    description: 'Text of the prompt to restart a session (service default "Tap to play").'
  },
  {
    name: 'launchUrl',
    type: 'string',
    description: 'Deep link that opens a specific location when the app is launched.'
  },
  {
    name: 'appPermissions',
    type: 'appPermissions',
    description: `Access level per capability: keys ${APP_PERMISSION_KEYS.map(k => `\`${k}\``).join(', ')}; values \`authenticated\`, \`public\` or \`null\` (reset to default).`
  }
]

/** The table keyed by field name. */
export const APP_FIELDS_BY_NAME: ReadonlyMap<string, AppField> = new Map(
  APP_FIELDS.map(field => [field.name, field])
)
