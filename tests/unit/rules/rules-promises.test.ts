// An entry describes only what the app does today: a sentence that speaks of a helper, calculator or
// tracker must name where it is (one of the game's tabs or standalone pages, or Settings), so an
// entry cannot promise a tool the app does not have (issue #13, reading 5).
import { describe, expect, it } from 'vitest'
import { entryBodyText } from '../../../src-shared/core/rules'
import { GAME_MANIFESTS } from '../../../src-shared/games/registry'
import { rulesForGame } from '../../../src-shared/games/rules-index'

const TOOL_WORDS = /\b(helpers?|calculators?|trackers?)\b/i

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n/).filter((s) => TOOL_WORDS.test(s))
}

/** The tab and page labels players see, as words (“Odds calculator” gives “odds” and “calculator”). */
function placeWords(labels: readonly string[]): RegExp {
  const words = labels.flatMap((l) => l.split(/\s+/)).filter((w) => !TOOL_WORDS.test(w) && w.length > 2)
  return new RegExp(`\\b(${[...words, 'Settings'].join('|')})\\b`, 'i')
}

describe('rules entries promise no tool the app lacks', () => {
  for (const m of GAME_MANIFESTS) {
    it(`${m.title}: every mention of a helper or calculator names its tab or page`, () => {
      const places = placeWords([...m.tools.map((t) => t.label), ...(m.pages ?? []).map((p) => p.label)])
      const unplaced = rulesForGame(m.id).flatMap((e) =>
        sentences(`${e.summary}\n${entryBodyText(e)}`)
          .filter((s) => !places.test(s))
          .map((s) => `${e.id}: ${s}`),
      )
      expect(unplaced).toEqual([])
    })
  }

  it('catches a promise like the ones issue #13 found', () => {
    const places = placeWords(['Setup', 'Round', 'Odds calculator'])
    expect(
      sentences('The movement and retreat helpers use 69 agreed links. Fine.').filter((s) => !places.test(s)),
    ).toEqual(['The movement and retreat helpers use 69 agreed links.'])
    expect(places.test('The odds calculators use the first column')).toBe(true)
  })
})
