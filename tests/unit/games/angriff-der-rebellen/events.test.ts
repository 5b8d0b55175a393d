import { describe, expect, it } from 'vitest'
import type { LogEvent, NewEvent, Player } from '../../../../src-shared/core/game-record'
import { playEvents } from '../../../../src-shared/core/play-events'
import { GAMES } from '../../../../src-shared/games/registry'
import { arEventLog as ev, AR_SETUP_LIST } from '../../../../src-shared/games/angriff-der-rebellen/events'
import {
  currentPlayer,
  initialState,
  movesFor,
  shipRoller,
  standings,
  unseenCounts,
  unseenTotal,
  withHolding,
  type ArState,
} from '../../../../src-shared/games/angriff-der-rebellen/state'
import { engine } from '../../../../src-shared/games/angriff-der-rebellen/engine'
import { TILE_COUNTS } from '../../../../src-shared/games/angriff-der-rebellen/data'
import { T } from '../../../../src-shared/games/angriff-der-rebellen/texts'
import { gameReducer } from '../game-reducer'

const ana: Player = { id: 'p1', name: 'Ana' }
const bo: Player = { id: 'p2', name: 'Bo' }
const cy: Player = { id: 'p3', name: 'Cy' }
const players = [ana, bo, cy]
const arLog = await GAMES.log('angriff-der-rebellen')
const reduce = gameReducer(arLog, players) as (s: ArState, e: LogEvent) => ArState
const check = (s: ArState, e: NewEvent): string | undefined =>
  arLog.check({ play: { players, options: {}, notes: [], scores: {}, result: undefined }, game: s, unreadable: {} }, e)

/** Appends as the session does: the check first, then the event. Throws with the refusal. */
function play(s: ArState, ...events: (NewEvent | ((s: ArState) => NewEvent))[]): ArState {
  for (const made of events) {
    const e = typeof made === 'function' ? made(s) : made
    const why = check(s, e)
    if (why) throw new Error(`${e.type} refused: ${why}`)
    s = reduce(s, { ...e, gameId: 'g', seq: 1, at: '2026-01-01T00:00:00Z' })
  }
  return s
}

const setUp = ev.make('ar.game.set-up', {
  seats: [
    { player: 'p1', ship: 'millennium-falcon', corner: 0 },
    { player: 'p2', ship: 'x-wing', corner: 1 },
    { player: 'p3', ship: 'b-wing', corner: 2 },
  ],
  first: 'p1',
})
const move = (player: string, to: number) => ev.make('ar.ship.moved', { player, to })
const reveal = (player: string, space: number, tile: Parameters<typeof ev.make<'ar.tile.revealed'>>[1]['tile']) =>
  ev.make('ar.tile.revealed', { player, space, tile })
const duel =
  (
    player: string,
    strength: number,
    points: number,
    shipRoll: number,
    roll: number,
    ally = false,
    chips = 0,
    lostFightSpends = false,
  ) =>
  // The ship on the table and the player's astromech, as the duel panel fills them in.
  (s: ArState) =>
    ev.make('ar.duel.fought', {
      player,
      ship: s.pending?.ship ?? 'tie-fighter',
      astromech: s.holdings[player]?.astromech ?? false,
      strength,
      points,
      shipRoll,
      roll,
      ally,
      chips,
      lostFightSpends,
    })

const start = (): ArState => play(initialState(players, {}), setUp)

describe('setup', () => {
  it('refuses two players on one corner or one ship, and starts with the chosen player', () => {
    const s = initialState(players, {})
    expect(
      check(
        s,
        ev.make('ar.game.set-up', {
          seats: [
            { player: 'p1', ship: 'x-wing', corner: 0 },
            { player: 'p2', ship: 'x-wing', corner: 1 },
            { player: 'p3', ship: 'b-wing', corner: 2 },
          ],
          first: 'p1',
        }),
      ),
    ).toBe('each player needs a different Rebel ship')
    const started = start()
    expect(currentPlayer(started)).toBe('p1')
    expect(started.positions).toEqual({ p1: 0, p2: 3, p3: 12 })
    expect(started.pile.length).toBe(14)
    expect(unseenTotal(started)).toBe(30)
  })

  it('ticks the setup checklist through the shared event', () => {
    const s = reduce(initialState(players, {}), {
      ...playEvents.make('checklist.ticked', { list: AR_SETUP_LIST, step: 'grid', done: true }),
      gameId: 'g',
      seq: 1,
      at: '',
    })
    expect(s.setupTicked).toEqual(['grid'])
  })
})

