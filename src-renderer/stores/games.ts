import { defineStore } from 'pinia'
import { ref } from 'vue'
import { holotableRepository, startOpeningLibrary } from '../db'
import { forgetGameSideData } from '../db/game-side-data'
import type { GameRow } from '../../src-shared/core/game-record'

// The list of saved games for Home.
export const useGames = defineStore('games', () => {
  const games = ref<GameRow[]>([])
  const loaded = ref(false)
  /** The library could not be opened (App says why, once): Home lists nothing and says so. */
  const unreadable = ref(false)

  async function refresh(): Promise<void> {
    if ((await startOpeningLibrary()) !== null) {
      unreadable.value = true
      loaded.value = true
      return
    }
    games.value = await holotableRepository().listGames()
    loaded.value = true
  }

  async function remove(id: string): Promise<void> {
    await holotableRepository().deleteGame(id)
    try {
      forgetGameSideData(localStorage, id)
    } catch {
      // storage unavailable: nothing was kept there
    }
    await refresh()
  }

  return { games, loaded, unreadable, refresh, remove }
})
