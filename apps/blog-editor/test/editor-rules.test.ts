import { expect, it } from 'vitest';
import { editorTitle, statusToSend } from '../src/editor-rules.ts';

it('sends the status each button stands for', () => {
  expect(statusToSend('draft', 'published')).toBe('draft');
  expect(statusToSend('post', 'published')).toBe('published');
  expect(statusToSend('archive', 'draft')).toBe('archived');
  expect(statusToSend('update', 'draft')).toBe('draft');
  expect(statusToSend('update', 'archived')).toBe('archived');
});

it('titles the editor, cutting long titles at 20 characters', () => {
  expect(editorTitle('create', '')).toBe('Posting a new article');
  expect(editorTitle('edit', 'Short title')).toBe('Updating Short title');
  expect(editorTitle('edit', 'Twenty characters!!!')).toBe('Updating Twenty characters!!!');
  expect(editorTitle('edit', 'How to farm snails in the rainy season')).toBe(
    'Updating How to farm snails i...',
  );
});

import { savedMessage, statusActions } from '../src/editor-rules.ts';

it('edit mode offers Post for a draft, Unpublish for a published post and Restore for an archived one', () => {
  expect(statusActions('draft')).toEqual(['publish', 'archive']);
  expect(statusActions('published')).toEqual(['unpublish', 'archive']);
  expect(statusActions('archived')).toEqual(['restore']);
  expect(statusToSend('publish', 'draft')).toBe('published');
  expect(statusToSend('unpublish', 'published')).toBe('draft');
  expect(statusToSend('restore', 'archived')).toBe('draft');
  expect(savedMessage('update')).toBe('Post updated successfully');
  expect(savedMessage('draft')).toBe('Post created successfully');
});
