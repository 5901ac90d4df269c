/**
 * A run of the installed tool that a test kills (SIGKILL: a runner that lost its machine, a job
 * cancelled mid-step), to see what a crash leaves behind and what the next run makes of it.
 */
import { spawn } from 'node:child_process'
import { dirname } from 'node:path'
import type { InstalledTool } from './gitlab-pipeline.js'
import { REPO_ROOT } from './runner.js'

/** A run under way: `kill()` ends it at once; `exited` resolves with its exit signal or code. */
export interface KillableRun {
  kill(): void
  readonly exited: Promise<NodeJS.Signals | number | null>
}

/** Starts the installed tool as `InstalledTool.run` does (only `env`, PATH and HOME). */
export function startKillable(
  tool: InstalledTool,
  args: readonly string[],
  env: Record<string, string>
): KillableRun {
  const child = spawn(tool.installed.bin, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: `${dirname(tool.node)}:${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? '/tmp',
      ...env
    },
    stdio: 'ignore'
  })
  const exited = new Promise<NodeJS.Signals | number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(signal ?? code))
  })
  return { kill: () => child.kill('SIGKILL'), exited }
}
