import { describe, expect, it } from 'vitest'
import type { GameModuleId } from '../../../src-shared/core/game-record'
import { createRuleSearch, highlight, normalizeTerm } from '../../../src-shared/core/rules-search'
import { ALL_RULES, rulesSearch } from '../../../src-shared/games/rules-index'

// Real questions from the table, each with the entry that must show in the first three results
// of the current game's group.
const QUESTIONS: Record<GameModuleId, [question: string, expected: string][]> = {
  rebellion: [
    ['how many units can deploy to one system', 'rebellion.deploy'],
    ['when do the rebels win', 'rebellion.victory'],
    ['who assigns leaders first', 'rebellion.assignment-phase'],
    ['can I move units out of a system that has my leader', 'rebellion.activate-system'],
    ['does a tie mean the mission fails', 'rebellion.opposing-missions'],
    ['how many successes is a special worth', 'rebellion.mission-success-counting'],
    ['what does subjugate mean', 'rebellion.subjugation'],
    ['occupy a system with stormtroopers', 'rebellion.subjugation'],
    ['sabotage marker', 'rebellion.sabotage'],
    ['mission hand limit', 'rebellion.refresh-phase'],
    ['how many probe cards does the empire draw', 'rebellion.probe-droids'],
    ['when is the rebel base revealed', 'rebellion.rebel-base-reveal'],
    ['rescue a captured leader', 'rebellion.capture'],
    ['do tie fighters need transport', 'rebellion.transport'],
    ['difference between attempt and resolve', 'rebellion.missions'],
    ['black die faces', 'rebellion.black-die'],
    ['which time track spaces have build icons', 'rebellion.time-track-icons'],
    ['rise of the empire loyalty probe draw', 'rebellion.rote.loyalty-draw'],
    ['how many dice can I reroll', 'rebellion.rote.rerolls'],
    ['can the empire retreat with a death star', 'rebellion.rote.retreat'],
    ['objective deck death star plans', 'rebellion.rote.objective-deck'],
    ['first game starting units', 'rebellion.first-game-setup'],
    ['green dice minor skill', 'rebellion.rote.mission-dice'],
  ],
  'rule-the-galaxy': [
    ['what happens if a fire card is my first card', 'rule-the-galaxy.first-card-fire'],
    ['do I lose cards from previous turns when shot', 'rule-the-galaxy.fire-cards'],
    ['when do we reshuffle the deck', 'rule-the-galaxy.reshuffle'],
    ['can I shoot a unit behind another unit', 'rule-the-galaxy.destroy-units'],
    ['what does bb-8 do', 'rule-the-galaxy.jokers'],
    ['how does the infiltrator stormtrooper work', 'rule-the-galaxy.infiltrators'],
    ['unit enters a fire marker', 'rule-the-galaxy.fire-markers'],
    ['when do units move in a two player game', 'rule-the-galaxy.movement-marker'],
    ['how do we lose', 'rule-the-galaxy.defeat'],
    ['tie break most points', 'rule-the-galaxy.scoring'],
    ['can we trade cards', 'rule-the-galaxy.trading'],
    ['how many points is kylo ren', 'rule-the-galaxy.scoring'],
    ['setup first order stack', 'rule-the-galaxy.setup'],
    ['solo game flametroopers', 'rule-the-galaxy.small-game'],
  ],
  'angriff-der-rebellen': [
    ['does a lost fight cost my ally', 'angriff-der-rebellen.lost-fight'],
    ['what if I reveal a second astromech', 'angriff-der-rebellen.astromech'],
    ['asteroid field', 'angriff-der-rebellen.asteroid-field'],
    ['how many power chips can I hold', 'angriff-der-rebellen.power-chips'],
    ['who rolls the die for the imperial ship', 'angriff-der-rebellen.duel'],
    ['what happens on a tie in a fight', 'angriff-der-rebellen.duel'],
    ['when does the game end', 'angriff-der-rebellen.end-of-game'],
    ['can I move diagonally', 'angriff-der-rebellen.move'],
    ['is an ally worth a victory point at the end', 'angriff-der-rebellen.ally'],
    ['all adjacent tiles are occupied', 'angriff-der-rebellen.move'],
    ['fill the gap from the draw pile', 'angriff-der-rebellen.fill-gap'],
    ['tie breaker final scoring', 'angriff-der-rebellen.scoring'],
    ['setup grid corners', 'angriff-der-rebellen.setup'],
    ['what do I give up after winning a fight', 'angriff-der-rebellen.won-fight'],
  ],
  'rftg-rebel-vs-imperium': [
    ['who resolves takeovers first', 'rftg-rebel-vs-imperium.takeover-order'],
    ['am I vulnerable to a takeover', 'rftg-rebel-vs-imperium.vulnerability'],
    ['do ties go to the attacker', 'rftg-rebel-vs-imperium.takeover-success'],
    ['can I take over a world placed this phase', 'rftg-rebel-vs-imperium.takeover-declaration'],
    ['rebel pact defense bonus', 'rftg-rebel-vs-imperium.takeover-powers'],
    ['how are start worlds dealt', 'rftg-rebel-vs-imperium.start-worlds'],
    ['when does the game end', 'rftg-rebel-vs-imperium.game-end'],
    ['how many goals are used', 'rftg-rebel-vs-imperium.setup'],
    ['pay for rebel military cost', 'rftg-rebel-vs-imperium.pay-for-military'],
    ['military slide cubes', 'rftg-rebel-vs-imperium.military-slide'],
    ['propaganda edge', 'rftg-rebel-vs-imperium.goals'],
    ['hand limit 12', 'rftg-rebel-vs-imperium.card-powers'],
    ['takeovers off disk', 'rftg-rebel-vs-imperium.takeovers'],
  ],
}

