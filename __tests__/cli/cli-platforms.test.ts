/**
 * The registry of review platforms (src/cli/platforms.ts) and the choice of one for `preview`
 * and `sweep` (src/cli/platform-choice.ts): the one whose CI variables or options are given, a
 * token alone choosing none; both or neither refused before anything is sent. A second
 * platform is a stub descriptor here, so that the choice is tested with two whatever the
 * registry holds; the command line's options, help, words and refused token options read the
 * registry's descriptors.
 */
import { describe, expect, it } from '@jest/globals'
import { readCommandLine, UsageError, type CommandLine } from '../../src/cli/command-line.js'
import { optionsOf } from '../../src/cli/commands.js'
import { commandHelp, overviewHelp } from '../../src/cli/help.js'
import { choosePlatform } from '../../src/cli/platform-choice.js'
import { commandLinePlatforms, PLATFORMS, type RegisteredPlatform } from '../../src/cli/platforms.js'
import { terminalWords } from '../../src/cli/words.js'
import { GITLAB } from '../../src/gitlab/descriptor.js'
import { optionVariable, type PlatformDescriptor } from '../../src/review/platform-descriptor.js'

/** A second platform, as its descriptor would describe it. */
const STUB: PlatformDescriptor = {
  id: 'stub',
  folder: 'stub',
  terms: {
    name: 'Stubbucket',
    pullRequest: 'pull request',
    comment: 'comment',
    numberPrefix: '#',
    otherWriter: 'another pipeline',
    appRemoved: 'at the next sweep'
  },
  selectedBy: ['STUB_BUILD_NUMBER'],
  options: [
    {
      flag: 'stub-workspace',
      value: '<name>',
      help: 'the workspace',
      commands: ['preview', 'sweep'],
      chooses: true,
      namesTarget: true
    },
    {
      flag: 'stub-token-file',
      value: '<path>',
      help: 'the token',
      commands: ['preview', 'sweep'],
      chooses: true,
      tokenSource: true
    },
    {
      flag: 'pull-request',
      value: '<id>',
      help: 'the pull request',
      commands: ['preview'],
      namesTarget: true
    },
    { flag: 'commit', value: '<sha>', help: 'the commit', commands: ['preview'] }
  ],
  variables: [{ name: 'APPETIZE_STUB_TOKEN', secret: true, gives: 'the token' }],
  refusedOptions: ['stub-token'],
  packaged: true,
  action: false,
  libraries: []
}

const gitLab = commandLinePlatforms().find(({ descriptor }) => descriptor.id === 'gitlab')
const TWO: RegisteredPlatform[] = [
  ...(gitLab ? [gitLab] : []),
  { descriptor: STUB, load: () => Promise.reject(new Error('not loaded in these tests')) }
]

/** A command line as readCommandLine gives it, `environment` naming the values from variables. */
function line(
  command: 'preview' | 'sweep',
  values: Record<string, string>,
  environment: string[] = []
): CommandLine {
  return {
    command,
    values: new Map(Object.entries(values)),
    sources: new Map(
      Object.keys(values).map(flag => [
        flag,
        environment.includes(flag) ? 'environment' : 'command line'
      ])
    )
  }
}

/** The platform chosen, or the usage error's lines and advice. */
function choose(
  commandLine: CommandLine,
  env: Record<string, string>,
  platforms: readonly RegisteredPlatform[] = TWO
): string | { lines: readonly string[]; advice?: string } {
  try {
    return choosePlatform(commandLine, env, platforms).descriptor.id
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    return { lines: error.lines, advice: error.advice }
  }
}

describe('the registry', () => {
  it('lists GitHub (the action only) and GitLab (the npm package), each from its folder', () => {
    expect(PLATFORMS.map(({ descriptor }) => [descriptor.id, descriptor.folder])).toEqual(
      expect.arrayContaining([
        ['github', 'github'],
        ['gitlab', 'gitlab']
      ])
    )
    const github = PLATFORMS.find(({ descriptor }) => descriptor.id === 'github')
    expect(github?.descriptor).toMatchObject({ packaged: false, action: true, options: [] })
    expect(github?.load).toBeUndefined()
    expect(gitLab?.descriptor).toMatchObject({ packaged: true, selectedBy: ['GITLAB_CI'] })
    expect(typeof gitLab?.load).toBe('function')
  })

  it('gives every packaged platform words, options with variables, and its secrets marked', () => {
    for (const { descriptor } of commandLinePlatforms()) {
      expect(descriptor.words?.tokenSources).toMatch(/\S/)
      for (const option of descriptor.options) {
        expect(option.flag).toMatch(/^[a-z][a-z0-9-]*$/)
        expect(optionVariable(option.flag)).toMatch(/^APPETIZE_[A-Z0-9_]+$/)
      }
      expect(descriptor.variables.filter(({ secret }) => secret).map(({ name }) => name)).toEqual(
        expect.arrayContaining(descriptor.id === 'gitlab' ? ['APPETIZE_GITLAB_TOKEN'] : [])
      )
    }
  })

  it("makes the command line's options, help, words and refusals from the descriptors", () => {
    const flags = (command: 'preview' | 'sweep'): string[] =>
      optionsOf(command).map(({ flag }) => flag)
    for (const { descriptor } of commandLinePlatforms()) {
      for (const option of descriptor.options) {
        for (const command of option.commands) expect(flags(command)).toContain(option.flag)
      }
      for (const flag of descriptor.refusedOptions) {
        expect(() => readCommandLine(['preview', `--${flag}=x`], {})).toThrow(
          `--${flag} is refused`
        )
      }
      expect(commandHelp('preview')).toContain(descriptor.terms.name)
      expect(overviewHelp()).toContain(descriptor.selectedBy[0])
      const words = terminalWords({}, descriptor)
      expect(words.titles['review-refused']).toBe(`${descriptor.terms.name} refused`)
      expect(words.inputs.githubToken).toContain(descriptor.words?.tokenSources)
    }
    expect(new Set(flags('preview')).size).toBe(flags('preview').length)
    expect(terminalWords({}, GITLAB).advice['review-token']).toContain('APPETIZE_GITLAB_TOKEN')
  })
})

