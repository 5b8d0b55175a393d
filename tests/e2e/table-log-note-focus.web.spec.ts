import { expect, test } from '@playwright/test'
import { createGame, modKey, writesSettled } from './support'

test('notes by keyboard: Edit puts the focus in the edit box, Save and Escape give it back, Delete keeps it', async ({
  page,
}) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Keys only', players: ['Ana', 'Bo'] })
  const box = page.getByTestId('note-input')
  for (const text of ['Bo starts', 'Ana took lane 2']) {
    await box.fill(text)
    await box.press(`${modKey()}+Enter`)
    await writesSettled(page)
  }
  const newest = page.getByTestId('note').first()
  await expect(newest).toContainText('Ana took lane 2')

  await newest.getByTestId('note-edit').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('note-edit-input')).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type(' and 3')
  await page.keyboard.press(`${modKey()}+Enter`)
  await expect(newest).toContainText('Ana took lane 2 and 3')
  await expect(newest.getByTestId('note-edit')).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(page.getByTestId('note-edit-input')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(newest.getByTestId('note-edit')).toBeFocused()

  // Delete: the focus stays in the list, then goes to the new note's box once no note is left.
  await newest.getByTestId('note-delete').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('note')).toHaveCount(1)
  await expect(page.getByRole('group', { name: 'Notes, newest first' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('note-edit')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('note')).toHaveCount(0)
  await expect(box).toBeFocused()
})
