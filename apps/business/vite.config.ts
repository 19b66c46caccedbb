import { remoteConfig } from '@agency/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteConfig({ name: 'business', exposes: './src/App.tsx' }));
