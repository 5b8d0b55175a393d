import { describe, expect, it } from 'vitest'
import { forgetGameSideData } from '../../../../src-renderer/db/game-side-data'

class MapStorage {
  private readonly items = new Map<string, string>()
  get length(): number {
    return this.items.size
  }
  key(i: number): string | null {
    return [...this.items.keys()][i] ?? null
  }
  setItem(k: string, v: string): void {
    this.items.set(k, v)
  }
  removeItem(k: string): void {
    this.items.delete(k)
  }
  keys(): string[] {
    return [...this.items.keys()].sort()
  }
}

describe('deleting a game forgets what screens kept for it', () => {
  it("removes that game's odds inputs and takeover declarations, and nothing of other games or settings", () => {
    const s = new MapStorage()
    const gone = 'b3c1d2e4-0000-4000-8000-000000000001'
    const kept = 'b3c1d2e4-0000-4000-8000-000000000002'
    for (const k of [
      `holotable.rebellion.odds.game-${gone}.combat`,
      `holotable.rebellion.odds.game-${gone}.combat-before-prefill`,
      `holotable.rftg.declared.${gone}`,
      `holotable.rebellion.odds.game-${kept}.combat`,
      `holotable.rftg.declared.${kept}`,
      'holotable.rebellion.odds.standalone.combat',
      'holotable.rebellion.systems-view',
      'holotable.library-record',
      `other-app.${gone}`,
    ])
      s.setItem(k, '1')
    expect(forgetGameSideData(s, gone)).toBe(3)
    expect(s.keys()).toEqual([
      'holotable.library-record',
      'holotable.rebellion.odds.game-b3c1d2e4-0000-4000-8000-000000000002.combat',
      'holotable.rebellion.odds.standalone.combat',
      'holotable.rebellion.systems-view',
      'holotable.rftg.declared.b3c1d2e4-0000-4000-8000-000000000002',
      'other-app.b3c1d2e4-0000-4000-8000-000000000001',
    ])
  })

  it('removes the changes each page kept for that game on leaving, not those of a game whose id starts alike', () => {
    const s = new MapStorage()
    const gone = 'g-1'
    for (const k of [
      `holotable.unwritten-changes.${gone}#page-a`,
      `holotable.unwritten-changes.${gone}#page-b`,
      `holotable.unwritten-changes.${gone}`,
      `holotable.unwritten-scores.${gone}`,
      'holotable.unwritten-changes.g-10#page-a',
    ])
      s.setItem(k, '1')
    expect(forgetGameSideData(s, gone)).toBe(4)
    expect(s.keys()).toEqual(['holotable.unwritten-changes.g-10#page-a'])
  })
})
