import { expect, test } from '@playwright/test'
import { createGame, writesSettled } from './support'

test('a note emptied while editing says why Save is off and what to do, and the note stays as saved', async ({
  page,
}) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Snack night', players: ['Ana', 'Bo'] })
  await page.getByTestId('note-input').fill('Bo owes a round of snacks')
  await page.getByTestId('add-note').click()
  await writesSettled(page)
  await page.getByTestId('note-edit').click()
  const box = page.getByTestId('note-edit-input')
  const why = page.getByTestId('note-edit-empty')
  await expect(why).toHaveCount(0)
  await box.fill('   ')
  await expect(page.getByTestId('note-save')).toBeDisabled()
  await expect(why).toHaveText('A note cannot be empty. Type the note, or press Cancel and then Delete to remove it.')
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await box.fill('Bo owes two rounds')
  await expect(why).toHaveCount(0)
  await box.fill('')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('note').locator('p')).toHaveText(['Bo owes a round of snacks'])

  // In German too.
  await page.goto('./#/settings')
  await page.getByTestId('language-de').click()
  await page.goBack()
  await page.getByTestId('note-edit').click()
  await page.getByTestId('note-edit-input').fill('')
  await expect(why).toHaveText(
    'Eine Notiz kann nicht leer sein. Schreibe die Notiz, oder drücke Abbrechen und dann Löschen, um sie zu entfernen.',
  )
})
