// The start worlds as the players' copy has them. The log names a start world by the number the
// facts list (its id here); the number printed on the card (medium confidence) can be corrected in
// Settings › Data corrections, and the takeover order follows the corrected number. Which start
// worlds a table plays with is not in the facts (they give no set for each world): the players say
// once, and the deal uses only those.
import { defineFact, resolveFact, type Corrections, type EditableFact } from '../../core/facts'
import { SOURCES_DE, START_NUMBER_PARITY, START_WORLDS, type StartWorld } from './data'
import type { Locale } from '../../locale'
import { listOf, textsIn } from './texts'

export const startNumberKey = (id: number): string => `rftg-rebel-vs-imperium.start-number.${id}`
export const START_WORLDS_IN_PLAY_KEY = 'rftg-rebel-vs-imperium.start-worlds-in-play'

export interface TableStartWorld extends StartWorld {
  /** The number the facts list: how the log names this world. */
  id: number
  /** The number to use (a player's correction, or the facts' number). */
  number: number
  /** The number still needs checking against the card. */
  verify: boolean
}

const numberFacts = START_WORLDS.value.map((w) =>
  defineFact({
    key: startNumberKey(w.number),
    label: `Start number of ${w.name}`,
    value: w.number,
    confidence: START_WORLDS.confidence,
    source: START_WORLDS.source,
  }),
)
const isNumber = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 99

/** Every start world the app lists, with the numbers as corrected. */
export function startWorlds(c: Corrections): TableStartWorld[] {
  return START_WORLDS.value.map((w, i) => {
    const r = resolveFact(numberFacts[i]!, c, isNumber)
    return { ...w, id: w.number, number: r.value, verify: r.verify }
  })
}

/** "5 Separatist Colony", with the number as corrected. */
export function startWorldLabel(id: number, c: Corrections, locale?: Locale): string {
  const w = startWorlds(c).find((x) => x.id === id)
  return w ? `${w.number} ${w.name}` : textsIn(locale).setup.startWorld(id)
}

/** The number that orders takeover resolution, per player (from the start world each keeps). */
export function startNumbers(kept: Readonly<Record<string, number>>, c: Corrections): Record<string, number> {
  const all = startWorlds(c)
  return Object.fromEntries(Object.entries(kept).map(([p, id]) => [p, all.find((w) => w.id === id)?.number ?? id]))
}

/** The ids of the start worlds this table plays with; undefined until the players have said. */
export function startWorldsInPlay(c: Corrections): number[] | undefined {
  const v = Object.hasOwn(c, START_WORLDS_IN_PLAY_KEY) ? c[START_WORLDS_IN_PLAY_KEY] : undefined
  if (!Array.isArray(v)) return undefined
  const ids = new Set(START_WORLDS.value.map((w) => w.number))
  const ok = v.filter((x): x is number => typeof x === 'number' && ids.has(x))
  return ok.length ? [...new Set(ok)].sort((a, b) => a - b) : undefined
}

/**
 * Settings' check of a start number: no other start world may have it (the lowest number starts
 * takeover resolution, so two worlds on one number would leave the order open). The others count
 * with their numbers as corrected, or the facts' number until then.
 */
/**
 * Settings' check that a start number fits its world's colour (START_NUMBER_PARITY, from the
 * rulebook's setup): the colours are known (high confidence) where the numbers are not.
 */
function numberColour(world: StartWorld, value: number, locale?: Locale): string | undefined {
  const wanted = START_NUMBER_PARITY.value[world.colour]
  return value % 2 === wanted
    ? undefined
    : textsIn(locale).setup.numberColour(value, world.name, world.colour, wanted === 0)
}

function numberTaken(id: number, value: number, c: Corrections, locale?: Locale): string | undefined {
  const all = startWorlds(c)
  const other = all.find((w) => w.id !== id && w.number === value)
  const world = all.find((w) => w.id === id)
  return other && world ? textsIn(locale).setup.numberTaken(value, world.name, other.name, other.verify) : undefined
}

/** Settings' check of the worlds in play: each world once (a repeat names it, as the app lists it). */
function inPlayRepeats(ids: readonly number[], locale?: Locale): string | undefined {
  const twice = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))].sort((a, b) => a - b)
  if (!twice.length) return undefined
  const names = twice.map((id) => {
    const w = START_WORLDS.value.find((x) => x.number === id)
    return w ? `${w.number} ${w.name}` : String(id)
  })
  return textsIn(locale).setup.inPlayTwice(listOf(names, locale), names.length > 1)
}

// Settings in German: card names stay English, as on the German screens (docs/GLOSSARY-de.md).
const SOURCE_DE = SOURCES_DE.facts // START_WORLDS.source
const WORLD_LIST = START_WORLDS.value.map((w) => `${w.number} ${w.name}`).join(', ')

export const START_WORLD_FACTS: EditableFact[] = [
  {
    key: START_WORLDS_IN_PLAY_KEY,
    label: 'Start worlds you play with',
    help: `The app does not know which set each start world comes from. Enter the numbers of the ones in your boxes, as the app lists them (${START_WORLDS.value.map((w) => `${w.number} ${w.name}`).join(', ')}). The virtual deal uses only these.`,
    confidence: 'unknown',
    source: START_WORLDS.source,
    de: {
      label: 'Startwelten, mit denen du spielst',
      help: `Die App weiß nicht, aus welchem Set jede Startwelt stammt. Gib die Nummern der Startwelten in deinen Schachteln ein, so wie die App sie auflistet (${WORLD_LIST}). Ausgeteilt wird nur aus diesen.`,
      source: SOURCE_DE,
    },
    kind: 'integer-list',
    defaultValue: [],
    min: 0,
    max: START_WORLDS.value.length - 1,
    crossCheck: (v, _c, locale) => (Array.isArray(v) ? inPlayRepeats(v, locale) : undefined),
  },
  ...numberFacts.map((f, i): EditableFact => ({
    key: f.key,
    label: f.label,
    help: `The number printed on ${START_WORLDS.value[i]!.name} (blue worlds even, red odd). The lowest number kept starts takeover resolution.`,
    confidence: f.confidence,
    source: f.source,
    de: {
      label: `Startnummer von ${START_WORLDS.value[i]!.name}`,
      help: `Die Nummer auf ${START_WORLDS.value[i]!.name} (blaue Welten gerade, rote ungerade). Die niedrigste behaltene Nummer beginnt bei der Abwicklung der Übernahmen.`,
      source: SOURCE_DE,
    },
    kind: 'integer',
    defaultValue: f.value,
    min: 0,
    max: 99,
    crossCheck: (v, c, locale) =>
      typeof v === 'number'
        ? (numberColour(START_WORLDS.value[i]!, v, locale) ?? numberTaken(START_WORLDS.value[i]!.number, v, c, locale))
        : undefined,
  })),
]

/** Whether the picked start worlds can deal a blue and a red one to each player (why not, otherwise). */
export function checkInPlay(ids: readonly number[], players: number, locale?: Locale): string | undefined {
  const chosen = START_WORLDS.value.filter((w) => ids.includes(w.number))
  const blue = chosen.filter((w) => w.colour === 'blue').length
  const red = chosen.length - blue
  return blue < players || red < players ? textsIn(locale).setup.dealNeeds(players, blue, red) : undefined
}
