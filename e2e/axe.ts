import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
export const AXE_PATH = require.resolve('axe-core/axe.min.js');

let axeSource: string | undefined;

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** One readable block per violation: rule id, impact, what it asks for, and every element hit. */
export function formatViolations(violations: AxeViolation[]) {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .map((node) => {
          const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim();
          return `    - ${JSON.stringify(node.target)}${summary ? `: ${summary}` : ''}`;
        })
        .join('\n');
      return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets}`;
    })
    .join('\n');
}

/**
 * Lets the page come to rest before axe measures it: a list fading back in after a filter
 * (aria-busy, then an opacity transition) would otherwise be judged on its half-faded colours.
 */
async function settle(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    const finished = Promise.allSettled(running.map((animation) => animation.finished));
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/**
 * Runs axe-core in the page and throws listing every violation. The script goes in through
 * DevTools (page.evaluate) rather than page.addScriptTag: the app's CSP rightly refuses an
 * inline <script> without its nonce, and we keep the CSP on so the tests see what users get.
 */
export async function expectNoAxeViolations(
  page: Page,
  label = page.url(),
  options: { scriptsDisabled?: boolean } = {},
) {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) {
    axeSource ??= fs.readFileSync(AXE_PATH, 'utf8');
    await page.evaluate(axeSource);
  }
  if (options.scriptsDisabled) {
    // With page scripts off, timers never fire but promises still settle: axe only defers work
    // with setTimeout, so run those callbacks as microtasks. No page script exists to notice.
    await page.evaluate(() => {
      window.setTimeout = ((callback: () => void) => {
        void Promise.resolve().then(callback);
        return 0;
      }) as unknown as typeof window.setTimeout;
    });
  }
  // With page scripts off nothing moves, and timers would never fire.
  if (!options.scriptsDisabled) await settle(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  if (violations.length > 0) {
    throw new Error(
      `axe found ${violations.length} accessibility violation(s) on ${label}:\n${formatViolations(violations)}`,
    );
  }
}
