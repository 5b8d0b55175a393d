import { describe, expect, it } from 'vitest'
import type { RuleSourceFile } from '../../../src-shared/core/rules'
import { ruleById } from '../../../src-shared/games/rules-index'
import { RULEBOOK_FILES, readSource } from './shared-sources'

// Every section heading of every rulebook, as printed, and the entry that answers it.
const COVERAGE: Record<(typeof RULEBOOK_FILES)[number], [heading: string, entryId: string][]> = {
  'rulebooks/rebellion-base-rules.txt': [
    ['Star Wars: Rebellion Game Rules', 'rebellion.overview'],
    ['Components', 'rebellion.components'],
    ['Setup', 'rebellion.setup'],
    ['Choose Factions and Gather Components', 'rebellion.setup'],
    ['Place Starting Leaders', 'rebellion.setup'],
    ['Prepare Game Board and Time Track', 'rebellion.time-track'],
    ['Prepare Objective Deck', 'rebellion.objective-deck'],
    ['Prepare Action Decks', 'rebellion.recruit'],
    ['Prepare Tactic Decks, Markers, and Dice', 'rebellion.setup'],
    ['Prepare Mission Cards', 'rebellion.mission-decks'],
    ['Place Starting Units and Loyalty', 'rebellion.first-game-setup'],
    ['Choose Base Location', 'rebellion.choose-base'],
    ['Draw Starting Hand', 'rebellion.setup'],
    ['Game Play', 'rebellion.game-round'],
    ['I. Assignment Phase', 'rebellion.assignment-phase'],
    ['WHAT ARE LEADERS?', 'rebellion.leaders'],
    ['II. Command Phase', 'rebellion.command-phase'],
    ['Activate A System', 'rebellion.activate-system'],
    ['WHAT ARE SYSTEMS AND REGIONS?', 'rebellion.systems-and-regions'],
    ['Finding The Rebel Base', 'rebellion.finding-rebel-base'],
    ['Revealing A Mission', 'rebellion.missions'],
    ['Opposing A Mission', 'rebellion.opposing-missions'],
    ['WHAT ARE SKILLS?', 'rebellion.skills'],
    ['Other Mission Rules:', 'rebellion.mission-details'],
    ['Mission Example', 'rebellion.opposing-missions'],
    ['Refresh Phase', 'rebellion.refresh-phase'],
    ['Retrieve Leaders', 'rebellion.refresh-phase'],
    ['Draw Missions', 'rebellion.refresh-phase'],
    ['Launch Probe Droids', 'rebellion.probe-droids'],
    ['Draw Objective', 'rebellion.objectives'],
    ['Advance Time Marker', 'rebellion.time-track'],
    ['Recruit Icon', 'rebellion.recruit'],
    ['Build Icon', 'rebellion.build'],
    ['Deploy Units', 'rebellion.deploy'],
    ['Building Units Example', 'rebellion.build'],
    ['End of the Game', 'rebellion.victory'],
    ['Objective Cards', 'rebellion.objectives'],
    ['The Death Star', 'rebellion.death-star'],
    ['Additional Rules', 'rebellion.rebel-base'],
    ['The Rebel Base', 'rebellion.rebel-base'],
    ['Moving To And From The Rebel Base', 'rebellion.rebel-base-movement'],
    ['Revealing The Rebel Base', 'rebellion.rebel-base-reveal'],
    ['Establishing A New Base', 'rebellion.new-base'],
    ['Sabotage Markers', 'rebellion.sabotage'],
    ['Loyalty And Subjugation', 'rebellion.loyalty'],
    ['Loyalty', 'rebellion.loyalty'],
    ['Subjugation', 'rebellion.subjugation'],
    ['Attachment Rings', 'rebellion.attachment-rings'],
    ['Capturing Leaders', 'rebellion.capture'],
    ['Rescuing Captured Leaders', 'rebellion.capture'],
    ['Structures', 'rebellion.structures'],
    ['First Game Setup', 'rebellion.first-game-setup'],
  ],
  'rulebooks/rebellion-rise-of-the-empire-setup-and-phases.txt': [
    ['SETUP GUIDE', 'rebellion.rote.setup'],
    ['1 LEADERS', 'rebellion.rote.setup'],
    ['2 OBJECTIVES', 'rebellion.rote.objective-deck'],
    ['3 TOKENS', 'rebellion.rote.setup'],
    ['4 TACTICS', 'rebellion.rote.setup'],
    ['5 ACTIONS', 'rebellion.rote.action-cards'],
    ['6 LOYALTY', 'rebellion.rote.loyalty-draw'],
    ['7 MISSIONS', 'rebellion.rote.mission-decks'],
    ['8 DEPLOYMENT', 'rebellion.rote.deployment'],
    ['FINAL STEPS', 'rebellion.rote.final-steps'],
    ['9 REBEL BASE', 'rebellion.rote.final-steps'],
    ['10 DRAW CARDS', 'rebellion.rote.final-steps'],
    ['GAME PHASES', 'rebellion.game-round'],
    ['1 ASSIGNMENT', 'rebellion.rote.assignment'],
    ['WIN CONDITIONS', 'rebellion.rote.win-conditions'],
    ['2 COMMAND', 'rebellion.rote.command'],
    ['A REVEAL MISSION', 'rebellion.missions'],
    ['OPPOSE MISSION', 'rebellion.rote.mission-dice'],
    ['B ACTIVATE SYSTEM', 'rebellion.activate-system'],
    ['C PASS', 'rebellion.rote.command'],
    ['3 REFRESH', 'rebellion.rote.refresh'],
    ['RECRUIT', 'rebellion.rote.refresh'],
    ['BUILD', 'rebellion.rote.refresh'],
    ['DEPLOY', 'rebellion.rote.refresh'],
    ['COMBAT', 'rebellion.combat'],
    ['1 PREPARATION', 'rebellion.rote.combat'],
    ['2 SPACE THEATRE', 'rebellion.rote.tactic-cards'],
    ['SPACE COMBAT', 'rebellion.rote.combat'],
    ['RE-ROLL DICE', 'rebellion.rote.rerolls'],
    ['ALLOCATE DAMAGE / HEAL UNITS', 'rebellion.rote.damage'],
    ['RESOLVE DAMAGE', 'rebellion.rote.damage'],
    ['3 GROUND THEATRE', 'rebellion.rote.tactic-cards'],
    ['GROUND COMBAT', 'rebellion.rote.combat'],
    ['RETREAT', 'rebellion.rote.retreat'],
    ['5 ROUND END', 'rebellion.rote.round-end'],
    ['COMBAT END CONDITION', 'rebellion.rote.round-end'],
  ],
  'rulebooks/rule-the-galaxy.txt': [
    ['Contents of the Box', 'rule-the-galaxy.components'],
    ['Goal of the Game', 'rule-the-galaxy.goal'],
    ['Setup', 'rule-the-galaxy.setup'],
    ['General Outline of Play', 'rule-the-galaxy.quick.turn'],
    ['Actions of the Resistance Movement', 'rule-the-galaxy.draw-cards'],
    ['Attack of the First Order Units', 'rule-the-galaxy.first-order-advance'],
    ['Gameplay', 'rule-the-galaxy.draw-cards'],
    ['Destroying Units', 'rule-the-galaxy.destroy-units'],
    ['Trading Cards', 'rule-the-galaxy.trading'],
    ['Example Turns', 'rule-the-galaxy.example-turns'],
    ['Fire', 'rule-the-galaxy.fire-markers'],
    ['Ending the Game', 'rule-the-galaxy.scoring'],
    ['Variant for 1 and 2 Players', 'rule-the-galaxy.small-game'],
  ],
  'rulebooks/angriff-der-rebellen.txt': [
    ['Components', 'angriff-der-rebellen.components'],
    ['Before the First Game', 'angriff-der-rebellen.components'],
    ['Setup', 'angriff-der-rebellen.setup'],
    ['Game Flow', 'angriff-der-rebellen.quick.turn'],
    ['Turn Sequence', 'angriff-der-rebellen.quick.turn'],
    ['1. Move your own Rebel ship one space.', 'angriff-der-rebellen.move'],
    ['2. Reveal an adjacent Space tile.', 'angriff-der-rebellen.reveal'],
    ['Astromech (R2-D2, R2-A3, R2-C4, R5-D7):', 'angriff-der-rebellen.astromech'],
    ['Ally (Yoda, Luke Skywalker, Han Solo, Chewbacca, Leia Organa):', 'angriff-der-rebellen.ally'],
    ['Imperial starship (TIE Fighter etc.):', 'angriff-der-rebellen.duel'],
    ['Example:', 'angriff-der-rebellen.won-fight'],
    ['Asteroid field:', 'angriff-der-rebellen.asteroid-field'],
    ['3. If necessary, fill a gap in space with a new Space tile.', 'angriff-der-rebellen.fill-gap'],
    ['End of the Game', 'angriff-der-rebellen.end-of-game'],
  ],
  'rulebooks/race-for-the-galaxy-rebel-vs-imperium.txt': [
    ['Objective of the Game', 'rftg-rebel-vs-imperium.objective'],
    ['Preparation (Setup)', 'rftg-rebel-vs-imperium.setup'],
    ['Start World Setup (Rules Change)', 'rftg-rebel-vs-imperium.start-worlds'],
    ['Fluxo do Jogo', 'rftg-rebel-vs-imperium.game-flow'],
    ['Ações e Como Jogar', 'rftg-rebel-vs-imperium.quick.round'],
    ['Takeovers', 'rftg-rebel-vs-imperium.takeovers'],
    ['Vulnerability to Takeovers', 'rftg-rebel-vs-imperium.vulnerability'],
    ['Tracking Military and Vulnerability', 'rftg-rebel-vs-imperium.military-slide'],
    ['Takeover Procedure', 'rftg-rebel-vs-imperium.takeover-declaration'],
    ['Resolving Takeovers', 'rftg-rebel-vs-imperium.takeover-order'],
    ['Success Condition', 'rftg-rebel-vs-imperium.takeover-success'],
    ['Specific Takeover Powers and Bonuses', 'rftg-rebel-vs-imperium.takeover-powers'],
    ['Other Card Powers', 'rftg-rebel-vs-imperium.card-powers'],
    ['Fim de Jogo e Pontuação', 'rftg-rebel-vs-imperium.game-end'],
    ['Game End Trigger', 'rftg-rebel-vs-imperium.game-end'],
    ['Scoring', 'rftg-rebel-vs-imperium.scoring'],
    ['Dicas para Vencer', 'rftg-rebel-vs-imperium.tips'],
  ],
}

