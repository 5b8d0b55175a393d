// The 4 × 4 space grid: spaces numbered 0–15 row by row from the top left. Moves go up, down,
// left or right onto a tile no Rebel ship stands on; only when no neighbour is free may a ship go
// on past occupied tiles to the first free tile in that direction.
import { GRID_SIZE } from './data'
import { textsIn } from './texts'
import type { Locale } from '../../locale'

export const CORNERS = [0, GRID_SIZE - 1, GRID_SIZE * (GRID_SIZE - 1), GRID_SIZE * GRID_SIZE - 1] as const

const DIRECTIONS: readonly [number, number][] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
]

const rowOf = (i: number): number => Math.floor(i / GRID_SIZE)
const colOf = (i: number): number => i % GRID_SIZE
const at = (r: number, c: number): number | undefined =>
  r >= 0 && r < GRID_SIZE && c >= 0 && c < GRID_SIZE ? r * GRID_SIZE + c : undefined

export function neighbours(i: number): number[] {
  return DIRECTIONS.map(([dr, dc]) => at(rowOf(i) + dr, colOf(i) + dc)).filter((n): n is number => n !== undefined)
}

export const isAdjacent = (a: number, b: number): boolean => neighbours(a).includes(b)

/** Where a ship may move: free neighbours, or (none free) the first free tile past occupied ones. */
export function legalMoves(from: number, occupied: ReadonlySet<number>, tiles: ReadonlySet<number>): number[] {
  const free = (i: number): boolean => tiles.has(i) && !occupied.has(i)
  const near = neighbours(from).filter(free)
  if (near.length) return near
  const beyond: number[] = []
  for (const [dr, dc] of DIRECTIONS) {
    let r = rowOf(from) + dr
    let c = colOf(from) + dc
    let i = at(r, c)
    while (i !== undefined && occupied.has(i)) {
      r += dr
      c += dc
      i = at(r, c)
    }
    if (i !== undefined && i !== at(rowOf(from) + dr, colOf(from) + dc) && free(i)) beyond.push(i)
  }
  return beyond
}

/** Row and column (from 1) for messages. */
export const spaceName = (i: number, locale?: Locale): string =>
  textsIn(locale).grid.spaceName(rowOf(i) + 1, colOf(i) + 1)
