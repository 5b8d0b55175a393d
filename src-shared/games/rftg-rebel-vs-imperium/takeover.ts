// Takeovers, exactly as the rulebook's Takeovers section states them: who is vulnerable to which
// power, which worlds can be targeted, the Military on each side, who wins, and the order in which
// declared takeovers resolve. Every answer lists the rules it applied (ids into the rules help).
import type { Locale } from '../../locale'
import { RFTG_RULE_IDS } from './rule-ids'
import { attemptedThisSettle, nameOf, temporaryUsedThisSettle, type RftgState } from './state'
import { textsIn } from './texts'
import {
  imperiumCardsIn,
  otherMilitaryWorlds,
  rebelMilitaryWorlds,
  settledWorlds,
  type MilitaryWorld,
  type Tableau,
} from './tableau'

export const TAKEOVER_POWERS = ['imperium-seat', 'rebel-alliance', 'cloaking-technology'] as const
export type TakeoverPower = (typeof TAKEOVER_POWERS)[number]

/** A power's card name in the interface language (English when none is given). */
export const powerName = (p: TakeoverPower, locale?: Locale): string => textsIn(locale).powers[p]

/** A rule the calculator applied, with the entry that explains it. */
export interface AppliedRule {
  text: string
  rule: string
  /** A reading of a line the rulebook leaves open. */
  reading?: boolean
}

const holdsPower = (t: Tableau, p: TakeoverPower): boolean =>
  p === 'imperium-seat' ? t.imperiumSeat : p === 'rebel-alliance' ? t.rebelAlliance : t.cloakingTechnology

/**
 * Vulnerability (rulebook list): Imperium Seat → a Rebel military world; Rebel Alliance → an
 * Imperium card (Imperium Seat and Imperium Cloaking Technology are Imperium cards themselves);
 * Cloaking Technology → total Military of 1 or more (temporary Military not counted).
 * Worlds placed this Settle do not count: their attributes have no effect on takeovers (a reading).
 */
export function isVulnerable(defender: Tableau, p: TakeoverPower): boolean {
  switch (p) {
    case 'imperium-seat':
      return settledWorlds(defender).some((w) => w.rebel)
    case 'rebel-alliance':
      return imperiumCardsIn(defender) >= 1
    case 'cloaking-technology':
      return defender.military >= 1
  }
}

/** Worlds a power may target: settled military worlds; Imperium Seat only Rebel ones (a reading). */
function validTargets(defender: Tableau, p: TakeoverPower): MilitaryWorld[] {
  const worlds = settledWorlds(defender)
  return p === 'imperium-seat' ? worlds.filter((w) => w.rebel) : worlds
}

/**
 * Whether a player can spend a Settle action on a takeover now (why not, otherwise). A takeover is
 * a Settle action: one per Settle, a second with Improved Logistics; placing a world uses one, and
 * so does each takeover attempted or declared this Settle (`attempted`).
 */
export function settleActionFree(t: Tableau, attempted = 0, locale?: Locale): string | undefined {
  const X = textsIn(locale).takeover
  const actions = t.improvedLogistics ? 2 : 1
  if ((t.placedThisSettle ? 1 : 0) + attempted < actions) return undefined
  if (attempted === 0) return X.placedNoSecond
  const tried = X.tried(attempted)
  return t.improvedLogistics ? X.bothActions(tried, t.placedThisSettle ? X.andPlaced : '') : X.oneAction(tried)
}

export interface PairPowers {
  attacker: string
  defender: string
  /**
   * Powers the attacker holds that the defender is open to, each with its valid targets and how many
   * worlds it could target once they are no longer new (placed this Settle): with no targets, 0
   * means the defender has no such military world at all.
   */
  powers: { power: TakeoverPower; targets: MilitaryWorld[]; placedThisSettle: number }[]
}

