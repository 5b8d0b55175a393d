import { writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { createGame, modKey, snap } from './support'
import { seriousViolations } from './axe'
import { englishInWith, overflows } from './german-support'

// The app's shared screens in German: a Rule the Galaxy game created in English, then Deutsch chosen
// in Settings (no reload). Data corrections' editor (a refused value), the game's Setup tab (ticks,
// start), the Table log (notes, scores, the finish dialog and result, undo),
// a file that cannot be imported and an unknown address all speak German and show none of the
// English interface words; back to English, the English returns live.

/** English interface words that must not show in the converted screens while in German (whole words). */
const ENGLISH_WORDS = [
  'Setup',
  'player',
  'players',
  'Tick',
  'step',
  'steps',
  'done',
  'Board',
  'lanes',
  'rows',
  'spaces',
  'Shuffle',
  'Resistance',
  'deck',
  'cards',
  'card',
  'tiles',
  'Flametroopers',
  'Stormtroopers',
  'First Order',
  'Movement marker',
  'Fire markers',
  'First player',
  'Who goes first',
  'Start the game',
  'still start',
  'starts',
  'Table notes',
  'Add note',
  'No notes yet',
  'Edit',
  'Delete',
  'Scores',
  'Result',
  'Finish game',
  'Winner',
  'Finished',
  'nobody',
  'Undo',
  'Redo',
  'Ctrl',
  'Shift',
  'Cancel',
  'Save',
  'Correct',
  'Your correction',
  'Built-in',
  'confidence',
  'Verify on your copy',
  'enter',
  'Not entered',
  'Reload this screen',
  'Dismiss',
  'Nothing',
  'could not be imported',
  'There is nothing',
  'Back to your games',
]

const englishIn = englishInWith(ENGLISH_WORDS)

/** Nothing wider than the window: German words are longer. */
async function chooseLanguage(page: Page, link: string, id: 'de' | 'en', gameUrl: string): Promise<void> {
  await page.getByRole('link', { name: link }).click()
  await page.getByTestId(`language-${id}`).click()
  await expect(page.locator('html')).toHaveAttribute('lang', id)
  await page.goto(gameUrl)
  await expect(page.getByTestId('game-view')).toBeVisible()
}

test('the shared screens in German: data corrections, Setup tab, table log, refusals, import error, unknown address', async ({
  page,
}, testInfo) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Galaxis am Sonntag', players: ['Ana', 'Ben'] })
  const gameUrl = page.url()
  const tab = (i: number) => page.getByRole('navigation').getByRole('tab').nth(i)
  await tab(2).click()
  await expect(page.getByTestId('rtg-setup')).toContainText('Setup for 2 players')

  // Settings › Data corrections in German: a board size of one number is refused with the reason.
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  // The window title follows the language at once.
  await expect(page).toHaveTitle('Einstellungen — Holotable')
  const boardFact = page.getByTestId('fact-rule-the-galaxy.board.size')
  await expect(boardFact).toContainText('Spielplan: Bahnen und Reihen')
  await expect(boardFact).toContainText('Gib 2 Zahlen ein: die Bahnen, dann die Felder je Bahn (Reihen).')
  await expect(boardFact).toContainText('Eingebaut: 4, 7 · Sicherheit mittel ·')
  await expect(page.getByTestId('fact-rule-the-galaxy.board.fire-marker-spaces')).toContainText(
    'Rot umrandete Felder des Spielplans (dort liegen die Feuermarker)',
  )
  await expect(boardFact).toContainText('An deinem Exemplar prüfen')
  await page.getByTestId('fact-edit-rule-the-galaxy.board.size').click()
  await page.getByTestId('fact-input-rule-the-galaxy.board.size').fill('4')
  await page.getByTestId('fact-save-rule-the-galaxy.board.size').click()
  await expect(boardFact.getByRole('alert')).toHaveText(
    'Spielplan: Bahnen und Reihen: gib genau 2 Zahlen ein (du hast 1 eingegeben).',
  )
  await expect(boardFact.getByRole('button', { name: 'Abbrechen' })).toBeVisible()
  // The fact's label, help and source are in German too (EditableFact.de): the whole fact, not only the editor.
  expect(await englishIn([boardFact])).toEqual([])
  await snap(page, 'german-shell-data-corrections')
  await boardFact.screenshot({ path: testInfo.outputPath('fact-editor.png') })
  await boardFact.getByRole('button', { name: 'Abbrechen' }).click()
  await expect(boardFact.getByRole('button', { name: 'Korrigieren' })).toBeVisible()

  // The Setup tab: counts worked out in German, ticks by key (twice = ticked then open again).
  await page.goto(gameUrl)
  await expect(page.getByTestId('game-view')).toBeVisible()
  await expect(tab(2)).toHaveText('Aufbau')
  await tab(2).click()
  const setup = page.getByTestId('rtg-setup')
  await expect(setup.getByRole('heading', { level: 2 })).toHaveText(/^Aufbau für 2 Personen\s*?\?$/)
  await expect(page.getByTestId('setup-progress')).toHaveText('0 / 9 erledigt')
  await expect(page.getByTestId('setup-step-board')).toContainText('4 Bahnen mit je 7 Feldern')
  await expect(page.getByTestId('setup-step-board')).toContainText('an deinem Exemplar prüfen')
  await expect(page.getByTestId('setup-step-flametroopers-out')).toContainText(
    'Bei 2 Personen bleiben die 4 Flammentruppler (Stärke 5) in der Schachtel.',
  )
  await expect(page.getByTestId('setup-step-stack')).toContainText('14 im oberen Teil')
  await expect(page.getByTestId('setup-step-first-cards')).toContainText('2 Karten')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('1')
  await expect(page.getByTestId('setup-progress')).toHaveText('1 / 9 erledigt')
  await page.keyboard.press('2')
  await page.keyboard.press('2')
  await expect(page.getByTestId('setup-progress')).toHaveText('1 / 9 erledigt')
  await expect(setup).toContainText('8 Schritte sind noch nicht abgehakt – ihr könnt trotzdem beginnen.')
  await expect(page.getByTestId('undo')).toContainText('Rückgängig Strg+Z')
  await expect(page.getByTestId('redo')).toContainText('Wiederholen Strg+Umschalt+Z')
  // The red-frames editor inside the fire-marker step shows the fact's German label and help.
  const redFrames = page.getByTestId('setup-red-frames')
  await expect(redFrames).toContainText('Rot umrandete Felder des Spielplans (dort liegen die Feuermarker)')
  await expect(redFrames).toContainText('Gib 4 Paare „Bahn, Reihe“ ein')
  const setupWords = async () =>
    englishIn([
      setup.locator('header'),
      page.getByTestId('setup-progress'),
      setup.locator('.start'),
      ...(await setup.locator('.step h3, .step .body > p, .count-chip, .tick').all()),
    ])
  expect(await setupWords()).toEqual([])
  expect(await englishIn([redFrames])).toEqual([])
  expect(await englishIn([page.getByTestId('undo'), page.getByTestId('redo')])).toEqual([])
  expect(await overflows(page)).toBe(false)
  expect(await seriousViolations(page, '[data-testid=rtg-setup]')).toEqual([])
  await snap(page, 'german-shell-setup')
  await page.getByTestId('first-player').selectOption({ label: 'Ana' })
  await page.getByTestId('rtg-start').click()
  await expect(page.getByTestId('rtg-started')).toHaveText('Das Spiel ist aufgebaut: 4 Bahnen × 7 Reihen, Ana beginnt.')
  await expect(setup.getByRole('link')).toHaveText('Trag die ersten Karten im Reiter „Spielen“ ein')
  expect(await setupWords()).toEqual([])

  // The Table log: a note, a score refused, the finish dialog and its result.
  await tab(0).click()
  await expect(tab(0)).toHaveText('Tischprotokoll')
  const log = page.locator('.play-logger')
  await expect(log).toContainText('Noch keine Notizen.')
  await page.getByTestId('note-input').fill('Revanche nächsten Sonntag')
  await page.getByTestId('add-note').click()
  await expect(page.getByTestId('note')).toHaveCount(1)
  await expect(page.getByTestId('note-edit')).toHaveText('Bearbeiten')
  await expect(page.getByTestId('note-delete')).toHaveText('Löschen')
  await page.getByTestId('score-p1').fill('')
  await page.getByTestId('score-p1').press('Enter')
  await expect(log.getByRole('alert')).toHaveText('Gib eine ganze Zahl zwischen -100000 und 100000 ein.')
  await page.getByTestId('score-p1').fill('7')
  await page.getByTestId('score-p1').press('Enter')
  await expect(log.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Ein Punkt mehr für Ben' })).toBeVisible()
  expect(await englishIn([log])).toEqual([])
  expect(await overflows(page)).toBe(false)
  expect(await seriousViolations(page, '.play-logger')).toEqual([])
  await snap(page, 'german-shell-table-log')

  await page.getByTestId('finish-game').click()
  const dialog = page.getByTestId('finish-dialog')
  await expect(dialog.getByRole('heading')).toHaveText('Partie beenden')
  await expect(dialog).toContainText('Hake den Sieger (oder die Sieger) an und prüfe die Endpunktzahlen.')
  await expect(dialog.getByRole('columnheader')).toHaveText(['Sieger', 'Spieler', 'Endpunktzahl'])
  await page.getByTestId('winner-p2').check()
  await expect(page.getByLabel('Ben hat gewonnen')).toBeChecked()
  expect(await englishIn([dialog])).toEqual([])
  expect(await seriousViolations(page, '[data-testid=finish-dialog]')).toEqual([])
  await snap(page, 'german-shell-finish-dialog')
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toContainText('Sieger: Ana und Ben')
  await expect(page.getByTestId('notes-locked')).toContainText('Die Partie ist beendet')
  await expect(page.getByTestId('scores-locked')).toContainText('Die Partie ist beendet')
  expect(await englishIn([log])).toEqual([])
  await snap(page, 'german-shell-result')
  // Undo reopens the game (the same key twice would undo the note too: once only).
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('finish-game')).toHaveText('Partie beenden …')

  // Exporting: the notice in German, closed with its German button.
  const download = page.waitForEvent('download')
  await page.getByTestId('export-game').click()
  const exported = testInfo.outputPath('galaxis.holotable.json')
  await (await download).saveAs(exported)
  const notice = page.getByTestId('notice').filter({ hasText: 'exportiert' })
  await expect(notice).toHaveText(/„Galaxis am Sonntag“ in deine Downloads exportiert\./)
  expect(await englishIn([notice])).toEqual([])
  await snap(page, 'german-shell-notice')
  await notice.getByRole('button', { name: 'Schließen' }).click()
  await expect(notice).toHaveCount(0)

  // A file that cannot be imported: the reason and what to do, in German.
  await page.goto('./#/')
  await expect(page).toHaveTitle('Spiele — Holotable')
  const corrupt = testInfo.outputPath('kaputt.json')
  writeFileSync(corrupt, '{"format": "holotable-game", "version": 9}')
  const chooser = page.waitForEvent('filechooser')
  await page.getByTestId('import-game').click()
  await (await chooser).setFiles(corrupt)
  const importError = page.getByTestId('import-error')
  await expect(importError.getByRole('heading')).toHaveText('Diese Datei konnte nicht importiert werden')
  await expect(page.getByTestId('import-error-message')).toHaveText(
    'Dieses Spiel wurde von einem neueren Holotable exportiert (Version 9); aktualisiere die App, um es zu importieren.',
  )
  await expect(importError).toContainText('In deiner Bibliothek wurde nichts verändert.')
  expect(await englishIn([importError])).toEqual([])
  expect(await seriousViolations(page, '[data-testid=import-error]')).toEqual([])
  await snap(page, 'german-shell-import-error')
  await importError.getByRole('button', { name: 'OK' }).click()

  // The same game imported again: the question in German; cancelling changes nothing.
  const again = page.waitForEvent('filechooser')
  await page.getByTestId('import-game').click()
  await (await again).setFiles(exported)
  const conflict = page.getByTestId('import-conflict')
  await expect(conflict.getByRole('heading')).toHaveText('Dieses Spiel ist schon in deiner Bibliothek')
  await expect(conflict).toContainText('„Galaxis am Sonntag“ ist dasselbe Spiel wie das in der Datei.')
  await expect(page.getByTestId('import-keep-both')).toHaveText('Beide behalten')
  await expect(page.getByTestId('import-replace')).toHaveText('Ersetzen')
  expect(await englishIn([conflict])).toEqual([])
  expect(await seriousViolations(page, '[data-testid=import-conflict]')).toEqual([])
  await snap(page, 'german-shell-import-conflict')
  await conflict.getByRole('button', { name: 'Abbrechen' }).click()
  await expect(conflict).toHaveCount(0)
  await expect(page.getByTestId('recent-game')).toHaveCount(1)

  // An unknown address.
  await page.goto('./#/nirgendwo')
  await expect(page.locator('.empty')).toContainText('Unter dieser Adresse gibt es nichts.')
  await expect(page.getByRole('link', { name: 'Zurück zu deinen Spielen' })).toBeVisible()
  expect(await englishIn([page.locator('.empty'), page.locator('.topbar')])).toEqual([])
  await snap(page, 'german-shell-not-found')

  // Back to English: the same screens speak English again, live.
  await chooseLanguage(page, 'Einstellungen', 'en', gameUrl)
  await expect(page.locator('.play-logger')).toContainText('Table notes')
  await expect(page.getByTestId('finish-game')).toHaveText('Finish game…')
  await expect(page.getByTestId('undo')).toContainText('Undo Ctrl+Z')
  await tab(2).click()
  await expect(page.getByTestId('rtg-started')).toHaveText('The game is set up: 4 lanes × 7 rows, Ana starts.')
})
