import app from './app'
import format from './format'
import settings from './settings'

/** Every English message: the schema German must match. */
export default { app, format, settings }
