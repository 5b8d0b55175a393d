// Rules reference for Star Wars: Angriff der Rebellen (Kosmos), in the project's own words.
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
import { angriffRulesDe } from './rules-de'

const book = (section: string): RuleSource => ({ file: 'rulebooks/angriff-der-rebellen.txt', section })

const english = defineRules([
  {
    id: 'angriff-der-rebellen.components',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'Components',
    summary:
      '30 space tiles (3 asteroid fields, 4 astromechs, 5 allies, 18 Imperial ships), 4 Rebel ships with stands, 20 power chips and a ten-sided die; 2–4 players.',
    body: [
      table(
        ['Space tile', 'Count', 'Which'],
        [
          ['Asteroid field', '3', '—'],
          ['Astromech', '4', 'R2-D2, R2-A3, R2-C4, R5-D7'],
          ['Ally', '5', 'Yoda, Luke, Han, Chewbacca, Leia'],
          [
            'Imperial ship',
            '18',
            'Shuttle ×2, TIE Fighter ×3, TIE Interceptor ×4, TIE Bomber ×4, Star Destroyer ×3, Super Star Destroyer ×1, Death Star ×1',
          ],
        ],
      ),
      para(
        'Rebel ships: Millennium Falcon, X-Wing, B-Wing, Y-Wing. Before the first game, punch everything out and put the ships in their stands.',
      ),
    ],
    keywords: [
      'components',
      'contents',
      'tiles',
      'how many tiles',
      'imperial ships',
      'rebel ships',
      'before the first game',
    ],
    related: ['angriff-der-rebellen.setup', 'angriff-der-rebellen.ship-values'],
    source: book('Components'),
  },
  {
    id: 'angriff-der-rebellen.setup',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'Setup',
    summary:
      'Each player takes a Rebel ship; 16 random face-down tiles form a 4×4 grid, the other 14 are the draw pile; chips and die beside; ships start on different corners.',
    body: [
      steps(
        'Each player takes one Rebel ship; unused ships go back in the box.',
        'Shuffle all 30 space tiles with the blank side up.',
        'Lay 16 of them face down as a 4 × 4 grid; the other 14 form a face-down draw pile.',
        'Put the 20 power chips and the die within reach.',
        'Each player puts their ship on a corner of the grid — one ship per corner.',
      ),
    ],
    keywords: ['setup', 'set up', 'grid', '4x4', 'corner', 'start', 'draw pile'],
    related: ['angriff-der-rebellen.components', 'angriff-der-rebellen.quick.turn'],
    source: book('Setup'),
  },
  {
    id: 'angriff-der-rebellen.quick.turn',
    game: 'angriff-der-rebellen',
    kind: 'quick-reference',
    title: 'Card: your turn',
    summary:
      'Move one space, reveal one adjacent tile and deal with it, then fill any gap from the draw pile. Youngest starts; play goes clockwise.',
    body: [
      steps(
        'Move your ship to an orthogonally adjacent tile with no ship on it.',
        'Reveal one unoccupied face-down tile next to you.',
        'Astromech / ally: take it if you have none of that kind; otherwise turn it back and take another move and reveal.',
        'Imperial ship: take 1 power chip (max 5) or fight.',
        'Asteroid field: turn it back; your turn ends.',
        'Fill any gap with the top tile of the draw pile, face down.',
      ),
    ],
    keywords: [
      'turn',
      'cheat sheet',
      'quick reference',
      'summary',
      'turn order',
      'clockwise',
      'youngest starts',
      'game flow',
    ],
    related: [
      'angriff-der-rebellen.move',
      'angriff-der-rebellen.reveal',
      'angriff-der-rebellen.duel',
      'angriff-der-rebellen.fill-gap',
    ],
    source: book('Turn Sequence'),
  },
  {
    id: 'angriff-der-rebellen.move',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'Moving your ship',
    summary:
      'Move one tile up, down, left or right onto a tile without a ship; if all such tiles are taken, jump to the next free tile beyond an occupied one.',
    body: [
      list(
        'Orthogonal only — no diagonal moves.',
        'A tile is free when no Rebel ship stands on it.',
        'Boxed in: you may continue past an occupied neighbour to the first free tile behind it.',
      ),
    ],
    keywords: ['move', 'movement', 'diagonal', 'adjacent', 'occupied', 'blocked', 'jump'],
    related: ['angriff-der-rebellen.quick.turn', 'angriff-der-rebellen.reveal'],
    source: book('1. Move your own Rebel ship one space.'),
  },
  {
    id: 'angriff-der-rebellen.reveal',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'Revealing a tile',
    summary:
      'After moving, flip one face-down tile next to your ship that no ship stands on; what happens depends on the tile.',
    body: [
      table(
        ['Tile', 'What happens'],
        [
          ['Astromech', 'Take it if you have no astromech; +1 in every duel'],
          ['Ally', 'Take it if you have no ally; +2 once'],
          ['Imperial ship', 'Take a power chip or fight it'],
          ['Asteroid field', 'Turn it back; turn over'],
        ],
      ),
    ],
    keywords: ['reveal', 'flip', 'turn over tile', 'uncover'],
    related: [
      'angriff-der-rebellen.astromech',
      'angriff-der-rebellen.ally',
      'angriff-der-rebellen.imperial-ship',
      'angriff-der-rebellen.asteroid-field',
    ],
    source: book('2. Reveal an adjacent Space tile.'),
  },
  {
    id: 'angriff-der-rebellen.astromech',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'Astromechs',
    summary:
      'Your first astromech stays with you for good and adds +1 to every duel; a second one cannot be taken — turn it back and move and reveal again.',
    body: [
      list(
        'Limit: one astromech per player.',
        'Bonus: +1 in every fight, never used up.',
        'Already have one? Leave the tile, turn it back, then immediately move one more space and reveal another tile.',
      ),
    ],
    keywords: ['astromech', 'r2-d2', 'droid', 'plus one', 'second astromech', 'permanent bonus'],
    related: ['angriff-der-rebellen.duel', 'angriff-der-rebellen.turn-tiles-back'],
    source: book('Astromech (R2-D2, R2-A3, R2-C4, R5-D7):'),
  },
  {
    id: 'angriff-der-rebellen.ally',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'Allies',
    summary:
      'Your first ally gives +2 in one duel of your choice and is then put under the draw pile; an unused ally is worth 1 victory point at the end.',
    body: [
      list(
        'Limit: one ally at a time.',
        'Use it in any one fight you choose; afterwards it goes face down under the draw pile.',
        'Already have one? Turn the new tile back, then move and reveal again.',
        'Still holding it when the game ends: 1 victory point.',
      ),
    ],
    keywords: ['ally', 'allies', 'yoda', 'luke', 'han', 'leia', 'chewbacca', 'plus two', 'ally victory point'],
    related: ['angriff-der-rebellen.duel', 'angriff-der-rebellen.lost-fight', 'angriff-der-rebellen.scoring'],
    source: book('Ally (Yoda, Luke Skywalker, Han Solo, Chewbacca, Leia Organa):'),
  },
  {
    id: 'angriff-der-rebellen.imperial-ship',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'Revealing an Imperial ship: chip or fight',
    summary:
      'Choose: skip the fight and take 1 power chip from the supply (never more than 5 held), or fight the ship in a duel.',
    body: [
      table(
        ['Choice', 'Result'],
        [
          ['Gather strength', '+1 power chip (max 5)'],
          ['Fight', 'Duel against the ship’s rolled strength'],
        ],
      ),
      reading(
        'The leaflet does not say where a ship goes when you take the chip instead. Holotable reads it like a lost fight: the tile is turned back in place and can be revealed again.',
      ),
    ],
    keywords: ['imperial ship', 'tie', 'star destroyer', 'fight or chip', 'decline fight'],
    related: ['angriff-der-rebellen.power-chips', 'angriff-der-rebellen.duel'],
    source: book('Imperial starship (TIE Fighter etc.):'),
  },
  {
    id: 'angriff-der-rebellen.power-chips',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'Power chips',
    summary:
      'Each chip adds +1 to a duel when spent; you can hold at most 5; spent chips return to the supply; they break ties at the end.',
    body: [
      list(
        'Gain one by declining a fight against a revealed Imperial ship.',
        'Hand limit: 5 chips.',
        'Spend any number in a duel: +1 each, then back to the supply.',
        'Final tie-break: more chips wins.',
      ),
    ],
    keywords: ['power chip', 'chips', 'max chips', 'how many chips', 'kraft chip', 'limit 5'],
    related: ['angriff-der-rebellen.imperial-ship', 'angriff-der-rebellen.duel', 'angriff-der-rebellen.scoring'],
    source: book('Imperial starship (TIE Fighter etc.):'),
  },
  {
    id: 'angriff-der-rebellen.duel',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'The duel against an Imperial ship',
    summary:
      'Your right-hand neighbour rolls for the ship and adds its red number; you roll and add bonuses; you win if you reach at least the ship’s total.',
    body: [
      steps(
        'Right-hand neighbour rolls the d10 and adds the red number at the ship tile’s top left; calls out the total. Their own tiles never count.',
        'You roll the d10 and may add: astromech +1, ally +2 (once), any power chips +1 each.',
        'Equal or higher: you win. Lower: you lose.',
      ),
      table(
        ['', 'Value'],
        [
          ['TIE Interceptor: neighbour rolls 4, tile adds 3', '7'],
          ['You: roll 3 + astromech 1 + ally 2 + one chip 1', '7'],
          ['Result', 'Tie → you win'],
        ],
        'Example',
      ),
    ],
    keywords: [
      'duel',
      'fight',
      'battle',
      'roll',
      'd10',
      'who rolls',
      'ship roll',
      'tie',
      'neighbour',
      'strength',
      'red number',
    ],
    related: ['angriff-der-rebellen.won-fight', 'angriff-der-rebellen.lost-fight', 'angriff-der-rebellen.die'],
    source: book('Imperial starship (TIE Fighter etc.):'),
  },
  {
    id: 'angriff-der-rebellen.won-fight',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'Winning a fight',
    summary:
      'Take the ship tile (its victory points are printed bottom right); the ally and chips you used are spent, the astromech stays.',
    body: [
      list(
        'Keep the defeated ship in front of you.',
        'A used ally goes under the draw pile; used chips go back to the supply.',
        'Chips you did not use stay with you.',
        'The astromech is never spent.',
      ),
    ],
    keywords: ['win fight', 'won', 'take ship', 'spend ally', 'spend chips', 'victory points'],
    related: ['angriff-der-rebellen.duel', 'angriff-der-rebellen.lost-fight', 'angriff-der-rebellen.scoring'],
    source: book('Example:'),
  },
  {
    id: 'angriff-der-rebellen.lost-fight',
    game: 'angriff-der-rebellen',
    kind: 'ambiguity',
    title: 'What a lost fight costs',
    summary:
      'Holotable’s reading: losing costs nothing — you keep your ally and power chips, and the ship is turned back in place. Some players spend the bonuses they committed anyway.',
    body: [
      para(
        'After a loss the ship tile stays where it is, hidden again, and any player can reveal it later; its strength is rolled afresh then.',
      ),
      table(
        ['Reading', 'Ally and chips after a lost fight'],
        [
          ['Holotable (literal text, marked “important”)', 'Kept — nothing is given up'],
          ['Alternative', 'The ally and chips you committed are spent, as they would be in a win'],
        ],
      ),
      reading(
        'The printed German line (“weder … noch”) says a loss takes away no ally and no chips. The worked example only covers a win, so some tables spend committed bonuses either way. Check the line in your leaflet; the fights on the Space tab follow the first row unless the game option below says otherwise.',
      ),
      tip(
        'To play the other way, choose “The ally and chips you used” under “What a lost fight costs” (game options when starting a game, or the Space tab). Each fight is recorded with the reading in force when it was fought.',
      ),
    ],
    keywords: ['lost fight', 'lose', 'cost', 'ally lost', 'chips lost', 'give up', 'penalty', 'defeat', 'weder noch'],
    related: ['angriff-der-rebellen.duel', 'angriff-der-rebellen.won-fight', 'angriff-der-rebellen.turn-tiles-back'],
    source: book('Imperial starship (TIE Fighter etc.):'),
    confidence: 'low',
  },
  {
    id: 'angriff-der-rebellen.asteroid-field',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'Asteroid fields',
    summary: 'Bad luck: turn the asteroid field back over and your turn ends at once.',
    body: [para('Nothing is taken, so no gap opens; play passes to the next player.')],
    keywords: ['asteroid', 'asteroid field', 'bad luck', 'turn ends'],
    related: ['angriff-der-rebellen.reveal', 'angriff-der-rebellen.fill-gap'],
    source: book('Asteroid field:'),
  },
  {
    id: 'angriff-der-rebellen.turn-tiles-back',
    game: 'angriff-der-rebellen',
    kind: 'ambiguity',
    title: 'Turning a tile “face up again”',
    summary:
      'For a lost fight, a second astromech or a second ally, the translation says the tile is turned “face up again”; Holotable reads it as hidden again, so it can be revealed later.',
    body: [
      para(
        'Tiles lie blank side up when hidden. A lost ship can be revealed again later, so it must go back to hidden; the asteroid field wording says “face down again”.',
      ),
      reading(
        'Holotable treats all these tiles as turned back to hidden. Alternative: leave them showing — which would make the later reveal impossible.',
      ),
    ],
    keywords: ['face up again', 'turn back', 'hidden', 'translation', 'tile orientation'],
    related: ['angriff-der-rebellen.lost-fight', 'angriff-der-rebellen.astromech', 'angriff-der-rebellen.ally'],
    source: book('2. Reveal an adjacent Space tile.'),
    confidence: 'medium',
  },
  {
    id: 'angriff-der-rebellen.fill-gap',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'Filling gaps',
    summary: 'At the end of your turn, if the grid has a hole, put the top draw-pile tile there without looking at it.',
    body: [
      list(
        'Check at the end of every turn.',
        'Fill face down, straight from the draw pile.',
        'Then the next player clockwise takes a turn.',
      ),
    ],
    keywords: ['gap', 'fill', 'hole', 'draw pile', 'refill', 'empty space'],
    related: ['angriff-der-rebellen.end-of-game', 'angriff-der-rebellen.quick.turn'],
    source: book('3. If necessary, fill a gap in space with a new Space tile.'),
  },
  {
    id: 'angriff-der-rebellen.end-of-game',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'When the game ends',
    summary: 'The game ends when a gap opens at the end of a turn and the draw pile is empty, so it cannot be filled.',
    body: [para('Then everyone scores.')],
    keywords: ['game end', 'end', 'when does the game end', 'draw pile empty', 'last turn'],
    related: ['angriff-der-rebellen.scoring', 'angriff-der-rebellen.fill-gap'],
    source: book('End of the Game'),
  },
  {
    id: 'angriff-der-rebellen.scoring',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'Final scoring',
    summary:
      'Add the victory points on your defeated ships plus 1 for an unused ally; most points wins, ties go to more power chips, then are shared.',
    body: [
      steps(
        'Total the printed points on your ship tiles.',
        'Add 1 for an ally still in front of you.',
        'Most points wins.',
        'Tie: more power chips wins.',
        'Still tied: shared victory.',
      ),
    ],
    keywords: ['score', 'scoring', 'victory points', 'winner', 'tie', 'tie break', 'siegpunkte'],
    related: ['angriff-der-rebellen.end-of-game', 'angriff-der-rebellen.ship-values', 'angriff-der-rebellen.ally'],
    source: book('End of the Game'),
  },
  {
    id: 'angriff-der-rebellen.die',
    game: 'angriff-der-rebellen',
    kind: 'rule',
    title: 'The ten-sided die',
    summary: 'Duels use one d10; some editions number it 0–9. Both sides roll the same die, so the odds do not change.',
    body: [
      tip(
        'Read a 0 as the lowest face. Both rolls use the same die, so a 0–9 or 1–10 die gives the same chance of winning.',
      ),
    ],
    keywords: ['die', 'd10', 'ten sided', 'zero', '0-9', 'wurfel'],
    related: ['angriff-der-rebellen.duel'],
    source: { file: 'game-facts/README.md', section: 'Star Wars: Angriff der Rebellen (Kosmos)' },
  },
  {
    id: 'angriff-der-rebellen.ship-values',
    game: 'angriff-der-rebellen',
    kind: 'ambiguity',
    title: 'Ship strengths and points',
    summary:
      'Only the TIE Interceptor’s strength bonus (3) is known from the text; every other ship’s bonus and points are printed on its tile, so Holotable asks for them.',
    body: [
      warning('Not found in the sources: strength bonuses and victory points of the other Imperial ships.'),
      reading('Enter them once from your tiles; Holotable remembers them as corrections.'),
    ],
    keywords: ['ship strength', 'ship points', 'tie interceptor', 'unknown values', 'red number'],
    related: ['angriff-der-rebellen.duel', 'angriff-der-rebellen.scoring'],
    source: { file: 'game-facts/README.md', section: 'Star Wars: Angriff der Rebellen (Kosmos)' },
    confidence: 'unknown',
  },
])

export const angriffRules = withGerman(english, angriffRulesDe)
