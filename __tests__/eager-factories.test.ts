import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from '@jest/globals'
import { decode, encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec'
import { REPO_ROOT } from '../harness/runner.js'
import { parenthesiseFactories, shiftSourceMap } from '../scripts/eager-factories.js'

// A bundle shaped as ncc writes one: a webpack module table (an arrow and a function
// factory), the require function, on two lines.
const BUNDLE = [
  '(()=>{var e={17:(e,t,n)=>{t.answer=n(23).base+1},',
  '23:function(e,t){t.base=41},"x":e=>{e.exports=0}};var c={};function n(r){if(c[r])return c[r].exports;var o=c[r]={exports:{}};e[r](o,o.exports,n);return o.exports}module.exports=n(17)})();'
].join('\n')

/** A source map with a segment at every column of every line (to a made-up source). */
function mapOfEveryColumn(code: string): { mappings: string; sources: string[] } {
  const lines = code
    .split('\n')
    .map((line, index) =>
      [...line].map((_, column): SourceMapSegment => [column, 0, index, column])
    )
  return { mappings: encode(lines), sources: ['bundle.ts'] }
}

function evaluate(code: string): unknown {
  const module = { exports: {} as unknown }
  runInNewContext(code, { module })
  return module.exports
}

describe('eager module factories (scripts/eager-factories.ts)', () => {
  it('parenthesises every factory, and the bundle does what it did', () => {
    const wrapped = parenthesiseFactories(BUNDLE)
    expect(wrapped.factories).toBe(3)
    expect(wrapped.code).toContain('17:((e,t,n)=>{t.answer=n(23).base+1}),')
    expect(wrapped.code).toContain('23:(function(e,t){t.base=41}),"x":(e=>{e.exports=0})}')
    expect(evaluate(wrapped.code)).toEqual({ answer: 42 })
    expect(evaluate(BUNDLE)).toEqual({ answer: 42 })
  })

  it('leaves a bundle already done as it is', () => {
    const once = parenthesiseFactories(BUNDLE).code
    const twice = parenthesiseFactories(once)
    expect(twice.code).toBe(once)
    expect(twice.insertions).toEqual([])
  })

  it('moves every mapped position onto the same character it named before', () => {
    const map = mapOfEveryColumn(BUNDLE)
    const wrapped = parenthesiseFactories(BUNDLE)
    const shifted = decode(shiftSourceMap(map, BUNDLE, wrapped.insertions).mappings)
    const oldLines = BUNDLE.split('\n')
    const newLines = wrapped.code.split('\n')
    let checked = 0
    shifted.forEach((segments, line) => {
      for (const [column, , , originalColumn] of segments) {
        expect(newLines[line]![column]).toBe(oldLines[line]![originalColumn!])
        checked++
      }
    })
    expect(checked).toBe(BUNDLE.length - 1)
  })

  it('shifts a line only by what was inserted on it, however sparse the map', () => {
    // One segment at the start of the first line, before both of its insertions; the second
    // line's positions must not move for them.
    const code = 'var e={1:a=>{a.x=1}};\nmodule.exports=2'
    const map = {
      mappings: encode([
        [[0, 0, 0, 0]],
        [
          [0, 0, 1, 0],
          [7, 0, 1, 7]
        ]
      ])
    }
    const wrapped = parenthesiseFactories(code)
    expect(wrapped.code).toBe('var e={1:(a=>{a.x=1})};\nmodule.exports=2')
    expect(decode(shiftSourceMap(map, code, wrapped.insertions).mappings)).toEqual([
      [[0, 0, 0, 0]],
      [
        [0, 0, 1, 0],
        [7, 0, 1, 7]
      ]
    ])
  })

  it('takes no object of methods or getters for the module table', () => {
    const code = 'var m={"a"(){},get "b"(){return 1}};var e={1:e=>{e.exports=m}};'
    const wrapped = parenthesiseFactories(code)
    expect(wrapped.code).toBe('var m={"a"(){},get "b"(){return 1}};var e={1:(e=>{e.exports=m})};')
  })

  it('refuses code with no module table, rather than shipping it unchanged', () => {
    expect(() => parenthesiseFactories('module.exports = 1')).toThrow(/no webpack module table/)
  })

  it('has run on the committed dist/index.cjs, whose source map still points home', () => {
    const bundle = readFileSync(join(REPO_ROOT, 'dist', 'index.cjs'), 'utf8')
    const done = parenthesiseFactories(bundle)
    expect(done.factories).toBeGreaterThan(30)
    expect(done.insertions).toEqual([])
    // The declaration of neutraliseCommands (src/shared/workflow-commands.ts, line 20), late in
    // the bundle: every factory before it moved it.
    const map = JSON.parse(readFileSync(join(REPO_ROOT, 'dist', 'index.cjs.map'), 'utf8')) as {
      sources: string[]
      mappings: string
    }
    const source = map.sources.findIndex(name => name.endsWith('src/shared/workflow-commands.ts'))
    const sourceLine = readFileSync(join(REPO_ROOT, 'src/shared/workflow-commands.ts'), 'utf8')
      .split('\n')
      .findIndex(line => line.startsWith('export function neutraliseCommands('))
    const generated = bundle.split('\n')
    const found = decode(map.mappings).flatMap((segments, line) =>
      segments
        .filter(([, from, line, column]) => from === source && line === sourceLine && column === 0)
        .map(([column]) => generated[line]!.slice(column, column + 28))
    )
    expect(found[0]).toBe('function neutraliseCommands(')
  })
})
