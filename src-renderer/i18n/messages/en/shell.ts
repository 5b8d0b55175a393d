// The words of the app's frame, shown on the first screen (start-up bundle): notices, the unsaved
// changes banner, the top bar's name and the page for an unknown address.
export default {
  brand: 'Holotable',
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
    openGameFirst: 'Open a game first, then choose File › Export game… again.',
  },
  notFound: {
    text: 'There is nothing at this address.',
    back: 'Back to your games',
  },
}
