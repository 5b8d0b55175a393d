// The English messages of the screens after the first one (loaded with them, not at start-up):
// `app` holds the language choice and the timeline's words, used only there.
import app from './app'
import data from './data'
import gameView from './gameView'
import newGame from './newGame'
import rebellion from './rebellion'
import rftg from './rftg'
import ruleTheGalaxy from './ruleTheGalaxy'
import settings from './settings'
import tableLog from './tableLog'

export default { app, data, gameView, newGame, rebellion, rftg, ruleTheGalaxy, settings, tableLog }
