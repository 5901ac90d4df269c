// Preloaded into a benchmarked Node process (NODE_OPTIONS=--require): when it exits, writes its
// CPU time (user and system, all its threads, from getrusage) and peak resident memory to the
// file BENCH_USAGE_FILE names, as JSON: { cpuSeconds, peakBytes }.
//
// The peak is VmHWM of /proc/self/status, this program's own high-water mark: getrusage's maxRSS
// also counts the parent's memory at the fork before exec (Linux folds the old image's peak into
// it), which made the benchmark's own 200 MB look like the action's.
'use strict'
/* eslint-disable @typescript-eslint/no-require-imports -- a preload is CommonJS */
const { readFileSync, writeFileSync } = require('node:fs')

process.on('exit', () => {
  const usage = process.resourceUsage()
  const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6
  let peakKiB = usage.maxRSS
  try {
    peakKiB = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1])
  } catch {
    // No /proc (not Linux): getrusage's figure, an upper bound.
  }
  writeFileSync(
    process.env.BENCH_USAGE_FILE,
    JSON.stringify({ cpuSeconds, peakBytes: peakKiB * 1024 })
  )
})
