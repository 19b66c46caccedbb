/** The cached plain list of one marketer's businesses in one workspace. */
export const listKey = (workspace: string, marketerId: string | null) =>
  `businesses:${workspace}:${marketerId}`;
