import { describe, expect, it } from '@jest/globals'
import { readInputs, type ActionInputs } from '../../src/app/inputs.js'
import { InputError, InputErrors } from '../../src/shared/input-error.js'
import type { UpdateAppOperation } from '../../src/features/operations.js'
import { planRun as planRunIn, type RunPlan } from '../../src/app/plan/plan.js'

/** Relative `file` paths start here; these tests give none. */
const WORKSPACE = process.cwd()
const planRun = (given: ActionInputs) => planRunIn(given, WORKSPACE)

/** Inputs as the runner would give them: '' for anything not set. */
function inputs(given: Record<string, string>): ActionInputs {
  return readInputs(name => given[name] ?? '')
}

const update = { apiToken: 'token', publicKey: 'abc123' }

/** The plan's update, without its kind (undefined when it holds none). */
function updateOf(plan: RunPlan): Omit<UpdateAppOperation, 'kind'> | undefined {
  const operation = plan.operations.find(op => op.kind === 'update-app')
  if (!operation) return undefined
  const { kind: _kind, ...rest } = operation
  return rest
}

/** True when the plan fetches the IP blocks. */
const fetchesIpBlocks = (plan: RunPlan): boolean =>
  plan.operations.some(op => op.kind === 'fetch-ip-blocks')

async function inputError(given: Record<string, string>): Promise<InputError> {
  const error = await Promise.resolve()
    .then(() => planRun(inputs(given)))
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(InputError)
  return error as InputError
}

describe('planRun: the update body', () => {
  it('holds exactly the fields given, with fileType inferred from the url', async () => {
    const plan = await planRun(
      inputs({ ...update, url: 'https://cdn.example.com/b/app.apk?sig=1', platform: 'android' })
    )
    expect(updateOf(plan)).toEqual({
      publicKey: 'abc123',
      fields: {
        url: 'https://cdn.example.com/b/app.apk?sig=1',
        platform: 'android',
        fileType: 'apk'
      }
    })
    expect(fetchesIpBlocks(plan)).toBe(false)
  })

  it.each([
    ['https://x.example.com/App.ZIP', 'zip'],
    ['https://x.example.com/app.tar.gz', 'tar.gz'],
    ['https://x.example.com/app.tgz', 'tar.gz'],
    ['https://x.example.com/download?id=7', undefined]
  ])('infers fileType of %s as %s', async (url, fileType) => {
    const plan = await planRun(inputs({ ...update, url }))
    expect(updateOf(plan)?.fields.fileType).toBe(fileType)
  })

  it('keeps a fileType the user gave', async () => {
    const plan = await planRun(
      inputs({ ...update, url: 'https://x.example.com/app.zip', fileType: 'tar.gz' })
    )
    expect(updateOf(plan)?.fields.fileType).toBe('tar.gz')
  })

  it('never sends an empty input or a default', async () => {
    const plan = await planRun(inputs({ ...update, note: 'release 7' }))
    expect(updateOf(plan)?.fields).toEqual({ note: 'release 7' })
  })

  it('merges settings (YAML) with the inputs, null included', async () => {
    const plan = await planRun(
      inputs({ ...update, note: 'n', settings: 'timeout: 600\nlaunchUrl: null' })
    )
    expect(updateOf(plan)?.fields).toEqual({ timeout: 600, launchUrl: null, note: 'n' })
  })

  it('accepts url inside settings and still infers fileType', async () => {
    const plan = await planRun(
      inputs({ ...update, settings: '{"url": "https://x.example.com/a.apk"}' })
    )
    expect(updateOf(plan)?.fields).toEqual({ url: 'https://x.example.com/a.apk', fileType: 'apk' })
  })
})

