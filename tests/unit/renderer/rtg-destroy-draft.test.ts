// The destroy helper's draft (rule-the-galaxy/destroy-draft.ts): a stored one is used only whole and
// of its shape; anything else (damaged, another shape, overlong) is not, so the helper starts afresh.
import { describe, expect, it } from 'vitest'
import {
  destroyStep,
  fitsDestroyDraft,
  freshDestroyDraft,
  typedFromSpend,
} from '../../../src-renderer/games/rule-the-galaxy/destroy-draft'

const typed = { rey: '3', poe: '3', finn: '0', chewbacca: '0', bb8: '2' }
const kept = { asked: true, pay: { u1: { open: true, against: '{"rey":4}', typed } } }

describe('destroy helper draft', () => {
  it('nothing asked and nothing typed when fresh', () => {
    expect(freshDestroyDraft()).toEqual({ asked: false, pay: {} })
    expect(fitsDestroyDraft(freshDestroyDraft())).toBe(true)
  })
  it('a box with nothing typed shows the helper’s counts', () => {
    expect(typedFromSpend({ rey: 4, poe: 3, finn: 0, chewbacca: 0, bb8: 1 })).toEqual({
      rey: '4',
      poe: '3',
      finn: '0',
      chewbacca: '0',
      bb8: '1',
    })
  })
  it('keeps a whole draft, refuses a damaged one', () => {
    expect(fitsDestroyDraft(kept)).toBe(true)
    expect(fitsDestroyDraft(null)).toBe(false)
    expect(fitsDestroyDraft({ asked: 'yes', pay: {} })).toBe(false)
    expect(fitsDestroyDraft({ asked: true, pay: [] })).toBe(false)
    expect(fitsDestroyDraft({ asked: true, pay: { u1: { ...kept.pay.u1, open: 1 } } })).toBe(false)
    expect(fitsDestroyDraft({ asked: true, pay: { u1: { ...kept.pay.u1, typed: { rey: '3' } } } })).toBe(false)
    expect(fitsDestroyDraft({ asked: true, pay: { u1: { ...kept.pay.u1, typed: { ...typed, bb8: 2 } } } })).toBe(false)
    expect(
      fitsDestroyDraft({ asked: true, pay: { u1: { ...kept.pay.u1, typed: { ...typed, rey: 'x'.repeat(201) } } } }),
    ).toBe(false)
  })
})

describe('the step a destroy plan belongs to', () => {
  const e = (seq: number, type: string) => ({ seq, type })
  it('is the last event logged, Table log notes aside', () => {
    expect(destroyStep([])).toBe(0)
    expect(destroyStep([e(1, 'game.started'), e(2, 'rtg.card.drawn')])).toBe(2)
    expect(
      destroyStep([
        e(1, 'game.started'),
        e(2, 'rtg.card.drawn'),
        e(3, 'note.added'),
        e(4, 'note.edited'),
        e(5, 'note.deleted'),
      ]),
    ).toBe(2)
    expect(destroyStep([e(1, 'note.added')])).toBe(0)
    // a score or a checklist tick is another step, as before
    expect(destroyStep([e(1, 'game.started'), e(2, 'note.added'), e(3, 'score.set')])).toBe(3)
  })
  it('keeps the other units list open or closed; a draft without it (kept before) still fits', () => {
    expect(fitsDestroyDraft({ ...kept, othersOpen: true })).toBe(true)
    expect(fitsDestroyDraft({ ...kept, othersOpen: 'yes' })).toBe(false)
    expect(fitsDestroyDraft(kept)).toBe(true)
  })
})
