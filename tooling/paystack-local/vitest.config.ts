import { vitestConfig } from '@agency/vitest-config';

export default vitestConfig('node');
