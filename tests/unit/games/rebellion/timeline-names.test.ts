// Rebellion's timeline names the units and where they went, never an id or a bare count.
import { describe, expect, it } from 'vitest'
import { placementList, unitTally } from '../../../../src-shared/games/rebellion/names'

describe('Rebellion timeline words', () => {
  it('counts each unit once, with its printed name and a plural that agrees', () => {
    expect(unitTally(['tie-fighter', 'star-destroyer', 'tie-fighter'])).toBe('2 TIE Fighters, 1 Star Destroyer')
    expect(unitTally(['x-wing'])).toBe('1 X-wing')
  })

  it('says which units went where, grouped by system', () => {
    expect(
      placementList([
        { unit: 'x-wing', to: 'yavin' },
        { unit: 'rebel-trooper', to: 'rebel-base' },
        { unit: 'rebel-trooper', to: 'rebel-base' },
      ]),
    ).toBe('1 X-wing to Yavin; 2 Rebel Troopers to the Rebel Base space')
  })
})

describe('the Rebellion timeline (events.ts describe)', async () => {
  const { GAMES } = await import('../../../../src-shared/games/registry')
  const log = await GAMES.log('rebellion')
  const players = [
    { id: 'p1', name: 'Ann', faction: 'empire' },
    { id: 'p2', name: 'Ben', faction: 'rebels' },
  ]
  const say = (type: string, payload: unknown) =>
    log.describe({ gameId: 'g', seq: 1, at: '2026-01-01T00:00:00Z', type, v: 1, payload }, players)

  it('a deployment names each unit and its system', () => {
    expect(
      say('rebellion.units.deployed', {
        faction: 'rebels',
        placements: [
          { unit: 'x-wing', to: 'yavin' },
          { unit: 'rebel-trooper', to: 'yavin' },
        ],
      }),
    ).toBe('Ben (Rebels) deployed 1 X-wing, 1 Rebel Trooper to Yavin')
  })

  // The first game's fixed markers were said to be 'entered from real cards'.
  it('the first game loyalty is said as the first game markers, not as cards entered', async () => {
    const { firstGameLoyalty } = await import('../../../../src-shared/games/rebellion/loyalty')
    const e = {
      gameId: 'g',
      seq: 1,
      at: '2026-01-01T00:00:00Z',
      type: 'rebellion.loyalty.drawn',
      v: 1,
      payload: { outcome: firstGameLoyalty() },
    }
    expect(log.describe(e, players)).toBe(
      'First-game loyalty markers placed: Rebel Kashyyyk, Bothawui, Naboo; subjugated Mandalore, Sullust; Imperial Saleucami, Corellia, Mustafar',
    )
    expect(log.describe(e, players, 'de')).toBe(
      'Loyalitätsmarker des ersten Spiels gelegt: Rebellen Kashyyyk, Bothawui, Naboo; unterworfen Mandalore, Sullust; Imperium Saleucami, Corellia, Mustafar',
    )
    const cards = {
      ...e,
      payload: { outcome: { method: 'cards', rebels: ['naboo'], subjugated: [], imperialLoyal: [] } },
    }
    expect(log.describe(cards, players)).toMatch(/^Loyalty entered from real cards: /)
  })

  it('a build names the units built', () => {
    expect(
      say('rebellion.units.built', {
        faction: 'empire',
        units: [
          { space: 1, entry: { unit: 'tie-fighter', from: 'coruscant' } },
          { space: 1, entry: { unit: 'tie-fighter', from: 'coruscant' } },
        ],
      }),
    ).toBe('Ann (Empire) built 2 TIE Fighters')
  })
})