describe('rules search answers table questions', () => {
  for (const [game, questions] of Object.entries(QUESTIONS) as [GameModuleId, [string, string][]][]) {
    it(`has at least 10 questions for ${game}`, () => {
      expect(questions.length).toBeGreaterThanOrEqual(10)
    })
    for (const [question, expected] of questions) {
      it(`${game}: "${question}" → ${expected} in the top 3`, () => {
        const groups = rulesSearch().search(question, { currentGame: game })
        expect(groups[0]?.game).toBe(game)
        const top3 = groups[0]?.hits.slice(0, 3).map((h) => h.id) ?? []
        expect(top3).toContain(expected)
      })
    }
  }
})

// Words players use at the table that appear in no entry's text: each entry lists them as keywords.
const PLAYER_WORDS: [word: string, game: GameModuleId, expected: string][] = [
  ['bombard', 'rebellion', 'rebellion.death-star'],
  ['blow up planet', 'rebellion', 'rebellion.death-star'],
  ['jail', 'rebellion', 'rebellion.capture'],
  ['hyperspace', 'rebellion', 'rebellion.activate-system'],
  ['reinforcements', 'rebellion', 'rebellion.deploy'],
  ['invade', 'rftg-rebel-vs-imperium', 'rftg-rebel-vs-imperium.takeovers'],
]

describe('rules search finds the words players use', () => {
  for (const [word, game, expected] of PLAYER_WORDS)
    it(`"${word}" → ${expected} first`, () => {
      const groups = rulesSearch().search(word, { currentGame: game })
      expect(groups[0]?.game).toBe(game)
      expect(groups[0]?.hits[0]?.id).toBe(expected)
    })
})

