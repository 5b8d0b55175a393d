// Rebel vs Imperium's events, each declared once. The checks enforce the rules the players rely
// on: a takeover is refused unless the power, the vulnerability, the target and the Military
// comparison all hold, exactly as the calculator (takeover.ts) works them out.
import { z } from 'zod'
import { defineEvents, type DescribeContext } from '../../core/events'
import { GOALS_IN_PLAY, worldByNumber, worldName } from './data'
import {
  GOAL_NAME_LENGTH,
  SCORE_NUMBERS as SN,
  TABLEAU_NUMBERS as TN,
  TAKEOVER_BOOST,
  WORLD_DEFENCE,
  type Range,
} from './entry-ranges'
import { emptyTableau, tickedImperium, type Tableau } from './tableau'
import {
  TAKEOVER_POWERS,
  powerName,
  resolveDeclared,
  whyNotDecided,
  type DecidedTakeover,
  type TakeoverPower,
} from './takeover'
import type { ScoreLine } from './scoring'
import { nameOf, recordTakeover, type RftgState } from './state'
import { textsIn } from './texts'
import type { Locale } from '../../locale'

export interface GoalsDrawnPayload {
  /** The seed of the app's draw; null when the players entered the goals they drew. */
  seed: number | null
  first: string[]
  most: string[]
  /**
   * Only on payloads written as v1: goals entered again then dropped every goal claim. Replays keep
   * that; from v2 the claims of goals still out stay (only those of goals no longer out go).
   */
  claimsDropped?: true
}
export interface StartWorldsDealtPayload {
  seed: number
  /** Per player: [blue, red] start-world numbers. */
  worlds: Record<string, [number, number]>
}
export interface StartWorldKeptPayload {
  player: string
  world: number
}
export interface TableauUpdatedPayload {
  player: string
  tableau: Tableau
}
export interface TakeoverResolvedPayload {
  attacker: string
  defender: string
  power: TakeoverPower
  /** Index into the defender's military worlds, and its name (for the timeline). */
  world: number
  worldName: string
  /**
   * The world's position among the defender's military worlds when this Settle's takeovers began:
   * logged takeovers are matched to their world by it (two worlds may share a name). Payloads written
   * before it was kept have none and are matched by the name, as they were.
   */
  at?: number
  attackerTemporary: number
  defenderTemporary: number
  attack: number
  defence: number
  success: boolean
  /**
   * Only on payloads written as v1: Cloaking Technology's discard then left the Imperium count as
   * entered. Replays keep that; from v2 the discard lowers the count by one (the card is gone).
   */
  imperiumCountKept?: true
}
/**
 * A declared takeover an earlier one decided: it does not take place, but its power (Cloaking
 * Technology is discarded), the attacker's Settle action and the temporary Military declared with it
 * are spent all the same (a reading).
 */
export type TakeoverDecidedPayload = DecidedTakeover
export interface ScoreEnteredPayload {
  player: string
  line: ScoreLine
}
export interface GoalClaimedPayload {
  goal: string
  holders: string[]
  tied: string[]
}

export interface RftgPayloads {
  'rftg.goals.drawn': GoalsDrawnPayload
  'rftg.start-worlds.dealt': StartWorldsDealtPayload
  'rftg.start-world.kept': StartWorldKeptPayload
  'rftg.tableau.updated': TableauUpdatedPayload
  'rftg.takeover.resolved': TakeoverResolvedPayload
  'rftg.takeover.decided': TakeoverDecidedPayload
  'rftg.score.entered': ScoreEnteredPayload
  'rftg.goal.claimed': GoalClaimedPayload
  'rftg.settle.started': Record<string, never>
}

const playerId = z.string().min(1)
const int = z.number().int()
const count = int.min(0).max(99)
const inRange = (r: Range) => int.min(r.min).max(r.max)
const tableauSchema: z.ZodType<Tableau> = z.object({
  military: inRange(TN.military),
  temporaryMilitary: inRange(TN.temporaryMilitary),
  extraVsRebel: inRange(TN.extraVsRebel),
  militaryWorlds: z
    .array(
      z.object({
        name: z.string().min(1).max(60),
        defence: inRange(WORLD_DEFENCE),
        rebel: z.boolean(),
        newThisSettle: z.boolean(),
      }),
    )
    .max(30),
  imperiumCards: inRange(TN.imperiumCards),
  imperiumSeat: z.boolean(),
  rebelAlliance: z.boolean(),
  cloakingTechnology: z.boolean(),
  rebelPact: z.boolean(),
  takeoverDefence: z.boolean(),
  improvedLogistics: z.boolean(),
  placedThisSettle: z.boolean(),
  lostThisSettle: z.object({ rebel: count, other: count }).optional(),
  cards: inRange(TN.cards),
  triggerAt14: z.boolean(),
})
const goalName = z.string().min(1).max(GOAL_NAME_LENGTH)

