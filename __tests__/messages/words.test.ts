/**
 * The message model's names match the contract: the inputs a message can refer to are exactly
 * action.yml's, and each front end has words for every one of them and every kind of advice.
 */
import { describe, expect, it } from '@jest/globals'
import { readActionYml } from '../../test-support/harness/action-yml.js'
import { ACTION_WORDS } from '../../src/action/words.js'
import { terminalWords } from '../../src/cli/words.js'
import { COMMAND_SPECS, COMMON_OPTIONS } from '../../src/cli/commands.js'
import { FAILURE_KINDS } from '../../src/shared/failure.js'
import { INPUT_NAMES, input, message, render } from '../../src/shared/message.js'

/** Every kind of advice: each failure kind's, and the shared ones either front end words. */
const ADVICE_KINDS = [
  ...new Set([
    ...Object.keys(FAILURE_KINDS),
    ...Object.keys(ACTION_WORDS.advice),
    ...Object.keys(terminalWords().advice)
  ])
].sort()

describe('the words of the front ends', () => {
  it('refer to exactly the inputs of action.yml', () => {
    expect([...INPUT_NAMES].sort()).toEqual(Object.keys(readActionYml().inputs).sort())
  })

  it.each([
    ['the action', ACTION_WORDS],
    ['the command line', terminalWords()]
  ])('%s has words for every input and kind of advice, and no others', (_name, words) => {
    // The types make the tables complete, but swc strips types: a missing row runs, and a loop
    // over the rows that are there would not see it.
    expect(Object.keys(words.inputs).sort()).toEqual([...INPUT_NAMES].sort())
    expect(Object.keys(words.advice).sort()).toEqual(ADVICE_KINDS)
    const empty = [...Object.entries(words.inputs), ...Object.entries(words.advice)].filter(
      ([, text]) => text.trim() === ''
    )
    expect(empty).toEqual([])
  })

  it('name an input as action.yml does in the action, and by its option on the command line', () => {
    expect(Object.entries(ACTION_WORDS.inputs).filter(([name, text]) => text !== name)).toEqual([])
    const words = terminalWords().inputs as Record<string, string>
    const camel = (flag: string) => flag.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
    const options = [
      ...COMMON_OPTIONS,
      ...Object.values(COMMAND_SPECS).flatMap(spec => spec.options)
    ]
    // The options that give an input of the same name (--max-attempts gives maxAttempts).
    const flags = [...new Set(options.map(({ flag }) => flag))].filter(flag => camel(flag) in words)
    expect(flags.length).toBeGreaterThanOrEqual(20)
    expect(flags.map(flag => [flag, words[camel(flag)]])).toEqual(
      flags.map(flag => [flag, `--${flag}`])
    )
  })

  it("render references and leave the user's words as they are", () => {
    const text = message`${input('file')} build/The action.apk (${'--file'}) is empty.`
    expect(render(text, ACTION_WORDS)).toBe('file build/The action.apk (--file) is empty.')
    expect(render(text, terminalWords())).toBe('--file build/The action.apk (--file) is empty.')
  })
})
