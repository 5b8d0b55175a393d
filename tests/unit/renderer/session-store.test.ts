// @vitest-environment happy-dom
// (A browser's globals: there a store used outside a component is the app's own case; under plain
// Node, Pinia warns of server rendering at every such use.)
// The open game's store shows a change before its write lands (issue #12: the screen does not wait
// for the disk), and takes it back when the write does not go through, so the screen never keeps
// an event the log does not have (issue #11: nothing lost, nothing invented).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, disposePinia, setActivePinia, type Pinia } from 'pinia'
import type { Repository } from '../../../src-renderer/db/repository'
import { freshStore, note, rebellionGame, started } from './db/fixtures'

type Append = Repository['append']
const box = vi.hoisted(() => ({
  repo: undefined as unknown as Repository,
  /** Replaces the repository's append while set (it gets the real one to call). */
  append: undefined as ((real: Append, ...args: Parameters<Append>) => ReturnType<Append>) | undefined,
}))
vi.mock('../../../src-renderer/db', async (original) => ({
  ...(await original<typeof import('../../../src-renderer/db')>()),
  holotableRepository: () => ({
    ...box.repo,
    append: (...args: Parameters<Append>) =>
      box.append ? box.append(box.repo.append, ...args) : box.repo.append(...args),
  }),
}))

await import('../../../src-renderer/i18n/screen-messages') // the game screen's messages
const { useSession } = await import('../../../src-renderer/stores/session')
const { usePendingWrites } = await import('../../../src-renderer/stores/pending-writes')

