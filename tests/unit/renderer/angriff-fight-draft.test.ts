// A fight entered but not yet recorded is kept per game (angriff-der-rebellen/fight-draft.ts): read
// back only for the same revealed ship and only whole, forgotten on demand, and removed with its game.
import { describe, expect, it } from 'vitest'
import {
  forgetFightDraft,
  keepFightDraft,
  readFightDraft,
  type FightDraft,
} from '../../../src-renderer/games/angriff-der-rebellen/fight-draft'
import { forgetGameSideData } from '../../../src-renderer/db/game-side-data'
import { memoryStorage as storage } from './db/fixtures'

const DRAFT: FightDraft = { at: '14:tie-interceptor', fighting: true, shipRoll: 4, roll: 5, ally: false, chips: 0 }
const KEY = 'holotable.angriff-der-rebellen.fight.g1'

describe('a fight kept while it is entered', () => {
  it('comes back whole for the same ship, not for another ship or another game', () => {
    const s = storage()
    keepFightDraft(s, 'g1', DRAFT)
    expect(readFightDraft(s, 'g1', '14:tie-interceptor')).toEqual(DRAFT)
    expect(readFightDraft(s, 'g1', '3:tie-bomber')).toBeNull()
    expect(readFightDraft(s, 'g2', '14:tie-interceptor')).toBeNull()
  })

  it('keeps a fight with no roll yet', () => {
    const s = storage()
    const started = { at: '10:tie-interceptor', fighting: true, ally: false, chips: 0 }
    keepFightDraft(s, 'g1', started)
    expect(readFightDraft(s, 'g1', '10:tie-interceptor')).toEqual({ ...started, shipRoll: undefined, roll: undefined })
  })

  it('keeps the die’s lowest and highest faces (0 and 10) and drops −1', () => {
    const s = storage()
    for (const [shipRoll, roll] of [
      [0, 10],
      [10, 0],
    ] as const) {
      keepFightDraft(s, 'g1', { ...DRAFT, shipRoll, roll })
      expect(readFightDraft(s, 'g1', DRAFT.at)).toEqual({ ...DRAFT, shipRoll, roll })
    }
    s.setItem(KEY, JSON.stringify({ ...DRAFT, roll: -1 }))
    expect(readFightDraft(s, 'g1', DRAFT.at)).toBeNull()
  })

  it('ignores what does not read back whole: not JSON, a face off the die, too many chips, a missing field', () => {
    const s = storage()
    for (const text of [
      '{"at":"14:tie-interceptor"',
      JSON.stringify({ ...DRAFT, roll: 11 }),
      JSON.stringify({ ...DRAFT, shipRoll: 2.5 }),
      JSON.stringify({ ...DRAFT, chips: 6 }),
      JSON.stringify({ ...DRAFT, chips: -1 }),
      JSON.stringify({ ...DRAFT, ally: 'no' }),
      JSON.stringify({ at: DRAFT.at, shipRoll: 4, roll: 5, ally: false, chips: 0 }),
    ]) {
      s.setItem(KEY, text)
      expect(readFightDraft(s, 'g1', DRAFT.at), text).toBeNull()
    }
  })

  it('is forgotten on demand, and with its game', () => {
    const s = storage()
    keepFightDraft(s, 'g1', DRAFT)
    forgetFightDraft(s, 'g1')
    expect(s.getItem(KEY)).toBeNull()
    keepFightDraft(s, 'g1', DRAFT)
    keepFightDraft(s, 'g2', DRAFT)
    expect(forgetGameSideData(s, 'g1')).toBe(1)
    expect(s.getItem(KEY)).toBeNull()
    expect(readFightDraft(s, 'g2', DRAFT.at)).toEqual(DRAFT)
  })

  it('a storage that refuses is no error: nothing kept, nothing read', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(() => keepFightDraft(refusing, 'g1', DRAFT)).not.toThrow()
    expect(readFightDraft(refusing, 'g1', DRAFT.at)).toBeNull()
    expect(() => forgetFightDraft(refusing, 'g1')).not.toThrow()
  })
})
