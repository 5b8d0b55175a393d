// The "?" buttons name their rule from that game's entries alone: every linked id resolves to the
// same title the whole rules index gives, once its game's chunk has loaded.
import { describe, expect, it, vi } from 'vitest'
import { ruleTitle } from '../../../src-renderer/components/rules/rule-titles'
import { GAME_MANIFESTS } from '../../../src-shared/games/registry'
import { ruleById } from '../../../src-shared/games/rules-index'

describe('rule titles for "?" buttons', () => {
  it('every linked rule id of every game gets the title the rules index has', async () => {
    const ids = GAME_MANIFESTS.flatMap((m) => Object.values(m.ruleIds as Record<string, string>))
    expect(ids.length).toBeGreaterThan(20)
    ids.forEach((id) => ruleTitle(id)) // starts each game's load
    await vi.waitFor(
      () => {
        for (const id of ids) expect([id, ruleTitle(id)]).toEqual([id, ruleById(id)?.title])
      },
      { timeout: 10_000 },
    )
    expect(ruleTitle('rule-the-galaxy.destroy-units')).toBe(ruleById('rule-the-galaxy.destroy-units')!.title)
  })

  it('names the rule in German when the interface is German', async () => {
    ruleTitle('angriff-der-rebellen.duel', 'de')
    await vi.waitFor(() => expect(ruleTitle('angriff-der-rebellen.duel', 'de')).toBeDefined(), { timeout: 10_000 })
    expect(ruleTitle('angriff-der-rebellen.duel', 'de')).toBe('Das Duell gegen ein imperiales Raumschiff')
    expect(ruleTitle('angriff-der-rebellen.duel')).toBe('The duel against an Imperial ship')
    expect(ruleTitle('rebellion.rote.retreat', 'de')).toBe('Rückzug')
  })

  it('an id of no game has no title (the button then shows the id)', () => {
    expect(ruleTitle('no-such-game.entry')).toBeUndefined()
  })
})
