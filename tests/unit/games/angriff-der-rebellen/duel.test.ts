import { describe, expect, it } from 'vitest'
import { duelOdds, duelTotal, spendAdvice, winChance } from '../../../../src-shared/games/angriff-der-rebellen/duel'
import { DIE, DIE_FACES } from '../../../../src-shared/games/angriff-der-rebellen/data'
import { arEventLog } from '../../../../src-shared/games/angriff-der-rebellen/events'
import type { LogEvent } from '../../../../src-shared/core/game-record'

const FACES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

/** Counts the winning pairs of the 100 (own roll, neighbour's roll) one by one. */
function bruteWins(bonus: number, strength: number): number {
  let n = 0
  for (const own of FACES) for (const ship of FACES) if (own + bonus >= ship + strength) n++
  return n
}

describe('duel odds', () => {
  it('match all 100 pairs of rolls for every bonus from −9 to +15 against every strength 0–6', () => {
    for (let strength = 0; strength <= 6; strength++) {
      for (let bonus = -9; bonus <= 15; bonus++) {
        const w = winChance(bonus - strength)
        expect(w.wins, `bonus ${bonus}, strength ${strength}`).toBe(bruteWins(bonus, strength))
        expect(w.p).toBe(w.wins / 100)
      }
    }
  })

  it('gives the exact values a player sees', () => {
    expect(winChance(0)).toEqual({ wins: 55, p: 0.55 }) // equal bonuses: ties win
    expect(winChance(-9).wins).toBe(1)
    expect(winChance(-10).wins).toBe(0)
    expect(winChance(9).wins).toBe(100)
    expect(winChance(-3).wins).toBe(28)
  })

  it('shows all bonuses and the astromech alone (the worked example: TIE Interceptor, strength 3)', () => {
    const r = duelOdds(3, { astromech: true, ally: true, chips: 2 })
    expect(r).toEqual({
      ok: true,
      value: { maxBonus: 5, allBonuses: { wins: 72, p: 0.72 }, astromechOnly: { wins: 36, p: 0.36 } },
    })
    expect(bruteWins(5, 3)).toBe(72)
    expect(bruteWins(1, 3)).toBe(36)
  })

  it('refuses impossible holdings with a message instead of a number', () => {
    const r = duelOdds(3, { astromech: false, ally: false, chips: 6 })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.message).toContain('from 0 to 5')
    expect(duelOdds(-1, { astromech: false, ally: false, chips: 0 }).ok).toBe(false)
  })
})

describe('spend advice after both rolls', () => {
  it('follows the worked example: roll 3 against 7 with astromech, ally and 2 chips → ally and 1 chip', () => {
    expect(spendAdvice(7, 3, { astromech: true, ally: true, chips: 2 })).toEqual({
      ok: true,
      value: { kind: 'win', ally: true, chips: 1, total: 7 },
    })
  })

  it('keeps the ally when chips reach the total, and says when nothing can', () => {
    expect(spendAdvice(7, 3, { astromech: true, ally: true, chips: 3 })).toEqual({
      ok: true,
      value: { kind: 'win', ally: false, chips: 3, total: 7 },
    })
    expect(spendAdvice(13, 3, { astromech: true, ally: true, chips: 2 })).toEqual({
      ok: true,
      value: { kind: 'cannot-win', shortBy: 5, total: 8 },
    })
    expect(spendAdvice(4, 6, { astromech: false, ally: true, chips: 5 })).toEqual({
      ok: true,
      value: { kind: 'win', ally: false, chips: 0, total: 6 },
    })
  })

  it('is the best spend found by trying every spend, for every pair of rolls and holdings', () => {
    let cases = 0
    for (const strength of [0, 1, 2, 3, 4, 5, 6, 8]) {
      for (const shipRoll of FACES) {
        for (const roll of FACES) {
          for (const astromech of [false, true]) {
            for (const ally of [false, true]) {
              for (let chips = 0; chips <= 5; chips++) {
                const total = shipRoll + strength
                // Every legal spend that wins, ranked by what is kept: the ally's point, then chips.
                let best: { ally: boolean; chips: number } | undefined
                for (const useAlly of ally ? [false, true] : [false]) {
                  for (let k = 0; k <= chips; k++) {
                    if (duelTotal(roll, astromech, useAlly, k) < total) continue
                    const keep = (useAlly ? 0 : ally ? 1 : 0) * 100 + (chips - k)
                    const bestKeep = best ? (best.ally ? 0 : ally ? 1 : 0) * 100 + (chips - best.chips) : -1
                    if (keep > bestKeep) best = { ally: useAlly, chips: k }
                  }
                }
                const r = spendAdvice(total, roll, { astromech, ally, chips })
                if (!r.ok) throw new Error(r.error.message)
                if (best) {
                  expect(r.value).toEqual({
                    kind: 'win',
                    ...best,
                    total: duelTotal(roll, astromech, best.ally, best.chips),
                  })
                } else {
                  expect(r.value.kind).toBe('cannot-win')
                  expect(r.value.total).toBe(duelTotal(roll, astromech, ally, chips))
                }
                cases++
              }
            }
          }
        }
      }
    }
    expect(cases).toBe(8 * 100 * 2 * 2 * 6)
  })
})

describe('the duel die: one value for every place a roll is entered', () => {
  const duelEvent = (shipRoll: number, roll: number): LogEvent => ({
    ...arEventLog.make('ar.duel.fought', {
      player: 'p1',
      ship: 'tie-fighter',
      astromech: false,
      strength: 2,
      points: 1,
      shipRoll,
      roll,
      ally: false,
      chips: 0,
      lostFightSpends: false,
    }),
    gameId: 'g',
    seq: 1,
    at: '2026-01-01T00:00:00Z',
  })

  it('is a d10 read as any face from 0 to 10, so a 0–9 and a 1–10 die can both be entered', () => {
    expect(DIE.value).toEqual({ sides: 10, lowest: 0, highest: 10 })
    expect(DIE.confidence).toBe('high')
    expect(DIE_FACES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('takes 0 and 10 and refuses −1, 11 and 2.5 in the stored event and the spend advice (the kept fight: angriff-fight-draft.test.ts)', () => {
    for (const face of [0, 10]) {
      expect(arEventLog.read(duelEvent(face, face)).ok).toBe(true)
      expect(spendAdvice(7, face, { astromech: false, ally: false, chips: 0 }).ok).toBe(true)
    }
    for (const wrong of [-1, 11, 2.5]) {
      expect(arEventLog.read(duelEvent(3, wrong)).ok).toBe(false)
      expect(arEventLog.read(duelEvent(wrong, 3)).ok).toBe(false)
      expect(spendAdvice(7, wrong, { astromech: false, ally: false, chips: 0 }).ok).toBe(false)
    }
  })
})
