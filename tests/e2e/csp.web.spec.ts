import { expect, test } from '@playwright/test'
import { CONTENT_SECURITY_POLICY } from '../../src-shared/csp'

// The page gets the policy of src-shared/csp.ts as a header (scripts/serve-web.mjs sends what the
// build wrote beside index.html, as main does in the desktop app), has no meta tag of its own, and
// runs under it without a single violation — while the policy stops what it is there to stop.
test('the page is served under the one Content-Security-Policy, breaks none of it, and it holds', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  const response = await page.goto('./#/')
  expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
  await expect(page.getByTestId('new-game')).toBeEnabled()
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(0)
  await page.goto('./#/rules')
  await page.goto('./#/odds/rebellion')
  await expect(page.getByRole('heading', { name: 'Star Wars: Rebellion odds' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])

  // An inline script (what an injected one would be) does not run, and is reported as such.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.inlineScriptRan = true'
    document.head.append(script)
    await new Promise((r) => setTimeout(r, 50))
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true
  })
  expect(ran).toBe(false)
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([
    'script-src-elem inline',
  ])
})