/** A promise and its resolve, to hold a write until the test lets it land. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void
  const opened = new Promise<void>((r) => (open = r))
  return { opened, open }
}
/** Holds every write until `open()` is called. */
function holdWrites(): { open: () => void } {
  const hold = gate()
  box.append = async (real, ...args) => {
    await hold.opened
    return real(...args)
  }
  return hold
}
/** Every write fails as on a full disk while `full` is true. */
function fullDisk(): { full: boolean } {
  const disk = { full: true }
  box.append = (real, ...args) =>
    disk.full
      ? Promise.reject(Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' }))
      : real(...args)
  return disk
}
const notes = (s: ReturnType<typeof useSession>): string[] => s.state!.play.notes.map((n) => n.text)
const storedNotes = async (id: string): Promise<string[]> =>
  (await box.repo.listEvents(id))
    .filter((e) => e.type === 'note.added')
    .map((e) => (e.payload as { text: string }).text)
const tick = () => new Promise((r) => setTimeout(r, 0))

/** A fresh app's stores (a test's second one stands for a new window); all are disposed after the test. */
const pinias: Pinia[] = []
function newPinia(): void {
  const pinia = createPinia()
  pinias.push(pinia)
  setActivePinia(pinia)
}
// A disposed session stops listening to other windows' writes (one listener per live store).
afterEach(() => pinias.splice(0).forEach(disposePinia))

let gameId: string
beforeEach(async () => {
  newPinia()
  box.repo = freshStore().repo
  box.append = undefined
  gameId = (await box.repo.createGame(rebellionGame, started)).game.id
})

describe('the session shows a change before it is written', () => {
  it('shows a note at once, counts its write as pending, and keeps the row the write left', async () => {
    const session = useSession()
    expect(await session.open(gameId)).toBe(true)
    const hold = holdWrites()
    const added = session.addNote('Hoth is evacuated')
    await tick()
    // on screen, not yet stored
    expect(notes(session)).toEqual(['Hoth is evacuated'])
    expect(session.events.map((e) => e.seq)).toEqual([1, 2])
    expect(usePendingWrites().count).toBe(1)
    expect(await storedNotes(gameId)).toEqual([])

    hold.open()
    const event = await added
    expect(event).toMatchObject({ seq: 2, type: 'note.added', payload: { text: 'Hoth is evacuated' } })
    const [stored] = (await box.repo.listEvents(gameId)).slice(1)
    // the event shown is the event stored, time included
    expect(session.events[1]).toEqual(stored)
    expect(session.game!.updatedAt).toBe(stored!.at)
    expect(usePendingWrites().count).toBe(0)
  })

  it('takes a note back off the screen while the disk is full, and shows it once it is written', async () => {
    const session = useSession()
    expect(await session.open(gameId)).toBe(true)
    const disk = fullDisk()
    const added = session.addNote('Typed while full')
    while (!usePendingWrites().fault) await tick()
    expect(notes(session)).toEqual([])
    expect(session.events).toHaveLength(1)
    expect(usePendingWrites().fault).toContain('the disk')

    disk.full = false
    usePendingWrites().retryNow() // the banner's "Try again now"
    expect((await added)?.seq).toBe(2)
    expect(notes(session)).toEqual(['Typed while full'])
    expect(await storedNotes(gameId)).toEqual(['Typed while full'])
    expect(usePendingWrites().fault).toBeNull()
  })

  it('when another window wrote meanwhile, shows its note first, then this one on top of it', async () => {
    const session = useSession()
    expect(await session.open(gameId)).toBe(true)
    await box.repo.append(gameId, note('from the other window')) // the log now ends at #2
    const added = await session.addNote('from this window')
    expect(added?.seq).toBe(3)
    expect(notes(session)).toEqual(['from the other window', 'from this window'])
    expect(await storedNotes(gameId)).toEqual(['from the other window', 'from this window'])
    expect(session.events.map((e) => e.seq)).toEqual([1, 2, 3])
  })

  it('shows what another window wrote when it says so, and stops listening once the store is disposed', async () => {
    const session = useSession()
    expect(await session.open(gameId)).toBe(true)
    const otherWindow = new BroadcastChannel('holotable-log')
    try {
      await box.repo.append(gameId, note('from the other window'))
      otherWindow.postMessage({ gameId })
      await vi.waitFor(() => expect(notes(session)).toEqual(['from the other window']))
      // The store is thrown away (its window gone): a later write elsewhere reads nothing here.
      disposePinia(pinias[0]!)
      const reads = vi.spyOn(box.repo, 'listEvents')
      await box.repo.append(gameId, note('later'))
      otherWindow.postMessage({ gameId })
      await new Promise((r) => setTimeout(r, 50))
      expect(reads).not.toHaveBeenCalled()
      expect(notes(session)).toEqual(['from the other window'])
    } finally {
      otherWindow.close()
    }
  })

  it('closes a game another window says it deleted without reading it again; a message without the flag reads it', async () => {
    const deletedHere =
      'This game was deleted in another window. Anything typed for it here and not yet saved went with it.'
    const session = useSession()
    expect(await session.open(gameId)).toBe(true)
    const otherWindow = new BroadcastChannel('holotable-log')
    try {
      const reads = [
        vi.spyOn(box.repo, 'getGame'),
        vi.spyOn(box.repo, 'listEventsFrom'),
        vi.spyOn(box.repo, 'listEvents'),
      ]
      await box.repo.deleteGame(gameId)
      otherWindow.postMessage({ gameId, deleted: true })
      await vi.waitFor(() => expect(session.error).toBe(deletedHere))
      expect(session.game).toBeNull()
      expect(reads.map((r) => r.mock.calls.length)).toEqual([0, 0, 0])

      // An older window says only that it wrote: the game is read, found gone, and closed the same way.
      const other = (await box.repo.createGame(rebellionGame, started)).game.id
      expect(await session.open(other)).toBe(true)
      reads.forEach((r) => r.mockClear())
      await box.repo.deleteGame(other)
      otherWindow.postMessage({ gameId: other })
      await vi.waitFor(() => expect(session.error).toBe(deletedHere))
      expect(session.game).toBeNull()
      expect(reads[0]!.mock.calls.length).toBeGreaterThan(0)
    } finally {
      otherWindow.close()
    }
  })

  it('an undo aimed from a view another window has moved on from is taken back and not written', async () => {
    const session = useSession()
    expect(await session.open(gameId)).toBe(true)
    await session.addNote('mine')
    await box.repo.append(gameId, note('theirs')) // #3, unseen here
    await session.undo()
    expect(session.error).toBe(
      'Not undone: this game changed in another window. It now shows the latest moves; undo or redo again if you still want to.',
    )
    expect(notes(session)).toEqual(['mine', 'theirs'])
    expect((await box.repo.listEvents(gameId)).map((e) => e.type)).toEqual(['game.started', 'note.added', 'note.added'])
  })

  it('takes a note back and says why when the game is gone from the library', async () => {
    const session = useSession()
    expect(await session.open(gameId)).toBe(true)
    await box.repo.deleteGame(gameId)
    expect(await session.addNote('too late')).toBeUndefined()
    expect(notes(session)).toEqual([])
    expect(session.events).toHaveLength(1)
    // Said as gone (not a raw id and 'try again', which cannot help), for any write.
    expect(session.error).toBe(
      'This game is not in your library any more. It may have been deleted or replaced by an import.',
    )
    expect(await session.rename('Too late')).toBe(false)
    expect(session.error).toBe(
      'This game is not in your library any more. It may have been deleted or replaced by an import.',
    )
  })
})

describe('changes in a row do not wait for the previous write', () => {
  it('a second note and an undo are shown while the first write is still held, and land in order', async () => {
    const session = useSession()
    expect(await session.open(gameId)).toBe(true)
    const hold = holdWrites()
    const first = session.addNote('Scout Hoth')
    const second = session.addNote('Scout Dagobah')
    const undone = session.undo()
    // all three on screen at once, none stored yet
    expect(notes(session)).toEqual(['Scout Hoth'])
    expect(session.events.map((e) => [e.seq, e.type])).toEqual([
      [1, 'game.started'],
      [2, 'note.added'],
      [3, 'note.added'],
      [4, 'undo'],
    ])
    expect(session.busy).toBe(true)
    expect(await storedNotes(gameId)).toEqual([])

    hold.open()
    await Promise.all([first, second, undone])
    const stored = await box.repo.listEvents(gameId)
    expect(stored.map((e) => [e.seq, e.type])).toEqual([
      [1, 'game.started'],
      [2, 'note.added'],
      [3, 'note.added'],
      [4, 'undo'],
    ])
    expect(stored[3]!.payload).toEqual({ target: 3 })
    expect(session.events).toEqual(stored)
    expect(session.busy).toBe(false)
  })

  it('a full disk takes back every change queued behind the first; each is shown again once written', async () => {
    const session = useSession()
    expect(await session.open(gameId)).toBe(true)
    const disk = fullDisk()
    const first = session.addNote('one')
    const second = session.addNote('two')
    expect(notes(session)).toEqual(['one', 'two'])
    while (!usePendingWrites().fault) await tick()
    expect(notes(session)).toEqual([])
    // a change made meanwhile waits its turn behind them
    const third = session.addNote('three')
    expect(notes(session)).toEqual([])

    disk.full = false
    usePendingWrites().retryNow()
    await Promise.all([first, second, third])
    expect(notes(session)).toEqual(['one', 'two', 'three'])
    expect(await storedNotes(gameId)).toEqual(['one', 'two', 'three'])
    expect(session.events).toEqual(await box.repo.listEvents(gameId))
  })

  it('another window wrote under two changes shown here: both are judged again and written on top', async () => {
    const session = useSession()
    expect(await session.open(gameId)).toBe(true)
    await box.repo.append(gameId, note('from the other window'))
    const first = session.addNote('mine 1')
    const second = session.addNote('mine 2')
    expect(notes(session)).toEqual(['mine 1', 'mine 2'])
    await Promise.all([first, second])
    expect(notes(session)).toEqual(['from the other window', 'mine 1', 'mine 2'])
    expect(await storedNotes(gameId)).toEqual(['from the other window', 'mine 1', 'mine 2'])
    expect(session.events).toEqual(await box.repo.listEvents(gameId))
  })

  it('an undo queued behind a change another window overtook is not written', async () => {
    const session = useSession()
    expect(await session.open(gameId)).toBe(true)
    await box.repo.append(gameId, note('from the other window')) // #2, unseen here
    const mine = session.addNote('mine') // shown as #2
    const undone = session.undo() // aimed at "mine" as #2
    await Promise.all([mine, undone])
    // "mine" is written again on top (#3); the undo aimed at #2 would now undo the other window's note
    expect(session.error).toBe(
      'Not undone: this game changed in another window. It now shows the latest moves; undo or redo again if you still want to.',
    )
    expect((await box.repo.listEvents(gameId)).map((e) => e.type)).toEqual(['game.started', 'note.added', 'note.added'])
    expect(notes(session)).toEqual(['from the other window', 'mine'])
  })

  it('a change refused while an earlier write is in flight keeps its message after that write lands', async () => {
    const session = useSession()
    expect(await session.open(gameId)).toBe(true)
    const hold = holdWrites()
    const first = session.addNote('kept')
    expect(await session.appendFrom(() => 'No such system on this map')).toBe('No such system on this map')
    await session.deleteNote(99, 'never written') // refused at once: there is no note #99
    const shown = session.error
    expect(shown).toMatch(/^Not entered: /)
    hold.open()
    await first
    expect(session.error).toBe(shown)
    expect(notes(session)).toEqual(['kept'])
  })
})

describe('a score burst left behind when the page was left', () => {
  /** A Map-backed localStorage for the page (the tests run in Node, which has none). */
  function pageStorage(): Map<string, string> {
    const map = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    })
    return map
  }
  const scores = async (id: string) =>
    (await box.repo.listEvents(id)).filter((e) => e.type === 'score.set').map((e) => e.payload)

  it('is written, once, when the game is next opened, and said', async () => {
    const kept = pageStorage()
    const left = useSession()
    await left.open(gameId)
    left.pendingScores = { p1: 3 } // three + clicks, not yet written when the player left
    left.keepUnwritten()
    expect(kept.size).toBe(1)

    // The next start: a new page, a new session.
    newPinia()
    const next = useSession()
    await next.open(gameId)
    await vi.waitFor(async () => expect(await scores(gameId)).toEqual([{ player: 'p1', score: 3, from: 0 }]))
    expect(next.state!.play.scores).toEqual({ p1: 3, p2: 0 })
    const { useNotices } = await import('../../../src-renderer/stores/notices')
    expect(useNotices().items.map((n) => n.text)).toEqual([
      'Saved now: score clicks the page could not write before it was left (Ana 3).',
    ])
    expect(kept.size).toBe(0)

    newPinia()
    await useSession().open(gameId)
    await tick()
    expect(await scores(gameId)).toEqual([{ player: 'p1', score: 3, from: 0 }])
    vi.unstubAllGlobals()
  })

  it('is dropped when the log moved on since (written after all, or the game went on elsewhere)', async () => {
    const kept = pageStorage()
    const left = useSession()
    await left.open(gameId)
    left.pendingScores = { p2: 2 }
    left.keepUnwritten()
    await box.repo.append(gameId, note('Written by another window'))

    newPinia()
    await useSession().open(gameId)
    await tick()
    expect(await scores(gameId)).toEqual([])
    expect(kept.size).toBe(0)
    vi.unstubAllGlobals()
  })

  it('stays kept, unsaid, while the disk refuses its write, and is said once it lands', async () => {
    const kept = pageStorage()
    const left = useSession()
    await left.open(gameId)
    left.pendingScores = { p1: 4 }
    left.keepUnwritten()

    newPinia()
    const disk = fullDisk()
    const next = useSession()
    await next.open(gameId)
    await tick()
    const { useNotices } = await import('../../../src-renderer/stores/notices')
    expect(await scores(gameId)).toEqual([])
    expect(useNotices().items).toEqual([])
    expect(kept.size).toBe(1) // the page may be left again now: the clicks are still kept
    disk.full = false
    usePendingWrites().retryNow()
    await vi.waitFor(async () => expect(await scores(gameId)).toEqual([{ player: 'p1', score: 4, from: 0 }]))
    await vi.waitFor(() => expect(kept.size).toBe(0))
    expect(useNotices().items.map((n) => n.text)).toEqual([
      'Saved now: score clicks the page could not write before it was left (Ana 4).',
    ])
    vi.unstubAllGlobals()
  })
})

