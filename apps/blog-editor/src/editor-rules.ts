import type { ArticleStatus } from '@agency/contract';

export type EditorAction = 'draft' | 'post' | 'archive' | 'update';

/**
 * Draft sends draft; Post sends the current status (published for a new article);
 * Archive sends archived; Update keeps the current status.
 */
export function statusToSend(action: EditorAction, current: ArticleStatus): ArticleStatus {
  if (action === 'draft') return 'draft';
  if (action === 'archive') return 'archived';
  return current;
}

/** 'Posting a new article', or 'Updating ' + the title cut to 20 characters with an ellipsis. */
export function editorTitle(mode: 'create' | 'edit', title: string): string {
  if (mode === 'create') return 'Posting a new article';
  return `Updating ${title.length > 20 ? `${title.slice(0, 20)}...` : title}`;
}
