import { describe, expect, it } from 'vitest'
import type { NewEvent } from '../../../../src-shared/core/game-record'
import { replay, undoEvent } from '../../../../src-shared/core/log'
import { rtgEvents as ev } from '../../../../src-shared/games/rule-the-galaxy/events'
import {
  blockers,
  currentPlayer,
  initialState,
  type RtgState,
} from '../../../../src-shared/games/rule-the-galaxy/state'
import { progress } from '../../../../src-shared/games/rule-the-galaxy/engine'
import { ana, bo, checkEvent, hand, logOf as log, reduce, rtgLog, run } from './rtg-table'
import {
  boardView,
  currentStandings,
  destroyAdvice,
  finishedResult,
  fireTracker,
} from '../../../../src-shared/games/rule-the-galaxy/selectors'
import { newBoard } from '../../../../src-shared/games/rule-the-galaxy/board'

const setup2 = ev.setup({
  seed: 42,
  firstPlayer: 'p2',
  lanes: 4,
  rows: 7,
  fireMarkerSpaces: [{ lane: 1, row: 1 }],
  anyMix: true,
})
const opening: NewEvent[] = [
  setup2,
  ev.deal('p1', 'rey'),
  ev.deal('p2', 'finn'),
  ev.unitsEnter([
    { lane: 0, strength: 3, colour: 'finn' },
    { lane: 1, strength: 2, colour: 'rey' },
    { lane: 2, strength: 1, colour: 'chewbacca' },
    { lane: 3, strength: 8, colour: 'multi' },
  ]),
]
const twoRounds: NewEvent[] = [
  ...opening,
  // Round 1, Bo: a first fire card is free; two safe cards, stop, take the Snowtrooper.
  ev.draw('fire'),
  ev.draw('finn'),
  ev.draw('bb8'),
  ev.stop(),
  ev.destroy({ player: 'p2', unitId: 'u1', spend: hand({ finn: 2, bb8: 1 }), points: 2 }),
  ev.turnEnd(),
  // Ana: a Chewbacca, then fire takes it; her opening Rey stays.
  ev.draw('chewbacca'),
  ev.draw('fire'),
  ev.turnEnd(),
  // Round 2: Bo takes the strength-1 Stormtrooper and keeps it as an infiltrator.
  ev.draw('chewbacca'),
  ev.stop(),
  ev.destroy({ player: 'p2', unitId: 'u3', spend: hand({ chewbacca: 1 }), points: 0 }),
  ev.turnEnd(),
  ev.draw('rey'),
  ev.stop(),
  ev.turnEnd(),
]

