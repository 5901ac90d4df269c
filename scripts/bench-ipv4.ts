/**
 * `npx tsx scripts/bench-ipv4.ts`: the IP block set operations on a large list. Generates 70,000
 * random blocks (/16 to /32, 1% with host bits set; seeded, so every run times the same lists) as the service's `ipv4`
 * list, and a previous allow-list that differs in about 1% of its blocks, then times
 * canonicalSet (both lists), aggregate and compare (and compareEntries) on them. Prints the first
 * (cold) round and the median of the rest, wall and CPU time in milliseconds; the target is well
 * under a second.
 */
import { formatCidr } from '../src/features/ip-blocks/cidr.js'
import {
  aggregate,
  canonicalSet,
  compare,
  compareEntries
} from '../src/features/ip-blocks/cidr-set.js'

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 70_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11)

/** mulberry32: a small seeded generator, so the lists are the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 2 ** 32
  }
}

const random = seededRandom(12)
const randomBlock = (): string => {
  const prefixLength = 16 + Math.floor(random() * 17)
  const network = Math.floor(random() * 2 ** prefixLength) * 2 ** (32 - prefixLength)
  // About 1% with host bits set, which canonicalSet normalises.
  const address =
    random() < 0.01 ? network + Math.floor(random() * 2 ** (32 - prefixLength)) : network
  const octets = [24, 16, 8, 0].map(shift => Math.floor(address / 2 ** shift) % 256)
  return `${octets.join('.')}/${prefixLength}`
}

const next = Array.from({ length: BLOCKS }, randomBlock)
const previous = next.filter(() => random() > 0.01)
for (let index = 0; index < BLOCKS / 100; index++) previous.push(randomBlock())

/** Wall time, and CPU time: on a shared machine the wall time includes waiting for a core. */
function round(): { milliseconds: number; cpuMilliseconds: number; summary: string } {
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  const nextSet = canonicalSet(next)
  const previousSet = canonicalSet(previous)
  const aggregated = aggregate(nextSet.cidrs)
  const changes = compare(previousSet.cidrs, nextSet.cidrs)
  const byEntry = compareEntries(previousSet.cidrs, nextSet.cidrs)
  const published = nextSet.cidrs.map(formatCidr)
  const milliseconds = performance.now() - started
  const cpu = process.cpuUsage(cpuStarted)
  const cpuMilliseconds = (cpu.user + cpu.system) / 1000
  const summary =
    `${published.length} canonical blocks (${nextSet.normalised.length} normalised), ` +
    `${aggregated.length} aggregated; compare: ${changes.added.length} added, ` +
    `${changes.removed.length} removed; compareEntries: ${byEntry.added.length} added, ` +
    `${byEntry.removed.length} removed`
  return { milliseconds, cpuMilliseconds, summary }
}

const first = round()
const rest = Array.from({ length: ROUNDS - 1 }, round)
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
const wall = median(rest.map(({ milliseconds }) => milliseconds)) ?? first.milliseconds
const cpu = median(rest.map(({ cpuMilliseconds }) => cpuMilliseconds)) ?? first.cpuMilliseconds
console.log(`${BLOCKS} blocks: ${first.summary}`)
console.log('canonicalSet ×2 + aggregate + compare + compareEntries + formatCidr, in ms:')
console.log(
  `  first round: wall ${first.milliseconds.toFixed(1)}, CPU ${first.cpuMilliseconds.toFixed(1)}`
)
console.log(`  median of ${rest.length}: wall ${wall.toFixed(1)}, CPU ${cpu.toFixed(1)}`)
