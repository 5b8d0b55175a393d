import { describe, expect, it } from 'vitest'
import {
  BASE_STARTING_UNITS,
  FIRST_GAME,
  ICON_KEYS,
  PROBE_DECK,
  REBEL_BASE_SPACE,
  SETUP_POOLS,
  readSetupOptions,
  startingForces,
  totalUnits,
  unitsForIcon,
  type UnitCounts,
} from '../../../../src-shared/games/rebellion/data'
import { objectiveDeckRecipe, objectiveDeckSize } from '../../../../src-shared/games/rebellion/objectives'
import {
  DISPUTED_EDGES,
  EDGE_COUNT,
  REGIONS,
  SYSTEMS,
  areAdjacent,
  mapEdges,
  systemById,
  systemsInRegion,
} from '../../../../src-shared/games/rebellion/systems'
import { unitFact } from '../../../../src-shared/games/rebellion/units'
import { REBELLION_RULE_IDS } from '../../../../src-shared/games/rebellion/rule-ids'
import { rebellionRules } from '../../../../src-shared/games/rebellion/rules'

describe('the map', () => {
  it('has 32 systems in 8 regions of 4', () => {
    expect(SYSTEMS).toHaveLength(32)
    expect(new Set(SYSTEMS.map((s) => s.id)).size).toBe(32)
    for (const r of REGIONS) expect(systemsInRegion(r)).toHaveLength(4)
  })

  it('has exactly the 8 remote systems, with no icons or queue number', () => {
    const remote = SYSTEMS.filter((s) => s.kind === 'remote').map((s) => s.name)
    expect(remote).toEqual(['Dagobah', 'Dantooine', 'Dathomir', 'Endor', 'Hoth', 'Ilum', 'Tatooine', 'Yavin'])
    for (const s of SYSTEMS.filter((x) => x.kind === 'remote')) {
      expect(s.icons).toEqual([])
      expect(s.buildQueueSpace).toBeNull()
    }
  })

  it('gives every populous system 1 or 2 icons and a queue space from 1 to 3', () => {
    const populous = SYSTEMS.filter((s) => s.kind === 'populous')
    expect(populous).toHaveLength(24)
    for (const s of populous) {
      expect(s.icons.length === 1 || s.icons.length === 2, s.id).toBe(true)
      expect([1, 2, 3]).toContain(s.buildQueueSpace)
    }
  })

  it('has 69 symmetric edges and no self-loops', () => {
    expect(mapEdges()).toHaveLength(EDGE_COUNT.value)
    expect(EDGE_COUNT.value).toBe(69)
    for (const s of SYSTEMS) {
      expect(s.neighbors).not.toContain(s.id)
      for (const n of s.neighbors) expect(systemById(n).neighbors, `${n} → ${s.id}`).toContain(s.id)
    }
  })

  it('treats Dathomir–Felucia as disputed and not adjacent; Utapau–Mustafar is not adjacent', () => {
    expect(areAdjacent('dathomir', 'felucia')).toBe(false)
    expect(DISPUTED_EDGES.value[0]?.between).toEqual(['dathomir', 'felucia'])
    expect(DISPUTED_EDGES.value[0]?.adjacent).toBe(false)
    expect(areAdjacent('utapau', 'mustafar')).toBe(false)
    expect(areAdjacent('ryloth', 'tatooine')).toBe(true)
  })

  it('reads icons left to right (Sullust: ground triangle, then ground square)', () => {
    expect(systemById('sullust').icons).toEqual([
      { theatre: 'ground', shape: 'triangle' },
      { theatre: 'ground', shape: 'square' },
    ])
    expect(systemById('sullust').buildQueueSpace).toBe(2)
  })
})

