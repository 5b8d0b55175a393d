// Rebel vs Imperium in German: one name for each card, goal and for temporary Military, the same on
// the game's screens, in the shared texts and in the German rules help (docs/GLOSSARY-de.md keeps the
// printed English card and goal names until the German cards are checked).
import { describe, expect, it } from 'vitest'
import { rftgRulesDe } from '../../../src-shared/games/rftg-rebel-vs-imperium/rules-de'
import { textsIn } from '../../../src-shared/games/rftg-rebel-vs-imperium/texts'
import screensDe from '../../../src-renderer/i18n/messages/de/rftg'

const strings = (o: unknown): string[] =>
  typeof o === 'string' ? [o] : o && typeof o === 'object' ? Object.values(o).flatMap(strings) : []

describe('Rebel vs Imperium: German names', () => {
  it('names cards, goals and temporary Military in the rules help as the German screens do', () => {
    // What a German reader sees: rules titles and summaries (keywords are search words, not shown).
    const help = Object.values(rftgRulesDe)
      .map((r) => `${r.title} ${r.summary}`)
      .join('\n')
    const screens = [...strings(screensDe), ...strings(textsIn('de'))].join('\n')
    for (const guessed of [
      'Imperiumssitz',
      'Rebellenallianz',
      'Tarntechnologie',
      'Rebellenpakt',
      'Galaktischer Reichtum',
    ])
      expect(`${help}\n${screens}`).not.toContain(guessed)
    expect(`${help}\n${screens}`).not.toMatch(/zeitweilig/i)
    for (const name of [...Object.values(textsIn('de').powers), screensDe.card.flags.rebelPact])
      expect(help).toContain(name)
    expect(help).toContain('vorübergehendes Militär')
    expect(screens).toContain('Vorübergehendes Militär')
  })
})
