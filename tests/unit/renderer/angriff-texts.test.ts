// Angriff der Rebellen's screen texts (src-shared/games/angriff-der-rebellen/texts.ts): the
// texts with values read exactly as the screens showed them before they moved there (issue #14).
import { describe, expect, it } from 'vitest'
import { T } from '../../../src-shared/games/angriff-der-rebellen/texts'

describe('Angriff der Rebellen texts with values', () => {
  it('puts values into the texts exactly as the screens showed them', () => {
    expect(T.notEntered('no such space')).toBe('Not entered: no such space.')
    expect(T.tiles.tileWord(1)).toBe('tile')
    expect(T.tiles.tileWord(0)).toBe('tiles')
    expect(T.setup.notTicked(1)).toBe('1 step not ticked yet — you can still start.')
    expect(T.setup.notTicked(3)).toBe('3 steps not ticked yet — you can still start.')
    expect(T.duel.values(4, 1)).toBe('Strength +4, 1 victory point')
    expect(T.duel.values(6, 3)).toBe('Strength +6, 3 victory points')
    expect(T.duel.advice.chips(1)).toBe('1 power chip')
    expect(
      T.duel.advice.cheapest('astromech +1, ', ['the ally (+2)', '2 power chips'].join(T.duel.advice.and), 9),
    ).toBe('Cheapest: astromech +1, the ally (+2) and 2 power chips → 9.')
    expect(T.space.reveal('Rey', 'Ally', undefined)).toBe('Rey: Ally — deciding')
    // "an" before a vowel: the duel's heading and the refusal for the Imperial Shuttle.
    expect(T.duel.revealed('Ana', 'Imperial Shuttle')).toBe('Ana revealed an Imperial Shuttle')
    expect(T.duel.revealed('Ana', 'TIE Bomber')).toBe('Ana revealed a TIE Bomber')
    expect(T.refusal.shipRevealedIs('Imperial Shuttle')).toBe('the ship revealed is an Imperial Shuttle')
  })
})
