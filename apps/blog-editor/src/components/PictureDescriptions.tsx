import { TextField } from '@agency/ui-kit';
import './picture-descriptions.css';

/** A picture in the article: where it sits in the editor's text, its address and description. */
export interface ArticlePicture {
  index: number;
  src: string;
  alt: string;
}

/** The pictures in Quill's contents (each an embed of length 1), in reading order. */
export function picturesIn(
  ops: readonly { insert?: unknown; attributes?: Record<string, unknown> }[],
): ArticlePicture[] {
  const pictures: ArticlePicture[] = [];
  let index = 0;
  for (const op of ops) {
    const insert = op.insert;
    if (typeof insert === 'string') {
      index += insert.length;
      continue;
    }
    if (insert && typeof insert === 'object' && 'image' in insert)
      pictures.push({
        index,
        src: String((insert as { image: unknown }).image),
        alt: typeof op.attributes?.alt === 'string' ? op.attributes.alt : '',
      });
    index += 1;
  }
  return pictures;
}

/**
 * A description per picture (its alt text): what a screen reader says, and what a search engine
 * reads, in place of the picture (docs/product-rules.md, "Pictures").
 */
export function PictureDescriptions({
  pictures,
  onDescribe,
}: {
  pictures: readonly ArticlePicture[];
  onDescribe: (picture: ArticlePicture, alt: string) => void;
}) {
  if (pictures.length === 0) return null;
  return (
    <section className="be-pictures" aria-labelledby="be-pictures-title">
      <h2 id="be-pictures-title" className="be-content-label">
        Describe the pictures
      </h2>
      <p className="uk-muted">
        Screen readers and search engines read these in place of each picture.
      </p>
      <ol className="be-pictures__list">
        {pictures.map((picture, n) => (
          <li key={`${picture.index}-${picture.src}`} className="be-pictures__item">
            <img src={picture.src} alt="" className="be-pictures__thumb" width={64} height={64} />
            <TextField
              label={`Picture ${n + 1}`}
              placeholder="What the picture shows"
              value={picture.alt}
              maxLength={200}
              onChange={(event) => onDescribe(picture, event.target.value)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
