import { describe, expect, it } from 'vitest'
import { editSystem, emptyBoard, type Board, type SystemStatus } from '../../../../src-shared/games/rebellion/board'
import {
  addToQueue,
  buildPlan,
  checkDeployment,
  deployTargets,
  emptyQueue,
  isBuildRefusal,
  resolveBuild,
  slideQueue,
  type BuildQueue,
} from '../../../../src-shared/games/rebellion/build-queue'
import type { SystemId } from '../../../../src-shared/games/rebellion/systems'

const BASE = { riseOfTheEmpire: false }
const HIDDEN = { baseHidden: true, riseOfTheEmpire: false }

function board(changes: Partial<Record<SystemId, Partial<SystemStatus>>>): Board {
  const b = emptyBoard()
  for (const [id, c] of Object.entries(changes) as [SystemId, Partial<SystemStatus>][]) b[id] = { ...b[id], ...c }
  return b
}

function summary(plan: ReturnType<typeof buildPlan>): string[] {
  return plan.orders.map((o) => `${o.from}:${o.space}:${o.choices.join('|')}`)
}

describe('building', () => {
  it('rulebook example: Ryloth builds a Rebel Trooper on space 1, which deploys with the waiting X-wing', () => {
    const b = board({ ryloth: { loyalty: 'rebel' } })
    const plan = buildPlan('rebels', b, BASE)
    expect(summary(plan)).toEqual([
      'ryloth:1:rebel-trooper',
      'rebel-base:1:x-wing|y-wing|rebel-transport',
      'rebel-base:1:rebel-trooper',
    ])
    // The example only looks at Ryloth: build from it alone onto a queue holding an X-wing on space 1.
    const ryloth = resolveBuild(plan.orders.slice(0, 1), [])
    if (isBuildRefusal(ryloth)) throw new Error(ryloth.reason)
    const start: BuildQueue = { ...emptyQueue(), 1: [{ unit: 'x-wing', from: 'rebel-base' }] }
    const queued = addToQueue(start, ryloth)
    expect(queued[1]).toEqual([
      { unit: 'x-wing', from: 'rebel-base' },
      { unit: 'rebel-trooper', from: 'ryloth' },
    ])
    const slid = slideQueue(queued)
    expect(slid.ready.map((e) => e.unit)).toEqual(['x-wing', 'rebel-trooper'])
    expect(slid.queue).toEqual(emptyQueue())
    const check = checkDeployment('rebels', b, HIDDEN, slid.ready, [
      { unit: 'rebel-trooper', to: 'ryloth' },
      { unit: 'x-wing', to: 'ryloth' },
    ])
    expect(check).toEqual({ refusals: [], unplaced: [] })
  })

  it('a subjugated system gives the Empire its left-most icon only', () => {
    const loyal = buildPlan('empire', board({ sullust: { loyalty: 'imperial' } }), BASE)
    expect(summary(loyal).filter((s) => s.startsWith('sullust'))).toEqual(['sullust:2:stormtrooper', 'sullust:2:at-at'])
    const subjugated = buildPlan(
      'empire',
      board({ sullust: { loyalty: 'rebel', subjugated: true, imperialUnits: true } }),
      BASE,
    )
    expect(summary(subjugated).filter((s) => s.startsWith('sullust'))).toEqual(['sullust:2:stormtrooper'])
  })

  it('a subjugated Rebel system builds nothing for the Rebels, and says why', () => {
    const plan = buildPlan(
      'rebels',
      board({ naboo: { loyalty: 'rebel', subjugated: true, imperialUnits: true } }),
      BASE,
    )
    expect(plan.orders.some((o) => o.from === 'naboo')).toBe(false)
    expect(plan.skipped).toEqual([
      { system: 'naboo', reason: 'Naboo is subjugated: it builds for the Empire, not the Rebels.' },
    ])
  })

  it('skips sabotaged systems and systems holding enemy units', () => {
    const b = board({
      corellia: { loyalty: 'imperial', sabotaged: true },
      mustafar: { loyalty: 'imperial', rebelUnits: true },
      kashyyyk: { loyalty: 'rebel', imperialUnits: true },
    })
    expect(buildPlan('empire', b, BASE).skipped).toEqual([
      { system: 'corellia', reason: 'Corellia is sabotaged.' },
      { system: 'mustafar', reason: 'Mustafar holds Rebel units.' },
    ])
    expect(buildPlan('rebels', b, BASE).skipped).toEqual([
      { system: 'kashyyyk', reason: 'Kashyyyk holds Imperial units.' },
    ])
  })

  it('Coruscant always builds a Stormtrooper on space 1 and cannot change loyalty', () => {
    expect(summary(buildPlan('empire', emptyBoard(), BASE))).toEqual(['coruscant:1:stormtrooper'])
    expect(editSystem(emptyBoard(), 'coruscant', { loyalty: 'rebel' })).toMatchObject({ error: 'coruscant' })
    expect(editSystem(emptyBoard(), 'coruscant', { subjugated: true })).toMatchObject({ error: 'coruscant' })
  })

  it('with no loyal systems the Rebels still build from the Rebel Base space', () => {
    expect(summary(buildPlan('rebels', emptyBoard(), BASE))).toEqual([
      'rebel-base:1:x-wing|y-wing|rebel-transport',
      'rebel-base:1:rebel-trooper',
    ])
  })

  it('offers RotE alternatives and insists on a choice', () => {
    const plan = buildPlan('empire', board({ mustafar: { loyalty: 'imperial' } }), { riseOfTheEmpire: true })
    expect(summary(plan)).toEqual([
      'coruscant:1:stormtrooper|assault-tank',
      'mustafar:2:tie-fighter|tie-striker',
      'mustafar:2:assault-carrier',
    ])
    expect(resolveBuild(plan.orders, [])).toEqual({
      error: 'missing-choice',
      index: 0,
      reason: 'Choose what Coruscant builds: Stormtrooper, Assault Tank.',
    })
    expect(resolveBuild(plan.orders, ['stormtrooper', 'x-wing', undefined])).toMatchObject({
      error: 'not-a-choice',
      index: 1,
    })
    const ok = resolveBuild(plan.orders, ['assault-tank', 'tie-striker', undefined])
    expect(ok).toEqual([
      { space: 1, entry: { unit: 'assault-tank', from: 'coruscant' } },
      { space: 2, entry: { unit: 'tie-striker', from: 'mustafar' } },
      { space: 2, entry: { unit: 'assault-carrier', from: 'mustafar' } },
    ])
  })

  it('uses a corrected icon order (Ord Mantell subjugated builds its left icon)', () => {
    const b = board({ 'ord-mantell': { subjugated: true, imperialUnits: true } })
    expect(summary(buildPlan('empire', b, BASE)).filter((s) => s.startsWith('ord'))).toEqual([
      'ord-mantell:2:assault-carrier',
    ])
    const flipped = buildPlan('empire', b, {
      riseOfTheEmpire: false,
      icons: {
        'ord-mantell': [
          { theatre: 'ground', shape: 'circle' },
          { theatre: 'space', shape: 'circle' },
        ],
      },
    })
    expect(summary(flipped).filter((s) => s.startsWith('ord'))).toEqual(['ord-mantell:2:at-st'])
  })
})