describe('a turn follows the rules', () => {
  it('refuses diagonal moves, far reveals and a tile the table saw as something else', () => {
    let s = start()
    expect(check(s, move('p1', 5))).toBe('move one space up, down, left or right (not diagonally)')
    expect(check(s, move('p2', 2))).toBe('it is Ana’s turn')
    expect(check(s, reveal('p1', 1, 'astromech'))).toBe('the player on turn must move their ship first')
    s = play(s, move('p1', 1))
    expect(check(s, reveal('p1', 5, 'astromech'))).toBeUndefined()
    expect(check(s, reveal('p1', 6, 'astromech'))).toMatch(/right next to your ship/)
    expect(check(s, reveal('p1', 0, 'astromech'))).toBeUndefined() // the tile it just left is free and adjacent
  })

  it('plays a 3-player game: taken astromechs, an asteroid, a second astromech (extra move), a lost and a won fight', () => {
    let s = start()
    s = play(s, move('p1', 1), reveal('p1', 2, 'astromech'))
    expect(s.holdings['p1']!.astromech).toBe(true)
    expect(s.pile.length).toBe(13) // the gap was filled from the pile
    expect(currentPlayer(s)).toBe('p2')
    s = play(s, move('p2', 7), reveal('p2', 6, 'astromech'))
    s = play(s, move('p3', 8), reveal('p3', 9, 'asteroid-field'))
    expect(s.grid[9]).toEqual({ tile: true, known: 'asteroid-field' })
    expect(s.pile.length).toBe(12) // nothing taken: no gap
    expect(unseenCounts(s)['asteroid-field']).toBe(2)
    expect(unseenTotal(s)).toBe(27)
    expect(currentPlayer(s)).toBe('p1')

    s = play(s, move('p1', 5))
    expect(check(s, reveal('p1', 9, 'tie-fighter'))).toBe(
      'that tile was turned back as an Asteroid field, not a TIE Fighter',
    )
    s = play(s, reveal('p1', 4, 'astromech'))
    expect(s.extraMove).toBe(true)
    expect(s.step).toBe('move')
    expect(currentPlayer(s)).toBe('p1')
    s = play(s, move('p1', 6), reveal('p1', 10, 'tie-interceptor'))
    expect(shipRoller(s)).toBe('p3') // the right-hand neighbour: the player before in clockwise order
    expect(check(s, duel('p1', 3, 2, 4, 3, false, 1)(s))).toBe('only 0 power chips to spend')
    expect(
      check(s, { ...duel('p1', 3, 2, 4, 3)(s), payload: { ...duel('p1', 3, 2, 4, 3)(s).payload, astromech: false } }),
    ).toBe('the astromech always counts')
    expect(arLog.describe({ ...duel('p1', 3, 2, 4, 3)(s), gameId: 'g', seq: 9, at: '' }, players)).toBe(
      'Ana fought the TIE Interceptor: 4 (roll 3 + astromech) against 7 (roll 4 + 3) — lost',
    )
    s = play(s, duel('p1', 3, 2, 4, 3)) // 3 + 1 = 4 against 4 + 3 = 7: lost
    expect(s.grid[10]).toEqual({ tile: true, known: 'tie-interceptor' })
    expect(s.holdings['p1']!.won).toEqual([])
    expect(s.reveals.at(-1)?.outcome).toBe('lost')
    expect(T.outcome[s.reveals.at(-1)!.outcome!]).toBe('fought and lost')

    s = play(s, move('p2', 11))
    expect(check(s, reveal('p2', 10, 'tie-fighter'))).toBe(
      'that tile was turned back as a TIE Interceptor, not a TIE Fighter',
    )
    s = play(s, reveal('p2', 10, 'tie-interceptor'), ev.make('ar.chip.taken', { player: 'p2' }))
    expect(s.holdings['p2']!.chips).toBe(1)

    s = play(s, move('p3', 4), reveal('p3', 0, 'ally'))
    expect(s.holdings['p3']!.ally).toBe(true)
    s = play(s, move('p1', 2), reveal('p1', 3, 'tie-bomber'), duel('p1', 2, 3, 2, 5)) // 5 + 1 ≥ 2 + 2
    expect(s.holdings['p1']!.won).toEqual([{ ship: 'tie-bomber', points: 3 }])
    expect(s.grid[3]).toEqual({ tile: true }) // refilled, unseen
    expect(s.pile.length).toBe(10)

    const r = engine.suggestedResult!(s, { players, options: {}, notes: [], scores: {}, result: undefined })
    expect(r).toEqual({ winners: ['p1'], scores: { p1: 3, p2: 0, p3: 1 }, note: undefined, decided: true })
  })
})

