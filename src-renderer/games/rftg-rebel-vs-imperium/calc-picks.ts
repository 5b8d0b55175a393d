// What the players chose in the Takeovers tab's calculator (attacker, defender, power, target world
// and the two temporary Military boxes) is kept per game in localStorage, so a reload, or the app
// closed between Settle phases, shows the same pick (db/game-side-data.ts removes it with the game).
// It is read back only whole and fitting this game's seats: anything else is ignored, and the
// calculator starts from the first two seats as before. A typed number outside TAKEOVER_BOOST is
// never kept (the one kept before stays).
import { TAKEOVER_POWERS, type TakeoverPower } from '../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import { TAKEOVER_BOOST } from '../../../src-shared/games/rftg-rebel-vs-imperium/entry-ranges'
import { outOfRange } from './number-box'

export interface CalcPicks {
  attacker: string
  defender: string
  power: TakeoverPower | ''
  /** Index into the defender's military worlds (-1: none). */
  world: number
  /** As the number boxes hold them: a whole number, or the text typed (the calculator says why not). */
  attackerTemporary: number | string
  defenderTemporary: number | string
}

type PicksStorage = Pick<Storage, 'getItem' | 'setItem'>

const picksKey = (gameId: string): string => `holotable.rftg.calc.${gameId}`
const KEYS = ['attacker', 'defender', 'power', 'world', 'attackerTemporary', 'defenderTemporary'] as const

/** A temporary Military box as kept: a whole number in range, or short text typed. */
const isBox = (x: unknown): x is number | string =>
  (typeof x === 'number' && Number.isInteger(x) && outOfRange(x, TAKEOVER_BOOST) === undefined) ||
  (typeof x === 'string' && x.length <= 40)

/** Whether `x` is a pick this calculator can show for a game seated `seats`. */
export function isCalcPicks(x: unknown, seats: readonly string[]): x is CalcPicks {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false
  const p = x as Record<string, unknown>
  if (Object.keys(p).length !== KEYS.length || !KEYS.every((k) => Object.hasOwn(p, k))) return false
  return (
    typeof p.attacker === 'string' &&
    typeof p.defender === 'string' &&
    seats.includes(p.attacker) &&
    seats.includes(p.defender) &&
    p.attacker !== p.defender &&
    (p.power === '' || (TAKEOVER_POWERS as readonly unknown[]).includes(p.power)) &&
    typeof p.world === 'number' &&
    Number.isInteger(p.world) &&
    p.world >= -1 &&
    isBox(p.attackerTemporary) &&
    isBox(p.defenderTemporary)
  )
}

/** The picks kept for this game, or null (none, damaged, or not for these seats). */
export function readCalcPicks(storage: PicksStorage, gameId: string, seats: readonly string[]): CalcPicks | null {
  try {
    const x = JSON.parse(storage.getItem(picksKey(gameId)) ?? 'null') as unknown
    return isCalcPicks(x, seats) ? x : null
  } catch {
    return null // storage unavailable, or not JSON
  }
}

/** Keeps the calculator's picks for this game. */
export function keepCalcPicks(storage: PicksStorage, gameId: string, picks: CalcPicks): void {
  try {
    const kept: CalcPicks = {
      attacker: picks.attacker,
      defender: picks.defender,
      power: picks.power,
      world: picks.world,
      attackerTemporary: picks.attackerTemporary,
      defenderTemporary: picks.defenderTemporary,
    }
    storage.setItem(picksKey(gameId), JSON.stringify(kept))
  } catch {
    // A full or unavailable localStorage only loses the picks, as before they were kept.
  }
}