describe('a short two-player game replayed from its log', () => {
  it('sets up with the chosen first player and waits for the opening cards and units', () => {
    const s = run([setup2])
    expect(s.phase).toBe('play')
    expect(s.order).toEqual(['p2', 'p1'])
    expect(blockers(s)).toEqual(['enter Bo’s first card', 'enter Ana’s first card', 'put 4 new units on the entry row'])
    expect(checkEvent(s, ev.draw('rey'))).toBe('enter Bo’s first card')
  })

  it('tracks the first-card fire, the bust, the destroys and the deck', () => {
    const s = run(twoRounds.slice(0, 12))
    expect(currentPlayer(s)).toBe('p1')
    expect(s.hands).toEqual({ p1: hand({ rey: 1 }), p2: hand({}) })
    expect(s.drawnThisTurn).toEqual(['chewbacca', 'fire'])
    expect(s.drawing).toBe(false)
    expect(fireTracker(s).advice.reason).toBe('stop: a fire card took this turn’s cards')
    expect(s.taken.p2).toEqual([{ unitId: 'u1', strength: 3, points: 2 }])
    expect(s.deck.fireSeen).toBe(2)
    const stopped = run(twoRounds.slice(0, 8))
    expect(stopped.hands.p2).toEqual(hand({ finn: 2, bb8: 1 }))
    expect(fireTracker(stopped).advice).toMatchObject({ action: 'stop', reason: 'drawing is over for this turn' })
    expect(checkEvent(stopped, ev.draw('rey'))).toBe('this turn’s drawing is over')
  })

  it('holds the units still after round 1 and regroups after round 2, flagging the fire marker', () => {
    const after1 = run(twoRounds.slice(0, 13))
    expect(after1.round).toBe(2)
    expect(after1.regroups).toEqual([])
    expect(boardView(after1).markerSide).toBe('red')
    expect(boardView(after1).regroupAfterThisRound).toBe(true)

    const s = run(twoRounds)
    expect(s.round).toBe(3)
    expect(s.regroups).toEqual([2])
    expect(s.board.units.map((u) => [u.id, u.lane, u.row])).toEqual([
      ['u2', 1, 1],
      ['u4', 3, 1],
    ])
    expect(s.infiltrators.p2).toEqual([{ id: 'u3', colour: 'chewbacca' }])
    expect(s.board.fireMarkers.pending).toEqual([{ lane: 1, row: 1 }])
    expect(blockers(s)).toEqual(['put 4 new units on the entry row', 'turn up the fire marker in lane 2, row 2'])
    expect(s.deck.remaining).toEqual({ rey: 7, poe: 9, finn: 7, chewbacca: 7, bb8: 9, fire: 7 })
    expect(progress(s)).toBe('Round 3 · Bo’s turn')
    // Finished from *Finish game* mid-round: the header shows Finished, not whose turn it was.
    expect(progress(s, undefined, true)).toBeUndefined()
  })

  it('reminds who discards for a fire marker, capped by the cards they hold', () => {
    const s = run([...twoRounds, ev.fireMarker({ lane: 1, row: 1 }, 2)])
    expect(s.discardsDue).toEqual({ p1: 2, p2: 0 })
    expect(blockers(s)).toContain('Ana discards 2 cards')
    const after = run([...twoRounds, ev.fireMarker({ lane: 1, row: 1 }, 2), ev.discard('p1', hand({ rey: 2 }))])
    expect(after.hands.p1).toEqual(hand({}))
    expect(after.discardsDue.p1).toBe(0)
    expect(checkEvent(after, ev.fireMarker(null, 2))).toMatch(/no fire marker of value 2 is left/)
    expect(checkEvent(after, ev.fireMarker(null, 1))).toMatch(/which space/)
  })

  it('refuses what the table cannot have done', () => {
    const s = run(opening)
    expect(checkEvent(s, ev.destroy({ player: 'p1', unitId: 'u1', spend: hand({ rey: 1 }), points: 2 }))).toBe(
      'it is Bo’s turn',
    )
    // Destroying and ending the turn come after the drawing, which starts with one card.
    expect(checkEvent(s, ev.destroy({ player: 'p2', unitId: 'u1', spend: hand({ finn: 1 }), points: 2 }))).toBe(
      'a turn starts by drawing a card: draw at least one before destroying units',
    )
    expect(checkEvent(s, ev.turnEnd())).toBe(
      'a turn starts by drawing a card: draw at least one before ending the turn',
    )
    const drew = run([...opening, ev.draw('fire')])
    expect(checkEvent(drew, ev.destroy({ player: 'p2', unitId: 'u1', spend: hand({ finn: 1 }), points: 2 }))).toMatch(
      /exactly 3/,
    )
    expect(checkEvent(drew, ev.turnEnd())).toBeUndefined()
    expect(checkEvent(s, ev.trade({ player: 'p2', with: 'p1', gives: 'finn', gets: 'rey' }))).toBeUndefined()
    expect(checkEvent(s, ev.trade({ player: 'p2', with: 'p1', gives: 'poe', gets: 'rey' }))).toBe('Bo has no Poe card')
    // A turn starts by taking a card: S before any draw is refused with the rule's reason.
    expect(checkEvent(s, ev.stop())).toBe('a turn starts by drawing a card: draw at least one before stopping')
    expect(checkEvent(run([...opening, ev.draw('fire')]), ev.stop())).toBeUndefined()
    const traded = run([...opening, ev.trade({ player: 'p2', with: 'p1', gives: 'finn', gets: 'rey' })])
    expect(traded.hands).toEqual({ p1: hand({ finn: 1 }), p2: hand({ rey: 1 }) })
  })

  it('puts the game screen’s numbers together for the current player', () => {
    const s = run([...opening, ev.draw('fire'), ev.draw('bb8')])
    const t = fireTracker(s)
    expect(t.player).toBe('p2')
    expect(t.hand).toEqual(hand({ finn: 1, bb8: 1 }))
    expect(t.deck).toMatchObject({ cardsLeft: 51, fireLeft: 8, atRisk: 1 })
    expect(t.pNextFire).toBeCloseTo(8 / 51, 14)
    expect(t.advice.reason).toBe('draw: 1 card at risk, 16% fire')
    const d = destroyAdvice(s, {})
    // Only the strength-1 Stormtrooper (Chewbacca's colour) is within reach: the joker pays for it.
    expect(d).toMatchObject({ kind: 'plan', destroyable: ['u3'], best: { points: 0, units: 1, jokersSpent: 1 } })
    expect(currentStandings(s).map((x) => x.points)).toEqual([0, 0])
  })

  it('puts nothing at risk once the player has stopped drawing (Stop, then a destroy)', () => {
    // Rulebook, Drawing cards: a fire card takes the cards taken this turn, but only while drawing.
    const drawn = [...opening, ev.draw('fire'), ev.draw('finn'), ev.draw('bb8')]
    expect(fireTracker(run(drawn)).deck.atRisk).toBe(2)
    const stopped = run([...drawn, ev.stop()])
    expect(stopped.drawnThisTurn).toEqual(['fire', 'finn', 'bb8'])
    expect(fireTracker(stopped).deck.atRisk).toBe(0)
    // A destroy ends the drawing too: the hand is empty and nothing is at risk (it said 2).
    const spent = run([
      ...drawn,
      ev.destroy({ player: 'p2', unitId: 'u1', spend: hand({ finn: 2, bb8: 1 }), points: 2 }),
    ])
    expect(spent.hands.p2).toEqual(hand({}))
    expect(fireTracker(spent).deck.atRisk).toBe(0)
    expect(fireTracker(spent).advice.why).toBe('over')
  })
})

