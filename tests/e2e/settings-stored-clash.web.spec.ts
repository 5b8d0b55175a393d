import { expect, test } from '@playwright/test'
import { correctFact, snap } from './support'

// A correction saved before Settings checked it against the others (here: two start worlds on one
// number, written straight into the library as an older version could have) is said beside it,
// until one of the two is corrected.
test('a stored start number that clashes with another is said in Settings until corrected', async ({ page }) => {
  await page.goto('./?perf=1#/')
  await page.waitForFunction(() => 'holotablePerf' in window)
  await page.evaluate(async () => {
    const perf = (
      window as unknown as { holotablePerf: { repository: { setCorrection(k: string, v: unknown): Promise<void> } } }
    ).holotablePerf
    await perf.repository.setCorrection('rftg-rebel-vs-imperium.start-number.1', 5)
  })
  await page.goto('./#/settings')
  const key = 'rftg-rebel-vs-imperium.start-number.1'
  await expect(page.getByTestId(`fact-value-${key}`)).toHaveText('5')
  await expect(page.getByTestId(`fact-clash-${key}`)).toHaveText(
    'Saved before the app checked this. Start number of Epsilon Eridani: 5 is already the number of Separatist Colony ' +
      '(as the game facts list it, not checked yet), and two start worlds cannot share a number. ' +
      'Enter the number printed on Epsilon Eridani, or correct Separatist Colony’s number first.',
  )
  // Only the stored correction says it; the other world's built-in number does not.
  await expect(page.locator('[data-testid^="fact-clash-"]')).toHaveCount(1)
  await page.getByTestId(`fact-clash-${key}`).scrollIntoViewIfNeeded()
  await snap(page, 'settings-stored-clash')

  // Separatist Colony corrected to 15: the clash is gone.
  const other = 'rftg-rebel-vs-imperium.start-number.5'
  await correctFact(page, other, '15')
  await expect(page.locator('[data-testid^="fact-clash-"]')).toHaveCount(0)
  // After a reload too, nothing clashes any more.
  await page.reload()
  await expect(page.getByTestId(`fact-value-${key}`)).toHaveText('5')
  await expect(page.locator('[data-testid^="fact-clash-"]')).toHaveCount(0)
})
