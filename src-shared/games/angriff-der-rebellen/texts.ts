// Every person-readable text of Angriff der Rebellen, in one place: the screens' texts, the
// timeline's words, the outcomes recorded for a reveal, the refusals an event's check gives, the
// setup checklist and the duel calculator's messages. texts.ts + names.ts (tile, ship and corner
// names) are the game's words: the two modules the interface-language issue translates (the game
// is sold in German). The rules reference (rules.ts) is reference content and stays there; the
// fact labels in data.ts are Settings metadata. Plain strings, or small functions for a text with
// values in it; the code only puts these together. German: texts-de.ts, the same shape (typed).
import type { Locale } from '../../locale'
import { MAX_CHIPS } from './data'
import { T_DE } from './texts-de'

const plural = (n: number, word: string): string => `${word}${n === 1 ? '' : 's'}`
/** "a" or "an" before a tile name ("an Imperial Shuttle"). */
const article = (name: string): string => (/^[AEIOU]/.test(name) ? 'an' : 'a')

/** What became of a revealed tile, as recorded in the state (and shown in the latest reveals). */
const OUTCOME = {
  taken: 'taken',
  alreadyHasOne: 'turned back (already has one)',
  asteroidField: 'turned back (asteroid field)',
  chipTaken: 'chip taken',
  noChipFull: `not fought (already ${MAX_CHIPS} chips, none taken)`,
  won: 'fought and won',
  lost: 'fought and lost',
}

