// Race for the Galaxy: Rebel vs Imperium — the values the app uses, each with its confidence and
// source. Only what the rulebook text or the game facts give; everything printed on other cards
// (military, VP, defence) is entered by the players from their tableau.
import { defineFact, type Fact } from '../../core/facts'

const FACTS = 'game-facts/README.md › Race for the Galaxy: Rebel vs Imperium'
const BOOK = 'rulebooks/race-for-the-galaxy-rebel-vs-imperium.txt'

export type GoalKind = 'first' | 'most'
export interface Goal {
  name: string
  kind: GoalKind
  condition: string
}

/** The goals this expansion adds (names and conditions from the rulebook's Scoring section). */
export const NEW_GOALS: readonly Goal[] = [
  { name: 'Uplift Knowledge', kind: 'first', condition: '3 Uplift cards in tableau' },
  { name: 'Galactic Riches', kind: 'first', condition: '4 goods at the end of a phase' },
  { name: 'Expansion Leader', kind: 'first', condition: '8 cards in tableau at the end of a phase' },
  { name: 'Research Leader', kind: 'most', condition: 'at least 3, and the most, cards with Explore powers' },
  { name: 'Propaganda Edge', kind: 'most', condition: 'at least 3, and the most, Rebel military worlds' },
]

/** How many goals of each kind go out (setup step 3). */
export const GOALS_IN_PLAY: Readonly<Record<GoalKind, number>> = { most: 2, first: 4 }

export const GOAL_VP: Fact<{ first: number; most: number; mostTied: number }> = defineFact({
  key: 'rftg-rebel-vs-imperium.goal-vp',
  label: 'Goal VP (first, most, tied with the most holder)',
  value: { first: 3, most: 5, mostTied: 3 },
  confidence: 'high',
  source: FACTS,
})

export type StartColour = 'blue' | 'red'
export interface StartWorld {
  number: number
  name: string
  colour: StartColour
}

/** The start worlds as the facts list them: colours high, numbers medium (so flagged). */
export const START_WORLDS: Fact<readonly StartWorld[]> = defineFact({
  key: 'rftg-rebel-vs-imperium.start-world-numbers',
  label: 'Start-world numbers',
  value: [
    { number: 0, name: 'Old Earth', colour: 'blue' },
    { number: 1, name: 'Epsilon Eridani', colour: 'red' },
    { number: 2, name: 'Alpha Centauri', colour: 'blue' },
    { number: 3, name: 'New Sparta', colour: 'red' },
    { number: 4, name: 'Earth’s Lost Colony', colour: 'blue' },
    { number: 5, name: 'Separatist Colony', colour: 'red' },
    { number: 6, name: 'Ancient Race', colour: 'blue' },
    { number: 7, name: 'Damaged Alien Factory', colour: 'red' },
    { number: 8, name: 'Doomed World', colour: 'blue' },
    { number: 9, name: 'Rebel Cantina', colour: 'red' },
    { number: 10, name: 'Galactic Developers', colour: 'blue' },
    { number: 11, name: 'Imperium Warlord', colour: 'red' },
  ],
  confidence: 'medium',
  source: FACTS,
})

/** Each colour's start numbers, as the remainder of the number divided by 2: blue even, red odd
 * (the rulebook's start-world setup sorts the worlds into two groups by it). */
export const START_NUMBER_PARITY: Fact<Readonly<Record<StartColour, 0 | 1>>> = defineFact({
  key: 'rftg-rebel-vs-imperium.start-number-parity',
  label: 'Start numbers by colour (blue even, red odd)',
  value: { blue: 0, red: 1 },
  confidence: 'high',
  source: `${BOOK} › Start World Setup`,
})

/** A start world by the number the facts list (how the log names it; start-worlds.ts applies corrections). */
export const worldByNumber = (n: number): StartWorld | undefined => START_WORLDS.value.find((w) => w.number === n)
/** Its name alone, for the timeline: the printed number may be corrected later. */
export const worldName = (n: number): string => worldByNumber(n)?.name ?? `start world ${n}`

/** Setup step 6: cards dealt and kept. */
export const OPENING = { gameCards: 6, discardCards: 2, startWorldsDealt: 2 } as const

/** Game end: a tableau of this many cards (the other value with a “trigger on tableau of 14” card). */
export const END_TRIGGER = { standard: 12, raised: 14 } as const

export const SOURCES = { book: BOOK, facts: FACTS } as const
/** The same sources as Settings says them in German (the file references stay). */
export const SOURCES_DE = { book: `Regeltext: ${BOOK}`, facts: FACTS } as const
