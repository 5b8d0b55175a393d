// The words of the app's frame, shown on the first screen (start-up bundle): notices, the unsaved
// changes banner, the top bar's name and the page for an unknown address.
export default {
  brand: 'Holotable',
  screenLoading: 'Loading this screen…',
  notice: {
    reloadScreen: 'Reload this screen',
    dismiss: 'Dismiss',
  },
  pending: {
    full: "Your last change is not saved yet: the disk (or this browser's storage for Holotable) is full. Free some space. {keep}",
    locked:
      'Your last change is not saved yet: the library cannot be written right now ({why}). Close other Holotable windows. {keep}',
    keep: 'It is kept in this window and saved as soon as it can be: do not close this window until this goes away.',
    count: '{n} change is waiting to be saved. | {n} changes are waiting to be saved.',
    retry: 'Try again now',
  },
  transfer: {
    exportedDownloads: 'Exported “{title}” to your downloads.',
    exportedTo: 'Exported “{title}” to {where}.',
    importFailed:
      'The game could not be imported: {why}. Your library was not changed; try again, or restart Holotable.',
    imported: 'Imported “{title}”.',
    applied: 'Applied {n} data correction from “{title}”. | Applied {n} data corrections from “{title}”.',
    notApplied: 'Not applied from “{title}”: {why} The value in force stays.',
    openGameFirst: 'Open a game first, then choose File › Export game… again.',
  },
  library: {
    quoted: '“{title}”',
    newer: 'This library was written by a newer Holotable (version {version}); update to open it.',
    cannotOpen:
      'Your library could not be opened ({why}). Close other Holotable windows and reload (Ctrl+R); nothing was changed.',
    vanished:
      'Your library was damaged: {n} game is missing or shorter than when last saved ({names}). The browser may have reset its storage. Import it from an exported file to get it back. | Your library was damaged: {n} games are missing or shorter than when last saved ({names}). The browser may have reset its storage. Import them from an exported file to get them back.',
  },
  backup: {
    failed: 'Automatic backup failed: {why} Your game is still saved in the app.',
  },
  titles: { games: 'Games', newGame: 'New game', rules: 'Rules', settings: 'Settings' },
  bug: {
    wentWrong: 'Something went wrong on {where} ({why}). Your games are saved.',
    thisScreen: 'this screen',
    tableLog: 'Table log',
    aTool: 'a tool',
    theGame: 'the game',
  },
  notFound: {
    text: 'There is nothing at this address.',
    back: 'Back to your games',
  },
}
