/**
 * jest in ESM mode (node --experimental-vm-modules) with ts-jest: the package is "type": "module"
 * because @actions/core 3 and @actions/http-client 4 ship ESM only. Two projects: `unit` runs the
 * source in process; `e2e` (files *.e2e.test.ts) runs the bundle dist/index.js as the runner
 * does, after scripts/fresh-bundle.mjs made sure it is the bundle of the current source.
 * @type {import('jest').Config}
 */
const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  }
}

export default {
  // End-to-end tests start node processes and wait on real timers (timeouts).
  testTimeout: 30000,
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
