import type { Messages } from '../schema'

export default {
  brand: 'Holotable',
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
    openGameFirst: 'Öffne zuerst ein Spiel und wähle dann noch einmal „Datei › Spiel exportieren…“.',
  },
  notFound: {
    text: 'Unter dieser Adresse gibt es nichts.',
    back: 'Zurück zu deinen Spielen',
  },
} satisfies Messages['shell']
