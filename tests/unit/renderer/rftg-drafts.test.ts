// Rebel vs Imperium's unsaved lines (drafts.ts): kept while the player's own saved value stays the
// same, whatever happens to other players' lines; started again when that value changes. Kept in
// localStorage across a reload (a fresh import of the module here), read back only when it fits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  EMPTY_NEW_WORLD,
  isNewWorldDraft,
  isScoreDraft,
  isTableauDraft,
} from '../../../src-renderer/games/rftg-rebel-vs-imperium/draft-shapes'
import { forgetGameSideData } from '../../../src-renderer/db/game-side-data'
import { memoryStorage } from './db/fixtures'
import { emptyTableau } from '../../../src-shared/games/rftg-rebel-vs-imperium/tableau'

type Drafts = typeof import('../../../src-renderer/games/rftg-rebel-vs-imperium/drafts')

let store: ReturnType<typeof memoryStorage>
/** The module as a freshly loaded window has it: nothing in memory, only what storage kept. */
async function reload(): Promise<Drafts> {
  vi.resetModules()
  return import('../../../src-renderer/games/rftg-rebel-vs-imperium/drafts')
}
beforeEach(() => {
  store = memoryStorage()
  vi.stubGlobal('localStorage', store)
})
afterEach(() => vi.unstubAllGlobals())

const zero = { chips: 0, cards: 0, sixDev: 0 }

