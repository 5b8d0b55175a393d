import format from './format'
import home from './home'
import rules from './rules'
import shell from './shell'
import type games from './games'
import type screens from './screens'

const messages = { format, home, rules, shell }

/**
 * The English messages the start-up screen needs; with the types of the rest they are the schema
 * German must match. The other screens' messages (./screens) arrive with those screens
 * (i18n/screen-messages.ts), and the games' English words are their manifests' own
 * (i18n/game-words.ts falls back to them): neither is in the start-up bundle.
 */
export default messages as typeof messages & typeof screens & { games: typeof games }
