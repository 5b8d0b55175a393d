// Leaders the calculators offer: the built-in ones (after corrections) plus Rise of the Empire
// leaders the players typed in from their cards. Typed-in leaders are asked once and remembered
// (saved in settings), shared by both calculators and every game.
import { ref } from 'vue'
import type { Corrections } from '../../../../src-shared/core/facts'
import {
  leadersOf,
  makePlayerLeader,
  type AnyLeader,
  type PlayerLeader,
} from '../../../../src-shared/games/rebellion/odds/leaders'
import type { Faction } from '../../../../src-shared/games/rebellion/units'
import { holotableRepository } from '../../../db'

const SETTING_KEY = 'rebellion.playerLeaders'
const playerLeaders = ref<PlayerLeader[]>([])
let loaded: Promise<void> | undefined

/** Saved leaders are checked again on load: a damaged entry is dropped, never trusted. */
function load(): Promise<void> {
  loaded ??= holotableRepository()
    .getSetting<unknown>(SETTING_KEY, [])
    .then((raw) => {
      const list = Array.isArray(raw) ? raw : []
      playerLeaders.value = list
        .map((l) => (l && typeof l === 'object' ? makePlayerLeader(l as Parameters<typeof makePlayerLeader>[0]) : null))
        .filter((l): l is PlayerLeader => l !== null)
    })
    .catch(() => undefined)
  return loaded
}

function save(): void {
  void holotableRepository().setSetting(SETTING_KEY, playerLeaders.value)
}

export function useOddsLeaders() {
  void load()
  function add(l: PlayerLeader): void {
    playerLeaders.value = [...playerLeaders.value.filter((x) => x.id !== l.id), l]
    save()
  }
  function remove(id: string): void {
    playerLeaders.value = playerLeaders.value.filter((x) => x.id !== id)
    save()
  }
  function available(faction: Faction, rote: boolean, corrections: Corrections): AnyLeader[] {
    return [
      ...leadersOf(faction, { rote }, corrections),
      ...(rote ? playerLeaders.value.filter((l) => l.faction === faction) : []),
    ]
  }
  return { playerLeaders, add, remove, available }
}

export function otherFaction(f: Faction): Faction {
  return f === 'empire' ? 'rebels' : 'empire'
}
