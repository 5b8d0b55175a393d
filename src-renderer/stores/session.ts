import { defineStore } from 'pinia'
import { computed, markRaw, nextTick, onScopeDispose, ref, shallowRef, triggerRef } from 'vue'
import { holotableRepository, storedEvent } from '../db'
import type { GameResult, GameRow, LogEvent, NewEvent } from '../../src-shared/core/game-record'
import { analyseLog, isMetaEvent, REDO, UNDO, type LogAnalysis } from '../../src-shared/core/log'
import type { FullState, GameLog } from '../../src-shared/core/game-log'
import type { GameHistory } from '../../src-shared/core/game-history'
import { PLAY } from '../../src-shared/core/play-log'
import { GAMES, gameManifest } from '../../src-shared/games/registry'
import { usePendingWrites } from './pending-writes'
import { sessionStarted } from './started-session'
import { scoreBurst } from './score-burst'
import { forgetUnwrittenScores, keepUnwrittenScores, unwrittenScores } from './unwritten-scores'
import { changesLeftBehind, forgetUnwrittenChanges, keepUnwrittenChanges, type KeptChange } from './unwritten-changes'
import { useNotices } from './notices'
import { announceWrite, onOtherWindowWrite } from '../db/window-channel'
import { forgetGameSideData } from '../db/game-side-data'
import { currentLocale, i18n } from '../i18n'
import { misfitWords } from '../../src-shared/core/unfit-event'