describe('the queue', () => {
  it('slides every unit down one space; project units and the Death Star are entries too', () => {
    let q = addToQueue(emptyQueue(), [
      { space: 3, entry: { unit: 'death-star', from: 'setup' } },
      { space: 2, entry: { unit: 'star-destroyer', from: 'project' } },
      { space: 1, entry: { unit: 'tie-fighter', from: 'coruscant' } },
    ])
    let s = slideQueue(q)
    expect(s.ready).toEqual([{ unit: 'tie-fighter', from: 'coruscant' }])
    expect(s.queue).toEqual({
      1: [{ unit: 'star-destroyer', from: 'project' }],
      2: [{ unit: 'death-star', from: 'setup' }],
      3: [],
    })
    q = s.queue
    s = slideQueue(slideQueue(q).queue)
    expect(s.ready).toEqual([{ unit: 'death-star', from: 'setup' }])
  })
})

describe('deploying', () => {
  const b = board({
    corellia: { loyalty: 'imperial' },
    sullust: { subjugated: true, imperialUnits: true },
    mustafar: { loyalty: 'imperial', sabotaged: true },
    saleucami: { loyalty: 'imperial', rebelUnits: true },
    naboo: { loyalty: 'rebel' },
    kashyyyk: { loyalty: 'rebel', imperialUnits: true },
    mandalore: { destroyed: true, loyalty: 'imperial' },
  })

  it('lists the Empire’s legal destinations with reasons for the rest', () => {
    const t = deployTargets('empire', b, HIDDEN)
    expect(t.filter((x) => x.legal).map((x) => x.target)).toEqual(['corellia', 'coruscant', 'sullust'])
    const why = Object.fromEntries(t.map((x) => [x.target, x.reason]))
    expect(why.mustafar).toBe('Mustafar is sabotaged.')
    expect(why.saleucami).toBe('Saleucami holds Rebel units.')
    expect(why.mandalore).toBe('Mandalore has been destroyed.')
    expect(why.naboo).toBe('Naboo has no Imperial loyalty or subjugation marker.')
  })

  it('lets the Rebels use the Rebel Base space only while the base is hidden', () => {
    const hidden = deployTargets('rebels', b, HIDDEN)
    expect(hidden.filter((x) => x.legal).map((x) => x.target)).toEqual(['rebel-base', 'naboo'])
    expect(hidden.find((x) => x.target === 'kashyyyk')?.reason).toBe('Kashyyyk holds Imperial units.')
    expect(hidden.find((x) => x.target === 'sullust')?.reason).toBe('Sullust holds Imperial units.')
    const noUnitsMarked = deployTargets('rebels', { ...b, sullust: { ...b.sullust, imperialUnits: false } }, HIDDEN)
    expect(noUnitsMarked.find((x) => x.target === 'sullust')?.reason).toBe(
      'Sullust is subjugated: the Rebels cannot deploy there.',
    )
    const revealed = deployTargets('rebels', b, { baseHidden: false, riseOfTheEmpire: false })
    expect(revealed.find((x) => x.target === 'rebel-base')).toEqual({
      target: 'rebel-base',
      legal: false,
      reason: 'The base is revealed: nothing is deployed in the Rebel Base space any more.',
    })
    expect(deployTargets('empire', b, HIDDEN).some((x) => x.target === 'rebel-base')).toBe(false)
  })

  it('allows at most two units per system per Deploy step', () => {
    const ready = [
      { unit: 'rebel-trooper', from: 'naboo' as const },
      { unit: 'x-wing', from: 'rebel-base' as const },
      { unit: 'y-wing', from: 'rebel-base' as const },
    ]
    const check = checkDeployment('rebels', b, HIDDEN, ready, [
      { unit: 'rebel-trooper', to: 'naboo' },
      { unit: 'x-wing', to: 'naboo' },
      { unit: 'y-wing', to: 'naboo' },
    ])
    expect(check.refusals).toEqual([
      { error: 'too-many', index: 2, reason: 'At most 2 units per system each Deploy step: Naboo is full.' },
    ])
    expect(check.unplaced).toEqual([{ unit: 'y-wing', from: 'rebel-base' }])
    expect(deployTargets('rebels', b, HIDDEN, { naboo: 2 }).find((x) => x.target === 'naboo')).toEqual({
      target: 'naboo',
      legal: false,
      reason: 'Naboo already received 2 units this Deploy step.',
    })
    expect(
      checkDeployment('rebels', b, HIDDEN, ready, [
        { unit: 'y-wing', to: 'rebel-base' },
        { unit: 'x-wing', to: 'rebel-base' },
      ]).refusals,
    ).toEqual([])
  })

  it('refuses units that did not leave the queue and illegal systems', () => {
    const check = checkDeployment(
      'empire',
      b,
      HIDDEN,
      [{ unit: 'tie-fighter', from: 'coruscant' }],
      [
        { unit: 'at-at', to: 'coruscant' },
        { unit: 'tie-fighter', to: 'mustafar' },
      ],
    )
    expect(check.refusals).toEqual([
      { error: 'not-ready', index: 0, reason: 'No AT-AT left the build queue to deploy.' },
      { error: 'illegal-target', index: 1, reason: 'Mustafar is sabotaged.' },
    ])
  })

  it('RotE: the Empire may deploy where it has a Shield Bunker', () => {
    const withBunker = board({ hoth: { shieldBunker: true, imperialUnits: true } })
    expect(
      deployTargets('empire', withBunker, { baseHidden: true, riseOfTheEmpire: true }).find((x) => x.target === 'hoth')
        ?.legal,
    ).toBe(true)
    expect(deployTargets('empire', withBunker, HIDDEN).find((x) => x.target === 'hoth')?.legal).toBe(false)
  })
})

