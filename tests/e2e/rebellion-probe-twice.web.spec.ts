import { expect, test } from '@playwright/test'
import { createGame, openTool } from './support'

// The Empire's probe records, sent twice: a double click on "Record card" (or Enter twice) recorded the
// card and then said 'Choose the system on the probe card.', the first having emptied the field.

test('a probe card or visit recorded with a double click is recorded once, with no request to choose', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Probe twice', players: ['Ana', 'Ben'] })
  await openTool(page, 'Probe')
  await page.getByTestId('empire-private-show').click()
  const probe = page.getByTestId('rebellion-probe')
  const records = page.getByTestId('timeline-event').filter({ hasText: 'Imperial probe record (private)' })
  await page.getByTestId('probe-card-system').selectOption('hoth')
  await page.getByTestId('probe-card-add').dblclick()
  await expect(page.getByTestId('probe-cards-seen')).toHaveText('Hoth')
  await expect(records).toHaveCount(1)
  await page.getByTestId('probe-visit-system').selectOption('yavin')
  await page.getByTestId('probe-visit-add').focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('probe-visited')).toHaveText('Yavin')
  await expect(records).toHaveCount(2)
  await expect(probe.getByRole('alert')).toHaveCount(0)
  // Sent with nothing chosen on purpose, it still asks.
  await page.getByTestId('probe-card-system').selectOption('dagobah')
  await page.getByTestId('probe-card-system').selectOption('')
  await page.getByTestId('probe-card-add').click()
  await expect(probe.getByRole('alert')).toHaveText('Choose the system on the probe card.')
  expect(errors).toEqual([])
})
