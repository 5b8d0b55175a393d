// Every import failure reaches the import dialog's message (issue #11): a storage error thrown by
// the database (quota, a closed database, a stack overflow) is said there, not lost in the console.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'

const importGame = vi.fn()
vi.mock('../../../src-renderer/db', () => ({ holotableRepository: () => ({ importGame }) }))

const { useTransfer } = await import('../../../src-renderer/stores/transfer')

describe('transfer store: importing', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    importGame.mockReset()
  })

  it('shows a storage failure in the import dialog and keeps the app usable', async () => {
    importGame.mockRejectedValueOnce(new Error('QuotaExceededError: the disk is full'))
    const transfer = useTransfer()
    expect(await transfer.importText('{}', 'ask')).toBeNull()
    expect(transfer.importError).toBe(
      'The game could not be imported: QuotaExceededError: the disk is full. Your library was not changed; try again, or restart Holotable.',
    )
  })

  it('shows a refused file’s reason as it is', async () => {
    importGame.mockResolvedValueOnce({ status: 'invalid', error: 'This file is not valid JSON.' })
    const transfer = useTransfer()
    expect(await transfer.importText('x', 'ask')).toBeNull()
    expect(transfer.importError).toBe('This file is not valid JSON.')
  })
})
