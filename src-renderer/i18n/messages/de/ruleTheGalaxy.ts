// Die Bildschirme von Rule the Galaxy auf Deutsch (dieselben Schlüssel wie ../en/ruleTheGalaxy.ts).
// Spielbegriffe zur Prüfung: docs/GLOSSARY-de.md, Abschnitt „Rule the Galaxy“.
export default {
  notEntered: 'Nicht eingetragen: {reason}.',
  none: '—',
  score: {
    empty: 'Die Wertung erscheint, sobald das Spiel aufgebaut ist.',
    standings: 'Punktestand',
    intro:
      'Sind alle Einheiten zerstört, gewinnt wer die meisten Punkte hat; bei Gleichstand entscheiden die meisten zerstörten Einheiten. Bricht eine Einheit durch, verlieren alle.',
    rank: '#',
    player: 'Person',
    points: 'Punkte',
    units: 'Zerstörte Einheiten',
    infiltrators: 'Infiltratoren',
  },
  end: {
    lost: 'Eine Einheit der Ersten Ordnung hat den Widerstand erreicht: Alle verlieren',
    won: 'Alle Einheiten sind zerstört! Gewonnen hat: {names} | Alle Einheiten sind zerstört! Gewonnen haben: {names}',
    recorded: 'Das Ergebnis ist eingetragen; die Partie steht in eurem Verlauf.',
    finishLost: 'Partie als Niederlage für alle beenden',
    record: 'Ergebnis eintragen',
    orUndo: 'Oder Rückgängig, falls etwas versehentlich eingetragen wurde.',
  },
  hands: {
    player: 'Person',
    cards: 'Karten',
    infiltrators: 'Infiltratoren',
  },
  discard: {
    heading: 'Feuermarker: Karten abwerfen',
    owes: '{name} wirft noch {n} Karte ab | {name} wirft noch {n} Karten ab',
    clickEach: '– klicke jede einzeln an:',
    has: '(hat {n})',
  },
  trade: {
    label: 'Tauschen',
    gives: '{name} gibt',
    to: 'an',
    choose: 'wählen',
    gets: 'und bekommt',
    swap: 'Tauschen',
  },
  fireMeter: {
    label: 'Gesehene Feuerkarten: {seen} von {total}',
    seen: 'Feuer gesehen',
  },
  points: {
    title: 'Punkte auf diesen Plättchen?',
    description:
      'Lies die auf dem Plättchen gedruckten Punkte ab. Die App merkt sie sich (Einstellungen › Korrekturen der Spieldaten).',
    field: 'Stärke {strength} ({names}): Punkte',
    bad: 'Punkte für Stärke {strength}: Gib die ganze Zahl vom Plättchen ein, 0 bis 20 (eingegeben: „{text}“).',
    notNow: 'Nicht jetzt',
    remember: 'Merken',
  },
  marker: {
    due: 'Eine Einheit hat den Feuermarker in Bahn {lane}, Reihe {row} betreten: Deckt ihn auf',
    unseen: 'Hat eine Einheit einen Feuermarker betreten? Deckt ihn auf und tragt seinen Wert ein',
    allUp: 'Alle {n} Feuermarker sind aufgedeckt.',
    value: 'Wert {v}',
    soFar: 'Bisher aufgedeckt: {values}',
    framesUnknown:
      'Die App weiß nicht, welche Felder rot umrandet sind: Achtet selbst darauf, ob eine Einheit einen Feuermarker betritt.',
  },
  redFrames: {
    unknown: 'Die App weiß nicht, welche Felder rot umrandet sind',
    unknownRest:
      ', also kann sie nicht melden, wenn eine Einheit einen Feuermarker betritt. Achtet selbst auf den Spielplan oder tragt die Felder ein:',
    label: 'Rot umrandete Felder (Paare aus Bahn und Reihe)',
    placeholder: 'z. B. 1,3, 2,5, 3,3, 4,5',
    save: 'Felder speichern',
  },
  board: {
    empty: 'Der Spielplan erscheint, sobald das Spiel aufgebaut ist.',
    escaped: '{n} Einheit ist zum Widerstand durchgebrochen. | {n} Einheiten sind zum Widerstand durchgebrochen.',
    moveThisRound: 'Die Einheiten ziehen am Ende dieser Runde',
    noMoveThisRound: 'Die Einheiten ziehen in dieser Runde nicht',
    markerFlips: 'Der Bewegungsmarker zeigt jetzt {side}; am Ende dieser Runde wird er auf {next} umgedreht.',
    markerFlipsAndMove:
      'Der Bewegungsmarker zeigt jetzt {side}; am Ende dieser Runde wird er auf {next} umgedreht, und die Einheiten ziehen.',
    white: 'Weiß',
    red: 'Rot',
    round: 'Runde',
    unitsOnBoard: 'Einheiten auf dem Spielplan',
    stackLeft: 'Plättchen im Stapel',
    size: 'Spielplan {lanes} × {rows}',
    rowsVerify:
      'Die Zahl der Reihen stammt aus einer Beschreibung des Spielplans, nicht aus der Spielregel. Prüft euren Spielplan; korrigiert sie unter Einstellungen › Korrekturen der Spieldaten (neue Spiele übernehmen sie).',
    verify: 'an deinem Exemplar prüfen',
  },
}
