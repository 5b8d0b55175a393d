import { describe, expect, it } from 'vitest'
import { ruleTheGalaxyRules } from '../../../../src-shared/games/rule-the-galaxy/rules'
import { movementMarkerSide, regroupsAfterRound } from '../../../../src-shared/games/rule-the-galaxy/board'

// The movement marker's rules entry says what the Board tab does: the marker lies white during
// round 1 (rulebook: placed white side up before the game) and the units hold after it; they
// move when it is turned to white, after rounds 2, 4, 6 … (the summary once said "white side up:
// units advance after the round", which round 1 contradicts).
const entry = ruleTheGalaxyRules.find((e) => e.id === 'rule-the-galaxy.movement-marker')!

describe('the movement marker entry agrees with the regroup cadence', () => {
  it('white during round 1, and no regroup after it; the first regroup after round 2', () => {
    for (const players of [1, 2]) {
      expect(movementMarkerSide(players, 0)).toBe('white')
      expect([1, 2, 3, 4, 5, 6].map((r) => regroupsAfterRound(players, r))).toEqual([
        false,
        true,
        false,
        true,
        false,
        true,
      ])
    }
  })

  it('says the marker counts when turned, and that the first move is after round 2 (English and German)', () => {
    expect(entry.summary).toBe(
      'Flip it at the end of every round (solo: every turn): turned to white, the units advance; turned to red, they hold. It starts white, so the units first move after round 2, then every second round.',
    )
    expect(entry.de!.summary).toBe(
      'Am Ende jeder Runde umdrehen (solo: jedes Zuges): Auf Weiß gedreht, rücken die Einheiten vor; auf Rot gedreht, bleiben sie stehen. Er beginnt weiß, also bewegen sich die Einheiten zuerst nach Runde 2, dann jede zweite Runde.',
    )
    expect(entry.summary).not.toMatch(/White side up: units advance/)
  })

  it('the turn card (Turn summary) says the First Order advances only every second round with 1 or 2 players', () => {
    const card = ruleTheGalaxyRules.find((e) => e.id === 'rule-the-galaxy.quick.turn')!
    expect(card.summary).toMatch(
      /after everyone, the First Order advances \(with 1 or 2 players, every second round\)\.$/,
    )
    expect(card.de!.summary).toMatch(/rückt die Erste Ordnung vor \(mit 1 oder 2 Personen jede zweite Runde\)\.$/)
    const items = card.body.flatMap((b) => (b.type === 'list' && !b.ordered ? [...b.items] : []))
    expect(items[0]).toBe(
      'After all players: every unit moves 1 row forward, 4 new units fill the first row (with 1 or 2 players only every second round: the movement marker).',
    )
  })
})
