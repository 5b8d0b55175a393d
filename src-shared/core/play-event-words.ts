// The timeline's words for the events every game shares (play-events.ts), in each interface language.
import type { Locale } from '../locale'

const EN = {
  started: (names: string) => `Game started with ${names}`,
  note: (text: string) => `Note: “${text}”`,
  noteChanged: (text: string) => `Note changed to “${text}”`,
  noteDeleted: (text: string) => `Note deleted: “${text}”`,
  scoreSet: (player: string, score: number) => `${player}’s score set to ${score}`,
  finished: (winners: string) => `Game finished — winner: ${winners}`,
  and: ' and ',
  nobody: 'nobody',
  checklist: 'Checklist',
  aStep: 'a step',
  ticked: (list: string, step: string, done: boolean) => `${list}: ${step} ${done ? 'done' : 'reopened'}`,
  optionsChanged: 'Options changed',
  someone: 'a player who is not in this game',
  refusal: {
    finished: 'the game is finished; undo the finish (Ctrl+Z) to change scores or notes',
    finishedPlay: 'The game is finished: undo the finish (Ctrl+Z) to play on.',
    noteGone: 'that note is no longer in this game',
    noteEmpty: 'a note needs some text',
    noSuchPlayer: 'that player is not in this game',
    alreadyFinished: 'the game is already finished',
  },
}

const DE: typeof EN = {
  started: (names) => `Spiel begonnen mit ${names}`,
  note: (text) => `Notiz: „${text}“`,
  noteChanged: (text) => `Notiz geändert in „${text}“`,
  noteDeleted: (text) => `Notiz gelöscht: „${text}“`,
  scoreSet: (player, score) => `Punkte von ${player} auf ${score} gesetzt`,
  finished: (winners) => `Spiel beendet – gewonnen: ${winners}`,
  and: ' und ',
  nobody: 'niemand',
  checklist: 'Checkliste',
  aStep: 'ein Schritt',
  ticked: (list, step, done) => `${list}: ${step} ${done ? 'erledigt' : 'wieder offen'}`,
  optionsChanged: 'Optionen geändert',
  someone: 'eine Person, die nicht in diesem Spiel ist',
  refusal: {
    finished: 'die Partie ist beendet; mache das Beenden rückgängig (Strg+Z), um Punkte oder Notizen zu ändern',
    finishedPlay: 'Die Partie ist beendet: Mache das Beenden rückgängig (Strg+Z), um weiterzuspielen.',
    noteGone: 'diese Notiz ist nicht mehr in diesem Spiel',
    noteEmpty: 'eine Notiz braucht etwas Text',
    noSuchPlayer: 'diese Person ist nicht in diesem Spiel',
    alreadyFinished: 'die Partie ist schon beendet',
  },
}

export function playEventWords(locale: Locale | undefined): typeof EN {
  return locale === 'de' ? DE : EN
}
