import type { ArticleStatus } from '@agency/contract';
import { Link } from '@agency/router';
import { Button } from '@agency/ui-kit';
import { AutosaveNote } from '../../components/AutosaveNote.tsx';
import { ACTION_LABELS, type EditorAction, statusActions } from '../../editor-rules.ts';
import type { AutosaveState } from '../../useAutosave.ts';

/**
 * The editor's buttons: Draft and Post for a new post; for a stored one, the status changes its
 * status allows, Update, Preview and Delete. Beside them, the quiet save's note.
 */
export function ArticleActions({
  mode,
  status,
  busy,
  onSave,
  onDelete,
  autosaveState,
  dirty,
}: {
  mode: 'create' | 'edit';
  /** The status in the form, which decides the status changes offered. */
  status: ArticleStatus;
  /** The press under way, if any: its button spins and the others wait. */
  busy: EditorAction | 'delete' | null;
  onSave: (action: EditorAction) => void;
  /** Delete was pressed: the editor asks first. */
  onDelete: () => void;
  autosaveState: AutosaveState;
  dirty: boolean;
}) {
  return (
    <div className="be-actions">
      {mode === 'create' ? (
        <>
          <Button
            variant="secondary"
            busy={busy === 'draft'}
            disabled={busy !== null}
            onClick={() => onSave('draft')}
          >
            Draft
          </Button>
          <Button type="submit" busy={busy === 'post'} disabled={busy !== null}>
            Post
          </Button>
        </>
      ) : (
        <>
          {statusActions(status).map((action) => (
            <Button
              key={action}
              variant={action === 'archive' ? 'danger' : 'secondary'}
              busy={busy === action}
              disabled={busy !== null}
              onClick={() => onSave(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
          <Button type="submit" busy={busy === 'update'} disabled={busy !== null}>
            Update
          </Button>
        </>
      )}
      <span className="be-actions__more">
        {mode === 'edit' && (
          <>
            <Link className="uk-button uk-button--ghost" to="preview" relative="path">
              Preview
            </Link>
            <Button
              variant="ghost"
              busy={busy === 'delete'}
              disabled={busy !== null}
              onClick={onDelete}
            >
              Delete
            </Button>
          </>
        )}
        <AutosaveNote state={autosaveState} dirty={dirty} />
      </span>
    </div>
  );
}
