import type { Messages } from '../schema'

export default {
  nav: {
    home: 'Holotable – Startseite',
    main: 'Hauptmenü',
    games: 'Spiele',
    rules: 'Regeln',
    settings: 'Einstellungen',
    searchRules: 'Regeln durchsuchen',
  },
  title: 'Dein Begleiter am Spieltisch',
  lead: 'Aufbau, Überblick, exakte Chancen und ein Protokoll jeder Partie – neben dem Spielbrett, nicht statt seiner.',
  importGame: 'Spiel importieren…',
  newGame: 'Neues Spiel',
  games: 'Spiele',
  newOf: 'Neues Spiel: {game}',
  recent: 'Letzte Spiele',
  unreadable:
    'Deine Spiele können nicht angezeigt werden: Die Bibliothek ließ sich nicht öffnen (die Meldung sagt, warum). Nichts darin wurde verändert.',
  noGames:
    'Noch keine Spiele. Beginne oben eines – es wird beim Spielen gespeichert, und du kannst jederzeit dorthin zurückkehren.',
  game: 'Spiel',
  players: 'Mitspielende',
  lastPlayed: 'Zuletzt gespielt',
  status: 'Stand',
  actions: 'Aktionen',
  finished: 'Beendet',
  inProgress: 'Läuft',
  open: 'Öffnen',
  resume: 'Fortsetzen',
  export: 'Exportieren',
  exportNamed: '{title} exportieren',
  delete: 'Löschen',
  deleteNamed: '{title} löschen',
  deleteTitle: 'Dieses Spiel löschen?',
  deleteText:
    '„{title}“ und sein ganzes Protokoll werden von diesem Computer entfernt. Exportiere es vorher, falls du es zurückhaben möchtest.',
  cancel: 'Abbrechen',
  deleteGame: 'Spiel löschen',
  deleted: '„{title}“ gelöscht.',
} satisfies Messages['home']
