// The takeovers declared this Settle and not in the log yet, as stored on this computer: what the
// Tableaux tab reads to hold a new Settle phase back, and what useDeclarations works with.
import { computed, type Ref } from 'vue'
import { useStorage } from '@vueuse/core'
import { useI18n } from 'vue-i18n'
import type { RftgState } from '../../../src-shared/games/rftg-rebel-vs-imperium/state'
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
   * Why a new Settle phase may not start yet: declarations of this one still wait. They would drop
   * out of the list unresolved (declaring was the Settle action, and they bind once resolving began).
   */
  const whyNotNewSettle = computed(() => {
    const n = thisSettle.value.length
    return n ? t('rftg.takeovers.waitAtNewSettle', { n }, n) : undefined
  })
  return { declared, thisSettle, whyNotNewSettle }
}
