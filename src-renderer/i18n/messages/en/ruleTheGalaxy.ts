// Rule the Galaxy's screens in English (the timeline's words and the refusals are the game's own:
// src-shared/games/rule-the-galaxy/texts.ts). German: ../de/ruleTheGalaxy.ts, the same keys.
export default {
  notEntered: 'Not entered: {reason}.',
  none: '—',
  score: {
    empty: 'Scores appear once the game is set up.',
    standings: 'Standings',
    intro:
      'Most points wins once every unit is destroyed; a tie goes to the most units destroyed. If a unit breaks through, everyone loses.',
    rank: '#',
    player: 'Player',
    points: 'Points',
    units: 'Units destroyed',
    infiltrators: 'Infiltrators held',
  },
  end: {
    lost: 'A First Order unit reached the Resistance: everyone loses',
    won: 'Every unit is destroyed! Winner: {names} | Every unit is destroyed! Winners: {names}',
    recorded: 'The result is recorded; the game is in your history.',
    finishLost: 'Finish the game as a loss for everyone',
    record: 'Record the result',
    orUndo: 'Or Undo if something was entered by mistake.',
  },
  hands: {
    player: 'Player',
    cards: 'Cards',
    infiltrators: 'Infiltrators',
  },
  discard: {
    heading: 'Fire marker: discard cards',
    owes: '{name} discards {n} more card | {name} discards {n} more cards',
    clickEach: '— click each one:',
    has: '(has {n})',
  },
  trade: {
    label: 'Trade',
    gives: '{name} gives',
    to: 'to',
    choose: 'choose',
    gets: 'and gets',
    swap: 'Swap',
  },
  fireMeter: {
    label: 'Fire cards seen: {seen} of {total}',
    seen: 'fire seen',
  },
  points: {
    title: 'Points on these tiles?',
    description: 'Read the points printed on the tile. The app remembers them (Settings › Data corrections).',
    field: 'Strength {strength} ({names}): points',
    bad: 'Points for strength {strength}: enter the whole number printed on the tile, 0 to 20 (you typed “{text}”).',
    notNow: 'Not now',
    remember: 'Remember',
  },
  marker: {
    due: 'A unit stepped on the fire marker in lane {lane}, row {row}: turn it up',
    unseen: 'A unit stepped on a fire marker? Turn it up and enter its value',
    allUp: 'All {n} fire markers have been turned up.',
    value: 'Value {v}',
    soFar: 'Turned up so far: {values}',
    framesUnknown:
      'The app does not know which spaces have red frames: watch the board for units stepping on a fire marker.',
  },
  redFrames: {
    unknown: 'The app does not know which spaces have red frames',
    unknownRest:
      ', so it cannot tell you when a unit steps on a fire marker. Watch the board yourself, or enter the spaces:',
    label: 'Red-framed spaces (lane, row pairs)',
    placeholder: 'e.g. 1,3, 2,5, 3,3, 4,5',
    save: 'Save the spaces',
  },
  board: {
    empty: 'The board appears once the game is set up.',
    escaped: '{n} unit broke through to the Resistance. | {n} units broke through to the Resistance.',
    moveThisRound: 'Units move at the end of this round',
    noMoveThisRound: 'Units do not move this round',
    markerFlips: 'Movement marker shows {side} now; it flips to {next} at the end of this round.',
    markerFlipsAndMove:
      'Movement marker shows {side} now; it flips to {next} at the end of this round, and the units move.',
    white: 'white',
    red: 'red',
    round: 'Round',
    unitsOnBoard: 'Units on the board',
    stackLeft: 'Tiles left in the stack',
    size: 'Board {lanes} × {rows}',
    rowsVerify:
      'The number of rows comes from one description of the board, not the rulebook. Check your board; correct it in Settings › Data corrections (new games use it).',
    verify: 'verify on your copy',
  },
}
