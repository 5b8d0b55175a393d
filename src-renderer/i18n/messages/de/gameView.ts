import type { Messages } from '../schema'

export default {
  loading: 'Das Spiel wird geladen …',
  back: 'Zurück zu deinen Spielen',
  rename: 'Umbenennen',
  renameGame: 'Diese Partie umbenennen',
  finished: 'Beendet',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  undoTitle: 'Rückgängig ({keys}): {what}',
  nothingToUndo: 'Nichts rückgängig zu machen ({keys})',
  redoTitle: 'Wiederholen ({keys}): {what}',
  nothingToRedo: 'Nichts zu wiederholen ({keys})',
  turnSummary: 'Zugübersicht',
  export: 'Exportieren…',
  timeline: 'Verlauf',
  tools: 'Spielwerkzeuge',
  tableLog: 'Tischprotokoll',
  tabFailed:
    'Dieser Reiter konnte nicht angezeigt werden ({why}). Dein Spiel ist gespeichert; die anderen Reiter funktionieren weiter.',
  name: 'Name',
  cancel: 'Abbrechen',
  save: 'Speichern',
  noTitle: 'Gib der Partie einen Namen, damit du sie später wiederfindest.',
} satisfies Messages['gameView']
