import { remoteConfig } from '@agency/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteConfig({ name: 'agency', port: 8081, exposes: './src/App.tsx' }));
