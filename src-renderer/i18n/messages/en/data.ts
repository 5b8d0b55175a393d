// The words of the library's dialogs: import questions, backups on disk, restoring a damaged library.
export default {
  conflict: {
    title: 'This game is already in your library',
    description:
      "“{title}” has the same identity as the game in the file. Replace it with the file's version, or keep both side by side?",
    cancel: 'Cancel',
    keepBoth: 'Keep both',
    replace: 'Replace',
  },
  corrections: {
    title: 'Apply this file’s data corrections?',
    description:
      '“{title}” was exported with values corrected for its copy of the game. Apply them here too? They change results in every game of it on this computer.',
    value: 'Value',
    inFile: 'In the file',
    hereNow: 'Here now',
    yourCorrection: 'your correction {value}',
    builtIn: 'built-in {value}',
    builtInValue: 'built-in value',
    keep: 'Keep mine',
    apply: 'Apply them',
  },
  importError: {
    title: 'That file could not be imported',
    unchanged: 'Nothing in your library was changed.',
    ok: 'OK',
  },
  backups: {
    none: 'No backups yet: they appear after your first change to a game.',
    saved: 'Saved',
    file: 'File',
    size: 'Size',
    kb: '{n} KB',
    restore: 'Restore…',
  },
  restore: {
    damaged:
      'Your library was damaged; {n} game can be restored from backups: | Your library was damaged; {n} games can be restored from backups:',
    games: '{n} game | {n} games',
    item: '“{title}” ({state})',
    eventsHere: '{here} of {all} events here',
    missing: 'missing',
    notRestored: 'Not restored: {which}',
    restoreAll: 'Restore {games}',
    restored: 'Restored from backups.',
  },
}
