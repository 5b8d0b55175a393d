// A setting the first paint needs (the language, the theme) is stored with the other settings in
// IndexedDB, which is read once the first screen is drawn; a copy in localStorage lets the first
// paint already use it. The stored setting wins once read, and refreshes the copy. A storage that
// refuses (private mode, a full disk) is ignored: the stored setting still applies once read.

/** The start-up copy of one setting. */
export interface StartCopy<T extends string> {
  /** The copy, when there is one and it holds a value the setting can take. */
  read(): T | undefined
  /** Keeps `value` as the copy. */
  keep(value: T): void
}

/** The start-up copy kept under `key`; `valid` says which values the setting can take. */
export function startCopy<T extends string>(key: string, valid: (value: unknown) => value is T): StartCopy<T> {
  return {
    read() {
      try {
        const value = globalThis.localStorage?.getItem(key)
        return valid(value) ? value : undefined
      } catch {
        return undefined
      }
    },
    keep(value) {
      try {
        globalThis.localStorage?.setItem(key, value)
      } catch {
        // refused: see above
      }
    },
  }
}