/** For every ordered pair of players: which of the attacker's powers reach the defender, and where. */
export function vulnerabilityTable(players: readonly string[], tableaux: Record<string, Tableau>): PairPowers[] {
  const out: PairPowers[] = []
  for (const a of players) {
    for (const d of players) {
      if (a === d) continue
      const at = tableaux[a]!
      const dt = tableaux[d]!
      const powers = TAKEOVER_POWERS.filter((p) => holdsPower(at, p) && isVulnerable(dt, p)).map((power) => ({
        power,
        targets: validTargets(dt, power),
        placedThisSettle: dt.militaryWorlds.filter((w) => w.newThisSettle && (power !== 'imperium-seat' || w.rebel))
          .length,
      }))
      out.push({ attacker: a, defender: d, powers })
    }
  }
  return out
}

export interface Attack {
  power: TakeoverPower
  /** Index into the defender's military worlds. */
  world: number
  /** Temporary Military the attacker commits when declaring. */
  attackerTemporary: number
  /** Temporary Military the defender adds when it resolves. */
  defenderTemporary: number
}

export interface Part {
  label: string
  value: number
}

export interface AttackResult {
  attack: number
  defence: number
  attackParts: Part[]
  defenceParts: Part[]
  success: boolean
  /** attack − defence: 0 or more is a success. */
  margin: number
  /** Temporary Military each side could still add (attacker: only when declaring). */
  attackerCanAdd: number
  defenderCanAdd: number
  /** Whether the defender can still turn a success into a failure with what it has left. */
  defenderCanHold: boolean
  rules: AppliedRule[]
}

/** Temporary Military each side used in earlier takeovers this Settle: it still counts (a reading). */
export interface UsedEarlier {
  attacker: number
  defender: number
}
const NONE_USED: UsedEarlier = { attacker: 0, defender: 0 }

export type AttackCheck = { ok: true; value: AttackResult } | { ok: false; error: { code: string; message: string } }

const fail = (code: string, message: string): AttackCheck => ({ ok: false, error: { code, message } })

