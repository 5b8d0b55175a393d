// How long opening a long game takes: the whole log replayed through the game screen's reducer.
import { bench, describe } from 'vitest'
import type { LogEvent, Player } from '../../src-shared/core/game-record'
import { analyseLog, effectiveEvents, REDO, UNDO } from '../../src-shared/core/log'
import { PLAY } from '../../src-shared/core/play-log'
import { GAMES } from '../../src-shared/games/registry'
import { createRng, nextInt, type Rng } from '../../src-shared/core/prng'

const players: Player[] = [
  { id: 'p1', name: 'Leia', faction: 'rebels' },
  { id: 'p2', name: 'Tarkin', faction: 'empire' },
]

/**
 * A long game: mostly the game's own events, some scores and notes, and `metaCount` undo/redo
 * events that all fit (so the analysis does real work instead of ignoring them).
 */
function longGame(ordinaryCount: number, metaCount: number, seed: number): LogEvent[] {
  let rng: Rng = createRng(seed)
  const roll = (max: number): number => {
    let v: number
    ;[v, rng] = nextInt(rng, 0, max)
    return v
  }
  const events: LogEvent[] = []
  const applied: number[] = []
  const redoable: number[] = []
  const undos: number[] = [] // undo seqs whose effect is still the latest thing on the redo chain
  let ordinary = 0
  let meta = 0
  while (ordinary < ordinaryCount || meta < metaCount) {
    const seq = events.length + 1
    const at = new Date(Date.UTC(2025, 0, 1) + seq * 1000).toISOString()
    const wantMeta = meta < metaCount && (ordinary >= ordinaryCount || roll(10) === 0)
    if (wantMeta && applied.length > 0 && (redoable.length === 0 || roll(1) === 0)) {
      const target = applied.pop()!
      redoable.push(target)
      undos.push(seq)
      events.push({ gameId: 'g', seq, at, type: UNDO, v: 1, payload: { target } })
      meta++
    } else if (wantMeta && redoable.length > 0) {
      // half the redos are written as "undo of the undo", the timeline's other way to redo
      const undoSeq = undos.pop()!
      applied.push(redoable.pop()!)
      const asUndo = roll(1) === 0
      events.push({
        gameId: 'g',
        seq,
        at,
        type: asUndo ? UNDO : REDO,
        v: 1,
        payload: { target: asUndo ? undoSeq : applied.at(-1)! },
      })
      meta++
    } else {
      const kind = roll(9)
      const e: LogEvent =
        kind === 0
          ? { gameId: 'g', seq, at, type: PLAY.note, v: 1, payload: { text: `Round ${seq}: Rebels move to Hoth` } }
          : kind <= 2
            ? {
                gameId: 'g',
                seq,
                at,
                type: PLAY.score,
                v: 1,
                payload: { player: kind === 1 ? 'p1' : 'p2', score: roll(20) },
              }
            : {
                gameId: 'g',
                seq,
                at,
                type: 'rebellion.system.edited',
                v: 1,
                payload: { system: 'hoth', change: { sabotaged: seq % 2 === 0 } },
              }
      events.push(e)
      applied.push(seq)
      redoable.length = 0
      undos.length = 0
      ordinary++
    }
  }
  return events
}

const rebellion = await GAMES.log('rebellion')

const game = longGame(10_000, 0, 1)
const withUndo = longGame(10_000, 1_000, 2)
// The generator must write a log whose undo/redo all fit, or the bench measures the wrong path.
if (analyseLog(withUndo).ignored.length > 0) throw new Error('bench log has undo/redo events that do not fit')
const replayGame = (): unknown => rebellion.replay(game, players, {})
// A damaged log: 32,000 events, half of them undos that do not fit (each undo of an undo that was
// ignored asks "was it ignored?" — a list search made this quadratic; a set keeps it linear).
const damaged: LogEvent[] = Array.from({ length: 32_000 }, (_, i) => {
  const seq = i + 1
  const at = '2025-01-01T10:00:00.000Z'
  if (seq % 2 === 1) return { gameId: 'g', seq, at, type: PLAY.note, v: 1, payload: { text: 'x' } }
  return { gameId: 'g', seq, at, type: UNDO, v: 1, payload: { target: seq % 4 === 0 ? seq - 2 : 1 } }
})
const analyseDamaged = (): unknown => analyseLog(damaged)
// The open game after the replay: one more event, and an undo of it, through the kept history.
const history = rebellion.history(game, players, {})
let nextSeq = game.length
const appendAndUndo = (): void => {
  const e = history.add({
    gameId: 'g',
    seq: ++nextSeq,
    at: '2025-01-02T10:00:00.000Z',
    type: PLAY.note,
    v: 1,
    payload: { text: 'n' },
  })
  history.add({
    gameId: 'g',
    seq: ++nextSeq,
    at: '2025-01-02T10:00:00.000Z',
    type: UNDO,
    v: 1,
    payload: { target: e.seq },
  })
}
const analyse = (): unknown => effectiveEvents(withUndo)

/**
 * Plain timed runs, so `npm run bench` shows the number next to its target. The first timed run
 * is what one game opening costs; the fastest of five is shown too because the machine is shared
 * and a single run can land on another process's time slice.
 */
function report(name: string, targetMs: number, run: () => unknown): void {
  run() // warm the JIT, as the app has by the time a game is opened
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const start = performance.now()
    run()
    times.push(performance.now() - start)
  }
  const once = times[0]!
  const best = Math.min(...times)
  const verdict = best < targetMs ? '' : ' — OVER TARGET'
  console.log(`${name}: ${once.toFixed(2)} ms (fastest of 5: ${best.toFixed(2)} ms; target < ${targetMs} ms)${verdict}`)
}

describe('event log', () => {
  report('read and replay 10,000 events through the Rebellion game log', 50, replayGame)
  report('effectiveEvents over 11,000 events with 1,000 undo/redo', 25, analyse)
  report('analyseLog over a damaged 32,000-event log (16,000 undos that do not fit)', 20, analyseDamaged)
  report('append + undo on an open 10,000-event game (kept history, no replay)', 1, appendAndUndo)

  bench('read and replay 10,000 events through the Rebellion game log', () => {
    replayGame()
  })

  bench('effectiveEvents over 11,000 events with 1,000 undo/redo', () => {
    analyse()
  })
})
