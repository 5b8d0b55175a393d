// What an import refusal says (export-format.ts, the repository's deeper checks), in the interface
// language: what is wrong with the file and what to do. A damaged file's detail names the field as
// it is written in the file (events[3].seq) and says what it must be in the language.
import type { Locale } from '../locale'

const EN = {
  tooLarge: (mb: string, limit: string) =>
    `This file is too large to import (${mb} MB; the limit is ${limit} MB). Choose a file that Holotable exported from one game.`,
  damaged: (detail: string) =>
    `This Holotable game file is damaged: ${detail}. Export the game again, or import a backup of it.`,
  nested: (depth: number, max: number) =>
    `it is nested ${depth} levels deep (a Holotable game file has at most ${max})`,
  notJson: 'This file is not valid JSON, so it cannot be a Holotable game file. Choose a file that Holotable exported.',
  formatMissing:
    'This is not a Holotable game file (format is missing). Choose a file that Holotable exported from a game.',
  formatOther: (format: string) =>
    `This is not a Holotable game file (format is ${format}). Choose a file that Holotable exported from a game.`,
  newer: (version: number) =>
    `This game was exported by a newer Holotable (version ${version}); update the app to import it.`,
  unknownGame: (module: string) =>
    `This file holds a game of "${module}", which this Holotable does not know; update the app to import it.`,
  layout: 'it does not match the expected layout',
  /** An event that could not fold into the game names a player the game does not have. */
  stranger: (seq: number, type: string, id: string) =>
    `event #${seq} “${type}” names the player “${id}”, who is not in this game`,
  /** An event that could not fold into the game, for a reason the program found (not one it gives). */
  unfit: (seq: number, type: string) =>
    `event #${seq} “${type}” names something this game does not have (a player, a card, a unit…)`,
  /** What the deeper checks of an imported game find (import-checks.ts). */
  check: {
    noTitle: 'game.title: the game has no title',
    mustStart: 'the log must start with “game.started” (event #1)',
    cannotReplay: (detail: string) => `the log cannot be replayed (${detail})`,
    /** The same, when what failed was the program's own error (it names nothing a player can mend). */
    cannotReplayProgram:
      'the log cannot be replayed: an event names something this game does not have (a player, a card, a unit…)',
    playerCount: (title: string, range: string, n: number) =>
      `${title} games have ${range} players, this file has ${n}`,
    sharedId: (id: string) => `two players share the id “${id}”`,
    noName: (id: string) => `player “${id}” has no name`,
    nameTooLong: (max: number) => `a player’s name has at most ${max} characters`,
    sameName: (name: string) => `two players are both called “${name}”`,
    faction: (who: string, faction: string, title: string) => `${who}’s faction “${faction}” is not one of ${title}’s`,
    at: (seq: number, type: string, problem: string) => `event #${seq} “${type}”: ${problem}`,
    /** Before a reason that names the event's type itself (why it cannot be read). */
    eventNo: (seq: number) => `event #${seq}`,
    /** An event the game refuses to fold where it stands, with the game's own reason. */
    notHere: (why: string) => `it does not fit the game at this point (${why})`,
    /** An event that could not fold, for a reason the program found (see `unfit`), without its number. */
    namesMissing: 'it names something this game does not have (a player, a card, a unit…)',
    scoreRange: (limit: number) => `a score is a whole number from -${limit} to ${limit}`,
    notPlayer: (id: string) => `“${id}” is not a player of this game`,
    resultStranger: (id: string) => `the result names “${id}”, who is not a player of this game`,
    noteTooLong: (max: number) => `a note has at most ${max} characters`,
    target: 'target must be the number of an earlier event',
    startsOnce: 'a game starts only once, at event #1',
    playersDiffer: 'its players differ from the game’s players',
    notFollowed: (verb: 'undo' | 'redo') =>
      `it does not ${verb} the event the app would have (a ${verb} must follow the log)`,
    startUndone: 'the start of the game cannot be undone',
    /** The log's numbering and game, as export-format.ts checks them (the field as in the file). */
    seqOrder: (i: number, seq: number, should: number) =>
      `events[${i}].seq is ${seq} but should be ${should} (events are numbered 1, 2, 3… in order)`,
    otherGame: (i: number, id: string, gameId: string) =>
      `events[${i}].gameId is "${id}" but the game's id is "${gameId}"`,
  },
  detail: {
    file: 'the file',
    missing: (where: string) => `${where} is missing`,
    mustBe: (where: string, what: string) => `${where} must be ${what}`,
    oneOf: (where: string, options: string) => `${where} must be one of ${options}`,
    dateTime: (where: string) => `${where} must be a date and time like 2024-05-01T18:30:00.000Z`,
    form: (where: string) => `${where} is not in the expected form`,
    gameId: (where: string) => `${where} must be 1–64 letters, digits, “-” or “_” (the id every backup is filed under)`,
    empty: (where: string) => `${where} must not be empty`,
    atLeast: (where: string, min: string) => `${where} must be at least ${min}`,
    types: {
      number: 'a number',
      int: 'a whole number',
      string: 'text',
      boolean: 'true or false',
      array: 'a list',
      object: 'an object',
      record: 'an object',
    } as Record<string, string>,
  },
}

