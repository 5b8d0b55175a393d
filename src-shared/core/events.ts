// One declaration per event type: its payload schema and version, how it changes the state, its
// words for the timeline, an optional check run when appending, the steps that lift older payloads,
// and whether it is private. Builders, the reducer, the timeline text and the upgraders all come
// from that one declaration (see docs/ADDING-A-GAME.md).
import type { LogEvent, NewEvent, Player } from './game-record'
import type { Locale } from '../locale'
import { readWords, type ReadWords } from './read-words'

/** The part of a zod schema this module relies on (any schema with safeParse fits). */
export interface PayloadSchema<P> {
  safeParse(data: unknown): { success: true; data: P } | { success: false; error: { issues: readonly SchemaIssue[] } }
}
export interface SchemaIssue {
  path: readonly PropertyKey[]
  message: string
}

export interface DescribeContext {
  players: readonly Player[]
  /** The interface language to describe in (default English); games without German ignore it. */
  locale?: Locale
  /** The game's words for a checklist and its steps, and for its options (shared events). */
  listTitle?(list: string): string | undefined
  stepTitle?(list: string, step: string): string | undefined
  optionsText?(options: Record<string, unknown>): string | undefined
  /** The game's words for how a finished game's winners were decided (a result's `reason`). */
  resultReason?(reason: string): string | undefined
}

export interface EventSpec<S, P> {
  /** Current payload version; builders write it, older versions are lifted by `upgrade`. */
  v: number
  schema: PayloadSchema<P>
  apply(state: S, payload: P, event: LogEvent<P>): S
  /** The timeline's words, in the game's vocabulary: names as printed, never an internal id. */
  describe(payload: P, ctx: DescribeContext): string
  /** Why this event cannot happen in this state (run when appending, never on replay). */
  check?(state: S, payload: P, locale?: Locale): string | undefined
  /** upgrade[n] reads a version-n payload and returns version n + 1. */
  upgrade?: Readonly<Record<number, (payload: unknown) => unknown>>
  /** Names this type was stored under before; read as this type (payload lifted by `from`). */
  formerly?: readonly FormerName[]
  /** Whose private record this is: the shared screen never shows its details. */
  private?: string
}

export interface FormerName {
  type: string
  /** Turns the old payload into this type's payload at version `v` (default: unchanged). */
  payload?: (old: unknown) => unknown
  /** Version the converted payload has (default 1). */
  v?: number
}

export type EventSpecs<S, D> = { [K in keyof D]: EventSpec<S, D[K]> }

/** A stored event read through its declaration: current name, current payload version, checked payload. */
export type ReadEvent = { ok: true; event: LogEvent } | { ok: false; reason: string }

/** What the log machinery needs of a game's declarations, whatever their payload types. */
export interface EventLog<S> {
  readonly types: readonly string[]
  has(type: string): boolean
  /** Lifts a stored event (former name, old version) and checks its payload; why not, in `locale`. */
  read(e: LogEvent, locale?: Locale): ReadEvent
  /** Applies an event already read; unknown types leave the state as it was. */
  apply(state: S, e: LogEvent): S
  check(state: S, e: Pick<LogEvent, 'type' | 'payload'>, locale?: Locale): string | undefined
  describe(e: LogEvent, ctx: DescribeContext): string | undefined
  privateTo(e: Pick<LogEvent, 'type'>): string | undefined
}

export interface EventRegistry<S, D extends object = Record<string, unknown>> extends EventLog<S> {
  readonly specs: EventSpecs<S, D>
  readonly types: readonly (keyof D & string)[]
  /** The typed builder: the UI can only append what is declared, in its current version. */
  make<K extends keyof D & string>(type: K, payload: D[K]): NewEvent<D[K]>
}

/** `defineEvents<State>()({ 'game.thing.happened': {...}, … })` — the state type first, payloads inferred. */
export function defineEvents<S>() {
  return <D extends object>(specs: EventSpecs<S, D>): EventRegistry<S, D> => createRegistry<S, D>(specs)
}

/**
 * The one naming convention: `<subject>.<past participle>` for the shared kinds every game has
 * (`note.added`), `<game prefix>.<subject>.<past participle>` for a game's own (`rtg.card.drawn`);
 * lowercase words joined by '-'. `undo` and `redo` are the log's own two words.
 */
const WORD = '[a-z0-9]+(?:-[a-z0-9]+)*'
export const CORE_EVENT_NAME = new RegExp(`^${WORD}\\.${WORD}$`)
export const GAME_EVENT_NAME = new RegExp(`^${WORD}\\.${WORD}\\.${WORD}$`)

