import type { Messages } from '../schema'

export default {
  'angriff-der-rebellen': {
    pitch:
      'Schneller Aufbau, Weltraum-Raster und die Plättchen aller Mitspielenden im Blick, exakte Siegchancen vor jedem Kampf und der günstigste Einsatz nach dem Wurf, Wertung ausgerechnet.',
    playersSource: 'Spielregel, erste Seite: 2 bis 4 Personen.',
    tools: { setup: 'Aufbau', space: 'Weltraum', score: 'Wertung' },
    options: {
      lostFight: {
        label: 'Was ein verlorener Kampf kostet',
        help: 'Die Spielregel ist hier unklar. Holotable folgt der mit „Wichtig“ markierten Zeile: Ein verlorener Kampf kostet nichts, nur ein gewonnener verbraucht den Verbündeten und die Chips.',
        choices: {
          free: 'Nichts (die Lesart der „Wichtig“-Zeile)',
          spent: 'Den eingesetzten Verbündeten und die Chips',
        },
      },
      memoryAid: {
        label: 'Gedächtnisstütze: Plättchen zeigen, die der Tisch schon gesehen hat',
        help: 'Standardmäßig aus: Sich zu merken, wo die Asteroiden liegen, gehört zum Spiel.',
      },
    },
  },
  rebellion: {
    pitch: 'Übernimmt den Aufbau, die Zeitleiste und beide Bauleisten und gibt exakte Kampf- und Missionschancen.',
    playersSource:
      'Grundregeln, Aufbau: Eine Person spielt das Imperium, eine die Rebellen. Das Teamspiel wird erwähnt, aber in den Regeltexten nicht beschrieben, daher bietet Holotable es nicht an.',
    factions: { empire: 'Galaktisches Imperium', rebels: 'Rebellenallianz' },
    pages: { odds: { label: 'Chancenrechner', title: 'Rebellion-Chancen' } },
    tools: {
      setup: 'Aufbau',
      round: 'Runde',
      systems: 'Systeme',
      forces: 'Einheiten',
      build: 'Bauen',
      probe: 'Sonden',
      odds: 'Chancen',
    },
    options: {
      riseOfTheEmpire: { label: 'Erweiterung Aufstieg des Imperiums' },
      newStarterUnits: {
        label: 'Neue Starteinheiten (Aufstieg des Imperiums)',
        help: 'Nur mit Aufstieg des Imperiums; ein erstes Spiel nutzt immer die feste Aufstellung.',
      },
      roteMissions: {
        label: 'Missionen von Aufstieg des Imperiums',
        help: 'Nur mit Aufstieg des Imperiums: Ihre Missionskarten ersetzen die des Grundspiels.',
      },
      firstGame: { label: 'Erstes Spiel (feste Aufstellung)' },
    },
  },
  'rule-the-galaxy': {
    pitch: 'Zählt den Feuerstapel für euch mit: das genaue Risiko der nächsten Karte und wann ihr aufhören solltet.',
    playersSource:
      'Spielregel: Die Regeln sind für 3–4 Personen geschrieben; die Änderungen für 1–2 Personen stehen am Ende.',
    tools: { play: 'Spielen', setup: 'Aufbau', board: 'Spielplan', score: 'Wertung' },
  },
  'rftg-rebel-vs-imperium': {
    pitch:
      'Antworten zu Übernahmen in Sekunden: wer wen angreifen kann und wer gewinnt. Dazu die Startziehungen und der Wertungsbogen.',
    playersSource:
      'Nicht im Regeltext, der nur die Änderungen dieser Erweiterung beschreibt: 2–6 steht auf der Schachtel — auf eurem Exemplar prüfen.',
    tools: { setup: 'Aufbau', tableaux: 'Auslagen', takeovers: 'Übernahmen', score: 'Wertungsblatt' },
    options: {
      goals: { label: 'Mit Zielen spielen' },
      takeovers: {
        label: 'Mit Übernahmen spielen',
        help: 'Die Regel wechselt ab: das erste Spiel einer Runde ohne, dann abwechselnd mit und ohne.',
      },
    },
  },
} satisfies Messages['games']