describe('reshuffle', () => {
  const solo = [
    ev.setup({ seed: 1, firstPlayer: 'p1', lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: true }),
    ev.deal('p1', 'poe'),
    ev.unitsEnter([
      { lane: 0, strength: 2, colour: 'poe' },
      { lane: 1, strength: 2, colour: 'rey' },
      { lane: 2, strength: 3, colour: 'finn' },
      { lane: 3, strength: 3, colour: 'rey' },
    ]),
  ]
  const eightFree = Array.from({ length: 8 }, () => ev.draw('fire'))

  it('prompts on the ninth fire card and puts everything but the hands back', () => {
    const s = run([...solo, ...eightFree, ev.draw('rey'), ev.draw('fire')], [ana])
    expect(s.hands.p1).toEqual(hand({ poe: 1 }))
    expect(s.deck.reshuffleDue).toBe(true)
    expect(fireTracker(s).advice.action).toBe('reshuffle')
    expect(checkEvent(s, ev.turnEnd())).toBeUndefined()
    const r = run([...solo, ...eightFree, ev.draw('rey'), ev.draw('fire'), ev.reshuffle()], [ana])
    expect(r.deck).toEqual({
      remaining: { rey: 9, poe: 8, finn: 9, chewbacca: 9, bb8: 10, fire: 9 },
      fireSeen: 0,
      reshuffleDue: false,
    })
  })

  it('lets the turn go on when the ninth fire card is the first card', () => {
    const r = run([...solo, ...eightFree, ev.draw('fire'), ev.reshuffle(), ev.draw('bb8')], [ana])
    expect(r.drawing).toBe(true)
    expect(r.hands.p1).toEqual(hand({ poe: 1, bb8: 1 }))
    expect(r.deck.remaining.bb8).toBe(9)
    expect(fireTracker(r).deck.atRisk).toBe(1)
  })
})

