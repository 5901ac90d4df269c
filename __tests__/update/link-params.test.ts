/**
 * The `devices` entries (`id@osVersion`) and the `linkParams` input as the action reads them:
 * every name it takes, the nearest suggested for one it does not, every value the service's
 * query parameter reference allows and some it does not
 * (https://docs.appetize.io/platform/query-params-reference).
 */
import { describe, expect, it } from '@jest/globals'
import { parseDevices, planDeviceLinks } from '../../src/app/plan/devices-input.js'
import { LINK_PARAM_NAMES, parseLinkParams } from '../../src/app/plan/link-params-input.js'
import { InputError, InputErrors } from '../../src/shared/input-error.js'

/** The message of the InputError a parse throws, naming its input. */
async function refusal(parse: () => unknown, input = 'linkParams'): Promise<string> {
  try {
    await parse()
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).input).toBe(input)
    return (error as Error).message
  }
  throw new Error('not refused')
}

/** The query of the one column a single mapping (given as JSON) makes. */
async function queryOf(mapping: Record<string, unknown>): Promise<[string, string][]> {
  const parsed = await parseLinkParams(JSON.stringify(mapping))
  expect(parsed?.byColumn).toBe(false)
  return parsed?.columns[0]?.query as [string, string][]
}

describe('devices entries', () => {
  it('reads ids and id@osVersion, each entry once, in order', () => {
    expect(parseDevices('pixel7@14.0, pixel7@13.0, pixel8pro\npixel7@14.0,,')).toEqual([
      { entry: 'pixel7@14.0', id: 'pixel7', osVersion: '14.0' },
      { entry: 'pixel7@13.0', id: 'pixel7', osVersion: '13.0' },
      { entry: 'pixel8pro', id: 'pixel8pro' }
    ])
  })

  it('drops repeats of a long list, keeping the first of each in order', () => {
    // 20 distinct entries, each repeated 5,000 times in turn (100,000 entries in all).
    const ids = Array.from({ length: 20 }, (_, i) => `device${i}`)
    const text = Array.from({ length: 5000 }, () => ids.join(',')).join('\n')
    expect(parseDevices(text).map(choice => choice.entry)).toEqual(ids)
  })

  it('counts the distinct entries of a long list it refuses', async () => {
    const text = Array.from({ length: 3000 }, (_, i) => `device${i % 1500}`).join(',')
    expect(await refusal(() => parseDevices(text), 'devices')).toBe(
      'devices names 1500 devices; at most 20.'
    )
  })

  it.each([
    ['@14.0', /^devices entry 1 is not a device id .* or pixel7@14\.0 for an OS version/],
    ['pixel7, pixel 8', /^devices entry 2 is not a device id/],
    ['pixel7@', /^devices entry 1 gives "pixel7" an OS version that is not one .* pixel7@14\.0\.$/],
    ['pixel7@14.0@1', /^devices entry 1 gives "pixel7" an OS version that is not one/],
    ['pixel7@1 4', /^devices entry 1 gives "pixel7" an OS version/]
  ])('refuses %j', async (text, message) => {
    expect(await refusal(() => parseDevices(text), 'devices')).toMatch(message)
  })
})

/** Per name: values the reference allows (→ the value the link carries) and values it does not. */
const VALUES: Record<string, { allowed: [unknown, string][]; refused: unknown[]; says: string }> = {
  language: {
    allowed: [
      ['en', 'en'],
      ['de', 'de'],
      ['pt-BR', 'pt-BR'],
      ['zh-Hant', 'zh-Hant']
    ],
    refused: ['en_GB', 'e', 'en us', 'de&x=1', 42, true, null],
    says: 'a language code (ISO 639-1 or BCP 47, such as en, de or pt-BR)'
  },
  locale: {
    allowed: [
      ['en_GB', 'en_GB'],
      ['fr_FR', 'fr_FR'],
      ['zh_Hans_CN', 'zh_Hans_CN'],
      ['de', 'de']
    ],
    refused: ['en-GB', 'english', 'en_GB#x', 1],
    says: 'a locale ID such as en_GB or fr_FR (iOS only)'
  },
  orientation: {
    allowed: [
      ['portrait', 'portrait'],
      ['landscape', 'landscape']
    ],
    refused: ['Portrait', 'sideways', true],
    says: 'portrait or landscape'
  },
  scale: {
    allowed: [
      [10, '10'],
      [100, '100'],
      [55.5, '55.5'],
      ['auto', 'auto']
    ],
    refused: [9, 101, -1, '75', 'Auto', null],
    says: 'a number from 10 to 100, or auto'
  },
  launchUrl: {
    allowed: [
      ['myapp://settings', 'myapp://settings'],
      ['https://example.com/a?b=c&d=e#f', 'https://example.com/a?b=c&d=e#f'],
      ['myapp://ü"<>&#', 'myapp://ü"<>&#']
    ],
    refused: ['settings', 'myapp://a\nb', 'myapp://a\u2028b', '', 'my app://x', 5],
    says: 'a deep link with its scheme (myapp://screen or https://…), on one line'
  },
  params: {
    allowed: [
      [{ foo: 'bar' }, '{"foo":"bar"}'],
      [{}, '{}'],
      [
        { user: { id: 7, admin: false }, tags: ['a'] },
        '{"user":{"id":7,"admin":false},"tags":["a"]}'
      ]
    ],
    refused: [['a'], 'foo=bar', null, 3],
    says: 'a mapping, which the app receives as JSON'
  },
  grantPermissions: {
    allowed: [
      [true, 'true'],
      [false, 'false']
    ],
    refused: ['true', 1, null],
    says: 'true or false'
  },
  deviceColor: {
    allowed: [
      ['black', 'black'],
      ['white', 'white']
    ],
    refused: ['red', 'Black'],
    says: 'black or white'
  }
}

