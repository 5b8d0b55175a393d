// Base rules, "Establishing A New Base" (the Rapid Mobilization card; Rise of the Empire resolves it
// in the Refresh phase): the Rebels may move their base once play has begun. Before, a recorded base
// could never change after round 1 began, so the app kept judging reveals and "Base conquered" at the
// old base, and the Rebel Base space stayed closed once the old base had been found.
import { describe, expect, it } from 'vitest'
import { rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import { deduceBase } from '../../../../src-shared/games/rebellion/probe'
import { whyNotMoveBase } from '../../../../src-shared/games/rebellion/rebel-base'
import { refreshSteps } from '../../../../src-shared/games/rebellion/time-track'
import { poolLimits, unitsIn, type Place } from '../../../../src-shared/games/rebellion/units-on-board'
import { rebellionLog, rebellionTable } from './rebellion-table'

const ev = rebellionEventLog.make
const moveTo = (system: 'hoth' | 'mustafar' | 'naboo' | 'dagobah' | 'yavin') =>
  ev('rebellion.base.moved', { system, private: 'rebels' })
const place = (system: Place, faction: 'empire' | 'rebels', units: Record<string, number>) =>
  ev('rebellion.units.placed', { system, faction, units, limits: poolLimits() })

function baseInHoth() {
  const t = rebellionTable()
  t.ok(
    ev('rebellion.deployment.recorded', {
      faction: 'empire',
      placement: { mustafar: { stormtrooper: 1 }, coruscant: { stormtrooper: 1 } },
    }),
  )
  t.ok(ev('rebellion.base.chosen', { system: 'hoth', private: 'rebels' }))
  t.ok(place('rebel-base', 'rebels', { 'rebel-trooper': 2 }))
  return t
}

describe('a new base (Rapid Mobilization)', () => {
  it('moves the hidden base: the old one is revealed with its units, the new one hidden and private', () => {
    const t = baseInHoth()
    expect(t.play(moveTo('dagobah'))).toBe(
      'A new base comes from Rapid Mobilization, once play has begun; before round 1, change the choice instead.',
    )
    t.command()
    expect(t.play(moveTo('hoth'))).toBe('The base is already in Hoth: choose another of the probe cards drawn.')
    expect(t.play(moveTo('mustafar'))).toBe('Mustafar holds Imperial units.')
    // Emptied later, Mustafar is still no new base: its probe card left the deck at setup, where the
    // Empire's units started, and the new base is one of the cards drawn from that deck.
    t.ok(
      ev('rebellion.units.removed', {
        system: 'mustafar',
        faction: 'empire',
        unit: 'stormtrooper',
        count: 1,
        why: 'destroyed',
      }),
    )
    expect(unitsIn(t.s, 'mustafar').empire.units).toEqual({})
    expect(t.play(moveTo('mustafar'))).toBe(
      'Mustafar’s probe card left the deck at setup (Imperial units started there): the new base cannot go there.',
    )
    expect(whyNotMoveBase(t.s, 'mustafar', 'de')).toBe(
      'Die Sondenkarte von Mustafar kam beim Aufbau aus dem Stapel (dort standen imperiale Einheiten): Dort kann die neue Basis nicht liegen.',
    )
    t.ok(ev('rebellion.system.edited', { system: 'naboo', change: { loyalty: 'imperial' } }))
    expect(t.play(moveTo('naboo'))).toBe('Naboo has Imperial loyalty: the new base cannot go there.')
    t.ok(moveTo('dagobah'))
    expect(t.s.rebelBase).toEqual({ visibility: 'rebels-private', system: 'dagobah' })
    expect(t.s.baseHidden).toBe(true)
    expect(t.s.baseSystem).toBeUndefined()
    // The old base's units left the Rebel Base space for Hoth.
    expect(unitsIn(t.s, 'hoth').rebels.units).toEqual({ 'rebel-trooper': [0, 0] })
    expect(unitsIn(t.s, 'rebel-base').rebels.units).toEqual({})
    // The Empire receives the old base's probe card.
    expect(t.s.probes.cardsSeen).toEqual(['hoth'])
    // That card is the Empire's now: no new base is drawn in Hoth again, though no Imperial unit is there.
    expect(unitsIn(t.s, 'hoth').empire.units).toEqual({})
    expect(t.play(moveTo('hoth'))).toBe(
      'Hoth was the Rebel base before: its probe card went to the Empire, so the new base cannot go there.',
    )
    expect(whyNotMoveBase(t.s, 'hoth', 'de')).toBe(
      'In Hoth lag schon einmal die Rebellenbasis: Die Sondenkarte von Hoth ging an das Imperium, dort kann die neue Basis nicht liegen.',
    )
    // The shared timeline never names the new base; the note names the old one, now public.
    const seq = t.length
    expect(t.text(seq - 1)).toBe('The Rebels established a new base (Rapid Mobilization; private)')
    expect(rebellionLog.engine.eventNote?.(t.s, seq)).toBe('Rebel base revealed in Hoth')
    expect(rebellionLog.describe(t.log[seq - 1]!, [], 'de')).toBe(
      'Die Rebellen haben eine neue Basis errichtet (Schnelle Mobilisierung; geheim)',
    )
    expect(rebellionLog.privateTo(t.log[seq - 1]!)).toBe('rebels')
  })

  it('the board then judges the new base: Hoth is no base to conquer, Dagobah is revealed when reached', () => {
    const t = baseInHoth()
    t.command()
    t.ok(moveTo('dagobah'))
    // The Rebel Base space is open again for the hidden new base.
    t.ok(place('rebel-base', 'rebels', { 'x-wing': 1 }))
    t.ok(place('hoth', 'empire', { 'at-at': 1 }))
    t.ok(
      ev('rebellion.units.removed', {
        system: 'hoth',
        faction: 'rebels',
        unit: 'rebel-trooper',
        count: 2,
        why: 'destroyed',
      }),
    )
    expect(t.s.baseHidden).toBe(true)
    expect(t.play(ev('rebellion.empire.won', { how: 'base-conquered' }))).toMatch(/^The Rebel base is still hidden/)
    t.ok(place('dagobah', 'empire', { stormtrooper: 1 }))
    expect([t.s.baseHidden, t.s.baseSystem]).toEqual([false, 'dagobah'])
    expect(unitsIn(t.s, 'dagobah').rebels.units).toEqual({ 'x-wing': [0] })
    // Found again, the Rebels may move on once more; undo brings back the base before.
    t.ok(moveTo('yavin'))
    expect([t.s.baseHidden, t.s.rebelBase?.system]).toEqual([true, 'yavin'])
    // A base already revealed hands its probe card over too (the first move gave Hoth's).
    expect(t.s.probes.cardsSeen).toEqual(['hoth', 'dagobah'])
    expect(rebellionLog.engine.eventNote?.(t.s, t.length)).toBeUndefined()
    t.undo()
    expect([t.s.baseHidden, t.s.baseSystem, t.s.rebelBase?.system]).toEqual([false, 'dagobah', 'dagobah'])
  })

  // A visit said only that the base of the time was not there. The new base is drawn from the probe
  // deck and may be in a system visited before: before, the Empire's deduction kept ruling it out.
  it("the Empire's deduction: a system visited before the move can hold the new base, one visited after cannot", () => {
    const t = baseInHoth()
    t.command()
    const visit = (system: 'dagobah' | 'yavin') =>
      ev('rebellion.probe.recorded', { kind: 'visit', system, private: 'empire' })
    t.ok(visit('dagobah'))
    expect(deduceBase(t.s).count).toBe(29)
    expect(deduceBase(t.s).excluded).toContainEqual({ system: 'dagobah', because: 'visited' })
    t.ok(moveTo('naboo'))
    const after = deduceBase(t.s)
    // Hoth's card went to the Empire; Dagobah may hold the new base again.
    expect(after.count).toBe(29)
    expect(after.candidates).toContain('dagobah')
    expect(after.excluded).toEqual([
      { system: 'coruscant', because: 'no-probe-card' },
      { system: 'hoth', because: 'probe-card' },
      { system: 'mustafar', because: 'imperial-at-setup' },
    ])
    expect(t.s.probes.visited).toEqual([])
    expect(t.s.probes.visitedBeforeMove).toEqual(['dagobah'])
    // A visit after the move rules out as before, Dagobah's too (it may be recorded again).
    t.ok(visit('yavin'))
    t.ok(visit('dagobah'))
    expect(deduceBase(t.s).count).toBe(27)
    expect(deduceBase(t.s).excluded).toContainEqual({ system: 'yavin', because: 'visited' })
    expect(deduceBase(t.s).excluded).toContainEqual({ system: 'dagobah', because: 'visited' })
    // Undone, the move's visits rule Dagobah out again.
    t.undo()
    t.undo()
    t.undo()
    expect(t.s.probes.visited).toEqual(['dagobah'])
    expect(deduceBase(t.s).count).toBe(29)
    expect(deduceBase(t.s).candidates).not.toContain('dagobah')
  })

  // Two windows pressed "Record new base" on Hoth at nearly the same time: the second, judged again
  // once it has caught up, went through as a second move (Dagobah's probe card to the Empire too).
  it('a move from a base no longer the base is refused; an old event without `from` still moves it', () => {
    const t = baseInHoth()
    t.command()
    t.ok(ev('rebellion.base.moved', { system: 'dagobah', from: 'hoth', private: 'rebels' }))
    const late = ev('rebellion.base.moved', { system: 'yavin', from: 'hoth', private: 'rebels' })
    expect(t.play(late)).toBe(
      'Hoth is no longer the base: the base moved to Dagobah meanwhile. If this is a further new base, record it again.',
    )
    expect(rebellionLog.check(t.full, late, 'de')).toBe(
      'Hoth ist nicht mehr die Basis, sie ist inzwischen nach Dagobah umgezogen. Ist das eine weitere neue Basis, trag sie noch einmal ein.',
    )
    // Nothing changed: Dagobah is the base, only Hoth's card went to the Empire.
    expect([t.s.rebelBase?.system, t.s.probes.cardsSeen, t.s.formerBases]).toEqual(['dagobah', ['hoth'], ['hoth']])
    // Pressed on the base as it is now, it moves; so does a base revealed meanwhile (still the same base).
    t.ok(place('dagobah', 'empire', { stormtrooper: 1 }))
    expect([t.s.baseHidden, t.s.baseSystem]).toEqual([false, 'dagobah'])
    t.ok(ev('rebellion.base.moved', { system: 'yavin', from: 'dagobah', private: 'rebels' }))
    expect([t.s.rebelBase?.system, t.s.formerBases]).toEqual(['yavin', ['hoth', 'dagobah']])
    // A log written before `from` was kept: its moves are judged and applied as before.
    const old = baseInHoth()
    old.command()
    old.ok(moveTo('dagobah'))
    old.ok(moveTo('yavin'))
    expect([old.s.rebelBase?.system, old.s.probes.cardsSeen]).toEqual(['yavin', ['hoth', 'dagobah']])
    expect(rebellionLog.read(old.log[old.length - 1]!)).toEqual({ ok: true, event: old.log[old.length - 1] })
  })

  it('is refused while a hidden old base was never recorded: it must be revealed first', () => {
    const t = rebellionTable()
    t.command()
    expect(t.play(moveTo('dagobah'))).toBe(
      'The old base was not recorded: reveal it on the Systems tab first (Rapid Mobilization reveals it), then record the new base.',
    )
    t.ok(ev('rebellion.base.revealed', { system: 'hoth' }))
    t.ok(moveTo('dagobah'))
    expect([t.s.baseHidden, t.s.baseSystem, t.s.rebelBase?.system]).toEqual([true, undefined, 'dagobah'])
    expect(t.s.probes.cardsSeen).toEqual(['hoth'])
  })

  // Rise of the Empire resolves the card in the Refresh phase: its step says where the new base goes.
  it('the Refresh step of Rise of the Empire points to the Systems tab, in English and German', () => {
    const step = (locale: 'en' | 'de') =>
      refreshSteps({ riseOfTheEmpire: true, firstGame: false }, locale).find((x) => x.id === 'rapid-mobilization')
    expect(step('en')?.detail).toBe(
      'If the Rebels played Rapid Mobilization this round, resolve it now; a new base is recorded on the Systems tab (New base, in the Rebel private view).',
    )
    expect(step('de')?.detail).toBe(
      'Haben die Rebellen in dieser Runde „Schnelle Mobilisierung“ gespielt, wird die Karte jetzt abgehandelt; eine neue Basis wird im Tab Systeme eingetragen (Neue Basis, in der geheimen Ansicht der Rebellen).',
    )
  })
})
