import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BackupNotice } from '../../../src-shared/ipc'
import { nodeFileSystem, type FileSystem } from '../../../src-main/atomic-file'
import { BackupStore } from '../../../src-main/backups'

const T0 = Date.parse('2026-11-30T10:00:00.000Z')
let dir = ''

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'holotable-backups-'))
})
afterEach(() => {
  vi.useRealTimers()
  rmSync(dir, { recursive: true, force: true })
})

function files(gameId: string): string[] {
  try {
    return readdirSync(join(dir, gameId)).sort()
  } catch {
    return []
  }
}
const content = (gameId: string, name: string) => readFileSync(join(dir, gameId, name), 'utf8')

/** A clock the test moves by hand, so each save lands outside the previous one's 2 s window. */
function manualClock() {
  let t = T0
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('BackupStore writes', () => {
  it('writes a backup named by its time, and lists and reads it back', async () => {
    const clock = manualClock()
    const store = new BackupStore({ dir, now: clock.now })
    store.queue('game-1', '{"v":1}')
    await store.flushAll()
    expect(files('game-1')).toEqual(['2026-11-30T10-00-00-000Z.json'])
    expect(await store.list('game-1')).toEqual([
      { gameId: 'game-1', file: 'game-1/2026-11-30T10-00-00-000Z.json', savedAt: '2026-11-30T10:00:00.000Z', bytes: 7 },
    ])
    expect(await store.read('game-1/2026-11-30T10-00-00-000Z.json')).toBe('{"v":1}')
  })

  it('keeps the newest 5 of 7 versions', async () => {
    const clock = manualClock()
    const store = new BackupStore({ dir, now: clock.now })
    for (let v = 1; v <= 7; v++) {
      store.queue('rebellion', `{"v":${v}}`)
      await store.whenIdle()
      clock.advance(2000)
    }
    const names = files('rebellion')
    expect(names).toEqual([
      '2026-11-30T10-00-04-000Z.json',
      '2026-11-30T10-00-06-000Z.json',
      '2026-11-30T10-00-08-000Z.json',
      '2026-11-30T10-00-10-000Z.json',
      '2026-11-30T10-00-12-000Z.json',
    ])
    expect(content('rebellion', '2026-11-30T10-00-12-000Z.json')).toBe('{"v":7}')
    expect(content('rebellion', '2026-11-30T10-00-04-000Z.json')).toBe('{"v":3}')
    const listed = await store.list()
    expect(listed.map((e) => e.savedAt)).toEqual([
      '2026-11-30T10:00:12.000Z',
      '2026-11-30T10:00:10.000Z',
      '2026-11-30T10:00:08.000Z',
      '2026-11-30T10:00:06.000Z',
      '2026-11-30T10:00:04.000Z',
    ])
  })

  it('a failure between temp write and rename leaves the previous backup intact and reports a notice', async () => {
    const clock = manualClock()
    let renameFails = false
    const fs: FileSystem = {
      ...nodeFileSystem,
      rename: (from, to) =>
        renameFails
          ? Promise.reject(Object.assign(new Error('no space left'), { code: 'ENOSPC' }))
          : nodeFileSystem.rename(from, to),
    }
    const notices: BackupNotice[] = []
    const store = new BackupStore({ dir, now: clock.now, fs, onNotice: (n) => notices.push(n) })
    store.queue('game-1', '{"v":1}')
    await store.whenIdle()
    clock.advance(2000)
    renameFails = true
    expect(() => store.queue('game-1', '{"v":2}')).not.toThrow()
    await expect(store.flushAll()).resolves.toBeUndefined()

    expect(files('game-1')).toEqual(['2026-11-30T10-00-00-000Z.json']) // no temp file left behind either
    expect(content('game-1', '2026-11-30T10-00-00-000Z.json')).toBe('{"v":1}')
    expect(notices).toEqual([
      {
        gameId: 'game-1',
        message:
          'The automatic backup of this game could not be saved (the disk is full). Your game is still saved in the app.',
      },
    ])
  })

  it('gives a notice and carries on when the backups folder cannot be created', async () => {
    const notices: BackupNotice[] = []
    const denied = () => Promise.reject(Object.assign(new Error('x'), { code: 'EACCES' }))
    const fs: FileSystem = { ...nodeFileSystem, mkdir: denied as FileSystem['mkdir'] }
    const store = new BackupStore({ dir, fs, onNotice: (n) => notices.push(n) })
    store.queue('g', '{}')
    await store.flushAll()
    expect(notices).toHaveLength(1)
    expect(notices[0]?.message).toContain('permission was denied')
  })

  it('keeps games apart', async () => {
    const store = new BackupStore({ dir, now: () => T0 })
    store.queue('a', 'A')
    store.queue('b', 'B')
    await store.flushAll()
    expect(files('a')).toEqual(['2026-11-30T10-00-00-000Z.json'])
    expect(files('b')).toEqual(['2026-11-30T10-00-00-000Z.json'])
    expect((await store.list()).map((e) => e.file)).toEqual([
      'a/2026-11-30T10-00-00-000Z.json',
      'b/2026-11-30T10-00-00-000Z.json',
    ])
    expect(await store.list('missing')).toEqual([])
  })
})

describe('BackupStore debounce', () => {
  it('writes at once, then coalesces saves within 2 s into one trailing write of the latest', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const store = new BackupStore({ dir })
    store.queue('g', 'v1')
    await store.whenIdle()
    vi.advanceTimersByTime(500)
    store.queue('g', 'v2')
    vi.advanceTimersByTime(500)
    store.queue('g', 'v3')
    await store.whenIdle()
    expect(files('g')).toEqual(['2026-11-30T10-00-00-000Z.json'])

    vi.advanceTimersByTime(999) // 1.999 s after the first write
    await store.whenIdle()
    expect(files('g')).toHaveLength(1)

    vi.advanceTimersByTime(1)
    await store.whenIdle()
    expect(files('g')).toEqual(['2026-11-30T10-00-00-000Z.json', '2026-11-30T10-00-02-000Z.json'])
    expect(content('g', '2026-11-30T10-00-02-000Z.json')).toBe('v3')
  })

  it('flushAll writes the pending save at once and cancels its timer', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const store = new BackupStore({ dir })
    store.queue('g', 'v1')
    vi.advanceTimersByTime(300)
    store.queue('g', 'v2')
    await store.flushAll()
    expect(files('g')).toEqual(['2026-11-30T10-00-00-000Z.json', '2026-11-30T10-00-00-300Z.json'])
    expect(content('g', '2026-11-30T10-00-00-300Z.json')).toBe('v2')

    vi.advanceTimersByTime(5000)
    await store.whenIdle()
    expect(files('g')).toHaveLength(2)
  })

  it('never gives two writes in the same millisecond the same name', async () => {
    const store = new BackupStore({ dir, now: () => T0 })
    store.queue('g', 'first')
    store.queue('g', 'second')
    await store.flushAll()
    expect(files('g')).toEqual(['2026-11-30T10-00-00-000Z.json', '2026-11-30T10-00-00-001Z.json'])
    expect(content('g', '2026-11-30T10-00-00-001Z.json')).toBe('second')
  })
})

