// @vitest-environment happy-dom
import type { CompPoints, StatusGroup } from "@croupier/contract";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SafeHtml } from "../cms/safe-html.ts";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { VipTeaser } from "./vip-teaser.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SNIPPET = "<p>Earn comp points as you play and climb six levels.</p>\n{{vip.points}}" as SafeHtml;

const level = (index: number, name: string, min: number, max: number | null): StatusGroup => ({
  id: `level_${index}`,
  name,
  status: true,
  writable: false,
  conditions: [{ persistent_comp_points: { type: "range", min, max, exclude_end: true } }],
  league: index < 2 ? "rookie" : "premier",
  cashback_percent: 0,
  withdrawal_limit_eur: 5000,
  benefits: [],
  level_up_points: 0,
});
const LEVELS = [level(0, "Begin", 0, 100), level(1, "Newbie", 100, 500), level(2, "Pro", 500, 1500)];
const POINTS: CompPoints = { chargeable: { points: 10 }, persistent: { points: 200 }, level: "level_1" };

describe("the VIP level card", () => {
  it("keeps the operator's text for a visitor, without the placeholders", async () => {
    stubApi({});
    renderPage(() => <VipTeaser html={SNIPPET} />);
    const text = await screen.findByText("Earn comp points as you play and climb six levels.");
    expect(text.parentElement?.textContent?.trim()).toBe("Earn comp points as you play and climb six levels.");
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("shows a signed-in player's real level and progress in its place", async () => {
    stubApi({
      "GET /api/info/statuses": () => Response.json(LEVELS),
      "GET /api/player/comp_points": () => Response.json(POINTS),
    });
    renderPage(() => <VipTeaser html={SNIPPET} />, {
      shell: { player: { id: 3, email: "p@example.com", currency: "EUR" } as never },
    });
    expect(await screen.findByRole("heading", { name: "Your level: Newbie" })).toBeTruthy();
    // (200 − 100) / (500 − 100) = 25 %, by the loyalty folder's maths.
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("25");
    expect(screen.getByText("300 CP to Pro")).toBeTruthy();
    expect(screen.queryByText("Earn comp points as you play and climb six levels.")).toBeNull();
  });
});
