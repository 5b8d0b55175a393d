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
})
