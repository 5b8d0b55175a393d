import type { Messages } from '../schema'

export default {
  conflict: {
    title: 'Dieses Spiel ist schon in deiner Bibliothek',
    description:
      '„{title}“ ist dasselbe Spiel wie das in der Datei. Durch die Fassung aus der Datei ersetzen oder beide nebeneinander behalten?',
    cancel: 'Abbrechen',
    keepBoth: 'Beide behalten',
    replace: 'Ersetzen',
  },
  corrections: {
    title: 'Die Datenkorrekturen dieser Datei übernehmen?',
    description:
      '„{title}“ wurde mit Werten exportiert, die für das eigene Exemplar des Spiels korrigiert sind. Auch hier übernehmen? Sie ändern die Ergebnisse in jeder Partie dieses Spiels auf diesem Computer.',
    value: 'Wert',
    inFile: 'In der Datei',
    hereNow: 'Hier jetzt',
    yourCorrection: 'deine Korrektur {value}',
    builtIn: 'eingebaut {value}',
    builtInValue: 'eingebauter Wert',
    keep: 'Meine behalten',
    apply: 'Übernehmen',
  },
  importError: {
    title: 'Diese Datei konnte nicht importiert werden',
    unchanged: 'In deiner Bibliothek wurde nichts verändert.',
    ok: 'OK',
  },
  backups: {
    none: 'Noch keine Sicherungen: Sie erscheinen nach deiner ersten Änderung an einem Spiel.',
    saved: 'Gespeichert',
    file: 'Datei',
    size: 'Größe',
    kb: '{n} KB',
    restore: 'Wiederherstellen …',
  },
  restore: {
    damaged:
      'Deine Bibliothek wurde beschädigt; {n} Spiel lässt sich aus Sicherungen wiederherstellen: | Deine Bibliothek wurde beschädigt; {n} Spiele lassen sich aus Sicherungen wiederherstellen:',
    games: '{n} Spiel | {n} Spiele',
    item: '„{title}“ ({state})',
    eventsHere: '{here} von {all} Ereignissen hier',
    missing: 'fehlt',
    notRestored: 'Nicht wiederhergestellt: {which}',
    restoreAll: '{games} wiederherstellen',
    restored: 'Aus Sicherungen wiederhergestellt.',
  },
} satisfies Messages['data']
