import { defineStore } from 'pinia'
import { ref } from 'vue'
import { libraryCode } from '../db/library'
import { forgetGameSideData } from '../db/game-side-data'
import type { GameRow } from '../../src-shared/core/game-record'

// The list of saved games for Home.
export const useGames = defineStore('games', () => {
  const games = ref<GameRow[]>([])
  const loaded = ref(false)
  /** The library could not be opened (App says why, once): Home lists nothing and says so. */
  const unreadable = ref(false)
  /** The list main.ts read at start without the library's code (db/games-at-start.ts). */
  let atStart: Promise<GameRow[] | null> | null = null

  /**
   * Shows this read as soon as it answers (so a Home drawn after it lists the games at once); the
   * first refresh then only checks the library opens. Null: the first refresh asks the repository.
   */
  function startWith(read: Promise<GameRow[] | null>): void {
    atStart = read.then((rows) => {
      if (rows !== null && !loaded.value) {
        games.value = rows
        loaded.value = true
      }
      return rows
    })
  }

  async function fromRepository(): Promise<void> {
    const db = await libraryCode()
    if ((await db.startOpeningLibrary()) !== null) {
      markUnreadable()
      return
    }
    games.value = await db.holotableRepository().listGames()
    loaded.value = true
  }

  function markUnreadable(): void {
    games.value = []
    unreadable.value = true
    loaded.value = true
  }

  async function refresh(): Promise<void> {
    const early = atStart
    atStart = null
    const rows = early ? await early : null
    if (rows === null) return fromRepository()
    // Should the library itself then refuse to open, the list goes and Home says so, as always.
    const problem = await (await libraryCode()).startOpeningLibrary()
    if (problem !== null) markUnreadable()
  }

  async function remove(id: string): Promise<void> {
    await (await libraryCode()).holotableRepository().deleteGame(id)
    try {
      forgetGameSideData(localStorage, id)
    } catch {
      // storage unavailable: nothing was kept there
    }
    await refresh()
  }

  return { games, loaded, unreadable, startWith, refresh, remove }
})
