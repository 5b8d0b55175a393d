// The games' manifest words a screen shows (pitch, tabs, options), by game id. English must equal
// the manifests in src-shared/games/*/index.ts (tests/unit/i18n-messages.test.ts checks): it is
// here so the German beside it has the same keys. Games not yet translated list their pitch only.
export default {
  'angriff-der-rebellen': {
    pitch:
      'Quick setup, the space grid and every player’s tiles tracked, exact duel odds before each fight and the cheapest spend after the roll, scores worked out.',
    playersSource: 'Rulebook, first page: 2 to 4 players.',
    tools: { setup: 'Setup', space: 'Space', score: 'Score' },
    options: {
      lostFight: {
        label: 'What a lost fight costs',
        help: 'The rulebook is unclear. Holotable follows the leaflet’s line marked “Important”: losing costs nothing, and only a won fight uses up the ally and chips.',
        choices: { free: 'Nothing (the “Important” line’s reading)', spent: 'The ally and chips you used' },
      },
      memoryAid: {
        label: 'Memory aid: show tiles the table has seen',
        help: 'Off by default: remembering where the asteroids are is part of the game.',
      },
    },
  },
  rebellion: {
    pitch: 'Runs setup, the time track and both build queues, and gives exact combat and mission odds.',
    playersSource:
      'Base rules, setup: one player controls the Empire and one the Rebels. The team game is named but not described in the rule texts, so it is not offered.',
    factions: { empire: 'Galactic Empire', rebels: 'Rebel Alliance' },
    pages: { odds: { label: 'Odds calculator', title: 'Rebellion odds' } },
    tools: {
      setup: 'Setup',
      round: 'Round',
      systems: 'Systems',
      forces: 'Units',
      build: 'Build',
      probe: 'Probe',
      odds: 'Odds',
    },
    options: {
      riseOfTheEmpire: { label: 'Rise of the Empire expansion' },
      newStarterUnits: {
        label: 'New starter units (Rise of the Empire)',
        help: 'Only with Rise of the Empire; a first game always uses its fixed placements.',
      },
      roteMissions: {
        label: 'Rise of the Empire missions',
        help: 'Only with Rise of the Empire: its mission cards replace the base game’s.',
      },
      firstGame: { label: 'First game (fixed setup)' },
    },
  },
  'rule-the-galaxy': {
    pitch: 'Counts the fire deck for you: exact risk of the next draw and when to stop.',
    playersSource: 'Rulebook: the rules are written for 3–4 players; the changes for 1–2 players come at the end.',
    tools: { play: 'Play', setup: 'Setup', board: 'Board', score: 'Score' },
  },
  'rftg-rebel-vs-imperium': {
    pitch: 'Takeover answers in seconds: who can attack whom, and who wins. Setup draws and the score sheet too.',
    playersSource:
      'Not in the rule text, which covers only this expansion’s changes: 2–6 is the count on the box — verify on your copy.',
    tools: { setup: 'Setup', tableaux: 'Tableaux', takeovers: 'Takeovers', score: 'Score sheet' },
    options: {
      goals: { label: 'Play with goals' },
      takeovers: {
        label: 'Play with takeovers',
        help: 'The rulebook alternates: first game of a session off, then on and off in turn.',
      },
    },
  },
}
