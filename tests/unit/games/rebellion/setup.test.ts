import { describe, expect, it } from 'vitest'
import {
  FIRST_GAME,
  SETUP_POOLS,
  ROTE_STARTER_EDITABLE_FACTS,
  startingForces,
  totalUnits,
  type SetupOptions,
} from '../../../../src-shared/games/rebellion/data'
import { drawObjectiveSelection } from '../../../../src-shared/games/rebellion/objectives'
import {
  boardWithLoyalty,
  drawLoyalty,
  enterLoyalty,
  firstGameLoyalty,
} from '../../../../src-shared/games/rebellion/loyalty'
import { setupPlan } from '../../../../src-shared/games/rebellion/setup-checklist'
import { freshState } from '../../../../src-shared/games/rebellion/state'
import {
  checkStartingDeployment,
  firstGameImperialSystems,
  rebelBaseCandidates,
  type StartingPlacement,
} from '../../../../src-shared/games/rebellion/starting-deployment'

const ALL_OPTIONS: SetupOptions[] = []
for (const riseOfTheEmpire of [false, true])
  for (const newStarterUnits of [false, true])
    for (const roteMissions of [false, true])
      for (const firstGame of [false, true])
        ALL_OPTIONS.push({ riseOfTheEmpire, newStarterUnits, roteMissions, firstGame })

const BASE: SetupOptions = { riseOfTheEmpire: false, newStarterUnits: false, roteMissions: false, firstGame: false }
const FIRST: SetupOptions = { ...BASE, firstGame: true }
const ROTE_NEW: SetupOptions = { riseOfTheEmpire: true, newStarterUnits: true, roteMissions: true, firstGame: false }

describe('loyalty draw', () => {
  it('respects the pools and quotas for many seeds', () => {
    const { rebels, empire } = SETUP_POOLS.value
    const seenR = new Set<string>()
    const seenE = new Set<string>()
    for (let seed = 0; seed < 400; seed++) {
      const d = drawLoyalty(seed)
      expect(d.rebels).toHaveLength(3)
      expect(d.subjugated).toHaveLength(2)
      expect(d.imperialLoyal).toHaveLength(3)
      const all = [...d.rebels, ...d.subjugated, ...d.imperialLoyal]
      expect(new Set(all).size).toBe(8)
      for (const r of d.rebels) expect(rebels).toContain(r)
      for (const e of [...d.subjugated, ...d.imperialLoyal]) expect(empire).toContain(e)
      // The first two Imperial cards revealed are the subjugated ones.
      const imperialOrder = d.revealed!.filter((x) => (empire as readonly string[]).includes(x))
      expect(imperialOrder.slice(0, 2)).toEqual(d.subjugated)
      // The draw stops on the card that fills the last quota.
      const last = d.revealed![d.revealed!.length - 1]!
      expect(all).toContain(last)
      d.rebels.forEach((x) => seenR.add(x))
      all.filter((x) => !d.rebels.includes(x)).forEach((x) => seenE.add(x))
    }
    expect(seenR.size).toBe(5)
    expect(seenE.size).toBe(7)
  })

  it('is reproducible from its seed and records the generator state', () => {
    expect(drawLoyalty(42)).toEqual(drawLoyalty(42))
    expect(drawLoyalty(42).seed).toBe(42)
    expect(drawLoyalty(42).rng?.algorithm).toBe('xoroshiro128plus')
    expect(JSON.parse(JSON.stringify(drawLoyalty(7)))).toEqual(drawLoyalty(7))
  })

  it('checks a result entered from real cards', () => {
    const ok = enterLoyalty(['naboo', 'ryloth', 'kashyyyk'], ['sullust', 'rodia', 'corellia', 'mygeeto', 'mustafar'])
    expect(ok).toEqual({
      method: 'cards',
      rebels: ['naboo', 'ryloth', 'kashyyyk'],
      subjugated: ['sullust', 'rodia'],
      imperialLoyal: ['corellia', 'mygeeto', 'mustafar'],
    })
    expect(enterLoyalty(['naboo', 'ryloth'], ['sullust', 'rodia', 'corellia', 'mygeeto', 'mustafar'])).toEqual({
      error: 'loyalty-entry',
      reason: 'Enter 3 Rebel systems (you entered 2).',
    })
    expect(
      enterLoyalty(['naboo', 'ryloth', 'corellia'], ['sullust', 'rodia', 'corellia', 'mygeeto', 'mustafar']),
    ).toMatchObject({
      reason: 'A system was entered twice.',
    })
    expect(
      enterLoyalty(['naboo', 'ryloth', 'hoth'], ['sullust', 'rodia', 'corellia', 'mygeeto', 'mustafar']),
    ).toMatchObject({
      reason: 'Hoth has no Rebel setup mark.',
    })
  })

  it('puts subjugation over a neutral system and leaves Coruscant Imperial', () => {
    const b = boardWithLoyalty(firstGameLoyalty())
    expect(b.mandalore).toMatchObject({ loyalty: 'neutral', subjugated: true })
    expect(b.saleucami).toMatchObject({ loyalty: 'imperial', subjugated: false })
    expect(b.kashyyyk.loyalty).toBe('rebel')
    expect(b.coruscant.loyalty).toBe('imperial')
  })
})

