// An imported event that fits its declaration but not the game as it stood is refused in words a
// player can act on, never with the program's own error ("Cannot read properties of undefined").
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineEvents } from '../../../../src-shared/core/events'
import { createGameLog } from '../../../../src-shared/core/game-log'
import type { GameEngine } from '../../../../src-shared/core/game-module'
import type { GameRow, LogEvent, Player } from '../../../../src-shared/core/game-record'
import { checkImportedGame } from '../../../../src-shared/core/import-checks'
import { freshStore } from './fixtures'

const players: Player[] = [
  { id: 'p1', name: 'Ana' },
  { id: 'p2', name: 'Ben' },
  { id: 'p3', name: 'Cy' },
]
const GAME_ID = '414efca9-9923-4d0b-977b-c561e736d5e8'
const event = (seq: number, type: string, payload: unknown) => ({
  gameId: GAME_ID,
  seq,
  at: `2026-12-03T14:36:2${seq}.000Z`,
  type,
  v: 1,
  payload,
})

/** A Rule the Galaxy export whose event #3 deals a card to `p9`, who is not in the game. */
const ghostPlayerFile = JSON.stringify({
  format: 'holotable-game',
  version: 1,
  exportedAt: '2026-12-03T14:46:02.123Z',
  game: {
    id: GAME_ID,
    module: 'rule-the-galaxy',
    title: 'Ghost player',
    players,
    options: {},
    status: 'active',
    createdAt: '2026-12-03T14:36:25.102Z',
    updatedAt: '2026-12-03T14:37:48.738Z',
  },
  events: [
    event(1, 'game.started', { players, options: {} }),
    event(2, 'rtg.game.set-up', {
      seed: 3169823037,
      firstPlayer: 'p1',
      lanes: 4,
      rows: 7,
      fireMarkerSpaces: null,
      anyMix: true,
    }),
    event(3, 'rtg.card.dealt', { player: 'p9', card: 'rey' }),
    event(4, 'rtg.card.dealt', { player: 'p2', card: 'poe' }),
  ],
})

describe('an imported event that names a player the game does not have', () => {
  it('is refused naming the event and the player, in English and in German', async () => {
    const { repo } = freshStore()
    expect(await repo.importGame(ghostPlayerFile)).toEqual({
      status: 'invalid',
      error:
        'This Holotable game file is damaged: event #3 “rtg.card.dealt” names the player “p9”, who is not in this game. Export the game again, or import a backup of it.',
    })
    expect(await repo.importGame(ghostPlayerFile, 'ask', 'de')).toEqual({
      status: 'invalid',
      error:
        'Diese Holotable-Spieldatei ist beschädigt: Ereignis Nr. 3 „rtg.card.dealt“ nennt die Person „p9“, die in diesem Spiel nicht mitspielt. Exportiere das Spiel noch einmal oder importiere eine Sicherung davon.',
    })
    expect(await repo.listGames()).toEqual([])
  })
})

// A game whose one event breaks in three ways when folded: the program's own error, a reason the
// game throws on purpose, and JavaScript's own RangeError.
interface Count {
  n: number
}
const broken = (err: () => Error) =>
  createGameLog<Count>({
    events: defineEvents<Count>()<{ 'count.thing.broke': { unit: string } }>({
      'count.thing.broke': {
        v: 1,
        schema: z.object({ unit: z.string() }),
        apply: () => {
          throw err()
        },
        describe: () => 'x',
      },
    }),
    initialState: () => ({ n: 0 }),
  } satisfies GameEngine<Count>)
const manifest = { title: 'Count', players: { min: 1, max: 3, source: 'a test game' } }
const game: GameRow = {
  id: 'g1',
  module: 'count',
  title: 'Count',
  players,
  options: {},
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}
const log: LogEvent[] = [
  event(1, 'game.started', { players, options: {} }),
  event(2, 'count.thing.broke', { unit: 'u7' }),
]

describe('an imported event that cannot fold for another reason', () => {
  it('says what a program error means, without the error', () => {
    const typeError = broken(() => new TypeError("Cannot read properties of undefined (reading 'u7')"))
    expect(checkImportedGame(manifest, typeError, game, log)).toBe(
      'event #2 “count.thing.broke” names something this game does not have (a player, a card, a unit…)',
    )
    expect(checkImportedGame(manifest, typeError, game, log, 'de')).toBe(
      'Ereignis Nr. 2 „count.thing.broke“ nennt etwas, das es in diesem Spiel nicht gibt (eine Person, eine Karte, eine Einheit …)',
    )
    expect(
      checkImportedGame(
        manifest,
        broken(() => new RangeError('Invalid array length')),
        game,
        log,
      ),
    ).toBe('event #2 “count.thing.broke” names something this game does not have (a player, a card, a unit…)')
  })

  it('keeps a reason the game gives on purpose', () => {
    expect(
      checkImportedGame(
        manifest,
        broken(() => new RangeError('unit u7 is not on the board')),
        game,
        log,
      ),
    ).toBe('event #2 “count.thing.broke”: it does not fit the game at this point (unit u7 is not on the board)')
    // In German the frame is German; the game's own reason stays in the game's words.
    expect(
      checkImportedGame(
        manifest,
        broken(() => new RangeError('unit u7 is not on the board')),
        game,
        log,
        'de',
      ),
    ).toBe(
      'Ereignis Nr. 2 „count.thing.broke“: es passt an dieser Stelle nicht zum Spiel (unit u7 is not on the board)',
    )
  })
})

// A game whose events fold but whose timeline words break on them: the import's last resort.
const wordless = (err: () => Error) =>
  createGameLog<Count>({
    events: defineEvents<Count>()<{ 'count.thing.broke': { unit: string } }>({
      'count.thing.broke': {
        v: 1,
        schema: z.object({ unit: z.string() }),
        apply: (s) => s,
        describe: () => {
          throw err()
        },
      },
    }),
    initialState: () => ({ n: 0 }),
  } satisfies GameEngine<Count>)

describe('an imported game that breaks the app past every check', () => {
  it('is refused without the program’s own words, in English and German', () => {
    const typeError = wordless(() => new TypeError("Cannot read properties of undefined (reading 'name')"))
    expect(checkImportedGame(manifest, typeError, game, log)).toBe(
      'the log cannot be replayed: an event names something this game does not have (a player, a card, a unit…)',
    )
    expect(checkImportedGame(manifest, typeError, game, log, 'de')).toBe(
      'das Protokoll lässt sich nicht nachspielen: ein Ereignis nennt etwas, das es in diesem Spiel nicht gibt (eine Person, eine Karte, eine Einheit …)',
    )
  })

  it('keeps a reason the game gives on purpose', () => {
    expect(
      checkImportedGame(
        manifest,
        wordless(() => new RangeError('unit u7 is not on the board')),
        game,
        log,
      ),
    ).toBe('the log cannot be replayed (unit u7 is not on the board)')
  })
})
