// The dice facts players may correct in Settings › Data corrections. Each is typed as a list in
// face order [hit, direct hit, special, blank]; diceTable() reads that list form, so a correction
// here changes every combat and mission result.
import type { EditableFact, Fact } from '../../../core/facts'
import { UNIT_EDITABLE_FACTS } from '../units'
import { LEADER_EDITABLE_FACTS } from './leaders'
import { ODDS_TEXTS_DE } from './odds-texts-de'
import {
  BLACK_DIE,
  COMBAT_DICE_CAP,
  FACES,
  GREEN_DIE,
  MAX_COMBAT_CAP_PER_COLOUR,
  MISSION_DICE_CAP,
  MISSION_SUCCESSES,
  RED_DIE,
  type DieFaces,
  type Face,
} from './dice'

const ORDER = 'Enter 4 numbers in this order: hit, direct hit, special, blank.'
const ORDER_DE = 'Gib 4 Zahlen in dieser Reihenfolge ein: Treffer, Volltreffer, Spezial, Leer.'

// The German labels are the odds screen's (ODDS_TEXTS_DE.facts.dice), so one wording holds.
const LABEL_DE = ODDS_TEXTS_DE.facts.dice
const README_DE = 'game-facts/README.md "Dice"'

function asList(v: Record<Face, number>): number[] {
  return FACES.map((f) => v[f])
}

function dieFact(
  fact: Fact<DieFaces>,
  help: string,
  de: { label: string | undefined; help: string; source: string },
): EditableFact {
  return {
    key: fact.key,
    label: fact.label,
    help: `${help} ${ORDER} They must add up to 6.`,
    de: {
      label: de.label ?? fact.label,
      help: `${de.help} ${ORDER_DE} Zusammen müssen sie 6 ergeben.`,
      source: de.source,
    },
    confidence: fact.confidence,
    source: fact.source,
    kind: 'integer-list',
    defaultValue: asList(fact.value),
    min: 0,
    max: 6,
    length: 4,
    sum: 6,
  }
}

export const ODDS_EDITABLE_FACTS: EditableFact[] = [
  dieFact(BLACK_DIE, 'How many of the black die’s six faces show each symbol.', {
    label: LABEL_DE.black,
    help: 'Wie viele der sechs Flächen des schwarzen Würfels jedes Symbol zeigen.',
    source: `${README_DE}; eine Quelle nennt 3 Treffer und keinen Volltreffer`,
  }),
  dieFact(RED_DIE, 'How many of the red die’s six faces show each symbol.', {
    label: LABEL_DE.red,
    help: 'Wie viele der sechs Flächen des roten Würfels jedes Symbol zeigen.',
    source: README_DE,
  }),
  dieFact(GREEN_DIE, 'Rise of the Empire: how many of the green die’s six faces show each symbol.', {
    label: LABEL_DE.green,
    help: 'Aufstieg des Imperiums: Wie viele der sechs Flächen des grünen Würfels jedes Symbol zeigen.',
    source: README_DE,
  }),
  {
    key: MISSION_SUCCESSES.key,
    label: MISSION_SUCCESSES.label,
    help: `Successes each face counts when resolving a mission. ${ORDER}`,
    de: {
      label: LABEL_DE.missionSuccesses ?? MISSION_SUCCESSES.label,
      help: `Erfolge, die jede Fläche beim Auswerten einer Mission zählt. ${ORDER_DE}`,
      source: `${README_DE}: Die Symbole der Regel sind nicht erhalten; zwei Symbole zählen 1, eines zählt 2`,
    },
    confidence: MISSION_SUCCESSES.confidence,
    source: MISSION_SUCCESSES.source,
    kind: 'integer-list',
    defaultValue: asList(MISSION_SUCCESSES.value),
    min: 0,
    max: 9,
    length: 4,
  },
  {
    key: COMBAT_DICE_CAP.key,
    label: COMBAT_DICE_CAP.label,
    help: `Enter 3 numbers in this order: red, black, green (at most ${MAX_COMBAT_CAP_PER_COLOUR} each). A side with more dice rolls only these; the odds say so.`,
    de: {
      label: LABEL_DE.combatCap ?? COMBAT_DICE_CAP.label,
      help: `Gib 3 Zahlen in dieser Reihenfolge ein: rot, schwarz, grün (je höchstens ${MAX_COMBAT_CAP_PER_COLOUR}). Eine Seite mit mehr Würfeln würfelt nur so viele; der Chancenrechner weist darauf hin.`,
      source: `${README_DE}: 5 rote und 5 schwarze (hoch); 3 grüne nach „bis zu 13 Würfel“ auf der Karte von Aufstieg des Imperiums (mittel)`,
    },
    confidence: COMBAT_DICE_CAP.confidence,
    source: COMBAT_DICE_CAP.source,
    kind: 'integer-list',
    defaultValue: [COMBAT_DICE_CAP.value.red, COMBAT_DICE_CAP.value.black, COMBAT_DICE_CAP.value.green],
    min: 0,
    max: MAX_COMBAT_CAP_PER_COLOUR,
    length: 3,
  },
  {
    key: MISSION_DICE_CAP.key,
    label: MISSION_DICE_CAP.label,
    help: 'Enter 2 numbers in this order: dice (red or black together), green dice.',
    de: {
      label: LABEL_DE.missionCap ?? MISSION_DICE_CAP.label,
      help: 'Gib 2 Zahlen in dieser Reihenfolge ein: Würfel (rot und schwarz zusammen), grüne Würfel.',
      source: `${README_DE}: 10 Würfel (hoch); 3 grüne Würfel (mittel)`,
    },
    confidence: MISSION_DICE_CAP.confidence,
    source: MISSION_DICE_CAP.source,
    kind: 'integer-list',
    defaultValue: [MISSION_DICE_CAP.value.dice, MISSION_DICE_CAP.value.green],
    min: 0,
    max: 30,
    length: 2,
  },
  ...UNIT_EDITABLE_FACTS,
  ...LEADER_EDITABLE_FACTS,
]
