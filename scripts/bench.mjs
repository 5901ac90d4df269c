// `npm run bench`: every benchmark, each on Node 24 (scripts/node24.mjs), one after the other
// even when one misses its target; then every target's verdict again, together (the lines the
// benchmarks print as PASS, FAIL or SKIP). Exits 1 when a target was missed or a benchmark failed.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { node24Path } from './node24.mjs'

const scripts = dirname(fileURLToPath(import.meta.url))
const verdicts = []
const failed = []
for (const bench of ['bench-startup.ts', 'bench-upload.ts', 'bench-app.ts', 'bench-ipv4.ts']) {
  console.log(`\n=== ${bench} ===`)
  const child = spawn(node24Path(), ['--import', 'tsx', join(scripts, bench)], {
    stdio: ['inherit', 'pipe', 'inherit']
  })
  let partial = ''
  child.stdout.on('data', chunk => {
    process.stdout.write(chunk)
    const lines = (partial + chunk.toString()).split('\n')
    partial = lines.pop() ?? ''
    verdicts.push(...lines.filter(line => /^(PASS|FAIL|SKIP) /.test(line)))
  })
  const code = await new Promise(resolve => child.on('close', resolve))
  if (code !== 0) failed.push(bench)
}
console.log('\n=== targets ===')
for (const line of verdicts) console.log(line)
if (failed.length > 0) {
  console.log(`\nmissed a target or failed: ${failed.join(', ')}`)
  process.exitCode = 1
}