describe('BackupStore reads', () => {
  it('refuses names that are not <gameId>/<stamp>.json', async () => {
    const store = new BackupStore({ dir })
    for (const file of [
      '../../etc/passwd',
      'g/../../secret.json',
      '/etc/passwd',
      'g\\2026-11-30T10-00-00-000Z.json',
      'g/2026-11-30T10-00-00-000Z.json/..',
      'g/%2e%2e.json',
      '',
    ]) {
      await expect(store.read(file)).rejects.toThrow('Not a backup file name.')
    }
  })

  it('refuses an invalid game id when queueing', () => {
    const store = new BackupStore({ dir })
    expect(() => store.queue('../x', '{}')).toThrow('Not a game id: ../x')
  })
})

describe('BackupStore faults (issue #11)', () => {
  it('keeps the newest backup when the clock is set back: rotation follows the write order, not the clock', async () => {
    const clock = manualClock()
    const first = new BackupStore({ dir, now: clock.now, keep: 2 })
    for (let v = 1; v <= 2; v++) {
      first.queue('game-1', `{"v":${v}}`)
      await first.whenIdle()
      clock.advance(2000)
    }
    // The app restarts after the computer's clock was set back an hour.
    clock.advance(-3_600_000)
    const second = new BackupStore({ dir, now: clock.now, keep: 2 })
    second.queue('game-1', '{"v":3}')
    await second.whenIdle()
    const names = files('game-1')
    expect(names).toHaveLength(2)
    expect(names.map((n) => content('game-1', n))).toEqual(['{"v":2}', '{"v":3}'])
    const [newest] = await second.list('game-1')
    expect(await second.read(newest!.file)).toBe('{"v":3}')
  })

  it('removes temp files a crash left behind, at start, and nothing else', async () => {
    const store = new BackupStore({ dir, now: manualClock().now })
    store.queue('game-1', '{"v":1}')
    await store.flushAll()
    const { writeFileSync } = await import('node:fs')
    writeFileSync(join(dir, 'game-1', '.2026-11-30T09-00-00-000Z.json.123.4.tmp'), '{"v":')
    writeFileSync(join(dir, 'game-1', 'notes.txt'), 'mine')
    expect(await store.removeOrphanedTempFiles()).toBe(1)
    expect(files('game-1')).toEqual(['2026-11-30T10-00-00-000Z.json', 'notes.txt'])
  })

  it('a rotation failure after a good write is not reported as an unsaved backup', async () => {
    const clock = manualClock()
    const notices: BackupNotice[] = []
    const fs: FileSystem = {
      ...nodeFileSystem,
      unlink: (async (path: string) => {
        if (String(path).endsWith('.json')) throw Object.assign(new Error('busy'), { code: 'EBUSY' })
        return nodeFileSystem.unlink(path)
      }) as FileSystem['unlink'],
    }
    const store = new BackupStore({ dir, now: clock.now, fs, keep: 1, onNotice: (n) => notices.push(n) })
    for (let v = 1; v <= 2; v++) {
      store.queue('game-1', `{"v":${v}}`)
      await store.whenIdle()
      clock.advance(2000)
    }
    expect(files('game-1')).toHaveLength(2)
    expect(notices).toEqual([
      {
        gameId: 'game-1',
        message:
          'The automatic backup of this game was saved, but older backups could not be removed (busy). They take some disk space; nothing is lost.',
      },
    ])
  })
})
