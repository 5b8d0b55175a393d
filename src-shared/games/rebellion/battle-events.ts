// The battle tracker's event (battle-record.ts): one combat round as it happened on the table, both
// sides' losses and damage in one record, so undo takes the whole round back in one step. Declared
// here and spread into events.ts's one defineEvents call.
import { z } from 'zod'
import type { EventSpecs } from '../../core/events'
import { boardTextsIn } from './board-texts'
import {
  applyRound,
  battleAfter,
  describeRound,
  roundEndsSubjugation,
  whyNoContest,
  type CombatRoundPayload,
} from './battle-record'
import { combatAfterRound } from './combat-objective'
import type { RebellionState } from './state'
import { SYSTEM_IDS } from './systems'
import { UNIT_IDS } from './units'
import { figureCount, unitsIn } from './units-on-board'

export interface BattlePayloads {
  'rebellion.combat-round.recorded': CombatRoundPayload
}

const unit = z.string().refine((id) => UNIT_IDS.includes(id), { message: 'is not a Rebellion unit' })
const damage = z.number().int().min(0).max(20)
const count = z.number().int().min(1).max(99)
const side = z.object({
  destroyed: z.array(z.object({ unit, damage, count })),
  damaged: z.array(z.object({ unit, from: damage, to: damage, count })),
})

export const battleEventSpecs: EventSpecs<RebellionState, BattlePayloads> = {
  'rebellion.combat-round.recorded': {
    v: 1,
    schema: z.object({
      system: z.enum(SYSTEM_IDS),
      round: z.number().int().min(1).max(99),
      empire: side,
      rebels: side,
      endsSubjugation: z.literal(true).optional(),
    }),
    check(st, p, locale) {
      const r = applyRound(st.forces, st.battles, p, locale)
      // A round with no theatre held by both sides is refused when entered, not on replay: a game
      // that recorded one before this check still replays as it did.
      const why = 'reason' in r ? r.reason : whyNoContest(st.forces, p.system, locale)
      return why ? boardTextsIn(locale).battle.roundNotRecorded(why) : undefined
    },
    apply(st, p) {
      const r = applyRound(st.forces, st.battles, p)
      if ('reason' in r) return st
      // The combat the activation started (or the rounds so far) carries on; otherwise a new one.
      const prev = st.battles[p.system]
      const base = prev && !prev.over ? prev : { round: 0, retreated: [] }
      const record = battleAfter(r.forces, { ...base, round: p.round }, p.system, 'destroyed')
      const here = unitsIn(r, p.system)
      // Base rules, "Subjugation": only a record that says so takes the marker off (older records
      // left it to its own event, and replay as they did).
      const freed = p.endsSubjugation === true && roundEndsSubjugation(st, p)
      const board = {
        ...st.board,
        [p.system]: {
          ...st.board[p.system],
          imperialUnits: figureCount(here.empire) > 0,
          rebelUnits: figureCount(here.rebels) > 0,
          ...(freed ? { subjugated: false } : {}),
        },
      }
      return {
        ...st,
        forces: r.forces,
        board,
        battles: { ...st.battles, [p.system]: record },
        combat: combatAfterRound(st.battles, p.system, st.combat),
      }
    },
    describe: describeRound,
  },
}
