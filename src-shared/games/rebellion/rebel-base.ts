// The Rebel base the Rebel player recorded in private: which systems it may go in, and what the
// board does once the Empire reaches it (the base is revealed when the Empire gains loyalty, a
// subjugation marker or ground units there; a Death Star that destroys its system wins the game for
// the Empire).
import type { Locale } from '../../locale'
import { setupTextsIn } from './setup-texts'
import type { RebellionState } from './state'
import { rebelBaseCandidates } from './starting-deployment'
import { SYSTEMS, type SystemId } from './systems'
import { imperialGroundFigures } from './units-on-board'

export function whyNotChooseBase(s: RebellionState, system: SystemId, locale: Locale = 'en'): string | undefined {
  const t = setupTextsIn(locale).refusals
  if (!s.baseHidden) return t.baseRevealed
  if (s.rebelBase && s.playBegun) return t.baseLocked
  if (!s.setup.deployments.empire) return t.baseNeedsEmpire
  const imperial = SYSTEMS.filter((x) => s.board[x.id].imperialUnits).map((x) => x.id)
  const candidates = rebelBaseCandidates(imperial, s.options.firstGame, locale)
  if (candidates.eligible.includes(system)) return undefined
  return candidates.excluded.find((x) => x.system === system)?.reason ?? t.baseCannotHide
}

/** Reveals the recorded base when the board shows the Empire has reached it. */
export function withBaseFound(s: RebellionState): RebellionState {
  if (!s.baseHidden || !s.rebelBase) return s
  const at = s.board[s.rebelBase.system]
  if (at.destroyed) {
    const revealed = { ...s, baseHidden: false, baseSystem: s.rebelBase.system }
    return s.winner ? revealed : { ...revealed, winner: { faction: 'empire', how: 'base-destroyed' } }
  }
  // Base rules, "Revealing The Rebel Base": Imperial loyalty or Imperial ground units in its system
  // (a subjugation marker means ground units; a remote system can have units but no marker).
  if (at.loyalty === 'imperial' || at.subjugated || imperialGroundFigures(s.forces, s.rebelBase.system) > 0)
    return { ...s, baseHidden: false, baseSystem: s.rebelBase.system }
  return s
}
