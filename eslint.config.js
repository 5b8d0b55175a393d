// Lint: TypeScript and Vue rules, plus the import arrows of ARCHITECTURE.md:
// src-shared imports nothing from main/renderer and nothing platform-specific; the renderer never
// imports electron or Node; main never imports Vue or the renderer; one game never imports another.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import prettierOff from 'eslint-config-prettier/flat'
import vueI18n from '@intlify/eslint-plugin-vue-i18n'
import { readdirSync } from 'node:fs'

// A game is a folder in src-shared/games (the registry's convention), so the list comes from there.
const GAMES = readdirSync(new URL('./src-shared/games/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const NODE_BUILTINS = 'fs|path|os|child_process|crypto|http|https|net|url|util|stream|zlib|events|worker_threads'

// Every screen's text goes through vue-i18n (#18): no raw words in any template.
const I18N_SCREENS = ['src-renderer/**/*.vue']
// Symbols, numbers and punctuation are not words to translate.
const NOT_WORDS = '^[\\s\\d\\p{P}\\p{S}×]*$'

const arrow = (regex, message) => ({ regex, message })
const sharedArrows = [
  arrow('(^|/)src-(main|renderer)(/|$)', 'src-shared must not import from src-main or src-renderer.'),
  arrow(
    '^(electron|vue|pinia|dexie|vue-router|reka-ui|@vueuse/.*)$',
    'src-shared is pure TypeScript: no Electron, Vue or Dexie.',
  ),
  arrow(`^(node:.*|${NODE_BUILTINS})$`, 'src-shared is pure TypeScript: no Node modules.'),
]
const rendererArrows = [
  arrow(
    '^electron$|(^|/)src-main(/|$)',
    'The renderer reaches main only through window.holotable (src-shared/ipc.ts).',
  ),
  arrow(`^(node:.*|${NODE_BUILTINS})$`, 'The renderer runs in a browser: no Node modules.'),
]
const mainArrows = [
  arrow(
    '^(vue|pinia|vue-router|dexie|reka-ui)$|(^|/)src-renderer(/|$)',
    'Main imports src-shared only, never the renderer or Vue.',
  ),
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'out/',
      'dist-web/',
      'dist-web-e2e*/',
      'test-results/',
      'playwright-report/',
      'build/',
      'release/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  // Layout is Prettier's (npm run lint runs `prettier --check`): no lint rule argues with it.
  prettierOff,
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
    },
  },
  {
    files: ['src-renderer/**/*.{ts,vue}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { patterns: rendererArrows }] },
  },
  {
    files: ['src-main/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: mainArrows }] },
  },
  { files: ['src-shared/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: sharedArrows }] } },
  {
    files: I18N_SCREENS,
    plugins: { '@intlify/vue-i18n': vueI18n },
    rules: { '@intlify/vue-i18n/no-raw-text': ['error', { ignorePattern: NOT_WORDS }] },
  },
  ...GAMES.flatMap((game) => {
    const otherGames = [
      arrow(
        `(^|/)games/(?!${game}(/|$))(${GAMES.join('|')})(/|$)`,
        'One game never imports another: move shared logic to src-shared/core/.',
      ),
      arrow(
        `^\\.\\./(?!${game}(/|$))(${GAMES.join('|')})(/|$)`,
        'One game never imports another: move shared logic to src-shared/core/.',
      ),
    ]
    return [
      {
        files: [`src-shared/games/${game}/**/*.ts`],
        rules: { 'no-restricted-imports': ['error', { patterns: [...sharedArrows, ...otherGames] }] },
      },
      {
        files: [`src-renderer/games/${game}/**/*.{ts,vue}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [...rendererArrows, ...otherGames] }] },
      },
    ]
  }),
)
