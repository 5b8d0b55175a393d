// One takeover per attacker and target world each Settle. A second Settle action (Improved
// Logistics) may be a second takeover, but the same takeover declared again (D D, or R once the
// first attempt is logged) named the very same attack twice. Checked when a takeover is entered (the
// calculator's Declare and Resolve now), not in `rftg.takeover.resolved`'s check: logs written before
// may hold a second attempt on the same world (R after the first was written), and replay as before.
import type { Locale } from '../../locale'
import { nameOf, type ResolvedTakeover, type RftgState } from './state'
import type { MilitaryWorld } from './tableau'
import type { TakeoverAttempt } from './takeover'
import { textsIn } from './texts'

/**
 * A declaration with the target it named: the world's name and (declarations stored before these
 * were kept have none) its printed defence and Rebel mark. Without a name, its position only.
 */
interface NamedTarget extends TakeoverAttempt {
  worldName?: string
  defence?: number
  rebel?: boolean
}

/**
 * Where `d`'s target is among the defender's military worlds now (-1: gone): the world declared on
 * if it is still where it was, else the first one like it (same name, defence and Rebel mark: such
 * worlds are alike for a takeover).
 */
export function targetNow(d: NamedTarget, worlds: readonly MilitaryWorld[]): number {
  if (d.worldName === undefined) return d.attack.world
  const same = (w: MilitaryWorld | undefined): boolean =>
    w !== undefined &&
    w.name === d.worldName &&
    (d.defence === undefined || w.defence === d.defence) &&
    (d.rebel === undefined || w.rebel === d.rebel)
  return same(worlds[d.attack.world]) ? d.attack.world : worlds.findIndex(same)
}

/**
 * Where the world at `index` among `defender`'s military worlds stood when this Settle's takeovers
 * began: the position a declaration names. Worlds taken this Settle (logged with their position)
 * stood before it or between.
 */
export function startPosition(s: RftgState, defender: string, index: number): number {
  if (index < 0) return index
  const settle = s.settle ?? 0
  const taken = new Set(
    s.takeovers.filter((t) => (t.settle ?? 0) === settle && t.defender === defender && t.success).map((t) => t.at),
  )
  // Count the positions still held (not taken) until the world's own.
  let left = index
  let at = 0
  while (taken.has(at) || left-- > 0) at++
  return at
}

/**
 * Whether logged takeover `t` was on the world of `defender`'s that stood at `at` when this Settle's
 * takeovers began. Two worlds may share a name (two copies in one tableau): a takeover logged with
 * its world's position is matched by it; one logged before positions were kept, by the world's name.
 */
export function loggedOn(t: ResolvedTakeover, defender: string, at: number, worldName: string): boolean {
  return t.defender === defender && (t.at === undefined ? t.world === worldName : t.at === at)
}

/**
 * Why `x` cannot be entered: its attacker already declared a takeover of the same world this Settle
 * (`waiting`: declarations not yet resolved), or already attempted one (logged this Settle).
 * Undefined: it can.
 */
export function whyNotAgain(
  s: RftgState,
  x: TakeoverAttempt,
  waiting: readonly NamedTarget[],
  locale?: Locale,
): { code: 'again'; message: string } | undefined {
  const worlds = s.tableaux[x.defender]?.militaryWorlds ?? []
  const target = worlds[x.attack.world]
  if (!target) return undefined
  const same = (d: { attacker: string; defender: string }): boolean =>
    d.attacker === x.attacker && d.defender === x.defender
  const settle = s.settle ?? 0
  const declared = waiting.some((d) => same(d) && targetNow(d, worlds) === x.attack.world)
  const at = startPosition(s, x.defender, x.attack.world)
  const attempted = s.takeovers.some(
    (t) => (t.settle ?? 0) === settle && same(t) && loggedOn(t, x.defender, at, target.name),
  )
  if (!declared && !attempted) return undefined
  const message = textsIn(locale).takeover.sameTarget(
    nameOf(s, x.attacker),
    target.name,
    nameOf(s, x.defender),
    !declared,
  )
  return { code: 'again', message }
}
