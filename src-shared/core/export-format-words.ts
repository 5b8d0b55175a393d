// What an import refusal says (export-format.ts, the repository's deeper checks), in the interface
// language: what is wrong with the file and what to do. A damaged file's detail names the field as
// it is written in the file (events[3].seq) and says what it must be in the language; a rule of our
// own checks (custom) gives its reason in English.
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
  detail: {
    file: 'the file',
    missing: (where: string) => `${where} is missing`,
    mustBe: (where: string, what: string) => `${where} must be ${what}`,
    oneOf: (where: string, options: string) => `${where} must be one of ${options}`,
    dateTime: (where: string) => `${where} must be a date and time like 2024-05-01T18:30:00.000Z`,
    form: (where: string) => `${where} is not in the expected form`,
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
  detail: {
    file: 'die Datei',
    missing: (where) => `${where} fehlt`,
    mustBe: (where, what) => `${where} muss ${what} sein`,
    oneOf: (where, options) => `${where} muss einer dieser Werte sein: ${options}`,
    dateTime: (where) => `${where} muss ein Datum mit Uhrzeit sein, etwa 2024-05-01T18:30:00.000Z`,
    form: (where) => `${where} hat nicht die erwartete Form`,
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
