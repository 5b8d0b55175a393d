// What a screen has typed or ticked for one game and not saved yet, kept in localStorage so a tab
// switch (which unmounts the screen), a reload or the app closed brings it back. The key holds the
// game's id as one dot-separated part, so the draft goes with its game (db/game-side-data.ts).
//
// A draft belongs to the step as it was saved when it was typed (`basis`): once that changes (the
// step saved here or in another window, an undo), the draft goes and the fields start again from
// `fresh()`. A Save run through `whileSaving` keeps the draft, on screen and stored, until its write
// has landed: a refused or failed write leaves it to be saved again. A draft equal to `fresh()` is
// not stored (and follows it when it changes); a stored one that is damaged, of another shape or
// typed against another basis is not used (and goes), never an error. Storage refused or full: the
// draft lives on screen only.
import { ref, watch, type Ref } from 'vue'
import { forgetStored, keepStored, localDrafts, readStored } from './stored-draft'

export interface GameDraftOptions<T> {
  /** The localStorage key, with the game's id as one dot-separated part. */
  key: string
  /** The fields with nothing typed. */
  fresh: () => T
  /** Whether a stored value has the shape the screen shows. */
  fits: (x: unknown) => x is T
  /** What the draft was typed against (the step as saved): when it changes, the draft goes. */
  basis: () => unknown
}

export interface GameDraft<T> {
  draft: Ref<T>
  /** Runs a Save of the draft (true once its write has landed); the draft goes only once it has. */
  whileSaving(write: () => Promise<boolean>): Promise<boolean>
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

export function useGameDraft<T>(o: GameDraftOptions<T>): GameDraft<T> {
  const basisNow = (): string => JSON.stringify(o.basis() ?? null)
  let basis = basisNow()
  let saving = false

  const storage = localDrafts()
  function stored(): T | undefined {
    const x = readStored(storage, o.key)
    if (typeof x === 'object' && x !== null && 'basis' in x && 'draft' in x && x.basis === basis && o.fits(x.draft))
      return x.draft
    // none, damaged, of another shape, or typed against another basis
    forgetStored(storage, o.key)
    return undefined
  }
  const draft = ref(stored() ?? o.fresh()) as Ref<T>

  function store(): void {
    if (same(draft.value, o.fresh())) forgetStored(storage, o.key)
    else keepStored(storage, o.key, { basis, draft: draft.value })
  }
  watch(draft, store, { deep: true, flush: 'sync' })
  watch(basisNow, (now) => {
    if (saving || now === basis) return
    basis = now
    draft.value = o.fresh()
    forgetStored(storage, o.key)
  })

  // Nothing typed while `fresh()` changes (the settings it reads have loaded, or changed in another
  // window): the fields follow it. Typed before it changed to what is typed (the settings loaded a
  // moment after the player typed their values back): nothing is left to keep.
  watch(
    () => JSON.stringify(o.fresh()),
    (now, before) => {
      const typed = JSON.stringify(draft.value)
      if (typed === before) draft.value = JSON.parse(now) as T
      else if (typed === now) forgetStored(storage, o.key)
    },
  )

  async function whileSaving(write: () => Promise<boolean>): Promise<boolean> {
    saving = true
    let landed = false
    try {
      landed = await write()
      return landed
    } finally {
      saving = false
      basis = basisNow()
      if (landed) draft.value = o.fresh()
      store()
    }
  }
  return { draft, whileSaving }
}
