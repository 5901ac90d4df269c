/**
 * Starts the fake service in the foreground, for the workflow that runs the action with
 * `uses: ./` and for trying the action by hand.
 *
 *   tsx fake-service/cli.ts [--port 8787] [--host 127.0.0.1] [--save-uploads DIR]
 *
 * Prints one line, `FAKE_SERVICE_URL=<url>`, then logs each request it receives. With
 * `--save-uploads`, each uploaded build is copied to DIR under the file name it was sent with
 * (letters, digits, `.`, `_` and `-` kept, anything else `_`), so a workflow can check it.
 */
import { copyFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { DEFAULT_API_TOKEN, DEFAULT_PUBLIC_KEY, FakeService } from './server.js'

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback)
}

const service = new FakeService({
  host: option('host', '127.0.0.1'),
  port: Number(option('port', '8787')),
  apiToken: process.env.FAKE_API_TOKEN ?? DEFAULT_API_TOKEN,
  keepUploads: process.argv.includes('--save-uploads')
})
const uploadFolder = process.argv.includes('--save-uploads') ? option('save-uploads', '') : ''
const url = await service.start()
console.log(`FAKE_SERVICE_URL=${url}`)
console.log(`Accepting apiToken "${service.apiToken}" for app publicKey ${DEFAULT_PUBLIC_KEY}`)
let seen = 0
setInterval(() => {
  for (const request of service.requests.slice(seen)) {
    console.log(`${request.method} ${request.path}`)
    const file = request.upload?.file
    if (uploadFolder !== '' && file?.savedPath) {
      const name = basename(file.filename).replace(/[^A-Za-z0-9._-]/g, '_') || 'upload'
      void copyFile(file.savedPath, join(uploadFolder, name)).then(
        () => console.log(`saved the upload as ${join(uploadFolder, name)}`),
        (error: Error) => console.error(`could not save the upload: ${error.message}`)
      )
    }
  }
  seen = service.requests.length
}, 200).unref()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void service.stop().then(() => process.exit(0)))
}
