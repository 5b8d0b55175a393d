// Rebel vs Imperium's unsaved lines (drafts.ts): kept while the player's own saved value stays the
// same, whatever happens to other players' lines; started again when that value changes.
import { describe, expect, it } from 'vitest'
import { draftFor, unsaved } from '../../../src-renderer/games/rftg-rebel-vs-imperium/drafts'

describe('Rebel vs Imperium drafts', () => {
  it('keeps a typed draft until its own saved value changes', () => {
    const zero = { chips: 0, cards: 0 }
    const ana = draftFor('g:score:ana', zero)
    ana.chips = 10
    // Bo saves (his key), and the state is rebuilt (an undo): Ana's saved value is equal, not the same object.
    const bo = draftFor('g:score:bo', zero)
    bo.chips = 7
    draftFor('g:score:bo', { chips: 7, cards: 0 })
    expect(draftFor('g:score:ana', { chips: 0, cards: 0 })).toBe(ana)
    expect(ana.chips).toBe(10)
    expect(unsaved(ana, zero)).toBe(true)
    // Ana's own save: a fresh draft equal to what was saved.
    const saved = { chips: 10, cards: 0 }
    const after = draftFor('g:score:ana', saved)
    expect(after).not.toBe(ana)
    expect(after).toEqual(saved)
    expect(unsaved(after, saved)).toBe(false)
    // Another game never shares a draft.
    expect(draftFor('h:score:ana', zero)).toEqual(zero)
  })
})
