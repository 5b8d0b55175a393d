// Player counts offered on Home and New game: only what the rule texts support, each with its source
// (issue #13, reading 9). Each case quotes the line of the rule text it follows and checks that the
// line is really there.
import { describe, expect, it } from 'vitest'
import { GAME_MANIFESTS } from '../../../src-shared/games/registry'
import { readSource } from '../rules/shared-sources'

const manifest = (id: string) => GAME_MANIFESTS.find((m) => m.id === id)!

describe('player counts follow the rule texts', () => {
  it('Rebellion: one player per faction; the team game is named but not described, so not offered', () => {
    const text = readSource('rulebooks/rebellion-base-rules.txt')
    // "Players must choose who will control the Imperials and who will control the Rebels for this game."
    expect(text).toContain('Players must choose who will control the Imperials and who will control the Rebels')
    // "The color of the leader's frame is relevant only in the team game." — the only mention.
    expect(text.match(/team game/g)).toHaveLength(1)
    expect(manifest('rebellion').players).toMatchObject({ min: 2, max: 2 })
    expect(manifest('rebellion').players.source).toMatch(/team game is named but not described/)
    // Games recorded with 3–4 names when the app offered them still import.
    expect(manifest('rebellion').players.recordedMax).toBe(4)
  })

  it('Angriff der Rebellen: 2 to 4, as the leaflet says', () => {
    // "For 2 to 4 players, ages 8 and up."
    expect(readSource('rulebooks/angriff-der-rebellen.txt')).toContain('For 2 to 4 players')
    expect(manifest('angriff-der-rebellen').players).toMatchObject({ min: 2, max: 4 })
  })

  it('Rule the Galaxy: 1 to 4, from the 3–4 player rules and the 1–2 player changes', () => {
    // "The rules for 3 and 4 players are presented below. Changes for the 1- and 2-player game are …"
    expect(readSource('rulebooks/rule-the-galaxy.txt')).toContain(
      'The rules for 3 and 4 players are presented below. Changes for the 1- and 2-player game',
    )
    expect(manifest('rule-the-galaxy').players).toMatchObject({ min: 1, max: 4 })
  })

  it('Race for the Galaxy: the text gives no count, and the source says so', () => {
    expect(readSource('rulebooks/race-for-the-galaxy-rebel-vs-imperium.txt')).not.toMatch(
      /\b(2|two) (to|-|–) ?(4|5|6|four|five|six) players\b/i,
    )
    expect(manifest('rftg-rebel-vs-imperium').players.source).toMatch(/^Not in the rule text/)
  })

  it('every game names the source of its count', () => {
    for (const m of GAME_MANIFESTS) expect(m.players.source.length, m.id).toBeGreaterThan(10)
  })
})
