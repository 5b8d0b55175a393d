// Reading and writing a screen's draft in localStorage, the shared part of every game's drafts
// (useGameDraft, Angriff's fight and seats). Storage may be missing, refused (private mode), full or
// hold something damaged: a draft then is simply not read or not kept, never an error.

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** `localStorage`, or null where there is none or it is refused. */
export function localDrafts(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** What is kept at `key`, parsed; undefined when nothing is, or it is not JSON, or storage fails. */
export function readStored(storage: DraftStorage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key) ?? null
    return raw === null ? undefined : (JSON.parse(raw) as unknown)
  } catch {
    return undefined
  }
}

/** Keeps `value` at `key`; a full or refused storage only loses it. */
export function keepStored(storage: DraftStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // kept on screen only
  }
}

/** Forgets what is kept at `key`. */
export function forgetStored(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(key)
  } catch {
    // nothing kept, nothing to forget
  }
}
