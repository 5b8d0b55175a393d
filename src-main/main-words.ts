// The main process's words (menu, the close warning, file dialogs, the start error) in the
// interface languages. Main cannot use the renderer's vue-i18n: this small table is its own. The
// language is the system's at start and then the one the renderer reports (Channel.SetLanguage).
import type { Locale } from '../src-shared/locale'

const EN = {
  file: 'File',
  view: 'View',
  exportGame: 'Export game…',
  importGame: 'Import game…',
  showBackupsFolder: 'Show backups folder',
  keepOpen: 'Keep the window open',
  closeAnyway: 'Close anyway',
  unsavedTitle: 'Changes not saved yet',
  unsavedMessage: 'Some of your changes are not saved yet.',
  unsavedDetail:
    'Holotable is still writing them (or waiting for space to write them). Keep the window open until the warning at the top of the window goes away; closing now loses them.',
  exportTitle: 'Export game',
  importTitle: 'Import game',
  gameFiles: 'Holotable game',
  allFiles: 'All files',
  startFailed: 'Holotable could not start',
}

const DE: typeof EN = {
  file: 'Datei',
  view: 'Ansicht',
  exportGame: 'Spiel exportieren…',
  importGame: 'Spiel importieren…',
  showBackupsFolder: 'Sicherungsordner öffnen',
  keepOpen: 'Fenster offen lassen',
  closeAnyway: 'Trotzdem schließen',
  unsavedTitle: 'Änderungen noch nicht gespeichert',
  unsavedMessage: 'Einige deiner Änderungen sind noch nicht gespeichert.',
  unsavedDetail:
    'Holotable schreibt sie noch (oder wartet auf Platz dafür). Lass das Fenster offen, bis der Hinweis oben im Fenster verschwindet; wer jetzt schließt, verliert sie.',
  exportTitle: 'Spiel exportieren',
  importTitle: 'Spiel importieren',
  gameFiles: 'Holotable-Spiel',
  allFiles: 'Alle Dateien',
  startFailed: 'Holotable konnte nicht starten',
}

let current: Locale = 'en'

export function setMainLocale(locale: Locale): void {
  current = locale
}

/** The words in the language in force now. */
export function mainWords(): typeof EN {
  return current === 'de' ? DE : EN
}
