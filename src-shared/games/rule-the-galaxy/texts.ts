// Rule the Galaxy's person-readable words for the timeline and the refusals (an event's check, the
// board's and the payment's checks, what must be entered before a player acts), in one place.
// German: texts-de.ts, the same shape (typed). Card names stay in data.ts for the fact labels; the
// words here are what the timeline and the refusals say. Plain strings, or small functions for a
// text with values in it; the code only puts these together.
import type { Locale } from '../../locale'
import type { CardType } from './data'
import { T_DE } from './texts-de'

const s = (n: number): string => (n === 1 ? '' : 's')

const CARDS: Record<CardType, string> = {
  rey: 'Rey',
  poe: 'Poe',
  finn: 'Finn',
  chewbacca: 'Chewbacca',
  bb8: 'BB-8 (joker)',
  fire: 'Fire',
}

export const T = {
  cards: CARDS,
  someone: 'a player who is not in this game',
  noCards: 'no cards',
  multicolour: 'multicolour',
  colourOf: (card: string) => `${card}’s colour`,

  timeline: {
    setUp: (lanes: number, rows: number, first: string) =>
      `Set up: ${lanes} lane${s(lanes)} × ${rows} row${s(rows)}, ${first} starts`,
    firstCard: (player: string, card: string) => `${player}’s first card: ${card}`,
    unitsEnter: (list: string) => `Units enter: ${list}`,
    enteringUnit: (lane: number, strength: number, colour: string) => `lane ${lane} strength ${strength} (${colour})`,
    enteringSeparator: '; ',
    drewFire: 'Drew a fire card',
    drew: (card: string) => `Drew ${card}`,
    stopped: 'Stopped drawing',
    reshuffled: 'Reshuffled the deck, discards and fire cards',
    unit: (strength: number, colour: string) => `the strength-${strength} unit (${colour})`,
    unitInLane: (unit: string, lane: number) => `${unit} in lane ${lane}`,
    aUnit: 'a unit',
    andInfiltrator: (colour: string | undefined) => ` and an infiltrator${colour ? ` (${colour})` : ''}`,
    destroyed: (player: string, what: string, points: number, cards: string, infiltrator: string) =>
      `${player} destroyed ${what} (+${points}) with ${cards}${infiltrator}`,
    traded: (player: string, gives: string, other: string, gets: string) =>
      `${player} gave ${gives} to ${other} for ${gets}`,
    markerAt: (lane: number, row: number) => ` in lane ${lane}, row ${row}`,
    markerTurnedUp: (where: string, value: number) =>
      `Fire marker${where} turned up: ${value} — every player discards ${value}`,
    redSpace: (lane: number, row: number) => `lane ${lane} row ${row}`,
    redSpacesEntered: (list: string) => `Red-framed spaces entered: ${list}`,
    discarded: (player: string, cards: string) => `${player} discarded ${cards}`,
    turnEnded: 'Turn ended',
  },

  refusal: {
    alreadySetUp: 'the game is already set up',
    firstNotInGame: 'the first player is not in this game',
    markerOffBoard: 'a fire-marker space is off the board',
    setUpFirst: 'set the game up first',
    dealOver: 'the opening deal is over',
    noSuchPlayer: 'no such player',
    hasFirstCard: (player: string) => `${player} already has a first card`,
    openingNotFire: 'the opening card cannot be a fire card',
    noneLeft: (card: string) => `no ${card} card is left in the deck`,
    noFireLeft: 'no fire card is left in the deck',
    drawingOver: 'this turn’s drawing is over',
    reshuffleFirst: 'reshuffle first: the ninth fire card is out',
    drawFirst: 'a turn starts by drawing a card: draw at least one before stopping',
    noReshuffle: 'no reshuffle is due',
    unitNotOnBoard: 'that unit is not on the board',
    handLacks: 'the hand does not hold those cards',
    infiltratorNotHeld: 'that infiltrator is not in this player’s hands',
    frontOnly: 'cards can only shoot the front unit of a lane',
    tradeOther: 'trade with another player',
    hasNo: (player: string, card: string) => `${player} has no ${card} card`,
    notRunning: 'the game is not running',
    noCardsGiven: 'no cards given',
    owesOnly: (player: string, n: number) => `${player} owes only ${n}`,
    gameOver: 'the game is over',
    notYourTurn: (player: string) => `it is ${player}’s turn`,
    // The board's checks.
    noUnits: 'no units given',
    onlyDue: (n: number) => `only ${n} unit(s) are due to enter`,
    noStrength: (strength: string) => `no unit has strength ${strength}`,
    unknownColour: (colour: string) => `unknown colour ${colour}`,
    laneOff: (lane: number) => `lane ${lane} is not on the board`,
    entryTaken: (lane: number) => `lane ${lane}’s entry space is taken`,
    noTileLeft: (strength: number) => `no strength-${strength} tile is left in the stack`,
    allMarkersUsed: 'every fire marker on the board has been used',
    noMarkerValue: (value: number) => `no fire marker of value ${value} is left`,
    saySpace: 'say which space the marker was on',
    noMarkerThere: 'no fire marker lies on that space',
    spacesKnown: 'the red-framed spaces are already known in this game',
    markerWithoutSpace:
      'a fire marker was already turned up without its space: the app cannot tell which spaces still hold one',
    enterSpaces: (n: number, got: number) => `enter ${n} spaces (you entered ${got})`,
    redOff: 'a red-framed space is off the board',
    twice: 'the same space is entered twice',
    // The payment's checks.
    cardCount: (card: string) => `card count for ${card} must be a non-negative integer`,
    infiltratorColour: 'that infiltrator does not share the unit’s colour',
    takesExactly: (n: number) => `this unit takes exactly ${n} card${s(n)}`,
    noMatch: 'those cards do not match the unit’s colour',
  },

  progress: {
    settingUp: 'Setting up',
    won: 'All units destroyed',
    lost: 'A unit broke through: defeat',
    round: (n: number) => `Round ${n}`,
    turn: (n: number, player: string) => `Round ${n} · ${player}’s turn`,
  },

  /** What must be entered before the current player can act. */
  todo: {
    firstCard: (player: string) => `enter ${player}’s first card`,
    newUnits: (n: number) => `put ${n} new unit${s(n)} on the entry row`,
    marker: (lane: number, row: number) => `turn up the fire marker in lane ${lane}, row ${row}`,
    discards: (player: string, n: number) => `${player} discards ${n} card${s(n)}`,
  },
}

export type RtgTexts = typeof T

/** The game's texts in the interface language (English when none is given). */
export function textsIn(locale: Locale | undefined): RtgTexts {
  return locale === 'de' ? T_DE : T
}
