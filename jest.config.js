/**
 * jest in ESM mode (node --experimental-vm-modules): the package is "type": "module" because
 * @actions/core 3 and @actions/http-client 4 ship ESM only. TypeScript is stripped by swc
 * (types are checked by `npm run typecheck`, not here): on a fresh clone, with no transform
 * cache, ts-jest took about 8 s more CPU for the same suite.
 *
 * Two projects: `unit` runs the source in process; `e2e` (files *.e2e.test.ts) runs the bundle
 * dist/index.cjs as the runner does, after scripts/fresh-bundle.mjs made sure it is the bundle of
 * the current source. `npm test` runs both in one jest run with half again as many workers as
 * cores: jest's default is one fewer than the cores, a single worker on a 2-core machine, and
 * tests spend part of their time waiting (on the action's process, on a deadline running out),
 * which a third worker fills (on 2 cores: 14 s instead of 16 s with two workers).
 * @type {import('jest').Config}
 */
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Node's compile cache for the action's processes, which test-support/harness/runner.ts starts with it as
// NODE_COMPILE_CACHE: started about 110 times, they would otherwise compile the same bundle (and,
// for a preview, the 1 MB chunk of the GitHub client) each time. It changes how fast Node
// compiles, not what the action does; the benchmarks, which measure start-up, run without it.
// Not for jest's workers: each would write its cache as it exits, which adds to the time it takes
// to exit (see workerGracefulExitTimeout below), to spare only the compiling of jest's own modules
// in three processes.
process.env.TEST_COMPILE_CACHE ??= join(
  dirname(fileURLToPath(import.meta.url)),
  'node_modules',
  '.cache',
  'node-compile-cache'
)

const common = {
  testEnvironment: 'node',
  // No test imports the build; and dist/cli/ is the npm package, whose package.json has the
  // repository's name, which jest's module map would report as a collision.
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript' },
          target: 'es2022',
          keepClassNames: true,
          // `with { type: 'json' }` kept for jest's ES-module loader, which warns without it.
          experimental: { keepImportAttributes: true }
        }
      }
    ]
  }
}

export default {
  // End-to-end tests start node processes and wait on real timers (timeouts).
  testTimeout: 30000,
  // A worker's process ends as soon as its tests do (nothing is left open), but tearing it down
  // took 0.15-0.4 s on a busy 2-core machine, sometimes past jest's 0.5 s, after which jest
  // kills it and warns of a leak that is not there. A worker that something really keeps alive
  // is still killed and reported, 5 s later.
  workerGracefulExitTimeout: 5000,
  maxWorkers: Math.max(2, Math.floor(availableParallelism() * 1.5)),
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['**/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.e2e\\.test\\.ts$']
    },
    { ...common, displayName: 'e2e', testMatch: ['**/__tests__/**/*.e2e.test.ts'] }
  ]
}
