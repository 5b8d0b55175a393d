import app from './app'
import format from './format'
import games from './games'
import rules from './rules'
import settings from './settings'

/** Every English message: the schema German must match. */
export default { app, format, games, rules, settings }
