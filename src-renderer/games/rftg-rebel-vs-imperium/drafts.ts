// Unsaved entries (a score-sheet line, a tableau card) kept apart from the tabs that show them, so
// a tab switch (which unmounts the tab) or another player's save or undo never drops what was typed.
// Each draft remembers the saved value it started from. When that player's saved value changes
// under it (their undo, a New Settle phase clearing "placed this Settle", a takeover moving a world),
// what was typed stays and only the untouched fields take the log's new value (`mergeTyped`).
// A draft that differs from its saved value is also kept in localStorage, so a reload (or closing
// the app) keeps it; it goes once it is saved or typed back, and with its game (game-side-data.ts).
// While a Save is being written (`whileSaving`) the draft stays as typed, on screen and stored, even
// though the screen already shows the saved value (or takes it back on a storage fault): it goes
// only once the write has landed, so a failed save, or a page left before its write lands, keeps it.
import { effectScope, reactive, watch, type WatchStopHandle } from 'vue'
import { forgetStored, keepStored, localDrafts, readStored } from '../../composables/stored-draft'

interface Kept {
  /** The saved value the draft started from, as JSON. */
  base: string
  draft: object
  stop: WatchStopHandle
  /** A Save of it is being written: kept as it is whatever the saved value shows meanwhile. */
  saving?: boolean
}

/** The keys whose Save is being written (reactive: a view disables its Save meanwhile). */
const savingKeys = reactive(new Set<string>())

/** Where a draft for `game`, `screen` ('score', 'tableau') and `player` is kept across a reload. */
export const draftStorageKey = (game: string, screen: string, player: string): string =>
  `holotable.rftg.draft.${game}.${screen}.${player}`

// Plain (not reactive): the views re-render on the saved values they read, and a draft that is
// handed out is itself reactive. Kept for this window's life, per game and per player.
const kept = new Map<string, Kept>()
// The watches that store the drafts belong to no tab: a tab closing must not stop them.
const scope = effectScope(true)

// Storage may be full or refused (private mode, a fault): the draft then lives only in memory.
function put(key: string, base: string, draft: object): void {
  if (JSON.stringify(draft) === base) forgetStored(localDrafts(), key)
  else keepStored(localDrafts(), key, { base, draft })
}

/** The draft stored for `key` if it started from `base` and `fits` it; otherwise none (and it goes). */
function stored<T extends object>(key: string, base: string, fits: (x: unknown) => x is T): T | undefined {
  const x = readStored(localDrafts(), key)
  if (typeof x === 'object' && x !== null && 'base' in x && 'draft' in x && x.base === base && fits(x.draft))
    return x.draft
  // None, damaged, of another shape, or from a saved value that has changed since: not used.
  forgetStored(localDrafts(), key)
  return undefined
}

/**
 * A draft carried over to a saved value that changed under it: each field typed (differing from the
 * value the draft started from) keeps what was typed; every other field takes the new saved value.
 */
export function mergeTyped<T extends object>(started: T, draft: T, saved: T): T {
  const out: Record<string, unknown> = { ...(saved as Record<string, unknown>) }
  const from = started as Record<string, unknown>
  for (const [field, value] of Object.entries(draft as Record<string, unknown>))
    if (JSON.stringify(value) !== JSON.stringify(from[field])) out[field] = value
  return JSON.parse(JSON.stringify(out)) as T
}

/**
 * The draft for `key` (from `draftStorageKey`): the one kept while the saved value is still the one
 * it started from (in this window, or stored before a reload, if `fits` accepts it); when the saved
 * value changed in this window, what was typed carried over to it (`mergeTyped`); otherwise a fresh
 * copy of `saved`. Cheap and idempotent, so a view may call it while rendering.
 */
export function draftFor<T extends object>(key: string, saved: T, fits: (x: unknown) => x is T): T {
  const base = JSON.stringify(saved)
  const k = kept.get(key)
  if (k && (k.base === base || k.saving)) return k.draft as T
  k?.stop()
  const old = k ? mergeTyped(JSON.parse(k.base) as T, k.draft as T, saved) : stored(key, base, fits)
  if (k) put(key, base, old!)
  const draft = reactive(old ?? (JSON.parse(base) as T)) as T
  const entry: Kept = { base, draft, stop: () => undefined }
  entry.stop = scope.run(() => watch(draft, () => put(key, entry.base, draft), { deep: true, flush: 'sync' }))!
  kept.set(key, entry)
  return draft
}

/**
 * Runs `write` (a Save of the draft for `key`; true once its write has landed) keeping the draft as
 * typed, on screen and in storage, until it has: a refused or failed write, or one taken back,
 * leaves it to be saved again. Returns what `write` did.
 */
export async function whileSaving(key: string, write: () => Promise<boolean>): Promise<boolean> {
  const k = kept.get(key)
  if (!k) return write()
  k.saving = true
  savingKeys.add(key)
  const written = JSON.stringify(k.draft)
  let landed = false
  try {
    landed = await write()
    return landed
  } finally {
    k.saving = false
    if (landed) {
      // What was written is this player's saved value now: the draft counts from it (anything typed
      // meanwhile stays typed, even if a later change, a New Settle phase, lands before the view
      // reads it again), and with nothing typed its stored copy goes at once (not at the view's next
      // read, which may not come before the window closes).
      k.base = written
      put(key, k.base, k.draft)
    }
    savingKeys.delete(key)
  }
}

/** Whether a Save of the draft for `key` is being written. */
export const isSaving = (key: string): boolean => savingKeys.has(key)

/** Whether a draft differs from the saved value (what Save would change). */
export const unsaved = (draft: object | undefined, saved: object | undefined): boolean =>
  JSON.stringify(draft) !== JSON.stringify(saved)
