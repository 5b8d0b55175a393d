import { angriffDerRebellen } from '../../../src-shared/games/angriff-der-rebellen'
import { defineScreens } from '../screens'

// The play logger (shared by every game) is this game's whole screen for now.
export const angriffDerRebellenScreens = defineScreens(angriffDerRebellen, { tools: {}, pages: {} })
