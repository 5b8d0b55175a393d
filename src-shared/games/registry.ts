// One line per game. Adding a game = one folder here, one in src-renderer/games, one line below.
import type { GameModule } from '../core/game-module'
import type { GameModuleId } from '../core/game-record'
import { rebellion } from './rebellion'
import { ruleTheGalaxy } from './rule-the-galaxy'
import { angriffDerRebellen } from './angriff-der-rebellen'
import { rftgRebelVsImperium } from './rftg-rebel-vs-imperium'

export const GAME_MODULES: readonly GameModule<unknown>[] = [
  rebellion as GameModule<unknown>,
  ruleTheGalaxy as GameModule<unknown>,
  angriffDerRebellen as GameModule<unknown>,
  rftgRebelVsImperium as GameModule<unknown>,
]

export function gameModule(id: GameModuleId | string): GameModule<unknown> | undefined {
  return GAME_MODULES.find((m) => m.id === id)
}
