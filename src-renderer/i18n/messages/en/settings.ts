export default {
  title: 'Settings',
  intro: 'Saved on this computer and applied at once.',
  appearance: 'Appearance',
  theme: 'Theme',
  dark: 'Dark',
  darkHint: 'Easy on the eyes at a dim table (default)',
  light: 'Light',
  lightHint: 'For a bright room or a projector',
  themeNotSavedFull:
    'The theme was not saved: the disk is full. It is back to the one before; free some space, then choose it again.',
  themeNotSaved:
    'The theme was not saved: {why}. It is back to the one before; choose it again, and if it keeps failing, check that the disk has free space.',
  languageNotSavedFull:
    'The language was not saved: the disk is full. It is back to the one before; free some space, then choose it again.',
  languageNotSaved:
    'The language was not saved: {why}. It is back to the one before; choose it again, and if it keeps failing, check that the disk has free space.',
  notRememberedFull:
    'That value was not saved: the disk is full. The values in force are unchanged; free some space, then try again.',
  notRemembered:
    'That value was not saved: {why}. The values in force are unchanged; try again, and if it keeps failing, check that the disk has free space.',
  corrections: 'Data corrections',
  correctionsIntro:
    'Some printed values (dice faces, track icons, points on tiles) come from a single or uncertain source. If your copy shows something else, correct it here: your value wins everywhere in the app. A game you export carries the corrections in force for its game; importing such a file shows them and asks before applying any.',
  enteredDuringPlay: 'Values you entered during play',
  game: 'Game',
  value: 'Value',
  yourEntry: 'Your entry',
  forget: 'Forget',
  other: 'Other',
  factsLoading: 'Loading the games’ values…',
  jumpTo: 'Go to a game’s values',
  values: '{n} values',
  valuesCorrected: '{n} values, {c} corrected',
  noCorrections: 'No values to correct yet.',
  yourData: 'Your data',
  savedAsYouPlay: "Every game is saved as you play, in this app's own storage on this computer.",
  backupsDesktop:
    'A backup copy of each game is also written to the backups folder after every change (the last five versions are kept).',
  backupsBrowser: 'In the browser version there are no automatic backups: use Export on a game to keep a copy.',
  version: 'Version',
  backupsFolder: 'Backups folder',
  fact: {
    yourCorrection: 'Your correction',
    verify: 'Verify on your copy',
    verifyTitle: 'This value comes from a single or uncertain source',
    notKnown: 'not known — enter it from your copy',
    builtIn: 'Built-in: {value} · confidence {confidence} · {source}',
    confidence: { high: 'high', 'medium-high': 'medium-high', medium: 'medium', low: 'low', unknown: 'unknown' },
    correctLabel: 'Correct {label}',
    save: 'Save',
    cancel: 'Cancel',
    correct: 'Correct',
    useBuiltIn: 'Use built-in',
    clash: 'Saved before the app checked this. {why}',
  },
  showBackupsFolder: 'Show backups folder',
}
