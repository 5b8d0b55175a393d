import { describe, expect, it } from 'vitest'
import { checkAgainstOthers, checkCorrection } from '../../../../src-shared/core/facts'
import { START_WORLDS } from '../../../../src-shared/games/rftg-rebel-vs-imperium/data'
import { dealStartWorlds } from '../../../../src-shared/games/rftg-rebel-vs-imperium/setup'
import { engine } from '../../../../src-shared/games/rftg-rebel-vs-imperium/engine'
import { resolutionOrder } from '../../../../src-shared/games/rftg-rebel-vs-imperium/takeover'
import {
  START_WORLDS_IN_PLAY_KEY,
  checkInPlay,
  startNumberKey,
  startNumbers,
  startWorldLabel,
  startWorlds,
  startWorldsInPlay,
} from '../../../../src-shared/games/rftg-rebel-vs-imperium/start-worlds'

describe('start-world numbers (medium confidence): corrected in Settings', () => {
  it('uses the facts’ numbers, flagged to verify, until a player corrects one', () => {
    const all = startWorlds({})
    expect(all).toHaveLength(12)
    expect(all.every((w) => w.verify)).toBe(true)
    expect(startWorldLabel(9, {})).toBe('9 Rebel Cantina')
    const fixed = startWorlds({ [startNumberKey(9)]: 1 })
    expect(fixed.find((w) => w.id === 9)).toMatchObject({ number: 1, name: 'Rebel Cantina', verify: false })
    expect(fixed.filter((w) => w.verify)).toHaveLength(11)
    expect(startWorldLabel(9, { [startNumberKey(9)]: 1 })).toBe('1 Rebel Cantina')
  })

  it('ignores a stored value that is no whole number from 0 to 99 (the facts’ number stays, still flagged)', () => {
    for (const bad of [-1, 1.5, '3', 100, null])
      expect(startWorlds({ [startNumberKey(4)]: bad }).find((w) => w.id === 4)).toMatchObject({
        number: 4,
        verify: true,
      })
  })

  it('the takeover order follows the corrected numbers', () => {
    const kept = { ana: 5, bo: 2, cy: 9 }
    expect(resolutionOrder(['ana', 'bo', 'cy'], startNumbers(kept, {}))).toEqual(['bo', 'cy', 'ana'])
    const c = { [startNumberKey(9)]: 1 }
    expect(startNumbers(kept, c)).toEqual({ ana: 5, bo: 2, cy: 1 })
    expect(resolutionOrder(['ana', 'bo', 'cy'], startNumbers(kept, c))).toEqual(['cy', 'ana', 'bo'])
  })

  it('Settings lists every start number and the worlds in play, checking entries', () => {
    const keys = (engine.facts ?? []).map((f) => f.key)
    for (let id = 0; id < 12; id++) expect(keys).toContain(startNumberKey(id))
    const inPlay = engine.facts!.find((f) => f.key === START_WORLDS_IN_PLAY_KEY)!
    expect(inPlay.confidence).toBe('unknown')
    expect(checkCorrection(inPlay, '0, 1, 2, 3')).toEqual({ ok: true, value: [0, 1, 2, 3] })
    expect(checkCorrection(inPlay, '0, 12')).toEqual({
      ok: false,
      error: 'Start worlds you play with: each number must be between 0 and 11.',
    })
    const number = engine.facts!.find((f) => f.key === startNumberKey(0))!
    expect(checkCorrection(number, 'two')).toEqual({
      ok: false,
      error: 'Start number of Old Earth: enter a whole number (you typed “two”).',
    })
  })
})

