// "Round odds" from the Fight panel: the board's figures, damage and leaders become the combat
// calculator's inputs for one theatre, exactly; the player's own inputs are set aside, not lost.
import { describe, expect, it } from 'vitest'
import type { Forces } from '../../../src-shared/games/rebellion/units-on-board'
import { unitsOf } from '../../../src-shared/games/rebellion/units'
import {
  combatFormFromBoard,
  fightsIn,
  keepPrefill,
  prefillSummary,
  readPrefillNote,
  storePrefill,
  takePrefillBack,
} from '../../../src-renderer/games/rebellion/odds/board-prefill'
import { attackInputFrom, roundInputFrom } from '../../../src-renderer/games/rebellion/odds/combat-form'

// Sullust: two Star Destroyers (one with 1 damage), three TIE Fighters, two Stormtroopers, Vader
// (tactics 2 space / 3 ground) and Tarkin (2 / 1); Mon Calamari Cruiser with 2 damage, two
// X-wings, three Rebel Troopers, Rieekan (1 / 2) and Leia captured (she does not lead).
const FORCES: Forces = {
  sullust: {
    empire: {
      units: { 'star-destroyer': [1, 0], 'tie-fighter': [0, 0, 0], stormtrooper: [0, 0] },
      leaders: [{ id: 'vader' }, { id: 'tarkin' }],
    },
    rebels: {
      units: { 'mon-calamari-cruiser': [2], 'x-wing': [0, 0], 'rebel-trooper': [0, 0, 0] },
      leaders: [{ id: 'rieekan' }, { id: 'leia', captured: true }],
    },
  },
  hoth: { empire: { units: {}, leaders: [] }, rebels: { units: { 'x-wing': [0] }, leaders: [] } },
}

describe('the calculator filled in from the board', () => {
  it('space, Empire attacking, Rise of the Empire: counts, per-figure damage and the best space tactics', () => {
    const form = combatFormFromBoard(FORCES, 'sullust', 'space', 'empire', { rote: true, corrections: {} })
    expect(form).toEqual({
      theatre: 'space',
      attackerFaction: 'empire',
      attacker: {
        rows: { 'star-destroyer': { count: '2', damage: '1, 0' }, 'tie-fighter': { count: '3', damage: '0' } },
        leaderId: 'vader',
        rerolls: '2',
      },
      defender: {
        rows: { 'x-wing': { count: '2', damage: '0' }, 'mon-calamari-cruiser': { count: '1', damage: '2' } },
        leaderId: 'rieekan',
        rerolls: '1',
      },
      objective: 'maxDestroyed',
      target: 0,
      fullRound: true,
    })
    // The engine gets one group per damage, as on the board.
    const units = {
      attacker: unitsOf('empire', { rote: true }).filter((u) => u.theatre === 'space'),
      defender: unitsOf('rebels', { rote: true }).filter((u) => u.theatre === 'space'),
    }
    const round = roundInputFrom(form, units)
    expect(round.ok && round.input).toEqual({
      theatre: 'space',
      attacker: {
        units: [
          { unitId: 'tie-fighter', count: 3, damage: 0 },
          { unitId: 'star-destroyer', count: 1, damage: 0 },
          { unitId: 'star-destroyer', count: 1, damage: 1 },
        ],
        rerolls: 2,
        objective: 'maxDestroyed',
      },
      defender: {
        units: [
          { unitId: 'x-wing', count: 2, damage: 0 },
          { unitId: 'mon-calamari-cruiser', count: 1, damage: 2 },
        ],
        rerolls: 1,
      },
    })
  })

  it('ground, Rebels attacking, base game: Vader’s ground 3 picks him, rerolls stay 0 (tactic cards are not counted)', () => {
    const form = combatFormFromBoard(FORCES, 'sullust', 'ground', 'rebels', {
      rote: false,
      corrections: {},
      objective: 'destroyUnit',
    })
    expect(form.attacker).toEqual({
      rows: { 'rebel-trooper': { count: '3', damage: '0' } },
      leaderId: 'rieekan',
      rerolls: '0',
    })
    expect(form.defender).toEqual({
      rows: { stormtrooper: { count: '2', damage: '0' } },
      leaderId: 'vader',
      rerolls: '0',
    })
    expect(form.objective).toBe('destroyUnit')
    expect(form.attackerFaction).toBe('rebels')
  })

  it('two leaders with the same tactic value: the first placed leads', () => {
    const form = combatFormFromBoard(FORCES, 'sullust', 'space', 'empire', { rote: true, corrections: {} })
    expect(form.attacker.leaderId).toBe('vader')
    // Tarkin's space tactic equals Vader's (2): the first leader placed keeps it.
    const tarkinFirst: Forces = {
      sullust: {
        ...FORCES.sullust!,
        empire: { ...FORCES.sullust!.empire, leaders: [{ id: 'tarkin' }, { id: 'vader' }] },
      },
    }
    expect(
      combatFormFromBoard(tarkinFirst, 'sullust', 'space', 'empire', { rote: true, corrections: {} }).attacker,
    ).toMatchObject({
      leaderId: 'tarkin',
      rerolls: '2',
    })
  })

  it('knows where both sides fight', () => {
    expect(fightsIn(FORCES, 'sullust', 'space')).toBe(true)
    expect(fightsIn(FORCES, 'sullust', 'ground')).toBe(true)
    expect(fightsIn(FORCES, 'hoth', 'space')).toBe(false)
  })

  it('the per-figure damage list must match the count, with a message saying what to type', () => {
    const form = combatFormFromBoard(FORCES, 'sullust', 'space', 'empire', { rote: true, corrections: {} })
    form.attacker.rows['star-destroyer'] = { count: '3', damage: '1, 0' }
    const units = {
      attacker: unitsOf('empire', { rote: true }).filter((u) => u.theatre === 'space'),
      defender: unitsOf('rebels', { rote: true }).filter((u) => u.theatre === 'space'),
    }
    expect(attackInputFrom(form, units)).toEqual({
      ok: false,
      errors: [
        'Attacker: damage on the Star Destroyers lists 2 figures but 3 are in the fight; give one number for all of them, or one per figure separated by commas.',
      ],
    })
    form.attacker.rows['star-destroyer'] = { count: '2', damage: '4, 0' }
    const r = attackInputFrom(form, units)
    expect(r.ok ? [] : r.errors).toEqual([
      'Attacker: damage on each Star Destroyer: 4 is outside 0–3; enter a number from 0 to 3: Star Destroyer has 4 health, so more would already have destroyed it.',
    ])
  })
})

