// A takeover declared this Settle, kept on this computer until it is resolved (then the log holds it).
import type { Attack } from '../../../src-shared/games/rftg-rebel-vs-imperium/takeover'

export interface Declared {
  id: number
  /** The Settle it belongs to (the count of New Settle phases). */
  settle: number
  attacker: string
  defender: string
  attack: Attack
  /** The target by name: an earlier takeover may have moved worlds and so their positions. */
  worldName: string
  /**
   * Its printed defence and Rebel mark: two worlds of one tableau may share a name, and the one
   * declared on is the one resolved (declarations stored before these were kept have none).
   */
  defence?: number
  rebel?: boolean
  /**
   * Only on a declaration as worked out now (useDeclarations' current), whose attack.world is where
   * its target is now: the position it was declared on (stored as attack.world), which the log keeps
   * to tell it from another world of the same name.
   */
  declaredAt?: number
  /**
   * The defender's boost as set in the list of declarations when it resolves (rule step 5), as typed:
   * a whole number, or text the takeover calculation refuses. None: the boost typed when declared.
   */
  boost?: number | string
}

/** A declaration as the list shows it: its outcome, and what is wrong with the boost set for it. */
export interface DeclarationStep {
  d: Declared
  outcome: 'success' | 'failure' | 'blocked'
  boostProblem?: string
  /** A boost typed outside its range: shown in the box (said in boostProblem), not kept. */
  typed?: number
  /** The attacker's total Military against the defender's plus the world's defence, boosts included
   * (none when it is blocked or cannot be worked out). */
  strengths?: { attack: number; defence: number }
  /**
   * Temporary Military the defender used earlier this Settle (takeovers logged, or declared before
   * this one): it still counts in their defence here, and only what is left can be added (a reading).
   */
  boostedEarlier?: number
}

/** The boost a declaration resolves with: the one set in the list, else the one typed when declared. */
export const boostOf = (d: Declared): number | string => d.boost ?? d.attack.defenderTemporary
