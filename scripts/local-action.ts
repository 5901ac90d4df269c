/**
 * `npm run local-action [env-file]`: starts the embedded fake service on 127.0.0.1:8787 and runs
 * src/main.ts (not the bundle) with GitHub's @github/local-action, inputs from .env.example
 * (or the file given), so that the action can be stepped through in a debugger.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { FakeService } from '../fake-service/server.js'
import { REPO_ROOT } from '../harness/runner.js'

const envFile = process.argv[2] ?? '.env.example'
const service = new FakeService({ port: 8787 })
await service.start()
console.log(`Fake service listening at ${service.url}`)
try {
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      join(REPO_ROOT, 'node_modules', '.bin', 'local-action'),
      ['run', REPO_ROOT, 'src/main.ts', envFile],
      { cwd: REPO_ROOT, stdio: 'inherit' }
    )
    child.on('error', reject)
    child.on('close', resolve)
  })
  console.log(`\nThe fake service received ${service.requests.length} requests:`)
  for (const request of service.requests) console.log(`  ${request.method} ${request.path}`)
  process.exitCode = exitCode ?? 1
} finally {
  await service.stop()
}
