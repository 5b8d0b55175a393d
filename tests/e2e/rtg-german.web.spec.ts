import { expect, test, type Page } from '@playwright/test'
import { createGame, modKey, snap } from './support'
import { placeUnit } from './rtg-support'
import { seriousViolations } from './axe'
import { englishInWith, linesOf, overflows, wordsBrokenIn } from './german-support'
import { appendEvents, rtgEventsToAWin } from './rtg-support'
import { dialogDoesNotFit } from './narrow-support'

// Rule the Galaxy in German: a game created in English, then Deutsch chosen in Settings (no
// reload); the players deal, enter the first units, draw and stop on the Play tab, and look at the
// Board and Score tabs. The converted parts of those screens show no English interface words.
// Not yet converted (still English, so not checked here): the Setup tab.
// The colour names the rulebook gives (red, purple, blue) are German on the units ("rot (Chewbacca)"),
// in the destroy helper and on the entry form; the points dialog names the tiles as the Setup tab does
// (Sturmtruppler). A won game's banner and its note are German too.

/** English interface words that must not show in the converted parts while in German (whole words). */
const ENGLISH_WORDS = [
  'Round',
  'turn',
  'Units',
  'move',
  'movement',
  'card',
  'cards',
  'Hands',
  'hand',
  'Player',
  'Cards',
  'Infiltrators',
  'Stop drawing',
  'End turn',
  'At risk',
  'This turn',
  'next',
  'Next',
  'Enter each card drawn',
  'Drawing is over',
  'Trade',
  'gives',
  'gets',
  'Swap',
  'fire seen',
  'Board',
  'Tiles left',
  'stack',
  'verify on your copy',
  'Standings',
  'Points',
  'destroyed',
  'held',
  'Fire',
  'Advice',
  'Draw',
  'Stop',
  'Reshuffle',
  'deck',
  'left',
  'risk',
  'Lane',
  'Row',
  'Entry',
  'Last',
  'Resistance',
  // The rulebook's card colours (facts), shown in the interface language.
  'red',
  'purple',
  'blue',
  'multicolour',
  // The tiles' names.
  'Stormtrooper',
  // A won game's note.
  'All units destroyed',
]

const englishIn = englishInWith(ENGLISH_WORDS)

/** Nothing wider than the window: German words are longer. */
async function chooseGerman(page: Page, gameUrl: string): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto(gameUrl)
  await expect(page.getByTestId('game-view')).toBeVisible()
}

