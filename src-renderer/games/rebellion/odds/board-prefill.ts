// "Round odds" from the Fight panel: the combat calculator filled in from the board — one theatre,
// both sides' units with the damage on each figure, and the side's leader with the best tactic value
// there. The player's own inputs are kept aside and offered back ("Restore previous inputs"),
// never silently lost.
import type { Corrections } from '../../../../src-shared/core/facts'
import { factionName, systemName } from '../../../../src-shared/games/rebellion/names'
import { resolveLeader } from '../../../../src-shared/games/rebellion/odds/leaders'
import { isSystemId, type SystemId, type Theatre } from '../../../../src-shared/games/rebellion/systems'
import { resolveUnit, UNIT_FACTS, type Faction } from '../../../../src-shared/games/rebellion/units'
import { unitsIn, type Forces } from '../../../../src-shared/games/rebellion/units-on-board'
import type { CombatForm, CombatSideForm, UnitRows } from './combat-form'
import { currentLocale, i18n } from '../../../i18n'
import '../../../i18n/screen-messages'
import { oddsStorageKey } from './kept-odds'

/** What the notice above the calculator says, kept with the inputs until the player answers it. */
export interface PrefillNote {
  system: SystemId
  theatre: Theatre
  attacker: Faction
  /** Whether the player had inputs of their own, now kept aside. */
  kept: boolean
}

function sideFrom(
  forces: Forces,
  system: SystemId,
  faction: Faction,
  theatre: Theatre,
  rote: boolean,
  corrections: Corrections,
): CombatSideForm {
  const here = unitsIn({ forces }, system)[faction]
  const rows: UnitRows = {}
  for (const fact of UNIT_FACTS) {
    const damage = here.units[fact.value.id]
    const stats = resolveUnit(fact.value.id, corrections)?.stats
    if (!damage?.length || stats?.theatre !== theatre) continue
    const same = damage.every((d) => d === damage[0])
    rows[fact.value.id] = { count: String(damage.length), damage: same ? String(damage[0]) : damage.join(', ') }
  }
  let best: { id: string; tactics: number } | null = null
  for (const l of here.leaders) {
    if (l.captured) continue
    const t = resolveLeader(l.id, corrections)?.stats.tactics[theatre]
    if (t !== undefined && (!best || t > best.tactics)) best = { id: l.id, tactics: t }
  }
  // Rerolls from tactics are the expansion's rule; the base game's tactic cards are left out.
  return { rows, leaderId: best?.id ?? '', rerolls: rote && best ? String(best.tactics) : '0' }
}

/**
 * The calculator's inputs for one theatre of the battle in `system`: the attacker's and defender's
 * figures there (damage per figure), each side's leader with the highest tactic value in that
 * theatre, a full round (both sides fire). The attacker's aim stays as the player set it.
 */
export function combatFormFromBoard(
  forces: Forces,
  system: SystemId,
  theatre: Theatre,
  attacker: Faction,
  opts: { rote: boolean; corrections: Corrections; objective?: CombatForm['objective'] },
): CombatForm {
  const defender: Faction = attacker === 'empire' ? 'rebels' : 'empire'
  return {
    theatre,
    attackerFaction: attacker,
    attacker: sideFrom(forces, system, attacker, theatre, opts.rote, opts.corrections),
    defender: sideFrom(forces, system, defender, theatre, opts.rote, opts.corrections),
    objective: opts.objective ?? 'maxDestroyed',
    target: 0,
    fullRound: true,
  }
}

/** Whether either side has figures in this theatre of the system (a round there means something). */
export function fightsIn(forces: Forces, system: SystemId, theatre: Theatre, corrections: Corrections = {}): boolean {
  const here = unitsIn({ forces }, system)
  const has = (f: Faction) =>
    Object.entries(here[f].units).some(
      ([id, d]) => (d?.length ?? 0) > 0 && resolveUnit(id, corrections)?.stats.theatre === theatre,
    )
  return has('empire') && has('rebels')
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

const keys = (scope: string) => ({
  form: oddsStorageKey(scope, 'combat'),
  before: oddsStorageKey(scope, 'combat-before-prefill'),
  note: oddsStorageKey(scope, 'combat-prefill'),
  open: oddsStorageKey(scope, 'open'),
})

/**
 * Puts the prefilled inputs where the calculator reads them and opens the combat calculator. The
 * player's own inputs go aside first — unless a prefill is still waiting for an answer, whose
 * inputs are the board's, not the player's (so pressing it twice never loses them).
 */
export function storePrefill(storage: Storage, scope: string, form: CombatForm, note: Omit<PrefillNote, 'kept'>): void {
  const k = keys(scope)
  const pending = storage.getItem(k.note) !== null
  const own = storage.getItem(k.form)
  if (!pending) {
    if (own) storage.setItem(k.before, own)
    else storage.removeItem(k.before)
  }
  const kept = storage.getItem(k.before) !== null
  storage.setItem(k.form, JSON.stringify(form))
  storage.setItem(k.note, JSON.stringify({ ...note, kept }))
  storage.setItem(k.open, JSON.stringify({ which: 'combat' }))
}

/** The waiting notice, if its record is readable. */
export function readPrefillNote(storage: Storage, scope: string): PrefillNote | null {
  try {
    const raw = JSON.parse(storage.getItem(keys(scope).note) ?? 'null') as Partial<PrefillNote> | null
    if (
      !raw ||
      typeof raw.system !== 'string' ||
      !isSystemId(raw.system) ||
      (raw.theatre !== 'space' && raw.theatre !== 'ground')
    )
      return null
    return {
      system: raw.system,
      theatre: raw.theatre,
      attacker: raw.attacker === 'rebels' ? 'rebels' : 'empire',
      kept: raw.kept === true,
    }
  } catch {
    return null
  }
}

/** The player's inputs from before the prefill (raw, for the calculator's own reader); clears the notice. */
export function takePrefillBack(storage: Storage, scope: string): unknown {
  const k = keys(scope)
  let before: unknown
  try {
    before = JSON.parse(storage.getItem(k.before) ?? 'null')
  } catch {
    before = null
  }
  storage.removeItem(k.before)
  storage.removeItem(k.note)
  return before
}

/** The player keeps the board's inputs: the notice and the set-aside inputs go. */
export function keepPrefill(storage: Storage, scope: string): void {
  const k = keys(scope)
  storage.removeItem(k.before)
  storage.removeItem(k.note)
}

export function prefillSummary(n: PrefillNote): string {
  const locale = currentLocale.value
  return i18n.global.t(`rebellion.odds.prefill.${n.theatre}`, {
    system: systemName(n.system, locale),
    faction: factionName(n.attacker, locale),
  })
}
