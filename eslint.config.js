// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/drizzle/**', '**/coverage/**', 'static/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain JavaScript build scripts run in Node.
    files: ['**/*.mjs', 'packages/mf-config/**/*.js'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', setTimeout: 'readonly' } },
  },
  {
    rules: {
      // `_name` marks a value taken apart on purpose (e.g. dropping a field from an object).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // `any` needs a comment saying why: allowed only with an eslint-disable line and its reason.
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
);
