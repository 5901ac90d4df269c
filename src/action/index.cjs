// The action's entry point, as action.yml's `runs.main` (bundled to dist/index.cjs).
// CommonJS on purpose: ncc then bundles the source (ES modules, as @actions/core 3 and
// @actions/http-client 4 ship only those) into a CommonJS bundle, which Node 24 starts a few
// milliseconds sooner than an ES-module one, and whose lazy chunks load with a plain require.
// No top-level await; run() never rejects: a failure becomes an annotation and exit code 1.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see above */
const main = require('./main.ts')
main.run().then(main.exitWhenFlushed)
