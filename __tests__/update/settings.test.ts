import { describe, expect, it } from '@jest/globals'
import { parseSettings } from '../../src/app/plan/settings.js'
import { InputError } from '../../src/shared/input-error.js'
import { ALIAS_BOMB } from '../../test-support/harness/hostile-answers.js'

describe('parseSettings', () => {
  it('reads a JSON object', async () => {
    await expect(parseSettings('{"timeout": 300, "note": null}')).resolves.toEqual({
      timeout: 300,
      note: null
    })
  })

  it('reads a YAML mapping, keeping null to unset a field', async () => {
    const text = 'timeout: 300\ndisabled: false\nlaunchUrl: ~\nappPermissions:\n  run: public\n'
    await expect(parseSettings(text)).resolves.toEqual({
      timeout: 300,
      disabled: false,
      launchUrl: null,
      appPermissions: { run: 'public' }
    })
  })

  it('reads a YAML flow mapping that looks like JSON but is not', async () => {
    await expect(parseSettings('{timeout: 60, buttonText: Start}')).resolves.toEqual({
      timeout: 60,
      buttonText: 'Start'
    })
  })

  it('treats an empty or blank input as no settings', async () => {
    await expect(parseSettings('')).resolves.toEqual({})
    await expect(parseSettings('  \n ')).resolves.toEqual({})
  })

  it.each([
    ['- timeout: 60', /got a list/],
    ['just some words', /got the string "just some words"/],
    ['42', /got the number 42/]
  ])('refuses %j, which is not a mapping', async (text, detail) => {
    const error = await parseSettings(text).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).input).toBe('settings')
    expect((error as Error).message).toMatch(/settings must be a JSON object or a YAML mapping/)
    expect((error as Error).message).toMatch(detail)
  })

  it('refuses text that parses as neither, naming the YAML problem and where, once', async () => {
    await expect(parseSettings('timeout: 60\nnote: "x')).rejects.toThrow(
      'settings is neither a JSON object nor a valid YAML mapping: Missing closing "quote (line 2, column 9).'
    )
  })

  it.each([
    ['timeout: 60\n  bad indent: [', 2, 1],
    ['timeout: 60\nnote: x\n  buttonText: y\ndisabled: true', 3, 2]
  ])(
    'points at the line indented too deep in %j, not the line before it',
    async (text, deeper, before) => {
      await expect(parseSettings(text)).rejects.toThrow(
        `settings line ${deeper} is indented deeper than line ${before}, so it reads as part of that line's value: indent each field alike.`
      )
    }
  )

  it('refuses a key given twice, in YAML and in JSON', async () => {
    await expect(parseSettings('timeout: 60\ntimeout: 90')).rejects.toThrow(
      'settings gives a key twice (line 2): give each field once.'
    )
    await expect(parseSettings('{"timeout": 60, "timeout": 90}')).rejects.toThrow(
      /settings gives a key twice/
    )
  })

  it('takes the same key name in two objects of JSON', async () => {
    await expect(
      parseSettings('{"appPermissions": {"run": "public"}, "x": {"run": "public"}}')
    ).resolves.toEqual({ appPermissions: { run: 'public' }, x: { run: 'public' } })
  })

  it.each(['note: !!foo x', 'note: !custom x', 'note: !!binary aGk='])(
    'refuses the YAML tag in %j instead of dropping it silently',
    async text => {
      await expect(parseSettings(text)).rejects.toThrow(/settings uses a YAML tag/)
    }
  )

  it('refuses a YAML alias bomb as a settings error that names the limit', async () => {
    const error = await parseSettings(ALIAS_BOMB).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).input).toBe('settings')
    expect((error as Error).message).toBe(
      'settings was refused: its YAML aliases (*name) expand past the limit of 100 aliased values, as an alias bomb does. Write the values out, or repeat each anchor (&name) only a few times.'
    )
  })

  it('refuses an alias whose anchor is not set before it as a settings error', async () => {
    await expect(parseSettings('a: &x 1\nb: *y')).rejects.toThrow(
      'settings uses a YAML alias (*name) whose anchor (&name) is not set before it: set the anchor first, or write the value out.'
    )
  })

  it('takes an alias used a few times', async () => {
    await expect(
      parseSettings('note: &n hello\nbuttonText: *n\npostSessionButtonText: *n')
    ).resolves.toEqual({ note: 'hello', buttonText: 'hello', postSessionButtonText: 'hello' })
  })

  it('never lets the YAML parser print (the runner reads commands on stderr)', async () => {
    const written: string[] = []
    const original = process.stderr.write.bind(process.stderr)
    const originalWarn = console.warn
    process.stderr.write = (chunk: string) => {
      written.push(String(chunk))
      return true
    }
    console.warn = (...args: unknown[]) => written.push(args.join(' '))
    // Under Node the parser warns through process.emitWarning, which prints on a later tick.
    const originalEmit = process.emitWarning.bind(process)
    process.emitWarning = (warning: string | Error) => void written.push(String(warning))
    try {
      await parseSettings('note: !!foo "::error::x"').catch(() => undefined)
      // A key that is a list: the parser warns while it builds the value ("stringified").
      await parseSettings('? [a, b]\n: "::error::x"').catch(() => undefined)
    } finally {
      process.stderr.write = original
      console.warn = originalWarn
      process.emitWarning = originalEmit
    }
    expect(written).toEqual([])
  })
})
