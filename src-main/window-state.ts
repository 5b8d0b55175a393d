// The main window's size, position and maximised flag, remembered between runs in userData.
// Reading is forgiving: a missing, corrupt or implausible file gives the defaults, never an error.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export interface WindowState {
  width: number
  height: number
  /** Absent when the window should be centred. */
  x?: number
  y?: number
  isMaximized: boolean
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 800, isMaximized: false }
export const MIN_WIDTH = 800
export const MIN_HEIGHT = 560
const MAX_SIDE = 100_000

/** How much of the title bar must stay on a display for the window to count as reachable. */
const VISIBLE_MARGIN = { width: 120, height: 40 }

function isInt(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

export function parseWindowState(text: string): WindowState {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ...DEFAULT_WINDOW_STATE }
  }
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_WINDOW_STATE }
  const r = raw as Record<string, unknown>
  const state: WindowState = {
    width: isInt(r['width'], MIN_WIDTH, MAX_SIDE) ? r['width'] : DEFAULT_WINDOW_STATE.width,
    height: isInt(r['height'], MIN_HEIGHT, MAX_SIDE) ? r['height'] : DEFAULT_WINDOW_STATE.height,
    isMaximized: r['isMaximized'] === true,
  }
  if (isInt(r['x'], -MAX_SIDE, MAX_SIDE) && isInt(r['y'], -MAX_SIDE, MAX_SIDE)) {
    state.x = r['x']
    state.y = r['y']
  }
  return state
}

/** Drops the position when the window's top strip would sit on no display (a monitor was unplugged). */
export function keepOnDisplays(state: WindowState, workAreas: readonly Rect[]): WindowState {
  if (state.x === undefined || state.y === undefined) return state
  const { x, y, width } = state
  const visible = workAreas.some((area) => {
    const overlapX = Math.min(x + width, area.x + area.width) - Math.max(x, area.x)
    const overlapY = Math.min(y + VISIBLE_MARGIN.height, area.y + area.height) - Math.max(y, area.y)
    return overlapX >= VISIBLE_MARGIN.width && overlapY >= VISIBLE_MARGIN.height
  })
  if (visible) return state
  return { width: state.width, height: state.height, isMaximized: state.isMaximized }
}

export function loadWindowState(file: string): WindowState {
  try {
    return parseWindowState(readFileSync(file, 'utf8'))
  } catch {
    return { ...DEFAULT_WINDOW_STATE }
  }
}

/**
 * Synchronous on purpose: it runs from the window's `close` event, when the process may exit before
 * a promise settles. The file is tiny. Failures are swallowed: losing the window size is harmless.
 */
export function saveWindowState(file: string, state: WindowState): boolean {
  try {
    mkdirSync(dirname(file), { recursive: true })
    const temp = `${file}.tmp`
    writeFileSync(temp, JSON.stringify(state))
    renameSync(temp, file)
    return true
  } catch {
    return false
  }
}
