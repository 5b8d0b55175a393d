// Rebellion's rules reference in German: the count of translated entries is pinned (an entry dropped
// by accident fails) and a few German sentences are exact. That every German body follows its English
// entry block for block, with the same numbers, is checked for every game in rules/rules-german.
import { describe, expect, it } from 'vitest'
import { blockText, localizeRule } from '../../../../src-shared/core/rules'
import { REBELLION_BODIES_DE } from '../../../../src-shared/games/rebellion/rules-de-bodies'
import { REBELLION_ROTE_BODIES_DE } from '../../../../src-shared/games/rebellion/rules-de-bodies-rote'
import { ruleById, rulesForGame, rulesSearch } from '../../../../src-shared/games/rules-index'

const rebellion = () => rulesForGame('rebellion')
const translated = () => rebellion().filter((e) => e.de?.body)

/** Number of Rebellion entries with a German body: raise it with every entry translated. */
const TRANSLATED = 71

describe('Rebellion rules reference in German', () => {
  it(`has a German body for ${TRANSLATED} entries, the first ones in the file's order`, () => {
    expect(rebellion().length).toBe(71)
    expect(translated().length).toBe(TRANSLATED)
    expect(translated().map((e) => e.id)).toEqual(
      rebellion()
        .slice(0, TRANSLATED)
        .map((e) => e.id),
    )
    expect(
      Object.keys({ ...REBELLION_BODIES_DE, ...REBELLION_ROTE_BODIES_DE }).filter(
        (id) => ruleById(id)?.game !== 'rebellion',
      ),
    ).toEqual([])
  })

  it('shows a translated entry without the "not yet translated" mark, an untranslated one with it', () => {
    for (const e of translated()) expect(localizeRule(e, 'de').bodyInEnglish, e.id).toBe(false)
    for (const e of rebellion().filter((r) => !r.de?.body)) {
      expect(localizeRule(e, 'de'), e.id).toMatchObject({ body: e.body, bodyInEnglish: true })
    }
  })

  it('says the game round, the first-game layout and the rerolls in German, with the printed numbers', () => {
    const round = localizeRule(ruleById('rebellion.game-round')!, 'de')
    expect(round.body[0]).toMatchObject({
      columns: ['Phase', 'Kurz gesagt'],
      rows: [
        ['I. Zuweisung', 'Anführer auf verdeckte Missionen stellen (Rebellen zuerst).'],
        ['II. Befehl', 'Abwechselnd: eine Mission aufdecken oder ein System aktivieren; passen, wenn fertig.'],
        [
          'III. Auffrischung',
          'Anführer heim, Missionen und Sonden ziehen, Ziel, Zeit vorrücken, rekrutieren/bauen, einsetzen.',
        ],
      ],
    })
    const first = localizeRule(ruleById('rebellion.first-game-setup')!, 'de')
    expect(blockText(first.body[0]!)).toBe(
      'Sondenkarten, die vor dem Mischen aus dem Stapel kommen: Corellia, Mandalore, Saleucami, Sullust, Mustafar.',
    )
    expect(first.body[1]).toMatchObject({
      rows: expect.arrayContaining([
        ['Mandalore', 'Todesstern ×1, TIE ×4, Sturmtruppler ×2, AT-ST ×1', 'Unterwerfung'],
      ]) as unknown,
    })
    // Rise of the Empire's bodies come from their own file.
    expect(localizeRule(ruleById('rebellion.rote.rerolls')!, 'de').body).toEqual([
      {
        type: 'table',
        columns: ['Schauplatz', 'Neu würfeln bis zu'],
        rows: [
          ['Weltraum', 'Höchste Weltraumtaktik unter deinen Anführern dort'],
          ['Boden', 'Höchste Bodentaktik unter deinen Anführern dort'],
        ],
      },
    ])
    // English stays word for word.
    expect(localizeRule(ruleById('rebellion.game-round')!, 'en').body).toEqual(ruleById('rebellion.game-round')!.body)
  })

  it('finds the skills entry first by the German screens’ word for intel, Aufklärung', () => {
    const groups = rulesSearch().search('Aufklärung', { currentGame: 'rebellion', language: 'de' })
    expect(groups[0]?.hits[0]).toMatchObject({ id: 'rebellion.skills', title: 'Missionsfertigkeiten' })
  })
})
