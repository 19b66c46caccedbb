import { vitestConfig } from '@agency/vitest-config';

// A file per worker (isolate): these tests replace modules (vi.mock of the API client), and a
// module another file loaded first would keep that file's stand-in.
export default vitestConfig('happy-dom', { isolate: true });
