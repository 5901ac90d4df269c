/**
 * `npm run fake-service`: the fake service in the foreground, to try the command-line tool or the
 * action without an account (docs/cli.md, "Try it offline"), and for the workflow that runs the
 * action with `uses: ./`. It prints on one screen where it listens, the token and an app to use,
 * and `appetize-deploy` commands to paste; then one line per request it receives. Its answers
 * carry app links (`appURL`), as the real service's do. `--help` lists the options.
 */
import { copyFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { parseArgs } from 'node:util'
import { followRequests, listenOrExit, optionsOrExit, portOption } from '../harness/fake-cli.js'
import { DEFAULT_API_TOKEN, DEFAULT_PUBLIC_KEY, FakeService } from './server.js'

const HELP = `npm run fake-service -- [options]   (or: npx tsx test-support/fake-service/cli.ts [options])

Starts a fake of the Appetize API on this machine, with one iOS app, ten devices and a list of
IP blocks, and prints what to paste to try appetize-deploy against it. Ctrl-C stops it.

Options:
  --port <n>             the port to listen on (default 8787; 0: any free port)
  --host <address>       the loopback address to listen on (default 127.0.0.1)
  --app-url-base <url>   the origin of the app links it answers with (default
                         https://appetize.example: the links lead nowhere)
  --save-uploads <dir>   copy each uploaded build to <dir>, under the name it was sent with
  --help                 print this and exit

The token it accepts is fake-api-token, or FAKE_API_TOKEN when that is set.
`

/** The one-line reason the command line is refused, or the options it gives. */
function readOptions(): { port: number; host: string; appUrlBase: string; uploads: string } {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      'app-url-base': { type: 'string', default: 'https://appetize.example' },
      'save-uploads': { type: 'string', default: '' },
      help: { type: 'boolean', default: false }
    }
  })
  if (values.help) {
    process.stdout.write(HELP)
    process.exit(0)
  }
  const port = portOption(values.port)
  return {
    port,
    host: values.host,
    appUrlBase: values['app-url-base'].replace(/\/+$/, ''),
    uploads: values['save-uploads']
  }
}

/** What to paste into another terminal, in this clone: `npx` runs the tool of dist/cli/. */
function trialCommands(url: string, token: string): string[] {
  return [
    `export APPETIZE_API_TOKEN=${token} APPETIZE_BASE_URL=${url}`,
    `npx appetize-deploy update ${DEFAULT_PUBLIC_KEY} --note "tried offline" --devices iphone15pro,ipadair4thgen`,
    `npx appetize-deploy devices --platform android`,
    `npx appetize-deploy ips --output dotenv`,
    `npx appetize-deploy delete ${DEFAULT_PUBLIC_KEY}`
  ]
}

const options = optionsOrExit('fake-service', readOptions)
const service = new FakeService({
  host: options.host,
  port: options.port,
  apiToken: process.env.FAKE_API_TOKEN ?? DEFAULT_API_TOKEN,
  appUrlBase: options.appUrlBase,
  keepUploads: options.uploads !== ''
})
const url = await listenOrExit('fake-service', options, () => service.start())
console.log(
  [
    `The fake Appetize service is listening (Ctrl-C stops it).`,
    ``,
    `  base URL    ${url}`,
    `  API token   ${service.apiToken}`,
    `  publicKey   ${DEFAULT_PUBLIC_KEY} (an iOS app)`,
    ``,
    `Try the command-line tool: paste these into another terminal, in this folder.`,
    ``,
    ...trialCommands(url, service.apiToken).map(command => `  ${command}`),
    ``,
    `Requests received:`
  ].join('\n')
)
followRequests(service, request => {
  console.log(`  ${request.method} ${request.path}`)
  const file = request.upload?.file
  if (options.uploads !== '' && file?.savedPath) {
    const name = basename(file.filename).replace(/[^A-Za-z0-9._-]/g, '_') || 'upload'
    void copyFile(file.savedPath, join(options.uploads, name)).then(
      () => console.log(`  saved the upload as ${join(options.uploads, name)}`),
      (error: Error) => console.error(`  could not save the upload: ${error.message}`)
    )
  }
})
