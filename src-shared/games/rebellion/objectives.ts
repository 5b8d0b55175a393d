// The objective deck: how many cards of each stage go in, and the app's random pick of which
// cards, for players who want the app to do the Rise of the Empire selection.
import { defineFact, type Fact } from '../../core/facts'
import { createRng, draw, rngState, type RngState } from '../../core/prng'
import type { Locale } from '../../locale'
import { setupTextsIn } from './setup-texts'

export type ObjectiveStage = 'I' | 'II' | 'III'
export const OBJECTIVE_STAGES: readonly ObjectiveStage[] = ['I', 'II', 'III']

export interface StageRecipe {
  stage: ObjectiveStage
  /** Cards shuffled in at random from the stage's pile ('all' = the whole pile). */
  random: number | 'all'
  /** Named cards always in this stage. */
  fixed: readonly string[]
  /** Cards this stage contributes to the deck. */
  total: number
}

const DEATH_STAR_PLANS = 'Death Star Plans'

const BASE_OBJECTIVE_DECK: Fact<readonly StageRecipe[]> = defineFact({
  key: 'rebellion.objectives.base-deck',
  label: 'Base game objective deck: cards per stage',
  confidence: 'high',
  source: 'game-facts README (15 objectives, 5 per stage, Death Star Plans in stages II and III); base rulebook setup',
  value: [
    { stage: 'I', random: 'all', fixed: [], total: 5 },
    { stage: 'II', random: 'all', fixed: [], total: 5 },
    { stage: 'III', random: 'all', fixed: [], total: 5 },
  ],
})

export const ROTE_OBJECTIVE_DECK: Fact<readonly StageRecipe[]> = defineFact({
  key: 'rebellion.objectives.rote-deck',
  label: 'Rise of the Empire objective deck: cards per stage',
  confidence: 'high',
  source: 'RotE setup card; game-facts README',
  value: [
    { stage: 'I', random: 5, fixed: [], total: 5 },
    { stage: 'II', random: 4, fixed: [DEATH_STAR_PLANS], total: 5 },
    { stage: 'III', random: 4, fixed: [DEATH_STAR_PLANS], total: 5 },
  ],
})

export function objectiveDeckRecipe(riseOfTheEmpire: boolean): readonly StageRecipe[] {
  return riseOfTheEmpire ? ROTE_OBJECTIVE_DECK.value : BASE_OBJECTIVE_DECK.value
}

export function objectiveDeckSize(riseOfTheEmpire: boolean): number {
  return objectiveDeckRecipe(riseOfTheEmpire).reduce((n, s) => n + s.total, 0)
}

/** Size of each stage's pile the players lay out face down (Death Star Plans set apart). */
export type PileSizes = Record<ObjectiveStage, number>

export interface ObjectiveSelection {
  seed: number
  rng: RngState
  pileSizes: PileSizes
  /** 1-based positions, counted from the left of each face-down row, in the order drawn. */
  picks: Record<ObjectiveStage, number[]>
}

export type ObjectiveSelectionError = { error: 'pile-too-small'; stage: ObjectiveStage; reason: string }

/**
 * The app's random pick for the RotE deck: players shuffle each stage's pile, lay it face down in
 * a row, and take the cards at the drawn positions. The app never needs the card names.
 */
export function drawObjectiveSelection(
  seed: number,
  pileSizes: PileSizes,
  locale: Locale = 'en',
): ObjectiveSelection | ObjectiveSelectionError {
  const t = setupTextsIn(locale)
  let rng = createRng(seed)
  const picks = { I: [], II: [], III: [] } as Record<ObjectiveStage, number[]>
  for (const recipe of ROTE_OBJECTIVE_DECK.value) {
    const size = pileSizes[recipe.stage]
    const want = recipe.random === 'all' ? size : recipe.random
    if (!Number.isInteger(size) || size < want) {
      return {
        error: 'pile-too-small',
        stage: recipe.stage,
        reason: t.refusals.pileTooSmall(
          recipe.stage,
          want,
          recipe.fixed.map((n) => (n === DEATH_STAR_PLANS ? t.deathStarPlans : n)).join(', ') || undefined,
          size,
        ),
      }
    }
    const positions = Array.from({ length: size }, (_, i) => i + 1)
    const r = draw(rng, positions, want)
    picks[recipe.stage] = r.drawn
    rng = r.rng
  }
  return { seed, rng: rngState(rng), pileSizes: { ...pileSizes }, picks }
}
