// Each game's screens, one line per game (the manifests come from src-shared/games/registry.ts).
import type { GameManifests } from '../../src-shared/games/registry'
import type { GameScreens } from './screens'
import { rebellionScreens } from './rebellion/screens'
import { ruleTheGalaxyScreens } from './rule-the-galaxy/screens'
import { angriffDerRebellenScreens } from './angriff-der-rebellen/screens'
import { rftgRebelVsImperiumScreens } from './rftg-rebel-vs-imperium/screens'

export const GAME_SCREENS: { [M in GameManifests as M['id']]: GameScreens<M> } = {
  rebellion: rebellionScreens,
  'rule-the-galaxy': ruleTheGalaxyScreens,
  'angriff-der-rebellen': angriffDerRebellenScreens,
  'rftg-rebel-vs-imperium': rftgRebelVsImperiumScreens,
}
