import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jest from 'eslint-plugin-jest'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'stubs/'] },
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
