// One line per game. Adding a game = one folder here, one in src-renderer/games, one line below
// (and one in src-renderer/games/registry.ts); see docs/ADDING-A-GAME.md.
import type { GameManifest } from '../core/game-module'
import { createGameRegistry } from '../core/game-registry'
import { rebellion } from './rebellion'
import { ruleTheGalaxy } from './rule-the-galaxy'
import { angriffDerRebellen } from './angriff-der-rebellen'
import { rftgRebelVsImperium } from './rftg-rebel-vs-imperium'

export const GAMES = createGameRegistry([rebellion, ruleTheGalaxy, angriffDerRebellen, rftgRebelVsImperium])

export type GameManifests = (typeof GAMES.manifests)[number]
export type GameId = GameManifests['id']
/** Every game's manifest, for screens that treat them alike (Home, New game, Settings). */
export const GAME_MANIFESTS: readonly GameManifest[] = GAMES.manifests
export const GAME_IDS: readonly string[] = GAMES.ids

export function gameManifest(id: string): GameManifest | undefined {
  return GAMES.get(id)
}
