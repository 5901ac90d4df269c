#!/usr/bin/env node
// A `node` executable of exactly one major version, for tests that run the command-line tool on
// each Node it supports (22 and 24) on a machine that has another.
//
//   node scripts/node-of-major.mjs 22     prints the path of a Node 22
//
// Where it comes from: the running Node when its major matches; else the copy that
// scripts/fetch-node.mjs put in .cache/node/<major>/, fetched now when it is not there yet.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cachedNodePath } from './node24.mjs'

/**
 * The path of a Node executable of `major`, fetched into the cache on first use.
 *
 * @param {number} major e.g. 22
 * @returns {string} process.execPath, or the cached binary
 * @throws Error when scripts/fetch-node.mjs cannot fetch it
 */
export function nodeOfMajor(major) {
  if (Number(process.versions.node.split('.')[0]) === major) return process.execPath
  const binary = cachedNodePath(major)
  if (existsSync(binary)) return binary
  const fetchNode = join(dirname(fileURLToPath(import.meta.url)), 'fetch-node.mjs')
  execFileSync(process.execPath, [fetchNode, String(major)], {
    stdio: ['ignore', 'ignore', 'inherit']
  })
  if (!existsSync(binary)) throw new Error(`scripts/fetch-node.mjs ${major} left no ${binary}.`)
  return binary
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(nodeOfMajor(Number(process.argv[2])))
}
