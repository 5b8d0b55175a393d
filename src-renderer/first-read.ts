// main.ts imports this first, so it runs before Vue and the rest of the app are evaluated: the read
// of Home's games (db/games-at-start.ts) is under way in IndexedDB, in the browser's own process,
// while they are. Only when the app starts on Home; any other screen reads what it needs itself.
// When Home's list was kept at the library's last change (db/home-list.ts), the first screen is
// drawn from it and the read only confirms it: it is then asked once that screen is painted
// (first-paint.ts; asking costs the main thread about a millisecond).
import { readGamesAtStart } from './db/games-at-start'
import { readHomeList } from './db/home-list'
import { firstScreenPainted } from './first-paint'

// The start chunk's first line that runs (the modules before it only declare): the perf spec times
// the script's way from its response to here, where a start that lost Chromium's code cache shows.
performance.mark('holotable:evaluating')

/** Whether this start shows Home first (its list can be drawn without the library). */
export const startsAtHome = /^#?\/?$/.test(globalThis.location?.hash ?? '')

// The perf spec breaks the first screen's time down with these marks (a mark costs microseconds).
function timedRead(): ReturnType<typeof readGamesAtStart> {
  performance.mark('holotable:read-asked')
  const read = readGamesAtStart()
  read.then(
    () => performance.mark('holotable:read-answered'),
    () => undefined, // the app's own await reports a failed read
  )
  return read
}

/**
 * Home's list as the library last had it (db/home-list.ts), drawn at once while the read below
 * confirms it, or null (none kept, or not starting on Home).
 */
export const gamesShownAtStart = startsAtHome ? keptList() : null

/** Home's games as read at start, or null (not read: the repository answers instead). */
export const gamesAtStart = !startsAtHome
  ? Promise.resolve(null)
  : gamesShownAtStart === null
    ? timedRead()
    : firstScreenPainted.then(timedRead)

function keptList(): ReturnType<typeof readHomeList> {
  try {
    return readHomeList(localStorage)
  } catch {
    return null // storage unavailable
  }
}
