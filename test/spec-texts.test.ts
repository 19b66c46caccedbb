/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, editorTitle, savedMessage } from '../apps/blog-editor/src/editor-rules.ts';
import {
  NO_MATCH_MESSAGE,
  REQUIRED_MESSAGE,
  SORTS,
} from '../packages/contract/src/catalogue-rules.ts';
import {
  CONTACT_FIELDS,
  contactFieldError,
  EMAIL_INVALID,
  PASSWORDS_DIFFER,
  SESSION_EXPIRED,
  similarBusinessMessage,
  SOMETHING_WENT_WRONG,
  TOKEN_EXPIRED,
  TOKEN_MISSING,
} from '../packages/contract/src/rules.ts';
import { SPEC_TEXTS } from './spec-texts.ts';

const root = join(import.meta.dirname, '..');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Whether `text` is a whole literal of the file: a JSX text (`>Sort<`, `>Reach out{`), or a quoted
 * string or template (`'Blog'`, `"You've logged in successfully"`), never part of a longer one.
 */
function isWholeLiteral(file: string, text: string): boolean {
  const source = readFileSync(join(root, file), 'utf8');
  const quoted = new RegExp(`(['"\`])${escapeRegExp(text)}\\1`);
  const jsxText = new RegExp(`>\\s*${escapeRegExp(text)}\\s*[<{]`);
  return quoted.test(source) || jsxText.test(source);
}

/**
 * Whether `text` is read as a whole in the file: a `label` or `title` (`label: 'Overview'`,
 * `title="Details"`) or a JSX text (`>home<`), not a path or key spelt the same (`path: 'overview'`).
 */
function isReadLabel(file: string, text: string): boolean {
  const source = readFileSync(join(root, file), 'utf8');
  const named = new RegExp(`\\b(?:label|title)\\s*[:=]\\s*\\{?(['"\`])${escapeRegExp(text)}\\1`);
  const jsxText = new RegExp(`>\\s*${escapeRegExp(text)}\\s*<`);
  return named.test(source) || jsxText.test(source);
}

/** What the code produces for each rule the list names, exactly as a person reads it. */
const RULES: Record<string, () => string | string[]> = {
  'ACTION_LABELS.update': () => ACTION_LABELS.update,
  'ACTION_LABELS.draft': () => ACTION_LABELS.draft,
  'ACTION_LABELS.post': () => ACTION_LABELS.post,
  'ACTION_LABELS.archive': () => ACTION_LABELS.archive,
  "editorTitle('create')": () => editorTitle('create', ''),
  // 'Updating' followed by the title: the word is what the rule starts with.
  "editorTitle('edit')": () => editorTitle('edit', 'Snail gates').replace(/ Snail gates$/, ''),
  contactFieldError: () =>
    CONTACT_FIELDS.map((field) =>
      contactFieldError(field).replace(`${field[0]!.toUpperCase()}${field.slice(1)} `, '{Field} '),
    ),
  EMAIL_INVALID: () => EMAIL_INVALID,
  PASSWORDS_DIFFER: () => PASSWORDS_DIFFER,
  REQUIRED_MESSAGE: () => REQUIRED_MESSAGE,
  NO_MATCH_MESSAGE: () => NO_MATCH_MESSAGE,
  similarBusinessMessage: () => similarBusinessMessage('<existing name>', '<a named contact>'),
  "'<name> added successfully'": () =>
    [
      'apps/marketer-admin/src/routes/businesses/AddBusiness.tsx',
      'apps/marketer-admin/src/routes/leads/LeadCard.tsx',
      'apps/business/src/routes/businesses/new.tsx',
    ].map((file) =>
      readFileSync(join(root, file), 'utf8').includes('`\u0024{created.name} added successfully`')
        ? 'added successfully'
        : `${file} says something else`,
    ),
  "savedMessage('post')": () => [savedMessage('post'), savedMessage('draft')],
  "savedMessage('update')": () => savedMessage('update'),
  TOKEN_MISSING: () => TOKEN_MISSING,
  TOKEN_EXPIRED: () => TOKEN_EXPIRED,
  SESSION_EXPIRED: () => SESSION_EXPIRED,
  SOMETHING_WENT_WRONG: () => SOMETHING_WENT_WRONG,
  'SORTS[0]': () => SORTS[0],
  'SORTS[1]': () => SORTS[1],
  'SORTS[2]': () => SORTS[2],
};

describe("the original specification's quoted texts, letter for letter", () => {
  for (const entry of SPEC_TEXTS) {
    if ('rule' in entry) {
      it(`'${entry.text}' is what ${entry.rule} produces`, () => {
        const produced = RULES[entry.rule]!();
        for (const text of [produced].flat()) expect(text).toBe(entry.text);
      });
    } else if ('source' in entry) {
      it(`'${entry.text}' is said as a whole in ${entry.source.join(', ')}`, () => {
        for (const file of entry.source) expect(isWholeLiteral(file, entry.text), file).toBe(true);
      });
    } else if ('label' in entry) {
      it(`'${entry.text}' is read as a label in ${entry.label.join(', ')}`, () => {
        for (const file of entry.label) expect(isReadLabel(file, entry.text), file).toBe(true);
      });
    }
  }

  it('leaves out only the placeholders a real screen replaced, each with its reason', () => {
    const superseded = SPEC_TEXTS.filter((entry) => 'superseded' in entry).map((e) => e.text);
    expect(superseded).toEqual(['Main', 'Article', 'New', 'Business', 'test']);
    expect(new Set(SPEC_TEXTS.map((e) => e.text)).size).toBe(SPEC_TEXTS.length);
    expect(Object.keys(RULES).sort()).toEqual(
      SPEC_TEXTS.flatMap((e) => ('rule' in e ? [e.rule] : [])).sort(),
    );
  });
});
