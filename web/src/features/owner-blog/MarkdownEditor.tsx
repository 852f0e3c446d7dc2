import MDEditor from '@uiw/react-md-editor/nohighlight';
import { useEffect, useRef } from 'react';
import rehypeSanitize from 'rehype-sanitize';
import '@uiw/react-md-editor/markdown-editor.css';

// The Markdown editor (@uiw/react-md-editor, without code highlighting), loaded only on the editor's route. Its own
// live preview goes through rehype-sanitize: raw HTML typed into the editor never runs in the owner's browser. The
// public page's rendering is the server's (the Preview button), which sanitises again with the blog's own rules.

export interface MarkdownEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The visible label's id (the editor's textarea is labelled by it). */
  labelledBy: string;
}

/**
 * The toolbar's icons are pictures (role="img") without a name inside buttons that have one (aria-label): they are
 * decoration, so hidden from assistive technology, also when the toolbar redraws them.
 */
function useDecorativeToolbarIcons() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const hide = () => {
      for (const svg of root.querySelectorAll('.w-md-editor-toolbar svg:not([aria-hidden])')) svg.setAttribute('aria-hidden', 'true');
    };
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return ref;
}

export default function MarkdownEditor({ id, value, onChange, labelledBy }: MarkdownEditorProps) {
  const ref = useDecorativeToolbarIcons();
  return (
    <div data-color-mode="light" ref={ref}>
      <MDEditor
        id={id}
        value={value}
        onChange={(v) => onChange(v ?? '')}
        preview="edit"
        height={420}
        visibleDragbar={false}
        textareaProps={{ 'aria-labelledby': labelledBy, placeholder: 'Write the post in Markdown…' }}
        previewOptions={{ rehypePlugins: [[rehypeSanitize]] }}
      />
    </div>
  );
}
