import { describe, expect, it } from '@jest/globals'
import { validateAppFields } from '../src/request/validate-fields.js'
import { APP_FIELDS, TIMEOUT_SECONDS } from '../src/request/app-fields.js'

const check = (fields: Record<string, unknown>) => () => validateAppFields(fields, 'settings')

describe('the app field table', () => {
  it('holds exactly the fields of spec §2.1', () => {
    expect(APP_FIELDS.map(field => field.name)).toEqual([
      'url',
      'platform',
      'fileType',
      'note',
      'timeout',
      'timeLimit',
      'maxConcurrent',
      'referrerHostnamesRestricted',
      'disabled',
      'disableHome',
      'useLastFrame',
      'buttonText',
      'postSessionButtonText',
      'launchUrl',
      'appPermissions'
    ])
    expect(APP_FIELDS.every(field => field.description.length > 10)).toBe(true)
  })
})

describe('validateAppFields', () => {
  it('accepts every field with a value of its type, and null for any field', () => {
    const fields = {
      url: 'https://example.com/app.zip',
      platform: 'android',
      fileType: 'tar.gz',
      note: 'n',
      timeout: 7200,
      timeLimit: 600,
      maxConcurrent: 3,
      referrerHostnamesRestricted: ['example.com'],
      disabled: true,
      disableHome: false,
      useLastFrame: true,
      buttonText: 'Go',
      postSessionButtonText: 'Again',
      launchUrl: 'myapp://home',
      appPermissions: { run: 'public', adbConnect: null, androidPackageManager: 'authenticated' }
    }
    expect(validateAppFields(fields, 'settings')).toEqual(fields)
    expect(validateAppFields({ timeout: null, appPermissions: null }, 'settings')).toEqual({
      timeout: null,
      appPermissions: null
    })
  })

  it('suggests the nearest known name for an unknown field', () => {
    expect(check({ timout: 60 })).toThrow(
      /settings: "timout" is not an app field\. Did you mean "timeout"\? Known fields: url, platform/
    )
    expect(check({ MaxConcurrent: 2 })).toThrow(/Did you mean "maxConcurrent"\?/)
    expect(check({ somethingElseEntirely: 1 })).toThrow(/is not an app field\. Known fields/)
  })

  it.each(TIMEOUT_SECONDS.map(seconds => [seconds]))('accepts timeout %d', seconds => {
    expect(validateAppFields({ timeout: seconds }, 'settings')).toEqual({ timeout: seconds })
  })

  it.each([[45], [0], [100000], ['120']])(
    'refuses timeout %j, listing the allowed values',
    value => {
      expect(check({ timeout: value })).toThrow(
        /settings\.timeout must be one of 30, 60, 90, 120, 180, 300, 600, 1800, 3600, 7200, got the (number|string)/
      )
    }
  )

  it('refuses wrong types, naming the field and the value', () => {
    expect(check({ disabled: 'yes' })).toThrow(
      'settings.disabled must be true or false, got the string "yes".'
    )
    expect(check({ note: 5 })).toThrow('settings.note must be a string, got the number 5.')
    expect(check({ referrerHostnamesRestricted: 'example.com' })).toThrow(
      /referrerHostnamesRestricted must be a list of hostnames/
    )
    expect(check({ maxConcurrent: 1.5 })).toThrow(/must be a whole number of at least 1/)
    expect(check({ timeLimit: 0 })).toThrow(/must be a whole number of at least 1/)
    expect(check({ platform: 'windows' })).toThrow(/platform must be one of ios, android/)
    expect(check({ fileType: 'ipa' })).toThrow(/fileType must be one of zip, tar.gz, apk/)
  })

  it('checks appPermissions keys and values', () => {
    expect(check({ appPermissions: { runn: 'public' } })).toThrow(
      /settings\.appPermissions\.runn is not a capability the service knows\. Did you mean "run"\? Allowed: run, networkProxy, networkIntercept, debugLog, adbConnect, androidPackageManager\./
    )
    expect(check({ appPermissions: { run: 'everyone' } })).toThrow(
      'settings.appPermissions.run must be authenticated, public or null (reset to default), got the string "everyone".'
    )
    expect(check({ appPermissions: ['run'] })).toThrow(/must be a mapping/)
  })
})