describe('the end', () => {
  it('is lost for everyone when a unit leaves the last row (1 player: units move every second turn)', () => {
    const enter = ev.unitsEnter([
      { lane: 0, strength: 2, colour: 'poe' },
      { lane: 1, strength: 2, colour: 'rey' },
      { lane: 2, strength: 3, colour: 'finn' },
      { lane: 3, strength: 3, colour: 'rey' },
    ])
    const events = [
      ev.setup({ seed: 1, firstPlayer: 'p1', lanes: 4, rows: 2, fireMarkerSpaces: null, anyMix: true }),
      ev.deal('p1', 'poe'),
      enter,
      ev.turnEnd(),
      ev.turnEnd(),
      enter,
      ev.turnEnd(),
    ]
    const s = run(events, [ana])
    expect(s.phase).toBe('play')
    expect(s.regroups).toEqual([2])
    const lost = run([...events, ev.turnEnd()], [ana])
    expect(lost.phase).toBe('lost')
    expect(lost.board.escaped.map((u) => u.id)).toEqual(['u1', 'u2', 'u3', 'u4'])
    expect(finishedResult(lost)).toMatchObject({ winners: [], scores: { p1: 0 } })
    expect(progress(lost)).toBe('A unit broke through: defeat')
    expect(progress(lost, undefined, true)).toBe('A unit broke through: defeat')
  })

  it('is won when the last unit falls, best score first', () => {
    const s = run(opening)
    const last: RtgState = {
      ...s,
      hands: { p1: hand({}), p2: hand({ finn: 3 }) },
      taken: { p1: [{ unitId: 'x', strength: 8, points: 5 }], p2: [] },
      board: {
        ...newBoard({ lanes: 4, rows: 7 }, { 1: 0, 2: 0, 3: 0, 5: 0, 6: 0, 8: 0 }, null),
        units: [{ id: 'u9', strength: 3, colour: 'finn', lane: 0, row: 3 }],
      },
    }
    const won = reduce(last, log([ev.destroy({ player: 'p2', unitId: 'u9', spend: hand({ finn: 3 }), points: 2 })])[0]!)
    expect(won.phase).toBe('won')
    expect(finishedResult(won)).toEqual({ winners: ['p1'], scores: { p1: 5, p2: 2 }, note: 'All units destroyed.' })
    // The end banner and Finish game in German: the note follows the interface language.
    expect(finishedResult(won, 'de')?.note).toBe('Alle Einheiten zerstört.')
    expect(progress(won, 'de')).toBe('Alle Einheiten zerstört')
  })
})

describe('undo through the log', () => {
  it('takes back a draw: the deck and the hand are as before', () => {
    const before = log([...opening, ev.draw('rey')])
    const undo = undoEvent(before)!
    const after = [...before, { ...undo, gameId: 'g1', seq: before.length + 1, at: 'later' }]
    const s = replay(initialState([ana, bo], {}), after, reduce)
    expect(s).toEqual(run(opening))
    expect(s.deck.remaining.rey).toBe(8)
  })

  it('works through the game log and the play logger, in words without internal ids', () => {
    const events = log(twoRounds)
    const full = rtgLog.replay(events, [ana, bo], {})
    expect((full.state.game as RtgState).round).toBe(3)
    expect(rtgLog.describe(events[4]!, [ana, bo])).toBe('Drew a fire card')
    expect(rtgLog.describe(events[8]!, [ana, bo])).toBe('Bo destroyed a unit (+2) with 2 Finn, 1 BB-8 (joker)')
    const named = log([
      ev.destroy({
        player: 'p2',
        unitId: 'u1',
        spend: hand({ finn: 2, bb8: 1 }),
        points: 2,
        unit: { strength: 3, colour: 'finn', lane: 0 },
      }),
    ])[0]!
    expect(rtgLog.describe(named, [ana, bo])).toBe(
      'Bo destroyed the strength-3 unit (Finn’s colour) in lane 1 (+2) with 2 Finn, 1 BB-8 (joker)',
    )
    expect(rtgLog.describe(events[0]!, [ana, bo])).toBe('Set up: 4 lanes × 7 rows, Bo starts')
  })
})

