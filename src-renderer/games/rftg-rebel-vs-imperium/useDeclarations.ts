// The takeovers declared this Settle, kept on this computer until resolved (the log holds them
// then): the order they resolve in, whether each succeeds with the boost set for it, and which one N
// resolves. The Takeovers tab declares them and resolves them; DeclarationsList shows them.
import { computed, ref, watch } from 'vue'
import { useStorage } from '@vueuse/core'
import { useI18n } from 'vue-i18n'
import { TAKEOVER_BOOST } from '../../../src-shared/games/rftg-rebel-vs-imperium/entry-ranges'
import { startNumbers, startWorlds } from '../../../src-shared/games/rftg-rebel-vs-imperium/start-worlds'
import {
  resolutionOrder,
  resolveInOrder,
  whyDeclarationStays,
  type Attack,
  type LaterReading,
  type TakeoverAttempt,
} from '../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import type { RftgState } from '../../../src-shared/games/rftg-rebel-vs-imperium/state'
import type { MilitaryWorld } from '../../../src-shared/games/rftg-rebel-vs-imperium/tableau'
import { loggedOn, startPosition, targetNow } from '../../../src-shared/games/rftg-rebel-vs-imperium/same-target'
import { useSettings } from '../../stores/settings'
import { currentLocale } from '../../i18n'
import { useRftg } from './useRftg'
import { asTyped, outOfRange } from './number-box'
import { boostOf, type Declared, type DeclarationStep } from './declared'
import { useSettleDeclarations } from './useSettleDeclarations'