describe('resource icons', () => {
  it('map every icon to units of the right faction and theatre, base and RotE', () => {
    for (const faction of ['empire', 'rebels'] as const) {
      for (const rote of [false, true]) {
        for (const key of ICON_KEYS) {
          const units = unitsForIcon(faction, key, rote)
          expect(units.length, `${faction} ${key}`).toBeGreaterThan(0)
          for (const u of units) {
            const f = unitFact(u)
            expect(f, u).toBeDefined()
            expect(f!.value.faction).toBe(faction)
            expect(f!.value.theatre).toBe(key.split('-')[0])
            if (!rote) expect(f!.value.set).toBe('base')
          }
        }
      }
    }
  })

  it('offers the printed choices', () => {
    expect(unitsForIcon('rebels', 'space-triangle', false)).toEqual(['x-wing', 'y-wing', 'rebel-transport'])
    expect(unitsForIcon('rebels', 'ground-square', false)).toEqual(['shield-generator', 'ion-cannon'])
    expect(unitsForIcon('empire', 'space-triangle', true)).toEqual(['tie-fighter', 'tie-striker'])
    expect(unitsForIcon('empire', 'ground-circle', true)).toEqual(['at-st', 'shield-bunker'])
    expect(unitsForIcon('empire', 'space-square', true)).toEqual(['star-destroyer'])
  })

  it('gives the Rebel Base space a space and a ground triangle on queue space 1', () => {
    expect(REBEL_BASE_SPACE.value.buildQueueSpace).toBe(1)
    expect(REBEL_BASE_SPACE.value.icons.map((i) => `${i.theatre}-${i.shape}`)).toEqual([
      'space-triangle',
      'ground-triangle',
    ])
  })
})

function sumPlacements(faction: 'empire' | 'rebels'): UnitCounts {
  const out: UnitCounts = {}
  for (const p of FIRST_GAME.value.placements.filter((x) => x.faction === faction)) {
    for (const [u, n] of Object.entries(p.units)) out[u] = (out[u] ?? 0) + (n ?? 0)
  }
  return out
}

describe('setup data', () => {
  it('keeps the two loyalty pools disjoint, populous and without Coruscant', () => {
    const { rebels, empire } = SETUP_POOLS.value
    expect(rebels).toHaveLength(5)
    expect(empire).toHaveLength(7)
    expect(rebels.filter((r) => empire.includes(r))).toEqual([])
    for (const id of [...rebels, ...empire]) expect(systemById(id).kind).toBe('populous')
    expect([...rebels, ...empire]).not.toContain('coruscant')
  })

  it('has 31 probe cards: every system but Coruscant', () => {
    expect(PROBE_DECK.value.cards).toBe(SYSTEMS.length - PROBE_DECK.value.without.length)
  })

  it('first-game placements add up to the base starting units', () => {
    expect(sumPlacements('empire')).toEqual(BASE_STARTING_UNITS.value.empire)
    expect(sumPlacements('rebels')).toEqual(BASE_STARTING_UNITS.value.rebels)
    expect(totalUnits(BASE_STARTING_UNITS.value.empire)).toBe(37)
    expect(totalUnits(BASE_STARTING_UNITS.value.rebels)).toBe(14)
  })

  it('RotE new starter units include the Death Star group and queue the Death Star on space 3', () => {
    const f = startingForces({ riseOfTheEmpire: true, newStarterUnits: true, roteMissions: false, firstGame: false })
    expect(f.board.empire['tie-fighter']).toBe(12)
    expect(f.board.empire.stormtrooper).toBe(13)
    expect(f.board.empire['death-star-under-construction']).toBe(1)
    expect(f.board.empire['death-star']).toBeUndefined()
    expect(f.empireQueue).toEqual([{ space: 3, unit: 'death-star' }])
    expect(totalUnits(f.board.rebels)).toBe(13)
    expect(f.confidence).toBe('medium')
  })

  it('a first game ignores the new starter units', () => {
    const f = startingForces({ riseOfTheEmpire: true, newStarterUnits: true, roteMissions: true, firstGame: true })
    expect(f.board.empire).toEqual(BASE_STARTING_UNITS.value.empire)
    expect(f.empireQueue).toEqual([])
    expect(f.confidence).toBe('high')
  })

  it('drops RotE sub-options when the expansion is off', () => {
    expect(readSetupOptions({ newStarterUnits: true, roteMissions: true })).toEqual({
      riseOfTheEmpire: false,
      newStarterUnits: false,
      roteMissions: false,
      firstGame: false,
    })
  })

  it('builds a 15-card objective deck either way, with Death Star Plans in stages II and III for RotE', () => {
    expect(objectiveDeckSize(false)).toBe(15)
    expect(objectiveDeckSize(true)).toBe(15)
    expect(objectiveDeckRecipe(true).map((s) => [s.stage, s.random, s.fixed.length])).toEqual([
      ['I', 5, 0],
      ['II', 4, 1],
      ['III', 4, 1],
    ])
  })
})

describe('rule references', () => {
  it('point at entries that exist in the rules reference', () => {
    const ids = new Set(rebellionRules.map((r) => r.id))
    for (const id of Object.values(REBELLION_RULE_IDS)) expect(ids.has(id), id).toBe(true)
  })
})
