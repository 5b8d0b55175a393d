import type { Messages } from '../schema'

export default {
  language: {
    label: 'Sprache',
    hint: 'Die ganze App, auch die Menüs, wechselt sofort.',
    en: 'English',
    de: 'Deutsch',
  },
  timeline: {
    heading: 'Verlauf',
    close: 'Verlauf schließen',
    list: 'Ereignisse, neueste zuerst',
    undone: ' (rückgängig gemacht)',
    unreadable: 'Unlesbares Ereignis ({why})',
    misfit: 'Übersprungen „{type}“: {why}',
    undid: 'Rückgängig gemacht: {what}',
    redid: 'Wiederhergestellt: {what}',
    undoOf: 'Rückgängig: Ereignis Nr. {n}',
    redoOf: 'Wiederhergestellt: Ereignis Nr. {n}',
  },
} satisfies Messages['app']
