import { ActionIcon, Group, Paper } from "@mantine/core";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";

// The Content area's visual editor: Tiptap's starter kit (headings, lists, bold, italic,
// underline, strike, links, quotes, rules) under a small toolbar of Mantine buttons. (Mantine's
// own @mantine/tiptap pins an older @mantine/core.) Loaded only when an editor opens (React.lazy
// in pages/content.tsx). What it writes is a subset of the CMS HTML policy; the platform
// sanitises whatever arrives anyway.

export interface RichTextEditorProps {
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  label: string;
}

type Editor = NonNullable<ReturnType<typeof useEditor>>;

const TOOLS: { label: string; text: string; active?: (editor: Editor) => boolean; run: (editor: Editor) => void }[] = [
  { label: "Bold", text: "B", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  {
    label: "Italic",
    text: "I",
    active: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: "Underline",
    text: "U",
    active: (e) => e.isActive("underline"),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: "Heading 2",
    text: "H2",
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Heading 3",
    text: "H3",
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: "Bullet list",
    text: "•",
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    text: "1.",
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "Quote",
    text: "❝",
    active: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { label: "Link", text: "url", active: (e) => e.isActive("link"), run: toggleLink },
  { label: "Undo", text: "↶", run: (e) => e.chain().focus().undo().run() },
  { label: "Redo", text: "↷", run: (e) => e.chain().focus().redo().run() },
];

function toggleLink(editor: Editor): void {
  if (editor.isActive("link")) {
    editor.chain().focus().unsetLink().run();
    return;
  }
  const href = window.prompt("Link address (https://…)");
  if (href) editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
}

export default function CmsRichTextEditor({ value, onChange, label }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true", class: "rich-text-content" },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => (current && tool.active ? tool.active(current) : false)),
  });

  // A value from outside (another locale, the stored text after a save) replaces the document.
  // Not on an editor being replaced: a destroyed one has no schema, and reading it crashed the page.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Paper withBorder radius="md">
      <Group gap={4} p={6} role="toolbar" aria-label={`${label}: formatting`} className="rich-text-toolbar">
        {TOOLS.map((tool, index) => (
          <ActionIcon
            key={tool.label}
            variant={active?.[index] ? "filled" : "default"}
            size="md"
            aria-label={tool.label}
            aria-pressed={tool.active ? (active?.[index] ?? false) : undefined}
            onClick={() => editor && tool.run(editor)}
          >
            <span aria-hidden="true">{tool.text}</span>
          </ActionIcon>
        ))}
      </Group>
      <EditorContent editor={editor} />
    </Paper>
  );
}
