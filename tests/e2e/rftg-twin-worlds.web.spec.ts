import { expect, test } from '@playwright/test'
import { press, takeoverTable, targets } from './rftg-support'

test.use({ viewport: { width: 1280, height: 800 } })

const outpost = { name: 'Rebel Outpost', defence: 5, rebel: true }

test('two copies of one world are two targets: resolving the takeover of one leaves the other declared', async ({
  page,
}) => {
  // Ana holds Imperium Seat and Improved Logistics (two Settle actions); Bo holds Rebel Outpost twice.
  await takeoverTable(page, {
    p1: [{ military: 1, imperiumCards: 1 }, ['imperiumSeat', 'improvedLogistics']],
    p2: [{ military: 1 }, [], [outpost, outpost]],
  })
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await expect(targets(page).nth(0)).toBeChecked()
  await press(page, 'd')
  await targets(page).nth(1).check()
  await press(page, 'd')
  const decl = page.getByTestId('declaration')
  await expect(decl).toHaveText([
    /^Ana → Rebel Outpost \(Bo\): fails \(1 against 6\)/,
    /^Ana → Rebel Outpost \(Bo\): fails \(1 against 6\)/,
  ])
  // The first is resolved: the second, on the other copy, still waits its turn (and after a reload).
  await press(page, 'n')
  const history = page.getByTestId('takeover-history').getByRole('listitem')
  const failed = 'Ana failed to take Rebel Outpost from Bo (Imperium Seat, 1 against 6)'
  await expect(history).toHaveText([failed])
  await expect(decl).toHaveText([/^Ana → Rebel Outpost \(Bo\): fails \(1 against 6\)/])
  await page.reload()
  await expect(decl).toHaveCount(1)
  await press(page, 'n')
  await expect(history).toHaveText([failed, failed])
  await expect(decl).toHaveCount(0)
})
