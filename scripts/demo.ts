/**
 * `npm run demo`: starts the embedded fake service, runs the bundled action against it as the
 * runner does (an update with a build URL and settings, then the IP blocks) and prints the step
 * outputs.
 */
import { runAction, type ActionRun } from '../harness/runner.js'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../fake-service/server.js'

const service = new FakeService()
const baseUrl = await service.start()
console.log(`Fake service listening at ${baseUrl}\n`)

function show(title: string, run: ActionRun): void {
  console.log(`=== ${title}: exit code ${run.exitCode}`)
  for (const error of run.errors) console.log(`error: ${error.title}: ${error.message}`)
  console.log('Step outputs:')
  for (const [name, value] of Object.entries(run.outputs)) console.log(`  ${name} = ${value}`)
  console.log()
}

try {
  const update = await runAction({
    apiToken: service.apiToken,
    publicKey: DEFAULT_PUBLIC_KEY,
    url: 'https://builds.example.com/ios/MyApp-1.4.2.zip?X-Amz-Signature=not-a-real-signature',
    platform: 'ios',
    note: 'demo build 1.4.2',
    settings:
      'timeout: 300\ndisableHome: true\nappPermissions:\n  run: public\n  debugLog: authenticated\n',
    baseUrl
  })
  show('Update the app with a build URL and settings', update)
  const request = service.requestsTo('update').at(-1)
  if (request) console.log(`The service received: POST ${request.path}\n${request.body}\n`)

  const ips = await runAction({ ipBlocks: 'true', baseUrl })
  show('Fetch the IP blocks', ips)
  process.exitCode = update.exitCode || ips.exitCode
} finally {
  await service.stop()
}