describe('objective selection', () => {
  it('picks 5, 4 and 4 distinct positions inside each pile', () => {
    for (let seed = 0; seed < 200; seed++) {
      const r = drawObjectiveSelection(seed, { I: 9, II: 8, III: 8 })
      if ('error' in r) throw new Error(r.reason)
      expect(r.picks.I).toHaveLength(5)
      expect(r.picks.II).toHaveLength(4)
      expect(r.picks.III).toHaveLength(4)
      for (const [stage, size] of [
        ['I', 9],
        ['II', 8],
        ['III', 8],
      ] as const) {
        expect(new Set(r.picks[stage]).size).toBe(r.picks[stage].length)
        for (const p of r.picks[stage]) expect(p >= 1 && p <= size).toBe(true)
      }
    }
  })

  it('refuses a pile too small for the draw', () => {
    expect(drawObjectiveSelection(1, { I: 4, II: 8, III: 8 })).toMatchObject({ error: 'pile-too-small', stage: 'I' })
  })
})

describe('setup checklist', () => {
  it('is complete and consistent for every option combination', () => {
    for (const o of ALL_OPTIONS) {
      for (const seed of [0, 1, 99]) {
        const steps = setupPlan({ options: o, loyalty: o.firstGame ? undefined : drawLoyalty(seed) })
        const ids = steps.map((s) => s.id)
        expect(new Set(ids).size, JSON.stringify(o)).toBe(ids.length)
        expect(ids.slice(0, 4)).toEqual(['factions', 'leaders', 'time-track', 'objective-deck'])
        expect(ids.indexOf('loyalty')).toBeLessThan(ids.indexOf('empire-units'))
        expect(ids.indexOf('empire-units')).toBeLessThan(ids.indexOf('rebels-units'))
        expect(ids.indexOf('rebels-units')).toBeLessThan(ids.indexOf('rebel-base'))
        expect(ids.includes('starting-action-cards')).toBe(!o.firstGame)
        const forces = startingForces(o)
        for (const f of ['empire', 'rebels'] as const) {
          const step = steps.find((s) => s.id === `${f}-units`)!
          expect(step.counts.reduce((n, c) => n + c.count, 0)).toBe(totalUnits(forces.board[f]))
        }
        expect(steps.find((s) => s.id === 'rebel-base')?.privateTo).toBe('rebels')
        const loyalty = steps.find((s) => s.id === 'loyalty')!
        expect(loyalty.draw === 'loyalty').toBe(!o.firstGame)
        expect(steps.find((s) => s.id === 'objective-deck')?.draw === 'objectives').toBe(o.riseOfTheEmpire)
        for (const s of steps) expect(s.ruleRef).toMatch(/^rebellion\./)
      }
    }
  })

  // Base rules, choose base location: "make sure that all systems that contain Imperial units have
  // been removed from the probe deck."
  it('names the probe cards to take out once the Empire’s starting units are known', () => {
    const before = setupPlan({ options: BASE }).find((s) => s.id === 'probe-deck')!
    expect(before.detail).toContain('listed here once the Empire’s starting units are recorded')
    const after = setupPlan({ options: BASE, imperialUnitSystems: ['coruscant', 'mustafar', 'rodia'] }).find(
      (s) => s.id === 'probe-deck',
    )!
    expect(after.detail).toBe(
      'Take these 2 cards out of the probe deck (the systems that hold Imperial units): Mustafar, Rodia. Coruscant has no probe card.',
    )
    expect(after.counts).toEqual([{ label: 'Probe cards left', count: 29 }])
  })

  // RotE setup card, 7 Missions: "MAKE THE MISSION DECK BY MIXING ALL CARDS WITH A DARTH VADER SYMBOL,
  // A LEADER PORTRAIT, OR A DEATH STAR ICON".
  it('lists the RotE mission decks by the symbols on the cards', () => {
    const step = setupPlan({ options: { ...BASE, riseOfTheEmpire: true, roteMissions: true } }).find(
      (s) => s.id === 'missions',
    )!
    expect(step.detail).toBe(
      'Rise of the Empire mission cards, by the symbols printed on them: 1. each player sets aside their 4 starting missions (arrow symbol); 2. the cards with a star symbol form the project deck, placed on the board; 3. the mission deck mixes every card with a Darth Vader symbol, a leader portrait or a Death Star icon, then is shuffled.',
    )
  })

  it('spells out the first-game placements and probe removals', () => {
    const steps = setupPlan({ options: FIRST })
    expect(steps.find((s) => s.id === 'loyalty')?.detail).toContain('Rebel loyalty on Kashyyyk, Bothawui, Naboo')
    expect(steps.find((s) => s.id === 'empire-units')?.detail).toContain(
      'Mandalore: 1 Death Star, 4 TIE Fighter, 2 Stormtrooper, 1 AT-ST',
    )
    expect(steps.find((s) => s.id === 'rebels-units')?.detail).toContain(
      'Rebel Base space: 1 X-wing, 1 Y-wing, 3 Rebel Trooper, 1 Airspeeder',
    )
    expect(steps.find((s) => s.id === 'probe-deck')?.counts).toEqual([{ label: 'Probe cards left', count: 26 }])
  })

  it('names the drawn systems once the app has drawn', () => {
    const d = enterLoyalty(['naboo', 'ryloth', 'kashyyyk'], ['sullust', 'rodia', 'corellia', 'mygeeto', 'mustafar'])
    if ('error' in d) throw new Error(d.reason)
    const step = setupPlan({ options: BASE, loyalty: d }).find((s) => s.id === 'loyalty')!
    expect(step.detail).toContain('subjugation on Sullust, Rodia; Imperial loyalty on Corellia, Mygeeto, Mustafar')
    expect(step.confidence).toBe('medium-high')
  })

  it('flags the base-game starting action cards as low confidence, but not RotE', () => {
    expect(setupPlan({ options: BASE }).find((s) => s.id === 'starting-action-cards')?.confidence).toBe('low')
    expect(setupPlan({ options: ROTE_NEW }).find((s) => s.id === 'starting-action-cards')?.confidence).toBeUndefined()
  })

  it('tells RotE players about the Death Star group and the queued Death Star', () => {
    const step = setupPlan({ options: ROTE_NEW }).find((s) => s.id === 'empire-units')!
    expect(step.detail).toContain(
      '1 Death Star Under Construction, 4 TIE Fighter, 1 Stormtrooper together in one remote system',
    )
    expect(step.detail).toContain('space 3 of the Imperial build queue')
    expect(step.confidence).toBe('medium')
  })
})

