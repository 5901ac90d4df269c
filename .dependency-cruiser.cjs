/**
 * What eslint-plugin-import-x cannot see: its no-cycle skips type-only imports, and a cycle of
 * types still ties two modules together. dependency-cruiser reads the TypeScript source before
 * compilation (`tsPreCompilationDeps`), type-only imports included. The layering itself is
 * eslint.config.js's; this repeats the one rule of it that keeps the review port free of every
 * review platform (each folder the registry lists).
 * Run by `npm run lint` (`lint:deps`) over src/, test-support/, __tests__/ and scripts/; see
 * CONTRIBUTING.md, "Layout".
 */
/** The review platforms' folders, from the registry (src/cli/platforms.ts). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser loads this config as CommonJS
const folders = require('tsx/cjs/api')
  .require('./src/cli/platforms.ts', __filename)
  .PLATFORMS.map(({ descriptor }) => descriptor.folder)

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'No import cycle anywhere (src/, the fakes, the tests, the scripts), type-only imports included.',
      from: {},
      to: { circular: true }
    },
    {
      name: 'no-platform-below-front-ends',
      severity: 'error',
      comment:
        'src/app, src/features and src/review reach a review platform only through the port: only a front end wires an adapter (src/action src/github, src/cli the platforms the npm package carries).',
      from: { path: '^src/(app|features|review)/' },
      to: { path: `^src/(${folders.join('|')})/` }
    }
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.cjs', '.json'] }
  }
}
