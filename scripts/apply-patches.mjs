// npm's `postinstall`: applies patches/ with patch-package, failing the install when a patch no
// longer applies (a bumped dependency). patch-package is a dev dependency: an install without
// them (`npm ci --omit=dev`) builds no bundle, so it skips the patches instead of failing. The
// patch only changes what webpack bundles; `npm run check:bundle-size` fails on a bundle built
// without it.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
let cli
try {
  cli = require.resolve('patch-package/index.js')
} catch {
  console.log('patch-package is not installed (no dev dependencies): patches/ not applied.')
  process.exit(0)
}
const result = spawnSync(process.execPath, [cli, '--error-on-fail'], { stdio: 'inherit' })
process.exit(result.status ?? 1)