describe('linkParams names and values', () => {
  it('takes exactly the names the issue lists, in the order links carry them', () => {
    expect(LINK_PARAM_NAMES).toEqual(Object.keys(VALUES))
  })

  for (const [name, { allowed, refused, says }] of Object.entries(VALUES)) {
    it.each(allowed)(`${name}: takes %j`, async (value, inLink) => {
      expect(await queryOf({ [name]: value })).toEqual([[name, inLink]])
    })
    it.each(refused.map(value => [value]))(`${name}: refuses %j`, async value => {
      const message = await refusal(() => parseLinkParams(JSON.stringify({ [name]: value })))
      expect(message).toMatch(new RegExp(`^linkParams: ${name} must be `))
      expect(message).toContain(`${name} must be ${says}, got `)
    })
  }

  it('reads YAML too, and keeps the order of the reference whatever the order given', async () => {
    const parsed = await parseLinkParams('orientation: landscape\nlanguage: de\nscale: auto')
    expect(parsed).toEqual({
      byColumn: false,
      columns: [
        {
          heading: 'language: de, orientation: landscape, scale: auto',
          query: [
            ['language', 'de'],
            ['orientation', 'landscape'],
            ['scale', 'auto']
          ]
        }
      ]
    })
  })

  it.each([
    ['langauge', 'language'],
    ['Language', 'language'],
    ['orientaton', 'orientation'],
    ['grantPermission', 'grantPermissions'],
    ['deviceColour', 'deviceColor'],
    ['launchURL', 'launchUrl'],
    ['param', 'params'],
    ['scales', 'scale'],
    ['locales', 'locale']
  ])('suggests the nearest name for %j', async (name, nearest) => {
    expect(await refusal(() => parseLinkParams(`${name}: x`))).toBe(
      `linkParams sets "${name}", a name it does not take. Did you mean "${nearest}"? It takes language, locale, orientation, scale, launchUrl, params, grantPermissions, deviceColor.`
    )
  })

  it('suggests nothing for a name far from all', async () => {
    expect(await refusal(() => parseLinkParams('codec: h264'))).toBe(
      'linkParams sets "codec", a name it does not take. It takes language, locale, orientation, scale, launchUrl, params, grantPermissions, deviceColor.'
    )
  })

  // Names every object inherits are no parameters: only the table's own names are taken.
  // Each is refused with the nearest real name (by edit distance) suggested, however far.
  it.each([
    ['toString', 'locale'],
    ['constructor', 'language'],
    ['__proto__', 'locale'],
    ['hasOwnProperty', 'language'],
    ['valueOf', 'scale'],
    ['isPrototypeOf', 'orientation'],
    ['__defineGetter__', 'deviceColor']
  ])(
    'refuses %j, a name of every object, suggesting %j, in YAML and JSON',
    async (name, nearest) => {
      const refused = `linkParams sets "${name}", a name it does not take. Did you mean "${nearest}"? It takes language, locale, orientation, scale, launchUrl, params, grantPermissions, deviceColor.`
      expect(await refusal(() => parseLinkParams(`${name}: de`))).toBe(refused)
      expect(await refusal(() => parseLinkParams(JSON.stringify({ [name]: 'de' })))).toBe(refused)
      expect(
        await refusal(() =>
          parseLinkParams(`[{language: de}, {orientation: landscape, ${name}: 1}]`)
        )
      ).toBe(refused.replace('linkParams sets', 'linkParams entry 2 sets'))
    }
  )

  it('reads no parameter through __proto__', async () => {
    expect(await refusal(() => parseLinkParams('{"__proto__": {"language": "de"}}'))).toMatch(
      /^linkParams sets "__proto__", a name it does not take\./
    )
  })

  it('suggests the nearest real name for a near miss of one', async () => {
    expect(await refusal(() => parseLinkParams('Params: {a: 1}'))).toMatch(
      /^linkParams sets "Params", a name it does not take\. Did you mean "params"\?/
    )
  })

  it.each(['device', 'osVersion'])('sends %s to the devices input', async name => {
    expect(await refusal(() => parseLinkParams(`${name}: x`))).toBe(
      `linkParams sets ${name}, which comes from devices: write id@osVersion there, such as pixel7@14.0.`
    )
  })
})

