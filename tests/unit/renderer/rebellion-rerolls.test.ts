// Issue #13, reading 6: rerolls from a leader's tactics are a Rise of the Empire rule.
import { describe, expect, it } from 'vitest'
import { leaderRerolls } from '../../../src-renderer/games/rebellion/odds/combat-form'
import { resolveLeader } from '../../../src-shared/games/rebellion/odds/leaders'

// RotE card, combat: "ONCE PER ROUND, MAY RE-ROLL A NUMBER OF DICE UP TO THE PLAYER'S HIGHEST LEADER'S
// THEATRE TACTIC VALUE". The base rules have no rerolls (tactics values draw tactic cards).
describe('reading 6: a leader fills rerolls only with Rise of the Empire', () => {
  const vader = resolveLeader('vader')!.stats // tactics: space 2, ground 3
  it('Rise of the Empire: the leader’s tactic value for the theatre', () => {
    expect(leaderRerolls(vader, 'space', true)).toBe(2)
    expect(leaderRerolls(vader, 'ground', true)).toBe(3)
    expect(leaderRerolls(undefined, 'ground', true)).toBeNull()
  })
  it('base game: nothing is filled, the players type rerolls if a card gives them', () => {
    expect(leaderRerolls(vader, 'space', false)).toBeNull()
    expect(leaderRerolls(vader, 'ground', false)).toBeNull()
  })
})
