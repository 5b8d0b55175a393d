// What the players typed into the odds calculators, kept per game (or for the standalone page) in
// localStorage, so switching tabs, switching calculator or reloading never loses a half-entered
// combat. A damaged or foreign entry is ignored field by field: the calculator starts from its
// defaults where a value does not fit, never from something it cannot read.
import { reactive, watch } from 'vue'
import type { CombatForm, CombatSideForm, UnitRows } from './combat-form'
import { emptyCombatSide } from './combat-form'
import type { MissionForm, MissionSideForm } from './mission-form'
import { SKILLS } from '../../../../src-shared/games/rebellion/odds/leaders'

const PREFIX = 'holotable.rebellion.odds.'

export function oddsStorageKey(scope: string, part: string): string {
  return `${PREFIX}${scope}.${part}`
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)
const pick = <T extends string>(x: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(x as T) ? (x as T) : fallback
const text = (x: unknown, fallback: string): string => (typeof x === 'string' && x.length <= 20 ? x : fallback)

function readRows(x: unknown): UnitRows {
  if (!isRecord(x)) return {}
  const rows: UnitRows = {}
  for (const [id, r] of Object.entries(x))
    if (isRecord(r) && /^[a-z0-9-]{1,40}$/.test(id)) rows[id] = { count: text(r.count, ''), damage: text(r.damage, '') }
  return rows
}

function readSide(x: unknown): CombatSideForm {
  const empty = emptyCombatSide()
  if (!isRecord(x)) return empty
  return {
    rows: readRows(x.rows),
    leaderId: text(x.leaderId, empty.leaderId),
    rerolls: text(x.rerolls, empty.rerolls),
  }
}

/** A stored combat form over the defaults; anything that does not fit is left at its default. */
export function readCombatForm(raw: unknown, defaults: CombatForm): CombatForm {
  if (!isRecord(raw)) return defaults
  return {
    theatre: pick(raw.theatre, ['space', 'ground'] as const, defaults.theatre),
    attackerFaction: pick(raw.attackerFaction, ['empire', 'rebels'] as const, defaults.attackerFaction),
    attacker: readSide(raw.attacker),
    defender: readSide(raw.defender),
    objective: pick(raw.objective, ['maxDestroyed', 'maxDamage', 'destroyUnit'] as const, defaults.objective),
    target: Number.isInteger(raw.target) && (raw.target as number) >= 0 ? (raw.target as number) : defaults.target,
    fullRound: typeof raw.fullRound === 'boolean' ? raw.fullRound : defaults.fullRound,
  }
}

function readMissionSide(x: unknown, defaults: MissionSideForm): MissionSideForm {
  if (!isRecord(x)) return defaults
  return {
    faction: pick(x.faction, ['empire', 'rebels'] as const, defaults.faction),
    leaderIds: Array.isArray(x.leaderIds)
      ? x.leaderIds.filter((id): id is string => typeof id === 'string' && id.length <= 60).slice(0, 8)
      : defaults.leaderIds,
    dice: text(x.dice, defaults.dice),
    green: text(x.green, defaults.green),
    bonus: text(x.bonus, defaults.bonus),
    portrait: typeof x.portrait === 'boolean' ? x.portrait : defaults.portrait,
    colour: pick(x.colour, ['red', 'black'] as const, defaults.colour),
  }
}

/** A stored mission form over the defaults, repaired like the combat form. */
export function readMissionForm(raw: unknown, defaults: MissionForm): MissionForm {
  if (!isRecord(raw)) return defaults
  return {
    skill: pick(raw.skill, SKILLS, defaults.skill),
    opposed: typeof raw.opposed === 'boolean' ? raw.opposed : defaults.opposed,
    resolve: typeof raw.resolve === 'boolean' ? raw.resolve : defaults.resolve,
    attempt: readMissionSide(raw.attempt, defaults.attempt),
    opposition: readMissionSide(raw.opposition, defaults.opposition),
  }
}

/**
 * A reactive form kept under `key`: read once (through `read`, which repairs what it cannot use),
 * written back on every change. Without storage (private mode, quota) it simply is not kept.
 */
export function keptForm<T extends object>(key: string, defaults: T, read: (raw: unknown, defaults: T) => T): T {
  const s = store()
  let initial = defaults
  try {
    const raw = s?.getItem(key)
    if (raw) initial = read(JSON.parse(raw), defaults)
  } catch {
    initial = defaults
  }
  const form = reactive(structuredClone(initial)) as T
  watch(
    form,
    (v) => {
      try {
        s?.setItem(key, JSON.stringify(v))
      } catch {
        // A full or blocked storage only loses the convenience, never a game.
      }
    },
    { deep: true },
  )
  return form
}