function firstGamePlacement(f: 'empire' | 'rebels'): StartingPlacement {
  const out: StartingPlacement = {}
  for (const p of FIRST_GAME.value.placements)
    if (p.faction === f && totalUnits(p.units) > 0) out[p.where] = { ...p.units }
  return out
}

describe('starting deployment', () => {
  const board = boardWithLoyalty(firstGameLoyalty())
  const empire = firstGamePlacement('empire')
  const rebels = firstGamePlacement('rebels')

  it('accepts the first-game placements', () => {
    expect(checkStartingDeployment('empire', { options: FIRST, board, placement: empire })).toEqual([])
    expect(
      checkStartingDeployment('rebels', { options: FIRST, board, placement: rebels, empirePlacement: empire }),
    ).toEqual([])
  })

  it('needs an Imperial ground unit in every Imperial system', () => {
    const moved: StartingPlacement = {
      ...empire,
      corellia: { 'assault-carrier': 1 },
      coruscant: { ...empire.coruscant, stormtrooper: 4 },
    }
    expect(checkStartingDeployment('empire', { options: FIRST, board, placement: moved })).toEqual([
      {
        kind: 'no-ground-unit',
        target: 'corellia',
        reason: 'Corellia is an Imperial system and needs at least one Imperial ground unit.',
      },
    ])
  })

  it('rejects Imperial units outside Imperial systems and wrong totals', () => {
    const p: StartingPlacement = { ...empire, hoth: { 'at-at': 1 } }
    expect(checkStartingDeployment('empire', { options: FIRST, board, placement: p })).toEqual([
      { kind: 'illegal-target', target: 'hoth', reason: 'Hoth has no Imperial loyalty or subjugation marker.' },
      { kind: 'excess', unit: 'at-at', reason: '1 AT-AT too many (2 placed, the start has 1).' },
    ])
  })

  it('rejects Rebel units where Imperial units stand, and Imperial units in a Rebel deployment', () => {
    const p: StartingPlacement = {
      ...rebels,
      'rebel-base': { 'x-wing': 1, 'y-wing': 1, 'rebel-trooper': 3 },
      mandalore: { airspeeder: 1, 'tie-fighter': 1 },
    }
    expect(checkStartingDeployment('rebels', { options: FIRST, board, placement: p, empirePlacement: empire })).toEqual(
      [
        { kind: 'illegal-target', target: 'mandalore', reason: 'Mandalore holds Imperial units.' },
        {
          kind: 'wrong-faction',
          target: 'mandalore',
          unit: 'tie-fighter',
          reason: 'TIE Fighter is not a Rebels unit.',
        },
      ],
    )
  })

  it('lists what is still missing', () => {
    expect(
      checkStartingDeployment('rebels', { options: FIRST, board, placement: { 'rebel-base': { 'x-wing': 2 } } }),
    ).toContainEqual({
      kind: 'missing',
      unit: 'rebel-trooper',
      reason: '6 more Rebel Trooper to place (0 of 6).',
    })
  })

  it('asks for the Death Star group system with the RotE new starter units', () => {
    const problems = checkStartingDeployment('empire', { options: ROTE_NEW, board, placement: {} })
    expect(problems).toContainEqual({
      kind: 'death-star-group',
      reason: 'Choose the system for the Death Star Under Construction group.',
    })
    const withGroup = checkStartingDeployment('empire', {
      options: ROTE_NEW,
      board,
      placement: { dagobah: { 'death-star-under-construction': 1, 'tie-fighter': 4, stormtrooper: 1 } },
      deathStarSystem: 'dagobah',
    })
    expect(withGroup.filter((p) => p.kind === 'illegal-target' || p.kind === 'death-star-group')).toEqual([])
  })

  // RotE setup card: "PLACE IN 1 REMOTE SYSTEM" — a line the dossier rates low, so the players' pick stands.
  it('accepts the Death Star group in a system that is not remote', () => {
    const atKessel = checkStartingDeployment('empire', {
      options: ROTE_NEW,
      board,
      placement: { kessel: { 'death-star-under-construction': 1, 'tie-fighter': 4, stormtrooper: 1 } },
      deathStarSystem: 'kessel',
    })
    expect(atKessel.filter((p) => p.kind === 'illegal-target' || p.kind === 'death-star-group')).toEqual([])
  })

  // The RotE starting units are read from the players' setup card: Holotable's list is a prefill. The card
  // reads "8 DEPLOYMENT / EMPIRE DEPLOYS FIRST / 3 3 8 2 1 4 2 12": counts legible, unit names garbled
  // (issue #13, reading 2).
  it('shows counts that differ from the uncertain RotE list as advisories, never as refusals', () => {
    const problems = checkStartingDeployment('empire', {
      options: ROTE_NEW,
      board,
      placement: { kessel: { 'death-star-under-construction': 1, 'tie-fighter': 4, stormtrooper: 1 } },
      deathStarSystem: 'kessel',
    })
    const counts = problems.filter((p) => p.kind === 'missing' || p.kind === 'excess')
    expect(counts.length).toBeGreaterThan(0)
    expect(counts.every((p) => p.advisory === true)).toBe(true)
    expect(problems.find((p) => p.kind === 'missing' && p.unit === 'star-destroyer')?.reason).toBe(
      '3 more Star Destroyer to place (0 of 3).',
    )
  })

  // Issue #13, readings 2 and 10: the counts are correctable in Settings, and the players' counts win.
  it('uses the counts corrected from the players’ setup card', () => {
    const empire = ROTE_STARTER_EDITABLE_FACTS.find((f) => f.key === 'rebellion.starting-units.rote-new.empire')!
    expect(empire.defaultValue).toEqual([3, 3, 8, 2, 1, 4, 2, 12])
    expect(empire.help).toBe(
      'Enter 8 numbers from your setup card, in this order: Star Destroyer, Assault Carrier, TIE Fighter, TIE Striker, AT-AT, AT-ST, Assault Tank, Stormtrooper.',
    )
    const corrections = { [empire.key]: [2, 3, 8, 2, 1, 4, 2, 12] }
    expect(startingForces(ROTE_NEW, corrections).board.empire['star-destroyer']).toBe(2)
    expect(startingForces(ROTE_NEW, { [empire.key]: [2, 3] }).board.empire['star-destroyer']).toBe(3)
    const problems = checkStartingDeployment('empire', {
      options: ROTE_NEW,
      board,
      placement: { kessel: { 'death-star-under-construction': 1, 'tie-fighter': 4, stormtrooper: 1 } },
      deathStarSystem: 'kessel',
      corrections,
    })
    expect(problems.find((p) => p.kind === 'missing' && p.unit === 'star-destroyer')?.reason).toBe(
      '2 more Star Destroyer to place (0 of 2).',
    )
    // The setup checklist counts the same corrected units (not Holotable's list).
    const sd = (c?: Record<string, unknown>) =>
      setupPlan({ options: ROTE_NEW, ...(c ? { corrections: c } : {}) })
        .find((st) => st.id === 'empire-units')!
        .counts.find((n) => n.label === 'Star Destroyer')?.count
    expect(sd()).toBe(3)
    expect(sd(corrections)).toBe(2)
  })
})

