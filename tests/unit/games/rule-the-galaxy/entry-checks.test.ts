// Tiles entering the board: Kylo Ren is refused in a single colour (the event's check, whatever the
// screen sends), and a strength-1 Stormtrooper past the upper part of the stack is warned about, per
// batch of tiles turned up together, with the upper part the Setup tab builds.
import { describe, expect, it } from 'vitest'
import type { Player } from '../../../../src-shared/core/game-record'
import { rtgEvents as ev } from '../../../../src-shared/games/rule-the-galaxy/events'
import type { Strength, UnitColour } from '../../../../src-shared/games/rule-the-galaxy/data'
import { setupPlan } from '../../../../src-shared/games/rule-the-galaxy/setup'
import { strengthOneBelowUpperPart, upperPartWarning } from '../../../../src-shared/games/rule-the-galaxy/upper-part'
import { checkEvent as check, run } from './rtg-table'

const two: Player[] = [
  { id: 'p1', name: 'Ana' },
  { id: 'p2', name: 'Bo' },
]
const four: Player[] = [...two, { id: 'p3', name: 'Cy' }, { id: 'p4', name: 'Di' }]
const setUp = ev.setup({ seed: 1, firstPlayer: 'p1', lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: true })
const deals = (players: Player[]) => players.map((p) => ev.deal(p.id, 'rey'))
const tiles = (strengths: Strength[], colour: UnitColour = 'finn') =>
  ev.unitsEnter(strengths.map((strength, lane) => ({ lane, strength, colour: strength === 8 ? 'multi' : colour })))
/** One round of turns; with 1–2 players the units regroup after every second round, with 3–4 after each. */
const round = (players: Player[]) => players.map(() => ev.turnEnd())
/** Every turn ends, up to the next regroup (a new batch of tiles is due). */
const toRegroup = (players: Player[]) => (players.length <= 2 ? [...round(players), ...round(players)] : round(players))

describe('Kylo Ren enters only as a multicolour unit', () => {
  const dealt = run([setUp, ...deals(two)], two)

  it('refuses strength 8 in a single colour, in English and German', () => {
    const single = ev.unitsEnter([{ lane: 0, strength: 8, colour: 'rey' }])
    expect(check(dealt, single)).toBe('strength 8 is Kylo Ren, a multicolour tile: enter it as multicolour')
    expect(check(dealt, single, 'de')).toBe(
      'Stärke 8 ist Kylo Ren, ein mehrfarbiges Plättchen: trag es als mehrfarbig ein',
    )
    // Also inside a batch of several tiles.
    const batch = ev.unitsEnter([
      { lane: 0, strength: 3, colour: 'finn' },
      { lane: 1, strength: 8, colour: 'chewbacca' },
    ])
    expect(check(dealt, batch)).toBe('strength 8 is Kylo Ren, a multicolour tile: enter it as multicolour')
  })

  it('takes it as multicolour, and other strengths in any colour', () => {
    expect(check(dealt, ev.unitsEnter([{ lane: 0, strength: 8, colour: 'multi' }]))).toBeUndefined()
    expect(check(dealt, ev.unitsEnter([{ lane: 0, strength: 3, colour: 'rey' }]))).toBeUndefined()
    expect(check(dealt, ev.unitsEnter([{ lane: 0, strength: 2, colour: 'multi' }]))).toBeUndefined()
  })

  it('still replays a game logged before the check with a single-colour Kylo Ren', () => {
    const s = run([setUp, ...deals(two), ev.unitsEnter([{ lane: 0, strength: 8, colour: 'poe' }])], two)
    expect(s.board.units).toEqual([{ id: 'u1', strength: 8, colour: 'poe', lane: 0, row: 0 }])
  })
})

