import { describe, it, expect, afterEach } from 'vitest'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEFAULT_WINDOW_STATE,
  keepOnDisplays,
  loadWindowState,
  parseWindowState,
  saveWindowState,
} from '../../../src-main/window-state'

const dirs: string[] = []
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'holotable-window-'))
  dirs.push(dir)
  return join(dir, 'nested', 'window-state.json')
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('window state', () => {
  it('round-trips size, position and maximised flag through the file', () => {
    const file = tempFile()
    expect(saveWindowState(file, { width: 1440, height: 900, x: 40, y: 60, isMaximized: true })).toBe(true)
    expect(existsSync(`${file}.tmp`)).toBe(false)
    expect(loadWindowState(file)).toEqual({ width: 1440, height: 900, x: 40, y: 60, isMaximized: true })
  })

  it('gives the defaults for a missing file', () => {
    expect(loadWindowState(tempFile())).toEqual({ width: 1280, height: 800, isMaximized: false })
  })

  it('gives the defaults for a corrupt file', () => {
    const file = tempFile()
    saveWindowState(file, DEFAULT_WINDOW_STATE)
    writeFileSync(file, '{"width": 1440, "hei')
    expect(loadWindowState(file)).toEqual({ width: 1280, height: 800, isMaximized: false })
  })

  it('replaces implausible fields one by one and drops a half position', () => {
    expect(parseWindowState('{"width": 10, "height": 700, "x": 5, "isMaximized": "yes"}')).toEqual({
      width: 1280,
      height: 700,
      isMaximized: false,
    })
    expect(parseWindowState('null')).toEqual({ width: 1280, height: 800, isMaximized: false })
    expect(parseWindowState('{"width": 1000.5, "height": 900}')).toEqual({
      width: 1280,
      height: 900,
      isMaximized: false,
    })
  })

  it('keeps a position that is on a display', () => {
    const state = { width: 1000, height: 700, x: 100, y: 50, isMaximized: false }
    expect(keepOnDisplays(state, [{ x: 0, y: 0, width: 1920, height: 1080 }])).toEqual(state)
  })

  it('keeps a window on a second monitor to the left', () => {
    const state = { width: 1000, height: 700, x: -1500, y: 100, isMaximized: false }
    const displays = [
      { x: 0, y: 0, width: 1920, height: 1080 },
      { x: -1920, y: 0, width: 1920, height: 1080 },
    ]
    expect(keepOnDisplays(state, displays)).toEqual(state)
  })

  it('centres a window whose monitor was unplugged', () => {
    const state = { width: 1000, height: 700, x: 2500, y: 100, isMaximized: true }
    expect(keepOnDisplays(state, [{ x: 0, y: 0, width: 1920, height: 1080 }])).toEqual({
      width: 1000,
      height: 700,
      isMaximized: true,
    })
  })

  it('centres a window whose title bar is above the screen', () => {
    const state = { width: 1000, height: 700, x: 100, y: -600, isMaximized: false }
    expect(keepOnDisplays(state, [{ x: 0, y: 0, width: 1920, height: 1080 }]).x).toBeUndefined()
  })
})
