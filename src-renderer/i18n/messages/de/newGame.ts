import type { Messages } from '../schema'

export default {
  title: 'Neues Spiel',
  intro:
    'Wählt das Spiel, wer mitspielt und die Optionen von der Schachtel. Notizen und Punkte könnt ihr beim Spielen ergänzen.',
  game: 'Spiel',
  name: 'Name dieser Partie',
  players: 'Mitspielende',
  player: 'Person {n}',
  playerName: 'Name von Person {n}',
  playerFaction: 'Fraktion von Person {n}',
  removePlayer: 'Person {n} entfernen',
  remove: 'Entfernen',
  addPlayer: '+ Person hinzufügen',
  options: 'Optionen',
  changed: ' Für diese Partie von dir geändert.',
  start: 'Spiel beginnen',
  cancel: 'Abbrechen',
  wrongCount: '{game} spielen {count}; ihr seid {n}.',
  sameName: 'Zwei Personen heißen beide „{name}“. Gebt allen verschiedene Namen.',
  faction: 'Jemand muss {faction} spielen. Wählt für jede Person eine Fraktion.',
  noTitle: 'Gib der Partie einen Namen, damit du sie später wiederfindest.',
  notCreated: 'Das Spiel konnte nicht angelegt werden: {why}',
} satisfies Messages['newGame']
