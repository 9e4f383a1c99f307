import { describe, expect, it } from "vitest";
import { fitsVisualEditor } from "./cms-html.ts";

describe("fitsVisualEditor", () => {
  it("takes text, headings, lists and links", () => {
    expect(fitsVisualEditor("")).toBe(true);
    expect(fitsVisualEditor("Plain text")).toBe(true);
    expect(
      fitsVisualEditor(
        '<h2>Title</h2><p>A <strong>b</strong> <a href="https://x.example" rel="noopener">c</a></p><ul><li>d</li></ul>',
      ),
    ).toBe(true);
  });

  it("leaves to HTML what it would drop: tables, images, layout, classes", () => {
    expect(fitsVisualEditor("<table><tr><td>1</td></tr></table>")).toBe(false);
    expect(fitsVisualEditor('<p><img src="https://x.example/a.png"></p>')).toBe(false);
    expect(fitsVisualEditor("<div><p>x</p></div>")).toBe(false);
    expect(fitsVisualEditor('<p class="lead">x</p>')).toBe(false);
  });
});
