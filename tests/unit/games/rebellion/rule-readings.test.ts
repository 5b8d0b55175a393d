// Each reading issue #13 corrected, checked against the rules entry players read, with the line of
// the rule text it follows.
import { describe, expect, it } from 'vitest'
import { rebellionRules } from '../../../../src-shared/games/rebellion/rules'

const entry = (id: string) => rebellionRules.find((e) => e.id === id)!
const readings = (id: string) =>
  entry(id)
    .body.filter((b) => b.type === 'note' && b.tone === 'reading')
    .map((b) => (b as { text: string }).text)
const text = (id: string) => JSON.stringify(entry(id).body)

describe('Rebellion readings in the rules entries', () => {
  // RotE setup card, 6 Loyalty: "FOR IMPERIAL SYSTEMS: THE FIRST 2 ARE SUBJUGATED / THE OTHER 3 ARE
  // LOYAL / REMOVE PROBE CARDS FROM GAME" … "PLACE A LOYALTY MARKER ON EACH DRAWN REBEL SYSTEM / SHUFFLE PROBE DECK".
  it('loyalty draw: only the Imperial systems’ probe cards leave the game, as a marked reading', () => {
    expect(text('rebellion.rote.loyalty-draw')).toContain(
      'The Imperial systems’ cards leave the game; the other cards drawn go back and the probe deck is shuffled.',
    )
    expect(readings('rebellion.rote.loyalty-draw')).toHaveLength(1)
  })

  // RotE card, win conditions: "IMPERIAL UNITS REMAIN IN A SYSTEM CONTAINING THE REVEALED REBEL BASE OR
  // WITH NO REBEL UNITS (STRUCTURES OK)".
  it('RotE conquest: the garbled line is marked as a reading', () => {
    expect(readings('rebellion.rote.win-conditions')[0]).toMatch(
      /^The card’s line for the Empire’s conquest is garbled/,
    )
  })

  // Base rules, end of the game: "there is an Imperial unit in the system and there are no Rebel units".
  it('base-game conquest speaks of an Imperial unit, not ground units', () => {
    expect(text('rebellion.victory')).toContain('The base’s system has an Imperial unit and no Rebel units')
    expect(text('rebellion.victory')).not.toMatch(/ground units/i)
  })

  // RotE card, 8 Deployment: "PLACE IN 1 REMOTE SYSTEM" (the dossier rates remote low).
  it('Death Star Under Construction: any system the players pick, marked as a reading', () => {
    expect(readings('rebellion.rote.death-star-under-construction')[0]).toContain(
      'whichever the players pick is recorded',
    )
    expect(text('rebellion.rote.deployment')).toContain('in one system the players pick (the card reads remote)')
  })

  // Base rules, revealing the base: "Any units that would be placed here are instead placed in the
  // system shown on the base's faceup probe card."
  it('deploy after the reveal: the entry says the base’s system is offered', () => {
    expect(text('rebellion.deploy')).toContain('offers the base’s system instead of the “Rebel Base” space')
  })

  // RotE card, section "8 DEPLOYMENT": the Death Star on build-queue space 3 is in the same step as
  // the card's new counts. Without the new starter units the app keeps the base game's units.
  it('RotE without the new starter units: base units, no Death Star queued, marked as a reading', () => {
    expect(readings('rebellion.rote.deployment')).toHaveLength(1)
    expect(readings('rebellion.rote.deployment')[0]).toContain(
      'Without it, a Rise of the Empire game starts with the base game’s units: the Death Star starts on the board and nothing goes on the build queue.',
    )
  })

  // Base rules, Deploy Units: units that slide off space 1 "are ready to be deployed"; the RotE card
  // says players "may" deploy them. Neither says what becomes of one not placed.
  it('units left waiting to deploy: kept waiting, marked as a reading', () => {
    expect(readings('rebellion.deploy')[1]).toMatch(/^A unit that left space 1 but is not placed/)
    expect(readings('rebellion.deploy')[1]).toContain('Holotable keeps it waiting beside the queue')
  })
})