describe('linkParams as a list: one column per mapping', () => {
  it('heads each column with what it sets', async () => {
    const parsed = await parseLinkParams(
      '- {language: en}\n- {language: de, orientation: landscape}\n- {}'
    )
    expect(parsed?.byColumn).toBe(true)
    expect(parsed?.columns.map(column => column.heading)).toEqual([
      'language: en',
      'language: de, orientation: landscape',
      'defaults'
    ])
  })

  it.each([
    [
      '[]',
      'linkParams lists 0 mappings: give one mapping, or a list of 1 to 6 mappings (one column of links each).'
    ],
    [
      JSON.stringify([1, 2, 3, 4, 5, 6, 7].map(n => ({ scale: n * 10 }))),
      'linkParams lists 7 mappings: give one mapping, or a list of 1 to 6 mappings (one column of links each).'
    ],
    [
      '- language: en\n- {scale: 50}\n- {language: en}',
      'linkParams entries 1 and 3 set the same parameters (language: en): give each column once.'
    ],
    [
      '- {language: en}\n- en',
      'linkParams entry 2 must be a mapping of link parameters (such as language: de), or a list of them, got the string "en".'
    ],
    [
      '- {scale: 5}',
      'linkParams entry 1: scale must be a number from 10 to 100, or auto, got the number 5.'
    ],
    [
      '- {lnguage: en}',
      'linkParams entry 1 sets "lnguage", a name it does not take. Did you mean "language"? It takes language, locale, orientation, scale, launchUrl, params, grantPermissions, deviceColor.'
    ],
    [
      'de',
      'linkParams must be a mapping of link parameters (such as language: de), or a list of them, got the string "de".'
    ]
  ])('refuses %j', async (text, message) => {
    expect(await refusal(() => parseLinkParams(text))).toBe(message)
  })
})

describe('linkParams text', () => {
  it('is empty: no columns of its own', async () => {
    expect(await parseLinkParams('  \n')).toBeUndefined()
  })

  it.each([
    ['language: en\nlanguage: de', /^linkParams gives a key twice \(line 2\)/],
    ['{language: en', /^linkParams is neither a JSON value nor valid YAML: /],
    ['language: !!binary aGk=', /^linkParams uses a YAML tag that is not taken \(line 1\)/],
    [
      'a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
      /^linkParams was refused: its YAML aliases \(\*name\) expand past the limit/
    ]
  ])('refuses %j before anything is sent', async (text, message) => {
    expect(await refusal(() => parseLinkParams(text))).toMatch(message)
  })

  it('refuses a column whose query would make links too long for the comment', async () => {
    // 200 characters, each 6 once percent-encoded (%C3%BC), and the JSON around them.
    const params = { text: 'ü'.repeat(200) }
    expect(await refusal(() => parseLinkParams(JSON.stringify({ params })))).toBe(
      'linkParams adds 1232 characters to each link once percent-encoded; at most 1000: shorten launchUrl or params.'
    )
    const fits = { text: 'ü'.repeat(150) }
    const parsed = await parseLinkParams(JSON.stringify({ params: fits }))
    expect(parsed?.columns.map(column => column.query)).toEqual([
      [['params', JSON.stringify(fits)]]
    ])
  })
})

describe('devices and linkParams together', () => {
  it('needs devices for linkParams', async () => {
    expect(await refusal(() => planDeviceLinks({ devices: '', linkParams: 'language: de' }))).toBe(
      'linkParams sets the query parameters of the device links, but devices is empty: name the devices to link, such as pixel7.'
    )
  })

  it('keeps the grid small enough for one comment', async () => {
    const devices = Array.from({ length: 14 }, (_, i) => `pixel${i}`).join(',')
    const linkParams = '- {language: en}\n- {language: de}\n- {language: fr}'
    expect(await refusal(() => planDeviceLinks({ devices, linkParams }))).toBe(
      'devices and linkParams make 42 links (14 devices × 3 columns); at most 40: name fewer devices or fewer mappings.'
    )
    const fewer = await planDeviceLinks({ devices: 'pixel7@14.0', linkParams })
    expect(fewer.devices).toHaveLength(1)
    expect(fewer.linkParams?.columns).toHaveLength(3)
  })

  it('reports a mistake in each of them together, before anything is sent', async () => {
    const refused = await planDeviceLinks({ devices: 'pixel7@', linkParams: 'langauge: de' }).then(
      () => undefined,
      (error: unknown) => error
    )
    expect(refused).toBeInstanceOf(InputErrors)
    expect((refused as InputErrors).errors.map(error => error.input)).toEqual([
      'devices',
      'linkParams'
    ])
  })

  it('plans devices alone without columns of its own', async () => {
    expect(await planDeviceLinks({ devices: 'pixel7', linkParams: '' })).toEqual({
      devices: [{ entry: 'pixel7', id: 'pixel7' }]
    })
  })
})
