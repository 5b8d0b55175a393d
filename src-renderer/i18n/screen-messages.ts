// Imported by the screens whose English messages are not in the start-up bundle (New game, the
// game screen, Settings): the route's chunk brings them and adds them before the screen renders.
import { i18n } from '.'
import screens from './messages/en/screens'

i18n.global.mergeLocaleMessage('en', screens)
