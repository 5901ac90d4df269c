#!/usr/bin/env node
// The command-line tool's entry point, `appetize-deploy` (bundled to dist/cli/index.cjs, the
// package's `bin`). CommonJS like the action's entry (src/action/index.cjs), for the same reasons.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see above */
const { main } = require('./main.ts')
main()
