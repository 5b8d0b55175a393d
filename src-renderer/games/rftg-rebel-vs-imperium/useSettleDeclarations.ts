// The takeovers declared this Settle and not in the log yet, as stored on this computer: what the
// Tableaux tab reads to hold a new Settle phase back, and what useDeclarations works with.
import { computed, type Ref } from 'vue'
import { useStorage } from '@vueuse/core'
import { useI18n } from 'vue-i18n'
import { nameOf, type RftgState } from '../../../src-shared/games/rftg-rebel-vs-imperium/state'
import { loggedOn } from '../../../src-shared/games/rftg-rebel-vs-imperium/same-target'
import type { Declared } from './declared'

export function useSettleDeclarations(s: Ref<RftgState | undefined>, gameId: string | undefined) {
  const { t } = useI18n()
  // Declared this Settle (logged when resolved; kept on this computer until then, so a reload keeps
  // them, with the boost set for each).
  const declared = useStorage<Declared[]>(`holotable.rftg.declared.${gameId ?? 'none'}`, [])
  /** Whether the log holds this declaration's takeover (undoing it brings the declaration back). */
  const resolved = (d: Declared): boolean =>
    (s.value?.takeovers ?? []).some(
      (t) => t.settle === d.settle && t.attacker === d.attacker && loggedOn(t, d.defender, d.attack.world, d.worldName),
    )
  /** This Settle's declarations still waiting to be resolved. */
  const thisSettle = computed(() => declared.value.filter((d) => d.settle === (s.value?.settle ?? 0) && !resolved(d)))
  /**
   * The players without a start world, by name, joined ("" when every one is entered): declarations
   * resolve in start-world order, so with one missing (an Undo took it back) none can be resolved.
   */
  const missingStart = computed(() =>
    (s.value?.seats ?? [])
      .filter((id) => s.value!.startWorld[id] === undefined)
      .map((id) => nameOf(s.value!, id))
      .join(', '),
  )
  /** A declaration in words: attacker → world (defender). */
  const labelOf = (d: Declared): string =>
    t('rftg.takeovers.declarationLabel', {
      attacker: s.value ? nameOf(s.value, d.attacker) : d.attacker,
      world: d.worldName,
      defender: s.value ? nameOf(s.value, d.defender) : d.defender,
    })
  /**
   * Why a new Settle phase may not start yet: declarations of this one still wait. They would drop
   * out of the list unresolved (declaring was the Settle action, and they bind once resolving began).
   * With a start world missing they cannot be resolved: the refusal names them and says what to do.
   */
  const whyNotNewSettle = computed(() => {
    const n = thisSettle.value.length
    if (!n) return undefined
    if (!missingStart.value) return t('rftg.takeovers.waitAtNewSettle', { n }, n)
    const list = thisSettle.value.map(labelOf).join('; ')
    return t('rftg.takeovers.waitNoOrder', { n, list, players: missingStart.value }, n)
  })
  return { declared, thisSettle, whyNotNewSettle, missingStart, labelOf }
}
