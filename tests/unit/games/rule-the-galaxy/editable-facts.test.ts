import { describe, expect, it } from 'vitest'
import { checkCorrection } from '../../../../src-shared/core/facts'
import { RTG_EDITABLE_FACTS } from '../../../../src-shared/games/rule-the-galaxy/editable-facts'
import { ruleTheGalaxy } from '../../../../src-shared/games/rule-the-galaxy'
import {
  pointsLookup,
  resolveAnyMix,
  resolveBoardSize,
  resolveColourName,
  resolveFireMarkerSpaces,
} from '../../../../src-shared/games/rule-the-galaxy/data'
import { setupPlan } from '../../../../src-shared/games/rule-the-galaxy/setup'

const fact = (key: string) => {
  const f = RTG_EDITABLE_FACTS.find((x) => x.key === key)
  if (!f) throw new Error(`no editable fact ${key}`)
  return f
}
const entered = (key: string, raw: string): unknown => {
  const r = checkCorrection(fact(key), raw)
  if (!r.ok) throw new Error(r.error)
  return r.value
}

describe('Rule the Galaxy facts in Settings › Data corrections', () => {
  it("are listed by the game's engine with unique keys", async () => {
    expect((await ruleTheGalaxy.engine()).facts).toBe(RTG_EDITABLE_FACTS)
    expect(new Set(RTG_EDITABLE_FACTS.map((f) => f.key)).size).toBe(RTG_EDITABLE_FACTS.length)
    expect(RTG_EDITABLE_FACTS.map((f) => f.key)).toContain('rule-the-galaxy.points.5')
  })

  it('a board size typed as "4, 8" becomes 4 lanes × 8 rows for new games', () => {
    const corrections = { 'rule-the-galaxy.board.size': entered('rule-the-galaxy.board.size', '4, 8') }
    expect(resolveBoardSize(corrections)).toEqual({ value: { lanes: 4, rows: 8 }, corrected: true, verify: false })
    expect(setupPlan([{ id: 'a', name: 'A' }], 1, corrections).board).toEqual({ lanes: 4, rows: 8 })
  })

  it('marker spaces typed as 1-based lane,row pairs become 0-based spaces', () => {
    const raw = entered('rule-the-galaxy.board.fire-marker-spaces', '1,3, 2,5, 3,3, 4,5')
    expect(resolveFireMarkerSpaces({ 'rule-the-galaxy.board.fire-marker-spaces': raw }).value).toEqual([
      { lane: 0, row: 2 },
      { lane: 1, row: 4 },
      { lane: 2, row: 2 },
      { lane: 3, row: 4 },
    ])
    expect(checkCorrection(fact('rule-the-galaxy.board.fire-marker-spaces'), '1,3, 2,5').ok).toBe(false)
  })

  it('points, colour names and the any-mix reading take the entered values', () => {
    const c = {
      'rule-the-galaxy.points.2': entered('rule-the-galaxy.points.2', '1'),
      'rule-the-galaxy.colour.poe': entered('rule-the-galaxy.colour.poe', 'orange'),
      'rule-the-galaxy.multicolour-any-mix': entered('rule-the-galaxy.multicolour-any-mix', '0'),
    }
    expect(pointsLookup(c)(2)).toBe(1)
    expect(pointsLookup(c)(5)).toBeUndefined()
    expect(resolveColourName('poe', c).value).toBe('orange')
    expect(resolveColourName('poe').value).toBeNull()
    expect(resolveAnyMix(c).value).toBe(false)
    expect(resolveAnyMix().value).toBe(true)
  })
})

describe('a refused correction says what is wrong in the interface language', () => {
  const size = fact('rule-the-galaxy.board.size')
  it('in German, with the typed text quoted the German way', () => {
    expect(checkCorrection(size, '4, x', 'de')).toEqual({
      ok: false,
      error: 'Spielplan: Bahnen und Reihen: gib ganze Zahlen durch Kommas getrennt ein (du hast „4, x“ eingegeben).',
    })
    expect(checkCorrection(size, '4', 'de')).toEqual({
      ok: false,
      error: 'Spielplan: Bahnen und Reihen: gib genau 2 Zahlen ein (du hast 1 eingegeben).',
    })
  })
  it('in English as before', () => {
    expect(checkCorrection(size, '4')).toEqual({
      ok: false,
      error: 'Board: lanes and rows: enter exactly 2 numbers (you entered 1).',
    })
  })
  it('reads only numbers as people write them: 0x10, 1e1, 0b101 and a plus are refused, spaces are fine', () => {
    for (const typed of ['0x4, 8', '4, 1e1', '0b100, 8'])
      expect(checkCorrection(size, typed)).toMatchObject({ ok: false, error: expect.stringContaining(`“${typed}”`) })
    // A "+" as the other forms treat it (parseWholeNumber): refused, with the usual message.
    expect(checkCorrection(size, ' +4 ; 8 ')).toEqual({
      ok: false,
      error: 'Board: lanes and rows: enter whole numbers separated by commas (you typed “ +4 ; 8 ”).',
    })
    expect(checkCorrection(size, ' 4 ; 8 ')).toEqual({ ok: true, value: [4, 8] })
    const points = RTG_EDITABLE_FACTS.find((f) => f.kind === 'integer')!
    expect(checkCorrection(points, '0x10')).toMatchObject({ ok: false, error: expect.stringContaining('“0x10”') })
    expect(checkCorrection(points, '1e1')).toMatchObject({ ok: false })
    expect(checkCorrection(points, ' 10 ')).toEqual({ ok: true, value: 10 })
    expect(checkCorrection(points, '+3')).toEqual({
      ok: false,
      error: `${points.label}: enter a whole number (you typed “+3”).`,
    })
    expect(checkCorrection(points, '+3', 'de')).toMatchObject({
      ok: false,
      error: expect.stringContaining('gib eine ganze Zahl ein (du hast „+3“ eingegeben).'),
    })
  })
})
