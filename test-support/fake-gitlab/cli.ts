/**
 * `npm run fake-gitlab`: the fake GitLab in the foreground, to try the merge-request previews of
 * the command-line tool without a GitLab instance (docs/cli.md, "Try it offline"), beside
 * `npm run fake-service`. It prints on one screen its API URL (`CI_API_V4_URL`), a token, the
 * project and merge request it holds, and the commands to paste; then one line per request it
 * receives. `--help` lists the options.
 */
import { parseArgs } from 'node:util'
import { followRequests, listenOrExit, optionsOrExit, portOption } from '../harness/fake-cli.js'
import {
  BOT_USERNAME,
  FAKE_MERGE_REQUEST_IID,
  FAKE_PROJECT,
  FakeGitLab,
  JOB_TOKEN,
  PROJECT_TOKEN,
  READ_API_TOKEN
} from './server.js'

const HELP = `npm run fake-gitlab -- [options]   (or: npx tsx test-support/fake-gitlab/cli.ts [options])

Starts a fake of GitLab's REST API on this machine, with the project ${FAKE_PROJECT.path} (id
${FAKE_PROJECT.id}) and its open merge request !${FAKE_MERGE_REQUEST_IID}, and prints what to paste to try
appetize-deploy's merge-request previews against it (with npm run fake-service in another
terminal). Ctrl-C stops it.

Options:
  --port <n>             the port to listen on (default 8789; 0: any free port)
  --host <address>       the loopback address to listen on (default 127.0.0.1)
  --path-prefix <path>   serve the API under a path, as a self-managed instance at
                         https://git.example.com/gitlab does (e.g. /gitlab)
  --help                 print this and exit
`

/** The options given, or an error whose message is the one-line reason they are refused. */
function readOptions(): { port: number; host: string; pathPrefix: string } {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8789' },
      host: { type: 'string', default: '127.0.0.1' },
      'path-prefix': { type: 'string', default: '' },
      help: { type: 'boolean', default: false }
    }
  })
  if (values.help) {
    process.stdout.write(HELP)
    process.exit(0)
  }
  const port = portOption(values.port)
  const pathPrefix = values['path-prefix'].replace(/\/+$/, '')
  if (pathPrefix !== '' && !/^(\/[A-Za-z0-9._~-]+)+$/.test(pathPrefix)) {
    throw new Error(
      `--path-prefix ${values['path-prefix']} is not a path: give one like /gitlab (letters, digits, . _ ~ - between slashes).`
    )
  }
  return { port, host: values.host, pathPrefix }
}

const options = optionsOrExit('fake-gitlab', readOptions)
const gitlab = new FakeGitLab(options)
const url = await listenOrExit('fake-gitlab', options, () => gitlab.start())
const mr = gitlab.mergeRequest(FAKE_PROJECT.id, FAKE_MERGE_REQUEST_IID)
// GITLAB_CI first: it is what tells the tool that the run is GitLab's (a token alone does not).
const variables = [
  `GITLAB_CI=true`,
  `CI_API_V4_URL=${url}`,
  `CI_PIPELINE_SOURCE=merge_request_event`,
  `CI_PROJECT_ID=${FAKE_PROJECT.id}`,
  `CI_MERGE_REQUEST_PROJECT_ID=${FAKE_PROJECT.id}`,
  `CI_MERGE_REQUEST_IID=${mr.iid}`,
  `CI_COMMIT_SHA=${mr.sha}`
]
console.log(
  [
    `The fake GitLab is listening (Ctrl-C stops it).`,
    ``,
    `  CI_API_V4_URL   ${url}`,
    `  token           ${PROJECT_TOKEN} (a project access token: api scope, Developer role;`,
    `                  it writes as ${BOT_USERNAME})`,
    `  other tokens    ${READ_API_TOKEN} (read_api only), ${JOB_TOKEN} (a CI job token)`,
    `  project         ${FAKE_PROJECT.id} (${FAKE_PROJECT.path})`,
    `  merge request   !${mr.iid} "${mr.title}", ${mr.state}, head ${mr.sha}`,
    ``,
    `Try the merge-request previews: start the fake service too (npm run fake-service), then paste`,
    `these into another terminal, in this folder, as GitLab CI would set them.`,
    ``,
    `  export APPETIZE_API_TOKEN=fake-api-token APPETIZE_BASE_URL=http://127.0.0.1:8787`,
    `  export APPETIZE_GITLAB_TOKEN=${PROJECT_TOKEN}`,
    `  export ${variables.join(' ')}`,
    `  npx appetize-deploy preview --url https://example.com/app.apk --platform android`,
    `  npx appetize-deploy preview --delete`,
    `  npx appetize-deploy sweep --dry-run`,
    ``,
    `The note the preview writes is in the requests below (PUT/POST …/notes).`,
    ``,
    `Requests received:`
  ].join('\n')
)
followRequests(gitlab, request => {
  const who = request.username ?? 'no valid token'
  console.log(`  ${request.method} ${request.path} (${who}) ${request.status ?? ''}`.trimEnd())
})
