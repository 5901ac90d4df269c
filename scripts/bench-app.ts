/**
 * `npm run bench:app`: an iOS simulator `.app` folder uploaded by the action (`file:` input, zipped
 * on the fly) and by hand (`zip -qry -6` then `curl -F`), to the same loopback sink, alternating,
 * after a warm-up round of each, for three contents: compressible (machine code and text), half
 * incompressible (half the bytes random, as images and asset catalogues are) and partly
 * compressible (every file's 4 KiB blocks alternate between random bytes and text, as compiled
 * asset catalogues and binaries with embedded resources do). The folders are
 * generated (scripts/simulator-app.ts): 5,000 small files and a few large binaries, 96 MiB, with
 * an executable and a symlink.
 *
 * Prints each round's wall time and CPU time (user + system of the whole process, its threads
 * included: getrusage of the action through scripts/bench-usage.cjs, and `times` of the shell
 * that ran zip and curl), the medians and their ratios; checks that the action's archive passes
 * `unzip -t`, unzips to the same tree as zip's and is within 3% of its size; shows what deflate
 * levels 4–6 cost in bytes and CPU; uploads larger folders with the action alone to show that its
 * memory stays flat; and ends with the targets, PASS or FAIL, for every content: CPU at most 1.1
 * of zip + curl's, wall time at most 0.7 of theirs, peak memory at most 200 MB at every size, the
 * archive the same as zip's. Exits 1 when a target is missed. Needs `zip`, `unzip` and `curl`
 * (not part of CI).
 *
 * Environment: BENCH_ROUNDS (default 5); BENCH_APP_FILES and BENCH_APP_MIB (the compared folders,
 * default 5000 and 96); BENCH_APP_CONTENTS, the contents to compare by label, comma-separated
 * (default all three); BENCH_APP_BASELINE, another build of the action (a `dist/index.cjs`, e.g.
 * of the commit before a change) to upload each folder too, in the same rounds, for a before and
 * after side by side; BENCH_APP_SWEEP, the larger folders as MiB:files pairs (default
 * "1024:20000,3072:20000"; empty for none).
 */
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT, runAction } from '../test-support/harness/runner.js'
import { scanAppFolder } from '../src/service/upload/app-tree.js'
import { DEFAULT_LEVEL, zipAppTree } from '../src/service/upload/app-zip.js'
import { checkTarget, median, MB, MiB, timeCommand, UploadSink } from './bench-measure.js'
import { compareArchives } from './compare-archives.js'
import { writeSimulatorApp, type SimulatorApp, type SimulatorAppShape } from './simulator-app.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const FILES = Number(process.env.BENCH_APP_FILES ?? 5000)
const BYTES = Number(process.env.BENCH_APP_MIB ?? 96) * MiB
const SWEEP = (process.env.BENCH_APP_SWEEP ?? '1024:20000,3072:20000')
  .split(',')
  .filter(Boolean)
  .map(pair => pair.split(':').map(Number) as [number, number])
const CONTENTS: {
  label: string
  shape: Pick<SimulatorAppShape, 'incompressible' | 'alternating'>
}[] = [
  { label: 'compressible', shape: { incompressible: 0 } },
  { label: 'half incompressible', shape: { incompressible: 0.5 } },
  { label: 'partly compressible', shape: { alternating: true } }
]
const BASELINE = process.env.BENCH_APP_BASELINE
const CHOSEN = (process.env.BENCH_APP_CONTENTS ?? '').split(',').filter(Boolean)
const TARGET_CPU = 1.1
const TARGET_WALL = 0.7
const TARGET_PEAK = 200 * MB
const PUBLIC_KEY = 'bench-app'

const folder = await mkdtemp(join(tmpdir(), 'bench-app-'))
const usageFile = join(folder, 'usage.json')
const sink = new UploadSink()
let failed = false

/**
 * One upload by the action: wall time, CPU time and peak memory (getrusage, at its exit).
 *
 * @param entry the action's script; default this checkout's dist/index.cjs
 */
async function actionRound(app: SimulatorApp, workspace: string, entry?: string) {
  await rm(usageFile, { force: true })
  const started = process.hrtime.bigint()
  const run = await runAction(
    {
      apiToken: 'bench-token',
      publicKey: PUBLIC_KEY,
      file: app.path.slice(workspace.length + 1),
      baseUrl: sink.url,
      maxAttempts: '1',
      requestTimeout: '3600'
    },
    {
      workspace,
      ...(entry ? { entry } : {}),
      env: {
        NODE_OPTIONS: `--require ${join(REPO_ROOT, 'scripts', 'bench-usage.cjs')}`,
        BENCH_USAGE_FILE: usageFile
      }
    }
  )
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (run.exitCode !== 0) throw new Error(`the action failed:\n${run.stdout}\n${run.stderr}`)
  const usage = JSON.parse(await readFile(usageFile, 'utf8')) as {
    cpuSeconds: number
    peakBytes: number
  }
  return { seconds, ...usage }
}

