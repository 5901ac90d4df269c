/** Inputs for in-process runs of the core, read as the runner would give them. */
import type { InputReader } from '../../src/app/inputs.js'
import { readActionYml } from './action-yml.js'

/**
 * An input reader over the given values, with action.yml's defaults for the rest (as the
 * runner applies them) and '' for inputs without one.
 */
export function inputReader(given: Record<string, string>): InputReader {
  const { inputs } = readActionYml()
  // An expression default (`${{ github.token }}`) is the runner's to evaluate: none here.
  const fallback = (name: string): string => {
    const value = inputs[name]?.default ?? ''
    return value.includes('${{') ? '' : value
  }
  return name => (given[name] ?? fallback(name)).trim()
}
