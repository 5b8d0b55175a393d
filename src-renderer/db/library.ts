// The library's code (Dexie and the repository) is a chunk of its own: the first screen's script
// stays small, and it loads once the first screen is drawn (main.ts sets that up with
// `loadLibraryAfter`), so its loading and opening do not compete with the first screen. Start-up code
// reaches the library through here; screens that load later import '../db' directly.
import type { Repository } from './repository'

type LibraryCode = typeof import('./index')

let loading: Promise<LibraryCode> | undefined
let after: Promise<unknown> = Promise.resolve()

/** The library's code loads only once `first` has settled (whatever its outcome). */
export function loadLibraryAfter(first: Promise<unknown>): void {
  after = first.catch(() => undefined)
}

/** The library's code, loaded on first call (once). */
export function libraryCode(): Promise<LibraryCode> {
  loading ??= after.then(() => import('./index'))
  return loading
}

/** The app's repository, once its code has loaded. */
export async function repository(): Promise<Repository> {
  return (await libraryCode()).holotableRepository()
}
