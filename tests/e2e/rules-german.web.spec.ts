import { expect, test, type Page } from '@playwright/test'
import { createGame, modKey, snap } from './support'
import { seriousViolations } from './axe'

// A German-speaking table searches the rules in its own words: each word finds the right entry
// first, shown in German; the English word finds the same entry.

async function switchToGerman(page: Page): Promise<void> {
  await page.goto('./#/settings')
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
}

/** Opens the search, types the words and returns the first hit (after checking it). */
async function firstHit(page: Page, words: string, expected: string, title: string): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 300 } })
  await page.keyboard.press(`${modKey()}+k`)
  const input = page.getByTestId('rule-search-input')
  await expect(input).toBeFocused()
  await input.fill(words)
  const first = page.getByTestId('rule-hit').first()
  await expect(first).toHaveAttribute('data-rule', expected)
  // The title, then the part's name for expansion entries (" · Aufstieg des Imperiums").
  await expect(first.locator('.hit-title')).toHaveText(new RegExp(`^${title.replace(/[()]/g, '\\$&')}( · .+)?$`))
}

test('searching in German finds the right entry first in every game, shown in German', async ({ page }) => {
  test.setTimeout(120_000)
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Familienabend', players: ['Ana', 'Ben'] })
  const angriff = page.url()
  await createGame(page, { module: 'rebellion', title: 'Rebellion', players: ['Leia', 'Vader'] })
  const rebellion = page.url()
  await createGame(page, { module: 'rule-the-galaxy', title: 'Koop', players: ['Ana', 'Ben'] })
  const galaxy = page.url()
  await createGame(page, { module: 'rftg-rebel-vs-imperium', title: 'Race', players: ['Ana', 'Ben'] })
  const race = page.url()
  await switchToGerman(page)

  await page.goto(angriff)
  await firstHit(page, 'Asteroidenfeld', 'angriff-der-rebellen.asteroid-field', 'Asteroidenfelder')
  await expect(page.getByTestId('rule-hit').first().locator('mark').first()).toHaveText('Asteroidenfelder')
  await expect(page.getByTestId('rule-hit').first().locator('.hit-summary')).toContainText('Pech gehabt')
  await snap(page, 'rules-german-search-dark')
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/rules\/angriff-der-rebellen\.asteroid-field$/)
  await expect(page.locator('.rule-title')).toHaveText('Asteroidenfelder')
  await expect(page.getByTestId('rule-summary')).toHaveText(
    'Pech gehabt: Das Asteroidenfeld wieder umdrehen, und dein Zug ist sofort zu Ende.',
  )
  // Angriff der Rebellen is translated in full: no "not yet translated" mark, German body and links.
  await expect(page.getByTestId('rule-in-english')).toHaveCount(0)
  await expect(page.getByTestId('rule-entry')).toContainText('Du nimmst nichts, also entsteht keine Lücke')
  await expect(page.getByTestId('related-link').first()).toHaveText('Ein Plättchen aufdecken')
  await snap(page, 'rules-german-entry-dark')
  expect(await seriousViolations(page)).toEqual([])

  await page.goto(angriff)
  await firstHit(page, 'Spielende', 'angriff-der-rebellen.end-of-game', 'Spielende')
  await page.keyboard.press('Escape')
  // The English word finds the same entry, still shown in German.
  await firstHit(page, 'asteroid field', 'angriff-der-rebellen.asteroid-field', 'Asteroidenfelder')
  await page.keyboard.press('Escape')

  await page.goto(rebellion)
  await firstHit(page, 'Rückzug', 'rebellion.rote.retreat', 'Rückzug')
  await expect(page.getByTestId('rule-hit').first().locator('.hit-title')).toHaveText(
    'Rückzug · Aufstieg des Imperiums',
  )
  await page.keyboard.press('Escape')
  await firstHit(page, 'Rueckzug', 'rebellion.rote.retreat', 'Rückzug')
  await page.keyboard.press('Escape')
  await firstHit(page, 'retreat', 'rebellion.rote.retreat', 'Rückzug')
  await page.keyboard.press('Escape')
  await firstHit(page, 'Spielende', 'rebellion.victory', 'Spielende und Sieg')
  await page.keyboard.press('Escape')
  await firstHit(page, 'Todesstern', 'rebellion.death-star', 'Der Todesstern')
  await snap(page, 'rules-german-todesstern-dark')
  await page.keyboard.press('Enter')
  await expect(page.locator('.rule-title')).toHaveText('Der Todesstern')
  // Rebellion's Death Star entry has its German body now: no "not yet translated" mark, not tagged English.
  await expect(page.getByTestId('rule-in-english')).toHaveCount(0)
  await expect(page.locator('.rule-blocks')).not.toHaveAttribute('lang', 'en')
  await expect(page.getByTestId('rule-entry')).toContainText('Liegt in diesem System die Rebellenbasis')
  await expect(page.getByTestId('rule-entry')).toContainText(
    'Der Todesstern hat keine Lebenspunkte: Kampf kann ihn nicht zerstören; nur das Ziel „Todesstern-Pläne“ kann es.',
  )
  await snap(page, 'rules-german-todesstern-entry-dark')
  expect(await seriousViolations(page)).toEqual([])
  await page.goBack()
  await firstHit(page, 'death star', 'rebellion.death-star', 'Der Todesstern')
  await page.keyboard.press('Escape')

  await page.goto(galaxy)
  await firstHit(page, 'Spielende', 'rule-the-galaxy.goal', 'Ziel: gemeinsam die Linie halten, dann werten')
  await page.keyboard.press('Escape')
  await firstHit(
    page,
    'Oddziały nie są przesuwane',
    'rule-the-galaxy.movement-marker',
    'Der Bewegungsmarker (1–2 Personen)',
  )
  await page.keyboard.press('Escape')

  await page.goto(race)
  await firstHit(page, 'Spielende', 'rftg-rebel-vs-imperium.game-end', 'Spielende')
  await page.keyboard.press('Escape')
  await firstHit(page, 'game end', 'rftg-rebel-vs-imperium.game-end', 'Spielende')
  await page.keyboard.press('Escape')
  await firstHit(page, 'Pontuação', 'rftg-rebel-vs-imperium.scoring', 'Wertung')
  // Rebel vs Imperium is translated in full: the details are German, without the "not yet translated" mark.
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/rules\/rftg-rebel-vs-imperium\.scoring$/)
  await expect(page.locator('.rule-title')).toHaveText('Wertung')
  await expect(page.getByTestId('rule-in-english')).toHaveCount(0)
  await expect(page.locator('.rule-blocks')).not.toHaveAttribute('lang', 'en')
  await expect(page.getByTestId('rule-entry')).toContainText(
    'Diversified Economy mit drei verschiedenen Arten von Welten bringt 9.',
  )
  await expect(page.getByTestId('rule-entry')).toContainText(
    'Der Regeltext hier nennt keinen Gleichstandsbrecher: Im Reiter Wertungsblatt teilen sich alle mit der höchsten Summe den Sieg, und „Partie beenden“ wird so aus den gespeicherten Zeilen vorausgefüllt (eine eingegebene, aber nicht gespeicherte Zeile wird dort genannt und nicht gezählt).',
  )
  await page.goBack()

  // The same entries in the light theme.
  await page.goto('./#/settings')
  await page.getByTestId('theme-light').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await page.goto(angriff)
  await firstHit(page, 'Asteroidenfeld', 'angriff-der-rebellen.asteroid-field', 'Asteroidenfelder')
  await snap(page, 'rules-german-search-light')
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Enter')
  await expect(page.locator('.rule-title')).toHaveText('Asteroidenfelder')
  await snap(page, 'rules-german-entry-light')
  await page.goto('./#/rules/angriff-der-rebellen.lost-fight')
  await expect(page.locator('.rule-title')).toHaveText('Was ein verlorener Kampf kostet')
  await expect(page.getByTestId('rule-entry')).toContainText('So liest Holotable das')
  await snap(page, 'rules-german-ambiguity-light')
  expect(await seriousViolations(page)).toEqual([])
})

