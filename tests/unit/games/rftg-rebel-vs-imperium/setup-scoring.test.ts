import { setupSteps } from '../../../../src-shared/games/rftg-rebel-vs-imperium/setup-steps'
import { describe, expect, it } from 'vitest'
import {
  NEW_GOALS,
  START_WORLDS,
  worldByNumber,
  type Goal,
} from '../../../../src-shared/games/rftg-rebel-vs-imperium/data'
import {
  dealStartWorlds,
  drawGoals,
  goalNames,
  goalPool,
  sessionAdvice,
  type PastGame,
} from '../../../../src-shared/games/rftg-rebel-vs-imperium/setup'
import {
  anyScoreEntered,
  goalPoints,
  scoreSheet,
  sheetResult,
} from '../../../../src-shared/games/rftg-rebel-vs-imperium/scoring'
import { listOf } from '../../../../src-shared/games/rftg-rebel-vs-imperium/texts'
import { GAMES } from '../../../../src-shared/games/registry'
import { initialPlayLog } from '../../../../src-shared/core/play-log'
import { rftgEventLog as ev } from '../../../../src-shared/games/rftg-rebel-vs-imperium/events'
import { initialState } from '../../../../src-shared/games/rftg-rebel-vs-imperium/state'
import { pastGames } from '../../../../src-shared/games/rftg-rebel-vs-imperium/session-advice'

const engineLog = await GAMES.log('rftg-rebel-vs-imperium')

describe('goal VP', () => {
  const players = ['a', 'b', 'c']
  it('first goals give 3 to each claimant; a most goal 5 to its holder and 3 to each player tied with it', () => {
    expect(
      goalPoints(players, {
        'Galactic Riches': { kind: 'first', holders: ['a', 'b'], tied: [] },
        'Expansion Leader': { kind: 'first', holders: ['a'], tied: [] },
        'Propaganda Edge': { kind: 'most', holders: ['c'], tied: ['b'] },
        'Research Leader': { kind: 'most', holders: [], tied: [] },
      }),
    ).toEqual({ a: 6, b: 6, c: 5 })
  })

  it('adds chips, card VP, 6-dev bonuses and goals; a tie on the total shares the win', () => {
    const rows = scoreSheet(
      players,
      {
        a: { chips: 10, cards: 20, sixDev: 5 },
        b: { chips: 12, cards: 18, sixDev: 2 },
        c: { chips: 3, cards: 30, sixDev: 7 },
      },
      { 'Propaganda Edge': { kind: 'most', holders: ['b'], tied: [] } },
    )
    expect(rows.map((r) => r.total)).toEqual([35, 37, 40])
    expect(sheetResult(rows, (id) => id.toUpperCase())).toEqual({ winners: ['c'], scores: { a: 35, b: 37, c: 40 } })
    const tied = sheetResult(
      scoreSheet(['a', 'b'], { a: { chips: 1, cards: 2, sixDev: 0 }, b: { chips: 3, cards: 0, sixDev: 0 } }, {}),
      (id) => id.toUpperCase(),
    )
    expect(tied.winners).toEqual(['a', 'b'])
    expect(tied.note).toContain('A and B share the win')
  })

  it('names three tied players as a list, not “A and B and C” (English and German)', () => {
    const rows = scoreSheet(['a', 'b', 'c'], {}, {})
    const lines = { a: { chips: 1, cards: 0, sixDev: 0 }, b: { chips: 1, cards: 0, sixDev: 0 } }
    const three = scoreSheet(['a', 'b', 'c'], { ...lines, c: { chips: 1, cards: 0, sixDev: 0 } }, {})
    const name = (id: string) => ({ a: 'Ana', b: 'Bo', c: 'Cy' })[id]!
    expect(sheetResult(three, name).note).toContain('Ana, Bo, and Cy share the win')
    expect(sheetResult(three, name, 'de').note).toContain('Ana, Bo und Cy teilen sich den Sieg')
    expect(listOf(['Ana', 'Bo', 'Cy'], 'de')).toBe('Ana, Bo und Cy')
    expect(listOf(['Ana', 'Bo'])).toBe('Ana and Bo')
    // Nothing entered yet: no winner to show; one line or one goal held is enough.
    expect(anyScoreEntered({}, {})).toBe(false)
    expect(
      anyScoreEntered(Object.fromEntries(rows.map((r) => [r.player, { chips: 0, cards: 0, sixDev: 0 }])), {}),
    ).toBe(false)
    expect(anyScoreEntered({ a: { chips: 0, cards: -1, sixDev: 0 } }, {})).toBe(true)
    expect(anyScoreEntered({}, { G: { kind: 'first', holders: ['a'], tied: [] } })).toBe(true)
  })
})

