// The entry `npm run bench:startup` bundles for the libraries' floor: CommonJS, as src/action/index.cjs
// is for the action, so that both bundles are CommonJS and their difference is the action's code.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see above */
require('./floor-libraries.ts')
