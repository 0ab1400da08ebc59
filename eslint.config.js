import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Unidirectional code (bulletproof-react): shared code (components, hooks, lib, config) never
// imports features or the app layer, and a feature never imports another feature; the app layer
// (routes, providers) composes them.
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const layering = [
  {
    files: ['web/src/{components,hooks,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)/', message: 'Shared code must not import features or the app layer.' },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/(app/|features/(?!${feature}/))`,
              message: 'A feature imports only itself and shared code; compose features in web/src/app.',
            },
          ],
        },
      ],
    },
  })),
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'supabase/functions/**',
      'test-results/**',
      'playwright-report/**',
      '.local/**',
      'supabase/.temp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['web/src/**/*.tsx'] },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'backend/**/*.ts',
      '*.config.{js,ts}',
      'web/*.config.ts',
      'web/e2e/**/*.ts',
      'web/src/**/*.e2e.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layering,
)
