import { describe, expect, it } from 'vitest'
import { parseUnitsText } from '../../../../src-shared/games/rebellion/units-text'
import { battleSideIn, type Forces } from '../../../../src-shared/games/rebellion/units-on-board'

describe('typing units at the table', () => {
  it('reads counts, initials, printed names and table words', () => {
    expect(parseUnitsText('2 tie, 1 sd, at-at', 'empire', false)).toEqual({
      ok: true,
      units: { 'tie-fighter': 2, 'star-destroyer': 1, 'at-at': 1 },
    })
    expect(parseUnitsText('3 X-wing; 2 troops, mc, 1 x-wing', 'rebels', false)).toEqual({
      ok: true,
      units: { 'x-wing': 4, 'rebel-trooper': 2, 'mon-calamari-cruiser': 1 },
    })
  })

  it('says what is wrong: another side’s unit, an unknown word, nothing typed', () => {
    expect(parseUnitsText('2 tie', 'rebels', false)).toEqual({
      ok: false,
      error: '“tie” is not a unit of this side. Use a name such as X-wing, Y-wing, Rebel Transport or initials (“mc”).',
    })
    // The examples are the side's own: a Rebel is not shown Imperial units.
    expect(parseUnitsText('banana', 'empire', false)).toEqual({
      ok: false,
      error:
        '“banana” is not a unit of this side. Use a name such as TIE Fighter, Assault Carrier, Star Destroyer or initials (“sd”).',
    })
    expect(parseUnitsText(' , ', 'rebels', false)).toEqual({
      ok: false,
      error: 'Type units like “2 x-wing, 1 mc”: a number, then a unit name.',
    })
    expect(parseUnitsText('0 sd', 'empire', false)).toEqual({ ok: false, error: '0 sd: enter between 1 and 40.' })
    expect(parseUnitsText(' , ', 'empire', false).ok).toBe(false)
    // Rise of the Empire units only with the expansion.
    expect(parseUnitsText('1 tie striker', 'empire', false).ok).toBe(false)
    expect(parseUnitsText('1 tie striker', 'empire', true)).toEqual({ ok: true, units: { 'tie-striker': 1 } })
  })

  it('names a count that is a number but not a whole one, in English and German', () => {
    const bad = (typed: string, unit: string, sample = '2 tie') =>
      `“${typed}” before ${unit} is not a count. Write how many as a whole number from 1 to 40, as in “${sample}”.`
    expect(parseUnitsText('1e1 tie', 'empire', false)).toEqual({ ok: false, error: bad('1e1', 'tie') })
    expect(parseUnitsText('2 sd, 1.5 tie', 'empire', false)).toEqual({ ok: false, error: bad('1.5', 'tie') })
    expect(parseUnitsText('-2 tie', 'empire', false)).toEqual({ ok: false, error: bad('-2', 'tie') })
    expect(parseUnitsText('+3 x-wing', 'rebels', false)).toEqual({
      ok: false,
      error: bad('+3', 'x-wing', '2 x-wing'),
    })
    expect(parseUnitsText('-2 x-wing', 'rebels', false)).toEqual({
      ok: false,
      error: bad('-2', 'x-wing', '2 x-wing'),
    })
    expect(parseUnitsText('.5 x tie', 'empire', false)).toEqual({ ok: false, error: bad('.5', 'tie') })
    expect(parseUnitsText('1e1 tie', 'empire', false, 'de')).toEqual({
      ok: false,
      error: '„1e1“ vor tie ist keine Anzahl. Schreib, wie viele, als ganze Zahl von 1 bis 40, wie in „2 tie“.',
    })
    // Whole counts and names are read as before: "2x tie", a name after a space.
    expect(parseUnitsText('2x tie, 1 at-at', 'empire', false)).toEqual({
      ok: true,
      units: { 'tie-fighter': 2, 'at-at': 1 },
    })
    expect(parseUnitsText('1e tie', 'empire', false).ok).toBe(false)
  })

  it('turns a system into a combat side: units by damage, the best tactics of uncaptured leaders', () => {
    const forces: Forces = {
      hoth: {
        empire: { units: {}, leaders: [] },
        rebels: {
          units: { 'x-wing': [0, 0], 'mon-calamari-cruiser': [2, 0] },
          leaders: [{ id: 'ackbar' }, { id: 'madine', captured: true }],
        },
      },
    }
    expect(battleSideIn(forces, 'hoth', 'rebels')).toEqual({
      units: [
        { unitId: 'x-wing', count: 2, damage: 0 },
        { unitId: 'mon-calamari-cruiser', count: 1, damage: 0 },
        { unitId: 'mon-calamari-cruiser', count: 1, damage: 2 },
      ],
      // Ackbar 3/1; the captured Madine (1/3) does not lead.
      tactics: { space: 3, ground: 1 },
      hasLeader: true,
    })
  })
})
