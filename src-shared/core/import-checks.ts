// What an imported log implies, checked before anything is written: the game row's players fit the
// game, the log starts with `game.started` for those players, every event names players of this game,
// every undo/redo takes back or re-applies what the app itself would have, every event folds into
// the game as it stood, and the whole log replays and reads aloud without a failure. A file that passes can be opened, shown and exported again.
import type { GameLog } from './game-log'
import type { GameManifest } from './game-module'
import type { GameRow, LogEvent, Player } from './game-record'
import { analyseLog, isMetaEvent, REDO, UNDO } from './log'
import { PLAY } from './play-log'
import { NOTE_MAX, PLAYER_NAME_MAX, SCORE_LIMIT, scoreInRange } from './entry-limits'
import { cleanName, nameKey } from './person-text'
import type { Locale } from '../locale'
import { misfitWords, unfitWords } from './unfit-event'
import { isProgramError } from './program-error'
import { exportFormatWords } from './export-format-words'

type CheckWords = ReturnType<typeof exportFormatWords>['check']

/** `events` are already read through the game's log (current names and payload versions). */
export function checkImportedGame(
  manifest: Pick<GameManifest, 'title' | 'players' | 'factions'>,
  log: GameLog,
  game: GameRow,
  events: readonly LogEvent[],
  /** The language of the problems (a game's own reason for an event it cannot take is in English). */
  locale?: Locale,
): string | undefined {
  const w = exportFormatWords(locale).check
  const title = cleanName(game.title)
  if (!title) return w.noTitle
  const players = checkPlayers(manifest, game.players, w)
  if (players) return `game.players: ${players}`
  const first = events[0]
  if (!first || first.type !== PLAY.started) return w.mustStart
  try {
    return checkEvents(log, game, events, locale, w) ?? checkReplay(log, game, events, w, locale)
  } catch (err) {
    // The last resort: the program's own words ("Cannot read properties of undefined") say nothing
    // to a player; a reason the game gives on purpose is kept.
    return isProgramError(err) ? w.cannotReplayProgram : w.cannotReplay((err as Error).message)
  }
}

function checkPlayers(
  manifest: Pick<GameManifest, 'title' | 'players' | 'factions'>,
  players: readonly Player[],
  w: CheckWords,
): string | undefined {
  const { min } = manifest.players
  const max = manifest.players.recordedMax ?? manifest.players.max
  if (players.length < min || players.length > max) {
    const range = min === max ? `${min}` : `${min}–${max}`
    return w.playerCount(manifest.title, range, players.length)
  }
  const ids = new Set<string>()
  const names = new Set<string>()
  for (const p of players) {
    if (ids.has(p.id)) return w.sharedId(p.id)
    ids.add(p.id)
    const name = cleanName(p.name)
    if (!name) return w.noName(p.id)
    if (name.length > PLAYER_NAME_MAX) return w.nameTooLong(PLAYER_NAME_MAX)
    if (names.has(nameKey(name))) return w.sameName(name)
    names.add(nameKey(name))
    const factions = manifest.factions
    if (p.faction !== undefined && factions && !factions.some((f) => f.id === p.faction))
      return w.faction(p.name || p.id, p.faction, manifest.title)
  }
  return undefined
}

function samePlayers(a: readonly Player[], b: readonly Player[]): boolean {
  return (
    a.length === b.length &&
    a.every((p, i) => p.id === b[i]?.id && p.name === b[i]?.name && p.faction === b[i]?.faction)
  )
}

/**
 * Players named by the shared events, and what the table log's forms would refuse (a score out of
 * range, a note too long); the game's own events are checked by their `check`.
 */
function namedPlayerProblem(e: LogEvent, ids: ReadonlySet<string>, w: CheckWords): string | undefined {
  const outOfRange = w.scoreRange(SCORE_LIMIT)
  if (e.type === PLAY.score) {
    const { player, score } = e.payload as { player: string; score: number }
    if (!ids.has(player)) return w.notPlayer(player)
    return scoreInRange(score) ? undefined : outOfRange
  }
  if (e.type === PLAY.finished) {
    const r = e.payload as { winners: string[]; scores: Record<string, number> }
    const stranger = [...r.winners, ...Object.keys(r.scores)].find((id) => !ids.has(id))
    if (stranger !== undefined) return w.resultStranger(stranger)
    return Object.values(r.scores).every(scoreInRange) ? undefined : outOfRange
  }
  if (e.type === PLAY.note || e.type === PLAY.noteEdited) {
    const { text } = e.payload as { text: string }
    return text.length > NOTE_MAX ? w.noteTooLong(NOTE_MAX) : undefined
  }
  return undefined
}

function metaProblem(e: LogEvent, w: CheckWords): string | undefined {
  const target = (e.payload as { target?: unknown } | null)?.target
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 1 || target >= e.seq) return w.target
  return undefined
}

function checkEvents(
  log: GameLog,
  game: GameRow,
  events: readonly LogEvent[],
  locale: Locale | undefined,
  w: CheckWords,
): string | undefined {
  const at = (e: LogEvent, problem: string): string => w.at(e.seq, e.type, problem)
  const ids = new Set(game.players.map((p) => p.id))
  // The state each event was entered against: the effective events before it, folded.
  let state = log.initial(game.players, game.options)
  for (const [i, e] of events.entries()) {
    if (e.type === PLAY.started) {
      if (i > 0) return at(e, w.startsOnce)
      if (!samePlayers((e.payload as { players: Player[] }).players, game.players)) return at(e, w.playersDiffer)
    }
    if (isMetaEvent(e)) {
      const problem = metaProblem(e, w)
      if (problem) return at(e, problem)
      const analysis = analyseLog(events.slice(0, i + 1))
      if (analysis.ignored.includes(e.seq)) {
        return at(e, w.notFollowed(e.type === UNDO ? 'undo' : 'redo'))
      }
      if (e.type === UNDO && analysis.undone.has(1)) return at(e, w.startUndone)
      state = log.initial(game.players, game.options)
      for (const x of analysis.effective) state = log.apply(state, x)
      continue
    }
    // The event's own `check` is not run: checks grow stricter as more rules are enforced, and a
    // game a player logged with an older version must still import. What an event cannot fold into
    // shows up as unreadable just below.
    const problem = namedPlayerProblem(e, ids, w)
    if (problem) return at(e, problem)
    state = log.apply(state, e)
    const unreadable = state.unreadable[e.seq]
    if (unreadable !== undefined) return unfitWords(state, e, ids, locale) ?? at(e, unreadable)
  }
  return undefined
}

/** The same replay and words the game screen uses: nothing may fail or be left unreadable. */
function checkReplay(
  log: GameLog,
  game: GameRow,
  events: readonly LogEvent[],
  w: CheckWords,
  locale: Locale | undefined,
): string | undefined {
  const replayed = log.replay(events, game.players, game.options)
  const bad = Object.keys(replayed.state.unreadable).map(Number)[0]
  if (bad !== undefined) {
    const e = events.find((x) => x.seq === bad)
    const misfit = replayed.state.misfits?.[bad]
    return w.at(
      bad,
      e?.type ?? '?',
      misfit !== undefined ? misfitWords(misfit, locale) : replayed.state.unreadable[bad]!,
    )
  }
  for (const e of replayed.events) {
    if (e.type === REDO || e.type === UNDO) continue
    log.describe(e, game.players)
  }
  log.engine.progress?.(replayed.state.game, replayed.state.play)
  log.engine.suggestedResult?.(replayed.state.game, replayed.state.play)
  return undefined
}