/** The takeover of one world, with every bonus that applies and why. */
export function resolveAttack(
  attacker: Tableau,
  defender: Tableau,
  a: Attack,
  takeoversOn = true,
  /** Takeovers the attacker already attempted this Settle (each took a Settle action). */
  attempted = 0,
  /** The language of the messages, rules applied and parts (English when none is given). */
  locale?: Locale,
  /**
   * Temporary Military each side used earlier this Settle: no longer there to use (the tableaux'
   * temporary Military is what is left), but still in their Military (a reading).
   */
  usedEarlier: UsedEarlier = NONE_USED,
): AttackCheck {
  const X = textsIn(locale).takeover
  if (!takeoversOn) return fail('off', X.off)
  const name = powerName(a.power, locale)
  if (!holdsPower(attacker, a.power)) return fail('no-power', X.noPower(name))
  if (!isVulnerable(defender, a.power)) return fail('not-vulnerable', X.notVulnerable(name))
  const busy = settleActionFree(attacker, attempted, locale)
  if (busy) return fail('no-action', X.noAction(busy))
  const world = defender.militaryWorlds[a.world]
  if (!world) return fail('no-world', X.noWorld)
  if (world.newThisSettle) return fail('new-world', X.newWorld(world.name))
  if (a.power === 'imperium-seat' && !world.rebel) return fail('not-rebel', X.notRebel(name, world.name))
  for (const [isAttacker, used, has, before] of [
    [true, a.attackerTemporary, attacker.temporaryMilitary, usedEarlier.attacker],
    [false, a.defenderTemporary, defender.temporaryMilitary, usedEarlier.defender],
  ] as const) {
    if (!Number.isInteger(used)) return fail('temporary-not-whole', X.temporaryNotWhole(isAttacker))
    if (used < 0) return fail('bad-temporary', X.badTemporary(isAttacker))
    if (used > has) return fail('too-much-temporary', X.tooMuchTemporary(isAttacker, has, before))
  }

  const rules: AppliedRule[] = [
    { text: X.rule.reaches(name, X.why[a.power]), rule: RFTG_RULE_IDS.vulnerability },
    { text: X.rule.target, rule: RFTG_RULE_IDS.takeoverDeclaration },
    {
      text: attacker.improvedLogistics ? X.rule.logistics : X.rule.oneAction,
      rule: RFTG_RULE_IDS.takeoverDeclaration,
      reading: attacker.improvedLogistics,
    },
  ]
  if (a.power === 'imperium-seat')
    rules.push({
      text: X.rule.seatTargets,
      rule: RFTG_RULE_IDS.takeoverPowers,
      reading: true,
    })
  if (a.power === 'cloaking-technology')
    rules.push({
      text: X.rule.cloakingDiscarded,
      rule: RFTG_RULE_IDS.takeoverPowers,
    })

  const attackParts: Part[] = [{ label: X.part.military, value: attacker.military }]
  if (attacker.rebelAlliance) {
    const n = rebelMilitaryWorlds(attacker)
    attackParts.push({ label: X.part.alliance(n), value: 2 * n })
    rules.push({
      text: X.rule.allianceAdds,
      rule: RFTG_RULE_IDS.takeoverPowers,
    })
  }
  if (world.rebel && attacker.extraVsRebel !== 0) {
    attackParts.push({ label: X.part.vsRebel, value: attacker.extraVsRebel })
    rules.push({
      text: X.rule.vsRebel,
      rule: RFTG_RULE_IDS.militarySlide,
    })
  }
  if (usedEarlier.attacker > 0) attackParts.push({ label: X.part.usedEarlier, value: usedEarlier.attacker })
  if (a.attackerTemporary > 0) attackParts.push({ label: X.part.declared, value: a.attackerTemporary })

  const rebel = rebelMilitaryWorlds(defender)
  const other = otherMilitaryWorlds(defender)
  const defenceParts: Part[] = [
    { label: X.part.military, value: defender.military },
    { label: X.part.defenceOf(world.name), value: world.defence },
  ]
  const perWorlds = 2 * rebel + other
  // Rebel Pact's power is the takeover-defence symbol (the rulebook gives both the same bonus), so
  // a tableau with Rebel Pact and the takeover-defence box ticked gets that bonus once.
  if (defender.rebelPact) {
    defenceParts.push({ label: X.part.pact(rebel, other), value: perWorlds })
    rules.push({
      text: defender.takeoverDefence ? X.rule.pactIsDefence : X.rule.pactAdds,
      rule: RFTG_RULE_IDS.takeoverPowers,
    })
  } else if (defender.takeoverDefence) {
    defenceParts.push({ label: X.part.takeoverDefence(rebel, other), value: perWorlds })
    rules.push({
      text: X.rule.defenceAdds,
      rule: RFTG_RULE_IDS.takeoverPowers,
    })
  }
  if (usedEarlier.defender > 0) defenceParts.push({ label: X.part.usedEarlier, value: usedEarlier.defender })
  if (a.defenderTemporary > 0) defenceParts.push({ label: X.part.boost, value: a.defenderTemporary })
  if (usedEarlier.attacker > 0 || usedEarlier.defender > 0)
    rules.push({ text: X.rule.temporaryLasts, rule: RFTG_RULE_IDS.takeoverSuccess, reading: true })
  rules.push({
    text: X.rule.success,
    rule: RFTG_RULE_IDS.takeoverSuccess,
  })

  const attack = sum(attackParts)
  const defence = sum(defenceParts)
  const margin = attack - defence
  const defenderCanAdd = defender.temporaryMilitary - a.defenderTemporary
  return {
    ok: true,
    value: {
      attack,
      defence,
      attackParts,
      defenceParts,
      success: margin >= 0,
      margin,
      attackerCanAdd: attacker.temporaryMilitary - a.attackerTemporary,
      defenderCanAdd,
      defenderCanHold: margin >= 0 && defenderCanAdd > margin,
      rules,
    },
  }
}

