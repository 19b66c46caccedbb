import { api } from '@agency/api-client';
import type { Article } from '@agency/contract';
import { type FieldErrors, Loading, showApiError, TextArea, TextField } from '@agency/ui-kit';
import { type Dispatch, lazy, type SetStateAction, Suspense } from 'react';
import type { Form } from '../../article-form.ts';
import { CoverField, SlugField } from '../../components/ArticleExtras.tsx';

const QuillEditor = lazy(() => import('../../components/QuillEditor.tsx'));

/**
 * The article's fields: its status (when editing), title, excerpt, address (when editing), cover
 * picture and content. The content editor loads on its own, after the rest of the form.
 */
export function ArticleFields({
  mode,
  loaded,
  form,
  setForm,
  errors,
  version,
  initialContent,
}: {
  mode: 'create' | 'edit';
  /** The article as stored, once loaded (editing). */
  loaded: Article | null;
  form: Form;
  setForm: Dispatch<SetStateAction<Form>>;
  errors: FieldErrors<'title' | 'slug'>;
  /** Changes after each load or save, so the content editor starts again from the stored text. */
  version: number;
  initialContent: string;
}) {
  const set = (field: keyof Form) => (event: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: event.target.value }));
    if (field === 'title') errors.clear('title');
  };

  return (
    <>
      {mode === 'edit' && loaded && (
        <p className="be-current-status" data-field="status">
          Status{' '}
          <span className={`be-status be-status--${loaded.status}`}>
            {loaded.status.charAt(0).toUpperCase() + loaded.status.slice(1)}
          </span>
        </p>
      )}
      <TextField
        label="Title"
        name="title"
        value={form.title}
        error={errors.errorOf('title')}
        onChange={set('title')}
        required
        maxLength={200}
      />
      <TextArea
        label="Excerpt"
        name="excerpt"
        rows={4}
        placeholder="Short introduction to describe your article"
        value={form.excerpt}
        onChange={set('excerpt')}
        maxLength={500}
      />
      {mode === 'edit' && (
        <SlugField
          value={form.slug}
          error={errors.errorOf('slug')}
          onChange={(slug) => {
            setForm((f) => ({ ...f, slug }));
            errors.clear('slug');
          }}
        />
      )}
      <CoverField
        value={form.cover_url}
        onChange={(cover_url) => setForm((f) => ({ ...f, cover_url }))}
      />
      <div className="uk-field">
        <span className="be-content-label" id="be-content-label">
          Content
        </span>
        <Suspense fallback={<Loading label="Loading editor" />}>
          <QuillEditor
            key={version}
            initialHtml={initialContent}
            labelledBy="be-content-label"
            onChange={(content) => setForm((f) => ({ ...f, content }))}
            uploadImage={async (file) => {
              try {
                const { data } = await api.media.upload(file);
                return data.files[0]!.url;
              } catch (error) {
                showApiError(error, 'upload');
                throw error;
              }
            }}
          />
        </Suspense>
      </div>
    </>
  );
}
