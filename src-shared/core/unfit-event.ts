// Why an imported event could not fold into the game as it stood, in words a player can act on.
// The fold records the error it met (game-log.ts), which may be the program's own ("Cannot read
// properties of undefined (reading 'rey')" for a card dealt to nobody's hand): that says nothing
// to a player, so the import names the player who is not in the game, or says what such an error
// usually means. A reason the game gives on purpose (an Error or RangeError it throws) is kept.
import type { FullState } from './game-log'
import type { LogEvent } from './game-record'
import type { Locale } from '../locale'
import { exportFormatWords } from './export-format-words'

/** Payload fields the games use for player ids (the first player, a trade's other player, …). */
const PLAYER_FIELDS = ['player', 'with', 'firstPlayer', 'attacker', 'defender', 'holders', 'tied'] as const

/** The first id a player field of the event's payload holds that is not one of `ids`. */
function strangerNamed(e: LogEvent, ids: ReadonlySet<string>): string | undefined {
  const payload = e.payload
  if (typeof payload !== 'object' || payload === null) return undefined
  const named = PLAYER_FIELDS.flatMap((k) => (payload as Record<string, unknown>)[k] ?? [])
  return named.find((id): id is string => typeof id === 'string' && !ids.has(id))
}

/**
 * The import's words for event `e` that `log.apply` left unreadable in `after`: the player it names
 * who is not in the game, else what a program error means, else the game's own reason in the
 * import's frame; undefined when it was not a misfit (it could not be read: the caller says the
 * recorded reason as it says its other problems).
 */
export function unfitWords(
  after: FullState,
  e: LogEvent,
  ids: ReadonlySet<string>,
  locale?: Locale,
): string | undefined {
  const w = exportFormatWords(locale)
  const stranger = strangerNamed(e, ids)
  if (stranger !== undefined) return w.stranger(e.seq, e.type, stranger)
  const why = after.misfits?.[e.seq]
  if (why === undefined) return undefined
  if (why === null) return w.unfit(e.seq, e.type)
  // The game's own reason, in the game's words (its engine throws in English).
  return w.check.at(e.seq, e.type, misfitWords(why, locale))
}

/**
 * An event the fold could not take where it stood (`FullState.misfits`), in `locale`: the game's own
 * reason in the frame "it does not fit the game at this point", or, for an error the program met,
 * what such an error usually means.
 */
export function misfitWords(why: string | null, locale?: Locale): string {
  const w = exportFormatWords(locale).check
  return why === null ? w.namesMissing : w.notHere(why)
}