test('the reference and the "?" help switch language without a reload', async ({ page }) => {
  await createGame(page, { module: 'angriff-der-rebellen', players: ['Ana', 'Ben'] })
  const game = page.url()
  const help = page.locator('[data-testid="rule-help"][data-rule="angriff-der-rebellen.setup"]')
  await page.getByRole('tab').nth(1).click() // Setup
  await expect(help).toHaveAttribute('aria-label', 'Rule: Setup')
  await page.goto('./#/rules')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rules reference')
  await switchToGerman(page)

  // The "?" beside the setup names its rule in German and opens it in German in the side panel.
  await page.goto(game)
  await page.getByRole('tab').nth(1).click() // Setup
  await expect(help).toHaveAttribute('aria-label', 'Regel: Spielaufbau')
  await help.click()
  const panel = page.getByTestId('rule-panel')
  await expect(panel.locator('.rule-title')).toHaveText('Spielaufbau')
  await expect(panel).toContainText('Alle 30 Weltraum-Plättchen mit der leeren Seite nach oben mischen.')
  await snap(page, 'rules-german-panel-dark')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Regel-Seitenleiste schließen' }).click()
  await expect(panel).toBeHidden()
  await page.goto('./#/rules')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regeln nachschlagen')
  await expect(page.locator('.toc .search-btn')).toBeVisible()
  await expect(page.getByTestId('rules-view')).toContainText(
    'Drück auf jedem Bildschirm Strg + K oder / zum Suchen, oder wähle links ein Spiel.',
  )
  await page.locator('.toc .search-btn').click()
  await expect(page.getByTestId('rule-search')).toContainText(
    'Die Regeln aller vier Spiele in Kurzform. ↑ ↓ zum Bewegen, Enter zum Öffnen.',
  )
  await page.keyboard.press('Escape')
  await page.getByText('Star Wars: Angriff der Rebellen', { exact: false }).first().click()
  await expect(page.getByRole('link', { name: 'Spielende', exact: true })).toBeVisible()
  await snap(page, 'rules-german-reference-dark')
  expect(await seriousViolations(page)).toEqual([])
  // The unknown address message is German too.
  await page.goto('./#/rules/keine-regel')
  await expect(page.getByRole('alert')).toContainText('Keine Regel hat die Adresse')
})
