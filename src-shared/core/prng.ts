// The one seeded PRNG for game logic (see ARCHITECTURE.md: no Math.random, replays never re-roll).
//
// Design: pure and functional. An `Rng` is a frozen plain-JSON value (xoroshiro128+ state words),
// never mutated; every operation returns its result together with the next `Rng`. So the value
// can sit in reducer state or an event payload as is, JSON.stringify/parse restores it exactly,
// and drawing twice from the same `Rng` gives the same answer twice (no hidden state to forget).
//
//   let rng = createRng(seed)
//   let card: string
//   ;[card, rng] = pick(rng, deck)
//
// Seeds are 32-bit unsigned integers; the renderer makes them (this module never reads a clock).
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator'

export const RNG_ALGORITHM = 'xoroshiro128plus'

/** Plain JSON: safe to store in events and state, and to compare with toEqual. */
export interface RngState {
  readonly algorithm: typeof RNG_ALGORITHM
  /** The generator's four 32-bit state words, as signed integers. */
  readonly words: readonly [number, number, number, number]
}

/** An Rng is its state: there is nothing else to carry. */
export type Rng = RngState

const MAX_SEED = 0xffff_ffff

function isInt32(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= -0x8000_0000 && n <= 0x7fff_ffff
}

function freeze(gen: JumpableRandomGenerator): Rng {
  const [a, b, c, d] = gen.getState()
  return Object.freeze({ algorithm: RNG_ALGORITHM, words: Object.freeze([a!, b!, c!, d!] as const) })
}

function generator(rng: Rng): JumpableRandomGenerator {
  return xoroshiro128plusFromState(rng.words)
}

// SplitMix32 step. pure-rand's xoroshiro128plus(seed) puts the seed into the state almost
// as is, so seeds n and n+1 give related first rolls (the first d6 of seeds 0, 1, 2 … cycles
// 2,1,6,5,4,3). xoroshiro's authors advise filling the state from a SplitMix generator instead.
function splitMix32(x: number): number {
  let z = x
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad)
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97)
  return z ^ (z >>> 15)
}

export function createRng(seed: number): Rng {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new RangeError(`seed must be an integer from 0 to ${MAX_SEED}, got ${seed}`)
  }
  const words: number[] = []
  let x = seed | 0
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) | 0
    words.push(splitMix32(x))
  }
  // Never all zero (xoroshiro's one stuck state): unreachable in practice, cheap to rule out.
  if (words.reduce((acc, w) => acc | w, 0) === 0) words[0] = 1
  return freeze(xoroshiro128plusFromState(words))
}

/** A plain copy of the state, for a payload or a snapshot. */
export function rngState(rng: Rng): RngState {
  const [a, b, c, d] = rng.words
  return { algorithm: rng.algorithm, words: [a, b, c, d] }
}

/** Checks a state read back from storage (it may be damaged) and makes an Rng of it. */
export function restoreRng(state: unknown): Rng {
  const s = state as { algorithm?: unknown; words?: unknown } | null
  if (typeof s !== 'object' || s === null || s.algorithm !== RNG_ALGORITHM) {
    throw new RangeError(`not a saved ${RNG_ALGORITHM} state`)
  }
  const w = s.words
  if (!Array.isArray(w) || w.length !== 4 || !w.every(isInt32)) {
    throw new RangeError('saved PRNG state must hold four 32-bit integers')
  }
  // An all-zero xoroshiro state only ever yields zeros; no seed produces it, so it means damage.
  if (w.every((x) => x === 0)) throw new RangeError('saved PRNG state is all zeros')
  return freeze(xoroshiro128plusFromState(w as number[]))
}

function checkRange(min: number, max: number): void {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max)) {
    throw new RangeError(`nextInt bounds must be safe integers, got ${min} and ${max}`)
  }
  if (min > max) throw new RangeError(`nextInt needs min <= max, got ${min} > ${max}`)
}

/** A uniform integer in [min, max], both included. */
export function nextInt(rng: Rng, min: number, max: number): [number, Rng] {
  checkRange(min, max)
  const gen = generator(rng)
  const value = uniformInt(gen, min, max)
  return [value, freeze(gen)]
}

/** A new array in uniformly random order (Fisher-Yates); the input is left as it was. */
export function shuffle<T>(rng: Rng, items: readonly T[]): [T[], Rng] {
  const out = [...items]
  const gen = generator(rng)
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(gen, 0, i)
    const tmp = out[i]!
    out[i] = out[j]!
    out[j] = tmp
  }
  return [out, freeze(gen)]
}

export interface DrawResult<T> {
  /** In the order they were drawn. */
  drawn: T[]
  /** What is left, in the deck's original order. */
  rest: T[]
  rng: Rng
}

/** Draws n items at random without replacement. */
export function draw<T>(rng: Rng, deck: readonly T[], n: number): DrawResult<T> {
  if (!Number.isInteger(n) || n < 0 || n > deck.length) {
    throw new RangeError(`cannot draw ${n} from a deck of ${deck.length}`)
  }
  const gen = generator(rng)
  // Keeping positions (not values) lets duplicates in the deck be drawn independently.
  const left = deck.map((_, i) => i)
  const drawnAt: number[] = []
  for (let k = 0; k < n; k++) {
    const j = uniformInt(gen, 0, left.length - 1)
    drawnAt.push(left[j]!)
    left.splice(j, 1)
  }
  return { drawn: drawnAt.map((i) => deck[i]!), rest: left.map((i) => deck[i]!), rng: freeze(gen) }
}

/** One item chosen uniformly. */
export function pick<T>(rng: Rng, items: readonly T[]): [T, Rng] {
  if (items.length === 0) throw new RangeError('cannot pick from an empty list')
  const [i, next] = nextInt(rng, 0, items.length - 1)
  return [items[i]!, next]
}

/**
 * A stable 32-bit seed from a text (FNV-1a), e.g. a game's random id: the seed behind a plan the
 * app shows before any event records it stays the same across reloads and devices.
 */
export function seedFromText(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}
