// The schematic galaxy map: every system drawn once inside its region's box, every adjacency drawn
// once, arrow keys reach every system, and the shared map's props carry nothing private.
import { describe, expect, it } from 'vitest'
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  galaxyLayout,
  systemToward,
} from '../../../../src-renderer/games/rebellion/map/galaxy-layout'
import { imperialMapProps, publicMapProps, rebelMapProps } from '../../../../src-renderer/games/rebellion/map/map-props'
import { initialState, type RebellionState } from '../../../../src-shared/games/rebellion/state'
import {
  EDGE_COUNT,
  SYSTEMS,
  SYSTEM_IDS,
  mapEdges,
  type SystemId,
} from '../../../../src-shared/games/rebellion/systems'

describe('galaxy map geometry', () => {
  const layout = galaxyLayout()

  it('draws each of the 32 systems once, inside its own region box, without two on one spot', () => {
    expect(layout.systems.map((s) => s.id).sort()).toEqual([...SYSTEM_IDS].sort())
    expect(layout.regions.map((r) => r.region).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    for (const s of layout.systems) {
      const box = layout.regions.find((r) => r.region === s.region)!
      expect(s.x).toBeGreaterThan(box.x)
      expect(s.x).toBeLessThan(box.x + box.w)
      expect(s.y).toBeGreaterThan(box.y)
      expect(s.y).toBeLessThan(box.y + box.h)
      expect(s.x).toBeLessThan(MAP_WIDTH)
      expect(s.y).toBeLessThan(MAP_HEIGHT)
      expect(s.remote).toBe(SYSTEMS.find((x) => x.id === s.id)!.kind === 'remote')
    }
    expect(new Set(layout.systems.map((s) => `${s.x},${s.y}`)).size).toBe(32)
    // Region boxes do not overlap: 8 distinct cells.
    expect(new Set(layout.regions.map((r) => `${r.x},${r.y}`)).size).toBe(8)
  })

  it('draws every adjacent pair once (69 lines), each from one system to the other', () => {
    expect(layout.edges).toHaveLength(EDGE_COUNT.value)
    const keys = layout.edges.map((e) => [e.a, e.b].sort().join('|'))
    expect(new Set(keys).size).toBe(EDGE_COUNT.value)
    expect(keys.sort()).toEqual(
      mapEdges()
        .map((p) => [...p].sort().join('|'))
        .sort(),
    )
    const at = new Map(layout.systems.map((s) => [s.id, s]))
    for (const e of layout.edges) {
      expect([e.x1, e.y1]).toEqual([at.get(e.a)!.x, at.get(e.a)!.y])
      expect([e.x2, e.y2]).toEqual([at.get(e.b)!.x, at.get(e.b)!.y])
    }
    // Disputed Dathomir–Felucia is not a line.
    expect(keys).not.toContain('dathomir|felucia')
  })

  it('is the same layout every time', () => {
    expect(galaxyLayout()).toBe(layout)
  })

  it('arrow keys move to a system in that direction, and every system can be reached', () => {
    const at = new Map(layout.systems.map((s) => [s.id, s]))
    const from = layout.systems[0]!.id
    for (const dir of ['left', 'right', 'up', 'down'] as const) {
      const next = systemToward(from, dir)
      if (next === null) continue
      const a = at.get(from)!
      const b = at.get(next)!
      if (dir === 'right') expect(b.x).toBeGreaterThan(a.x)
      if (dir === 'left') expect(b.x).toBeLessThan(a.x)
      if (dir === 'down') expect(b.y).toBeGreaterThan(a.y)
      if (dir === 'up') expect(b.y).toBeLessThan(a.y)
    }
    const seen = new Set<SystemId>([from])
    const queue: SystemId[] = [from]
    while (queue.length) {
      const id = queue.shift()!
      for (const dir of ['left', 'right', 'up', 'down'] as const) {
        const n = systemToward(id, dir)
        if (n && !seen.has(n)) {
          seen.add(n)
          queue.push(n)
        }
      }
    }
    expect(seen.size).toBe(32)
  })
})

describe('what each map view is given', () => {
  const secret: RebellionState = {
    ...initialState([], {}),
    baseHidden: true,
    rebelBase: { visibility: 'rebels-private', system: 'dagobah' },
    probes: { visibility: 'empire-private', cardsSeen: ['hoth', 'tatooine'], visited: ['naboo'] },
  }

  it('the shared map gets the board and nothing private: no base, no probe candidates', () => {
    const p = publicMapProps(secret)
    expect(Object.keys(p).sort()).toEqual(['board', 'forces', 'revealedBase'])
    expect(p.revealedBase).toBeNull()
    expect(p.board).toBe(secret.board)
    expect(JSON.stringify(p)).not.toMatch(/rebels-private|empire-private|cardsSeen|visited/)
  })

  it('the base shows on the shared map once it is revealed', () => {
    expect(publicMapProps({ ...secret, baseHidden: false, baseSystem: 'dagobah' }).revealedBase).toBe('dagobah')
  })

  it('the Imperial private view rings the deduction candidates; the Rebel one marks the base', () => {
    const imp = imperialMapProps(secret)
    // 32 less the two probe cards, the visit and Coruscant (Imperial: a base there would be revealed).
    expect(imp.candidates).toHaveLength(32 - 4)
    expect(imp.candidates).not.toContain('coruscant')
    expect(imp.candidates).not.toContain('hoth')
    expect(imp.candidates).not.toContain('naboo')
    expect(imp).not.toHaveProperty('secretBase')
    const reb = rebelMapProps(secret)
    expect(reb.secretBase).toBe('dagobah')
    expect(reb).not.toHaveProperty('candidates')
    expect(rebelMapProps({ ...secret, baseHidden: false, baseSystem: 'dagobah' })).not.toHaveProperty('secretBase')
  })
})
