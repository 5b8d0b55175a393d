import type { Messages } from '../schema'

export default {
  loading: 'Das Spiel wird geladen …',
  back: 'Zurück zu deinen Spielen',
  rename: 'Umbenennen',
  renameGame: 'Diese Partie umbenennen',
  finished: 'Beendet',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  ctrl: 'Strg',
  undoKeys: '{mod}+Z',
  redoKeys: '{mod}+Umschalt+Z',
  undoTitle: 'Rückgängig ({keys}): {what}',
  nothingToUndo: 'Nichts rückgängig zu machen ({keys})',
  redoTitle: 'Wiederholen ({keys}): {what}',
  nothingToRedo: 'Nichts zu wiederholen ({keys})',
  turnSummary: 'Zugübersicht',
  export: 'Exportieren…',
  timeline: 'Verlauf',
  tools: 'Spielwerkzeuge',
  tableLog: 'Tischprotokoll',
  noSuchTool: 'Dieses Spiel hat keinen Reiter unter der Adresse „…/{tool}“: Hier ist sein Tischprotokoll.',
  tabFailed:
    'Dieser Reiter konnte nicht angezeigt werden ({why}). Dein Spiel ist gespeichert; die anderen Reiter funktionieren weiter.',
  name: 'Name',
  cancel: 'Abbrechen',
  save: 'Speichern',
  scoresLeftBehind:
    'Jetzt gespeichert: Punkte-Klicks, die vor dem Verlassen der Seite nicht mehr gespeichert wurden ({list}).',
  changesLeftBehind:
    'Jetzt gespeichert: Änderungen, die vor dem Verlassen der Seite nicht mehr gespeichert wurden ({list}).',
  changesLeftBehindMoved:
    'Nicht gespeichert: {n} Änderung, die vor dem Verlassen der Seite nicht mehr gespeichert wurde. Das Spiel ging inzwischen in einem anderen Fenster weiter (oder wurde durch einen Import ersetzt); sieh im Verlauf nach und trage sie neu ein, falls sie fehlt. | Nicht gespeichert: {n} Änderungen, die vor dem Verlassen der Seite nicht mehr gespeichert wurden. Das Spiel ging inzwischen in einem anderen Fenster weiter (oder wurde durch einen Import ersetzt); sieh im Verlauf nach und trage sie neu ein, falls sie fehlen.',
  andMore: '{list} und {n} weitere',
  errors: {
    deletedElsewhere:
      'Dieses Spiel wurde in einem anderen Fenster gelöscht. Was du hier dafür eingegeben und noch nicht gespeichert hattest, wurde mit ihm verworfen.',
    gone: 'Dieses Spiel ist nicht mehr in deiner Bibliothek. Es wurde vielleicht gelöscht oder durch einen Import ersetzt.',
    cannotOpen: 'Dieses Spiel lässt sich nicht öffnen: {why} Lade die App neu (Strg+R) und versuche es noch einmal.',
    notEntered: 'Nicht eingetragen: {reason}.',
    notSaved: 'Diese Änderung konnte nicht gespeichert werden: {why}. Nichts ist verloren; versuche es noch einmal.',
    notRenamed: 'Das Spiel konnte nicht umbenannt werden: {why}',
    notUndone: 'Nicht rückgängig gemacht: {reason}.',
    notRedone: 'Nicht wiederholt: {reason}.',
    closed: 'das Spiel wurde geschlossen',
    otherWindowMeta:
      'dieses Spiel wurde in einem anderen Fenster geändert. Es zeigt jetzt die neuesten Züge; mache rückgängig oder wiederhole noch einmal, wenn du es noch willst',
    otherWindow: 'dieses Spiel wurde in einem anderen Fenster geändert. {refused}',
  },
  noTitle: 'Gib der Partie einen Namen, damit du sie später wiederfindest.',
} satisfies Messages['gameView']
