import app from './app'
import format from './format'
import gameView from './gameView'
import games from './games'
import home from './home'
import newGame from './newGame'
import rules from './rules'
import settings from './settings'

/** Every English message: the schema German must match. */
export default { app, format, gameView, games, home, newGame, rules, settings }
