/**
 * `npm run fake-bitbucket`: the fake Bitbucket Cloud in the foreground, to try the pull-request
 * previews of the command-line tool without Bitbucket (docs/cli.md, "Try it offline"), beside
 * `npm run fake-service`. It prints on one screen its API URL (`--bitbucket-api-url`), the
 * tokens, the repository and pull request it holds, and the commands to paste; then one line per
 * request it receives. `--help` lists the options.
 */
import { parseArgs } from 'node:util'
import { followRequests, listenOrExit, optionsOrExit, portOption } from '../harness/fake-cli.js'
import {
  ACCESS_TOKEN,
  API_TOKEN,
  BOT_ACCOUNT,
  FAKE_PULL_REQUEST_ID,
  FAKE_REPOSITORY,
  FakeBitbucket,
  MARIA_EMAIL
} from './server.js'

const FULL_NAME = `${FAKE_REPOSITORY.workspace}/${FAKE_REPOSITORY.slug}`
const HELP = `npm run fake-bitbucket -- [options]   (or: npx tsx test-support/fake-bitbucket/cli.ts [options])

Starts a fake of Bitbucket Cloud's REST API on this machine, with the repository ${FULL_NAME}
and its open pull request #${FAKE_PULL_REQUEST_ID}, and prints what to paste to try appetize-deploy's
pull-request previews against it (with npm run fake-service in another terminal). Ctrl-C stops it.

Options:
  --port <n>             the port to listen on (default 8790; 0: any free port)
  --host <address>       the loopback address to listen on (default 127.0.0.1)
  --help                 print this and exit
`

/** The options given, or an error whose message is the one-line reason they are refused. */
function readOptions(): { port: number; host: string } {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8790' },
      host: { type: 'string', default: '127.0.0.1' },
      help: { type: 'boolean', default: false }
    }
  })
  if (values.help) {
    process.stdout.write(HELP)
    process.exit(0)
  }
  const port = portOption(values.port)
  return { port, host: values.host }
}

const options = optionsOrExit('fake-bitbucket', readOptions)
const bitbucket = new FakeBitbucket(options)
const url = await listenOrExit('fake-bitbucket', options, () => bitbucket.start())
const pr = bitbucket.pullRequest(FULL_NAME, FAKE_PULL_REQUEST_ID)
const variables = [
  `BITBUCKET_BUILD_NUMBER=1`,
  `BITBUCKET_WORKSPACE=${FAKE_REPOSITORY.workspace}`,
  `BITBUCKET_REPO_SLUG=${FAKE_REPOSITORY.slug}`,
  `BITBUCKET_REPO_UUID='${FAKE_REPOSITORY.uuid}'`,
  `BITBUCKET_PR_ID=${pr.id}`,
  `BITBUCKET_COMMIT=${pr.sha.slice(0, 12)}`
]
console.log(
  [
    `The fake Bitbucket is listening (Ctrl-C stops it).`,
    ``,
    `  API             ${url} (give it as --bitbucket-api-url)`,
    `  token           ${ACCESS_TOKEN} (a repository access token, pullrequest scope;`,
    `                  it writes as ${BOT_ACCOUNT.displayName}, and GET /user refuses it)`,
    `  API token       ${API_TOKEN} (with APPETIZE_BITBUCKET_EMAIL=${MARIA_EMAIL})`,
    `  repository      ${FULL_NAME} ${FAKE_REPOSITORY.uuid}`,
    `  pull request    #${pr.id} "${pr.title}", ${pr.state}, head ${pr.sha.slice(0, 12)}`,
    ``,
    `Try the pull-request previews: start the fake service too (npm run fake-service), then paste`,
    `these into another terminal, in this folder, as Bitbucket Pipelines would set them.`,
    ``,
    `  export APPETIZE_API_TOKEN=fake-api-token APPETIZE_BASE_URL=http://127.0.0.1:8787`,
    `  export APPETIZE_BITBUCKET_TOKEN=${ACCESS_TOKEN} APPETIZE_BITBUCKET_API_URL=${url}`,
    `  export ${variables.join(' ')}`,
    `  npx appetize-deploy preview --url https://example.com/app.apk --platform android`,
    `  npx appetize-deploy preview --delete`,
    `  npx appetize-deploy sweep --dry-run`,
    ``,
    `The comment the preview writes is in the requests below (PUT/POST …/comments).`,
    ``,
    `Requests received:`
  ].join('\n')
)
followRequests(bitbucket, request => {
  const who = request.nickname ?? 'no valid token'
  console.log(`  ${request.method} ${request.path} (${who}) ${request.status ?? ''}`.trimEnd())
})
