// Unsaved entries (a score-sheet line, a tableau card) kept apart from the tabs that show them, so
// a tab switch (which unmounts the tab) or another player's save or undo never drops what was typed.
// Each draft remembers the saved value it started from: it is replaced by a fresh copy only when
// that player's own saved value changes (their Save, or an undo of it), never for someone else's.
import { reactive } from 'vue'

interface Kept {
  /** The saved value the draft started from, as JSON. */
  base: string
  draft: object
}

// Plain (not reactive): the views re-render on the saved values they read, and a draft that is
// handed out is itself reactive. Kept for this window's life, per game and per player.
const kept = new Map<string, Kept>()

/**
 * The draft for `key` (game, screen, player): the one kept while the saved value is still the one
 * it started from, otherwise a fresh copy of `saved`. Cheap and idempotent, so a view may call it
 * while rendering.
 */
export function draftFor<T extends object>(key: string, saved: T): T {
  const base = JSON.stringify(saved)
  const k = kept.get(key)
  if (k && k.base === base) return k.draft as T
  const draft = reactive(JSON.parse(base) as T) as T
  kept.set(key, { base, draft })
  return draft
}

/** Whether a draft differs from the saved value (what Save would change). */
export const unsaved = (draft: object | undefined, saved: object | undefined): boolean =>
  JSON.stringify(draft) !== JSON.stringify(saved)
