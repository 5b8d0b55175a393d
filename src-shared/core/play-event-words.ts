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
}

export function playEventWords(locale: Locale | undefined): typeof EN {
  return locale === 'de' ? DE : EN
}
