// Renders build/icon.svg to build/icon.png (1024×1024, transparent corners) for electron-builder,
// which makes the .icns (macOS) and .ico (Windows) from that PNG. Run after changing the SVG:
//   node scripts/render-icon.mjs
import { chromium } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const size = 1024
const svg = readFileSync(resolve(root, 'build/icon.svg'), 'utf8')
const executablePath =
  process.env.HOLOTABLE_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] })
try {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  )
  await page.screenshot({ path: resolve(root, 'build/icon.png'), omitBackground: true })
} finally {
  await browser.close()
}
console.log('build/icon.png written')