const DE: typeof EN = {
  tooLarge: (mb, limit) =>
    `Diese Datei ist zu groß für einen Import (${mb} MB; die Grenze liegt bei ${limit} MB). Wähle eine Datei, die Holotable aus einem Spiel exportiert hat.`,
  damaged: (detail) =>
    `Diese Holotable-Spieldatei ist beschädigt: ${detail}. Exportiere das Spiel noch einmal oder importiere eine Sicherung davon.`,
  nested: (depth, max) => `sie ist ${depth} Ebenen tief verschachtelt (eine Holotable-Spieldatei hat höchstens ${max})`,
  notJson:
    'Diese Datei ist kein gültiges JSON und kann daher keine Holotable-Spieldatei sein. Wähle eine Datei, die Holotable exportiert hat.',
  formatMissing:
    'Das ist keine Holotable-Spieldatei (die Angabe „format“ fehlt). Wähle eine Datei, die Holotable aus einem Spiel exportiert hat.',
  formatOther: (format) =>
    `Das ist keine Holotable-Spieldatei („format“ ist ${format}). Wähle eine Datei, die Holotable aus einem Spiel exportiert hat.`,
  newer: (version) =>
    `Dieses Spiel wurde von einem neueren Holotable exportiert (Version ${version}); aktualisiere die App, um es zu importieren.`,
  unknownGame: (module) =>
    `Diese Datei enthält eine Partie von „${module}“, das dieses Holotable nicht kennt; aktualisiere die App, um sie zu importieren.`,
  layout: 'sie hat nicht den erwarteten Aufbau',
  stranger: (seq, type, id) =>
    `Ereignis Nr. ${seq} „${type}“ nennt die Person „${id}“, die in diesem Spiel nicht mitspielt`,
  unfit: (seq, type) =>
    `Ereignis Nr. ${seq} „${type}“ nennt etwas, das es in diesem Spiel nicht gibt (eine Person, eine Karte, eine Einheit …)`,
  check: {
    noTitle: 'game.title: das Spiel hat keinen Titel',
    mustStart: 'das Protokoll muss mit „game.started“ beginnen (Ereignis Nr. 1)',
    cannotReplay: (detail) => `das Protokoll lässt sich nicht nachspielen (${detail})`,
    cannotReplayProgram:
      'das Protokoll lässt sich nicht nachspielen: ein Ereignis nennt etwas, das es in diesem Spiel nicht gibt (eine Person, eine Karte, eine Einheit …)',
    playerCount: (title, range, n) => `Partien von ${title} haben ${range} Personen, diese Datei hat ${n}`,
    sharedId: (id) => `zwei Personen haben dieselbe Kennung „${id}“`,
    noName: (id) => `die Person „${id}“ hat keinen Namen`,
    nameTooLong: (max) => `ein Name hat höchstens ${max} Zeichen`,
    sameName: (name) => `zwei Personen heißen beide „${name}“`,
    faction: (who, faction, title) => `die Fraktion „${faction}“ von ${who} gibt es in ${title} nicht`,
    at: (seq, type, problem) => `Ereignis Nr. ${seq} „${type}“: ${problem}`,
    eventNo: (seq) => `Ereignis Nr. ${seq}`,
    notHere: (why) => `es passt an dieser Stelle nicht zum Spiel (${why})`,
    namesMissing: 'es nennt etwas, das es in diesem Spiel nicht gibt (eine Person, eine Karte, eine Einheit …)',
    scoreRange: (limit) => `ein Punktestand ist eine ganze Zahl von -${limit} bis ${limit}`,
    notPlayer: (id) => `„${id}“ spielt in diesem Spiel nicht mit`,
    resultStranger: (id) => `das Ergebnis nennt „${id}“, die Person spielt in diesem Spiel nicht mit`,
    noteTooLong: (max) => `eine Notiz hat höchstens ${max} Zeichen`,
    target: '„target“ muss die Nummer eines früheren Ereignisses sein',
    startsOnce: 'ein Spiel beginnt nur einmal, mit Ereignis Nr. 1',
    playersDiffer: 'seine Personen weichen von denen des Spiels ab',
    notFollowed: (verb) =>
      verb === 'undo'
        ? 'es macht nicht das Ereignis rückgängig, das die App rückgängig gemacht hätte (ein Rückgängig folgt dem Protokoll)'
        : 'es stellt nicht das Ereignis wieder her, das die App wiederhergestellt hätte (ein Wiederholen folgt dem Protokoll)',
    startUndone: 'der Beginn des Spiels kann nicht rückgängig gemacht werden',
    seqOrder: (i, seq, should) =>
      `events[${i}].seq ist ${seq}, muss aber ${should} sein (die Ereignisse sind der Reihe nach 1, 2, 3 … nummeriert)`,
    otherGame: (i, id, gameId) => `events[${i}].gameId ist „${id}“, die Kennung des Spiels ist aber „${gameId}“`,
  },
  detail: {
    file: 'die Datei',
    missing: (where) => `${where} fehlt`,
    mustBe: (where, what) => `${where} muss ${what} sein`,
    oneOf: (where, options) => `${where} muss einer dieser Werte sein: ${options}`,
    dateTime: (where) => `${where} muss ein Datum mit Uhrzeit sein, etwa 2024-05-01T18:30:00.000Z`,
    form: (where) => `${where} hat nicht die erwartete Form`,
    gameId: (where) =>
      `${where} muss aus 1–64 Buchstaben, Ziffern, „-“ oder „_“ bestehen (die Kennung, unter der jede Sicherung abgelegt wird)`,
    empty: (where) => `${where} darf nicht leer sein`,
    atLeast: (where, min) => `${where} muss mindestens ${min} sein`,
    types: {
      number: 'eine Zahl',
      int: 'eine ganze Zahl',
      string: 'Text',
      boolean: 'true oder false',
      array: 'eine Liste',
      object: 'ein Objekt',
      record: 'ein Objekt',
    },
  },
}

export function exportFormatWords(locale: Locale | undefined): typeof EN {
  return locale === 'de' ? DE : EN
}