describe('setup draws', () => {
  const pool: Goal[] = [
    ...NEW_GOALS,
    { name: 'Galactic Standard of Living', kind: 'first', condition: '' },
    { name: 'Greatest Military', kind: 'most', condition: '' },
  ]
  it('draws 4 first and 2 most goals, the same for the same seed, and refuses a pool too small', () => {
    const d = drawGoals(7, pool)
    if (!d.ok) throw new Error(d.error)
    expect(d.value.first).toHaveLength(4)
    expect(d.value.most).toHaveLength(2)
    expect(new Set(d.value.first).size).toBe(4)
    for (const g of d.value.first) expect(pool.find((x) => x.name === g)?.kind).toBe('first')
    for (const g of d.value.most) expect(pool.find((x) => x.name === g)?.kind).toBe('most')
    expect(drawGoals(7, pool)).toEqual(d)
    const small = drawGoals(7, NEW_GOALS)
    expect(small.ok).toBe(false)
    expect(!small.ok && small.error).toContain('the app knows 3 and 2')
  })

  it('refuses to draw from a pool with a goal name longer than the log keeps, saying what to do', () => {
    const run = 'Galactic Standard of Living Overlord Discoveries Budget Surplus'
    expect(drawGoals(7, [...pool, { name: run, kind: 'first', condition: '' }])).toEqual({
      ok: false,
      error: `“${run}” is longer than 60 characters, more than a goal’s name: put a comma between two goals, or type the name as printed on the tile.`,
    })
  })

  it('every goal can come out: over many seeds each pool goal is drawn', () => {
    const seen = new Set<string>()
    for (let s = 0; s < 200; s++) {
      const d = drawGoals(s, pool)
      if (d.ok) [...d.value.first, ...d.value.most].forEach((g) => seen.add(g))
    }
    expect(seen.size).toBe(pool.length)
  })

  it('merges typed goals the pool already has (any case, either kind): each goal once, every draw accepted', () => {
    const typedFirst = 'Galactic Riches, Expansion Leader, Uplift Knowledge, Overlord Discoveries'
    const typedMost = 'Propaganda Edge, research leader'
    const { pool, merged } = goalPool(NEW_GOALS, typedFirst, typedMost)
    expect(pool.map((g) => `${g.kind}:${g.name}`)).toEqual([
      ...NEW_GOALS.map((g) => `${g.kind}:${g.name}`),
      'first:Overlord Discoveries',
    ])
    expect(merged).toEqual([
      { name: 'Galactic Riches', typedIn: 'first' },
      { name: 'Expansion Leader', typedIn: 'first' },
      { name: 'Uplift Knowledge', typedIn: 'first' },
      { name: 'Propaganda Edge', typedIn: 'most' },
      { name: 'Research Leader', typedIn: 'most' },
    ])
    // A name typed in both fields, or typed as the other kind of a known goal, is in the pool once.
    const both = goalPool(NEW_GOALS, 'Greatest Military, Research Leader', 'greatest military, Largest Industry')
    expect(both.pool.filter((g) => g.name.toLowerCase() === 'greatest military')).toHaveLength(1)
    expect(both.merged.map((m) => m.name)).toEqual(['Research Leader', 'Greatest Military'])
    const check = (first: string[], most: string[]) =>
      engineLog.check(
        { play: initialPlayLog([]), game: { ...initialState([], { goals: true }) }, unreadable: {} },
        ev.make('rftg.goals.drawn', { seed: 1, first, most }),
      )
    for (let seed = 0; seed < 300; seed++) {
      const d = drawGoals(seed, pool)
      if (!d.ok) throw new Error(d.error)
      expect(check(d.value.first, d.value.most)).toBeUndefined()
    }
  })

  it('a pool with a goal in it twice is refused naming the goal', () => {
    const twice = [...pool, { name: 'galactic riches', kind: 'first' as const, condition: '' }]
    const d = drawGoals(1, twice)
    expect(!d.ok && d.error).toBe(
      'galactic riches is in the goals to draw from twice: each goal can be in the draw only once. Type it once.',
    )
  })

  it('parses typed goal names, dropping blanks and repeats', () => {
    expect(goalNames(' Greatest Military, greatest military;\nLargest Industry,, ')).toEqual([
      'Greatest Military',
      'Largest Industry',
    ])
  })

  it('deals each player one blue and one red start world, never twice, for 2 to 6 players', () => {
    for (let n = 2; n <= 6; n++) {
      const players = Array.from({ length: n }, (_, i) => `p${i}`)
      const d = dealStartWorlds(n * 31, players)
      if (!d.ok) throw new Error(d.error)
      const all = Object.values(d.value).flat()
      expect(new Set(all).size).toBe(2 * n)
      for (const [b, r] of Object.values(d.value)) {
        expect(worldByNumber(b)!.colour).toBe('blue')
        expect(worldByNumber(r)!.colour).toBe('red')
      }
    }
    expect(START_WORLDS.value.filter((w) => w.colour === 'blue').every((w) => w.number % 2 === 0)).toBe(true)
    expect(dealStartWorlds(1, ['a', 'b', 'c', 'd', 'e', 'f', 'g']).ok).toBe(false)
  })
})

