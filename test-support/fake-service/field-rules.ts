/**
 * The fake service's own rules for an app's fields (create and update bodies), written from the
 * service's documentation, not from the action's field table, so that a mistake in the table
 * shows up as a test failure instead of being agreed with.
 *
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 * https://docs.appetize.io/rest-api/v1/direct-file-uploads
 */
import type { ReceivedUpload } from './multipart.js'

const TIMEOUTS = [30, 60, 90, 120, 180, 300, 600, 1800, 3600, 7200]
const PERMISSION_KEYS = [
  'run',
  'networkProxy',
  'networkIntercept',
  'debugLog',
  'adbConnect',
  'androidPackageManager'
]
const FIELD_TYPES: Record<string, string> = {
  url: 'string',
  platform: 'string',
  fileType: 'string',
  note: 'string',
  timeout: 'number',
  timeLimit: 'number',
  maxConcurrent: 'number',
  referrerHostnamesRestricted: 'array',
  disabled: 'boolean',
  disableHome: 'boolean',
  useLastFrame: 'boolean',
  buttonText: 'string',
  postSessionButtonText: 'string',
  launchUrl: 'string',
  appPermissions: 'object'
}

/** The service's rules for a create or update body, as a 400 message, or undefined. */
export function checkFields(fields: unknown): string | undefined {
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
    return 'Body must be a JSON object'
  }
  for (const [name, value] of Object.entries(fields)) {
    const type = FIELD_TYPES[name]
    if (!type) return `Unknown field: ${name}`
    if (value === null) continue
    const actual = Array.isArray(value) ? 'array' : typeof value
    if (actual !== type) return `${name} must be of type ${type}`
    if (name === 'timeout' && !TIMEOUTS.includes(value as number)) {
      return `timeout must be one of ${TIMEOUTS.join(', ')}`
    }
    if (name === 'platform' && value !== 'ios' && value !== 'android') {
      return 'platform must be ios or android'
    }
    if (name === 'fileType' && !['zip', 'tar.gz', 'apk'].includes(value as string)) {
      return 'fileType must be zip, tar.gz or apk'
    }
    if (name === 'appPermissions') {
      for (const [key, level] of Object.entries(value as object)) {
        if (!PERMISSION_KEYS.includes(key)) return `Unknown permission: ${key}`
        if (level !== null && level !== 'authenticated' && level !== 'public') {
          return `Invalid value for appPermissions.${key}`
        }
      }
    }
  }
  return undefined
}

/**
 * A multipart upload's form fields as the JSON fields they stand for: `appPermissions.run`
 * flattened back into `appPermissions`, an empty value meaning null (direct file upload docs).
 */
export function fieldsOfUpload(upload: ReceivedUpload): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [name, text] of Object.entries(upload.fields)) {
    const value = text === '' ? null : parseFormValue(FIELD_TYPES[name.split('.')[0] ?? ''], text)
    if (name.startsWith('appPermissions.')) {
      const permissions = (fields.appPermissions ?? {}) as Record<string, unknown>
      permissions[name.slice('appPermissions.'.length)] = value
      fields.appPermissions = permissions
    } else {
      fields[name] = value
    }
  }
  return fields
}

function parseFormValue(type: string | undefined, text: string): unknown {
  if (type === 'number') return Number(text)
  if (type === 'boolean') return text === 'true'
  if (type === 'array') return JSON.parse(text) as unknown
  return text
}