/** `zip -qry -6 Runner.zip Runner.app`, then `curl -F file=@Runner.zip` with the same fields. */
async function byHandRound(app: SimulatorApp, archive: string) {
  await rm(archive, { force: true })
  const zip = await timeCommand('zip', ['-qry', '-6', archive, 'Runner.app'], join(app.path, '..'))
  const curl = await timeCommand('curl', [
    ...['--silent', '--show-error', '--fail', '--output', '/dev/null'],
    ...['-H', 'X-API-KEY: bench-token', '-F', `file=@${archive};type=application/zip`],
    ...['-F', 'platform=ios', '-F', 'fileType=zip', `${sink.url}/v1/apps/${PUBLIC_KEY}`]
  ])
  return {
    seconds: zip.seconds + curl.seconds,
    cpuSeconds: zip.cpuSeconds + curl.cpuSeconds,
    zipSeconds: zip.seconds
  }
}

const s = (seconds: number): string => `${seconds.toFixed(2)} s`
const mb = (bytes: number): string => `${(bytes / MB).toFixed(0)} MB`
const ratio = (value: number): string => value.toFixed(2)

/** Compares the action with zip + curl on one content; returns the figures the targets need. */
async function compare(
  label: string,
  shape: Pick<SimulatorAppShape, 'incompressible' | 'alternating'>,
  showLevels: boolean
) {
  const workspace = join(folder, label.replace(/ /g, '-'))
  await mkdir(workspace)
  const app = await writeSimulatorApp(workspace, {
    smallFiles: FILES,
    totalBytes: BYTES,
    ...shape
  })
  const archive = join(folder, 'Runner.zip')
  console.log(`\n${label}: ${app.files} files, ${(app.bytes / MiB).toFixed(0)} MiB`)
  await actionRound(app, workspace)
  await byHandRound(app, archive)
  if (BASELINE) await actionRound(app, workspace, BASELINE)
  const action: Awaited<ReturnType<typeof actionRound>>[] = []
  const byHand: Awaited<ReturnType<typeof byHandRound>>[] = []
  const baseline: Awaited<ReturnType<typeof actionRound>>[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    action.push(await actionRound(app, workspace))
    byHand.push(await byHandRound(app, archive))
    if (BASELINE) baseline.push(await actionRound(app, workspace, BASELINE))
    const [a, b] = [action.at(-1)!, byHand.at(-1)!]
    const before = baseline.at(-1)
    console.log(
      `  round ${round}: action ${s(a.seconds)}, CPU ${s(a.cpuSeconds)}, peak RSS ${mb(a.peakBytes)}; zip + curl ${s(b.seconds)} (zip ${s(b.zipSeconds)}), CPU ${s(b.cpuSeconds)}${before ? `; baseline ${s(before.seconds)}, CPU ${s(before.cpuSeconds)}` : ''}`
    )
  }
  const medians = (rounds: { seconds: number; cpuSeconds: number }[]) => ({
    seconds: median(rounds.map(round => round.seconds)),
    cpuSeconds: median(rounds.map(round => round.cpuSeconds))
  })
  const [a, b] = [medians(action), medians(byHand)]
  const peakBytes = Math.max(...action.map(round => round.peakBytes))
  const wallRatio = a.seconds / b.seconds
  const cpuRatio = a.cpuSeconds / b.cpuSeconds
  console.log(`  medians:    wall     CPU`)
  console.log(`  action      ${s(a.seconds)}   ${s(a.cpuSeconds)}   peak RSS ${mb(peakBytes)}`)
  console.log(`  zip + curl  ${s(b.seconds)}   ${s(b.cpuSeconds)}`)
  console.log(`  action / (zip + curl): wall ${ratio(wallRatio)}, CPU ${ratio(cpuRatio)}`)
  if (BASELINE) {
    const c = medians(baseline)
    console.log(`  baseline    ${s(c.seconds)}   ${s(c.cpuSeconds)}   (${BASELINE})`)
    console.log(
      `  baseline / (zip + curl): wall ${ratio(c.seconds / b.seconds)}, CPU ${ratio(c.cpuSeconds / b.cpuSeconds)}; action / baseline: wall ${ratio(a.seconds / c.seconds)}, CPU ${ratio(a.cpuSeconds / c.cpuSeconds)}`
    )
  }

  // The archive the action sent, against zip's.
  const sent = join(folder, 'sent.zip')
  sink.saveFileTo = sent
  await actionRound(app, workspace)
  const tested = spawnSync('unzip', ['-tq', sent], { encoding: 'utf8' })
  const [sentBytes, zipBytes] = [(await stat(sent)).size, (await stat(archive)).size]
  const comparison = await compareArchives(archive, sent)
  const sizeRatio = sentBytes / zipBytes
  const same = comparison.entryDifferences.length === 0 && comparison.treeDifferences.length === 0
  console.log(
    `  archive: the action's ${(sentBytes / MiB).toFixed(2)} MiB, zip's ${(zipBytes / MiB).toFixed(2)} MiB (${((sizeRatio - 1) * 100).toFixed(1)}%, target within 3%); unzip -t: ${tested.status === 0 ? 'no errors' : `FAILED ${tested.stdout}${tested.stderr}`}`
  )
  console.log(
    `  contents: ${comparison.entries} entries, ${comparison.symlinks} symlink; ${same ? 'the same entries, modes and unzipped tree as zip -ry' : 'DIFFERENT from zip -ry:'}`
  )
  for (const line of [...comparison.entryDifferences, ...comparison.treeDifferences].slice(0, 20)) {
    console.log(`    ${line}`)
  }
  const sameArchive = same && tested.status === 0 && Math.abs(sizeRatio - 1) <= 0.03

  if (showLevels) await levelTrade(app, zipBytes)
  await rm(workspace, { recursive: true, force: true })
  return {
    label,
    wallRatio,
    cpuRatio,
    peakBytes,
    mib: app.bytes / MiB,
    files: app.files,
    sameArchive
  }
}

