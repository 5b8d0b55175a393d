import { describe, expect, it } from 'vitest'
import { setupPlan, stackPlan, suggestFirstPlayer } from '../../../../src-shared/games/rule-the-galaxy/setup'
import { gameResult, standings } from '../../../../src-shared/games/rule-the-galaxy/scoring'
import { POINTS, RTG_FACTS, pointsLookup, resolveBoardSize } from '../../../../src-shared/games/rule-the-galaxy/data'
import { needsVerifying } from '../../../../src-shared/core/facts'
import type { Player } from '../../../../src-shared/core/game-record'

const table = (n: number): Player[] =>
  ['Ana', 'Bo', 'Cy', 'Di'].slice(0, n).map((name, i) => ({ id: `p${i + 1}`, name }))

describe('setup plan', () => {
  it('builds the stack with the strength-1 Stormtroopers in the upper part', () => {
    expect(stackPlan(4)).toEqual({ tiles: 28, infiltrators: 4, lowerPart: 12, upperPart: 16 })
    expect(stackPlan(2)).toEqual({ tiles: 24, infiltrators: 4, lowerPart: 10, upperPart: 14 })
  })

  it('lists the 1–2 player differences: no Flametroopers, the movement marker white side up', () => {
    const two = setupPlan(table(2), 7)
    expect(two.steps.map((s) => s.id)).toEqual([
      'board',
      'deck',
      'first-cards',
      'flametroopers-out',
      'stack',
      'movement-marker',
      'first-units',
      'fire-markers',
      'first-player',
    ])
    expect(two.steps.find((s) => s.id === 'flametroopers-out')!.counts).toEqual({ tiles: 4 })
    expect(two.steps.find((s) => s.id === 'movement-marker')!.detail).toMatch(/older player.*white side up/)
    expect(two.steps.find((s) => s.id === 'stack')!.detail).toMatch(/other 20 tiles.*10 and 10.*now 14 tiles.*24 tiles/)
    expect(setupPlan(table(1), 7).steps.find((s) => s.id === 'movement-marker')!.detail).toMatch(
      /end of each of your turns/,
    )
    // One player is spoken to as one (not "each of the 1 player").
    const firstCards = (n: number) => setupPlan(table(n), 7).steps.find((s) => s.id === 'first-cards')!.detail
    expect(firstCards(1)).toMatch(/^The player takes the top card\..*Tell the app the card\.$/)
    expect(firstCards(2)).toMatch(/^Each of the 2 players takes the top card\..*Tell the app each player’s card\.$/)
    // Playing alone, no lightsaber contest for who goes first.
    const first = (n: number, locale?: 'de') =>
      setupPlan(table(n), 7, {}, locale).steps.find((s) => s.id === 'first-player')!.detail
    expect(first(1)).toBe('Ana plays alone and takes every turn: nobody to decide who goes first.')
    expect(first(1, 'de')).toBe('Ana spielt allein und macht jeden Zug: Niemand muss entscheiden, wer beginnt.')
    expect(first(2)).toMatch(/^The best lightsaber fighter at the table/)
  })

  it('with 3–4 players keeps the Flametroopers and boxes the movement marker', () => {
    const four = setupPlan(table(4), 7)
    expect(four.steps.map((s) => s.id)).not.toContain('flametroopers-out')
    expect(four.steps.find((s) => s.id === 'movement-marker')!.detail).toMatch(/not used: put it back in the box/)
    expect(four.steps.find((s) => s.id === 'first-cards')!.counts).toEqual({ cards: 4 })
    expect(four.steps.find((s) => s.id === 'first-cards')!.detail).toMatch(/fire card pushes it back into the middle/)
    expect(four.steps.find((s) => s.id === 'fire-markers')!.counts).toEqual({ onBoard: 4, inBox: 1 })
    expect(four.steps.find((s) => s.id === 'first-units')!.counts).toEqual({ units: 4 })
  })

  it('suggests a first player from the seed, the same every time', () => {
    const plan = setupPlan(table(3), 12345)
    expect(plan.suggestedFirst).toBe(suggestFirstPlayer(3, 12345))
    expect(plan.suggestedFirst).toBeGreaterThanOrEqual(0)
    expect(plan.suggestedFirst).toBeLessThan(3)
    expect(plan.steps.at(-1)!.detail).toContain(table(3)[plan.suggestedFirst]!.name)
    const picks = new Set(Array.from({ length: 40 }, (_, seed) => suggestFirstPlayer(4, seed)))
    expect(picks).toEqual(new Set([0, 1, 2, 3]))
  })

  it('uses a corrected board size and asks for the marker spaces while they are unknown', () => {
    const plan = setupPlan(table(3), 1, { 'rule-the-galaxy.board.size': { lanes: 4, rows: 8 } })
    expect(plan.board).toEqual({ lanes: 4, rows: 8 })
    expect(plan.steps[0]!.detail).toContain('4 lanes of 8 spaces')
    expect(plan.steps.find((s) => s.id === 'fire-markers')!.detail).toMatch(
      /Enter which spaces have red frames \(just below\)/,
    )
    expect(() => setupPlan(table(0), 1)).toThrow(RangeError)
  })
})