describe('fights spend per the reading', () => {
  function withAllyAndChips(): ArState {
    let s = start()
    s = { ...s, holdings: { ...s.holdings, p1: { astromech: false, ally: true, chips: 3, won: [] } } }
    return play(s, move('p1', 1), reveal('p1', 2, 'star-destroyer'))
  }

  it('a won fight gives up the ally (under the draw pile) and the chips used', () => {
    const s = play(withAllyAndChips(), duel('p1', 4, 4, 5, 6, true, 1)) // 6 + 2 + 1 = 9 ≥ 9
    expect(s.holdings['p1']).toEqual({
      astromech: false,
      ally: false,
      chips: 2,
      won: [{ ship: 'star-destroyer', points: 4 }],
    })
    expect(s.pile.length).toBe(14) // 14 − 1 for the gap + 1 ally underneath
    expect(s.pile.at(-1)).toBe('ally')
  })

  it('a lost fight costs nothing by default, and the committed bonuses with the other reading', () => {
    const kept = play(withAllyAndChips(), duel('p1', 4, 4, 9, 1, true, 2))
    expect(kept.holdings['p1']).toEqual({ astromech: false, ally: true, chips: 3, won: [] })
    const spent = play(withAllyAndChips(), duel('p1', 4, 4, 9, 1, true, 2, true))
    expect(spent.holdings['p1']).toEqual({ astromech: false, ally: false, chips: 1, won: [] })
  })

  it('a chip is not taken beyond 5', () => {
    let s = start()
    s = { ...s, holdings: { ...s.holdings, p1: { astromech: false, ally: false, chips: 5, won: [] } } }
    s = play(s, move('p1', 1), reveal('p1', 2, 'death-star'), ev.make('ar.chip.taken', { player: 'p1' }))
    expect(s.holdings['p1']!.chips).toBe(5)
  })
})