const who = (ctx: DescribeContext, id: string): string =>
  ctx.players.find((p) => p.id === id)?.name ?? textsIn(ctx.locale).someone
const seated = (s: RftgState, id: string, locale?: Locale): string | undefined =>
  s.seats.includes(id) ? undefined : textsIn(locale).refusal.notSeated

export const rftgEventLog = defineEvents<RftgState>()<RftgPayloads>({
  'rftg.settle.started': {
    v: 1,
    schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
    // A new Settle: last Settle's worlds are settled now and nobody has placed a world yet.
    apply: (s) => ({
      ...s,
      settleTakeovers: {},
      temporaryUsed: {},
      settle: (s.settle ?? 0) + 1,
      tableaux: Object.fromEntries(
        Object.entries(s.tableaux).map(([id, t]) => [
          id,
          {
            ...t,
            placedThisSettle: false,
            militaryWorlds: t.militaryWorlds.map((w) => ({ ...w, newThisSettle: false })),
            lostThisSettle: undefined,
          },
        ]),
      ),
    }),
    describe: (_p, ctx) => textsIn(ctx.locale).timeline.settleStarted,
  },
  'rftg.goals.drawn': {
    // v2: goals entered again keep the claims of the goals still out; v1 payloads drop them all, as they did.
    v: 2,
    upgrade: { 1: (p) => ({ ...(p as object), claimsDropped: true }) },
    schema: z.object({
      seed: int.min(0).nullable(),
      first: z.array(goalName).length(GOALS_IN_PLAY.first),
      most: z.array(goalName).length(GOALS_IN_PLAY.most),
      claimsDropped: z.literal(true).optional(),
    }),
    check(s, p, locale) {
      const R = textsIn(locale).refusal
      if (!s.goalsOn) return R.noGoals
      const seen = new Set<string>()
      const twice = [...p.first, ...p.most].find((g) => seen.has(g.toLowerCase()) || !seen.add(g.toLowerCase()))
      return twice === undefined ? undefined : R.goalTwice(twice)
    },
    apply: (s, p) => ({
      ...s,
      goals: { seed: p.seed, first: p.first, most: p.most },
      // A goal still out, of the same kind, keeps who claimed it (a typo corrected must not clear the sheet).
      claims: p.claimsDropped
        ? {}
        : Object.fromEntries(
            Object.entries(s.claims).filter(([goal, c]) => (c.kind === 'first' ? p.first : p.most).includes(goal)),
          ),
    }),
    describe: (p, ctx) => textsIn(ctx.locale).timeline.goals(p.seed === null, p.most.join(', '), p.first.join(', ')),
  },
  'rftg.start-worlds.dealt': {
    v: 1,
    schema: z.object({ seed: int.min(0), worlds: z.record(z.string(), z.tuple([int, int])) }),
    check(s, p, locale) {
      const R = textsIn(locale).refusal
      if (Object.keys(s.startWorld).length) return R.alreadyKeeping
      const ids = Object.keys(p.worlds)
      if (ids.length !== s.seats.length || s.seats.some((id) => !p.worlds[id])) return R.dealEveryone
      const all = ids.flatMap((id) => p.worlds[id]!)
      if (new Set(all).size !== all.length) return R.dealtTwice
      for (const id of ids) {
        const [b, r] = p.worlds[id]!
        if (worldByNumber(b)?.colour !== 'blue' || worldByNumber(r)?.colour !== 'red') return R.blueAndRed
      }
      return s.deal ? R.alreadyDealt : undefined
    },
    apply: (s, p) => ({ ...s, deal: { seed: p.seed, worlds: p.worlds } }),
    describe: (p, ctx) => {
      const L = textsIn(ctx.locale).timeline
      return L.dealt(
        Object.entries(p.worlds)
          .map(([id, w]) => L.dealtTo(who(ctx, id), worldName(w[0]), worldName(w[1])))
          .join('; '),
      )
    },
  },
  'rftg.start-world.kept': {
    v: 1,
    schema: z.object({ player: playerId, world: int.min(0) }),
    check(s, p, locale) {
      const R = textsIn(locale).refusal
      const bad = seated(s, p.player, locale)
      if (bad) return bad
      if (!worldByNumber(p.world)) return R.notInList
      const dealt = s.deal?.worlds[p.player]
      if (dealt && !dealt.includes(p.world)) return R.notDealt(nameOf(s, p.player), worldName(p.world))
      const other = s.seats.find((id) => id !== p.player && s.startWorld[id] === p.world)
      return other ? R.alreadyKept(nameOf(s, other), worldName(p.world)) : undefined
    },
    apply: (s, p) => ({ ...s, startWorld: { ...s.startWorld, [p.player]: p.world } }),
    describe: (p, ctx) => textsIn(ctx.locale).timeline.kept(who(ctx, p.player), worldName(p.world)),
  },
  'rftg.tableau.updated': {
    v: 1,
    schema: z.object({ player: playerId, tableau: tableauSchema }),
    check(s, p, locale) {
      const bad = seated(s, p.player, locale)
      if (bad) return bad
      // Imperium Seat and Imperium Cloaking Technology are Imperium cards: the count includes them.
      const t = p.tableau
      // Each military world and each Imperium card is a card in the tableau: the count includes them.
      const worlds = t.militaryWorlds.length
      if (t.cards < Math.max(worlds, t.imperiumCards))
        return textsIn(locale).refusal.cardsBelow(nameOf(s, p.player), t.cards, worlds, t.imperiumCards)
      if (t.imperiumCards >= tickedImperium(t)) return undefined
      const P = textsIn(locale).powers
      const ticked = [t.imperiumSeat && P['imperium-seat'], t.cloakingTechnology && P['cloaking-technology']]
      return textsIn(locale).refusal.imperiumBelowTicked(
        nameOf(s, p.player),
        t.imperiumCards,
        ticked.filter((n): n is string => !!n),
      )
    },
    apply: (s, p) => ({ ...s, tableaux: { ...s.tableaux, [p.player]: p.tableau } }),
    describe: (p, ctx) => {
      const t = p.tableau
      return textsIn(ctx.locale).timeline.tableau(who(ctx, p.player), t.cards, t.military, t.militaryWorlds.length)
    },
  },
  'rftg.takeover.resolved': {
    // v2: Cloaking Technology's discard lowers the Imperium count; v1 payloads keep the count as they did.
    v: 2,
    upgrade: { 1: (p) => ({ ...(p as object), imperiumCountKept: true }) },
    schema: z.object({
      attacker: playerId,
      defender: playerId,
      power: z.enum(TAKEOVER_POWERS),
      world: int.min(0),
      worldName: z.string().min(1),
      at: int.min(0).optional(),
      attackerTemporary: inRange(TAKEOVER_BOOST),
      defenderTemporary: inRange(TAKEOVER_BOOST),
      attack: int,
      defence: int,
      success: z.boolean(),
      imperiumCountKept: z.literal(true).optional(),
    }),
    check(s, p, locale) {
      const R = textsIn(locale).refusal
      const bad = seated(s, p.attacker, locale) ?? seated(s, p.defender, locale)
      if (bad) return bad
      if (p.attacker === p.defender) return R.ownWorld
      // Worked out as the list and the calculator do: temporary Military used earlier this Settle counts.
      const r = resolveDeclared(s, { attacker: p.attacker, defender: p.defender, attack: p }, locale)
      if (!r.ok) return r.error.message.replace(/\.$/, '')
      const v = r.value
      if (v.attack !== p.attack || v.defence !== p.defence || v.success !== p.success)
        return R.tableauxGive(v.attack, v.defence, v.success)
      return undefined
    },
    apply(s, p) {
      const a = s.tableaux[p.attacker] ?? emptyTableau()
      const d = s.tableaux[p.defender] ?? emptyTableau()
      const world = d.militaryWorlds[p.world]
      // Temporary Military is spent either way; Cloaking Technology, an Imperium card, is discarded to attempt it.
      const imperiumCards = p.imperiumCountKept ? a.imperiumCards : Math.max(0, a.imperiumCards - 1)
      let attacker: Tableau = {
        ...a,
        temporaryMilitary: a.temporaryMilitary - p.attackerTemporary,
        ...(p.power === 'cloaking-technology'
          ? { cloakingTechnology: false, cards: Math.max(0, a.cards - 1), imperiumCards }
          : {}),
      }
      let defender: Tableau = { ...d, temporaryMilitary: d.temporaryMilitary - p.defenderTemporary }
      if (p.success && world) {
        // The world was not in the attacker's tableau at the start of this Settle: like a world
        // placed now, it is no target and its bonuses do not count until the next Settle (a reading).
        const taken = { ...world, newThisSettle: true }
        attacker = { ...attacker, militaryWorlds: [...attacker.militaryWorlds, taken], cards: attacker.cards + 1 }
        // It stood in the defender's tableau at the start of Settle: their bonuses still count it.
        const lost = defender.lostThisSettle ?? { rebel: 0, other: 0 }
        defender = {
          ...defender,
          militaryWorlds: defender.militaryWorlds.filter((_, i) => i !== p.world),
          cards: Math.max(0, defender.cards - 1),
          lostThisSettle: world.rebel ? { ...lost, rebel: lost.rebel + 1 } : { ...lost, other: lost.other + 1 },
        }
      }
      // Temporary Military is used either way, and still in each side's Military for the rest of this Settle.
      const { attack, defence, success } = p
      return {
        ...recordTakeover(s, p, { attack, defence, success }),
        tableaux: { ...s.tableaux, [p.attacker]: attacker, [p.defender]: defender },
      }
    },
    describe: (p, ctx) =>
      textsIn(ctx.locale).timeline.takeover(
        who(ctx, p.attacker),
        p.success,
        p.worldName,
        who(ctx, p.defender),
        powerName(p.power, ctx.locale),
        p.attack,
        p.defence,
      ),
  },
  'rftg.takeover.decided': {
    v: 1,
    schema: z.object({
      attacker: playerId,
      defender: playerId,
      power: z.enum(TAKEOVER_POWERS),
      worldName: z.string().min(1),
      at: int.min(0).optional(),
      attackerTemporary: inRange(TAKEOVER_BOOST),
    }),
    check(s, p, locale) {
      if (p.attacker === p.defender) return textsIn(locale).refusal.ownWorld
      return whyNotDecided(s, p, locale)?.replace(/\.$/, '')
    },
    apply(s, p) {
      const a = s.tableaux[p.attacker] ?? emptyTableau()
      // Declared, so spent: the temporary Military committed, and Cloaking Technology (an Imperium card).
      const attacker: Tableau = {
        ...a,
        temporaryMilitary: a.temporaryMilitary - p.attackerTemporary,
        ...(p.power === 'cloaking-technology'
          ? {
              cloakingTechnology: false,
              cards: Math.max(0, a.cards - 1),
              imperiumCards: Math.max(0, a.imperiumCards - 1),
            }
          : {}),
      }
      return {
        ...recordTakeover(s, p, { attack: 0, defence: 0, success: false, decided: true }),
        tableaux: { ...s.tableaux, [p.attacker]: attacker },
      }
    },
    describe: (p, ctx) =>
      textsIn(ctx.locale).timeline.decided(
        who(ctx, p.attacker),
        p.worldName,
        who(ctx, p.defender),
        powerName(p.power, ctx.locale),
        p.attackerTemporary,
        p.power === 'cloaking-technology',
      ),
  },
  'rftg.score.entered': {
    v: 1,
    schema: z.object({
      player: playerId,
      line: z.object({ chips: inRange(SN.chips), cards: inRange(SN.cards), sixDev: inRange(SN.sixDev) }),
    }),
    check: (s, p, locale) => seated(s, p.player, locale),
    apply: (s, p) => ({ ...s, scores: { ...s.scores, [p.player]: p.line } }),
    describe: (p, ctx) =>
      textsIn(ctx.locale).timeline.score(who(ctx, p.player), p.line.chips, p.line.cards, p.line.sixDev),
  },
  'rftg.goal.claimed': {
    v: 1,
    schema: z.object({ goal: goalName, holders: z.array(playerId), tied: z.array(playerId) }),
    check(s, p, locale) {
      const R = textsIn(locale).refusal
      if (!s.goals) return R.drawGoalsFirst
      const kind = s.goals.first.includes(p.goal) ? 'first' : s.goals.most.includes(p.goal) ? 'most' : undefined
      if (!kind) return R.notAGoal(p.goal)
      const bad = [...p.holders, ...p.tied].map((id) => seated(s, id, locale)).find(Boolean)
      if (bad) return bad
      if (kind === 'most' && p.holders.length > 1) return R.oneMostHolder
      if (kind === 'most' && p.tied.length && !p.holders.length) return R.tieWithHolder
      if (kind === 'first' && p.tied.length) return R.onlyMostTied
      return p.tied.some((id) => p.holders.includes(id)) ? R.holderTied : undefined
    },
    apply(s, p) {
      const kind = s.goals?.most.includes(p.goal) ? 'most' : 'first'
      return { ...s, claims: { ...s.claims, [p.goal]: { kind, holders: p.holders, tied: p.tied } } }
    },
    describe(p, ctx) {
      const L = textsIn(ctx.locale).timeline
      if (!p.holders.length) return L.nobodyHolds(p.goal)
      const tied = p.tied.length ? L.tied(p.tied.map((id) => who(ctx, id)).join(', ')) : ''
      return L.claimed(p.goal, p.holders.map((id) => who(ctx, id)).join(', '), tied)
    },
  },
})
