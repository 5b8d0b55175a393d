import { expect, test } from '@playwright/test'
import { countWrites, doubleClickAfterWrite } from './support'
import { startedOnSpace } from './angriff-support'

// A double click on a table option switched it on and off again (two log entries, the option as it
// was). A double click is one press; Space and a later click still switch it.
test('a double-clicked table option switches once; Space and a later click still switch it', async ({ page }) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  const committed = await countWrites(page)
  const aid = page.getByTestId('ar-memory-aid')
  await doubleClickAfterWrite(page, aid, committed)
  await expect(aid).toBeChecked()
  const spends = page.getByTestId('ar-lost-fight-spends')
  await doubleClickAfterWrite(page, spends, committed, 2)
  await expect(spends).toBeChecked()
  await expect.poll(committed).toBe(2)
  await aid.focus()
  await page.keyboard.press('Space')
  await expect(aid).not.toBeChecked()
  await expect.poll(committed).toBe(3)
  await spends.click()
  await expect(spends).not.toBeChecked()
  await expect.poll(committed).toBe(4)
  // What is logged: both off again after a reload.
  await page.reload()
  await expect(page.getByTestId('ar-memory-aid')).not.toBeChecked()
  await expect(page.getByTestId('ar-lost-fight-spends')).not.toBeChecked()
})
