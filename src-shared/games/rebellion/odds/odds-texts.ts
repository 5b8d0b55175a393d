// The words the odds engine hands to the screens (a result's notes, why a side cannot retreat, the
// refusal of a calculation too large to work out, the labels of the facts behind a result), in the
// interface language. English here; German in odds-texts-de.ts (same shape, the type enforces it).
import type { Locale } from '../../../locale'
import { unitName } from '../names'
import type { UnitTrait } from '../units'
import { ODDS_TEXTS_DE } from './odds-texts-de'
import type { NumberWords } from './odds-result'

interface Dice {
  red: number
  black: number
  green: number
}

export interface OddsTexts {
  /** An attack rolls fewer dice than its units give: the cap and what is rolled. */
  capped: (cap: Dice, rolled: Dice) => string
  /** The exact calculator refuses a roll that would take minutes. */
  tooLarge: (dice: Dice, rerolls: number) => string
  /** An attack on more defending figures than the exact calculator takes. */
  tooManyDefenders: (max: number, got: number) => string
  /** A battle with more figures on a side in one theatre than the calculator takes. */
  tooManyPerSide: (max: number) => string
  /** Which side a refusal of a full round is about. */
  side: { attacker: string; defender: string }
  noRetreat: { noLeader: string; deathStar: string; interdictor: string }
  /** The mission calculator's refusals of its inputs (the screens check them first). */
  mission: {
    side: { attempt: string; opposition: string }
    enterSide: (who: string) => string
    colour: (who: string, got: string) => string
    enterBoth: string
    dice: (who: string) => string
    greenDice: (who: string) => string
    bonus: (who: string) => string
  }
  /** The whole-battle calculator's refusals of a side (a retreat threshold typed out of range…). */
  battle: {
    unknownUnit: (role: string, id: string) => string
    numberOf: (role: string, unit: string) => string
    damageOn: (role: string, unit: string) => string
    tactics: { space: (role: string) => string; ground: (role: string) => string }
    retreatAt: (role: string) => string
  }
  /** How a number out of place is said. */
  numbers: NumberWords
  facts: {
    /** rebellion.dice.* facts by the part after 'rebellion.dice.'. */
    dice: Record<string, string>
    leader: (name: string) => string
    unit: (name: string) => string
    trait: Record<UnitTrait, (unit: string) => string>
  }
}

const ODDS_TEXTS: OddsTexts = {
  capped: (cap, rolled) =>
    `An attack rolls at most ${cap.red} red, ${cap.black} black and ${cap.green} green dice: rolling ${rolled.red} red, ${rolled.black} black, ${rolled.green} green.`,
  tooLarge: (d, rerolls) =>
    `rolling ${d.red} red, ${d.black} black and ${d.green} green dice with ${rerolls} rerolls is more than the exact calculator works out (it would take minutes): use fewer dice or rerolls, or check the dice cap in Settings › Data corrections`,
  tooManyDefenders: (max, got) => `at most ${max} defending units, got ${got}`,
  tooManyPerSide: (max) => `at most ${max} units per side in one theatre`,
  side: { attacker: 'Attacker', defender: 'Defender' },
  noRetreat: {
    noLeader: 'no leader in the battle (a player cannot retreat without one)',
    deathStar: 'a Death Star is in the system (the Empire cannot retreat then)',
    interdictor: 'an Interdictor is in the system (the Rebels cannot retreat then)',
  },
  mission: {
    side: { attempt: 'attempt', opposition: 'opposition' },
    enterSide: (who) => `${who}: enter its dice, green dice and bonus successes`,
    colour: (who, got) => `${who} dice must be red or black, got ${got}`,
    enterBoth: 'enter the attempt (and the opposition, if any)',
    dice: (who) => `${who} dice`,
    greenDice: (who) => `${who} green dice`,
    bonus: (who) => `${who} bonus successes`,
  },
  battle: {
    unknownUnit: (role, id) => `${role}: there is no unit called "${id}"`,
    numberOf: (role, unit) => `${role}: number of ${unit}`,
    damageOn: (role, unit) => `${role}: damage on ${unit}`,
    tactics: { space: (role) => `${role}: space tactics`, ground: (role) => `${role}: ground tactics` },
    retreatAt: (role) => `${role}: retreat threshold`,
  },
  numbers: {
    notWhole: (name, got) => `${name} must be a whole number, got ${got}`,
    below: (name, min, got) => `${name} cannot be below ${min}, got ${got}`,
    above: (name, max, got) => `${name} cannot be above ${max}, got ${got}`,
  },
  facts: {
    dice: {
      red: 'Red die faces',
      black: 'Black die faces',
      green: 'Green die faces (Rise of the Empire)',
      combatEffects: 'What each face does in combat',
      missionSuccesses: 'Successes each face counts on a mission',
      combatCap: 'Most dice of each colour rolled in one attack',
      missionCap: 'Most dice per side on a mission',
      portraitBonus: 'Successes added when the pictured leader attempts the mission',
    },
    leader: (name) => `${name}: skill icons and tactics`,
    unit: (name) => `${name}: dice, health, transport`,
    trait: {
      carried: (unit) => `${unit}: needs transport like ground units`,
      immobile: (unit) => `${unit}: cannot move`,
      'holds-own-side': (unit) => `${unit}: its side cannot retreat from its system`,
      'stops-enemy-retreat': (unit) => `${unit}: the other side cannot retreat from its system`,
    },
  },
}

export function oddsTexts(locale: Locale | undefined): OddsTexts {
  return locale === 'de' ? ODDS_TEXTS_DE : ODDS_TEXTS
}

const TRAITS: readonly string[] = ['carried', 'immobile', 'holds-own-side', 'stops-enemy-retreat']

/**
 * A fact's label in the interface language, from its key: the dice facts, a leader's values (the
 * name as printed, taken from the label), a unit's values and traits. English keeps the fact's own
 * label; a key it does not know keeps it too.
 */
export function oddsFactLabel(key: string, label: string, locale: Locale | undefined): string {
  if (locale !== 'de') return label
  const f = ODDS_TEXTS_DE.facts
  const [, kind, id, trait] = key.split('.')
  if ((kind === 'dice' || kind === 'mission') && id && f.dice[id]) return f.dice[id]
  if (kind === 'leader' && id) return f.leader(label.split(':')[0]!)
  if (kind === 'unit' && id && trait === undefined) return f.unit(unitName(id, 'de'))
  if (kind === 'unit' && id && trait && TRAITS.includes(trait)) return f.trait[trait as UnitTrait](unitName(id, 'de'))
  return label
}
