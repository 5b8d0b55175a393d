// Every game's rules reference in one list, for search, deep links (route by entry id) and "?" help.
import type { GameModuleId } from '../core/game-record'
import type { RuleEntry } from '../core/rules'
import { createRuleSearch, type RuleSearch } from '../core/rules-search'
import { rebellionRules, REBELLION_RULE_IDS } from './rebellion/rules'
import { ruleTheGalaxyRules, RULE_THE_GALAXY_RULE_IDS } from './rule-the-galaxy/rules'
import { angriffRules, ANGRIFF_RULE_IDS } from './angriff-der-rebellen/rules'
import { rftgRules, RFTG_RULE_IDS } from './rftg-rebel-vs-imperium/rules'

export { REBELLION_RULE_IDS, RULE_THE_GALAXY_RULE_IDS, ANGRIFF_RULE_IDS, RFTG_RULE_IDS }

/** Linkable ids per game, for "?" buttons and setup wizard steps. */
export const RULE_IDS = {
  rebellion: REBELLION_RULE_IDS,
  'rule-the-galaxy': RULE_THE_GALAXY_RULE_IDS,
  'angriff-der-rebellen': ANGRIFF_RULE_IDS,
  'rftg-rebel-vs-imperium': RFTG_RULE_IDS,
} as const satisfies Record<GameModuleId, Record<string, string>>

export type RuleId =
  | (typeof REBELLION_RULE_IDS)[keyof typeof REBELLION_RULE_IDS]
  | (typeof RULE_THE_GALAXY_RULE_IDS)[keyof typeof RULE_THE_GALAXY_RULE_IDS]
  | (typeof ANGRIFF_RULE_IDS)[keyof typeof ANGRIFF_RULE_IDS]
  | (typeof RFTG_RULE_IDS)[keyof typeof RFTG_RULE_IDS]

export const ALL_RULES: readonly RuleEntry[] = [...rebellionRules, ...ruleTheGalaxyRules, ...angriffRules, ...rftgRules]

/** Linked parts shown as their own section in the reference (e.g. Rise of the Empire). */
export const RULE_PARTS: Readonly<Record<string, { game: GameModuleId; title: string }>> = {
  'rise-of-the-empire': { game: 'rebellion', title: 'Rise of the Empire' },
}

const byId = new Map(ALL_RULES.map((e) => [e.id, e]))

export function ruleById(id: string): RuleEntry | undefined {
  return byId.get(id)
}

/** Entries of one game in reading order (base first, then linked parts). */
export function rulesForGame(game: GameModuleId): RuleEntry[] {
  return ALL_RULES.filter((e) => e.game === game)
}

let search: RuleSearch | undefined

/** Built on first use, then shared: indexing costs a few ms, searching well under one frame. */
export function rulesSearch(): RuleSearch {
  search ??= createRuleSearch(ALL_RULES)
  return search
}
