// The seats chosen before the game starts are kept per game (angriff-der-rebellen/seats-draft.ts):
// read back only for the same players and only whole, forgotten on demand, removed with the game.
import { describe, expect, it } from 'vitest'
import {
  forgetSeatsDraft,
  keepSeatsDraft,
  readSeatsDraft,
  type SeatsDraft,
} from '../../../src-renderer/games/angriff-der-rebellen/seats-draft'
import { forgetGameSideData } from '../../../src-renderer/db/game-side-data'
import { memoryStorage as storage } from './db/fixtures'

const IDS = ['p1', 'p2', 'p3']
const DRAFT: SeatsDraft = {
  players: IDS,
  seats: { p1: { ship: 'y-wing', corner: 0 }, p2: { ship: 'x-wing', corner: 3 }, p3: { ship: 'b-wing', corner: 2 } },
  first: 'p2',
}
const KEY = 'holotable.angriff-der-rebellen.seats.g1'

describe('seats kept while the game is set up', () => {
  it('come back whole for the same players, not for another game', () => {
    const s = storage()
    keepSeatsDraft(s, 'g1', DRAFT)
    expect(readSeatsDraft(s, 'g1', IDS)).toEqual(DRAFT)
    expect(readSeatsDraft(s, 'g2', IDS)).toBeNull()
  })

  it('are not used once the players changed (one more, one fewer, another order)', () => {
    const s = storage()
    keepSeatsDraft(s, 'g1', DRAFT)
    expect(readSeatsDraft(s, 'g1', [...IDS, 'p4'])).toBeNull()
    expect(readSeatsDraft(s, 'g1', ['p1', 'p2'])).toBeNull()
    expect(readSeatsDraft(s, 'g1', ['p2', 'p1', 'p3'])).toBeNull()
  })

  it('ignore a damaged value: not JSON, an unknown ship, a fifth corner, a starter not playing', () => {
    const s = storage()
    for (const raw of [
      '{not json',
      'null',
      '42',
      JSON.stringify({ ...DRAFT, seats: { ...DRAFT.seats, p1: { ship: 'tie-fighter', corner: 0 } } }),
      JSON.stringify({ ...DRAFT, seats: { ...DRAFT.seats, p1: { ship: 'y-wing', corner: 4 } } }),
      JSON.stringify({ ...DRAFT, seats: { p1: DRAFT.seats.p1 } }),
      JSON.stringify({ ...DRAFT, first: 'p9' }),
      JSON.stringify({ ...DRAFT, players: 'p1,p2,p3' }),
    ]) {
      s.setItem(KEY, raw)
      expect(readSeatsDraft(s, 'g1', IDS)).toBeNull()
    }
  })

  it('are forgotten on demand and with their game', () => {
    const s = storage()
    keepSeatsDraft(s, 'g1', DRAFT)
    forgetSeatsDraft(s, 'g1')
    expect(s.getItem(KEY)).toBeNull()
    keepSeatsDraft(s, 'g1', DRAFT)
    keepSeatsDraft(s, 'g2', DRAFT)
    expect(forgetGameSideData(s, 'g1')).toBe(1)
    expect(readSeatsDraft(s, 'g1', IDS)).toBeNull()
    expect(readSeatsDraft(s, 'g2', IDS)).toEqual(DRAFT)
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
    expect(() => keepSeatsDraft(refusing, 'g1', DRAFT)).not.toThrow()
    expect(readSeatsDraft(refusing, 'g1', IDS)).toBeNull()
    expect(() => forgetSeatsDraft(refusing, 'g1')).not.toThrow()
  })
})
