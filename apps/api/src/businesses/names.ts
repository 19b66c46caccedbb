/** The cached plain list of one marketer's businesses in one workspace. */
export const listKey = (workspace: string, marketerId: string | null) =>
  `businesses:${workspace}:${marketerId}`;

/** Every cached list of one workspace: a write to a business drops them (its marketer's and the team's). */
export const businessLists = (workspace: string) => ({ prefix: `businesses:${workspace}:` });
