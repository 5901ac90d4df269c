// `npm run bench`: every benchmark, each on Node 24 (scripts/node24.mjs), one after the other
// even when one misses its target; exits 1 when any did.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { node24Path } from './node24.mjs'

const scripts = dirname(fileURLToPath(import.meta.url))
const failed = []
for (const bench of ['bench-startup.ts', 'bench-upload.ts', 'bench-app.ts', 'bench-ipv4.ts']) {
  console.log(`\n=== ${bench} ===`)
  const run = spawnSync(node24Path(), ['--import', 'tsx', join(scripts, bench)], {
    stdio: 'inherit'
  })
  if (run.status !== 0) failed.push(bench)
}
if (failed.length > 0) {
  console.log(`\nmissed a target or failed: ${failed.join(', ')}`)
  process.exitCode = 1
}
