// The packaging config (build/electron-builder.json): what is shipped, for which platforms, and the
// Electron fuses that lock down a packaged app. Checked against electron-builder's own schema too.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const require = createRequire(import.meta.url)
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(resolve(root, file), 'utf8')) as Record<string, unknown>
const config = readJson('build/electron-builder.json') as Record<string, unknown> & {
  electronFuses: Record<string, boolean>
  directories: Record<string, string>
  linux: { target: string[]; icon: string }
  mac: { target: string[]; icon: string }
  win: { target: string[]; icon: string }
}
const pkg = readJson('package.json') as {
  productName: string
  main: string
  scripts: Record<string, string>
  devDependencies: Record<string, string>
}

describe('electron-builder config', () => {
  it('names the app and ships only the build output and package.json, in an asar', () => {
    expect(config['appId']).toBe('app.holotable')
    expect(config['productName']).toBe(pkg.productName)
    // The renderer's libraries are bundled into out/ by Vite; without the exclusion electron-builder
    // would add every production dependency's node_modules folder to the asar as well.
    expect(config['files']).toEqual(['out/**', 'package.json', '!**/node_modules/**'])
    expect(pkg.main.startsWith('out/')).toBe(true)
    expect(config['asar']).toBe(true)
    expect(config.directories).toEqual({ buildResources: 'build', output: 'release' })
  })

  it('builds AppImage and deb for Linux, dmg for macOS, nsis for Windows, with the app icon', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb'])
    expect(config.mac.target).toEqual(['dmg'])
    expect(config.win.target).toEqual(['nsis'])
    for (const platform of [config.linux, config.mac, config.win]) expect(platform.icon).toBe('build/icon.png')
    // electron-builder makes .icns and .ico from a PNG of at least 512 px (1024 for a sharp Retina icon).
    const png = readFileSync(resolve(root, 'build/icon.png'))
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024])
  })

  it('sets the Electron fuses that lock down the packaged app', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    })
  })

  it("passes electron-builder's own schema validation (and that validation does reject a misspelt option)", async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration: (config: unknown, logger: unknown) => Promise<void>
    }
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown }
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined()
    const misspelt = { ...config, electronFuses: { ...config.electronFuses, runAsnode: false } }
    await expect(validateConfiguration(misspelt, new DebugLogger(false))).rejects.toThrow(
      /Invalid configuration object/,
    )
  })

  it('`npm run dist` builds and packages with this config; electron-builder is pinned exactly', () => {
    expect(pkg.scripts['dist']).toBe(
      'node scripts/ensure-node.mjs && npm run build && electron-builder --config build/electron-builder.json',
    )
    expect(pkg.devDependencies['electron-builder']).toMatch(/^\d+\.\d+\.\d+$/)
  })
})

describe('package.json start scripts', () => {
  it('check Node.js, install Electron when missing, then build and run', () => {
    expect(pkg.scripts['start']).toBe(
      'node scripts/ensure-node.mjs && node scripts/ensure-electron.mjs && electron-vite build && electron-vite preview',
    )
    expect(pkg.scripts['dev']).toBe(
      'node scripts/ensure-node.mjs && node scripts/ensure-electron.mjs && electron-vite dev',
    )
    expect((readJson('package.json')['engines'] as Record<string, string>)['node']).toBe('>=22.12')
  })
})
