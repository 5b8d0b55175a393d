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

/** The longest text a typed field's draft keeps (a stored one longer is damaged, not used). */
const LONGEST_TYPED = 2000

/**
 * A draft's shape check for boxes of typed text: an object with exactly these fields, each a text
 * of at most 2,000 characters (useGameDraft's `fits`).
 */
export function textFields<K extends string>(keys: readonly K[]): (x: unknown) => x is Record<K, string> {
  return (x): x is Record<K, string> => {
    if (typeof x !== 'object' || x === null || Array.isArray(x) || Object.keys(x).length !== keys.length) return false
    const o = x as Record<string, unknown>
    return keys.every((k) => {
      const v = o[k]
      return typeof v === 'string' && v.length <= LONGEST_TYPED
    })
  }
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= LONGEST_TYPED

/** A draft's shape check for texts kept by key (a count typed per group): an object whose every value is a text. */
export function textRecord(x: unknown): x is Record<string, string> {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && Object.values(x).every(isText)
}

/** A draft's shape check for a list of texts (one pick per row), of `length` texts when given. */
export function textList(x: unknown, length?: number): x is string[] {
  return Array.isArray(x) && (length === undefined || x.length === length) && x.every(isText)
}
