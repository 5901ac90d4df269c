/**
 * jest in ESM mode (node --experimental-vm-modules) with ts-jest: the package is "type": "module"
 * because @actions/core 3 and @actions/http-client 4 ship ESM only.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  testMatch: ['**/__tests__/**/*.test.ts'],
  // End-to-end tests start node processes and wait on real timers (Retry-After, timeouts).
  testTimeout: 30000
}
