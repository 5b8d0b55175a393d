// Every person-readable text the Angriff der Rebellen screens show, in one place: this is the one
// module the interface-language issue translates (the game is sold in German). Tile, ship and
// corner names stay in src-shared/games/angriff-der-rebellen/names.ts. Plain strings, or small
// functions for a text with values in it; the screens only put these together.

const plural = (n: number, word: string): string => `${word}${n === 1 ? '' : 's'}`

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
    revealed: (player: string, ship: string) => `${player} revealed a ${ship}`,
    values: (strength: number, points: number) => `Strength +${strength}, ${points} victory ${plural(points, 'point')}`,
    withEverything: (bonus: number) => `with everything you hold (+${bonus})`,
    astromechOnly: 'with only the astromech (+1, never used up)',
    spendingNothing: 'spending nothing',
    fight: 'Fight',
    noFightFull: 'Don’t fight (already 5 chips)',
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
      `${what}: enter the whole number printed on the tile, ${min} to ${max} (you typed “${typed}”).`,
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
}
