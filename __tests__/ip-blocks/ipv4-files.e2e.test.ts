/**
 * End to end: the bundled dist/index.cjs writes the allow-list files as the runner runs it, into
 * `$RUNNER_TEMP/appetize-ipv4` by default; a second run against the same list rewrites nothing,
 * and a run a guard rail stops writes nothing.
 */
import { afterEach, beforeEach, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, statSync, utimesSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FakeService } from '../../test-support/fake-service/server.js'
import { nginxCheck } from '../../test-support/harness/firewall-checks.js'
import { runAction } from '../../test-support/harness/runner.js'

let service: FakeService
let runnerTemp: string

beforeEach(async () => {
  service = new FakeService()
  await service.start()
  runnerTemp = await mkdtemp(join(tmpdir(), 'runner-temp-'))
})
afterEach(async () => {
  await service.stop()
  await rm(runnerTemp, { recursive: true, force: true })
})

const inputs = (given: Record<string, string> = {}) => ({
  ipBlocks: 'true',
  baseUrl: service.url,
  ipv4Formats: 'nginx, aws-prefix-list',
  previousIpv4: '192.0.2.0/24 203.0.113.0/24',
  ...given
})

it('writes the files into $RUNNER_TEMP/appetize-ipv4, and again only what changed', async () => {
  service.ipv4 = ['192.0.2.0/25', '192.0.2.128/25', '198.51.100.0/24']
  const env = { RUNNER_TEMP: runnerTemp }
  const first = await runAction(inputs(), { env })
  expect(first.errors).toEqual([])
  expect(first.exitCode).toBe(0)
  const folder = join(runnerTemp, 'appetize-ipv4')
  expect(JSON.parse(first.outputs.ipv4Files ?? '')).toEqual({
    nginx: [join(folder, 'nginx.conf')],
    'aws-prefix-list': [
      join(folder, 'aws-prefix-list.add.1.json'),
      join(folder, 'aws-prefix-list.remove.1.json')
    ]
  })
  const nginx = readFileSync(join(folder, 'nginx.conf'), 'utf8')
  expect(nginx).toBe('allow 192.0.2.0/24;\nallow 198.51.100.0/24;\n')
  expect(nginxCheck(nginx).ok).toBe(true)
  expect(first.summary).toContain('<td><code>aws-prefix-list</code></td>')
  expect(first.summary).toContain('<td>1 added, 1 removed</td>')

  const past = new Date('2020-01-01T00:00:00Z')
  utimesSync(join(folder, 'nginx.conf'), past, past)
  const second = await runAction(inputs(), { env })
  expect(second.exitCode).toBe(0)
  expect(statSync(join(folder, 'nginx.conf')).mtime).toEqual(past)
  expect(second.outputs.ipv4Files).toBe(first.outputs.ipv4Files)
})

it('writes nothing when ipv4MaxEntries holds the run, and sets no output', async () => {
  service.ipv4 = ['192.0.2.0/24', '198.51.100.0/24']
  const run = await runAction(inputs({ ipv4MaxEntries: '1' }), { env: { RUNNER_TEMP: runnerTemp } })
  expect(run.exitCode).toBe(1)
  expect(run.errors).toEqual([
    {
      title: 'Guard rail',
      message: expect.stringMatching(
        /more than ipv4MaxEntries \(1\); nothing was published and no file was written/
      )
    }
  ])
  expect(run.outputs).toEqual({})
  expect(readdirSync(runnerTemp)).toEqual([])
})

it('takes ipv4Directory without ipv4Formats as no files, with a warning', async () => {
  service.ipv4 = ['192.0.2.0/24']
  const folder = join(runnerTemp, 'lists')
  const run = await runAction(inputs({ ipv4Formats: '', ipv4Directory: folder }), {
    env: { RUNNER_TEMP: runnerTemp }
  })
  expect(run.exitCode).toBe(0)
  expect(run.errors).toEqual([])
  expect(run.stdout).toMatch(
    /^::warning title=No files to write::ipv4Directory is given, but ipv4Formats is empty: no file is written\./m
  )
  expect(run.outputs.ipv4Aggregated).toBe('["192.0.2.0/24"]')
  expect(run.outputs.ipv4Files).toBeUndefined()
  expect(readdirSync(runnerTemp)).toEqual([])
})
