// The app shell's words (top bar, dialogs, notices, language choice). English defines the keys:
// German (../de/app.ts) must have exactly the same ones (typed, and tests/unit/renderer/i18n checks).
export default {
  language: {
    label: 'Language',
    hint: 'The whole app, menus included, switches at once.',
    en: 'English',
    de: 'Deutsch',
  },
  timeline: {
    heading: 'Timeline',
    close: 'Close timeline',
    list: 'Events, newest first',
    undone: ' (undone)',
    unreadable: 'Unreadable event ({why})',
    misfit: 'Skipped “{type}”: {why}',
    undid: 'Undid: {what}',
    redid: 'Redid: {what}',
    undoOf: 'Undo of event #{n}',
    redoOf: 'Redo of event #{n}',
  },
}
