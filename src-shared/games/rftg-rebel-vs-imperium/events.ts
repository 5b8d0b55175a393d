// Rebel vs Imperium's events, each declared once. The checks enforce the rules the players rely
// on: a takeover is refused unless the power, the vulnerability, the target and the Military
// comparison all hold, exactly as the calculator (takeover.ts) works them out.
import { z } from 'zod'
import { defineEvents, type DescribeContext } from '../../core/events'
import { GOALS_IN_PLAY, worldByNumber, worldName } from './data'
import { emptyTableau, type Tableau } from './tableau'
import { POWER_NAMES, TAKEOVER_POWERS, resolveAttack, type TakeoverPower } from './takeover'
import type { ScoreLine } from './scoring'
import { attemptedThisSettle, nameOf, type RftgState } from './state'

export interface GoalsDrawnPayload {
  /** The seed of the app's draw; null when the players entered the goals they drew. */
  seed: number | null
  first: string[]
  most: string[]
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
  attackerTemporary: number
  defenderTemporary: number
  attack: number
  defence: number
  success: boolean
}
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
  'rftg.score.entered': ScoreEnteredPayload
  'rftg.goal.claimed': GoalClaimedPayload
  'rftg.settle.started': Record<string, never>
}

const playerId = z.string().min(1)
const int = z.number().int()
const count = int.min(0).max(99)
const tableauSchema: z.ZodType<Tableau> = z.object({
  military: int.min(-20).max(99),
  temporaryMilitary: count,
  extraVsRebel: int.min(-20).max(99),
  militaryWorlds: z
    .array(
      z.object({ name: z.string().min(1).max(60), defence: count, rebel: z.boolean(), newThisSettle: z.boolean() }),
    )
    .max(30),
  imperiumCards: count,
  imperiumSeat: z.boolean(),
  rebelAlliance: z.boolean(),
  cloakingTechnology: z.boolean(),
  rebelPact: z.boolean(),
  takeoverDefence: z.boolean(),
  improvedLogistics: z.boolean(),
  placedThisSettle: z.boolean(),
  lostThisSettle: z.object({ rebel: count, other: count }).optional(),
  cards: count,
  triggerAt14: z.boolean(),
})
const goalName = z.string().min(1).max(60)

const who = (ctx: DescribeContext, id: string): string =>
  ctx.players.find((p) => p.id === id)?.name ?? 'a player who is not in this game'
const seated = (s: RftgState, id: string): string | undefined =>
  s.seats.includes(id) ? undefined : 'that player is not in this game'

