import type { Context } from '../context.ts';
import type { Db } from '../db/index.ts';

/**
 * What signing in and out does to demo workspaces. The demo module sits above auth (it signs its
 * visitors in with auth's sessions), so it hands these to auth when the app starts (app.ts)
 * instead of auth importing it.
 */
export interface DemoWorkspaces {
  /** Opens a user's own demo workspace, with sample businesses, on their first demo sign-in. */
  open(db: Db, userId: string): Promise<void>;
  /** Removes a signed-out visitor and everything they made, at once. */
  removeGuest(ctx: Context, guestId: string): Promise<void>;
}

let provided: DemoWorkspaces | undefined;

export function provideDemoWorkspaces(workspaces: DemoWorkspaces): void {
  provided = workspaces;
}

export function demoWorkspaces(): DemoWorkspaces {
  if (!provided) throw new Error('The demo module has not provided its workspaces (app.ts)');
  return provided;
}