function createRegistry<S, D extends object>(specs: EventSpecs<S, D>): EventRegistry<S, D> {
  const table = specs as unknown as Record<string, EventSpec<S, unknown>>
  const former = new Map<string, { type: string; name: FormerName }>()
  for (const [type, spec] of Object.entries(table)) {
    for (const name of spec.formerly ?? []) former.set(name.type, { type, name })
  }
  const types = Object.keys(table) as (keyof D & string)[]

  function lift(e: LogEvent, w: ReadWords): { event: LogEvent; spec: EventSpec<S, unknown> } | string {
    let event = e
    const old = former.get(e.type)
    if (old && !table[e.type]) {
      event = {
        ...e,
        type: old.type,
        v: old.name.v ?? 1,
        payload: old.name.payload ? old.name.payload(e.payload) : e.payload,
      }
    }
    const spec = table[event.type]
    if (!spec) return w.unknownType(e.type)
    if (!Number.isInteger(event.v) || event.v < 1) return w.noVersion(e.type)
    if (event.v > spec.v) return w.newer(e.type, event.v, spec.v)
    while (event.v < spec.v) {
      const step = spec.upgrade?.[event.v]
      if (!step) return w.noUpgrade(e.type, event.v)
      event = { ...event, v: event.v + 1, payload: step(event.payload) }
    }
    return { event, spec }
  }

  return {
    specs,
    types,
    make: (type, payload) => ({ type, v: table[type]!.v, payload }),
    has: (type) => type in table || former.has(type),
    read(e, locale) {
      const w = readWords(locale)
      const lifted = lift(e, w)
      if (typeof lifted === 'string') return { ok: false, reason: lifted }
      const parsed = lifted.spec.schema.safeParse(lifted.event.payload)
      if (!parsed.success) return { ok: false, reason: w.payload(e.type, issueText(parsed.error.issues, w)) }
      return { ok: true, event: lifted.event === e ? e : lifted.event }
    },
    apply(state, e) {
      const spec = table[e.type]
      return spec ? spec.apply(state, e.payload, e) : state
    },
    check(state, e, locale) {
      const spec = table[e.type]
      const w = readWords(locale)
      if (!spec) return w.unknownType(e.type)
      const parsed = spec.schema.safeParse(e.payload)
      if (!parsed.success) return issueText(parsed.error.issues, w)
      return spec.check?.(state, parsed.data, locale)
    },
    describe(e, ctx) {
      const spec = table[e.type]
      return spec ? spec.describe(e.payload, ctx) : undefined
    },
    privateTo: (e) => table[e.type]?.private,
  }
}

/** The first schema problem in words: `units.0.strength: must be 1–8`. */
function issueText(issues: readonly SchemaIssue[], w: ReadWords): string {
  const first = issues[0]
  if (!first) return w.whole(w.notFit)
  const where = first.path.map(String).join('.')
  const text = issueWords(first, w)
  return where ? `${where}: ${text}` : w.whole(text)
}

function counted(n: number | bigint | undefined, origin: 'array' | 'string', w: ReadWords): string {
  return origin === 'array' ? w.entries(Number(n)) : w.characters(Number(n))
}

/** zod's own words ("Invalid input: expected number, received undefined") said the app's way. */
function issueWords(issue: SchemaIssue, w: ReadWords): string {
  const i = issue as SchemaIssue & {
    code?: string
    expected?: string
    values?: readonly unknown[]
    keys?: readonly string[]
    origin?: string
    minimum?: number | bigint
    maximum?: number | bigint
  }
  // A message the game wrote itself ('a note needs some text') is kept as it is.
  if (!/^(Invalid|Too small|Too big|Unrecognized)/.test(issue.message)) return issue.message
  switch (i.code) {
    case 'invalid_type':
      // zod keeps the input out of its issues; its message still says what it received.
      return /received undefined$/.test(issue.message)
        ? w.missing
        : w.mustBe(w.kinds[i.expected ?? ''] ?? String(i.expected))
    case 'invalid_value':
      return i.values && i.values.length > 0
        ? w.oneOf(i.values.map((v) => JSON.stringify(v)).join(', '))
        : issue.message
    case 'too_small':
      return i.origin === 'array' || i.origin === 'string'
        ? w.atLeastCount(String(i.minimum), counted(i.minimum, i.origin, w))
        : w.atLeast(String(i.minimum))
    case 'too_big':
      return i.origin === 'array' || i.origin === 'string'
        ? w.atMostCount(String(i.maximum), counted(i.maximum, i.origin, w))
        : w.atMost(String(i.maximum))
    case 'unrecognized_keys':
      return w.unknownFields((i.keys ?? []).join(', '))
    default:
      return issue.message
  }
}
