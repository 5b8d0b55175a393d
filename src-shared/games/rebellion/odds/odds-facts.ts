// The dice facts players may correct in Settings › Data corrections. Each is typed as a list in
// face order [hit, direct hit, special, blank]; diceTable() reads that list form, so a correction
// here changes every combat and mission result.
import type { EditableFact, Fact } from '../../../core/facts'
import { UNIT_EDITABLE_FACTS } from '../units'
import { LEADER_EDITABLE_FACTS } from './leaders'
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

function asList(v: Record<Face, number>): number[] {
  return FACES.map((f) => v[f])
}

function dieFact(fact: Fact<DieFaces>, help: string): EditableFact {
  return {
    key: fact.key,
    label: fact.label,
    help: `${help} ${ORDER} They must add up to 6.`,
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
  dieFact(BLACK_DIE, 'How many of the black die’s six faces show each symbol.'),
  dieFact(RED_DIE, 'How many of the red die’s six faces show each symbol.'),
  dieFact(GREEN_DIE, 'Rise of the Empire: how many of the green die’s six faces show each symbol.'),
  {
    key: MISSION_SUCCESSES.key,
    label: MISSION_SUCCESSES.label,
    help: `Successes each face counts when resolving a mission. ${ORDER}`,
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