describe('Rebel vs Imperium drafts', () => {
  it('keeps a typed draft until its own saved value changes', async () => {
    const { draftFor, draftStorageKey, unsaved } = await reload()
    const key = (p: string, game = 'g') => draftStorageKey(game, 'score', p)
    const ana = draftFor(key('ana'), zero, isScoreDraft)
    ana.chips = 10
    // Bo saves (his key), and the state is rebuilt (an undo): Ana's saved value is equal, not the same object.
    const bo = draftFor(key('bo'), zero, isScoreDraft)
    bo.chips = 7
    draftFor(key('bo'), { ...zero, chips: 7 }, isScoreDraft)
    expect(draftFor(key('ana'), { ...zero }, isScoreDraft)).toBe(ana)
    expect(ana.chips).toBe(10)
    expect(unsaved(ana, zero)).toBe(true)
    // Ana's own save: a fresh draft equal to what was saved.
    const saved = { ...zero, chips: 10 }
    const after = draftFor(key('ana'), saved, isScoreDraft)
    expect(after).not.toBe(ana)
    expect(after).toEqual(saved)
    expect(unsaved(after, saved)).toBe(false)
    // Another game never shares a draft.
    expect(draftFor(key('ana', 'h'), zero, isScoreDraft)).toEqual(zero)
  })

  it('a reload brings back what was typed, for the same game and player only', async () => {
    const first = await reload()
    const key = first.draftStorageKey('g1', 'score', 'p1')
    expect(key).toBe('holotable.rftg.draft.g1.score.p1')
    const typed = first.draftFor(key, zero, isScoreDraft)
    typed.chips = 10
    typed.cards = '' as unknown as number // a cleared number box
    expect(JSON.parse(store.getItem(key)!)).toEqual({
      base: JSON.stringify(zero),
      draft: { chips: 10, cards: '', sixDev: 0 },
    })

    const again = await reload()
    expect(again.draftFor(key, { ...zero }, isScoreDraft)).toEqual({ chips: 10, cards: '', sixDev: 0 })
    expect(again.draftFor(again.draftStorageKey('g1', 'score', 'p2'), zero, isScoreDraft)).toEqual(zero)
    expect(again.draftFor(again.draftStorageKey('g2', 'score', 'p1'), zero, isScoreDraft)).toEqual(zero)
    // Still kept as it changes after the reload.
    again.draftFor(key, zero, isScoreDraft).sixDev = 4
    expect(JSON.parse(store.getItem(key)!).draft).toEqual({ chips: 10, cards: '', sixDev: 4 })
  })

  it('a tableau with a world added and a number out of range comes back as typed', async () => {
    const first = await reload()
    const key = first.draftStorageKey('g1', 'tableau', 'p1')
    const d = first.draftFor(key, emptyTableau(), isTableauDraft)
    d.military = 150
    d.rebelPact = true
    d.militaryWorlds.push({ name: 'Rebel Outpost', defence: 5, rebel: true, newThisSettle: false })
    const again = await reload()
    const back = again.draftFor(key, emptyTableau(), isTableauDraft)
    expect(back).toEqual({
      ...emptyTableau(),
      military: 150,
      rebelPact: true,
      militaryWorlds: [{ name: 'Rebel Outpost', defence: 5, rebel: true, newThisSettle: false }],
    })
  })

  it('is forgotten once saved, or typed back to the saved value', async () => {
    const { draftFor, draftStorageKey } = await reload()
    const key = draftStorageKey('g1', 'score', 'p1')
    const d = draftFor(key, zero, isScoreDraft)
    d.chips = 3
    expect(store.getItem(key)).not.toBeNull()
    d.chips = 0
    expect(store.getItem(key)).toBeNull()
    d.chips = 5
    expect(store.getItem(key)).not.toBeNull()
    // Saved: the screen asks again with the new saved value.
    expect(draftFor(key, { ...zero, chips: 5 }, isScoreDraft)).toEqual({ ...zero, chips: 5 })
    expect(store.getItem(key)).toBeNull()
    expect(store.length).toBe(0)
  })

  it('a Save being written keeps the typed line, on screen and stored, until its write lands', async () => {
    const { draftFor, draftStorageKey, isSaving, whileSaving } = await reload()
    const key = draftStorageKey('g1', 'score', 'ana')
    const typed = { ...zero, chips: 12, cards: 8 }
    const d = draftFor(key, zero, isScoreDraft)
    Object.assign(d, typed)
    const storedNow = store.getItem(key)
    // A full disk: the line is shown saved, taken back, and the write fails (or the page is left).
    const failed = await whileSaving(key, async () => {
      expect(isSaving(key)).toBe(true)
      expect(draftFor(key, typed, isScoreDraft)).toBe(d)
      expect(store.getItem(key)).toBe(storedNow)
      expect(draftFor(key, zero, isScoreDraft)).toBe(d)
      return false
    })
    expect(failed).toBe(false)
    expect(isSaving(key)).toBe(false)
    expect(draftFor(key, zero, isScoreDraft)).toBe(d)
    expect({ ...d }).toEqual(typed)
    expect(store.getItem(key)).toBe(storedNow)
    // After a reload the stored line is back as typed.
    const again = await reload()
    expect(again.draftFor(key, zero, isScoreDraft)).toEqual(typed)
    // Saved for real: the draft goes once the write has landed, and not before.
    const e = again.draftFor(key, zero, isScoreDraft)
    await again.whileSaving(key, async () => {
      again.draftFor(key, typed, isScoreDraft)
      expect(store.getItem(key)).not.toBeNull()
      return true
    })
    expect(again.draftFor(key, typed, isScoreDraft)).toEqual(typed)
    expect(store.getItem(key)).toBeNull()
    // What is typed from then on counts from the saved line; an undo of it takes the line back to
    // zero but keeps what was typed since.
    e.sixDev = 2
    expect(store.getItem(key)).not.toBeNull()
    expect(again.draftFor(key, zero, isScoreDraft)).toEqual({ ...zero, sixDev: 2 })
  })

  it('a saved value changed from elsewhere keeps what was typed and takes the rest from the log', async () => {
    const { draftFor, draftStorageKey, unsaved } = await reload()
    const key = draftStorageKey('g1', 'tableau', 'ana')
    // Ana placed a world this Settle and saved; she types her new Military, not saved yet.
    const placed = { ...emptyTableau(), military: 5, placedThisSettle: true }
    const d = draftFor(key, placed, isTableauDraft)
    d.military = 7
    // Someone presses New Settle phase: "placed this Settle" is cleared in the log. Her 7 stays.
    const newSettle = { ...placed, placedThisSettle: false }
    const after = draftFor(key, newSettle, isTableauDraft)
    expect(after).toEqual({ ...newSettle, military: 7 })
    expect(unsaved(after, newSettle)).toBe(true)
    expect(JSON.parse(store.getItem(key)!)).toEqual({ base: JSON.stringify(newSettle), draft: after })
    // A takeover moves one of her worlds away: the world goes from the card, the 7 still stays.
    const world = { name: 'Rebel Base', defence: 3, rebel: true, newThisSettle: false }
    const withWorld = { ...newSettle, militaryWorlds: [world] }
    expect(draftFor(key, withWorld, isTableauDraft)).toEqual({ ...withWorld, military: 7 })
    const taken = { ...newSettle, lostThisSettle: { rebel: 1, other: 0 } }
    expect(draftFor(key, taken, isTableauDraft)).toEqual({ ...taken, military: 7 })
    // Typed back to the log's value: nothing unsaved, nothing stored.
    draftFor(key, taken, isTableauDraft).military = 5
    expect(store.getItem(key)).toBeNull()
  })

  it('typed while its Save is written, then a New Settle phase lands before the card reads it again', async () => {
    const { draftFor, draftStorageKey, whileSaving } = await reload()
    const key = draftStorageKey('g1', 'tableau', 'ana')
    const d = draftFor(key, emptyTableau(), isTableauDraft)
    Object.assign(d, { military: 5, placedThisSettle: true })
    await whileSaving(key, async () => {
      d.military = 7 // typed while the Save of 5 is being written
      return true
    })
    // The log now holds the saved 5, then New Settle phase clears "placed": the card reads only that.
    const newSettle = { ...emptyTableau(), military: 5 }
    expect(draftFor(key, newSettle, isTableauDraft)).toEqual({ ...newSettle, military: 7 })
  })

  it('a landed Save leaves no stored copy, even when the view does not read the draft again', async () => {
    const { draftFor, draftStorageKey, whileSaving } = await reload()
    const key = draftStorageKey('g1', 'tableau', 'bo')
    const d = draftFor(key, emptyTableau(), isTableauDraft)
    d.militaryWorlds.push({ name: 'Imperial Base', defence: 4, rebel: false, newThisSettle: false })
    expect(store.getItem(key)).not.toBeNull()
    // The view read the draft while the write was under way, and not after (nothing it shows changed).
    await whileSaving(key, async () => {
      draftFor(key, JSON.parse(JSON.stringify(d)) as typeof d, isTableauDraft)
      return true
    })
    expect(store.getItem(key)).toBeNull()
    // Typed again after that: stored, counted from the saved value.
    d.military = 2
    expect(JSON.parse(store.getItem(key)!).base).toContain('Imperial Base')
  })

  it('the "add a world" row half typed comes back after a reload, and goes once added', async () => {
    const first = await reload()
    const key = first.draftStorageKey('g1', 'new-world', 'bo')
    const row = first.draftFor(key, EMPTY_NEW_WORLD, isNewWorldDraft)
    Object.assign(row, { name: 'Imperial Base', defence: '' })
    const again = await reload()
    const back = again.draftFor(key, EMPTY_NEW_WORLD, isNewWorldDraft)
    expect({ ...back }).toEqual({ name: 'Imperial Base', defence: '', rebel: false })
    Object.assign(back, EMPTY_NEW_WORLD)
    expect(store.getItem(key)).toBeNull()
    // A stored row of another shape is not used.
    store.setItem(key, JSON.stringify({ base: JSON.stringify(EMPTY_NEW_WORLD), draft: { name: 3, defence: 1 } }))
    const third = await reload()
    expect({ ...third.draftFor(key, EMPTY_NEW_WORLD, isNewWorldDraft) }).toEqual(EMPTY_NEW_WORLD)
  })

  it('a stored draft whose saved value has changed since (another window saved) is dropped', async () => {
    const first = await reload()
    const key = first.draftStorageKey('g1', 'score', 'p1')
    first.draftFor(key, zero, isScoreDraft).chips = 10
    const again = await reload()
    expect(again.draftFor(key, { ...zero, chips: 7 }, isScoreDraft)).toEqual({ ...zero, chips: 7 })
    expect(store.getItem(key)).toBeNull()
  })

  it('a damaged stored draft is ignored and removed, never thrown', async () => {
    const key = 'holotable.rftg.draft.g1.tableau.p1'
    const base = JSON.stringify(emptyTableau())
    const damaged: string[] = [
      '{not json',
      'null',
      '"a string"',
      JSON.stringify({ base }),
      JSON.stringify({ base, draft: null }),
      JSON.stringify({ base, draft: { ...emptyTableau(), militaryWorlds: 'none' } }),
      JSON.stringify({ base, draft: { ...emptyTableau(), militaryWorlds: [{ name: 'X' }] } }),
      JSON.stringify({ base, draft: { ...emptyTableau(), military: { n: 3 } } }),
      JSON.stringify({ base, draft: { ...emptyTableau(), rebelPact: 'yes' } }),
      JSON.stringify({ base, draft: { ...emptyTableau(), extra: 1 } }),
      JSON.stringify({ base, draft: { ...emptyTableau(), lostThisSettle: { rebel: -1, other: 0 } } }),
      JSON.stringify({ base, draft: { military: 3 } }),
    ]
    for (const raw of damaged) {
      store.setItem(key, raw)
      const { draftFor } = await reload()
      expect(draftFor(key, emptyTableau(), isTableauDraft), raw).toEqual(emptyTableau())
      expect(store.getItem(key), raw).toBeNull()
    }
    expect(isScoreDraft({ chips: 1, cards: 2 })).toBe(false)
    expect(isScoreDraft({ chips: 1, cards: 2, sixDev: [] })).toBe(false)
    expect(isScoreDraft({ chips: 1, cards: '', sixDev: 3 })).toBe(true)
  })

  it('works in memory when storage refuses (full, or not allowed)', async () => {
    const refusing = memoryStorage()
    refusing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    refusing.getItem = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    vi.stubGlobal('localStorage', refusing)
    const { draftFor, draftStorageKey } = await reload()
    const key = draftStorageKey('g1', 'score', 'p1')
    const d = draftFor(key, zero, isScoreDraft)
    d.chips = 9
    expect(draftFor(key, zero, isScoreDraft).chips).toBe(9)
  })

  it('goes with its game when the game is deleted', async () => {
    const { draftFor, draftStorageKey } = await reload()
    draftFor(draftStorageKey('g1', 'score', 'p1'), zero, isScoreDraft).chips = 1
    draftFor(draftStorageKey('g1', 'tableau', 'p2'), emptyTableau(), isTableauDraft).cards = 4
    draftFor(draftStorageKey('g2', 'score', 'p1'), zero, isScoreDraft).chips = 2
    expect(forgetGameSideData(store, 'g1')).toBe(2)
    expect([...store.map.keys()]).toEqual(['holotable.rftg.draft.g2.score.p1'])
  })
})