describe('the platform preview and sweep work on', () => {
  it.each([
    ['its CI variable', line('preview', {}), { GITLAB_CI: 'true' }, 'gitlab'],
    ['an option', line('sweep', { 'gitlab-project': 'a/b' }), {}, 'gitlab'],
    [
      'an option from its variable',
      line('preview', { 'gitlab-api-url': 'x' }, ['gitlab-api-url']),
      {},
      'gitlab'
    ],
    ['a token file on the command line', line('sweep', { 'gitlab-token-file': 't' }), {}, 'gitlab'],
    ["the other's CI variable", line('preview', {}), { STUB_BUILD_NUMBER: '7' }, 'stub'],
    ["the other's option", line('sweep', { 'stub-workspace': 'w' }), {}, 'stub'],
    [
      'its CI variable, with the tokens of both',
      line('preview', {}),
      { STUB_BUILD_NUMBER: '7', APPETIZE_GITLAB_TOKEN: 't', GITLAB_TOKEN: 't' },
      'stub'
    ]
  ])('is chosen by %s', (_what, commandLine, env, id) => {
    expect(choose(commandLine, env)).toBe(id)
  })

  it.each([
    ['nothing', line('preview', {}), {}],
    [
      'token variables alone',
      line('preview', {}),
      { APPETIZE_GITLAB_TOKEN: 't', GITLAB_TOKEN: 't', APPETIZE_STUB_TOKEN: 't' }
    ],
    [
      'a token file from its variable',
      line('sweep', { 'gitlab-token-file': 't' }, ['gitlab-token-file']),
      {}
    ],
    ['an empty CI variable', line('preview', {}), { GITLAB_CI: '' }],
    ['shared options', line('preview', { commit: 'a'.repeat(40) }), {}]
  ])('is none for %s: exit 2 naming what chooses', (_what, commandLine, env) => {
    const refused = choose(commandLine, env)
    expect(refused).toEqual({
      lines: [expect.stringContaining('nothing names its platform')],
      advice: expect.stringContaining('Run it in GitLab CI or Stubbucket')
    })
    const text = typeof refused === 'string' ? '' : `${refused.lines.join('')} ${refused.advice}`
    for (const chooser of [
      'GITLAB_CI',
      '--gitlab-api-url',
      '--gitlab-project',
      'STUB_BUILD_NUMBER',
      '--stub-workspace'
    ]) {
      expect(text).toContain(chooser)
    }
    expect(text).toContain('a token alone chooses none')
  })

  it('names, with GitLab alone, the options that name a merge request outside GitLab CI', () => {
    expect(choose(line('preview', {}), {}, gitLab ? [gitLab] : [])).toEqual({
      lines: [
        'preview works on a GitLab merge request, and nothing names its platform: no CI variable or option that chooses one is given (GitLab: GITLAB_CI, --gitlab-token-file, --gitlab-api-url, --gitlab-project); a token alone chooses none. Nothing was sent.'
      ],
      advice:
        'Run it in GitLab CI, or name the merge request with its options (GitLab: --gitlab-api-url, --gitlab-project, --merge-request and --commit).'
    })
    expect(choose(line('sweep', {}), {}, gitLab ? [gitLab] : [])).toMatchObject({
      advice: expect.stringContaining(
        'name the project with its options (GitLab: --gitlab-api-url and --gitlab-project)'
      )
    })
  })

  it.each([
    [
      'both CI variables',
      line('preview', {}),
      { GITLAB_CI: 'true', STUB_BUILD_NUMBER: '7' },
      'GitLab (GITLAB_CI) and Stubbucket (STUB_BUILD_NUMBER)'
    ],
    [
      "one's CI variable, the other's option",
      line('sweep', { 'stub-workspace': 'w' }),
      { GITLAB_CI: 'true' },
      'GitLab (GITLAB_CI) and Stubbucket (--stub-workspace)'
    ],
    [
      'options of both, one from its variable',
      line('sweep', { 'gitlab-project': 'a/b', 'stub-workspace': 'w' }, ['gitlab-project']),
      {},
      'GitLab (APPETIZE_GITLAB_PROJECT) and Stubbucket (--stub-workspace)'
    ]
  ])('is refused for %s, naming what named each', (_what, commandLine, env, named) => {
    expect(choose(commandLine, env)).toEqual({
      lines: [
        `${commandLine.command} works on one review platform, and this run names 2: ${named}. Nothing was sent.`
      ],
      advice: expect.stringContaining('Give the variables and options of one platform only')
    })
  })

  it("refuses another platform's own option given on the command line; a shared one is the chosen's", () => {
    expect(choose(line('preview', { 'merge-request': '3' }), { STUB_BUILD_NUMBER: '7' })).toEqual({
      lines: [
        "--merge-request is an option of another review platform, and this run is on Stubbucket: give Stubbucket's own (appetize-deploy preview --help). Nothing was sent."
      ],
      advice: undefined
    })
    expect(choose(line('preview', { commit: 'a'.repeat(40) }), { STUB_BUILD_NUMBER: '7' })).toBe(
      'stub'
    )
    // From a variable (a group's or workspace's setting), it is not this run's choice: ignored.
    expect(
      choose(line('preview', { 'merge-request': '3' }, ['merge-request']), {
        STUB_BUILD_NUMBER: '7'
      })
    ).toBe('stub')
  })
})
