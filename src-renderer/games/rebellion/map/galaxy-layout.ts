// Where the schematic galaxy map draws each system. Not the printed board's geometry (the app does
// not have it): the 8 regions are boxes in a 4 × 2 grid and each region's systems sit in a 2 × 2
// block inside its box. Which box holds which region, and which corner each system takes, is
// chosen from the adjacency data alone, to keep the adjacency lines short; nothing else is implied.
import {
  REGIONS,
  SYSTEMS,
  mapEdges,
  systemsInRegion,
  type RegionNumber,
  type SystemId,
} from '../../../../src-shared/games/rebellion/systems'

export const MAP_WIDTH = 880
export const MAP_HEIGHT = 560
const COLS = 4
const ROWS = 2
const BOX_W = MAP_WIDTH / COLS
const BOX_H = MAP_HEIGHT / ROWS

export interface RegionBox {
  region: RegionNumber
  x: number
  y: number
  w: number
  h: number
}

export interface SystemSpot {
  id: SystemId
  name: string
  region: RegionNumber
  remote: boolean
  x: number
  y: number
}

export interface EdgeLine {
  a: SystemId
  b: SystemId
  x1: number
  y1: number
  x2: number
  y2: number
}

export interface GalaxyLayout {
  regions: RegionBox[]
  systems: SystemSpot[]
  edges: EdgeLine[]
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]))
}

const regionOf = new Map(SYSTEMS.map((s) => [s.id, s.region]))

/** Cell index (0…7) for each region: the arrangement with the shortest region-to-region links. */
function placeRegions(): Map<RegionNumber, number> {
  const weight = new Map<string, number>()
  for (const [a, b] of mapEdges()) {
    const ra = regionOf.get(a)!
    const rb = regionOf.get(b)!
    if (ra !== rb) {
      const k = ra < rb ? `${ra}-${rb}` : `${rb}-${ra}`
      weight.set(k, (weight.get(k) ?? 0) + 1)
    }
  }
  const links = [...weight].map(([k, w]) => ({ a: Number(k.split('-')[0]), b: Number(k.split('-')[1]), w }))
  let best: number[] = []
  let bestCost = Infinity
  // Region 1 is kept in the first column half to skip mirror images (same lengths, same picture).
  for (const perm of permutations([0, 1, 2, 3, 4, 5, 6, 7])) {
    if (perm[0]! % COLS >= COLS / 2 || perm[0]! >= COLS) continue
    let cost = 0
    for (const { a, b, w } of links) {
      const ca = perm[a - 1]!
      const cb = perm[b - 1]!
      cost += w * Math.hypot((ca % COLS) - (cb % COLS), (Math.floor(ca / COLS) - Math.floor(cb / COLS)) * 1.1)
      if (cost >= bestCost) break
    }
    if (cost < bestCost) {
      bestCost = cost
      best = perm
    }
  }
  return new Map(REGIONS.map((r, i) => [r, best[i]!]))
}

const CORNERS = [
  [0.25, 0.3],
  [0.75, 0.3],
  [0.25, 0.72],
  [0.75, 0.72],
] as const

function lengthOf(pos: Map<SystemId, { x: number; y: number }>): number {
  let total = 0
  for (const [a, b] of mapEdges()) {
    const p = pos.get(a)!
    const q = pos.get(b)!
    total += Math.hypot(p.x - q.x, p.y - q.y)
  }
  return total
}

function computeLayout(): GalaxyLayout {
  const cells = placeRegions()
  const regions: RegionBox[] = REGIONS.map((region) => {
    const c = cells.get(region)!
    return { region, x: (c % COLS) * BOX_W, y: Math.floor(c / COLS) * BOX_H, w: BOX_W, h: BOX_H }
  })
  const pos = new Map<SystemId, { x: number; y: number }>()
  const place = (box: RegionBox, order: readonly SystemId[]): void =>
    order.forEach((id, i) => {
      const [fx, fy] = CORNERS[i % CORNERS.length]!
      pos.set(id, { x: box.x + fx * box.w, y: box.y + fy * box.h })
    })
  for (const box of regions)
    place(
      box,
      systemsInRegion(box.region).map((s) => s.id),
    )
  // A few passes: each region in turn takes the corner order with the shortest lines.
  for (let pass = 0; pass < 3; pass++) {
    for (const box of regions) {
      const ids = systemsInRegion(box.region).map((s) => s.id)
      let best = ids
      let bestLen = Infinity
      for (const order of permutations(ids)) {
        place(box, order)
        const len = lengthOf(pos)
        if (len < bestLen - 1e-9) {
          bestLen = len
          best = order
        }
      }
      place(box, best)
    }
  }
  const systems: SystemSpot[] = SYSTEMS.map((s) => ({
    id: s.id,
    name: s.name,
    region: s.region,
    remote: s.kind === 'remote',
    ...pos.get(s.id)!,
  }))
  const edges: EdgeLine[] = mapEdges().map(([a, b]) => {
    const p = pos.get(a)!
    const q = pos.get(b)!
    return { a, b, x1: p.x, y1: p.y, x2: q.x, y2: q.y }
  })
  return { regions, systems, edges }
}

let cached: GalaxyLayout | undefined
/** The layout is the same every time (worked out once from the map data). */
export function galaxyLayout(): GalaxyLayout {
  cached ??= computeLayout()
  return cached
}

/** The system the arrow key moves to from `from`: the nearest one in that direction, if any. */
export function systemToward(from: SystemId, key: 'left' | 'right' | 'up' | 'down'): SystemId | null {
  const { systems } = galaxyLayout()
  const here = systems.find((s) => s.id === from)
  if (!here) return null
  let best: SystemId | null = null
  let bestScore = Infinity
  for (const s of systems) {
    if (s.id === from) continue
    const dx = s.x - here.x
    const dy = s.y - here.y
    const along = key === 'left' ? -dx : key === 'right' ? dx : key === 'up' ? -dy : dy
    const across = key === 'left' || key === 'right' ? Math.abs(dy) : Math.abs(dx)
    if (along <= 1) continue
    // Straight ahead wins over diagonal: sideways distance counts double.
    const score = along + 2 * across
    if (score < bestScore) {
      bestScore = score
      best = s.id
    }
  }
  return best
}