export const T = {
  notEntered: (reason: string) => `Not entered: ${reason}.`,

  setup: {
    heading: (players: number) => `Setup for ${players} players`,
    progress: 'Setup progress',
    progressCount: (done: number, of: number) => `${done} / ${of} done`,
    stepDone: (n: number, title: string) => `Step ${n}: ${title} done`,
    seats: 'Ships and corners',
    rebelShip: 'Rebel ship',
    corner: 'Corner',
    whoStarts: 'Who starts? (the youngest; play then goes clockwise in the order players were entered)',
    notTicked: (left: number) => `${left} ${plural(left, 'step')} not ticked yet — you can still start.`,
    start: 'Start the game',
    flies: (player: string, ship: string) => `${player}: ${ship}`,
    starts: (player: string) => `${player} starts.`,
    playOn: 'Play on the Space tab',
  },

  space: {
    setUpFirst: 'Set up first on the',
    setupTab: 'Setup tab',
    over: 'Game over: a gap opened and the draw pile is empty.',
    seeScores: 'See the scores',
    step: {
      move: 'move your ship one space (tap a lit tile)',
      jump: 'jump past the ships to the first free tile in a straight line, since no tile next to your ship is free (tap a lit tile)',
      reveal: 'reveal a face-down tile next to your ship (tap it)',
      ship: 'an Imperial ship: fight it or take a power chip',
    },
    extraMove: 'extra move',
    noMove: 'No free tile to move to, even past the other ships: tap your own ship to stay where it is.',
    revealNotNext:
      'Not entered: reveal a face-down tile right next to your ship (not diagonal) that no ship stands on.',
    whatIsOnTile: 'What is on the tile?',
    noReveal: 'No face-down tile next to your ship is free.',
    endTurn: 'End the turn',
    players: 'Players',
    player: 'Player',
    astromech: 'Astromech',
    ally: 'Ally',
    chips: 'Chips',
    shipsWon: 'Ships won',
    astromechHeld: '+1',
    allyHeld: '+2',
    none: '—',
    chipCount: (chips: number, max: number) => `${chips} / ${max}`,
    wonShip: (ship: string, points: number) => `${ship} (${points})`,
    tableOptions: 'Table options',
    memoryAid: 'Memory aid: show the tiles the table has seen',
    lostFightSpends: 'A lost fight uses up the ally and chips put in (the other reading)',
    latestReveals: 'Latest reveals',
    reveal: (player: string, tile: string, outcome: string | undefined) =>
      `${player}: ${tile} — ${outcome ?? 'deciding'}`,
  },

  grid: {
    label: 'Space grid',
    ownedShip: (player: string, ship: string) => `${player}’s ${ship}`,
    revealed: (tile: string) => `revealed: ${tile}`,
    gap: 'gap',
    seen: (tile: string) => `face down, seen: ${tile}`,
    faceDown: 'face down',
    /** Row and column (from 1) for messages. */
    spaceName: (row: number, column: number) => `row ${row}, column ${column}`,
  },

  tiles: {
    heading: 'Tiles',
    drawPile: 'Draw pile:',
    tileWord: (n: number) => plural(n, 'tile'),
    nextUnseen: (unseen: number) => `Next unseen tile (${unseen} unseen):`,
    asteroidField: 'Asteroid field',
    astromech: 'Astromech',
    ally: 'Ally',
    imperialShip: 'Imperial ship',
    noChance: '—',
    caption: 'Tiles by kind',
    tile: 'Tile',
    inGame: 'In the game',
    unseen: 'Unseen',
  },

  duel: {
    revealed: (player: string, ship: string) => `${player} revealed ${article(ship)} ${ship}`,
    values: (strength: number, points: number) => `Strength +${strength}, ${points} victory ${plural(points, 'point')}`,
    withEverything: (bonus: number) => `with everything you hold (+${bonus})`,
    astromechOnly: 'with only the astromech (+1, never used up)',
    spendingNothing: 'spending nothing',
    chipsChart: 'Chance to win for each number of power chips spent',
    chipsChartNote:
      'With the astromech if you have it, without the ally. Highlighted: the fewest chips with the best chance.',
    chipsLabel: (chips: number) => `Spending ${chips} ${plural(chips, 'chip')}`,
    chipsAxis: 'power chips spent',
    fight: 'Fight',
    noFightFull: `Don’t fight (already ${MAX_CHIPS} chips)`,
    takeChip: 'Take a power chip',
    theNeighbour: 'The neighbour',
    neighbourRolls: (who: string) => `${who} rolls for the ship (right-hand neighbour)`,
    shipSum: (roll: number | undefined, strength: number) => `Ship: ${roll} + ${strength} =`,
    playersRoll: (player: string) => `${player}’s roll`,
    useAlly: 'Use the ally (+2)',
    chips: 'Chips:',
    chipFewer: 'One chip fewer',
    chipMore: 'One chip more',
    minus: '−',
    plus: '+',
    ofChips: (held: number) => `of ${held}`,
    youTotal: (total: number | undefined, ship: number | undefined) => `You: ${total} against ${ship} →`,
    youWin: 'you win',
    youLose: 'you lose',
    record: 'Record the fight',
    back: 'Back',
    chipAfterRolls:
      'No chip now: a roll of this fight is entered, and the rules choose chip or fight before anyone rolls. Tapped Fight by mistake and nobody rolled? Clear the rolls.',
    clearRolls: 'Clear the rolls',
    advice: {
      astromech: 'astromech +1, ',
      cannotWin: (total: number, shortBy: number, ship: number | undefined) =>
        `Cannot win: even with everything you reach ${total}, ${shortBy} short of ${ship}.`,
      lostSpends: ' Spend nothing — with this table’s reading a lost fight uses up what you put in.',
      lostFree: ' Losing costs nothing.',
      alreadyReach: (ship: number | undefined, astro: string) =>
        `You already reach ${ship} (${astro}no chips needed): spend nothing.`,
      theAlly: 'the ally (+2)',
      chips: (n: number) => `${n} power ${plural(n, 'chip')}`,
      and: ' and ',
      cheapest: (astro: string, spend: string, total: number) => `Cheapest: ${astro}${spend} → ${total}.`,
      keepsAlly: ' Keeps your ally (1 point at the end).',
    },
  },

  shipValues: {
    ask: (ship: string) =>
      `First ${ship} of this copy: read its values off the tile. The app remembers them (Settings › Data corrections).`,
    strength: 'Strength',
    points: 'Victory points',
    strengthLabel: 'Strength (red number, top left)',
    pointsLabel: 'Victory points (bottom right)',
    badNumber: (what: string, min: number, max: number, typed: string) =>
      `${what}: enter the whole number printed on the tile, ${min} to ${max} (${typed ? `you typed “${typed}”` : 'the field is empty'}).`,
    remember: 'Remember',
  },

  score: {
    heading: 'Scores',
    notStarted: 'The scores appear once the game has started.',
    final: 'Final scores.',
    soFar: 'Scores so far (the game is still on).',
    finishOffers: 'Finish game offers these scores and the winner.',
    player: 'Player',
    ships: 'Ships',
    shipPoints: 'Ship points',
    allyKept: 'Ally kept',
    total: 'Total',
    chips: 'Chips (tie-break)',
    winner: 'winner',
    leading: 'leading',
  },
  outcome: OUTCOME,

  /** The timeline's words for each event. */
  timeline: {
    someone: 'a player',
    setUp: (seats: string[], first: string) => `Set up: ${seats.join('; ')}. ${first} starts.`,
    seat: (player: string, ship: string, corner: string) => `${player} flies the ${ship} from the ${corner} corner`,
    moved: (player: string, space: string) => `${player} moved to ${space}`,
    revealed: (player: string, article: string, tile: string, space: string) =>
      `${player} revealed ${article} ${tile} at ${space}`,
    chipTaken: (player: string, max: number) => `${player} did not fight and took a power chip (at most ${max})`,
    noChipFull: (player: string, max: number) =>
      `${player} did not fight and took no power chip: already holding the most, ${max}`,
    usedAstromech: 'astromech',
    usedAlly: 'ally',
    usedChips: (n: number) => `${n} ${plural(n, 'chip')}`,
    usedSeparator: ', ',
    fought: (f: {
      player: string
      ship: string
      mine: number
      roll: number
      used: string
      against: number
      shipRoll: number
      strength: number
      won: boolean
    }) =>
      `${f.player} fought the ${f.ship}: ${f.mine} (roll ${f.roll}${f.used ? ` + ${f.used}` : ''}) against ${f.against} (roll ${f.shipRoll} + ${f.strength}) — ${f.won ? 'won' : 'lost'}`,
    passed: (player: string) => `${player} had no tile to reveal; turn over`,
    /** "a" or "an" before a tile name. */
    article: (name: string): string => article(name),
  },

  /** Why an event's check refuses an entry (shown after "Not entered: "). */
  refusal: {
    notStarted: 'the game has not started yet: finish the setup first',
    over: 'the game is over: the draw pile is empty and a gap could not be filled',
    anotherPlayer: 'another player',
    notYourTurn: (player: string) => `it is ${player}’s turn`,
    mustFirst: {
      move: 'move their ship first',
      reveal: 'reveal a tile next to their ship first',
      ship: 'choose: fight the ship or take a power chip',
    },
    onTurnMust: (todo: string) => `the player on turn must ${todo}`,
    alreadySetUp: 'the game is already set up',
    seatsMissing: 'every player needs a Rebel ship and a corner',
    shipsDiffer: 'each player needs a different Rebel ship',
    cornersDiffer: 'each player needs a different corner',
    chooseFirst: 'choose who starts',
    shipThere: 'another Rebel ship stands there',
    shipThereJump:
      'another Rebel ship stands there, and no tile next to your ship is free: it can only jump, past the ships to the first free tile in a straight line (tap a lit tile)',
    noTile: 'there is no tile there',
    notFree: 'that tile is not free',
    notDiagonal: 'move one space up, down, left or right (not diagonally)',
    jumpOnly: 'a jump past other ships is allowed only to the first free tile in a straight line',
    revealNotNext: 'reveal a face-down tile right next to your ship (not diagonal) that no ship stands on',
    turnedBackAs: (was: string, entered: string) => `that tile was turned back as ${was}, not ${entered}`,
    allAccounted: (count: number, tile: string) =>
      `all ${count} ${tile} tiles are already accounted for — check the tile again`,
    shipRevealedIs: (ship: string | undefined) => `the ship revealed is ${ship ? `${article(ship)} ${ship}` : 'gone'}`,
    noAstromech: 'there is no astromech to count',
    astromechCounts: 'the astromech always counts',
    noAlly: 'there is no ally to use',
    onlyChips: (n: number) => `only ${n} power ${plural(n, 'chip')} to spend`,
    tileToReveal: 'there is a tile next to your ship to reveal',
    chipsHeld: (n: number, max: number) => `the player on turn holds ${n} of ${max} power chips`,
  },

  /** The setup checklist the table ticks off (the log's checklist and the Setup tab). */
  setupSteps: {
    listTitle: 'Setup',
    ships: {
      title: 'Rebel ships',
      detail: 'Each player takes a Rebel ship; the unused ones go back in the box.',
    },
    shuffle: { title: 'Shuffle the tiles', detail: 'Shuffle all 30 space tiles with the blank side up.' },
    grid: {
      title: 'Lay out space',
      detail: (spaces: number) => `Deal ${spaces} tiles face down as a 4 × 4 grid in the middle of the table.`,
    },
    pile: {
      title: 'Draw pile',
      detail: (tiles: number) => `The other ${tiles} tiles form a face-down draw pile beside the grid.`,
    },
    supply: {
      title: 'Chips and die',
      detail: (chips: number) => `Put the ${chips} power chips and the ten-sided die beside the grid.`,
    },
    corners: { title: 'Ships on corners', detail: 'Each player puts their ship on a different corner of the grid.' },
  },

  /** The game's line in the games list, its result note and its options line. */
  progress: {
    settingUp: 'Setting up',
    over: 'Game over: the draw pile is empty',
    turn: (n: number, player: string) => `Turn ${n} · ${player}`,
    sharedWin: 'Tied on points and power chips: a shared win.',
    chipsDecided: 'Tied on points: more power chips decided it.',
    options: (lostFightSpends: boolean, memoryAid: boolean) =>
      `Options: lost fight ${lostFightSpends ? 'spends the committed ally and chips' : 'costs nothing'}; memory aid ${memoryAid ? 'on' : 'off'}`,
  },

  /** The duel calculator's messages for bad input. */
  duelErrors: {
    chipsRange: (max: number, got: number) => `power chips must be a whole number from 0 to ${max} (got ${got})`,
    holdings: 'say what you hold: the astromech, an ally and your power chips',
    strength: (got: number) => `The ship’s strength must be a whole number of 0 or more (got ${got}).`,
    noOdds: (bad: string) => `Cannot work out the odds: ${bad}.`,
    rolls: (roll: number, shipTotal: number) =>
      `Enter both rolls as whole numbers (your roll ${roll}, ship total ${shipTotal}).`,
    noAdvice: (bad: string) => `Cannot advise: ${bad}.`,
  },
}

/** The shape every language of the game's texts has. */
export type AngriffTexts = typeof T

/** The game's texts in the interface language (English when none is given). */
export function textsIn(locale: Locale | undefined): AngriffTexts {
  return locale === 'de' ? T_DE : T
}
