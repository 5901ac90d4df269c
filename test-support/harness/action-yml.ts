/** action.yml as the tests read it: inputs with their defaults, and the outputs. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REPO_ROOT } from './runner.js'

/** The parts of action.yml the tests compare the code and the README with. */
export interface ActionYml {
  readonly inputs: Record<string, { description: string; required?: boolean; default?: string }>
  readonly outputs: Record<string, { description: string }>
}

let parsed: ActionYml | undefined

/** action.yml, parsed once per test file (tests build an input reader per case). */
export function readActionYml(): ActionYml {
  parsed ??= parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionYml
  return parsed
}
