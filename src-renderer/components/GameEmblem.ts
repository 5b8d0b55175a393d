// A small mark per game (from its manifest) so the cards and lists can be told apart at a glance.
// A functional component: Home draws sixteen of them on the first screen, and a component instance
// each (with its own computed) cost that screen more than the marks themselves. Its look is
// `.emblem` in styles/base.css.
import { h, type FunctionalComponent } from 'vue'
import { GAME_MANIFESTS } from '../../src-shared/games/registry'
import { emblemOf } from '../games/routes'

const GameEmblem: FunctionalComponent<{ module: string; size?: number }> = (props) => {
  const look = emblemOf(GAME_MANIFESTS, props.module)
  return h(
    'span',
    { class: 'emblem', style: { '--hue': look.hue, '--size': `${props.size ?? 3}rem` }, 'aria-hidden': 'true' },
    look.letters,
  )
}
GameEmblem.props = { module: { type: String, required: true }, size: { type: Number, required: false } }

export default GameEmblem
