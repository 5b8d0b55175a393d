import type { Messages } from '../schema'
import app from './app'
import format from './format'
import games from './games'
import rules from './rules'
import settings from './settings'

/** Every German message, loaded only when German is chosen (start-up stays small). */
export default { app, format, games, rules, settings } satisfies Messages
