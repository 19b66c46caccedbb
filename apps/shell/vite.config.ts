import { hostConfig } from '@agency/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(hostConfig({ port: 8080, appRoot: import.meta.dirname }));
