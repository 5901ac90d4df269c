/**
 * The message model's names match the contract: the inputs a message can refer to are exactly
 * action.yml's, and each front end has words for every one of them and every kind of advice.
 */
import { describe, expect, it } from '@jest/globals'
import { readActionYml } from '../../test-support/harness/action-yml.js'
import { ACTION_WORDS } from '../../src/action/words.js'
import { terminalWords } from '../../src/cli/words.js'
import { INPUT_NAMES, input, message, render } from '../../src/shared/message.js'

describe('the words of the front ends', () => {
  it('refer to exactly the inputs of action.yml', () => {
    expect([...INPUT_NAMES].sort()).toEqual(Object.keys(readActionYml().inputs).sort())
  })

  it.each([
    ['the action', ACTION_WORDS],
    ['the command line', terminalWords()]
  ])('%s has words for every input and kind of advice', (_name, words) => {
    for (const text of [...Object.values(words.inputs), ...Object.values(words.advice)]) {
      expect(text.trim()).not.toBe('')
    }
  })

  it("render references and leave the user's words as they are", () => {
    const text = message`${input('file')} build/The action.apk (${'--file'}) is empty.`
    expect(render(text, ACTION_WORDS)).toBe('file build/The action.apk (--file) is empty.')
    expect(render(text, terminalWords())).toBe('--file build/The action.apk (--file) is empty.')
  })
})
