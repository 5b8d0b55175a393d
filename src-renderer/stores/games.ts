import { defineStore } from 'pinia'
import { ref } from 'vue'
import { holotableRepository } from '../db'
import { forgetGameSideData } from '../db/game-side-data'
import type { GameRow } from '../../src-shared/core/game-record'

// The list of saved games for Home.
export const useGames = defineStore('games', () => {
  const games = ref<GameRow[]>([])
  const loaded = ref(false)

  async function refresh(): Promise<void> {
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

  return { games, loaded, refresh, remove }
})
