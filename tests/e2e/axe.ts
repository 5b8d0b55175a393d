import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * The serious and critical WCAG 2 A/AA violations on the page (or inside `selector`), each as
 * "rule: help (where)", so a failing `toEqual([])` says what and where.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa'])
  const results = await (selector ? builder.include(selector) : builder).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    )
}
