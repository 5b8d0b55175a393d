// The odds calculators keep what was typed per game (issue #13, odds screens): a stored form comes
// back as it was, and a damaged one is repaired field by field instead of breaking the screen.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import { emptyCombatSide, type CombatForm } from '../../../src-renderer/games/rebellion/odds/combat-form'
import {
  keptForm,
  oddsStorageKey,
  readCombatForm,
  readMissionForm,
} from '../../../src-renderer/games/rebellion/odds/kept-odds'
import { emptySide, type MissionForm } from '../../../src-renderer/games/rebellion/odds/mission-form'

const defaults = (): CombatForm => ({
  theatre: 'space',
  attackerFaction: 'empire',
  attacker: emptyCombatSide(),
  defender: emptyCombatSide(),
  objective: 'maxDestroyed',
  target: 0,
  fullRound: false,
})

function fakeStorage(): Map<string, string> {
  const m = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
  })
  return m
}
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('kept odds inputs', () => {
  it('a form typed in one game comes back in that game only', async () => {
    const m = fakeStorage()
    const key = oddsStorageKey('game-a', 'combat')
    const form = keptForm(key, defaults(), readCombatForm)
    form.attacker.rows['tie-fighter'] = { count: '3', damage: '' }
    form.fullRound = true
    await nextTick()
    expect(JSON.parse(m.get(key)!)).toMatchObject({
      fullRound: true,
      attacker: { rows: { 'tie-fighter': { count: '3' } } },
    })

    const again = keptForm(key, defaults(), readCombatForm)
    expect(again.attacker.rows['tie-fighter']).toEqual({ count: '3', damage: '' })
    expect(again.fullRound).toBe(true)
    expect(keptForm(oddsStorageKey('game-b', 'combat'), defaults(), readCombatForm)).toEqual(defaults())
  })

  it('repairs a damaged entry field by field, and ignores one that is not JSON', () => {
    expect(
      readCombatForm(
        {
          theatre: 'hyperspace',
          attackerFaction: 'rebels',
          attacker: { rows: { 'x-wing': { count: 2 }, 'BAD ID!': { count: '1' } }, rerolls: '1' },
          defender: 'nope',
          objective: 'win',
          target: -1,
          fullRound: 'yes',
        },
        defaults(),
      ),
    ).toEqual({
      ...defaults(),
      attackerFaction: 'rebels',
      attacker: { rows: { 'x-wing': { count: '', damage: '' } }, leaderId: '', rerolls: '1' },
    })
    const m = fakeStorage()
    m.set(oddsStorageKey('g', 'combat'), '{not json')
    expect(keptForm(oddsStorageKey('g', 'combat'), defaults(), readCombatForm)).toEqual(defaults())
  })

  it('a mission form comes back too, with unusable fields at their defaults', () => {
    const d: MissionForm = {
      skill: 'diplomacy',
      opposed: true,
      resolve: false,
      attempt: emptySide('rebels'),
      opposition: emptySide('empire'),
    }
    expect(
      readMissionForm(
        {
          skill: 'intel',
          opposed: false,
          attempt: { dice: '3', leaderIds: ['leia', 7], colour: 'blue' },
          opposition: 1,
        },
        d,
      ),
    ).toEqual({
      ...d,
      skill: 'intel',
      opposed: false,
      attempt: { ...emptySide('rebels'), dice: '3', leaderIds: ['leia'] },
    })
  })
})
