// A player's tableau as the takeover rules see it: what the players enter from their cards (the
// rulebook names no card values, so every number here is typed in from the table).

export interface MilitaryWorld {
  name: string
  /** The defence printed on the world. */
  defence: number
  rebel: boolean
  /** Placed in the current Settle phase: not a target, and its powers and attributes do not count. */
  newThisSettle: boolean
}

export interface Tableau {
  /** Total (permanent, general) Military: the red cube on the Military slide. */
  military: number
  /** Temporary Military the player can still invoke this phase. */
  temporaryMilitary: number
  /** Extra Military against Rebel worlds (the second light-red cube). */
  extraVsRebel: number
  militaryWorlds: MilitaryWorld[]
  imperiumCards: number
  imperiumSeat: boolean
  rebelAlliance: boolean
  cloakingTechnology: boolean
  rebelPact: boolean
  /** A takeover-defence power in the tableau (+2 per Rebel, +1 per other military world). */
  takeoverDefence: boolean
  /** Improved Logistics (or another power giving a second placement in Settle). */
  improvedLogistics: boolean
  /** The player placed a world this Settle (then a takeover needs a second placement). */
  placedThisSettle: boolean
  /**
   * Military worlds taken from this tableau in the current Settle. They stood here at the start of
   * Settle, so the bonuses counted then (Rebel Alliance, Rebel Pact, takeover defence) still count them.
   */
  lostThisSettle?: { rebel: number; other: number }
  /** Cards in tableau, for the game-end trigger. */
  cards: number
  /** A “trigger on tableau of 14” card is in play in this tableau. */
  triggerAt14: boolean
}

export function emptyTableau(): Tableau {
  return {
    military: 0,
    temporaryMilitary: 0,
    extraVsRebel: 0,
    militaryWorlds: [],
    imperiumCards: 0,
    imperiumSeat: false,
    rebelAlliance: false,
    cloakingTechnology: false,
    rebelPact: false,
    takeoverDefence: false,
    improvedLogistics: false,
    placedThisSettle: false,
    cards: 1,
    triggerAt14: false,
  }
}

/** Military worlds here now that were here at the start of Settle (the ones that can be targets). */
export const settledWorlds = (t: Tableau): MilitaryWorld[] => t.militaryWorlds.filter((w) => !w.newThisSettle)
/** Rebel military worlds at the start of Settle (bonuses count these): a world taken since still counts. */
export const rebelMilitaryWorlds = (t: Tableau): number =>
  settledWorlds(t).filter((w) => w.rebel).length + (t.lostThisSettle?.rebel ?? 0)
/** Non-Rebel military worlds at the start of Settle, a world taken since included. */
export const otherMilitaryWorlds = (t: Tableau): number =>
  settledWorlds(t).filter((w) => !w.rebel).length + (t.lostThisSettle?.other ?? 0)

/** Imperium cards ticked by name (Imperium Seat, Imperium Cloaking Technology): the Imperium count includes them. */
export const tickedImperium = (t: Tableau): number => (t.imperiumSeat ? 1 : 0) + (t.cloakingTechnology ? 1 : 0)
/**
 * Imperium cards in the tableau, never fewer than those ticked by name (a tableau saved before the
 * count had to include them may hold fewer).
 */
export const imperiumCardsIn = (t: Tableau): number => Math.max(t.imperiumCards, tickedImperium(t))
