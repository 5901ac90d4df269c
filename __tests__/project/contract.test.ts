/**
 * The code and action.yml describe one interface: the step outputs the code can set are exactly
 * the outputs action.yml declares, and the code's fallback for an empty input is the default
 * action.yml declares (the runner applies those; a local run or another host relies on the code).
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readActionYml } from '../../test-support/harness/action-yml.js'
import { REPO_ROOT } from '../../test-support/harness/runner.js'
import { EXPRESSION_DEFAULTS } from '../../src/action/expression-defaults.js'
import { INPUT_DEFAULTS, readInputs } from '../../src/app/inputs.js'
import { OUTPUT_NAMES } from '../../src/features/step-outputs.js'

const actionYml = readActionYml()

describe('action.yml and the code', () => {
  it('declare the same step outputs, in the same order', () => {
    expect([...OUTPUT_NAMES]).toEqual(Object.keys(actionYml.outputs))
  })

  it('reads an input left empty as the runner would read its action.yml default', () => {
    const defaults = Object.fromEntries(
      Object.entries(actionYml.inputs).map(([name, input]) => [name, input.default ?? ''])
    )
    const empty = readInputs(() => '')
    const asRunner = readInputs(
      name => (defaults[name]?.includes('${{') ? '' : defaults[name]) ?? ''
    )
    expect(empty).toEqual(asRunner)
  })

  it('fall back to the same default for every input that has one', () => {
    const declared = Object.fromEntries(
      Object.entries(actionYml.inputs)
        .filter(([, input]) => input.default !== undefined)
        .map(([name, input]) => [name, input.default])
    )
    expect({ ...INPUT_DEFAULTS, ...EXPRESSION_DEFAULTS }).toEqual(declared)
  })

  it("leave GitHub's expressions to the Actions front end: none below it", () => {
    const below = ['src/app', 'src/features', 'src/service', 'src/review', 'src/shared']
    const found = below.flatMap(folder =>
      readdirSync(join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
        .filter(file => file.endsWith('.ts'))
        .filter(file =>
          /\$\{\{|github\.token/.test(readFileSync(join(REPO_ROOT, folder, file), 'utf8'))
        )
        .map(file => `${folder}/${file}`)
    )
    expect(found).toEqual([])
  })
})