describe('Settings refuses two start worlds on one number, and a world twice in the worlds in play', () => {
  const numberFact = (id: number) => engine.facts!.find((f) => f.key === startNumberKey(id))!
  const inPlay = () => engine.facts!.find((f) => f.key === START_WORLDS_IN_PLAY_KEY)!

  it('a number another world has (its facts’ number, or its correction) is refused, naming both and the number', () => {
    expect(checkCorrection(numberFact(9), '1', 'en', {})).toEqual({
      ok: false,
      error:
        'Start number of Rebel Cantina: 1 is already the number of Epsilon Eridani (as the game facts list it, not checked yet), ' +
        'and two start worlds cannot share a number. Enter the number printed on Rebel Cantina, or correct Epsilon Eridani’s number first.',
    })
    expect(checkCorrection(numberFact(9), '1', 'de', {})).toEqual({
      ok: false,
      error:
        'Startnummer von Rebel Cantina: 1 ist schon die Nummer von Epsilon Eridani (laut den Spieldaten, noch nicht geprüft), ' +
        'und zwei Startwelten können keine Nummer teilen. Gib die Nummer ein, die auf Rebel Cantina gedruckt ist, oder korrigiere zuerst die Nummer von Epsilon Eridani.',
    })
    // Epsilon Eridani corrected to 13 first: 1 is free, and its own number is never a clash.
    const moved = { [startNumberKey(1)]: 13 }
    expect(checkCorrection(numberFact(9), '1', 'en', moved)).toEqual({ ok: true, value: 1 })
    expect(checkCorrection(numberFact(9), '9', 'en', {})).toEqual({ ok: true, value: 9 })
    // A corrected number counts, without the "not checked" note: 13 is now Epsilon Eridani's.
    expect(checkCorrection(numberFact(3), '13', 'en', moved)).toEqual({
      ok: false,
      error:
        'Start number of New Sparta: 13 is already the number of Epsilon Eridani, and two start worlds cannot share a number. ' +
        'Enter the number printed on New Sparta, or correct Epsilon Eridani’s number first.',
    })
    // Without the stored corrections (the old call), nothing to compare with but the facts.
    expect(checkCorrection(numberFact(3), '13')).toEqual({ ok: true, value: 13 })
  })

  it('a number of the other colour’s kind is refused: blue start worlds are even, red ones odd', () => {
    expect(checkCorrection(numberFact(4), '13', 'en', {})).toEqual({
      ok: false,
      error:
        'Start number of Earth’s Lost Colony: Earth’s Lost Colony is a blue start world, and blue start worlds have even numbers ' +
        '(the setup sorts them by that): 13 is odd. Enter the number printed on Earth’s Lost Colony.',
    })
    expect(checkCorrection(numberFact(9), '12', 'de', {})).toEqual({
      ok: false,
      error:
        'Startnummer von Rebel Cantina: Rebel Cantina ist eine rote Startwelt, und rote Startwelten haben ungerade Nummern ' +
        '(danach teilt der Aufbau sie auf): 12 ist gerade. Gib die Nummer ein, die auf Rebel Cantina gedruckt ist.',
    })
    // The colour is checked first: an odd number for a blue world is refused for that, taken or not.
    expect(checkCorrection(numberFact(4), '1', 'en', {})).toMatchObject({ ok: false })
    expect((checkCorrection(numberFact(4), '1', 'en', {}) as { error: string }).error).toContain(
      'blue start worlds have even',
    )
    // Every world's own number fits its colour, and 0 counts as even (Old Earth, blue).
    for (const id of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
      expect(checkCorrection(numberFact(id), String(id), 'en', {})).toEqual({ ok: true, value: id })
    expect(checkCorrection(numberFact(0), '14', 'en', {})).toEqual({ ok: true, value: 14 })
    // One stored before this check is said in Settings (FactEditor asks checkAgainstOthers), not dropped.
    expect(checkAgainstOthers(numberFact(4), 13, { [startNumberKey(4)]: 13 })).toBe(
      'Start number of Earth’s Lost Colony: Earth’s Lost Colony is a blue start world, and blue start worlds have even ' +
        'numbers (the setup sorts them by that): 13 is odd. Enter the number printed on Earth’s Lost Colony.',
    )
  })

  it('going back to the built-in number is refused while another world has it', () => {
    const c = { [startNumberKey(1)]: 13, [startNumberKey(9)]: 1 }
    expect(checkAgainstOthers(numberFact(1), numberFact(1).defaultValue, c)).toBe(
      'Start number of Epsilon Eridani: 1 is already the number of Rebel Cantina, and two start worlds cannot share a number. ' +
        'Enter the number printed on Epsilon Eridani, or correct Rebel Cantina’s number first.',
    )
    expect(checkAgainstOthers(numberFact(1), numberFact(1).defaultValue, { [startNumberKey(1)]: 13 })).toBeUndefined()
  })

  it('the worlds in play: a repeat is refused, naming the world as the app lists it', () => {
    expect(checkCorrection(inPlay(), '0, 3, 1, 3', 'en', {})).toEqual({
      ok: false,
      error: 'Start worlds you play with: 3 New Sparta is in the list more than once. Enter each start world once.',
    })
    expect(checkCorrection(inPlay(), '5 3 5 3 5 0', 'en', {})).toEqual({
      ok: false,
      error:
        'Start worlds you play with: 3 New Sparta and 5 Separatist Colony are in the list more than once. Enter each start world once.',
    })
    expect(checkCorrection(inPlay(), '0, 3, 1, 3', 'de')).toEqual({
      ok: false,
      error:
        'Startwelten, mit denen du spielst: 3 New Sparta steht mehr als einmal in der Liste. Gib jede Startwelt nur einmal ein.',
    })
    expect(checkCorrection(inPlay(), '3, 0, 1, 2')).toEqual({ ok: true, value: [3, 0, 1, 2] })
  })
})

describe('start worlds in play (set membership is not in the facts): asked once', () => {
  it('is unknown until the players say; then only those, in order, without repeats or unknown ids', () => {
    expect(startWorldsInPlay({})).toBeUndefined()
    expect(startWorldsInPlay({ [START_WORLDS_IN_PLAY_KEY]: [] })).toBeUndefined()
    expect(startWorldsInPlay({ [START_WORLDS_IN_PLAY_KEY]: [5, 0, 5, 44, 1] })).toEqual([0, 1, 5])
  })

  it('needs a blue and a red world for every player, saying how many of each were ticked', () => {
    expect(checkInPlay([0, 1, 2, 3, 4, 5], 3)).toBeUndefined()
    expect(checkInPlay([0, 1, 2, 3, 4], 3)).toBe(
      'The deal needs a blue and a red start world for each of the 3 players: you ticked 3 blue and 2 red.',
    )
    expect(checkInPlay([], 2)).toBe(
      'The deal needs a blue and a red start world for each of the 2 players: you ticked 0 blue and 0 red.',
    )
  })

  it('the deal uses only the worlds in play: over 200 seeds, every one of them and nothing else', () => {
    const ids = [0, 1, 2, 3, 6, 9]
    const seen = new Set<number>()
    for (let seed = 0; seed < 200; seed++) {
      const d = dealStartWorlds(
        seed,
        ['a', 'b', 'c'],
        START_WORLDS.value.filter((w) => ids.includes(w.number)),
      )
      if (!d.ok) throw new Error(d.error)
      for (const w of Object.values(d.value).flat()) seen.add(w)
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(ids)
  })
})