describe('tiles, the end and the scores', () => {
  it('counts the 30 tiles: 3 asteroid fields, 4 astromechs, 5 allies, 18 Imperial ships', () => {
    const c = TILE_COUNTS.value
    expect(Object.values(c).reduce((a, b) => a + b, 0)).toBe(30)
    expect(c['imperial-shuttle'] + c['tie-fighter'] + c['tie-interceptor'] + c['tie-bomber']).toBe(13)
    expect(c['star-destroyer'] + c['super-star-destroyer'] + c['death-star']).toBe(5)
    // After a taken astromech and a seen asteroid field: 28 unseen, 2 of them asteroid fields.
    let s = start()
    s = play(s, move('p1', 1), reveal('p1', 2, 'astromech'), move('p2', 7), reveal('p2', 6, 'asteroid-field'))
    expect(unseenTotal(s)).toBe(28)
    expect(unseenCounts(s)['asteroid-field'] / unseenTotal(s)).toBeCloseTo(2 / 28, 12)
    expect(unseenCounts(s).astromech).toBe(3)
  })

  it('counts a ship fought and lost once when it is revealed again (not on the grid and as revealed too)', () => {
    let s = start()
    s = play(s, move('p1', 1), reveal('p1', 2, 'tie-interceptor'), duel('p1', 3, 2, 9, 0)) // lost: back face down, seen
    expect(unseenCounts(s)['tie-interceptor']).toBe(3)
    expect(unseenTotal(s)).toBe(29)
    s = play(s, move('p2', 7), reveal('p2', 6, 'asteroid-field'), move('p3', 8), reveal('p3', 9, 'asteroid-field'))
    s = play(s, move('p1', 5), reveal('p1', 4, 'astromech'), move('p2', 3), reveal('p2', 2, 'tie-interceptor'))
    // Bo meets Ana's Interceptor again: still 3 Interceptors and 26 tiles nobody has seen.
    expect(s.step).toBe('ship')
    expect(unseenCounts(s)['tie-interceptor']).toBe(3)
    expect(unseenTotal(s)).toBe(26)
  })

  it('refuses a fifth astromech: only 4 exist', () => {
    let s = start()
    s = {
      ...s,
      grid: s.grid.map((sp, i) =>
        i === 5 || i === 6 || i === 9 || i === 10 ? { tile: true, known: 'astromech' } : sp,
      ),
    }
    s = play(s, move('p1', 1))
    expect(check(s, reveal('p1', 2, 'astromech'))).toBe(
      `all ${TILE_COUNTS.value.astromech} Astromech tiles are already accounted for — check the tile again`,
    )
  })

  it('ends the game when a gap cannot be filled from an empty pile; nothing more is accepted', () => {
    let s = start()
    s = { ...s, pile: [] }
    s = play(s, move('p1', 1), reveal('p1', 2, 'ally'))
    expect(s.phase).toBe('over')
    expect(s.grid[2]).toEqual({ tile: false })
    expect(check(s, move('p2', 7))).toMatch(/game is over/)
    // The header says why it ended, before and after the result is recorded.
    const recorded = { players, options: {}, notes: [], scores: {}, result: { winners: ['p1'], scores: {} } }
    expect(engine.progress!(s, recorded)).toBe('Game over: the draw pile is empty')
  })

  it('shows no turn in the header once the players finished the game early', () => {
    const s = play(start(), move('p1', 1))
    const running = { players, options: {}, notes: [], scores: {}, result: undefined }
    expect(engine.progress!(s, running)).toBe('Turn 1 · Ana')
    expect(engine.progress!(s, { ...running, result: { winners: ['p2'], scores: {} } })).toBeUndefined()
  })

  it('breaks ties by power chips, then shares the win', () => {
    const s = start()
    const h = (ally: boolean, chips: number, points: number[]) => ({
      astromech: false,
      ally,
      chips,
      won: points.map((p) => ({ ship: 'tie-fighter' as const, points: p })),
    })
    const tied = { ...s, holdings: { p1: h(true, 1, [2]), p2: h(false, 3, [3]), p3: h(false, 0, [1]) } }
    expect(standings(tied).winners).toEqual(['p2'])
    const shared = { ...s, holdings: { p1: h(true, 3, [2]), p2: h(false, 3, [3]), p3: h(false, 0, [1]) } }
    expect(standings(shared).winners).toEqual(['p1', 'p2'])
    expect(
      engine.suggestedResult!(shared, { players, options: {}, notes: [], scores: {}, result: undefined })?.note,
    ).toBe('Tied on points and power chips: a shared win.')
  })

  // Rulebook, End of the Game: in case of a tie, more power chips win — at 0 points as at any other.
  it('lets more power chips decide a tie at 0 points, with the reason Finish game records', () => {
    const running = { players, options: {}, notes: [], scores: {}, result: undefined }
    const s = withHolding(play(start(), move('p1', 1)), 'p2', (h) => ({ ...h, chips: 1 }))
    expect(engine.suggestedResult!(s, running)).toEqual({
      winners: ['p2'],
      scores: { p1: 0, p2: 0, p3: 0 },
      note: 'Tied on points: more power chips decided it.',
      reason: 'chips',
      decided: true,
    })
    expect(engine.resultReason!('chips')).toBe('Tied on points: more power chips decided it.')
    expect(engine.resultReason!('chips', 'de')).toBe('Gleich viele Punkte: Mehr Energie-Chips haben entschieden.')
    expect(engine.resultReason!('shared', 'de')).toBe('Gleich viele Punkte und Energie-Chips: ein gemeinsamer Sieg.')
    expect(engine.resultReason!('something-else')).toBeUndefined()
    // Nothing tallied yet (no points, no chips) in a game still on: the score sheet is offered instead.
    expect(engine.suggestedResult!(play(start(), move('p1', 1)), running)?.decided).toBe(false)
  })

  it('records the reason with the result: the timeline says it; a result without one reads as before', () => {
    const finished = (reason?: string) =>
      arLog.describe(
        {
          ...playEvents.make('game.finished', { winners: ['p2'], scores: { p1: 0, p2: 0, p3: 0 }, reason }),
          gameId: 'g',
          seq: 9,
          at: '',
        } as LogEvent,
        players,
      )
    expect(finished('chips')).toBe('Game finished — winner: Bo. Tied on points: more power chips decided it.')
    expect(finished()).toBe('Game finished — winner: Bo')
    const old = { type: 'game.finished', v: 1, payload: { winners: ['p2'], scores: { p2: 1 } } }
    expect(arLog.read({ ...old, gameId: 'g', seq: 9, at: '' })).toMatchObject({ ok: true })
  })

  it('lets a boxed-in ship jump past occupied tiles to the first free one', () => {
    const s = { ...start(), positions: { p1: 0, p2: 1, p3: 4 } }
    expect(movesFor(s, 'p1').sort()).toEqual([2, 8])
  })

  // Rulebook, 1. Move: no adjacent tile free → move onto the next free tile behind an occupied one.
  it('tells a boxed-in ship moved onto another ship that it can only jump, and how', () => {
    const s = { ...start(), positions: { p1: 0, p2: 1, p3: 4 } }
    expect(check(s, move('p1', 1))).toBe(
      'another Rebel ship stands there, and no tile next to your ship is free: it can only jump, past the ships to the first free tile in a straight line (tap a lit tile)',
    )
    expect(check(s, move('p1', 4))).toBe(check(s, move('p1', 1)))
    // With a free tile next to it, moving onto a ship is refused as before.
    const notBoxed = { ...start(), positions: { p1: 0, p2: 1, p3: 12 } }
    expect(check(notBoxed, move('p1', 1))).toBe('another Rebel ship stands there')
  })
})

