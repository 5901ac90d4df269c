/**
 * The Release workflow's writes that reach every user run in protected environments: moving the
 * major tag (every `@vX` workflow) in `major-tag`, publishing to npm in `npm`; and CONTRIBUTING.md
 * says how to set each up. A job outside them may not move a tag.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REPO_ROOT } from '../../test-support/harness/runner.js'

interface Job {
  environment?: string | { name: string }
  permissions?: Record<string, string>
  steps: { run?: string }[]
}
const read = (path: string): string => readFileSync(join(REPO_ROOT, path), 'utf8')
const workflow = parse(read('.github/workflows/release.yml')) as { jobs: Record<string, Job> }
const jobs = Object.entries(workflow.jobs)
const environmentOf = (job: Job) =>
  typeof job.environment === 'object' ? job.environment.name : job.environment
const runs = (job: Job, pattern: RegExp) => job.steps.some(step => pattern.test(step.run ?? ''))

/** A shell step that moves or creates a tag: the git refs API, or a pushed tag. */
const MOVES_A_TAG = /git\/refs|git push|git tag (?!--list)/

describe('the release workflow', () => {
  it('moves the major tag only in the environment major-tag', () => {
    const moving = jobs.filter(([, job]) => runs(job, MOVES_A_TAG))
    expect(moving.map(([name]) => name)).toEqual(['major-tag'])
    for (const [, job] of moving) {
      expect(environmentOf(job)).toBe('major-tag')
      expect(job.permissions).toEqual({ contents: 'write' })
    }
  })

  it('publishes to npm only in the environment npm', () => {
    const publishing = jobs.filter(([, job]) => runs(job, /npm publish/))
    expect(publishing.map(([, job]) => environmentOf(job))).toEqual(['npm'])
  })

  it('CONTRIBUTING.md says how to protect each environment', () => {
    const contributing = read('CONTRIBUTING.md')
    const start = contributing.indexOf("### The major tag's environment")
    expect(start).toBeGreaterThan(0)
    const section = contributing.slice(start, contributing.indexOf('\n### ', start + 1))
    const words = section.replace(/\s+/g, ' ')
    expect(words).toContain('name `major-tag`')
    expect(words).toContain('**Required reviewers**')
    expect(words).toContain('the one rule of type Tag `v*.*.*`')
  })
})
