/**
 * The action's start-up bundle leaves out undici: `@actions/http-client` 4 imports undici's
 * `ProxyAgent` only for `fetch()` through a proxy, which the action never uses, and the real
 * package would more than quadruple `dist/index.cjs` and the work of every run's start-up
 * (docs/performance.md). The `overrides` entry in package.json (`@actions/http-client@>=4`:
 * `undici` → the stand-in in stubs/undici) does it; these tests fail when a bump of either
 * package, of npm or of the bundler stops it from applying.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { REPO_ROOT } from '../harness/runner.js'

const WHAT_TO_DO =
  "Check package.json's overrides entry for @actions/http-client: its range must match the " +
  'installed version (npm ls undici shows what each copy of the client gets); then npm install ' +
  'and npm run package. Remove the override, the undici dependency and stubs/undici together ' +
  'when the client no longer imports undici or the action needs fetch() through a proxy.'

describe('undici stays out of the start-up bundle', () => {
  it('gives @actions/http-client 4 the stand-in in stubs/undici', () => {
    const client = createRequire(join(REPO_ROOT, 'node_modules', '@actions', 'http-client', 'x'))
    const undici = realpathSync(client.resolve('undici'))
    expect({ undici, whatToDo: WHAT_TO_DO }).toEqual({
      undici: join(REPO_ROOT, 'stubs', 'undici', 'index.js'),
      whatToDo: WHAT_TO_DO
    })
  })

  it('bundles the stand-in, not the real undici, into dist/index.cjs', () => {
    const map = JSON.parse(readFileSync(join(REPO_ROOT, 'dist', 'index.cjs.map'), 'utf8')) as {
      sources: string[]
    }
    const undici = map.sources.filter(source => /(^|\/)(node_modules|stubs)\/undici\//.test(source))
    expect({ undici, whatToDo: WHAT_TO_DO }).toEqual({
      undici: ['../stubs/undici/index.js'],
      whatToDo: WHAT_TO_DO
    })
  })
})
