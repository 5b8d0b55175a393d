import type { Messages } from '../schema'

export default {
  notes: {
    heading: 'Tischnotizen',
    locked:
      'Die Partie ist beendet: Die Notizen bleiben, wie sie aufgeschrieben wurden. Mache das Beenden rückgängig, um eine hinzuzufügen oder zu ändern.',
    placeholder: 'Was ist passiert? Eine Hausregel, ein toller Zug, wer wem eine Revanche schuldet …',
    newNote: 'Neue Notiz',
    add: 'Notiz hinzufügen',
    ctrl: 'Strg',
    enter: 'Enter',
    list: 'Notizen, neueste zuerst',
    text: 'Text der Notiz',
    save: 'Speichern',
    cancel: 'Abbrechen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    none: 'Noch keine Notizen.',
    emptyEdit:
      'Eine Notiz kann nicht leer sein. Schreibe die Notiz, oder drücke Abbrechen und dann Löschen, um sie zu entfernen.',
  },
  scores: {
    heading: 'Punkte',
    locked:
      'Die Partie ist beendet: Diese Punkte bleiben, wie sie aufgeschrieben wurden. Mache das Beenden rückgängig, um sie zu ändern.',
    less: 'Ein Punkt weniger für {name}',
    more: 'Ein Punkt mehr für {name}',
    gameCounts: 'Das Spiel zählt: {list}.',
    openTab: '{tab} öffnen',
    ownTally: 'Die Felder darunter sind eure eigene Zählung; „Partie beenden“ schlägt die des Spiels vor.',
    wholeNumber: 'Gib eine ganze Zahl zwischen -100000 und 100000 ein.',
  },
  finish: {
    heading: 'Ergebnis',
    finished: 'Beendet',
    winner: 'Sieger:',
    nobody: 'niemand',
    undoHint: 'Aus Versehen beendet? Mache es rückgängig (Strg+Z) und spielt weiter.',
    intro: 'Wenn die Partie vorbei ist, trage ein, wer gewonnen hat, und die Endpunktzahlen.',
    begin: 'Partie beenden …',
    title: 'Partie beenden',
    description: 'Hake den Sieger (oder die Sieger) an und prüfe die Endpunktzahlen.',
    winnerColumn: 'Sieger',
    player: 'Spieler',
    finalScore: 'Endpunktzahl',
    won: '{name} hat gewonnen',
    finalScoreOf: 'Endpunktzahl von {name}',
    noWinner: 'Kein Sieger angehakt: Die Partie gilt als von allen verloren.',
    wholeNumber: 'Die Endpunktzahl von {name} muss eine ganze Zahl zwischen -100000 und 100000 sein.',
    cancel: 'Abbrechen',
    record: 'Ergebnis eintragen',
  },
} satisfies Messages['tableLog']