/** A takeover as the Takeovers tab names it: who attacks whom, and how (a declaration, the calculator's). */
export interface TakeoverAttempt {
  attacker: string
  defender: string
  attack: Attack
}

/**
 * The takeover `x` worked out on the game as it stands: the players' tableaux, whether takeovers are
 * on, and the Settle actions the attacker already spent on takeovers (those logged this Settle, and
 * `alsoDeclared` more declared but not yet resolved). What the list of declarations, Resolve and the
 * calculator each ask, in the one way the logged takeover is checked too.
 */
export function resolveDeclared(s: RftgState, x: TakeoverAttempt, locale?: Locale, alsoDeclared = 0): AttackCheck {
  const attacker = s.tableaux[x.attacker]
  const defender = s.tableaux[x.defender]
  if (!attacker || !defender) {
    const why = textsIn(locale).refusal.notSeated
    return fail('not-seated', `${why.charAt(0).toUpperCase()}${why.slice(1)}.`)
  }
  return resolveAttack(
    attacker,
    defender,
    x.attack,
    s.takeoversOn,
    attemptedThisSettle(s, x.attacker) + alsoDeclared,
    locale,
    { attacker: temporaryUsedThisSettle(s, x.attacker), defender: temporaryUsedThisSettle(s, x.defender) },
  )
}

/**
 * Why a declaration of `attacker`'s can no longer be removed: this Settle's takeovers are being
 * resolved (one is logged). Declaring used a Settle action (rule step 2) and declared takeovers are
 * resolved in order (step 4), so from then on every declaration is resolved in its turn and keeps its
 * action, even one that fails or that an earlier takeover decides. Before that, removing one corrects
 * an entry (the app cannot tell a slip from a change of mind; a reading). Undefined: it may go.
 */
export function whyDeclarationStays(s: RftgState, attacker: string, locale?: Locale): string | undefined {
  const settle = s.settle ?? 0
  if (!s.takeovers.some((x) => x.settle === settle)) return undefined
  return textsIn(locale).takeover.binding(nameOf(s, attacker))
}

/** Whether this Settle's takeovers are being resolved: one of them is logged (resolved or decided). */
export const resolutionBegun = (s: RftgState): boolean => s.takeovers.some((x) => x.settle === (s.settle ?? 0))

/**
 * Why `x` cannot be declared now, besides what resolveDeclared refuses (undefined: it can), said after
 * "Not declared:". Takeovers are declared while Settle powers are used and resolved after that (steps
 * 1 and 4), so none is declared once this Settle's resolution has begun (`late`). Imperium Cloaking
 * Technology is discarded to take over: a player who declared one takeover with it (`waiting`:
 * declarations not yet resolved) cannot declare a second with the same card (`cloaking`).
 */
export function whyNotDeclared(
  s: RftgState,
  x: TakeoverAttempt,
  waiting: readonly TakeoverAttempt[],
  locale?: Locale,
): { code: 'late' | 'cloaking'; message: string } | undefined {
  const X = textsIn(locale).takeover
  if (resolutionBegun(s)) return { code: 'late', message: X.declaredLate }
  const cloaking: TakeoverPower = 'cloaking-technology'
  if (x.attack.power === cloaking && waiting.some((d) => d.attacker === x.attacker && d.attack.power === cloaking))
    return { code: 'cloaking', message: X.cloakingOnce(nameOf(s, x.attacker), powerName(cloaking, locale)) }
  return undefined
}

/** What an earlier takeover decided records: the declaration, without a comparison. */
export interface DecidedTakeover {
  attacker: string
  defender: string
  power: TakeoverPower
  worldName: string
  /** The world's position when this Settle's takeovers began (none on events written before it was kept). */
  at?: number
  /** The temporary Military the attacker committed when declaring: spent all the same (a reading). */
  attackerTemporary: number
}