describe('setup checklist ticks', () => {
  it('are logged, survive the setup event, and undo like any other event', async () => {
    const rtgEvents = ev
    const players = [
      { id: 'p1', name: 'Ana' },
      { id: 'p2', name: 'Ben' },
    ]
    const log = [
      rtgEvents.setupTick('board', true),
      rtgEvents.setupTick('deck', true),
      rtgEvents.setupTick('board', false),
      rtgEvents.setupTick('stack', true),
      { type: 'undo', v: 1, payload: { target: 4 } },
    ].map((e, i) => ({ ...e, gameId: 'g', seq: i + 1, at: '2024-01-01T00:00:00.000Z' }))
    const s = replay(initialState(players), log, reduce)
    expect(s.setupTicked).toEqual(['deck'])
    const started = reduce(s, {
      ...rtgEvents.setup({ seed: 7, firstPlayer: 'p2', lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: true }),
      gameId: 'g',
      seq: 6,
      at: '2024-01-01T00:00:00.000Z',
    })
    expect(started.phase).toBe('play')
    expect(started.setupTicked).toEqual(['deck'])
  })
})

describe('red-framed spaces entered during a game set up without them', () => {
  const noSpaces = [
    ev.setup({ seed: 42, firstPlayer: 'p2', lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: true }),
    ...twoRounds.slice(1),
  ]
  const spaces = [
    { lane: 1, row: 1 },
    { lane: 0, row: 3 },
    { lane: 2, row: 3 },
    { lane: 3, row: 5 },
  ]

  it('knows no marker until then; afterwards a unit already on a red frame has stepped on its marker', () => {
    const before = run(noSpaces)
    expect(before.board.fireMarkers).toEqual({ spaces: null, revealed: [], pending: [] })
    const s = run([...noSpaces, ev.markerSpaces(spaces)])
    expect(s.board.fireMarkers.spaces).toEqual(spaces)
    // u2 stands in lane 2, row 2 after the regroup.
    expect(s.board.fireMarkers.pending).toEqual([{ lane: 1, row: 1 }])
    expect(blockers(s)).toContain('turn up the fire marker in lane 2, row 2')
    expect(checkEvent(s, ev.fireMarker(null, 1))).toMatch(/which space/)
  })

  it('refuses a wrong count, a space off the board, a space twice, and a second entry', () => {
    const s = run(noSpaces)
    expect(checkEvent(s, ev.markerSpaces(spaces.slice(0, 3)))).toBe('enter 4 spaces (you entered 3)')
    expect(checkEvent(s, ev.markerSpaces([...spaces.slice(0, 3), { lane: 4, row: 0 }]))).toBe(
      'space 5,1 is off the 4 × 7 board: enter lanes from 1 to 4 and rows from 1 to 7',
    )
    expect(checkEvent(s, ev.markerSpaces([...spaces.slice(0, 3), { lane: 0, row: 3 }]))).toBe(
      'space 1,4 is entered twice: enter 4 different spaces',
    )
    const set = run([...noSpaces, ev.markerSpaces(spaces)])
    expect(checkEvent(set, ev.markerSpaces(spaces))).toBe('the red-framed spaces are already known in this game')
    const revealed = run([...noSpaces, ev.fireMarker(null, 2)])
    expect(checkEvent(revealed, ev.markerSpaces(spaces))).toMatch(/already turned up without its space/)
  })

  it('tells the timeline the spaces as printed (lanes and rows from 1)', () => {
    const e = ev.markerSpaces(spaces)
    expect(rtgLog.describe({ ...e, gameId: 'g1', seq: 1, at: '2025-01-01T00:00:00Z' }, [ana, bo])).toBe(
      'Red-framed spaces entered: lane 2 row 2, lane 1 row 4, lane 3 row 4, lane 4 row 6',
    )
  })
})
