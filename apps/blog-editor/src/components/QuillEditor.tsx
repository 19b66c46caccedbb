// Loaded lazily (React.lazy): Quill, its theme and highlight.js ship only with the editor.
import 'quill/dist/quill.snow.css';
import 'highlight.js/styles/github.css';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import Quill from 'quill';
import { useEffect, useRef, useState } from 'react';
import { type ArticlePicture, PictureDescriptions, picturesIn } from './PictureDescriptions.tsx';

for (const [name, language] of Object.entries({
  bash,
  css,
  javascript,
  json,
  python,
  typescript,
  xml,
}))
  hljs.registerLanguage(name, language);

/** An address like someone@example.com with no scheme becomes a mailto: link (docs/product-rules.md). */
const EMAIL_LIKE = /^[^\s@:/]+@[^\s@/]+\.[^\s@/]+$/;

const QuillLink = Quill.import('formats/link') as { sanitize(url: string): string } & (new (
  ...args: never[]
) => object);
class Link extends QuillLink {
  static override sanitize(url: string): string {
    return QuillLink.sanitize.call(
      Link,
      EMAIL_LIKE.test(url.trim()) ? `mailto:${url.trim()}` : url,
    );
  }
}
Quill.register('formats/link', Link, true);

/** The editor's toolbar, in order (docs/product-rules.md). */
const TOOLBAR = [
  [{ header: [1, 2, 3, false] }, { font: [] }, { size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike', 'code'],
  [{ script: 'sub' }, { script: 'super' }],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  ['link', 'image', 'video'],
  [{ color: [] }, { background: [] }, { align: [] }],
  ['clean'],
];

/** Quill's own Tab bindings, switched off (a falsy binding is skipped). */
const TAB_LEAVES = Object.fromEntries(
  ['tab', 'remove tab', 'indent', 'outdent', 'indent code-block', 'outdent code-block'].map(
    (name) => [name, false],
  ),
);

/** Names of the toolbar's pickers, as a screen reader announces them. */
const PICKER_NAMES: Record<string, string> = {
  'ql-header': 'Heading',
  'ql-font': 'Font',
  'ql-size': 'Text size',
  'ql-color': 'Text colour',
  'ql-background': 'Highlight colour',
  'ql-align': 'Alignment',
};

export interface QuillEditorProps {
  /** HTML the editor starts with; later changes of this prop are ignored (remount to reset). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Uploads an image and answers its URL; a rejection inserts nothing. */
  uploadImage: (file: File) => Promise<string>;
  labelledBy: string;
}

/**
 * Quill 2 in a ref/effect wrapper. Links are limited to http, https, mailto, tel and sms (others
 * become about:blank) and images to http, https and data (Quill's own rules); YouTube and Vimeo
 * links become embeds (the snow theme's rule); an e-mail-like link gets mailto: (ours, above).
 */
export default function QuillEditor({
  initialHtml,
  onChange,
  uploadImage,
  labelledBy,
}: QuillEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  const uploadRef = useRef(uploadImage);
  const quillRef = useRef<Quill | null>(null);
  const [pictures, setPictures] = useState<ArticlePicture[]>([]);
  onChangeRef.current = onChange;
  uploadRef.current = uploadImage;

  useEffect(() => {
    const host = hostRef.current!;
    const container = host.appendChild(document.createElement('div'));
    const quill = new Quill(container, {
      theme: 'snow',
      placeholder: 'Write your article…',
      modules: {
        toolbar: {
          container: TOOLBAR,
          handlers: { image: () => pickImage(quill, (file) => uploadRef.current(file)) },
        },
        history: { delay: 1000, maxStack: 100, userOnly: true },
        // Tab and Shift+Tab leave the editor, as in any other field (no keyboard trap, WCAG
        // 2.1.2); indenting stays on the toolbar's indent buttons.
        keyboard: { bindings: TAB_LEAVES },
        syntax: { hljs, interval: 1000 },
      },
    });
    quill.setContents(quill.clipboard.convert({ html: initialHtml }), 'silent');
    quill.history.clear();
    quill.root.setAttribute('aria-labelledby', labelledBy);
    quill.root.setAttribute('aria-multiline', 'true');
    quill.root.setAttribute('role', 'textbox');
    // Quill's pickers are role=button spans without a name: give each one.
    for (const [picker, name] of Object.entries(PICKER_NAMES))
      host.querySelector(`.ql-picker.${picker} .ql-picker-label`)?.setAttribute('aria-label', name);
    // getSemanticHTML (quill 2.0.3) writes every space as &nbsp;, which stops published text from wrapping.
    const html = () =>
      quill.getLength() > 1 ? quill.getSemanticHTML().replaceAll('&nbsp;', ' ') : '';
    quillRef.current = quill;
    setPictures(picturesIn(quill.getContents().ops));
    quill.on('text-change', () => {
      setPictures(picturesIn(quill.getContents().ops));
      onChangeRef.current(html());
    });
    // On a phone the toolbar keeps one row of common tools; this button shows the rest.
    const toolbar = host.querySelector('.ql-toolbar');
    if (toolbar) {
      const more = document.createElement('button');
      more.type = 'button';
      more.className = 'be-more';
      more.textContent = 'More';
      more.setAttribute('aria-expanded', 'false');
      more.setAttribute('aria-label', 'More formatting tools');
      more.addEventListener('click', () => {
        const open = host.classList.toggle('be-editor--all');
        more.setAttribute('aria-expanded', String(open));
        more.textContent = open ? 'Less' : 'More';
      });
      toolbar.appendChild(more);
    }
    // StrictMode mounts twice: empty the host so only one toolbar remains.
    return () => {
      host.innerHTML = '';
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A description typed below is the picture's alt attribute, saved with the article's HTML.
  const describe = (picture: ArticlePicture, alt: string) =>
    quillRef.current?.formatText(picture.index, 1, { alt: alt || false }, 'user');
  return (
    <>
      <div className="be-editor" ref={hostRef} />
      <PictureDescriptions pictures={pictures} onDescribe={describe} />
    </>
  );
}

function pickImage(quill: Quill, upload: (file: File) => Promise<string>): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'image/*';
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    if (!file) return;
    const range = quill.getSelection(true);
    try {
      const url = await upload(file);
      quill.insertEmbed(range.index, 'image', url, 'user');
      quill.setSelection(range.index + 1, 0, 'user');
    } catch {
      // The caller has shown why; nothing is inserted.
    }
  });
  input.click();
}
