// The module record each game folder exports from its index.ts (see ARCHITECTURE.md).
import type { GameModuleId, LogEvent, Player } from './game-record'
import type { EditableFact } from './facts'
import { initialPlayLog, reducePlayLog, type PlayLogState } from './play-log'

export interface FactionChoice {
  id: string
  label: string
}

export interface GameOption {
  id: string
  label: string
  help?: string
  kind: 'boolean' | 'choice'
  default: boolean | string
  choices?: { id: string; label: string }[]
  /** A boolean option this one only makes sense with (shown disabled and off without it). */
  requires?: string
}

export interface GameModule<S = unknown> {
  id: GameModuleId
  title: string
  /** One line on what Holotable helps with in this game. */
  pitch: string
  players: { min: number; max: number }
  /** Factions or seats, where the game has them. */
  factions?: FactionChoice[]
  options: GameOption[]
  initialState(players: Player[], options: Record<string, unknown>): S
  reduce(state: S, event: LogEvent): S
  /** Words for the timeline; undefined falls back to the play logger's words or the type. */
  describe?(event: LogEvent, players: Player[]): string | undefined
  /** Values players may correct in Settings › Data corrections. */
  facts?: EditableFact[]
  /** Round / phase for the header, when the module knows it. */
  progress?(state: S): string | undefined
}

/** What the game screen works with: the play logger's state beside the game's own. */
export interface FullState<S = unknown> {
  play: PlayLogState
  game: S
}

export function initialFullState<S>(m: GameModule<S>, players: Player[], options: Record<string, unknown>): FullState<S> {
  return { play: initialPlayLog(players), game: m.initialState(players, options) }
}

export function reduceFull<S>(m: GameModule<S>): (s: FullState<S>, e: LogEvent) => FullState<S> {
  return (s, e) => {
    const play = reducePlayLog(s.play, e)
    const game = m.reduce(s.game, e)
    return play === s.play && game === s.game ? s : { play, game }
  }
}
