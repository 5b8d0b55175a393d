import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { holotableRepository } from '../db'
import type { GameResult, GameRow, LogEvent, NewEvent } from '../../src-shared/core/game-record'
import { analyseLog, extendAnalysis, isMetaEvent, REDO, UNDO, type LogAnalysis } from '../../src-shared/core/log'
import type { FullState, GameLog } from '../../src-shared/core/game-log'
import { PLAY } from '../../src-shared/core/play-log'
import { GAMES, gameManifest } from '../../src-shared/games/registry'

// The open game: its row, its log (as read through the game's declarations) and the state they
// fold into. A new event is checked against the state, written, then applied to the state it was
// checked against; only undo and redo fold the log again.
export const useSession = defineStore('session', () => {
  const game = ref<GameRow | null>(null)
  const gameLog = shallowRef<GameLog | null>(null)
  const events = shallowRef<LogEvent[]>([])
  const analysis = shallowRef<LogAnalysis>(analyseLog([]))
  const state = shallowRef<FullState | undefined>(undefined)
  const error = ref<string | null>(null)
  const busy = ref(false)

  const module = computed(() => (game.value ? gameManifest(game.value.module) : undefined))
  const canUndo = computed(
    () => analysis.value.undoTarget !== undefined && analysis.value.undoTarget.type !== PLAY.started,
  )
  const canRedo = computed(() => analysis.value.redoTarget !== undefined)
  const finished = computed(() => state.value?.play.result !== undefined)
  const progress = computed(() => {
    const s = state.value
    return s && gameLog.value?.engine.progress ? gameLog.value.engine.progress(s.game, s.play) : undefined
  })

  function reset(): void {
    game.value = null
    gameLog.value = null
    events.value = []
    analysis.value = analyseLog([])
    state.value = undefined
  }

  async function open(id: string): Promise<boolean> {
    error.value = null
    const row = await holotableRepository().getGame(id)
    if (!row) {
      reset()
      error.value = 'This game is not in your library any more. It may have been deleted or replaced by an import.'
      return false
    }
    let log: GameLog
    try {
      log = await GAMES.log(row.module)
    } catch (err) {
      reset()
      error.value = `This game cannot be opened: ${(err as Error).message} Reload the app (Ctrl+R) and try again.`
      return false
    }
    const replayed = log.replay(await holotableRepository().listEvents(id), row.players, row.options)
    game.value = row
    gameLog.value = log
    events.value = replayed.events
    analysis.value = replayed.analysis
    state.value = replayed.state
    return true
  }

  function close(): void {
    reset()
  }

  // Writes run one after another, so fast keys (a draw per keystroke, Ctrl+Z held down) never race:
  // each event is checked against the state the previous write left.
  let queue: Promise<unknown> = Promise.resolve()
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work)
    queue = run.catch(() => undefined)
    return run
  }

  /** Appends one event; returns it, or undefined if it was refused (error says why) or the write failed. */
  function append(e: NewEvent): Promise<LogEvent | undefined> {
    return serial(async () => {
      const r = await appendNow(e)
      if (typeof r === 'string') {
        error.value = `Not entered: ${r}.`
        return undefined
      }
      return r
    })
  }

  /**
   * Builds the event from the state as every earlier write left it, then appends it — or returns
   * the reason it was refused (by `make` or by the event's own check). For fast keys.
   */
  function appendFrom(make: (s: FullState) => NewEvent | string): Promise<LogEvent | string | undefined> {
    return serial(async () => {
      const s = state.value
      if (!s) return 'the game is not loaded'
      const e = make(s)
      return typeof e === 'string' ? e : appendNow(e)
    })
  }

  async function appendNow(e: NewEvent): Promise<LogEvent | string | undefined> {
    const g = game.value
    const log = gameLog.value
    const s = state.value
    if (!g || !log || !s) return undefined
    if (!isMetaEvent(e as LogEvent)) {
      const refused = log.check(s, e)
      if (refused) return refused
    }
    busy.value = true
    try {
      const written = await holotableRepository().append(g.id, e)
      game.value = written.game
      const read = log.read(written.event)
      const event = read.ok ? read.event : written.event
      const all = [...events.value, event]
      events.value = all
      if (isMetaEvent(event)) {
        const a = analyseLog(all)
        let next = log.initial(written.game.players, written.game.options)
        for (const x of a.effective) next = log.apply(next, x)
        analysis.value = a
        state.value = next
      } else {
        analysis.value = extendAnalysis(analysis.value, event)
        state.value = log.apply(s, event)
      }
      error.value = null
      return event
    } catch (err) {
      error.value = `Could not save that change: ${(err as Error).message}. Nothing was lost; try again.`
      return undefined
    } finally {
      busy.value = false
    }
  }

  async function rename(title: string): Promise<boolean> {
    const g = game.value
    if (!g) return false
    try {
      game.value = await holotableRepository().renameGame(g.id, title)
      return true
    } catch (err) {
      error.value = `Could not rename the game: ${(err as Error).message}`
      return false
    }
  }

  function undo(): Promise<void> {
    return serial(async () => {
      const t = analysis.value.undoTarget
      if (canUndo.value && t) await appendNow({ type: UNDO, v: 1, payload: { target: t.seq } })
    })
  }
  function redo(): Promise<void> {
    return serial(async () => {
      const t = analysis.value.redoTarget
      if (t) await appendNow({ type: REDO, v: 1, payload: { target: t.seq } })
    })
  }

  const addNote = (text: string) => append({ type: PLAY.note, v: 1, payload: { text } })
  const setScore = (player: string, score: number) => append({ type: PLAY.score, v: 1, payload: { player, score } })
  const finish = (result: GameResult) => append({ type: PLAY.finished, v: 1, payload: result })

  function eventAt(seq: number): LogEvent | undefined {
    const list = events.value
    const guess = list[seq - 1]
    return guess?.seq === seq ? guess : list.find((x) => x.seq === seq)
  }

  function describe(e: LogEvent): string {
    const players = game.value?.players ?? []
    const unreadable = state.value?.unreadable[e.seq]
    if (unreadable !== undefined) return `Unreadable event (${unreadable})`
    if (isMetaEvent(e)) {
      const target = eventAt((e.payload as { target?: number } | null)?.target ?? Number.NaN)
      const verb = e.type === UNDO ? 'Undid' : 'Redid'
      if (target && !isMetaEvent(target)) return `${verb}: ${describe(target)}`
      return `${e.type === UNDO ? 'Undo' : 'Redo'} of event #${String((e.payload as { target?: unknown } | null)?.target)}`
    }
    return gameLog.value?.describe(e, players) ?? e.type
  }

  return {
    game,
    events,
    error,
    busy,
    module,
    gameLog,
    analysis,
    state,
    canUndo,
    canRedo,
    finished,
    progress,
    open,
    close,
    append,
    appendFrom,
    rename,
    undo,
    redo,
    addNote,
    setScore,
    finish,
    describe,
  }
})
