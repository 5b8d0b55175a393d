// fast-check values shaped like a zod schema: mostly values that fit (small numbers near the limits,
// words the games use, player ids), sometimes values that do not (the import must refuse those).
// Reads zod 4's schema definitions, so every game's declared events are covered without a
// hand-written generator per event.
import fc from 'fast-check'

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string; checks?: ZodLike[] } }
}

const def = (s: unknown): ZodLike['_zod']['def'] => (s as ZodLike)._zod.def

function limits(s: unknown): { min?: number; max?: number; int: boolean } {
  const out: { min?: number; max?: number; int: boolean } = { int: false }
  for (const c of def(s).checks ?? []) {
    const d = c._zod.def as unknown as {
      check: string
      value?: number
      inclusive?: boolean
      format?: string
      minimum?: number
      maximum?: number
    }
    if (d.check === 'greater_than' && typeof d.value === 'number') out.min = d.inclusive ? d.value : d.value + 1
    if (d.check === 'less_than' && typeof d.value === 'number') out.max = d.inclusive ? d.value : d.value - 1
    if (d.check === 'min_length' && typeof d.minimum === 'number') out.min = d.minimum
    if (d.check === 'max_length' && typeof d.maximum === 'number') out.max = d.maximum
    if (d.check === 'number_format') out.int = true
  }
  return out
}

export interface Vocabulary {
  /** Strings worth trying where a schema wants text: player ids, names the game uses. */
  words: readonly string[]
}

/** A small, mostly-fitting value for the schema; `depth` stops recursive shapes. */
export function arbitraryFor(schema: unknown, vocab: Vocabulary, depth = 0): fc.Arbitrary<unknown> {
  const d = def(schema)
  const wild = fc.jsonValue({ maxDepth: 2 })
  const sometimesWild = (a: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
    fc.oneof({ weight: 19, arbitrary: a }, { weight: 1, arbitrary: wild })
  if (depth > 6) return wild
  switch (d.type) {
    case 'string': {
      const { min = 0, max } = limits(schema)
      const words = vocab.words.filter((w) => w.length >= min && (max === undefined || w.length <= max))
      const text = fc.string({ minLength: min, maxLength: Math.min(max ?? 12, min + 12) })
      return sometimesWild(words.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...words) }, text) : text)
    }
    case 'number': {
      const { min = -2, max = Math.max(min, 0) + 12, int } = limits(schema)
      const lo = Math.max(min, -1_000_000)
      const hi = Math.min(max, lo + 40)
      const n = fc.integer({ min: lo, max: Math.max(lo, hi) })
      return sometimesWild(int ? n : fc.oneof(n, fc.double({ min: lo, max: hi, noNaN: true })))
    }
    case 'boolean':
      return sometimesWild(fc.boolean())
    case 'literal':
      return sometimesWild(fc.constantFrom(...(d.values as unknown[])))
    case 'enum':
      return sometimesWild(fc.constantFrom(...Object.values(d.entries as Record<string, unknown>)))
    case 'optional':
      return fc.oneof(fc.constant(undefined), arbitraryFor(d.innerType, vocab, depth + 1))
    case 'nullable':
      return fc.oneof(fc.constant(null), arbitraryFor(d.innerType, vocab, depth + 1))
    case 'default':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return arbitraryFor(d.innerType, vocab, depth + 1)
    case 'pipe':
      return arbitraryFor(d.in, vocab, depth + 1)
    case 'array': {
      const { min = 0, max } = limits(schema)
      return sometimesWild(
        fc.array(arbitraryFor(d.element, vocab, depth + 1), { minLength: min, maxLength: Math.min(max ?? 4, min + 4) }),
      )
    }
    case 'tuple':
      return sometimesWild(fc.tuple(...(d.items as unknown[]).map((i) => arbitraryFor(i, vocab, depth + 1))))
    case 'union':
      return fc.oneof(...(d.options as unknown[]).map((o) => arbitraryFor(o, vocab, depth + 1)))
    case 'object': {
      const shape = d.shape as Record<string, unknown>
      const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, arbitraryFor(v, vocab, depth + 1)]))
      return sometimesWild(
        fc.record(fields).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))),
      )
    }
    case 'record': {
      const keyDef = def(d.keyType)
      const keys: fc.Arbitrary<string> =
        keyDef.type === 'enum'
          ? fc.constantFrom(...Object.values(keyDef.entries as Record<string, string>))
          : fc.oneof(fc.constantFrom(...(vocab.words.length ? vocab.words : ['k'])), fc.string({ maxLength: 6 }))
      return sometimesWild(fc.dictionary(keys, arbitraryFor(d.valueType, vocab, depth + 1), { maxKeys: 4 }))
    }
    default:
      // unknown, any, custom and anything this reader does not know: any JSON.
      return wild
  }
}