test('Rule the Galaxy in German: deal, units, draws and stop, board and score with no English words', async ({
  page,
}) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Galaxis am Sonntag', players: ['Ana', 'Ben'] })
  const gameUrl = page.url()
  await chooseGerman(page, gameUrl)
  const tab = (i: number) => page.getByRole('navigation').getByRole('tab').nth(i)

  // Setup (in German too): choose who starts and start.
  await tab(2).click()
  await page.getByTestId('first-player').selectOption({ label: 'Ana' })
  await page.getByTestId('rtg-start').click()

  await tab(1).click()
  await expect(page.getByTestId('deal')).toContainText('Erste Karte von Ana eintragen')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('r')
  await expect(page.getByTestId('deal')).toContainText('Erste Karte von Ben eintragen')
  // A fire card in the opening deal is refused in German.
  await page.keyboard.press('x')
  await expect(page.getByRole('alert').filter({ hasText: 'kommt zurück in die Mitte des Stapels' })).toBeVisible()
  await page.keyboard.press('f')
  // 53 cards left, 9 of them fire: 9/53 with the German decimal comma.
  await expect(page.getByTestId('p-next-fire')).toHaveText(/^17,0\s%$/)

  // A draw before the units are on the board: the to-do item comes from the game's German texts.
  await page.keyboard.press('r')
  await expect(page.getByTestId('play-error')).toHaveText(
    'Nicht eingetragen: leg 4 neue Einheiten in die Eingangsreihe.',
  )
  await expect(page.getByTestId('blockers')).toContainText('Als Nächstes: leg 4 neue Einheiten in die Eingangsreihe')
  await expect(page.getByTestId('unit-entry')).toContainText('Lege 4 neue Einheiten in die Eingangsreihe')
  await expect(page.getByTestId('entry-place')).toHaveText('Einheit in Bahn 1 einsetzen')
  // The big advice word beside the timeline at 1280 px: smaller, not broken in the middle.
  await expect(page.getByTestId('advice-action')).toHaveText('Erst eintragen')
  expect(await wordsBrokenIn(page.getByTestId('advice-action'))).toEqual([])
  expect(await englishIn([page.getByTestId('unit-entry')])).toEqual([])
  await placeUnit(page, 3, 'chewbacca')
  await placeUnit(page, 2, 'rey')
  await placeUnit(page, 1, 'finn')
  await page.getByTestId('entry-strength-8').click()
  await page.getByTestId('entry-place').click()
  await expect(page.getByTestId('unit-entry')).toHaveCount(0)
  await expect(page.getByTestId('current-player')).toHaveText('Ana ist am Zug')

  // Ana: a free first fire card, two Chewbacca, then stop; 50 cards left, 8 fire.
  await page.keyboard.press('x')
  await expect(page.getByTestId('fire-seen')).toHaveText('1')
  await page.keyboard.press('c')
  await page.keyboard.press('c')
  await expect(page.getByTestId('p-next-fire')).toHaveText(/^16,0\s%$/)
  await expect(page.getByTestId('drawn-card')).toHaveText(['Feuer', 'Chewbacca', 'Chewbacca'])
  // Advice in German: 42 safe cards > 2 at risk × 8 fire, so draw; 8/50 rounds to 16 %.
  await expect(page.getByTestId('advice-action')).toHaveText('Ziehen')
  await expect(page.getByTestId('advice-reason')).toHaveText(/^ziehen: 2 Karten im Risiko, 16\s%\sFeuer$/)
  await expect(page.getByTestId('deck-left')).toHaveText('50 Karten im Stapel, davon 8 Feuer')
  await expect(page.getByTestId('stop-or-end')).toContainText('Ziehen beenden')
  await page.keyboard.press('s')
  await expect(page.getByTestId('stop-or-end')).toContainText('Zug beenden')
  // Undo names the event in German, and redo brings it back.
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('stop-or-end')).toContainText('Ziehen beenden')
  await expect(page.getByText('Ziehen beendet').first()).toBeVisible()
  await page.keyboard.press('s')
  await expect(page.getByTestId('stop-or-end')).toContainText('Zug beenden')
  // One line, beside the timeline at 1280 px (it broke as "AUFHÖRE" / "N").
  await expect(page.getByTestId('advice-action')).toHaveText('Aufhören')
  expect(await linesOf(page.getByTestId('advice-action'))).toBe(1)
  // The big fire odds stay on one line inside their card in a narrow window too (at 800 px the
  // German "16,0 %" broke before its sign).
  for (const width of [800, 360]) {
    await page.setViewportSize({ width, height: 800 })
    expect(await linesOf(page.getByTestId('p-next-fire')), `at ${width} px`).toBe(1)
    // The text's own right edge (the element itself is as wide as the card whatever its text).
    const overhang = await page.getByTestId('p-next-fire').evaluate((el) => {
      const text = document.createRange()
      text.selectNodeContents(el)
      return text.getBoundingClientRect().right - el.closest('.card')!.getBoundingClientRect().right
    })
    expect(overhang, `at ${width} px`).toBeLessThanOrEqual(0)
    // The hands table scrolls sideways inside its card (at 360 px it ran ~290 px past the card's
    // edge): nothing sticks out of the card, and scrolled to its end the last column is in the card.
    const hands = await page.getByTestId('hands-scroll').evaluate((el) => {
      const card = el.closest('.card')!
      el.scrollLeft = el.scrollWidth
      const last = el.querySelector('thead th:last-child')!
      return {
        outOfCard: card.scrollWidth - card.clientWidth,
        lastColumnPastCard: last.getBoundingClientRect().right - card.getBoundingClientRect().right,
      }
    })
    expect(hands.outOfCard, `at ${width} px`).toBe(0)
    expect(hands.lastColumnPastCard, `at ${width} px`).toBeLessThanOrEqual(0)
    await page.getByTestId('odds').scrollIntoViewIfNeeded()
    await snap(page, `de-rtg-odds-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })

  const play = page.getByTestId('rtg-play')
  const playParts = [
    play.locator('.turn-head'),
    play.locator('.draw-card'),
    page.getByTestId('hands'),
    page.getByTestId('trade-form'),
    page.getByTestId('advice'),
    page.getByTestId('odds'),
  ]
  expect(await englishIn(playParts)).toEqual([])
  await expect(play.locator('.turn-head')).toContainText('Runde 1')
  await expect(play.locator('.order')).toContainText('3 Karten')
  await expect(play.locator('.order')).toContainText('1 Karte')
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rtg-play-dark')
  expect(await seriousViolations(page)).toEqual([])

  await tab(3).click()
  const board = page.getByTestId('rtg-board')
  await expect(board.locator('.summary')).toContainText('Einheiten auf dem Spielplan 4')
  await expect(page.getByTestId('board-grid')).toContainText('Bahn 4')
  await expect(page.getByTestId('board-grid')).toContainText('Eingang')
  // The units' colours in German: 3 red (Chewbacca), 2 purple (Rey), 1 blue (Finn), Kylo Ren multicolour.
  await expect(page.getByTestId('board-unit')).toHaveText([
    '3rot (Chewbacca)',
    '2lila (Rey)',
    '1blau (Finn)',
    '8mehrfarbig',
  ])
  expect(await englishIn([board.locator('.summary'), page.getByTestId('board-grid')])).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rtg-board-dark')
  expect(await seriousViolations(page)).toEqual([])

  await tab(4).click()
  const score = page.getByTestId('rtg-score')
  await expect(score).toContainText('Punktestand')
  expect(await englishIn([score])).toEqual([])
  await snap(page, 'de-rtg-score-dark')
  expect(await seriousViolations(page)).toEqual([])

  // The light theme: the same screens, still German, nothing overflowing, axe clean.
  await page.getByRole('link', { name: 'Einstellungen' }).click()
  await page.getByTestId('theme-light').click()
  await page.goto(gameUrl)
  await tab(1).click()
  await expect(page.getByTestId('current-player')).toHaveText('Ana ist am Zug')
  await expect(page.getByTestId('stop-or-end')).toContainText('Zug beenden')
  expect(await englishIn(playParts)).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rtg-play-light')
  expect(await seriousViolations(page)).toEqual([])
  await tab(3).click()
  await snap(page, 'de-rtg-board-light')
  expect(await seriousViolations(page)).toEqual([])
})

test('Rule the Galaxy in German: Kylo Ren stays multicolour, the points dialog and destroy helper in German words', async ({
  page,
}) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Farben', players: ['Ana', 'Ben'] })
  await chooseGerman(page, page.url())
  const tab = (i: number) => page.getByRole('navigation').getByRole('tab').nth(i)
  await tab(2).click()
  await page.getByTestId('first-player').selectOption({ label: 'Ana' })
  await page.getByTestId('rtg-start').click()
  await tab(1).click()
  await expect(page.getByTestId('deal')).toContainText('Erste Karte von Ana eintragen')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('r')
  await page.keyboard.press('f')

  // The entry form's colours in German; strength 8 (Kylo Ren) keeps the colour on multicolour.
  const entry = page.getByTestId('unit-entry')
  await expect(page.getByTestId('entry-colour-chewbacca')).toHaveText('rot (Chewbacca)')
  await expect(page.getByTestId('entry-colour-rey')).toHaveText('lila (Rey)')
  await expect(page.getByTestId('entry-colour-finn')).toHaveText('blau (Finn)')
  await page.getByTestId('entry-strength-8').click()
  await expect(page.getByTestId('entry-colour-multi')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('entry-colour-rey')).toBeDisabled()
  await expect(page.getByTestId('entry-multicolour-only')).toHaveText('Stärke 8 ist Kylo Ren: immer mehrfarbig.')
  await expect(page.getByTestId('entry-strength-8')).toHaveAttribute('title', 'Kylo Ren – noch 1 im Stapel')
  await expect(page.getByTestId('entry-strength-2')).toHaveAttribute('title', 'Sturmtruppler – noch 8 im Stapel')
  expect(await englishIn([entry])).toEqual([])
  await snap(page, 'de-rtg-entry-kylo')
  await page.getByTestId('entry-place').click()
  await placeUnit(page, 3, 'chewbacca')
  await placeUnit(page, 2, 'rey')
  await placeUnit(page, 1, 'finn')
  await expect(entry).toHaveCount(0)

  // Ana draws two Chewbacca and BB-8 and asks what she can destroy: the strength-2 points are asked
  // first, with the tile named as the Setup tab names it; "1e1" is refused like any bad value.
  await page.keyboard.press('c')
  await page.keyboard.press('c')
  await page.keyboard.press('b')
  await page.keyboard.press('s')
  await page.keyboard.press('d')
  const dialog = page.getByTestId('points-dialog')
  await expect(dialog).toContainText('Stärke 2 (Sturmtruppler): Punkte')
  await page.getByTestId('points-2').fill('1e1')
  await page.getByTestId('points-save').click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Punkte für Stärke 2: Gib die ganze Zahl vom Plättchen ein, 0 bis 20 (eingegeben: „1e1“).',
  )
  expect(await englishIn([dialog])).toEqual([])
  // In a phone-narrow window, with its message shown, the question still fits and its buttons are in reach.
  const size = page.viewportSize()!
  await page.setViewportSize({ width: 360, height: size.height })
  expect(await dialogDoesNotFit(page, 'points-dialog', 360)).toEqual([])
  await snap(page, 'de-rtg-points-360')
  await page.setViewportSize(size)
  await page.getByTestId('points-2').fill('1')
  await page.getByTestId('points-save').click()
  await expect(dialog).toHaveCount(0)
  const helper = page.getByTestId('destroy-helper')
  await expect(page.getByTestId('destroy-action').first()).toContainText('Stärke 3, rot (Chewbacca) – Bahn 2, Reihe 1')
  expect(await englishIn([helper])).toEqual([])
  await snap(page, 'de-rtg-destroy')
})

test('Rule the Galaxy in German: a won game shows its banner and note in German', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Sieg', players: ['Ana', 'Ben'] })
  const gameUrl = page.url()
  await chooseGerman(page, gameUrl)
  const events = await rtgEventsToAWin([
    { id: 'p1', name: 'Ana' },
    { id: 'p2', name: 'Ben' },
  ])
  await appendEvents(page, gameUrl, events)
  const tab = (i: number) => page.getByRole('navigation').getByRole('tab').nth(i)
  await tab(3).click()
  const banner = page.getByTestId('game-over')
  await expect(banner.getByRole('heading')).toHaveText(/^Alle Einheiten sind zerstört! Gewonnen hat: Ana/)
  await expect(banner).toContainText('Alle Einheiten zerstört.')
  expect(await englishIn([banner])).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rtg-won-banner')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('finish-rtg').click()
  await expect(page.getByTestId('game-finished')).toBeVisible()
  await expect(banner).toContainText('Alle Einheiten zerstört.')
})
