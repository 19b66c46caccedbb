import { useId, useState, type ReactNode } from 'react';
import { Icon } from './icons.tsx';

/** A section that expands and collapses (Details, Delivery). */
export function Collapsible({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="sf-collapsible" data-open={open}>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          {title} <Icon name="chevron" />
        </button>
      </h2>
      <div id={id} hidden={!open} className="sf-collapsible__body">
        {children}
      </div>
    </section>
  );
}
