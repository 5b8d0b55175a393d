// Home's list of games (stores/games.ts) at start: the list read without the library's code is shown
// as soon as it answers; the library then only has to open. When that read could not answer, or on
// any later refresh, the repository lists the games, and a library that cannot be opened lists
// nothing and says so (Home's "cannot be listed" line).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import type { GameRow } from '../../../src-shared/core/game-record'

const library = vi.hoisted(() => ({
  listed: [] as { id: string; title: string }[],
  listCalls: 0,
  opening: null as unknown,
  /** What the store listens to from other windows (window-channel's onOtherWindowWrite). */
  heard: [] as ((gameId: string, deleted: boolean) => void)[],
}))
vi.mock('../../../src-renderer/db', () => ({
  startOpeningLibrary: () => Promise.resolve(library.opening),
  onOtherWindowWrite: (listener: (gameId: string, deleted: boolean) => void) => {
    library.heard.push(listener)
    return () => undefined
  },
  holotableRepository: () => ({
    listGames: () => {
      library.listCalls += 1
      return Promise.resolve(library.listed)
    },
  }),
}))

const { useGames } = await import('../../../src-renderer/stores/games')

const row = (id: string, title: string): GameRow => ({ id, title }) as unknown as GameRow
const titles = (games: { title: string }[]): string[] => games.map((g) => g.title)
const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

describe('the games store at start', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    library.listed = [row('g2', 'From the repository')]
    library.listCalls = 0
    library.opening = null
    library.heard = []
  })

  it('shows the games read at start as soon as they are read, before Home asks', async () => {
    const games = useGames()
    games.startWith(Promise.resolve([row('g1', 'Tuesday'), row('g0', 'Monday')]))
    expect(games.loaded).toBe(false)
    await Promise.resolve()
    expect(games.loaded).toBe(true)
    expect(titles(games.games)).toEqual(['Tuesday', 'Monday'])
    // Home's first refresh keeps them: the library only has to open.
    await games.refresh()
    expect(titles(games.games)).toEqual(['Tuesday', 'Monday'])
    expect(library.listCalls).toBe(0)
    expect(games.unreadable).toBe(false)
  })

  it('asks the repository when the start read could not answer, and on every later refresh', async () => {
    const games = useGames()
    games.startWith(Promise.resolve(null))
    await games.refresh()
    expect(titles(games.games)).toEqual(['From the repository'])
    expect(library.listCalls).toBe(1)
    library.listed = [row('g3', 'Imported'), row('g2', 'From the repository')]
    await games.refresh()
    expect(titles(games.games)).toEqual(['Imported', 'From the repository'])
    expect(library.listCalls).toBe(2)
  })

  it('lists nothing and says the library is unreadable when it then refuses to open', async () => {
    library.opening = new Error('This library was written by a newer Holotable (version 3); update to open it.')
    const games = useGames()
    games.startWith(Promise.resolve([row('g1', 'Tuesday')]))
    await games.refresh()
    expect(games.games).toEqual([])
    expect(games.unreadable).toBe(true)
    expect(games.loaded).toBe(true)
  })

  it('draws the list kept from the last start at once, then the library’s list once read', async () => {
    const games = useGames()
    let answer!: (rows: GameRow[] | null) => void
    games.startWith(new Promise((done) => (answer = done)), [row('g1', 'Tuesday'), row('g0', 'Monday')])
    // On screen before anything is read, but not yet the library's own.
    expect(titles(games.games)).toEqual(['Tuesday', 'Monday'])
    expect(games.shown).toBe(true)
    expect(games.loaded).toBe(false)
    // The library says otherwise (Monday was deleted in another window): its list wins.
    answer([row('g1', 'Tuesday')])
    await games.refresh()
    expect(titles(games.games)).toEqual(['Tuesday'])
    expect(games.loaded).toBe(true)
    expect(library.listCalls).toBe(0)
  })

  it('keeps the drawn list as it is when the library’s read is the same', async () => {
    const games = useGames()
    const kept = [row('g1', 'Tuesday')]
    games.startWith(Promise.resolve([row('g1', 'Tuesday')]), kept)
    const drawn = games.games
    await games.refresh()
    expect(games.loaded).toBe(true)
    expect(games.games).toBe(drawn)
  })

  it('replaces the kept list with the repository’s when the start read cannot answer', async () => {
    const games = useGames()
    games.startWith(Promise.resolve(null), [row('g9', 'Deleted since')])
    expect(titles(games.games)).toEqual(['Deleted since'])
    await games.refresh()
    expect(titles(games.games)).toEqual(['From the repository'])
    expect(games.loaded).toBe(true)
  })

  it('takes the kept list away when the library then refuses to open', async () => {
    library.opening = new Error('This library was written by a newer Holotable (version 3); update to open it.')
    const games = useGames()
    games.startWith(Promise.resolve(null), [row('g1', 'Tuesday')])
    await games.refresh()
    expect(games.games).toEqual([])
    expect(games.unreadable).toBe(true)
  })
})

