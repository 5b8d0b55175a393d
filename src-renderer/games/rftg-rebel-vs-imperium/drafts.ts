// Unsaved entries (a score-sheet line, a tableau card) kept apart from the tabs that show them, so
// a tab switch (which unmounts the tab) or another player's save or undo never drops what was typed.
// Each draft remembers the saved value it started from: it is replaced by a fresh copy only when
// that player's own saved value changes (their Save, or an undo of it), never for someone else's.
// A draft that differs from its saved value is also kept in localStorage, so a reload (or closing
// the app) keeps it; it goes once it is saved or typed back, and with its game (game-side-data.ts).
// While a Save is being written (`whileSaving`) the draft stays as typed, on screen and stored, even
// though the screen already shows the saved value (or takes it back on a storage fault): it goes
// only once the write has landed, so a failed save, or a page left before its write lands, keeps it.
import { effectScope, reactive, watch, type WatchStopHandle } from 'vue'

interface Kept {
  /** The saved value the draft started from, as JSON. */
  base: string
  draft: object
  stop: WatchStopHandle
  /** A Save of it is being written: kept as it is whatever the saved value shows meanwhile. */
  saving?: boolean
  /** That Save landed: the draft goes on to start from the saved value now shown. */
  landed?: boolean
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

type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function storage(): KeptStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
// Storage may be full or refused (private mode, a fault): the draft then lives only in memory.
function put(key: string, base: string, draft: object): void {
  try {
    const s = storage()
    if (JSON.stringify(draft) === base) s?.removeItem(key)
    else s?.setItem(key, JSON.stringify({ base, draft }))
  } catch {
    // kept in memory only
  }
}
function drop(key: string): void {
  try {
    storage()?.removeItem(key)
  } catch {
    // nothing to drop
  }
}

/** The draft stored for `key` if it started from `base` and `fits` it; otherwise none (and it goes). */
function stored<T extends object>(key: string, base: string, fits: (x: unknown) => x is T): T | undefined {
  let raw: string | null
  try {
    raw = storage()?.getItem(key) ?? null
  } catch {
    return undefined
  }
  if (raw === null) return undefined
  try {
    const x = JSON.parse(raw) as unknown
    if (typeof x === 'object' && x !== null && 'base' in x && 'draft' in x && x.base === base && fits(x.draft))
      return x.draft
  } catch {
    // not JSON: a damaged entry
  }
  // Damaged, of another shape, or from a saved value that has changed since: not used.
  drop(key)
  return undefined
}

/**
 * The draft for `key` (from `draftStorageKey`): the one kept while the saved value is still the one
 * it started from (in this window, or stored before a reload, if `fits` accepts it), otherwise a
 * fresh copy of `saved`. Cheap and idempotent, so a view may call it while rendering.
 */
export function draftFor<T extends object>(key: string, saved: T, fits: (x: unknown) => x is T): T {
  const base = JSON.stringify(saved)
  const k = kept.get(key)
  if (k && (k.base === base || k.saving)) return k.draft as T
  if (k?.landed) {
    // Its Save was written: what is typed now counts from the value saved (gone if equal).
    k.landed = false
    k.base = base
    put(key, base, k.draft)
    return k.draft as T
  }
  k?.stop()
  const old = k ? undefined : stored(key, base, fits)
  if (k) drop(key)
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
    k.landed = landed
    if (landed && JSON.stringify(k.draft) === written) {
      // Nothing typed meanwhile: what was written is the saved value now, and its stored copy goes at
      // once (not at the view's next read, which may not come before the window closes).
      k.base = written
      k.landed = false
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