describe('changes shown but not written when the page was left', () => {
  function pageStorage(): Map<string, string> {
    const map = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      key: (i: number) => [...map.keys()][i] ?? null,
      get length() {
        return map.size
      },
    })
    return map
  }
  /** The next start: a new page, a new session, writes that land. */
  async function nextStart(): Promise<ReturnType<typeof useSession>> {
    newPinia()
    box.append = undefined
    const next = useSession()
    expect(await next.open(gameId)).toBe(true)
    return next
  }
  const noticeTexts = async () =>
    (await import('../../../src-renderer/stores/notices')).useNotices().items.map((n) => n.text)
  const NOT_SAVED_ONE =
    'Not saved: 1 change the page could not write before it was left. The game went on in another window (or was replaced by an import) before it could be saved; check the timeline and enter it again if it is missing.'
  /** A note shown whose write never lands, and the page left: what it kept on leaving. */
  async function leaveWithNoteUnwritten(text: string): Promise<Map<string, string>> {
    const kept = pageStorage()
    const left = useSession()
    await left.open(gameId)
    holdWrites()
    void left.addNote(text)
    await tick()
    left.keepUnwrittenChangesOnLeave()
    return kept
  }

  it('are written at the next open, once, at the time they were shown, and said', async () => {
    const kept = pageStorage()
    const left = useSession()
    await left.open(gameId)
    holdWrites() // never lands: the page is gone
    void left.addNote('Hoth is evacuated')
    void left.addNote('Leia to Dagobah')
    await tick()
    const shownAt = left.events.slice(1).map((e) => e.at)
    left.keepUnwrittenChangesOnLeave()
    expect(kept.size).toBe(1)

    const next = await nextStart()
    expect(notes(next)).toEqual(['Hoth is evacuated', 'Leia to Dagobah']) // on screen at once
    await vi.waitFor(async () => expect(await storedNotes(gameId)).toEqual(['Hoth is evacuated', 'Leia to Dagobah']))
    expect((await box.repo.listEvents(gameId)).slice(1).map((e) => e.at)).toEqual(shownAt)
    await vi.waitFor(() => expect(kept.size).toBe(0))
    expect(await noticeTexts()).toEqual([
      'Saved now: changes the page could not write before it was left (Note: “Hoth is evacuated”; Note: “Leia to Dagobah”).',
    ])

    const again = await nextStart()
    await tick()
    expect(notes(again)).toEqual(['Hoth is evacuated', 'Leia to Dagobah'])
    expect(await storedNotes(gameId)).toEqual(['Hoth is evacuated', 'Leia to Dagobah'])
    vi.unstubAllGlobals()
  })

  it('written after all (the write landed as the page went): nothing twice, nothing said', async () => {
    const kept = pageStorage()
    const left = useSession()
    await left.open(gameId)
    const hold = holdWrites()
    const added = left.addNote('Landed late')
    await tick()
    left.keepUnwrittenChangesOnLeave()
    hold.open()
    await added

    const next = await nextStart()
    await tick()
    expect(await storedNotes(gameId)).toEqual(['Landed late'])
    expect(notes(next)).toEqual(['Landed late'])
    expect(await noticeTexts()).toEqual([])
    expect(kept.size).toBe(0)
    vi.unstubAllGlobals()
  })

  it('are not written over what another window wrote at their place, and the player is told', async () => {
    const kept = await leaveWithNoteUnwritten('mine')
    await box.repo.append(gameId, note('theirs')) // #2, where "mine" was shown

    const next = await nextStart()
    await tick()
    expect(await storedNotes(gameId)).toEqual(['theirs'])
    expect(notes(next)).toEqual(['theirs'])
    expect(await noticeTexts()).toEqual([NOT_SAVED_ONE])
    expect(kept.size).toBe(0)
    vi.unstubAllGlobals()
  })

  it('two windows on the game left at once, both shown at the same place: one is written, the other is said', async () => {
    const kept = await leaveWithNoteUnwritten('mine')
    const [mine] = [...kept.keys()]
    // The other window had the same log on screen and kept its own note at the same place.
    const theirs = JSON.parse(kept.get(mine!)!) as { seq: number; at: string }[]
    kept.set(
      `holotable.unwritten-changes.${gameId}#other-window`,
      JSON.stringify([{ ...theirs[0], at: '2026-12-03T12:00:00.000Z', event: note('theirs') }]),
    )

    const next = await nextStart()
    await vi.waitFor(async () => expect(await storedNotes(gameId)).toEqual(['mine']))
    expect(notes(next)).toEqual(['mine'])
    await vi.waitFor(() => expect(kept.size).toBe(0))
    expect(await noticeTexts()).toEqual([
      NOT_SAVED_ONE,
      'Saved now: changes the page could not write before it was left (Note: “mine”).',
    ])
    vi.unstubAllGlobals()
  })

  it('keeps a change taken back after a fault (its write is still retried at its place) and an undo', async () => {
    const kept = pageStorage()
    const left = useSession()
    await left.open(gameId)
    await left.addNote('written')
    const disk = fullDisk()
    void left.undo()
    while (!usePendingWrites().fault) await tick()
    expect(notes(left)).toEqual(['written']) // the undo is off the screen, still being retried
    left.keepUnwrittenChangesOnLeave()
    disk.full = false

    const next = await nextStart()
    expect(notes(next)).toEqual([])
    await vi.waitFor(async () =>
      expect((await box.repo.listEvents(gameId)).map((e) => e.type)).toEqual(['game.started', 'note.added', 'undo']),
    )
    await vi.waitFor(() => expect(kept.size).toBe(0))
    expect(await noticeTexts()).toEqual([
      'Saved now: changes the page could not write before it was left (Undid: Note: “written”).',
    ])
    vi.unstubAllGlobals()
  })

  it('keeps a note typed while an earlier one waits behind a fault (its event needs no state)', async () => {
    const kept = pageStorage()
    const left = useSession()
    await left.open(gameId)
    fullDisk()
    void left.addNote('first')
    while (!usePendingWrites().fault) await tick()
    void left.addNote('second') // waits, not shown, behind the first
    void left.setScore('p1', 4) // waits too, but its event depends on the score before it: not kept
    await tick()
    expect(notes(left)).toEqual([])
    left.keepUnwrittenChangesOnLeave()

    const next = await nextStart()
    expect(notes(next)).toEqual(['first', 'second'])
    await vi.waitFor(async () => expect(await storedNotes(gameId)).toEqual(['first', 'second']))
    await vi.waitFor(() => expect(kept.size).toBe(0))
    expect(next.state!.play.scores).toEqual({ p1: 0, p2: 0 })
    expect(await noticeTexts()).toEqual([
      'Saved now: changes the page could not write before it was left (Note: “first”; Note: “second”).',
    ])
    vi.unstubAllGlobals()
  })

  it('a score burst flushed by the close warning is written once, as a change', async () => {
    const kept = pageStorage()
    const left = useSession()
    await left.open(gameId)
    holdWrites()
    left.pendingScores = { p1: 3 }
    // what App.vue's close warning does, then the page's pagehide
    left.keepUnwritten()
    void left.flushScores()
    left.keepUnwrittenChangesOnLeave()
    expect(kept.size).toBe(2)

    await nextStart()
    await vi.waitFor(async () =>
      expect((await box.repo.listEvents(gameId)).filter((e) => e.type === 'score.set').map((e) => e.payload)).toEqual([
        { player: 'p1', score: 3, from: 0 },
      ]),
    )
    await vi.waitFor(() => expect(kept.size).toBe(0))
    expect(await noticeTexts()).toEqual(['Saved now: changes the page could not write before it was left (Ana 0 → 3).'])
    vi.unstubAllGlobals()
  })
})

