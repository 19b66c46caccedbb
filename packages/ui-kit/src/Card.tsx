import type { ReactNode } from 'react';

export interface CardProps {
  title: ReactNode;
  media?: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
  /** Heading level of the title, so cards fit the page outline. */
  level?: 2 | 3 | 4;
}

export function Card({ title, media, meta, children, level = 3 }: CardProps) {
  const Heading = `h${level}` as const;
  return (
    <article className="uk-card">
      {media && <div className="uk-card__media">{media}</div>}
      <div className="uk-card__body">
        <Heading className="uk-card__title">{title}</Heading>
        {children}
        {meta && <div className="uk-card__meta">{meta}</div>}
      </div>
    </article>
  );
}
