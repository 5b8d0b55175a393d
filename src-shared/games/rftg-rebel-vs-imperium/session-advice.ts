// New game's advice for this expansion: takeovers on or off by the session alternation (setup.ts),
// read from the games of it already in the library. The value chosen is logged in `game.started`.
import type { LibraryGame, OptionAdvisor } from '../../core/game-module'
import { sessionAdvice, type PastGame } from './setup'

export const pastGames = (games: readonly LibraryGame[]): PastGame[] =>
  games.map((g) => ({
    title: g.title,
    createdAt: g.createdAt,
    takeovers: g.options.takeovers !== false,
  }))

export const optionAdvice: OptionAdvisor = (previous, now, locale) => {
  const a = sessionAdvice(pastGames(previous), now, locale)
  return { takeovers: { value: a.takeovers, why: a.why } }
}