describe('Rebel base candidates', () => {
  it('first game: no Imperial units in or next to the system', () => {
    const c = rebelBaseCandidates(firstGameImperialSystems(), true)
    expect(c.eligible).toEqual([
      'bothawui',
      'dantooine',
      'endor',
      'geonosis',
      'ilum',
      'nal-hutta',
      'rodia',
      'ryloth',
      'tatooine',
      'utapau',
    ])
    expect(c.excluded.find((x) => x.system === 'naboo')?.reason).toBe(
      'First game: Naboo is next to Imperial units in Sullust.',
    )
  })

  it('standard game: any system with a probe card and no Imperial units', () => {
    const c = rebelBaseCandidates(['coruscant', 'sullust', 'mandalore'], false)
    expect(c.eligible).toHaveLength(29)
    expect(c.eligible).toContain('naboo')
    expect(c.eligible).not.toContain('coruscant')
    expect(c.excluded.find((x) => x.system === 'coruscant')?.reason).toBe('Coruscant has no probe card.')
  })
})

// Where the Death Star starts, for every option combination. RotE setup card, section "8 DEPLOYMENT":
// the card's new counts, the Death Star Under Construction group and a Death Star on build-queue
// space 3 are one step. Base rules, section "First Game Setup" (whose totals the app also uses for a
// standard base setup): a Death Star on the board, nothing on the queue.
describe('the Death Star at the start, per option combination', () => {
  const start = (o: SetupOptions) => {
    const f = startingForces(o)
    return {
      onBoard: f.board.empire['death-star'] ?? 0,
      underConstruction: f.board.empire['death-star-under-construction'] ?? 0,
      queued: Object.fromEntries(
        Object.entries(freshState(o).queues.empire).map(([n, q]) => [n, q.map((x) => x.unit)]),
      ),
    }
  }
  const CARD = { onBoard: 0, underConstruction: 1, queued: { 1: [], 2: [], 3: ['death-star'] } }
  const BASE_GAME = { onBoard: 1, underConstruction: 0, queued: { 1: [], 2: [], 3: [] } }

  it('RotE with the new starter units: the card’s step, the Death Star on queue space 3', () => {
    expect(start(ROTE_NEW)).toEqual(CARD)
    expect(start({ ...ROTE_NEW, roteMissions: false })).toEqual(CARD)
  })

  it('RotE without them: the base game’s units, the Death Star on the board and none queued (a reading)', () => {
    const o: SetupOptions = { ...ROTE_NEW, newStarterUnits: false }
    expect(start(o)).toEqual(BASE_GAME)
    expect(setupPlan({ options: o }).find((s) => s.id === 'empire-units')!.detail).toContain(
      'Without the new starter units, these are the base game’s units: the Death Star starts on the board and nothing goes on the build queue',
    )
    expect(setupPlan({ options: o, locale: 'de' }).find((s) => s.id === 'empire-units')!.detail).toContain(
      'Ohne die neuen Starteinheiten sind es die des Grundspiels',
    )
  })

  it('every first game and every base game: the base game’s, whatever the RotE sub-options say', () => {
    for (const o of ALL_OPTIONS.filter((x) => x.firstGame || !x.riseOfTheEmpire)) expect(start(o)).toEqual(BASE_GAME)
    expect(setupPlan({ options: BASE }).find((s) => s.id === 'empire-units')!.detail).not.toContain('new starter')
  })
})
