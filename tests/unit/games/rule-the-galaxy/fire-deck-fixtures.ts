// Small decks and every ordering of their cards, for checking the fire odds by brute force.
import { CARD_TYPES, type CardType } from '../../../../src-shared/games/rule-the-galaxy/data'
import type { FireDeck } from '../../../../src-shared/games/rule-the-galaxy/fire-deck'

/** A deck holding just these cards; the fire cards missing from the 9 count as seen. */
export function deckOf(counts: Partial<Record<CardType, number>>): FireDeck {
  return {
    remaining: { rey: 0, poe: 0, finn: 0, chewbacca: 0, bb8: 0, fire: 0, ...counts },
    fireSeen: 9 - (counts.fire ?? 0),
    reshuffleDue: false,
  }
}

/** Every ordering of the deck's cards (cards labelled, so each ordering is equally likely). */
export function orderings(deck: FireDeck): CardType[][] {
  const cards: CardType[] = CARD_TYPES.flatMap((c) => Array<CardType>(deck.remaining[c]).fill(c))
  const out: CardType[][] = []
  const permute = (rest: CardType[], acc: CardType[]): void => {
    if (rest.length === 0) return void out.push(acc)
    rest.forEach((c, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, c]))
  }
  permute(cards, [])
  return out
}
