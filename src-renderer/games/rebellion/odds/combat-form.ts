// The combat calculator's form as players fill it, and how it becomes the engine's input.
import type {
  AttackInput,
  CombatObjective,
  RoundInput,
  UnitGroup,
} from '../../../../src-shared/games/rebellion/odds/combat'
import type { Theatre } from '../../../../src-shared/games/rebellion/systems'
import type { Faction, UnitStats } from '../../../../src-shared/games/rebellion/units'
import { rerollAllowance, type AnyLeader } from '../../../../src-shared/games/rebellion/odds/leaders'
import { unitCount, unitName } from '../../../../src-shared/games/rebellion/names'
import { currentLocale, i18n } from '../../../i18n'
import { parseWhole } from './odds-format'

const t = i18n.global.t

export interface UnitRow {
  count: string
  damage: string
}
export type UnitRows = Record<string, UnitRow>

export interface CombatSideForm {
  rows: UnitRows
  leaderId: string
  rerolls: string
}

export interface CombatForm {
  theatre: Theatre
  attackerFaction: Faction
  attacker: CombatSideForm
  defender: CombatSideForm
  objective: CombatObjective
  /** Index into the defending figures, for 'destroyUnit'. */
  target: number
  fullRound: boolean
}

export function emptyCombatSide(): CombatSideForm {
  return { rows: {}, leaderId: '', rerolls: '0' }
}

/**
 * Rerolls a chosen leader fills in: with Rise of the Empire, the leader's tactic value for the
 * theatre; null in the base game (rerolls are the expansion's rule), where the players type them.
 */
export function leaderRerolls(leader: AnyLeader | undefined, theatre: Theatre, rote: boolean): number | null {
  return rote && leader ? rerollAllowance([leader], theatre) : null
}

const MAX_FIGURES = 99
const MAX_REROLLS = 9

/** The side's units in the theatre as groups, in sheet order; messages for anything typed wrong. */
function groupsOf(units: readonly UnitStats[], rows: UnitRows, who: string, errors: string[]): UnitGroup[] {
  const groups: UnitGroup[] = []
  for (const u of units) {
    const row = rows[u.id]
    if (!row) continue
    const name = unitName(u.id, currentLocale.value)
    const count = parseWhole(row.count, t('rebellion.odds.form.numberOf', { who, unit: name }), 0, MAX_FIGURES)
    if (!count.ok) {
      errors.push(count.message)
      continue
    }
    if (count.value === 0) continue
    const perFigure = damageList(row.damage, count.value, u.id, who)
    if (typeof perFigure === 'string') {
      errors.push(perFigure)
      continue
    }
    const maxDamage = u.health ? u.health.value - 1 : 0
    let bad = false
    for (const raw of perFigure) {
      const damage = parseWhole(raw, t('rebellion.odds.form.damageOn', { who, unit: name }), 0, maxDamage)
      if (damage.ok) continue
      errors.push(
        u.health
          ? t('rebellion.odds.form.tooMuchDamage', {
              message: damage.message.replace(/\.$/, ''),
              unit: name,
              health: u.health.value,
            })
          : t('rebellion.odds.form.cannotBeDamaged', { who, unit: name }),
      )
      bad = true
      break
    }
    if (bad) continue
    const values = perFigure.map(Number)
    for (const d of [...new Set(values)].sort((x, y) => x - y))
      groups.push({ unitId: u.id, count: values.filter((v) => v === d).length, damage: d })
  }
  return groups
}

/**
 * The damage typed for a unit: one number for every figure, or one per figure separated by commas
 * (a board with one Star Destroyer hit and one not gives "1, 0"). A message when the list does not fit.
 */