export const rftgEventLog = defineEvents<RftgState>()<RftgPayloads>({
  'rftg.settle.started': {
    v: 1,
    schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
    // A new Settle: last Settle's worlds are settled now and nobody has placed a world yet.
    apply: (s) => ({
      ...s,
      settleTakeovers: {},
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
    describe: () =>
      'A new Settle phase: every world placed so far can be targeted, and everyone has a Settle action again',
  },
  'rftg.goals.drawn': {
    v: 1,
    schema: z.object({
      seed: int.min(0).nullable(),
      first: z.array(goalName).length(GOALS_IN_PLAY.first),
      most: z.array(goalName).length(GOALS_IN_PLAY.most),
    }),
    check(s, p) {
      if (!s.goalsOn) return 'this game is played without goals'
      const all = [...p.first, ...p.most].map((g) => g.toLowerCase())
      return new Set(all).size === all.length ? undefined : 'each goal can be out only once'
    },
    apply: (s, p) => ({ ...s, goals: { seed: p.seed, first: p.first, most: p.most }, claims: {} }),
    describe: (p) =>
      `${p.seed === null ? 'Goals entered' : 'Goals drawn'}: most — ${p.most.join(', ')}; first — ${p.first.join(', ')}`,
  },
  'rftg.start-worlds.dealt': {
    v: 1,
    schema: z.object({ seed: int.min(0), worlds: z.record(z.string(), z.tuple([int, int])) }),
    check(s, p) {
      if (Object.keys(s.startWorld).length) return 'start worlds are already being kept; undo those first'
      const ids = Object.keys(p.worlds)
      if (ids.length !== s.seats.length || s.seats.some((id) => !p.worlds[id])) return 'deal to every player once'
      const all = ids.flatMap((id) => p.worlds[id]!)
      if (new Set(all).size !== all.length) return 'a start world was dealt twice'
      for (const id of ids) {
        const [b, r] = p.worlds[id]!
        if (worldByNumber(b)?.colour !== 'blue' || worldByNumber(r)?.colour !== 'red')
          return 'each player gets one blue and one red start world'
      }
      return s.deal ? 'the start worlds are already dealt; undo that deal first' : undefined
    },
    apply: (s, p) => ({ ...s, deal: { seed: p.seed, worlds: p.worlds } }),
    describe: (p, ctx) =>
      `Start worlds dealt: ${Object.entries(p.worlds)
        .map(([id, w]) => `${who(ctx, id)} ${worldName(w[0])} / ${worldName(w[1])}`)
        .join('; ')}`,
  },
  'rftg.start-world.kept': {
    v: 1,
    schema: z.object({ player: playerId, world: int.min(0) }),
    check(s, p) {
      const bad = seated(s, p.player)
      if (bad) return bad
      if (!worldByNumber(p.world)) return 'that start world is not in the app’s list'
      const dealt = s.deal?.worlds[p.player]
      if (dealt && !dealt.includes(p.world)) return `${nameOf(s, p.player)} was not dealt ${worldName(p.world)}`
      const other = s.seats.find((id) => id !== p.player && s.startWorld[id] === p.world)
      return other ? `${nameOf(s, other)} already keeps ${worldName(p.world)}` : undefined
    },
    apply: (s, p) => ({ ...s, startWorld: { ...s.startWorld, [p.player]: p.world } }),
    describe: (p, ctx) => `${who(ctx, p.player)} keeps ${worldName(p.world)}`,
  },
  'rftg.tableau.updated': {
    v: 1,
    schema: z.object({ player: playerId, tableau: tableauSchema }),
    check: (s, p) => seated(s, p.player),
    apply: (s, p) => ({ ...s, tableaux: { ...s.tableaux, [p.player]: p.tableau } }),
    describe: (p, ctx) => {
      const t = p.tableau
      return `${who(ctx, p.player)}’s tableau: ${t.cards} cards, Military ${t.military}, ${t.militaryWorlds.length} military world${t.militaryWorlds.length === 1 ? '' : 's'}`
    },
  },
  'rftg.takeover.resolved': {
    v: 1,
    schema: z.object({
      attacker: playerId,
      defender: playerId,
      power: z.enum(TAKEOVER_POWERS),
      world: int.min(0),
      worldName: z.string().min(1),
      attackerTemporary: count,
      defenderTemporary: count,
      attack: int,
      defence: int,
      success: z.boolean(),
    }),
    check(s, p) {
      const bad = seated(s, p.attacker) ?? seated(s, p.defender)
      if (bad) return bad
      if (p.attacker === p.defender) return 'a player cannot take over their own world'
      const r = resolveAttack(
        s.tableaux[p.attacker]!,
        s.tableaux[p.defender]!,
        p,
        s.takeoversOn,
        attemptedThisSettle(s, p.attacker),
      )
      if (!r.ok) return r.error.message.replace(/\.$/, '')
      const v = r.value
      if (v.attack !== p.attack || v.defence !== p.defence || v.success !== p.success)
        return `the tableaux give ${v.attack} against ${v.defence} (${v.success ? 'success' : 'failure'}); check the entries`
      return undefined
    },
    apply(s, p) {
      const a = s.tableaux[p.attacker] ?? emptyTableau()
      const d = s.tableaux[p.defender] ?? emptyTableau()
      const world = d.militaryWorlds[p.world]
      // Temporary Military is spent either way; Cloaking Technology is discarded to attempt it.
      let attacker: Tableau = {
        ...a,
        temporaryMilitary: a.temporaryMilitary - p.attackerTemporary,
        ...(p.power === 'cloaking-technology' ? { cloakingTechnology: false, cards: Math.max(0, a.cards - 1) } : {}),
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
      return {
        ...s,
        tableaux: { ...s.tableaux, [p.attacker]: attacker, [p.defender]: defender },
        settleTakeovers: { ...s.settleTakeovers, [p.attacker]: attemptedThisSettle(s, p.attacker) + 1 },
        takeovers: [
          ...s.takeovers,
          {
            attacker: p.attacker,
            defender: p.defender,
            world: p.worldName,
            power: p.power,
            attack: p.attack,
            defence: p.defence,
            success: p.success,
            settle: s.settle ?? 0,
          },
        ],
      }
    },
    describe: (p, ctx) =>
      `${who(ctx, p.attacker)} ${p.success ? 'took over' : 'failed to take over'} ${p.worldName} from ${who(ctx, p.defender)} with ${POWER_NAMES[p.power]} (${p.attack} against ${p.defence})`,
  },
  'rftg.score.entered': {
    v: 1,
    schema: z.object({
      player: playerId,
      line: z.object({ chips: int.min(0).max(999), cards: int.min(-99).max(999), sixDev: int.min(0).max(999) }),
    }),
    check: (s, p) => seated(s, p.player),
    apply: (s, p) => ({ ...s, scores: { ...s.scores, [p.player]: p.line } }),
    describe: (p, ctx) =>
      `${who(ctx, p.player)}’s score sheet: ${p.line.chips} in VP chips, ${p.line.cards} card VP, ${p.line.sixDev} from 6-cost developments`,
  },
  'rftg.goal.claimed': {
    v: 1,
    schema: z.object({ goal: goalName, holders: z.array(playerId), tied: z.array(playerId) }),
    check(s, p) {
      if (!s.goals) return 'draw or enter the goals first'
      const kind = s.goals.first.includes(p.goal) ? 'first' : s.goals.most.includes(p.goal) ? 'most' : undefined
      if (!kind) return `${p.goal} is not one of this game’s goals`
      const bad = [...p.holders, ...p.tied].map((id) => seated(s, id)).find(Boolean)
      if (bad) return bad
      if (kind === 'most' && p.holders.length > 1)
        return 'a “most” goal has one holder; mark the others as tied with it'
      if (kind === 'most' && p.tied.length && !p.holders.length) return 'a player can only tie with the holder'
      if (kind === 'first' && p.tied.length) return 'only “most” goals have tied players'
      return p.tied.some((id) => p.holders.includes(id)) ? 'the holder cannot also be tied with themself' : undefined
    },
    apply(s, p) {
      const kind = s.goals?.most.includes(p.goal) ? 'most' : 'first'
      return { ...s, claims: { ...s.claims, [p.goal]: { kind, holders: p.holders, tied: p.tied } } }
    },
    describe(p, ctx) {
      if (!p.holders.length) return `${p.goal}: nobody holds it`
      const tied = p.tied.length ? `, tied: ${p.tied.map((id) => who(ctx, id)).join(', ')}` : ''
      return `${p.goal}: ${p.holders.map((id) => who(ctx, id)).join(', ')}${tied}`
    },
  },
})
