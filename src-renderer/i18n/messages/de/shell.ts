import type { Messages } from '../schema'

export default {
  brand: 'Holotable',
  screenLoading: 'Diese Ansicht wird geladen …',
  notice: {
    reloadScreen: 'Diese Ansicht neu laden',
    dismiss: 'Schließen',
  },
  pending: {
    full: 'Deine letzte Änderung ist noch nicht gespeichert: Die Festplatte (oder der Speicher dieses Browsers für Holotable) ist voll. Gib etwas Speicherplatz frei. {keep}',
    locked:
      'Deine letzte Änderung ist noch nicht gespeichert: Die Bibliothek kann gerade nicht beschrieben werden ({why}). Schließe andere Holotable-Fenster. {keep}',
    keep: 'Sie bleibt in diesem Fenster erhalten und wird gespeichert, sobald es geht: Schließe dieses Fenster nicht, bis diese Meldung verschwindet.',
    count: '{n} Änderung wartet darauf, gespeichert zu werden. | {n} Änderungen warten darauf, gespeichert zu werden.',
    retry: 'Jetzt erneut versuchen',
  },
  transfer: {
    exportedDownloads: '„{title}“ in deine Downloads exportiert.',
    exportedTo: '„{title}“ nach {where} exportiert.',
    importFailed:
      'Das Spiel konnte nicht importiert werden: {why}. Deine Bibliothek wurde nicht verändert; versuche es noch einmal oder starte Holotable neu.',
    imported: '„{title}“ importiert.',
    applied: '{n} Datenkorrektur aus „{title}“ übernommen. | {n} Datenkorrekturen aus „{title}“ übernommen.',
    notApplied: 'Nicht aus „{title}“ übernommen: {why} Der geltende Wert bleibt.',
    openGameFirst: 'Öffne zuerst ein Spiel und wähle dann noch einmal „Datei › Spiel exportieren…“.',
  },
  library: {
    quoted: '„{title}“',
    newer:
      'Diese Bibliothek wurde von einem neueren Holotable geschrieben (Version {version}); aktualisiere die App, um sie zu öffnen.',
    cannotOpen:
      'Deine Bibliothek konnte nicht geöffnet werden ({why}). Schließe andere Holotable-Fenster und lade neu (Strg+R); nichts wurde verändert.',
    vanished:
      'Deine Bibliothek wurde beschädigt: {n} Spiel fehlt oder ist kürzer als beim letzten Speichern ({names}). Der Browser hat seinen Speicher vielleicht zurückgesetzt. Importiere es aus einer exportierten Datei, um es zurückzubekommen. | Deine Bibliothek wurde beschädigt: {n} Spiele fehlen oder sind kürzer als beim letzten Speichern ({names}). Der Browser hat seinen Speicher vielleicht zurückgesetzt. Importiere sie aus exportierten Dateien, um sie zurückzubekommen.',
  },
  backup: {
    failed: 'Automatische Sicherung fehlgeschlagen: {why} Dein Spiel ist in der App weiterhin gespeichert.',
  },
  titles: { games: 'Spiele', newGame: 'Neues Spiel', rules: 'Regeln', settings: 'Einstellungen' },
  bug: {
    wentWrong: 'Etwas ist schiefgegangen ({where}: {why}). Deine Spiele sind gespeichert.',
    thisScreen: 'diese Ansicht',
    tableLog: 'Tischprotokoll',
    aTool: 'ein Werkzeug',
    theGame: 'das Spiel',
  },
  notFound: {
    text: 'Unter dieser Adresse gibt es nichts.',
    back: 'Zurück zu deinen Spielen',
  },
} satisfies Messages['shell']
