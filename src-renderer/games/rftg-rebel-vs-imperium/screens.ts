import { rftgRebelVsImperium } from '../../../src-shared/games/rftg-rebel-vs-imperium'
import { defineScreens } from '../screens'

// The play logger (shared by every game) is this game's whole screen for now.
export const rftgRebelVsImperiumScreens = defineScreens(rftgRebelVsImperium, { tools: {}, pages: {} })
