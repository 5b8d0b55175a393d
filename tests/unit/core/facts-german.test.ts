import { describe, expect, it } from 'vitest'
import { checkCorrection, factText, type EditableFact } from '../../../src-shared/core/facts'
import { engine as angriff } from '../../../src-shared/games/angriff-der-rebellen/engine'
import { engine as rebellion } from '../../../src-shared/games/rebellion/engine'
import { engine as rftg } from '../../../src-shared/games/rftg-rebel-vs-imperium/engine'
import { engine as ruleTheGalaxy } from '../../../src-shared/games/rule-the-galaxy/engine'

// Settings › Data corrections in German (#18): every correctable value of every game says its
// label, help and source in German; English stays the data's own words.
const GAMES = { angriff, rebellion, rftg, ruleTheGalaxy }

describe.each(Object.entries(GAMES))('%s: data corrections in German', (_, engine) => {
  const facts: readonly EditableFact[] = engine.facts ?? []
  it.each(facts.map((f) => [f.key, f] as const))(
    '%s has a German label, source (and help where English has one)',
    (_key, f) => {
      const de = factText(f, 'de')
      expect(de.label).not.toBe(f.label)
      expect(de.source.length).toBeGreaterThan(0)
      expect(de.help === undefined).toBe(f.help === undefined)
      if (f.help !== undefined) expect(de.help).not.toBe(f.help)
      expect(factText(f, 'en')).toEqual({ label: f.label, help: f.help, source: f.source })
    },
  )
})

it('a refused correction names the fact in the language it is said in', () => {
  const fact = (rebellion.facts ?? []).find((f) => f.key === 'rebellion.time-track.recruit-spaces')!
  const de = checkCorrection(fact, 'zwei', 'de')
  const en = checkCorrection(fact, 'zwei', 'en')
  expect(de.ok ? '' : de.error.startsWith(`${fact.de!.label}: `)).toBe(true)
  expect(en.ok ? '' : en.error.startsWith('Time track spaces with a recruit icon: ')).toBe(true)
})
