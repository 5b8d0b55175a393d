import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { holotableRepository } from '../db'
import type { GameResult, GameRow, LogEvent, NewEvent } from '../../src-shared/core/game-record'
import { analyseLog, isMetaEvent, redoEvent, replay, undoEvent } from '../../src-shared/core/log'
import { describePlayLog, PLAY } from '../../src-shared/core/play-log'
import { initialFullState, reduceFull, type FullState } from '../../src-shared/core/game-module'
import { gameModule } from '../../src-shared/games/registry'

// The open game: its row and its log. State is always derived from the log.
export const useSession = defineStore('session', () => {
  const game = ref<GameRow | null>(null)
  const events = shallowRef<LogEvent[]>([])
  const error = ref<string | null>(null)
  const busy = ref(false)

  const module = computed(() => (game.value ? gameModule(game.value.module) : undefined))
  const analysis = computed(() => analyseLog(events.value))
  const state = computed<FullState | undefined>(() => {
    const g = game.value
    const m = module.value
    if (!g || !m) return undefined
    return replay(initialFullState(m, g.players, g.options), events.value, reduceFull(m))
  })
  const canUndo = computed(() => analysis.value.undoTarget !== undefined && analysis.value.undoTarget.type !== PLAY.started)
  const canRedo = computed(() => analysis.value.redoTarget !== undefined)
  const progress = computed(() => (state.value && module.value?.progress ? module.value.progress(state.value.game) : undefined))

  async function open(id: string): Promise<boolean> {
    error.value = null
    const row = await holotableRepository().getGame(id)
    if (!row) {
      game.value = null
      events.value = []
      error.value = 'This game is not in your library any more. It may have been deleted or replaced by an import.'
      return false
    }
    game.value = row
    events.value = await holotableRepository().listEvents(id)
    return true
  }

  function close(): void {
    game.value = null
    events.value = []
  }

  // Writes run one after another, so fast keys (a draw per keystroke, Ctrl+Z held down) never race:
  // each undo is computed from the log as the previous write left it.
  let queue: Promise<unknown> = Promise.resolve()
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work)
    queue = run.catch(() => undefined)
    return run
  }

  /** Appends one event; returns it, or undefined if the write failed (the log is unchanged). */
  function append(e: NewEvent): Promise<LogEvent | undefined> {
    return serial(() => appendNow(e))
  }

  /**
   * Builds the event from the state as every earlier write left it, then appends it — or returns
   * the reason it was refused. For screens whose next event depends on the state (fast keys).
   */
  function appendFrom(make: () => NewEvent | string): Promise<LogEvent | string | undefined> {
    return serial(async () => {
      const e = make()
      return typeof e === 'string' ? e : appendNow(e)
    })
  }

  async function appendNow(e: NewEvent): Promise<LogEvent | undefined> {
    const g = game.value
    if (!g) return undefined
    busy.value = true
    try {
      const written = await holotableRepository().appendEvent(g.id, e)
      events.value = [...events.value, written]
      await syncStatus()
      return written
    } catch (err) {
      error.value = `Could not save that change: ${(err as Error).message}. Nothing was lost; try again.`
      return undefined
    } finally {
      busy.value = false
    }
  }

  /** The repository keeps the row's status/result in step with the log; re-read it. */
  async function syncStatus(): Promise<void> {
    const g = game.value
    if (g) game.value = (await holotableRepository().getGame(g.id)) ?? g
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
      if (!canUndo.value) return
      const e = undoEvent(events.value)
      if (e) await appendNow(e)
    })
  }
  function redo(): Promise<void> {
    return serial(async () => {
      const e = redoEvent(events.value)
      if (e) await appendNow(e)
    })
  }

  const addNote = (text: string) => append({ type: PLAY.note, v: 1, payload: { text } })
  const setScore = (player: string, score: number) => append({ type: PLAY.score, v: 1, payload: { player, score } })
  const finish = (result: GameResult) => append({ type: PLAY.finished, v: 1, payload: result })

  function describe(e: LogEvent): string {
    const g = game.value
    const players = g?.players ?? []
    if (isMetaEvent(e)) {
      const target = events.value.find((x) => x.seq === (e.payload as { target?: number }).target)
      const verb = e.type === 'undo' ? 'Undid' : 'Redid'
      if (target && !isMetaEvent(target)) return `${verb}: ${describe(target)}`
    }
    return module.value?.describe?.(e, players) ?? describePlayLog(e, players) ?? e.type
  }

  return {
    game, events, error, busy, module, analysis, state, canUndo, canRedo, progress,
    open, close, append, appendFrom, rename, undo, redo, addNote, setScore, finish, describe,
  }
})