describe('chip or fight, chosen before anyone rolls', () => {
  // The rolls are entered on the duel panel and logged only with the fight, which ends the turn: a chip
  // for the same ship after it is refused by the turn itself (the panel keeps the chip off once a roll
  // is entered, e2e angriff-chip-after-rolls).
  it('refuses a chip for a ship already fought, won or lost', () => {
    let s = play(start(), move('p1', 1), reveal('p1', 2, 'tie-interceptor'), duel('p1', 3, 2, 9, 1))
    expect(s.holdings['p1']!.chips).toBe(0)
    expect(check(s, ev.make('ar.chip.taken', { player: 'p1' }))).toBe('it is Bo’s turn')
    s = play(s, move('p2', 2), reveal('p2', 6, 'tie-bomber'), duel('p2', 2, 3, 0, 9))
    expect(check(s, ev.make('ar.chip.taken', { player: 'p2' }))).toBe('it is Cy’s turn')
  })
})

describe('no fight at the most chips', () => {
  const logged = (e: NewEvent, locale?: 'de') =>
    arLog.describe({ ...e, gameId: 'g', seq: 9, at: '' } as LogEvent, players, locale)
  const full = (s: ArState): ArState => withHolding(s, 'p1', (h) => ({ ...h, chips: 5 }))

  it('says no chip was taken when the player already holds 5; older entries read as before', () => {
    const s = play(full(start()), move('p1', 1), reveal('p1', 2, 'tie-interceptor'))
    const declined = ev.make('ar.chip.taken', { player: 'p1', full: true })
    expect(logged(declined)).toBe('Ana did not fight and took no power chip: already holding the most, 5')
    expect(logged(declined, 'de')).toBe('Ana kämpfte nicht und nahm keinen Energie-Chip: hat schon die Höchstzahl (5)')
    const after = play(s, declined)
    expect(after.holdings['p1']!.chips).toBe(5)
    expect(T.outcome[after.reveals.at(-1)!.outcome!]).toBe('not fought (already 5 chips, none taken)')
    // An entry from before the field: the same words and outcome as ever.
    const old = ev.make('ar.chip.taken', { player: 'p1' })
    expect(logged(old)).toBe('Ana did not fight and took a power chip (at most 5)')
    expect(play(s, old).reveals.at(-1)!.outcome).toBe('chipTaken')
  })

  it('refuses an entry whose "already 5" does not match the chips held', () => {
    const s = play(start(), move('p1', 1), reveal('p1', 2, 'tie-interceptor'))
    expect(check(s, ev.make('ar.chip.taken', { player: 'p1', full: true }))).toBe(
      'the player on turn holds 0 of 5 power chips',
    )
    expect(check(full(s), ev.make('ar.chip.taken', { player: 'p1', full: false }))).toBe(
      'the player on turn holds 5 of 5 power chips',
    )
    expect(check(s, ev.make('ar.chip.taken', { player: 'p1', full: false }))).toBeUndefined()
  })
})
