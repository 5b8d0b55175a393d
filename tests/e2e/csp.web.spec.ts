import { expect, test } from '@playwright/test'
import { META_CONTENT_SECURITY_POLICY } from '../../src-shared/csp'

// The built index.html carries the policy of src-shared/csp.ts as its first <head> element, once,
// and the app runs under it without a single violation.
test('the built page has the one Content-Security-Policy and breaks none of it', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  await page.goto('./#/')
  await expect(page.getByTestId('new-game')).toBeEnabled()
  const metas = await page.evaluate(() =>
    [...document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')].map((m) => ({
      content: m.getAttribute('content'),
      first: m === document.head.firstElementChild,
    })),
  )
  expect(metas).toEqual([{ content: META_CONTENT_SECURITY_POLICY, first: true }])
  await page.goto('./#/rules')
  await page.goto('./#/odds/rebellion')
  await expect(page.getByRole('heading', { name: 'Star Wars: Rebellion odds' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
})