export function useDeclarations() {
  const { state: s, session, nameOf } = useRftg()
  const settings = useSettings()
  const { t } = useI18n()
  /**
   * Boosts typed outside TAKEOVER_BOOST, by declaration: shown in its box and said beside it, but not
   * kept (the declaration keeps the boost set before, and a reload shows that one).
   */
  const typedOutOfRange = ref<Record<number, number>>({})
  /** The declaration whose Resolve was refused because of its boost (said beside it). */
  const refusedStep = ref<number>()
  /** A press refused for a rule (Remove once resolving has begun), said beside its declaration. */
  const rowRefusal = ref<{ id: number; text: string }>()
  // A takeover logged or undone changes what may be removed: the refusal said before goes.
  watch(
    () => s.value?.takeovers.length,
    () => (rowRefusal.value = undefined),
  )
  // Declared this Settle and kept on this computer until resolved: the order they resolve in.
  const { declared, thisSettle, whyNotNewSettle, missingStart, labelOf } = useSettleDeclarations(s, session.game?.id)
  // The reading the players chose decides which declarations N may still resolve: kept per game, as
  // the declarations are, so a tab switch or a reload does not quietly put the other one back.
  const reading = useStorage<LaterReading>(`holotable.rftg.reading.${session.game?.id ?? 'none'}`, 'same-world')
  const order = computed(() =>
    s.value ? resolutionOrder(s.value.seats, startNumbers(s.value.startWorld, settings.corrections)) : undefined,
  )
  /** Kept start worlds whose number is not checked against the card yet. */
  const orderToVerify = computed(() => {
    const kept = new Set(Object.values(s.value?.startWorld ?? {}))
    return startWorlds(settings.corrections).some((w) => kept.has(w.id) && w.verify)
  })
  /** A declaration with its target found again in the defender's tableau as it is now (targetNow). */
  function current(d: Declared): Declared {
    const at = targetNow(d, s.value?.tableaux[d.defender]?.militaryWorlds ?? [])
    return {
      ...d,
      declaredAt: d.attack.world,
      attack: { ...d.attack, world: at, defenderTemporary: asTyped(boostOf(d)) },
    }
  }
  /** Refusals that come from the temporary Military used: the boost set in the list is wrong. */
  const TEMPORARY_CODES = ['temporary-not-whole', 'bad-temporary', 'too-much-temporary']
  /**
   * Takeovers already resolved this Settle came first: under the reading chosen, a success among them
   * still decides the later declarations (the world it took, or every later one), once it has left this list.
   */
  function cameFirst(st: RftgState): (d: Declared) => boolean {
    const won = st.takeovers.filter((x) => x.success && x.settle === (st.settle ?? 0))
    return (d) =>
      reading.value === 'any-success'
        ? won.length > 0
        : won.some((x) => loggedOn(x, d.defender, d.declaredAt ?? d.attack.world, d.worldName))
  }
  /** Whether the list of declarations is in use this Settle (a declaration made, resolved or not). */
  const usedThisSettle = computed(() => declared.value.some((d) => d.settle === (s.value?.settle ?? 0)))
  /**
   * The game as the declarations waiting before `x` in resolution order leave it (what the calculator
   * works `x` out on, as the list would once it is declared): their temporary Military is used.
   */
  function leftBefore(x: TakeoverAttempt, worldName: string): RftgState | undefined {
    const st = s.value
    if (!st || !order.value || !thisSettle.value.length) return st
    const declaredAt = startPosition(st, x.defender, x.attack.world)
    const probe: Declared = { ...x, id: -1, settle: st.settle ?? 0, worldName, declaredAt }
    const all = resolveInOrder(
      st,
      order.value,
      [...thisSettle.value.map(current), probe],
      reading.value,
      currentLocale.value,
      cameFirst(st),
    )
    return all.find((step) => step.declared === probe)?.before ?? st
  }
  const steps = computed<DeclarationStep[]>(() => {
    const st = s.value
    if (!st || !order.value) return []
    // Each is worked out on the game as the earlier ones leave it: a boost used earlier still counts.
    const inOrder = resolveInOrder(
      st,
      order.value,
      thisSettle.value.map(current),
      reading.value,
      currentLocale.value,
      cameFirst(st),
    )
    return inOrder.map(({ declared: d, outcome, check: r, defenderUsedEarlier }) => {
      const typed = typedOutOfRange.value[d.id]
      const boostProblem =
        typed !== undefined
          ? t('rftg.takeovers.boxRange', {
              label: t('rftg.takeovers.boostAt', { defender: nameOf(d.defender) }),
              ...TAKEOVER_BOOST,
              value: typed,
            })
          : r && !r.ok && TEMPORARY_CODES.includes(r.error.code)
            ? r.error.message
            : undefined
      // A declaration an earlier takeover decided is never compared: it has no numbers to show.
      return {
        d,
        boostProblem,
        outcome,
        ...(typed !== undefined ? { typed } : {}),
        ...(r?.ok ? { strengths: { attack: r.value.attack, defence: r.value.defence } } : {}),
        ...(outcome !== 'blocked' && defenderUsedEarlier > 0 ? { boostedEarlier: defenderUsedEarlier } : {}),
      }
    })
  })
  /**
   * The first declaration in resolution order: resolved, or recorded as decided when an earlier
   * takeover decided it (it is resolved in its turn too, and spends what was declared with it).
   */
  const next = computed(() => steps.value[0])

  /** Forgets a boost typed out of range for `d` (typed again, or the declaration gone). */
  function forgetTyped(d: Declared): void {
    if (!(d.id in typedOutOfRange.value)) return
    const rest = { ...typedOutOfRange.value }
    delete rest[d.id]
    typedOutOfRange.value = rest
  }
  /** Removes a declaration entered by mistake; refused once this Settle's takeovers are being resolved. */
  function drop(d: Declared): void {
    refusedStep.value = undefined
    const binding = s.value && whyDeclarationStays(s.value, d.attacker, currentLocale.value)
    if (binding) {
      rowRefusal.value = { id: d.id, text: binding }
      return
    }
    rowRefusal.value = undefined
    forgetTyped(d)
    declared.value = declared.value.filter((x) => x.id !== d.id)
  }
  /**
   * The defender's boost set right before resolving (rule step 5): kept with the declaration, unless
   * it is a number outside TAKEOVER_BOOST (said beside it; the boost kept before stays).
   */
  function setBoost(d: Declared, boost: number | string): void {
    refusedStep.value = undefined
    const wrong = outOfRange(boost, TAKEOVER_BOOST)
    if (wrong !== undefined) {
      typedOutOfRange.value = { ...typedOutOfRange.value, [d.id]: wrong }
      return
    }
    forgetTyped(d)
    declared.value = declared.value.map((x) => (x.id === d.id ? { ...x, boost } : x))
  }
  /** Declares a takeover on a world of the defender's (`target`: the world, as the attack names it). */
  function add(attacker: string, defender: string, attack: Attack, target: MilitaryWorld | undefined): void {
    declared.value.push({
      id: Math.max(0, ...declared.value.map((d) => d.id)) + 1,
      settle: s.value?.settle ?? 0,
      attacker,
      defender,
      attack,
      worldName: target?.name ?? '',
      ...(target ? { defence: target.defence, rebel: target.rebel } : {}),
    })
  }
  /**
   * A press of Resolve on a declaration that is not the next one: declared takeovers resolve in order
   * (rule step 4), and each is worked out on what the earlier ones left. Refused, said beside it.
   */
  function refusedOutOfOrder(d: Declared): boolean {
    const first = next.value?.d
    if (!first || first.id === d.id) return false
    rowRefusal.value = {
      id: d.id,
      text: t('rftg.takeovers.inOrder', {
        attacker: nameOf(first.attacker),
        world: first.worldName,
        defender: nameOf(first.defender),
      }),
    }
    return true
  }
  /** A press of Resolve (or N) on a declaration whose boost is wrong: refused, said beside it. */
  function refusedForBoost(d: Declared): boolean {
    if (!steps.value.find((x) => x.d.id === d.id)?.boostProblem) return false
    refusedStep.value = d.id
    return true
  }

  return {
    thisSettle,
    whyNotNewSettle,
    missingStart,
    labelOf,
    reading,
    order,
    orderToVerify,
    steps,
    next,
    refusedStep,
    rowRefusal,
    add,
    drop,
    setBoost,
    refusedForBoost,
    refusedOutOfOrder,
    usedThisSettle,
    leftBefore,
  }
}