describe('facts', () => {
  it('flags the board rows and the unknown points for verifying, and takes the players’ answers', () => {
    expect(resolveBoardSize().verify).toBe(true)
    expect(needsVerifying(POINTS[2].confidence)).toBe(true)
    expect(POINTS[3].value).toBe(2)
    const lookup = pointsLookup({ 'rule-the-galaxy.points.5': 3 })
    expect([lookup(1), lookup(2), lookup(3), lookup(5), lookup(8)]).toEqual([0, undefined, 2, 3, 5])
    expect(new Set(RTG_FACTS.map((f) => f.key)).size).toBe(RTG_FACTS.length)
  })
})

describe('scoring', () => {
  const taken = {
    p1: [
      { unitId: 'u1', strength: 3 as const, points: 2 },
      { unitId: 'u2', strength: 1 as const, points: 0 },
    ],
    p2: [{ unitId: 'u3', strength: 3 as const, points: 2 }],
    p3: [{ unitId: 'u4', strength: 8 as const, points: 5 }],
  }

  it('ranks by points, then units destroyed', () => {
    expect(standings(['p1', 'p2', 'p3'], taken)).toEqual([
      { player: 'p3', points: 5, units: 1, rank: 1 },
      { player: 'p1', points: 2, units: 2, rank: 2 },
      { player: 'p2', points: 2, units: 1, rank: 3 },
    ])
  })

  it('names every player still tied as a winner, and nobody when a unit escaped', () => {
    const tied = {
      p1: [{ unitId: 'a', strength: 3 as const, points: 2 }],
      p2: [{ unitId: 'b', strength: 3 as const, points: 2 }],
    }
    const r = gameResult(['p1', 'p2'], tied, { kind: 'won' })
    expect(r.winners).toEqual(['p1', 'p2'])
    expect(r.note).toMatch(/Vader/)
    expect(gameResult(['p1', 'p2', 'p3'], taken, { kind: 'won' })).toEqual({
      winners: ['p3'],
      scores: { p3: 5, p1: 2, p2: 2 },
      note: 'All units destroyed.',
    })
    expect(gameResult(['p1', 'p2', 'p3'], taken, { kind: 'lost', escapedUnitIds: ['u9'] }).winners).toEqual([])
  })

  it('writes its note in the interface language: the won, tied and lost lines in German', () => {
    const tied = {
      p1: [{ unitId: 'a', strength: 3 as const, points: 2 }],
      p2: [{ unitId: 'b', strength: 3 as const, points: 2 }],
    }
    expect(gameResult(['p1', 'p2', 'p3'], taken, { kind: 'won' }, 'de')).toEqual({
      winners: ['p3'],
      scores: { p3: 5, p1: 2, p2: 2 },
      note: 'Alle Einheiten zerstört.',
    })
    expect(gameResult(['p1', 'p2'], tied, { kind: 'won' }, 'de').note).toBe(
      'Alle Einheiten zerstört. Gleichstand bei Punkten und Einheiten: Entscheidet, wer Vaders Atmen am besten nachahmt.',
    )
    expect(gameResult(['p1', 'p2'], tied, { kind: 'lost', escapedUnitIds: ['u9'] }, 'de').note).toBe(
      'Eine Einheit der Ersten Ordnung hat den Widerstand erreicht: Alle verlieren.',
    )
    // English without a language, and when asked for.
    expect(gameResult(['p1', 'p2'], tied, { kind: 'lost', escapedUnitIds: ['u9'] }, 'en').note).toBe(
      'A First Order unit reached the Resistance: everyone loses.',
    )
  })
})
