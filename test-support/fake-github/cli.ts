/**
 * Starts the fake GitHub API in the foreground, for trying the pull request previews by hand.
 *
 *   tsx test-support/fake-github/cli.ts [--port 8788] [--host 127.0.0.1] [--ghes]
 *
 * Prints `GITHUB_API_URL=<url>` and the tokens it accepts, then logs each request it receives.
 * `--ghes` serves the paths as GitHub Enterprise Server does (`/api/v3`, `/api/graphql`).
 */
import { DEFAULT_TOKENS, FakeGitHub } from './server.js'

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback)
}

const github = new FakeGitHub({
  host: option('host', '127.0.0.1'),
  port: Number(option('port', '8788')),
  pathPrefix: process.argv.includes('--ghes') ? '/api/v3' : ''
})
const url = await github.start()
console.log(`GITHUB_API_URL=${url}`)
for (const [token, identity] of Object.entries(DEFAULT_TOKENS)) {
  const access = `pull-requests: ${identity.pullRequests ?? 'write'}, deployments: ${identity.deployments ?? 'write'}`
  console.log(`Accepting token ${token} as ${identity.login} (${access})`)
}
let seen = 0
setInterval(() => {
  for (const request of github.requests.slice(seen)) {
    console.log(`${request.method} ${request.path} (${request.login ?? 'no valid token'})`)
  }
  seen = github.requests.length
}, 200).unref()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void github.stop().then(() => process.exit(0)))
}
