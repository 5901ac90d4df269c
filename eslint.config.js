import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jest from 'eslint-plugin-jest'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import tseslint from 'typescript-eslint'

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
    // action/ and cli/ (front ends) → app/ → features/ → service/, review/, github/, gitlab/ →
    // shared/; only a front end wires github/ or gitlab/. A cycle of type-only imports is .dependency-cruiser.cjs's.
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
            layer('github', ['review', 'shared']),
            layer('gitlab', ['review', 'shared']),
            layer('features', ['service', 'review', 'shared']),
            layer('app', ['features', 'service', 'review', 'shared']),
            layer('action', ['app', 'features', 'service', 'review', 'github', 'shared']),
            layer('cli', ['app', 'features', 'service', 'review', 'gitlab', 'shared'])
          ]
        }
      ],
      'no-restricted-imports': ['error', { paths: onlyIn([]) }]
    }
  },
  {
    files: ['src/action/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: onlyIn(['@actions/core']) }] }
  },
  {
    files: ['src/github/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: onlyIn(['@actions/github']) }] }
  },
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

/** The two packages that only one folder may import: @actions/core (action/), @actions/github (github/). */
function onlyIn(allowed) {
  const owners = { '@actions/core': 'src/action/', '@actions/github': 'src/github/' }
  return Object.entries(owners)
    .filter(([name]) => !allowed.includes(name))
    .map(([name, folder]) => ({ name, message: `Only ${folder} imports ${name}.` }))
}