// The open game: its row, its log (as read through the game's declarations) and the state they
// fold into. A new event is checked against the state on screen, applied to it and shown, then
// written (see `submit`: the screen does not wait for the disk); a redo applies the redone event;
// an undo goes back to the nearest snapshot (game-history.ts). So no change folds the whole log:
// only opening the game does, once (and taking back a change whose write did not go through).
const useSessionStore = defineStore('session', () => {
  const game = ref<GameRow | null>(null)
  const gameLog = shallowRef<GameLog | null>(null)
  let history: GameHistory<FullState> | null = null
  /** Every event as read, in log order (a live list: it grows as events are appended). */
  const events = shallowRef<readonly LogEvent[]>([])
  const analysis = shallowRef<LogAnalysis>(analyseLog([]))
  const state = shallowRef<FullState | undefined>(undefined)
  // Why the game could not be opened, or a change not made. A reason the store knows by its key
  // (the game gone, or not openable) is kept as that key and translated each time it is read, so it
  // follows the language in force: one switched while the game was opening, its messages arriving
  // after the reason was set, shows it in that language. Any other sentence is kept as said.
  const problem = ref<string | Reason | null>(null)
  const error = computed<string | null>({
    get: () => (problem.value === null || typeof problem.value === 'string' ? problem.value : said(problem.value)),
    set: (text) => (problem.value = text),
  })
  const busy = ref(false)
  const writes = usePendingWrites()
  // Taken here, in the store's own context: an action may run outside any component's.
  const notices = useNotices()

  const module = computed(() => (game.value ? gameManifest(game.value.module) : undefined))
  const canUndo = computed(
    () => analysis.value.undoTarget !== undefined && analysis.value.undoTarget.type !== PLAY.started,
  )
  const canRedo = computed(() => analysis.value.redoTarget !== undefined)
  const finished = computed(() => state.value?.play.result !== undefined)
  const progress = computed(() => {
    const s = state.value
    return s && gameLog.value?.engine.progress
      ? gameLog.value.engine.progress(s.game, s.play, currentLocale.value)
      : undefined
  })

  function reset(): void {
    game.value = null
    gameLog.value = null
    history = null
    events.value = []
    analysis.value = analyseLog([])
    state.value = undefined
    pendingScores.value = {}
  }

  async function open(id: string): Promise<boolean> {
    await queue // the previous game's last writes (and its close) come first
    error.value = null
    // The log is read while the row is read and the game's code loads: the three waits overlap.
    const stored = holotableRepository().listEvents(id)
    stored.catch(() => undefined) // (a failed read is reported where it is awaited)
    const row = await holotableRepository().getGame(id)
    if (!row) {
      reset()
      problem.value = GONE
      return false
    }
    let log: GameLog
    try {
      log = await GAMES.log(row.module)
    } catch (err) {
      reset()
      problem.value = { key: 'gameView.errors.cannotOpen', why: (err as Error).message }
      return false
    }
    const h = markRaw(log.history(await stored, row.players, row.options))
    history = h
    game.value = row
    gameLog.value = log
    publish(h)
    writeChangesLeftBehind(row)
    writeScoresLeftBehind(row) // (after: a burst kept as changes too is dropped, the log moved past it)
    return true
  }

  /**
   * Keeps the changes shown but not written yet, for the page's `pagehide` (a reload, a close): the
   * page runs nothing more, and a write in flight may land or not. Each keeps the place it was shown
   * at, or last tried at (a change taken back after a fault is still being retried there).
   */
  function keepUnwrittenChangesOnLeave(): void {
    const byGame = new Map<string, KeptChange[]>()
    // (a first change never shown nor tried follows only what the screen shows, all of it written)
    const next = (gameId: string) =>
      game.value?.id === gameId && history ? (history.events.at(-1)?.seq ?? 0) + 1 : undefined
    for (const c of changes) {
      const list = byGame.get(c.gameId) ?? []
      const at = c.shown ?? c.tried
      const seq = list.length ? list.at(-1)!.seq + 1 : (at?.seq ?? next(c.gameId))
      // a change whose event depends on the state and is not judged yet (queued behind a fault)
      // has no event to keep
      if (!c.input || seq === undefined) continue
      list.push({ seq, at: at?.at ?? new Date().toISOString(), event: c.input })
      byGame.set(c.gameId, list)
    }
    for (const [id, list] of byGame) keepUnwrittenChanges(id, list)
  }

  /**
   * Changes kept when the page was left before writing them are written now, judged again like any
   * change, and said once written (a write the disk refuses is retried; until then they stay kept).
   */
  function writeChangesLeftBehind(row: GameRow): void {
    const left = changesLeftBehind(row.id, history?.events ?? [])
    if (!left) return
    const t = i18n.global.t
    if (left.moved) notices.push('warning', t('gameView.changesLeftBehindMoved', { n: left.moved }, left.moved))
    if (left.write.length === 0) return
    const writing = left.write.map((k) => submit(() => k.event, { at: k.at, input: k.event }))
    void Promise.all(writing).then((results) => {
      forgetUnwrittenChanges(row.id, left.records)
      const saved = results.filter((r): r is LogEvent => typeof r === 'object')
      if (saved.length) notices.push('info', t('gameView.changesLeftBehind', { list: listed(saved) }))
      const refused = results.filter((r): r is string => typeof r === 'string')
      if (refused.length) error.value = t('gameView.errors.notEntered', { reason: withoutFullStop(refused[0]!) })
    })
  }

  /** "a, b, c and 4 more" in the timeline's words. */
  function listed(saved: LogEvent[]): string {
    const shown = saved.slice(0, 3).map(describe).join('; ')
    return saved.length > 3 ? i18n.global.t('gameView.andMore', { list: shown, n: saved.length - 3 }) : shown
  }

  /** Keeps the burst not yet written for the close warning, which cannot wait for a write. */
  function keepUnwritten(): void {
    if (game.value && history) keepUnwrittenScores(game.value.id, history.events.at(-1)?.seq ?? 0, pendingScores.value)
  }

  /**
   * A burst kept when the page was left before writing it is written now and, once written, said
   * and forgotten (a write the disk refuses is retried as any other; until it lands it stays kept).
   */
  function writeScoresLeftBehind(row: GameRow): void {
    const left = unwrittenScores(row, history?.events.at(-1)?.seq ?? 0)
    if (!left) return
    void Promise.all(left.writes.map(([player, score]) => writeScore(player, score))).then(() => {
      forgetUnwrittenScores(row.id)
      notices.push('info', i18n.global.t('gameView.scoresLeftBehind', { list: left.list }))
    })
  }

  /**
   * Catches up with what another window wrote to the open game: only the events after the last one
   * shown are read and applied (the log is append-only; undo is an event). When the stored log no
   * longer continues the one shown (the game was replaced by an import), it is read again whole.
   */
  async function reload(): Promise<void> {
    const g = game.value
    const log = gameLog.value
    if (!g || !log) return
    // Changes shown but not yet written come off the screen first: each is judged again at its
    // turn, on top of what the other window wrote.
    const firstShown = changes.find((c) => c.shown)
    if (firstShown) takeBack(firstShown, 'otherWindow')
    const h0 = history
    const last = h0?.events.at(-1)
    if (h0 && last) {
      const [row, tail] = await Promise.all([
        holotableRepository().getGame(g.id),
        holotableRepository().listEventsFrom(g.id, last.seq),
      ])
      if (!row) return deletedElsewhere(g.id)
      if (game.value?.id !== g.id || history !== h0) return
      if (tail[0]?.seq === last.seq && tail[0].at === last.at) {
        for (const e of tail.slice(1)) h0.add(e)
        game.value = row
        publish(h0)
        return
      }
    }
    const [row, stored] = await Promise.all([
      holotableRepository().getGame(g.id),
      holotableRepository().listEvents(g.id),
    ])
    if (!row) return deletedElsewhere(g.id)
    if (game.value?.id !== g.id) return
    const h = markRaw(log.history(stored, row.players, row.options))
    history = h
    game.value = row
    publish(h)
  }
  /**
   * The open game was deleted in another window: it closes here, nothing more is written to it, and
   * the screen says so (with the way back to Home). What this window kept for it in localStorage
   * (drafts, changes to write at the next start) goes with it, as in the window that deleted it, once
   * its screens are gone (a draft typed meanwhile would otherwise stay for good).
   */
  function deletedElsewhere(id: string): void {
    if (game.value?.id !== id) return
    reset()
    problem.value = { key: 'gameView.errors.deletedElsewhere' }
    void nextTick(() => {
      try {
        forgetGameSideData(localStorage, id)
      } catch {
        // storage unavailable: nothing was kept there
      }
    })
  }

  // Another window wrote to the game open here: show what it wrote (after this window's own writes).
  // Deleted there, it closes here without being read again (after this window's own writes too, each
  // refused as the game gone, so the last word is that it was deleted); a message without the flag (an
  // older window's) is answered by reading the game, which finds no row and closes it the same way.
  // A disposed store (a test's, a Pinia thrown away) stops listening.
  onScopeDispose(
    onOtherWindowWrite((id, deleted) => {
      if (game.value?.id === id) void serial(deleted ? async () => deletedElsewhere(id) : reload)
    }),
  )

  // The history's lists are live, so the refs are triggered by hand (a copy per event would make
  // each append cost as much as the game is long).
  function publish(h: GameHistory<FullState>): void {
    events.value = h.events
    triggerRef(events)
    analysis.value = h.analysis()
    state.value = h.state
  }

  /** Leaves the game: a score burst still pending is written first. */
  function close(): Promise<void> {
    void flushScores()
    return serial(async () => reset())
  }

  // Work on the stored log (opening, catching up, each write) runs one step after another, so fast
  // keys (a draw per keystroke, Ctrl+Z held down) never race.
  let queue: Promise<unknown> = Promise.resolve()
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work)
    queue = run.catch(() => undefined)
    return writes.track(run)
  }

  // A change is judged and shown at once, against the state on screen (which already holds the
  // changes still being written), and its write joins the queue: the screen never waits for the
  // disk, nor for the previous change's write. When a write does not go through, the changes shown
  // from it on are taken back off the screen, which again shows only what is stored:
  // - a storage fault (full disk, locked database): the write is retried until it lands, then shown
  //   again, and each change queued behind it is judged again at its turn;
  // - another window wrote meanwhile: the game is read again; an undo or redo aimed from the old
  //   view is not written (it would undo something else), any other change is judged again
  //   against the fresh state and, if still allowed, shown and written on top of it;
  // - anything else: the error is reported.
  interface Change {
    gameId: string
    /** Builds the event from the state on screen, or says why not; null: nothing to do. */
    make: (s: FullState, a: LogAnalysis) => NewEvent | string | null
    /**
     * The event as first judged (kept: a change taken back is judged again as it was meant); known
     * from the start for an event that does not depend on the state (a note), so that a change
     * still waiting behind a fault can be kept when the page goes.
     */
    input?: NewEvent
    /** The time to show it with (a change kept when the page was left keeps its own); else now. */
    at?: string
    /** Where its write was last tried (a write taken back after a fault is still retried there). */
    tried?: { seq: number; at: string }
    /** The event as it is on screen now; undefined while it waits to be judged at its turn. */
    shown?: LogEvent
    /** Why it was taken back off the screen. */
    takenBack?: 'fault' | 'otherWindow'
  }
  /** Changes not yet written, in order. */
  const changes: Change[] = []

  /** Judges `c` against the state on screen and shows it; returns why not, or null for nothing to do. */
  function judgeAndShow(c: Change): string | null | undefined {
    const h = history
    const log = gameLog.value
    const s = state.value
    if (!h || !log || !s || game.value?.id !== c.gameId) return i18n.global.t('gameView.errors.closed')
    const a = analysis.value
    let e = c.input
    if (!e) {
      const made = c.make(s, a)
      if (made === null || typeof made === 'string') return made
      e = c.input = made
    }
    const otherWindow = c.takenBack === 'otherWindow'
    if (isMetaEvent(e as LogEvent)) {
      // an undo or redo taken back is written only if it still aims at what it was aimed at
      const aim = e.type === UNDO ? a.undoTarget : a.redoTarget
      if (c.takenBack && aim?.seq !== (e.payload as { target?: number } | null)?.target)
        return i18n.global.t('gameView.errors.otherWindowMeta')
    } else {
      const refused = log.check(s, e, currentLocale.value)
      if (refused) return otherWindow ? i18n.global.t('gameView.errors.otherWindow', { refused }) : refused
    }
    c.shown = h.add(storedEvent(c.gameId, (h.events.at(-1)?.seq ?? 0) + 1, c.at ?? new Date().toISOString(), e))
    publish(h)
    error.value = null // (cleared by a change accepted, not by a write landing: a refusal stays up)
    return undefined
  }

  /** Takes `c` and every change shown after it off the screen (their writes did not go through). */
  function takeBack(c: Change, why: 'fault' | 'otherWindow'): void {
    const from = c.shown?.seq
    for (const later of changes.slice(changes.indexOf(c))) {
      if (later.shown || later === c) later.takenBack = why
      later.shown = undefined
    }
    const h = history
    const g = game.value
    const log = gameLog.value
    if (from === undefined || !h || !g || !log || g.id !== c.gameId) return
    // Rare (a fault, another window), so a replay of the game is acceptable here.
    const back = markRaw(
      log.history(
        h.events.filter((e) => e.seq < from),
        g.players,
        g.options,
      ),
    )
    history = back
    publish(back)
  }

  /**
   * Submits a change: shown at once when every change before it is on screen, else judged at its
   * turn. Resolves once written: with the event, with why it was refused, or undefined when there
   * was nothing to do or the write failed (error says why).
   */
  function submit(
    make: (s: FullState, a: LogAnalysis) => NewEvent | string | null,
    known: Pick<Change, 'at' | 'input'> = {},
  ): Promise<LogEvent | string | undefined> {
    const g = game.value
    if (!g || !state.value) return Promise.resolve(i18n.global.t('gameView.errors.closed'))
    const c: Change = { gameId: g.id, make, ...known }
    if (changes.every((x) => x.shown)) {
      const refused = judgeAndShow(c)
      if (refused !== undefined) return Promise.resolve(refused ?? undefined)
    }
    changes.push(c)
    busy.value = true
    return serial(() => turn(c)).finally(() => {
      changes.splice(changes.indexOf(c), 1)
      busy.value = changes.length > 0
    })
  }

  /** Writes `c` on top of the log as this window knows it (see above for what happens otherwise). */
  async function turn(c: Change): Promise<LogEvent | string | undefined> {
    try {
      for (;;) {
        if (!c.shown) {
          const refused = judgeAndShow(c)
          if (refused !== undefined) return refused ?? undefined
        }
        const shown = c.shown!
        c.tried = { seq: shown.seq, at: shown.at }
        try {
          const written = await writes.keep(
            () => holotableRepository().append(c.gameId, c.input!, shown.seq - 1, shown.at),
            () => takeBack(c, 'fault'),
          )
          announceWrite(c.gameId)
          if (game.value?.id === c.gameId) {
            // taken back meanwhile (a storage fault): shown again now that it is stored
            if (!c.shown && history) {
              c.shown = history.add(written.event)
              publish(history)
            }
            keepRow(written.game)
          }
          return c.shown ?? written.event
        } catch (err) {
          if ((err as Error).name !== 'StaleLogError') throw err
          takeBack(c, 'otherWindow')
          await reload()
        }
      }
    } catch (err) {
      if (c.shown) takeBack(c, 'fault')
      problem.value = notWritten(err, 'gameView.errors.notSaved')
      return undefined
    }
  }

  /**
   * Why a write did not go through, for `key`'s sentence. A game deleted meanwhile (another window,
   * an import replacing it) is said as such: trying again cannot help, and its id means nothing.
   */
  function notWritten(err: unknown, key: string): string | Reason {
    if ((err as Error).name === 'GameNotFoundError') return GONE
    const why = (err as Error).message
    // the message's own full stop would double notSaved's
    return i18n.global.t(key, { why: key === 'gameView.errors.notSaved' ? why.replace(/\.$/, '') : why })
  }

  /** A refusal ends with its own full stop or none; the "Not entered: …" line adds one. */
  const withoutFullStop = (reason: string): string => reason.replace(/\.$/, '')

  /** Appends one event; returns it, or undefined if it was refused (error says why) or the write failed. */
  async function append(e: NewEvent): Promise<LogEvent | undefined> {
    const r = await submit(() => e, { input: e })
    if (typeof r !== 'string') return r
    error.value = i18n.global.t('gameView.errors.notEntered', { reason: withoutFullStop(r) })
    return undefined
  }

  /**
   * Builds the event from the state as every earlier change left it, then appends it — or returns
   * the reason it was refused (by `make` or by the event's own check). For fast keys.
   */
  function appendFrom(make: (s: FullState) => NewEvent | string): Promise<LogEvent | string | undefined> {
    return submit((s) => make(s))
  }

  /**
   * Takes the row an append left (its time, and its status and result when the event changed them)
   * field by field, so a screen that shows only the title or the status is not drawn again for the
   * new time.
   */
  function keepRow(next: GameRow): void {
    const row = game.value
    if (!row) return
    for (const key of Object.keys(next) as (keyof GameRow)[]) {
      if (row[key] !== next[key] && JSON.stringify(row[key]) !== JSON.stringify(next[key]))
        (row as Record<keyof GameRow, unknown>)[key] = next[key]
    }
    for (const key of Object.keys(row) as (keyof GameRow)[]) if (!(key in next)) delete row[key]
  }

  async function rename(title: string): Promise<boolean> {
    const g = game.value
    if (!g) return false
    try {
      game.value = await holotableRepository().renameGame(g.id, title)
      announceWrite(g.id)
      return true
    } catch (err) {
      problem.value = notWritten(err, 'gameView.errors.notRenamed')
      return false
    }
  }

  function undo(): Promise<void> {
    void flushScores()
    return submit((_, a) =>
      a.undoTarget && a.undoTarget.type !== PLAY.started
        ? { type: UNDO, v: 1, payload: { target: a.undoTarget.seq } }
        : null,
    ).then((r) => {
      if (typeof r === 'string') error.value = i18n.global.t('gameView.errors.notUndone', { reason: r })
    })
  }
  function redo(): Promise<void> {
    void flushScores()
    return submit((_, a) => (a.redoTarget ? { type: REDO, v: 1, payload: { target: a.redoTarget.seq } } : null)).then(
      (r) => {
        if (typeof r === 'string') error.value = i18n.global.t('gameView.errors.notRedone', { reason: r })
      },
    )
  }

  const addNote = (text: string) => append({ type: PLAY.note, v: 1, payload: { text } })
  const editNote = (note: number, text: string) => append({ type: PLAY.noteEdited, v: 1, payload: { note, text } })
  const deleteNote = (note: number, text: string) => append({ type: PLAY.noteDeleted, v: 1, payload: { note, text } })
  const setScore = (player: string, score: number) => {
    void flushScores()
    return writeScore(player, score)
  }
  const finish = (result: GameResult) => {
    void flushScores()
    return append({ type: PLAY.finished, v: 1, payload: result })
  }

  /** Writes one score change from the score every earlier write left (nothing when unchanged). */
  function writeScore(player: string, score: number): Promise<LogEvent | undefined> {
    return submit((s) => {
      const from = s.play.scores[player]
      if (from === score) return null
      return { type: PLAY.score, v: 1, payload: from === undefined ? { player, score } : { player, score, from } }
    }).then((r) => {
      if (typeof r !== 'string') return r
      error.value = i18n.global.t('gameView.errors.notEntered', { reason: withoutFullStop(r) })
      return undefined
    })
  }
  const { pendingScores, bumpScore, flushScores } = scoreBurst(writeScore, (player) => state.value?.play.scores[player])

  function eventAt(seq: number): LogEvent | undefined {
    const list = events.value
    const guess = list[seq - 1]
    return guess?.seq === seq ? guess : list.find((x) => x.seq === seq)
  }

  function describe(e: LogEvent): string {
    const players = game.value?.players ?? []
    const unreadable = state.value?.unreadable[e.seq]
    const t = i18n.global.t
    if (unreadable !== undefined) {
      // Why, in the interface language: an event that cannot be read is read again (the replay keeps
      // its reason in English); one that was read but did not fit where it stood (a hand-edited log)
      // was skipped, and says what the fold met.
      const read = gameLog.value?.read(e, currentLocale.value)
      if (read && !read.ok) return t('app.timeline.unreadable', { why: read.reason })
      const misfit = state.value?.misfits?.[e.seq]
      if (misfit === undefined) return t('app.timeline.unreadable', { why: unreadable })
      return t('app.timeline.misfit', { type: e.type, why: misfitWords(misfit, currentLocale.value) })
    }
    if (isMetaEvent(e)) {
      const target = eventAt((e.payload as { target?: number } | null)?.target ?? Number.NaN)
      const undo = e.type === UNDO
      if (target && !isMetaEvent(target))
        return t(undo ? 'app.timeline.undid' : 'app.timeline.redid', { what: describe(target) })
      const n = String((e.payload as { target?: unknown } | null)?.target)
      return t(undo ? 'app.timeline.undoOf' : 'app.timeline.redoOf', { n })
    }
    return gameLog.value?.describe(e, players, currentLocale.value) ?? e.type
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
    editNote,
    deleteNote,
    setScore,
    pendingScores,
    bumpScore,
    flushScores,
    keepUnwritten,
    forgetUnwritten: forgetUnwrittenScores,
    keepUnwrittenChangesOnLeave,
    finish,
    describe,
  }
})

/** A reason the session keeps by its message key, translated when read (`error`). */
type Reason =
  | { key: 'gameView.errors.gone' | 'gameView.errors.deletedElsewhere' }
  | { key: 'gameView.errors.cannotOpen'; why: string }
const GONE: Reason = { key: 'gameView.errors.gone' }
function said(r: Reason): string {
  return 'why' in r ? i18n.global.t(r.key, { why: r.why }) : i18n.global.t(r.key)
}

/** The open game's session. The shell asks whether one exists through stores/started-session.ts. */
export function useSession(): ReturnType<typeof useSessionStore> {
  const session = useSessionStore()
  sessionStarted(session)
  return session
}
