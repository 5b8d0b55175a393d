import { expect, test, type Page } from '@playwright/test'
import { snap, writesSettled } from './support'
import { seriousViolations } from './axe'

// A German-speaking family: the browser says de-DE, so the app starts in German. They set up and
// play a few moves of Angriff der Rebellen with no English on screen, then switch to English in
// Settings (no reload) and find the choice kept after a reload.
test.use({ locale: 'de-DE' })

/** English interface words that must not show while the app is in German (whole words). */
const ENGLISH_WORDS = [
  'Undo',
  'Redo',
  'Settings',
  'Setup',
  'events',
  'player',
  'players',
  'Players',
  'Space',
  'Score',
  'Timeline',
  'Games',
  'Rules',
  'New game',
  'Start game',
  'Export',
  'Rename',
  'Table log',
  'Turn',
  'done',
  'tiles',
  'Asteroid field',
  'revealed',
  'moved',
]

async function englishOnScreen(page: Page, except?: string): Promise<string[]> {
  const text = await page.evaluate((except) => {
    const body = document.body.cloneNode(true) as HTMLElement
    if (except) body.querySelectorAll(except).forEach((n) => n.remove())
    document.documentElement.append(body)
    const shown = body.innerText
    body.remove()
    return shown
  }, except)
  return ENGLISH_WORDS.filter((w) => new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'u').test(text))
}

async function turn(page: Page, moveTo: number, revealAt: number, tile: string): Promise<void> {
  await page.getByTestId(`ar-space-${moveTo}`).click()
  await expect(page.getByTestId('ar-status')).toContainText('decke ein verdecktes Plättchen')
  await writesSettled(page) // a space is no pick while the move is being written
  await page.getByTestId(`ar-space-${revealAt}`).click()
  await page.getByTestId(`ar-tile-${tile}`).click()
}