describe('planRun: refusals before any request', () => {
  it('refuses a field given both as an input and in settings', async () => {
    const error = await inputError({ ...update, note: 'a', settings: 'note: b' })
    expect(error.input).toBe('note')
    expect(error.message).toBe('note is given both as an input and in settings; give it once.')
  })

  it('refuses an update with nothing to send', async () => {
    const error = await inputError(update)
    expect(error.input).toBe('publicKey')
    expect(error.message).toMatch(
      /publicKey is set but there is nothing to update: give file, url, platform/
    )
  })

  it('refuses a run that asks for nothing', async () => {
    const error = await inputError({})
    expect(error.message).toMatch(/Nothing to do: set publicKey .* and\/or ipBlocks: true/)
  })

  it('refuses app fields without a publicKey', async () => {
    const error = await inputError({ url: 'https://x.example.com/a.zip', ipBlocks: 'true' })
    expect(error.message).toMatch(/publicKey is empty, but app fields were given \(url, fileType\)/)
  })

  it('refuses an update without apiToken, naming the input', async () => {
    const error = await inputError({ publicKey: 'abc', note: 'x' })
    expect(error.input).toBe('apiToken')
    expect(error.message).toMatch(/^apiToken is empty: updating an app needs an API token/)
  })

  it('needs no token for the IP blocks alone', async () => {
    const plan = await planRun(inputs({ ipBlocks: 'true' }))
    expect(fetchesIpBlocks(plan)).toBe(true)
    expect(updateOf(plan)).toBeUndefined()
  })

  it.each([
    ['platform', 'windows', /platform must be one of ios, android, got the string "windows"/],
    ['fileType', 'ipa', /fileType must be one of zip, tar.gz, apk, got the string "ipa"/],
    ['url', 'ftp://x.example.com/a.zip', /url must be an http\(s\) link the service can download/],
    ['url', 'not a url', /url is not an absolute URL/],
    [
      'url',
      'https://x.example.com/My App.apk',
      /url must not contain spaces.*write a space as %20/
    ],
    ['url', 'https://x.example.com/d/tok\ten/a.apk', /url must not contain spaces, tabs/],
    ['ipBlocks', 'yes', /ipBlocks must be true or false, got "yes"/]
  ])('refuses %s %j', async (name, value, message) => {
    const error = await inputError({ ...update, note: 'n', [name]: value })
    expect(error.input).toBe(name)
    expect(error.message).toMatch(message)
  })

  it('refuses an .apk url with platform ios', async () => {
    const error = await inputError({
      ...update,
      url: 'https://x.example.com/a.apk',
      platform: 'ios'
    })
    expect(error.message).toMatch(
      /points to an \.apk, which is an Android build, but platform is ios/
    )
  })

  it('refuses fileType apk with platform ios', async () => {
    const error = await inputError({ ...update, fileType: 'apk', platform: 'ios' })
    expect(error.message).toMatch(/fileType apk is an Android build, but platform is ios/)
  })

  it('does not echo a signed query of a bad url', async () => {
    // Refused with the URL shown: an ftp:// one was refused without it, so could not fail here.
    const url = 'https://x.example.com/builds/a.ipa?sig=SECRET123'
    const error = await inputError({ ...update, url })
    expect(error.input).toBe('url')
    expect(error.message).toMatch(/^url points to an \.ipa /)
    expect(error.message).toContain('(https://x.example.com/…/a.ipa?***)')
    expect(error.message).not.toContain('SECRET123')
  })

  it.each(['../other', 'abc/def', 'abc?x=1', 'a b', '%2e%2e'])(
    'refuses publicKey %j, which could change the request path',
    async publicKey => {
      const error = await inputError({ ...update, publicKey, note: 'n' })
      expect(error.input).toBe('publicKey')
      expect(error.message).toMatch(/publicKey may contain only letters, digits, "_" and "-"/)
    }
  )

  it('reports a settings problem and a file that matches nothing together', async () => {
    for (const file of ['nope.apk', 'no-such-folder/*.apk']) {
      const error = await Promise.resolve()
        .then(() => planRun(inputs({ ...update, file, settings: 'timout: 60' })))
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InputErrors)
      const { errors } = error as InputErrors
      expect(errors.map(each => each.input)).toEqual(['settings', 'file'])
      expect(errors[1]?.message).toMatch(/^file .*(does not exist|matches nothing)/)
    }
  })

  it('reports the devices and linkParams of an update with them', async () => {
    const error = await Promise.resolve()
      .then(() =>
        planRun(
          inputs({
            ...update,
            file: 'nope.apk',
            settings: 'timout: 60',
            devices: 'pixel 7',
            linkParams: 'toString: x'
          })
        )
      )
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InputErrors)
    const { errors } = error as InputErrors
    expect(errors.map(each => each.input)).toEqual(['settings', 'file', 'devices', 'linkParams'])
  })

  it('still refuses file and url together, once the file is found', async () => {
    const error = await inputError({ ...update, file: 'package.json', url: 'https://x.test/a.apk' })
    expect(error.input).toBe('file')
    expect(error.message).toMatch(/^file and url were both given/)
    const inSettings = await inputError({
      ...update,
      file: 'package.json',
      settings: 'url: https://x.test/a.apk'
    })
    expect(inSettings.message).toMatch(/^file and settings\.url were both given/)
  })

  // Names every object inherits are no fields, capabilities or formats: the lookups are own.
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'refuses %j as a settings key, a capability and a format',
    async name => {
      const key = await inputError({ ...update, settings: JSON.stringify({ [name]: 60 }) })
      expect(key.message).toMatch(new RegExp(`^"${name}" in settings is not an app field\\.`))
      const capability = await inputError({
        ...update,
        settings: JSON.stringify({ appPermissions: { [name]: 'public' } })
      })
      expect(capability.message).toBe(
        `settings.appPermissions.${name} is not a capability the service knows. Allowed: run, networkProxy, networkIntercept, debugLog, adbConnect, androidPackageManager.`
      )
      const format = await inputError({ ipBlocks: 'true', ipv4Formats: `cidr, ${name}` })
      expect(format.input).toBe('ipv4Formats')
      expect(format.message).toMatch(new RegExp(`names "${name}", which is not a format\\.`))
    }
  )

  it('reports a settings problem against the settings input', async () => {
    const error = await inputError({ ...update, settings: 'timout: 60' })
    expect(error.input).toBe('settings')
    expect(error.message).toMatch(/Did you mean "timeout"/)
  })
})