describe('an event stored damaged', () => {
  it('stays in the timeline, saying why it cannot be read in the interface language', async () => {
    const store = freshStore()
    box.repo = store.repo
    const id = (await store.repo.createGame(rebellionGame, started)).game.id
    // A log damaged outside the app: a note with no text, and an event type this version does not know.
    await store.db.table('events').bulkPut([
      { gameId: id, seq: 2, type: 'note.added', v: 1, payload: {}, at: '2026-01-01T20:00:00.000Z' },
      { gameId: id, seq: 3, type: 'rebellion.hyperspace.jumped', v: 1, payload: {}, at: '2026-01-01T20:01:00.000Z' },
    ])
    const { applyLocale } = await import('../../../src-renderer/i18n')
    const session = useSession()
    expect(await session.open(id)).toBe(true)
    const [, damaged, unknown] = session.events
    try {
      await applyLocale('en')
      expect([session.describe(damaged!), session.describe(unknown!)]).toEqual([
        'Unreadable event (“note.added”: text: is missing)',
        'Unreadable event (unknown event type “rebellion.hyperspace.jumped”)',
      ])
      await applyLocale('de')
      expect([session.describe(damaged!), session.describe(unknown!)]).toEqual([
        'Unlesbares Ereignis („note.added“: text: fehlt)',
        'Unlesbares Ereignis (unbekannte Ereignisart „rebellion.hyperspace.jumped“)',
      ])
    } finally {
      await applyLocale('en')
    }
  })

  it('one that was read but did not fit the game is shown as skipped, in words a player can read', async () => {
    const store = freshStore()
    box.repo = store.repo
    const players = [
      { id: 'p1', name: 'Ana' },
      { id: 'p2', name: 'Ben' },
      { id: 'p3', name: 'Cy' },
    ]
    const game = { module: 'rule-the-galaxy', title: 'Hand-edited', players, options: {} }
    const id = (await store.repo.createGame(game, { type: 'game.started', v: 1, payload: { players, options: {} } }))
      .game.id
    const at = '2026-01-01T20:00:00.000Z'
    // Edited outside the app: a card dealt to “p9”, who is not in the game (the fold meets a program
    // error), and then a card dealt to Ben, which still counts.
    await store.db.table('events').bulkPut([
      {
        gameId: id,
        seq: 2,
        type: 'rtg.game.set-up',
        v: 1,
        at,
        payload: { seed: 3169823037, firstPlayer: 'p1', lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: true },
      },
      { gameId: id, seq: 3, type: 'rtg.card.dealt', v: 1, at, payload: { player: 'p9', card: 'rey' } },
      { gameId: id, seq: 4, type: 'rtg.card.dealt', v: 1, at, payload: { player: 'p2', card: 'poe' } },
    ])
    const { applyLocale } = await import('../../../src-renderer/i18n')
    const session = useSession()
    expect(await session.open(id)).toBe(true)
    const skipped = session.events[2]!
    try {
      await applyLocale('en')
      expect(session.describe(skipped)).toBe(
        'Skipped “rtg.card.dealt”: it names something this game does not have (a player, a card, a unit…)',
      )
      await applyLocale('de')
      expect(session.describe(skipped)).toBe(
        'Übersprungen „rtg.card.dealt“: es nennt etwas, das es in diesem Spiel nicht gibt (eine Person, eine Karte, eine Einheit …)',
      )
    } finally {
      await applyLocale('en')
    }
    expect(session.describe(session.events[3]!)).toBe('Ben’s first card: Poe')
  })
})