describe('the games store and other windows', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    library.listed = [row('g2', 'Kept'), row('g1', 'Deleted elsewhere')]
    library.opening = null
    library.heard = []
  })

  it('drops a game deleted in another window at once, and only that one', async () => {
    const games = useGames()
    await games.refresh()
    await games.refresh() // listened to once
    expect(library.heard).toHaveLength(1)
    const listed = games.games
    expect(titles(listed)).toEqual(['Kept', 'Deleted elsewhere'])
    library.heard[0]!('g9', true)
    expect(games.games).toBe(listed)
    library.heard[0]!('g1', true)
    expect(titles(games.games)).toEqual(['Kept'])
  })

  it('reads the list again when another window created, renamed or played a game', async () => {
    const games = useGames()
    games.showingHome(true)
    await games.refresh()
    await vi.waitFor(() => expect(library.heard).toHaveLength(1))
    const calls = library.listCalls
    const listed = games.games
    // a write that changed nothing listed: the same list stays drawn
    library.heard[0]!('g2', false)
    await vi.waitFor(() => expect(library.listCalls).toBe(calls + 1))
    await flush()
    expect(games.games).toBe(listed)
    // a game created there, another renamed: both shown, in the library's order
    library.listed = [row('g3', 'New there'), row('g2', 'Renamed there'), row('g1', 'Deleted elsewhere')]
    library.heard[0]!('g3', false)
    await vi.waitFor(() => expect(titles(games.games)).toEqual(['New there', 'Renamed there', 'Deleted elsewhere']))
  })

  it('answers messages heard during a read with one more read after it, not one each', async () => {
    const games = useGames()
    games.showingHome(true)
    await games.refresh()
    await vi.waitFor(() => expect(library.heard).toHaveLength(1))
    const calls = library.listCalls
    library.listed = [row('g2', 'Renamed once')]
    library.heard[0]!('g2', false)
    library.heard[0]!('g2', false)
    library.heard[0]!('g2', false)
    library.listed = [row('g2', 'Renamed twice')]
    await vi.waitFor(() => expect(titles(games.games)).toEqual(['Renamed twice']))
    await flush()
    expect(library.listCalls).toBe(calls + 2)
  })

  it('a delete heard while a read is under way is not undone by that read', async () => {
    const games = useGames()
    games.showingHome(true)
    await games.refresh()
    await vi.waitFor(() => expect(library.heard).toHaveLength(1))
    library.heard[0]!('g2', false) // the read starts with both games listed
    library.listed = [row('g2', 'Kept')]
    library.heard[0]!('g1', true)
    expect(titles(games.games)).toEqual(['Kept'])
    await flush()
    await flush()
    expect(titles(games.games)).toEqual(['Kept'])
  })
})

describe('the games store while Home is not shown', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    library.listed = [row('g2', 'Kept'), row('g1', 'Deleted elsewhere')]
    library.listCalls = 0
    library.opening = null
    library.heard = []
  })

  it('reads nothing for another window’s writes until Home is shown again, which reads once', async () => {
    const games = useGames()
    games.showingHome(true)
    await games.refresh()
    await vi.waitFor(() => expect(library.heard).toHaveLength(1))
    games.showingHome(false) // a game is shown now
    const calls = library.listCalls
    library.listed = [row('g3', 'New there'), row('g2', 'Kept'), row('g1', 'Deleted elsewhere')]
    for (let i = 0; i < 5; i++) library.heard[0]!('g3', false)
    await flush()
    expect(library.listCalls).toBe(calls)
    // a delete still leaves the list at once (no read)
    library.heard[0]!('g1', true)
    expect(titles(games.games)).toEqual(['Kept'])
    expect(library.listCalls).toBe(calls)
    // Home shown again: its refresh reads the list once
    library.listed = [row('g3', 'New there'), row('g2', 'Kept')]
    games.showingHome(true)
    await games.refresh()
    expect(titles(games.games)).toEqual(['New there', 'Kept'])
    expect(library.listCalls).toBe(calls + 1)
    // and writes elsewhere are read again
    library.listed = [row('g3', 'Renamed there'), row('g2', 'Kept')]
    library.heard[0]!('g3', false)
    await vi.waitFor(() => expect(titles(games.games)).toEqual(['Renamed there', 'Kept']))
  })
})
