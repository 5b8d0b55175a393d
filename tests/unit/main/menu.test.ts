import { describe, it, expect, vi } from 'vitest'
import type { MenuItemConstructorOptions } from 'electron'

const electron = vi.hoisted(() => ({
  setApplicationMenu: vi.fn(),
  buildFromTemplate: vi.fn((template: unknown) => ({ template })),
}))
vi.mock('electron', () => ({
  Menu: { setApplicationMenu: electron.setApplicationMenu, buildFromTemplate: electron.buildFromTemplate },
}))

const { buildMenuTemplate, installMenu } = await import('../../../src-main/menu')
const { setMainLocale } = await import('../../../src-main/main-words')

function fileItems(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  const file = template.find((m) => m.label === 'File')
  return (file?.submenu ?? []) as MenuItemConstructorOptions[]
}

function click(item: MenuItemConstructorOptions | undefined): void {
  ;(item?.click as (() => void) | undefined)?.()
}

describe('application menu', () => {
  it('has Export, Import and Show backups folder in File, wired to their actions', () => {
    const actions = { sendMenuCommand: vi.fn(), showBackupsFolder: vi.fn() }
    const items = fileItems(buildMenuTemplate(false, actions))
    const labelled = items.filter((i) => i.label !== undefined)
    expect(labelled.map((i) => [i.label, i.accelerator])).toEqual([
      ['Export game…', 'CmdOrCtrl+E'],
      ['Import game…', 'CmdOrCtrl+O'],
      ['Show backups folder', undefined],
    ])
    click(labelled[0])
    click(labelled[1])
    expect(actions.sendMenuCommand.mock.calls).toEqual([['export-game'], ['import-game']])
    expect(actions.showBackupsFolder).not.toHaveBeenCalled()
    click(labelled[2])
    expect(actions.showBackupsFolder).toHaveBeenCalledTimes(1)
    expect(items.at(-1)).toEqual({ role: 'quit' })
  })

  it('uses the standard menus, with the app menu first on macOS', () => {
    const actions = { sendMenuCommand: vi.fn(), showBackupsFolder: vi.fn() }
    const roles = (isMac: boolean) => buildMenuTemplate(isMac, actions).map((m) => m.role ?? m.label)
    expect(roles(true)).toEqual(['appMenu', 'File', 'editMenu', 'View', 'windowMenu', 'help'])
    expect(roles(false)).toEqual(['File', 'editMenu', 'View', 'windowMenu', 'help'])
    expect(fileItems(buildMenuTemplate(true, actions)).at(-1)).toEqual({ role: 'close' })
  })

  it('offers DevTools only in development', () => {
    const actions = { sendMenuCommand: vi.fn(), showBackupsFolder: vi.fn() }
    const viewRoles = (development: boolean) => {
      const view = buildMenuTemplate(false, actions, development).find((m) => m.label === 'View')
      return (view?.submenu as MenuItemConstructorOptions[]).map((i) => i.role ?? i.type)
    }
    expect(viewRoles(false)).toEqual([
      'reload',
      'forceReload',
      'separator',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'separator',
      'togglefullscreen',
    ])
    expect(viewRoles(true)).toEqual([
      'reload',
      'forceReload',
      'toggleDevTools',
      'separator',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'separator',
      'togglefullscreen',
    ])
    // The default argument is the packaged case.
    expect(JSON.stringify(buildMenuTemplate(true, actions))).not.toContain('DevTools')
  })

  it('installs the menu as the application menu', () => {
    installMenu(false, { sendMenuCommand: vi.fn(), showBackupsFolder: vi.fn() })
    expect(electron.buildFromTemplate).toHaveBeenCalledTimes(1)
    expect(electron.setApplicationMenu).toHaveBeenCalledExactlyOnceWith(
      electron.buildFromTemplate.mock.results[0]?.value,
    )
  })
})

describe('menu language', () => {
  it('is German after the renderer chose German, and English again after English', () => {
    const actions = { sendMenuCommand: vi.fn(), showBackupsFolder: vi.fn() }
    setMainLocale('de')
    const de = buildMenuTemplate(false, actions)
    expect(de.map((m) => m.label).filter(Boolean)).toEqual(['Datei', 'Ansicht'])
    const file = (de.find((m) => m.label === 'Datei')?.submenu ?? []) as MenuItemConstructorOptions[]
    expect(file.map((i) => i.label).filter(Boolean)).toEqual([
      'Spiel exportieren…',
      'Spiel importieren…',
      'Sicherungsordner öffnen',
    ])
    setMainLocale('en')
    expect(
      buildMenuTemplate(false, actions)
        .map((m) => m.label)
        .filter(Boolean),
    ).toEqual(['File', 'View'])
  })
})