/**
 * Why a declaration cannot be recorded as decided by an earlier takeover (undefined: it can). It
 * still used its power and the attacker's Settle action, and the temporary Military committed with
 * it, so the attacker must still hold all three; and a takeover must have succeeded this Settle (the
 * reading chosen on the Takeovers tab says which declarations it decides).
 */
export function whyNotDecided(s: RftgState, p: DecidedTakeover, locale?: Locale): string | undefined {
  const X = textsIn(locale).takeover
  const attacker = s.tableaux[p.attacker]
  if (!attacker || !s.tableaux[p.defender]) return textsIn(locale).refusal.notSeated
  if (!s.takeoversOn) return X.off
  const name = powerName(p.power, locale)
  if (!holdsPower(attacker, p.power)) return X.noPower(name)
  const busy = settleActionFree(attacker, attemptedThisSettle(s, p.attacker), locale)
  if (busy) return X.noAction(busy)
  if (!Number.isInteger(p.attackerTemporary) || p.attackerTemporary < 0) return X.badTemporary(true)
  if (p.attackerTemporary > attacker.temporaryMilitary)
    return X.tooMuchTemporary(true, attacker.temporaryMilitary, temporaryUsedThisSettle(s, p.attacker))
  const settle = s.settle ?? 0
  if (!s.takeovers.some((x) => x.settle === settle && x.success)) return X.nothingDecides
  return undefined
}

const sum = (parts: readonly Part[]): number => parts.reduce((n, p) => n + p.value, 0)

/**
 * Seats in resolution order: clockwise (the players' seat order) from the player whose start world
 * has the lowest number. Undefined while a start world is missing.
 */
export function resolutionOrder(
  seats: readonly string[],
  startWorld: Readonly<Record<string, number>>,
): string[] | undefined {
  if (seats.some((p) => startWorld[p] === undefined)) return undefined
  let first = 0
  seats.forEach((p, i) => {
    if (startWorld[p]! < startWorld[seats[first]!]!) first = i
  })
  return [...seats.slice(first), ...seats.slice(0, first)]
}

/** How a later declaration fares once an earlier one succeeded (the procedure itself is silent). */
export type LaterReading = 'same-world' | 'any-success'

export interface Declaration {
  attacker: string
  defender: string
  /** Index into the defender's military worlds (as at the start of Settle). */
  world: number
  /** Whether it succeeds when its turn comes (as worked out by resolveAttack with the boosts used). */
  succeeds: boolean
}

export interface ResolutionStep {
  declaration: Declaration
  /** 'blocked': an earlier takeover decides it fails before it is compared. */
  outcome: 'success' | 'failure' | 'blocked'
}

/** Sorts declarations into resolution order; a player's own declarations stay in the order made. */
function inResolutionOrder<D extends { attacker: string }>(order: readonly string[], declarations: readonly D[]): D[] {
  return declarations
    .map((d, i) => ({ d, i }))
    .sort((x, y) => order.indexOf(x.d.attacker) - order.indexOf(y.d.attacker) || x.i - y.i)
    .map(({ d }) => d)
}

/** Which later declarations an earlier success decides, under the reading chosen. */
function laterDecided(reading: LaterReading) {
  const taken = new Set<string>()
  let anySuccess = false
  const key = (defender: string, world: number) => `${defender}#${world}`
  return {
    decided: (defender: string, world: number): boolean =>
      reading === 'any-success' ? anySuccess : taken.has(key(defender, world)),
    succeeded(defender: string, world: number): void {
      taken.add(key(defender, world))
      anySuccess = true
    },
  }
}

