// What the game screens read: the setup outcomes, each player's tableau summary, the takeovers
// resolved, and the score sheet's entries. Built only by the events (events.ts).
import type { Player } from '../../core/game-record'
import type { GoalDraw } from './setup'
import { emptyScoreLine, type GoalClaim, type ScoreLine } from './scoring'
import { emptyTableau, type Tableau } from './tableau'
import type { TakeoverPower } from './takeover'

export interface ResolvedTakeover {
  attacker: string
  defender: string
  world: string
  /**
   * Where the world stood among the defender's military worlds when this Settle's takeovers began
   * (what tells two worlds of one name apart). None on takeovers logged before it was kept.
   */
  at?: number
  power: TakeoverPower
  attack: number
  defence: number
  success: boolean
  /** The Settle it happened in (the count of New Settle phases before it). */
  settle?: number
  /**
   * A declaration an earlier takeover decided (rftg.takeover.decided): it did not take place, was
   * never compared (attack and defence are 0), and fails.
   */
  decided?: true
}

export interface RftgState {
  /** Player ids in seat order (clockwise). */
  seats: string[]
  names: Record<string, string>
  takeoversOn: boolean
  goalsOn: boolean
  goals: (GoalDraw & { seed: number | null }) | null
  deal: { seed: number; worlds: Record<string, [number, number]> } | null
  startWorld: Record<string, number>
  tableaux: Record<string, Tableau>
  scores: Record<string, ScoreLine>
  claims: Record<string, GoalClaim>
  takeovers: ResolvedTakeover[]
  /** Takeovers each player attempted since the last New Settle phase (each took a Settle action). */
  settleTakeovers?: Record<string, number>
  /**
   * Temporary Military each player used in takeovers logged this Settle, attacking or defending: it
   * stays in their Military for every later takeover of this Settle (a reading; games logged before
   * this was kept have none and count none).
   */
  temporaryUsed?: Record<string, number>
  /** How many times New Settle phase was pressed: declarations belong to one Settle. */
  settle?: number
  /** Setup checklist steps ticked. */
  ticked: string[]
}

export function initialState(players: readonly Player[], options: Record<string, unknown>): RftgState {
  return {
    seats: players.map((p) => p.id),
    names: Object.fromEntries(players.map((p) => [p.id, p.name])),
    takeoversOn: options.takeovers !== false,
    goalsOn: options.goals !== false,
    goals: null,
    deal: null,
    startWorld: {},
    tableaux: Object.fromEntries(players.map((p) => [p.id, emptyTableau()])),
    scores: Object.fromEntries(players.map((p) => [p.id, emptyScoreLine()])),
    claims: {},
    takeovers: [],
    settleTakeovers: {},
    temporaryUsed: {},
    settle: 0,
    ticked: [],
  }
}

export const nameOf = (s: RftgState, id: string): string => s.names[id] ?? 'a player who is not in this game'

/** Temporary Military a player used in takeovers this Settle, still counting in their Military. */
export const temporaryUsedThisSettle = (s: RftgState, id: string): number => s.temporaryUsed?.[id] ?? 0

/** Takeovers a player attempted this Settle (games logged before this was kept count none). */
export const attemptedThisSettle = (s: RftgState, id: string): number => s.settleTakeovers?.[id] ?? 0

/** What a logged takeover (resolved or decided) says of itself: who, on which world, with which power. */
export interface TakeoverLogged {
  attacker: string
  defender: string
  power: TakeoverPower
  worldName: string
  /** The world's position when this Settle's takeovers began (none on events written before it was kept). */
  at?: number
  attackerTemporary: number
  /** Only a resolved takeover has a defence: a decided one spends nothing of the defender's. */
  defenderTemporary?: number
}

/**
 * A takeover logged this Settle (rftg.takeover.resolved or .decided): the attacker's Settle action
 * is taken, the temporary Military each side put in stays used for the rest of this Settle (a
 * reading), and the takeover joins the list. The tableaux are the caller's.
 */
export function recordTakeover(
  s: RftgState,
  p: TakeoverLogged,
  fields: Pick<ResolvedTakeover, 'attack' | 'defence' | 'success' | 'decided'>,
): RftgState {
  const defenderUsed =
    p.defenderTemporary === undefined
      ? {}
      : { [p.defender]: temporaryUsedThisSettle(s, p.defender) + p.defenderTemporary }
  return {
    ...s,
    settleTakeovers: { ...s.settleTakeovers, [p.attacker]: attemptedThisSettle(s, p.attacker) + 1 },
    temporaryUsed: {
      ...s.temporaryUsed,
      [p.attacker]: temporaryUsedThisSettle(s, p.attacker) + p.attackerTemporary,
      ...defenderUsed,
    },
    takeovers: [
      ...s.takeovers,
      {
        attacker: p.attacker,
        defender: p.defender,
        world: p.worldName,
        ...(p.at !== undefined ? { at: p.at } : {}),
        power: p.power,
        attack: fields.attack,
        defence: fields.defence,
        success: fields.success,
        settle: s.settle ?? 0,
        ...(fields.decided ? { decided: fields.decided } : {}),
      },
    ],
  }
}
