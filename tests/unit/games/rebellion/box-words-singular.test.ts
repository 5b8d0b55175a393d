import { describe, expect, it } from 'vitest'
import { boardTextsIn } from '../../../../src-shared/games/rebellion/board-texts'

// A box that holds one figure (the Death Star) is said in the singular, in both languages.
describe('box refusals with one figure', () => {
  it('English: one figure, one on the board, one more', () => {
    const T = boardTextsIn('en').pool
    expect(T.boxFull(1, 'Death Star', 1, 1)).toBe(
      'The box holds 1 Death Star figure and 1 is already on the board, so 1 more does not fit. If your copy has more, correct it in Settings › Data corrections.',
    )
    expect(T.supplyEmpty(1, 'Death Star', 1, 1, { board: 0, queue: 1, waiting: 0 })).toBe(
      'The box holds 1 Death Star figure and 1 is already in the build queue, so 1 more cannot be built: units come from the supply. If your copy has more, correct it in Settings › Data corrections.',
    )
    // Several stay plural.
    expect(T.boxFull(4, 'X-wing', 4, 2)).toBe(
      'The box holds 4 X-wing figures and 4 are already on the board, so 2 more do not fit. If your copy has more, correct it in Settings › Data corrections.',
    )
  })
  it('German: eine Figur, steht, passt, kann', () => {
    const T = boardTextsIn('de').pool
    expect(T.boxFull(1, 'Todesstern', 1, 1)).toBe(
      'Die Schachtel enthält 1 Figur Todesstern, und 1 steht schon auf dem Spielplan, also passt 1 weitere nicht. Hat dein Exemplar mehr, korrigiere es in Einstellungen › Datenkorrekturen.',
    )
    expect(T.supplyEmpty(1, 'Todesstern', 1, 1, { board: 1, queue: 0, waiting: 0 })).toBe(
      'Die Schachtel enthält 1 Figur Todesstern, und 1 steht schon auf dem Spielplan, also kann 1 weitere nicht gebaut werden: Einheiten kommen aus dem Vorrat. Hat dein Exemplar mehr, korrigiere es in Einstellungen › Datenkorrekturen.',
    )
    expect(T.boxFull(4, 'X-Flügler', 4, 2)).toBe(
      'Die Schachtel enthält 4 Figuren X-Flügler, und 4 stehen schon auf dem Spielplan, also passen 2 weitere nicht. Hat dein Exemplar mehr, korrigiere es in Einstellungen › Datenkorrekturen.',
    )
  })
})