/** The deflate level's trade, with the action's zipper in this process: bytes against CPU. */
async function levelTrade(app: SimulatorApp, zipBytes: number) {
  console.log(`  deflate level (the action uses ${DEFAULT_LEVEL}), zipping in this process:`)
  const tree = await scanAppFolder(app.path)
  // Three rounds each, interleaved, the least CPU of each: CPU time is what the level changes.
  const levels = [4, 5, 6].map(level => ({ level, bytes: 0, cpuSeconds: Infinity }))
  for (let round = 0; round < 3; round++) {
    for (const trial of levels) {
      const cpu = process.cpuUsage()
      let bytes = 0
      for await (const chunk of zipAppTree(tree, trial.level)) bytes += (chunk as Buffer).length
      const used = process.cpuUsage(cpu)
      trial.bytes = bytes
      trial.cpuSeconds = Math.min(trial.cpuSeconds, (used.user + used.system) / 1e6)
    }
  }
  for (const { level, bytes, cpuSeconds } of levels) {
    console.log(
      `    level ${level}: ${(bytes / MiB).toFixed(2)} MiB (${((bytes / zipBytes - 1) * 100).toFixed(1)}% against zip -6), ${cpuSeconds.toFixed(2)} s of CPU`
    )
  }
}

try {
  await sink.start()
  console.log(
    `An .app uploaded to a loopback sink: the action (file: input) against zip -qry -6 then curl -F.`
  )
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; ${ROUNDS} rounds each, alternating, after a warm-up round`
  )
  const results = []
  const chosen = CONTENTS.filter(({ label }) => CHOSEN.length === 0 || CHOSEN.includes(label))
  if (chosen.length === 0) throw new Error(`BENCH_APP_CONTENTS names none of the contents`)
  for (const [index, { label, shape }] of chosen.entries()) {
    results.push(await compare(label, shape, index === 0))
  }
  const peaks = results.map(({ mib, files, peakBytes }) => ({ mib, files, peakBytes }))

  // Larger folders, the action alone: memory should not grow with the folder.
  if (SWEEP.length > 0) console.log('\nlarger folders, the action alone:')
  for (const [mib, files] of SWEEP) {
    const workspace = join(folder, `sweep-${mib}`)
    await mkdir(workspace)
    const big = await writeSimulatorApp(workspace, { smallFiles: files, totalBytes: mib * MiB })
    const round = await actionRound(big, workspace)
    console.log(
      `  ${(big.bytes / MiB).toFixed(0)} MiB, ${big.files} files: ${s(round.seconds)}, CPU ${s(round.cpuSeconds)}, ${(big.bytes / MiB / round.seconds).toFixed(0)} MiB/s of files, peak RSS ${mb(round.peakBytes)}`
    )
    peaks.push({ mib: big.bytes / MiB, files: big.files, peakBytes: round.peakBytes })
    await rm(workspace, { recursive: true, force: true })
  }

  console.log('\ntargets:')
  for (const { label, wallRatio, cpuRatio, sameArchive } of results) {
    const what = `.app upload, ${label}`
    if (!checkTarget(`${what}, CPU action / (zip -6 + curl -F)`, cpuRatio, '≤', TARGET_CPU)) {
      failed = true
    }
    if (!checkTarget(`${what}, wall action / (zip -6 + curl -F)`, wallRatio, '≤', TARGET_WALL)) {
      failed = true
    }
    console.log(
      `${sameArchive ? 'PASS' : 'FAIL'}  ${what}: the archive passes unzip -t, the same tree as zip -ry, within 3% of its size`
    )
    if (!sameArchive) failed = true
  }
  for (const { mib, files, peakBytes } of peaks) {
    const label = `.app upload of ${mib.toFixed(0)} MiB, ${files} files, peak RSS`
    if (!checkTarget(label, peakBytes, '≤', TARGET_PEAK, mb)) failed = true
  }
  if (failed) process.exitCode = 1
} finally {
  await sink.stop()
  await rm(folder, { recursive: true, force: true })
}
