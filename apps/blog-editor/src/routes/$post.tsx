import { api } from '@agency/api-client';
import { useSession } from '@agency/auth-gate';
import type { Article } from '@agency/contract';
import { mayChangeArticle } from '@agency/contract/rules';
import { useNavigate, useParams, useRouteData } from '@agency/router';
import { AdminPage, ConfirmDialog, Loaded, useAction, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { editorTitle, type EditorAction, savedMessage, statusToSend } from '../editor-rules.ts';
import { type Form, NEW_ARTICLE, same, tidySlug, toForm } from '../article-form.ts';
import { useAutosave } from '../useAutosave.ts';
import { ArticleActions } from './$post/ArticleActions.tsx';
import { ArticleFields } from './$post/ArticleFields.tsx';
import { MISSING, NotYours } from './$post/ArticleRefusals.tsx';
import { useLeaveGuard } from '../useLeaveGuard.ts';

/** /admin/blog/{post}: 'new' creates a post, anything else edits the post with that id (or slug). */
export function ArticleEditor() {
  const { post = 'new' } = useParams<{ post: string }>();
  return <ArticleForm last={post} />;
}

function ArticleForm({ last }: { last: string }) {
  const navigate = useNavigate();
  const session = useSession('admin');
  const mode = last === 'new' ? 'create' : 'edit';
  // A new article autosaved as a draft: later saves update it instead of creating another.
  const createdId = useRef<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const [saved, setSaved] = useState<Form>(NEW_ARTICLE);
  const [form, setForm] = useState<Form>(NEW_ARTICLE);
  const [version, setVersion] = useState(0);

  // Edit mode: the article as stored; the form starts from it (and again after each save).
  const article = useRouteData<Article | null>(
    mode === 'edit' ? `blog:edit:${last}` : 'blog:new',
    async () => (mode === 'edit' ? (await api.blog.get(last)).data.documents[0]! : null),
  );
  const answer = article.status === 'ready' ? article.data : null;
  // The last article loaded stays on screen while a save reloads it.
  const [loaded, setLoaded] = useState<Article | null>(null);
  useEffect(() => {
    if (!answer) return;
    setLoaded(answer);
    setSaved(toForm(answer));
    setForm(toForm(answer));
    setVersion((v) => v + 1);
  }, [answer]);

  const saving = useAction(
    async (action: EditorAction) => {
      // A quiet save still running finishes first (a new article then exists once, as createdId).
      await autosave.settle();
      const slug = tidySlug(form.slug);
      const body = {
        id: form.id || createdId.current || undefined,
        title: form.title,
        excerpt: form.excerpt,
        content: form.content,
        status: statusToSend(action, form.status),
        cover_url: form.cover_url,
        ...(mode === 'edit' && slug !== saved.slug ? { slug } : {}),
      };
      if (mode === 'create') {
        if (createdId.current) await api.blog.update(createdId.current, body);
        else await api.blog.create(body);
        toast.success(savedMessage(action));
        setSaved(form);
        navigate('..', { relative: 'path', replace: true });
        return;
      }
      await api.blog.update(form.id, body);
      toast.success(savedMessage(action));
    },
    // The article as stored comes back (its slug, its dates); the form starts again from it.
    { context: 'save article', refreshes: ['blog:'] },
  );
  const deleting = useAction(
    async () => {
      await autosave.settle();
      await api.blog.remove(form.id);
      setSaved(form);
      navigate('..', { relative: 'path', replace: true });
    },
    { success: 'Post deleted', context: 'delete article', leaves: true },
  );
  const busy: EditorAction | 'delete' | null =
    saving.running?.[0] ?? (deleting.busy ? 'delete' : null);

  const errors = useFieldErrors<'title' | 'slug'>();
  const dirty = !same(form, saved);
  const guard = useLeaveGuard(dirty && !busy);

  async function save(action: EditorAction) {
    if (busy) return;
    const slug = tidySlug(form.slug);
    if (
      !errors.show({
        title: form.title.trim() ? undefined : 'Give the post a title.',
        slug:
          mode === 'edit' && !slug ? 'Give the post an address, like lagos-food-guide.' : undefined,
      })
    )
      return;
    await saving.run(action);
  }

  async function remove() {
    setConfirmDelete(false);
    if (busy) return;
    await deleting.run();
  }

  // Drafts save themselves a few seconds after typing stops; published posts wait for Update.
  const autosaveOn = form.title.trim().length > 0 && busy === null;
  const autosave = useAutosave(form, {
    enabled: autosaveOn && (mode === 'create' ? true : saved.status === 'draft'),
    dirty: !same(form, saved),
    save: async (snapshot) => {
      const body = {
        title: snapshot.title,
        excerpt: snapshot.excerpt,
        content: snapshot.content,
        cover_url: snapshot.cover_url,
      };
      if (mode === 'create' && !createdId.current) {
        const created = await api.blog.create({ ...body, status: 'draft' });
        createdId.current = created.data.documents[0]!.id;
      } else await api.blog.update(createdId.current ?? snapshot.id, body);
      // The address is saved by Update only (an autosave leaves a half-typed one alone).
      setSaved((current) => ({ ...snapshot, slug: current.slug }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(mode === 'create' ? 'post' : 'update');
  };

  // Until the form holds the article, or when it could not be loaded, its load state shows.
  if (mode === 'edit' && (!loaded || article.status === 'failed'))
    return (
      <AdminPage title="Updating">
        <Loaded
          state={article.status === 'ready' ? { status: 'loading' } : article}
          what="the article"
          notFound={MISSING}
        />
      </AdminPage>
    );
  if (loaded && !mayChangeArticle(session, loaded)) return <NotYours article={loaded} />;

  return (
    <AdminPage title={editorTitle(mode, loaded?.title ?? '')}>
      <form
        ref={errors.formRef}
        className="be-form uk-panel"
        onSubmit={submit}
        aria-label="Article"
        noValidate
      >
        <ArticleFields
          mode={mode}
          loaded={loaded}
          form={form}
          setForm={setForm}
          errors={errors}
          version={version}
          initialContent={saved.content}
        />
        <ArticleActions
          mode={mode}
          status={form.status}
          busy={busy}
          onSave={(action) => void save(action)}
          onDelete={() => setConfirmDelete(true)}
          autosaveState={autosave.state}
          dirty={dirty}
        />
      </form>
      {guard.pending && (
        <ConfirmDialog
          title="Leave without saving?"
          confirmLabel="Leave"
          cancelLabel="Stay"
          onCancel={guard.stay}
          onConfirm={guard.leave}
        >
          Your changes to this article will be lost.
        </ConfirmDialog>
      )}
      {confirmDelete && (
        <ConfirmDialog
          title="Delete this post?"
          confirmLabel="Delete"
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => void remove()}
        >
          “{form.title}” will be deleted for good. This cannot be undone.
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
