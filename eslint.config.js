import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jest from 'eslint-plugin-jest'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import tseslint from 'typescript-eslint'
import { tsImport } from 'tsx/esm/api'

/**
 * The review platforms, from the registry (src/cli/platforms.ts): each one's folder may import
 * only src/review and src/shared; the action wires those it runs, the command line those the npm
 * package carries (and reads every descriptor); only a platform's folder imports its libraries.
 */
const { PLATFORMS } = await tsImport('./src/cli/platforms.ts', import.meta.url)
const platforms = PLATFORMS.map(({ descriptor }) => descriptor)
const folders = platforms.map(({ folder }) => folder)
const descriptorFiles = platforms
  .filter(platform => !platform.packaged)
  .map(({ folder }) => `${folder}/descriptor.ts`)

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  // Type-aware rules find real bugs here: a floating promise, a switch that misses a kind.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname }
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true }
      ],
      // Outside text is checked for control characters on purpose.
      'no-control-regex': 'off'
    }
  },
  {
    // The layering (CONTRIBUTING.md, "Layout"): imports point down the list and never in a cycle.
    // action/ and cli/ (front ends) → app/ → features/ → service/, review/, each platform's
    // folder (github/, gitlab/, … from the registry) → shared/; only a front end wires a
    // platform. A cycle of type-only imports is .dependency-cruiser.cjs's.
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      'import-x/extensions': ['.ts', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] }
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            layer('shared', []),
            layer('service', ['shared']),
            layer('review', ['shared']),
            ...folders.map(folder => layer(folder, ['review', 'shared'])),
            layer('features', ['service', 'review', 'shared']),
            layer('app', ['features', 'service', 'review', 'shared']),
            layer('action', [
              'app',
              'features',
              'service',
              'review',
              ...platforms.filter(platform => platform.action).map(({ folder }) => folder),
              'shared'
            ]),
            layer('cli', [
              'app',
              'features',
              'service',
              'review',
              ...platforms.filter(platform => platform.packaged).map(({ folder }) => folder),
              ...descriptorFiles,
              'shared'
            ])
          ]
        }
      ],
      'no-restricted-imports': ['error', onlyIn()]
    }
  },
  {
    files: ['src/action/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', onlyIn('action')] }
  },
  ...folders.map(folder => ({
    files: [`src/${folder}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', onlyIn(folder)] }
  })),
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked
  },
  {
    files: ['__tests__/**/*.ts'],
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      // Assertions inside helpers (expectRefused, runAndCheck) count, and node:assert inside
      // property-based tests (cheaper than expect() over thousands of runs).
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect*', 'assert.*'] }],
      // Property-based tests assert what holds for each generated case, which may depend on it.
      'jest/no-conditional-expect': 'off',
      // A test skipped on one platform is still a test.
      'jest/no-standalone-expect': [
        'error',
        { additionalTestBlockFunctions: ['posixIt', 'posixIt.each', 'linuxIt'] }
      ]
    }
  },
  prettier
)

/**
 * A zone of import-x/no-restricted-paths: files in src/<folder> may import only from their own
 * folder and from the folders below it.
 */
function layer(folder, below) {
  return {
    target: `./src/${folder}`,
    from: './src',
    except: [`./${folder}`, ...below.map(name => `./${name}`)],
    message: `src/${folder} may import only from ${['itself', ...below.map(name => `src/${name}`)].join(', ')}: see CONTRIBUTING.md, "Layout".`
  }
}

/**
 * no-restricted-imports' options outside `owner`: the packages that only one folder may import,
 * @actions/core (src/action/) and each platform's libraries (its descriptor's), as names and
 * sub-paths (a scope such as `@octokit` as every package in it).
 */
function onlyIn(owner) {
  const owned = [
    { name: '@actions/core', folder: 'action' },
    ...platforms.flatMap(({ folder, libraries }) => libraries.map(name => ({ name, folder })))
  ].filter(({ folder }) => folder !== owner)
  const scope = name => name.startsWith('@') && !name.includes('/')
  return {
    paths: owned
      .filter(({ name }) => !scope(name))
      .map(({ name, folder }) => ({ name, message: `Only src/${folder}/ imports ${name}.` })),
    patterns: owned.map(({ name, folder }) => ({
      group: [`${name}/*`],
      message: `Only src/${folder}/ imports ${name}${scope(name) ? '/*' : ''}.`
    }))
  }
}
