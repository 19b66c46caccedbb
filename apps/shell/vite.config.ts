import { hostConfig } from '@agency/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(hostConfig({ appRoot: import.meta.dirname }));
