import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading3, Heading4, Italic, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { isAllowedLink, RICH_TEXT_LINK_REL } from '#domain/rich-text/allow-list.js';
import { cn } from '#web/lib/cn.js';
import { LinkTool } from './link-tool.js';

// Only what the storefront renders (#domain/rich-text/allow-list): anything else would be dropped by the
// server's sanitiser on save, so the editor never offers it. Links keep only their href; the server adds rel.
const extensions = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: false,
      isAllowedUri: (url) => isAllowedLink(url),
      HTMLAttributes: { target: null, rel: RICH_TEXT_LINK_REL },
    },
  }),
];

interface Tool {
  label: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  {
    label: 'Heading',
    icon: Heading3,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Subheading',
    icon: Heading4,
    isActive: (e) => e.isActive('heading', { level: 4 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 4 }).run(),
  },
  { label: 'Bold', icon: Bold, isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  {
    label: 'Italic',
    icon: Italic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Bulleted list',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/** The Tiptap editor with a small toolbar; its own chunk, loaded when an editor first shows. */
export default function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'min-h-28 px-3 py-2 focus:outline-none [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur,
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? TOOLS.map((tool) => tool.isActive(e)) : TOOLS.map(() => false)),
  });

  return (
    <div className={cn('rounded-lg border border-ink/20 bg-white', invalid && 'border-coral-dark')}>
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 border-b border-ink/10 p-1">
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            title={tool.label}
            aria-label={tool.label}
            aria-pressed={active[index] ?? false}
            onClick={() => tool.run(editor)}
            className="rounded-md p-1.5 text-ink/75 hover:bg-sand aria-pressed:bg-ink aria-pressed:text-white"
          >
            <tool.icon aria-hidden="true" className="size-4" />
          </button>
        ))}
      </div>
      <LinkTool editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
