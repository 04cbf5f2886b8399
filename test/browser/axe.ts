/** axe-core run inside a page: the accessibility violations of serious or critical impact. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe's source, evaluated in the page by the browser's debugging protocol, which the page's Content-Security-Policy does not govern (a script tag it would refuse). */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> } }).axe;
    // No preloaded CSSOM: axe would copy each shadow root's style sheet into a style element of its
    // own, which the page's policy refuses (a refusal of axe's, not the page's); no rule it runs here reads it.
    return (await axe.run(document, { preload: false })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