function memoryStorage() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  }
}

describe('the player’s own inputs are set aside, never lost', () => {
  const board = combatFormFromBoard(FORCES, 'sullust', 'space', 'empire', { rote: true, corrections: {} })
  const own = JSON.stringify({ theatre: 'ground', attackerFaction: 'rebels', objective: 'maxDamage' })

  it('keeps them aside, opens the combat calculator, and gives them back on Restore', () => {
    const s = memoryStorage()
    s.setItem('holotable.rebellion.odds.game-g1.combat', own)
    storePrefill(s, 'game-g1', board, { system: 'sullust', theatre: 'space', attacker: 'empire' })
    expect(JSON.parse(s.getItem('holotable.rebellion.odds.game-g1.combat')!)).toEqual(board)
    expect(s.getItem('holotable.rebellion.odds.game-g1.open')).toBe('{"which":"combat"}')
    const note = readPrefillNote(s, 'game-g1')
    expect(note).toEqual({ system: 'sullust', theatre: 'space', attacker: 'empire', kept: true })
    expect(prefillSummary(note!)).toBe('Filled in from the board: the space battle in Sullust, Empire attacking.')
    // Pressing Round odds again before answering does not replace the player's inputs with the board's.
    storePrefill(s, 'game-g1', board, { system: 'sullust', theatre: 'ground', attacker: 'empire' })
    expect(takePrefillBack(s, 'game-g1')).toEqual(JSON.parse(own))
    expect(readPrefillNote(s, 'game-g1')).toBeNull()
  })

  it('Keep drops the notice and the set-aside inputs; with nothing of their own, nothing is set aside', () => {
    const s = memoryStorage()
    storePrefill(s, 'game-g2', board, { system: 'sullust', theatre: 'space', attacker: 'empire' })
    expect(readPrefillNote(s, 'game-g2')?.kept).toBe(false)
    keepPrefill(s, 'game-g2')
    expect([...s.map.keys()].sort()).toEqual([
      'holotable.rebellion.odds.game-g2.combat',
      'holotable.rebellion.odds.game-g2.open',
    ])
  })

  it('ignores a damaged notice', () => {
    const s = memoryStorage()
    s.setItem('holotable.rebellion.odds.game-g3.combat-prefill', '{"system":"atlantis","theatre":"space"}')
    expect(readPrefillNote(s, 'game-g3')).toBeNull()
    s.setItem('holotable.rebellion.odds.game-g3.combat-prefill', 'not json')
    expect(readPrefillNote(s, 'game-g3')).toBeNull()
  })
})
