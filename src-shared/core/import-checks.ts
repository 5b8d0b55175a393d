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
import { unfitWords } from './unfit-event'

/** `events` are already read through the game's log (current names and payload versions). */
export function checkImportedGame(
  manifest: Pick<GameManifest, 'title' | 'players' | 'factions'>,
  log: GameLog,
  game: GameRow,
  events: readonly LogEvent[],
  /** The language of the problems that have words in both (the others are in English). */
  locale?: Locale,
): string | undefined {
  const title = cleanName(game.title)
  if (!title) return 'game.title: the game has no title'
  const players = checkPlayers(manifest, game.players)
  if (players) return `game.players: ${players}`
  const first = events[0]
  if (!first || first.type !== PLAY.started) return 'the log must start with “game.started” (event #1)'
  try {
    return checkEvents(log, game, events, locale) ?? checkReplay(log, game, events)
  } catch (err) {
    return `the log cannot be replayed (${(err as Error).message})`
  }
}

function checkPlayers(
  manifest: Pick<GameManifest, 'title' | 'players' | 'factions'>,
  players: readonly Player[],
): string | undefined {
  const { min } = manifest.players
  const max = manifest.players.recordedMax ?? manifest.players.max
  if (players.length < min || players.length > max) {
    const range = min === max ? `${min}` : `${min}–${max}`
    return `${manifest.title} games have ${range} players, this file has ${players.length}`
  }
  const ids = new Set<string>()
  const names = new Set<string>()
  for (const p of players) {
    if (ids.has(p.id)) return `two players share the id “${p.id}”`
    ids.add(p.id)
    const name = cleanName(p.name)
    if (!name) return `player “${p.id}” has no name`
    if (name.length > PLAYER_NAME_MAX) return `a player’s name has at most ${PLAYER_NAME_MAX} characters`
    if (names.has(nameKey(name))) return `two players are both called “${name}”`
    names.add(nameKey(name))
    const factions = manifest.factions
    if (p.faction !== undefined && factions && !factions.some((f) => f.id === p.faction))
      return `${p.name || p.id}’s faction “${p.faction}” is not one of ${manifest.title}’s`
  }
  return undefined
}

function samePlayers(a: readonly Player[], b: readonly Player[]): boolean {
  return (
    a.length === b.length &&
    a.every((p, i) => p.id === b[i]?.id && p.name === b[i]?.name && p.faction === b[i]?.faction)
  )
}

const at = (e: LogEvent, problem: string): string => `event #${e.seq} “${e.type}”: ${problem}`

const outOfRange = `a score is a whole number from -${SCORE_LIMIT} to ${SCORE_LIMIT}`

/**
 * Players named by the shared events, and what the table log's forms would refuse (a score out of
 * range, a note too long); the game's own events are checked by their `check`.
 */
function namedPlayerProblem(e: LogEvent, ids: ReadonlySet<string>): string | undefined {
  if (e.type === PLAY.score) {
    const { player, score } = e.payload as { player: string; score: number }
    if (!ids.has(player)) return `“${player}” is not a player of this game`
    return scoreInRange(score) ? undefined : outOfRange
  }
  if (e.type === PLAY.finished) {
    const r = e.payload as { winners: string[]; scores: Record<string, number> }
    const stranger = [...r.winners, ...Object.keys(r.scores)].find((id) => !ids.has(id))
    if (stranger !== undefined) return `the result names “${stranger}”, who is not a player of this game`
    return Object.values(r.scores).every(scoreInRange) ? undefined : outOfRange
  }
  if (e.type === PLAY.note || e.type === PLAY.noteEdited) {
    const { text } = e.payload as { text: string }
    return text.length > NOTE_MAX ? `a note has at most ${NOTE_MAX} characters` : undefined
  }
  return undefined
}

function metaProblem(e: LogEvent): string | undefined {
  const target = (e.payload as { target?: unknown } | null)?.target
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 1 || target >= e.seq)
    return 'target must be the number of an earlier event'
  return undefined
}

function checkEvents(
  log: GameLog,
  game: GameRow,
  events: readonly LogEvent[],
  locale: Locale | undefined,
): string | undefined {
  const ids = new Set(game.players.map((p) => p.id))
  // The state each event was entered against: the effective events before it, folded.
  let state = log.initial(game.players, game.options)
  for (const [i, e] of events.entries()) {
    if (e.type === PLAY.started) {
      if (i > 0) return at(e, 'a game starts only once, at event #1')
      if (!samePlayers((e.payload as { players: Player[] }).players, game.players))
        return at(e, 'its players differ from the game’s players')
    }
    if (isMetaEvent(e)) {
      const problem = metaProblem(e)
      if (problem) return at(e, problem)
      const analysis = analyseLog(events.slice(0, i + 1))
      if (analysis.ignored.includes(e.seq)) {
        const verb = e.type === UNDO ? 'undo' : 'redo'
        return at(e, `it does not ${verb} the event the app would have (a ${verb} must follow the log)`)
      }
      if (e.type === UNDO && analysis.undone.has(1)) return at(e, 'the start of the game cannot be undone')
      state = log.initial(game.players, game.options)
      for (const x of analysis.effective) state = log.apply(state, x)
      continue
    }
    // The event's own `check` is not run: checks grow stricter as more rules are enforced, and a
    // game a player logged with an older version must still import. What an event cannot fold into
    // shows up as unreadable just below.
    const problem = namedPlayerProblem(e, ids)
    if (problem) return at(e, problem)
    const before = state
    state = log.apply(state, e)
    const unreadable = state.unreadable[e.seq]
    if (unreadable !== undefined) return unfitWords(log, before, e, ids, locale) ?? at(e, unreadable)
  }
  return undefined
}

/** The same replay and words the game screen uses: nothing may fail or be left unreadable. */
function checkReplay(log: GameLog, game: GameRow, events: readonly LogEvent[]): string | undefined {
  const replayed = log.replay(events, game.players, game.options)
  const bad = Object.keys(replayed.state.unreadable).map(Number)[0]
  if (bad !== undefined) {
    const e = events.find((x) => x.seq === bad)
    return `event #${bad} “${e?.type ?? '?'}”: ${replayed.state.unreadable[bad]}`
  }
  for (const e of replayed.events) {
    if (e.type === REDO || e.type === UNDO) continue
    log.describe(e, game.players)
  }
  log.engine.progress?.(replayed.state.game, replayed.state.play)
  log.engine.suggestedResult?.(replayed.state.game, replayed.state.play)
  return undefined
}
