import { describe, expect, it } from '@jest/globals'
import { validateAppFields } from '../../src/service/validate-fields.js'
import { APP_FIELDS, TIMEOUT_SECONDS } from '../../src/service/app-fields.js'
import { Redactor } from '../../src/shared/redaction.js'

const check = (fields: Record<string, unknown>) => () => validateAppFields(fields, 'settings')

describe('the app field table', () => {
  it('holds exactly the fields the update operation documents', () => {
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
  it('accepts every field with a value of its type, and null for any field', async () => {
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
    expect(await validateAppFields(fields, 'settings')).toEqual(fields)
    expect(await validateAppFields({ timeout: null, appPermissions: null }, 'settings')).toEqual({
      timeout: null,
      appPermissions: null
    })
  })

  it('suggests the nearest known name for an unknown field', async () => {
    await expect(check({ timout: 60 })).rejects.toThrow(
      /^"timout" in settings is not an app field\. Did you mean "timeout"\? Known fields: url, platform/
    )
    await expect(check({ MaxConcurrent: 2 })).rejects.toThrow(/Did you mean "maxConcurrent"\?/)
    await expect(check({ somethingElseEntirely: 1 })).rejects.toThrow(
      /is not an app field\. Known fields/
    )
  })

  it.each(TIMEOUT_SECONDS.map(seconds => [seconds]))('accepts timeout %d', async seconds => {
    expect(await validateAppFields({ timeout: seconds }, 'settings')).toEqual({ timeout: seconds })
  })

  it.each([[45], [0], [100000], ['120']])(
    'refuses timeout %j, listing the allowed values',
    async value => {
      await expect(check({ timeout: value })).rejects.toThrow(
        /settings\.timeout must be one of 30, 60, 90, 120, 180, 300, 600, 1800, 3600, 7200, got the (number|string)/
      )
    }
  )

  it('refuses wrong types, naming the field and the value', async () => {
    await expect(check({ disabled: 'yes' })).rejects.toThrow(
      'settings.disabled must be true or false, got the string "yes".'
    )
    await expect(check({ note: 5 })).rejects.toThrow(
      'settings.note must be a string, got the number 5.'
    )
    await expect(check({ referrerHostnamesRestricted: 'example.com' })).rejects.toThrow(
      /referrerHostnamesRestricted must be a list of hostnames/
    )
    await expect(check({ maxConcurrent: 1.5 })).rejects.toThrow(
      /must be a whole number of at least 1/
    )
    await expect(check({ timeLimit: 0 })).rejects.toThrow(/must be a whole number of at least 1/)
    await expect(check({ platform: 'windows' })).rejects.toThrow(
      /platform must be one of ios, android/
    )
    await expect(check({ fileType: 'ipa' })).rejects.toThrow(
      /fileType must be one of zip, tar.gz, apk/
    )
  })

  // Quoted whole, so that the print boundary's scrub sees a secret in it whole and masks it;
  // a cut (the first 57 characters) would leave a short piece of it that no scrub masks.
  it('quotes a value whole or not at all, never cut short', async () => {
    const token = 'tok_Q7mZ2xK9pL4vR8nB3cW6yT1hJ5dF'
    const redactor = new Redactor()
    redactor.add(token)
    const value = `${'v'.repeat(45)}${token}`
    const error = await check({ disabled: value })().catch((thrown: Error) => thrown)
    expect(redactor.scrub((error as Error).message)).toBe(
      `settings.disabled must be true or false, got the string "${'v'.repeat(45)}***".`
    )
    await expect(check({ disabled: 'x'.repeat(201) })).rejects.toThrow(
      'settings.disabled must be true or false, got a string of 201 characters.'
    )
  })

  it('checks appPermissions keys and values', async () => {
    await expect(check({ appPermissions: { runn: 'public' } })).rejects.toThrow(
      /settings\.appPermissions\.runn is not a capability the service knows\. Did you mean "run"\? Allowed: run, networkProxy, networkIntercept, debugLog, adbConnect, androidPackageManager\./
    )
    await expect(check({ appPermissions: { run: 'everyone' } })).rejects.toThrow(
      'settings.appPermissions.run must be authenticated, public or null (reset to default), got the string "everyone".'
    )
    await expect(check({ appPermissions: ['run'] })).rejects.toThrow(/must be a mapping/)
  })
})
