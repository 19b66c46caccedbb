import { remoteConfig } from '@agency/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteConfig({ name: 'agency', exposes: './src/App.tsx' }));
