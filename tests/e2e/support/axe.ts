import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 adds no level-A rule to axe).
const TAGS = ['wcag2a', 'wcag21a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Fails with a readable list (rule, impact, elements) when axe-core finds any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    elements: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, `axe-core violations on ${page.url()}`).toEqual([]);
}
