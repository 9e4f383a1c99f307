import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe (WCAG 2.2 A and AA rules) on the page as it is and fails on any serious or critical
 * violation, naming the rule and the elements.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} (${node.failureSummary ?? ""})`).join(", ")}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
