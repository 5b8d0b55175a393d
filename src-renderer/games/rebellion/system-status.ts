// The words for a system's status on the system board, shared by its table rows and the map's
// controls (both write the same rebellion.system.edited events).
import type { Loyalty } from '../../../src-shared/games/rebellion/board'
import { REBELLION_RULE_IDS as R } from '../../../src-shared/games/rebellion/rule-ids'

export type Flag = 'subjugated' | 'sabotaged' | 'destroyed' | 'imperialUnits' | 'rebelUnits' | 'shieldBunker'

/** The status toggles; the Shield Bunker only with Rise of the Empire. */
export function statusFlags(riseOfTheEmpire: boolean): { key: Flag; label: string; rule?: string }[] {
  return [
    { key: 'subjugated', label: 'Subjugated', rule: R.subjugation },
    { key: 'sabotaged', label: 'Sabotaged', rule: R.sabotage },
    { key: 'destroyed', label: 'Destroyed', rule: R.deathStar },
    { key: 'imperialUnits', label: 'Imperial units' },
    { key: 'rebelUnits', label: 'Rebel units' },
    ...(riseOfTheEmpire ? [{ key: 'shieldBunker' as const, label: 'Shield Bunker' }] : []),
  ]
}

export const LOYALTIES: readonly { id: Loyalty; label: string }[] = [
  { id: 'imperial', label: 'Imperial' },
  { id: 'rebel', label: 'Rebel' },
  { id: 'neutral', label: 'Neutral' },
]
