// The mission calculator's form as players fill it, and how it becomes the engine's input.
import type { DiceTable } from '../../../../src-shared/games/rebellion/odds/dice'
import { missionDiceFor, type AnyLeader, type Skill } from '../../../../src-shared/games/rebellion/odds/leaders'
import type { MissionInput, MissionSide } from '../../../../src-shared/games/rebellion/odds/missions'
import type { Faction } from '../../../../src-shared/games/rebellion/units'
import { i18n } from '../../../i18n'
import { parseWhole } from './odds-format'

const t = i18n.global.t

export interface MissionSideForm {
  faction: Faction
  leaderIds: string[]
  dice: string
  green: string
  bonus: string
  portrait: boolean
  /** Red or black: the same unless a correction makes the dice differ. */
  colour: 'red' | 'black'
}

export interface MissionForm {
  skill: Skill
  opposed: boolean
  resolve: boolean
  attempt: MissionSideForm
  opposition: MissionSideForm
}

export function emptySide(faction: Faction): MissionSideForm {
  return { faction, leaderIds: [], dice: '0', green: '0', bonus: '0', portrait: false, colour: 'red' }
}

/** Dice from the chosen leaders, capped as the rules cap them; `capped` says a cap cut them. */
export function fillFromLeaders(
  leaders: readonly AnyLeader[],
  skill: Skill,
  table: DiceTable,
): { dice: number; green: number; capped: boolean } {
  const raw = missionDiceFor(leaders, skill)
  const dice = Math.min(raw.dice, table.missionCap.dice)
  const green = Math.min(raw.green, table.missionCap.green)
  return { dice, green, capped: dice < raw.dice || green < raw.green }
}

function readSide(f: MissionSideForm, who: string, table: DiceTable, errors: string[]): MissionSide {
  const read = (raw: string, label: string, max: number): number => {
    const r = parseWhole(raw, label, 0, max)
    if (r.ok) return r.value
    errors.push(r.message)
    return 0
  }
  return {
    dice: read(f.dice, t('rebellion.odds.form.dice', { who }), table.missionCap.dice),
    green: read(f.green, t('rebellion.odds.form.greenDice', { who }), table.missionCap.green),
    bonus: read(f.bonus, t('rebellion.odds.form.bonus', { who }), 20),
    colour: f.colour,
  }
}

export type MissionFormResult = { ok: true; input: MissionInput } | { ok: false; errors: string[] }

export function missionInputFrom(form: MissionForm, table: DiceTable): MissionFormResult {
  const errors: string[] = []
  const attempt = readSide(form.attempt, t('rebellion.odds.form.attempt'), table, errors)
  const opposition = form.opposed ? readSide(form.opposition, t('rebellion.odds.form.opposition'), table, errors) : null
  if (errors.length) return { ok: false, errors }
  return { ok: true, input: { attempt, opposition, resolve: form.resolve } }
}
