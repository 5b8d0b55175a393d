// Adding a game is one folder on each side and one line per registry: a throwaway game made of one
// manifest and one defineEvents (./throwaway) appears in every list the app derives from the
// registry, with no other edit. docs/ADDING-A-GAME.md names the files; this test checks them.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defineComponent } from 'vue'
import { createGameRegistry } from '../../../src-shared/core/game-registry'
import { parseGameExport, serializeGameExport } from '../../../src-shared/core/export-format'
import type { GameRow, LogEvent } from '../../../src-shared/core/game-record'
import { playEvents } from '../../../src-shared/core/play-events'
import { GAME_MANIFESTS, GAMES } from '../../../src-shared/games/registry'
import { collectRules, ruleParts } from '../../../src-shared/games/rules-index'
import { defineScreens } from '../../../src-renderer/games/screens'
import { emblemOf, gamePageRoutes, pageLinks } from '../../../src-renderer/games/routes'
import { GAME_SCREENS } from '../../../src-renderer/games/registry'
import { openHolotableDb } from '../../../src-renderer/db/database'
import { createRepository } from '../../../src-renderer/db/repository'
import { backend, freshDbName } from '../renderer/db/fixtures'
import { coinFlip } from './throwaway'
import { coinEvents } from './throwaway/engine'

const root = resolve(import.meta.dirname, '../../..')
const registry = createGameRegistry([...GAME_MANIFESTS, coinFlip])
const Stub = defineComponent({ render: () => null })
const coinScreens = defineScreens(coinFlip, { tools: { flip: Stub }, pages: { odds: Stub } })

const players = [{ id: 'p1', name: 'Ana' }]
const row: GameRow = {
  id: 'c1',
  module: 'coin-flip',
  title: 'Coins',
  players,
  options: {},
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}
const stored = (list: { type: string; v: number; payload: unknown }[]): LogEvent[] =>
  list.map((e, i) => ({ ...e, gameId: 'c1', seq: i + 1, at: '2026-01-01T00:00:00.000Z' }))
const coinLog = stored([
  playEvents.make('game.started', { players, options: {} }),
  coinEvents.make('coin.side.shown', { side: 'heads' }),
  coinEvents.make('coin.side.shown', { side: 'heads' }),
])

describe('a game made of one manifest and one defineEvents', () => {
  it('is in the registry, and its engine loads on first use', async () => {
    expect(registry.ids).toEqual([...GAMES.ids, 'coin-flip'])
    expect(registry.get('coin-flip')?.title).toBe('Coin Flip')
    const log = await registry.log('coin-flip')
    const r = log.replay(coinLog, players, {})
    expect(r.state.game).toEqual({ heads: 2, tails: 0 })
    expect(log.engine.progress?.(r.state.game, r.state.play)).toBe('2 heads, 0 tails')
    expect(log.describe(r.events[1]!, players)).toBe('The coin shows heads')
  })

  it('is accepted by the export format of a registry that has it, and refused by one that does not', () => {
    const text = serializeGameExport(row, coinLog, new Date('2026-01-02T00:00:00.000Z'))
    expect(parseGameExport(text, registry.ids).ok).toBe(true)
    expect(parseGameExport(text, GAMES.ids)).toEqual({
      ok: false,
      error: 'This file holds a game of "coin-flip", which this Holotable does not know; update the app to import it.',
    })
  })

  it('imports through the repository, whose every event is checked against the game’s declarations', async () => {
    const repo = createRepository(openHolotableDb(freshDbName(), backend), { registry })
    const text = serializeGameExport(row, coinLog, new Date('2026-01-02T00:00:00.000Z'))
    expect((await repo.importGame(text)).status).toBe('imported')
    const bad = serializeGameExport(
      { ...row, id: 'c2' },
      stored([
        playEvents.make('game.started', { players, options: {} }),
        { type: 'coin.side.shown', v: 1, payload: { side: 'edge' } },
      ]).map((e) => ({ ...e, gameId: 'c2' })),
      new Date(),
    )
    const outcome = await repo.importGame(bad)
    expect(outcome.status).toBe('invalid')
    expect(outcome.status === 'invalid' && outcome.error).toMatch(
      /^This Holotable game file is damaged: event #2 “coin.side.shown”: side: /,
    )
    expect(await repo.getGame('c2')).toBeUndefined()
  })

  it('gets its standalone page route, its Home link, its emblem and its rules', async () => {
    const manifests = registry.manifests
    const routes = gamePageRoutes(manifests, { ...GAME_SCREENS, 'coin-flip': coinScreens })
    expect(routes.map((r) => [r.path, r.name])).toEqual([
      ['/odds/rebellion', 'rebellion-odds'],
      ['/odds/coin-flip', 'coin-flip-odds'],
    ])
    expect(pageLinks(manifests).map((l) => l.label)).toEqual(['Odds calculator', 'Coin odds'])
    expect(emblemOf(manifests, 'coin-flip')).toEqual({ letters: 'CF', hue: '#c0a000' })
    expect(emblemOf(manifests, 'not-a-game')).toEqual({ letters: '?', hue: '#8a94a6' })
    const rules = await collectRules(manifests)
    expect(rules.filter((e) => e.game === 'coin-flip').map((e) => e.id)).toEqual(['coin-flip.turn'])
    expect(ruleParts([coinFlip])).toEqual({})
    expect(() => gamePageRoutes(manifests, GAME_SCREENS)).toThrow(
      'coin-flip declares the page “odds” but has no screen for it',
    )
  })
})

describe('docs/ADDING-A-GAME.md', () => {
  const doc = readFileSync(resolve(root, 'docs/ADDING-A-GAME.md'), 'utf8')
  const files = [...doc.matchAll(/`(src-(?:shared|renderer)\/games\/<id>\/[\w.-]+)`/g)].map((m) => m[1]!)

  it('names the files every game has, and every game has them', () => {
    expect(files).toEqual([
      'src-shared/games/<id>/index.ts',
      'src-shared/games/<id>/engine.ts',
      'src-shared/games/<id>/rule-ids.ts',
      'src-shared/games/<id>/rules.ts',
      'src-renderer/games/<id>/screens.ts',
    ])
    for (const id of GAMES.ids)
      for (const f of files) expect(existsSync(resolve(root, f.replace('<id>', id))), `${id}: ${f}`).toBe(true)
  })

  it('names the two registries, and each has exactly one line per game', () => {
    expect(doc).toContain('src-shared/games/registry.ts')
    expect(doc).toContain('src-renderer/games/registry.ts')
    const shared = readFileSync(resolve(root, 'src-shared/games/registry.ts'), 'utf8')
    const renderer = readFileSync(resolve(root, 'src-renderer/games/registry.ts'), 'utf8')
    for (const id of GAMES.ids) {
      expect(
        shared.split('\n').filter((l) => l.includes(`from './${id}'`)),
        id,
      ).toHaveLength(1)
      expect(
        renderer.split('\n').filter((l) => l.includes(`'${id}'`) || l.startsWith(`  ${id}:`)),
        id,
      ).toHaveLength(1)
    }
  })
})
