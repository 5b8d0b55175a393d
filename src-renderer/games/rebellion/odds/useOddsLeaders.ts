// Leaders the calculators offer: the built-in ones (after corrections) plus Rise of the Empire
// leaders the players typed in from their cards. The typed-in ones are kept for this app session
// and shared by both calculators.
import { ref } from 'vue'
import type { Corrections } from '../../../../src-shared/core/facts'
import { leadersOf, type AnyLeader, type PlayerLeader, type Skill } from '../../../../src-shared/games/rebellion/leaders'
import type { Faction } from '../../../../src-shared/games/rebellion/units'

const playerLeaders = ref<PlayerLeader[]>([])

export function useOddsLeaders() {
  function add(l: PlayerLeader): void {
    playerLeaders.value = [...playerLeaders.value.filter((x) => x.id !== l.id), l]
  }
  function remove(id: string): void {
    playerLeaders.value = playerLeaders.value.filter((x) => x.id !== id)
  }
  function available(faction: Faction, rote: boolean, corrections: Corrections): AnyLeader[] {
    return [...leadersOf(faction, { rote }, corrections), ...(rote ? playerLeaders.value.filter((l) => l.faction === faction) : [])]
  }
  return { playerLeaders, add, remove, available }
}

export const FACTION_LABEL: Record<Faction, string> = { empire: 'Empire', rebels: 'Rebels' }
export function otherFaction(f: Faction): Faction {
  return f === 'empire' ? 'rebels' : 'empire'
}
export const SKILL_LABEL: Record<Skill, string> = { diplomacy: 'Diplomacy', intel: 'Intel', specOps: 'Spec ops', logistics: 'Logistics' }
