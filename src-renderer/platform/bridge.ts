// The only door to the desktop shell. In a browser there is no bridge and every caller
// has a web fallback (download, file picker) or simply does without (backups).
import type { HolotableBridge } from '../../src-shared/ipc'

export function desktopBridge(): HolotableBridge | undefined {
  return typeof window !== 'undefined' ? window.holotable : undefined
}

export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
}

/** Browser fallback for export: save `text` as a download. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Browser fallback for import: a file picker; resolves null when the user cancels. */
export function pickTextFile(accept = '.json,application/json'): Promise<{ name: string; text: string } | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = accept
    input.style.display = 'none'
    input.dataset.testid = 'import-file-input'
    let settled = false
    input.addEventListener('change', async () => {
      settled = true
      const file = input.files?.[0]
      input.remove()
      resolve(file ? { name: file.name, text: await file.text() } : null)
    })
    input.addEventListener('cancel', () => {
      if (!settled) resolve(null)
      input.remove()
    })
    document.body.append(input)
    input.click()
  })
}
