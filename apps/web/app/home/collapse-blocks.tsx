import type { CollapseBlock } from "../cms/cms-json.ts";
import { CmsHtml } from "../components/cms-html.tsx";

/** The operator's collapse blocks as native disclosure widgets (keyboard and screen-reader ready). */
export function CollapseBlocks({ blocks }: { blocks: CollapseBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <section className="accordion">
      {blocks.map((block) => (
        <details key={block.title} className="accordion__item">
          <summary className="accordion__summary">{block.title}</summary>
          <CmsHtml html={block.content} className="cms-content accordion__content" />
        </details>
      ))}
    </section>
  );
}
