import type { Messages } from '../schema'
import app from './app'
import data from './data'
import format from './format'
import gameView from './gameView'
import games from './games'
import home from './home'
import newGame from './newGame'
import rebellion from './rebellion'
import rftg from './rftg'
import rules from './rules'
import ruleTheGalaxy from './ruleTheGalaxy'
import settings from './settings'
import shell from './shell'
import tableLog from './tableLog'

/** Every German message, loaded only when German is chosen (start-up stays small). */
export default {
  app,
  data,
  format,
  gameView,
  games,
  home,
  newGame,
  rebellion,
  rftg,
  rules,
  ruleTheGalaxy,
  settings,
  shell,
  tableLog,
} satisfies Messages
