// One game's log read through its declarations: the shared kinds (play-events.ts), the game's own
// events (its engine), and undo/redo. Every stored event is read (renamed, upgraded, schema-checked)
// before it is applied; one that cannot be read is recorded as unreadable and the rest replays, so a
// damaged or newer log never crashes a screen.
import { isMetaEvent, type LogAnalysis } from './log'
import { GameHistory } from './game-history'
import type { DescribeContext, ReadEvent } from './events'
import type { GameEngine } from './game-module'
import type { LogEvent, NewEvent, Player } from './game-record'
import type { Locale } from '../locale'
import { playEvents } from './play-events'
import { playEventWords } from './play-event-words'
import { initialPlayLog, PLAY, type PlayLogState, type PlayPayloads } from './play-log'
import { readWords } from './read-words'
import { isProgramError } from './program-error'

export interface FullState<S = unknown> {
  play: PlayLogState
  game: S
  /** seq → why that event could not be read; it is shown as unreadable and changes nothing. */
  unreadable: Readonly<Record<number, string>>
  /**
   * seq → of the unreadable events, those that were read but did not fit the state they met: the
   * game's own reason, or null for an error the program met (misfitWords says either in a language).
   */
  misfits?: Readonly<Record<number, string | null>>
}

export interface Replayed<S> {
  /** Every event as read (current names and payload versions; unreadable ones as stored). */
  events: LogEvent[]
  analysis: LogAnalysis
  state: FullState<S>
}

export interface GameLog<S = unknown> {
  readonly engine: GameEngine<S>
  /** Reads a stored event as the replay does; why it cannot be read is said in `locale`. */
  read(e: LogEvent, locale?: Locale): ReadEvent
  initial(players: readonly Player[], options: Record<string, unknown>): FullState<S>
  /** Folds one event that was already read (or marks it unreadable). */
  apply(state: FullState<S>, e: LogEvent): FullState<S>
  /** Why this new event cannot be appended now, or undefined. */
  check(state: FullState<S>, e: NewEvent, locale?: Locale): string | undefined
  /** The timeline's words for one event, in the given interface language (default English). */
  describe(e: LogEvent, players: readonly Player[], locale?: Locale): string
  privateTo(e: LogEvent): string | undefined
  /** Reads every stored event, analyses undo/redo once and folds the effective events. */
  replay(stored: readonly LogEvent[], players: readonly Player[], options: Record<string, unknown>): Replayed<S>
  /** The same, kept open: later events are added one at a time (see game-history.ts). */
  history(
    stored: readonly LogEvent[],
    players: readonly Player[],
    options: Record<string, unknown>,
  ): GameHistory<FullState<S>>
}

export function createGameLog<S>(engine: GameEngine<S>): GameLog<S> {
  const games = engine.events
  const sharedFormerly = new Map((engine.sharedFormerly ?? []).map((f) => [f.type, f]))

  function read(e: LogEvent, locale?: Locale): ReadEvent {
    if (isMetaEvent(e)) return { ok: true, event: e }
    if (playEvents.has(e.type)) return playEvents.read(e, locale)
    const former = sharedFormerly.get(e.type)
    if (former) {
      if (e.v !== 1) return { ok: false, reason: readWords(locale).oldShared(e.type, e.v) }
      return playEvents.read(
        { ...e, type: former.becomes, v: 1, payload: former.payload ? former.payload(e.payload) : e.payload },
        locale,
      )
    }
    return games.read(e, locale)
  }

  function react(state: FullState<S>, e: LogEvent, play: PlayLogState): S {
    const type = e.type as keyof PlayPayloads
    const reactions = engine.reactions as
      Record<string, ((s: S, p: unknown, players: readonly Player[]) => S) | undefined> | undefined
    const reaction = reactions?.[type]
    if (reaction) return reaction.call(engine.reactions, state.game, e.payload, play.players)
    if (type === PLAY.started || type === PLAY.options) return engine.initialState(play.players, play.options)
    return state.game
  }

  function applyRead(state: FullState<S>, e: LogEvent): FullState<S> {
    if (isMetaEvent(e)) return state
    if (playEvents.has(e.type)) {
      const play = playEvents.apply(state.play, e)
      const game = react(state, e, play)
      return play === state.play && game === state.game ? state : { ...state, play, game }
    }
    const game = games.apply(state.game, e)
    return game === state.game ? state : { ...state, game }
  }

  function markMisfit(state: FullState<S>, e: LogEvent, err: unknown): FullState<S> {
    const why = isProgramError(err) ? null : (err as Error).message
    // The English words stay for whatever reads `unreadable` alone (a log, an export check).
    const reason = `“${e.type}” does not fit the game at this point (${String((err as Error)?.message ?? err)})`
    return {
      ...state,
      unreadable: { ...state.unreadable, [e.seq]: reason },
      misfits: { ...state.misfits, [e.seq]: why },
    }
  }

  function apply(state: FullState<S>, e: LogEvent): FullState<S> {
    const reason = state.unreadable[e.seq]
    if (reason !== undefined) return state
    try {
      return applyRead(state, e)
    } catch (err) {
      // A payload that fits its schema but not this game's state (a hand-edited log): skip it.
      return markMisfit(state, e, err)
    }
  }

  function ctx(players: readonly Player[], locale?: Locale): DescribeContext {
    return {
      players,
      locale,
      listTitle: engine.listTitle ? (list) => engine.listTitle?.(list, locale) : undefined,
      stepTitle: engine.stepTitle ? (list, step) => engine.stepTitle?.(list, step, players, locale) : undefined,
      optionsText: engine.optionsText ? (options) => engine.optionsText?.(options, locale) : undefined,
      resultReason: engine.resultReason ? (reason) => engine.resultReason?.(reason, locale) : undefined,
    }
  }

  return {
    engine,
    read,
    initial: (players, options) => ({
      play: initialPlayLog([...players], options),
      game: engine.initialState(players, options),
      unreadable: {},
    }),
    apply,
    check(state, e, locale) {
      // After *Finish game* the game stands as finished: its moves, like its scores and notes, wait
      // until the finish is undone.
      const finished = state.play.result ? playEventWords(locale).refusal.finishedPlay : undefined
      if (playEvents.has(e.type)) {
        const refused = playEvents.check(state.play, e, locale)
        if (!refused && e.type === PLAY.finished)
          return engine.sharedChecks?.['game.finished']?.(
            state.game,
            e.payload as PlayPayloads['game.finished'],
            state.play.players,
            locale,
          )
        if (refused || e.type !== 'checklist.ticked') return refused
        if (finished) return finished
        return engine.sharedChecks?.['checklist.ticked']?.(
          state.game,
          e.payload as PlayPayloads['checklist.ticked'],
          locale,
        )
      }
      return finished ?? games.check(state.game, e, locale)
    },
    describe(e, players, locale) {
      if (playEvents.has(e.type)) return playEvents.describe(e, ctx(players, locale)) ?? e.type
      return games.describe(e, ctx(players, locale)) ?? `Unreadable event “${e.type}”`
    },
    privateTo: (e) => games.privateTo(e),
    replay(stored, players, options) {
      const h = this.history(stored, players, options)
      const a = h.analysis()
      return {
        events: [...h.events],
        analysis: {
          ...a,
          effective: [...a.effective],
          undone: new Set([...a.undone].sort((x, y) => x - y)),
          ignored: [...a.ignored],
        },
        state: h.state,
      }
    },
    history(stored, players, options) {
      const h = new GameHistory({ read, apply }, this.initial(players, options))
      for (const e of stored) h.add(e)
      return h
    },
  }
}
