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
}