/** Declared takeovers in resolution order; a player's own declarations stay in the order made. */
export function resolveDeclarations(
  order: readonly string[],
  declarations: readonly Declaration[],
  reading: LaterReading,
): ResolutionStep[] {
  const later = laterDecided(reading)
  return inResolutionOrder(order, declarations).map((d) => {
    if (later.decided(d.defender, d.world)) return { declaration: d, outcome: 'blocked' as const }
    if (d.succeeds) later.succeeded(d.defender, d.world)
    return { declaration: d, outcome: d.succeeds ? ('success' as const) : ('failure' as const) }
  })
}

export interface OrderedStep<D extends TakeoverAttempt> {
  declared: D
  outcome: 'success' | 'failure' | 'blocked'
  /** How it is worked out when its turn comes (none when an earlier takeover decides it). */
  check?: AttackCheck
  /** Temporary Military the defender used earlier this Settle, logged or declared before it. */
  defenderUsedEarlier: number
  /** The game as the declarations before it leave it (what it is worked out on). */
  before: RftgState
}

/**
 * This Settle's declarations worked out in resolution order, each on the game as the earlier ones
 * leave it: the temporary Military an earlier declaration uses (the attacker's declared, the
 * defender's boost) is no longer there to use, but still counts in that player's Military for every
 * later takeover of this Settle (a reading: only unused temporary Military can be added, and the text
 * never has it run out before the phase ends). So two attackers against one defender each face the
 * defender's boost, and the defender can add only what is left. `decidedBefore`: a takeover already
 * logged this Settle decides it (under the reading chosen).
 */
export function resolveInOrder<D extends TakeoverAttempt>(
  s: RftgState,
  order: readonly string[],
  declarations: readonly D[],
  reading: LaterReading,
  locale?: Locale,
  decidedBefore: (d: D) => boolean = () => false,
): OrderedStep<D>[] {
  const later = laterDecided(reading)
  const used: Record<string, number> = {}
  /** Attackers whose earlier declaration used Imperium Cloaking Technology: it is discarded. */
  const discarded = new Set<string>()
  /** The game with what the earlier declarations used moved from "to use" to "used this Settle". */
  const asLeft = (): RftgState => ({
    ...s,
    tableaux: Object.fromEntries(
      Object.entries(s.tableaux).map(([id, t]) => [
        id,
        {
          ...t,
          temporaryMilitary: t.temporaryMilitary - (used[id] ?? 0),
          ...(discarded.has(id) ? { cloakingTechnology: false } : {}),
        },
      ]),
    ),
    temporaryUsed: Object.fromEntries(s.seats.map((id) => [id, temporaryUsedThisSettle(s, id) + (used[id] ?? 0)])),
  })
  const spend = (id: string, n: number) => (used[id] = (used[id] ?? 0) + n)
  return inResolutionOrder(order, declarations).map((d) => {
    const defenderUsedEarlier = temporaryUsedThisSettle(s, d.defender) + (used[d.defender] ?? 0)
    const before = asLeft()
    if (decidedBefore(d) || later.decided(d.defender, d.attack.world)) {
      // It does not take place, but it was declared: the attacker's temporary Military and Cloaking
      // Technology are spent all the same (a reading); the defender adds nothing.
      spend(d.attacker, d.attack.attackerTemporary)
      if (d.attack.power === 'cloaking-technology') discarded.add(d.attacker)
      return { declared: d, outcome: 'blocked' as const, defenderUsedEarlier, before }
    }
    const check = resolveDeclared(before, d, locale)
    const success = check.ok && check.value.success
    if (check.ok) {
      spend(d.attacker, d.attack.attackerTemporary)
      spend(d.defender, d.attack.defenderTemporary)
      if (d.attack.power === 'cloaking-technology') discarded.add(d.attacker)
    }
    if (success) later.succeeded(d.defender, d.attack.world)
    return {
      declared: d,
      outcome: success ? ('success' as const) : ('failure' as const),
      check,
      defenderUsedEarlier,
      before,
    }
  })
}