const GAME_OF_FILE: Record<(typeof RULEBOOK_FILES)[number], string> = {
  'rulebooks/rebellion-base-rules.txt': 'rebellion',
  'rulebooks/rebellion-rise-of-the-empire-setup-and-phases.txt': 'rebellion',
  'rulebooks/rule-the-galaxy.txt': 'rule-the-galaxy',
  'rulebooks/angriff-der-rebellen.txt': 'angriff-der-rebellen',
  'rulebooks/race-for-the-galaxy-rebel-vs-imperium.txt': 'rftg-rebel-vs-imperium',
}

/** Heading-shaped lines: short, no sentence end, not a list item or a bare number. */
function headingLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(
      (l) =>
        l.length >= 3 && l.length <= 70 && /[A-Za-z]/.test(l) && !/^[-•]/.test(l) && !/[.!:]$/.test(l) && !/,/.test(l),
    )
}

describe('every rulebook section has an entry', () => {
  it('covers all five rulebook files', () => {
    expect(Object.keys(COVERAGE).sort()).toEqual([...RULEBOOK_FILES].sort())
  })

  for (const file of RULEBOOK_FILES) {
    describe(file, () => {
      const text = readSource(file as RuleSourceFile)
      for (const [heading, id] of COVERAGE[file]) {
        it(`"${heading}" → ${id}`, () => {
          expect(text.includes(heading), `heading not found in ${file}`).toBe(true)
          const entry = ruleById(id)
          expect(entry, `no entry ${id}`).toBeDefined()
          expect(entry?.game).toBe(GAME_OF_FILE[file])
        })
      }
    })
  }

  // Guards the table against a rulebook gaining a section nobody mapped: the known headings of the
  // smaller, well-structured books must all be listed.
  it.each([
    [
      'rulebooks/rule-the-galaxy.txt',
      ['Star Wars: Rule the Galaxy', 'Star Wars: Rule the Galaxy Rulebook', 'Table of Contents'],
    ],
    [
      'rulebooks/angriff-der-rebellen.txt',
      ['Star Wars: Angriff der Rebellen', 'Star Wars: Angriff der Rebellen Rulebook', 'Table of Contents'],
    ],
  ] as const)('no unmapped heading in %s', (file, titleLines) => {
    const mapped = new Set(COVERAGE[file].map(([h]) => h))
    const unmapped = headingLines(readSource(file)).filter(
      (h) =>
        !mapped.has(h) &&
        !(titleLines as readonly string[]).includes(h) &&
        /^[A-Z0-9]/.test(h) &&
        !/[:(]/.test(h.slice(0, -1)),
    )
    expect(unmapped).toEqual([])
  })

  it('has the entries the ambiguity notes in the game facts ask for', () => {
    for (const id of [
      'angriff-der-rebellen.lost-fight',
      'rebellion.mission-success-counting',
      'rebellion.black-die',
      'rebellion.time-track-icons',
    ]) {
      expect(ruleById(id)?.kind, id).toBe('ambiguity')
    }
  })

  it('has phase cards for Rebellion and a turn card for each other game', () => {
    for (const id of [
      'rebellion.quick.assignment',
      'rebellion.quick.command',
      'rebellion.quick.refresh',
      'rebellion.quick.combat',
      'rule-the-galaxy.quick.turn',
      'angriff-der-rebellen.quick.turn',
      'rftg-rebel-vs-imperium.quick.round',
    ]) {
      expect(ruleById(id)?.kind, id).toBe('quick-reference')
    }
  })
})
