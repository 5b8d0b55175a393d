import type { Messages } from '../schema'
import app from './app'
import format from './format'
import settings from './settings'

/** Every German message, loaded only when German is chosen (start-up stays small). */
export default { app, format, settings } satisfies Messages