describe('a strength-1 Stormtrooper past the upper part of the stack', () => {
  it('uses the upper part the Setup tab gives: 14 tiles with 2 players, 16 with 4', () => {
    expect(setupPlan(two, 1).stack.upperPart).toBe(14)
    expect(setupPlan(four, 1).stack.upperPart).toBe(16)
  })

  // Two players: tiles 1–4 at setup, then 5–8, 9–12, 13–16 (14 is the upper part's last), 17–20.
  const first12 = [
    setUp,
    ...deals(two),
    tiles([2, 2, 3, 3]),
    ...toRegroup(two),
    tiles([2, 2, 3, 3]),
    ...toRegroup(two),
    tiles([2, 2, 3, 3]),
    ...toRegroup(two),
  ]

  it('is not warned about while the batch lies in the upper part', () => {
    const s = run([setUp, ...deals(two), tiles([1, 1, 1], 'rey')], two)
    expect(s.board.entryBatch).toMatchObject({ drawnBefore: 0, size: 4 })
    expect(strengthOneBelowUpperPart(s, [1])).toBeUndefined()
    expect(upperPartWarning(run(first12.slice(0, 3), two), [1])).toBeUndefined()
  })

  it('counts a batch that straddles the upper part by its places in it, whatever lane order the table enters', () => {
    const s = run(first12, two)
    expect(s.board.entryBatch).toMatchObject({ drawnBefore: 12, size: 4 })
    // Tiles 13 and 14 are in the upper part: two strength-1 tiles fit, in any of the four lanes.
    expect(strengthOneBelowUpperPart(s, [1])).toBeUndefined()
    expect(strengthOneBelowUpperPart(s, [1, 1])).toBeUndefined()
    const after = run(
      [
        ...first12,
        ev.unitsEnter([{ lane: 3, strength: 1, colour: 'rey' }]),
        ev.unitsEnter([{ lane: 2, strength: 1, colour: 'finn' }]),
      ],
      two,
    )
    expect(strengthOneBelowUpperPart(after, [2])).toBeUndefined()
    expect(strengthOneBelowUpperPart(after, [1])).toEqual({
      infiltrators: 4,
      upperPart: 14,
      first: 13,
      last: 16,
      places: 2,
      alreadyEntered: 2,
    })
    expect(upperPartWarning(after, [1])).toBe(
      'Check this tile: the 4 strength-1 Stormtroopers were shuffled into the upper part of the stack (its top 14 tiles, ' +
        'as the Setup tab builds it), and only 2 of tiles 13–16 of the stack come from it, 2 strength-1 tiles among them ' +
        'already. Strength 1 and 2 are both Stormtroopers: look at the number on the tile. If it shows 1, place it anyway: ' +
        'the rulebook splits the stack only into “roughly equal” parts, so your upper part may hold more tiles.',
    )
  })

  it('warns (in the interface language) for a batch below the upper part, but never refuses the tile', () => {
    const s = run([...first12, tiles([2, 2, 3, 3]), ...toRegroup(two)], two)
    expect(s.board.entryBatch).toMatchObject({ drawnBefore: 16, size: 4 })
    expect(strengthOneBelowUpperPart(s, [1])).toMatchObject({ first: 17, last: 20, places: 0, alreadyEntered: 0 })
    expect(upperPartWarning(s, [1], 'de')).toBe(
      'Prüft dieses Plättchen: Die 4 Sturmtruppler der Stärke 1 wurden in den oberen Teil des Stapels gemischt ' +
        '(seine obersten 14 Plättchen, so wie der Reiter Aufbau ihn bildet), doch die Plättchen 17–20 des Stapels stammen ' +
        'aus dem Teil darunter. Stärke 1 und 2 sind beides Sturmtruppler: Schaut auf die Zahl auf dem Plättchen. Zeigt es 1, ' +
        'setzt es trotzdem ein: Die Spielregel teilt den Stapel nur in „ungefähr gleiche“ Teile, euer oberer Teil kann also ' +
        'mehr Plättchen haben.',
    )
    expect(upperPartWarning(s, [2])).toBeUndefined()
    // A warning, not a refusal: the table may have split the stack unevenly.
    expect(check(s, ev.unitsEnter([{ lane: 0, strength: 1, colour: 'rey' }]))).toBeUndefined()
  })

  it('with 4 players the upper part is 16 tiles: all of tiles 13–16, none of 17–20', () => {
    const to12 = [
      setUp,
      ...deals(four),
      tiles([2, 2, 3, 3]),
      ...toRegroup(four),
      tiles([5, 5, 3, 3]),
      ...toRegroup(four),
      tiles([2, 2, 3, 3]),
      ...toRegroup(four),
    ]
    const at13 = run([...to12, tiles([1, 1, 1])], four)
    expect(at13.board.entryBatch).toMatchObject({ drawnBefore: 12, size: 4 })
    expect(strengthOneBelowUpperPart(at13, [1])).toBeUndefined()
    const at17 = run([...to12, tiles([2, 2, 3, 3]), ...toRegroup(four)], four)
    expect(strengthOneBelowUpperPart(at17, [1])).toMatchObject({ upperPart: 16, first: 17, places: 0 })
  })
})
