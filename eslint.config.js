// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { boundaries } from './packages/mf-config/src/boundaries.js';

/** The console's code: it runs in the browser and reaches the server only over HTTP. */
const FRONT_END = ['host', 'remotes/*', 'packages/shell', 'packages/ui', 'packages/blocks'];

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
  {
    // Who may import whom (docs/developing.md#boundaries); packages/mf-config/src/boundaries.test.js proves each one fires.
    plugins: { drawdesk: { rules: { boundaries } } },
    rules: {
      'drawdesk/boundaries': [
        'error',
        [
          { from: ['remotes/*'], to: ['remotes/*'], because: 'a remote never imports another remote; shared pieces live in @drawdesk/shell, @drawdesk/ui or @drawdesk/blocks' },
          { from: ['remotes/*'], to: ['host'], because: 'a remote never imports the host; what the host gives remotes is the contract in @drawdesk/shell' },
          { from: FRONT_END, to: ['packages/server'], because: "the console reaches the server over HTTP only; the API's shapes are in @drawdesk/contracts" },
          { from: ['packages/ui'], to: ['packages/blocks'], because: '@drawdesk/ui is the Semi facade, presentation only; the domain blocks are built on it, not the other way round' },
          { from: ['packages/blocks'], to: ['remotes/*', 'host'], because: 'the blocks are shared by the host and every remote, so they depend on none of them' },
        ],
      ],
    },
  },
  {
    // A remote reaches the shell through its contract entries only (packages/shell/README.md): the host's setup is
    // the host's, the test helpers are for tests, and the domain core comes through `@drawdesk/shell/lottery`, the
    // one copy the host provides under the shell's version check (packages/shell/README.md).
    files: ['remotes/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@drawdesk/shell/host', message: "The host's setup of the shell; a remote uses the contract, @drawdesk/shell." },
            { name: '@drawdesk/shell/testing', message: 'For test files only.' },
            { name: '@drawdesk/lottery', message: 'Through @drawdesk/shell/lottery: one copy, provided by the host under the shell version check.' },
          ],
        },
      ],
    },
  },
  {
    files: ['remotes/*/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@drawdesk/shell/host', message: "The host's setup of the shell; a remote's tests use @drawdesk/shell/testing." }] }] },
  },
);
