// Why an imported event could not fold into the game as it stood, in words a player can act on.
// The fold records the error it met (game-log.ts), which may be the program's own ("Cannot read
// properties of undefined (reading 'rey')" for a card dealt to nobody's hand): that says nothing
// to a player, so the import names the player who is not in the game, or says what such an error
// usually means. A reason the game gives on purpose (an Error or RangeError it throws) is kept.
import type { FullState, GameLog } from './game-log'
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

/** JavaScript's own RangeErrors ("Invalid array length"); the app's own say what is wrong. */
const ENGINE_RANGE = /^(Invalid |Maximum call stack)|argument must be/
const PROGRAM_ERRORS = [TypeError, ReferenceError, SyntaxError, EvalError, URIError]

/** Whether an error was raised by the program itself rather than thrown by the app with a reason. */
function isProgramError(err: unknown): boolean {
  if (!(err instanceof Error)) return true
  if (err instanceof RangeError) return ENGINE_RANGE.test(err.message)
  return PROGRAM_ERRORS.some((kind) => err instanceof kind)
}

/** The error a game event meets when folded into `before` again (folds are pure), if any. */
function foldError<S>(log: GameLog<S>, before: FullState<S>, e: LogEvent): unknown {
  if (!log.engine.events.has(e.type)) return undefined
  try {
    log.engine.events.apply(before.game, e)
  } catch (err) {
    return err
  }
  return undefined
}

/**
 * The import's words for event `e` that `log.apply` left unreadable (`recorded`, its reason): the
 * player it names who is not in the game, else what a program error means, else the game's own
 * reason in the import's frame; undefined when folding it again meets no error (the caller then says
 * `recorded` as it says its other problems).
 */
export function unfitWords<S>(
  log: GameLog<S>,
  before: FullState<S>,
  e: LogEvent,
  ids: ReadonlySet<string>,
  locale?: Locale,
): string | undefined {
  const w = exportFormatWords(locale)
  const stranger = strangerNamed(e, ids)
  if (stranger !== undefined) return w.stranger(e.seq, e.type, stranger)
  const err = foldError(log, before, e)
  if (err === undefined) return undefined
  if (isProgramError(err)) return w.unfit(e.seq, e.type)
  // The game's own reason, in the game's words (its engine throws in English).
  return w.check.at(e.seq, e.type, w.check.notHere((err as Error).message))
}
