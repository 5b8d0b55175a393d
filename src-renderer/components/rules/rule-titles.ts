// The "?" buttons in a game's screens name their rule ("Rule: Destroying units"). The title comes from
// that game's own entries (one chunk, loaded the first time one of its "?" shows), not from the
// whole rules index, which loads every game's reference.
import { shallowReactive } from 'vue'
import { localizeRule, type RuleLanguage } from '../../../src-shared/core/rules'
import { GAME_MANIFESTS } from '../../../src-shared/games/registry'

/** game id → entry id → title per language, once that game's entries have loaded. */
const loaded = shallowReactive(new Map<string, ReadonlyMap<string, Record<RuleLanguage, string>>>())
const loading = new Set<string>()

/** The game an id belongs to: ids start with their game's id and a dot. */
function gameOf(id: string): string | undefined {
  return GAME_MANIFESTS.find((m) => id.startsWith(`${m.id}.`))?.id
}

/** The entry's title in the language, or undefined until its game's entries have loaded (or for an unknown id). */
export function ruleTitle(id: string, language: RuleLanguage = 'en'): string | undefined {
  const game = gameOf(id)
  if (!game) return undefined
  const titles = loaded.get(game)
  if (titles) return titles.get(id)?.[language]
  if (!loading.has(game)) {
    loading.add(game)
    const manifest = GAME_MANIFESTS.find((m) => m.id === game)!
    void manifest
      .rules()
      .then((entries) =>
        loaded.set(game, new Map(entries.map((e) => [e.id, { en: e.title, de: localizeRule(e, 'de').title }]))),
      )
      .catch(() => loading.delete(game)) // asked again by the next "?" that shows
  }
  return undefined
}
