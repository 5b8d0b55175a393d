// Rules reference for Star Wars: Rule the Galaxy, in the project's own words.
import {
  defineRules,
  withGerman,
  list,
  para,
  reading,
  steps,
  table,
  tip,
  warning,
  type RuleSource,
} from '../../core/rules'
import { ruleTheGalaxyRulesDe } from './rules-de'

const book = (section: string): RuleSource => ({ file: 'rulebooks/rule-the-galaxy.txt', section })

const english = defineRules([
  {
    id: 'rule-the-galaxy.components',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'What is in the box',
    summary:
      '28 First Order tiles, a 55-card Resistance deck (46 character and joker cards plus 9 fire cards), 5 fire markers and a movement marker.',
    body: [
      table(
        ['First Order tile', 'Strength', 'Tiles'],
        [
          ['Stormtrooper (infiltrator)', '1', '4'],
          ['Stormtrooper', '2', '8'],
          ['Snowtrooper', '3', '8'],
          ['Flametrooper', '5', '4'],
          ['Sergeant', '6', '2'],
          ['Captain Phasma', '6', '1'],
          ['Kylo Ren', '8', '1'],
        ],
      ),
      table(
        ['Resistance card', 'Colour', 'Cards'],
        [
          ['Rey', 'Purple', '9'],
          ['Poe', 'Not given in the rulebook', '9'],
          ['Finn', 'Blue', '9'],
          ['Chewbacca', 'Red', '9'],
          ['BB-8', 'Joker (any colour)', '10'],
          ['Fire card', '—', '9'],
        ],
      ),
      para('Fire markers show 0, 1, 1, 2 and 3. The movement marker is only for 1 or 2 players.'),
    ],
    keywords: ['contents', 'components', 'deck', 'tiles', 'cards', 'how many fire cards', 'strength'],
    related: ['rule-the-galaxy.setup', 'rule-the-galaxy.unknown-values'],
    source: book('Contents of the Box'),
  },
  {
    id: 'rule-the-galaxy.goal',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Goal: hold the line together, then score',
    summary:
      'Everyone loses if any First Order unit gets off the end of the board; if the table wipes out every unit, the top scorer wins.',
    body: [
      list(
        'Co-operative: the whole table stops the advance.',
        'Competitive at the end: stronger units are worth more points.',
        'Examples: a Snowtrooper is worth 2 points, Kylo Ren 5.',
      ),
    ],
    keywords: ['goal', 'aim', 'cooperative', 'co-op', 'win', 'points'],
    related: ['rule-the-galaxy.scoring', 'rule-the-galaxy.defeat'],
    source: book('Goal of the Game'),
  },
  {
    id: 'rule-the-galaxy.setup',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Setup (3–4 players)',
    summary:
      'Shuffle the deck and deal one non-fire card each, build the First Order stack with the 4 infiltrators in its upper half, fill the first row, hide 4 fire markers.',
    body: [
      steps(
        'Board in the middle.',
        'Shuffle the Resistance deck; leave room for a discard pile and a row for drawn fire cards.',
        'Each player draws 1 card. A fire card drawn now goes back into the middle of the deck and the player draws again (the replacement cannot be a fire card).',
        'First Order stack: set aside the 4 strength-1 Stormtroopers, shuffle the rest and split into two halves; shuffle the 4 into one half and put that half on top.',
        'Place the top 4 tiles face up on the 4 first-row spaces.',
        'Shuffle the 5 fire markers face down; put 4 on the red-framed spaces and box the fifth unseen.',
        'Box the movement marker (3–4 players).',
      ),
    ],
    keywords: ['setup', 'set up', 'start', 'prepare', 'stack', 'infiltrators on top', 'deal'],
    related: ['rule-the-galaxy.fire-markers', 'rule-the-galaxy.small-game', 'rule-the-galaxy.components'],
    source: book('Setup'),
  },
  {
    id: 'rule-the-galaxy.quick.turn',
    game: 'rule-the-galaxy',
    kind: 'quick-reference',
    title: 'Card: a turn and a round',
    summary:
      'Draw one at a time until you stop or get shot, optionally trade and destroy units, pass on; after everyone, the First Order advances (with 1 or 2 players, every second round).',
    body: [
      steps(
        'Draw 1 card. Keep drawing one at a time, or stop.',
        'Fire card as your first draw this turn: set it aside, no loss, keep going.',
        'Fire card later: lose every card drawn this turn (older cards stay).',
        'Trade 1-for-1 with others if you like.',
        'Spend cards to destroy front-of-lane units (or use an infiltrator anywhere).',
        'Next player.',
      ),
      list(
        'After all players: every unit moves 1 row forward, 4 new units fill the first row (with 1 or 2 players only every second round: the movement marker).',
        'A unit entering a fire marker: everyone discards that many cards.',
        'A unit leaving the last row: everyone loses.',
        '9th fire card drawn: reshuffle everything except hands.',
      ),
    ],
    keywords: ['turn', 'cheat sheet', 'quick reference', 'summary', 'round', 'what do I do on my turn'],
    related: [
      'rule-the-galaxy.draw-cards',
      'rule-the-galaxy.destroy-units',
      'rule-the-galaxy.first-order-advance',
      'rule-the-galaxy.example-turns',
    ],
    source: book('General Outline of Play'),
  },
  {
    id: 'rule-the-galaxy.draw-cards',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Drawing cards (push your luck)',
    summary:
      'You must draw at least one card, then choose each time whether to draw another; every extra card risks a fire card.',
    body: [
      list(
        'The youngest or best lightsaber fighter starts.',
        'Always one card at a time; as many as you dare.',
        'Stopping safely keeps everything drawn.',
        'A turn is: draw, then optionally destroy units, then done.',
      ),
      tip(
        'On the Play tab, “At risk” counts the cards drawn this turn that a fire card would take. Once the heading says “Drawing is over for this turn”, it shows 0: no fire card can take them any more this turn.',
      ),
    ],
    keywords: ['draw', 'drawing', 'push your luck', 'stop drawing', 'how many cards', 'who starts', 'at risk'],
    related: ['rule-the-galaxy.fire-cards', 'rule-the-galaxy.first-card-fire', 'rule-the-galaxy.quick.turn'],
    source: book('Gameplay'),
  },
  {
    id: 'rule-the-galaxy.fire-cards',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Fire cards: getting shot',
    summary:
      'Drawing a fire card after at least one other card this turn loses all cards drawn this turn; cards from earlier turns are safe.',
    body: [
      table(
        ['Situation', 'Effect'],
        [
          ['Fire card is your first draw this turn', 'No effect: set it aside and keep drawing'],
          ['Fire card after other draws this turn', 'Discard this turn’s draws; drawing ends'],
          ['Cards you held before this turn', 'Never lost to a fire card'],
        ],
      ),
      para(
        'You may still destroy units with what you hold afterwards. Fire cards are laid out beside the discard pile so everyone can count them.',
      ),
    ],
    keywords: ['fire card', 'shot', 'lose cards', 'bust', 'what happens if I draw fire', 'previous turns'],
    related: ['rule-the-galaxy.first-card-fire', 'rule-the-galaxy.reshuffle', 'rule-the-galaxy.example-turns'],
    source: book('Gameplay'),
  },
  {
    id: 'rule-the-galaxy.first-card-fire',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'A fire card as your first card',
    summary:
      'Nothing is lost: put it by the discard pile and carry on drawing — a fire card only hurts once you have drawn something this turn.',
    body: [
      para(
        'The shot only counts when at least one card drawn this turn lies in front of you. Your first card being fire is a free miss.',
      ),
      tip('It still counts as one of the nine fire cards that trigger a reshuffle.'),
    ],
    keywords: ['first card fire', 'fire card first', 'opening draw', 'free miss', 'safe fire'],
    related: ['rule-the-galaxy.fire-cards', 'rule-the-galaxy.reshuffle'],
    source: book('Gameplay'),
  },
  {
    id: 'rule-the-galaxy.reshuffle',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Reshuffling after the ninth fire card',
    summary:
      'When the 9th fire card appears, shuffle the deck, the discard pile and all fire cards into a fresh deck; hands stay.',
    body: [
      list(
        'Trigger: the ninth (last) fire card is drawn.',
        'Shuffle: draw pile + discard pile + all 9 fire cards.',
        'Cards in players’ hands are not shuffled in.',
      ),
    ],
    keywords: ['reshuffle', 'ninth fire card', 'new deck', 'shuffle discard', '9 fire cards'],
    related: ['rule-the-galaxy.fire-cards'],
    source: book('Gameplay'),
  },
  {
    id: 'rule-the-galaxy.destroy-units',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Destroying units',
    summary:
      'After drawing (shot or not) spend as many cards of the unit’s colour as its strength to take a unit at the front of its lane.',
    body: [
      list(
        'Targets: only the unit nearest the Resistance in each of the 4 lanes.',
        'Cost: strength = number of cards, all in the unit’s colour; multicolour units take any colours.',
        'BB-8 jokers stand in for any colour.',
        'Discard the cards, keep the tile face up in front of you.',
        'Destroy as many units as your cards pay for.',
      ),
      table(
        ['Target', 'Pay with'],
        [
          ['Red Stormtrooper, strength 3', '3 red cards'],
          ['Blue Stormtrooper, strength 2', '1 blue + 1 BB-8'],
          ['Kylo Ren (multicolour), strength 8', 'Any 8 cards'],
        ],
        'Examples',
      ),
      tip('Units hidden behind others can only be hit with an infiltrator.'),
    ],
    keywords: [
      'destroy',
      'shoot',
      'kill',
      'attack unit',
      'colour',
      'strength',
      'front unit',
      'behind',
      'lane',
      'visible',
    ],
    related: ['rule-the-galaxy.jokers', 'rule-the-galaxy.infiltrators', 'rule-the-galaxy.scoring'],
    source: book('Destroying Units'),
  },
  {
    id: 'rule-the-galaxy.jokers',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'BB-8 jokers',
    summary: 'A BB-8 card counts as a card of any colour when paying to destroy a unit.',
    body: [para('There are 10 BB-8 cards in the deck. Mix them freely with coloured cards in any payment.')],
    keywords: ['bb-8', 'bb8', 'joker', 'wild', 'any colour'],
    related: ['rule-the-galaxy.destroy-units'],
    source: book('Destroying Units'),
  },
  {
    id: 'rule-the-galaxy.infiltrators',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Infiltrators (strength-1 Stormtroopers)',
    summary:
      'A captured strength-1 Stormtrooper scores nothing but can later be spent as 2 cards of its colour to destroy a same-colour or multicolour unit anywhere on the board.',
    body: [
      list(
        'Taking one costs 1 card of its colour, like any strength-1 unit.',
        'Usable on any of your turns, the one you take it in too (the app’s reading of “in any of their turns”): it reaches any row, not just the front.',
        'Target: same colour as the infiltrator, or multicolour.',
        'It counts as 2 cards of its colour toward the payment; then return it to the box.',
        'No points at the end: the arrow symbol marks it.',
      ),
      para(
        'Example: a purple strength-5 Flametrooper stuck behind others falls to 2 Rey cards + 1 BB-8 + a purple infiltrator.',
      ),
    ],
    keywords: [
      'infiltrator',
      'stormtrooper strength 1',
      'arrow tile',
      'disguised',
      'hidden unit',
      'behind other units',
      'any space',
    ],
    related: ['rule-the-galaxy.destroy-units', 'rule-the-galaxy.scoring'],
    source: book('Destroying Units'),
  },
  {
    id: 'rule-the-galaxy.trading',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Trading cards',
    summary:
      'On your turn you may swap cards one-for-one with other players, as many swaps as you like; tiles are never traded.',
    body: [
      list(
        'Only on your own turn.',
        'Each swap: one card for one card.',
        'Tiles cannot be exchanged.',
        'A table can agree to play without trading for a harder game.',
      ),
    ],
    keywords: ['trade', 'trading', 'swap', 'exchange', 'give cards'],
    related: ['rule-the-galaxy.quick.turn'],
    source: book('Trading Cards'),
  },
  {
    id: 'rule-the-galaxy.example-turns',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Two turns, worked through',
    summary:
      'Holding Rey, draw Chewbacca then fire: lose Chewbacca, keep Rey. Holding Finn, draw Finn and BB-8, stop and take a blue strength-3 Snowtrooper.',
    body: [
      table(
        ['Held before', 'Drew', 'Outcome'],
        [
          ['Rey', 'Chewbacca, then fire', 'Chewbacca discarded; Rey kept; fire card set aside'],
          ['Finn', 'Finn, then BB-8, then stopped', '2 Finn + BB-8 pay for a blue Snowtrooper (strength 3)'],
        ],
      ),
    ],
    keywords: ['example', 'sample turn', 'walkthrough'],
    related: ['rule-the-galaxy.fire-cards', 'rule-the-galaxy.destroy-units'],
    source: book('Example Turns'),
  },
  {
    id: 'rule-the-galaxy.first-order-advance',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'The First Order advances',
    summary:
      'When every player has had a turn, each unit moves one row toward the Resistance and 4 new tiles fill the first row.',
    body: [
      steps(
        'Move every unit on the board 1 row forward.',
        'Resolve fire markers the units enter.',
        'Place 4 tiles from the stack on the first row.',
      ),
      warning('A unit leaving the last row ends the game in defeat.'),
      tip('With 1 or 2 players the movement marker decides whether this happens.'),
    ],
    keywords: ['advance', 'units move', 'regroup', 'new units', 'end of round', 'attack of the first order'],
    related: ['rule-the-galaxy.fire-markers', 'rule-the-galaxy.defeat', 'rule-the-galaxy.movement-marker'],
    source: book('Attack of the First Order Units'),
  },
  {
    id: 'rule-the-galaxy.fire-markers',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Fire markers on the board',
    summary:
      'When a unit moves onto a fire marker, every player discards as many cards as its value, then the marker leaves the game.',
    body: [
      list(
        '4 of the 5 markers (0, 1, 1, 2, 3) lie face down on the red-framed spaces; the fifth is unknown.',
        'Each player chooses which cards to discard.',
        'A player holding fewer cards than the value discards every card they hold (the rulebook does not say; the app’s reading).',
        'The marker is then removed to the box.',
        'In the app: enter the red-framed spaces once (Setup tab, fire-markers step, or Settings › Data corrections); until then the Play and Board tabs warn that a unit stepping on a marker cannot be seen, and take its value by hand once a unit has entered a space since setup (the setup’s units go down before the markers, so none is stepped on before the units first move on).',
      ),
    ],
    keywords: ['fire marker', 'red frame', 'discard cards', 'marker value', 'board fire'],
    related: ['rule-the-galaxy.first-order-advance', 'rule-the-galaxy.setup'],
    source: book('Fire'),
  },
  {
    id: 'rule-the-galaxy.scoring',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Winning: points and tie-breaks',
    summary:
      'If all units are destroyed, total the points on your tiles; ties go to more units destroyed (an infiltrator used and boxed still counts), then to the best Vader breathing.',
    body: [
      table(
        ['Strength', 'Points'],
        [
          ['1 (infiltrator)', '0'],
          ['3 (Snowtrooper)', '2'],
          ['8 (Kylo Ren)', '5'],
          ['2, 5, 6', 'Printed on the tile — Holotable asks'],
        ],
      ),
      steps('Most points wins.', 'Tie: more destroyed units wins.', 'Still tied: best Vader breathing impression.'),
    ],
    keywords: ['score', 'scoring', 'points', 'win', 'tie', 'tie break', 'most points', 'kylo ren points'],
    related: ['rule-the-galaxy.unknown-values', 'rule-the-galaxy.defeat', 'rule-the-galaxy.goal'],
    source: book('Ending the Game'),
  },
  {
    id: 'rule-the-galaxy.defeat',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Losing together',
    summary: 'If any First Order unit moves off the last row, everybody loses, whatever their points.',
    body: [para('Points do not matter in a defeat. Watch the last row before you decide to stop destroying units.')],
    keywords: ['lose', 'defeat', 'game over', 'unit reaches', 'last row', 'breakthrough'],
    related: ['rule-the-galaxy.first-order-advance', 'rule-the-galaxy.scoring'],
    source: book('Ending the Game'),
  },
  {
    id: 'rule-the-galaxy.small-game',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'Playing with 1 or 2 players',
    summary:
      'Remove the Flametroopers (strength 5) and use the movement marker so the First Order advances only every second round.',
    body: [
      list(
        'Flametrooper tiles go back in the box.',
        'Everything else follows the normal rules.',
        'The movement marker slows the advance.',
      ),
    ],
    keywords: ['solo', 'two player', '1 player', '2 players', 'variant', 'flametroopers removed'],
    related: ['rule-the-galaxy.movement-marker', 'rule-the-galaxy.setup'],
    source: book('Variant for 1 and 2 Players'),
  },
  {
    id: 'rule-the-galaxy.movement-marker',
    game: 'rule-the-galaxy',
    kind: 'rule',
    title: 'The movement marker (1–2 players)',
    summary:
      'Flip it at the end of every round (solo: every turn): turned to white, the units advance; turned to red, they hold. It starts white, so the units first move after round 2, then every second round.',
    body: [
      table(
        ['Side', 'Meaning'],
        [
          ['White', 'Units move forward and 4 new tiles come in'],
          ['Red', 'Units stay where they are'],
        ],
      ),
      list(
        'Two players: the older player starts it white side up beside them and fills the first row; after both players’ first turns flip it to red (no move); after the second turns, white (move); and so on.',
        'One player: flip it at the end of every turn; units move every second turn.',
      ),
    ],
    keywords: ['movement marker', 'red side', 'white side', 'flip', 'when do units move', 'two player'],
    related: ['rule-the-galaxy.small-game', 'rule-the-galaxy.first-order-advance'],
    source: book('Variant for 1 and 2 Players'),
  },
  {
    id: 'rule-the-galaxy.unknown-values',
    game: 'rule-the-galaxy',
    kind: 'ambiguity',
    title: 'Values the rulebook does not give',
    summary:
      'Poe’s colour, each tile’s colour, points for strengths 2, 5 and 6, and the exact fire-marker rows are not in the text; Holotable asks you once and remembers.',
    body: [
      list(
        'Colours are modelled by character (Rey, Poe, Finn, Chewbacca), not by a guessed colour name.',
        'The app asks for each tile’s colour as it enters the board (and once for the name of Poe’s colour), and for the points of a strength when the destroy helper first needs them.',
        'The board is taken as 4 lanes × 7 rows (medium confidence).',
      ),
      reading('Anything entered this way is a correction you can change later in Settings.'),
    ],
    keywords: ['unknown', 'poe colour', 'points missing', 'tile colour', 'board size', 'uncertain'],
    related: ['rule-the-galaxy.scoring', 'rule-the-galaxy.components'],
    source: { file: 'game-facts/README.md', section: 'Star Wars: Rule the Galaxy (Trefl, 2015)' },
    confidence: 'medium',
  },
])

export const ruleTheGalaxyRules = withGerman(english, ruleTheGalaxyRulesDe)
