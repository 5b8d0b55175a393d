// What a game is to the app: a manifest (small, loaded at start-up: what Home, New game, routes,
// emblems and the rules index need) plus an engine loaded on first use (events, reducer, facts).
// See docs/ADDING-A-GAME.md.
import type { EditableFact } from './facts'
import type { EventLog } from './events'
import type { GameResult, Player } from './game-record'
import type { PlayLogState, PlayPayloads } from './play-log'
import type { RuleEntry, RuleLanguage } from './rules'
import type { Locale } from '../locale'

/** A result the game offers to *Finish game*. */
export interface SuggestedResult extends GameResult {
  /**
   * The game's winners stand even when every score is 0: it reached its own end (a victory
   * condition; Rebellion keeps no points), or its tie-break decides (Angriff der Rebellen's power
   * chips). Without it, a suggestion whose scores are all 0 is taken as "nothing tallied yet" and
   * the score sheet is offered instead.
   */
  decided?: boolean
}

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

/** A tab on the game screen; the renderer's registry gives each id its component. */
export interface ToolTab<Id extends string = string> {
  id: Id
  label: string
}

/** A screen of the game's own outside a game (e.g. an odds calculator), linked from Home. */
export interface StandalonePage<Id extends string = string> {
  id: Id
  label: string
  title: string
}

export interface GameManifest<Id extends string = string, Tool extends string = string, Page extends string = string> {
  id: Id
  title: string
  /** One line on what Holotable helps with in this game. */
  pitch: string
  /** The small mark that tells the games apart in lists. */
  emblem: { letters: string; hue: string }
  /**
   * Player counts the rule text supports, and where it says so (shown beside the count). A count the
   * text does not give is not offered, or `source` says it is not from the text.
   */
  players: {
    min: number
    max: number
    source: string
    /** A larger count earlier versions offered: their games and exports still open and import. */
    recordedMax?: number
  }
  /** Factions or seats, where the game has them. */
  factions?: readonly FactionChoice[]
  options: readonly GameOption[]
  /**
   * Options every new game of this kind is started with, never shown on New game: a game tells a game
   * started since it began tracking something from one started before (which lacks the key), so older
   * games replay as they did.
   */
  newGameOptions?: Readonly<Record<string, boolean>>
  /** Linkable rule ids (small; the entries themselves load with `rules`). */
  ruleIds: Readonly<Record<string, string>>
  rules(): Promise<readonly RuleEntry[]>
  /** Linked parts of the rules shown as their own section (e.g. an expansion), named in each language. */
  ruleParts?: Readonly<Record<string, Readonly<Record<RuleLanguage, string>>>>
  /** The quick-reference entry the game screen's "Turn card" opens. */
  turnCard: string
  tools: readonly ToolTab<Tool>[]
  /** The tool tab a new game opens on (default: the table log). */
  opensOn?: Tool
  pages?: readonly StandalonePage<Page>[]
  engine(): Promise<GameEngine>
  /**
   * Option values that follow the library (e.g. an option alternated per gaming session): New game
   * prefills them and shows why; the players may still change them. Loaded when New game shows it.
   */
  optionAdvice?(): Promise<OptionAdvisor>
}

/** A game of the same kind already in the library, as an option advisor sees it. */
export interface LibraryGame {
  title: string
  createdAt: string
  updatedAt: string
  options: Record<string, unknown>
}
export interface OptionAdvice {
  value: boolean | string
  why: string
}
/** `now` is the ISO time the new game would start. */
/** Advice for New game's options, its reasons in the interface language (default English). */
export type OptionAdvisor = (
  previous: readonly LibraryGame[],
  now: string,
  locale?: Locale,
) => Record<string, OptionAdvice>

/**
 * How a game's state follows the shared events (checklists, option changes). Without one,
 * `game.started` and `options.changed` start the game's state again from the options.
 */
export interface SharedReactions<S> {
  'game.started'?(state: S, payload: PlayPayloads['game.started'], players: readonly Player[]): S
  'note.added'?(state: S, payload: PlayPayloads['note.added'], players: readonly Player[]): S
  'score.set'?(state: S, payload: PlayPayloads['score.set'], players: readonly Player[]): S
  'game.finished'?(state: S, payload: PlayPayloads['game.finished'], players: readonly Player[]): S
  'checklist.ticked'?(state: S, payload: PlayPayloads['checklist.ticked'], players: readonly Player[]): S
  'options.changed'?(state: S, payload: PlayPayloads['options.changed'], players: readonly Player[]): S
}

interface SharedChecks<S> {
  'checklist.ticked'?(state: S, payload: PlayPayloads['checklist.ticked'], locale?: Locale): string | undefined
  /** A result the game's rules cannot produce (two sides winning a game one side wins). */
  'game.finished'?(
    state: S,
    payload: PlayPayloads['game.finished'],
    players: readonly Player[],
    locale?: Locale,
  ): string | undefined
}

export interface GameEngine<S = unknown> {
  events: EventLog<S>
  initialState(players: readonly Player[], options: Record<string, unknown>): S
  reactions?: SharedReactions<S>
  /** Why the game refuses a shared event now (e.g. a checklist step its rules do not allow yet); when appending only. */
  sharedChecks?: SharedChecks<S>
  /**
   * The result the game itself computes (scores, and winners by its own tie-breaks), offered by
   * *Finish game* so nobody re-types it; undefined when the game computes none.
   */
  suggestedResult?(state: S, play: PlayLogState, locale?: Locale): SuggestedResult | undefined
  /** Words for a result's recorded `reason` (how the game decided it), in the interface language. */
  resultReason?(reason: string, locale?: Locale): string | undefined
  /**
   * Round / phase for the header, when the game knows it (in the interface language, default English).
   * Once a result is recorded (`play.result`), only an end the game itself reached (a winner, the
   * game over): a game finished early from *Finish game* shows no turn or round beside "Finished".
   */
  progress?(state: S, play: PlayLogState, locale?: Locale): string | undefined
  /** Words for the shared events in this game's vocabulary (in the interface language, default English). */
  listTitle?(list: string, locale?: Locale): string | undefined
  stepTitle?(list: string, step: string, players: readonly Player[], locale?: Locale): string | undefined
  optionsText?(options: Record<string, unknown>, locale?: Locale): string | undefined
  /**
   * Words the timeline adds after an event's own line: a consequence the game recorded in its state
   * when it applied the event (keyed by seq), such as a Rebel base the board revealed on its own.
   * The event's own words still come from its payload alone; an event undone has no note.
   */
  eventNote?(state: S, seq: number, locale?: Locale): string | undefined
  /** Values players may correct in Settings › Data corrections. */
  facts?: readonly EditableFact[]
  /** Names this game once stored shared kinds under (read as the shared kind). */
  sharedFormerly?: readonly SharedFormerName[]
}

export interface SharedFormerName {
  type: string
  becomes: keyof PlayPayloads
  /** Turns the old payload into the shared kind's version-1 payload (default: unchanged). */
  payload?: (old: unknown) => unknown
}
