import type { Messages } from '../schema'

export default {
  language: {
    label: 'Sprache',
    hint: 'Die ganze App, auch die Menüs, wechselt sofort.',
    en: 'English',
    de: 'Deutsch',
  },
} satisfies Messages['app']