test('German family: home, setup and a few moves of Angriff der Rebellen in German, then English from Settings, kept on reload', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('./')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dein Begleiter am Spieltisch')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByTestId('game-card-angriff-der-rebellen')).toContainText('2–4 Personen')
  await expect(page.getByTestId('game-card-angriff-der-rebellen')).toContainText('Schneller Aufbau')
  await snap(page, 'de-home-dark')
  expect(await englishOnScreen(page)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])

  // New game, in German: players are "Personen"; a name used twice is refused in German.
  await page
    .getByTestId('game-card-angriff-der-rebellen')
    .getByRole('link', { name: /Neues Spiel/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neues Spiel')
  await page.getByLabel('Name von Person 1').fill('Ana')
  await page.getByLabel('Name von Person 2').fill('ana')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('new-game-error')).toHaveText(
    'Zwei Personen heißen beide „ana“. Gebt allen verschiedene Namen.',
  )
  await page.getByLabel('Name von Person 2').fill('Bo')
  await snap(page, 'de-new-game-dark')
  expect(await englishOnScreen(page)).toEqual([])
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('game-view')).toBeVisible()

  const tabs = page.getByRole('navigation', { name: 'Spielwerkzeuge' })
  await expect(tabs.getByRole('tab')).toHaveText(['Tischprotokoll', 'Aufbau', 'Weltraum', 'Wertung'])
  await tabs.getByRole('tab', { name: 'Aufbau' }).click()
  await page.getByTestId('ar-step-ships').click()
  await expect(page.getByTestId('ar-setup-progress')).toContainText('1 / 6 erledigt')
  // The same corner twice is refused, with the reason in German.
  await page.getByTestId('ar-corner-p2').selectOption({ label: 'oben links' })
  await page.getByTestId('ar-start').click()
  await expect(page.getByRole('alert')).toContainText('jede Person braucht eine andere Ecke')
  await page.getByTestId('ar-corner-p2').selectOption({ label: 'oben rechts' })
  await snap(page, 'de-ar-setup-dark')
  expect(await englishOnScreen(page)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('ar-start').click()
  await expect(page.getByTestId('ar-started')).toContainText('Ana beginnt.')
  await expect(page.getByTestId('game-progress')).toContainText('Zug 1 · Ana')

  await tabs.getByRole('tab', { name: 'Weltraum' }).click()
  await expect(page.getByTestId('ar-status')).toContainText('Ana (Millennium Falke)')
  await page.getByTestId('ar-space-5').click()
  await expect(page.getByTestId('ar-error')).toContainText('nicht diagonal')
  await turn(page, 1, 2, 'astromech') // Ana takes an astromech
  await turn(page, 7, 6, 'asteroid-field') // Bo: the turn ends
  // 28 unseen tiles: 2 asteroid fields (7,1 %), 3 astromechs (10,7 %).
  await expect(page.getByTestId('ar-chances')).toContainText(/Asteroidenfeld\s7,1\s%/)
  await expect(page.getByTestId('ar-chances')).toContainText(/Astromech\s10,7\s%/)
  await expect(page.getByTestId('timeline')).toContainText('Ana deckte auf: Astromech (Reihe 1, Spalte 3)')
  await expect(page.getByTestId('timeline')).toContainText('7 Ereignisse')
  // Undo is an event, described in German.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('timeline')).toContainText('Rückgängig gemacht: Bo deckte auf: Asteroidenfeld')
  await expect(page.getByTestId('timeline')).toContainText('8 Ereignisse')
  await snap(page, 'de-ar-space-dark')
  expect(await englishOnScreen(page)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await tabs.getByRole('tab', { name: 'Wertung' }).click()
  await snap(page, 'de-ar-score-dark')
  expect(await englishOnScreen(page)).toEqual([])

  // Settings in German, both themes; the space screen in the light theme too.
  await page.getByRole('link', { name: 'Einstellungen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen')
  await snap(page, 'de-settings-dark')
  // Data corrections: Angriff der Rebellen's values speak German (label, help, source from the game's
  // data); the other games' groups are checked in their own specs. Everything else on Settings is German.
  const interceptor = page.getByTestId('fact-angriff-der-rebellen.strength.tie-interceptor')
  await expect(interceptor).toContainText('TIE-Abfangjäger: Stärke (rote Zahl, oben links)')
  await expect(interceptor).toContainText('Die rote Zahl oben links auf einem Plättchen „TIE-Abfangjäger“.')
  await expect(interceptor).toContainText('Spielregel, Rechenbeispiel (4 + 3 = 7)')
  await expect(page.getByTestId('fact-angriff-der-rebellen.points.death-star')).toContainText(
    'Todesstern: Siegpunkte (unten rechts)',
  )
  const adrFacts = await page.locator('[data-testid^="fact-angriff-der-rebellen."]').allInnerTexts()
  expect(adrFacts.length).toBe(14)
  expect(adrFacts.join('\n')).not.toMatch(/\b(tile|strength|points|rulebook|printed|victory)\b/i)
  expect(await englishOnScreen(page, '.fact-group:not(:has([data-testid^="fact-angriff-der-rebellen."]))')).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('theme-light').click()
  await snap(page, 'de-settings-light')
  await page.goBack()
  await tabs.getByRole('tab', { name: 'Weltraum' }).click()
  await expect(page.getByTestId('ar-status')).toBeVisible()
  await snap(page, 'de-ar-space-light')
  expect(await seriousViolations(page)).toEqual([])
  await page.goto('./')
  await snap(page, 'de-home-light')

  // English from Settings, without a reload: the whole app follows, and the choice is kept.
  await page.getByRole('link', { name: 'Einstellungen' }).click()
  await page.getByTestId('language-en').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('link', { name: 'Games' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your table companion')
  await page.getByRole('link', { name: 'Resume' }).first().click()
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Space' }).click()
  await expect(page.getByTestId('ar-status')).toContainText('Bo (X-Wing): reveal a face-down tile')
  await expect(page.getByTestId('timeline')).toContainText('Undid: Bo revealed an Asteroid field')
  await page.reload()
  await expect(page.getByTestId('ar-status')).toContainText('Bo (X-Wing): reveal a face-down tile')
  await page.goto('./')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your table companion')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
