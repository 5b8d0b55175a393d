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
  sessionAdvice,
  type PastGame,
} from '../../../../src-shared/games/rftg-rebel-vs-imperium/setup'
import { goalPoints, scoreSheet, sheetResult } from '../../../../src-shared/games/rftg-rebel-vs-imperium/scoring'

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

  it('every goal can come out: over many seeds each pool goal is drawn', () => {
    const seen = new Set<string>()
    for (let s = 0; s < 200; s++) {
      const d = drawGoals(s, pool)
      if (d.ok) [...d.value.first, ...d.value.most].forEach((g) => seen.add(g))
    }
    expect(seen.size).toBe(pool.length)
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
  const game = (title: string, createdAt: string, updatedAt: string, takeovers: boolean): PastGame => ({
    title,
    createdAt,
    updatedAt,
    takeovers,
  })
  it('starts a session off, then alternates from the previous game’s own setting', () => {
    expect(sessionAdvice([], '2026-11-30T19:00:00Z')).toMatchObject({ takeovers: false, gameInSession: 1 })
    const first = game('One', '2026-11-30T19:00:00Z', '2026-11-30T20:00:00Z', false)
    expect(sessionAdvice([first], '2026-11-30T20:10:00Z')).toMatchObject({ takeovers: true, gameInSession: 2 })
    const second = game('Two', '2026-11-30T20:10:00Z', '2026-11-30T21:00:00Z', true)
    expect(sessionAdvice([first, second], '2026-11-30T21:05:00Z')).toMatchObject({ takeovers: false, gameInSession: 3 })
    // Players overrode game two to off: the next one follows that and turns them on.
    const overridden = { ...second, takeovers: false }
    expect(sessionAdvice([first, overridden], '2026-11-30T21:05:00Z').takeovers).toBe(true)
  })

  it('a gap of more than 6 hours starts a new session; later games are ignored', () => {
    const old = game('Last week', '2026-11-23T19:00:00Z', '2026-11-23T20:00:00Z', false)
    expect(sessionAdvice([old], '2026-11-30T19:00:00Z')).toMatchObject({ takeovers: false, gameInSession: 1 })
    const later = game('Later', '2026-11-30T22:00:00Z', '2026-11-30T23:00:00Z', false)
    expect(sessionAdvice([later], '2026-11-30T19:00:00Z').gameInSession).toBe(1)
    expect(
      sessionAdvice([game('x', '2026-11-30T12:00:00Z', '2026-11-30T13:00:00Z', false)], '2026-11-30T19:00:01Z')
        .takeovers,
    ).toBe(false)
    expect(
      sessionAdvice([game('x', '2026-11-30T12:00:00Z', '2026-11-30T13:00:00Z', false)], '2026-11-30T19:00:00Z')
        .takeovers,
    ).toBe(true)
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
