// Rule the Galaxy's person-readable words for the timeline and the refusals (an event's check, the
// board's and the payment's checks, what must be entered before a player acts), in one place.
// German: texts-de.ts, the same shape (typed). Card names stay in data.ts for the fact labels; the
// words here are what the timeline and the refusals say. Plain strings, or small functions for a
// text with values in it; the code only puts these together.
import type { Locale } from '../../locale'
import type { Corrections } from '../../core/facts'
import { resolveColourName, UNIT_TILES, type CardType, type Strength, type TileName, type UnitColour } from './data'
import { T_DE } from './texts-de'
import type { UpperPartCheck } from './upper-part'

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
  /** The card colours the rulebook names (data.ts COLOUR_NAMES), in words. */
  printedColours: { purple: 'purple', blue: 'blue', red: 'red' },
  /** The First Order tiles by the names printed on them (data.ts UNIT_TILES). */
  tiles: {
    Stormtrooper: 'Stormtrooper',
    Snowtrooper: 'Snowtrooper',
    Flametrooper: 'Flametrooper',
    Sergeant: 'Sergeant',
    'Captain Phasma': 'Captain Phasma',
    'Kylo Ren': 'Kylo Ren',
  } satisfies Record<TileName, string>,

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
    markerOffBoard: (lane: number, row: number, lanes: number, rows: number) =>
      `the red-framed space ${lane},${row} is off the ${lanes} × ${rows} board: correct it in the Fire markers step (lanes 1–${lanes}, rows 1–${rows})`,
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
    drawBeforeDestroying: 'a turn starts by drawing a card: draw at least one before destroying units',
    drawBeforeEnding: 'a turn starts by drawing a card: draw at least one before ending the turn',
    noReshuffle: 'no reshuffle is due',
    unitNotOnBoard: 'that unit is not on the board',
    handLacks: 'the hand does not hold those cards',
    infiltratorNotHeld: 'that infiltrator is not in this player’s hands',
    frontOnly: 'cards can only shoot the front unit of a lane',
    tradeOther: 'trade with another player',
    sameCard: (card: string) => `swapping ${card} for ${card} changes nothing (choose the card that comes back)`,
    hasNo: (player: string, card: string) => `${player} has no ${card} card`,
    notRunning: 'the game is not running',
    noCardsGiven: 'no cards given',
    owesOnly: (player: string, n: number) => `${player} owes only ${n}`,
    owesNothing: (player: string) => `${player} has no cards to discard now`,
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
    multicolourTile: (strength: number, name: string) =>
      `strength ${strength} is ${name}, a multicolour tile: enter it as multicolour`,
    allMarkersUsed: 'every fire marker on the board has been used',
    noMarkerValue: (value: number) => `no fire marker of value ${value} is left`,
    saySpace: 'say which space the marker was on',
    noUnitMovedYet:
      'no unit has entered a space since setup, so none has stepped on a fire marker: a marker is turned up when a unit enters its space, at the earliest when the units first move on',
    noNewSpace: (spaces: number, turned: number) =>
      `units have entered ${spaces === 1 ? '1 space' : `${spaces} spaces`} since setup and ${turned === 1 ? '1 fire marker is' : `${turned} fire markers are`} turned up already: the next marker comes only when a unit enters a space no unit has entered yet`,
    noMarkerThere: 'no fire marker lies on that space',
    spacesKnown: 'the red-framed spaces are already known in this game',
    markerWithoutSpace:
      'a fire marker was already turned up without its space: the app cannot tell which spaces still hold one',
    enterSpaces: (n: number, got: number) => `enter ${n} spaces (you entered ${got})`,
    redOff: (lane: number, row: number, lanes: number, rows: number) =>
      `space ${lane},${row} is off the ${lanes} × ${rows} board: enter lanes from 1 to ${lanes} and rows from 1 to ${rows}`,
    twice: (lane: number, row: number, n: number) =>
      `space ${lane},${row} is entered twice: enter ${n} different spaces`,
    // The payment's checks.
    cardCount: (card: string) => `card count for ${card} must be a non-negative integer`,
    infiltratorColour: 'that infiltrator does not share the unit’s colour',
    takesExactly: (n: number) => `this unit takes exactly ${n} card${s(n)}`,
    noMatch: 'those cards do not match the unit’s colour',
  },

  /** What the screens warn about but still let the players enter. */
  warning: {
    strengthOneBelowUpperPart: (c: UpperPartCheck) => {
      const tiles = c.first === c.last ? `tile ${c.first}` : `tiles ${c.first}–${c.last}`
      const where =
        c.places === 0
          ? `, and ${tiles} of the stack ${c.first === c.last ? 'comes' : 'come'} from the part below it`
          : `, and only ${c.places} of ${tiles} of the stack ${c.places === 1 ? 'comes' : 'come'} from it, ` +
            `${c.alreadyEntered === 1 ? 'a strength-1 tile' : `${c.alreadyEntered} strength-1 tiles`} among them already`
      return (
        `Check this tile: the ${c.infiltrators} strength-1 Stormtroopers were shuffled into the upper part of the stack ` +
        `(its top ${c.upperPart} tiles, as the Setup tab builds it)${where}. Strength 1 and 2 are both Stormtroopers: ` +
        'look at the number on the tile. If it shows 1, place it anyway: the rulebook splits the stack only into ' +
        '“roughly equal” parts, so your upper part may hold more tiles.'
      )
    },
  },

  /** The note of a finished game's result (scoring.ts), shown under the end banner and kept with the result. */
  result: {
    won: 'All units destroyed.',
    tied: 'All units destroyed. Tied on points and units: settle it by who does the best Vader breathing.',
    lost: 'A First Order unit reached the Resistance: everyone loses.',
    /** Finish game pressed while units are still on the board or in the stack (the game has not ended). */
    early: 'Finished before every unit was destroyed: ranked by points, then by units destroyed.',
  },

  progress: {
    settingUp: 'Setting up',
    won: 'All units destroyed',
    lost: 'A unit broke through: defeat',
    round: (n: number) => `Round ${n}`,
    turn: (n: number, player: string) => `Round ${n} · ${player}’s turn`,
  },

  /** The setup checklist (setup.ts): each step's title and what to do, with the counts worked out. */
  setup: {
    list: 'Setup',
    theFirstPlayer: 'the first player',
    board: 'Board',
    boardDetail: (lanes: number, rows: number) =>
      `Lay the board in the middle of the table: ${lanes} lanes of ${rows} spaces each, the entry row at the far end.`,
    deck: 'Resistance deck',
    deckDetail: (cards: number) =>
      `Shuffle all ${cards} Resistance cards into one face-down deck. Leave room beside it for a discard pile and, apart from it, for the fire cards as they come up.`,
    firstCards: 'One card each',
    firstCardsDetail: (n: number) =>
      `${n === 1 ? 'The player takes' : `Each of the ${n} players takes`} the top card. Whoever gets a fire card pushes it back into the middle ` +
      `of the deck and takes the next card instead, until it is not fire. Tell the app ${n === 1 ? 'the card' : 'each player’s card'}.`,
    flametroopersOut: 'Flametroopers out',
    flametroopersOutDetail: (n: number, leftOut: number, strength: number) =>
      `With ${n} player${s(n)} the ${leftOut} Flametroopers (strength ${strength}) stay in the box.`,
    stack: 'First Order stack',
    stackDetail: (p: {
      infiltrators: number
      others: number
      lower: number
      upperOthers: number
      upper: number
      tiles: number
    }) =>
      `Set the ${p.infiltrators} strength-1 Stormtroopers aside. Shuffle the other ${p.others} tiles and split them ` +
      `into two piles of ${p.lower} and ${p.upperOthers}. Shuffle the strength-1 Stormtroopers into one pile ` +
      `(now ${p.upper} tiles) and put it on top of the other: ${p.tiles} tiles, face down.`,
    movementMarker: 'Movement marker',
    movementTwo:
      'The older player puts the movement marker in front of them, white side up. It is turned over after every round (both players’ turns): units move only when it shows white, so every second round.',
    movementSolo:
      'Put the movement marker in front of you, white side up. Turn it over at the end of each of your turns: units move only when it shows white, so every second turn.',
    movementNone: (n: number) =>
      `With ${n} players the movement marker is not used: put it back in the box. Units move after every round.`,
    firstUnits: 'First units',
    firstUnitsDetail: (entry: number) =>
      `Turn the top ${entry} tiles of the stack face up onto the ${entry} entry spaces, one per lane. Tell the app each tile’s strength and colour.`,
    fireMarkers: 'Fire markers',
    fireMarkersDetail: (markers: number, used: number) =>
      `Shuffle the ${markers} fire markers number side down and put ${used} of them, still face down, on the red-framed spaces. ` +
      `The last one goes back in the box unseen.`,
    askRedFrames: ' Enter which spaces have red frames (just below) so the app can warn you when a unit steps on one.',
    firstPlayer: 'First player',
    firstPlayerDetail: (name: string) =>
      `The best lightsaber fighter at the table (or the youngest player) goes first. No contest? The app’s pick: ${name}.`,
    firstPlayerSolo: (name: string) => `${name} plays alone and takes every turn: nobody to decide who goes first.`,
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

/**
 * A unit's colour in words, in the interface language: "red (Chewbacca)" / "rot (Chewbacca)", "Poe’s
 * colour" while the players have not said it, "multicolour". A colour the players entered
 * themselves (a correction) is their own word and is shown as they typed it.
 */
export function colourLabel(c: UnitColour, corrections: Corrections = {}, locale?: Locale): string {
  const T = textsIn(locale)
  if (c === 'multi') return T.multicolour
  const name = resolveColourName(c, corrections)
  if (name.value === null) return T.colourOf(T.cards[c])
  const printed = T.printedColours as Record<string, string>
  const word = !name.corrected && Object.hasOwn(printed, name.value) ? printed[name.value]! : name.value
  return `${word} (${T.cards[c]})`
}

/** A tile's printed name in the interface language (Sturmtruppler in German). */
export function tileName(name: TileName, locale?: Locale): string {
  return textsIn(locale).tiles[name]
}

/** The names on the tiles of one strength, "Sergeant / Captain Phasma", in the interface language. */
export function tileNamesOf(strength: Strength, locale?: Locale): string {
  const names = UNIT_TILES.value.filter((t) => t.strength === strength).map((t) => tileName(t.name, locale))
  return [...new Set(names)].join(' / ')
}