function damageList(raw: string, count: number, unitId: string, who: string): string[] | string {
  const text = raw.trim() || '0'
  if (!text.includes(',')) return new Array<string>(count).fill(text)
  const parts = text.split(',').map((p) => p.trim())
  return parts.length === count
    ? parts
    : t('rebellion.odds.form.damageList', {
        who,
        // the unit's plural name: its name for a count of two, without the count
        units: unitCount(unitId, 2, currentLocale.value).replace(/^2 /, ''),
        n: parts.length,
        count,
      })
}

/** One label per defending figure, in the order the engine numbers them. */
function figureLabels(units: readonly UnitStats[], groups: readonly UnitGroup[]): string[] {
  const byId = new Map(units.map((u) => [u.id, u]))
  const total = new Map<string, number>()
  const mixed = new Set<string>()
  for (const g of groups) {
    if (total.has(g.unitId)) mixed.add(g.unitId)
    total.set(g.unitId, (total.get(g.unitId) ?? 0) + (g.count ?? 1))
  }
  const seen = new Map<string, number>()
  const out: string[] = []
  for (const g of groups) {
    const name = byId.has(g.unitId) ? unitName(g.unitId, currentLocale.value) : g.unitId
    for (let i = 0; i < (g.count ?? 1); i++) {
      const n = (seen.get(g.unitId) ?? 0) + 1
      seen.set(g.unitId, n)
      const label = mixed.has(g.unitId)
        ? t('rebellion.odds.form.figureDamaged', { name, n, damage: g.damage })
        : `${name} ${n}`
      out.push(total.get(g.unitId)! > 1 ? label : name)
    }
  }
  return out
}

function rerolls(raw: string, who: string, errors: string[]): number {
  const r = parseWhole(raw, t('rebellion.odds.form.rerolls', { who }), 0, MAX_REROLLS)
  if (r.ok) return r.value
  errors.push(r.message)
  return 0
}

/** `hints`: what is still to choose (not a mistake: shown in plain words, not as an error). */
export type FormResult<T> = { ok: true; input: T; labels: string[] } | { ok: false; errors: string[]; hints?: string[] }

export interface SideUnits {
  attacker: readonly UnitStats[]
  defender: readonly UnitStats[]
}

export function attackInputFrom(form: CombatForm, units: SideUnits): FormResult<AttackInput> {
  const errors: string[] = []
  const attacker = t('rebellion.odds.form.attacker')
  const attackers = groupsOf(units.attacker, form.attacker.rows, attacker, errors)
  const defenders = groupsOf(units.defender, form.defender.rows, t('rebellion.odds.form.defender'), errors)
  const r = rerolls(form.attacker.rerolls, attacker, errors)
  if (errors.length) return { ok: false, errors }
  const hints: string[] = []
  if (attackers.length === 0) hints.push(t('rebellion.odds.form.chooseAttackers'))
  if (defenders.length === 0) hints.push(t('rebellion.odds.form.chooseDefenders'))
  if (hints.length) return { ok: false, errors: [], hints }
  const labels = figureLabels(units.defender, defenders)
  const target = form.objective === 'destroyUnit' ? { target: Math.min(form.target, labels.length - 1) } : {}
  return {
    ok: true,
    labels,
    input: { theatre: form.theatre, attackers, defenders, rerolls: r, objective: form.objective, ...target },
  }
}

/** A full round: the defender fires back with its own rerolls, aiming to destroy the most units. */
export function roundInputFrom(form: CombatForm, units: SideUnits): FormResult<RoundInput> {
  const attack = attackInputFrom(form, units)
  if (!attack.ok) return attack
  const errors: string[] = []
  const back = rerolls(form.defender.rerolls, t('rebellion.odds.form.defender'), errors)
  if (errors.length) return { ok: false, errors }
  const a = attack.input
  return {
    ok: true,
    labels: attack.labels,
    input: {
      theatre: a.theatre,
      attacker: {
        units: a.attackers,
        rerolls: a.rerolls,
        objective: a.objective,
        ...(a.target !== undefined ? { target: a.target } : {}),
      },
      defender: { units: a.defenders, rerolls: back },
    },
  }
}
