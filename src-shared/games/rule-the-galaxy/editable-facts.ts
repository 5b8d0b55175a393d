// The facts players may correct in Settings › Data corrections, in the editor's forms: numbers,
// number lists and text. data.ts reads the list forms back (board size, marker spaces) and
// resolveAnyMix reads 0/1; the unknown tile points are also asked for in the game screen the
// first time such a tile is taken, and stored under the same keys.
import type { EditableFact, Fact, FactText } from '../../core/facts'
import {
  BOARD_SIZE,
  CARD_NAMES,
  CHARACTERS,
  COLOUR_NAMES,
  FIRE_MARKERS_USED,
  FIRE_MARKER_SPACES,
  MULTICOLOUR_ANY_MIX,
  POINTS,
  STRENGTHS,
  type Character,
  type Strength,
} from './data'
import { T_DE } from './texts-de'

function base(f: Fact<unknown>): Pick<EditableFact, 'key' | 'label' | 'confidence' | 'source'> {
  return { key: f.key, label: f.label, confidence: f.confidence, source: f.source }
}

// The same facts in German (Settings in German), in the screens' words: Bahn, Reihe, Feld,
// Eingangsreihe, rot umrandet, Einheit, Stärke, mehrfarbig (docs/GLOSSARY-de.md).
const RULES_DE = 'Spielregel'
const DESTROYING_DE = `${RULES_DE}, Beispiel unter „Einheiten zerstören“`
const UNKNOWN_POINTS_DE = 'nicht im Regeltext; lies das Plättchen ab und trag den Wert ein'
const POINTS_SOURCE_DE: Record<Strength, string> = {
  1: `${RULES_DE}: Sturmtruppler der Stärke 1 bringen keine Punkte`,
  2: UNKNOWN_POINTS_DE,
  3: `${RULES_DE}, Beispiel unter „Ziel des Spiels“ (Schneetruppler)`,
  5: UNKNOWN_POINTS_DE,
  6: UNKNOWN_POINTS_DE,
  8: `${RULES_DE}, Beispiel unter „Ziel des Spiels“ (Kylo Ren)`,
}
const COLOUR_SOURCE_DE: Record<Character, string> = {
  rey: DESTROYING_DE,
  poe: 'im Regeltext nicht genannt',
  finn: DESTROYING_DE,
  chewbacca: DESTROYING_DE,
}

const colourDe = (c: Character): FactText => ({
  label: `Farbe der ${T_DE.cards[c]}-Karten`,
  help: `Die Farbe der ${T_DE.cards[c]}-Karten und der Einheiten, die mit ihnen bezahlt werden, z. B. orange.`,
  source: COLOUR_SOURCE_DE[c],
})

export const RTG_EDITABLE_FACTS: EditableFact[] = [
  {
    ...base(BOARD_SIZE),
    help: 'Enter 2 numbers: lanes, then spaces per lane (rows).',
    de: {
      label: 'Spielplan: Bahnen und Reihen',
      help: 'Gib 2 Zahlen ein: die Bahnen, dann die Felder je Bahn (Reihen).',
      source:
        'game-facts README (die 4 Bahnen nennt die Spielregel; die 7 Reihen stammen aus einer Beschreibung des Spielplans)',
    },
    kind: 'integer-list',
    defaultValue: [BOARD_SIZE.value.lanes, BOARD_SIZE.value.rows],
    min: 1,
    max: 12,
    length: 2,
  },
  {
    ...base(FIRE_MARKER_SPACES),
    help:
      `Enter ${FIRE_MARKERS_USED.value} pairs “lane, row” (lanes from the left, rows from the entry row, both from 1), ` +
      'e.g. 1,3, 2,5, 3,3, 4,5.',
    de: {
      label: 'Rot umrandete Felder des Spielplans (dort liegen die Feuermarker)',
      help:
        `Gib ${FIRE_MARKERS_USED.value} Paare „Bahn, Reihe“ ein (Bahnen von links, Reihen ab der Eingangsreihe, beide ab 1), ` +
        'z. B. 1,3, 2,5, 3,3, 4,5.',
      source: 'nicht im Regeltext; trag sie von deinem Spielplan ein (Bahn und Reihe, gezählt ab der Eingangsreihe)',
    },
    kind: 'integer-list',
    defaultValue: [],
    min: 1,
    max: 12,
    length: 2 * FIRE_MARKERS_USED.value,
  },
  ...STRENGTHS.map((s): EditableFact => ({
    ...base(POINTS[s]),
    help: `The points printed on a strength-${s} tile.`,
    de: {
      label: `Punkte für eine Einheit der Stärke ${s}`,
      help: `Die Punkte auf einem Plättchen der Stärke ${s}.`,
      source: POINTS_SOURCE_DE[s],
    },
    kind: 'integer',
    defaultValue: POINTS[s].value ?? 0,
    min: 0,
    max: 20,
  })),
  ...CHARACTERS.map((c): EditableFact => ({
    ...base(COLOUR_NAMES[c]),
    help: `The colour of ${CARD_NAMES[c]} cards and of the units they pay for, e.g. orange.`,
    de: colourDe(c),
    kind: 'text',
    defaultValue: COLOUR_NAMES[c].value ?? '',
  })),
  {
    ...base(MULTICOLOUR_ANY_MIX),
    help: '1 = a multicolour unit can be paid with a mix of colours; 0 = all its cards must share one colour.',
    de: {
      label: 'Eine mehrfarbige Einheit kann mit gemischten Farben bezahlt werden',
      help: '1 = eine mehrfarbige Einheit kann mit Karten verschiedener Farben bezahlt werden; 0 = alle ihre Karten müssen dieselbe Farbe haben.',
      source: 'Spielregel, Beispiel mit Kylo Ren („Karten beliebiger Farbe“); eine mögliche Lesart',
    },
    kind: 'integer',
    defaultValue: MULTICOLOUR_ANY_MIX.value ? 1 : 0,
    min: 0,
    max: 1,
  },
]