describe('rules search behaviour', () => {
  it('puts the current game first even when another game scores higher', () => {
    // "when does the game end" matches entries in three games.
    const rftgFirst = rulesSearch().search('when does the game end', { currentGame: 'rftg-rebel-vs-imperium' })
    const angriffFirst = rulesSearch().search('when does the game end', { currentGame: 'angriff-der-rebellen' })
    expect(rftgFirst[0]?.game).toBe('rftg-rebel-vs-imperium')
    expect(angriffFirst[0]?.game).toBe('angriff-der-rebellen')
    expect(new Set(rftgFirst.map((g) => g.game)).size).toBe(rftgFirst.length)
  })

  it('lets another game that matches the whole query outrank this game’s entries that match one common word', () => {
    const groups = rulesSearch().search('fire card', { currentGame: 'rebellion' })
    expect(groups[0]?.game).toBe('rule-the-galaxy')
    expect(groups[0]?.hits[0]?.whole).toBe(true)
    expect(groups[0]?.hits[0]?.terms).toEqual(expect.arrayContaining(['fire', 'card']))
    // Rebellion's own entries still follow, and each group lists its whole-query matches first.
    expect(groups.map((g) => g.game)).toContain('rebellion')
    for (const g of groups) {
      const whole = g.hits.map((h) => h.whole)
      expect(whole).toEqual([...whole].sort((a, b) => +b - +a))
    }
  })

  it('orders the other groups by their best score', () => {
    const groups = rulesSearch().search('fire card first card', { currentGame: 'rebellion' })
    const rest = groups.slice(1).map((g) => g.hits[0]?.score ?? 0)
    expect(rest).toEqual([...rest].sort((a, b) => b - a))
  })

  it('matches while the last word is still being typed (prefix) and with a typo (fuzzy)', () => {
    const partial = rulesSearch().search('subjug', { currentGame: 'rebellion' })
    expect(partial[0]?.hits[0]?.id).toBe('rebellion.subjugation')
    const typo = rulesSearch().search('sabotgae', { currentGame: 'rebellion' })
    expect(typo[0]?.hits.map((h) => h.id).slice(0, 3)).toContain('rebellion.sabotage')
  })

  it('returns nothing for an empty query or only filler words', () => {
    expect(rulesSearch().search('')).toEqual([])
    expect(rulesSearch().search('   ')).toEqual([])
    expect(rulesSearch().search('how does the')).toEqual([])
  })

  it('restricts to the given games and caps hits per game', () => {
    const groups = rulesSearch().search('card', { games: ['rule-the-galaxy'], limitPerGame: 2 })
    expect(groups.map((g) => g.game)).toEqual(['rule-the-galaxy'])
    expect(groups[0]?.hits).toHaveLength(2)
  })

  it('returns the matched words for highlighting', () => {
    const hit = rulesSearch().search('takeovers order', { currentGame: 'rftg-rebel-vs-imperium' })[0]?.hits[0]
    expect(hit?.id).toBe('rftg-rebel-vs-imperium.takeover-order')
    expect(hit?.terms).toContain('takeover')
    expect(hit?.terms).toContain('order')
  })

  it('works on an index built from a custom list', () => {
    const only = ALL_RULES.filter((e) => e.game === 'angriff-der-rebellen')
    const groups = createRuleSearch(only).search('ally')
    expect(groups.map((g) => g.game)).toEqual(['angriff-der-rebellen'])
  })
})

describe('highlight', () => {
  it('marks the words whose normalized form matched, keeping the rest verbatim', () => {
    expect(highlight('Order of takeover resolution', ['takeover', 'order'])).toEqual([
      { text: 'Order', match: true },
      { text: ' of ', match: false },
      { text: 'takeover', match: true },
      { text: ' resolution', match: false },
    ])
  })

  it('folds plurals and accents the same way the index does', () => {
    expect(highlight('Allies and Würfel', ['ally', 'wurfel'])).toEqual([
      { text: 'Allies', match: true },
      { text: ' and ', match: false },
      { text: 'Würfel', match: true },
    ])
  })

  it('returns the whole text unmarked when nothing matches', () => {
    expect(highlight('Setup (base game)', ['combat'])).toEqual([{ text: 'Setup (base game)', match: false }])
  })

  it('normalizes terms: filler words dropped, plurals folded', () => {
    expect(normalizeTerm('The')).toBeNull()
    expect(normalizeTerm('Takeovers')).toBe('takeover')
    expect(normalizeTerm('allies')).toBe('ally')
    expect(normalizeTerm('status')).toBe('status')
  })
})