describe('takeover alternation per session', () => {
  const game = (title: string, createdAt: string, takeovers: boolean): PastGame => ({ title, createdAt, takeovers })
  it('starts a session off, then alternates from the previous game’s own setting', () => {
    expect(sessionAdvice([], '2026-11-30T19:00:00Z')).toMatchObject({ takeovers: false, gameInSession: 1 })
    const first = game('One', '2026-11-30T19:00:00Z', false)
    expect(sessionAdvice([first], '2026-11-30T20:10:00Z')).toMatchObject({ takeovers: true, gameInSession: 2 })
    const second = game('Two', '2026-11-30T20:10:00Z', true)
    expect(sessionAdvice([first, second], '2026-11-30T21:05:00Z')).toMatchObject({ takeovers: false, gameInSession: 3 })
    // Players overrode game two to off: the next one follows that and turns them on.
    const overridden = { ...second, takeovers: false }
    expect(sessionAdvice([first, overridden], '2026-11-30T21:05:00Z').takeovers).toBe(true)
  })

  it('a start more than 6 hours after the previous game’s start begins a new session; later games are ignored', () => {
    const old = game('Last week', '2026-11-23T19:00:00Z', false)
    expect(sessionAdvice([old], '2026-11-30T19:00:00Z')).toMatchObject({ takeovers: false, gameInSession: 1 })
    const later = game('Later', '2026-11-30T22:00:00Z', false)
    expect(sessionAdvice([later], '2026-11-30T19:00:00Z').gameInSession).toBe(1)
    expect(sessionAdvice([game('x', '2026-11-30T13:00:00Z', false)], '2026-11-30T19:00:01Z').takeovers).toBe(false)
    expect(sessionAdvice([game('x', '2026-11-30T13:00:00Z', false)], '2026-11-30T19:00:00Z').takeovers).toBe(true)
  })
})

