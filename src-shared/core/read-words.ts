// Why a stored event cannot be read (events.ts, game-log.ts), in the interface language: an import
// refusal and the timeline say it. A message a game's schema writes itself ('a note needs some
// text') stays as the game wrote it.
import type { Locale } from '../locale'
import { exportFormatWords } from './export-format-words'

const EN = {
  /** A payload that does not fit its declaration: the field, then what is wrong with it. */
  payload: (type: string, problem: string) => `“${type}”: ${problem}`,
  /** The payload as a whole (no field named). */
  whole: (text: string) => `the payload ${text}`,
  missing: 'is missing',
  notFit: 'does not fit',
  mustBe: (kind: string) => `must be ${kind}`,
  oneOf: (values: string) => `must be one of ${values}`,
  atLeast: (n: string) => `must be at least ${n}`,
  atMost: (n: string) => `must be at most ${n}`,
  atLeastCount: (n: string, counted: string) => `must have at least ${n} ${counted}`,
  atMostCount: (n: string, counted: string) => `must have at most ${n} ${counted}`,
  entries: (n: number): string => (n === 1 ? 'entry' : 'entries'),
  characters: (n: number): string => (n === 1 ? 'character' : 'characters'),
  unknownFields: (keys: string) => `has fields this version does not know (${keys})`,
  /** What a field must be (a number, text, …): the words an import refusal uses for the same. */
  kinds: exportFormatWords('en').detail.types as Readonly<Record<string, string>>,
  unknownType: (type: string) => `unknown event type “${type}”`,
  noVersion: (type: string) => `“${type}” has no valid payload version`,
  newer: (type: string, v: number, max: number) =>
    `“${type}” was written by a newer Holotable (payload version ${v}; this one reads up to ${max})`,
  noUpgrade: (type: string, v: number) => `“${type}” payload version ${v} cannot be read (no upgrade step)`,
  oldShared: (type: string, v: number) => `“${type}” payload version ${v} cannot be read`,
}

export type ReadWords = typeof EN

const DE: ReadWords = {
  payload: (type, problem) => `„${type}“: ${problem}`,
  whole: (text) => `der Inhalt ${text}`,
  missing: 'fehlt',
  notFit: 'passt nicht',
  mustBe: (kind) => `muss ${kind} sein`,
  oneOf: (values) => `muss eines von ${values} sein`,
  atLeast: (n) => `muss mindestens ${n} sein`,
  atMost: (n) => `muss höchstens ${n} sein`,
  atLeastCount: (n, counted) => `muss mindestens ${n} ${counted} haben`,
  atMostCount: (n, counted) => `darf höchstens ${n} ${counted} haben`,
  entries: (n) => (n === 1 ? 'Eintrag' : 'Einträge'),
  characters: () => 'Zeichen',
  unknownFields: (keys) => `hat Felder, die diese Version nicht kennt (${keys})`,
  kinds: exportFormatWords('de').detail.types,
  unknownType: (type) => `unbekannte Ereignisart „${type}“`,
  noVersion: (type) => `„${type}“ hat keine gültige Inhaltsversion`,
  newer: (type, v, max) =>
    `„${type}“ wurde von einem neueren Holotable geschrieben (Inhaltsversion ${v}; dieses liest bis ${max})`,
  noUpgrade: (type, v) => `„${type}“ in Inhaltsversion ${v} kann nicht gelesen werden (kein Umwandlungsschritt)`,
  oldShared: (type, v) => `„${type}“ in Inhaltsversion ${v} kann nicht gelesen werden`,
}

/** The words for why an event cannot be read, in `locale` (English when not given). */
export function readWords(locale?: Locale): ReadWords {
  return locale === 'de' ? DE : EN
}
