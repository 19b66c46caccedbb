import type { ArticleStatus } from '@agency/contract';

export type EditorAction =
  | 'draft'
  | 'post'
  | 'archive'
  | 'update'
  | 'publish'
  | 'unpublish'
  | 'restore';

/**
 * Draft sends draft; Post sends the current status (published for a new article);
 * Archive sends archived; Update keeps the current status. In edit mode, Post publishes a draft,
 * Unpublish takes a published post back to draft, Restore brings an archived one back as a draft.
 */
export function statusToSend(action: EditorAction, current: ArticleStatus): ArticleStatus {
  if (action === 'draft' || action === 'unpublish' || action === 'restore') return 'draft';
  if (action === 'archive') return 'archived';
  if (action === 'publish') return 'published';
  return current;
}

/** The status buttons edit mode offers beside Update, by the article's status. */
export function statusActions(
  status: ArticleStatus,
): Exclude<EditorAction, 'draft' | 'post' | 'update'>[] {
  if (status === 'draft') return ['publish', 'archive'];
  if (status === 'published') return ['unpublish', 'archive'];
  return ['restore'];
}

export const ACTION_LABELS: Record<EditorAction, string> = {
  draft: 'Draft',
  post: 'Post',
  archive: 'Archive',
  update: 'Update',
  publish: 'Post',
  unpublish: 'Unpublish',
  restore: 'Restore',
};

/** The toast of a save: 'Post created successfully' for Post/Draft and 'Post updated successfully' for Update (docs/product-rules.md); the new status moves say what happened. */
export function savedMessage(action: EditorAction): string {
  if (action === 'draft' || action === 'post') return 'Post created successfully';
  if (action === 'publish') return 'Post published';
  if (action === 'unpublish') return 'Post unpublished: it is a draft again';
  if (action === 'restore') return 'Post restored as a draft';
  return 'Post updated successfully';
}

/** 'Posting a new article', or 'Updating ' + the title cut to 20 characters with an ellipsis. */
export function editorTitle(mode: 'create' | 'edit', title: string): string {
  if (mode === 'create') return 'Posting a new article';
  return `Updating ${title.length > 20 ? `${title.slice(0, 20)}...` : title}`;
}

/** Quiet saves of a draft: this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 3000;
