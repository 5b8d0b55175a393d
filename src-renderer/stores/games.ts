import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import { libraryCode } from '../db/library'
import { forgetGameSideData } from '../db/game-side-data'
import type { GameRow } from '../../src-shared/core/game-record'

// The list of saved games for Home.
export const useGames = defineStore('games', () => {
  // Replaced whole on each change, never edited in place: the rows need no deep reactivity (a dozen
  // rows made deeply reactive cost Home's first drawing a few milliseconds of proxies and tracking).
  const games = shallowRef<GameRow[]>([])
  /** The list is the library's own (read from it), not only the copy kept for the start. */
  const loaded = ref(false)
  /** The list is on screen: the library's, or the copy kept at its last change (db/home-list.ts). */
  const shown = ref(false)
  /** The library could not be opened (App says why, once): Home lists nothing and says so. */
  const unreadable = ref(false)
  /** The list main.ts read at start without the library's code (db/games-at-start.ts). */
  let atStart: Promise<GameRow[] | null> | null = null

  /**
   * Shows the list kept at the library's last change at once, if any, then this read as soon as it answers
   * (so a Home drawn after it lists the games at once); the first refresh then only checks the
   * library opens. Null: the first refresh asks the repository.
   */
  function startWith(read: Promise<GameRow[] | null>, kept: GameRow[] | null = null): void {
    if (kept !== null) {
      games.value = kept
      shown.value = true
    }
    atStart = read.then((rows) => {
      if (rows !== null && !loaded.value) fromLibrary(rows)
      return rows
    })
  }

  /** The library's list replaces what is shown (the kept copy is left as is when it is the same). */
  function fromLibrary(rows: GameRow[]): void {
    if (!shown.value || JSON.stringify(rows) !== JSON.stringify(games.value)) games.value = rows
    loaded.value = true
    shown.value = true
  }

  async function fromRepository(): Promise<void> {
    const db = await libraryCode()
    if ((await db.startOpeningLibrary()) !== null) {
      markUnreadable()
      return
    }
    fromLibrary(await db.holotableRepository().listGames())
  }

  function markUnreadable(): void {
    games.value = []
    unreadable.value = true
    loaded.value = true
    shown.value = true
  }

  async function refresh(): Promise<void> {
    void libraryCode().then(followOtherWindows)
    const early = atStart
    atStart = null
    const rows = early ? await early : null
    if (rows === null) return fromRepository()
    // Should the library itself then refuse to open, the list goes and Home says so, as always.
    const problem = await (await libraryCode()).startOpeningLibrary()
    if (problem !== null) markUnreadable()
  }

  // Another window's changes reach the list at once (listened to from Home's first read, once the
  // library's code is there: not at start-up; the work runs only when a message arrives). A game
  // deleted there leaves the list; a game created, renamed or played there (a move, its end) is read
  // again with the whole list, which keeps the order by last change. Reads do not overlap: messages
  // heard during one are answered by one more read after it. While Home is not shown (a game is),
  // nothing is read: Home reads the list again each time it is shown.
  let listening = false
  let reading = false
  let readAgain = false
  let homeShown = false
  /** Home is shown (mounted) or not: only then do other windows' writes make it read the list. */
  function showingHome(shown: boolean): void {
    homeShown = shown
  }
  function followOtherWindows(db: Awaited<ReturnType<typeof libraryCode>>): void {
    if (listening) return
    listening = true
    db.onOtherWindowWrite((id, deleted) => {
      if (deleted && games.value.some((g) => g.id === id)) games.value = games.value.filter((g) => g.id !== id)
      // (after a delete too: a read under way may have begun before it)
      if ((!deleted && homeShown) || reading) void readWrittenElsewhere(db)
    })
  }
  async function readWrittenElsewhere(db: Awaited<ReturnType<typeof libraryCode>>): Promise<void> {
    if (reading) {
      readAgain = true
      return
    }
    reading = true
    try {
      do {
        readAgain = false
        const rows = await db.holotableRepository().listGames()
        if (!unreadable.value) fromLibrary(rows)
      } while (readAgain)
    } catch {
      // the library did not answer: the list stays as it was until Home's next read
    } finally {
      reading = false
    }
  }

  async function remove(id: string): Promise<void> {
    const db = await libraryCode()
    if (await db.holotableRepository().deleteGame(id)) db.announceDeleted(id)
    try {
      forgetGameSideData(localStorage, id)
    } catch {
      // storage unavailable: nothing was kept there
    }
    await refresh()
  }

  return { games, loaded, shown, unreadable, startWith, refresh, remove, showingHome }
})