describe('planRun: the IP block operation', () => {
  it('holds the canonical previous allow-list and the guard rails', async () => {
    const plan = await planRun(
      inputs({ ipBlocks: 'true', previousIpv4: '["63.135.170.7/24"]', ipv4MaxRemoved: '0' })
    )
    expect(plan.operations).toEqual([
      {
        kind: 'fetch-ip-blocks',
        source: 'public-service',
        previous: [{ address: 0x3f87aa00, prefixLength: 24 }],
        previousMadeCanonical: [
          {
            index: 0,
            entry: '63.135.170.7/24',
            cidr: { address: 0x3f87aa00, prefixLength: 24 },
            changes: ['host bits set']
          }
        ],
        minCount: 1,
        maxRemoved: 0,
        formats: []
      }
    ])
  })

  it('holds the formats to write, once each, the folder from the workspace and ipv4MaxEntries', async () => {
    const plan = await planRunIn(
      inputs({
        ipBlocks: 'true',
        ipv4Formats: 'nginx,\n aws-prefix-list, nginx',
        ipv4Directory: 'lists',
        ipv4MaxEntries: '100'
      }),
      '/work/space'
    )
    expect(plan.operations).toEqual([
      {
        kind: 'fetch-ip-blocks',
        source: 'public-service',
        previous: undefined,
        minCount: 1,
        maxRemoved: undefined,
        maxEntries: 100,
        formats: ['nginx', 'aws-prefix-list'],
        directory: '/work/space/lists'
      }
    ])
  })

  it.each([
    [{}, 'public-service'],
    [{ baseUrl: 'https://api.appetize.io/' }, 'public-service'],
    [{ privateInstanceUrl: 'https://acme.appetize.io' }, 'private-instance'],
    [{ baseUrl: 'https://api.example.com' }, 'private-instance']
  ])('reads the IP blocks of %j as the %s', async (given, source) => {
    const plan = await planRun(inputs({ ipBlocks: 'true', ...given }))
    expect(plan.operations).toEqual([expect.objectContaining({ source })])
  })

  it('holds previousIpv4 to the bounds of its source: private ranges from a private instance only', async () => {
    const previousIpv4 = '63.135.170.0/24, 10.20.0.0/16'
    const error = await inputError({ ipBlocks: 'true', previousIpv4 })
    expect(error.input).toBe('previousIpv4')
    expect(error.message).toMatch(
      /^previousIpv4 is out of bounds: merged, 10\.20\.0\.0\/16 is in 10\.0\.0\.0\/8 \(private use, RFC 1918\)\. Allowed: /
    )
    const plan = await planRun(
      inputs({ ipBlocks: 'true', previousIpv4, privateInstanceUrl: 'https://acme.appetize.io' })
    )
    expect(plan.operations).toEqual([expect.objectContaining({ previous: expect.any(Array) })])
  })

  it.each([
    [{ publicKey: 'abc', note: 'x', apiToken: 't', previousIpv4: '10.0.0.0/8' }, 'previousIpv4'],
    [{ ipBlocks: 'true', ipv4MaxRemoved: '3' }, 'ipv4MaxRemoved'],
    [{ ipBlocks: 'true', ipv4MinCount: '0' }, 'ipv4MinCount'],
    [{ ipBlocks: 'true', previousIpv4: '[1]' }, 'previousIpv4']
  ])('refuses %j naming %s', async (given, input) => {
    expect((await inputError(given)).input).toBe(input)
  })
})

describe('whole-number inputs', () => {
  it.each([
    ['pullRequest', '12.0'],
    ['pullRequest', '012'],
    ['pullRequest', '0'],
    ['pullRequest', '-3'],
    ['maxAttempts', '2.0']
  ])('refuse %s %j, naming the input and what is allowed', (name, value) => {
    expect(() => inputs({ [name]: value })).toThrow(
      expect.objectContaining({
        input: name,
        message: expect.stringMatching(new RegExp(`^${name} must be a whole number from \\d+ to`))
      })
    )
  })

  it('take pullRequest as written in a number', () => {
    expect(inputs({ pullRequest: '12' }).pullRequest).toBe(12)
  })
})
