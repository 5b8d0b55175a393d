// @vitest-environment happy-dom
// Settings › Backups lists every game's backups, however many there are (issue #11: the newest 30
// files only were shown, so the backups of games not changed lately vanished from the list).
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import BackupsList from '../../../src-renderer/components/BackupsList.vue'
import { applyLocale, i18n } from '../../../src-renderer/i18n'
import '../../../src-renderer/i18n/screen-messages'
import type { BackupEntry, HolotableBridge } from '../../../src-shared/ipc'

describe('BackupsList', () => {
  it('shows the backups of every game, old games included', async () => {
    const entries: BackupEntry[] = []
    for (let g = 1; g <= 8; g++)
      for (let v = 0; v < 5; v++)
        entries.push({
          gameId: `game-${g}`,
          file: `game-${g}/2026-11-${String(10 + g).padStart(2, '0')}T10-00-0${v}-000Z.json`,
          savedAt: `2026-11-${String(10 + g).padStart(2, '0')}T10:00:0${v}.000Z`,
          bytes: 2048,
        })
    entries.reverse()
    const bridge = { listBackups: vi.fn(async () => ({ ok: true, value: entries })) } as unknown as HolotableBridge
    const pinia = createPinia()
    setActivePinia(pinia)
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/', component: { render: () => null } }],
    })
    const wrapper = mount(BackupsList, { props: { bridge }, global: { plugins: [pinia, router, i18n] } })
    await flushPromises()
    const files = wrapper.findAll('tbody tr td.mono').map((td) => td.text())
    expect(files).toHaveLength(40)
    expect(files).toContain('game-1/2026-11-11T10-00-00-000Z.json')
    // The size with one decimal, in the language's own way; the headings in German too.
    expect(wrapper.find('tbody tr td:nth-child(3)').text()).toBe('2.0 KB')
    await applyLocale('de')
    try {
      await flushPromises()
      expect(wrapper.findAll('thead th').map((th) => th.text())).toEqual(['Gespeichert', 'Datei', 'Größe', ''])
      expect(wrapper.find('tbody tr td:nth-child(3)').text()).toBe('2,0 KB')
      expect(wrapper.find('tbody button').text()).toBe('Wiederherstellen …')
    } finally {
      await applyLocale('en')
    }
    wrapper.unmount()
  })
})