describe('Ord Mantell icon order from Settings', () => {
  it('built-in order is flagged for verifying; a correction of 2 puts the ground circle first', async () => {
    const { ordMantellIcons, ORD_MANTELL_EDITABLE_FACT } =
      await import('../../../../src-shared/games/rebellion/systems')
    const { checkCorrection } = await import('../../../../src-shared/core/facts')
    expect(ordMantellIcons({})).toEqual({
      icons: [
        { theatre: 'space', shape: 'circle' },
        { theatre: 'ground', shape: 'circle' },
      ],
      verify: true,
    })
    expect(checkCorrection(ORD_MANTELL_EDITABLE_FACT, '3')).toEqual({
      ok: false,
      error: 'Ord Mantell: which circle icon is on the left: the number must be between 1 and 2.',
    })
    const corrected = { [ORD_MANTELL_EDITABLE_FACT.key]: 2 }
    const b = board({ 'ord-mantell': { subjugated: true, imperialUnits: true } })
    const plan = buildPlan('empire', b, { ...BASE, icons: { 'ord-mantell': ordMantellIcons(corrected).icons } })
    expect(summary(plan).filter((s) => s.startsWith('ord'))).toEqual(['ord-mantell:2:at-st'])
    expect(ordMantellIcons(corrected).verify).toBe(false)
  })
})
