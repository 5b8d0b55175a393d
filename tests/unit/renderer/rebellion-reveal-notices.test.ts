// Undo and redo of a change that revealed the Rebel base on its own say so (reveal-notices.ts).
import { describe, expect, it } from 'vitest'
import { revealByUndoRedo } from '../../../src-renderer/games/rebellion/reveal-notices'

const hidden = { baseHidden: true }
const revealed = { baseHidden: false, baseSystem: 'kessel' as const }
const placed = { type: 'rebellion.units.placed' }

describe('what an undo or redo did to the base', () => {
  it('an undo that hides the base again, and a redo that reveals it again, name its system', () => {
    expect(revealByUndoRedo(revealed, hidden, { type: 'undo' }, placed)).toEqual({ kind: 'hidden', system: 'kessel' })
    expect(revealByUndoRedo(hidden, revealed, { type: 'redo' }, placed)).toEqual({ kind: 'revealed', system: 'kessel' })
  })

  it('nothing for the players’ own reveal (its “Undid: …” line says it), or when the base did not change', () => {
    expect(revealByUndoRedo(revealed, hidden, { type: 'undo' }, { type: 'rebellion.base.revealed' })).toBeUndefined()
    expect(revealByUndoRedo(revealed, revealed, { type: 'undo' }, placed)).toBeUndefined()
    expect(revealByUndoRedo(hidden, hidden, { type: 'redo' }, placed)).toBeUndefined()
  })

  // Rapid Mobilization: the base is hidden before and after (the new one), the old one was revealed.
  it('a new base that revealed the old one: undo hides the old base again, redo reveals it again', () => {
    const moved = { type: 'rebellion.base.moved', seq: 9 }
    const withMove = { baseHidden: true, revealedBy: { 9: 'bothawui' as const } }
    const withoutMove = { baseHidden: true, revealedBy: {} }
    expect(revealByUndoRedo(withMove, withoutMove, { type: 'undo' }, moved)).toEqual({
      kind: 'hidden',
      system: 'bothawui',
    })
    expect(revealByUndoRedo(withoutMove, withMove, { type: 'redo' }, moved)).toEqual({
      kind: 'revealed',
      system: 'bothawui',
    })
    // A move from a base already revealed revealed nothing: nothing to say.
    expect(revealByUndoRedo(withoutMove, withoutMove, { type: 'undo' }, moved)).toBeUndefined()
  })
})