describe('sessions follow when games were started, not when they were last changed', () => {
  // Library rows as New game reads them: an old game finished (or renamed) today has today's updatedAt.
  const row = (title: string, createdAt: string, updatedAt: string, takeovers: boolean) => ({
    title,
    createdAt,
    updatedAt,
    options: { takeovers },
  })
  it('an old game finished today does not join today’s session', () => {
    const lastWeek = row('Last week', '2026-11-23T19:00:00Z', '2026-11-30T18:30:00Z', false)
    expect(sessionAdvice(pastGames([lastWeek]), '2026-11-30T19:00:00Z')).toMatchObject({
      takeovers: false,
      gameInSession: 1,
    })
  })
  it('renaming yesterday’s first game today keeps today’s games a session of their own', () => {
    const yesterday = row('Yesterday', '2026-11-29T19:00:00Z', '2026-11-30T19:05:00Z', true)
    const today = row('Today 1', '2026-11-30T19:00:00Z', '2026-11-30T19:50:00Z', false)
    expect(sessionAdvice(pastGames([yesterday, today]), '2026-11-30T20:00:00Z')).toMatchObject({
      takeovers: true,
      gameInSession: 2,
    })
  })
  it('a long game still chains the next one started within 6 hours of its start', () => {
    const long = row('Long', '2026-11-30T13:00:00Z', '2026-11-30T18:00:00Z', false)
    expect(sessionAdvice(pastGames([long]), '2026-11-30T18:30:00Z')).toMatchObject({
      takeovers: true,
      gameInSession: 2,
    })
    expect(sessionAdvice(pastGames([long]), '2026-11-30T19:30:00Z')).toMatchObject({
      takeovers: false,
      gameInSession: 1,
    })
  })
})

describe('New game advice from the library', () => {
  it('reads each earlier game’s takeovers option (missing = on, the old default) and advises the next', async () => {
    const { rftgRebelVsImperium } = await import('../../../../src-shared/games/rftg-rebel-vs-imperium')
    const advise = await rftgRebelVsImperium.optionAdvice()
    const g = (title: string, options: Record<string, unknown>) => ({
      title,
      createdAt: '2026-11-30T19:00:00Z',
      updatedAt: '2026-11-30T20:00:00Z',
      options,
    })
    expect(advise([g('A', { takeovers: true })], '2026-11-30T20:30:00Z').takeovers?.value).toBe(false)
    expect(advise([g('A', { takeovers: false })], '2026-11-30T20:30:00Z').takeovers?.value).toBe(true)
    expect(advise([g('A', {})], '2026-11-30T20:30:00Z').takeovers?.value).toBe(false)
    expect(advise([], '2026-11-30T20:30:00Z').takeovers).toEqual({
      value: false,
      why: 'First game of this session: takeovers off (the rulebook starts each session with the red side of the disk).',
    })
  })
})

describe('setup checklist', () => {
  it('lists the takeover components only with takeovers on, and the goals only with goals', () => {
    const ids = (goals: boolean, takeovers: boolean) => setupSteps(goals, takeovers).map((s) => s.id)
    expect(ids(true, true)).toEqual(['cards', 'goals', 'disk', 'slides', 'start-worlds', 'hands', 'keep', 'reveal'])
    expect(ids(true, false)).toEqual(['cards', 'goals', 'disk', 'start-worlds', 'hands', 'keep', 'reveal'])
    expect(ids(false, true)).toEqual(['cards', 'disk', 'slides', 'start-worlds', 'hands', 'keep', 'reveal'])
    expect(setupSteps(true, true).find((s) => s.id === 'slides')!.detail).toContain(
      'a Military slide and 4 cubes (red, purple, 2 light red)',
    )
    expect(setupSteps(true, false).find((s) => s.id === 'disk')!.detail).toBe(
      'Set out the takeover disk red side up: no takeovers this game.',
    )
  })
})
