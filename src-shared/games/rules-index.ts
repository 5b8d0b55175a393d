// Every game's rules reference in one list, for search, deep links (route by entry id) and "?" help.
// Built from the registry: each game's entries load as their own chunk, all at once, the first
// time a rules screen needs them (this module is never part of the start-up bundle).
import type { GameManifest } from '../core/game-module'
import type { RuleEntry, RuleLanguage } from '../core/rules'
import { createRuleSearch, type RuleSearch } from '../core/rules-search'
import { GAME_MANIFESTS, type GameManifests } from './registry'

/** Linkable ids per game, for "?" buttons, setup steps and turn cards. */
export const RULE_IDS = Object.fromEntries(GAME_MANIFESTS.map((m) => [m.id, m.ruleIds])) as {
  [M in GameManifests as M['id']]: M['ruleIds']
}

export type RuleId = { [M in GameManifests as M['id']]: M['ruleIds'][keyof M['ruleIds']] }[GameManifests['id']]

/** Every entry of the given games, in registry order (each game's rules load as their own chunk). */
export async function collectRules(manifests: readonly GameManifest[]): Promise<RuleEntry[]> {
  return (await Promise.all(manifests.map((m) => m.rules()))).flat()
}

/** A linked part of a game's rules: its game and its name in each language. */
export interface RulePart {
  game: string
  title: Readonly<Record<RuleLanguage, string>>
}

/** Linked parts shown as their own section in the reference (e.g. Rise of the Empire). */
export function ruleParts(manifests: readonly GameManifest[]): Record<string, RulePart> {
  return Object.fromEntries(
    manifests.flatMap((m) => Object.entries(m.ruleParts ?? {}).map(([id, title]) => [id, { game: m.id, title }])),
  )
}

export const ALL_RULES: readonly RuleEntry[] = await collectRules(GAME_MANIFESTS)
export const RULE_PARTS: Readonly<Record<string, RulePart>> = ruleParts(GAME_MANIFESTS)

const byId = new Map(ALL_RULES.map((e) => [e.id, e]))

export function ruleById(id: string): RuleEntry | undefined {
  return byId.get(id)
}

/** Entries of one game in reading order (base first, then linked parts). */
export function rulesForGame(game: string): RuleEntry[] {
  return ALL_RULES.filter((e) => e.game === game)
}

let search: RuleSearch | undefined

/** Built on first use, then shared: indexing costs a few ms, searching well under one frame. */
export function rulesSearch(): RuleSearch {
  search ??= createRuleSearch(ALL_RULES)
  return search
}
